nonisolated extension HoldToConfirmButtonMachine {
  /// Where a hold-to-confirm button is in its life.
  public enum Phase: Hashable, Sendable, CaseIterable {
    /// Ready for a press. The ring may still be draining from a cancelled hold.
    case idle
    /// A finger is down and the ring fills; the hold timer is running.
    case holding
    /// The hold completed and the asynchronous action is running.
    case pending
    /// The action ran (or its work finished); the button shows its confirmed look until reset.
    case confirmed
    /// The asynchronous action threw; the button shows the failure title until reset.
    case failed
  }
}

nonisolated extension HoldToConfirmButtonMachine {
  /// The timers of a hold-to-confirm button.
  ///
  /// Each start carries a fresh generation number, so a timer that fires late, after it was
  /// replaced or cancelled, never matches the one the machine waits for and is ignored.
  public enum Timer: Hashable, Sendable {
    /// The hold is complete when this fires.
    case hold(generation: Int)
    /// The confirmed or failed look ends when this fires.
    case reset(generation: Int)
  }
}

nonisolated extension HoldToConfirmButtonMachine {
  /// What the caller configured: how long a hold lasts and whether the action is asynchronous
  /// work.
  ///
  /// A view sends a new configuration whenever its parent passes new values; the button obeys it
  /// from the next press on (a hold already running keeps its duration).
  public struct Configuration: Hashable, Sendable {
    /// Seconds every press must last, within ``HoldToConfirmButtonMetrics/holdDurationRange``.
    public var holdDuration: Double
    /// Whether the action is asynchronous: a completed hold waits for its outcome.
    public var isAsync: Bool

    /// Creates a configuration; the duration is clamped to
    /// ``HoldToConfirmButtonMetrics/holdDurationRange`` (zero and negative durations become the
    /// shortest hold, so the button never fires on a tap) and NaN becomes the default.
    public init(
      holdDuration: Double = HoldToConfirmButtonMetrics.defaultHoldDuration, isAsync: Bool = false
    ) {
      self.holdDuration = Numbers.duration(
        holdDuration,
        in: HoldToConfirmButtonMetrics.holdDurationRange,
        fallback: HoldToConfirmButtonMetrics.defaultHoldDuration)
      self.isAsync = isAsync
    }
  }
}

nonisolated extension HoldToConfirmButtonMachine {
  /// Everything that can happen to a hold-to-confirm button.
  ///
  /// Each event arrives with the host's time (see ``HoldToConfirmButtonMachine/send(_:at:)``);
  /// the machine evaluates its ring at that instant.
  public enum Event: Hashable, Sendable {
    /// A finger touched the button.
    case pressBegan
    /// The finger moved: its translation from where it touched down, in points. Beyond
    /// ``HoldToConfirmButtonMetrics/movementTolerance`` the touch is a scroll or a slide off the
    /// button, not a hold.
    case pressMoved(translationX: Double, translationY: Double)
    /// The finger lifted.
    case pressEnded
    /// The system cancelled the touch (a scroll view took it, a call came in).
    case pressCancelled
    /// VoiceOver, Voice Control, Switch Control or Full Keyboard Access activated the button.
    case accessibilityActivate
    /// A timer the machine started has elapsed.
    case timerFired(Timer)
    /// The asynchronous action returned.
    case workFinished
    /// The asynchronous action threw.
    case workFailed
    /// The view went away: every timer and the running work must be cancelled.
    case disappeared
    /// Reduce Motion, enabled state or layout direction changed (also sent on appear).
    case environmentChanged(BlockEnvironment)
    /// The caller passed a new hold duration or a different kind of action.
    case configurationChanged(Configuration)
  }
}

/// The headless behaviour of the Hold To Confirm Button.
///
/// A press starts a linear fill and a hold timer; the timer, not the gesture, decides that the
/// hold is complete. Lifting the finger early, moving it further than
/// ``HoldToConfirmButtonMetrics/movementTolerance`` (a scroll that started on the button, or a
/// slide off it) or a cancelled touch drains the ring and nothing fires. Accessibility
/// activation confirms at once. With an asynchronous action the button waits in
/// ``Phase/pending`` for ``Event/workFinished`` or ``Event/workFailed``.
///
/// **Fill rule.** Every press must last `holdDuration` to confirm, however full the ring is when
/// it starts: a destructive action never fires after a shorter hold. A press while the ring is
/// still draining from an earlier, cancelled press fills linearly from the progress the ring
/// shows at that instant to 1 over `holdDuration`, so the ring never jumps and is full exactly
/// when the hold completes. The ring is an ``AnimatedValue``, so what a view draws at any instant
/// is ``trim(at:)`` — never a blend of two animations.
nonisolated public struct HoldToConfirmButtonMachine: BlockStateMachine {
  /// The current phase.
  public private(set) var phase: Phase = .idle
  /// The ring's progress over time, in [0, 1].
  public private(set) var ring: AnimatedValue = .resting(at: 0)
  /// The environment the host last reported.
  public private(set) var environment: BlockEnvironment
  /// The caller's configuration.
  public private(set) var configuration: Configuration
  /// How many times the asynchronous action has failed; the view animates its shake on changes.
  public private(set) var failureCount = 0
  /// The timer the machine waits for, if any; every other `timerFired` is ignored.
  public private(set) var awaitedTimer: Timer?
  /// Whether the touch in flight stopped being a hold (it moved too far); the rest of it is
  /// ignored until it lifts.
  public private(set) var isIgnoringTouch = false

  private var timerGeneration = 0
  private var clock = HostTime()

  /// Creates an idle button.
  ///
  /// - Parameters:
  ///   - holdDuration: Seconds a press must last, clamped to
  ///     ``HoldToConfirmButtonMetrics/holdDurationRange``; NaN becomes the default of 1.2 s.
  ///   - isAsync: Whether the action is asynchronous and reports its outcome.
  ///   - environment: The starting environment.
  public init(
    holdDuration: Double = HoldToConfirmButtonMetrics.defaultHoldDuration,
    isAsync: Bool = false,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.configuration = Configuration(holdDuration: holdDuration, isAsync: isAsync)
    self.environment = environment
  }

  /// Seconds a press must last to confirm.
  public var holdDuration: Double { configuration.holdDuration }
  /// Whether the action is asynchronous: a completed hold waits in ``Phase/pending``.
  public var isAsync: Bool { configuration.isAsync }

  /// Whether nothing is in flight: idle and no timer pending.
  ///
  /// The ring may still be draining; a press then resumes from where it is.
  public var isAtRest: Bool { phase == .idle && awaitedTimer == nil }

  /// The ring's progress (its trim) at host time `time`, as the screen shows it, in [0, 1].
  public func trim(at time: Double) -> Double { Numbers.clamped(ring.value(at: time), to: 0...1) }

  /// The latest host time the machine was given (0 before the first event).
  public var currentTime: Double { clock.now }

  /// The host time at which the drawn value stops moving.
  public var animationEnd: Double { ring.end }

  /// The event a host sends when `timer` elapses.
  public static func timerFired(_ timer: Timer) -> Event { .timerFired(timer) }

  /// The event a host sends when the environment changes, and once on appear.
  public static func environmentChanged(_ environment: BlockEnvironment) -> Event {
    .environmentChanged(environment)
  }

  /// The event a host sends when the view disappears.
  public static var disappeared: Event { .disappeared }

  /// The event that reports how the asynchronous confirm work ended.
  public static func workCompleted(succeeded: Bool) -> Event? {
    succeeded ? .workFinished : .workFailed
  }

  /// Handles one event that happened at host time `time` and returns what the host must do.
  public mutating func send(_ event: Event, at time: Double) -> Effects<Timer> {
    let now = clock.advance(to: time)
    switch event {
    case .pressBegan:
      isIgnoringTouch = false
      return pressBegan(at: now)
    case .pressMoved(let x, let y):
      guard phase == .holding, !isIgnoringTouch else { return .none }
      let (dx, dy) = (Numbers.saturated(x), Numbers.saturated(y))
      let tolerance = HoldToConfirmButtonMetrics.movementTolerance
      // Squares of huge distances overflow to +∞, which still compares correctly.
      guard dx * dx + dy * dy > tolerance * tolerance else { return .none }
      isIgnoringTouch = true
      return cancelHold(at: now)
    case .pressEnded, .pressCancelled:
      isIgnoringTouch = false
      guard phase == .holding else { return .none }
      return cancelHold(at: now)
    case .accessibilityActivate:
      guard phase == .idle || phase == .holding else { return .none }
      return confirm(at: now)
    case .timerFired(let timer):
      return timerFired(timer, at: now)
    case .workFinished:
      guard phase == .pending else { return .none }
      return showConfirmed(at: now, callback: nil)
    case .workFailed:
      return workFailed(at: now)
    case .disappeared:
      return disappeared(at: now)
    case .environmentChanged(let newEnvironment):
      let wasEnabled = environment.isEnabled
      environment = newEnvironment
      if wasEnabled, !newEnvironment.isEnabled, phase == .holding {
        return cancelHold(at: now)
      }
      return .none
    case .configurationChanged(let configuration):
      self.configuration = configuration
      return .none
    }
  }

  // MARK: - Transitions

  private mutating func nextTimer(hold: Bool) -> Timer {
    timerGeneration &+= 1
    let timer: Timer =
      hold ? .hold(generation: timerGeneration) : .reset(generation: timerGeneration)
    awaitedTimer = timer
    return timer
  }

  /// Moves the ring to `target` with `motion`, from the trim it shows now.
  private mutating func moveRing(to target: Double, motion: Motion, at now: Double) {
    ring = AnimatedValue(from: trim(at: now), to: target, motion: motion, start: now)
  }

  private mutating func pressBegan(at now: Double) -> Effects<Timer> {
    guard environment.isEnabled, phase == .idle else { return .none }
    phase = .holding
    moveRing(to: 1, motion: .linear(duration: holdDuration), at: now)
    let timer = nextTimer(hold: true)
    return Effects(animation: ring.motion, timer: .start(timer, after: holdDuration))
  }

  private mutating func cancelHold(at now: Double) -> Effects<Timer> {
    phase = .idle
    moveRing(to: 0, motion: HoldToConfirmButtonMetrics.drainMotion, at: now)
    awaitedTimer = nil
    return Effects(animation: HoldToConfirmButtonMetrics.drainMotion, timer: .cancel)
  }

  private mutating func timerFired(_ timer: Timer, at now: Double) -> Effects<Timer> {
    guard let awaitedTimer, timer == awaitedTimer else { return .none }
    self.awaitedTimer = nil
    switch (timer, phase) {
    case (.hold, .holding):
      return confirm(at: now)
    case (.reset, .confirmed), (.reset, .failed):
      phase = .idle
      moveRing(to: 0, motion: HoldToConfirmButtonMetrics.resetMotion, at: now)
      return Effects(animation: HoldToConfirmButtonMetrics.resetMotion)
    default:
      return .none
    }
  }

  private mutating func confirm(at now: Double) -> Effects<Timer> {
    guard environment.isEnabled else { return .none }
    guard isAsync else { return showConfirmed(at: now, callback: .perform) }
    phase = .pending
    moveRing(to: 1, motion: HoldToConfirmButtonMetrics.confirmMotion, at: now)
    awaitedTimer = nil
    return Effects(
      animation: HoldToConfirmButtonMetrics.confirmMotion, haptic: .lightImpact,
      callback: .perform, timer: .cancel)
  }

  private mutating func showConfirmed(at now: Double, callback: CallbackEffect?)
    -> Effects<Timer>
  {
    phase = .confirmed
    moveRing(to: 1, motion: HoldToConfirmButtonMetrics.confirmMotion, at: now)
    let timer = nextTimer(hold: false)
    return Effects(
      animation: HoldToConfirmButtonMetrics.confirmMotion, haptic: .success, callback: callback,
      timer: .start(timer, after: HoldToConfirmButtonMetrics.resetDelay),
      announcement: HoldToConfirmButtonStrings.confirmed)
  }

  private mutating func workFailed(at now: Double) -> Effects<Timer> {
    guard phase == .pending else { return .none }
    phase = .failed
    failureCount &+= 1
    moveRing(to: 0, motion: HoldToConfirmButtonMetrics.failMotion, at: now)
    let timer = nextTimer(hold: false)
    return Effects(
      animation: HoldToConfirmButtonMetrics.failMotion, haptic: .error,
      timer: .start(timer, after: HoldToConfirmButtonMetrics.resetDelay),
      announcement: HoldToConfirmButtonStrings.failed)
  }

  private mutating func disappeared(at now: Double) -> Effects<Timer> {
    let wasPending = phase == .pending
    phase = .idle
    isIgnoringTouch = false
    ring = .resting(at: 0, since: now)
    awaitedTimer = nil
    return Effects(callback: wasPending ? .cancelWork : nil, timer: .cancel)
  }
}

/// Every number of the Hold To Confirm Button's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this enum alone. The look is the view's, in
/// `HoldToConfirmButton.swift`, and reaches the layout as ``HoldToConfirmButtonLayout/ScaledSizes``
/// and a ``HoldToConfirmButtonLook``.
nonisolated public enum HoldToConfirmButtonMetrics {
  /// The motion of the squeeze itself, separate from the ring's slow linear fill.
  public static let squeezeMotion = Motion.smooth(duration: 0.2)

  /// How far a finger may move from where it touched down, in points, before the touch stops
  /// being a hold: the distance a long-press recognizer allows, so a swipe that starts on the
  /// button scrolls its scroll view instead of confirming.
  public static let movementTolerance = 10.0

  /// The drain after a cancelled hold: ease-out over 0.25 s.
  public static let drainMotion = Motion.easeOut(duration: 0.25)

  /// The move into the confirmed (or pending) state: ease-out over 0.2 s.
  public static let confirmMotion = Motion.easeOut(duration: 0.2)

  /// The return to idle after the confirmed or failed look: ease-out over 0.3 s.
  public static let resetMotion = Motion.easeOut(duration: 0.3)

  /// The move into the failed state (ring drains, button shakes or fades): ease-out over 0.35 s.
  public static let failMotion = Motion.easeOut(duration: 0.35)

  /// How long the confirmed or failed look stays before the button re-arms, in seconds.
  public static let resetDelay = 1.2

  /// The hold durations a button accepts, in seconds.
  ///
  /// A caller's value is clamped into this range before any timer sees it. The shortest hold is
  /// still longer than a tap, so a destructive action never fires on one.
  public static let holdDurationRange = 0.3...60.0

  /// The default hold duration, in seconds.
  public static let defaultHoldDuration = 1.2

  /// How many times the failure shake swings left and right, decaying, before it rests.
  public static let shakeSwings = 3.0
}
