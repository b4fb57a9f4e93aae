import BlocksCore
import Foundation
import Testing

@testable import BlocksPreview

/// A view's look is plain values in its own file, checked against the spec and the preview.
///
/// The reader changes the look there; the preview, which draws the same look, keeps its own
/// copy. These hold each value to the specification's number and the preview's copy to the
/// view's.
@Suite struct ViewLookTests {
  struct LookCase: Sendable, CustomTestStringConvertible {
    /// The view's file in `Sources/SwiftUIBlocks`.
    var file: String
    /// The plain value's name there.
    var name: String
    /// The specification's number.
    var spec: Double
    /// The preview's copy, when the preview draws it.
    var preview: Double?
    var testDescription: String { "\(file): \(name)" }
  }

  static let cases: [LookCase] = [
    LookCase(
      file: "RangeSlider.swift", name: "trackHeight", spec: 6,
      preview: RangeSliderPreview.trackHeight),
    LookCase(
      file: "RangeSlider.swift", name: "thumbDiameter", spec: 28,
      preview: RangeSliderPreview.thumbDiameter),
    LookCase(
      file: "RangeSlider.swift", name: "thumbShadowOpacity", spec: 0.15,
      preview: RangeSliderPreview.thumbShadowOpacity),
    LookCase(file: "RangeSlider.swift", name: "thumbShadowRadius", spec: 4),
    LookCase(
      file: "RangeSlider.swift", name: "thumbShadowY", spec: 2,
      preview: RangeSliderPreview.thumbShadowY),
    LookCase(
      file: "RepeatStepper.swift", name: "buttonDiameter", spec: 44,
      preview: RepeatStepperPreview.buttonDiameter),
    LookCase(
      file: "RepeatStepper.swift", name: "minimumDigits", spec: 3,
      preview: Double(RepeatStepperLook.standard.minimumDigits)),
    LookCase(
      file: "RepeatStepper.swift", name: "dimmedButtonOpacity", spec: 0.35,
      preview: RepeatStepperLook.standard.dimmedButtonOpacity),
    LookCase(
      file: "CompletionSwipeRow.swift", name: "checkmarkLeadingInset", spec: 24,
      preview: CompletionSwipeRowLook.standard.checkmarkLeadingInset),
    LookCase(
      file: "CompletionSwipeRow.swift", name: "restingCheckmarkScale", spec: 0.5,
      preview: CompletionSwipeRowLook.standard.restingCheckmarkScale),
    LookCase(
      file: "CompletionSwipeRow.swift", name: "armedCheckmarkScale", spec: 1.15,
      preview: CompletionSwipeRowLook.standard.armedCheckmarkScale),
    LookCase(
      file: "CompletionSwipeRow.swift", name: "restingCheckmarkOpacity", spec: 0.55,
      preview: CompletionSwipeRowLook.standard.restingCheckmarkOpacity),
  ]

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

  @Test(arguments: cases)
  func theViewsLookIsTheSpecsAndThePreviewDrawsIt(_ look: LookCase) throws {
    let url = Snapshot.packageRoot.appendingPathComponent("Sources/SwiftUIBlocks/\(look.file)")
    let source = try String(contentsOf: url, encoding: .utf8)
    let value = try #require(
      Self.value(of: look.name, in: source), "\(look.file) has no plain value \(look.name)")
    #expect(value == look.spec)
    if let preview = look.preview {
      #expect(preview == value, "the preview draws \(preview)")
    }
  }

  @Test func aValueReadFromAnExpressionIsNoPlainValue() {
    let source = """
      @ScaledMetric(relativeTo: .body) private var trackHeight = 6.0
      private let thumbShadowOpacity = Metrics.opacity
      private let look = Look(minimumDigits: 3, dimmedButtonOpacity: 0.35)
      private let other = Look(width: Metrics.width)
      """
    #expect(Self.value(of: "trackHeight", in: source) == 6)
    #expect(Self.value(of: "thumbShadowOpacity", in: source) == nil)
    #expect(Self.value(of: "thumbDiameter", in: source) == nil)
    #expect(Self.value(of: "minimumDigits", in: source) == 3)
    #expect(Self.value(of: "dimmedButtonOpacity", in: source) == 0.35)
    #expect(Self.value(of: "width", in: source) == nil)
  }
}
