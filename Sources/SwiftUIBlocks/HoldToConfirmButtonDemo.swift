#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// A demo of ``HoldToConfirmButton``: "Hold to delete" and a counter of deleted files.
    ///
    /// Each completed hold (or accessibility activation) adds one to the counter, which rolls to
    /// its new value with a numeric content transition.
    public struct HoldToConfirmButtonDemo: View {
        @State private var deletedFiles = 0
        @Environment(\.locale) private var locale

        /// Creates the demo.
        public init() {}

        /// The counter above the button.
        public var body: some View {
            VStack(spacing: 32) {
                VStack(spacing: 4) {
                    Text(verbatim: deletedFiles.formatted())
                        .font(.largeTitle.bold())
                        .monospacedDigit()
                        .contentTransition(.numericText())
                    HoldToConfirmButtonStrings.table
                        .text(HoldToConfirmButtonStrings.demoDeletedFiles, locale: locale)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .accessibilityElement(children: .combine)
                HoldToConfirmButton(
                    title: HoldToConfirmButtonDemoText.delete, systemImage: "trash"
                ) {
                    withAnimation(.snappy) { deletedFiles += 1 }
                }
            }
            .padding()
        }
    }

    /// The demo's titles as resources that name the block's table, so the button shows them in
    /// the user's language like its own defaults.
    enum HoldToConfirmButtonDemoText {
        /// "Hold to delete".
        static let delete = LocalizedStringResource(
            "hold-to-confirm-button.demo.title", defaultValue: "Hold to delete",
            table: "HoldToConfirmButton")
        /// "Hold to sync".
        static let sync = LocalizedStringResource(
            "hold-to-confirm-button.demo.syncTitle", defaultValue: "Hold to sync",
            table: "HoldToConfirmButton")
        /// "Hold to archive".
        static let archive = LocalizedStringResource(
            "hold-to-confirm-button.demo.archiveTitle", defaultValue: "Hold to archive",
            table: "HoldToConfirmButton")
    }

    /// The failure the async previews throw.
    private struct HoldToConfirmButtonPreviewFailure: Error {}

    #Preview("Hold to delete") {
        HoldToConfirmButtonDemo()
    }

    #Preview("Async success") {
        HoldToConfirmButton(
            title: HoldToConfirmButtonDemoText.sync, systemImage: "arrow.triangle.2.circlepath",
            tint: .blue
        ) {
            try await Task.sleep(for: .seconds(1.5))
        }
    }

    #Preview("Async failure") {
        HoldToConfirmButton(
            title: HoldToConfirmButtonDemoText.sync, systemImage: "arrow.triangle.2.circlepath",
            tint: .blue
        ) {
            try await Task.sleep(for: .seconds(1.5))
            throw HoldToConfirmButtonPreviewFailure()
        }
    }

    #Preview("Reduce Motion") {
        HoldToConfirmButtonDemo()
            .environment(\._accessibilityReduceMotion, true)
    }

    #Preview("Disabled") {
        HoldToConfirmButtonDemo()
            .disabled(true)
    }

    #Preview("Spanish, right to left, large type") {
        HoldToConfirmButtonDemo()
            .environment(\.locale, Locale(identifier: "es"))
            .environment(\.layoutDirection, .rightToLeft)
            .dynamicTypeSize(.accessibility2)
    }

    #Preview("Yellow tint, dark") {
        HoldToConfirmButton(
            title: HoldToConfirmButtonDemoText.archive, systemImage: "archivebox", tint: .yellow
        ) {}
        .preferredColorScheme(.dark)
    }
#endif
