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
  }
}
