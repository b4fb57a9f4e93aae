@testable import BlocksCore

/// Drives a ``CompletionSwipeRowMachine`` the way the SwiftUI view does, in virtual time.
///
/// It plays the machine's effects by hand: a timer effect is recorded with its due time on a
/// virtual clock and fired when the test advances past it; callbacks, haptics, announcements and
/// animations are counted so tests can assert on them.
struct CompletionSwipeRowHarness {
  var machine: CompletionSwipeRowMachine
  /// The virtual clock, in seconds.
  var now = 0.0
  /// The block's single timer slot.
  var scheduled: (timer: CompletionSwipeRowMachine.Timer, due: Double)?
  /// The virtual times at which `onComplete` ran.
  var performTimes: [Double] = []
  var haptics: [Haptic] = []
  var announcements: [LocalizedText] = []
  /// Every animation the machine asked for, in order.
  var animations: [Motion] = []
  /// The effects of the last event.
  var last = Effects<CompletionSwipeRowMachine.Timer>.none

  init(
    width: Double = 320, height: Double = 64, undoWindow: Double? = nil,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    machine = CompletionSwipeRowMachine(undoWindow: undoWindow, environment: environment)
    send(.environmentChanged(environment))
    send(.sizeChanged(width: width, height: height))
  }

  var performs: Int { performTimes.count }
  var layout: CompletionSwipeRowLayout { CompletionSwipeRowLayout(machine: machine) }
  var phase: CompletionSwipeRowMachine.Phase { machine.phase }
  var sign: Double { machine.environment.direction.forwardSign }

  @discardableResult
  mutating func send(_ event: CompletionSwipeRowMachine.Event) -> Effects<
    CompletionSwipeRowMachine.Timer
  > {
    let effects = machine.send(event)
    last = effects
    if let haptic = effects.haptic { haptics.append(haptic) }
    if let announcement = effects.announcement { announcements.append(announcement) }
    if let animation = effects.animation { animations.append(animation) }
    switch effects.timer {
    case .start(let timer, let seconds): scheduled = (timer, now + seconds)
    case .cancel: scheduled = nil
    case nil: break
    }
    if effects.callback == .perform { performTimes.append(now) }
    return effects
  }

  /// Advances the virtual clock, firing every timer that falls due on the way.
  mutating func advance(by seconds: Double) {
    let end = now + seconds
    while let next = scheduled, next.due <= end + 1e-9 {
      now = max(now, next.due)
      scheduled = nil
      send(.timerFired(next.timer))
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

  /// Moves a finger along a straight line from the origin to (`forward`, `down`) in forward
  /// terms, in `steps` samples, converting to screen points for the current direction.
  mutating func move(forward: Double, down: Double, steps: Int = 8) {
    let count = max(steps, 1)
    for step in 1...count {
      let t = Double(step) / Double(count)
      send(.dragChanged(translationX: forward * t * sign, translationY: down * t))
    }
  }

  /// Lifts the finger at (`forward`, `down`) with a predicted end translation (defaults to the
  /// translation itself: a slow release).
  @discardableResult
  mutating func release(
    forward: Double, down: Double, predictedForward: Double? = nil, predictedDown: Double? = nil
  ) -> Effects<CompletionSwipeRowMachine.Timer> {
    send(
      .dragEnded(
        translationX: forward * sign, translationY: down,
        predictedX: (predictedForward ?? forward) * sign, predictedY: predictedDown ?? down))
  }

  /// A whole swipe: move, then release.
  mutating func swipe(
    forward: Double, down: Double = 0, predictedForward: Double? = nil,
    predictedDown: Double? = nil
  ) {
    move(forward: forward, down: down)
    release(
      forward: forward, down: down, predictedForward: predictedForward,
      predictedDown: predictedDown)
  }
}

extension CompletionSwipeRowLayout {
  /// Whether every number of the layout is finite.
  var isFinite: Bool {
    rowOffset.isFinite && (rowHeight ?? 0).isFinite && tintOpacity.isFinite
      && checkmarkScale.isFinite && checkmarkOpacity.isFinite && checkmarkLeadingInset.isFinite
      && opacity.isFinite
  }
}
