#if canImport(SwiftUI)
  import SwiftUI
  import SwiftUIBlocks
  import Testing

  /// The example that opens README.md, kept here so it keeps compiling.
  private struct CheckoutView: View {
    @State private var paid = 0

    var body: some View {
      VStack(spacing: 32) {
        Text("Payments: \(paid)")
        SwipeToConfirmSlider(title: "Slide to pay") { paid += 1 }
        HoldToConfirmButton(title: "Hold to delete", systemImage: "trash") { paid = 0 }
      }
      .padding()
    }
  }

  @Suite("README example")
  struct ReadmeExampleTests {
    @Test("the README's opening example builds") @MainActor
    func builds() {
      _ = CheckoutView()
    }
  }
#endif
