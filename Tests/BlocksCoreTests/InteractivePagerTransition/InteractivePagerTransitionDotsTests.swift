import Testing

@testable import BlocksCore

@Suite("Pager dots")
struct InteractivePagerTransitionDotsTests {
  @Test("up to seven pages: every dot, full size; the current one a 22 pt capsule")
  func few() {
    let dots = InteractivePagerTransitionLayout.Dots(count: 5, index: 2)
    #expect(dots.indices == 0..<5)
    for dot in dots {
      if dot.pageIndex == 2 {
        #expect(dot.isCurrent && dot.width == 22 && dot.height == 8 && dot.opacity == 1)
      } else {
        #expect(!dot.isCurrent && dot.width == 8 && dot.height == 8 && dot.opacity == 0.45)
      }
    }
    #expect(
      InteractivePagerTransitionMetrics.spacing == 8
        && InteractivePagerTransitionMetrics.bottomPadding == 18)
  }

  struct WindowCase: Sendable, CustomTestStringConvertible {
    let count: Int
    let index: Int
    let window: Range<Int>
    /// Scales of the window's dots, in order.
    let scales: [Double]
    var testDescription: String { "page \(index) of \(count)" }
  }

  @Test(
    "more than seven pages: a window of seven around the current page, outer dots smaller",
    arguments: [
      WindowCase(count: 20, index: 0, window: 0..<7, scales: [1, 1, 1, 1, 1, 0.75, 0.5]),
      WindowCase(count: 20, index: 3, window: 0..<7, scales: [1, 1, 1, 1, 1, 0.75, 0.5]),
      WindowCase(count: 20, index: 4, window: 1..<8, scales: [0.5, 0.75, 1, 1, 1, 0.75, 0.5]),
      WindowCase(count: 20, index: 10, window: 7..<14, scales: [0.5, 0.75, 1, 1, 1, 0.75, 0.5]),
      WindowCase(count: 20, index: 16, window: 13..<20, scales: [0.5, 0.75, 1, 1, 1, 1, 1]),
      WindowCase(count: 20, index: 19, window: 13..<20, scales: [0.5, 0.75, 1, 1, 1, 1, 1]),
      WindowCase(count: 8, index: 4, window: 1..<8, scales: [0.5, 0.75, 1, 1, 1, 1, 1]),
      WindowCase(count: 7, index: 6, window: 0..<7, scales: [1, 1, 1, 1, 1, 1, 1]),
      WindowCase(
        count: 1_000_000, index: 500_000, window: 499_997..<500_004,
        scales: [0.5, 0.75, 1, 1, 1, 0.75, 0.5]),
    ])
  func window(_ c: WindowCase) {
    let dots = InteractivePagerTransitionLayout.Dots(count: c.count, index: c.index)
    #expect(dots.indices == c.window)
    #expect(dots.map(\.scale) == c.scales)
    #expect(dots.filter(\.isCurrent).map(\.pageIndex) == [c.index])
  }

  @Test("the window always holds the current page and at most seven dots")
  func sweep() {
    for count in 0...30 {
      for index in -2...(count + 2) {
        let dots = InteractivePagerTransitionLayout.Dots(count: count, index: index)
        #expect(dots.count == min(count, 7))
        if count > 0 {
          #expect(dots.indices.contains(dots.currentIndex))
          #expect(dots[dots.currentIndex].scale == 1)
        }
        #expect(dots.startIndex >= 0 && dots.endIndex <= max(count, 0))
      }
    }
    #expect(InteractivePagerTransitionLayout.Dots(count: 0, index: 0).isEmpty)
  }

  @Test("a disabled pager dims its dots")
  func dimmed() {
    #expect(InteractivePagerTransitionLayout.Dots.barOpacity(isEnabled: true) == 1)
    #expect(
      InteractivePagerTransitionLayout.Dots.barOpacity(isEnabled: false)
        == BlockEnvironment.disabledOpacity)
  }

  @Test("the dots animate with snappy 0.3 s, not with Reduce Motion")
  func motion() {
    #expect(
      InteractivePagerTransitionLayout.Dots.motion(reduceMotion: false) == .snappy(duration: 0.3))
    #expect(InteractivePagerTransitionLayout.Dots.motion(reduceMotion: true) == nil)
  }
}
