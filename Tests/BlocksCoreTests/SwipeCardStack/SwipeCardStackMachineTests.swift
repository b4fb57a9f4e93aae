import Testing

@testable import BlocksCore

/// A straight drag in forward terms, run in both layout directions.
struct SwipeCardStackDragCase: Sendable, CustomTestStringConvertible {
  var name: String
  var forward: Double
  var down: Double = 0
  var predictedForward: Double?
  var direction: FlowDirection = .leftToRight
  var testDescription: String { "\(name) (\(direction))" }

  func mirrored() -> SwipeCardStackDragCase {
    var copy = self
    copy.direction = .rightToLeft
    return copy
  }
}

@Suite("Swipe card stack: drags")
struct SwipeCardStackDragTests {
  static let shortDrags: [SwipeCardStackDragCase] = {
    let cases: [SwipeCardStackDragCase] = [
      .init(name: "no movement", forward: 0),
      .init(name: "9.9 pt forward", forward: 9.9),
      .init(name: "9.9 pt backward", forward: -9.9),
      .init(name: "7 × 7 diagonal (9.9 pt)", forward: 7, down: 7),
      .init(name: "9.9 pt down", forward: 0, down: 9.9),
    ]
    return cases + cases.map { $0.mirrored() }
  }()

  @Test("a drag shorter than 10 pt never moves the card", arguments: shortDrags)
  func shortDragDoesNotCount(drag: SwipeCardStackDragCase) {
    // Given a stack at rest
    var stack = SwipeCardStackHost(environment: BlockEnvironment(direction: drag.direction))
    // When the finger moves less than 10 pt
    stack.move(forward: drag.forward, down: drag.down)
    // Then the drag is not decided and the card stays put
    #expect(stack.machine.tracking == .pending)
    #expect(stack.machine.offsetX.to == 0 && stack.machine.offsetY.to == 0)
    #expect(stack.haptics.isEmpty)
  }

  @Test("from 10 pt the top card follows the finger in both axes, without animation")
  func followsTheFinger() {
    var stack = SwipeCardStackHost()
    stack.send(.dragChanged(translationX: 9, translationY: 0))
    #expect(stack.machine.tracking == .pending)
    stack.send(.dragChanged(translationX: 10, translationY: 0))
    #expect(stack.machine.tracking == .accepted)
    #expect(stack.machine.offsetX.to == 10)
    stack.send(.dragChanged(translationX: 57.5, translationY: 33))
    #expect(stack.machine.offsetX.to == 57.5)
    #expect(stack.machine.offsetY.to == 33)
    #expect(stack.layout.topCard?.offsetX == 57.5)
    #expect(stack.layout.topCard?.offsetY == 33)
    #expect(stack.last.animation == nil)
  }

  static let verticalDrags: [SwipeCardStackDragCase] = {
    var cases: [SwipeCardStackDragCase] = []
    for length in [10.0, 60, 400, 1e6] {
      cases.append(.init(name: "straight down \(length)", forward: 0, down: length))
      cases.append(.init(name: "straight up \(length)", forward: 0, down: -length))
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
    "a drag that is mostly vertical at 10 pt is not taken, whatever it does later",
    arguments: verticalDrags)
  func verticalDragsAreNotTaken(drag: SwipeCardStackDragCase) {
    // Given a stack in a scroll view
    var stack = SwipeCardStackHost(environment: BlockEnvironment(direction: drag.direction))
    // When the finger moves mostly vertically past 10 pt, then far sideways, and flicks
    stack.move(forward: drag.forward, down: drag.down, steps: 20)
    #expect(stack.machine.tracking == .rejected)
    stack.send(.dragChanged(translationX: 900 * stack.sign, translationY: drag.down))
    stack.release(forward: 900, down: drag.down, predictedForward: drag.predictedForward ?? 5_000)
    stack.advance(by: 5)
    // Then the card never moved and nothing was thrown
    #expect(stack.machine.offsetX.to == 0)
    #expect(stack.top == 1)
    #expect(stack.swipes.isEmpty && stack.haptics.isEmpty && stack.announcements.isEmpty)
    #expect(stack.machine.isAtRest)
  }

  @Test("a 45° drag at 10 pt is not mostly vertical: it is taken")
  func diagonalIsTaken() {
    var stack = SwipeCardStackHost()
    stack.send(.dragChanged(translationX: 8, translationY: 8))
    #expect(stack.machine.tracking == .accepted)
  }

  @Test("the decision is made once: a horizontal drag that turns vertical keeps the card")
  func decisionSticks() {
    var stack = SwipeCardStackHost()
    stack.send(.dragChanged(translationX: 12, translationY: 0))
    stack.send(.dragChanged(translationX: 20, translationY: 300))
    #expect(stack.machine.tracking == .accepted)
    #expect(stack.machine.offsetY.to == 300)
  }

  @Test(
    "each crossing of the throw threshold onto either side plays one light impact",
    arguments: FlowDirection.allCases)
  func thresholdHaptics(direction: FlowDirection) {
    // Given a 320 pt card: the threshold is 112 pt
    var stack = SwipeCardStackHost(environment: BlockEnvironment(direction: direction))
    let s = stack.sign
    stack.send(.dragChanged(translationX: 100 * s, translationY: 0))
    #expect(stack.haptics.isEmpty)
    // When the card crosses onto the like side
    stack.send(.dragChanged(translationX: 113 * s, translationY: 0))
    #expect(stack.haptics == [.lightImpact])
    #expect(stack.machine.armedSwipe == .like)
    // Staying past it plays nothing more; exactly at the threshold is not past it
    stack.send(.dragChanged(translationX: 200 * s, translationY: 0))
    stack.send(.dragChanged(translationX: 112 * s, translationY: 0))
    #expect(stack.haptics.count == 1)
    #expect(stack.machine.armedSwipe == nil)
    // Crossing again plays again; straight across to the pass side plays once more
    stack.send(.dragChanged(translationX: 150 * s, translationY: 0))
    stack.send(.dragChanged(translationX: -150 * s, translationY: 0))
    #expect(stack.haptics == [.lightImpact, .lightImpact, .lightImpact])
    #expect(stack.machine.armedSwipe == .pass)
  }

  struct ReleaseCase: Sendable, CustomTestStringConvertible {
    var name: String
    var forward: Double
    var predicted: Double
    var expected: CardSwipe?
    var testDescription: String { "\(name) → \(expected.map { "\($0)" } ?? "springs back")" }
  }

  // A 320 pt card: thrown past 112 pt, or flicked past 256 pt.
  static let releases: [ReleaseCase] = [
    .init(name: "slow at 100", forward: 100, predicted: 100, expected: nil),
    .init(name: "slow exactly at 35 %", forward: 112, predicted: 112, expected: nil),
    .init(name: "slow just past 35 %", forward: 112.5, predicted: 112.5, expected: .like),
    .init(name: "slow backward past 35 %", forward: -150, predicted: -150, expected: .pass),
    .init(name: "past 35 %, drifting back", forward: 150, predicted: 40, expected: .like),
    .init(name: "flick exactly at 80 %", forward: 40, predicted: 256, expected: nil),
    .init(name: "flick past 80 %", forward: 40, predicted: 257, expected: .like),
    .init(name: "backward flick past 80 %", forward: -30, predicted: -300, expected: .pass),
    .init(name: "flick back from the like side", forward: 60, predicted: -400, expected: nil),
    .init(name: "flick back from past 35 %", forward: 200, predicted: -400, expected: nil),
    .init(name: "flick back from the pass side", forward: -200, predicted: 900, expected: nil),
    .init(name: "back at the start, flicked", forward: 0, predicted: 900, expected: nil),
    .init(
      name: "past 35 %, predicted end at the start", forward: 200, predicted: 0, expected: .like),
    .init(
      name: "past 35 %, predicted a little the other way", forward: 200, predicted: -100,
      expected: .like),
    .init(
      name: "short of 35 %, predicted the other way", forward: 100, predicted: -100,
      expected: nil),
  ]

  @Test(
    "release: thrown past 35 % or flicked past 80 % in the direction of the sign; a flick the other way springs back",
    arguments: releases, FlowDirection.allCases)
  func release(release: ReleaseCase, direction: FlowDirection) {
    var stack = SwipeCardStackHost(environment: BlockEnvironment(direction: direction))
    stack.move(forward: 20)
    stack.move(forward: release.forward)
    let effects = stack.release(forward: release.forward, predictedForward: release.predicted)
    if let expected = release.expected {
      #expect(stack.machine.departure?.thrown.swipe == expected)
      #expect(stack.machine.departure?.thrown.card.id == 1)
      #expect(stack.top == 2)
      #expect(effects.announcement == SwipeCardStackStrings.announcement(for: expected))
    } else {
      #expect(stack.machine.departure == nil)
      #expect(stack.top == 1)
      #expect(stack.machine.offsetX.to == 0)
      #expect(effects.animation == SwipeCardStackMetrics.springBack)
    }
    stack.advance(by: 2)
    #expect(stack.swipes.map(\.swipe) == (release.expected.map { [$0] } ?? []))
    #expect(stack.machine.isAtRest)
  }

  @Test("the spring back is 0.4 s with a bounce of 0.35, and has no bounce with Reduce Motion")
  func springBack() {
    for reduceMotion in [false, true] {
      var stack = SwipeCardStackHost(environment: BlockEnvironment(reduceMotion: reduceMotion))
      stack.move(forward: 80, down: 30)
      let effects = stack.release(forward: 80, down: 30)
      let expected = Motion.spring(duration: 0.4, bounce: reduceMotion ? 0 : 0.35)
      #expect(effects.animation == expected)
      #expect(stack.machine.offsetX.motion == expected)
      #expect(stack.machine.offsetY.motion == expected)
      #expect(stack.machine.offsetX.to == 0 && stack.machine.offsetY.to == 0)
      // It leaves from where the card is, and arrives at rest
      #expect(stack.machine.offsetX(at: stack.now) == 80)
      #expect(stack.machine.offsetX(at: stack.machine.animationEnd) == 0)
    }
  }

  @Test("a finger that catches the card while it springs back takes it from where it is drawn")
  func grabDuringSpringBack() {
    var stack = SwipeCardStackHost()
    stack.swipe(forward: 100)
    stack.advance(by: 0.05)
    let drawn = stack.machine.offsetX(at: stack.now)
    #expect(drawn > 10 && drawn < 100)
    stack.send(.dragChanged(translationX: 15, translationY: 0))
    #expect(abs(stack.machine.offsetX.to - (drawn + 15)) < 1e-9)
    #expect(stack.machine.animationEnd <= stack.now || stack.machine.offsetX.motion == .none)
  }

  @Test("a drag the system cancels springs back and never throws, however far it went")
  func cancelNeverThrows() {
    for forward in [50.0, 200, 5_000, -300] {
      var stack = SwipeCardStackHost()
      stack.move(forward: forward)
      let effects = stack.send(.dragCancelled)
      #expect(effects.announcement == nil && effects.timer == nil)
      #expect(stack.machine.offsetX.to == 0)
      #expect(stack.machine.armedSwipe == nil)
      stack.runTimers()
      #expect(stack.swipes.isEmpty)
      #expect(stack.top == 1)
      // A cancel after the release changes nothing
      stack.advance(by: 2)
      stack.swipe(forward: 200)
      let after = stack.send(.dragCancelled)
      #expect(after.isEmpty)
      #expect(stack.machine.departure?.thrown.swipe == .like)
    }
  }

  @Test("right to left: a rightward screen drag is backward and passes")
  func rightToLeft() {
    var stack = SwipeCardStackHost(environment: BlockEnvironment(direction: .rightToLeft))
    stack.send(.dragChanged(translationX: 50, translationY: 0))
    stack.send(.dragChanged(translationX: 200, translationY: 0))
    #expect(stack.machine.offsetX.to == -200)
    #expect(stack.machine.armedSwipe == .pass)
    stack.send(.dragEnded(translationX: 200, translationY: 0, predictedX: 200, predictedY: 0))
    #expect(stack.machine.departure?.thrown.swipe == .pass)
  }
}

@Suite("Swipe card stack: throwing and reporting")
struct SwipeCardStackThrowTests {
  @Test("a thrown card flies on to 1.5 w past its side along the line of the drag")
  func flyAway() throws {
    var stack = SwipeCardStackHost()
    stack.move(forward: 200, down: 50)
    let effects = stack.release(forward: 200, down: 50, predictedForward: 300, predictedDown: 70)
    let departure = try #require(stack.machine.departure)
    #expect(departure.x.from == 200 && departure.y.from == 50)
    #expect(departure.x.to == 480)
    #expect(departure.y.to == 50 * 480 / 200)
    #expect(departure.x.motion == .spring(duration: 0.35, bounce: 0))
    #expect(departure.y.motion == .spring(duration: 0.35, bounce: 0))
    // It starts at the release velocity: (predicted − translation) ÷ 0.5 s
    #expect(departure.x.initialVelocity == 200)
    #expect(departure.y.initialVelocity == 40)
    #expect(departure.thrown.exitX == 480 && departure.thrown.exitY == 120)
    // The deck below moves up one place with a spring of 0.35 s and a bounce of 0.2
    #expect(effects.animation == .spring(duration: 0.35, bounce: 0.2))
    #expect(stack.machine.deckShift.from == 1 && stack.machine.deckShift.to == 0)
    #expect(stack.machine.deckShift.motion == .spring(duration: 0.35, bounce: 0.2))
    #expect(effects.timer == .start(.init(.cardLeft, generation: 1), after: 0.35))
  }

  @Test("a card released just beside its resting place flies at most 45° off its side")
  func steepFlightIsBounded() throws {
    var stack = SwipeCardStackHost()
    stack.move(forward: 20, down: 0)
    stack.move(forward: 1, down: 300)
    stack.release(forward: 1, down: 300, predictedForward: 3_000)
    let departure = try #require(stack.machine.departure)
    #expect(departure.thrown.exitX == 480)
    #expect(departure.thrown.exitY == 480)
  }

  @Test("a card dragged past 1.5 w flies on outward, never back in")
  func farCardFliesOutward() throws {
    var stack = SwipeCardStackHost()
    stack.move(forward: 700, down: 70)
    stack.release(forward: 700, down: 70, predictedForward: 700, predictedDown: 70)
    let departure = try #require(stack.machine.departure)
    #expect(departure.thrown.exitX == 700)
    #expect(departure.thrown.exitY == 70)
  }

  @Test("an infinite predicted end starts the flight at 10,000 pt/s at most")
  func releaseSpeedIsBounded() throws {
    var stack = SwipeCardStackHost()
    stack.move(forward: 200, down: 0)
    stack.send(
      .dragEnded(
        translationX: 200, translationY: 0, predictedX: .infinity, predictedY: -.infinity))
    let departure = try #require(stack.machine.departure)
    #expect(departure.x.initialVelocity == 10_000)
    #expect(departure.y.initialVelocity == -10_000)
    #expect(departure.end - stack.now < 2)
  }

  @Test("onSwipe runs once, with the card's id, when it has left — not before")
  func reportedWhenLeft() throws {
    var stack = SwipeCardStackHost()
    stack.swipe(forward: 200)
    #expect(stack.swipes.isEmpty)
    #expect(stack.machine.isCardInFlight)
    stack.advance(by: 0.34)
    #expect(stack.swipes.isEmpty)
    stack.advance(by: 0.01)
    #expect(stack.swipes == [.init(id: 1, swipe: .like)])
    #expect(abs(stack.swipeTimes[0] - 0.35) < 1e-9)
    // The spring has carried the card out of sight by then
    let departure = try #require(stack.machine.departure)
    #expect(departure.x.value(at: stack.now) > 470)
    stack.advance(by: 10)
    #expect(stack.swipes.count == 1)
    #expect(stack.machine.isAtRest)
  }

  @Test("with Reduce Motion the card fades out in 0.2 s where it was, then is reported")
  func reduceMotionFades() throws {
    var stack = SwipeCardStackHost(environment: BlockEnvironment(reduceMotion: true))
    stack.move(forward: 150, down: 20)
    let effects = stack.release(forward: 150, down: 20, predictedForward: 600)
    let departure = try #require(stack.machine.departure)
    #expect(departure.x.from == 150 && departure.x.to == 150)
    #expect(departure.y.to == 20)
    #expect(departure.opacity.from == 1 && departure.opacity.to == 0)
    #expect(departure.opacity.motion == .easeOut(duration: 0.2))
    #expect(effects.timer == .start(.init(.cardLeft, generation: 1), after: 0.2))
    #expect(effects.animation == .spring(duration: 0.35, bounce: 0))
    stack.advance(by: 0.2)
    #expect(stack.swipes == [.init(id: 1, swipe: .like)])
    #expect(departure.opacity.value(at: stack.now) == 0)
  }

  @Test("each throw is announced: Liked or Passed")
  func announcements() {
    var stack = SwipeCardStackHost()
    stack.swipe(forward: 200)
    stack.advance(by: 1)
    stack.swipe(forward: -200)
    stack.advance(by: 1)
    #expect(stack.announcements == [SwipeCardStackStrings.liked, SwipeCardStackStrings.passed])
    #expect(stack.swipes.map(\.id) == [1, 2])
  }

  struct DeckChangeCase: Sendable, CustomTestStringConvertible {
    var name: String
    var items: [Int]
    var expectedTop: Int?
    var testDescription: String { name }
  }

  static let deckChanges: [DeckChangeCase] = [
    .init(name: "the thrown item removed", items: [2, 3, 4, 5, 6], expectedTop: 2),
    .init(name: "replaced by new items", items: [10, 11], expectedTop: 10),
    .init(name: "shortened to the thrown card", items: [1], expectedTop: nil),
    .init(name: "reordered", items: [6, 5, 4, 3, 2, 1], expectedTop: 6),
    .init(name: "emptied", items: [], expectedTop: nil),
    .init(name: "duplicated", items: [1, 1, 2, 2, 3], expectedTop: 2),
  ]

  @Test(
    "a deck changed while a card flies: onSwipe still reports that card, once, by id",
    arguments: deckChanges)
  func deckChangedMidFlight(change: DeckChangeCase) {
    // Given card 1 thrown and flying
    var stack = SwipeCardStackHost()
    stack.swipe(forward: -200)
    // When the app changes its items
    stack.send(.itemsChanged(change.items))
    #expect(stack.top == change.expectedTop)
    // Then the card that left is reported as itself, exactly once
    stack.advance(by: 5)
    #expect(stack.swipes == [.init(id: 1, swipe: .pass)])
    #expect(stack.machine.isAtRest)
  }

  @Test("disappearing while a card flies reports it at once, exactly once")
  func disappearReportsOnce() throws {
    for reduceMotion in [false, true] {
      var stack = SwipeCardStackHost(environment: BlockEnvironment(reduceMotion: reduceMotion))
      stack.swipe(forward: 200)
      stack.advance(by: 0.1)
      let staleTimer = try #require(stack.scheduled?.timer)
      let effects = stack.send(.disappeared)
      #expect(stack.swipes == [.init(id: 1, swipe: .like)])
      #expect(effects.timer == .cancel)
      #expect(stack.machine.isAtRest)
      // A late timer, a second disappear and time passing report nothing more
      stack.send(.timerFired(staleTimer))
      stack.send(.disappeared)
      stack.advance(by: 10)
      #expect(stack.swipes.count == 1)
    }
  }

  @Test("disabling while a card flies reports it at once, exactly once, and drops the queue")
  func disableReportsOnce() throws {
    var stack = SwipeCardStackHost()
    stack.send(.likePressed)
    stack.send(.passPressed)
    #expect(stack.machine.queuedSwipe == .pass)
    let staleTimer = try #require(stack.scheduled?.timer)
    let effects = stack.send(.environmentChanged(BlockEnvironment(isEnabled: false)))
    #expect(stack.swipes == [.init(id: 1, swipe: .like)])
    #expect(effects.timer == .cancel)
    #expect(stack.machine.queuedSwipe == nil)
    #expect(stack.machine.isAtRest)
    // The card goes on drawing until its motion ends, but is no longer in flight
    #expect(stack.layout.leavingCard?.id == 1)
    #expect(stack.machine.canUndo == false)
    stack.send(.timerFired(staleTimer))
    stack.send(.environmentChanged(BlockEnvironment()))
    stack.advance(by: 10)
    #expect(stack.swipes.count == 1)
    #expect(stack.top == 2)
    // Enabled again, Undo takes the reported card back
    #expect(stack.machine.canUndo)
  }

  @Test("a drag that begins while a card flies waits for it to leave, then counts from there")
  func dragWaitsForTheFlight() {
    var stack = SwipeCardStackHost()
    stack.swipe(forward: 200)
    // A new finger moves while card 1 is in flight: card 2 does not move yet
    stack.send(.dragChanged(translationX: 40, translationY: 0))
    stack.send(.dragChanged(translationX: 60, translationY: 0))
    #expect(stack.machine.tracking == .waiting)
    #expect(stack.machine.offsetX.to == 0)
    // When card 1 has left, the drag counts from where the finger is: no jump
    stack.advance(by: 0.35)
    #expect(stack.machine.tracking == .pending)
    #expect(stack.machine.offsetX.to == 0)
    stack.send(.dragChanged(translationX: 65, translationY: 0))
    #expect(stack.machine.tracking == .pending)
    stack.send(.dragChanged(translationX: 75, translationY: 0))
    #expect(stack.machine.tracking == .accepted)
    #expect(stack.machine.offsetX.to == 15)
    stack.send(.dragChanged(translationX: 260, translationY: 0))
    stack.send(.dragEnded(translationX: 260, translationY: 0, predictedX: 260, predictedY: 0))
    stack.advance(by: 1)
    #expect(stack.swipes.map(\.id) == [1, 2])
  }

  @Test("timers the stack is not waiting for are ignored")
  func staleTimers() {
    var stack = SwipeCardStackHost()
    stack.swipe(forward: 200)
    for timer in [
      CardStack.Timer(.cardLeft, generation: 0), CardStack.Timer(.cardReturned, generation: 1),
      CardStack.Timer(.cardLeft, generation: 99),
    ] {
      #expect(stack.send(.timerFired(timer)).isEmpty)
    }
    #expect(stack.swipes.isEmpty)
    #expect(stack.machine.isCardInFlight)
  }

  @Test("an infinite translation counts as the largest distance in its direction")
  func infiniteTranslations() {
    for (x, expected) in [(Double.infinity, CardSwipe.like), (-.infinity, .pass)] {
      var stack = SwipeCardStackHost()
      stack.send(.dragChanged(translationX: 20, translationY: 0))
      stack.send(.dragChanged(translationX: x, translationY: .infinity))
      #expect(stack.layout.isFinite)
      stack.send(
        .dragEnded(translationX: x, translationY: -.infinity, predictedX: x, predictedY: .nan))
      #expect(stack.machine.departure?.thrown.swipe == expected)
      #expect(stack.layout.isFinite)
      stack.advance(by: 0.2)
      #expect(stack.layout.isFinite)
      stack.advance(by: 1)
      #expect(stack.swipes.map(\.swipe) == [expected])
    }
  }

  @Test("a vertical infinity alone never throws")
  func verticalInfinity() {
    var stack = SwipeCardStackHost()
    stack.send(.dragChanged(translationX: 20, translationY: 0))
    stack.send(.dragChanged(translationX: 50, translationY: .infinity))
    stack.send(
      .dragEnded(translationX: 50, translationY: .infinity, predictedX: 60, predictedY: .infinity))
    #expect(stack.machine.departure == nil)
    #expect(stack.layout.isFinite)
  }
}

@Suite("Swipe card stack: buttons, keys and the queue")
struct SwipeCardStackButtonTests {
  @Test("Like and Pass throw the top card as a flick would: forward and backward")
  func buttonsThrow() throws {
    var stack = SwipeCardStackHost()
    let effects = stack.send(.likePressed)
    let departure = try #require(stack.machine.departure)
    #expect(departure.thrown.swipe == .like)
    #expect(departure.x.from == 0 && departure.x.to == 480)
    #expect(departure.x.motion == SwipeCardStackMetrics.flyAway)
    #expect(effects.announcement == SwipeCardStackStrings.liked)
    stack.advance(by: 0.35)
    stack.send(.passPressed)
    #expect(stack.machine.departure?.x.to == -480)
    stack.advance(by: 0.35)
    #expect(stack.swipes == [.init(id: 1, swipe: .like), .init(id: 2, swipe: .pass)])
  }

  @Test("presses while a card is in flight queue at most one more throw")
  func queue() {
    // Given card 1 in flight
    var stack = SwipeCardStackHost()
    stack.send(.likePressed)
    // When Pass, Like and Pass are pressed during its flight
    #expect(stack.send(.passPressed).isEmpty)
    #expect(stack.send(.likePressed).isEmpty)
    #expect(stack.send(.passPressed).isEmpty)
    // Then one throw is queued: the first press
    #expect(stack.machine.queuedSwipe == .pass)
    // And it starts when card 1 has left, with card 2, and nothing after it
    stack.advance(by: 0.35)
    #expect(stack.swipes == [.init(id: 1, swipe: .like)])
    #expect(stack.machine.departure?.thrown.card.id == 2)
    #expect(stack.machine.departure?.thrown.swipe == .pass)
    #expect(stack.machine.queuedSwipe == nil)
    stack.advance(by: 5)
    #expect(stack.swipes == [.init(id: 1, swipe: .like), .init(id: 2, swipe: .pass)])
    #expect(stack.top == 3)
    #expect(stack.machine.isAtRest)
  }

  @Test("a queued throw needs a card: pressing during the last card's flight queues nothing")
  func queueNeedsACard() {
    var stack = SwipeCardStackHost(items: [1])
    stack.send(.likePressed)
    stack.send(.likePressed)
    #expect(stack.machine.queuedSwipe == nil)
    stack.advance(by: 1)
    #expect(stack.swipes.count == 1)
    #expect(stack.machine.isAtRest)
  }

  @Test("an empty deck takes no Like and no Pass")
  func emptyDeck() {
    for items in [[Int](), [1, 2]] {
      var stack = SwipeCardStackHost(items: items)
      if !items.isEmpty {
        stack.send(.likePressed)
        stack.advance(by: 1)
        stack.send(.passPressed)
        stack.advance(by: 1)
      }
      #expect(stack.top == nil)
      #expect(stack.machine.canThrow == false)
      #expect(stack.send(.likePressed).isEmpty)
      #expect(stack.send(.passPressed).isEmpty)
      #expect(stack.send(.keyPressed(.rightArrow)).isEmpty)
      // A drag on an empty deck is not taken
      stack.send(.dragChanged(translationX: 200, translationY: 0))
      #expect(stack.machine.tracking == .rejected)
      stack.send(.dragCancelled)
      #expect(stack.machine.isAtRest)
    }
  }

  struct KeyCase: Sendable, CustomTestStringConvertible {
    var key: SwipeCardStackKey
    var direction: FlowDirection
    var expected: CardSwipe?
    var testDescription: String { "\(key) in \(direction) → \(expected.map { "\($0)" } ?? "undo")" }
  }

  static let keys: [KeyCase] = [
    .init(key: .rightArrow, direction: .leftToRight, expected: .like),
    .init(key: .leftArrow, direction: .leftToRight, expected: .pass),
    .init(key: .rightArrow, direction: .rightToLeft, expected: .pass),
    .init(key: .leftArrow, direction: .rightToLeft, expected: .like),
    .init(key: .undo, direction: .leftToRight, expected: nil),
    .init(key: .undo, direction: .rightToLeft, expected: nil),
  ]

  @Test(
    "the forward arrow likes and the backward one passes (mirrored); ⌘Z undoes", arguments: keys)
  func keyboard(c: KeyCase) {
    #expect(c.key.swipe(in: c.direction) == c.expected)
    var stack = SwipeCardStackHost(environment: BlockEnvironment(direction: c.direction))
    if let expected = c.expected {
      stack.send(.keyPressed(c.key))
      #expect(stack.machine.departure?.thrown.swipe == expected)
    } else {
      stack.send(.passPressed)
      stack.advance(by: 1)
      stack.send(.keyPressed(c.key))
      #expect(stack.undos == [1])
      #expect(stack.top == 1)
    }
  }

  @Test("a button press during a drag throws the card from under the finger; the drag is over")
  func pressDuringDrag() {
    var stack = SwipeCardStackHost()
    stack.move(forward: 60, down: 10)
    stack.send(.passPressed)
    #expect(stack.machine.departure?.x.from == 60)
    #expect(stack.machine.departure?.thrown.swipe == .pass)
    #expect(stack.machine.tracking == .rejected)
    stack.send(.dragChanged(translationX: 200, translationY: 0))
    #expect(stack.machine.offsetX.to == 0)
    stack.release(forward: 200)
    stack.advance(by: 1)
    #expect(stack.swipes == [.init(id: 1, swipe: .pass)])
  }

  @Test("a disabled stack ignores drags, buttons, keys and Undo")
  func disabled() {
    var stack = SwipeCardStackHost(environment: BlockEnvironment(isEnabled: false))
    stack.move(forward: 200)
    stack.release(forward: 200)
    for event: CardStack.Event in [
      .likePressed, .passPressed, .undoPressed, .keyPressed(.leftArrow),
    ] {
      #expect(stack.send(event).isEmpty)
    }
    stack.advance(by: 1)
    #expect(stack.swipes.isEmpty && stack.top == 1)
    #expect(stack.machine.canThrow == false && stack.machine.canUndo == false)
  }

  @Test("disabling mid-drag springs the card back and drops the drag")
  func disableMidDrag() {
    var stack = SwipeCardStackHost()
    stack.move(forward: 200)
    let effects = stack.send(.environmentChanged(BlockEnvironment(isEnabled: false)))
    #expect(effects.animation == SwipeCardStackMetrics.springBack)
    #expect(stack.machine.tracking == .rejected)
    #expect(stack.machine.offsetX.to == 0)
    stack.send(.environmentChanged(BlockEnvironment()))
    stack.release(forward: 200)
    stack.advance(by: 1)
    #expect(stack.swipes.isEmpty)
    #expect(stack.machine.isAtRest)
  }
}

@Suite("Swipe card stack: Undo")
struct SwipeCardStackUndoTests {
  @Test("Undo flies the last thrown card back from where it left and runs onUndo once")
  func undoFliesBack() {
    // Given card 1 thrown along a line and reported
    var stack = SwipeCardStackHost()
    stack.move(forward: 200, down: 40)
    stack.release(forward: 200, down: 40)
    stack.advance(by: 2)
    #expect(stack.machine.canUndo)
    // When Undo is pressed
    let effects = stack.send(.undoPressed)
    // Then card 1 is on top again, flying back from its exit with a 0.35 s spring
    #expect(stack.undos == [1])
    #expect(stack.top == 1)
    #expect(stack.shown == [1, 2, 3, 4])
    #expect(stack.machine.offsetX.from == 480 && stack.machine.offsetY.from == 96)
    #expect(stack.machine.offsetX.to == 0 && stack.machine.offsetY.to == 0)
    #expect(stack.machine.offsetX.motion == .spring(duration: 0.35, bounce: 0))
    #expect(effects.announcement == SwipeCardStackStrings.restored)
    #expect(effects.timer == .start(.init(.cardReturned, generation: 2), after: 0.35))
    #expect(stack.machine.deckShift.from == -1)
    // While it returns a card is in flight: Undo is dimmed
    #expect(stack.machine.isCardInFlight && !stack.machine.canUndo)
    stack.advance(by: 0.35)
    #expect(stack.machine.isAtRest)
    #expect(stack.undos == [1])
    #expect(stack.machine.thrownIDs.isEmpty)
  }

  @Test("VoiceOver's focus moves to the card that takes the top, or the one Undo brings back")
  func focusFollowsTheTop() {
    // Given six cards
    var stack = SwipeCardStackHost()
    // When card 1 is thrown by a drag and card 2 by Pass
    stack.swipe(forward: 200)
    #expect(stack.focused == [2], "the throw itself moves it, before the card has left")
    stack.advance(by: 1)
    stack.send(.passPressed)
    stack.advance(by: 1)
    #expect(stack.focused == [2, 3])
    // Then Undo brings focus to card 2 as it comes back
    stack.send(.undoPressed)
    #expect(stack.focused == [2, 3, 2] && stack.top == 2)
    stack.advance(by: 1)
    // And nothing else moves it: a drag that springs back, the app changing the deck, time
    stack.swipe(forward: 40)
    stack.advance(by: 1)
    stack.send(.itemsChanged([9, 2, 3]))
    stack.advance(by: 1)
    #expect(stack.focused == [2, 3, 2])
    #expect(stack.top == 9, "the app's new card is on top, and focus was not moved to it")
  }

  @Test("Undo goes back one card at a time, last thrown first")
  func oneAtATime() {
    var stack = SwipeCardStackHost()
    for _ in 0..<3 {
      stack.send(.likePressed)
      stack.advance(by: 0.35)
    }
    #expect(stack.top == 4)
    stack.send(.undoPressed)
    stack.send(.undoPressed)  // dimmed while card 3 returns: ignored
    #expect(stack.undos == [3])
    stack.advance(by: 0.35)
    stack.send(.undoPressed)
    stack.advance(by: 0.35)
    #expect(stack.undos == [3, 2])
    #expect(stack.top == 2)
    #expect(stack.machine.history.map(\.card.id) == [1])
  }

  @Test("Undo is dimmed while a card is in flight: a card not yet reported cannot be undone")
  func notWhileInFlight() {
    var stack = SwipeCardStackHost()
    stack.send(.likePressed)
    stack.advance(by: 0.35)
    stack.send(.passPressed)
    #expect(stack.machine.canUndo == false)
    #expect(stack.send(.undoPressed).isEmpty)
    stack.advance(by: 0.35)
    stack.send(.undoPressed)
    #expect(stack.undos == [2])
  }

  @Test(
    "Undo with nothing to undo, or not offered, does nothing; it takes back only throws made while offered"
  )
  func nothingToUndo() {
    var stack = SwipeCardStackHost()
    #expect(stack.send(.undoPressed).isEmpty)
    #expect(stack.send(.keyPressed(.undo)).isEmpty)
    var without = SwipeCardStackHost(offersUndo: false)
    without.send(.likePressed)
    without.advance(by: 1)
    #expect(without.machine.canUndo == false)
    #expect(without.send(.undoPressed).isEmpty)
    // Offered later, Undo takes back the throws made from then on, not the ones before
    without.send(.undoAvailabilityChanged(true))
    #expect(without.send(.undoPressed).isEmpty)
    without.send(.likePressed)
    without.advance(by: 1)
    without.send(.undoPressed)
    #expect(without.undos == [2])
    // Withdrawn, it forgets what it could take back
    without.send(.likePressed)
    without.advance(by: 1)
    without.send(.undoAvailabilityChanged(false))
    #expect(without.machine.history.isEmpty)
    without.send(.undoAvailabilityChanged(true))
    #expect(without.machine.canUndo == false)
    #expect(stack.undos.isEmpty)
  }

  @Test("with Reduce Motion the restored card fades in where it rests")
  func reduceMotionFadesIn() {
    var stack = SwipeCardStackHost(environment: BlockEnvironment(reduceMotion: true))
    stack.send(.passPressed)
    stack.advance(by: 0.2)
    let effects = stack.send(.undoPressed)
    #expect(stack.machine.offsetX.to == 0 && stack.machine.offsetX.from == 0)
    #expect(stack.machine.topOpacity.from == 0 && stack.machine.topOpacity.to == 1)
    #expect(effects.timer == .start(.init(.cardReturned, generation: 2), after: 0.2))
    stack.advance(by: 0.2)
    #expect(stack.machine.isAtRest)
  }

  @Test("a card the app removed comes back on top and stays there once the app puts it back")
  func removedItemComesBack() {
    // Given an app that removes each thrown item, and puts it back first on Undo
    var stack = SwipeCardStackHost(items: [1, 2, 3])
    stack.send(.likePressed)
    stack.advance(by: 0.35)
    stack.send(.itemsChanged([2, 3]))
    // When Undo is pressed
    stack.send(.undoPressed)
    // Then the card is on top while it returns, though the deck does not hold it
    #expect(stack.machine.topCard == .init(id: 1, index: nil))
    #expect(stack.shown == [1, 2, 3])
    stack.send(.itemsChanged([1, 2, 3]))
    #expect(stack.machine.topCard == .init(id: 1, index: 0))
    stack.advance(by: 0.35)
    #expect(stack.shown == [1, 2, 3])
  }

  @Test("a queued throw waits for the restored card to arrive, then throws it")
  func queueDuringReturn() {
    var stack = SwipeCardStackHost()
    stack.send(.likePressed)
    stack.advance(by: 0.35)
    stack.send(.undoPressed)
    stack.send(.passPressed)
    #expect(stack.machine.queuedSwipe == .pass)
    stack.advance(by: 0.35)
    #expect(
      stack.machine.departure?.thrown
        == .init(
          card: .init(id: 1, index: 0), swipe: .pass, exitX: -480, exitY: 0))
    stack.advance(by: 0.35)
    #expect(stack.swipes == [.init(id: 1, swipe: .like), .init(id: 1, swipe: .pass)])
  }
}

@Suite("Swipe card stack: the deck")
struct SwipeCardStackDeckTests {
  @Test("a card Undo brings back is on top when it arrives, also where the deck holds its id twice")
  func undoWithTheIDEarlierInTheDeck() {
    // Given a deck whose last card was thrown at index 2
    var stack = SwipeCardStackHost(items: [10, 11, 1])
    for _ in 0..<3 {
      stack.send(.likePressed)
      stack.advance(by: 0.35)
    }
    // When the app puts that id first and again at index 2, around a card never thrown
    stack.send(.itemsChanged([1, 2, 1]))
    #expect(stack.top == 2)
    stack.send(.undoPressed)
    stack.advance(by: 1)
    // Then the restored card is the first item not thrown: on top, not the card after it
    #expect(stack.undos == [1])
    #expect(stack.top == 1)
    #expect(stack.shown == [1, 2])
  }

  @Test("the top card is the first item whose id has not been thrown; ids, never positions")
  func topIsFirstUnthrown() {
    var stack = SwipeCardStackHost(items: [1, 2, 3, 4, 5, 6])
    stack.send(.likePressed)
    stack.advance(by: 0.35)
    stack.send(.likePressed)
    stack.advance(by: 0.35)
    #expect(stack.shown == [3, 4, 5, 6])
    // The app puts thrown items anywhere: they stay thrown
    stack.send(.itemsChanged([2, 7, 1, 3]))
    #expect(stack.shown == [7, 3])
    #expect(stack.machine.visibleCards == [.init(id: 7, index: 1), .init(id: 3, index: 3)])
    stack.send(.itemsChanged([3, 4, 1, 2]))
    #expect(stack.shown == [3, 4])
  }

  @Test("up to three cards beneath the top card; no other card is shown")
  func atMostFour() {
    for count in [0, 1, 2, 3, 4, 5, 100] {
      let stack = SwipeCardStackHost(items: Array(stride(from: 1, through: count, by: 1)))
      #expect(stack.machine.visibleCards.count == min(count, 4))
      #expect(stack.layout.cards.count == min(count, 4))
    }
  }

  @Test("duplicate ids are shown once, and both go when the id is thrown")
  func duplicates() {
    var stack = SwipeCardStackHost(items: [1, 1, 2, 1, 2, 3, 3, 4, 5])
    #expect(stack.machine.visibleCards.map(\.index) == [0, 2, 5, 7])
    stack.send(.likePressed)
    stack.advance(by: 0.35)
    #expect(stack.shown == [2, 3, 4, 5])
    stack.send(.undoPressed)
    stack.advance(by: 0.35)
    #expect(stack.shown == [1, 2, 3, 4])
  }

  @Test("a deck replaced mid-drag drops the drag on the card that went; the new top rests")
  func replacedMidDrag() {
    var stack = SwipeCardStackHost()
    stack.move(forward: 200)
    stack.send(.itemsChanged([7, 8, 9]))
    #expect(stack.top == 7)
    #expect(stack.machine.tracking == .rejected)
    #expect(stack.machine.offsetX.to == 0)
    stack.release(forward: 200)
    stack.advance(by: 1)
    #expect(stack.swipes.isEmpty)
    // A change that keeps the top card keeps the drag
    stack.move(forward: 200)
    stack.send(.itemsChanged([7, 9]))
    #expect(stack.machine.tracking == .accepted)
    stack.release(forward: 200)
    stack.advance(by: 1)
    #expect(stack.swipes == [.init(id: 7, swipe: .like)])
  }

  @Test("throwing card after card through a million items walks the deck once")
  func millionItems() {
    let count = 1_000_000
    var stack = SwipeCardStackHost(items: Array(1...count))
    for _ in 0..<500 {
      stack.send(.likePressed)
      stack.advance(by: 0.35)
    }
    #expect(stack.top == 501)
    #expect(stack.machine.visibleCards.map(\.index) == [500, 501, 502, 503])
    #expect(stack.swipes.count == 500)
  }
}

@Suite("Swipe card stack: size and degenerate input")
struct SwipeCardStackDegenerateTests {
  static let widths: [Double] = [0, -5, .nan, .infinity, -.infinity]

  @Test("with no usable width drags do nothing", arguments: widths)
  func noWidth(width: Double) {
    var stack = SwipeCardStackHost(width: width)
    #expect(stack.machine.width.isFinite)
    if stack.machine.width == 0 {
      stack.move(forward: 300)
      #expect(stack.machine.tracking == .rejected)
      stack.release(forward: 300, predictedForward: 3_000)
      #expect(stack.machine.departure == nil)
    }
    #expect(stack.layout.isFinite)
    // Buttons still throw
    stack.send(.likePressed)
    #expect(stack.layout.isFinite)
    stack.advance(by: 0.1)
    #expect(stack.layout.isFinite)
    stack.advance(by: 1)
    #expect(stack.swipes == [.init(id: 1, swipe: .like)])
  }

  @Test("a width that goes to zero mid-drag drops the drag")
  func widthGoesToZero() {
    var stack = SwipeCardStackHost()
    stack.move(forward: 200)
    stack.send(.sizeChanged(width: .nan, height: 400))
    #expect(stack.machine.tracking == .rejected)
    #expect(stack.machine.offsetX.to == 0)
    stack.release(forward: 200)
    #expect(stack.machine.departure == nil)
  }

  @Test("non-finite and backward timestamps count as no time passed and never report twice")
  func brokenClock() {
    var stack = CardStack(items: [1, 2], offersUndo: true)
    _ = stack.send(.sizeChanged(width: 320, height: 400), at: 1)
    let effects = stack.send(.likePressed, at: 2)
    guard case .start(let timer, _)? = effects.timer else {
      Issue.record("no timer")
      return
    }
    _ = stack.send(.dragChanged(translationX: 30, translationY: 0), at: .nan)
    _ = stack.send(.dragChanged(translationX: 30, translationY: 0), at: -.infinity)
    #expect(stack.currentTime == 2)
    _ = stack.send(.timerFired(timer), at: .infinity)
    #expect(stack.swipeToReport == .init(id: 1, swipe: .like))
    _ = stack.send(.timerFired(timer), at: 3)
    #expect(stack.swipeToReport == nil)
  }
}

@Suite("Swipe card stack: seeded random sequences")
struct SwipeCardStackRandomSequenceTests {
  static let seeds: [UInt64] = [1, 2, 3, 42, 2_024, 0xDEAD_BEEF, 0x5EED_0001, 987_654_321]

  @Test(
    "every thrown card is reported exactly once, by id, when it has left or the stack goes",
    arguments: seeds)
  func exactlyOnce(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for run in 0..<100 {
      let model = SwipeCardStackModel(deck: [1, 2, 3, 4, 5])
      var stack = SwipeCardStackHost(items: [1, 2, 3, 4, 5])
      var actions = RandomHostActions(model)
      for _ in 0..<80 {
        switch actions.next(for: stack.host, using: &random) {
        case .send(let event): stack.send(event)
        case .wait(let seconds): stack.advance(by: seconds)
        case .none: break
        }
        #expect(stack.layout.isFinite, "seed \(seed) run \(run)")
      }
      // When the finger lifts and the stack goes away
      stack.send(.dragCancelled)
      stack.send(.disappeared)
      stack.advance(by: 10)
      // Then each throw was reported once, in order, and nothing is left in flight
      #expect(stack.swipes == stack.thrown, "seed \(seed) run \(run)")
      #expect(stack.machine.isAtRest, "seed \(seed) run \(run)")
    }
  }
}

// MARK: - The host

/// The machine every swipe card stack test drives: cards identified by integers.
typealias CardStack = SwipeCardStackMachine<Int>

/// The virtual host driving a swipe card stack, which also records what the machine hands back
/// to the app after each event (`onSwipe` and `onUndo`), timers included.
struct SwipeCardStackHost: WrappingVirtualHost {
  /// The generic host: virtual clock, timer slot, haptics, announcements, animations.
  var host: VirtualHost<CardStack>
  /// Every `onSwipe` the machine asked for, in order.
  var swipes: [CardStack.SwipedCard] = []
  /// Every `onUndo` the machine asked for, in order.
  var undos: [Int] = []
  /// The virtual times of the `onSwipe` reports, in order.
  var swipeTimes: [Double] = []
  /// Every throw that started, in order, timers included.
  var thrown: [CardStack.SwipedCard] = []
  /// Every card VoiceOver's focus was asked to move to, in order.
  var focused: [Int] = []

  /// A stack of `items` on a card of the given size, told about its environment and size as the
  /// view does on appear.
  init(
    items: [Int] = [1, 2, 3, 4, 5, 6], width: Double = 320, height: Double = 420,
    offersUndo: Bool = true, environment: BlockEnvironment = BlockEnvironment()
  ) {
    host = VirtualHost(
      CardStack(items: items, offersUndo: offersUndo, environment: environment))
    send(.environmentChanged(environment))
    send(.sizeChanged(width: width, height: height))
  }

  /// The machine under test.
  var machine: CardStack { host.machine }
  /// The virtual clock, in seconds.
  var now: Double { host.now }
  /// The effects of the last event.
  var last: Effects<CardStack.Timer> { host.last }
  /// Every haptic played.
  var haptics: [Haptic] { host.haptics }
  /// Every announcement posted.
  var announcements: [LocalizedText] { host.announcements }
  /// Every animation asked for.
  var animations: [Motion] { host.animations }
  /// The running timer and when it falls due.
  var scheduled: (timer: CardStack.Timer, due: Double)? { host.scheduled }
  /// The id of the top card.
  var top: Int? { machine.topCard?.id }
  /// The ids of the cards the deck shows, top first.
  var shown: [Int] { machine.visibleCards.map(\.id) }
  /// +1 or −1: forward in screen points.
  var sign: Double { machine.environment.direction.forwardSign }

  /// The layout now, mid-motion, on the default tints (systemGreen and systemRed).
  var layout: SwipeCardStackLayout<Int> {
    SwipeCardStackLayout(
      machine, likeTint: SystemColor.greenLight, passTint: SystemColor.redLight, at: now)
  }

  /// Sends `event` at the host's time and records what it reports.
  @discardableResult
  mutating func send(_ event: CardStack.Event) -> Effects<CardStack.Timer> {
    let before = host.machine.departure
    let effects = host.send(event)
    if let departure = machine.departure, !departure.isReported, departure != before {
      thrown.append(.init(id: departure.thrown.card.id, swipe: departure.thrown.swipe))
    }
    record()
    return effects
  }

  /// Moves a finger along a straight line from the origin to (`forward`, `down`) in forward
  /// terms, in `steps` samples, converting to screen points for the current direction.
  mutating func move(forward: Double, down: Double = 0, steps: Int = 8) {
    let count = Swift.max(steps, 1)
    for step in 1...count {
      let t = Double(step) / Double(count)
      send(.dragChanged(translationX: forward * t * sign, translationY: down * t))
    }
  }

  /// Lifts the finger at (`forward`, `down`) with a predicted end translation (the translation
  /// itself by default: a slow release).
  @discardableResult
  mutating func release(
    forward: Double, down: Double = 0, predictedForward: Double? = nil,
    predictedDown: Double? = nil
  ) -> Effects<CardStack.Timer> {
    send(
      .dragEnded(
        translationX: forward * sign, translationY: down,
        predictedX: (predictedForward ?? forward) * sign, predictedY: predictedDown ?? down))
  }

  /// A whole drag: move, then release.
  @discardableResult
  mutating func swipe(
    forward: Double, down: Double = 0, predictedForward: Double? = nil,
    predictedDown: Double? = nil
  ) -> Effects<CardStack.Timer> {
    move(forward: forward, down: down)
    return release(
      forward: forward, down: down, predictedForward: predictedForward,
      predictedDown: predictedDown)
  }

  private mutating func record() {
    if let swipe = machine.swipeToReport {
      swipes.append(swipe)
      swipeTimes.append(host.now)
    }
    if let undo = machine.undoToReport { undos.append(undo) }
    if let card = machine.cardToFocus { focused.append(card) }
  }
}

extension SwipeCardStackLayout {
  /// Every number of every card, the deck's overhang and the buttons, for finiteness checks.
  var numbers: [Double] {
    var numbers = [overhang, opacity, buttonDiameter]
    numbers += [likeButton.opacity, passButton.opacity, undoButton.opacity]
    for card in cards {
      numbers += [
        card.offsetX, card.offsetY, card.rotation, card.scale, card.opacity,
        card.likeStampOpacity, card.nopeStampOpacity, card.zIndex,
      ]
    }
    return numbers
  }

  /// Whether every number of the layout is finite.
  var isFinite: Bool { numbers.allSatisfy(\.isFinite) }
}

/// Each number of the stack's release just inside and just outside its boundary, so a change of
/// any of them, or of which side of it counts, fails here as well as where the rule is tested.
@Suite("Swipe card stack: each number at its boundary")
struct SwipeCardStackBoundaryTests {
  @Test(
    "on a 320 pt card a flick is thrown past 256 pt (80 %) predicted, not at 255.99 pt",
    arguments: [(255.99, false), (256.01, true)])
  func flickFraction(predicted: Double, isThrown: Bool) {
    var stack = SwipeCardStackHost()
    stack.swipe(forward: 50, predictedForward: predicted)
    #expect((stack.machine.departure != nil) == isThrown)
  }

  @Test(
    "the flight starts at the release speed, (predicted − translation) ÷ 0.5 s, at most 10,000 pt/s",
    arguments: [(300.0, 500.0), (2_050, 4_000), (5_050, 10_000), (1e9, 10_000)])
  func releaseSpeed(predictedForward: Double, speed: Double) {
    var stack = SwipeCardStackHost()
    stack.swipe(forward: 50, down: 10, predictedForward: predictedForward, predictedDown: 10)
    let departure = stack.machine.departure
    #expect(departure?.x.initialVelocity == speed)
    #expect(departure?.y.initialVelocity == 0)
  }

  @Test(
    "a card released short of the threshold is drawn along a 0.4 s spring of bounce 0.35 (none with Reduce Motion)",
    arguments: [false, true])
  func springBackPath(reduceMotion: Bool) {
    var stack = SwipeCardStackHost(environment: BlockEnvironment(reduceMotion: reduceMotion))
    stack.swipe(forward: 80)
    let release = stack.now
    let spring = AnimatedValue(
      from: 80, to: 0, motion: .spring(duration: 0.4, bounce: reduceMotion ? 0 : 0.35),
      start: 0)
    stack.sample(through: 0.6, every: 0.05) { stack, elapsed in
      let drawn = stack.layout.cards.first { $0.isTop }
      #expect(abs((drawn?.offsetX ?? .nan) - spring.value(at: elapsed)) < 1e-6, "at \(elapsed) s")
    }
    #expect(stack.now > release)
  }

  @Test(
    "the cards beneath rise one place along a 0.35 s spring of bounce 0.2 (none with Reduce Motion)",
    arguments: [false, true])
  func deckRisePath(reduceMotion: Bool) {
    var stack = SwipeCardStackHost(environment: BlockEnvironment(reduceMotion: reduceMotion))
    stack.send(.likePressed)
    let step = SwipeCardStackLook.standard.depthScaleStep
    let rise = AnimatedValue(
      from: 1, to: 0, motion: .spring(duration: 0.35, bounce: reduceMotion ? 0 : 0.2), start: 0)
    stack.sample(through: 0.5) { stack, elapsed in
      // Card 3 rises from the third place to the second, overshooting with the bounce; card 2,
      // the new top card, rises to the top and never above it.
      let shift = rise.value(at: elapsed)
      let cards = stack.layout.cards
      let second = cards.first { $0.id == 3 }
      let top = cards.first { $0.id == 2 && !$0.isLeaving }
      #expect(abs((second?.scale ?? .nan) - (1 - step * (1 + shift))) < 1e-9, "at \(elapsed) s")
      #expect(abs((top?.scale ?? .nan) - (1 - step * max(shift, 0))) < 1e-9, "at \(elapsed) s")
    }
  }

  @Test("with Reduce Motion, Undo fades the card in where it rests, easing out over 0.2 s")
  func fadeInPath() {
    var stack = SwipeCardStackHost(environment: BlockEnvironment(reduceMotion: true))
    stack.send(.likePressed)
    stack.advance(by: 1)
    stack.send(.undoPressed)
    stack.sample(through: 0.3) { stack, elapsed in
      let top = stack.layout.cards.first { $0.isTop }
      let expected = Motion.easeOut(duration: 0.2).sample(at: elapsed, from: 0, to: 1).value
      #expect(top?.id == 1 && top?.offsetX == 0, "at \(elapsed) s")
      #expect(abs((top?.opacity ?? .nan) - expected) < 1e-9, "at \(elapsed) s")
    }
  }

  @Test("Undo draws the card back along a 0.35 s spring without bounce, from where it left")
  func flyBackPath() {
    var stack = SwipeCardStackHost()
    stack.move(forward: 200, down: 40)
    stack.release(forward: 200, down: 40)
    stack.advance(by: 2)
    let exit = (
      x: stack.machine.history.last?.exitX ?? .nan, y: stack.machine.history.last?.exitY ?? .nan
    )
    stack.send(.undoPressed)
    let spring = Motion.spring(duration: 0.35, bounce: 0)
    let x = AnimatedValue(from: exit.x, to: 0, motion: spring, start: 0)
    let y = AnimatedValue(from: exit.y, to: 0, motion: spring, start: 0)
    stack.sample(through: 0.5) { stack, elapsed in
      let top = stack.layout.cards.first { $0.isTop }
      #expect(top?.id == 1)
      #expect(abs((top?.offsetX ?? .nan) - x.value(at: elapsed)) < 1e-6, "at \(elapsed) s")
      // The top card's downward offset is its flight's alone: the deck's shift moves the cards
      // beneath.
      let depthOffset =
        SwipeCardStackLook.standard.depthOffsetStep
        * max(stack.machine.deckShift.value(at: stack.now), 0)
      #expect(
        abs((top?.offsetY ?? .nan) - y.value(at: elapsed) - depthOffset) < 1e-6, "at \(elapsed) s")
    }
  }
}
