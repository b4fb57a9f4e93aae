import Testing

@testable import BlocksCore

@Suite("Swipe card stack: strings")
struct SwipeCardStackStringsTests {
  struct Wording: Sendable, CustomTestStringConvertible {
    var text: LocalizedText
    var english: String
    var spanish: String
    var testDescription: String { text.key }
  }

  static let wordings: [Wording] = [
    .init(
      text: SwipeCardStackStrings.empty, english: "No more cards", spanish: "No hay más tarjetas"),
    .init(text: SwipeCardStackStrings.like, english: "Like", spanish: "Me gusta"),
    .init(text: SwipeCardStackStrings.pass, english: "Pass", spanish: "Pasar"),
    .init(text: SwipeCardStackStrings.undo, english: "Undo", spanish: "Deshacer"),
    .init(text: SwipeCardStackStrings.liked, english: "Liked", spanish: "Te gusta"),
    .init(text: SwipeCardStackStrings.passed, english: "Passed", spanish: "Descartada"),
    .init(
      text: SwipeCardStackStrings.restored, english: "Card restored", spanish: "Tarjeta recuperada"),
    .init(text: SwipeCardStackStrings.likeStamp, english: "LIKE", spanish: "ME GUSTA"),
    .init(text: SwipeCardStackStrings.nopeStamp, english: "NOPE", spanish: "NO"),
  ]

  @Test("the specified wording, in English and Spanish", arguments: wordings)
  func wording(w: Wording) {
    let table = SwipeCardStackStrings.table
    #expect(table.string(for: w.text, language: "en") == w.english)
    #expect(table.string(for: w.text, language: "en-GB") == w.english)
    #expect(table.string(for: w.text, language: "es") == w.spanish)
    #expect(table.string(for: w.text, language: "es-MX") == w.spanish)
    #expect(w.text.key.hasPrefix("swipe-card-stack."))
  }

  /// The demo's words: its heading, its count, its button and a line for each trip.
  static let demoTexts =
    [
      SwipeCardStackStrings.demoHeading, SwipeCardStackStrings.demoSaved,
      SwipeCardStackStrings.demoStartOver,
    ] + SwipeCardStackStrings.demoTrips.map(\.line)

  @Test("the table lists every key the stack and its demo show or speak, once, and nothing else")
  func everyKey() {
    let table = SwipeCardStackStrings.table
    let keys = Self.wordings.map(\.text.key) + Self.demoTexts.map(\.key)
    #expect(table.name == "SwipeCardStack")
    #expect(Set(table.entries.keys) == Set(keys))
    #expect(table.count == keys.count)
    #expect(
      table.string(for: SwipeCardStackStrings.demoSaved.with(3), language: "es") == "3 guardados")
    for entry in table.entries.values {
      #expect(!entry[.english].isEmpty && !entry[.spanish].isEmpty)
      #expect(entry[.english] != entry[.spanish], "\(entry) is not translated")
    }
  }

  @Test("each throw is announced by its own word")
  func announcements() {
    #expect(SwipeCardStackStrings.announcement(for: .like) == SwipeCardStackStrings.liked)
    #expect(SwipeCardStackStrings.announcement(for: .pass) == SwipeCardStackStrings.passed)
  }
}
