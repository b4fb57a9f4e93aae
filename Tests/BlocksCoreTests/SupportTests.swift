import Testing

@testable import BlocksCore

@Suite("Support")
struct SupportTests {
  @Test("forward is right in left-to-right and left in right-to-left")
  func direction() {
    #expect(FlowDirection.leftToRight.forward(30) == 30)
    #expect(FlowDirection.rightToLeft.forward(30) == -30)
    #expect(FlowDirection.rightToLeft.forward(-12) == 12)
  }

  @Test("lengths and clamps keep NaN and infinities out")
  func sanitize() {
    #expect(Double.nan.sanitizedLength == 0)
    #expect((-3.0).sanitizedLength == 0)
    #expect(Double.infinity.sanitizedLength == 0)
    #expect(12.5.sanitizedLength == 12.5)
    #expect(Double.nan.clamped(to: 0...1) == 0)
    #expect(7.0.clamped(to: 0...1) == 1)
    #expect(Double.nan.finiteOr(3) == 3)
  }

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

  @Test("empty effects are empty")
  func effects() {
    #expect(Effects<Int>.none.isEmpty)
    #expect(!Effects<Int>(haptic: .success).isEmpty)
  }
}
