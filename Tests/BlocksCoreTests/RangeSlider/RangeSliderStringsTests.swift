import Testing

@testable import BlocksCore

@Suite("Range slider strings")
struct RangeSliderStringsTests {
  static let keys = [
    RangeSliderStrings.minimum, RangeSliderStrings.maximum, RangeSliderStrings.demoLabel,
    RangeSliderStrings.demoHeading, RangeSliderStrings.demoResults,
  ]

  @Test("every string exists in English and Spanish", arguments: keys)
  func bilingual(_ key: LocalizedText) throws {
    let entry = try #require(RangeSliderStrings.table.entries[key.key])
    #expect(!entry[.english].isEmpty)
    #expect(!entry[.spanish].isEmpty)
    #expect(entry[.spanish] != entry[.english])
    #expect(key.key.hasPrefix("range-slider."))
  }

  @Test("the table lists exactly the block's strings, once each, under its type name")
  func complete() {
    let table = RangeSliderStrings.table
    #expect(table.name == "RangeSlider")
    #expect(table.count == Self.keys.count)
    #expect(Set(table.entries.keys) == Set(Self.keys.map(\.key)))
  }

  @Test("the English and Spanish strings")
  func strings() {
    let table = RangeSliderStrings.table
    #expect(table.string(for: RangeSliderStrings.minimum, language: "en") == "%@, minimum")
    #expect(table.string(for: RangeSliderStrings.maximum, language: "en-GB") == "%@, maximum")
    #expect(table.string(for: RangeSliderStrings.minimum, language: "es") == "%@, mínimo")
    #expect(table.string(for: RangeSliderStrings.maximum, language: "es_ES") == "%@, máximo")
    #expect(table.string(for: RangeSliderStrings.demoLabel, language: "es") == "Precio")
    #expect(
      table.string(for: RangeSliderStrings.demoHeading, language: "es-419") == "Precio por noche")
    #expect(
      table.string(for: RangeSliderStrings.demoResults.with(12), language: "en") == "12 stays")
    #expect(
      table.string(for: RangeSliderStrings.demoResults.with(3), language: "es")
        == "3 alojamientos")
  }
}
