import Testing

@testable import BlocksCore

@Suite("Toast stack: time")
struct ToastStackTimeTests {
  @Test(
    "durations are clamped to 1…60 s, NaN is 4 s, +∞ stays until dismissed",
    arguments: [
      (4.0, 4.0), (0, 1), (-3, 1), (0.5, 1), (1, 1), (60, 60), (61, 60), (1e300, 60),
      (.nan, 4), (-.infinity, 1), (.infinity, .infinity), (-0.0, 1), (2.5, 2.5),
    ])
  func clamping(duration: Double, shows: Double) {
    #expect(ToastStackMetrics.timeToShow(duration: duration, style: .info) == shows)
    var stack = ToastStackHost()
    stack.add(ToastStackEntry(id: 1, duration: duration, text: 1))
    guard shows.isFinite else {
      stack.advance(by: 3_600)
      #expect(stack.machine.shown.count == 1)
      #expect(stack.host.scheduled == nil, "no timer for a toast that stays")
      return
    }
    stack.advance(by: shows - 0.001)
    #expect(stack.leavingIDs.isEmpty, "still shown just before its time")
    stack.advance(by: 0.002)
    #expect(stack.leavingIDs == [1], "leaving once its time is up")
    #expect(stack.machine.leaving.first?.direction == .up)
  }

  @Test("VoiceOver in the stack keeps it expanded; leaving collapses it at once, time running on")
  func voiceOverFocusPausesWithoutLinger() {
    // Given a 4 s toast that has shown for 1 s
    var stack = ToastStackHost()
    stack.add(ToastStackEntry(id: 1, duration: 4, text: 1))
    stack.advance(by: 1)
    // When VoiceOver's focus stays in the stack for 100 s
    stack.send(.accessibilityFocusChanged(true))
    stack.advance(by: 100)
    #expect(stack.machine.isExpanded && stack.shownNewestFirst == [1])
    // Then leaving collapses it without the 3 s a finger gets, and its 3 s left count from there
    stack.send(.accessibilityFocusChanged(false))
    #expect(!stack.machine.isExpanded)
    stack.advance(by: 2.9)
    #expect(stack.shownNewestFirst == [1])
    stack.advance(by: 0.2)
    #expect(stack.leavingIDs == [1])
  }

  @Test("a loading toast never times out, whatever its duration", arguments: [1.0, 4, 60, .nan])
  func loadingStays(duration: Double) {
    var stack = ToastStackHost()
    stack.add(ToastStackEntry(id: 1, style: .loading, duration: duration, text: 1))
    stack.advance(by: 600)
    #expect(stack.machine.shown.count == 1)
    #expect(stack.machine.isAtRest)
  }

  @Test("a toast's time counts only while it is visible: the fourth waits with its time intact")
  func hiddenToastsDoNotCount() {
    var stack = ToastStackHost()
    stack.add(ids: [1], duration: 10)
    stack.add(ids: [2, 3, 4], duration: 60)
    // Toast 1 is fourth: hidden, its 10 s do not count.
    stack.advance(by: 30)
    #expect(stack.machine.shown.first?.remaining == 10)
    // Toast 4 is dismissed: toast 1 is visible again and counts from then.
    stack.send(.dismissPressed(4))
    stack.advance(by: 9.9)
    #expect(stack.shownNewestFirst.contains(1))
    stack.advance(by: 0.2)
    #expect(!stack.shownNewestFirst.contains(1))
  }

  @Test("time stops while the stack is touched and 3 s after, then goes on")
  func touchPauses() {
    var stack = ToastStackHost()
    stack.add(ids: [1], duration: 4)
    stack.advance(by: 1)
    stack.send(.dragChanged(id: 1, translationX: 0, translationY: 0))
    stack.advance(by: 20)
    stack.send(.dragEnded(translationX: 0, translationY: 0, predictedX: 0, predictedY: 0))
    // 3 s of linger, then the 3 s the toast had left.
    stack.advance(by: 5.9)
    #expect(stack.machine.shown.count == 1)
    stack.advance(by: 0.2)
    #expect(stack.machine.shown.isEmpty)
  }

  @Test("with VoiceOver or Switch Control running no toast times out; after, time goes on")
  func timeLimitsOff() {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2], duration: 4)
    stack.advance(by: 1)
    stack.send(.timeLimitsChanged(suspended: true))
    #expect(stack.host.scheduled == nil)
    stack.advance(by: 3_600)
    #expect(stack.machine.shown.count == 2)
    stack.send(.timeLimitsChanged(suspended: false))
    stack.advance(by: 2.9)
    #expect(stack.machine.shown.count == 2)
    stack.advance(by: 0.2)
    #expect(stack.machine.shown.isEmpty)
  }

  @Test("no timer the stack starts is longer than 60 s")
  func noLongTimers() {
    var stack = ToastStackHost()
    for duration in [1e300, .infinity, 60, 59.999, .nan] {
      stack.add(ToastStackEntry(id: stack.binding.count + 1, duration: duration, text: 0))
      if case .start(_, let after)? = stack.last.timer { #expect(after <= 60) }
    }
  }
}

@Suite("Toast stack: the binding")
struct ToastStackBindingTests {
  @Test("a toast leaves the binding only once it has left the screen, 0.25 s after it starts")
  func removalAfterExit() {
    var stack = ToastStackHost()
    stack.add(ids: [1])
    stack.advance(by: 4)
    #expect(stack.leavingIDs == [1])
    #expect(stack.binding.map(\.id) == [1], "still in the binding while it leaves")
    stack.advance(by: 0.24)
    #expect(stack.removals.isEmpty)
    stack.advance(by: 0.02)
    #expect(stack.removedIDs == [1])
    #expect(abs((stack.removals.first?.time ?? 0) - 4.25) < 1e-9)
    #expect(stack.binding.isEmpty)
    #expect(stack.layout.isEmpty)
    #expect(stack.machine.isAtRest)
  }

  @Test("a toast the app removes leaves with the same animation, and is not removed again")
  func appRemoval() {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2])
    stack.advance(by: 1)
    stack.set([stack.binding[0]])
    #expect(stack.leavingIDs == [2])
    #expect(stack.machine.leaving.first?.isInBinding == false)
    #expect(stack.last.animation == ToastStackMetrics.exit)
    stack.advance(by: 1)
    #expect(stack.removals.isEmpty)
    #expect(stack.shownNewestFirst == [1])
  }

  @Test("a toast changed in the binding updates in place, keeps its place, restarts its time")
  func updateInPlace() {
    var stack = ToastStackHost()
    stack.add(
      ToastStackEntry(id: 1, text: 1), ToastStackEntry(id: 2, style: .loading, text: 2),
      ToastStackEntry(id: 3, text: 3))
    stack.advance(by: 30)
    #expect(stack.shownNewestFirst == [2], "the loading toast stays")
    var saved = stack.binding[0]
    saved.style = .success
    saved.text = 20
    stack.set([saved])
    #expect(stack.shownNewestFirst == [2])
    #expect(stack.announced.last == .init(id: 2, others: 0))
    #expect(stack.haptics.last == .success)
    stack.advance(by: 3.9)
    #expect(stack.shownNewestFirst == [2])
    stack.advance(by: 0.2)
    #expect(stack.shownNewestFirst.isEmpty, "Saved times out after its 4 s")
  }

  @Test(
    "an update is announced again only if its text changed, and plays a haptic only if its style did",
    arguments: [
      (ToastStackStyle.info, 1, false, false), (.info, 2, true, false), (.error, 1, false, true),
      (.warning, 2, true, true),
    ])
  func updateFeedback(style: ToastStackStyle, text: Int, announces: Bool, haptic: Bool) {
    var stack = ToastStackHost()
    stack.add(ToastStackEntry(id: 1, style: .info, duration: 4, text: 1))
    stack.advance(by: 2)
    let announcements = stack.announced.count
    let haptics = stack.haptics.count
    stack.set([ToastStackEntry(id: 1, style: style, duration: 5, text: text)])
    #expect((stack.announced.count > announcements) == announces)
    #expect((stack.haptics.count > haptics) == haptic)
    // The time restarts either way: 5 s from now.
    stack.advance(by: 4.9)
    #expect(stack.shownNewestFirst == [1])
    stack.advance(by: 0.2)
    #expect(stack.shownNewestFirst.isEmpty)
  }

  @Test("an appended toast with an id on the stack updates it in place; the binding keeps one")
  func appendedDuplicate() {
    var stack = ToastStackHost()
    stack.add(ToastStackEntry(id: 1, text: 1), ToastStackEntry(id: 2, text: 2))
    stack.add(ToastStackEntry(id: 1, style: .success, text: 10))
    #expect(stack.binding.map(\.id) == [1, 2])
    #expect(stack.binding.first?.text == 10)
    #expect(stack.shownNewestFirst == [2, 1], "it keeps its place")
    #expect(stack.machine.shown.first?.entry.style == .success)
  }

  @Test("a toast appended again just as it was starts its time over, silently")
  func appendedAgainUnchanged() {
    // Given "Copied", shown for 3 of its 4 s
    var stack = ToastStackHost()
    let copied = ToastStackEntry(id: 1, style: .success, duration: 4, text: 1)
    stack.add(copied)
    stack.advance(by: 3)
    let announcements = stack.announced.count
    let haptics = stack.haptics.count
    // When the app appends it again, unchanged
    stack.add(copied)
    // Then the binding keeps one, nothing is announced or played again, and it stays 4 s more
    #expect(stack.binding == [copied])
    #expect(stack.announced.count == announcements && stack.haptics.count == haptics)
    stack.advance(by: 3.9)
    #expect(stack.shownNewestFirst == [1], "its time started over when it came again")
    stack.advance(by: 0.2)
    #expect(stack.shownNewestFirst.isEmpty)
  }

  @Test(
    "a toast appended again while it leaves comes back as a new toast, and the binding keeps it",
    arguments: [false, true])
  func appendedAgainWhileLeaving(changed: Bool) {
    // Given "Copied", timed out and on its way up
    var stack = ToastStackHost()
    let copied = ToastStackEntry(id: 1, duration: 4, text: 1)
    stack.add(copied)
    stack.advance(by: 4.1)
    #expect(stack.leavingIDs == [1] && stack.shownNewestFirst.isEmpty)
    // When the app appends it again (as it was, or with new words)
    let again = changed ? ToastStackEntry(id: 1, duration: 4, text: 2) : copied
    stack.add(again)
    // Then it is on the stack again and announced, while the old one finishes leaving
    #expect(stack.shownNewestFirst == [1])
    #expect(stack.announced.last == .init(id: 1, others: 0))
    stack.advance(by: 0.3)
    #expect(stack.leavingIDs.isEmpty && stack.shownNewestFirst == [1])
    #expect(stack.binding == [again], "the old one's exit removes nothing")
    #expect(stack.removals.isEmpty)
    // And it has its own 4 s, then leaves and goes from the binding
    stack.advance(by: 3.6)
    #expect(stack.shownNewestFirst == [1])
    stack.advance(by: 0.2)
    #expect(stack.shownNewestFirst.isEmpty && stack.leavingIDs == [1])
    stack.advance(by: 0.3)
    #expect(stack.binding.isEmpty && stack.removedIDs == [1])
  }

  @Test("a toast that left, appended again before the host removed it, is a new toast")
  func appendedAgainWhileAwaitingRemoval() {
    // Given a host that has not yet removed a toast that left (its binding still holds it)
    var host = VirtualHost(Toasts())
    host.send(.sizeChanged(width: 390))
    let copied = ToastStackEntry(id: 1, duration: 4, text: 1)
    host.send(.toastsChanged([copied]))
    host.advance(by: 4.5)
    #expect(host.machine.shown.isEmpty && host.machine.leaving.isEmpty)
    host.send(.toastsChanged([copied]))
    #expect(host.machine.removalsToReport == [1], "asked again while the binding holds it")
    // When the app appends it again
    host.send(.toastsChanged([copied, copied]))
    // Then it is on the stack, and nobody is asked to remove it
    #expect(host.machine.shown.map(\.entry.id) == [1])
    #expect(host.machine.removalsToReport.isEmpty && host.machine.needsDeduplication)
    host.send(.toastsChanged([copied]))
    #expect(host.machine.shown.map(\.entry.id) == [1] && host.machine.removalsToReport.isEmpty)
  }

  @Test("duplicate ids in one update make one toast: the first place, the last value")
  func duplicatesInOneUpdate() {
    var stack = ToastStackHost()
    stack.set([
      ToastStackEntry(id: 7, text: 1), ToastStackEntry(id: 8, text: 2),
      ToastStackEntry(id: 7, style: .error, text: 3), ToastStackEntry(id: 7, text: 4),
    ])
    #expect(stack.machine.shown.map(\.entry.id) == [7, 8])
    #expect(stack.machine.shown.first?.entry.text == 4)
    #expect(stack.binding.map(\.text) == [4, 2])
    #expect(stack.announced == [.init(id: 8, others: 1)])
  }

  @Test(
    "deduplicated keeps each id's first place and last value",
    arguments: [
      ([1, 2, 1], [1, 2], [2, 1]), ([3, 3, 3], [3], [2]), ([], [], []),
      ([1, 2, 3], [1, 2, 3], [0, 1, 2]),
      ([2, 1, 2, 1], [2, 1], [2, 3]),
    ])
  func deduplicated(ids: [Int], expectedIDs: [Int], expectedSources: [Int]) {
    let toasts = ids.enumerated().map { (source: $0.offset, id: $0.element) }
    let merged = Toasts.deduplicated(toasts) { $0.id }
    #expect(merged.map(\.id) == expectedIDs)
    #expect(merged.map(\.source) == expectedSources)
  }

  @Test("a toast removed while the user drags it leaves upward from where it is drawn")
  func removedWhileDragged() {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2])
    stack.advance(by: 1)
    stack.send(.dragChanged(id: 2, translationX: 0, translationY: 0))
    stack.send(.dragChanged(id: 2, translationX: 30, translationY: 5))
    let before = stack.drawn(2)
    stack.set([stack.binding[0]])
    #expect(stack.machine.tracking == .rejected)
    let leaving = stack.drawn(2)
    #expect(leaving?.isLeaving == true)
    #expect(leaving?.offsetX == before?.offsetX)
    #expect(leaving?.offsetY == before?.offsetY)
    #expect(stack.machine.leaving.first?.direction == .up)
    stack.send(.dragChanged(id: 2, translationX: 200, translationY: 0))
    #expect(stack.drawn(2)?.offsetX == before?.offsetX, "the finger moves it no more")
    stack.advance(by: 1)
    #expect(stack.removals.isEmpty)
  }

  /// How the app brings back, while its old toast still leaves, a toast with the same id.
  enum ReturnPlace: String, CaseIterable, Sendable {
    /// In front: the new toast is drawn, and leaves drawn when dismissed.
    case newest
    /// Beyond the built toasts: the new toast is not drawn, and goes at once when dismissed.
    case unbuilt
  }

  @Test(
    "a toast dismissed while its earlier self still leaves replaces it: one drawn per id, removed once gone",
    arguments: ReturnPlace.allCases)
  func dismissedWhileItsEarlierSelfLeaves(place: ReturnPlace) {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2])
    stack.advance(by: 1)
    stack.set([stack.binding[0]])
    #expect(stack.leavingIDs == [2], "the app removed 2: it leaves, out of the binding")
    let others = (3...6).map { ToastStackEntry(id: $0, duration: 4, text: $0) }
    let again = ToastStackEntry(id: 2, style: .success, duration: 4, text: 20)
    switch place {
    case .newest: stack.set(stack.binding + [again])
    case .unbuilt: stack.set([again] + stack.binding + others)
    }
    stack.send(.dismissPressed(2))
    #expect(stack.leavingIDs.filter { $0 == 2 }.count == (place == .newest ? 1 : 0))
    let keys = stack.layout.map { "\($0.id) \($0.isLeaving)" }
    #expect(Set(keys).count == keys.count, "two toasts drawn as one: \(keys)")
    if place == .unbuilt {
      #expect(stack.removedIDs == [2], "never drawn, it goes at once")
      #expect(stack.drawn(2) == nil)
    }
    stack.advance(by: 1)
    #expect(stack.removedIDs == [2])
    #expect(!stack.binding.contains { $0.id == 2 })
    #expect(stack.drawn(2) == nil)
  }

  @Test(
    "the view disappearing cancels every timer: nothing fires later, leaving toasts are removed")
  func disappearing() {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2, 3])
    stack.advance(by: 1)
    stack.send(.dismissPressed(3))
    let effects = stack.send(.disappeared)
    #expect(effects.timer == .cancel)
    #expect(stack.host.scheduled == nil)
    #expect(stack.removedIDs == [3])
    let removals = stack.removals.count
    stack.advance(by: 3_600)
    #expect(stack.removals.count == removals)
    #expect(stack.shownNewestFirst == [2, 1], "the others wait for the view to come back")
    // Back on screen, their time goes on from where it was.
    stack.send(.environmentChanged(BlockEnvironment()))
    stack.advance(by: 2.9)
    #expect(stack.shownNewestFirst == [2, 1])
    stack.advance(by: 0.2)
    #expect(stack.shownNewestFirst.isEmpty)
  }
}

@Suite("Toast stack: entry and exit")
struct ToastStackMotionTests {
  @Test("a toast enters from the top edge with a 0.4 s spring, bounce 0.2; those behind move back")
  func entry() {
    var stack = ToastStackHost()
    stack.add(ids: [1])
    stack.advance(by: 1)
    stack.send(.heightMeasured(id: 1, height: 60))
    stack.add(ids: [2])
    #expect(stack.last.animation == .spring(duration: 0.4, bounce: 0.2))
    let entering = stack.machine.shown[1]
    #expect(entering.appearance.motion == .spring(duration: 0.4, bounce: 0.2))
    #expect(stack.drawn(2).map { $0.offsetY < -60 } == true, "it starts above the top edge")
    #expect(stack.machine.shown[0].depth.to == 1)
    #expect(stack.machine.shown[0].depth.motion == .spring(duration: 0.4, bounce: 0.2))
    stack.advance(by: 1)
    #expect(abs((stack.drawn(2)?.offsetY ?? -1)) < 1e-6)
    #expect(abs((stack.drawn(1)?.offsetY ?? 0) - 10) < 1e-6)
  }

  @Test("a toast leaves upward with an ease-in of 0.25 s, off the top edge")
  func exit() {
    var stack = ToastStackHost()
    stack.add(ids: [1])
    stack.send(.heightMeasured(id: 1, height: 60))
    stack.advance(by: 1)
    stack.send(.dismissPressed(1))
    #expect(stack.machine.leaving.first?.progress.motion == .easeIn(duration: 0.25))
    stack.advance(by: 0.249)
    #expect((stack.drawn(1)?.offsetY ?? 0) < -60 * 0.9, "nearly off the top edge")
    stack.advance(by: 0.002)
    #expect(stack.layout.isEmpty)
  }

  @Test("with Reduce Motion toasts fade in and out in 0.2 s, without sliding or scaling")
  func reduceMotion() {
    var stack = ToastStackHost(environment: BlockEnvironment(reduceMotion: true))
    stack.add(ids: [1])
    stack.advance(by: 1)
    stack.add(ids: [2])
    #expect(stack.last.animation == .easeInOut(duration: 0.2))
    #expect(stack.drawn(2)?.offsetY == 0, "no slide")
    #expect(stack.drawn(2)?.opacity == 0, "it fades in")
    #expect(stack.machine.shown[0].depth.isFinished(at: stack.now), "the one behind does not move")
    stack.advance(by: 0.1)
    #expect((0.1...0.9).contains(stack.drawn(2)?.opacity ?? 0))
    stack.advance(by: 0.11)
    #expect(stack.drawn(2)?.opacity == 1)
    stack.send(.dismissPressed(2))
    stack.advance(by: 0.1)
    #expect(stack.drawn(2)?.offsetY == 0)
    #expect((0.1...0.9).contains(stack.drawn(2)?.opacity ?? 0))
    stack.advance(by: 0.11)
    #expect(stack.removedIDs == [2])
  }
}

/// One swipe of the newest toast, with what it should do.
struct ToastStackSwipeCase: Sendable, CustomTestStringConvertible {
  var name: String
  var x: Double
  var y: Double
  var predictedX: Double?
  var predictedY: Double?
  /// The direction it leaves in, or `nil` when it springs back.
  var exit: Toasts.ExitDirection?
  var testDescription: String { name }
}

@Suite("Toast stack: swipes")
struct ToastStackSwipeTests {
  static let swipes: [ToastStackSwipeCase] = [
    .init(name: "21 pt up", x: 0, y: -21, exit: .up),
    .init(name: "19 pt up", x: 0, y: -19, exit: nil),
    .init(name: "46 pt right", x: 46, y: 0, exit: .sideways(sign: 1)),
    .init(name: "46 pt left", x: -46, y: 0, exit: .sideways(sign: -1)),
    .init(name: "44 pt right", x: 44, y: 0, exit: nil),
    .init(name: "a flick up past 100 pt", x: 0, y: -15, predictedY: -101, exit: .up),
    .init(name: "a flick up to 99 pt", x: 0, y: -15, predictedY: -99, exit: nil),
    .init(
      name: "a flick left past 100 pt", x: -30, y: 0, predictedX: -130, exit: .sideways(sign: -1)),
    .init(name: "200 pt down", x: 0, y: 200, exit: nil),
    .init(name: "a flick down", x: 0, y: 40, predictedY: 900, exit: nil),
    .init(name: "50 pt right and 30 up: sideways wins", x: 50, y: -30, exit: .sideways(sign: 1)),
    .init(name: "30 pt right and 60 up: up wins", x: 30, y: -60, exit: .up),
    .init(name: "+∞ right", x: .infinity, y: 0, exit: .sideways(sign: 1)),
    .init(name: "NaN", x: .nan, y: .nan, exit: nil),
  ]

  @Test(
    "a swipe up past 20 pt, sideways past 45 pt or a flick past 100 pt dismisses", arguments: swipes
  )
  func swipe(swipe: ToastStackSwipeCase) {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2])
    stack.advance(by: 1)
    stack.swipe(
      2, x: swipe.x, y: swipe.y, predictedX: swipe.predictedX, predictedY: swipe.predictedY)
    if let exit = swipe.exit {
      #expect(stack.machine.leaving.first?.direction == exit)
      #expect(stack.leavingIDs == [2])
      stack.advance(by: 0.3)
      #expect(stack.removedIDs == [2])
    } else {
      #expect(stack.leavingIDs.isEmpty)
      stack.advance(by: 1)
      #expect(stack.drawn(2)?.offsetX == 0, "springs back")
      #expect(abs(stack.drawn(2)?.offsetY ?? 1) < 1e-9)
    }
  }

  @Test("a drag counts after 10 pt, so the action button stays tappable")
  func dragThreshold() {
    var stack = ToastStackHost()
    stack.add(ToastStackEntry(id: 1, text: 1, action: 5))
    stack.send(.dragChanged(id: 1, translationX: 0, translationY: 0))
    stack.send(.dragChanged(id: 1, translationX: 6, translationY: -7.9))
    #expect(stack.machine.tracking == .pending)
    #expect(stack.drawn(1)?.offsetX == 0)
    stack.send(.actionPressed(1))
    #expect(stack.actions == [1], "a finger that moved 9.9 pt still taps")
  }

  @Test("a downward drag is resisted × 0.3")
  func downwardResistance() {
    var stack = ToastStackHost()
    stack.add(ids: [1])
    stack.advance(by: 1)
    stack.send(.dragChanged(id: 1, translationX: 0, translationY: 0))
    stack.send(.dragChanged(id: 1, translationX: 0, translationY: 100))
    #expect(abs((stack.drawn(1)?.offsetY ?? 0) - 30) < 1e-9)
    stack.send(.dragChanged(id: 1, translationX: 0, translationY: -15))
    #expect(abs((stack.drawn(1)?.offsetY ?? 0) + 15) < 1e-9)
  }

  @Test("a drag that dismisses runs no action, whichever arrives first")
  func dismissedDragRunsNoAction() {
    for actionFirst in [true, false] {
      var stack = ToastStackHost()
      stack.add(ToastStackEntry(id: 1, text: 1, action: 5))
      stack.send(.dragChanged(id: 1, translationX: 0, translationY: 0))
      stack.send(.dragChanged(id: 1, translationX: 0, translationY: -40))
      if actionFirst { stack.send(.actionPressed(1)) }
      stack.send(.dragEnded(translationX: 0, translationY: -40, predictedX: 0, predictedY: -40))
      if !actionFirst { stack.send(.actionPressed(1)) }
      #expect(stack.actions.isEmpty, "action first: \(actionFirst)")
      #expect(stack.leavingIDs == [1])
    }
  }

  @Test("a cancelled drag dismisses nothing, however far it went")
  func cancelled() {
    var stack = ToastStackHost()
    stack.add(ids: [1])
    stack.send(.dragChanged(id: 1, translationX: 0, translationY: 0))
    stack.send(.dragChanged(id: 1, translationX: 300, translationY: -300))
    stack.send(.dragCancelled)
    #expect(stack.leavingIDs.isEmpty)
    stack.advance(by: 1)
    #expect(stack.drawn(1)?.offsetX == 0)
  }

  @Test("a disabled stack takes no drag and runs no action")
  func disabled() {
    var stack = ToastStackHost(environment: BlockEnvironment(isEnabled: false))
    stack.add(ToastStackEntry(id: 1, text: 1, action: 5))
    stack.swipe(1, x: 0, y: -100)
    stack.send(.actionPressed(1))
    stack.send(.dismissPressed(1))
    stack.send(.escapePressed)
    #expect(stack.leavingIDs.isEmpty)
    #expect(stack.actions.isEmpty)
    #expect(!stack.machine.isExpanded)
    #expect(stack.layout.allSatisfy { !$0.allowsHitTesting })
  }
}

@Suite("Toast stack: haptics, announcements and actions")
struct ToastStackFeedbackTests {
  @Test(
    "success, warning and error play their notification haptic when they appear",
    arguments: [
      (ToastStackStyle.info, nil), (.success, Haptic.success), (.warning, .warning),
      (.error, .error), (.loading, nil),
    ])
  func haptics(style: ToastStackStyle, haptic: Haptic?) {
    var stack = ToastStackHost()
    stack.add(ToastStackEntry(id: 1, style: style, text: 1))
    #expect(stack.haptics == (haptic.map { [$0] } ?? []))
    #expect(stack.last.haptic == haptic)
  }

  @Test(
    "one change plays at most one haptic, the most severe, and one announcement",
    arguments: [
      ([ToastStackStyle.success, .error, .warning], Haptic.error),
      ([.success, .warning, .info], .warning), ([.info, .success], .success),
      ([.info, .loading], nil),
    ])
  func oneChange(styles: [ToastStackStyle], haptic: Haptic?) {
    var stack = ToastStackHost()
    stack.set(
      styles.enumerated().map { ToastStackEntry(id: $0.offset, style: $0.element, text: 0) })
    #expect(stack.haptics == (haptic.map { [$0] } ?? []))
    #expect(stack.announced == [.init(id: styles.count - 1, others: styles.count - 1)])
  }

  @Test("a new toast is announced in an effect-free way: the host posts it, focus stays")
  func announcementIsNotAFocusMove() {
    var stack = ToastStackHost()
    stack.add(ids: [1])
    #expect(stack.last.announcement == nil, "the text is the app's: the host composes it")
    #expect(stack.announced == [.init(id: 1, others: 0)])
    let text = ToastStackAccessibility.suffix(of: Toasts.Announcement(id: 1, others: 2))
    #expect(text == LocalizedText("toast-stack.and-more", 2))
    #expect(ToastStackAccessibility.suffix(of: Toasts.Announcement(id: 1, others: 0)) == nil)
  }

  @Test("the action runs once and dismisses its toast")
  func actionOnce() {
    var stack = ToastStackHost()
    stack.add(ToastStackEntry(id: 1, text: 1, action: 5), ToastStackEntry(id: 2, text: 2))
    stack.send(.actionPressed(1))
    stack.send(.actionPressed(1))
    stack.send(.actionPressed(2))
    #expect(stack.actions == [1], "once, and only for a toast with an action")
    #expect(stack.leavingIDs == [1])
    stack.advance(by: 0.3)
    stack.send(.actionPressed(1))
    #expect(stack.actions == [1])
    #expect(stack.removedIDs == [1])
  }

  @Test("Escape dismisses the newest toast")
  func escape() {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2])
    stack.send(.escapePressed)
    #expect(stack.leavingIDs == [2])
  }
}

@Suite("Toast stack: hostile input")
struct ToastStackHostileInputTests {
  @Test("NaN, infinite and huge sizes keep every drawn number finite")
  func hostileSizes() {
    for width in [Double.nan, .infinity, -.infinity, 0, 1e308] {
      for height in [Double.nan, .infinity, -1, 0, 1e308] {
        var stack = ToastStackHost(width: width)
        stack.add(ids: [1, 2, 3, 4])
        for id in 1...4 { stack.send(.heightMeasured(id: id, height: height)) }
        stack.send(.dragChanged(id: 4, translationX: 0, translationY: 0))
        stack.send(.dragChanged(id: 4, translationX: .infinity, translationY: -.infinity))
        stack.advance(by: 0.1)
        stack.send(
          .dragEnded(
            translationX: .infinity, translationY: -.infinity, predictedX: .nan,
            predictedY: .infinity))
        for time in [0.0, 0.05, 0.2, 1, 5] {
          stack.advance(by: time)
          let layout = stack.layout
          #expect(layout.width.isFinite && layout.height.isFinite, "\(width) × \(height)")
          for toast in layout {
            let numbers = [toast.offsetX, toast.offsetY, toast.scale, toast.height, toast.opacity]
            let finite = numbers.allSatisfy { $0.isFinite }
            #expect(finite, "\(width) × \(height): \(toast)")
          }
        }
      }
    }
  }

  @Test("an empty binding and stale timers change nothing")
  func emptyAndStale() {
    var stack = ToastStackHost()
    stack.set([])
    #expect(stack.layout.isEmpty)
    #expect(stack.machine.isAtRest)
    #expect(stack.host.scheduled == nil)
    stack.add(ids: [1])
    let effects = stack.send(.timerFired(Toasts.Timer(generation: -3)))
    #expect(effects.isEmpty)
    #expect(stack.shownNewestFirst == [1])
  }

  @Test("actions on ids that are not on the stack are ignored")
  func unknownIDs() {
    var stack = ToastStackHost()
    stack.add(ids: [1])
    stack.send(.actionPressed(99))
    stack.send(.dismissPressed(99))
    stack.send(.dragChanged(id: 99, translationX: 0, translationY: -50))
    stack.send(.heightMeasured(id: 99, height: 50))
    #expect(stack.machine.tracking == .none)
    #expect(stack.shownNewestFirst == [1])
    #expect(stack.actions.isEmpty)
  }
}

@Suite("Toast stack: seeded random sequences")
struct ToastStackRandomSequenceTests {
  static let seeds: [UInt64] = [1, 2, 3, 42, 2_024, 0xDEAD_BEEF, 0x5EED_0001, 987_654_321]

  @Test(
    "every toast leaves the binding exactly once, and only after its exit, whatever happens",
    arguments: seeds)
  func exactlyOnce(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var stack = ToastStackHost()
    var nextID = 1
    var added: [Int] = []
    var appRemoved: Set<Int> = []
    for step in 0..<400 {
      let newest = stack.machine.newest?.entry.id ?? -1
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        let style = ToastStackStyle.allCases.randomElement(using: &random) ?? .info
        stack.add(ToastStackEntry(id: nextID, style: style, duration: 2, text: nextID))
        added.append(nextID)
        nextID += 1
      case 2: stack.advance(by: Double.random(in: 0...3, using: &random))
      case 3: stack.send(.dismissPressed(newest))
      case 4:
        stack.swipe(
          newest, x: Double.random(in: -80...80, using: &random),
          y: Double.random(in: -40...40, using: &random))
      case 5:
        if let victim = stack.binding.randomElement(using: &random) {
          appRemoved.insert(victim.id)
          stack.set(stack.binding.filter { $0.id != victim.id })
        }
      case 6: stack.send(.accessibilityFocusChanged(Bool.random(using: &random)))
      case 7: stack.send(.timeLimitsChanged(suspended: Int.random(in: 0..<4, using: &random) == 0))
      case 8: stack.advance(by: Double.random(in: 0...0.3, using: &random))
      default: stack.send(.escapePressed)
      }
      // Nothing removed is still drawn, and the binding never lost a toast the stack shows.
      for id in stack.removedIDs {
        #expect(stack.drawn(id) == nil, "seed \(seed) step \(step): \(id) removed but drawn")
      }
      let bindingIDs = Set(stack.binding.map(\.id))
      for toast in stack.machine.shown {
        #expect(bindingIDs.contains(toast.entry.id), "seed \(seed) step \(step)")
      }
    }
    // Then everything left is dismissed and run out.
    stack.send(.accessibilityFocusChanged(false))
    stack.send(.timeLimitsChanged(suspended: false))
    while let newest = stack.machine.newest {
      stack.send(.dismissPressed(newest.entry.id))
      stack.advance(by: 0.5)
    }
    stack.advance(by: 10)
    #expect(stack.binding.isEmpty, "seed \(seed)")
    #expect(stack.machine.isAtRest, "seed \(seed)")
    let removed = stack.removedIDs
    #expect(Set(removed).count == removed.count, "seed \(seed): a toast removed twice: \(removed)")
    #expect(
      Set(removed).union(appRemoved) == Set(added), "seed \(seed): every toast left once")
    #expect(Set(removed).isDisjoint(with: appRemoved), "seed \(seed)")
  }
}

// MARK: - The host

/// The machine every toast stack test drives: toasts identified by integers.
typealias Toasts = ToastStackMachine<Int>

/// The virtual host of a toast stack: the app's binding, and a view that sends it on every change
/// and does to it what the machine asks (removing toasts that have left, merging duplicate ids),
/// as `.toastStack(_:)` does.
struct ToastStackHost: WrappingVirtualHost {
  /// The generic host: virtual clock, timer slot, haptics, animations.
  var host: VirtualHost<Toasts>
  /// The app's toasts, oldest first.
  private(set) var binding: [ToastStackEntry<Int>] = []
  /// Every removal the machine asked for, with its virtual time.
  var removals: [(id: Int, time: Double)] = []
  /// Every action the machine ran.
  var actions: [Int] = []
  /// Every announcement the machine asked for.
  var announced: [Toasts.Announcement] = []

  /// An empty stack in a container `width` points wide, drawn with `look`, told about its
  /// environment and size as the view does on appear.
  init(
    width: Double = 390, look: ToastStackLook = .standard,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    host = VirtualHost(Toasts(look: look, environment: environment))
    send(.environmentChanged(environment))
    send(.sizeChanged(width: width))
  }

  /// The machine under test.
  var machine: Toasts { host.machine }
  /// The virtual clock, in seconds.
  var now: Double { host.now }
  /// The effects of the last event.
  var last: Effects<Toasts.Timer> { host.last }
  /// Every haptic played.
  var haptics: [Haptic] { host.haptics }
  /// The layout now.
  var layout: ToastStackLayout<Int> { ToastStackLayout(machine, at: now) }
  /// The ids shown, newest first.
  var shownNewestFirst: [Int] { machine.shown.reversed().map(\.entry.id) }
  /// The ids leaving.
  var leavingIDs: [Int] { machine.leaving.map(\.entry.id) }
  /// The removed ids, in order.
  var removedIDs: [Int] { removals.map(\.id) }

  /// The drawn toast `id` (shown or leaving).
  func drawn(_ id: Int) -> ToastStackLayout<Int>.DrawnToast? {
    layout.first { $0.id == id }
  }

  /// Sends `event` at the host's time and does what the machine asks of the binding.
  @discardableResult
  mutating func send(_ event: Toasts.Event) -> Effects<Toasts.Timer> {
    let effects = host.send(event)
    record()
    return effects
  }

  private mutating func record() {
    if let id = machine.actionToRun { actions.append(id) }
    if let announcement = machine.announcementToPost { announced.append(announcement) }
    for id in machine.removalsToReport { removals.append((id, now)) }
    var changed = false
    if machine.needsDeduplication {
      binding = Toasts.deduplicated(binding) { $0.id }
      changed = true
    }
    if !machine.removalsToReport.isEmpty {
      let removed = machine.removalsToReport
      binding.removeAll { removed.contains($0.id) }
      changed = true
    }
    // The view's `onChange` of the binding sends it again.
    if changed { send(.toastsChanged(binding)) }
  }

  /// The app sets its toasts.
  mutating func set(_ toasts: [ToastStackEntry<Int>]) {
    binding = toasts
    send(.toastsChanged(binding))
  }

  /// The app appends toasts.
  mutating func add(_ toasts: ToastStackEntry<Int>...) {
    set(binding + toasts)
  }

  /// The app appends toasts with the given ids, each an info toast of `duration` seconds.
  mutating func add(ids: [Int], style: ToastStackStyle = .info, duration: Double = 4) {
    set(binding + ids.map { ToastStackEntry(id: $0, style: style, duration: duration, text: $0) })
  }

  /// A finger on toast `id` moves to (`x`, `y`) and lifts there, with the given predicted end.
  mutating func swipe(
    _ id: Int, x: Double, y: Double, predictedX: Double? = nil, predictedY: Double? = nil
  ) {
    send(.dragChanged(id: id, translationX: 0, translationY: 0))
    send(.dragChanged(id: id, translationX: x / 2, translationY: y / 2))
    send(.dragChanged(id: id, translationX: x, translationY: y))
    send(
      .dragEnded(
        translationX: x, translationY: y, predictedX: predictedX ?? x, predictedY: predictedY ?? y))
  }
}

/// Each number of the stack's gestures and timing just inside and just outside its boundary, so
/// a change of any of them, or of which side of it counts, fails here as well as where the rule
/// is tested.
@Suite("Toast stack: each number at its boundary")
struct ToastStackBoundaryTests {
  @Test("a drag is taken at 10 pt of movement, not at 9.99 pt")
  func dragDistance() {
    var stack = ToastStackHost()
    stack.add(ids: [1])
    stack.advance(by: 1)
    stack.send(.dragChanged(id: 1, translationX: 0, translationY: 0))
    stack.send(.dragChanged(id: 1, translationX: -9.99, translationY: 0))
    #expect(stack.machine.tracking == .pending && stack.drawn(1)?.offsetX == 0)
    stack.send(.dragChanged(id: 1, translationX: -10, translationY: 0))
    #expect(stack.machine.tracking == .accepted && stack.drawn(1)?.offsetX == -10)
  }

  struct ReleaseCase: Sendable, CustomTestStringConvertible {
    var x = 0.0
    var y = 0.0
    var predictedX: Double?
    var predictedY: Double?
    var dismisses: Bool
    var testDescription: String {
      "(\(x), \(y)) predicted (\(predictedX ?? x), \(predictedY ?? y)) → "
        + (dismisses ? "leaves" : "springs back")
    }
  }

  @Test(
    "a release dismisses past 20 pt up, past 45 pt sideways or a flick past 100 pt; down never",
    arguments: [
      ReleaseCase(y: -20, dismisses: false), ReleaseCase(y: -20.01, dismisses: true),
      ReleaseCase(x: 45, dismisses: false), ReleaseCase(x: -45.01, dismisses: true),
      ReleaseCase(y: -12, predictedY: -100, dismisses: false),
      ReleaseCase(y: -12, predictedY: -100.01, dismisses: true),
      ReleaseCase(x: 12, predictedX: 100, dismisses: false),
      ReleaseCase(x: 12, predictedX: 100.01, dismisses: true),
      ReleaseCase(y: 300, predictedY: 2_000, dismisses: false),
    ])
  func release(_ c: ReleaseCase) {
    var stack = ToastStackHost()
    stack.add(ids: [1])
    stack.advance(by: 1)
    stack.swipe(1, x: c.x, y: c.y, predictedX: c.predictedX, predictedY: c.predictedY)
    #expect(stack.leavingIDs == (c.dismisses ? [1] : []))
  }

  @Test("a finger 50 pt down moves the toast 15 pt: × 0.3")
  func downwardResistance() {
    var stack = ToastStackHost()
    stack.add(ids: [1])
    stack.advance(by: 1)
    stack.send(.dragChanged(id: 1, translationX: 0, translationY: 0))
    stack.send(.dragChanged(id: 1, translationX: 0, translationY: 50))
    #expect(abs((stack.drawn(1)?.offsetY ?? 0) - 15) < 1e-9)
  }

  @Test(
    "a duration is clamped to 1...60 s: 0.9 s shows 1 s, 60.5 s shows 60 s, NaN the default 4 s",
    arguments: [(0.9, 1.0), (1.1, 1.1), (59.9, 59.9), (60.5, 60), (.nan, 4)])
  func durationBounds(duration: Double, shows: Double) {
    var stack = ToastStackHost()
    stack.add(ToastStackEntry(id: 1, duration: duration, text: 1))
    stack.advance(by: shows - 0.01)
    #expect(stack.leavingIDs.isEmpty)
    stack.advance(by: 0.02)
    #expect(stack.leavingIDs == [1])
  }

  @Test(
    "a new toast moves the one behind back along a 0.4 s spring of bounce 0.2 (at once with Reduce Motion): 10 pt and 5 % smaller per place",
    arguments: [false, true])
  func stackSpringPath(reduceMotion: Bool) {
    var stack = ToastStackHost(environment: BlockEnvironment(reduceMotion: reduceMotion))
    stack.add(ids: [1])
    stack.advance(by: 1)
    stack.send(.heightMeasured(id: 1, height: 60))
    stack.add(ids: [2])
    // With Reduce Motion it takes its place at once.
    let depth =
      reduceMotion
      ? AnimatedValue.resting(at: 1)
      : AnimatedValue(from: 0, to: 1, motion: .spring(duration: 0.4, bounce: 0.2), start: 0)
    stack.sample(through: 0.6, every: 0.05) { stack, elapsed in
      let behind = stack.drawn(1)
      #expect(
        abs((behind?.offsetY ?? .nan) - 10 * depth.value(at: elapsed)) < 1e-6, "at \(elapsed) s")
      #expect(abs((behind?.scale ?? .nan) - (1 - 0.05 * depth.value(at: elapsed))) < 1e-6)
    }
  }

  @Test(
    "a toast released short of dismissal springs back along a 0.4 s spring of bounce 0.2, without bounce with Reduce Motion",
    arguments: [false, true])
  func springBackPath(reduceMotion: Bool) {
    var stack = ToastStackHost(environment: BlockEnvironment(reduceMotion: reduceMotion))
    stack.add(ids: [1])
    stack.advance(by: 1)
    stack.swipe(1, x: 40, y: 0)
    #expect(stack.last.animation == .spring(duration: 0.4, bounce: reduceMotion ? 0 : 0.2))
    let back = AnimatedValue(
      from: 40, to: 0, motion: .spring(duration: 0.4, bounce: reduceMotion ? 0 : 0.2), start: 0)
    stack.sample(through: 0.6, every: 0.05) { stack, elapsed in
      #expect(abs((stack.drawn(1)?.offsetX ?? .nan) - back.value(at: elapsed)) < 1e-6)
    }
  }

  @Test("with Reduce Motion a new toast fades in along a 0.2 s ease-in-out, in its place")
  func reducedEntryPath() {
    var stack = ToastStackHost(environment: BlockEnvironment(reduceMotion: true))
    stack.add(ids: [1])
    let fade = AnimatedValue(from: 0, to: 1, motion: .easeInOut(duration: 0.2), start: 0)
    stack.sample(through: 0.3) { stack, elapsed in
      let drawn = stack.drawn(1)
      #expect(abs((drawn?.opacity ?? .nan) - fade.value(at: elapsed)) < 1e-6, "at \(elapsed) s")
      #expect(drawn?.offsetY == 0 && drawn?.scale == 1)
    }
  }

  @Test("a new toast enters from its height + 64 pt above its place, unmeasured counted as 64 pt")
  func entryStart() {
    var stack = ToastStackHost()
    stack.add(ids: [1])
    #expect(stack.drawn(1)?.offsetY == -128)
    #expect(stack.drawn(1)?.height == 64)
  }

  @Test(
    "a dismissed toast leaves along a 0.25 s ease-in to its height + 64 pt above its place",
    arguments: [60.0, nil])
  func exitPath(measured: Double?) {
    var stack = ToastStackHost()
    stack.add(ids: [1])
    if let measured { stack.send(.heightMeasured(id: 1, height: measured)) }
    stack.advance(by: 1)
    stack.send(.dismissPressed(1))
    let target = -((measured ?? 64) + 64)
    let exit = AnimatedValue(from: 0, to: target, motion: .easeIn(duration: 0.25), start: 0)
    stack.sample(through: 0.2, every: 0.05) { stack, elapsed in
      #expect(abs((stack.drawn(1)?.offsetY ?? .nan) - exit.value(at: elapsed)) < 1e-6)
    }
  }

  @Test(
    "a measured height is taken up to 1,000 pt: 999 stays, 1,001 is 1,000, ∞ is none",
    arguments: [(999.0, 999.0), (1_001, 1_000), (.infinity, 0)])
  func measuredHeightBound(measured: Double, height: Double) {
    var stack = ToastStackHost()
    stack.add(ids: [1])
    stack.send(.heightMeasured(id: 1, height: measured))
    #expect(stack.machine.shown.first?.height == height)
  }

  @Test(
    "at most 6 toasts leave at once: a 7th dismissal takes the oldest leaving one off at once",
    arguments: [(5, 5), (6, 6), (7, 6), (9, 6)])
  func mostLeaving(dismissals: Int, leaving: Int) {
    var stack = ToastStackHost()
    stack.add(ids: Array(1...10))
    stack.advance(by: 1)
    // One every 0.03 s, well inside a 0.25 s exit, each of a toast drawn in front.
    for _ in 0..<dismissals {
      stack.send(.escapePressed)
      stack.advance(by: 0.03)
    }
    #expect(stack.machine.leaving.count == leaving)
    // The ones cut short have left the binding; the others leave it when their exit ends.
    #expect(stack.removedIDs.count == dismissals - leaving)
  }
}

@Suite("Toast stack: layout")
struct ToastStackLayoutTests {
  @Test(
    "collapsed, toast k has the newest toast's height, scale 1 − 0.05 k and peeks 10 k pt below")
  func collapsedPlaces() {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2, 3])
    stack.send(.heightMeasured(id: 3, height: 60))
    stack.send(.heightMeasured(id: 2, height: 90))
    stack.send(.heightMeasured(id: 1, height: 120))
    stack.advance(by: 1)
    for (depth, id) in [3, 2, 1].enumerated() {
      let toast = stack.drawn(id)
      let k = Double(depth)
      #expect(toast?.depth == depth)
      #expect(toast?.offsetY == 10 * k, "toast \(id)")
      #expect(abs((toast?.scale ?? 0) - (1 - 0.05 * k)) < 1e-12, "toast \(id)")
      #expect(toast?.height == 60, "every collapsed toast takes the newest's height")
      #expect(toast?.opacity == 1)
    }
    // The newest draws on top.
    #expect(stack.layout.last?.id == 3)
    #expect((stack.drawn(3)?.zIndex ?? 0) > (stack.drawn(1)?.zIndex ?? 0))
  }

  @Test("only three toasts are visible: the fourth waits at opacity 0, the rest are not built")
  func threeVisibleFourBuilt() {
    var stack = ToastStackHost()
    stack.add(ids: Array(1...6))
    stack.advance(by: 1)
    #expect(stack.layout.count == 4)
    #expect(stack.layout.map(\.id) == [3, 4, 5, 6])
    #expect(stack.drawn(3)?.opacity == 0)
    #expect(stack.drawn(3)?.isAccessibilityHidden == true)
    #expect(stack.drawn(3)?.allowsHitTesting == false)
    #expect(stack.drawn(4)?.opacity == 1)
  }

  @Test("toasts from behind the built ones come forward moving when they become visible")
  func comingForward() {
    var stack = ToastStackHost()
    stack.add(ids: Array(1...6))
    stack.advance(by: 1)
    // The app removes the three newest at once: 3, 2 and 1 come forward.
    stack.set(Array(stack.binding.prefix(3)))
    let places = stack.machine.shown.map { ($0.entry.id, $0.depth.from, $0.depth.to) }
    #expect(places.map(\.0) == [1, 2, 3])
    #expect(places.map(\.2) == [2, 1, 0])
    #expect(places[1].1 == 4, "toast 2 was beyond the built toasts: it moves in from behind")
    #expect(places[2].1 == 3, "toast 3 moves from where it was drawn")
    #expect(stack.drawn(2).map { $0.opacity < 1 } == true, "it fades in as it comes forward")
    stack.advance(by: 1)
    #expect(stack.layout.filter { !$0.isLeaving }.map(\.opacity) == [1, 1, 1])
  }

  @Test("a thousand toasts added at once build four views, announce once and play one haptic")
  func aThousandAtOnce() {
    var stack = ToastStackHost()
    stack.set(
      (1...1_000).map {
        ToastStackEntry(id: $0, style: $0 == 500 ? .error : .success, text: $0)
      })
    #expect(stack.layout.count == 4)
    #expect(stack.announced == [.init(id: 1_000, others: 999)])
    #expect(stack.haptics == [.error])
    stack.advance(by: 0.5)
    #expect(stack.layout.map(\.id) == [997, 998, 999, 1_000])
  }

  @Test(
    "toasts are as wide as the container less 16 pt a side, at most 400 pt",
    arguments: [
      (390.0, 358.0), (320, 288), (432, 400), (1_024, 400), (32, 0), (10, 0), (0, 0), (.nan, 0),
      (.infinity, 0), (-50, 0),
    ])
  func width(container: Double, expected: Double) {
    let stack = ToastStackHost(width: container)
    #expect(stack.layout.width == expected)
  }

  @Test("touching the stack expands it: full scale, 14 pt gaps, each toast its own height")
  func touchExpands() {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2, 3])
    stack.send(.heightMeasured(id: 3, height: 60))
    stack.send(.heightMeasured(id: 2, height: 90))
    stack.send(.heightMeasured(id: 1, height: 120))
    stack.advance(by: 1)
    stack.send(.dragChanged(id: 3, translationX: 0, translationY: 0))
    #expect(stack.machine.isExpanded)
    #expect(stack.last.animation == ToastStackMetrics.stackSpring)
    stack.advance(by: 2)
    let expected: [(id: Int, y: Double, height: Double)] = [
      (3, 0, 60), (2, 74, 90), (1, 178, 120),
    ]
    for toast in expected {
      let drawn = stack.drawn(toast.id)
      #expect(abs((drawn?.offsetY ?? -1) - toast.y) < 1e-6, "toast \(toast.id)")
      #expect(abs((drawn?.scale ?? 0) - 1) < 1e-6)
      #expect(abs((drawn?.height ?? 0) - toast.height) < 1e-6)
    }
    #expect(abs(stack.layout.height - 298) < 1e-6)
  }

  @Test func theStackDrawsTheLookItIsGiven() throws {
    let look = ToastStackLook(
      sideInset: 20, maximumWidth: 300, depthScaleStep: 0.1, depthOffsetStep: 6, expandedGap: 4)
    #expect(ToastStackHost(width: 390, look: look).layout.width == 300)
    #expect(ToastStackHost(width: 320, look: look).layout.width == 280)
    var stack = ToastStackHost(look: look)
    stack.add(ids: [1, 2, 3])
    for (id, height) in [(3, 60.0), (2, 90), (1, 120)] {
      stack.send(.heightMeasured(id: id, height: height))
    }
    stack.advance(by: 1)
    #expect([3, 2, 1].map { stack.drawn($0)?.offsetY } == [0, 6, 12])
    #expect(abs((stack.drawn(1)?.scale ?? 0) - 0.8) < 1e-12)
    #expect(stack.layout.height == 60 + 12)
    stack.send(.dragChanged(id: 3, translationX: 0, translationY: 0))
    stack.advance(by: 2)
    for (id, y) in [(3, 0.0), (2, 64), (1, 158)] {
      #expect(abs((stack.drawn(id)?.offsetY ?? -1) - y) < 1e-6, "toast \(id)")
    }
    // A toast dismissed leaves from where this look draws it.
    stack.send(.dismissPressed(2))
    let leaving = try #require(stack.machine.leaving.first)
    #expect(leaving.entry.id == 2 && abs(leaving.startY - 64) < 1e-6)
    // Hostile numbers: not finite is standard, out of range is clamped.
    let hostile = ToastStackLook(
      sideInset: -1, maximumWidth: .nan, depthScaleStep: 1, depthOffsetStep: -.infinity,
      expandedGap: -3)
    #expect(
      hostile
        == ToastStackLook(
          sideInset: 0, maximumWidth: 400, depthScaleStep: 0.2, depthOffsetStep: 10,
          expandedGap: 0))
    let narrow = ToastStackLook(
      sideInset: 0, maximumWidth: 0, depthScaleStep: 0, depthOffsetStep: 0, expandedGap: 0)
    #expect(narrow.maximumWidth == 44)
  }

  @Test("the stack stays expanded while a finger is on it and 3 s after it lifts")
  func expandedLinger() {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2])
    stack.send(.dragChanged(id: 2, translationX: 0, translationY: 0))
    stack.advance(by: 30)
    #expect(stack.machine.isExpanded, "a finger on the stack keeps it open")
    stack.send(.dragEnded(translationX: 0, translationY: 0, predictedX: 0, predictedY: 0))
    stack.advance(by: 2.99)
    #expect(stack.machine.isExpanded)
    stack.advance(by: 0.02)
    #expect(!stack.machine.isExpanded)
    #expect(stack.machine.expansion.to == 0)
  }

  @Test("VoiceOver's focus on the stack expands it until the focus leaves")
  func voiceOverFocusExpands() {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2])
    stack.send(.accessibilityFocusChanged(true))
    #expect(stack.machine.isExpanded)
    stack.advance(by: 100)
    #expect(stack.machine.isExpanded)
    #expect(stack.machine.shown.count == 2, "no toast times out while the stack is expanded")
    stack.send(.accessibilityFocusChanged(false))
    #expect(!stack.machine.isExpanded)
  }
}

/// What the host keeps of the app's toasts: every drawn toast finds its words, a leaving toast
/// keeps the words it left with, and nothing else is kept.
@Suite("Toast stack: the toasts a host keeps")
struct ToastStackKeptItemsTests {
  /// The app's toast as these tests see it: its id and its words (the entry's fingerprint).
  typealias Kept = ToastStackKeptItems<Int, ToastStackEntry<Int>>

  /// What the view does around an event: reads the binding when it draws, then tracks the machine.
  static func settle(_ kept: inout Kept, _ stack: ToastStackHost) {
    kept.update(stack.binding, id: { $0.id }, drawnBy: stack.machine)
    kept.track(stack.machine)
  }

  @Test("a toast removed by the app leaves with its words; one put back meanwhile shows its own")
  func leavingKeepsItsWords() {
    var stack = ToastStackHost()
    var kept = Kept()
    stack.add(ToastStackEntry(id: 1, text: 10))
    Self.settle(&kept, stack)
    stack.advance(by: 1)
    // The app removes it: the binding no longer has it, the stack draws it leaving.
    stack.set([])
    Self.settle(&kept, stack)
    let leaving = stack.layout.first { $0.isLeaving }
    #expect(leaving?.id == 1)
    #expect(leaving.flatMap(kept.item(for:))?.text == 10)
    // A new toast with the same id, new words, while the old one still leaves.
    stack.add(ToastStackEntry(id: 1, text: 20))
    Self.settle(&kept, stack)
    let drawn = stack.layout.filter { $0.id == 1 }
    #expect(drawn.count == 2, "one leaving, one shown: \(drawn)")
    for toast in drawn {
      #expect(kept.item(for: toast)?.text == (toast.isLeaving ? 10 : 20), "\(toast)")
    }
    #expect(kept.item(id: 1)?.text == 20, "the newest answers for its id")
    // Once it has left, only the shown one is kept.
    stack.advance(by: 2)
    Self.settle(&kept, stack)
    #expect(stack.machine.leaving.isEmpty)
    #expect(kept.count == 1)
    #expect(stack.layout.first.flatMap(kept.item(for:))?.text == 20)
  }

  @Test("after three quick dismissals the toast that moves up from far back still has its words")
  func quickDismissalsBringUpAnOlderToast() {
    var stack = ToastStackHost()
    var kept = Kept()
    stack.add(ids: Array(1...6))
    Self.settle(&kept, stack)
    stack.advance(by: 1)
    for _ in 0..<3 {
      stack.send(.escapePressed)
      Self.settle(&kept, stack)
    }
    // 6, 5 and 4 are leaving, still in the binding; 1 is the third toast, six back in it.
    #expect(stack.binding.count == 6)
    #expect(stack.shownNewestFirst.prefix(3) == [3, 2, 1])
    let one = stack.drawn(1)
    #expect(one.map { $0.isLeaving } == false)
    #expect(one.flatMap(kept.item(for:))?.text == 1)
  }

  @Test("a toast the stack never draws is not kept: of 1,000, five are")
  func keepsOnlyWhatItDraws() {
    var stack = ToastStackHost()
    var kept = Kept()
    stack.set((1...1_000).map { ToastStackEntry(id: $0, duration: .infinity, text: $0) })
    Self.settle(&kept, stack)
    #expect(kept.count == 5)
    #expect(kept.item(id: 995) == nil && kept.item(id: 996)?.text == 996)
    #expect(stack.layout.allSatisfy { kept.item(for: $0)?.id == $0.id })
  }

  @Test(
    "whatever happens, every drawn toast finds its words, and only what is drawn is kept",
    arguments: ToastStackRandomSequenceTests.seeds)
  func randomSequence(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var stack = ToastStackHost()
    var kept = Kept()
    var nextID = 1
    // The words each leaving toast had when it started to leave.
    var leftWith: [Int: Int] = [:]
    for step in 0..<400 {
      switch Int.random(in: 0..<8, using: &random) {
      case 0, 1:
        stack.add(ToastStackEntry(id: nextID, duration: 2, text: nextID * 100))
        nextID += 1
      case 2:
        // The app rewrites a toast in place (new words), or puts back one that is leaving.
        let id = Int.random(in: max(1, nextID - 6)..<max(2, nextID), using: &random)
        let words = Int.random(in: 0..<1_000_000, using: &random)
        stack.add(ToastStackEntry(id: id, duration: 2, text: words))
      case 3:
        if let victim = stack.binding.randomElement(using: &random) {
          stack.set(stack.binding.filter { $0.id != victim.id })
        }
      case 4: stack.send(.dismissPressed(stack.machine.newest?.entry.id ?? -1))
      case 5: stack.advance(by: Double.random(in: 0...3, using: &random))
      default: stack.advance(by: Double.random(in: 0...0.2, using: &random))
      }
      let wasLeaving = Set(leftWith.keys)
      Self.settle(&kept, stack)
      let words = Dictionary(stack.binding.map { ($0.id, $0.text) }) { _, last in last }
      leftWith = leftWith.filter { id, _ in stack.machine.leaving.contains { $0.entry.id == id } }
      for toast in stack.layout {
        let item = kept.item(for: toast)
        #expect(item?.id == toast.id, "seed \(seed) step \(step): nothing for \(toast)")
        if toast.isLeaving {
          if wasLeaving.contains(toast.id) {
            #expect(item?.text == leftWith[toast.id], "seed \(seed) step \(step): \(toast)")
          }
          leftWith[toast.id] = item?.text
        } else {
          #expect(item?.text == words[toast.id], "seed \(seed) step \(step): stale \(toast)")
        }
      }
      #expect(
        kept.count <= 5 + 2 * stack.machine.leaving.count,
        "seed \(seed) step \(step): \(kept.count)")
    }
  }
}

@Suite("Toast stack: accessibility")
struct ToastStackAccessibilityTests {
  @Test("each visible toast is one element, newest first, read after its style's name")
  func elements() {
    var stack = ToastStackHost()
    stack.set([
      ToastStackEntry(id: 1, style: .info, text: 1), ToastStackEntry(id: 2, style: .error, text: 2),
      ToastStackEntry(id: 3, style: .loading, text: 3),
      ToastStackEntry(id: 4, style: .success, text: 4, action: 9),
    ])
    let description = ToastStackAccessibility(stack.machine)
    #expect(description.regionLabel == ToastStackStrings.region)
    #expect(description.elementCount == 3)
    #expect(!description.isDimmed)
    let elements = (0..<4).map { ToastStackAccessibility.element(atDepth: $0, of: stack.machine) }
    #expect(elements[3] == nil, "the toast waiting behind is not an element")
    #expect(
      elements.compactMap { $0?.styleName } == [
        ToastStackStrings.success, ToastStackStrings.loading, ToastStackStrings.error,
      ])
    let priorities = elements.compactMap { $0?.sortPriority }
    #expect(priorities == priorities.sorted(by: >), "the newest is read first")
    #expect(elements.compactMap { $0 }.allSatisfy { $0.combinesChildren && $0.offersActions })
    #expect(elements[0]?.offersOwnAction == true)
    #expect(elements[1]?.offersOwnAction == false)
    #expect(elements[1]?.isBusy == true, "a loading toast is busy")
    #expect(elements[0]?.dismissActionName == ToastStackStrings.dismiss)
    // The layout agrees: the same toasts are read.
    let read = stack.layout.filter { !$0.isAccessibilityHidden }.map(\.id)
    #expect(read == [2, 3, 4])
  }

  @Test("the Dismiss action does what a swipe does; the action runs and dismisses")
  func actions() {
    var stack = ToastStackHost()
    stack.add(ToastStackEntry(id: 1, text: 1), ToastStackEntry(id: 2, text: 2, action: 3))
    stack.send(.dismissPressed(1))
    #expect(stack.leavingIDs == [1])
    stack.send(.actionPressed(2))
    #expect(stack.actions == [2])
    #expect(stack.leavingIDs == [1, 2])
    #expect(ToastStackAccessibility.element(atDepth: 0, of: stack.machine) == nil)
  }

  @Test("a drawn toast is an element only while visible and not leaving, never the newest's")
  func elementsOfDrawnToasts() {
    var stack = ToastStackHost()
    stack.add(
      ToastStackEntry(id: 1, text: 1), ToastStackEntry(id: 2, text: 2),
      ToastStackEntry(id: 3, text: 3), ToastStackEntry(id: 4, style: .loading, text: 4))
    stack.send(.dismissPressed(4))
    stack.add(ToastStackEntry(id: 5, text: 5, action: 6))
    let drawn = stack.layout.map { $0 }
    let leaving = drawn.filter(\.isLeaving)
    #expect(leaving.map(\.id) == [4])
    // The leaving toast is drawn at depth 0, where the newest toast is an element with actions.
    #expect(leaving.first?.depth == 0)
    #expect(ToastStackAccessibility.element(atDepth: 0, of: stack.machine)?.offersOwnAction == true)
    for toast in drawn {
      let element = ToastStackAccessibility.element(for: toast, of: stack.machine)
      if toast.isLeaving || toast.isAccessibilityHidden {
        #expect(element == nil, "toast \(toast.id)")
      } else {
        #expect(element == ToastStackAccessibility.element(atDepth: toast.depth, of: stack.machine))
        #expect(element != nil, "toast \(toast.id)")
      }
    }
    let elements = drawn.compactMap { ToastStackAccessibility.element(for: $0, of: stack.machine) }
    #expect(elements.count == 3, "the three visible toasts, not the leaving or the waiting one")
  }

  @Test(
    "no toast times out while VoiceOver or Switch Control runs",
    arguments: [
      (false, false, false), (true, false, true), (false, true, true), (true, true, true),
    ])
  func timeLimits(voiceOver: Bool, switchControl: Bool, suspended: Bool) {
    #expect(
      ToastStackAccessibility.suspendsTimeLimits(voiceOver: voiceOver, switchControl: switchControl)
        == suspended)
  }

  @Test("a disabled stack offers no actions and reads as dimmed")
  func disabled() {
    var stack = ToastStackHost(environment: BlockEnvironment(isEnabled: false))
    stack.add(ToastStackEntry(id: 1, text: 1, action: 3))
    let element = ToastStackAccessibility.element(atDepth: 0, of: stack.machine)
    #expect(element?.offersActions == false && element?.offersOwnAction == false)
    #expect(ToastStackAccessibility(stack.machine).isDimmed)
  }

  struct AnnouncementCase: Sendable, CustomTestStringConvertible {
    var style: ToastStackStyle
    var message: String?
    var others: Int
    var language: String
    var expected: String
    var testDescription: String { expected }
  }

  static let announcements: [AnnouncementCase] = [
    .init(
      style: .error, message: "Offline.", others: 0, language: "en",
      expected: "Error, Sync, Offline."),
    .init(style: .success, message: nil, others: 0, language: "en", expected: "Success, Sync"),
    .init(
      style: .info, message: nil, others: 1, language: "en",
      expected: "Information, Sync, and 1 more"),
    .init(
      style: .loading, message: "Wait.", others: 2, language: "es-MX",
      expected: "En curso, Sync, Wait., y 2 más"),
    .init(style: .warning, message: nil, others: 0, language: "fr", expected: "Warning, Sync"),
  ]

  @Test(
    "an announcement reads the style's name, the title, the message, then \"and n more\"",
    arguments: announcements)
  func announcement(_ row: AnnouncementCase) {
    let announcement = ToastStackMachine<Int>.Announcement(id: 1, others: row.others)
    let spoken = ToastStackAccessibility.announcement(
      announcement, style: row.style, title: "Sync", message: row.message, language: row.language)
    #expect(spoken == row.expected)
  }
}

@Suite("Toast stack: strings")
struct ToastStackStringsTests {
  struct Wording: Sendable, CustomTestStringConvertible {
    var text: LocalizedText
    var english: String
    var spanish: String
    var testDescription: String { text.key }
  }

  static let wordings: [Wording] = [
    .init(text: ToastStackStrings.region, english: "Notifications", spanish: "Notificaciones"),
    .init(text: ToastStackStrings.dismiss, english: "Dismiss", spanish: "Descartar"),
    .init(text: ToastStackStrings.more(2), english: "and 2 more", spanish: "y 2 más"),
    .init(text: ToastStackStrings.info, english: "Information", spanish: "Información"),
    .init(text: ToastStackStrings.success, english: "Success", spanish: "Correcto"),
    .init(text: ToastStackStrings.warning, english: "Warning", spanish: "Aviso"),
    .init(text: ToastStackStrings.error, english: "Error", spanish: "Error"),
    .init(text: ToastStackStrings.loading, english: "In progress", spanish: "En curso"),
  ]

  @Test("the specified wording, in English and Spanish", arguments: wordings)
  func wording(w: Wording) {
    let table = ToastStackStrings.table
    #expect(table.string(for: w.text, language: "en") == w.english)
    #expect(table.string(for: w.text, language: "en-US") == w.english)
    #expect(table.string(for: w.text, language: "es") == w.spanish)
    #expect(table.string(for: w.text, language: "es-419") == w.spanish)
    #expect(w.text.key.hasPrefix("toast-stack."))
  }

  @Test("the table lists every key the stack speaks, once, and nothing else")
  func everyKey() {
    let table = ToastStackStrings.table
    let demo = [
      ToastStackStrings.Demo.heading, ToastStackStrings.Demo.save, ToastStackStrings.Demo.saving,
      ToastStackStrings.Demo.saved, ToastStackStrings.Demo.savedMessage,
      ToastStackStrings.Demo.delete, ToastStackStrings.Demo.deleted, ToastStackStrings.Demo.undo,
      ToastStackStrings.Demo.restored, ToastStackStrings.Demo.sync, ToastStackStrings.Demo.offline,
      ToastStackStrings.Demo.offlineMessage,
    ]
    let keys = Self.wordings.map(\.text.key) + demo + ToastStackStrings.Demo.notes
    #expect(table.name == "ToastStack")
    #expect(Set(table.entries.keys) == Set(keys))
    #expect(table.count == keys.count)
    for (key, entry) in table.entries {
      #expect(!entry[.english].isEmpty && !entry[.spanish].isEmpty)
      // "Error" is the Spanish word too.
      if key != ToastStackStrings.error.key {
        #expect(entry[.english] != entry[.spanish], "\(key) is not translated")
      }
    }
  }

  @Test("each style is read by its own name", arguments: ToastStackStyle.allCases)
  func styleNames(style: ToastStackStyle) {
    let others = ToastStackStyle.allCases.filter { $0 != style }
    let name = ToastStackStrings.name(of: style)
    #expect(others.allSatisfy { ToastStackStrings.name(of: $0) != name })
    #expect(ToastStackStrings.table.entries[name.key] != nil)
  }
}
