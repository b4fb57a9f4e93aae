nonisolated extension RepeatStepperMachine {
  /// Everything that can happen to a repeat stepper.
  public enum Event: Hashable, Sendable {
    /// The app set the value (on appear and whenever its binding changes); it may be outside the
    /// bounds.
    case valueSet(Int)
    /// The caller passed new bounds, step or wrapping.
    case configurationChanged(Configuration)
    /// A finger touched `button`.
    case pressBegan(Button)
    /// The finger on `button` moved by this translation from where it began, in points.
    case pressMoved(Button, translationX: Double, translationY: Double)
    /// The finger on `button` lifted.
    case pressEnded(Button)
    /// The system cancelled the press on `button` (a scroll view took it, a call came in).
    case pressCancelled(Button)
    /// A timer the machine started has elapsed.
    case timerFired(Timer)
    /// VoiceOver or Switch Control adjusted the stepper, or Voice Control pressed a button.
    case accessibilityStep(Button)
    /// Full Keyboard Access or a hardware keyboard pressed a key (a held key repeats by itself).
    case keyPressed(Key)
    /// Reduce Motion, enabled state or layout direction changed.
    case environmentChanged(BlockEnvironment)
    /// The view went away: the repeat stops and nothing fires afterwards.
    case disappeared
  }

  /// A finger on one of the buttons.
  public struct Press: Hashable, Sendable {
    /// The button under the finger.
    public var button: Button
    /// Whether this press has stepped (after the hold delay, or on a tap's lift).
    public var hasStepped = false
    /// How many repeats the press has made after its first step.
    public var repeats = 0
    /// Whether the press steps no more: it moved like a scroll, reached a bound, or the stepper
    /// was disabled or went away under it.
    public var isStopped = false
  }
}

/// The headless behaviour of the Repeat Stepper: a minus and a plus button around a value, where
/// a tap steps exactly once, on its lift, and a hold repeats faster and faster.
///
/// A press that lifts within 0.5 s steps once, when it lifts, so a touch that becomes a scroll
/// never changes the value. A press held 0.5 s steps then and repeats, the n-th repeat
/// 0.15 × 0.85ⁿ s after the one before, never sooner than 0.05 s. Lifting stops at once; moving
/// more than 10 pt, a cancel, or reaching a bound stops the repeat too. While one button is
/// pressed the other takes no input.
///
/// After each event ``valueToWriteBack`` says whether the host must write the value to its
/// binding: every step writes it exactly once, and a value from outside that had to be clamped
/// is written back once.
nonisolated public struct RepeatStepperMachine: BlockStateMachine {
  /// The shown value: always within the bounds.
  public private(set) var value: Int
  /// The caller's bounds, step and wrapping, made usable.
  public private(set) var configuration: Configuration
  /// The environment last reported by the host.
  public private(set) var environment: BlockEnvironment
  /// The finger on a button, if any.
  public private(set) var press: Press?
  /// The direction of the latest step: the value's numeric transition counts this way.
  public private(set) var lastStep: Button = .increment
  /// The value the host must write to its binding after the last event, or `nil` to leave the
  /// binding alone.
  public private(set) var valueToWriteBack: Int?
  /// The timer the machine waits for, if any: the hold delay or the next repeat.
  public private(set) var awaitedTimer: Timer?

  /// The bound the value arrived at with a rigid impact, until it leaves it.
  private var arrival: Int?
  /// When the last selection tick played.
  private var lastTick = -Double.infinity
  private var timerGeneration = 0
  private var clock = HostTime()

  /// Creates a stepper showing `value` (clamped into the bounds).
  ///
  /// When the value had to be clamped, ``valueToWriteBack`` holds the clamped one before the first
  /// event, so the host writes it back once.
  public init(
    value: Int = 0, configuration: Configuration = Configuration(),
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.configuration = configuration
    self.environment = environment
    self.value = configuration.clamped(value)
    if self.value != value { valueToWriteBack = self.value }
  }

  /// Whether `button` would take a press, a key or an adjustment now: enabled, not at its bound
  /// (unless the stepper wraps), and not while the other button is pressed.
  public func acceptsInput(on button: Button) -> Bool {
    guard environment.isEnabled, configuration.canStep(button, from: value) else { return false }
    if let press, press.button != button { return false }
    return true
  }

  /// Whether the stepper keeps `key` from the views around it: whenever it is enabled and not
  /// inert, even at a bound where the key steps nothing.
  ///
  /// A focused control owns its keys. Passing an arrow on at a bound would let Full Keyboard
  /// Access move the focus away, or a pager around the stepper turn its page, on the press that
  /// merely found the end; the range slider keeps its keys by the same rule.
  public func handles(_ key: Key) -> Bool {
    environment.isEnabled && !configuration.isInert
  }

  /// Whether no finger is down and no timer runs.
  public var isAtRest: Bool { press == nil && awaitedTimer == nil }

  /// The latest host time the machine was given (0 before the first event).
  public var currentTime: Double { clock.now }

  /// The stepper animates nothing itself: its value changes with the view's transition.
  public var animationEnd: Double { -Double.infinity }

  /// The event a host sends when `timer` elapses.
  public static func timerFired(_ timer: Timer) -> Event { .timerFired(timer) }

  /// The event a host sends when the environment changes, and once on appear.
  public static func environmentChanged(_ environment: BlockEnvironment) -> Event {
    .environmentChanged(environment)
  }

  /// The event a host sends when the view disappears.
  public static var disappeared: Event { .disappeared }

  /// Handles one event that happened at host time `time` and returns what the host must do.
  public mutating func send(_ event: Event, at time: Double) -> Effects<Timer> {
    let now = clock.advance(to: time)
    valueToWriteBack = nil
    switch event {
    case .valueSet(let new):
      let clamped = configuration.clamped(new)
      if clamped != new { valueToWriteBack = clamped }
      value = clamped
      settleArrival()
      return stopIfBlocked()
    case .configurationChanged(let new):
      configuration = new
      let clamped = new.clamped(value)
      if clamped != value { valueToWriteBack = clamped }
      value = clamped
      settleArrival()
      return stopIfBlocked()
    case .pressBegan(let button):
      guard press == nil else { return .none }
      guard acceptsInput(on: button) else { return .none }
      press = Press(button: button)
      return Effects(timer: startTimer(after: RepeatStepperMetrics.holdDelay))
    case .pressMoved(let button, let x, let y):
      guard press?.button == button, press?.isStopped == false else { return .none }
      let dx = Numbers.saturated(x)
      let dy = Numbers.saturated(y)
      let moved =
        max(abs(dx), abs(dy)) > RepeatStepperMetrics.scrollDistance
        || (dx * dx + dy * dy).squareRoot() > RepeatStepperMetrics.scrollDistance
      return moved ? stop() : .none
    case .pressEnded(let button):
      guard let ended = press, ended.button == button else { return .none }
      press = nil
      let cancel = cancelTimer()
      guard !ended.isStopped, !ended.hasStepped else { return cancel }
      // A tap steps once, on its lift.
      var effects = step(button, at: now)
      effects.timer = cancel.timer
      return effects
    case .pressCancelled(let button):
      guard press?.button == button else { return .none }
      press = nil
      return cancelTimer()
    case .timerFired(let timer):
      return timerFired(timer, at: now)
    case .accessibilityStep(let button):
      guard press == nil, acceptsInput(on: button) else { return .none }
      return step(button, at: now)
    case .keyPressed(let key):
      let button = self.button(for: key)
      guard press == nil, acceptsInput(on: button) else { return .none }
      return step(button, at: now)
    case .environmentChanged(let new):
      environment = new
      return new.isEnabled ? .none : stop()
    case .disappeared:
      return stop()
    }
  }

  /// The motion of the value's change.
  private var valueMotion: Motion {
    RepeatStepperMetrics.valueMotion(reduceMotion: environment.reduceMotion)
  }

  private mutating func timerFired(_ timer: Timer, at now: Double) -> Effects<Timer> {
    guard timer == awaitedTimer else { return .none }
    awaitedTimer = nil
    guard var current = press, !current.isStopped else { return .none }
    if current.hasStepped { current.repeats += 1 }
    current.hasStepped = true
    press = current
    var effects = step(current.button, at: now)
    if configuration.canStep(current.button, from: value) {
      effects.timer = startTimer(
        after: RepeatStepperMetrics.repeatInterval(current.repeats + 1))
    } else {
      // Reaching a bound stops the repeat.
      press?.isStopped = true
    }
    return effects
  }

  /// Steps once with `button`: the binding is written, the value's transition counts that way,
  /// and a tick or, arriving at a bound, a rigid impact plays.
  private mutating func step(_ button: Button, at now: Double) -> Effects<Timer> {
    let next = configuration.stepped(value, by: button)
    guard next != value else { return .none }
    value = next
    lastStep = button
    valueToWriteBack = next
    let atBound = next == configuration.lowerBound || next == configuration.upperBound
    if atBound, arrival != next {
      arrival = next
      return Effects(animation: valueMotion, haptic: .rigidImpact)
    }
    settleArrival()
    guard now - lastTick >= RepeatStepperMetrics.tickInterval else {
      return Effects(animation: valueMotion)
    }
    lastTick = now
    return Effects(animation: valueMotion, haptic: .selection)
  }

  /// Forgets the arrival once the value has left the bound it arrived at.
  private mutating func settleArrival() {
    if let arrived = arrival, arrived != value { arrival = nil }
  }

  /// The press in flight steps no more; its finger is still down until it lifts or is cancelled.
  private mutating func stop() -> Effects<Timer> {
    press?.isStopped = true
    return cancelTimer()
  }

  /// Stops a press whose button can no longer step (the value or the bounds changed under it).
  private mutating func stopIfBlocked() -> Effects<Timer> {
    guard let current = press, !current.isStopped,
      !configuration.canStep(current.button, from: value)
    else { return .none }
    return stop()
  }

  private mutating func startTimer(after seconds: Double) -> TimerEffect<Timer> {
    timerGeneration &+= 1
    let timer = Timer(generation: timerGeneration)
    awaitedTimer = timer
    return .start(timer, after: seconds)
  }

  private mutating func cancelTimer() -> Effects<Timer> {
    guard awaitedTimer != nil else { return .none }
    awaitedTimer = nil
    return Effects(timer: .cancel)
  }

  /// The button `key` steps: arrows mirrored in right-to-left layouts, where minus is on the
  /// right.
  private func button(for key: Key) -> Button {
    switch key {
    case .up, .plus: return .increment
    case .down, .minus: return .decrement
    case .left, .right:
      let right = key == .right
      let forward = environment.direction == .leftToRight ? right : !right
      return forward ? .increment : .decrement
    }
  }
}

nonisolated extension RepeatStepperMachine {
  /// One of the stepper's two buttons.
  public enum Button: Hashable, Sendable, CaseIterable {
    /// The minus button: steps toward the lower bound.
    case decrement
    /// The plus button: steps toward the upper bound.
    case increment
  }

  /// A key that steps the stepper, from Full Keyboard Access or a hardware keyboard.
  ///
  /// The left and right arrows are in screen terms: the machine mirrors them in right-to-left
  /// layouts, where the minus button is on the right.
  public enum Key: Hashable, Sendable, CaseIterable {
    /// The left arrow key.
    case left
    /// The right arrow key.
    case right
    /// The up arrow key: one step up.
    case up
    /// The down arrow key: one step down.
    case down
    /// The + key: one step up.
    case plus
    /// The − key: one step down.
    case minus
  }

  /// The stepper's one timer: the hold delay, then each repeat.
  ///
  /// Each start gets a new generation, so a late or duplicate `timerFired` for an earlier start is
  /// recognised as stale and ignored.
  public struct Timer: Hashable, Sendable, CustomStringConvertible {
    /// Counts the timers the machine has started.
    public let generation: Int

    /// Creates the identifier of the timer started as number `generation`.
    public init(generation: Int) {
      self.generation = generation
    }

    /// The timer's name, for test output.
    public var description: String { "repeat#\(generation)" }
  }
}

nonisolated extension RepeatStepperMachine {
  /// What the caller configured: the bounds, the step and whether stepping past a bound wraps,
  /// made usable.
  ///
  /// Every caller value passes through here before a rule sees it: a step of 0 or less is 1, and
  /// bounds of a single value (or reversed ones, built unchecked) make the stepper inert, showing
  /// the value and taking no input.
  public struct Configuration: Hashable, Sendable {
    /// The smallest value.
    public let lowerBound: Int
    /// The largest value.
    public let upperBound: Int
    /// How far one step moves the value: at least 1.
    public let step: Int
    /// Whether stepping past a bound lands on the other bound.
    public let wraps: Bool

    /// Makes `bounds`, `step` and `wraps` usable.
    public init(bounds: ClosedRange<Int> = 0...99, step: Int = 1, wraps: Bool = false) {
      lowerBound = bounds.lowerBound
      upperBound = bounds.upperBound
      self.step = max(step, 1)
      self.wraps = wraps
    }

    /// Whether the bounds hold one value only (or are reversed): the stepper shows the value and
    /// takes no input.
    public var isInert: Bool { !(lowerBound < upperBound) }

    /// `value` clamped into the bounds (the lower bound when inert).
    public func clamped(_ value: Int) -> Int {
      guard !isInert else { return lowerBound }
      return min(max(value, lowerBound), upperBound)
    }

    /// The value one press of `button` makes from `value`.
    ///
    /// The value moves `step` further, clamped to the bound it would pass, or with ``wraps`` onto
    /// the other bound (as `UIStepper` wraps). The arithmetic never overflows, whatever the
    /// bounds.
    public func stepped(_ value: Int, by button: Button) -> Int {
      guard !isInert else { return lowerBound }
      let value = clamped(value)
      switch button {
      case .increment:
        let (next, overflow) = value.addingReportingOverflow(step)
        guard overflow || next > upperBound else { return next }
        return wraps ? lowerBound : upperBound
      case .decrement:
        let (next, overflow) = value.subtractingReportingOverflow(step)
        guard overflow || next < lowerBound else { return next }
        return wraps ? upperBound : lowerBound
      }
    }

    /// Whether `button` can step from `value`: not at its bound unless the stepper wraps, and
    /// never when inert.
    public func canStep(_ button: Button, from value: Int) -> Bool {
      guard !isInert else { return false }
      if wraps { return true }
      return button == .increment ? value < upperBound : value > lowerBound
    }
  }
}

/// Every number of the Repeat Stepper's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this enum alone. The look is the view's, in
/// `RepeatStepper.swift`, and reaches the layout as a ``RepeatStepperLook``.
nonisolated public enum RepeatStepperMetrics {
  /// How long a press is held before it steps and starts repeating, in seconds; a press that
  /// lifts sooner is a tap and steps once, on the lift.
  public static let holdDelay = 0.5

  /// The base of the repeat intervals, in seconds: the n-th repeat (n = 1, 2, …) comes
  /// `firstRepeatInterval × repeatAcceleration`ⁿ after the one before, so the first repeat comes
  /// 0.1275 s after the step at the hold delay.
  public static let firstRepeatInterval = 0.15

  /// How much shorter each repeat interval is than the one before.
  public static let repeatAcceleration = 0.85

  /// The shortest interval between two repeats, in seconds.
  public static let minimumRepeatInterval = 0.05

  /// How far a finger moves from where it began before the press counts as a scroll, in points.
  public static let scrollDistance = 10.0

  /// The shortest time between two selection ticks, in seconds.
  public static let tickInterval = 0.08

  /// The motion of the value's numeric transition: a snappy 0.25 s, or none with Reduce Motion
  /// (a plain change).
  public static func valueMotion(reduceMotion: Bool) -> Motion {
    reduceMotion ? .none : .snappy(duration: 0.25)
  }

  /// The interval before the `n`-th repeat (n = 1, 2, …): 0.15 × 0.85ⁿ s, never under 0.05 s.
  public static func repeatInterval(_ n: Int) -> Double {
    var interval = firstRepeatInterval
    var count = max(n, 0)
    while count > 0, interval > minimumRepeatInterval {
      interval *= repeatAcceleration
      count -= 1
    }
    return max(interval, minimumRepeatInterval)
  }
}
