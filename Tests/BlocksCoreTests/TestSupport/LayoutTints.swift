@testable import BlocksCore

// The layouts take the tint their view resolves; these overloads give the tests the iOS system
// colours each block draws with by default, so a test names a tint only when the tint matters.

extension SwipeToConfirmSliderLayout {
  /// The layout of `machine` with the slider's default tint, systemIndigo.
  init(_ machine: SwipeToConfirmSliderMachine, at time: Double? = nil) {
    self.init(machine, tint: SystemColor.indigoLight, at: time)
  }

  /// The layout of a slider in `phase` at `progress`, with the default tint, systemIndigo.
  init(
    phase: SwipeToConfirmSliderMachine.Phase, progress: Double, width: Double, height: Double,
    failureCount: Int = 0, environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.init(
      phase: phase, progress: progress, width: width, height: height, failureCount: failureCount,
      environment: environment, tint: SystemColor.indigoLight)
  }
}

extension HoldToConfirmButtonLayout {
  /// The layout of `machine` with the button's default colours, systemRed and systemGreen.
  init(
    _ machine: HoldToConfirmButtonMachine, sizes: ScaledSizes = ScaledSizes(),
    systemImage: String = "checkmark", at time: Double? = nil
  ) {
    self.init(
      machine, sizes: sizes, systemImage: systemImage, tint: SystemColor.redLight,
      confirmedColor: SystemColor.greenLight, at: time)
  }
}

extension CompletionSwipeRowLayout {
  /// The layout of `machine` with the row's default tint, systemGreen.
  init(_ machine: CompletionSwipeRowMachine, at time: Double? = nil) {
    self.init(machine, tint: SystemColor.greenLight, at: time)
  }
}
