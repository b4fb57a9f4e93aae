import Testing

@testable import BlocksCore

/// A fill color and the symbol foreground the contrast rule gives it.
struct HoldContrastCase: Sendable, CustomTestStringConvertible {
  let name: String
  let tint: RGBColor
  let green: RGBColor
  let confirmed: Bool
  let expected: ContrastForeground
  var testDescription: String { "\(name) → \(expected)" }
}

/// Scaled metrics and the geometry they give.
struct HoldMetricsCase: Sendable, CustomTestStringConvertible {
  let diameter: Double
  let ringWidth: Double
  var testDescription: String { "diameter \(diameter), ring \(ringWidth)" }
}

@Suite("Hold button layout")
struct HoldToConfirmButtonLayoutTests {
  @Test("geometry: 116 pt, ring 8 pt, fill inset 1.75 × ring")
  func geometry() {
    #expect(HoldToConfirmButtonLayout.ScaledSizes() == .init(diameter: 116, ringWidth: 8))
    #expect(HoldToConfirmButtonLook.standard.squeezeScale == 0.92)
    #expect(HoldToConfirmButtonLook.standard.fillInsetFactor == 1.75)
    #expect(HoldToConfirmButtonLook.standard.shakeDistance == 8)
    let layout = HoldToConfirmButtonLayout(HoldToConfirmButtonMachine())
    #expect(layout.diameter == 116)
    #expect(layout.ringWidth == 8)
    #expect(layout.ringPathDiameter == 116)
    #expect(layout.frameDiameter == 124)
    #expect(layout.fillInset == 14)
    #expect(layout.fillDiameter == 88)
    #expect(layout.ringTrim == 0)
    #expect(layout.scale == 1)
    #expect(layout.colorRole == .tint)
    #expect(layout.titleRole == .title)
    #expect(!layout.showsProgressIndicator)
    #expect(layout.opacity == 1)
  }

  static let metricsCases: [HoldMetricsCase] = [
    HoldMetricsCase(diameter: 116 * 1.5, ringWidth: 8 * 1.5),
    HoldMetricsCase(diameter: 116 * 0.82, ringWidth: 8 * 0.82),
    HoldMetricsCase(diameter: 0, ringWidth: 8),
    HoldMetricsCase(diameter: -20, ringWidth: 8),
    HoldMetricsCase(diameter: .nan, ringWidth: .nan),
    HoldMetricsCase(diameter: .infinity, ringWidth: 8),
    HoldMetricsCase(diameter: 40, ringWidth: 100),
    HoldMetricsCase(diameter: 116, ringWidth: -.infinity),
  ]

  @Test(
    "scaled and degenerate metrics keep the geometry finite and consistent", arguments: metricsCases
  )
  func metrics(_ row: HoldMetricsCase) {
    var machine = HoldToConfirmButtonMachine()
    _ = machine.send(.pressBegan, at: 0)
    let layout = HoldToConfirmButtonLayout(
      machine,
      sizes: HoldToConfirmButtonLayout.ScaledSizes(
        diameter: row.diameter, ringWidth: row.ringWidth),
      at: 0.6)
    let numbers = [
      layout.diameter, layout.ringWidth, layout.ringPathDiameter, layout.fillInset,
      layout.fillDiameter, layout.ringTrim, layout.scale, layout.opacity,
    ]
    #expect(numbers.allSatisfy { $0.isFinite && $0 >= 0 })
    #expect(layout.ringWidth <= layout.diameter / 2)
    #expect(layout.fillDiameter <= layout.diameter)
    if row.diameter.isFinite, row.diameter >= 2 * 1.75 * row.ringWidth, row.ringWidth > 0 {
      #expect(abs(layout.fillInset - 1.75 * row.ringWidth) < 1e-9)
      #expect(abs(layout.fillDiameter - (row.diameter - 3.5 * row.ringWidth)) < 1e-9)
    }
  }

  static let contrastCases: [HoldContrastCase] = [
    HoldContrastCase(
      name: "red light", tint: SystemColor.redLight, green: SystemColor.greenLight,
      confirmed: false, expected: .white),
    HoldContrastCase(
      name: "red dark", tint: SystemColor.redDark, green: SystemColor.greenDark,
      confirmed: false, expected: .white),
    HoldContrastCase(
      name: "confirmed green light", tint: SystemColor.redLight, green: SystemColor.greenLight,
      confirmed: true, expected: .black),
    HoldContrastCase(
      name: "confirmed green dark", tint: SystemColor.redDark, green: SystemColor.greenDark,
      confirmed: true, expected: .black),
    HoldContrastCase(
      name: "yellow tint", tint: SystemColor.yellowLight, green: SystemColor.greenLight,
      confirmed: false, expected: .black),
    HoldContrastCase(
      name: "indigo tint", tint: SystemColor.indigoLight, green: SystemColor.greenLight,
      confirmed: false, expected: .white),
  ]

  @Test(
    "the symbol contrasts with the fill: white on red, black on confirmed green",
    arguments: contrastCases)
  func contrast(_ row: HoldContrastCase) {
    var machine = HoldToConfirmButtonMachine()
    if row.confirmed { _ = machine.send(.accessibilityActivate, at: 0) }
    let layout = HoldToConfirmButtonLayout(machine, tint: row.tint, confirmedColor: row.green)
    #expect(layout.symbolForeground == row.expected)
    #expect(layout.colorRole == (row.confirmed ? .confirmed : .tint))
    let fill = row.confirmed ? row.green : row.tint
    #expect(fill.contrastRatio(with: row.expected.color) >= 3)
  }

  @Test("the symbol becomes a checkmark only when confirmed")
  func symbol() {
    var machine = HoldToConfirmButtonMachine(isAsync: true)
    #expect(HoldToConfirmButtonLayout(machine, systemImage: "trash").symbolName == "trash")
    _ = machine.send(.accessibilityActivate, at: 0)
    let pending = HoldToConfirmButtonLayout(machine, systemImage: "trash")
    #expect(pending.symbolName == "trash" && pending.showsProgressIndicator)
    _ = machine.send(.workFinished, at: 1)
    let confirmed = HoldToConfirmButtonLayout(machine, systemImage: "trash")
    #expect(confirmed.symbolName == "checkmark" && !confirmed.showsProgressIndicator)
  }

  @Test func theLayoutDrawsTheLookItIsGiven() {
    let look = HoldToConfirmButtonLook(
      fillInsetFactor: 1, squeezeScale: 0.8, shakeDistance: 3, confirmedSymbol: "hand.thumbsup")
    var machine = HoldToConfirmButtonMachine()
    _ = machine.send(.pressBegan, at: 0)
    let held = HoldToConfirmButtonLayout(machine, tint: .black, confirmedColor: .white, look: look)
    #expect(held.fillInset == 8 && held.fillDiameter == 100)
    #expect(held.scale == 0.8 && held.shakeAmplitude == 3)
    _ = machine.send(.accessibilityActivate, at: 0.1)
    let confirmed = HoldToConfirmButtonLayout(
      machine, tint: .black, confirmedColor: .white, look: look)
    #expect(confirmed.symbolName == "hand.thumbsup")
    // Hostile numbers: not finite is standard, out of range is clamped, no squeeze below half.
    for (inset, squeeze, shake, expected) in [
      (Double.nan, Double.infinity, -Double.infinity, (1.75, 0.92, 8.0)),
      (-2, 0, -5, (0, 0.5, 0)), (3, 1.4, 20, (3, 1, 20)), (0.5, -0.3, 0, (0.5, 0.5, 0)),
      (1, 0.7, 1, (1, 0.7, 1)),
    ] {
      let hostile = HoldToConfirmButtonLook(
        fillInsetFactor: inset, squeezeScale: squeeze, shakeDistance: shake,
        confirmedSymbol: "checkmark")
      #expect(hostile.fillInsetFactor == expected.0, "inset \(inset)")
      #expect(hostile.squeezeScale == expected.1, "squeeze \(squeeze)")
      #expect(hostile.shakeDistance == expected.2, "shake \(shake)")
    }
  }

  @Test("the failure shake starts and ends at rest, swings three times, stays within its amplitude")
  func shake() {
    #expect(HoldToConfirmButtonLayout.shakeOffset(phase: 0, amplitude: 8) == 0)
    #expect(HoldToConfirmButtonLayout.shakeOffset(phase: 1, amplitude: 8) == 0)
    #expect(HoldToConfirmButtonLayout.shakeOffset(phase: .nan, amplitude: 8) == 0)
    #expect(HoldToConfirmButtonLayout.shakeOffset(phase: 0.5, amplitude: .infinity) == 0)
    var largest = 0.0
    var previous = 0.0
    var signChanges = 0
    for step in 1..<100 {
      let offset = HoldToConfirmButtonLayout.shakeOffset(phase: Double(step) / 100, amplitude: 8)
      #expect(abs(offset) <= 8)
      largest = max(largest, abs(offset))
      if offset * previous < 0 { signChanges += 1 }
      previous = offset
    }
    #expect(largest > 4)
    // Three swings left and right: the button changes side five times between rests.
    #expect(signChanges == 5)
    for step in 0...10 {
      #expect(HoldToConfirmButtonLayout.shakeOffset(phase: Double(step) / 10, amplitude: 0) == 0)
    }
  }
}
