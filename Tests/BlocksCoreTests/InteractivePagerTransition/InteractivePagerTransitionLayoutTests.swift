import Testing

@testable import BlocksCore

@Suite("Pager layout")
struct InteractivePagerTransitionLayoutTests {
  struct VisibleCase: Sendable, CustomTestStringConvertible {
    let count: Int
    let index: Int
    let expected: Range<Int>
    var testDescription: String { "page \(index) of \(count) builds \(expected)" }
  }

  @Test(
    "only the current page ± 1 is built, clamped to the list",
    arguments: [
      VisibleCase(count: 0, index: 0, expected: 0..<0),
      VisibleCase(count: 0, index: 7, expected: 0..<0),
      VisibleCase(count: 1, index: 0, expected: 0..<1),
      VisibleCase(count: 3, index: 0, expected: 0..<2),
      VisibleCase(count: 3, index: 1, expected: 0..<3),
      VisibleCase(count: 3, index: 2, expected: 1..<3),
      VisibleCase(count: 3, index: 9, expected: 1..<3),
      VisibleCase(count: 1_000, index: 500, expected: 499..<502),
      VisibleCase(count: 1_000_000, index: 500_000, expected: 499_999..<500_002),
      VisibleCase(count: 1_000_000, index: 999_999, expected: 999_998..<1_000_000),
    ])
  func visibleSet(_ c: VisibleCase) {
    let pages = InteractivePagerTransitionLayout.VisiblePages(
      count: c.count, index: c.index, position: Double(c.index), width: 400, reduceMotion: false)
    #expect(pages.indices == c.expected)
    #expect(pages.count == c.expected.count)
    #expect(pages.map(\.pageIndex) == Array(c.expected))
    if c.count > 0 {
      #expect(pages.contains { $0.pageIndex == pages.currentIndex })
    }
  }

  @Test("a page list that changed before the machine heard of it only builds pages that exist")
  func staleCount() {
    // Given a finger on the last of ten pages
    var pager = InteractivePagerTransitionMachine(count: 10, index: 9, width: 400)
    _ = pager.send(.dragChanged(translation: 120), at: 0)
    // When the view is redrawn with three pages before the count reaches the machine
    let layout = InteractivePagerTransitionLayout(pager, pageCount: 3)
    // Then only existing pages are built, resting on the clamped index
    #expect(layout.pages.indices == 1..<3)
    #expect(layout.pages.position == 2)
    #expect(InteractivePagerTransitionLayout(pager, pageCount: 0).pages.isEmpty)
    #expect(
      InteractivePagerTransitionLayout(pager, pageCount: 10)
        == InteractivePagerTransitionLayout(pager))
  }

  @Test("a frame's layout is a fixed-size plain value, whatever the page count")
  func fixedSize() {
    // Plain data (no references) cannot allocate; the same type serves every count.
    #expect(_isPOD(InteractivePagerTransitionLayout.self))
    #expect(_isPOD(InteractivePagerTransitionLayout.VisiblePages.self))
    #expect(_isPOD(InteractivePagerTransitionLayout.Dots.self))
    #expect(_isPOD(InteractivePagerTransitionMachine.self))
    let small = InteractivePagerTransitionLayout(
      count: 3, index: 1, position: 1, width: 400, reduceMotion: false)
    let huge = InteractivePagerTransitionLayout(
      count: 1_000_000, index: 500_000, position: 500_000, width: 400, reduceMotion: false)
    #expect(small.pages.count == huge.pages.count)
    #expect(small.dots.count == 3 && huge.dots.count == 7)
  }

  @Test(
    "parallax: the page on top slides a full width, the one beneath a third, shrinks and darkens")
  func parallax() throws {
    // Given a finger a quarter of the way from page 0 to page 1
    var pager = InteractivePagerTransitionMachine(count: 3, index: 0, width: 400)
    _ = pager.send(.dragChanged(translation: -100), at: 0)
    let pages = InteractivePagerTransitionLayout(pager).pages
    // Then page 0 is underneath: relative −0.25
    let current = pages[0]
    #expect(abs(current.relative + 0.25) < 1e-12)
    #expect(abs(current.offset - (-0.25 * 400 * 0.3)) < 1e-9)
    #expect(abs(current.scale - (1 - 0.08 * 0.25)) < 1e-12)
    #expect(abs(current.brightness - 0.25 * -0.25) < 1e-12)
    // And page 1 is on top, entering from the trailing side
    let next = pages[1]
    #expect(abs(next.offset - 0.75 * 400) < 1e-9)
    #expect(next.scale == 1 && next.brightness == 0)
    #expect(next.zIndex > current.zIndex)
    // Only the current page takes touches and is visible to VoiceOver
    #expect(current.allowsHitTesting && !current.isAccessibilityHidden)
    #expect(!next.allowsHitTesting && next.isAccessibilityHidden)
  }

  struct ParallaxCase: Sendable, CustomTestStringConvertible {
    let relative: Double
    let offset: Double
    let scale: Double
    let brightness: Double
    var testDescription: String { "relative \(relative)" }
  }

  @Test(
    "per-page parallax rules (width 100)",
    arguments: [
      ParallaxCase(relative: 1, offset: 100, scale: 1, brightness: 0),
      ParallaxCase(relative: 0.5, offset: 50, scale: 1, brightness: 0),
      ParallaxCase(relative: 0.001, offset: 0.1, scale: 1, brightness: 0),
      ParallaxCase(relative: 0, offset: 0, scale: 1, brightness: 0),
      ParallaxCase(relative: -0.5, offset: -15, scale: 0.96, brightness: -0.125),
      ParallaxCase(relative: -1, offset: -30, scale: 0.92, brightness: -0.25),
      ParallaxCase(relative: -1.5, offset: -45, scale: 0.92, brightness: -0.25),
    ])
  func rules(_ c: ParallaxCase) {
    // Page 5, drawn at position 5 − relative
    let pages = InteractivePagerTransitionLayout.VisiblePages(
      count: 20, index: 5, position: 5 - c.relative, width: 100, reduceMotion: false)
    let page = pages[5]
    #expect(abs(page.offset - c.offset) < 1e-9)
    #expect(abs(page.scale - c.scale) < 1e-12)
    #expect(abs(page.brightness - c.brightness) < 1e-12)

    // With Reduce Motion: plain sliding, no scale, no darkening
    let plain = InteractivePagerTransitionLayout.VisiblePages(
      count: 20, index: 5, position: 5 - c.relative, width: 100, reduceMotion: true)[5]
    #expect(abs(plain.offset - c.relative * 100) < 1e-9)
    #expect(plain.scale == 1 && plain.brightness == 0)
  }

  @Test(
    "only the current page takes touches and is visible to VoiceOver, in every frame",
    arguments: [false, true])
  func onlyCurrentPageInteracts(reduceMotion: Bool) {
    for (count, index) in [(1, 0), (3, 0), (3, 1), (3, 2), (1_000, 500)] {
      for translation in stride(from: -400.0, through: 400, by: 50) {
        // Given a finger anywhere in a drag
        var pager = InteractivePagerTransitionMachine(
          count: count, index: index, width: 400,
          environment: BlockEnvironment(reduceMotion: reduceMotion))
        _ = pager.send(.dragChanged(translation: translation), at: 0)
        // Then exactly the current page is interactive and exposed, whatever is on top
        let pages = InteractivePagerTransitionLayout(pager).pages
        #expect(pages.filter(\.allowsHitTesting).map(\.pageIndex) == [index])
        #expect(pages.filter { !$0.isAccessibilityHidden }.map(\.pageIndex) == [index])
      }
    }
  }

  @Test("higher page indices draw on top, in every frame")
  func order() {
    for position in stride(from: 3.0, through: 5.0, by: 0.25) {
      let pages = InteractivePagerTransitionLayout.VisiblePages(
        count: 10, index: 4, position: position, width: 300, reduceMotion: false)
      let z = pages.map(\.zIndex)
      #expect(z == z.sorted() && Set(z).count == z.count)
    }
  }

  @Test("degenerate sizes and positions never put NaN into layout")
  func degenerate() {
    for width in [0, -1, .nan, .infinity, 375] {
      for position in [Double.nan, .infinity, -.infinity, 2.5] {
        for reduceMotion in [false, true] {
          let layout = InteractivePagerTransitionLayout(
            count: 5, index: 2, position: position, width: width, reduceMotion: reduceMotion)
          for page in layout.pages {
            #expect(page.offset.isFinite && page.scale.isFinite && page.brightness.isFinite)
            #expect(page.relative.isFinite)
          }
          for dot in layout.dots {
            #expect(dot.width.isFinite && dot.height.isFinite && dot.opacity.isFinite)
          }
        }
      }
    }
  }

  // Found by model checking (the reliability harness); the smallest case that shows it.
  @Test(
    "a huge finite width never makes a page offset infinite",
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
