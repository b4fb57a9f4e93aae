import Testing

@testable import BlocksCore

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
  static let slide = CompletionSwipeRowMetrics.slideOutDuration
  static let collapse = CompletionSwipeRowMetrics.collapseDuration

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

  static let invalidWindows: [Double?] = [nil, 0, -1, .nan, .infinity]

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

  @Test("disappearing mid-completion cancels the timer and never calls back", arguments: inFlight)
  func disappearMidCompletion(moment: Double) {
    // Given a completed row, `moment` seconds into its slide and collapse
    var row = CompletionSwipeRowHost()
    row.swipe(forward: 200)
    row.advance(by: moment)
    #expect(row.phase == .checked || row.phase == .collapsed)
    // When the view disappears
    let effects = row.send(.disappeared)
    // Then the timer is cancelled and no callback is asked for
    #expect(effects.timer == .cancel)
    #expect(effects.callback == nil)
    // And even a late timer that slipped through is ignored
    for timer in CompletionSwipeRowMachine.Timer.allCases { row.send(.timerFired(timer)) }
    row.advance(by: 60)
    #expect(row.performed == 0)
    #expect(row.machine.isAtRest)
  }

  @Test("disappearing during the undo window never calls back")
  func disappearDuringUndo() {
    var row = CompletionSwipeRowHost(undoWindow: 3)
    row.send(.accessibilityActivate)
    row.advance(by: 1)
    #expect(row.phase == .undo)
    row.send(.disappeared)
    row.send(.timerFired(.undoWindow))
    row.advance(by: 60)
    #expect(row.performed == 0)
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

  @Test("the complete action works only while idle")
  func completeActionOnlyWhileIdle() {
    var row = CompletionSwipeRowHost()
    row.move(forward: 60, down: 0)
    #expect(row.send(.accessibilityActivate).isEmpty)
    #expect(row.phase == .dragging)
    row.release(forward: 60, down: 0)
    row.send(.accessibilityActivate)
    #expect(row.phase == .checked)
    #expect(row.send(.accessibilityActivate).isEmpty)
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
