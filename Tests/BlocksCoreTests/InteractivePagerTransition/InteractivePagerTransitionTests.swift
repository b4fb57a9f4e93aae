import Testing

@testable import BlocksCore

/// A pager of `count` pages, `width` points wide, showing `index`.
private func makePager(
  count: Int = 10, index: Int = 5, width: Double = 400, direction: FlowDirection = .leftToRight,
  reduceMotion: Bool = false
) -> InteractivePagerTransitionMachine {
  InteractivePagerTransitionMachine(
    count: count, index: index, width: width,
    environment: BlockEnvironment(reduceMotion: reduceMotion, direction: direction))
}

@Suite("Pager index")
struct InteractivePagerTransitionIndexTests {
  struct ClampCase: Sendable, CustomTestStringConvertible {
    let count: Int
    let index: Int
    let expected: Int
    var testDescription: String { "index \(index) of \(count) shows \(expected)" }
  }

  @Test(
    "the shown index is the requested one clamped to the pages, 0 when empty",
    arguments: [
      ClampCase(count: 0, index: 0, expected: 0),
      ClampCase(count: 0, index: 5, expected: 0),
      ClampCase(count: 0, index: -3, expected: 0),
      ClampCase(count: -4, index: 2, expected: 0),
      ClampCase(count: 1, index: 3, expected: 0),
      ClampCase(count: 3, index: -2, expected: 0),
      ClampCase(count: 3, index: 1, expected: 1),
      ClampCase(count: 3, index: 7, expected: 2),
      ClampCase(count: 1_000_000, index: 999_999, expected: 999_999),
      ClampCase(count: 1_000_000, index: Int.max, expected: 999_999),
      ClampCase(count: 1_000_000, index: Int.min, expected: 0),
    ])
  func clamps(_ c: ClampCase) {
    #expect(InteractivePagerTransitionMachine(count: c.count, index: c.index).index == c.expected)
    // A programmatic change clamps the same way.
    var pager = InteractivePagerTransitionMachine(count: c.count)
    _ = pager.send(.indexSet(c.index), at: 0)
    #expect(pager.index == c.expected)
  }

  struct CountCase: Sendable, CustomTestStringConvertible {
    let count: Int
    let index: Int
    let newCount: Int
    let expected: Int
    var testDescription: String {
      "page \(index) of \(count), then \(newCount) pages → \(expected)"
    }
  }

  @Test(
    "when the page count changes the index is written back clamped",
    arguments: [
      CountCase(count: 5, index: 4, newCount: 3, expected: 2),
      CountCase(count: 5, index: 4, newCount: 0, expected: 0),
      CountCase(count: 5, index: 2, newCount: 10, expected: 2),
      CountCase(count: 3, index: 2, newCount: 1, expected: 0),
      CountCase(count: 0, index: 0, newCount: 4, expected: 0),
      CountCase(count: 1_000_000, index: 999_999, newCount: 3, expected: 2),
      CountCase(count: 3, index: 1, newCount: -1, expected: 0),
    ])
  func writesBack(_ c: CountCase) {
    var pager = InteractivePagerTransitionMachine(count: c.count, index: c.index)
    let effects = pager.send(.countChanged(c.newCount), at: 0)
    #expect(pager.index == c.expected)
    #expect(pager.count == max(c.newCount, 0))
    #expect(effects.announcement == nil)
  }

  @Test("setting the index from outside animates with the settle animation and announces nothing")
  func programmatic() {
    var pager = makePager()
    let effects = pager.send(.indexSet(8), at: 0)
    #expect(pager.index == 8)
    #expect(effects.animation == .smooth(duration: 0.45))
    #expect(effects.announcement == nil)
    #expect(pager.send(.indexSet(8), at: 0).isEmpty)

    var reduced = makePager(reduceMotion: true)
    let jump = reduced.send(.indexSet(2), at: 0)
    #expect(reduced.index == 2)
    #expect(jump.animation == nil)
  }
}

@Suite("Pager drag")
struct InteractivePagerTransitionDragTests {
  struct ResistCase: Sendable, CustomTestStringConvertible {
    let name: String
    let count: Int
    let index: Int
    let direction: FlowDirection
    let screen: Double
    let expectedPosition: Double
    var testDescription: String { name }
  }

  @Test(
    "translations past the first or last page are resisted ×0.3, others track exactly",
    arguments: [
      ResistCase(
        name: "first page, forward", count: 3, index: 0, direction: .leftToRight, screen: 100,
        expectedPosition: -0.075),
      ResistCase(
        name: "first page, backward", count: 3, index: 0, direction: .leftToRight, screen: -100,
        expectedPosition: 0.25),
      ResistCase(
        name: "last page, backward", count: 3, index: 2, direction: .leftToRight, screen: -100,
        expectedPosition: 2.075),
      ResistCase(
        name: "last page, forward", count: 3, index: 2, direction: .leftToRight, screen: 100,
        expectedPosition: 1.75),
      ResistCase(
        name: "middle page", count: 3, index: 1, direction: .leftToRight, screen: 100,
        expectedPosition: 0.75),
      ResistCase(
        name: "single page, forward", count: 1, index: 0, direction: .leftToRight, screen: 100,
        expectedPosition: -0.075),
      ResistCase(
        name: "single page, backward", count: 1, index: 0, direction: .leftToRight, screen: -100,
        expectedPosition: 0.075),
      ResistCase(
        name: "right-to-left first page, finger moves left (forward)", count: 3, index: 0,
        direction: .rightToLeft, screen: -100, expectedPosition: -0.075),
      ResistCase(
        name: "right-to-left first page, finger moves right (toward next)", count: 3, index: 0,
        direction: .rightToLeft, screen: 100, expectedPosition: 0.25),
      ResistCase(
        name: "million pages, last page", count: 1_000_000, index: 999_999,
        direction: .leftToRight, screen: -100, expectedPosition: 1_000_000 - 1 + 0.075),
    ])
  func resists(_ c: ResistCase) {
    var pager = makePager(count: c.count, index: c.index, direction: c.direction)
    let effects = pager.send(.dragChanged(translation: c.screen), at: 0)
    #expect(pager.isDragging)
    #expect(abs(pager.position - c.expectedPosition) < 1e-9)
    // While the finger is down the pages track it exactly: no animation.
    #expect(effects.animation == nil)
  }

  @Test("drags at either end never move past the end, however far the finger goes")
  func endsHold() {
    for direction in FlowDirection.allCases {
      for (count, index) in [(1, 0), (3, 0), (3, 2), (1_000_000, 0), (1_000_000, 999_999)] {
        for screen in [-10_000.0, -1_200, -400, -399, 0, 399, 400, 1_200, 10_000, .infinity] {
          // Given a pager at one of its ends
          var pager = makePager(count: count, index: index, direction: direction)
          // When the finger drags any distance and lets go with any flick
          _ = pager.send(.dragChanged(translation: screen), at: 0)
          let lower = -InteractivePagerTransitionMetrics.resistance
          let upper = Double(count - 1) + InteractivePagerTransitionMetrics.resistance
          #expect(pager.position >= lower - 1e-9 && pager.position <= upper + 1e-9)
          _ = pager.send(
            .dragEnded(translation: screen, predictedEndTranslation: screen * 3), at: 0)
          // Then the index stays in range and moved at most one page
          #expect((0..<count).contains(pager.index))
          #expect(abs(pager.index - index) <= 1)
          #expect(!pager.isDragging)
        }
      }
    }
  }

  struct ReleaseCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// Fractions of the width, in screen points for a left-to-right layout.
    let translation: Double
    let predicted: Double
    let direction: FlowDirection
    let expectedStep: Int
    var testDescription: String { name }
  }

  static let releaseCases: [ReleaseCase] = [
    ReleaseCase(
      name: "slow drag 39% toward next cancels", translation: -0.39, predicted: -0.39,
      direction: .leftToRight, expectedStep: 0),
    ReleaseCase(
      name: "slow drag 41% toward next commits", translation: -0.41, predicted: -0.41,
      direction: .leftToRight, expectedStep: 1),
    ReleaseCase(
      name: "slow drag 39% toward previous cancels", translation: 0.39, predicted: 0.39,
      direction: .leftToRight, expectedStep: 0),
    ReleaseCase(
      name: "slow drag 41% toward previous commits", translation: 0.41, predicted: 0.41,
      direction: .leftToRight, expectedStep: -1),
    ReleaseCase(
      name: "flick predicted 61% commits after a short drag", translation: -0.1, predicted: -0.61,
      direction: .leftToRight, expectedStep: 1),
    ReleaseCase(
      name: "flick predicted 59% cancels", translation: -0.1, predicted: -0.59,
      direction: .leftToRight, expectedStep: 0),
    ReleaseCase(
      name: "flick back predicted 61% toward previous", translation: 0.05, predicted: 0.61,
      direction: .leftToRight, expectedStep: -1),
    ReleaseCase(
      name: "distance decides before the prediction", translation: -0.45, predicted: 0.9,
      direction: .leftToRight, expectedStep: 1),
    ReleaseCase(
      name: "flick reversing a short drag goes the flick's way", translation: -0.2,
      predicted: 0.7, direction: .leftToRight, expectedStep: -1),
    ReleaseCase(
      name: "huge flick moves one page only", translation: -0.9, predicted: -25,
      direction: .leftToRight, expectedStep: 1),
    ReleaseCase(
      name: "right-to-left: finger right 41% goes to the next page", translation: 0.41,
      predicted: 0.41, direction: .rightToLeft, expectedStep: 1),
    ReleaseCase(
      name: "right-to-left: finger left 41% goes to the previous page", translation: -0.41,
      predicted: -0.41, direction: .rightToLeft, expectedStep: -1),
    ReleaseCase(
      name: "right-to-left: flick right predicted 61% goes next", translation: 0.1,
      predicted: 0.61, direction: .rightToLeft, expectedStep: 1),
    ReleaseCase(
      name: "right-to-left: 39% cancels", translation: 0.39, predicted: 0.39,
      direction: .rightToLeft, expectedStep: 0),
  ]

  @Test(
    "a release commits past 40% by distance or 60% by prediction, else cancels",
    arguments: releaseCases)
  func releases(_ c: ReleaseCase) {
    let width = 400.0
    // Given a pager in the middle of ten pages
    var pager = makePager(direction: c.direction)
    // When the finger drags and lets go
    _ = pager.send(.dragChanged(translation: c.translation * width), at: 0)
    let effects = pager.send(
      .dragEnded(translation: c.translation * width, predictedEndTranslation: c.predicted * width),
      at: 0)
    // Then the pager moves by the expected step and settles with the smooth animation
    #expect(pager.index == 5 + c.expectedStep)
    #expect(pager.translation == 0)
    #expect(pager.position == Double(pager.index))
    #expect(effects.animation == .smooth(duration: 0.45))
    if c.expectedStep == 0 {
      #expect(effects.announcement == nil)
      #expect(effects.haptic == nil)
    } else {
      #expect(
        effects.announcement
          == InteractivePagerTransitionStrings.pageAnnouncement.with(pager.index + 1, 10))
      #expect(effects.haptic == .selection)
    }
  }

  @Test("the drag takes over after 10 pt; a cancel without a drag does nothing")
  func minimumDistance() {
    // The view hands this to its DragGesture, which reports nothing shorter.
    #expect(InteractivePagerTransitionMetrics.minimumDragDistance == 10)
    var pager = makePager()
    #expect(pager.send(.dragCancelled, at: 0).isEmpty)
    #expect(pager.index == 5 && pager.isAtRest)
  }

  @Test("the release decision alone, in forward terms")
  func decision() {
    #expect(
      InteractivePagerTransitionMachine.releaseStep(translation: -161, predicted: 0, width: 400)
        == 1)
    #expect(
      InteractivePagerTransitionMachine.releaseStep(translation: -160, predicted: 0, width: 400)
        == 0)
    #expect(
      InteractivePagerTransitionMachine.releaseStep(translation: 0, predicted: -241, width: 400)
        == 1)
    #expect(
      InteractivePagerTransitionMachine.releaseStep(translation: 0, predicted: -240, width: 400)
        == 0)
    #expect(
      InteractivePagerTransitionMachine.releaseStep(translation: -300, predicted: 0, width: 0) == 0)
    #expect(
      InteractivePagerTransitionMachine.releaseStep(translation: -300, predicted: 0, width: .nan)
        == 0)
    #expect(
      InteractivePagerTransitionMachine.releaseStep(translation: .nan, predicted: .nan, width: 400)
        == 0)
  }

  @Test("with Reduce Motion the release settles at once")
  func reduceMotionSettle() {
    var pager = makePager(reduceMotion: true)
    _ = pager.send(.dragChanged(translation: -300), at: 0)
    let effects = pager.send(.dragEnded(translation: -300, predictedEndTranslation: -300), at: 0)
    #expect(pager.index == 6)
    #expect(effects.animation == nil)
    #expect(effects.announcement != nil)
  }

  @Test("the settle animation reaches the new page in virtual time without overshoot")
  func settleInVirtualTime() throws {
    // Given a drag released at 45% toward the next page
    var pager = makePager()
    _ = pager.send(.dragChanged(translation: -180), at: 0)
    let released = pager.position
    let effects = pager.send(.dragEnded(translation: -180, predictedEndTranslation: -180), at: 0)
    let motion = try #require(effects.animation)
    // When the host plays the animation frame by frame at 120 Hz
    var time = 0.0
    var last = released
    while time < motion.totalDuration + 0.1 {
      let sample = motion.sample(at: time, from: released, to: pager.position)
      // Then the position only moves toward the new page and never passes it
      #expect(sample.value >= last - 1e-9 && sample.value <= pager.position + 1e-9)
      last = sample.value
      time += 1.0 / 120
    }
    #expect(last == 6)
  }

  struct DegenerateWidth: Sendable, CustomTestStringConvertible {
    let width: Double
    var testDescription: String { "width \(width)" }
  }

  @Test(
    "a width of 0 or NaN keeps the position at the index and cancels releases",
    arguments: [0, .nan, -20, .infinity, -.infinity].map(DegenerateWidth.init))
  func degenerateWidth(_ c: DegenerateWidth) {
    var pager = makePager(width: c.width)
    #expect(pager.width == 0)
    _ = pager.send(.dragChanged(translation: -300), at: 0)
    #expect(pager.position == 5)
    _ = pager.send(.dragEnded(translation: -300, predictedEndTranslation: -3_000), at: 0)
    #expect(pager.index == 5)
    let layout = InteractivePagerTransitionLayout(pager)
    for page in layout.pages {
      #expect(page.offset == 0 && page.scale.isFinite && page.brightness.isFinite)
    }
    // The pager stays usable without a width: keys still turn pages.
    _ = pager.send(.keyPressed(.right), at: 0)
    #expect(pager.index == 6)
  }

  @Test("NaN and infinite translations never reach the position")
  func degenerateTranslation() {
    for value in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude] {
      var pager = makePager()
      _ = pager.send(.dragChanged(translation: value), at: 0)
      #expect(pager.position.isFinite)
      #expect(pager.position >= 4 && pager.position <= 6)
      _ = pager.send(.dragEnded(translation: value, predictedEndTranslation: value), at: 0)
      #expect((4...6).contains(pager.index))
    }
  }

  @Test("pages removed while the finger is down never crash or leave the index out of range")
  func removedMidDrag() {
    // Given a finger dragging on the last of ten pages
    var pager = makePager(count: 10, index: 9)
    _ = pager.send(.dragChanged(translation: 150), at: 0)
    // When seven pages go away
    _ = pager.send(.countChanged(3), at: 0)
    // Then the index is written back clamped and the drag continues from there
    #expect(pager.index == 2)
    #expect(pager.isDragging)
    #expect(pager.position.isFinite)
    _ = pager.send(.dragChanged(translation: -200), at: 0)
    #expect(abs(pager.position - 2.15) < 1e-9)  // the new last page resists
    _ = pager.send(.dragEnded(translation: -200, predictedEndTranslation: -400), at: 0)
    #expect(pager.index == 2)

    // Given a drag, when every page goes away, then the pager shows nothing and stays usable
    var emptied = makePager(count: 4, index: 3)
    _ = emptied.send(.dragChanged(translation: -250), at: 0)
    _ = emptied.send(.countChanged(0), at: 0)
    #expect(emptied.index == 0)
    #expect(emptied.position == 0)
    #expect(InteractivePagerTransitionLayout(emptied).pages.isEmpty)
    _ = emptied.send(.dragEnded(translation: -350, predictedEndTranslation: -900), at: 0)
    #expect(emptied.index == 0)
    _ = emptied.send(.countChanged(2), at: 0)
    _ = emptied.send(.keyPressed(.right), at: 0)
    #expect(emptied.index == 1)
  }

  @Test("the width may change mid-drag without the pages leaving the visible set")
  func widthShrinksMidDrag() {
    var pager = makePager()
    _ = pager.send(.dragChanged(translation: -390), at: 0)
    _ = pager.send(.sizeChanged(width: 100, height: 0), at: 0)
    #expect(pager.position == 6)
    _ = pager.send(.sizeChanged(width: 0, height: 0), at: 0)
    #expect(pager.position == 5)
  }

  @Test("a drag that ends without having started, or twice, does nothing")
  func strayEnd() {
    var pager = makePager()
    #expect(pager.send(.dragEnded(translation: -300, predictedEndTranslation: -300), at: 0).isEmpty)
    #expect(pager.index == 5)
    _ = pager.send(.dragChanged(translation: -300), at: 0)
    _ = pager.send(.dragEnded(translation: -300, predictedEndTranslation: -300), at: 0)
    #expect(pager.send(.dragEnded(translation: -300, predictedEndTranslation: -300), at: 0).isEmpty)
    #expect(pager.index == 6)
  }

  @Test("a cancelled drag or a disappearing view settles back without turning the page")
  func cancelAndDisappear() {
    for event in [InteractivePagerTransitionMachine.Event.dragCancelled, .disappeared] {
      var pager = makePager()
      _ = pager.send(.dragChanged(translation: -350), at: 0)
      let effects = pager.send(event, at: 0)
      #expect(pager.index == 5 && !pager.isDragging && pager.isAtRest)
      #expect(effects.announcement == nil)
      #expect(effects.timer == nil && effects.callback == nil)
    }
  }
}

@Suite("Pager keyboard and assistive paging")
struct InteractivePagerTransitionStepTests {
  struct KeyCase: Sendable, CustomTestStringConvertible {
    let direction: FlowDirection
    let key: InteractivePagerTransitionMachine.ArrowKey
    let expectedStep: Int
    var testDescription: String { "\(key) arrow in \(direction) → \(expectedStep)" }
  }

  @Test(
    "arrow keys turn pages, mirrored in right-to-left layouts",
    arguments: [
      KeyCase(direction: .leftToRight, key: .right, expectedStep: 1),
      KeyCase(direction: .leftToRight, key: .left, expectedStep: -1),
      KeyCase(direction: .rightToLeft, key: .left, expectedStep: 1),
      KeyCase(direction: .rightToLeft, key: .right, expectedStep: -1),
    ])
  func keys(_ c: KeyCase) {
    var pager = makePager(direction: c.direction)
    let effects = pager.send(.keyPressed(c.key), at: 0)
    #expect(pager.index == 5 + c.expectedStep)
    #expect(effects.animation == .smooth(duration: 0.45))
    #expect(
      effects.announcement
        == InteractivePagerTransitionStrings.pageAnnouncement.with(pager.index + 1, 10))
  }

  @Test("keys at the ends do nothing, so the host can pass them on")
  func keysAtEnds() {
    var first = makePager(index: 0)
    #expect(first.send(.keyPressed(.left), at: 0).isEmpty)
    #expect(first.index == 0)
    var last = makePager(index: 9)
    #expect(last.send(.keyPressed(.right), at: 0).isEmpty)
    #expect(last.index == 9)
    var rtlLast = makePager(index: 9, direction: .rightToLeft)
    #expect(rtlLast.send(.keyPressed(.left), at: 0).isEmpty)
    var empty = makePager(count: 0, index: 0)
    #expect(empty.send(.keyPressed(.right), at: 0).isEmpty)
    #expect(empty.index == 0)
  }

  @Test("three-finger scroll: trailing edge goes next, leading goes back, in both directions")
  func scroll() {
    for direction in FlowDirection.allCases {
      var pager = makePager(direction: direction)
      _ = pager.send(.accessibilityScroll(.trailing), at: 0)
      #expect(pager.index == 6)
      _ = pager.send(.accessibilityScroll(.leading), at: 0)
      _ = pager.send(.accessibilityScroll(.leading), at: 0)
      #expect(pager.index == 4)
    }
  }

  @Test(
    "the dots' increment and decrement change the page without an announcement: VoiceOver reads the dots' new value"
  )
  func adjust() {
    var pager = makePager(count: 3, index: 0)
    let effects = pager.send(.accessibilityAdjust(.increment), at: 0)
    #expect(pager.index == 1)
    #expect(effects.announcement == nil)
    #expect(effects.haptic == .selection)
    _ = pager.send(.accessibilityAdjust(.increment), at: 0)
    #expect(pager.send(.accessibilityAdjust(.increment), at: 0).isEmpty)
    #expect(pager.index == 2)
    _ = pager.send(.accessibilityAdjust(.decrement), at: 0)
    #expect(pager.index == 1)
  }

  @Test("keys, scrolls and adjustments wait while the finger is down")
  func fingerWins() {
    var pager = makePager()
    _ = pager.send(.dragChanged(translation: -100), at: 0)
    #expect(pager.send(.keyPressed(.right), at: 0).isEmpty)
    #expect(pager.send(.accessibilityScroll(.trailing), at: 0).isEmpty)
    #expect(pager.index == 5)
  }

  @Test("a disabled pager ignores gestures, keys, scrolls and adjustments")
  func disabled() {
    // Given a disabled pager
    var pager = makePager()
    _ = pager.send(.environmentChanged(BlockEnvironment(isEnabled: false)), at: 0)
    // When anything tries to turn the page
    let events: [InteractivePagerTransitionMachine.Event] = [
      .dragChanged(translation: -300),
      .dragEnded(translation: -300, predictedEndTranslation: -900),
      .keyPressed(.right), .keyPressed(.left), .accessibilityScroll(.trailing),
      .accessibilityAdjust(.increment),
    ]
    for event in events {
      // Then nothing happens
      #expect(pager.send(event, at: 0).isEmpty)
    }
    #expect(pager.index == 5 && !pager.isDragging)
    #expect(!InteractivePagerTransitionAccessibility(pager).isAdjustable)
    #expect(InteractivePagerTransitionAccessibility(pager).isDimmed)
    // A programmatic change still applies: the app owns the binding.
    _ = pager.send(.indexSet(2), at: 0)
    #expect(pager.index == 2)
  }

  @Test("becoming disabled while the finger is down settles the pages back")
  func disabledMidDrag() {
    var pager = makePager()
    _ = pager.send(.dragChanged(translation: -300), at: 0)
    let effects = pager.send(.environmentChanged(BlockEnvironment(isEnabled: false)), at: 0)
    #expect(!pager.isDragging && pager.index == 5 && pager.position == 5)
    #expect(effects.animation == .smooth(duration: 0.45))
    #expect(pager.send(.dragEnded(translation: -300, predictedEndTranslation: -300), at: 0).isEmpty)
    #expect(pager.index == 5)
  }
}

@Suite("Pager index binding")
struct InteractivePagerTransitionBindingTests {
  struct WriteBackCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// The page count and the binding's value the pager starts with.
    let count: Int
    let binding: Int
    /// What happens, in order; the write-back is read after the last event.
    let events: [InteractivePagerTransitionMachine.Event]
    let expectedIndex: Int
    let expectedWriteBack: Int?
    var testDescription: String { name }
  }

  static let cases: [WriteBackCase] = [
    WriteBackCase(
      name: "fewer pages clamp the binding and write it back", count: 5, binding: 4,
      events: [.countChanged(3)], expectedIndex: 2, expectedWriteBack: 2),
    WriteBackCase(
      name: "no pages write back 0", count: 5, binding: 3, events: [.countChanged(0)],
      expectedIndex: 0, expectedWriteBack: 0),
    WriteBackCase(
      name: "more pages leave an in-range binding alone", count: 5, binding: 2,
      events: [.countChanged(10)], expectedIndex: 2, expectedWriteBack: nil),
    WriteBackCase(
      name: "an unchanged count writes nothing", count: 3, binding: 9,
      events: [.countChanged(3)], expectedIndex: 2, expectedWriteBack: nil),
    WriteBackCase(
      name: "an out-of-range binding is shown clamped and written back clamped, once", count: 3,
      binding: 0, events: [.indexSet(10)], expectedIndex: 2, expectedWriteBack: 2),
    WriteBackCase(
      name: "a binding of 12 over 7 pages stays on the last page when pages are added",
      count: 7, binding: 0, events: [.indexSet(12), .indexSet(6), .countChanged(20)],
      expectedIndex: 6, expectedWriteBack: nil),
    WriteBackCase(
      name: "a clamped binding stays clamped when the count shrinks", count: 3,
      binding: 0, events: [.indexSet(10), .indexSet(2), .countChanged(5)], expectedIndex: 2,
      expectedWriteBack: nil),
    WriteBackCase(
      name: "a negative binding is written back as 0", count: 3,
      binding: 0, events: [.indexSet(-4)], expectedIndex: 0, expectedWriteBack: 0),
    WriteBackCase(
      name: "a binding in range is never written back", count: 7, binding: 0,
      events: [.indexSet(5)], expectedIndex: 5, expectedWriteBack: nil),
    WriteBackCase(
      name: "a key that turns the page writes it back", count: 5, binding: 2,
      events: [.keyPressed(.right)], expectedIndex: 3, expectedWriteBack: 3),
    WriteBackCase(
      name: "a released drag that turns the page writes it back", count: 5, binding: 2,
      events: [
        .dragChanged(translation: -300), .dragEnded(translation: -300, predictedEndTranslation: 0),
      ], expectedIndex: 3, expectedWriteBack: 3),
    WriteBackCase(
      name: "a cancelled drag writes nothing", count: 5, binding: 2,
      events: [.dragChanged(translation: -100), .dragCancelled], expectedIndex: 2,
      expectedWriteBack: nil),
    WriteBackCase(
      name: "a user page turn from an out-of-range binding writes the new page", count: 3,
      binding: 0, events: [.indexSet(10), .accessibilityScroll(.leading)], expectedIndex: 1,
      expectedWriteBack: 1),
    WriteBackCase(
      name: "other events after a clamped binding write nothing more", count: 3, binding: 0,
      events: [
        .indexSet(10), .sizeChanged(width: 300, height: 0), .environmentChanged(BlockEnvironment()),
        .dragChanged(translation: 50),
      ], expectedIndex: 2, expectedWriteBack: nil),
    WriteBackCase(
      name: "a pager created out of range shows the last page and writes it back", count: 7,
      binding: 12, events: [], expectedIndex: 6, expectedWriteBack: 6),
    WriteBackCase(
      name: "a key at the end writes nothing", count: 3, binding: 2,
      events: [.keyPressed(.right)], expectedIndex: 2, expectedWriteBack: nil),
  ]

  @Test(
    "the binding is written back when the count clamps it or the user turns a page",
    arguments: cases)
  func writeBack(_ c: WriteBackCase) {
    // Given a pager over `count` pages whose binding holds `binding`
    var pager = InteractivePagerTransitionMachine(count: c.count, index: c.binding, width: 400)
    // When the events arrive
    for event in c.events { _ = pager.send(event, at: 0) }
    // Then it shows the binding clamped and asks the host to write back only on a count change or a page turn
    #expect(pager.index == c.expectedIndex)
    #expect(pager.indexToWriteBack == c.expectedWriteBack)
  }

  @Test("a write-back lasts one event")
  func writeBackIsPerEvent() {
    var pager = InteractivePagerTransitionMachine(count: 5, index: 4, width: 400)
    _ = pager.send(.countChanged(3), at: 0)
    #expect(pager.indexToWriteBack == 2)
    // The host writes 2; its change comes back as a programmatic set of the same value.
    _ = pager.send(.indexSet(2), at: 0)
    #expect(pager.indexToWriteBack == nil)
    #expect(pager.index == 2)
  }

  @Test("a frame drawn before the machine hears of new pages rests on the binding, clamped")
  func staleFrameFollowsBinding() {
    // Given a binding of 10 shown on the last of three pages and written back as 2
    var pager = InteractivePagerTransitionMachine(count: 3, index: 0, width: 400)
    _ = pager.send(.indexSet(10), at: 0)
    #expect(pager.index == 2)
    #expect(pager.indexToWriteBack == 2)
    // When the view is redrawn with twenty pages before the count reaches the machine
    let layout = InteractivePagerTransitionLayout(pager, pageCount: 20)
    // Then the frame stays on page 2, as the count change will: no jump to page 10
    #expect(layout.pages.currentIndex == 2)
    #expect(layout.dots.currentIndex == 2)
    _ = pager.send(.countChanged(20), at: 0)
    #expect(pager.index == 2)
    #expect(InteractivePagerTransitionLayout(pager) == layout)
  }

  @Test("a pager appearing after its index changed off screen shows that page at once, resting")
  func appearsOnItsPage() {
    // Given a pager left on page 1 mid-settle, and an index of 4 set while it was off screen
    var pager = InteractivePagerTransitionMachine(count: 3, index: 0, width: 400)
    _ = pager.send(.indexSet(1), at: 10)
    #expect(pager.animationEnd > 10)
    // When it appears with five pages, index 4 and Reduce Motion off
    pager.appeared(environment: BlockEnvironment(), count: 5, index: 4, at: 10.05)
    // Then page 4 is where the pages rest, with nothing left to draw frame by frame
    #expect(pager.index == 4 && pager.indexToWriteBack == nil)
    #expect(pager.position(at: 10.05) == 4)
    #expect(pager.animationEnd <= 10.05)
    // An index out of range appears clamped and is written back
    var shrunk = InteractivePagerTransitionMachine(count: 5, index: 4, width: 400)
    shrunk.appeared(
      environment: BlockEnvironment(direction: .rightToLeft), count: 2, index: 7, at: 0)
    #expect(shrunk.index == 1 && shrunk.indexToWriteBack == 1)
    #expect(shrunk.position(at: 0) == 1 && shrunk.environment.direction == .rightToLeft)
  }
}

@Suite("Pager machine: seeded random sequences")
struct InteractivePagerTransitionRandomSequenceTests {
  static let seeds: [UInt64] = [1, 7, 42, 2_024, 0xDEAD_BEEF, 0x5EED_5EED_5EED]

  @Test("index in range, position finite, at most one page per release or step", arguments: seeds)
  func invariants(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var host = VirtualHost(InteractivePagerTransitionMachine(count: 5, index: 2, width: 390))
    var actions = RandomHostActions(InteractivePagerTransitionModel(count: 5, index: 2, width: 390))
    for step in 0..<5_000 {
      let before = host.machine.index
      let event: InteractivePagerTransitionMachine.Event?
      switch actions.next(for: host, using: &rng) {
      case .send(let next):
        event = next
        host.send(next)
      case .wait(let seconds):
        event = nil
        host.advance(by: seconds)
      case .none:
        event = nil
      }
      let pager = host.machine
      let context = "step \(step), \(event.map { "\($0)" } ?? "no event")"
      let inRange = pager.count == 0 ? pager.index == 0 : (0..<pager.count).contains(pager.index)
      #expect(inRange, "seed \(seed), \(context)")
      #expect(pager.position.isFinite, "seed \(seed), \(context)")
      #expect(
        pager.position >= Double(pager.index) - 1 && pager.position <= Double(pager.index) + 1,
        "seed \(seed), \(context)")
      switch event {
      case .dragEnded?, .keyPressed?, .accessibilityScroll?, .accessibilityAdjust?,
        .dragCancelled?, .disappeared?, .dragChanged?, .environmentChanged?, .sizeChanged?, nil:
        #expect(abs(pager.index - before) <= 1, "seed \(seed), \(context)")
      case .countChanged?, .indexSet?:
        break
      }
      // A write-back is the shown index, and answers the binding's own change only when it was
      // out of range; after any event the binding the pager knows is in range.
      if let written = pager.indexToWriteBack {
        #expect(written == pager.index, "seed \(seed), \(context)")
        if case .indexSet(let requested)? = event, requested == written {
          Issue.record("write-back of an in-range indexSet; seed \(seed)")
        }
      }
      let clampedBinding = InteractivePagerTransitionMachine.clamp(
        pager.bindingIndex, count: pager.count)
      #expect(pager.bindingIndex == clampedBinding, "seed \(seed), \(context)")
      let layout = InteractivePagerTransitionLayout(pager)
      #expect(layout.pages.count <= 3, "seed \(seed), \(context)")
      #expect(layout.dots.count <= 7, "seed \(seed), \(context)")
      for page in layout.pages {
        let finite = page.offset.isFinite && page.scale.isFinite && page.brightness.isFinite
        #expect(finite, "seed \(seed), \(context)")
      }
    }
  }
}

@Suite("Pager machine: on a device")
struct InteractivePagerTransitionDeviceTests {
  @Test("a drag the system cancels settles back, even past 40 % of the width")
  func cancelledDragNeverTurns() {
    var pager = makePager()
    _ = pager.send(.dragChanged(translation: -300), at: 0)
    let effects = pager.send(.dragCancelled, at: 0.1)
    #expect(pager.index == 5)
    #expect(effects.haptic == nil && effects.announcement == nil)
    #expect(pager.indexToWriteBack == nil)
  }

  @Test("a finger that catches the pages mid-settle takes them from where they are drawn")
  func grabDuringSettle() {
    // Given a release that turned to page 6 and is settling
    var pager = makePager()
    _ = pager.send(.dragChanged(translation: -200), at: 0)
    _ = pager.send(.dragEnded(translation: -200, predictedEndTranslation: -200), at: 0)
    #expect(pager.index == 6)
    let drawn = pager.position(at: 0.1)
    #expect(drawn > 5.5 && drawn < 6)
    // When a finger catches them
    _ = pager.send(.dragChanged(translation: 0), at: 0.1)
    // Then they stay where they were drawn, and follow the finger from there
    #expect(abs(pager.position(at: 0.1) - drawn) < 1e-9)
    _ = pager.send(.dragChanged(translation: 40), at: 0.2)
    #expect(abs(pager.position(at: 0.2) - (drawn - 0.1)) < 1e-9)
    // And the release is judged from where the pages are, not from the finger alone: 100 pt
    // (25 %) alone would cancel, but with the catch the pages sit more than 40 % back
    #expect((6 - (drawn - 0.25)) > 0.4)
    _ = pager.send(.dragEnded(translation: 100, predictedEndTranslation: 100), at: 0.3)
    #expect(pager.index == 5)
  }

  @Test("a width change mid-drag and mid-settle keeps the pages in place, in pages")
  func sizeChanges() {
    // Given a drag a quarter of a page back from page 5
    var pager = makePager(width: 400)
    _ = pager.send(.dragChanged(translation: -100), at: 0)
    #expect(abs(pager.position(at: 0) - 5.25) < 1e-12)
    // When the pager rotates mid-drag, then the finger's points are a smaller share of the page
    _ = pager.send(.sizeChanged(width: 800, height: 400), at: 0.05)
    #expect(abs(pager.position(at: 0.05) - 5.125) < 1e-12)
    // Given a release that settles back
    _ = pager.send(.dragEnded(translation: -100, predictedEndTranslation: -100), at: 0.1)
    let before = pager.position(at: 0.2)
    // When the width changes mid-settle, then the position does not jump
    _ = pager.send(.sizeChanged(width: 390, height: 844), at: 0.2)
    #expect(pager.position(at: 0.2) == before)
    let layout = InteractivePagerTransitionLayout(pager, at: 0.2)
    #expect(layout.pages.width == 390)
    #expect(pager.position(at: 5) == 5)
  }

  @Test("an infinite translation counts as the largest distance in its direction")
  func infiniteTranslations() {
    var toNext = makePager()
    _ = toNext.send(.dragChanged(translation: -.infinity), at: 0)
    #expect(toNext.position(at: 0).isFinite)
    _ = toNext.send(.dragEnded(translation: -.infinity, predictedEndTranslation: .nan), at: 0)
    #expect(toNext.index == 6)
    var toPrevious = makePager(direction: .rightToLeft)
    _ = toPrevious.send(.dragChanged(translation: -.infinity), at: 0)
    _ = toPrevious.send(
      .dragEnded(translation: -.infinity, predictedEndTranslation: -.infinity), at: 0)
    #expect(toPrevious.index == 4)
  }

  @Test("a page-count change that moves the shown page settles there, quietly")
  func countChangeAnimates() {
    var pager = makePager(count: 10, index: 9)
    let effects = pager.send(.countChanged(4), at: 1)
    #expect(pager.index == 3)
    #expect(effects.animation == InteractivePagerTransitionMetrics.settleMotion)
    #expect(effects.announcement == nil && effects.haptic == nil)
    #expect(pager.indexToWriteBack == 3)
    #expect(pager.position(at: 1) == 9)
    #expect(pager.position(at: 10) == 3)
  }
}

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

@Suite("Pager accessibility")
struct InteractivePagerTransitionAccessibilityTests {
  @Test(
    "the dots read \"Page\", \"n of count\" or \"None\", and adjust when there is somewhere to go")
  func description() {
    let table = InteractivePagerTransitionStrings.table
    let some = InteractivePagerTransitionAccessibility(count: 5, index: 1, isEnabled: true)
    #expect(table.string(for: some.label, language: "en") == "Page")
    #expect(table.string(for: some.value, language: "en") == "2 of 5")
    #expect(table.string(for: some.value, language: "es") == "2 de 5")
    #expect(some.isAdjustable && !some.isDimmed)

    let none = InteractivePagerTransitionAccessibility(count: 0, index: 3, isEnabled: true)
    #expect(table.string(for: none.value, language: "en") == "None")
    #expect(table.string(for: none.value, language: "es") == "Ninguna")
    #expect(!none.isAdjustable)
    #expect(
      !InteractivePagerTransitionAccessibility(count: 1, index: 0, isEnabled: true).isAdjustable)

    let huge = InteractivePagerTransitionAccessibility(
      count: 1_000_000, index: 999_999, isEnabled: true)
    #expect(table.string(for: huge.value, language: "en") == "1000000 of 1000000")
  }

  @Test(
    "as a slider the dots sit at the page's index over 0…last (at least 0…1), one page per request",
    arguments: [
      (5, 1, 1.0, 0.0...4.0), (5, 9, 4, 0...4), (5, -3, 0, 0...4), (1, 0, 0, 0...1),
      (0, 2, 0, 0...1), (2, 1, 1, 0...1),
    ])
  func slider(count: Int, index: Int, position: Double, range: ClosedRange<Double>) {
    let dots = InteractivePagerTransitionAccessibility(count: count, index: index, isEnabled: true)
    #expect(dots.position == position)
    #expect(dots.positionRange == range)
    #expect(dots.adjustment(toward: position + 1) == .increment)
    #expect(dots.adjustment(toward: position + 0.5) == .increment, "any amount above")
    #expect(dots.adjustment(toward: range.upperBound + 7) == .increment, "one page, however far")
    #expect(dots.adjustment(toward: position - 1) == .decrement)
    #expect(dots.adjustment(toward: position) == nil)
    #expect(dots.adjustment(toward: .nan) == nil)
  }

  @Test("announcements say \"Page n of count\" in English and Spanish")
  func announcement() {
    let text = InteractivePagerTransitionAccessibility.announcement(index: 2, count: 3)
    #expect(
      InteractivePagerTransitionStrings.table.string(for: text, language: "en") == "Page 3 of 3")
    #expect(
      InteractivePagerTransitionStrings.table.string(for: text, language: "es-ES")
        == "Página 3 de 3")
  }
}

@Suite("Pager strings")
struct InteractivePagerTransitionStringsTests {
  @Test("every key has an English and a Spanish string")
  func everyKey() {
    let keys = [
      InteractivePagerTransitionStrings.dotsLabel, InteractivePagerTransitionStrings.dotsValue,
      InteractivePagerTransitionStrings.dotsNone,
      InteractivePagerTransitionStrings.pageAnnouncement,
      InteractivePagerTransitionStrings.demoWelcomeTitle,
      InteractivePagerTransitionStrings.demoWelcomeText,
      InteractivePagerTransitionStrings.demoSwipeTitle,
      InteractivePagerTransitionStrings.demoSwipeText,
      InteractivePagerTransitionStrings.demoReadyTitle,
      InteractivePagerTransitionStrings.demoReadyText,
    ]
    #expect(Set(InteractivePagerTransitionStrings.table.entries.keys) == Set(keys.map(\.key)))
    for key in keys {
      let entry = InteractivePagerTransitionStrings.table.entries[key.key]
      #expect(entry?[.english].isEmpty == false && entry?[.spanish].isEmpty == false, "\(key)")
      #expect(entry?[.english] != entry?[.spanish], "\(key) is not translated")
    }
  }
}
