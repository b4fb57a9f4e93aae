import Foundation
import Testing

@testable import BlocksCore

@Suite("Contrast")
struct ContrastTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let fill: RGBColor
    let ratio: Double
    let foreground: ContrastForeground
    var testDescription: String { name }
  }

  /// Ratios of white on the iOS 18 system colors, measured from their published sRGB values.
  static let cases: [Case] = [
    Case(name: "systemGreen light", fill: SystemColor.greenLight, ratio: 2.22, foreground: .black),
    Case(name: "systemGreen dark", fill: SystemColor.greenDark, ratio: 2.02, foreground: .black),
    Case(name: "systemRed light", fill: SystemColor.redLight, ratio: 3.55, foreground: .white),
    Case(name: "systemRed dark", fill: SystemColor.redDark, ratio: 3.41, foreground: .white),
    Case(
      name: "systemIndigo light", fill: SystemColor.indigoLight, ratio: 5.65, foreground: .white),
    Case(name: "systemIndigo dark", fill: SystemColor.indigoDark, ratio: 5.06, foreground: .white),
    Case(
      name: "systemYellow light", fill: SystemColor.yellowLight, ratio: 1.51, foreground: .black),
    Case(name: "systemBlue light", fill: SystemColor.blueLight, ratio: 4.02, foreground: .white),
  ]

  @Test("white on system colors and the foreground rule", arguments: cases)
  func systemColors(_ c: Case) {
    #expect(abs(c.fill.contrastRatio(with: .white) - c.ratio) < 0.01)
    #expect(ContrastForeground.on(c.fill) == c.foreground)
    // Whatever is chosen reaches 3:1 on these fills.
    #expect(c.fill.contrastRatio(with: ContrastForeground.on(c.fill).color) >= 3)
  }

  @Test("luminance and ratio limits")
  func limits() {
    #expect(RGBColor.white.relativeLuminance == 1)
    #expect(RGBColor.black.relativeLuminance == 0)
    #expect(abs(RGBColor.white.contrastRatio(with: .black) - 21) < 1e-12)
    #expect(RGBColor.white.contrastRatio(with: .white) == 1)
    let color = SystemColor.indigoLight
    #expect(color.contrastRatio(with: .black) == RGBColor.black.contrastRatio(with: color))
  }

  @Test("linear components round-trip through the sRGB transfer function")
  func linearRoundTrip() {
    for value in stride(from: 0.0, through: 1.0, by: 0.05) {
      let color = RGBColor(
        linearRed: RGBColor.linearize(value), linearGreen: 0, linearBlue: 1)
      #expect(abs(color.red - value) < 1e-9)
    }
    let nan = RGBColor(red: .nan, green: 2, blue: -1)
    #expect(nan.relativeLuminance.isFinite)
  }

  @Test("the rule flips exactly at 3:1")
  func threshold() {
    // Grey levels around the point where white reaches 3:1 (luminance 0.3).
    let grey = { (v: Double) in RGBColor(red: v, green: v, blue: v) }
    #expect(ContrastForeground.on(grey(0.55)) == .white)
    #expect(ContrastForeground.on(grey(0.62)) == .black)
    #expect(ContrastForeground.on(grey(0.55), minimum: ContrastForeground.textMinimum) == .black)
  }

  /// White's contrast ratio on `fill`, from WCAG 2.2's formulas written out here.
  static func whiteRatio(on fill: RGBColor) -> Double {
    func linear(_ c: Double) -> Double {
      c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let luminance =
      0.2126 * linear(fill.red) + 0.7152 * linear(fill.green) + 0.0722 * linear(fill.blue)
    return 1.05 / (luminance + 0.05)
  }

  /// Every grey, the system colors and a thousand colors from a fixed seed.
  static let sweepFills: [RGBColor] = {
    var fills = (0...255).map { RGBColor(red255: $0, green255: $0, blue255: $0) }
    fills += [
      SystemColor.redLight, SystemColor.redDark, SystemColor.greenLight, SystemColor.greenDark,
      SystemColor.indigoLight, SystemColor.indigoDark, SystemColor.blueLight, SystemColor.blueDark,
      SystemColor.orangeLight, SystemColor.orangeDark, SystemColor.yellowLight,
      SystemColor.yellowDark,
    ]
    var random = SplitMix64(seed: 28)
    for _ in 0..<1_000 {
      fills.append(
        RGBColor(
          red: Double.random(in: 0...1, using: &random),
          green: Double.random(in: 0...1, using: &random),
          blue: Double.random(in: 0...1, using: &random)))
    }
    return fills
  }()

  @Test("every block's glyphs turn black only below 3:1 and its text below 4.5:1, for any tint")
  func blockForegroundsSweep() {
    var between = 0
    for fill in Self.sweepFills {
      let ratio = Self.whiteRatio(on: fill)
      // A fill on a boundary to rounding is no test of either side.
      guard abs(ratio - 3) > 1e-9, abs(ratio - 4.5) > 1e-9 else { continue }
      let glyph: ContrastForeground = ratio >= 3 ? .white : .black
      let text: ContrastForeground = ratio >= 4.5 ? .white : .black
      if ratio >= 3, ratio < 4.5 { between += 1 }
      // Glyphs: the hold button's symbol on its tint and on its confirmed color, the row's
      // checkmark.
      let idle = HoldToConfirmButtonMachine()
      var confirmed = HoldToConfirmButtonMachine()
      _ = confirmed.send(.accessibilityActivate, at: 0)
      let onTint = HoldToConfirmButtonLayout(idle, tint: fill, confirmedColor: .white)
      let onConfirmed = HoldToConfirmButtonLayout(confirmed, tint: .black, confirmedColor: fill)
      let row = CompletionSwipeRowLayout(CompletionSwipeRowMachine(), tint: fill)
      #expect(onTint.symbolForeground == glyph, "hold symbol on \(fill), white \(ratio):1")
      #expect(onConfirmed.symbolForeground == glyph, "confirmed symbol on \(fill), \(ratio):1")
      #expect(row.checkmarkForeground == glyph, "row checkmark on \(fill), white \(ratio):1")
      // Text: the slider's confirmed title, the row's Undo.
      let slider = SwipeToConfirmSliderLayout(
        phase: .confirmed, progress: 1, width: 320, height: 68, tint: fill)
      #expect(slider.titleForeground == text, "confirmed title on \(fill), white \(ratio):1")
      #expect(row.undoForeground == text, "Undo on \(fill), white \(ratio):1")
    }
    // Between 3:1 and 4.5:1 a glyph stays white while text turns black.
    #expect(between >= 50)
  }
}
