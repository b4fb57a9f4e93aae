import Testing

@testable import BlocksCore

@Suite("Slider strings")
struct SwipeToConfirmSliderStringsTests {
  static let keys = [
    SwipeToConfirmSliderStrings.confirmedTitle, SwipeToConfirmSliderStrings.failureTitle,
    SwipeToConfirmSliderStrings.hint,
    SwipeToConfirmSliderStrings.inProgress, SwipeToConfirmSliderStrings.confirmedAnnouncement,
    SwipeToConfirmSliderStrings.failedAnnouncement,
  ]

  @Test("every string exists in English and Spanish", arguments: keys)
  func bilingual(_ key: LocalizedText) throws {
    let entry = try #require(SwipeToConfirmSliderStrings.table.entries[key.key])
    #expect(!entry[.english].isEmpty)
    #expect(!entry[.spanish].isEmpty)
    #expect(entry[.spanish] != entry[.english])
  }

  @Test("the Spanish strings")
  func spanish() {
    let table = SwipeToConfirmSliderStrings.table
    #expect(
      table.string(for: SwipeToConfirmSliderStrings.confirmedTitle, language: "es") == "Confirmado")
    #expect(
      table.string(for: SwipeToConfirmSliderStrings.failureTitle, language: "es-MX")
        == "Inténtalo de nuevo")
    #expect(
      table.string(for: SwipeToConfirmSliderStrings.hint, language: "es_ES")
        == "Toca dos veces para confirmar")
    #expect(
      table.string(for: SwipeToConfirmSliderStrings.hint, language: "en") == "Double tap to confirm"
    )
  }
}
