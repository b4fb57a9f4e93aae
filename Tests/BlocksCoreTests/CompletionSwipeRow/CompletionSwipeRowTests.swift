import Testing

@testable import BlocksCore

/// A straight drag in forward terms, run in both layout directions.
struct CompletionSwipeRowDragCase: Sendable, CustomTestStringConvertible {
  var name: String
  var forward: Double
  var down: Double
  var direction: FlowDirection = .leftToRight
  var width: Double = 320
  var predictedForward: Double?
  var testDescription: String { "\(name) (\(direction))" }

  func mirrored() -> CompletionSwipeRowDragCase {
    var copy = self
    copy.direction = .rightToLeft
    return copy
  }
}

@Suite("Swipe row: drag rules")
struct CompletionSwipeRowDragTests {
  // MARK: The 20 pt activation distance

  static let shortDrags: [CompletionSwipeRowDragCase] = [
    .init(name: "no movement", forward: 0, down: 0),
    .init(name: "5 pt forward", forward: 5, down: 0),
    .init(name: "19.9 pt forward", forward: 19.9, down: 0),
    .init(name: "14 × 14 diagonal (19.8 pt)", forward: 14, down: 14),
    .init(name: "12 forward, 15 down (19.2 pt)", forward: 12, down: -15),
  ]

  @Test("a drag shorter than 20 pt never moves the row", arguments: shortDrags)
  func shortDragDoesNotCount(drag: CompletionSwipeRowDragCase) {
    // Given a row at rest
    var row = CompletionSwipeRowHost(environment: BlockEnvironment(direction: drag.direction))
    // When the finger moves less than 20 pt
    row.move(forward: drag.forward, down: drag.down)
    // Then the drag is not yet decided and the row stays put
    #expect(row.machine.tracking == .pending || drag.forward == 0)
    #expect(row.phase == .idle)
    #expect(row.layout.rowOffset == 0)
  }

  @Test("the drag counts from 20 pt on and the row follows the finger")
  func followsAfterActivation() {
    var row = CompletionSwipeRowHost()
    row.send(.dragChanged(translationX: 19, translationY: 0))
    #expect(row.layout.rowOffset == 0)
    row.send(.dragChanged(translationX: 20, translationY: 0))
    #expect(row.phase == .dragging)
    #expect(row.layout.rowOffset == 20)
    row.send(.dragChanged(translationX: 57.5, translationY: 3))
    #expect(row.layout.rowOffset == 57.5)
    // Interactive: following the finger is never animated.
    #expect(row.last.animation == nil)
  }

  // MARK: Vertical scrolling is never stolen

  static let verticalDrags: [CompletionSwipeRowDragCase] = {
    var cases: [CompletionSwipeRowDragCase] = []
    for length in [20.0, 60, 140, 400, 2_000, 1e6] {
      cases.append(.init(name: "straight down \(length)", forward: 0, down: length))
      cases.append(.init(name: "straight up \(length)", forward: 0, down: -length))
      cases.append(
        .init(name: "45° tie \(length)", forward: length / 2, down: length / 2))
      cases.append(
        .init(
          name: "steep forward \(length)", forward: length * 0.6, down: length * 0.8,
          predictedForward: length * 10))
      cases.append(
        .init(name: "steep backward \(length)", forward: -length * 0.5, down: -length * 0.9))
    }
    return cases + cases.map { $0.mirrored() }
  }()

  @Test(
    "vertical-dominant drags never move the row and never complete it, whatever their length",
    arguments: verticalDrags)
  func verticalDragsNeverMove(drag: CompletionSwipeRowDragCase) {
    // Given a row in a list being scrolled
    var row = CompletionSwipeRowHost(environment: BlockEnvironment(direction: drag.direction))
    // When the finger moves mostly vertically and lifts with a large predicted end
    row.move(forward: drag.forward, down: drag.down, steps: 20)
    #expect(row.layout.rowOffset == 0)
    #expect(row.machine.tracking != .accepted)
    row.release(
      forward: drag.forward, down: drag.down, predictedForward: drag.predictedForward)
    row.advance(by: 10)
    // Then the row never moved, never armed and never completed
    #expect(row.phase == .idle)
    #expect(row.layout.rowOffset == 0)
    #expect(row.haptics.isEmpty)
    #expect(row.performed == 0)
    #expect(row.announcements.isEmpty)
    #expect(row.machine.isAtRest)
  }

  @Test("a scroll that later drifts sideways stays a scroll until the finger lifts")
  func rejectionIsSticky() {
    // Given a drag that starts vertically (the list scrolls)
    var row = CompletionSwipeRowHost()
    row.send(.dragChanged(translationX: 2, translationY: 30))
    // When it then moves far forward
    row.send(.dragChanged(translationX: 300, translationY: 30))
    row.release(forward: 300, down: 30, predictedForward: 900)
    // Then the row never moved
    #expect(row.layout.rowOffset == 0)
    #expect(row.performed == 0)
    #expect(row.phase == .idle)
    // And the next, horizontal drag works again
    row.swipe(forward: 200)
    #expect(row.phase == .checked)
  }

  static let turnsVertical: [CompletionSwipeRowDragCase] = {
    let cases: [CompletionSwipeRowDragCase] = [
      .init(name: "vertical dominates", forward: 150, down: 160),
      .init(name: "45° tie downward", forward: 150, down: 150),
      .init(name: "45° tie upward", forward: 150, down: -150),
    ]
    return cases + cases.map { $0.mirrored() }
  }()

  @Test(
    "an accepted drag that stops being mostly forward keeps following the finger, disarmed",
    arguments: turnsVertical)
  func acceptedDragTurningVertical(drag: CompletionSwipeRowDragCase) {
    // Given an accepted forward drag
    var row = CompletionSwipeRowHost(environment: BlockEnvironment(direction: drag.direction))
    row.move(forward: 100, down: 10)
    #expect(row.layout.rowOffset == 100)
    // When the finger moves so that the forward component no longer beats the vertical one
    row.send(.dragChanged(translationX: drag.forward * row.sign, translationY: drag.down))
    // Then the row stays under the finger, but is not armed although 150 pt is past the
    // threshold: a release now would not complete
    #expect(row.layout.rowOffset == drag.forward)
    #expect(row.machine.isPastThreshold == false)
    #expect(row.last.animation == nil)
    #expect(row.haptics.isEmpty)
    // And releasing there does not complete, even with a flick
    row.release(
      forward: drag.forward, down: drag.down, predictedForward: 2_000,
      predictedDown: drag.down * 1.1)
    row.advance(by: 5)
    #expect(row.performed == 0)
    #expect(row.phase == .idle)
  }

  // MARK: Backward drags

  static let backwardDrags: [CompletionSwipeRowDragCase] = {
    let cases: [CompletionSwipeRowDragCase] = [20.0, 80, 200, 5_000].map {
      .init(name: "backward \($0)", forward: -$0, down: 0, predictedForward: -$0 * 10)
    }
    return cases + cases.map { $0.mirrored() }
  }()

  @Test("backward drags never move the row", arguments: backwardDrags)
  func backwardDragsNeverMove(drag: CompletionSwipeRowDragCase) {
    var row = CompletionSwipeRowHost(environment: BlockEnvironment(direction: drag.direction))
    row.move(forward: drag.forward, down: drag.down)
    #expect(row.layout.rowOffset == 0)
    row.release(forward: drag.forward, down: 0, predictedForward: drag.predictedForward)
    row.advance(by: 5)
    #expect(row.layout.rowOffset == 0)
    #expect(row.performed == 0)
  }

  @Test(
    "going back past the start pins the row at its resting place", arguments: FlowDirection.allCases
  )
  func forwardThenBackward(direction: FlowDirection) {
    var row = CompletionSwipeRowHost(environment: BlockEnvironment(direction: direction))
    row.move(forward: 80, down: 0)
    #expect(row.layout.rowOffset == 80)
    row.send(.dragChanged(translationX: -40 * row.sign, translationY: 0))
    #expect(row.layout.rowOffset == 0)
    #expect(row.layout.rowOffset.sign == .plus)
  }

  // MARK: The threshold

  struct ThresholdCase: Sendable, CustomTestStringConvertible {
    var width: Double
    var threshold: Double
    var testDescription: String { "width \(width) → threshold \(threshold)" }
  }

  static let thresholds: [ThresholdCase] = [
    .init(width: 100, threshold: 40),
    .init(width: 200, threshold: 80),
    .init(width: 320, threshold: 128),
    .init(width: 350, threshold: 140),
    .init(width: 390, threshold: 140),
    .init(width: 1_024, threshold: 140),
  ]

  @Test("the threshold is min(0.4 × width, 140)", arguments: thresholds)
  func thresholdValue(item: ThresholdCase) {
    let row = CompletionSwipeRowHost(width: item.width)
    #expect(abs(row.machine.threshold - item.threshold) < 1e-9)
  }

  @Test(
    "releasing just below the threshold springs back; at the threshold it completes",
    arguments: thresholds, FlowDirection.allCases)
  func releaseAroundThreshold(item: ThresholdCase, direction: FlowDirection) {
    // Given a row of the given width
    var below = CompletionSwipeRowHost(
      width: item.width, environment: BlockEnvironment(direction: direction))
    // When released 0.5 pt short of the threshold
    below.swipe(forward: item.threshold - 0.5)
    // Then it springs back with a spring of 0.35 s and bounce 0.25
    #expect(below.phase == .idle)
    #expect(below.layout.rowOffset == 0)
    #expect(below.last.animation == .spring(duration: 0.35, bounce: 0.25))
    below.advance(by: 5)
    #expect(below.performed == 0)

    // When another row is released exactly at the threshold
    var at = CompletionSwipeRowHost(
      width: item.width, environment: BlockEnvironment(direction: direction))
    at.swipe(forward: item.threshold)
    // Then it completes
    #expect(at.phase == .checked)
    at.runTimers()
    #expect(at.performed == 1)
  }

  @Test("the threshold needs the drag to be mostly horizontal at release")
  func thresholdNeedsHorizontal() {
    var row = CompletionSwipeRowHost()
    row.move(forward: 200, down: 0)
    #expect(row.machine.isPastThreshold)
    row.release(forward: 200, down: 210)
    #expect(row.phase == .idle)
    row.advance(by: 5)
    #expect(row.performed == 0)
  }

  @Test("Reduce Motion springs back at once")
  func springBackWithReduceMotion() {
    var row = CompletionSwipeRowHost(environment: BlockEnvironment(reduceMotion: true))
    row.swipe(forward: 60)
    #expect(row.phase == .idle)
    #expect(row.layout.rowOffset == 0)
    #expect(row.last.animation == nil)
  }

  // MARK: Haptics

  @Test("each crossing of the threshold plays one medium impact", arguments: FlowDirection.allCases)
  func hapticPerCrossing(direction: FlowDirection) {
    var row = CompletionSwipeRowHost(
      width: 320, environment: BlockEnvironment(direction: direction))
    // Given a drag that goes past the threshold (128 pt) and stays there
    row.move(forward: 200, down: 0, steps: 20)
    #expect(row.haptics == [.mediumImpact])
    for forward in stride(from: 200.0, through: 260, by: 10) {
      row.send(.dragChanged(translationX: forward * row.sign, translationY: 4))
    }
    #expect(row.haptics == [.mediumImpact])
    // When the finger goes back below it, nothing plays
    row.send(.dragChanged(translationX: 100 * row.sign, translationY: 0))
    #expect(row.haptics == [.mediumImpact])
    #expect(row.machine.isPastThreshold == false)
    // And crossing again plays again
    row.send(.dragChanged(translationX: 130 * row.sign, translationY: 0))
    #expect(row.haptics == [.mediumImpact, .mediumImpact])
  }

  // MARK: Flick

  static let flicks: [CompletionSwipeRowDragCase] = {
    let cases: [CompletionSwipeRowDragCase] = [
      .init(name: "predicted end at full width", forward: 40, down: 0, predictedForward: 320),
      .init(name: "predicted end past the width", forward: 30, down: 5, predictedForward: 900),
    ]
    return cases + cases.map { $0.mirrored() }
  }()

  @Test("a fast forward flick completes before the threshold", arguments: flicks)
  func flickCompletes(drag: CompletionSwipeRowDragCase) {
    var row = CompletionSwipeRowHost(
      width: drag.width, environment: .init(direction: drag.direction))
    row.swipe(forward: drag.forward, down: drag.down, predictedForward: drag.predictedForward)
    #expect(row.phase == .checked)
    row.runTimers()
    #expect(row.performed == 1)
  }

  static let weakFlicks: [CompletionSwipeRowDragCase] = {
    let cases: [CompletionSwipeRowDragCase] = [
      .init(name: "predicted end 1 pt short", forward: 40, down: 0, predictedForward: 319),
      .init(name: "predicted end backward", forward: 40, down: 0, predictedForward: -600),
    ]
    return cases + cases.map { $0.mirrored() }
  }()

  @Test("a flick whose predicted end stays short of the width springs back", arguments: weakFlicks)
  func weakFlickSpringsBack(drag: CompletionSwipeRowDragCase) {
    var row = CompletionSwipeRowHost(
      width: drag.width, environment: .init(direction: drag.direction))
    row.swipe(forward: drag.forward, down: drag.down, predictedForward: drag.predictedForward)
    #expect(row.phase == .idle)
    row.advance(by: 5)
    #expect(row.performed == 0)
  }

  struct FlickBoundaryCase: Sendable, CustomTestStringConvertible {
    var width: Double
    var direction: FlowDirection
    var reduceMotion: Bool
    var testDescription: String {
      "width \(width) \(direction)\(reduceMotion ? " reduce motion" : "")"
    }
  }

  static let flickBoundaries: [FlickBoundaryCase] = [60.0, 100, 200, 328, 390, 1_024].flatMap {
    width in
    FlowDirection.allCases.flatMap { direction in
      [false, true].map {
        FlickBoundaryCase(width: width, direction: direction, reduceMotion: $0)
      }
    }
  }

  @Test(
    "at every width, a flick predicted to end exactly at the width completes; an ulp less does not",
    arguments: flickBoundaries)
  func flickBoundarySweep(_ c: FlickBoundaryCase) {
    for (predicted, completes) in [(c.width, true), (c.width.nextDown, false)] {
      // Given a row of the case's width
      var row = CompletionSwipeRowHost(
        width: c.width,
        environment: BlockEnvironment(reduceMotion: c.reduceMotion, direction: c.direction))
      // When a drag of 21 pt (past the 20 pt activation, short of every threshold here, 24 pt
      // at the narrowest) lifts with the predicted end
      #expect(row.machine.threshold > 21)
      row.swipe(forward: 21, predictedForward: predicted)
      // Then only a predicted end that reaches the full width completes the row, once
      #expect(row.machine.isCompleted == completes, "predicted \(predicted)")
      row.runTimers()
      #expect(row.performed == (completes ? 1 : 0), "predicted \(predicted)")
    }
  }

  @Test("a flick predicted to end mostly vertical does not complete")
  func verticalFlick() {
    var row = CompletionSwipeRowHost()
    row.swipe(forward: 40, down: 0, predictedForward: 400, predictedDown: 500)
    #expect(row.phase == .idle)
  }

  // MARK: Right to left

  @Test("right to left: a rightward screen drag is backward and never moves the row")
  func rightToLeftScreenDirection() {
    var row = CompletionSwipeRowHost(environment: BlockEnvironment(direction: .rightToLeft))
    row.send(.dragChanged(translationX: 200, translationY: 0))
    #expect(row.layout.rowOffset == 0)
    row.send(.dragEnded(translationX: 200, translationY: 0, predictedX: 900, predictedY: 0))
    #expect(row.phase == .idle)
    // A leftward one is forward.
    row.send(.dragChanged(translationX: -200, translationY: 0))
    #expect(row.layout.rowOffset == 200)
    row.send(.dragEnded(translationX: -200, translationY: 0, predictedX: -200, predictedY: 0))
    #expect(row.phase == .checked)
  }

  static let mirrorScript: [CompletionSwipeRowDragCase] = [
    .init(name: "short", forward: 10, down: 2),
    .init(name: "half", forward: 90, down: 8),
    .init(name: "past threshold", forward: 150, down: -12),
    .init(name: "flick", forward: 50, down: 0, predictedForward: 700),
    .init(name: "backward", forward: -150, down: 0),
    .init(name: "vertical", forward: 30, down: 200),
  ]

  @Test("right to left mirrors every outcome of left to right", arguments: mirrorScript)
  func mirrorsEverything(drag: CompletionSwipeRowDragCase) {
    var outcomes: [[String]] = []
    for direction in FlowDirection.allCases {
      var row = CompletionSwipeRowHost(environment: BlockEnvironment(direction: direction))
      var trace: [String] = []
      for step in 1...10 {
        let t = Double(step) / 10
        row.send(
          .dragChanged(
            translationX: direction.forwardSign * drag.forward * t, translationY: drag.down * t))
        trace.append("\(row.phase) \(row.layout.rowOffset) \(row.layout.checkmarkScale)")
      }
      row.release(forward: drag.forward, down: drag.down, predictedForward: drag.predictedForward)
      row.runTimers()
      trace.append("\(row.phase) \(row.performed) \(row.haptics) \(row.layout.rowHeight ?? -1)")
      outcomes.append(trace)
    }
    #expect(outcomes[0] == outcomes[1])
  }

  // MARK: Degenerate input

  static let degenerateWidths: [Double] = [0, -1, -320, .nan, .infinity, -.infinity]

  @Test(
    "a row without a usable width never completes by dragging and never yields NaN",
    arguments: degenerateWidths)
  func degenerateWidth(width: Double) {
    for direction in FlowDirection.allCases {
      var row = CompletionSwipeRowHost(
        width: width, environment: BlockEnvironment(direction: direction))
      for forward in [0.0, 20, 140, 10_000, .infinity] {
        row.move(forward: forward, down: 0)
        #expect(row.layout.isFinite)
        #expect(row.layout.rowOffset == 0)
        row.release(forward: forward, down: 0, predictedForward: .infinity)
        row.runTimers()
        #expect(row.layout.isFinite)
      }
      #expect(row.performed == 0)
      #expect(row.haptics.isEmpty)
      #expect(row.phase == .idle)
    }
  }

  static let degenerateTranslations: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308]

  @Test(
    "NaN and infinite translations never crash, never yield NaN", arguments: degenerateTranslations)
  func degenerateTranslation(value: Double) {
    var row = CompletionSwipeRowHost()
    row.move(forward: 60, down: 0)
    row.send(.dragChanged(translationX: value, translationY: 0))
    #expect(row.layout.isFinite)
    row.send(.dragChanged(translationX: 60, translationY: value))
    #expect(row.layout.isFinite)
    row.send(
      .dragEnded(translationX: value, translationY: value, predictedX: value, predictedY: value))
    row.runTimers()
    #expect(row.layout.isFinite)
    #expect(row.performed <= 1)
    #expect(row.machine.isAtRest)
  }

  @Test("a width that shrinks mid-drag keeps the offset inside the row")
  func widthShrinksMidDrag() {
    var row = CompletionSwipeRowHost(width: 320)
    row.move(forward: 300, down: 0)
    row.send(.sizeChanged(width: 100, height: 64))
    #expect(row.layout.rowOffset <= 100)
    row.send(.sizeChanged(width: .nan, height: .nan))
    #expect(row.layout.isFinite)
    #expect(row.layout.rowOffset == 0)
  }

  // MARK: Only while idle, never while disabled

  @Test("a completed row ignores new drags")
  func completedIgnoresDrags() {
    var row = CompletionSwipeRowHost()
    row.swipe(forward: 200)
    #expect(row.phase == .checked)
    row.send(.dragChanged(translationX: -300, translationY: 0))
    row.send(.dragEnded(translationX: -300, translationY: 0, predictedX: -300, predictedY: 0))
    #expect(row.phase == .checked)
    #expect(row.layout.rowOffset == 320)
  }

  @Test("a disabled row ignores gestures")
  func disabledIgnoresGestures() {
    var row = CompletionSwipeRowHost(environment: BlockEnvironment(isEnabled: false))
    row.swipe(forward: 300, predictedForward: 2_000)
    row.advance(by: 5)
    #expect(row.layout.rowOffset == 0)
    #expect(row.phase == .idle)
    #expect(row.haptics.isEmpty)
    #expect(row.performed == 0)
  }

  @Test("disabling mid-drag springs the row back and drops the drag")
  func disabledMidDrag() {
    var row = CompletionSwipeRowHost()
    row.move(forward: 200, down: 0)
    row.send(.environmentChanged(BlockEnvironment(isEnabled: false)))
    #expect(row.phase == .idle)
    #expect(row.layout.rowOffset == 0)
    row.send(.environmentChanged(BlockEnvironment(isEnabled: true)))
    row.release(forward: 200, down: 0)
    row.advance(by: 5)
    #expect(row.performed == 0)
  }

  @Test("a cancelled drag springs back; a cancel after the release changes nothing")
  func cancelledDrag() {
    var row = CompletionSwipeRowHost()
    row.move(forward: 200, down: 0)
    row.send(.dragCancelled)
    #expect(row.phase == .idle)
    #expect(row.last.animation == CompletionSwipeRowMetrics.springBack)
    #expect(row.machine.isAtRest)
    // The view also sends a cancel when its gesture state resets after a normal release.
    row.swipe(forward: 200)
    let effects = row.send(.dragCancelled)
    #expect(effects.isEmpty)
    #expect(row.phase == .checked)
  }
}

/// How a row is completed: by a swipe, a flick or the accessibility action.
enum CompletionSwipeRowCompletion: String, Sendable, CaseIterable, CustomTestStringConvertible {
  case swipe
  case flick
  case accessibilityAction

  var testDescription: String { rawValue }

  func perform(on row: inout CompletionSwipeRowHost) {
    switch self {
    case .swipe: row.swipe(forward: 200)
    case .flick: row.swipe(forward: 40, predictedForward: 800)
    case .accessibilityAction: row.send(.accessibilityActivate)
    }
  }
}

@Suite("Swipe row: completion, undo and disappearing")
struct CompletionSwipeRowCompletionTests {
  // The specified timeline, written out rather than read from the metrics, so a changed metric
  // fails here: the slide's 0.35 s, then the collapse's 0.12 s pause and 0.25 s ease-in-out.
  static let slide = 0.35
  static let collapse = 0.12 + 0.25

  @Test(
    "slide out, collapse, then onComplete once", arguments: CompletionSwipeRowCompletion.allCases)
  func fullMotionTimeline(completion: CompletionSwipeRowCompletion) {
    // Given a 320 × 64 row
    var row = CompletionSwipeRowHost(width: 320, height: 64)
    // When it is completed
    completion.perform(on: &row)
    // Then it slides fully out with a spring of 0.35 s, bounce 0.1, and announces "Completed"
    #expect(row.phase == .checked)
    #expect(row.last.animation == .spring(duration: 0.35, bounce: 0.1))
    #expect(row.layout.rowOffset == 320)
    #expect(row.layout.rowHeight == 64)
    #expect(row.announcements == [CompletionSwipeRowStrings.completed])
    #expect(row.performed == 0)
    // When the slide has settled
    row.advance(by: Self.slide)
    // Then the height animates to 0 with an ease-in-out of 0.25 s after 0.12 s
    #expect(row.phase == .collapsed)
    #expect(row.last.animation == Motion.easeInOut(duration: 0.25).delayed(by: 0.12))
    #expect(row.layout.rowHeight == 0)
    #expect(row.performed == 0)
    // Not a moment before the collapse ends does onComplete run
    row.advance(by: Self.collapse - 0.001)
    #expect(row.performed == 0)
    row.advance(by: 0.001)
    #expect(row.phase == .done)
    #expect(row.performed == 1)
    #expect(abs(row.performTimes[0] - (Self.slide + Self.collapse)) < 1e-9)
    // And never again
    row.advance(by: 60)
    row.send(.accessibilityActivate)
    row.swipe(forward: 300)
    row.runTimers()
    #expect(row.performed == 1)
    #expect(row.announcements.count == 1)
    #expect(row.machine.isAtRest)
  }

  @Test("the slide out is drawn along a 0.35 s spring of bounce 0.1, held at the row's width")
  func slideOutPath() {
    var row = CompletionSwipeRowHost(width: 320, height: 64)
    row.send(.accessibilityActivate)
    let spring = AnimatedValue(
      from: 0, to: 320, motion: .spring(duration: 0.35, bounce: 0.1), start: 0)
    row.sample(through: 0.325) { row, elapsed in
      let expected = min(spring.value(at: elapsed), 320)
      #expect(abs(row.machine.offset(at: row.now) - expected) < 1e-9, "at \(elapsed) s")
    }
  }

  @Test("the collapse waits for the slide: the spring has settled within its duration")
  func slideDurationCoversSpring() {
    let spring = CompletionSwipeRowMetrics.slideOut
    // Where the row is when the collapse starts: within a few points of fully out.
    let sample = spring.sample(at: CompletionSwipeRowMetrics.slideOutDuration, from: 0, to: 320)
    #expect(abs(sample.value - 320) < 320 * 0.05)
    let collapse = CompletionSwipeRowMetrics.collapse
    #expect(abs(collapse.totalDuration - CompletionSwipeRowMetrics.collapseDuration) < 1e-9)
  }

  @Test(
    "with Reduce Motion the row collapses at once and onComplete runs immediately",
    arguments: CompletionSwipeRowCompletion.allCases)
  func reduceMotionCompletesAtOnce(completion: CompletionSwipeRowCompletion) {
    var row = CompletionSwipeRowHost(environment: BlockEnvironment(reduceMotion: true))
    completion.perform(on: &row)
    #expect(row.phase == .done)
    #expect(row.performed == 1)
    #expect(row.performTimes == [0])
    #expect(row.layout.rowHeight == 0)
    #expect(row.last.animation == nil)
    #expect(row.last.timer == nil)
    #expect(row.announcements == [CompletionSwipeRowStrings.completed])
    row.advance(by: 10)
    #expect(row.performed == 1)
  }

  // MARK: Undo

  static let undoMoments: [Double] = [0, 0.1, 0.35, 1.0, 2.9, 3.34]

  @Test(
    "Undo inside the window springs the row back and onComplete never runs",
    arguments: undoMoments)
  func undoInsideWindow(moment: Double) {
    // Given a row with a 3 s undo window that was just completed
    var row = CompletionSwipeRowHost(undoWindow: 3)
    row.swipe(forward: 200)
    #expect(row.layout.showsUndoButton)
    #expect(CompletionSwipeRowAccessibility(row.machine).offersUndoAction)
    // When Undo is tapped `moment` seconds later
    row.advance(by: moment)
    #expect(row.phase == .checked || row.phase == .undo)
    row.send(.undo)
    // Then the row springs back to idle and its timer is cancelled
    #expect(row.phase == .idle)
    #expect(row.layout.rowOffset == 0)
    #expect(row.last.animation == CompletionSwipeRowMetrics.springBack)
    #expect(row.last.timer == .cancel)
    #expect(row.layout.showsUndoButton == false)
    // And onComplete never runs
    row.advance(by: 60)
    #expect(row.performed == 0)
    #expect(row.machine.isAtRest)
    // And the row can be completed again
    row.swipe(forward: 200)
    row.runTimers()
    #expect(row.performed == 1)
  }

  @Test("without Undo the window closes, the row collapses and onComplete runs once")
  func undoWindowExpires() {
    var row = CompletionSwipeRowHost(undoWindow: 3)
    row.swipe(forward: 200)
    row.advance(by: Self.slide)
    #expect(row.phase == .undo)
    #expect(row.layout.rowHeight == 64)
    row.advance(by: 3 - 0.001)
    #expect(row.phase == .undo)
    row.advance(by: 0.001)
    #expect(row.phase == .collapsed)
    #expect(row.layout.showsUndoButton == false)
    row.advance(by: Self.collapse)
    #expect(row.performed == 1)
    #expect(abs(row.performTimes[0] - (Self.slide + 3 + Self.collapse)) < 1e-9)
    // Undo after the window does nothing.
    row.send(.undo)
    #expect(row.phase == .done)
    row.advance(by: 10)
    #expect(row.performed == 1)
  }

  @Test("Undo with Reduce Motion: the window opens at once, closing it completes at once")
  func undoWithReduceMotion() {
    var row = CompletionSwipeRowHost(
      undoWindow: 2, environment: BlockEnvironment(reduceMotion: true))
    row.send(.accessibilityActivate)
    #expect(row.phase == .undo)
    #expect(row.last.animation == nil)
    #expect(row.layout.showsUndoButton)
    row.advance(by: 2)
    #expect(row.phase == .done)
    #expect(row.performTimes == [2])
  }

  static let invalidWindows: [Double?] = [nil, 0, -1, .nan, -.infinity]

  @Test("a missing or unusable undo window means no Undo", arguments: invalidWindows)
  func noUndoWindow(window: Double?) {
    var row = CompletionSwipeRowHost(undoWindow: window)
    row.swipe(forward: 200)
    #expect(row.layout.showsUndoButton == false)
    row.send(.undo)
    #expect(row.phase == .checked)
    row.runTimers()
    #expect(row.performed == 1)
  }

  @Test("reconfiguring the undo window applies to the next completion")
  func undoWindowChanges() {
    var row = CompletionSwipeRowHost()
    row.send(.undoWindowChanged(4))
    row.send(.accessibilityActivate)
    #expect(row.layout.showsUndoButton)
    row.send(.undo)
    #expect(row.phase == .idle)
  }

  // MARK: Disappearing

  static let inFlight: [Double] = [0, 0.2, 0.35, 0.5, 0.71]

  @Test(
    "a completed row that disappears mid-slide or mid-collapse reports at once, exactly once",
    arguments: inFlight)
  func disappearMidCompletion(moment: Double) {
    // Given a completed row, `moment` seconds into its slide and collapse (a List or a
    // LazyVStack scrolled it away, or the tab changed)
    var row = CompletionSwipeRowHost()
    row.swipe(forward: 200)
    row.advance(by: moment)
    #expect(row.phase == .checked || row.phase == .collapsed)
    // When the view disappears
    let effects = row.send(.disappeared)
    // Then the timer is cancelled and onComplete runs now, since no timer can run it later
    #expect(effects.timer == .cancel)
    #expect(effects.callback == .perform)
    #expect(row.phase == .done)
    // And a late timer that slipped through never runs it again
    for timer in CompletionSwipeRowMachine.Timer.allCases { row.send(.timerFired(timer)) }
    row.send(.disappeared)
    row.advance(by: 60)
    #expect(row.performed == 1)
    #expect(row.machine.isAtRest)
  }

  @Test("a row that disappears during its undo window reports once; after Undo it never does")
  func disappearDuringUndo() {
    // Given a completed row waiting in its undo window
    var row = CompletionSwipeRowHost(undoWindow: 3)
    row.send(.accessibilityActivate)
    row.advance(by: 1)
    #expect(row.phase == .undo)
    // When it disappears, then the user's completion is reported once
    row.send(.disappeared)
    row.send(.timerFired(.undoWindow))
    row.advance(by: 60)
    #expect(row.performed == 1)

    // Given a row the user completed and then restored with Undo
    var undone = CompletionSwipeRowHost(undoWindow: 3)
    undone.send(.accessibilityActivate)
    undone.advance(by: 1)
    undone.send(.undo)
    // When it disappears, then nothing is reported
    #expect(undone.send(.disappeared).callback == nil)
    undone.advance(by: 60)
    #expect(undone.performed == 0)
  }

  @Test("a done row stays done when it disappears")
  func disappearAfterDone() {
    var row = CompletionSwipeRowHost()
    row.send(.accessibilityActivate)
    row.runTimers()
    row.send(.disappeared)
    #expect(row.phase == .done)
    #expect(row.performed == 1)
  }

  // MARK: Stale timers, disabled

  @Test("timers the row is not waiting for are ignored")
  func staleTimers() {
    var row = CompletionSwipeRowHost()
    for timer in CompletionSwipeRowMachine.Timer.allCases {
      #expect(row.send(.timerFired(timer)).isEmpty)
    }
    row.swipe(forward: 200)
    #expect(row.send(.timerFired(.collapse)).isEmpty)
    #expect(row.send(.timerFired(.undoWindow)).isEmpty)
    #expect(row.phase == .checked)
    row.runTimers()
    #expect(row.performed == 1)
  }

  @Test(
    "disabling a completed row before it reports brings it back, with no callback",
    arguments: inFlight)
  func disabledMidCompletion(moment: Double) {
    var row = CompletionSwipeRowHost()
    row.send(.accessibilityActivate)
    row.advance(by: moment)
    row.send(.environmentChanged(BlockEnvironment(isEnabled: false)))
    #expect(row.phase == .idle)
    #expect(row.last.timer == .cancel)
    row.advance(by: 60)
    #expect(row.performed == 0)
  }

  @Test("a disabled row offers no action and ignores the complete action and Undo")
  func disabledOffersNothing() {
    var row = CompletionSwipeRowHost(
      undoWindow: 3, environment: BlockEnvironment(isEnabled: false))
    let description = CompletionSwipeRowAccessibility(row.machine)
    #expect(description.offersCompleteAction == false)
    #expect(description.offersUndoAction == false)
    #expect(description.hint == nil)
    #expect(description.isDimmed)
    #expect(row.layout.opacity == BlockEnvironment.disabledOpacity)
    #expect(row.layout.acceptsDrag == false)
    row.send(.accessibilityActivate)
    row.send(.undo)
    row.advance(by: 10)
    #expect(row.phase == .idle)
    #expect(row.performed == 0)
  }

  @Test("the complete action works while idle and during a drag, where it wins over the finger")
  func completeActionWhileIdleOrDragging() {
    // Given a finger dragging the row
    var row = CompletionSwipeRowHost()
    row.move(forward: 60, down: 0)
    #expect(row.phase == .dragging)
    #expect(CompletionSwipeRowAccessibility(row.machine).offersCompleteAction)
    // When the complete action is performed, then the row completes
    row.send(.accessibilityActivate)
    #expect(row.phase == .checked)
    // And the rest of that drag changes nothing
    row.send(.dragChanged(translationX: 10, translationY: 0))
    row.release(forward: 10, down: 0)
    #expect(row.phase == .checked)
    // And a second action does nothing; onComplete runs once
    #expect(row.send(.accessibilityActivate).isEmpty)
    row.runTimers()
    #expect(row.performed == 1)
  }

  @Test("the complete action during a scroll completes; the rest of the scroll is ignored")
  func completeActionDuringScroll() {
    var row = CompletionSwipeRowHost(undoWindow: 3)
    row.send(.dragChanged(translationX: 0, translationY: 8))
    row.send(.accessibilityActivate)
    #expect(row.phase == .checked)
    row.send(.undo)
    // Leftovers of the same gesture never move the restored row.
    row.send(.dragChanged(translationX: 200, translationY: 8))
    #expect(row.layout.rowOffset == 0)
    row.send(.dragEnded(translationX: 200, translationY: 8, predictedX: 900, predictedY: 8))
    #expect(row.phase == .idle)
    #expect(row.machine.isAtRest)
  }
}

@Suite("Swipe row machine: seeded random sequences")
struct CompletionSwipeRowRandomSequenceTests {
  static let seeds: [UInt64] = [1, 2, 3, 42, 2_024, 0xDEAD_BEEF, 0x5EED_0001, 987_654_321]

  @Test(
    "exactly once: onComplete runs at most once, only on entering done, never after leaving",
    arguments: seeds)
  func exactlyOnce(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for run in 0..<200 {
      let undoWindow: Double? = run % 3 == 0 ? 2 : nil
      var row = CompletionSwipeRowHost(undoWindow: undoWindow)
      var actions = RandomHostActions(CompletionSwipeRowModel(undoWindow: undoWindow))
      var gone = false
      var completedSinceGone = false
      for _ in 0..<80 {
        let event: CompletionSwipeRowMachine.Event
        switch actions.next(for: row, using: &rng) {
        case .send(let next):
          event = next
        case .wait(let seconds):
          // Play the real host: timers fire only when the virtual clock reaches them.
          row.advance(by: seconds)
          checkRow(row, seed: seed, run: run)
          continue
        case .none:
          checkRow(row, seed: seed, run: run)
          continue
        }
        let before = row.machine
        let effects = row.send(event)
        if case .disappeared = event {
          gone = true
          // A completion in flight when the view goes reports on the way out.
          completedSinceGone = before.isCompleted && before.phase != .done
        }
        if effects.announcement == CompletionSwipeRowStrings.completed { completedSinceGone = true }
        if effects.callback == .perform {
          #expect(before.phase != .done, "seed \(seed) run \(run)")
          #expect(row.phase == .done, "seed \(seed) run \(run)")
          #expect(row.machine.environment.isEnabled, "seed \(seed) run \(run)")
          #expect(
            !gone || completedSinceGone,
            "a callback after disappearing needs a new completion; seed \(seed) run \(run)")
        }
        if case .disappeared = event {
          // Disappearing reports a completion the user made, and nothing else.
          let completedBefore =
            before.phase == .checked || before.phase == .undo
            || before.phase == .collapsed
          #expect(
            (effects.callback == .perform) == completedBefore, "seed \(seed) run \(run)")
          #expect(effects.timer == .cancel, "seed \(seed) run \(run)")
        }
        checkRow(row, seed: seed, run: run)
      }
      #expect((row.phase == .done) == (row.performed == 1), "seed \(seed) run \(run)")
    }
  }

  /// What holds after every step of ``exactlyOnce(seed:)``.
  private func checkRow(_ row: CompletionSwipeRowHost, seed: UInt64, run: Int) {
    #expect(row.performed <= 1, "seed \(seed) run \(run)")
    #expect(row.layout.isFinite, "seed \(seed) run \(run)")
    #expect(row.layout.rowOffset >= 0, "seed \(seed) run \(run)")
    #expect(
      row.performed <= row.announcements.count,
      "every callback follows a Completed announcement; seed \(seed) run \(run)")
  }

  @Test(
    "termination: after any sequence, releasing and running the timers comes to rest",
    arguments: seeds)
  func termination(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for run in 0..<200 {
      let undoWindow: Double? = run % 2 == 0 ? 1 : nil
      var row = CompletionSwipeRowHost(undoWindow: undoWindow)
      var actions = RandomHostActions(CompletionSwipeRowModel(undoWindow: undoWindow))
      for _ in 0..<Int.random(in: 1..<60, using: &rng) {
        switch actions.next(for: row, using: &rng) {
        case .send(let event): row.send(event)
        case .wait(let seconds): row.advance(by: seconds)
        case .none: break
        }
      }
      // When the finger lifts and time runs on
      row.send(.dragCancelled)
      row.runTimers(limit: 4)
      // Then the row is at rest: idle, or done with exactly one callback
      #expect(row.machine.isAtRest, "seed \(seed) run \(run): \(row.phase)")
      #expect(row.scheduled == nil, "seed \(seed) run \(run)")
      #expect(row.phase == .idle || row.phase == .done, "seed \(seed) run \(run)")
      #expect((row.phase == .done) == (row.performed == 1), "seed \(seed) run \(run)")
    }
  }

  @Test(
    "a completion in flight reports once when the view disappears, and no late event again",
    arguments: seeds)
  func nothingAfterDisappear(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for run in 0..<100 {
      let undoWindow: Double? = run % 2 == 0 ? 1 : nil
      var row = CompletionSwipeRowHost(undoWindow: undoWindow)
      var actions = RandomHostActions(CompletionSwipeRowModel(undoWindow: undoWindow))
      // Given a completion in flight
      row.send(.accessibilityActivate)
      row.advance(by: Double.random(in: 0..<0.7, using: &rng))
      guard row.phase != .done else { continue }
      // When the view goes away, then stale timers and time arrive (no new gesture)
      row.send(.disappeared)
      for _ in 0..<20 {
        let stale = ModelStep<CompletionSwipeRowInput>.fireStale(
          UInt8.random(in: 0...255, using: &rng))
        if case .send(let event) = actions.action(for: stale, host: row) { row.send(event) }
        row.advance(by: Double.random(in: 0...2, using: &rng))
      }
      #expect(row.performed == 1, "seed \(seed) run \(run)")
    }
  }
}

@Suite("Swipe row machine: on a device")
struct CompletionSwipeRowDeviceTests {
  @Test("a drag the system cancels springs back and never completes, even past the threshold")
  func cancelledDragNeverCompletes() {
    var row = CompletionSwipeRowHost()
    row.move(forward: 250, down: 0)
    #expect(row.machine.isPastThreshold)
    let effects = row.send(.dragCancelled)
    #expect(row.phase == .idle)
    #expect(effects.callback == nil && effects.announcement == nil)
    row.runTimers()
    #expect(row.performed == 0)
  }

  @Test("a row released short of the threshold is drawn back along a 0.35 s spring of bounce 0.25")
  func springBackPath() {
    var row = CompletionSwipeRowHost()
    row.move(forward: 100, down: 0)
    row.release(forward: 100, down: 0)
    let spring = AnimatedValue(
      from: 100, to: 0, motion: .spring(duration: 0.35, bounce: 0.25), start: 0)
    var overshoots = 0
    row.sample(through: 0.6) { row, elapsed in
      // The bounce past the resting place is held at it: the row never slides backward.
      let expected = max(spring.value(at: elapsed), 0)
      if spring.value(at: elapsed) < 0 { overshoots += 1 }
      #expect(abs(row.machine.offset(at: row.now) - expected) < 1e-9, "at \(elapsed) s")
    }
    #expect(overshoots > 0, "the spring bounces, and the row is held at rest meanwhile")
  }

  @Test("a finger that catches the row while it springs back takes it from where it is drawn")
  func grabDuringSpringBack() {
    // Given a row released at 100 pt (below the 128 pt threshold), springing back
    var row = CompletionSwipeRowHost()
    row.move(forward: 100, down: 0)
    row.release(forward: 100, down: 0)
    row.advance(by: 0.08)
    let drawn = row.machine.offset(at: row.now)
    #expect(drawn > 10 && drawn < 100)
    // When a new drag is accepted after its 20 pt
    row.send(.dragChanged(translationX: 25, translationY: 0))
    // Then the row sits at where it was drawn plus the finger's travel, with no motion left
    #expect(abs(row.layout.rowOffset - (drawn + 25)) < 1e-9)
    #expect(row.machine.animationEnd <= row.now)
    // And passing the threshold from there arms the checkmark
    row.send(.dragChanged(translationX: 128 - drawn, translationY: 0))
    #expect(row.machine.isPastThreshold)
  }

  @Test("the revealed tint is opaque whenever the row has moved, and never fades")
  func tintNeverFades() {
    var row = CompletionSwipeRowHost()
    row.move(forward: 60, down: 0)
    #expect(row.layout.tintOpacity == 1)
    row.release(forward: 60, down: 0)
    for frame in 0...40 {
      let time = row.now + Double(frame) / 60
      let layout = CompletionSwipeRowLayout(row.machine, at: time)
      #expect(layout.tintOpacity == 0 || layout.tintOpacity == 1)
      if layout.rowOffset > 0 { #expect(layout.tintOpacity == 1, "frame \(frame)") }
    }
  }

  struct InfiniteCase: Sendable, CustomTestStringConvertible {
    let x: Double
    let y: Double
    let completes: Bool
    var testDescription: String { "released at (\(x), \(y)) → \(completes ? "completes" : "idle")" }
  }

  static let infiniteCases = [
    InfiniteCase(x: .infinity, y: 0, completes: true),
    InfiniteCase(x: 200, y: .infinity, completes: false),
    InfiniteCase(x: 200, y: -.infinity, completes: false),
    InfiniteCase(x: -.infinity, y: 0, completes: false),
    InfiniteCase(x: .infinity, y: .infinity, completes: false),
  ]

  @Test(
    "an infinite translation counts as the largest distance in its direction",
    arguments: infiniteCases)
  func infiniteTranslations(_ c: InfiniteCase) {
    var row = CompletionSwipeRowHost()
    row.move(forward: 40, down: 0)
    row.send(.dragChanged(translationX: c.x, translationY: c.y))
    row.send(.dragEnded(translationX: c.x, translationY: c.y, predictedX: c.x, predictedY: c.y))
    #expect(row.machine.isCompleted == c.completes)
    #expect(row.layout.isFinite)
  }

  struct UndoWindowCase: Sendable, CustomTestStringConvertible {
    let window: Double
    /// The window the row keeps: `nil` means no Undo at all.
    let kept: Double?
    var testDescription: String { "undo window \(window) → \(kept.map { "\($0) s" } ?? "none")" }
  }

  static let undoWindowCases = [
    UndoWindowCase(window: 1e300, kept: CompletionSwipeRowMetrics.undoWindowRange.upperBound),
    UndoWindowCase(window: .infinity, kept: CompletionSwipeRowMetrics.undoWindowRange.upperBound),
    UndoWindowCase(
      window: .greatestFiniteMagnitude, kept: CompletionSwipeRowMetrics.undoWindowRange.upperBound),
    UndoWindowCase(window: 60.5, kept: CompletionSwipeRowMetrics.undoWindowRange.upperBound),
    UndoWindowCase(window: 7, kept: 7),
    UndoWindowCase(window: .nan, kept: nil),
    UndoWindowCase(window: 0, kept: nil),
    UndoWindowCase(window: -1, kept: nil),
    UndoWindowCase(window: -1e300, kept: nil),
    UndoWindowCase(window: -.infinity, kept: nil),
  ]

  @Test(
    "an undo window is capped at 60 s before any timer sees it; NaN, zero and negative mean none",
    arguments: undoWindowCases)
  func undoWindowIsCapped(_ c: UndoWindowCase) {
    let upperBound = CompletionSwipeRowMetrics.undoWindowRange.upperBound
    #expect(upperBound == 60)
    for reduceMotion in [false, true] {
      for reconfigured in [false, true] {
        // Given a row whose window came from the initializer or from a later reconfiguration
        let environment = BlockEnvironment(reduceMotion: reduceMotion)
        var row = CompletionSwipeRowHost(
          undoWindow: reconfigured ? 2 : c.window, environment: environment)
        if reconfigured { row.send(.undoWindowChanged(c.window)) }
        let context = "reduceMotion \(reduceMotion), reconfigured \(reconfigured)"
        #expect(row.machine.undoWindow == c.kept, "\(context)")
        // When it is completed and every timer runs out
        var effects = row.send(.accessibilityActivate)
        #expect(row.machine.canUndo == (c.kept != nil), "\(context)")
        var delays: [CompletionSwipeRowMachine.Timer: Double] = [:]
        var fired = 0
        while case .start(let timer, let seconds)? = effects.timer, fired < 10 {
          // Then no timer is ever longer than the range's upper bound
          #expect(seconds.isFinite && seconds >= 0 && seconds <= upperBound, "\(timer) \(context)")
          delays[timer] = seconds
          row.now += seconds
          row.scheduled = nil
          effects = row.send(.timerFired(timer))
          fired += 1
        }
        // And the undo window's timer runs for the kept window, or not at all
        #expect(delays[.undoWindow] == c.kept, "\(context)")
        #expect(row.phase == .done, "\(context)")
        #expect(row.performed == 1, "\(context)")
      }
    }
  }
}

// MARK: - The host

/// The virtual host driving a completion swipe row.
typealias CompletionSwipeRowHost = VirtualHost<CompletionSwipeRowMachine>

extension VirtualHost where Machine == CompletionSwipeRowMachine {
  /// A host with a row of the given size, told about its environment and size like the view
  /// does on appear.
  init(
    width: Double = 320, height: Double = 64, undoWindow: Double? = nil,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.init(CompletionSwipeRowMachine(undoWindow: undoWindow, environment: environment))
    send(.environmentChanged(environment))
    send(.sizeChanged(width: width, height: height))
  }

  /// The row's layout now, on the default green tint.
  var layout: CompletionSwipeRowLayout { CompletionSwipeRowLayout(machine) }
  /// The row's phase.
  var phase: CompletionSwipeRowMachine.Phase { machine.phase }
  /// +1 or −1: forward in screen points.
  var sign: Double { machine.environment.direction.forwardSign }

  /// Moves a finger along a straight line from the origin to (`forward`, `down`) in forward
  /// terms, in `steps` samples, converting to screen points for the current direction.
  mutating func move(forward: Double, down: Double, steps: Int = 8) {
    let count = max(steps, 1)
    for step in 1...count {
      let t = Double(step) / Double(count)
      send(.dragChanged(translationX: forward * t * sign, translationY: down * t))
    }
  }

  /// Lifts the finger at (`forward`, `down`) with a predicted end translation (defaults to the
  /// translation itself: a slow release).
  @discardableResult
  mutating func release(
    forward: Double, down: Double, predictedForward: Double? = nil, predictedDown: Double? = nil
  ) -> Effects<CompletionSwipeRowMachine.Timer> {
    send(
      .dragEnded(
        translationX: forward * sign, translationY: down,
        predictedX: (predictedForward ?? forward) * sign, predictedY: predictedDown ?? down))
  }

  /// A whole swipe: move, then release.
  mutating func swipe(
    forward: Double, down: Double = 0, predictedForward: Double? = nil,
    predictedDown: Double? = nil
  ) {
    move(forward: forward, down: down)
    release(
      forward: forward, down: down, predictedForward: predictedForward,
      predictedDown: predictedDown)
  }
}

extension CompletionSwipeRowLayout {
  /// Whether every number of the layout is finite.
  var isFinite: Bool {
    rowOffset.isFinite && (rowHeight ?? 0).isFinite && tintOpacity.isFinite
      && checkmarkScale.isFinite && checkmarkOpacity.isFinite && checkmarkLeadingInset.isFinite
      && opacity.isFinite
  }
}

@Suite("Swipe row: layout and contrast")
struct CompletionSwipeRowLayoutTests {
  struct CheckmarkCase: Sendable, CustomTestStringConvertible {
    var reduceMotion: Bool
    var pastThreshold: Bool
    var scale: Double
    var opacity: Double
    var testDescription: String {
      "\(reduceMotion ? "Reduce Motion" : "full motion"), \(pastThreshold ? "past" : "before")"
    }
  }

  static let checkmarks: [CheckmarkCase] = [
    .init(reduceMotion: false, pastThreshold: false, scale: 0.5, opacity: 0.55),
    .init(reduceMotion: false, pastThreshold: true, scale: 1.15, opacity: 1),
    .init(reduceMotion: true, pastThreshold: false, scale: 1, opacity: 0.55),
    .init(reduceMotion: true, pastThreshold: true, scale: 1, opacity: 1),
  ]

  @Test("the checkmark's scale and opacity before and past the threshold", arguments: checkmarks)
  func checkmark(item: CheckmarkCase) {
    var row = CompletionSwipeRowHost(
      environment: BlockEnvironment(reduceMotion: item.reduceMotion))
    row.move(forward: item.pastThreshold ? 150 : 60, down: 0)
    #expect(row.layout.isCheckmarkArmed == item.pastThreshold)
    #expect(row.layout.checkmarkScale == item.scale)
    #expect(row.layout.checkmarkOpacity == item.opacity)
    #expect(row.layout.checkmarkLeadingInset == 24)
    if item.reduceMotion {
      #expect(row.layout.checkmarkMotion.spring == nil)
    } else {
      #expect(row.layout.checkmarkMotion == .spring(duration: 0.3, bounce: 0.6))
    }
  }

  /// A look of its own reaches the frame; one that is not a number or out of range is made
  /// sensible.
  @Test func theLayoutDrawsTheLookItIsGiven() {
    var row = CompletionSwipeRowHost()
    row.move(forward: 60, down: 0)
    let look = CompletionSwipeRowLook(
      checkmarkLeadingInset: 30, restingCheckmarkScale: 0.7, armedCheckmarkScale: 1.3,
      restingCheckmarkOpacity: 0.4)
    var layout = CompletionSwipeRowLayout(row.machine, tint: SystemColor.greenLight, look: look)
    #expect(layout.checkmarkLeadingInset == 30)
    #expect(layout.checkmarkScale == 0.7 && layout.checkmarkOpacity == 0.4)
    row.move(forward: 150, down: 0)
    layout = CompletionSwipeRowLayout(row.machine, tint: SystemColor.greenLight, look: look)
    #expect(layout.checkmarkScale == 1.3 && layout.checkmarkOpacity == 1)
    let hostile = CompletionSwipeRowLook(
      checkmarkLeadingInset: -5, restingCheckmarkScale: .nan, armedCheckmarkScale: .infinity,
      restingCheckmarkOpacity: 3)
    #expect(hostile.checkmarkLeadingInset == 0 && hostile.restingCheckmarkScale == 0.5)
    #expect(hostile.armedCheckmarkScale == 1.15 && hostile.restingCheckmarkOpacity == 1)
  }

  @Test("a completed row shows the armed checkmark")
  func completedCheckmark() {
    var row = CompletionSwipeRowHost()
    row.send(.accessibilityActivate)
    #expect(row.layout.isCheckmarkArmed)
    #expect(row.layout.checkmarkScale == 1.15)
    #expect(row.layout.checkmarkOpacity == 1)
  }

  @Test("the tint is hidden while the row covers it")
  func tintHiddenAtRest() {
    var row = CompletionSwipeRowHost()
    #expect(row.layout.tintOpacity == 0)
    row.move(forward: 30, down: 0)
    #expect(row.layout.tintOpacity == 1)
  }

  @Test("row height: natural until measured, the measured height, then 0")
  func rowHeight() {
    var machine = CompletionSwipeRowMachine()
    #expect(CompletionSwipeRowLayout(machine).rowHeight == nil)
    _ = machine.send(.sizeChanged(width: 320, height: 0), at: 0)
    #expect(CompletionSwipeRowLayout(machine).rowHeight == nil)
    _ = machine.send(.sizeChanged(width: 320, height: 72), at: 0)
    #expect(CompletionSwipeRowLayout(machine).rowHeight == 72)
    var row = CompletionSwipeRowHost(height: 72)
    row.send(.accessibilityActivate)
    #expect(row.layout.rowHeight == 72)
    row.advance(by: CompletionSwipeRowMetrics.slideOutDuration)
    #expect(row.layout.rowHeight == 0)
    row.runTimers()
    #expect(row.layout.rowHeight == 0)
  }

  struct ContrastCase: Sendable, CustomTestStringConvertible {
    var name: String
    var tint: RGBColor
    var checkmark: ContrastForeground
    var undo: ContrastForeground
    var testDescription: String { name }
  }

  static let contrasts: [ContrastCase] = [
    .init(name: "green light", tint: SystemColor.greenLight, checkmark: .black, undo: .black),
    .init(name: "green dark", tint: SystemColor.greenDark, checkmark: .black, undo: .black),
    .init(name: "red light", tint: SystemColor.redLight, checkmark: .white, undo: .black),
    .init(name: "indigo light", tint: SystemColor.indigoLight, checkmark: .white, undo: .white),
    .init(name: "indigo dark", tint: SystemColor.indigoDark, checkmark: .white, undo: .white),
  ]

  @Test(
    "the checkmark (3:1) and the Undo text (4.5:1) contrast with the tint", arguments: contrasts)
  func contrast(item: ContrastCase) {
    let layout = CompletionSwipeRowLayout(CompletionSwipeRowMachine(), tint: item.tint)
    #expect(layout.checkmarkForeground == item.checkmark)
    #expect(layout.undoForeground == item.undo)
    #expect(item.tint.contrastRatio(with: layout.checkmarkForeground.color) >= 3)
    #expect(item.tint.contrastRatio(with: layout.undoForeground.color) >= 4.5)
  }

  @Test("the default tint's checkmark is black")
  func defaultTint() {
    #expect(
      CompletionSwipeRowLayout(CompletionSwipeRowMachine()).checkmarkForeground == .black)
  }
}

@Suite("Swipe row: accessibility")
struct CompletionSwipeRowAccessibilityTests {
  @Test("accessibility: combined element, complete action while idle, Undo while open")
  func accessibilityByPhase() {
    var row = CompletionSwipeRowHost(undoWindow: 3)
    var description = CompletionSwipeRowAccessibility(row.machine)
    #expect(description.combinesChildren)
    #expect(description.offersCompleteAction)
    #expect(description.offersUndoAction == false)
    #expect(description.hint == CompletionSwipeRowStrings.hint)
    #expect(description.value == nil)
    row.send(.accessibilityActivate)
    description = CompletionSwipeRowAccessibility(row.machine)
    #expect(description.offersCompleteAction == false)
    #expect(description.offersUndoAction)
    #expect(description.undoActionName == CompletionSwipeRowStrings.undo)
    #expect(description.value == CompletionSwipeRowStrings.completed)
    row.advance(by: CompletionSwipeRowMetrics.slideOutDuration + 3)
    description = CompletionSwipeRowAccessibility(row.machine)
    #expect(description.offersUndoAction == false)
    #expect(description.offersCompleteAction == false)
  }

  @Test("activating the row, and its Voice Control name, is Complete, then Undo in the undo window")
  func defaultActionByPhase() {
    var row = CompletionSwipeRowHost(undoWindow: 3)
    #expect(CompletionSwipeRowAccessibility(row.machine).defaultAction == .complete)
    row.send(.accessibilityActivate)
    #expect(row.machine.isCompleted)
    // In the undo window the row no longer completes: activating it as "Complete" did nothing.
    let open = CompletionSwipeRowAccessibility(row.machine)
    #expect(open.defaultAction == .undo)
    var activatedAsComplete = row
    #expect(activatedAsComplete.send(.accessibilityActivate).isEmpty)
    #expect(activatedAsComplete.machine.isCompleted)
    // Activating it as Undo takes the completion back, and it can be completed again.
    row.send(.undo)
    #expect(!row.machine.isCompleted)
    #expect(CompletionSwipeRowAccessibility(row.machine).defaultAction == .complete)
    row.send(.accessibilityActivate)
    row.advance(by: CompletionSwipeRowMetrics.slideOutDuration + 3)
    #expect(CompletionSwipeRowAccessibility(row.machine).defaultAction == nil)
    let disabled = CompletionSwipeRowHost(environment: BlockEnvironment(isEnabled: false))
    #expect(CompletionSwipeRowAccessibility(disabled.machine).defaultAction == nil)
  }

  @Test(
    "only a row that offers an action responds to Voice Control, Switch Control and Full Keyboard Access"
  )
  func respondsToUserInteractionOnlyWithAnAction() {
    var row = CompletionSwipeRowHost(undoWindow: 3)
    #expect(CompletionSwipeRowAccessibility(row.machine).respondsToUserInteraction)
    row.send(.accessibilityActivate)
    #expect(CompletionSwipeRowAccessibility(row.machine).respondsToUserInteraction, "Undo")
    row.advance(by: CompletionSwipeRowMetrics.slideOutDuration + 3)
    #expect(CompletionSwipeRowAccessibility(row.machine).respondsToUserInteraction == false)

    let disabled = CompletionSwipeRowHost(environment: BlockEnvironment(isEnabled: false))
    let description = CompletionSwipeRowAccessibility(disabled.machine)
    #expect(description.isDimmed)
    #expect(!description.offersCompleteAction && !description.offersUndoAction)
    #expect(description.respondsToUserInteraction == false)
  }
}

@Suite("Swipe row: strings")
struct CompletionSwipeRowStringsTests {
  static let keys: [LocalizedText] = [
    CompletionSwipeRowStrings.complete, CompletionSwipeRowStrings.undo,
    CompletionSwipeRowStrings.completed,
    CompletionSwipeRowStrings.hint,
  ]

  @Test("every string the row shows or announces exists in English and Spanish")
  func strings() {
    let table = CompletionSwipeRowStrings.table
    for key in Self.keys {
      let english = table.string(for: key, language: "en")
      let spanish = table.string(for: key, language: "es")
      #expect(english != key.key, "\(key)")
      #expect(spanish != key.key, "\(key)")
      #expect(english != spanish, "\(key)")
    }
    for entry in table.entries.values {
      #expect(!entry[.english].isEmpty && !entry[.spanish].isEmpty)
    }
    #expect(table.string(for: CompletionSwipeRowStrings.complete, language: "en") == "Complete")
    #expect(table.string(for: CompletionSwipeRowStrings.complete, language: "es") == "Completar")
    #expect(table.string(for: CompletionSwipeRowStrings.undo, language: "es-MX") == "Deshacer")
    #expect(table.string(for: CompletionSwipeRowStrings.completed, language: "en") == "Completed")
    #expect(table.string(for: CompletionSwipeRowStrings.completed, language: "es") == "Completado")
  }
}
