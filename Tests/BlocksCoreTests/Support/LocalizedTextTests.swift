import Testing

@testable import BlocksCore

@Suite("Localized text")
struct LocalizedTextTests {
  @Test("string tables pick Spanish for every Spanish variant and fill arguments")
  func strings() {
    let table = StringTable(
      name: "Test",
      [
        "page": .init(english: "Page %1$d of %2$d", spanish: "Página %1$d de %2$d")
      ])
    #expect(table.string(for: LocalizedText("page", 2, 5), language: "en") == "Page 2 of 5")
    #expect(table.string(for: LocalizedText("page", 2, 5), language: "es-MX") == "Página 2 de 5")
    #expect(table.string(for: LocalizedText("page", 1, 3), language: "es_ES") == "Página 1 de 3")
    #expect(table.string(for: LocalizedText("missing"), language: "es") == "missing")
    // A key listed twice keeps its first entry, in a lookup and in `entries` alike.
    let twice = StringTable(
      name: "Twice",
      ["a": .init(english: "first", spanish: "primero"), "a": .init(english: "x", spanish: "y")])
    #expect(twice.string(for: LocalizedText("a"), language: "es") == "primero")
    #expect(twice.entries == ["a": .init(english: "first", spanish: "primero")])
    #expect(twice.count == 2)
  }

  static let tables = [
    SwipeToConfirmSliderStrings.table, HoldToConfirmButtonStrings.table,
    CompletionSwipeRowStrings.table, InteractivePagerTransitionStrings.table,
  ]

  @Test(
    "a string is the block's own only when it names the block's table and one of its keys",
    arguments: [
      ("swipe-to-confirm-slider.confirmedTitle", "SwipeToConfirmSlider", true),
      ("swipe-to-confirm-slider.confirmedTitle", nil, false),
      ("swipe-to-confirm-slider.confirmedTitle", "Localizable", false),
      ("swipe-to-confirm-slider.confirmedTitle", "HoldToConfirmButton", false),
      ("swipe-to-confirm-slider.unknown", "SwipeToConfirmSlider", false),
      ("Confirmed", "SwipeToConfirmSlider", false),
      ("Confirmed", nil, false),
    ] as [(String, String?, Bool)])
  func ownText(key: String, table: String?, isOwn: Bool) {
    let own = SwipeToConfirmSliderStrings.table.ownText(key: key, table: table)
    #expect((own != nil) == isOwn)
    if let own { #expect(own == LocalizedText(key)) }
  }

  @Test("one Spanish term per meaning across the blocks: an English string always reads the same")
  func oneSpanishTermPerMeaning() {
    var spanishFor: [String: (spanish: String, table: String)] = [:]
    for table in Self.tables {
      for entry in table.entries.values {
        if let seen = spanishFor[entry.english] {
          #expect(
            seen.spanish == entry.spanish,
            "\"\(entry.english)\" is \"\(seen.spanish)\" in \(seen.table) but \"\(entry.spanish)\" in \(table.name)"
          )
        } else {
          spanishFor[entry.english] = (entry.spanish, table.name)
        }
      }
    }
  }

  @Test("every key reads \"<block-id>.<name>\" and every table is named after its block's view")
  func keyConvention() {
    let names = [
      ("swipe-to-confirm-slider", "SwipeToConfirmSlider"),
      ("hold-to-confirm-button", "HoldToConfirmButton"),
      ("completion-swipe-row", "CompletionSwipeRow"),
      ("interactive-pager-transition", "InteractivePagerTransition"),
    ]
    for (table, (id, view)) in zip(Self.tables, names) {
      #expect(table.name == view)
      #expect(table.entries.count == table.count, "\(table.name) lists a key twice")
      for (key, entry) in table.entries {
        #expect(key.hasPrefix(id + "."), "\(key)")
        #expect(!entry.english.isEmpty && !entry.spanish.isEmpty, "\(key)")
      }
    }
  }

  @Test("announcements wait for the change they describe to settle, briefly")
  func announcementDelay() {
    let delay = Effects<Int>.announcementDelay
    #expect(delay > 0 && delay < 1)
  }
}
