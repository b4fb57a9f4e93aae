#if canImport(SwiftUI)
  import BlocksCore
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
          Text(verbatim: string(HoldToConfirmButtonStrings.demoDeletedFiles))
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
        HoldToConfirmButton(title: "Hold to delete", systemImage: "trash") {
          withAnimation(.snappy) { deletedFiles += 1 }
        }
      }
      .padding()
    }

    private func string(_ key: String) -> String {
      HoldToConfirmButtonStrings.table.string(for: LocalizedText(key), locale: locale)
    }
  }

  /// The failure the async previews throw.
  private struct HoldToConfirmButtonPreviewFailure: Error {}

  #Preview("Hold to delete") {
    HoldToConfirmButtonDemo()
  }

  #Preview("Async success") {
    HoldToConfirmButton(
      title: "Hold to sync", systemImage: "arrow.triangle.2.circlepath", tint: .blue
    ) {
      try await Task.sleep(for: .seconds(1.5))
    }
  }

  #Preview("Async failure") {
    HoldToConfirmButton(
      title: "Hold to sync", systemImage: "arrow.triangle.2.circlepath", tint: .blue
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
    HoldToConfirmButton(title: "Hold to archive", systemImage: "archivebox", tint: .yellow) {}
      .preferredColorScheme(.dark)
  }
#endif
