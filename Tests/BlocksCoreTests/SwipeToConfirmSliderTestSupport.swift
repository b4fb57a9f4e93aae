@testable import BlocksCore

/// Drives a slider machine like its host does, in virtual time: it keeps the one timer slot,
/// counts callbacks, and records haptics and announcements.
struct SwipeToConfirmSliderHost {
  var machine: SwipeToConfirmSliderMachine
  /// Virtual seconds since the start.
  var now = 0.0
  /// The running timer and when it fires.
  var timer: (id: SwipeToConfirmSliderMachine.Timer, fireAt: Double)?
  /// How many times the callback ran (or the work started).
  var performed = 0
  /// How many times the work was cancelled.
  var cancelledWork = 0
  /// Whether asynchronous work is running.
  var workRunning = false
  var haptics: [Haptic] = []
  var announcements: [LocalizedText] = []
  /// The effects of the last event (the last timer fired, for ``advance(by:)``).
  var last = Effects<SwipeToConfirmSliderMachine.Timer>.none

  /// A host with a slider of the standard size: 320 × 68, so travel = 310 − 58 = 252.
  init(
    width: Double = 320, height: Double = 68, resetDelay: Double = 1.4, isAsync: Bool = false,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    machine = SwipeToConfirmSliderMachine(
      resetDelay: resetDelay, isAsync: isAsync, environment: environment)
    _ = machine.send(.sizeChanged(width: width, height: height))
  }

  var phase: SwipeToConfirmSliderMachine.Phase { machine.phase }
  var progress: Double { machine.progress }
  var layout: SwipeToConfirmSliderLayout { SwipeToConfirmSliderLayout(machine) }

  @discardableResult
  mutating func send(_ event: SwipeToConfirmSliderMachine.Event) -> Effects<
    SwipeToConfirmSliderMachine.Timer
  > {
    let effects = machine.send(event)
    run(effects)
    last = effects
    return effects
  }

  mutating func run(_ effects: Effects<SwipeToConfirmSliderMachine.Timer>) {
    switch effects.timer {
    case .start(let id, let after)?: timer = (id, now + after)
    case .cancel?: timer = nil
    case nil: break
    }
    switch effects.callback {
    case .perform?:
      performed += 1
      workRunning = machine.isAsync
    case .cancelWork?:
      if workRunning { cancelledWork += 1 }
      workRunning = false
    case nil: break
    }
    if let haptic = effects.haptic { haptics.append(haptic) }
    if let announcement = effects.announcement { announcements.append(announcement) }
  }

  /// Advances virtual time, firing the timer if it falls due.
  mutating func advance(by seconds: Double) {
    let end = now + seconds
    while let running = timer, running.fireAt <= end {
      now = running.fireAt
      timer = nil
      send(.timerFired(running.id))
    }
    now = end
  }

  /// Reports the running work's outcome, as the host does when the task returns.
  mutating func finishWork(failing: Bool = false) {
    workRunning = false
    send(failing ? .workFailed : .workFinished)
  }

  /// A whole drag: the finger moves forward by `fraction` of the travel, then lifts.
  @discardableResult
  mutating func drag(to fraction: Double) -> Effects<SwipeToConfirmSliderMachine.Timer> {
    let screen = machine.environment.direction.forwardSign * fraction * machine.travel
    send(.dragChanged(translation: screen / 2))
    send(.dragChanged(translation: screen))
    return send(.dragEnded)
  }
}

extension SwipeToConfirmSliderLayout {
  /// Every number the layout hands to the view.
  var allNumbers: [Double] {
    [
      width, height, thumbDiameter, travel, progress, thumbOffset, fillWidth, titleOpacity,
      titlePadding, chevronOpacity, checkmarkOpacity, checkmarkScale, shakeCycle,
      shakeAmplitudeNow, opacity,
    ]
  }
}
