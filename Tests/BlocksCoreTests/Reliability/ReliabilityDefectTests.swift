import BlocksCore
import Testing

/// Defects the reliability harness found, each pinned by the smallest case that shows it.
@Suite("Reliability: defects found by model checking")
struct ReliabilityDefectTests {
  @Test(
    "pager: a huge finite width never makes a page offset infinite",
    arguments: [Double.greatestFiniteMagnitude, 1e308, Double.greatestFiniteMagnitude / 2])
  func pagerHugeWidth(width: Double) {
    // Given a pager as wide as a Double allows, on its second page
    var machine = InteractivePagerTransitionMachine(count: 7, index: 1, width: width)
    // When a finger drags a full width backward (the position moves a page) …
    _ = machine.send(.dragChanged(translation: -.greatestFiniteMagnitude), at: 0)
    // Then every built page's offset is finite: relative reaches ±2, and relative × width
    // overflowed to infinity.
    let layout = InteractivePagerTransitionLayout(machine)
    for pageIndex in layout.pages.indices {
      let offset = layout.pages[pageIndex].offset
      #expect(offset.isFinite, "page \(pageIndex) width \(width): offset \(offset)")
    }
    // … and at rest on the last page, the page before it is a full width away.
    var settled = InteractivePagerTransitionMachine(count: 3, index: 2, width: width)
    _ = settled.send(.dragChanged(translation: .greatestFiniteMagnitude), at: 0)
    let settledLayout = InteractivePagerTransitionLayout(settled)
    for pageIndex in settledLayout.pages.indices {
      let offset = settledLayout.pages[pageIndex].offset
      #expect(offset.isFinite, "page \(pageIndex) width \(width): offset \(offset)")
    }
  }
}
