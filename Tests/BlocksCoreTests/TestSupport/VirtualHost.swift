@testable import BlocksCore

/// Drives any block machine the way its SwiftUI view does, in virtual time.
///
/// It plays the machine's effects by hand: a timer effect is kept in the host's one timer slot
/// with its due time on a virtual clock and fired when the test advances past it; callbacks,
/// work, haptics, announcements and animations are recorded so tests can assert on them. Every
/// event is sent at the virtual clock's `now`. Each block adds its gestures in an extension
/// (`drag(to:)`, `press()`, `swipe(forward:)`…) after the machine suites of its
/// `<Block>Tests.swift`, or wraps it in a host of its own (``WrappingVirtualHost``); `RandomHostActions` turns the
/// block's random steps into what the host does.
struct VirtualHost<Machine: BlockStateMachine> {
  /// The machine under test.
  var machine: Machine
  /// The virtual clock, in seconds.
  var now = 0.0
  /// The host's one timer slot: the running timer and when it falls due.
  var scheduled: (timer: Machine.Timer, due: Double)?
  /// Every timer the machine started, in order (to replay stale ones).
  var startedTimers: [Machine.Timer] = []
  /// The virtual times at which the callback ran (or the work started).
  var performTimes: [Double] = []
  /// How many times running work was cancelled.
  var cancelledWork = 0
  /// Whether asynchronous work is running.
  var isWorkRunning = false
  /// Every haptic played.
  var haptics: [Haptic] = []
  /// Every announcement posted.
  var announcements: [LocalizedText] = []
  /// Every animation the machine asked for, in order.
  var animations: [Motion] = []
  /// The effects of the last event (the last timer fired, for ``advance(by:)``).
  var last = Effects<Machine.Timer>.none

  /// A host for `machine`, at virtual time 0.
  init(_ machine: Machine) {
    self.machine = machine
  }

  /// How many times the callback ran (or the work started).
  var performed: Int { performTimes.count }

  /// Sends `event` at ``now`` and plays its effects.
  @discardableResult
  mutating func send(_ event: Machine.Event) -> Effects<Machine.Timer> {
    if event == Machine.workCompleted(succeeded: true)
      || event == Machine.workCompleted(succeeded: false)
    {
      isWorkRunning = false
    }
    let effects = machine.send(event, at: now)
    play(effects)
    last = effects
    return effects
  }

  /// Plays `effects` the way the view's runner does.
  mutating func play(_ effects: Effects<Machine.Timer>) {
    switch effects.timer {
    case .start(let timer, let seconds)?:
      scheduled = (timer, now + seconds)
      startedTimers.append(timer)
    case .cancel?:
      scheduled = nil
    case nil:
      break
    }
    switch effects.callback {
    case .perform?:
      performTimes.append(now)
      isWorkRunning = isAsync
    case .cancelWork?:
      if isWorkRunning { cancelledWork += 1 }
      isWorkRunning = false
    case nil:
      break
    }
    if let haptic = effects.haptic { haptics.append(haptic) }
    if let announcement = effects.announcement { announcements.append(announcement) }
    if let animation = effects.animation { animations.append(animation) }
  }

  /// Whether the block's callback is asynchronous work; set by the block's convenience
  /// initializer.
  var isAsync = false

  /// Advances the virtual clock by `seconds`, firing every timer that falls due on the way.
  mutating func advance(by seconds: Double) {
    let end = now + seconds
    while let next = scheduled, next.due <= end + 1e-12 {
      now = max(now, next.due)
      scheduled = nil
      send(Machine.timerFired(next.timer))
    }
    now = end
  }

  /// Fires timers until none is left (bounded, so a machine that keeps scheduling fails).
  mutating func runTimers(limit: Int = 10) {
    var count = 0
    while let next = scheduled, count < limit {
      advance(by: max(next.due - now, 0))
      count += 1
    }
  }

  /// Reports the running work's outcome, as the view does when its task returns or throws.
  @discardableResult
  mutating func finishWork(failing: Bool = false) -> Effects<Machine.Timer> {
    isWorkRunning = false
    guard let event = Machine.workCompleted(succeeded: !failing) else { return .none }
    return send(event)
  }

  /// Tells the machine about a new environment.
  @discardableResult
  mutating func setEnvironment(_ environment: BlockEnvironment) -> Effects<Machine.Timer> {
    send(Machine.environmentChanged(environment))
  }

  /// The view disappears.
  @discardableResult
  mutating func disappear() -> Effects<Machine.Timer> {
    send(Machine.disappeared)
  }
}

/// A block's own host around a ``VirtualHost``, for a block whose view does more after an event
/// than run its effects: hand the binding back, report what left the screen.
///
/// Timers fire through the wrapper's `send(_:)`, so a timer's event gets the same follow-up as a
/// gesture's, as it does in the view.
protocol WrappingVirtualHost: AdvancingHost {
  associatedtype Machine: BlockStateMachine
  /// The generic host: virtual clock, timer slot, and what the machine asked for.
  var host: VirtualHost<Machine> { get set }
  /// Sends `event` at the virtual clock's time, then does what the view does after it.
  @discardableResult
  mutating func send(_ event: Machine.Event) -> Effects<Machine.Timer>
}

extension WrappingVirtualHost {
  /// Advances the virtual clock by `seconds`, firing every timer that falls due on the way.
  mutating func advance(by seconds: Double) {
    let end = host.now + seconds
    while let next = host.scheduled, next.due <= end + 1e-12 {
      host.now = Swift.max(host.now, next.due)
      host.scheduled = nil
      send(Machine.timerFired(next.timer))
    }
    host.now = end
  }

  /// Fires timers until none is left (bounded, so a machine that keeps scheduling fails).
  mutating func runTimers(limit: Int = 10) {
    var count = 0
    while let next = host.scheduled, count < limit {
      advance(by: Swift.max(next.due - host.now, 0))
      count += 1
    }
  }
}

/// A host with a virtual clock: ``VirtualHost`` and every block's host that wraps one.
protocol AdvancingHost {
  /// Advances the virtual clock by `seconds`, firing every timer that falls due on the way.
  mutating func advance(by seconds: Double)
}

extension VirtualHost: AdvancingHost {}

extension AdvancingHost {
  /// Checks a motion as drawn: calls `check` with the host and the seconds since now, every
  /// `step` seconds (40 frames a second by default) from 0 through `end`, advancing the clock
  /// (and firing timers) between samples.
  mutating func sample(
    through end: Double, every step: Double = 0.025, _ check: (inout Self, Double) -> Void
  ) {
    var frame = 0
    while Double(frame) * step <= end + 1e-9 {
      check(&self, Double(frame) * step)
      advance(by: step)
      frame += 1
    }
  }
}
