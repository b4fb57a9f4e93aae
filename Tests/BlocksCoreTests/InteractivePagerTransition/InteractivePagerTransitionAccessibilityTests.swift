import Testing

@testable import BlocksCore

@Suite("Pager accessibility")
struct InteractivePagerTransitionAccessibilityTests {
  @Test(
    "the dots read \"Page\", \"n of count\" or \"None\", and adjust when there is somewhere to go")
  func description() {
    let table = InteractivePagerTransitionStrings.table
    let some = InteractivePagerTransitionAccessibility(count: 5, index: 1, isEnabled: true)
    #expect(table.string(for: some.label, language: "en") == "Page")
    #expect(table.string(for: some.value, language: "en") == "2 of 5")
    #expect(table.string(for: some.value, language: "es") == "2 de 5")
    #expect(some.isAdjustable && !some.isDimmed)

    let none = InteractivePagerTransitionAccessibility(count: 0, index: 3, isEnabled: true)
    #expect(table.string(for: none.value, language: "en") == "None")
    #expect(table.string(for: none.value, language: "es") == "Ninguna")
    #expect(!none.isAdjustable)
    #expect(
      !InteractivePagerTransitionAccessibility(count: 1, index: 0, isEnabled: true).isAdjustable)

    let huge = InteractivePagerTransitionAccessibility(
      count: 1_000_000, index: 999_999, isEnabled: true)
    #expect(table.string(for: huge.value, language: "en") == "1000000 of 1000000")
  }

  @Test("announcements say \"Page n of count\" in English and Spanish")
  func announcement() {
    let text = InteractivePagerTransitionAccessibility.announcement(index: 2, count: 3)
    #expect(
      InteractivePagerTransitionStrings.table.string(for: text, language: "en") == "Page 3 of 3")
    #expect(
      InteractivePagerTransitionStrings.table.string(for: text, language: "es-ES")
        == "Página 3 de 3")
  }
}
