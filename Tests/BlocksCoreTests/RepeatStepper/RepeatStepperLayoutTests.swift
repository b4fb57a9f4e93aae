import Testing

@testable import BlocksCore

@Suite("Repeat stepper layout")
struct RepeatStepperLayoutTests {
  /// The view's own look (its buttons and symbols) is checked in ViewLookTests.
  @Test("the standard look: at least 3 digits, dimmed buttons at 0.35")
  func look() {
    #expect(RepeatStepperLook.standard.minimumDigits == 3)
    #expect(RepeatStepperLook.standard.dimmedButtonOpacity == 0.35)
    let layout = RepeatStepperLayout(RepeatStepperMachine(value: 50))
    #expect(layout.value == 50)
    #expect(layout.digits == 3)
    #expect(!layout.countsDown)
    #expect(layout.usesNumericTransition)
    #expect(layout.decrementOpacity == 1 && layout.incrementOpacity == 1)
    #expect(layout.decrementEnabled && layout.incrementEnabled)
    #expect(layout.pressedButton == nil)
    #expect(layout.opacity == 1)
  }

  /// A look of its own reaches the frame; one out of range is made sensible.
  @Test func theLayoutDrawsTheLookItIsGiven() {
    let atBound = RepeatStepperMachine(value: 0)
    #expect(atBound.configuration.lowerBound == 0)
    let wide = RepeatStepperLook(minimumDigits: 5, dimmedButtonOpacity: 0.2)
    let layout = RepeatStepperLayout(atBound, look: wide)
    #expect(layout.digits == 5 && layout.decrementOpacity == 0.2 && layout.incrementOpacity == 1)
    for (digits, opacity, expectedDigits, expectedOpacity) in [
      (0, -1.0, 1, 0.0), (-4, 7.0, 1, 1.0), (2, Double.nan, 2, 0.35),
    ] {
      let look = RepeatStepperLook(minimumDigits: digits, dimmedButtonOpacity: opacity)
      #expect(look.minimumDigits == expectedDigits && look.dimmedButtonOpacity == expectedOpacity)
    }
  }

  struct DigitsCase: Sendable, CustomTestStringConvertible {
    let value: Int
    let count: Int
    let digits: Int
    var testDescription: String { "\(value): \(count) characters, laid out for \(digits)" }
  }

  static let digitCases = [
    DigitsCase(value: 0, count: 1, digits: 3), DigitsCase(value: 7, count: 1, digits: 3),
    DigitsCase(value: 99, count: 2, digits: 3), DigitsCase(value: 100, count: 3, digits: 3),
    DigitsCase(value: 999, count: 3, digits: 3), DigitsCase(value: 1_000, count: 4, digits: 4),
    DigitsCase(value: 12_345, count: 5, digits: 5), DigitsCase(value: -1, count: 2, digits: 3),
    DigitsCase(value: -9, count: 2, digits: 3), DigitsCase(value: -10, count: 3, digits: 3),
    DigitsCase(value: -99, count: 3, digits: 3), DigitsCase(value: -100, count: 4, digits: 4),
    DigitsCase(value: -1_000, count: 5, digits: 5),
    DigitsCase(value: Int.max, count: 19, digits: 19),
    DigitsCase(value: Int.min, count: 20, digits: 20),
    DigitsCase(value: Int.min + 1, count: 20, digits: 20),
  ]

  @Test(
    "the value is laid out at least 3 digits wide, its minus sign counted", arguments: digitCases)
  func digits(_ row: DigitsCase) {
    #expect(RepeatStepperLayout.digitCount(of: row.value) == row.count)
    #expect(RepeatStepperLayout.digitCount(of: row.value) == "\(row.value)".count)
    let machine = RepeatStepperMachine(
      value: row.value, configuration: .init(bounds: Int.min...Int.max))
    #expect(RepeatStepperLayout(machine).digits == row.digits)
  }

  struct DimCase: Sendable, CustomTestStringConvertible {
    let value: Int
    let bounds: ClosedRange<Int>
    let wraps: Bool
    let decrement: Double
    let increment: Double
    var testDescription: String {
      "\(value) in \(bounds)\(wraps ? " wrapping" : ""): − \(decrement), + \(increment)"
    }
  }

  static let dimCases = [
    DimCase(value: 50, bounds: 0...99, wraps: false, decrement: 1, increment: 1),
    DimCase(value: 0, bounds: 0...99, wraps: false, decrement: 0.35, increment: 1),
    DimCase(value: 99, bounds: 0...99, wraps: false, decrement: 1, increment: 0.35),
    DimCase(value: 0, bounds: 0...99, wraps: true, decrement: 1, increment: 1),
    DimCase(value: 99, bounds: 0...99, wraps: true, decrement: 1, increment: 1),
    DimCase(value: 5, bounds: 5...5, wraps: false, decrement: 0.35, increment: 0.35),
    DimCase(value: 5, bounds: 5...5, wraps: true, decrement: 0.35, increment: 0.35),
    DimCase(value: Int.max, bounds: Int.min...Int.max, wraps: false, decrement: 1, increment: 0.35),
    DimCase(value: Int.min, bounds: Int.min...Int.max, wraps: false, decrement: 0.35, increment: 1),
  ]

  @Test(
    "a button at its bound is dimmed and takes no input, unless the stepper wraps",
    arguments: dimCases)
  func dimmed(_ row: DimCase) {
    let machine = RepeatStepperMachine(
      value: row.value, configuration: .init(bounds: row.bounds, wraps: row.wraps))
    let layout = RepeatStepperLayout(machine)
    #expect(layout.decrementOpacity == row.decrement)
    #expect(layout.incrementOpacity == row.increment)
    #expect(layout.decrementEnabled == (row.decrement == 1))
    #expect(layout.incrementEnabled == (row.increment == 1))
    #expect(machine.acceptsInput(on: .decrement) == layout.decrementEnabled)
    #expect(machine.acceptsInput(on: .increment) == layout.incrementEnabled)
  }

  @Test("reaching a bound by stepping dims that button; leaving it brightens it again")
  func dimsOnArrival() {
    var host = RepeatStepperHost(value: 1)
    host.tap(.decrement)
    #expect(host.layout.decrementOpacity == 0.35 && !host.layout.decrementEnabled)
    host.tap(.increment)
    #expect(host.layout.decrementOpacity == 1 && host.layout.decrementEnabled)
  }

  @Test("the numeric transition counts in the direction of the last step")
  func countsDown() {
    var host = RepeatStepperHost(value: 50)
    #expect(!host.layout.countsDown)
    host.tap(.decrement)
    #expect(host.layout.countsDown)
    host.tap(.increment)
    #expect(!host.layout.countsDown)
    host.key(.down)
    #expect(host.layout.countsDown)
    host.adjust(.increment)
    #expect(!host.layout.countsDown)
    host.hold(.decrement, for: 1)
    #expect(host.layout.countsDown)
    // A value from the app is not a step: the direction stays.
    host.setValue(90)
    #expect(host.layout.countsDown)
  }

  @Test(
    "the value changes with a numeric transition, a plain change with Reduce Motion",
    arguments: [false, true])
  func reduceMotion(_ reduceMotion: Bool) {
    var host = RepeatStepperHost(
      value: 50, environment: BlockEnvironment(reduceMotion: reduceMotion))
    #expect(host.layout.usesNumericTransition == !reduceMotion)
    let tap = host.adjust(.increment)
    let expected: Motion = reduceMotion ? .none : .snappy(duration: 0.25)
    #expect(tap.animation == expected)
    #expect(RepeatStepperMetrics.valueMotion(reduceMotion: reduceMotion) == expected)
    host.hold(.increment, for: 1)
    #expect(host.animations.allSatisfy { $0 == expected })
    #expect(host.animations.count == host.written.count)
    // Turning it over mid-session applies from the next step.
    host.setEnvironment(BlockEnvironment(reduceMotion: !reduceMotion))
    #expect(host.layout.usesNumericTransition == reduceMotion)
    let next = host.key(.up)
    #expect(next.animation == (reduceMotion ? .snappy(duration: 0.25) : Motion.none))
  }

  @Test("a disabled stepper dims as a whole; enabled it is opaque")
  func disabledOpacity() {
    var host = RepeatStepperHost(value: 50)
    #expect(host.layout.opacity == 1)
    host.setEnvironment(BlockEnvironment(isEnabled: false))
    #expect(host.layout.opacity == BlockEnvironment.disabledOpacity)
    #expect(host.layout.opacity == 0.45)
    host.setEnvironment(BlockEnvironment())
    #expect(host.layout.opacity == 1)
  }

  @Test("the pressed button is drawn pressed until it lifts or stops")
  func pressedButton() {
    var host = RepeatStepperHost(value: 50)
    host.press(.decrement)
    #expect(host.layout.pressedButton == .decrement)
    host.advance(by: 0.7)
    #expect(host.layout.pressedButton == .decrement)
    host.move(.decrement, x: 0, y: 30)
    #expect(host.layout.pressedButton == nil)
    host.lift(.decrement)
    host.press(.increment)
    #expect(host.layout.pressedButton == .increment)
    host.cancel(.increment)
    #expect(host.layout.pressedButton == nil)
  }
}
