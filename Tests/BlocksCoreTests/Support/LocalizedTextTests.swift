import BlocksPreview
import Testing

@testable import BlocksCore

@Suite("Localized text")
struct LocalizedTextTests {
  @Test("string tables pick Spanish for every Spanish variant and fill arguments")
  func strings() {
    let table = StringTable(
      name: "Test",
      [
        .english: ["page": "Page %1$d of %2$d", "only": "Only in English"],
        .spanish: ["page": "Página %1$d de %2$d"],
      ])
    #expect(table.string(for: LocalizedText("page", 2, 5), language: "en") == "Page 2 of 5")
    #expect(table.string(for: LocalizedText("page", 2, 5), language: "es-MX") == "Página 2 de 5")
    #expect(table.string(for: LocalizedText("page", 1, 3), language: "es_ES") == "Página 1 de 3")
    #expect(table.string(for: LocalizedText("page", 1, 3), language: "ES") == "Página 1 de 3")
    // A language the blocks do not speak, and a key a language lacks, read English.
    #expect(table.string(for: LocalizedText("page", 1, 3), language: "fr") == "Page 1 of 3")
    #expect(table.string(for: LocalizedText("page", 1, 3), language: "est") == "Page 1 of 3")
    #expect(table.string(for: LocalizedText("only"), language: "es") == "Only in English")
    #expect(table.string(for: LocalizedText("missing"), language: "es") == "missing")
    #expect(table.languages == [.english, .spanish])
    // A key listed twice keeps its first value, in a lookup and in `entries(in:)` alike.
    let twice = StringTable(
      name: "Twice", [.english: ["a": "first", "a": "x"], .spanish: ["a": "primero", "a": "y"]])
    #expect(twice.string(for: LocalizedText("a"), language: "es") == "primero")
    #expect(twice.entries(in: .spanish) == ["a": "primero"])
    #expect(twice.entries(in: .english) == ["a": "first"])
    #expect(twice.count == 2)
    #expect(twice.count(in: .spanish) == 2 && twice.entries(in: .spanish).count == 1)
  }

  @Test(
    "a language is read from the start of a locale identifier",
    arguments: [
      ("en", BlockLanguage.english), ("en_US", .english), ("EN-gb", .english),
      ("es", .spanish), ("es-419", .spanish), ("es_ES@calendar=gregorian", .spanish),
      ("fr", nil), ("est", nil), ("e", nil), ("", nil),
    ] as [(String, BlockLanguage?)])
  func languageCodes(code: String, language: BlockLanguage?) {
    #expect(BlockLanguage(code: code) == language)
  }

  /// Every registered block's table.
  static var tables: [StringTable] { PreviewBlock.all.map(\.strings) }

  @Test("every table lists every language, English first, each with English's keys and no blank")
  func everyLanguageIsComplete() {
    for table in Self.tables {
      #expect(table.languages == BlockLanguage.allCases, "\(table.name)")
      let keys = Set(table.entries(in: .english).keys)
      for language in BlockLanguage.allCases {
        let values = table.entries(in: language)
        #expect(Set(values.keys) == keys, "\(table.name) in \(language.code)")
        for (key, value) in values { #expect(!value.isEmpty, "\(key) in \(language.code)") }
      }
    }
  }

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

  @Test(
    "a string splits at its one %@, where the app's words go, whatever its place",
    arguments: [
      ("Increase %@", "Increase ", ""), ("%@, minimum", "", ", minimum"), ("%@", "", ""),
      ("no marker", "no marker", ""), ("a %@ b %@", "a ", " b %@"), ("50 %", "50 %", ""),
      ("%1$d %@ más", "3 ", " más"), ("ü%@ñ", "ü", "ñ"),
    ])
  func insertion(value: String, before: String, after: String) {
    let table = StringTable(name: "T", [.english: ["t.x": value], .spanish: ["t.x": value]])
    let parts = table.insertionParts(of: LocalizedText("t.x", 3), language: "en")
    #expect(parts.before == before && parts.after == after, "\(parts)")
  }

  @Test("every string has the app's words in as many places in Spanish as in English, at most one")
  func insertionsAgree() {
    func markers(_ value: String) -> Int {
      value.split(separator: "%@", omittingEmptySubsequences: false).count - 1
    }
    for table in Self.tables {
      for (key, entry) in table.entries {
        #expect(markers(entry[.english]) <= 1, "\(key)")
        #expect(markers(entry[.spanish]) == markers(entry[.english]), "\(key)")
      }
    }
  }

  @Test("one Spanish term per meaning across the blocks: an English string always reads the same")
  func oneSpanishTermPerMeaning() {
    var spanishFor: [String: (spanish: String, table: String)] = [:]
    for table in Self.tables {
      for entry in table.entries.values {
        if let seen = spanishFor[entry[.english]] {
          #expect(
            seen.spanish == entry[.spanish],
            "\"\(entry[.english])\" is \"\(seen.spanish)\" in \(seen.table) but \"\(entry[.spanish])\" in \(table.name)"
          )
        } else {
          spanishFor[entry[.english]] = (entry[.spanish], table.name)
        }
      }
    }
  }

  @Test("every key reads \"<block-id>.<name>\" and every table is named after its block's view")
  func keyConvention() {
    #expect(Self.tables.count == PreviewBlock.all.count)
    for block in PreviewBlock.all {
      let table = block.strings
      let id = block.id
      #expect(table.entries(in: .english).count == table.count, "\(table.name) lists a key twice")
      for language in BlockLanguage.allCases {
        #expect(
          table.entries(in: language).count == table.count(in: language),
          "\(table.name) lists a key twice in \(language.code)")
      }
      for (key, entry) in table.entries {
        #expect(key.hasPrefix(id + "."), "\(key)")
        #expect(!entry[.english].isEmpty && !entry[.spanish].isEmpty, "\(key)")
      }
    }
  }

  @Test("announcements wait for the change they describe to settle, briefly")
  func announcementDelay() {
    let delay = Effects<Int>.announcementDelay
    #expect(delay > 0 && delay < 1)
  }
}
