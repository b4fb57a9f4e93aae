#if canImport(SwiftUI)
  import SwiftUI
  import Testing

  @testable import SwiftUIBlocks

  @Suite("Swipe To Confirm Slider view")
  struct SwipeToConfirmSliderViewTests {
    @Test("the synchronous initializer takes the documented parameters in order, with defaults")
    @MainActor
    func synchronousInitializer() {
      _ = SwipeToConfirmSlider(title: "Slide to pay") {}
      _ = SwipeToConfirmSlider(
        title: "Slide to pay", confirmedTitle: "Paid", tint: .green, resetDelay: 2
      ) {}
    }

    @Test("the asynchronous initializer takes work that can throw")
    @MainActor
    func asynchronousInitializer() {
      _ = SwipeToConfirmSlider(title: "Slide to pay") { try await Task.sleep(for: .seconds(1)) }
      _ = SwipeToConfirmSlider(
        title: "Slide to pay", confirmedTitle: "Paid", failureTitle: "Declined", tint: .red,
        resetDelay: 1
      ) {
        try await Task.sleep(for: .seconds(1))
      }
    }

    @Test("the demo builds")
    @MainActor
    func demo() {
      _ = SwipeToConfirmSliderDemo()
      _ = SwipeToConfirmSliderDemo(amount: 9.99)
    }
  }
#endif
