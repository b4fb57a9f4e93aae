#if canImport(SwiftUI)
  import SwiftUI
  import Testing

  @testable import SwiftUIBlocks

  @Suite("Repeat Stepper view")
  struct RepeatStepperViewTests {
    @Test("the initializer takes the documented parameters in order, with defaults")
    @MainActor
    func initializer() {
      let binding = Binding.constant(1)
      _ = RepeatStepper("Quantity", value: binding)
      _ = RepeatStepper(
        "Hour", value: binding, in: 0...23, step: 1, wraps: true, tint: .orange)
    }

    @Test("the demo builds")
    @MainActor
    func demo() {
      _ = RepeatStepperDemo()
    }
  }
#endif
