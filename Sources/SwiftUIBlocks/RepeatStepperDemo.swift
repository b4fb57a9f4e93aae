#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// A shopping-cart line built on a ``RepeatStepper``: a product, its quantity and the total.
    ///
    /// Shows the stepper the way apps use it: a tap adds one bag, holding runs up the quantity
    /// faster and faster, and the total follows every step exactly once. The quantity stops at 0
    /// and at 20 bags, where the button dims.
    public struct RepeatStepperDemo: View {
        @State private var quantity = 2
        @Environment(\.locale) private var locale

        /// The price of one bag, in whole US dollars.
        static let price = 14

        /// Creates the demo.
        public init() {}

        /// The demo card.
        public var body: some View {
            let strings = RepeatStepperStrings.table
            VStack(alignment: .leading, spacing: 16) {
                HStack {
                    VStack(alignment: .leading, spacing: 2) {
                        strings.text(RepeatStepperStrings.demoProduct, locale: locale)
                            .font(.headline)
                        Text(
                            Double(Self.price),
                            format: .currency(code: "USD").precision(.fractionLength(0))
                        )
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    }
                    Spacer(minLength: 16)
                    RepeatStepper(RepeatStepperDemoText.quantity, value: $quantity, in: 0...20)
                }
                strings.text(
                    RepeatStepperStrings.demoTotal.with(quantity * Self.price), locale: locale
                )
                .font(.footnote)
                .foregroundStyle(.secondary)
                .contentTransition(.numericText(value: Double(quantity)))
            }
            .padding(24)
        }
    }

    /// The demo's strings as resources that name the block's table, so the stepper shows them in
    /// the user's language like its own defaults.
    enum RepeatStepperDemoText {
        /// "Quantity".
        static let quantity = LocalizedStringResource(
            "repeat-stepper.demo.label", defaultValue: "Quantity", table: "RepeatStepper")
    }

    #Preview("Left to right") {
        RepeatStepperDemo()
    }

    #Preview("Right to left") {
        RepeatStepperDemo()
            .environment(\.layoutDirection, .rightToLeft)
    }

    #Preview("Spanish") {
        RepeatStepperDemo()
            .environment(\.locale, Locale(identifier: "es"))
    }

    #Preview("Wrapping hours") {
        @Previewable @State var hour = 23
        RepeatStepper(
            RepeatStepperDemoText.quantity, value: $hour, in: 0...23, wraps: true, tint: .orange
        )
        .padding()
    }

    #Preview("Disabled") {
        @Previewable @State var quantity = 3
        RepeatStepper(RepeatStepperDemoText.quantity, value: $quantity)
            .disabled(true)
            .padding()
    }
#endif
