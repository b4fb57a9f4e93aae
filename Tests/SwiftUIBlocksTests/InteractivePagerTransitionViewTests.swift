#if canImport(SwiftUI)
  import SwiftUI
  import Testing

  @testable import SwiftUIBlocks

  @Suite("Pager view")
  @MainActor
  struct InteractivePagerTransitionViewTests {
    struct Item: Identifiable {
      let id: Int
    }

    @Test("the pager and its demo construct with any page count")
    func constructs() {
      for count in [0, 1, 3, 1_000_000] {
        let pages = (0..<min(count, 10)).map(Item.init)
        _ = InteractivePagerTransition(pages: pages, index: .constant(count - 1)) { item in
          Text(verbatim: "\(item.id)")
        }
      }
      _ = InteractivePagerTransitionDemo()
      #expect(InteractivePagerTransitionDemoSlide.onboarding.count == 3)
    }
  }
#endif
