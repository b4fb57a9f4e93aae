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

  @Test(
    "as a slider the dots sit at the page's index over 0…last (at least 0…1), one page per request",
    arguments: [
      (5, 1, 1.0, 0.0...4.0), (5, 9, 4, 0...4), (5, -3, 0, 0...4), (1, 0, 0, 0...1),
      (0, 2, 0, 0...1), (2, 1, 1, 0...1),
    ])
  func slider(count: Int, index: Int, position: Double, range: ClosedRange<Double>) {
    let dots = InteractivePagerTransitionAccessibility(count: count, index: index, isEnabled: true)
    #expect(dots.position == position)
    #expect(dots.positionRange == range)
    #expect(dots.adjustment(toward: position + 1) == .increment)
    #expect(dots.adjustment(toward: position + 0.5) == .increment, "any amount above")
    #expect(dots.adjustment(toward: range.upperBound + 7) == .increment, "one page, however far")
    #expect(dots.adjustment(toward: position - 1) == .decrement)
    #expect(dots.adjustment(toward: position) == nil)
    #expect(dots.adjustment(toward: .nan) == nil)
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
