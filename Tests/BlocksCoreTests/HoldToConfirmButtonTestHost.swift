@testable import BlocksCore

/// A virtual-time host for `HoldToConfirmButtonMachine`: it plays the machine's effects the way the view
/// does, with a clock the test advances by hand.
struct HoldToConfirmButtonHost {
  var machine: HoldToConfirmButtonMachine
  /// Virtual host time, in seconds.
  var now: Double = 0
  /// The running timer and when it fires.
  var scheduled: (timer: HoldToConfirmButtonMachine.Timer, deadline: Double)?
  /// Every timer the machine started, in order (to replay stale ones).
  var startedTimers: [HoldToConfirmButtonMachine.Timer] = []
  /// How many times the action ran or its work started.
  var performs = 0
  /// How many times running work was cancelled.
  var cancelledWork = 0
  /// Whether asynchronous work is running.
  var workInFlight = false
  /// Every haptic played.
  var haptics: [Haptic] = []
  /// Every announcement posted.
  var announcements: [LocalizedText] = []

  init(
    holdDuration: Double = 1.2, isAsync: Bool = false,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    machine = HoldToConfirmButtonMachine(
      holdDuration: holdDuration, isAsync: isAsync, environment: environment)
  }

  var phase: HoldToConfirmButtonMachine.Phase { machine.phase }

  /// The ring's trim now.
  var trim: Double { machine.trim(at: now) }

  @discardableResult
  mutating func send(_ event: HoldToConfirmButtonMachine.Event) -> Effects<
    HoldToConfirmButtonMachine.Timer
  > {
    let wasPending = machine.phase == .pending
    let effects = machine.send(event)
    if wasPending, machine.phase != .pending { workInFlight = false }
    switch effects.callback {
    case .perform?:
      performs += 1
      if machine.isAsync { workInFlight = true }
    case .cancelWork?:
      cancelledWork += 1
      workInFlight = false
    case nil: break
    }
    switch effects.timer {
    case .start(let timer, let after)?:
      scheduled = (timer, now + after)
      startedTimers.append(timer)
    case .cancel?: scheduled = nil
    case nil: break
    }
    if let haptic = effects.haptic { haptics.append(haptic) }
    if let announcement = effects.announcement { announcements.append(announcement) }
    return effects
  }

  @discardableResult
  mutating func press() -> Effects<HoldToConfirmButtonMachine.Timer> { send(.pressBegan(at: now)) }

  @discardableResult
  mutating func release() -> Effects<HoldToConfirmButtonMachine.Timer> {
    send(.pressEnded(at: now))
  }

  @discardableResult
  mutating func activate() -> Effects<HoldToConfirmButtonMachine.Timer> {
    send(.accessibilityActivated(at: now))
  }

  @discardableResult
  mutating func finishWork() -> Effects<HoldToConfirmButtonMachine.Timer> {
    workInFlight = false
    return send(.workFinished(at: now))
  }

  @discardableResult
  mutating func failWork() -> Effects<HoldToConfirmButtonMachine.Timer> {
    workInFlight = false
    return send(.workFailed(at: now))
  }

  mutating func setEnvironment(_ environment: BlockEnvironment) {
    send(.environmentChanged(environment, at: now))
  }

  /// Advances virtual time by `seconds`, firing the running timer if its deadline is reached.
  mutating func advance(by seconds: Double) {
    let target = now + seconds
    while let (timer, deadline) = scheduled, deadline <= target {
      now = max(now, deadline)
      scheduled = nil
      send(.timerFired(timer, at: now))
    }
    now = target
  }
}
