nonisolated extension SwipeToConfirmSliderMachine {
  /// Where a swipe-to-confirm slider is in its life.
  public enum Phase: Hashable, Sendable, CaseIterable {
    /// At rest at the start, ready for a drag or an activation (the thumb may still be settling
    /// back).
    case idle
    /// A finger is moving the thumb; nothing animates.
    case dragging
    /// Asynchronous confirm work is running: the thumb waits at the end with a progress indicator.
    case pending
    /// Confirmed: the thumb sits at the end, the confirmed title shows until the reset timer fires.
    case confirmed
    /// The confirm work threw: the failure title shows until the reset timer fires.
    case failed
  }
}

nonisolated extension SwipeToConfirmSliderMachine {
  /// The slider's one timer: the reset after a confirm or a failure.
  ///
  /// Each start gets a new generation, so a late or duplicate `timerFired` for an earlier start is
  /// recognised as stale and ignored.
  public struct Timer: Hashable, Sendable, CustomStringConvertible {
    /// Counts the resets the machine has started.
    public let generation: Int

    /// Creates the identifier of the reset timer started as number `generation`.
    public init(generation: Int) {
      self.generation = generation
    }

    /// The timer's name, for test output.
    public var description: String { "reset#\(generation)" }
  }
}

nonisolated extension SwipeToConfirmSliderMachine {
  /// What the caller configured: how long the outcome shows and whether confirming is
  /// asynchronous work.
  ///
  /// A view sends a new configuration whenever its parent passes new values; the slider obeys it
  /// from the next gesture on (a reset already started keeps its delay).
  public struct Configuration: Hashable, Sendable {
    /// Seconds the confirmed or failed state shows, within
    /// ``SwipeToConfirmSliderMetrics/resetDelayRange``.
    public var resetDelay: Double
    /// Whether confirming starts work whose outcome the host reports.
    public var isAsync: Bool

    /// Creates a configuration; the delay is clamped to
    /// ``SwipeToConfirmSliderMetrics/resetDelayRange`` and NaN becomes the default.
    public init(
      resetDelay: Double = SwipeToConfirmSliderMetrics.defaultResetDelay, isAsync: Bool = false
    ) {
      self.resetDelay = Numbers.duration(
        resetDelay,
        in: SwipeToConfirmSliderMetrics.resetDelayRange,
        fallback: SwipeToConfirmSliderMetrics.defaultResetDelay)
      self.isAsync = isAsync
    }
  }
}

nonisolated extension SwipeToConfirmSliderMachine {
  /// Everything that can happen to a swipe-to-confirm slider.
  public enum Event: Hashable, Sendable {
    /// The finger moved: the drag's horizontal translation in screen points (positive is right).
    case dragChanged(translation: Double)
    /// The finger lifted: the only way a drag can confirm.
    case dragEnded
    /// The system cancelled the drag (Control Center, a call, a scroll view taking over): the
    /// thumb springs back and nothing confirms, whatever its progress.
    case dragCancelled
    /// VoiceOver, Voice Control, Switch Control or Full Keyboard Access activated the slider.
    case accessibilityActivate
    /// A timer the machine started has elapsed.
    case timerFired(Timer)
    /// The asynchronous confirm work returned.
    case workFinished
    /// The asynchronous confirm work threw.
    case workFailed
    /// The view went away: cancel the timer and the work; nothing may fire afterwards.
    case disappeared
    /// Reduce Motion, enabled state or layout direction changed.
    case environmentChanged(BlockEnvironment)
    /// The view was measured: its width and its height (already scaled by Dynamic Type).
    case sizeChanged(width: Double, height: Double)
    /// The caller passed a new reset delay or a different kind of confirm.
    case configurationChanged(Configuration)
  }
}

/// The headless behaviour of the Swipe To Confirm Slider.
///
/// The user drags a thumb along a capsule track; lifting the finger at 92 % or more of the
/// travel confirms, anything less springs back, and a gesture the system cancels springs back
/// whatever its progress. A light impact marks the moment the finger carries the thumb past
/// 92 %, so the user feels that letting go now will confirm. A confirm runs the callback once,
/// plays the success haptic, announces "Confirmed" and starts a reset timer. With asynchronous
/// work the slider waits in ``Phase/pending`` until the host reports the outcome, and a failure
/// shows the failure title for the reset delay.
///
/// The machine keeps the thumb's motion (``thumb``), so it knows where the thumb is drawn at any
/// instant: a finger that catches the thumb while it settles takes it from there, with no
/// leftover motion.
///
/// A gesture belongs to the slider only if it began while the slider could take it (enabled and
/// idle, or already dragging). A gesture that began while the slider was disabled, pending,
/// confirmed or failed, or that was interrupted (disabled, disappeared, activated through
/// accessibility mid-drag), is ignored until its finger lifts, so re-enabling the slider
/// mid-gesture never confirms; a failure re-arms only once it settles back to idle.
nonisolated public struct SwipeToConfirmSliderMachine: BlockStateMachine {
  /// Where the slider is.
  public private(set) var phase: Phase = .idle
  /// The thumb's progress along the travel, in [0, 1], as it moves over time.
  public private(set) var thumb: AnimatedValue = .resting(at: 0)
  /// The environment last reported by the host.
  public private(set) var environment: BlockEnvironment
  /// The view's width in points (sanitized: finite and not negative).
  public private(set) var width: Double = 0
  /// The view's height in points, already scaled by Dynamic Type (sanitized): the standard 68
  /// until the view reports its size.
  public private(set) var height: Double = 68
  /// The look the slider is drawn with; its inset sets the thumb's travel.
  public let look: SwipeToConfirmSliderLook
  /// The caller's configuration.
  public private(set) var configuration: Configuration
  /// How many times the confirm work has failed; each failure shakes once.
  public private(set) var failureCount = 0

  /// The reset timer the machine waits for, if any.
  public private(set) var awaitedTimer: Timer?
  /// Whether the current gesture is not the slider's (see the type's discussion).
  public private(set) var isIgnoringGesture = false
  /// Where the thumb was drawn when the finger caught it, in progress; `nil` before the first
  /// move of a drag.
  private var grabbedProgress: Double?
  private var timerGeneration = 0
  private var clock = HostTime()

  /// Creates an idle slider.
  ///
  /// - Parameters:
  ///   - resetDelay: Seconds the confirmed or failed state shows, clamped to
  ///     ``SwipeToConfirmSliderMetrics/resetDelayRange``; NaN becomes the default 1.4.
  ///   - isAsync: Whether confirming starts work whose outcome the host reports.
  ///   - look: The look the view draws; its inset sets how far a drag moves the thumb.
  ///   - environment: The initial environment.
  public init(
    resetDelay: Double = SwipeToConfirmSliderMetrics.defaultResetDelay, isAsync: Bool = false,
    look: SwipeToConfirmSliderLook = .standard,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.configuration = Configuration(resetDelay: resetDelay, isAsync: isAsync)
    self.look = look
    self.environment = environment
  }

  /// Seconds the confirmed or failed state shows before the slider settles back to idle.
  public var resetDelay: Double { configuration.resetDelay }
  /// Whether confirming starts asynchronous work that reports back (`workFinished` / `workFailed`).
  public var isAsync: Bool { configuration.isAsync }

  /// The thumb's progress toward its target, in [0, 1]: where it rests once every motion ends.
  public var progress: Double { thumb.to }

  /// The thumb's progress as drawn at host time `time`, in [0, 1] (a bouncy settle overshoots in
  /// its motion; the drawn progress is clamped to the track).
  public func progress(at time: Double) -> Double {
    Numbers.clamped(thumb.value(at: time), to: 0...1)
  }

  /// The distance the thumb can move, for the current size.
  public var travel: Double {
    SwipeToConfirmSliderLayout.travel(width: width, height: height, inset: look.inset)
  }

  /// Whether a drag or an activation would be taken now.
  public var acceptsInput: Bool {
    guard environment.isEnabled else { return false }
    switch phase {
    case .idle, .dragging: return true
    case .pending, .confirmed, .failed: return false
    }
  }

  /// Whether the slider is idle at the start with no gesture, timer or work in flight.
  public var isAtRest: Bool {
    phase == .idle && thumb.to == 0 && awaitedTimer == nil && !isIgnoringGesture
  }

  /// The latest host time the machine was given (0 before the first event).
  public var currentTime: Double { clock.now }

  /// The host time at which the drawn value stops moving.
  public var animationEnd: Double { thumb.end }

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
    case .dragChanged(let translation): return dragChanged(translation, at: now)
    case .dragEnded: return dragEnded(at: now)
    case .dragCancelled: return dragCancelled(at: now)
    case .accessibilityActivate: return activate(at: now)
    case .timerFired(let timer): return timerFired(timer, at: now)
    case .workFinished: return workFinished(at: now)
    case .workFailed: return workFailed(at: now)
    case .disappeared: return disappeared(at: now)
    case .environmentChanged(let environment): return environmentChanged(environment, at: now)
    case .sizeChanged(let width, let height):
      self.width = Numbers.length(width)
      self.height = Numbers.length(height)
      return .none
    case .configurationChanged(let configuration):
      self.configuration = configuration
      return .none
    }
  }

  private var settle: Motion {
    SwipeToConfirmSliderMetrics.settleMotion(reduceMotion: environment.reduceMotion)
  }

  /// Moves the thumb to `target` with the settle motion, from where it is drawn now.
  private mutating func settle(to target: Double, at now: Double) {
    thumb = thumb.retargeted(to: target, motion: settle, at: now)
  }

  private mutating func dragChanged(_ translation: Double, at now: Double) -> Effects<Timer> {
    if isIgnoringGesture { return .none }
    guard acceptsInput else {
      isIgnoringGesture = true
      return .none
    }
    let wasArmed = phase == .dragging && thumb.to >= SwipeToConfirmSliderMetrics.confirmThreshold
    if phase != .dragging {
      // The finger catches the thumb where it is drawn, even mid-settle.
      grabbedProgress = progress(at: now)
      phase = .dragging
    }
    var next = thumb.to
    if !translation.isNaN {
      let travel = travel
      let forward = environment.direction.forward(Numbers.saturated(translation))
      let start = grabbedProgress ?? 0
      next = travel > 0 ? Numbers.clamped(start + forward / travel, to: 0...1) : 0
    }
    thumb = .resting(at: next, since: now)
    // Crossing into the confirm zone ticks once; leaving it and coming back ticks again.
    let isArmed = next >= SwipeToConfirmSliderMetrics.confirmThreshold
    return isArmed && !wasArmed ? Effects(haptic: .lightImpact) : .none
  }

  private mutating func dragEnded(at now: Double) -> Effects<Timer> {
    grabbedProgress = nil
    if isIgnoringGesture {
      isIgnoringGesture = false
      return .none
    }
    guard phase == .dragging else { return .none }
    if thumb.to >= SwipeToConfirmSliderMetrics.confirmThreshold { return confirm(at: now) }
    phase = .idle
    settle(to: 0, at: now)
    return Effects(animation: settle)
  }

  private mutating func dragCancelled(at now: Double) -> Effects<Timer> {
    grabbedProgress = nil
    isIgnoringGesture = false
    guard phase == .dragging else { return .none }
    // Cancelled is not lifted: back to the start, whatever the progress.
    phase = .idle
    settle(to: 0, at: now)
    return Effects(animation: settle)
  }

  private mutating func activate(at now: Double) -> Effects<Timer> {
    guard acceptsInput else { return .none }
    // A finger still down belongs to the activation now; its release must not act again.
    if phase == .dragging { isIgnoringGesture = true }
    grabbedProgress = nil
    return confirm(at: now)
  }

  private mutating func confirm(at now: Double) -> Effects<Timer> {
    settle(to: 1, at: now)
    if isAsync {
      phase = .pending
      let hadTimer = awaitedTimer != nil
      awaitedTimer = nil
      return Effects(animation: settle, callback: .perform, timer: hadTimer ? .cancel : nil)
    }
    phase = .confirmed
    return Effects(
      animation: settle, haptic: .success, callback: .perform, timer: startReset(),
      announcement: SwipeToConfirmSliderStrings.confirmedAnnouncement)
  }

  private mutating func startReset() -> TimerEffect<Timer> {
    timerGeneration &+= 1
    let timer = Timer(generation: timerGeneration)
    awaitedTimer = timer
    return .start(timer, after: resetDelay)
  }

  private mutating func timerFired(_ timer: Timer, at now: Double) -> Effects<Timer> {
    guard timer == awaitedTimer else { return .none }
    awaitedTimer = nil
    phase = .idle
    settle(to: 0, at: now)
    return Effects(animation: settle)
  }

  private mutating func workFinished(at now: Double) -> Effects<Timer> {
    guard phase == .pending else { return .none }
    phase = .confirmed
    return Effects(
      animation: settle, haptic: .success, timer: startReset(),
      announcement: SwipeToConfirmSliderStrings.confirmedAnnouncement)
  }

  private mutating func workFailed(at now: Double) -> Effects<Timer> {
    guard phase == .pending else { return .none }
    phase = .failed
    settle(to: 0, at: now)
    failureCount &+= 1
    return Effects(
      animation: settle, haptic: .error, timer: startReset(),
      announcement: SwipeToConfirmSliderStrings.failedAnnouncement)
  }

  private mutating func disappeared(at now: Double) -> Effects<Timer> {
    if phase == .dragging { isIgnoringGesture = true }
    grabbedProgress = nil
    phase = .idle
    thumb = .resting(at: 0, since: now)
    awaitedTimer = nil
    return Effects(callback: .cancelWork, timer: .cancel)
  }

  private mutating func environmentChanged(
    _ new: BlockEnvironment, at now: Double
  ) -> Effects<Timer> {
    environment = new
    guard !new.isEnabled, phase == .dragging else { return .none }
    // Disabled under the finger: the thumb goes home and the rest of the gesture is ignored.
    isIgnoringGesture = true
    grabbedProgress = nil
    phase = .idle
    settle(to: 0, at: now)
    return Effects(animation: settle)
  }
}

/// Every number of the Swipe To Confirm Slider's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this enum alone. The look is the view's, in
/// `SwipeToConfirmSlider.swift`, and reaches the machine and the layout as a
/// ``SwipeToConfirmSliderLook``.
nonisolated public enum SwipeToConfirmSliderMetrics {
  /// How many times the failure shake swings left and right.
  public static let shakeSwings = 3.0

  /// The fraction of the travel at or beyond which releasing confirms.
  public static let confirmThreshold = 0.92

  /// The reset delay the SwiftUI view uses unless told otherwise.
  public static let defaultResetDelay = 1.4

  /// The reset delays a slider accepts, in seconds: a caller's value is clamped into this range
  /// before any timer sees it (a negative delay resets at once, a huge one after a minute).
  public static let resetDelayRange = 0.0...60

  /// The motion that settles the thumb (back to the start, or to the end on confirm).
  ///
  /// A spring of 0.45 s with a bounce of 0.35, or with Reduce Motion an ease-out of 0.15 s that
  /// never overshoots.
  public static func settleMotion(reduceMotion: Bool) -> Motion {
    reduceMotion ? .easeOut(duration: 0.15) : .spring(duration: 0.45, bounce: 0.35)
  }

  /// The motion of the failure shake (one run of ``SwipeToConfirmSliderLayout/shakeCycle`` from n to n + 1).
  public static let shakeMotion = Motion.linear(duration: 0.4)
}
