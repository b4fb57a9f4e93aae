#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// A price filter for hotel stays built on a ``RangeSlider``: the range above, the slider, and
    /// how many stays fall inside it.
    ///
    /// Shows the slider the way apps use it: bounds of $0 to $500 a night in steps of $10, the
    /// thumbs kept at least $50 apart, and a result count that follows every snapped change.
    public struct RangeSliderDemo: View {
        @State private var price: ClosedRange<Double> = 80...240
        @Environment(\.locale) private var locale

        /// The nightly prices of the stays being filtered, in US dollars.
        static let stays: [Double] = [
            45, 62, 79, 88, 95, 110, 118, 125, 139, 150, 164, 172, 189, 199, 215, 230, 249, 265,
            289,
            310, 340, 375, 420, 480,
        ]

        /// Creates the demo.
        public init() {}

        /// The demo card.
        public var body: some View {
            let strings = RangeSliderStrings.table
            let count = Self.stays.filter { price.contains($0) }.count
            VStack(alignment: .leading, spacing: 16) {
                VStack(alignment: .leading, spacing: 4) {
                    strings.text(RangeSliderStrings.demoHeading, locale: locale)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    let lower = price.lowerBound.formatted(Self.currency)
                    let upper = price.upperBound.formatted(Self.currency)
                    Text(verbatim: "\(lower) – \(upper)")
                        .font(.title2.bold())
                        .monospacedDigit()
                }
                RangeSlider(
                    RangeSliderDemoText.price, range: $price, in: 0...500, step: 10,
                    minimumDistance: 50,
                    format: .number)
                strings.text(RangeSliderStrings.demoResults.with(count), locale: locale)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .contentTransition(.numericText(value: Double(count)))
            }
            .padding(24)
        }

        /// Whole US dollars.
        private static var currency: FloatingPointFormatStyle<Double>.Currency {
            .currency(code: "USD").precision(.fractionLength(0))
        }
    }

    /// The demo's strings as resources that name the block's table, so the slider shows them in
    /// the user's language like its own defaults.
    enum RangeSliderDemoText {
        /// "Price".
        static let price = LocalizedStringResource(
            "range-slider.demo.label", defaultValue: "Price", table: "RangeSlider")
    }

    #Preview("Left to right") {
        RangeSliderDemo()
    }

    #Preview("Right to left") {
        RangeSliderDemo()
            .environment(\.layoutDirection, .rightToLeft)
    }

    #Preview("Spanish") {
        RangeSliderDemo()
            .environment(\.locale, Locale(identifier: "es"))
    }

    #Preview("Continuous") {
        @Previewable @State var range: ClosedRange<Double> = 0.25...0.75
        RangeSlider(RangeSliderDemoText.price, range: $range, tint: .orange)
            .padding()
    }

    #Preview("Disabled") {
        @Previewable @State var range: ClosedRange<Double> = 0.2...0.6
        RangeSlider(RangeSliderDemoText.price, range: $range)
            .disabled(true)
            .padding()
    }
#endif
