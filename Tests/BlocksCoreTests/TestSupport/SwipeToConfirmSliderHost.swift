@testable import BlocksCore

/// The virtual host driving a slider.
typealias SwipeToConfirmSliderHost = VirtualHost<SwipeToConfirmSliderMachine>

extension VirtualHost where Machine == SwipeToConfirmSliderMachine {
  /// A host with a slider of the standard size: 320 × 68, so travel = 310 − 58 = 252.
  init(
    width: Double = 320, height: Double = 68, resetDelay: Double = 1.4, isAsync: Bool = false,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.init(
      SwipeToConfirmSliderMachine(
        resetDelay: resetDelay, isAsync: isAsync, environment: environment))
    self.isAsync = isAsync
    _ = machine.send(.sizeChanged(width: width, height: height), at: now)
  }

  /// The slider's phase.
  var phase: SwipeToConfirmSliderMachine.Phase { machine.phase }
  /// The thumb's progress.
  var progress: Double { machine.progress }
  /// The slider's layout now, on the default indigo tint.
  var layout: SwipeToConfirmSliderLayout { SwipeToConfirmSliderLayout(machine) }

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
