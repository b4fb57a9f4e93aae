import BlocksCore
import Foundation
import Testing

@testable import BlocksPreview

/// One value of a view's look: a plain value in the view's own file, the specification's number
/// for it, and the preview's copy.
///
/// The reader changes the look in the view's file; the preview, which draws the same look, keeps
/// its own copy. Each block's preview tests list its view's values and ``check(inView:)`` holds
/// each to the specification's number and the preview's copy to the view's.
struct ViewLook: Sendable, CustomTestStringConvertible {
  /// The plain value's name in the view's file.
  var name: String
  /// The specification's number.
  var spec: Double
  /// The preview's copy, when the preview draws it.
  var preview: Double?
  var testDescription: String { name }

  /// Checks the value in `Sources/SwiftUIBlocks/<view>.swift`.
  func check(inView view: String) throws {
    let url = Snapshot.packageRoot.appendingPathComponent("Sources/SwiftUIBlocks/\(view).swift")
    let source = try String(contentsOf: url, encoding: .utf8)
    let value = try #require(
      Self.value(of: name, in: source), "\(view).swift has no plain value \(name)")
    #expect(value == spec, "\(view).swift: \(name)")
    if let preview {
      #expect(preview == value, "\(view).swift: the preview draws \(name) as \(preview)")
    }
  }

  /// The number a view's file gives `name` as a plain value (`private let name = 0.15`,
  /// `@ScaledMetric(…) private var name = 6.0`, or an argument `name: 3` of a look it builds),
  /// or `nil` when it gives none.
  static func value(of name: String, in source: String) -> Double? {
    for line in source.split(separator: "\n") {
      let words = line.split(separator: " ").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: ",)"))
      }
      if let index = words.firstIndex(of: name), index > 0, index + 2 < words.count,
        words[index - 1] == "let" || words[index - 1] == "var", words[index + 1] == "="
      {
        return Double(words[index + 2])
      }
      if let index = words.firstIndex(where: { $0.hasSuffix("(\(name):") || $0 == "\(name):" }),
        index + 1 < words.count
      {
        return Double(words[index + 1])
      }
    }
    return nil
  }

}

/// The reader of a view's plain values.
@Suite struct ViewLookTests {
  @Test func aValueReadFromAnExpressionIsNoPlainValue() {
    let source = """
      @ScaledMetric(relativeTo: .body) private var trackHeight = 6.0
      private let thumbShadowOpacity = Metrics.opacity
      private let look = Look(minimumDigits: 3, dimmedButtonOpacity: 0.35)
      private let other = Look(width: Metrics.width)
      """
    #expect(ViewLook.value(of: "trackHeight", in: source) == 6)
    #expect(ViewLook.value(of: "thumbShadowOpacity", in: source) == nil)
    #expect(ViewLook.value(of: "thumbDiameter", in: source) == nil)
    #expect(ViewLook.value(of: "minimumDigits", in: source) == 3)
    #expect(ViewLook.value(of: "dimmedButtonOpacity", in: source) == 0.35)
    #expect(ViewLook.value(of: "width", in: source) == nil)
  }
}

/// The SF Symbols SPEC.md names, as each view's code spells them: the drawings take a symbol by
/// its role, so nothing but the view's file would catch a symbol renamed or swapped.
@Suite struct ViewSymbolTests {
  /// A view and the symbols its code must name.
  struct Case: Sendable, CustomTestStringConvertible {
    var view: String
    var symbols: [String]
    var testDescription: String { "\(view): \(symbols.joined(separator: ", "))" }
  }

  static let cases = [
    Case(view: "SwipeToConfirmSlider", symbols: ["chevron.forward.2", "checkmark"]),
    Case(view: "HoldToConfirmButton", symbols: ["checkmark"]),
    Case(view: "CompletionSwipeRow", symbols: ["checkmark"]),
    Case(view: "RepeatStepper", symbols: ["minus", "plus"]),
    Case(view: "SwipeCardStack", symbols: ["xmark", "arrow.uturn.backward", "heart.fill"]),
    Case(
      view: "ToastStack",
      symbols: [
        "info.circle.fill", "checkmark.circle.fill", "exclamationmark.triangle.fill",
        "xmark.octagon.fill",
      ]),
  ]

  /// The pager's dots are dimmed with the pager alone: an enabled pager of one page (or none)
  /// still reads as a slider with nowhere to go, not as a disabled control.
  @Test func thePagerDotsAreDimmedOnlyWithThePager() throws {
    let url = Snapshot.packageRoot.appendingPathComponent(
      "Sources/SwiftUIBlocks/InteractivePagerTransition.swift")
    let code = try String(contentsOf: url, encoding: .utf8)
    #expect(code.contains(".disabled(description.isDimmed)"))
    #expect(!code.contains(".disabled(!description.isAdjustable)"))
  }

  @Test(arguments: cases)
  func theViewNamesTheSpecsSymbols(_ example: Case) throws {
    let url = Snapshot.packageRoot.appendingPathComponent(
      "Sources/SwiftUIBlocks/\(example.view).swift")
    let code = try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n")
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
    for symbol in example.symbols {
      #expect(code.contains("\"\(symbol)\""), "\(example.view).swift names no \"\(symbol)\"")
    }
  }
}
