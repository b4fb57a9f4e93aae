import Testing

@testable import BlocksCore

@Suite("Range slider accessibility")
struct RangeSliderAccessibilityTests {
  @Test(
    "two adjustable elements, \"<label>, minimum\" and \"<label>, maximum\", each with its value")
  func elements() {
    let host = RangeSliderHost(range: 125...275)
    let accessibility = host.accessibility
    #expect(accessibility.elements.map(\.thumb) == [.lower, .upper])
    #expect(
      accessibility.elements.map(\.labelFormat) == [
        RangeSliderStrings.minimum, RangeSliderStrings.maximum,
      ])
    #expect(accessibility.elements.map(\.value) == [125, 275])
    #expect(accessibility.elements.allSatisfy { $0.isAdjustable })
    #expect(!accessibility.isDimmed)
    let table = RangeSliderStrings.table
    #expect(
      accessibility.elements.map { table.string(for: $0.labelFormat, language: "en") } == [
        "%@, minimum", "%@, maximum",
      ])
    let price = table.insertionParts(of: RangeSliderStrings.minimum, language: "en")
    #expect(price.before + "Price" + price.after == "Price, minimum")
    #expect(
      accessibility.elements.map { table.string(for: $0.labelFormat, language: "es-MX") } == [
        "%@, mínimo", "%@, máximo",
      ])
  }

  @Test("each element's value follows its thumb")
  func values() {
    var host = RangeSliderHost(step: 25)
    host.drag(.upper, forward: [50])
    host.setRange(lower: 75, upper: .nan)
    #expect(host.accessibility.elements.map(\.value) == [75, 300])
  }

  struct AdjustCase: Sendable, CustomTestStringConvertible {
    let name: String
    var bounds: ClosedRange<Double> = 0...300
    var step = 25.0
    var minimumDistance = 0.0
    var range: ClosedRange<Double> = 100...200
    let thumb: RangeSliderMachine.Thumb
    let adjustment: RangeSliderMachine.Adjustment
    let expected: ClosedRange<Double>
    var testDescription: String { name }
  }

  static let adjustCases: [AdjustCase] = [
    AdjustCase(
      name: "lower up one step", thumb: .lower, adjustment: .increment, expected: 125...200),
    AdjustCase(
      name: "lower down one step", thumb: .lower, adjustment: .decrement, expected: 75...200),
    AdjustCase(
      name: "upper up one step", thumb: .upper, adjustment: .increment, expected: 100...225),
    AdjustCase(
      name: "upper down one step", thumb: .upper, adjustment: .decrement, expected: 100...175),
    AdjustCase(
      name: "continuous: a tenth of the span", step: 0, thumb: .lower, adjustment: .increment,
      expected: 130...200),
    AdjustCase(
      name: "continuous on 0...1: 0.1", bounds: 0...1, step: 0, range: 0.25...0.75,
      thumb: .upper, adjustment: .decrement, expected: 0.25...0.65),
    AdjustCase(
      name: "the upper bound is a stop: 275 up a step is 290", bounds: 0...290, range: 100...275,
      thumb: .upper, adjustment: .increment, expected: 100...290),
    AdjustCase(
      name: "the lower thumb stops minimumDistance below the upper", minimumDistance: 50,
      range: 100...150, thumb: .lower, adjustment: .increment, expected: 100...150),
    AdjustCase(
      name: "the upper thumb stops minimumDistance above the lower", minimumDistance: 50,
      range: 100...150, thumb: .upper, adjustment: .decrement, expected: 100...150),
    AdjustCase(
      name: "away from the other thumb is free", minimumDistance: 50, range: 100...150,
      thumb: .lower, adjustment: .decrement, expected: 75...150),
    AdjustCase(
      name: "the upper thumb stops at the upper bound", step: 0, range: 290...300, thumb: .upper,
      adjustment: .increment, expected: 290...300),
    AdjustCase(
      name: "the lower thumb stops at the upper thumb", step: 0, range: 290...300, thumb: .lower,
      adjustment: .increment, expected: 300...300),
    AdjustCase(
      name: "the lower thumb stops at the lower bound", range: 0...200, thumb: .lower,
      adjustment: .decrement, expected: 0...200),
  ]

  @Test(
    "increment and decrement move a step (a tenth of the span if continuous) within a drag's limits",
    arguments: adjustCases)
  func adjusts(_ c: AdjustCase) {
    var host = RangeSliderHost(
      range: c.range, bounds: c.bounds, step: c.step, minimumDistance: c.minimumDistance)
    let before = host.accessibility.elements[c.thumb == .lower ? 0 : 1]
    let moves = c.expected != c.range
    // The element offers exactly the adjustments that move the thumb
    #expect((c.adjustment == .increment ? before.canIncrement : before.canDecrement) == moves)
    let effects = host.send(.accessibilityAdjust(c.thumb, c.adjustment))
    #expect(abs(host.range.lowerBound - c.expected.lowerBound) < 1e-9)
    #expect(abs(host.range.upperBound - c.expected.upperBound) < 1e-9)
    // The binding is written; VoiceOver reads the new value itself, so nothing is announced
    #expect(host.writeBacks.count == (moves ? 1 : 0))
    #expect(effects.announcement == nil)
    #expect(host.editingChanges.isEmpty)
    let after = host.accessibility.elements[c.thumb == .lower ? 0 : 1]
    #expect(abs(after.value - host.machine.value(of: c.thumb)) < 1e-12)
  }

  struct KeyCase: Sendable, CustomTestStringConvertible {
    let direction: FlowDirection
    let key: RangeSliderMachine.ArrowKey
    let delta: Double
    var testDescription: String { "\(key) arrow, \(direction) → \(delta)" }
  }

  @Test(
    "the arrow keys adjust the focused thumb, mirrored in right-to-left layouts",
    arguments: [
      KeyCase(direction: .leftToRight, key: .right, delta: 25),
      KeyCase(direction: .leftToRight, key: .left, delta: -25),
      KeyCase(direction: .rightToLeft, key: .left, delta: 25),
      KeyCase(direction: .rightToLeft, key: .right, delta: -25),
    ])
  func keys(_ c: KeyCase) {
    for thumb in RangeSliderMachine.Thumb.allCases {
      var host = RangeSliderHost(step: 25, environment: BlockEnvironment(direction: c.direction))
      let before = host.machine.value(of: thumb)
      let effects = host.send(.keyPressed(thumb, c.key))
      #expect(host.machine.value(of: thumb) == before + c.delta)
      #expect(effects.announcement == nil)
      #expect(host.writeBacks.count == 1)
    }
  }

  @Test("disabled: nothing adjustable, dimmed, and adjustments and keys do nothing")
  func disabled() {
    var host = RangeSliderHost(
      step: 25, environment: BlockEnvironment(isEnabled: false))
    let accessibility = host.accessibility
    #expect(accessibility.isDimmed)
    #expect(accessibility.elements.count == 2)
    #expect(accessibility.elements.allSatisfy { !$0.isAdjustable })
    #expect(accessibility.elements.allSatisfy { !$0.canIncrement && !$0.canDecrement })
    for thumb in RangeSliderMachine.Thumb.allCases {
      for adjustment in RangeSliderMachine.Adjustment.allCases {
        #expect(host.send(.accessibilityAdjust(thumb, adjustment)).isEmpty)
      }
      for key in RangeSliderMachine.ArrowKey.allCases {
        #expect(host.send(.keyPressed(thumb, key)).isEmpty)
      }
    }
    #expect(host.range == 100...200)
    #expect(host.writeBacks.isEmpty)
    // Enabled again, it adjusts again
    host.setEnvironment(BlockEnvironment())
    #expect(!host.accessibility.isDimmed)
    #expect(host.accessibility.elements.allSatisfy { $0.isAdjustable })
    host.send(.accessibilityAdjust(.upper, .increment))
    #expect(host.range == 100...225)
  }

  @Test("with Reduce Motion an adjustment shows at once")
  func reduceMotion() {
    var host = RangeSliderHost(step: 25, environment: BlockEnvironment(reduceMotion: true))
    let effects = host.send(.accessibilityAdjust(.lower, .increment))
    #expect(effects.animation == nil)
    #expect(host.machine.value(of: .lower, at: host.now) == 125)
  }
}
