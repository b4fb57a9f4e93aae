import Testing

@testable import BlocksCore

@Suite("Swipe row: strings")
struct CompletionSwipeRowStringsTests {
  static let keys: [LocalizedText] = [
    CompletionSwipeRowStrings.complete, CompletionSwipeRowStrings.undo,
    CompletionSwipeRowStrings.completed,
    CompletionSwipeRowStrings.hint,
  ]

  @Test("every string the row shows or announces exists in English and Spanish")
  func strings() {
    let table = CompletionSwipeRowStrings.table
    for key in Self.keys {
      let english = table.string(for: key, language: "en")
      let spanish = table.string(for: key, language: "es")
      #expect(english != key.key, "\(key)")
      #expect(spanish != key.key, "\(key)")
      #expect(english != spanish, "\(key)")
    }
    for entry in table.entries.values {
      #expect(!entry[.english].isEmpty && !entry[.spanish].isEmpty)
    }
    #expect(table.string(for: CompletionSwipeRowStrings.complete, language: "en") == "Complete")
    #expect(table.string(for: CompletionSwipeRowStrings.complete, language: "es") == "Completar")
    #expect(table.string(for: CompletionSwipeRowStrings.undo, language: "es-MX") == "Deshacer")
    #expect(table.string(for: CompletionSwipeRowStrings.completed, language: "en") == "Completed")
    #expect(table.string(for: CompletionSwipeRowStrings.completed, language: "es") == "Completado")
  }
}
