#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// Three onboarding slides in an ``InteractivePagerTransition``.
    ///
    /// Each slide is a gradient with an SF Symbol, a title and a line of text, in the user's
    /// language (English or Spanish).
    public struct InteractivePagerTransitionDemo: View {
        @State private var index = 0

        /// Creates the demo, starting on the first slide.
        public init() {}

        /// The pager over the onboarding slides, edge to edge.
        public var body: some View {
            InteractivePagerTransition(
                pages: InteractivePagerTransitionDemoSlide.onboarding, index: $index
            ) { slide in
                InteractivePagerTransitionDemoSlideView(slide: slide)
            }
            .ignoresSafeArea()
        }
    }

    /// One onboarding slide.
    struct InteractivePagerTransitionDemoSlide: Identifiable {
        let id: Int
        let symbol: String
        let title: BlocksCore.LocalizedText
        let text: BlocksCore.LocalizedText
        let colors: [Color]

        /// The demo's slides; every gradient keeps white text above 4.5:1.
        static let onboarding = [
            InteractivePagerTransitionDemoSlide(
                id: 0, symbol: "sparkles",
                title: InteractivePagerTransitionStrings.demoWelcomeTitle,
                text: InteractivePagerTransitionStrings.demoWelcomeText,
                colors: [
                    Color(red: 0.24, green: 0.20, blue: 0.62),
                    Color(red: 0.45, green: 0.17, blue: 0.55),
                ]
            ),
            InteractivePagerTransitionDemoSlide(
                id: 1, symbol: "hand.draw", title: InteractivePagerTransitionStrings.demoSwipeTitle,
                text: InteractivePagerTransitionStrings.demoSwipeText,
                colors: [
                    Color(red: 0.02, green: 0.30, blue: 0.55),
                    Color(red: 0.00, green: 0.42, blue: 0.45),
                ]
            ),
            InteractivePagerTransitionDemoSlide(
                id: 2, symbol: "checkmark.seal.fill",
                title: InteractivePagerTransitionStrings.demoReadyTitle,
                text: InteractivePagerTransitionStrings.demoReadyText,
                colors: [
                    Color(red: 0.62, green: 0.12, blue: 0.30),
                    Color(red: 0.72, green: 0.22, blue: 0.08),
                ]
            ),
        ]
    }

    /// A slide: gradient, symbol, title and text.
    struct InteractivePagerTransitionDemoSlideView: View {
        let slide: InteractivePagerTransitionDemoSlide
        @Environment(\.locale) private var locale

        var body: some View {
            let strings = InteractivePagerTransitionStrings.table
            ZStack {
                LinearGradient(
                    colors: slide.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
                VStack(spacing: 20) {
                    Image(systemName: slide.symbol)
                        .font(.system(size: 72, weight: .semibold))
                        .symbolRenderingMode(.hierarchical)
                        .accessibilityHidden(true)
                    strings.text(slide.title, locale: locale)
                        .font(.largeTitle.bold())
                        .accessibilityAddTraits(.isHeader)
                    strings.text(slide.text, locale: locale)
                        .font(.body)
                }
                .foregroundStyle(.white)
                .multilineTextAlignment(.center)
                .padding(32)
            }
        }
    }

    /// A numbered page for the many-pages preview.
    struct InteractivePagerTransitionPreviewNumber: Identifiable {
        let id: Int
    }

    #Preview("Onboarding") {
        InteractivePagerTransitionDemo()
    }

    #Preview("Inside the safe area") {
        // Without `.ignoresSafeArea()` on the pager: the black and the pages still reach the
        // screen's edges, and the dots stay above the home indicator.
        @Previewable @State var index = 0
        InteractivePagerTransition(
            pages: InteractivePagerTransitionDemoSlide.onboarding, index: $index
        ) {
            slide in
            InteractivePagerTransitionDemoSlideView(slide: slide)
        }
    }

    #Preview("Right to left") {
        InteractivePagerTransitionDemo()
            .environment(\.layoutDirection, .rightToLeft)
    }

    #Preview("Spanish") {
        InteractivePagerTransitionDemo()
            .environment(\.locale, Locale(identifier: "es"))
    }

    #Preview("Reduce Motion") {
        @Previewable @State var index = 0
        InteractivePagerTransition(
            pages: InteractivePagerTransitionDemoSlide.onboarding, index: $index,
            reduceMotionOverride: true
        ) { slide in
            InteractivePagerTransitionDemoSlideView(slide: slide)
        }
        .ignoresSafeArea()
    }

    #Preview("Disabled") {
        InteractivePagerTransitionDemo()
            .disabled(true)
    }

    #Preview("10,000 pages") {
        @Previewable @State var index = 5_000
        InteractivePagerTransition(
            pages: (0..<10_000).map(InteractivePagerTransitionPreviewNumber.init), index: $index
        ) {
            page in
            ZStack {
                LinearGradient(
                    colors: [
                        Color(hue: Double(page.id % 36) / 36, saturation: 0.7, brightness: 0.45),
                        .black,
                    ],
                    startPoint: .top, endPoint: .bottom)
                Text(verbatim: "\(page.id + 1)")
                    .font(.system(size: 96, weight: .bold, design: .rounded))
                    .monospacedDigit()
                    .foregroundStyle(.white)
            }
        }
        .ignoresSafeArea()
    }
#endif
