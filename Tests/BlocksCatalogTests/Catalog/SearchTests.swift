import Testing

@testable import BlocksCatalog

/// One search and the blocks it must find, in order.
struct SearchCase: Sendable, CustomTestStringConvertible {
  var query: String
  var expected: [String]

  var testDescription: String {
    "\"\(query)\" → \(expected.isEmpty ? "nothing" : expected.joined(separator: ", "))"
  }
}

@Suite struct SearchTests {
  static let slider = "swipe-to-confirm-slider"
  static let hold = "hold-to-confirm-button"
  static let row = "completion-swipe-row"
  static let pager = "interactive-pager-transition"
  static let range = "range-slider"
  static let stepper = "repeat-stepper"
  static let cards = "swipe-card-stack"
  static let toasts = "toast-stack"

  static let cases: [SearchCase] = [
    // The issue's table.
    SearchCase(query: "confirmacion", expected: [slider]),
    SearchCase(query: "PULSACIÓN", expected: [hold]),
    SearchCase(query: "deslizar", expected: [slider, row, pager, cards, toasts]),
    SearchCase(query: "tarea lista", expected: [row]),
    SearchCase(query: "xyz", expected: []),
    // Prefixes, case, accents and width.
    SearchCase(query: "desliz", expected: [slider, row, pager, range, cards, toasts]),
    SearchCase(query: "CONFIRMACIÓN", expected: [slider]),
    SearchCase(query: "ｐａｇｅｒ", expected: [pager]),
    SearchCase(query: "Pulsacion Larga", expected: [hold]),
    SearchCase(query: "página", expected: [pager]),
    // Every word must match.
    SearchCase(query: "tarea xyz", expected: []),
    SearchCase(query: "swipe pay", expected: [slider]),
    // Ranking: name before keyword before summary, then catalog order.
    SearchCase(query: "swipe", expected: [slider, row, cards, pager, toasts]),
    SearchCase(query: "drag", expected: [slider, pager]),
    SearchCase(query: "page", expected: [pager]),
    SearchCase(query: "boton", expected: [hold, slider, stepper, cards]),
    SearchCase(query: "button", expected: [hold, stepper, cards]),
    SearchCase(query: "tinder", expected: [cards]),
    SearchCase(query: "me gusta", expected: [cards]),
    SearchCase(query: "snackbar", expected: [toasts]),
    SearchCase(query: "notificación", expected: [toasts]),
    SearchCase(query: "transition", expected: [pager]),
    SearchCase(query: "ring", expected: [hold]),
    // No words, no results.
    SearchCase(query: "  -- ", expected: []),
  ]

  @Test(arguments: cases)
  func search(_ testCase: SearchCase) {
    #expect(BlockSearch().results(for: testCase.query).map(\.block.id) == testCase.expected)
  }

  @Test func resultsRecordTheBestFieldOfEachWord() {
    let results = BlockSearch().results(for: "swipe pay")
    #expect(results.map(\.fields) == [[.name, .keyword]])
    let row = BlockSearch().results(for: "forward").map(\.block.id)
    #expect(row == [Self.row, Self.cards], "summary-only matches")
    #expect(BlockSearch().results(for: "forward").first?.fields == [.summary])
  }

  @Test func searchIsDeterministic() {
    let first = BlockSearch().results(for: "a")
    for _ in 0..<5 {
      #expect(BlockSearch().results(for: "a") == first)
    }
  }

  @Test func foldingIgnoresCaseAccentsAndWidth() {
    #expect(SearchText.fold("PULSACIÓN") == "pulsacion")
    #expect(SearchText.fold("ｓｌｉｄｅｒ") == "slider")
    #expect(SearchText.fold("Acción Ñandú") == "accion nandu")
    #expect(SearchText.words("to-do, «lista»") == ["to", "do", "lista"])
  }
}
