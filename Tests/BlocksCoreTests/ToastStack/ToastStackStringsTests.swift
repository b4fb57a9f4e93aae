import Testing

@testable import BlocksCore

@Suite("Toast stack: strings")
struct ToastStackStringsTests {
  struct Wording: Sendable, CustomTestStringConvertible {
    var text: LocalizedText
    var english: String
    var spanish: String
    var testDescription: String { text.key }
  }

  static let wordings: [Wording] = [
    .init(text: ToastStackStrings.region, english: "Notifications", spanish: "Notificaciones"),
    .init(text: ToastStackStrings.dismiss, english: "Dismiss", spanish: "Descartar"),
    .init(text: ToastStackStrings.more(2), english: "and 2 more", spanish: "y 2 más"),
    .init(text: ToastStackStrings.info, english: "Information", spanish: "Información"),
    .init(text: ToastStackStrings.success, english: "Success", spanish: "Correcto"),
    .init(text: ToastStackStrings.warning, english: "Warning", spanish: "Aviso"),
    .init(text: ToastStackStrings.error, english: "Error", spanish: "Error"),
    .init(text: ToastStackStrings.loading, english: "In progress", spanish: "En curso"),
  ]

  @Test("the specified wording, in English and Spanish", arguments: wordings)
  func wording(w: Wording) {
    let table = ToastStackStrings.table
    #expect(table.string(for: w.text, language: "en") == w.english)
    #expect(table.string(for: w.text, language: "en-US") == w.english)
    #expect(table.string(for: w.text, language: "es") == w.spanish)
    #expect(table.string(for: w.text, language: "es-419") == w.spanish)
    #expect(w.text.key.hasPrefix("toast-stack."))
  }

  @Test("the table lists every key the stack speaks, once, and nothing else")
  func everyKey() {
    let table = ToastStackStrings.table
    let demo = [
      ToastStackStrings.Demo.heading, ToastStackStrings.Demo.save, ToastStackStrings.Demo.saving,
      ToastStackStrings.Demo.saved, ToastStackStrings.Demo.savedMessage,
      ToastStackStrings.Demo.delete, ToastStackStrings.Demo.deleted, ToastStackStrings.Demo.undo,
      ToastStackStrings.Demo.restored, ToastStackStrings.Demo.sync, ToastStackStrings.Demo.offline,
      ToastStackStrings.Demo.offlineMessage,
    ]
    let keys = Self.wordings.map(\.text.key) + demo + ToastStackStrings.Demo.notes
    #expect(table.name == "ToastStack")
    #expect(Set(table.entries.keys) == Set(keys))
    #expect(table.count == keys.count)
    for (key, entry) in table.entries {
      #expect(!entry[.english].isEmpty && !entry[.spanish].isEmpty)
      // "Error" is the Spanish word too.
      if key != ToastStackStrings.error.key {
        #expect(entry[.english] != entry[.spanish], "\(key) is not translated")
      }
    }
  }

  @Test("each style is read by its own name", arguments: ToastStackStyle.allCases)
  func styleNames(style: ToastStackStyle) {
    let others = ToastStackStyle.allCases.filter { $0 != style }
    let name = ToastStackStrings.name(of: style)
    #expect(others.allSatisfy { ToastStackStrings.name(of: $0) != name })
    #expect(ToastStackStrings.table.entries[name.key] != nil)
  }
}
