/// One search and the blocks it must find, in order.
package struct SearchCase: Sendable, CustomStringConvertible {
  /// What is typed.
  package var query: String
  /// The ids of the blocks found, best first.
  package var expected: [String]

  package var description: String {
    "\"\(query)\" → \(expected.isEmpty ? "nothing" : expected.joined(separator: ", "))"
  }
}

/// The searches every implementation of the catalog's search must answer alike: `blocks search`
/// (the catalog's tests) and the site's script (the site's tests, under Node).
package enum SearchCases {
  // The shipped blocks' ids, short.
  package static let slider = "swipe-to-confirm-slider"
  package static let hold = "hold-to-confirm-button"
  package static let row = "completion-swipe-row"
  package static let pager = "interactive-pager-transition"
  package static let range = "range-slider"
  package static let stepper = "repeat-stepper"
  package static let cards = "swipe-card-stack"
  package static let toasts = "toast-stack"

  /// The table.
  package static let all: [SearchCase] = [
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
    // The Swift names, as `show` and `add` take them.
    SearchCase(query: "RangeSlider", expected: [range]),
    SearchCase(query: "ToastStackItem", expected: [toasts]),
    SearchCase(query: "SwipeTo", expected: [slider]),
    // No words, no results.
    SearchCase(query: "  -- ", expected: []),
  ]
}
