import Testing

@testable import BlocksCore

@Suite("Effects")
struct EffectsTests {
  @Test("empty effects are empty")
  func effects() {
    #expect(Effects<Int>.none.isEmpty)
    #expect(!Effects<Int>(haptic: .success).isEmpty)
  }
}

@Suite("Disabled opacity")
struct DisabledOpacityTests {
  static let disabled = BlockEnvironment(isEnabled: false)

  @Test("every block dims to the one disabled opacity, 45 %, and not at all while enabled")
  func oneValueForEveryBlock() {
    #expect(BlockEnvironment.disabledOpacity == 0.45)
    #expect(BlockEnvironment().opacity == 1)
    let dimmed: [(block: String, opacity: Double)] = [
      (
        "slider",
        SwipeToConfirmSliderLayout(SwipeToConfirmSliderHost(environment: Self.disabled).machine)
          .opacity
      ),
      (
        "hold",
        HoldToConfirmButtonLayout(HoldToConfirmButtonHost(environment: Self.disabled).machine)
          .opacity
      ),
      (
        "row",
        CompletionSwipeRowLayout(CompletionSwipeRowHost(environment: Self.disabled).machine).opacity
      ),
      ("pager dots", InteractivePagerTransitionLayout.Dots.barOpacity(isEnabled: false)),
    ]
    for (block, opacity) in dimmed {
      #expect(opacity == 0.45, "\(block)")
    }
  }
}
