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
}
