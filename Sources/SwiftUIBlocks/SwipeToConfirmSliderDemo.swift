#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// A checkout card that pays with a ``SwipeToConfirmSlider`` and counts the payments.
    ///
    /// Shows the slider the way apps use it: an amount above, "Slide to pay" on the track, and a
    /// count that grows by exactly one per completed swipe or accessibility activation.
    public struct SwipeToConfirmSliderDemo: View {
        @State private var payments = 0
        private let amount: Decimal
        @Environment(\.locale) private var locale

        /// Creates the demo.
        ///
        /// - Parameter amount: The amount to pay, in US dollars.
        public init(amount: Decimal = 42.5) {
            self.amount = amount
        }

        /// The demo card.
        public var body: some View {
            let strings = SwipeToConfirmSliderStrings.table
            VStack(spacing: 20) {
                VStack(spacing: 4) {
                    strings.text(SwipeToConfirmSliderStrings.demoTotal, locale: locale)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Text(amount, format: .currency(code: "USD"))
                        .font(.largeTitle.bold())
                }
                SwipeToConfirmSlider(title: SwipeToConfirmSliderDemoText.slideToPay) {
                    payments += 1
                }
                strings.text(
                    SwipeToConfirmSliderStrings.demoPayments.with(payments), locale: locale
                )
                .font(.footnote)
                .foregroundStyle(.secondary)
                .contentTransition(.numericText(value: Double(payments)))
            }
            .padding(24)
        }
    }

    /// The demo's strings as resources that name the block's table, so the slider shows them in
    /// the user's language like its own defaults.
    enum SwipeToConfirmSliderDemoText {
        /// "Slide to pay".
        static let slideToPay = LocalizedStringResource(
            "swipe-to-confirm-slider.demo.title", defaultValue: "Slide to pay",
            table: "SwipeToConfirmSlider")
        /// "Paid".
        static let paid = LocalizedStringResource(
            "swipe-to-confirm-slider.demo.paid", defaultValue: "Paid", table: "SwipeToConfirmSlider"
        )
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

    #Preview("Spanish") {
        SwipeToConfirmSliderDemo()
            .environment(\.locale, Locale(identifier: "es"))
    }

    #Preview("Async success") {
        SwipeToConfirmSlider(
            title: SwipeToConfirmSliderDemoText.slideToPay,
            confirmedTitle: SwipeToConfirmSliderDemoText.paid
        ) {
            try await Task.sleep(for: .seconds(1.5))
        }
        .padding()
    }

    #Preview("Async failure") {
        SwipeToConfirmSlider(title: SwipeToConfirmSliderDemoText.slideToPay, tint: .red) {
            try await Task.sleep(for: .seconds(1))
            throw SwipeToConfirmSliderPreviewDeclined()
        }
        .padding()
    }

    #Preview("Disabled") {
        SwipeToConfirmSlider(title: SwipeToConfirmSliderDemoText.slideToPay) {}
            .disabled(true)
            .padding()
    }
#endif
