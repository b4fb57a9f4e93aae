@testable import BlocksCore

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
