#if canImport(SwiftUI)
  import SwiftUI
  import Testing

  @testable import SwiftUIBlocks

  @Suite("Range Slider view")
  struct RangeSliderViewTests {
    @Test("the initializer takes the documented parameters in order, with defaults")
    @MainActor
    func initializer() {
      let binding = Binding.constant(0.2...0.8)
      _ = RangeSlider("Price", range: binding)
      _ = RangeSlider(
        "Price", range: binding, in: 0...500, step: 10, minimumDistance: 50,
        format: .number.precision(.fractionLength(0)), tint: .orange
      ) { editing in
        _ = editing
      }
    }

    @Test("the demo builds")
    @MainActor
    func demo() {
      _ = RangeSliderDemo()
    }
  }
#endif
