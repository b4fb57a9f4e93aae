#if canImport(SwiftUI)
  import SwiftUI
  import Testing

  @testable import SwiftUIBlocks

  @Suite("Hold to confirm button view")
  @MainActor
  struct HoldToConfirmButtonViewTests {
    @Test("the synchronous initializer takes the documented parameters and defaults")
    func synchronousInit() {
      _ = HoldToConfirmButton(title: "Hold to delete") {}
      _ = HoldToConfirmButton(
        title: "Hold to delete", systemImage: "trash", tint: .orange, holdDuration: 2
      ) {}
    }

    @Test("the asynchronous initializer accepts throwing work")
    func asynchronousInit() {
      _ = HoldToConfirmButton(title: "Hold to sync", holdDuration: 0.8) {
        try await Task.sleep(for: .milliseconds(10))
      }
    }

    @Test("the demo builds")
    func demo() {
      _ = HoldToConfirmButtonDemo()
    }
  }
#endif
