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

  /// Every case: the values written out, and the dots' look.
  static let cases = written + pagerLook

  /// The plain values a view writes out.
  static let written: [LookCase] = [
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
    LookCase(
      file: "HoldToConfirmButton.swift", name: "diameter", spec: 116,
      preview: HoldToConfirmButtonPreview.diameter),
    LookCase(
      file: "HoldToConfirmButton.swift", name: "ringWidth", spec: 8,
      preview: HoldToConfirmButtonPreview.ringWidth),
    LookCase(
      file: "HoldToConfirmButton.swift", name: "trackOpacity", spec: 0.18,
      preview: HoldToConfirmButtonPreview.trackOpacity),
    LookCase(
      file: "HoldToConfirmButton.swift", name: "ringStartAngle", spec: -90,
      preview: HoldToConfirmButtonPreview.ringStartAngle),
    LookCase(
      file: "HoldToConfirmButton.swift", name: "titleSpacing", spec: 14,
      preview: HoldToConfirmButtonPreview.titleSpacing),
    LookCase(
      file: "HoldToConfirmButton.swift", name: "fillInsetFactor", spec: 1.75,
      preview: HoldToConfirmButtonLook.standard.fillInsetFactor),
    LookCase(
      file: "HoldToConfirmButton.swift", name: "squeezeScale", spec: 0.92,
      preview: HoldToConfirmButtonLook.standard.squeezeScale),
    LookCase(
      file: "HoldToConfirmButton.swift", name: "shakeDistance", spec: 8,
      preview: HoldToConfirmButtonLook.standard.shakeDistance),
    LookCase(
      file: "InteractivePagerTransition.swift", name: "dotSpacing", spec: 8,
      preview: InteractivePagerTransitionPreview.dotSpacing),
    LookCase(
      file: "InteractivePagerTransition.swift", name: "bottomPadding", spec: 18,
      preview: InteractivePagerTransitionPreview.bottomPadding),
    LookCase(
      file: "SwipeToConfirmSlider.swift", name: "height", spec: 68,
      preview: SwipeToConfirmSliderPreview.height),
    LookCase(
      file: "SwipeToConfirmSlider.swift", name: "titleMinimumScale", spec: 0.7,
      preview: SwipeToConfirmSliderPreview.titleMinimumScale),
    LookCase(
      file: "SwipeToConfirmSlider.swift", name: "thumbShadowOpacity", spec: 0.2,
      preview: SwipeToConfirmSliderPreview.thumbShadowOpacity),
    LookCase(file: "SwipeToConfirmSlider.swift", name: "thumbShadowRadius", spec: 5),
    LookCase(file: "SwipeToConfirmSlider.swift", name: "thumbShadowY", spec: 3),
    LookCase(
      file: "SwipeToConfirmSlider.swift", name: "inset", spec: 5,
      preview: SwipeToConfirmSliderLook.standard.inset),
    LookCase(
      file: "SwipeToConfirmSlider.swift", name: "titleFadeRate", spec: 1.6,
      preview: SwipeToConfirmSliderLook.standard.titleFadeRate),
    LookCase(
      file: "SwipeToConfirmSlider.swift", name: "checkmarkHiddenScale", spec: 0.4,
      preview: SwipeToConfirmSliderLook.standard.checkmarkHiddenScale),
    LookCase(
      file: "SwipeToConfirmSlider.swift", name: "shakeAmplitude", spec: 8,
      preview: SwipeToConfirmSliderLook.standard.shakeAmplitude),
    LookCase(
      file: "SwipeCardStack.swift", name: "depthScaleStep", spec: 0.05,
      preview: SwipeCardStackLook.standard.depthScaleStep),
    LookCase(
      file: "SwipeCardStack.swift", name: "depthOffsetStep", spec: 10,
      preview: SwipeCardStackLook.standard.depthOffsetStep),
    LookCase(
      file: "SwipeCardStack.swift", name: "buttonDiameter", spec: 56,
      preview: SwipeCardStackLook.standard.buttonDiameter),
    LookCase(
      file: "SwipeCardStack.swift", name: "dimmedButtonOpacity", spec: 0.35,
      preview: SwipeCardStackLook.standard.dimmedButtonOpacity),
    LookCase(
      file: "ToastStack.swift", name: "cornerRadius", spec: 16,
      preview: ToastStackPreview.cornerRadius),
    LookCase(file: "ToastStack.swift", name: "shadowOpacity", spec: 0.12),
    LookCase(file: "ToastStack.swift", name: "shadowRadius", spec: 12),
    LookCase(file: "ToastStack.swift", name: "shadowY", spec: 4),
    LookCase(
      file: "ToastStack.swift", name: "contentPadding", spec: 14,
      preview: ToastStackPreview.contentPadding),
    LookCase(
      file: "ToastStack.swift", name: "messageLineLimit", spec: 3,
      preview: Double(ToastStackPreview.messageLineLimit)),
    LookCase(
      file: "ToastStack.swift", name: "sideInset", spec: 16,
      preview: ToastStackLook.standard.sideInset),
    LookCase(
      file: "ToastStack.swift", name: "maximumWidth", spec: 400,
      preview: ToastStackLook.standard.maximumWidth),
    LookCase(
      file: "ToastStack.swift", name: "depthScaleStep", spec: 0.05,
      preview: ToastStackLook.standard.depthScaleStep),
    LookCase(
      file: "ToastStack.swift", name: "depthOffsetStep", spec: 10,
      preview: ToastStackLook.standard.depthOffsetStep),
    LookCase(
      file: "ToastStack.swift", name: "expandedGap", spec: 14,
      preview: ToastStackLook.standard.expandedGap),
  ]

  /// The dots' look, which the preview draws with the standard one.
  static let pagerLook = [
    ("maximumVisible", 7.0, Double(InteractivePagerTransitionLook.standard.maximumVisible)),
    ("dotSize", 8, InteractivePagerTransitionLook.standard.dotSize),
    ("currentWidth", 22, InteractivePagerTransitionLook.standard.currentWidth),
    ("dotOpacity", 0.45, InteractivePagerTransitionLook.standard.dotOpacity),
    ("outerScale", 0.5, InteractivePagerTransitionLook.standard.outerScale),
    ("nearOuterScale", 0.75, InteractivePagerTransitionLook.standard.nearOuterScale),
  ].map {
    LookCase(file: "InteractivePagerTransition.swift", name: $0.0, spec: $0.1, preview: $0.2)
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
