#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  /// A checkout card that pays with a ``SwipeToConfirmSlider`` and counts the payments.
  ///
  /// Shows the slider the way apps use it: an amount above, "Slide to pay" on the track, and a
  /// count that grows by exactly one per completed swipe or accessibility activation.
  public struct SwipeToConfirmSliderDemo: View {
    @State private var payments = 0
    private let amount: Decimal

    /// Creates the demo.
    ///
    /// - Parameter amount: The amount to pay, in US dollars.
    public init(amount: Decimal = 42.5) {
      self.amount = amount
    }

    /// The demo card.
    public var body: some View {
      VStack(spacing: 20) {
        VStack(spacing: 4) {
          Text("Total")
            .font(.subheadline)
            .foregroundStyle(.secondary)
          Text(amount, format: .currency(code: "USD"))
            .font(.largeTitle.bold())
        }
        SwipeToConfirmSlider(title: "Slide to pay") {
          payments += 1
        }
        Text("Payments: \(payments)")
          .font(.footnote)
          .foregroundStyle(.secondary)
          .contentTransition(.numericText(value: Double(payments)))
      }
      .padding(24)
    }
  }

  /// The error the failing preview's work throws.
  private struct SwipeToConfirmSliderPreviewDeclined: Error {}

  #Preview("Left to right") {
    SwipeToConfirmSliderDemo()
  }

  #Preview("Right to left") {
    SwipeToConfirmSliderDemo()
      .environment(\.layoutDirection, .rightToLeft)
  }

  #Preview("Async success") {
    SwipeToConfirmSlider(title: "Slide to pay", confirmedTitle: "Paid") {
      try await Task.sleep(for: .seconds(1.5))
    }
    .padding()
  }

  #Preview("Async failure") {
    SwipeToConfirmSlider(title: "Slide to pay", tint: .red) {
      try await Task.sleep(for: .seconds(1))
      throw SwipeToConfirmSliderPreviewDeclined()
    }
    .padding()
  }

  #Preview("Disabled") {
    SwipeToConfirmSlider(title: "Slide to pay") {}
      .disabled(true)
      .padding()
  }
#endif
