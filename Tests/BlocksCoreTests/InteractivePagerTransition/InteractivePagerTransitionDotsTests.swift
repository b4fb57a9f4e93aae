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
  }

  @Test func theDotsDrawTheLookTheyAreGiven() {
    let look = InteractivePagerTransitionLook(
      maximumVisible: 5, dotSize: 6, currentWidth: 30, dotOpacity: 0.3, outerScale: 0.4,
      nearOuterScale: 0.6)
    let dots = InteractivePagerTransitionLayout.Dots(count: 20, index: 10, look: look)
    #expect(dots.indices == 8..<13)
    #expect(dots.map(\.scale) == [0.4, 0.6, 1, 0.6, 0.4])
    #expect(dots[10].width == 30 && dots[10].height == 6 && dots[10].opacity == 1)
    #expect(dots[9].width == 6 * 0.6 && dots[8].height == 6 * 0.4)
    #expect(dots[12].opacity == 0.3)
    var machine = InteractivePagerTransitionMachine(count: 20, index: 10)
    _ = machine.send(.sizeChanged(width: 300, height: 600), at: 0)
    #expect(InteractivePagerTransitionLayout(machine, look: look).dots == dots)
    #expect(InteractivePagerTransitionLayout(machine, pageCount: 20, look: look).dots == dots)
    // Hostile numbers: not finite is standard, out of range is clamped, at least one dot shows.
    let hostile = InteractivePagerTransitionLook(
      maximumVisible: -3, dotSize: .nan, currentWidth: -4, dotOpacity: 2, outerScale: .infinity,
      nearOuterScale: -1)
    #expect(hostile.maximumVisible == 1 && hostile.dotSize == 8 && hostile.currentWidth == 0)
    #expect(hostile.dotOpacity == 1 && hostile.outerScale == 0.5 && hostile.nearOuterScale == 0)
    let one = InteractivePagerTransitionLayout.Dots(count: 9, index: 4, look: hostile)
    #expect(one.indices == 4..<5 && one[4].isCurrent)
    let many = InteractivePagerTransitionLook(
      maximumVisible: 1_000_000, dotSize: 8, currentWidth: 22, dotOpacity: 0.45, outerScale: 0.5,
      nearOuterScale: 0.75)
    #expect(many.maximumVisible == 25)
    let bounded = InteractivePagerTransitionLayout.Dots(count: 1_000_000, index: 0, look: many)
    #expect(bounded.count == 25)
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
