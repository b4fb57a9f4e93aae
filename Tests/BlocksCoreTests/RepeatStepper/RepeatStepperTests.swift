import Foundation
import Testing

@testable import BlocksCore

/// The rules of SPEC §6 written out independently of the machine, to check it against.
enum RepeatStepperOracle {
  typealias Button = RepeatStepperMachine.Button

  /// The value one step of `button` makes from `value`: `step` (at least 1) further, clamped to
  /// the bound it would pass, or with `wraps` the other bound; computed in 128 bits, so nothing
  /// overflows.
  static func stepped(
    _ value: Int, by button: Button, bounds: ClosedRange<Int>, step: Int, wraps: Bool
  ) -> Int {
    let step = Int128(max(step, 1))
    let next = Int128(value) + (button == .increment ? step : -step)
    if next > Int128(bounds.upperBound) { return wraps ? bounds.lowerBound : bounds.upperBound }
    if next < Int128(bounds.lowerBound) { return wraps ? bounds.upperBound : bounds.lowerBound }
    return Int(next)
  }

  /// The interval before the `n`-th repeat: 0.15 × 0.85ⁿ s, never under 0.05 s.
  static func repeatInterval(_ n: Int) -> Double {
    max(0.15 * pow(0.85, Double(n)), 0.05)
  }

  /// The times of the steps of a press that began at `start` and is still held at `end`: at
  /// 0.5 s, then each repeat after the one before.
  static func stepTimes(from start: Double = 0, heldUntil end: Double) -> [Double] {
    var times: [Double] = []
    var time = start + 0.5
    var n = 0
    while time <= end + 1e-9 {
      times.append(time)
      n += 1
      time += repeatInterval(n)
    }
    return times
  }

  /// The button `key` steps in `direction`: the arrows mirrored in right-to-left layouts.
  static func button(for key: RepeatStepperMachine.Key, in direction: FlowDirection) -> Button {
    switch (key, direction) {
    case (.up, _), (.plus, _), (.right, .leftToRight), (.left, .rightToLeft): .increment
    case (.down, _), (.minus, _), (.left, .leftToRight), (.right, .rightToLeft): .decrement
    }
  }

  /// Whether two lists of times agree to within `tolerance`.
  static func sameTimes(_ a: [Double], _ b: [Double], tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }
}

@Suite("Repeat stepper machine: taps and holds")
struct RepeatStepperTimingTests {
  typealias Button = RepeatStepperMachine.Button

  struct TapCase: Sendable, CustomTestStringConvertible {
    let button: Button
    let duration: Double
    var testDescription: String { "\(button) lifted after \(duration) s" }
  }

  static let taps: [TapCase] = [Button.decrement, .increment].flatMap { button in
    [0, 0.01, 0.1, 0.3, 0.49, 0.499_999].map { TapCase(button: button, duration: $0) }
  }

  @Test("a tap steps exactly once, on its lift, never on touch-down", arguments: taps)
  func tap(_ row: TapCase) {
    // Given a stepper at 50
    var host = RepeatStepperHost(value: 50)
    // When a finger touches a button
    let down = host.press(row.button)
    // Then nothing steps yet: only the hold delay starts
    #expect(down == Effects(timer: .start(.init(generation: 1), after: 0.5)))
    #expect(host.value == 50 && host.writeBacks.isEmpty && host.machine.valueToWriteBack == nil)
    #expect(host.layout.pressedButton == row.button)
    // When it lifts before 0.5 s
    host.advance(by: row.duration)
    #expect(host.writeBacks.isEmpty)
    let lift = host.lift(row.button)
    // Then it steps once, at the lift, with a tick and the value's transition, and the timer
    // is cancelled
    let expected = row.button == .increment ? 51 : 49
    #expect(host.value == expected)
    #expect(host.written == [expected])
    #expect(host.stepTimes == [row.duration])
    #expect(lift.timer == .cancel)
    #expect(lift.haptic == .selection)
    #expect(lift.animation == .snappy(duration: 0.25))
    #expect(host.layout.pressedButton == nil)
    // And nothing happens later
    host.advance(by: 10)
    #expect(host.written == [expected])
    #expect(host.machine.isAtRest && host.scheduled == nil)
  }

  @Test("a press lifted exactly at 0.5 s steps once: at 0.5 s, not again on the lift")
  func liftAtHoldDelay() {
    var host = RepeatStepperHost(value: 50)
    host.hold(.increment, for: 0.5)
    #expect(host.written == [51])
    #expect(host.stepTimes == [0.5])
    host.advance(by: 5)
    #expect(host.written == [51])
  }

  @Test("the specified numbers: 0.5 s hold, 0.15 × 0.85ⁿ, floor 0.05 s, 10 pt, 0.08 s ticks")
  func metrics() {
    #expect(RepeatStepperMetrics.holdDelay == 0.5)
    #expect(RepeatStepperMetrics.firstRepeatInterval == 0.15)
    #expect(RepeatStepperMetrics.repeatAcceleration == 0.85)
    #expect(RepeatStepperMetrics.minimumRepeatInterval == 0.05)
    #expect(RepeatStepperMetrics.scrollDistance == 10)
    #expect(RepeatStepperMetrics.tickInterval == 0.08)
    for n in 1...40 {
      let interval = RepeatStepperMetrics.repeatInterval(n)
      #expect(abs(interval - RepeatStepperOracle.repeatInterval(n)) < 1e-12, "n = \(n)")
    }
    for n in [100, 10_000, Int.max] {
      #expect(RepeatStepperMetrics.repeatInterval(n) == 0.05, "n = \(n)")
    }
  }

  @Test("the timer delays of a hold: 0.5 s, then 0.1275, 0.108375 … down to 0.05 s and no lower")
  func timerDelays() {
    var host = RepeatStepperHost(value: 0, bounds: 0...1_000)
    host.press(.increment)
    host.advance(by: 2)
    let expected = [
      0.5, 0.1275, 0.108_375, 0.092_118_75, 0.078_300_937_5, 0.066_555_796_875,
      0.056_572_427_343_75, 0.05, 0.05, 0.05,
    ]
    #expect(RepeatStepperOracle.sameTimes(Array(host.timerDelays.prefix(10)), expected))
    #expect(host.timerDelays.dropFirst(7).allSatisfy { $0 == 0.05 })
  }

  @Test(
    "a hold steps at 0.5 s, then the n-th repeat 0.15 × 0.85ⁿ s after the previous, floor 0.05 s",
    arguments: [Button.decrement, .increment], [0.5, 0.55, 0.7, 1.0, 1.6, 3.0, 7.3])
  func holdSchedule(_ button: Button, _ held: Double) {
    // Given a stepper far from its bounds
    var host = RepeatStepperHost(value: 500, bounds: 0...1_000)
    // When a button is held and lifted
    host.hold(button, for: held)
    // Then the steps came exactly at the specified times, one step each
    let expected = RepeatStepperOracle.stepTimes(heldUntil: held)
    #expect(RepeatStepperOracle.sameTimes(host.stepTimes, expected), "\(host.stepTimes)")
    let sign = button == .increment ? 1 : -1
    #expect(host.written == (1...expected.count).map { 500 + sign * $0 })
    // And the lift stepped no more
    #expect(host.writeBacks.last?.event != .pressEnded(button))
    host.advance(by: 10)
    #expect(host.written.count == expected.count)
  }

  @Test(
    "lifting stops at once: no step on the lift, no later timer step, stale timers ignored",
    arguments: [0.5, 0.6, 0.627_499, 0.627_501, 1.2, 4.0])
  func liftStops(_ held: Double) {
    var host = RepeatStepperHost(value: 500, bounds: 0...1_000)
    host.press(.increment)
    host.advance(by: held)
    let steps = host.written.count
    #expect(steps >= 1)
    let timers = host.startedTimers
    // When the finger lifts
    let lift = host.lift(.increment)
    // Then the timer is cancelled and nothing steps
    #expect(lift.timer == .cancel)
    #expect(lift.haptic == nil && lift.animation == nil)
    #expect(host.written.count == steps)
    #expect(host.machine.isAtRest && host.scheduled == nil)
    // And every timer the press started, delivered late, is ignored
    for timer in timers {
      #expect(host.send(.timerFired(timer)) == .none, "\(timer)")
    }
    host.advance(by: 30)
    #expect(host.written.count == steps)
    // And a second lift changes nothing
    #expect(host.lift(.increment) == .none)
  }

  @Test("an hour-long press keeps the 0.05 s floor; no timer exceeds 60 s; the value follows")
  func hourLongPress() {
    var host = RepeatStepperHost(value: 0, bounds: 0...Int.max)
    host.press(.increment)
    host.advance(by: 3_600)
    let expected = RepeatStepperOracle.stepTimes(heldUntil: 3_600)
    #expect(host.stepTimes.count == expected.count)
    #expect(host.value == expected.count)
    #expect(host.binding == host.value)
    #expect(host.timerDelays.allSatisfy { $0.isFinite && $0 <= 60 && $0 >= 0.05 })
    #expect(host.timerDelays.dropFirst(7).allSatisfy { $0 == 0.05 })
    // Step times never drift from the schedule over the hour.
    let last = host.stepTimes.last ?? 0
    #expect(abs(last - (expected.last ?? 0)) < 1e-6)
    // The interval between any two steps is never under 0.05 s.
    let gaps = zip(host.stepTimes.dropFirst(), host.stepTimes).map { $0 - $1 }
    #expect(gaps.allSatisfy { $0 >= 0.05 - 1e-9 })
    // Ticks never come closer than 0.08 s.
    let ticks = host.timedHaptics.filter { $0.haptic == .selection }.map(\.time)
    #expect(zip(ticks.dropFirst(), ticks).allSatisfy { $0 - $1 >= 0.08 - 1e-9 })
    #expect(host.lift(.increment).timer == .cancel)
    host.advance(by: 60)
    #expect(host.value == expected.count)
  }
}

@Suite("Repeat stepper machine: one finger, scrolls and cancels")
struct RepeatStepperPressTests {
  typealias Button = RepeatStepperMachine.Button

  static func other(_ button: Button) -> Button { button == .increment ? .decrement : .increment }

  @Test(
    "while one button is pressed the other takes no input, its lift included",
    arguments: [Button.decrement, .increment], [0.2, 0.9])
  func otherButton(_ pressed: Button, _ at: Double) {
    // Given a press on one button, before its hold delay or repeating
    var host = RepeatStepperHost(value: 50)
    host.press(pressed)
    host.advance(by: at)
    let stepsBefore = host.written
    let other = Self.other(pressed)
    // When the other button gets every input there is
    #expect(!host.machine.acceptsInput(on: other))
    #expect(host.press(other) == .none)
    #expect(host.move(other, x: 50, y: 50) == .none)
    #expect(host.lift(other) == .none)
    #expect(host.cancel(other) == .none)
    #expect(host.adjust(other) == .none)
    for key in RepeatStepperMachine.Key.allCases
    where RepeatStepperOracle.button(for: key, in: .leftToRight) == other {
      #expect(host.key(key) == .none, "\(key)")
    }
    // Then none of it stepped, and the pressed button's press goes on untouched
    #expect(host.written == stepsBefore)
    #expect(host.machine.press?.button == pressed)
    #expect(host.machine.press?.isStopped == false)
    // A tap steps on its lift; a hold goes on repeating.
    if at >= 0.5 { host.advance(by: 1.5 - at) }
    host.lift(pressed)
    let expected = at < 0.5 ? [at] : RepeatStepperOracle.stepTimes(heldUntil: 1.5)
    #expect(RepeatStepperOracle.sameTimes(host.stepTimes, expected), "\(host.stepTimes)")
    let sign = pressed == .increment ? 1 : -1
    #expect(host.written == (1...expected.count).map { 50 + sign * $0 })
  }

  struct MoveCase: Sendable, CustomTestStringConvertible {
    let x: Double
    let y: Double
    let isScroll: Bool
    var testDescription: String { "moved (\(x), \(y)) → \(isScroll ? "scroll" : "press")" }
  }

  static let moves = [
    MoveCase(x: 0, y: 9.9, isScroll: false), MoveCase(x: -10, y: 0, isScroll: false),
    MoveCase(x: 0, y: 10, isScroll: false), MoveCase(x: 6, y: 8, isScroll: false),
    MoveCase(x: 7, y: 7, isScroll: false), MoveCase(x: 0, y: .nan, isScroll: false),
    MoveCase(x: .nan, y: .nan, isScroll: false), MoveCase(x: 0, y: 10.01, isScroll: true),
    MoveCase(x: 6, y: 8.01, isScroll: true), MoveCase(x: 8, y: 8, isScroll: true),
    MoveCase(x: 0, y: -40, isScroll: true), MoveCase(x: .infinity, y: 0, isScroll: true),
    MoveCase(x: 0, y: -.infinity, isScroll: true), MoveCase(x: 1e300, y: 1e300, isScroll: true),
    MoveCase(x: -.greatestFiniteMagnitude, y: .greatestFiniteMagnitude, isScroll: true),
  ]

  @Test(
    "a tap whose finger moved more than 10 pt is a scroll and never steps", arguments: moves)
  func tapThatMoved(_ row: MoveCase) {
    // Given a press in a scroll view
    var host = RepeatStepperHost(value: 50)
    host.press(.increment)
    host.advance(by: 0.2)
    // When the finger moves
    let moved = host.move(.increment, x: row.x, y: row.y)
    if row.isScroll {
      // Then the press stops: the timer is cancelled, the button is no longer drawn pressed
      #expect(moved.timer == .cancel)
      #expect(host.layout.pressedButton == nil)
      // And nothing the rest of that touch does steps, even coming back and lifting
      host.move(.increment, x: 0, y: 0)
      host.advance(by: 2)
      host.lift(.increment)
      #expect(host.written.isEmpty)
      #expect(host.value == 50)
    } else {
      #expect(moved.isEmpty)
      host.lift(.increment)
      #expect(host.written == [51])
    }
    host.advance(by: 5)
    #expect(host.machine.isAtRest)
  }

  @Test("a hold whose finger moves more than 10 pt stops at once and steps no more")
  func holdThatMoved() {
    var host = RepeatStepperHost(value: 50)
    host.press(.decrement)
    host.advance(by: 0.8)
    let before = host.written
    #expect(before.count == 3)
    let moved = host.move(.decrement, x: 3, y: 12)
    #expect(moved.timer == .cancel && moved.haptic == nil)
    host.advance(by: 5)
    host.lift(.decrement)
    #expect(host.written == before)
  }

  @Test(
    "a press the system cancels steps no more, whatever its phase",
    arguments: [Button.decrement, .increment], [0.0, 0.2, 0.5, 0.9])
  func cancelled(_ button: Button, _ at: Double) {
    var host = RepeatStepperHost(value: 50)
    host.press(button)
    host.advance(by: at)
    let before = host.written
    let cancel = host.cancel(button)
    #expect(cancel.timer == .cancel)
    #expect(cancel.haptic == nil && cancel.animation == nil)
    #expect(host.machine.valueToWriteBack == nil)
    #expect(host.machine.isAtRest)
    host.advance(by: 10)
    #expect(host.lift(button) == .none)
    #expect(host.written == before)
    #expect(host.written.count == RepeatStepperOracle.stepTimes(heldUntil: at).count)
  }

  @Test("stale and forged timers never step")
  func staleTimers() {
    var host = RepeatStepperHost(value: 50)
    host.press(.increment)
    host.advance(by: 0.3)
    host.lift(.increment)
    host.press(.increment)
    guard let first = host.startedTimers.first else {
      Issue.record("no timer started")
      return
    }
    // The first press's timer, delivered late while the second press waits, is ignored.
    #expect(host.send(.timerFired(first)) == .none)
    for generation in [0, -1, 99, Int.max, Int.min] {
      #expect(host.send(.timerFired(.init(generation: generation))) == .none)
    }
    #expect(host.written == [51])
    host.advance(by: 0.5)
    #expect(host.written == [51, 52])
  }
}

@Suite("Repeat stepper machine: steps, bounds and arithmetic")
struct RepeatStepperStepTests {
  typealias Button = RepeatStepperMachine.Button

  struct BoundCase: Sendable, CustomTestStringConvertible {
    let value: Int
    let step: Int
    let button: Button
    let bound: Int
    var testDescription: String { "\(value) held \(button) by \(step) → stops at \(bound)" }
  }

  static let boundCases = [
    BoundCase(value: 95, step: 1, button: .increment, bound: 99),
    BoundCase(value: 4, step: 1, button: .decrement, bound: 0),
    BoundCase(value: 90, step: 4, button: .increment, bound: 99),
    BoundCase(value: 3, step: 5, button: .decrement, bound: 0),
    BoundCase(value: 98, step: 1, button: .increment, bound: 99),
  ]

  @Test(
    "reaching a bound stops the repeat: rigid impact, button dimmed, no more timers",
    arguments: boundCases)
  func boundStopsRepeat(_ row: BoundCase) {
    // Given a stepper a few steps from a bound
    var host = RepeatStepperHost(value: row.value, step: row.step)
    // When the button toward it is held long enough to pass it
    host.press(row.button)
    host.advance(by: 10)
    // Then the values went one step at a time and stopped clamped at the bound
    var expected: [Int] = []
    var value = row.value
    while value != row.bound {
      value = RepeatStepperOracle.stepped(
        value, by: row.button, bounds: 0...99, step: row.step, wraps: false)
      expected.append(value)
    }
    #expect(host.written == expected)
    #expect(host.value == row.bound)
    // And the arrival played a rigid impact instead of the tick, once
    #expect(host.timedHaptics.last?.haptic == .rigidImpact)
    #expect(host.timedHaptics.last?.time == host.stepTimes.last)
    #expect(host.haptics.filter { $0 == .rigidImpact }.count == 1)
    // And no timer runs, the button is dimmed, takes no input and is not drawn pressed
    #expect(host.scheduled == nil && host.machine.awaitedTimer == nil)
    let layout = host.layout
    let opacity = row.button == .increment ? layout.incrementOpacity : layout.decrementOpacity
    let enabled = row.button == .increment ? layout.incrementEnabled : layout.decrementEnabled
    #expect(opacity == 0.35 && !enabled)
    #expect(layout.pressedButton == nil)
    #expect(!host.machine.acceptsInput(on: row.button))
    // And the lift steps no more
    #expect(host.lift(row.button) == .none)
    #expect(host.written == expected)
  }

  struct WrapCase: Sendable, CustomTestStringConvertible {
    let value: Int
    let step: Int
    let button: Button
    let landsOn: Int
    var testDescription: String { "\(value) \(button) by \(step) wraps to \(landsOn)" }
  }

  static let wrapCases = [
    WrapCase(value: 98, step: 5, button: .increment, landsOn: 0),
    WrapCase(value: 99, step: 1, button: .increment, landsOn: 0),
    WrapCase(value: 0, step: 1, button: .decrement, landsOn: 99),
    WrapCase(value: 2, step: 5, button: .decrement, landsOn: 99),
    WrapCase(value: 97, step: 2, button: .increment, landsOn: 99),
    WrapCase(value: 94, step: 5, button: .increment, landsOn: 99),
  ]

  @Test("with wraps, a step that would pass a bound lands on the other bound", arguments: wrapCases)
  func wraps(_ row: WrapCase) {
    var host = RepeatStepperHost(value: row.value, step: row.step, wraps: true)
    #expect(host.machine.acceptsInput(on: row.button))
    host.tap(row.button)
    #expect(host.written == [row.landsOn])
    #expect(host.haptics == [.rigidImpact])
  }

  @Test("with wraps, a hold goes round and round: every step is the oracle's, no stop")
  func holdWraps() {
    var host = RepeatStepperHost(value: 1, bounds: 0...3, step: 1, wraps: true)
    host.press(.increment)
    host.advance(by: 2)
    var value = 1
    var expected: [Int] = []
    for _ in host.stepTimes {
      value = RepeatStepperOracle.stepped(
        value, by: .increment, bounds: 0...3, step: 1, wraps: true)
      expected.append(value)
    }
    #expect(host.written == expected)
    #expect(expected.count > 8)
    #expect(host.scheduled != nil)
    // Every landing on a bound is an arrival, with its rigid impact.
    let rigid = host.timedHaptics.filter { $0.haptic == .rigidImpact }.map(\.time)
    let arrivals = zip(host.stepTimes, host.written).filter { $0.1 == 0 || $0.1 == 3 }.map(\.0)
    #expect(rigid == arrivals)
    host.lift(.increment)
    #expect(host.machine.isAtRest)
  }

  struct ArithmeticCase: Sendable, CustomTestStringConvertible {
    let bounds: ClosedRange<Int>
    let value: Int
    let step: Int
    let wraps: Bool
    let button: Button
    /// The value after one tap, or `nil` when the button takes no input there.
    let expected: Int?

    init(
      _ bounds: ClosedRange<Int>, _ value: Int, _ step: Int, _ wraps: Bool, _ button: Button,
      _ expected: Int?
    ) {
      self.bounds = bounds
      self.value = value
      self.step = step
      self.wraps = wraps
      self.button = button
      self.expected = expected
    }
    var testDescription: String {
      "\(bounds) \(wraps ? "wrapping " : "")at \(value) \(button) by \(step) → "
        + "\(expected.map { "\($0)" } ?? "no input")"
    }
  }

  static let all = Int.min...Int.max

  static let arithmeticCases: [ArithmeticCase] = [
    .init(all, Int.max, 1, false, .increment, nil),
    .init(all, Int.min, 1, false, .decrement, nil),
    .init(all, Int.max - 1, 1, false, .increment, Int.max),
    .init(all, Int.max - 1, Int.max, false, .increment, Int.max),
    .init(all, Int.min + 1, Int.max, false, .decrement, Int.min),
    .init(all, 0, Int.max, false, .increment, Int.max),
    .init(all, 0, Int.max, false, .decrement, -Int.max),
    .init(all, -1, Int.max, false, .increment, Int.max - 1),
    .init(all, Int.min, Int.max, false, .increment, -1),
    .init(all, Int.max, Int.max, false, .decrement, 0),
    .init(all, Int.max, 1, true, .increment, Int.min),
    .init(all, Int.min, 1, true, .decrement, Int.max),
    .init(all, 5, Int.max, true, .increment, Int.min),
    .init(all, -5, Int.max, true, .decrement, Int.max),
    .init(all, Int.max, Int.max, true, .increment, Int.min),
    .init((Int.max - 3)...Int.max, Int.max - 1, 2, false, .increment, Int.max),
    .init((Int.max - 3)...Int.max, Int.max - 1, 5, true, .increment, Int.max - 3),
    .init(Int.min...(Int.min + 3), Int.min + 1, 5, false, .decrement, Int.min),
    .init(Int.min...(Int.min + 3), Int.min + 1, Int.max, true, .decrement, Int.min + 3),
    .init(0...Int.max, 0, Int.max, false, .increment, Int.max),
    .init(0...Int.max, 1, Int.max, true, .increment, 0),
    .init(Int.min...0, 0, Int.max, false, .decrement, -Int.max),
    .init(Int.min...0, -Int.max, Int.max, false, .decrement, Int.min),
    .init(0...99, 5, 0, false, .increment, 6),
    .init(0...99, 5, -3, false, .decrement, 4),
    .init(0...99, 5, Int.min, false, .increment, 6),
    .init(0...99, 5, Int.max, false, .increment, 99),
    .init(0...99, 5, Int.max, true, .decrement, 99),
  ]

  @Test(
    "arithmetic never overflows: bounds at Int's ends, values next to them, step Int.max, step ≤ 0 is 1",
    arguments: arithmeticCases)
  func arithmetic(_ row: ArithmeticCase) {
    var host = RepeatStepperHost(
      value: row.value, bounds: row.bounds, step: row.step, wraps: row.wraps)
    #expect(host.machine.configuration.step == max(row.step, 1))
    #expect(host.machine.acceptsInput(on: row.button) == (row.expected != nil))
    host.tap(row.button)
    if let expected = row.expected {
      #expect(
        expected
          == RepeatStepperOracle.stepped(
            row.value, by: row.button, bounds: row.bounds, step: row.step, wraps: row.wraps))
      #expect(host.written == [expected])
    } else {
      #expect(host.written.isEmpty)
      #expect(host.value == row.value)
    }
    // And a long hold either way follows the oracle step by step, never trapping
    for button in [row.button, row.button == .increment ? Button.decrement : .increment] {
      var value = host.value
      let before = host.writeBacks.count
      host.hold(button, for: 3)
      for writeBack in host.writeBacks.dropFirst(before) {
        value = RepeatStepperOracle.stepped(
          value, by: button, bounds: row.bounds, step: row.step, wraps: row.wraps)
        #expect(writeBack.written == value, "\(writeBack)")
      }
      #expect(host.binding == host.value)
    }
  }

  @Test(
    "every step writes the binding exactly once, exactly one step from the value before",
    arguments: [1, 3, 7, 250])
  func writesOnce(_ step: Int) {
    var host = RepeatStepperHost(value: 50_000, bounds: 0...100_000, step: step)
    host.echoesWriteBacks = true
    host.tap(.increment)
    host.hold(.decrement, for: 2.3)
    host.key(.up)
    host.adjust(.decrement)
    host.hold(.increment, for: 0.51)
    host.key(.minus)
    // Each write is one step from the value before it
    for writeBack in host.writeBacks {
      #expect(abs(writeBack.written - writeBack.before) == step, "\(writeBack)")
    }
    // The writes chain: each starts where the one before ended, so none is lost
    for (previous, next) in zip(host.writeBacks, host.writeBacks.dropFirst()) {
      #expect(next.before == previous.written)
    }
    #expect(host.binding == host.value)
    #expect(host.echoWriteBacks == 0)
    // And every step wrote once: the tap, the hold's steps, the key, the adjustment, the short
    // hold's one step and the last key
    let steps = 1 + RepeatStepperOracle.stepTimes(heldUntil: 2.3).count + 1 + 1 + 1 + 1
    #expect(host.writeBacks.count == steps)
  }

  @Test("the value's transition counts in the direction of the last step")
  func lastStep() {
    var host = RepeatStepperHost(value: 50)
    #expect(host.machine.lastStep == .increment)
    host.tap(.decrement)
    #expect(host.machine.lastStep == .decrement)
    host.key(.up)
    #expect(host.machine.lastStep == .increment)
    host.adjust(.decrement)
    #expect(host.machine.lastStep == .decrement)
    // A value from the app is not a step: the direction stays.
    host.setValue(80)
    #expect(host.machine.lastStep == .decrement)
  }
}

@Suite("Repeat stepper machine: haptics")
struct RepeatStepperHapticTests {
  @Test("a tap ticks once; a fast hold ticks at most once per 0.08 s, on every step it may")
  func ticks() {
    var tap = RepeatStepperHost(value: 50)
    tap.tap(.increment)
    #expect(tap.haptics == [.selection])

    var host = RepeatStepperHost(value: 500, bounds: 0...1_000)
    host.hold(.increment, for: 4)
    // Every step that comes 0.08 s or more after the last tick ticks; the others are silent.
    var lastTick = -Double.infinity
    var expected: [Double] = []
    for time in host.stepTimes where time - lastTick >= 0.08 {
      expected.append(time)
      lastTick = time
    }
    let ticks = host.timedHaptics.filter { $0.haptic == .selection }.map(\.time)
    #expect(ticks == expected)
    #expect(host.haptics.allSatisfy { $0 == .selection })
    #expect(ticks.count < host.stepTimes.count)
    // The slow first repeats all tick.
    #expect(Array(ticks.prefix(4)) == Array(host.stepTimes.prefix(4)))
  }

  @Test("taps in quick succession tick at most once per 0.08 s and step every time")
  func quickTaps() {
    var host = RepeatStepperHost(value: 50)
    host.tap(.increment, lasting: 0.02)
    host.advance(by: 0.01)
    host.tap(.increment, lasting: 0.02)
    host.advance(by: 0.05)
    host.tap(.increment, lasting: 0.02)
    #expect(host.written == [51, 52, 53])
    let ticks = host.timedHaptics.map(\.time)
    #expect(RepeatStepperOracle.sameTimes(ticks, [0.02, 0.12]))
  }

  @Test("arriving at a bound plays a rigid impact instead of the tick, once per arrival")
  func rigidImpactPerArrival() {
    var host = RepeatStepperHost(value: 97)
    host.tap(.increment)
    host.advance(by: 1)
    host.tap(.increment)
    #expect(host.haptics == [.selection, .rigidImpact])
    // At the bound the button takes no input: no second impact.
    #expect(host.press(.increment) == .none)
    #expect(host.key(.up) == .none)
    #expect(host.adjust(.increment) == .none)
    #expect(host.haptics == [.selection, .rigidImpact])
    // Leaving and arriving again is a new arrival.
    host.advance(by: 1)
    host.tap(.decrement)
    host.advance(by: 1)
    host.tap(.increment)
    #expect(host.haptics == [.selection, .rigidImpact, .selection, .rigidImpact])
    // The rigid impact plays even when a tick would be too soon.
    host.advance(by: 1)
    host.tap(.decrement, lasting: 0.01)
    host.tap(.increment, lasting: 0.01)
    #expect(host.haptics.last == .rigidImpact)
    #expect(host.haptics.filter { $0 == .rigidImpact }.count == 3)
  }

  @Test("a value set from outside plays no haptic")
  func valueFromOutside() {
    var host = RepeatStepperHost(value: 50)
    host.setValue(99)
    host.setValue(150)
    host.setValue(20)
    #expect(host.haptics.isEmpty)
  }
}

@Suite("Repeat stepper machine: values from outside and degenerate bounds")
struct RepeatStepperOutsideTests {
  struct ClampCase: Sendable, CustomTestStringConvertible {
    let value: Int
    let clamped: Int
    var testDescription: String { "\(value) → \(clamped)" }
  }

  static let clamps = [
    ClampCase(value: 150, clamped: 99), ClampCase(value: 100, clamped: 99),
    ClampCase(value: -1, clamped: 0), ClampCase(value: .max, clamped: 99),
    ClampCase(value: .min, clamped: 0), ClampCase(value: 50, clamped: 50),
    ClampCase(value: 0, clamped: 0), ClampCase(value: 99, clamped: 99),
  ]

  @Test("a value outside the bounds is clamped and written back once", arguments: clamps)
  func clamped(_ row: ClampCase) {
    // Given a stepper made with the value
    var host = RepeatStepperHost(value: row.value)
    host.echoesWriteBacks = true
    // Then it shows the clamped value and wrote it back once, if it had to clamp
    #expect(host.value == row.clamped)
    #expect(host.written == (row.value == row.clamped ? [] : [row.clamped]))
    #expect(host.binding == row.clamped)
    // And the binding's echo writes nothing more
    host.setValue(host.binding)
    #expect(host.written.count == (row.value == row.clamped ? 0 : 1))
    // When the app sets the value later, the same holds
    var later = RepeatStepperHost(value: 40)
    let effects = later.setValue(row.value)
    #expect(later.value == row.clamped)
    #expect(later.written == (row.value == row.clamped ? [] : [row.clamped]))
    #expect(effects.haptic == nil)
    later.setValue(later.binding)
    #expect(later.written.count == (row.value == row.clamped ? 0 : 1))
  }

  @Test("new bounds clamp the value and write it back once; step ≤ 0 is 1")
  func newBounds() {
    var host = RepeatStepperHost(value: 40)
    host.configure(bounds: 0...10)
    #expect(host.written == [10])
    host.configure(bounds: 0...10, step: 3)
    #expect(host.written == [10])
    host.configure(bounds: 20...30, step: 0)
    #expect(host.written == [10, 20])
    #expect(host.machine.configuration.step == 1)
    host.tap(.increment)
    #expect(host.written == [10, 20, 21])
    #expect(RepeatStepperMachine.Configuration(step: -5).step == 1)
    #expect(RepeatStepperMachine.Configuration(step: .min).step == 1)
    #expect(RepeatStepperMachine.Configuration(step: .max).step == .max)
  }

  @Test("a value or bounds that put the pressed button at its bound stop the repeat")
  func blockedMidPress() {
    var host = RepeatStepperHost(value: 50)
    host.press(.increment)
    host.advance(by: 0.7)
    let effects = host.setValue(99)
    #expect(effects.timer == .cancel)
    #expect(host.scheduled == nil)
    host.advance(by: 2)
    host.lift(.increment)
    #expect(host.value == 99)
    host.setValue(50)
    host.press(.decrement)
    host.advance(by: 0.2)
    host.configure(bounds: 50...60)
    host.advance(by: 2)
    host.lift(.decrement)
    #expect(host.value == 50)
    #expect(host.machine.isAtRest)
  }

  @Test(
    "bounds of a single value show it and take no input",
    arguments: [5...5, Int.max...Int.max, Int.min...Int.min], [false, true])
  func singleValue(_ bounds: ClosedRange<Int>, _ wraps: Bool) {
    var host = RepeatStepperHost(value: 7, bounds: bounds, step: 1, wraps: wraps)
    #expect(host.value == bounds.lowerBound)
    #expect(host.written == (bounds.lowerBound == 7 ? [] : [bounds.lowerBound]))
    for button in RepeatStepperMachine.Button.allCases {
      #expect(!host.machine.acceptsInput(on: button))
      #expect(host.press(button) == .none)
      host.advance(by: 2)
      #expect(host.lift(button) == .none)
      #expect(host.adjust(button) == .none)
    }
    for key in RepeatStepperMachine.Key.allCases { #expect(host.key(key) == .none) }
    #expect(host.written.count == (bounds.lowerBound == 7 ? 0 : 1))
    let layout = host.layout
    #expect(!layout.incrementEnabled && !layout.decrementEnabled)
    #expect(layout.incrementOpacity == 0.35 && layout.decrementOpacity == 0.35)
    let accessibility = host.accessibility
    #expect(!accessibility.canIncrement && !accessibility.canDecrement)
    #expect(accessibility.value == bounds.lowerBound)
  }

  struct AtBoundCase: Sendable, CustomTestStringConvertible {
    let value: Int
    let button: RepeatStepperMachine.Button
    var testDescription: String { "\(button) at \(value)" }
  }

  @Test(
    "a button at its bound takes no input unless the stepper wraps",
    arguments: [
      AtBoundCase(value: 0, button: .decrement), AtBoundCase(value: 99, button: .increment),
    ], [false, true])
  func buttonAtBound(_ row: AtBoundCase, _ wraps: Bool) {
    let value = row.value
    let button = row.button
    var host = RepeatStepperHost(value: value, wraps: wraps)
    #expect(host.machine.acceptsInput(on: button) == wraps)
    if wraps {
      host.tap(button)
      #expect(host.written == [value == 0 ? 99 : 0])
    } else {
      #expect(host.press(button) == .none)
      host.advance(by: 3)
      #expect(host.lift(button) == .none)
      #expect(host.adjust(button) == .none)
      for key in RepeatStepperMachine.Key.allCases
      where RepeatStepperOracle.button(for: key, in: .leftToRight) == button {
        #expect(host.key(key) == .none)
      }
      #expect(host.written.isEmpty)
      // The other button still works.
      host.tap(button == .increment ? .decrement : .increment)
      #expect(host.written == [value == 0 ? 1 : 98])
    }
  }
}

@Suite("Repeat stepper machine: disabled and disappeared")
struct RepeatStepperLifecycleTests {
  @Test("a disabled stepper takes no input, is dimmed and offers no action")
  func disabled() {
    var host = RepeatStepperHost(value: 50, environment: BlockEnvironment(isEnabled: false))
    for button in RepeatStepperMachine.Button.allCases {
      #expect(!host.machine.acceptsInput(on: button))
      #expect(host.press(button) == .none)
      host.advance(by: 2)
      #expect(host.lift(button) == .none)
      #expect(host.adjust(button) == .none)
    }
    for key in RepeatStepperMachine.Key.allCases { #expect(host.key(key) == .none) }
    #expect(host.written.isEmpty && host.haptics.isEmpty)
    #expect(host.layout.opacity == BlockEnvironment.disabledOpacity)
    let accessibility = host.accessibility
    #expect(accessibility.isDimmed)
    #expect(!accessibility.canIncrement && !accessibility.canDecrement)
  }

  @Test(
    "disabling stops a press in flight: no step on its lift, no later timer step",
    arguments: [0.2, 0.5, 0.9])
  func disabledMidPress(_ at: Double) {
    var host = RepeatStepperHost(value: 50)
    host.press(.increment)
    host.advance(by: at)
    let before = host.written
    let effects = host.setEnvironment(BlockEnvironment(isEnabled: false))
    #expect(effects.timer == .cancel)
    #expect(host.scheduled == nil)
    #expect(host.layout.pressedButton == nil)
    host.advance(by: 5)
    host.lift(.increment)
    #expect(host.written == before)
    // Enabled again, a new press works.
    host.setEnvironment(BlockEnvironment())
    host.tap(.increment)
    #expect(host.written == before + [(before.last ?? 50) + 1])
  }

  @Test(
    "disappearing cancels the timer; nothing fires later, late timers and the lift included",
    arguments: [0.2, 0.5, 0.9])
  func disappeared(_ at: Double) {
    var host = RepeatStepperHost(value: 50)
    host.press(.decrement)
    host.advance(by: at)
    let before = host.written
    let timers = host.startedTimers
    let effects = host.disappear()
    #expect(effects.timer == .cancel)
    #expect(host.scheduled == nil && host.machine.awaitedTimer == nil)
    for timer in timers { #expect(host.send(.timerFired(timer)) == .none) }
    host.advance(by: 60)
    #expect(host.lift(.decrement) == .none)
    #expect(host.written == before)
    #expect(host.machine.isAtRest)
  }
}

@Suite("Repeat stepper machine: keys and assistive technologies")
struct RepeatStepperKeyTests {
  struct KeyCase: Sendable, CustomTestStringConvertible {
    let key: RepeatStepperMachine.Key
    let direction: FlowDirection
    let expected: Int
    var testDescription: String { "\(key) in \(direction) → \(expected)" }
  }

  static let keys: [KeyCase] = [
    .init(key: .left, direction: .leftToRight, expected: 49),
    .init(key: .right, direction: .leftToRight, expected: 51),
    .init(key: .left, direction: .rightToLeft, expected: 51),
    .init(key: .right, direction: .rightToLeft, expected: 49),
    .init(key: .up, direction: .leftToRight, expected: 51),
    .init(key: .up, direction: .rightToLeft, expected: 51),
    .init(key: .down, direction: .leftToRight, expected: 49),
    .init(key: .down, direction: .rightToLeft, expected: 49),
    .init(key: .plus, direction: .leftToRight, expected: 51),
    .init(key: .plus, direction: .rightToLeft, expected: 51),
    .init(key: .minus, direction: .leftToRight, expected: 49),
    .init(key: .minus, direction: .rightToLeft, expected: 49),
  ]

  @Test("the arrows (mirrored right to left), up and down, + and − step once", arguments: keys)
  func key(_ row: KeyCase) {
    var host = RepeatStepperHost(
      value: 50, environment: BlockEnvironment(direction: row.direction))
    let effects = host.key(row.key)
    #expect(host.written == [row.expected])
    #expect(effects.haptic == .selection && effects.timer == nil)
    #expect(host.machine.isAtRest)
    let button: RepeatStepperMachine.Button = row.expected > 50 ? .increment : .decrement
    #expect(RepeatStepperOracle.button(for: row.key, in: row.direction) == button)
  }

  @Test("a held key repeats with the system's key repeat: one step per key press")
  func heldKey() {
    var host = RepeatStepperHost(value: 10)
    for _ in 0..<20 {
      host.key(.right)
      host.advance(by: 0.033)
    }
    #expect(host.written == Array(11...30))
    let ticks = host.timedHaptics.map(\.time)
    #expect(zip(ticks.dropFirst(), ticks).allSatisfy { $0 - $1 >= 0.08 - 1e-9 })
    #expect(host.scheduled == nil)
  }

  @Test("flipping the layout direction mirrors the arrows from then on")
  func directionFlip() {
    var host = RepeatStepperHost(value: 50)
    host.key(.right)
    host.setEnvironment(BlockEnvironment(direction: .rightToLeft))
    host.key(.right)
    host.key(.left)
    #expect(host.written == [51, 50, 51])
  }

  @Test(
    "an accessibility step moves by one step at once, without a timer",
    arguments: [1, 5, Int.max])
  func accessibilityStep(_ step: Int) {
    let bounds = -1_000...1_000
    var host = RepeatStepperHost(value: 50, bounds: bounds, step: step)
    var expected: [Int] = []
    var value = 50
    for button in [RepeatStepperMachine.Button.increment, .decrement, .decrement, .decrement] {
      let effects = host.adjust(button)
      #expect(effects.timer == nil)
      let blocked = button == .increment ? value == bounds.upperBound : value == bounds.lowerBound
      if blocked {
        #expect(effects == .none)
      } else {
        value = RepeatStepperOracle.stepped(
          value, by: button, bounds: bounds, step: step, wraps: false)
        expected.append(value)
      }
    }
    #expect(host.written == expected)
    #expect(host.machine.isAtRest)
  }

  @Test("keys and accessibility steps wait while a finger is on a button")
  func keysDuringPress() {
    var host = RepeatStepperHost(value: 50)
    host.press(.increment)
    #expect(host.key(.down) == .none)
    #expect(host.adjust(.decrement) == .none)
    host.lift(.increment)
    #expect(host.written == [51])
  }
}

@Suite("Repeat stepper machine: degenerate timestamps")
struct RepeatStepperClockTests {
  @Test("non-finite and backward timestamps count as no time passed and never double a step")
  func degenerateTimes() {
    var machine = RepeatStepperMachine(value: 50)
    _ = machine.send(.pressBegan(.increment), at: 5)
    _ = machine.send(.pressEnded(.increment), at: .nan)
    #expect(machine.value == 51 && machine.valueToWriteBack == 51)
    _ = machine.send(.pressBegan(.increment), at: 3)
    #expect(machine.currentTime == 5)
    _ = machine.send(.pressEnded(.increment), at: .infinity)
    #expect(machine.value == 52)
    _ = machine.send(.pressEnded(.increment), at: -.infinity)
    #expect(machine.value == 52 && machine.valueToWriteBack == nil)
    #expect(machine.isAtRest)
  }
}

@Suite("Repeat stepper machine: seeded random sequences")
struct RepeatStepperRandomSequenceTests {
  static let seeds: [UInt64] = [1, 2, 3, 42, 1_234, 99_991, 0xDEAD_BEEF, 0x5EED_0F_401D]

  /// The button the write-back's event stepped with, judged from the machine after it.
  static func button(
    of event: RepeatStepperMachine.Event, after machine: RepeatStepperMachine
  ) -> RepeatStepperMachine.Button? {
    switch event {
    case .pressEnded(let button), .accessibilityStep(let button): button
    case .keyPressed(let key):
      RepeatStepperOracle.button(for: key, in: machine.environment.direction)
    case .timerFired: machine.press?.button
    default: nil
    }
  }

  @Test(
    "random presses, lifts, moves, cancels, keys, values, bounds, timers and disappearances: in bounds, one step per write-back",
    arguments: seeds)
  func randomSequences(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    let bounds = pick(RepeatStepperModel.hostileBounds)
    let step = pick(RepeatStepperModel.hostileSteps)
    let wraps = Bool.random(using: &random)
    let value =
      Bool.random(using: &random)
      ? Int.random(in: bounds, using: &random) : pick(RepeatStepperModel.hostileValues)
    var host = RepeatStepperHost(value: value, bounds: bounds, step: step, wraps: wraps)
    host.echoesWriteBacks = seed % 2 == 1
    let setup = "seed \(seed): \(bounds) step \(step) wraps \(wraps) value \(value)"
    // Presses, lifts, moves and cancels on either button, keys, accessibility steps, values and
    // bounds from the app, environment changes, disappearances and stale timers delivered late.
    var actions = RandomHostActions(
      RepeatStepperModel(value: value, bounds: bounds, step: step, wraps: wraps))
    var checked = host.writeBacks.count
    for index in 0..<400 {
      switch actions.next(for: host.base, using: &random) {
      case .send(let event): host.send(event)
      case .wait(let seconds): host.advance(by: seconds)
      case .none: break
      }
      let machine = host.machine
      let configuration = machine.configuration
      let at = "\(setup) step \(index)"
      // The value is always within the bounds
      if configuration.isInert {
        #expect(machine.value == configuration.lowerBound, "\(at)")
      } else {
        #expect(
          machine.value >= configuration.lowerBound && machine.value <= configuration.upperBound,
          "\(at): \(machine.value)")
      }
      // Every write-back is one step from the value before it (the oracle's step, clamped to
      // the bound it would pass or wrapped), or a value from outside clamped to a bound
      for writeBack in host.writeBacks.dropFirst(checked) {
        guard let event = writeBack.event else { continue }
        let usable =
          configuration
          .lowerBound...max(
            configuration.lowerBound, configuration.upperBound)
        if let button = Self.button(of: event, after: machine) {
          let expected = RepeatStepperOracle.stepped(
            writeBack.before, by: button, bounds: usable, step: configuration.step,
            wraps: configuration.wraps)
          #expect(writeBack.written == expected, "\(at): \(writeBack), expected \(expected)")
          #expect(writeBack.written != writeBack.before, "\(at): \(writeBack)")
        } else {
          let atBound =
            writeBack.written == usable.lowerBound || writeBack.written == usable.upperBound
          #expect(atBound, "\(at): \(writeBack) is not a clamp")
          switch event {
          case .valueSet, .configurationChanged: break
          default: Issue.record("\(at): \(writeBack) on an event that never writes")
          }
        }
      }
      checked = host.writeBacks.count
      // No step is lost: the binding always holds the value shown
      #expect(
        host.binding == machine.value, "\(at): binding \(host.binding), value \(machine.value)")
      #expect(host.echoWriteBacks == 0, "\(at)")
      // No timer over 60 s, none under the 0.05 s floor, and none without a press that steps
      #expect(
        host.timerDelays.allSatisfy { $0.isFinite && $0 >= 0.05 && $0 <= 60 }, "\(at)")
      if machine.awaitedTimer != nil {
        #expect(machine.press?.isStopped == false, "\(at): a timer without a press")
      }
    }
    // Lifting every finger and letting time pass brings it to rest, stepping at most once more
    let before = host.writeBacks.count
    for button in RepeatStepperMachine.Button.allCases { host.lift(button) }
    host.advance(by: 10)
    #expect(host.writeBacks.count - before <= 1, "\(setup)")
    #expect(host.machine.isAtRest && host.scheduled == nil, "\(setup)")
    #expect(host.binding == host.machine.value, "\(setup)")
    // And no two ticks ever came closer than 0.08 s
    let ticks = host.timedHaptics.filter { $0.haptic == .selection }.map(\.time)
    for (previous, next) in zip(ticks, ticks.dropFirst()) {
      #expect(next - previous >= 0.08 - 1e-9, "\(setup): ticks at \(previous) and \(next)")
    }
  }
}

// MARK: - The host

/// One value the stepper wrote back to its binding, and what led to it.
struct RepeatStepperWriteBack: Hashable, Sendable, CustomStringConvertible {
  /// The virtual time of the event that wrote it.
  var time: Double
  /// The event that wrote it; `nil` for the write-back the machine holds before its first event.
  var event: RepeatStepperMachine.Event?
  /// The machine's value before the event (the app's value for the first write-back).
  var before: Int
  /// The value written.
  var written: Int

  var description: String {
    "\(before) → \(written) at \(time) on \(event.map { "\($0)" } ?? "init")"
  }
}

/// The virtual host driving a repeat stepper, and the app's binding around it.
///
/// The stepper's binding is written from ``RepeatStepperMachine/valueToWriteBack`` after each
/// event, as its view does, so this host wraps the generic ``VirtualHost`` and records every
/// write-back with its time and the value before it, and every haptic with its time. It fires
/// timers itself (through ``advance(by:)``) so that a step made by a timer is recorded too.
struct RepeatStepperHost {
  typealias Machine = RepeatStepperMachine
  typealias Button = RepeatStepperMachine.Button

  /// The generic host: virtual clock, timer slot, haptics and animations.
  private(set) var base: VirtualHost<RepeatStepperMachine>
  /// The app's binding: the value it passed, then every value the stepper wrote back.
  private(set) var binding: Int
  /// Every write-back, in order (the initial one included).
  private(set) var writeBacks: [RepeatStepperWriteBack] = []
  /// Every haptic played, with the virtual time it played at.
  private(set) var timedHaptics: [(time: Double, haptic: Haptic)] = []
  /// Every timer delay the machine asked for, in order.
  private(set) var timerDelays: [Double] = []
  /// Whether the app's `onChange(of: value)` sends each written value back as a `valueSet`, as
  /// the view does when its binding changes.
  var echoesWriteBacks = false
  /// How many write-backs the echoed `valueSet`s caused (the rule: none).
  private(set) var echoWriteBacks = 0

  /// A host with a stepper showing `value` (clamped into the bounds).
  init(
    value: Int = 0, bounds: ClosedRange<Int> = 0...99, step: Int = 1, wraps: Bool = false,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    let machine = RepeatStepperMachine(
      value: value, configuration: .init(bounds: bounds, step: step, wraps: wraps),
      environment: environment)
    base = VirtualHost(machine)
    binding = value
    // The stepper writes a value it had to clamp back once, before the first event.
    if let written = machine.valueToWriteBack {
      writeBacks.append(.init(time: 0, event: nil, before: value, written: written))
      binding = written
    }
    send(.environmentChanged(environment))
  }

  /// The machine under test.
  var machine: RepeatStepperMachine { base.machine }
  /// The value shown.
  var value: Int { machine.value }
  /// The virtual clock, in seconds.
  var now: Double { base.now }
  /// The host's timer slot.
  var scheduled: (timer: Machine.Timer, due: Double)? { base.scheduled }
  /// Every haptic played.
  var haptics: [Haptic] { base.haptics }
  /// Every animation the machine asked for.
  var animations: [Motion] { base.animations }
  /// Every timer the machine started.
  var startedTimers: [Machine.Timer] { base.startedTimers }
  /// The frame now.
  var layout: RepeatStepperLayout { RepeatStepperLayout(machine) }
  /// The accessibility description now.
  var accessibility: RepeatStepperAccessibility { RepeatStepperAccessibility(machine) }
  /// The values written back, in order.
  var written: [Int] { writeBacks.map(\.written) }
  /// The times of the write-backs that were steps (not the initial clamp), in order.
  var stepTimes: [Double] {
    writeBacks.filter { $0.event.map(Self.isStepping) ?? false }.map(\.time)
  }

  /// Sends `event` at ``now``, plays its effects, and writes the binding as the view does (a
  /// `valueSet` is the app's binding changing, so the binding takes its value first).
  @discardableResult
  mutating func send(_ event: RepeatStepperMachine.Event) -> Effects<Machine.Timer> {
    let before = machine.value
    if case .valueSet(let value) = event { binding = value }
    let effects = base.send(event)
    if case .start(_, let seconds)? = effects.timer { timerDelays.append(seconds) }
    if let haptic = effects.haptic { timedHaptics.append((now, haptic)) }
    if let written = machine.valueToWriteBack {
      writeBacks.append(.init(time: now, event: event, before: before, written: written))
      binding = written
      if echoesWriteBacks {
        let echo = base.send(.valueSet(written))
        if machine.valueToWriteBack != nil || !echo.isEmpty { echoWriteBacks += 1 }
      }
    }
    return effects
  }

  /// Advances the virtual clock by `seconds`, firing (and recording) every timer that falls due
  /// on the way.
  mutating func advance(by seconds: Double) {
    let end = now + seconds
    while let next = base.scheduled, next.due <= end + 1e-12 {
      base.now = max(base.now, next.due)
      base.scheduled = nil
      send(.timerFired(next.timer))
    }
    base.now = end
  }

  /// Whether `event` is one that may step (a lift, a timer, a key, an adjustment).
  static func isStepping(_ event: RepeatStepperMachine.Event) -> Bool {
    switch event {
    case .pressEnded, .timerFired, .accessibilityStep, .keyPressed: true
    default: false
    }
  }

  // MARK: - Gestures

  /// A finger touches `button`.
  @discardableResult
  mutating func press(_ button: Button) -> Effects<Machine.Timer> { send(.pressBegan(button)) }

  /// The finger on `button` lifts.
  @discardableResult
  mutating func lift(_ button: Button) -> Effects<Machine.Timer> { send(.pressEnded(button)) }

  /// The finger on `button` moved (`x`, `y`) points from where it began.
  @discardableResult
  mutating func move(_ button: Button, x: Double, y: Double) -> Effects<Machine.Timer> {
    send(.pressMoved(button, translationX: x, translationY: y))
  }

  /// The system cancels the press on `button`.
  @discardableResult
  mutating func cancel(_ button: Button) -> Effects<Machine.Timer> {
    send(.pressCancelled(button))
  }

  /// A tap: a press on `button` lifted after `seconds` (less than the hold delay).
  mutating func tap(_ button: Button, lasting seconds: Double = 0.1) {
    press(button)
    advance(by: seconds)
    lift(button)
  }

  /// A press on `button` held for `seconds`, then lifted.
  mutating func hold(_ button: Button, for seconds: Double) {
    press(button)
    advance(by: seconds)
    lift(button)
  }

  /// VoiceOver, Switch Control or Voice Control steps with `button`.
  @discardableResult
  mutating func adjust(_ button: Button) -> Effects<Machine.Timer> {
    send(.accessibilityStep(button))
  }

  /// Full Keyboard Access presses `key`.
  @discardableResult
  mutating func key(_ key: RepeatStepperMachine.Key) -> Effects<Machine.Timer> {
    send(.keyPressed(key))
  }

  /// The app sets its binding to `value`, as SwiftUI's `onChange` reports it.
  @discardableResult
  mutating func setValue(_ value: Int) -> Effects<Machine.Timer> {
    send(.valueSet(value))
  }

  /// The caller passes new bounds, step and wrapping.
  @discardableResult
  mutating func configure(
    bounds: ClosedRange<Int>, step: Int = 1, wraps: Bool = false
  ) -> Effects<Machine.Timer> {
    send(.configurationChanged(.init(bounds: bounds, step: step, wraps: wraps)))
  }

  /// Tells the machine about a new environment.
  @discardableResult
  mutating func setEnvironment(_ environment: BlockEnvironment) -> Effects<Machine.Timer> {
    send(.environmentChanged(environment))
  }

  /// The view disappears.
  @discardableResult
  mutating func disappear() -> Effects<Machine.Timer> { send(.disappeared) }
}

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

@Suite("Repeat stepper accessibility")
struct RepeatStepperAccessibilityTests {
  struct OfferCase: Sendable, CustomTestStringConvertible {
    let value: Int
    let bounds: ClosedRange<Int>
    let wraps: Bool
    let isEnabled: Bool
    let canIncrement: Bool
    let canDecrement: Bool
    var testDescription: String {
      "\(value) in \(bounds)\(wraps ? " wrapping" : "")\(isEnabled ? "" : " disabled"): "
        + "+ \(canIncrement), − \(canDecrement)"
    }
  }

  static let offerCases = [
    OfferCase(
      value: 50, bounds: 0...99, wraps: false, isEnabled: true, canIncrement: true,
      canDecrement: true),
    OfferCase(
      value: 0, bounds: 0...99, wraps: false, isEnabled: true, canIncrement: true,
      canDecrement: false),
    OfferCase(
      value: 99, bounds: 0...99, wraps: false, isEnabled: true, canIncrement: false,
      canDecrement: true),
    OfferCase(
      value: 99, bounds: 0...99, wraps: true, isEnabled: true, canIncrement: true,
      canDecrement: true),
    OfferCase(
      value: 0, bounds: 0...99, wraps: true, isEnabled: true, canIncrement: true,
      canDecrement: true),
    OfferCase(
      value: 3, bounds: 3...3, wraps: true, isEnabled: true, canIncrement: false,
      canDecrement: false),
    OfferCase(
      value: 50, bounds: 0...99, wraps: false, isEnabled: false, canIncrement: false,
      canDecrement: false),
    OfferCase(
      value: 0, bounds: 0...99, wraps: true, isEnabled: false, canIncrement: false,
      canDecrement: false),
  ]

  @Test(
    "increment and decrement are offered exactly when they step, and then step once",
    arguments: offerCases)
  func offers(_ row: OfferCase) {
    var host = RepeatStepperHost(
      value: row.value, bounds: row.bounds, wraps: row.wraps,
      environment: BlockEnvironment(isEnabled: row.isEnabled))
    let description = host.accessibility
    #expect(description.value == row.value)
    #expect(description.canIncrement == row.canIncrement)
    #expect(description.canDecrement == row.canDecrement)
    #expect(description.isDimmed == !row.isEnabled)
    // What is offered is what the machine does.
    var up = host
    up.adjust(.increment)
    #expect(up.written.count == (row.canIncrement ? 1 : 0))
    host.adjust(.decrement)
    #expect(host.written.count == (row.canDecrement ? 1 : 0))
  }

  @Test("the adjustable element's value follows every step")
  func valueFollows() {
    var host = RepeatStepperHost(value: 10)
    host.adjust(.increment)
    #expect(host.accessibility.value == 11)
    host.hold(.decrement, for: 0.7)
    #expect(host.accessibility.value == 9)
    host.setValue(500)
    #expect(host.accessibility.value == 99)
  }

  @Test(
    "one adjustable element with VoiceOver, else two buttons that act only when they step",
    arguments: [false, true])
  func representation(isVoiceOverRunning: Bool) {
    let atUpperBound = RepeatStepperMachine(
      value: 99, configuration: .init(bounds: 0...99, step: 1, wraps: false))
    let description = RepeatStepperAccessibility(
      atUpperBound, isVoiceOverRunning: isVoiceOverRunning)
    #expect(description.isOneAdjustableElement == isVoiceOverRunning)
    // Either way the same steps are on offer: the minus button, or the element's decrement.
    #expect(description.canDecrement && !description.canIncrement)
    #expect(RepeatStepperAccessibility(atUpperBound).isOneAdjustableElement == false)
  }

  @Test("the buttons are labelled Increase <label> and Decrease <label>, in both languages")
  func labels() {
    let description = RepeatStepperAccessibility(RepeatStepperMachine())
    #expect(description.increaseLabel == RepeatStepperStrings.increase)
    #expect(description.decreaseLabel == RepeatStepperStrings.decrease)
    let table = RepeatStepperStrings.table
    /// The label as the element reads with the app's label, "Quantity".
    func named(_ text: LocalizedText, _ language: String) -> String {
      let parts = table.insertionParts(of: text, language: language)
      return parts.before + "Quantity" + parts.after
    }
    #expect(named(description.increaseLabel, "en") == "Increase Quantity")
    #expect(named(description.increaseLabel, "es") == "Aumentar Quantity")
    #expect(named(description.decreaseLabel, "en") == "Decrease Quantity")
    #expect(named(description.decreaseLabel, "es-MX") == "Disminuir Quantity")
  }
}

@Suite("Repeat stepper strings")
struct RepeatStepperStringsTests {
  static let keys: [LocalizedText] = [
    RepeatStepperStrings.increase, RepeatStepperStrings.decrease, RepeatStepperStrings.demoLabel,
    RepeatStepperStrings.demoProduct, RepeatStepperStrings.demoTotal,
  ]

  @Test("every key the stepper and its demo show or speak has English and Spanish")
  func everyKey() {
    let table = RepeatStepperStrings.table
    #expect(table.name == "RepeatStepper")
    #expect(Set(table.entries.keys) == Set(Self.keys.map(\.key)))
    #expect(table.count == Self.keys.count)
    for key in Self.keys {
      let entry = table.entries[key.key]
      #expect(entry?[.english].isEmpty == false && entry?[.spanish].isEmpty == false, "\(key)")
      #expect(entry?[.english] != entry?[.spanish], "\(key) is not translated")
      #expect(key.key.hasPrefix("repeat-stepper."), "\(key)")
    }
  }

  @Test("the specified wording")
  func wording() {
    let table = RepeatStepperStrings.table
    #expect(table.string(for: RepeatStepperStrings.increase, language: "en") == "Increase %@")
    #expect(table.string(for: RepeatStepperStrings.increase, language: "es") == "Aumentar %@")
    #expect(table.string(for: RepeatStepperStrings.decrease, language: "en") == "Decrease %@")
    #expect(table.string(for: RepeatStepperStrings.decrease, language: "es") == "Disminuir %@")
    // The demo's total keeps its number in both languages.
    let total = RepeatStepperStrings.demoTotal.with(42)
    #expect(table.string(for: total, language: "en").contains("42"))
    #expect(table.string(for: total, language: "es").contains("42"))
  }
}
