extension SwipeToConfirmSliderMachine {
  /// Where a swipe-to-confirm slider is in its life.
  public enum Phase: Hashable, Sendable, CaseIterable {
    /// At rest at the start, ready for a drag or an activation.
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

extension SwipeToConfirmSliderMachine {
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

extension SwipeToConfirmSliderMachine {
  /// Everything that can happen to a swipe-to-confirm slider.
  public enum Event: Hashable, Sendable {
    /// The finger moved: the drag's horizontal translation in screen points (positive is right).
    case dragChanged(translation: Double)
    /// The finger lifted, or the system cancelled the gesture.
    case dragEnded
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
  }
}

/// The headless behaviour of the Swipe To Confirm Slider.
///
/// The user drags a thumb along a capsule track; releasing at 92 % or more of the travel
/// confirms, anything less springs back. A light impact marks the moment the finger carries the
/// thumb past 92 %, so the user feels that letting go now will confirm. A confirm runs the callback once, plays the success
/// haptic, announces "Confirmed" and starts a reset timer. With asynchronous work the slider waits
/// in ``SwipeToConfirmSliderMachine/Phase/pending`` until the host reports the outcome, and a failure shows the failure
/// title for the reset delay.
///
/// A gesture belongs to the slider only if it began while the slider could take it (enabled and
/// idle, or already dragging). A gesture that began while the slider was disabled, pending,
/// confirmed or failed, or that was interrupted (disabled, disappeared, activated through
/// accessibility mid-drag), is ignored until its finger lifts, so re-enabling the slider
/// mid-gesture never confirms; a failure re-arms only once it settles back to idle.
public struct SwipeToConfirmSliderMachine: BlockStateMachine {

  /// Where the slider is.
  public private(set) var phase: Phase = .idle
  /// How far along the travel the thumb is, in [0, 1].
  public private(set) var progress: Double = 0
  /// The environment last reported by the host.
  public private(set) var environment: BlockEnvironment
  /// The view's width in points (sanitized: finite and not negative).
  public private(set) var width: Double = 0
  /// The view's height in points, already scaled by Dynamic Type (sanitized).
  public private(set) var height: Double = SwipeToConfirmSliderMetrics.baseHeight
  /// Seconds the confirmed or failed state shows before the slider settles back to idle.
  public let resetDelay: Double
  /// Whether confirming starts asynchronous work that reports back (`workFinished` / `workFailed`).
  public let isAsync: Bool
  /// How many times the confirm work has failed; each failure shakes once.
  public private(set) var failureCount = 0

  /// The reset timer the machine waits for, if any.
  public private(set) var awaitedTimer: Timer?
  /// Whether the current gesture is not the slider's (see the type's discussion).
  public private(set) var isIgnoringGesture = false
  private var timerGeneration = 0
  private var clock = HostTime()

  /// Creates an idle slider.
  ///
  /// - Parameters:
  ///   - resetDelay: Seconds the confirmed or failed state shows; NaN or infinity becomes the
  ///     default 1.4, a negative delay becomes 0.
  ///   - isAsync: Whether confirming starts work whose outcome the host reports.
  ///   - environment: The initial environment.
  public init(
    resetDelay: Double = SwipeToConfirmSliderMetrics.defaultResetDelay, isAsync: Bool = false,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.resetDelay =
      resetDelay.isFinite ? max(resetDelay, 0) : SwipeToConfirmSliderMetrics.defaultResetDelay
    self.isAsync = isAsync
    self.environment = environment
  }

  /// The distance the thumb can move, for the current size.
  public var travel: Double { SwipeToConfirmSliderLayout.travel(width: width, height: height) }

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
    phase == .idle && progress == 0 && awaitedTimer == nil && !isIgnoringGesture
  }

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
    clock.advance(to: time)
    switch event {
    case .dragChanged(let translation): return dragChanged(translation)
    case .dragEnded: return dragEnded()
    case .accessibilityActivate: return activate()
    case .timerFired(let timer): return timerFired(timer)
    case .workFinished: return workFinished()
    case .workFailed: return workFailed()
    case .disappeared: return disappeared()
    case .environmentChanged(let environment): return environmentChanged(environment)
    case .sizeChanged(let width, let height):
      self.width = width.sanitizedLength
      self.height = height.sanitizedLength
      return .none
    }
  }

  private var settle: Motion {
    SwipeToConfirmSliderMetrics.settleMotion(reduceMotion: environment.reduceMotion)
  }

  private mutating func dragChanged(_ translation: Double) -> Effects<
    Timer
  > {
    if isIgnoringGesture { return .none }
    guard acceptsInput else {
      isIgnoringGesture = true
      return .none
    }
    let wasArmed = phase == .dragging && progress >= SwipeToConfirmSliderMetrics.confirmThreshold
    phase = .dragging
    if !translation.isNaN {
      let travel = travel
      let forward = environment.direction.forward(translation)
      progress = travel > 0 ? (forward / travel).clamped(to: 0...1) : 0
    }
    // Crossing into the confirm zone ticks once; leaving it and coming back ticks again.
    let isArmed = progress >= SwipeToConfirmSliderMetrics.confirmThreshold
    return isArmed && !wasArmed ? Effects(haptic: .lightImpact) : .none
  }

  private mutating func dragEnded() -> Effects<Timer> {
    if isIgnoringGesture {
      isIgnoringGesture = false
      return .none
    }
    guard phase == .dragging else { return .none }
    if progress >= SwipeToConfirmSliderMetrics.confirmThreshold { return confirm() }
    phase = .idle
    progress = 0
    return Effects(animation: settle)
  }

  private mutating func activate() -> Effects<Timer> {
    guard acceptsInput else { return .none }
    // A finger still down belongs to the activation now; its release must not act again.
    if phase == .dragging { isIgnoringGesture = true }
    return confirm()
  }

  private mutating func confirm() -> Effects<Timer> {
    progress = 1
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

  private mutating func timerFired(_ timer: Timer) -> Effects<
    Timer
  > {
    guard timer == awaitedTimer else { return .none }
    awaitedTimer = nil
    phase = .idle
    progress = 0
    return Effects(animation: settle)
  }

  private mutating func workFinished() -> Effects<Timer> {
    guard phase == .pending else { return .none }
    phase = .confirmed
    return Effects(
      animation: settle, haptic: .success, timer: startReset(),
      announcement: SwipeToConfirmSliderStrings.confirmedAnnouncement)
  }

  private mutating func workFailed() -> Effects<Timer> {
    guard phase == .pending else { return .none }
    phase = .failed
    progress = 0
    failureCount &+= 1
    return Effects(
      animation: settle, haptic: .error, timer: startReset(),
      announcement: SwipeToConfirmSliderStrings.failedAnnouncement)
  }

  private mutating func disappeared() -> Effects<Timer> {
    if phase == .dragging { isIgnoringGesture = true }
    phase = .idle
    progress = 0
    awaitedTimer = nil
    return Effects(callback: .cancelWork, timer: .cancel)
  }

  private mutating func environmentChanged(_ new: BlockEnvironment) -> Effects<
    Timer
  > {
    environment = new
    guard !new.isEnabled, phase == .dragging else { return .none }
    // Disabled under the finger: the thumb goes home and the rest of the gesture is ignored.
    isIgnoringGesture = true
    phase = .idle
    progress = 0
    return Effects(animation: settle)
  }
}
