extension HoldToConfirmButtonMachine {
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

extension HoldToConfirmButtonMachine {
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

extension HoldToConfirmButtonMachine {
  /// Everything that can happen to a hold-to-confirm button.
  ///
  /// Each event arrives with the host's time (see ``HoldToConfirmButtonMachine/send(_:at:)``);
  /// the machine evaluates its ring animation at that instant.
  public enum Event: Hashable, Sendable {
    /// A finger touched the button.
    case pressBegan
    /// The finger lifted, or left the button, or the system cancelled the touch.
    case pressEnded
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
  }
}

/// The ring's animation: from one progress to another with a motion that started at a host time.
///
/// SwiftUI animates the ring by itself once the host sets the target inside `withAnimation`, so
/// the machine keeps the same description to answer "what is the trim at time t" in tests and
/// previews, and to resume a new press from the exact progress the ring shows.
public struct HoldToConfirmButtonRing: Hashable, Sendable {
  /// The progress when the motion started, in [0, 1].
  public var from: Double
  /// The progress the motion moves to (the model value), in [0, 1].
  public var to: Double
  /// How the ring moves from `from` to `to`.
  public var motion: Motion
  /// The host time, in seconds, when the motion started.
  public var start: Double

  /// Creates a ring animation.
  ///
  /// - Parameters:
  ///   - from: The progress when the motion starts.
  ///   - to: The progress it moves to.
  ///   - motion: The curve.
  ///   - start: The host time when it starts.
  public init(from: Double, to: Double, motion: Motion, start: Double) {
    self.from = from.clamped(to: 0...1)
    self.to = to.clamped(to: 0...1)
    self.motion = motion
    self.start = start.finiteOr(0)
  }

  /// An empty ring at rest.
  public static let empty = HoldToConfirmButtonRing(from: 0, to: 0, motion: .none, start: 0)

  /// The ring's progress (its trim) at host time `time`, always in [0, 1].
  public func progress(at time: Double) -> Double {
    motion.sample(at: time - start, from: from, to: to).value.clamped(to: 0...1)
  }
}

/// The headless behaviour of the Hold To Confirm Button.
///
/// A press starts a linear fill and a hold timer; the timer, not the gesture, decides that the
/// hold is complete. Releasing early drains the ring and cancels. Accessibility activation
/// confirms at once. With an asynchronous action the button waits in ``HoldToConfirmButtonMachine/Phase/pending``
/// for ``HoldToConfirmButtonMachine/Event/workFinished`` or ``HoldToConfirmButtonMachine/Event/workFailed``.
///
/// **Fill rule.** Every press must last `holdDuration` to confirm, however full the ring is when
/// it starts: a destructive action never fires after a shorter hold. A press while the ring is
/// still draining from an earlier, cancelled press fills linearly from the progress the ring
/// shows at that instant to 1 over `holdDuration`, so the ring never jumps and is full exactly
/// when the hold completes.
public struct HoldToConfirmButtonMachine: BlockStateMachine {

  /// The current phase.
  public private(set) var phase: Phase = .idle
  /// The ring's current animation.
  public private(set) var ring: HoldToConfirmButtonRing = .empty
  /// The environment the host last reported.
  public private(set) var environment: BlockEnvironment
  /// Seconds a press must last, from an empty ring, to confirm.
  public let holdDuration: Double
  /// Whether the action is asynchronous: a completed hold waits in ``HoldToConfirmButtonMachine/Phase/pending``.
  public let isAsync: Bool
  /// How many times the asynchronous action has failed; the view animates its shake on changes.
  public private(set) var failureCount = 0
  /// The timer the machine waits for, if any; every other `timerFired` is ignored.
  public private(set) var awaitedTimer: Timer?

  private var timerGeneration = 0
  private var clock = HostTime()

  /// Creates an idle button.
  ///
  /// - Parameters:
  ///   - holdDuration: Seconds a press must last; negative and non-finite values become the
  ///     default of 1.2 s, and 0 confirms as soon as the (immediate) hold timer fires.
  ///   - isAsync: Whether the action is asynchronous and reports its outcome.
  ///   - environment: The starting environment.
  public init(
    holdDuration: Double = HoldToConfirmButtonMetrics.defaultHoldDuration,
    isAsync: Bool = false,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.holdDuration =
      holdDuration.isFinite && holdDuration >= 0
      ? holdDuration : HoldToConfirmButtonMetrics.defaultHoldDuration
    self.isAsync = isAsync
    self.environment = environment
  }

  /// Whether nothing is in flight: idle and no timer pending.
  ///
  /// The ring may still be draining; a press then resumes from where it is.
  public var isAtRest: Bool { phase == .idle && awaitedTimer == nil }

  /// The ring's progress (its trim) at host time `time`, as the screen shows it.
  public func trim(at time: Double) -> Double { ring.progress(at: time) }

  /// The latest host time the machine was given (0 before the first timestamped event).
  public var currentTime: Double { clock.now }

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
      return pressBegan(at: now)
    case .pressEnded:
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
      return disappeared()
    case .environmentChanged(let newEnvironment):
      let wasEnabled = environment.isEnabled
      environment = newEnvironment
      if wasEnabled, !newEnvironment.isEnabled, phase == .holding {
        return cancelHold(at: now)
      }
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

  private mutating func pressBegan(at now: Double) -> Effects<Timer> {
    guard environment.isEnabled, phase == .idle else { return .none }
    let progress = ring.progress(at: now)
    phase = .holding
    ring = HoldToConfirmButtonRing(
      from: progress, to: 1, motion: .linear(duration: holdDuration), start: now)
    let timer = nextTimer(hold: true)
    return Effects(animation: ring.motion, timer: .start(timer, after: holdDuration))
  }

  private mutating func cancelHold(at now: Double) -> Effects<Timer> {
    let progress = ring.progress(at: now)
    phase = .idle
    ring = HoldToConfirmButtonRing(
      from: progress, to: 0, motion: HoldToConfirmButtonMetrics.drainMotion, start: now)
    awaitedTimer = nil
    return Effects(animation: HoldToConfirmButtonMetrics.drainMotion, timer: .cancel)
  }

  private mutating func timerFired(_ timer: Timer, at now: Double)
    -> Effects<Timer>
  {
    guard let awaitedTimer, timer == awaitedTimer else { return .none }
    self.awaitedTimer = nil
    switch (timer, phase) {
    case (.hold, .holding):
      return confirm(at: now)
    case (.reset, .confirmed), (.reset, .failed):
      let progress = ring.progress(at: now)
      phase = .idle
      ring = HoldToConfirmButtonRing(
        from: progress, to: 0, motion: HoldToConfirmButtonMetrics.resetMotion, start: now)
      return Effects(animation: HoldToConfirmButtonMetrics.resetMotion)
    default:
      return .none
    }
  }

  private mutating func confirm(at now: Double) -> Effects<Timer> {
    guard environment.isEnabled else { return .none }
    guard isAsync else { return showConfirmed(at: now, callback: .perform) }
    let progress = ring.progress(at: now)
    phase = .pending
    ring = HoldToConfirmButtonRing(
      from: progress, to: 1, motion: HoldToConfirmButtonMetrics.confirmMotion, start: now)
    awaitedTimer = nil
    return Effects(
      animation: HoldToConfirmButtonMetrics.confirmMotion, haptic: .lightImpact, callback: .perform,
      timer: .cancel)
  }

  private mutating func showConfirmed(at now: Double, callback: CallbackEffect?)
    -> Effects<Timer>
  {
    let progress = ring.progress(at: now)
    phase = .confirmed
    ring = HoldToConfirmButtonRing(
      from: progress, to: 1, motion: HoldToConfirmButtonMetrics.confirmMotion, start: now)
    let timer = nextTimer(hold: false)
    return Effects(
      animation: HoldToConfirmButtonMetrics.confirmMotion, haptic: .success, callback: callback,
      timer: .start(timer, after: HoldToConfirmButtonMetrics.resetDelay),
      announcement: HoldToConfirmButtonStrings.confirmed)
  }

  private mutating func workFailed(at now: Double) -> Effects<Timer> {
    guard phase == .pending else { return .none }
    let progress = ring.progress(at: now)
    phase = .failed
    failureCount &+= 1
    ring = HoldToConfirmButtonRing(
      from: progress, to: 0, motion: HoldToConfirmButtonMetrics.failMotion, start: now)
    let timer = nextTimer(hold: false)
    return Effects(
      animation: HoldToConfirmButtonMetrics.failMotion, haptic: .error,
      timer: .start(timer, after: HoldToConfirmButtonMetrics.resetDelay),
      announcement: HoldToConfirmButtonStrings.failed)
  }

  private mutating func disappeared() -> Effects<Timer> {
    let wasPending = phase == .pending
    phase = .idle
    ring = HoldToConfirmButtonRing(from: 0, to: 0, motion: .none, start: currentTime)
    awaitedTimer = nil
    return Effects(callback: wasPending ? .cancelWork : nil, timer: .cancel)
  }
}
