/// The SF Symbols the blocks show, as small vector paths.
///
/// Each path is drawn in a 24-point box centered on the origin, so a symbol is placed by its
/// center and scaled to its point size. They are simplified drawings with the symbols' shapes,
/// not the symbols themselves.
package enum PreviewSymbol: Hashable, Sendable, CaseIterable {
  /// `chevron.forward.2`: the slider's thumb.
  case chevronForward2
  /// `checkmark`.
  case checkmark
  /// `trash`: the hold button's demo symbol.
  case trash
  /// `arrow.uturn.backward`: the row's Undo button.
  case arrowUturnBackward
  /// `sparkles`: the pager's first demo page.
  case sparkles
  /// `hand.draw`, drawn as a two-way arrow: the pager's second demo page.
  case swipeArrows
  /// `checkmark.seal.fill`, drawn as a ring with a checkmark: the pager's third demo page.
  case checkmarkSeal
  /// The activity indicator (`ProgressView`), as eight spokes.
  case spinner
  /// `minus`: the stepper's decrement button.
  case minus
  /// `plus`: the stepper's increment button.
  case plus
  /// `xmark`: the card stack's Pass button.
  case xmark
  /// `heart.fill`: the card stack's Like button.
  case heartFill
  /// `info.circle.fill`, drawn as a ring around an i: an information toast.
  case infoCircleFill
  /// `checkmark.circle.fill`, drawn as a ring around a checkmark: a success toast.
  case checkmarkCircleFill
  /// `xmark.octagon.fill`, drawn as an octagon around an x: an error toast.
  case xmarkOctagonFill
  /// `doc.text`: a note in the toast stack's demo.
  case docText

  /// The design box's size.
  package static let designSize = 24.0

  /// The SF Symbol name this stands for.
  package var systemName: String {
    switch self {
    case .chevronForward2: "chevron.forward.2"
    case .checkmark: "checkmark"
    case .trash: "trash"
    case .arrowUturnBackward: "arrow.uturn.backward"
    case .sparkles: "sparkles"
    case .swipeArrows: "hand.draw"
    case .checkmarkSeal: "checkmark.seal.fill"
    case .spinner: "progress"
    case .minus: "minus"
    case .plus: "plus"
    case .xmark: "xmark"
    case .heartFill: "heart.fill"
    case .infoCircleFill: "info.circle.fill"
    case .checkmarkCircleFill: "checkmark.circle.fill"
    case .xmarkOctagonFill: "xmark.octagon.fill"
    case .docText: "doc.text"
    }
  }

  /// The symbol for an SF Symbol name the blocks use, if it has a drawing.
  ///
  /// Names are compared byte by byte: they are ASCII, and `==` on strings would bring the
  /// standard library's Unicode tables into the WebAssembly build.
  package init?(systemName: String) {
    guard
      let symbol = Self.allCases.first(where: { $0.systemName.utf8.elementsEqual(systemName.utf8) })
    else {
      return nil
    }
    self = symbol
  }

  /// Whether the symbol points somewhere, and so mirrors in right-to-left layouts.
  package var isDirectional: Bool {
    switch self {
    case .chevronForward2, .arrowUturnBackward: true
    case .checkmark, .trash, .sparkles, .swipeArrows, .checkmarkSeal, .spinner, .minus, .plus,
      .xmark, .heartFill, .infoCircleFill, .checkmarkCircleFill, .xmarkOctagonFill, .docText:
      false
    }
  }

  /// The stroke width in design units for a stroked symbol, `nil` for a filled one.
  package var lineWidth: Double? {
    switch self {
    case .chevronForward2, .checkmark, .minus, .plus, .xmark: 3.2
    case .trash, .arrowUturnBackward, .swipeArrows, .checkmarkSeal, .infoCircleFill,
      .checkmarkCircleFill, .xmarkOctagonFill, .docText:
      2.2
    case .spinner: 2.6
    case .sparkles, .heartFill: nil
    }
  }

  /// The path data in the design box.
  package var pathData: String {
    switch self {
    case .chevronForward2:
      "M-8 -7L-1.5 0L-8 7M1.5 -7L8 0L1.5 7"
    case .checkmark:
      "M-8 0.5L-2.5 6L8 -6.5"
    case .trash:
      "M-9 -6H9M-3.5 -6V-9H3.5V-6M-7 -6L-6 9H6L7 -6M-2.2 -2V5.5M2.2 -2V5.5"
    case .arrowUturnBackward:
      "M-8.5 -3H3A5.5 5.5 0 0 1 3 8H-3M-4.5 -7.5L-9 -3L-4.5 1.5"
    case .sparkles:
      "M-2 -10C-1 -3.5 0.5 -2 7 -1C0.5 0 -1 1.5 -2 8C-3 1.5 -4.5 0 -11 -1C-4.5 -2 -3 -3.5 -2 -10Z"
        + "M7 3C7.5 6 8.2 6.8 11 7.3C8.2 7.8 7.5 8.6 7 11.5C6.5 8.6 5.8 7.8 3 7.3C5.8 6.8 6.5 6 7 3Z"
    case .swipeArrows:
      "M-10 0H10M6 -4.5L10 0L6 4.5M-6 -4.5L-10 0L-6 4.5"
    case .checkmarkSeal:
      "M0 -10.5A10.5 10.5 0 1 1 -0.01 -10.5ZM-5 0.5L-1.5 4L5.5 -4"
    case .spinner:
      "M0 -9V-5M6.4 -6.4L3.5 -3.5M9 0H5M6.4 6.4L3.5 3.5M0 9V5M-6.4 6.4L-3.5 3.5M-9 0H-5"
        + "M-6.4 -6.4L-3.5 -3.5"
    case .minus:
      "M-8 0H8"
    case .plus:
      "M-8 0H8M0 -8V8"
    case .xmark:
      "M-6.5 -6.5L6.5 6.5M6.5 -6.5L-6.5 6.5"
    case .heartFill:
      "M0 9C-6 4.6 -10 1.2 -10 -3.4C-10 -6.9 -7.4 -9 -4.8 -9C-2.8 -9 -1 -7.9 0 -6.1C1 -7.9 2.8 -9 "
        + "4.8 -9C7.4 -9 10 -6.9 10 -3.4C10 1.2 6 4.6 0 9Z"
    case .infoCircleFill:
      "M0 -10.5A10.5 10.5 0 1 1 -0.01 -10.5ZM0 -1.5V5.5M0 -5.6V-5.4"
    case .checkmarkCircleFill:
      "M0 -10.5A10.5 10.5 0 1 1 -0.01 -10.5ZM-4.8 0.2L-1.4 3.6L5 -3.4"
    case .xmarkOctagonFill:
      "M-4.3 -10.3H4.3L10.3 -4.3V4.3L4.3 10.3H-4.3L-10.3 4.3V-4.3ZM-3.6 -3.6L3.6 3.6M3.6 -3.6"
        + "L-3.6 3.6"
    case .docText:
      "M-6.5 -10H3L8 -5V10H-6.5ZM3 -10V-5H8M-3 -1H4.5M-3 3H4.5M-3 7H1.5"
    }
  }
}
