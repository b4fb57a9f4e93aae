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

/// An app's item: an id and what the card shows.
struct Trip: Identifiable, Equatable, Sendable {
  var id: Int
  var name: String

  /// Trips 1 through `count`, each named after its id.
  static func deck(_ count: Int) -> [Trip] {
    (1...count).map { Trip(id: $0, name: "trip \($0)") }
  }
}

/// A card stack that keeps the app's items as the view does: after every event it updates the
/// kept items with the latest deck and records the callbacks they name.
struct SwipeCardStackItemsHost: WrappingVirtualHost {
  var host: VirtualHost<CardStack>
  /// The app's items now.
  private(set) var deck: [Trip]
  var kept = SwipeCardStackThrownItems<Trip>()
  /// Every `onSwipe`, with its item.
  var swiped: [Trip] = []
  /// Every `onUndo`, with its item.
  var restored: [Trip] = []
  /// Every throw the machine asked to report, by id: each needs an item in `swiped`.
  var reportedIDs: [Int] = []

  init(deck: [Trip], offersUndo: Bool = true) {
    self.deck = deck
    host = VirtualHost(CardStack(items: deck.map(\.id), offersUndo: offersUndo))
    send(.environmentChanged(BlockEnvironment()))
    send(.sizeChanged(width: 320, height: 420))
  }

  var machine: CardStack { host.machine }

  @discardableResult
  mutating func send(_ event: CardStack.Event) -> Effects<CardStack.Timer> {
    let effects = host.send(event)
    let report = kept.update(after: host.machine, deck: deck)
    if let id = host.machine.swipeToReport?.id { reportedIDs.append(id) }
    if let swipe = report.swiped { swiped.append(swipe.item) }
    if let item = report.restored { restored.append(item) }
    return effects
  }

  /// The app changes its items, and the view tells the machine.
  mutating func changeDeck(_ items: [Trip]) {
    deck = items
    send(.itemsChanged(items.map(\.id)))
  }

  /// Throws the top card with the Like button and lets it leave.
  mutating func throwAndLand() {
    send(.likePressed)
    runTimers()
  }

  /// The item each drawn card shows.
  var drawnItems: [Trip?] { machine.visibleCards.map { kept.item(for: $0, in: deck) } }
}

@Suite("Swipe card stack: the items handed back")
struct SwipeCardStackThrownItemsTests {
  @Test("onSwipe gets the item as the deck held it when thrown, though the app removed it since")
  func removedBeforeLanding() {
    var stack = SwipeCardStackItemsHost(deck: Trip.deck(4))
    stack.send(.likePressed)
    // The app takes the trip out of its items while the card is still flying.
    stack.changeDeck(Array(stack.deck.dropFirst()))
    #expect(stack.swiped.isEmpty)
    stack.runTimers()
    #expect(stack.swiped == [Trip(id: 1, name: "trip 1")])
    #expect(stack.drawnItems.map { $0?.id } == [2, 3, 4])
  }

  @Test("a card thrown again after Undo is kept again, after the stack let go of its item")
  func throwAgainAfterUndo() {
    var stack = SwipeCardStackItemsHost(deck: Trip.deck(6))
    for _ in 1...6 { stack.throwAndLand() }
    stack.send(.undoPressed)
    stack.runTimers()
    #expect(stack.restored.map(\.id) == [6])
    // The app stops offering Undo: nothing is left to hand back, so the items are let go.
    stack.send(.undoAvailabilityChanged(false))
    stack.send(.itemsChanged(stack.deck.map(\.id)))
    #expect(stack.kept.items.isEmpty)
    // The restored card is thrown again: it is a new throw, and onSwipe gets its item again.
    stack.throwAndLand()
    #expect(stack.reportedIDs == [1, 2, 3, 4, 5, 6, 6])
    #expect(stack.swiped.map(\.id) == [1, 2, 3, 4, 5, 6, 6])
  }

  @Test("Undo hands back and draws an item the app has removed")
  func undoAfterRemoval() {
    var stack = SwipeCardStackItemsHost(deck: Trip.deck(3))
    stack.throwAndLand()
    stack.changeDeck(stack.deck.filter { $0.id != 1 })
    stack.send(.undoPressed)
    #expect(stack.restored == [Trip(id: 1, name: "trip 1")])
    #expect(stack.machine.topCard == CardStack.Card(id: 1, index: nil))
    #expect(stack.drawnItems.first == Trip(id: 1, name: "trip 1"))
  }

  @Test("a throw keeps the item as it is when thrown, not as an earlier throw kept it")
  func keptItemIsRefreshed() {
    var stack = SwipeCardStackItemsHost(deck: Trip.deck(3))
    stack.throwAndLand()
    stack.send(.undoPressed)
    stack.runTimers()
    // The app renames the trip while it is back on top, then it is thrown again.
    var renamed = stack.deck
    renamed[0].name = "trip 1, renamed"
    stack.changeDeck(renamed)
    stack.throwAndLand()
    #expect(stack.swiped.map(\.name) == ["trip 1", "trip 1, renamed"])
  }

  @Test(
    "only what can still be drawn or handed back is kept",
    arguments: [false, true])
  func keptItemsAreBounded(offersUndo: Bool) {
    var stack = SwipeCardStackItemsHost(deck: Trip.deck(300), offersUndo: offersUndo)
    for _ in 1...200 {
      stack.throwAndLand()
      let history = offersUndo ? stack.machine.history.count : 0
      #expect(stack.kept.items.count <= history + SwipeCardStackMetrics.maximumVisibleCards + 1)
    }
    #expect(stack.swiped.map(\.id) == Array(1...200))
  }

  static let seeds: [UInt64] = [1, 7, 99, 2_026, 0xC0FF_EE00, 0x5EED_0002]

  @Test(
    "random throws, undos, deck changes and Undo switched on and off: every report has its item",
    arguments: seeds)
  func everyReportHasItsItem(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for run in 0..<40 {
      var stack = SwipeCardStackItemsHost(deck: Trip.deck(Int.random(in: 2...7, using: &random)))
      var undone: [Int] = []
      for _ in 0..<60 {
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2: stack.send(.likePressed)
        case 3: stack.send(.passPressed)
        case 4:
          stack.send(.undoPressed)
          if let id = stack.machine.undoToReport { undone.append(id) }
        case 5: stack.send(.undoAvailabilityChanged(Bool.random(using: &random)))
        case 6:
          // The app removes a random item, as an `onSwipe` that deletes would.
          if !stack.deck.isEmpty {
            var deck = stack.deck
            deck.remove(at: Int.random(in: deck.indices, using: &random))
            stack.changeDeck(deck)
          }
        default: stack.advance(by: Double.random(in: 0...0.5, using: &random))
        }
      }
      stack.runTimers()
      #expect(stack.swiped.map(\.id) == stack.reportedIDs, "seed \(seed) run \(run)")
      #expect(stack.restored.map(\.id) == undone, "seed \(seed) run \(run)")
    }
  }
}

/// Counts the items a layout reads.
final class SwipeCardStackReadCounter: @unchecked Sendable {
  var reads = 0
}

/// The ids 1...size, counting every read: a deck of any length that costs nothing to build.
struct SwipeCardStackCountingDeck: RandomAccessCollection {
  let size: Int
  let counter: SwipeCardStackReadCounter

  var startIndex: Int { 0 }
  var endIndex: Int { size }

  subscript(position: Int) -> Int {
    counter.reads += 1
    return position + 1
  }
}

@Suite("Swipe card stack: layout")
struct SwipeCardStackLayoutTests {
  @Test(
    "colors decided once per update draw every frame as the tints would",
    arguments: [
      (SystemColor.greenLight, SystemColor.redLight),
      (SystemColor.yellowLight, SystemColor.indigoLight),
      (RGBColor(red: 1, green: 1, blue: 1), RGBColor(red: 0, green: 0, blue: 0)),
    ])
  func foregroundsOncePerUpdate(like: RGBColor, pass: RGBColor) {
    var stack = SwipeCardStackHost()
    stack.move(forward: 90)
    let foregrounds = SwipeCardStackLayout<Int>.Foregrounds(likeTint: like, passTint: pass)
    for time in [stack.now, stack.now + 0.1, stack.now + 1] {
      let fromTints = SwipeCardStackLayout(stack.machine, likeTint: like, passTint: pass, at: time)
      let decided = SwipeCardStackLayout(
        stack.machine, items: stack.machine.deck, foregrounds: foregrounds, at: time)
      #expect(decided == fromTints)
    }
    #expect(foregrounds.likeStamp == ContrastForeground.on(like, minimum: 4.5))
    #expect(foregrounds.passSymbol == ContrastForeground.on(pass))
  }

  @Test("only the top card tilts and stamps; the cards beneath lie straight")
  func onlyTheTopCardTilts() throws {
    var stack = SwipeCardStackHost()
    stack.move(forward: 150)
    let layout = stack.layout
    let top = try #require(layout.topCard)
    #expect(top.rotation != 0 && top.likeStampOpacity > 0)
    for card in layout.cards where !card.isTop {
      #expect(card.rotation == 0 && card.likeStampOpacity == 0 && card.nopeStampOpacity == 0)
    }
  }

  struct RotationCase: Sendable, CustomTestStringConvertible {
    var x: Double
    var width: Double
    var reduceMotion = false
    var direction = FlowDirection.leftToRight
    var expected: Double
    var testDescription: String {
      "x \(x), w \(width)\(reduceMotion ? ", Reduce Motion" : "") \(direction) → \(expected)°"
    }
  }

  static let rotations: [RotationCase] = [
    .init(x: 0, width: 320, expected: 0),
    .init(x: 80, width: 320, expected: 6),
    .init(x: 160, width: 320, expected: 12),
    .init(x: 200, width: 320, expected: 15),
    .init(x: 1_000, width: 320, expected: 15),
    .init(x: -80, width: 320, expected: -6),
    .init(x: -1_000, width: 320, expected: -15),
    .init(x: 80, width: 320, direction: .rightToLeft, expected: -6),
    .init(x: -1_000, width: 320, direction: .rightToLeft, expected: 15),
    .init(x: 80, width: 320, reduceMotion: true, expected: 0),
    .init(x: 80, width: 0, expected: 0),
    .init(x: 80, width: .nan, expected: 0),
    .init(x: 80, width: .infinity, expected: 0),
    .init(x: .infinity, width: 320, expected: 15),
    .init(x: -.infinity, width: 1e-300, expected: -15),
    .init(x: .nan, width: 320, expected: 0),
    .init(x: .greatestFiniteMagnitude, width: .leastNonzeroMagnitude, expected: 15),
    .init(x: 0, width: .leastNonzeroMagnitude, expected: 0),
    .init(x: 80, width: .leastNonzeroMagnitude, expected: 15),
    .init(x: -80, width: .leastNonzeroMagnitude, expected: -15),
  ]

  @Test(
    "rotation: 12° × x ÷ (w ÷ 2), clamped to ±15°, mirrored right to left, none with Reduce Motion or without a width",
    arguments: rotations)
  func rotation(c: RotationCase) {
    let rotation = SwipeCardStackLayout<Int>.rotation(
      forwardOffset: c.x, width: c.width, reduceMotion: c.reduceMotion, direction: c.direction)
    #expect(abs(rotation - c.expected) < 1e-12)
  }

  struct StampCase: Sendable, CustomTestStringConvertible {
    var x: Double
    var width: Double
    var like: Double
    var nope: Double
    var testDescription: String { "x \(x), w \(width) → LIKE \(like), NOPE \(nope)" }
  }

  static let stamps: [StampCase] = [
    .init(x: 0, width: 320, like: 0, nope: 0),
    .init(x: 40, width: 320, like: 0.5, nope: 0),
    .init(x: 80, width: 320, like: 1, nope: 0),
    .init(x: 500, width: 320, like: 1, nope: 0),
    .init(x: -20, width: 320, like: 0, nope: 0.25),
    .init(x: -80, width: 320, like: 0, nope: 1),
    .init(x: 40, width: 0, like: 0, nope: 0),
    .init(x: 40, width: .nan, like: 0, nope: 0),
    .init(x: .infinity, width: 320, like: 1, nope: 0),
    .init(x: -.infinity, width: 320, like: 0, nope: 1),
    .init(x: .nan, width: 320, like: 0, nope: 0),
  ]

  @Test("stamps: min(|x| ÷ (0.25 w), 1) on the side the card moved to", arguments: stamps)
  func stampOpacity(c: StampCase) {
    typealias Layout = SwipeCardStackLayout<Int>
    #expect(Layout.stampOpacity(forwardOffset: c.x, side: .like, width: c.width) == c.like)
    #expect(Layout.stampOpacity(forwardOffset: c.x, side: .pass, width: c.width) == c.nope)
  }

  @Test("at rest: the top card and three beneath, card k scaled 1 − 0.05 k and 10 k pt lower")
  func deckAtRest() {
    let stack = SwipeCardStackHost(items: Array(1...10))
    let cards = stack.layout.cards
    // Back to front: the deepest first, the top card last
    #expect(cards.map(\.id) == [4, 3, 2, 1])
    #expect(cards.map(\.depth) == [3, 2, 1, 0])
    #expect(cards.map(\.scale) == [0.85, 0.9, 0.95, 1])
    #expect(cards.map(\.offsetY) == [30, 20, 10, 0])
    #expect(cards.map(\.opacity) == [1, 1, 1, 1])
    #expect(cards.map(\.zIndex) == [1, 2, 3, 4])
    #expect(cards.map(\.isTop) == [false, false, false, true])
    #expect(cards.map(\.allowsHitTesting) == [false, false, false, true])
    #expect(cards.map(\.isAccessibilityHidden) == [true, true, true, false])
    #expect(cards.allSatisfy { $0.rotation == 0 && $0.offsetX == 0 })
    #expect(cards.allSatisfy { $0.likeStampOpacity == 0 && $0.nopeStampOpacity == 0 })
    #expect(cards.map(\.index) == [3, 2, 1, 0])
    #expect(stack.layout.overhang == 30)
  }

  @Test(
    "mid-drag: the top card is offset forward, turned (mirrored right to left) and stamped",
    arguments: FlowDirection.allCases)
  func midDrag(direction: FlowDirection) throws {
    var stack = SwipeCardStackHost(environment: BlockEnvironment(direction: direction))
    stack.move(forward: 40, down: 12)
    var top = try #require(stack.layout.topCard)
    #expect(top.offsetX == 40 && top.offsetY == 12)
    #expect(abs(top.rotation - 3 * direction.forwardSign) < 1e-12)
    #expect(top.likeStampOpacity == 0.5 && top.nopeStampOpacity == 0)
    stack.move(forward: -100)
    top = try #require(stack.layout.topCard)
    #expect(abs(top.rotation + 7.5 * direction.forwardSign) < 1e-12)
    #expect(top.likeStampOpacity == 0 && top.nopeStampOpacity == 1)
    // Only the top card moves
    #expect(stack.layout.cards.filter { !$0.isTop }.allSatisfy { $0.offsetX == 0 })
  }

  @Test("with Reduce Motion nothing rotates, but the card still follows and stamps")
  func reduceMotionDrag() throws {
    var stack = SwipeCardStackHost(environment: BlockEnvironment(reduceMotion: true))
    stack.move(forward: 200)
    let top = try #require(stack.layout.topCard)
    #expect(top.rotation == 0)
    #expect(top.offsetX == 200)
    #expect(top.likeStampOpacity == 1)
  }

  @Test("after a throw the deck moves up from one place down, and the fourth card fades in")
  func deckRises() throws {
    var stack = SwipeCardStackHost(items: Array(1...10))
    stack.send(.likePressed)
    // At the instant of the throw the new top card is still drawn one place down
    var layout = stack.layout
    var top = try #require(layout.topCard)
    #expect(top.id == 2)
    #expect(abs(top.scale - 0.95) < 1e-12 && abs(top.offsetY - 10) < 1e-12)
    let revealed = try #require(layout.cards.first { $0.id == 5 })
    #expect(revealed.opacity == 0)
    // Midway it is between its places; at rest it is on top
    stack.advance(by: 0.1)
    layout = stack.layout
    top = try #require(layout.topCard)
    #expect(top.scale > 0.95 && top.scale < 1)
    let resting = SwipeCardStackLayout(
      stack.machine, likeTint: SystemColor.greenLight, passTint: SystemColor.redLight)
    #expect(resting.topCard?.scale == 1 && resting.topCard?.offsetY == 0)
    #expect(resting.cards.map(\.id) == [5, 4, 3, 2, 1])
    #expect(resting.cards.map(\.opacity) == [1, 1, 1, 1, 1])
  }

  @Test("the card flying away is drawn above the deck with its stamp until its motion ends")
  func leavingCard() throws {
    var stack = SwipeCardStackHost()
    stack.swipe(forward: -200)
    var leaving = try #require(stack.layout.leavingCard)
    #expect(stack.layout.cards.last == leaving)
    // Drawn from the item the host kept: the app may already have removed it from the deck.
    #expect(leaving.id == 1 && leaving.index == nil)
    #expect(leaving.offsetX == -200)
    #expect(leaving.nopeStampOpacity == 1 && leaving.likeStampOpacity == 0)
    #expect(leaving.zIndex > (stack.layout.topCard?.zIndex ?? .infinity))
    #expect(!leaving.allowsHitTesting && leaving.isAccessibilityHidden)
    #expect(abs(leaving.rotation + 15) < 1e-12)
    stack.advance(by: 0.2)
    leaving = try #require(stack.layout.leavingCard)
    #expect(leaving.offsetX < -400)
    // Reported, it is drawn until its spring ends, and not at rest
    stack.advance(by: 0.15)
    #expect(stack.swipes.count == 1)
    #expect(stack.layout.leavingCard != nil)
    let end = try #require(stack.machine.departure?.end)
    let after = SwipeCardStackLayout(
      stack.machine, likeTint: SystemColor.greenLight, passTint: SystemColor.redLight, at: end)
    #expect(after.leavingCard == nil)
    let resting = SwipeCardStackLayout(
      stack.machine, likeTint: SystemColor.greenLight, passTint: SystemColor.redLight)
    #expect(resting.leavingCard == nil)
  }

  @Test("with Reduce Motion the leaving card fades where it was, without turning")
  func leavingCardFades() throws {
    var stack = SwipeCardStackHost(environment: BlockEnvironment(reduceMotion: true))
    stack.send(.likePressed)
    var leaving = try #require(stack.layout.leavingCard)
    #expect(leaving.opacity == 1 && leaving.offsetX == 0 && leaving.rotation == 0)
    #expect(leaving.likeStampOpacity == 1)
    stack.advance(by: 0.1)
    leaving = try #require(stack.layout.leavingCard)
    #expect(leaving.opacity > 0 && leaving.opacity < 1)
    #expect(leaving.offsetX == 0)
  }

  @Test("Undo: the restored card is drawn on top from where it left, the deck from its places")
  func restoredCard() throws {
    var stack = SwipeCardStackHost()
    stack.send(.likePressed)
    stack.advance(by: 2)
    stack.send(.undoPressed)
    let layout = stack.layout
    let top = try #require(layout.topCard)
    #expect(top.id == 1 && top.offsetX == 480)
    #expect(abs(top.rotation - 15) < 1e-12)
    #expect(top.scale == 1)
    // Card 2 is still drawn where it rested, on top of the deck, and moves one place down
    let second = try #require(layout.cards.first { $0.id == 2 })
    #expect(second.scale == 1 && second.offsetY == 0)
    stack.advance(by: 2)
    #expect(stack.layout.cards.first { $0.id == 2 }?.scale == 0.95)
  }

  @Test func theLayoutDrawsTheLookItIsGiven() {
    let look = SwipeCardStackLook(
      depthScaleStep: 0.1, depthOffsetStep: 4, buttonDiameter: 48, dimmedButtonOpacity: 0.5)
    var stack = SwipeCardStackHost(items: Array(1...10))
    let layout = SwipeCardStackLayout(
      stack.machine, likeTint: .black, passTint: .white, look: look)
    let scales: [Double] = [3, 2, 1, 0].map { 1 - 0.1 * $0 }
    #expect(layout.cards.map(\.scale) == scales)
    #expect(layout.cards.map(\.offsetY) == [12, 8, 4, 0])
    #expect(layout.overhang == 12 && layout.buttonDiameter == 48)
    #expect(layout.undoButton.opacity == 0.5)
    stack = SwipeCardStackHost(items: [])
    let empty = SwipeCardStackLayout(stack.machine, likeTint: .black, passTint: .white, look: look)
    #expect(empty.likeButton.opacity == 0.5 && empty.passButton.opacity == 0.5)
    // Hostile numbers: not finite is standard, out of range is clamped.
    let hostile = SwipeCardStackLook(
      depthScaleStep: 2, depthOffsetStep: -.infinity, buttonDiameter: .nan,
      dimmedButtonOpacity: -1)
    #expect(
      hostile
        == SwipeCardStackLook(
          depthScaleStep: 0.2, depthOffsetStep: 10, buttonDiameter: 56, dimmedButtonOpacity: 0))
    #expect(
      SwipeCardStackLook(
        depthScaleStep: 0, depthOffsetStep: 0, buttonDiameter: 10, dimmedButtonOpacity: 1
      ).buttonDiameter == 44)
  }

  @Test("buttons: 56 pt; Like and Pass dimmed on an empty deck; Undo shown only when offered")
  func buttons() {
    #expect(SwipeCardStackLook.standard.buttonDiameter == 56)
    var stack = SwipeCardStackHost(items: [1])
    var layout = stack.layout
    #expect(layout.buttonDiameter == 56)
    #expect(layout.likeButton == .init(isShown: true, isEnabled: true, opacity: 1))
    #expect(layout.passButton == .init(isShown: true, isEnabled: true, opacity: 1))
    // Nothing to undo yet: shown, dimmed
    #expect(layout.undoButton == .init(isShown: true, isEnabled: false, opacity: 0.35))
    #expect(layout.showsEmptyState == false)
    stack.send(.likePressed)
    // The last card in flight: the deck is empty, Undo is dimmed while it flies
    layout = stack.layout
    #expect(layout.likeButton == .init(isShown: true, isEnabled: false, opacity: 0.35))
    #expect(layout.passButton == .init(isShown: true, isEnabled: false, opacity: 0.35))
    #expect(layout.undoButton == .init(isShown: true, isEnabled: false, opacity: 0.35))
    #expect(layout.showsEmptyState)
    #expect(layout.emptyText == SwipeCardStackStrings.empty)
    stack.advance(by: 0.35)
    #expect(stack.layout.undoButton == .init(isShown: true, isEnabled: true, opacity: 1))
    let without = SwipeCardStackHost(offersUndo: false)
    #expect(without.layout.undoButton.isShown == false)
  }

  @Test("disabled: the stack dims as a whole, takes no press and no drag")
  func disabled() {
    let stack = SwipeCardStackHost(environment: BlockEnvironment(isEnabled: false))
    let layout = stack.layout
    #expect(layout.opacity == BlockEnvironment.disabledOpacity)
    #expect(layout.likeButton == .init(isShown: true, isEnabled: false, opacity: 1))
    #expect(layout.acceptsDrag == false)
    let enabled = SwipeCardStackHost()
    #expect(enabled.layout.opacity == 1 && enabled.layout.acceptsDrag)
    #expect(SwipeCardStackHost(width: 0).layout.acceptsDrag == false)
    #expect(SwipeCardStackHost(items: []).layout.acceptsDrag == false)
  }

  struct TintCase: Sendable, CustomTestStringConvertible {
    var name: String
    var tint: RGBColor
    var text: ContrastForeground
    var symbol: ContrastForeground
    var testDescription: String { name }
  }

  static let tints: [TintCase] = [
    .init(
      name: "systemGreen (white 2.2:1)", tint: SystemColor.greenLight, text: .black, symbol: .black),
    .init(
      name: "systemRed (white 3.5:1)", tint: SystemColor.redLight, text: .black, symbol: .white),
    .init(
      name: "systemIndigo (white 5.6:1)", tint: SystemColor.indigoLight, text: .white,
      symbol: .white),
  ]

  @Test(
    "stamps and symbols on their tints: white unless below 4.5:1 (text) or 3:1 (symbols)",
    arguments: tints)
  func contrast(c: TintCase) {
    let stack = SwipeCardStackHost()
    let layout = SwipeCardStackLayout(stack.machine, likeTint: c.tint, passTint: c.tint)
    #expect(layout.likeStampForeground == c.text && layout.nopeStampForeground == c.text)
    #expect(layout.likeSymbolForeground == c.symbol && layout.passSymbolForeground == c.symbol)
    #expect(layout.likeStampText == SwipeCardStackStrings.likeStamp)
    #expect(layout.nopeStampText == SwipeCardStackStrings.nopeStamp)
  }

  static let hostileSizes: [Double] = [
    0, -1, .nan, .infinity, -.infinity, 1e-300, .greatestFiniteMagnitude,
  ]

  @Test(
    "zero, NaN and infinite sizes and ±∞ translations never put NaN into the layout",
    arguments: hostileSizes)
  func degenerate(size: Double) {
    for x in [Double.infinity, -.infinity, .nan, .greatestFiniteMagnitude, 200] {
      var stack = SwipeCardStackHost(width: size, height: size)
      stack.send(.dragChanged(translationX: 20, translationY: 0))
      stack.send(.dragChanged(translationX: x, translationY: -x))
      #expect(stack.layout.isFinite, "size \(size), x \(x)")
      stack.send(.dragEnded(translationX: x, translationY: x, predictedX: x, predictedY: x))
      for step in 0..<8 {
        #expect(stack.layout.isFinite, "size \(size), x \(x), frame \(step)")
        stack.advance(by: 0.06)
      }
      stack.send(.passPressed)
      stack.advance(by: 0.4)
      stack.send(.undoPressed)
      #expect(stack.layout.isFinite, "size \(size), x \(x)")
      stack.advance(by: 0.1)
      #expect(stack.layout.isFinite, "size \(size), x \(x)")
      if stack.machine.width == 0 {
        #expect(stack.layout.cards.allSatisfy { $0.rotation == 0 })
        #expect(
          stack.layout.cards.allSatisfy { $0.likeStampOpacity == 0 && $0.nopeStampOpacity == 0 })
      }
    }
  }

  @Test("a frame reads at most four items, whatever the deck's length")
  func readsAtMostFourItems() throws {
    for size in [3, 4, 1_000, 1_000_000] {
      // Given a deck of `size` items, part of it thrown, a card in flight and one coming back
      let counter = SwipeCardStackReadCounter()
      let items = SwipeCardStackCountingDeck(size: size, counter: counter)
      var stack = SwipeCardStackHost(items: Array(1...size))
      var frames: [SwipeCardStackHost] = []
      stack.move(forward: 90, down: 20)
      frames.append(stack)
      stack.release(forward: 200)
      frames.append(stack)
      stack.advance(by: 0.35)
      stack.send(.likePressed)
      frames.append(stack)
      stack.advance(by: 0.5)
      stack.send(.undoPressed)
      frames.append(stack)
      for frame in frames {
        for tick in 0..<30 {
          // When each frame is laid out over the app's items
          counter.reads = 0
          let layout = SwipeCardStackLayout(
            frame.machine, items: items, likeTint: SystemColor.greenLight,
            passTint: SystemColor.redLight, at: frame.now + Double(tick) / 60)
          // Then it reads one item per card of the deck it draws, four at most
          #expect(counter.reads <= 4, "deck of \(size)")
          #expect(counter.reads == layout.cards.filter { !$0.isLeaving }.count, "deck of \(size)")
          #expect(layout.cards.count <= 5)
        }
      }
    }
  }

  @Test("a card whose item moved before the machine heard of it is left out of the frame")
  func staleCardsAreLeftOut() {
    var stack = SwipeCardStackHost(items: [1, 2, 3, 4, 5])
    // The view already has new items: 2 removed, 9 inserted first
    let newItems = [9, 1, 3, 4, 5]
    var layout = SwipeCardStackLayout(
      stack.machine, items: newItems, likeTint: SystemColor.greenLight,
      passTint: SystemColor.redLight)
    // Card 1 (now at index 1) and card 2 (gone) are left out; 3 and 4 are where they were
    #expect(layout.cards.map(\.id) == [4, 3])
    // Once the machine hears of them, every card is drawn from the new items
    stack.send(.itemsChanged(newItems))
    layout = SwipeCardStackLayout(
      stack.machine, items: newItems, likeTint: SystemColor.greenLight,
      passTint: SystemColor.redLight)
    #expect(layout.cards.map(\.id) == [4, 3, 1, 9])
    #expect(layout.cards.map(\.index) == [3, 2, 1, 0])
    // A shorter list is never read past its end
    let short = SwipeCardStackLayout(
      stack.machine, items: [9], likeTint: SystemColor.greenLight,
      passTint: SystemColor.redLight)
    #expect(short.cards.map(\.id) == [9])
  }
}

@Suite("Swipe card stack: accessibility")
struct SwipeCardStackAccessibilityTests {
  @Test("the top card is one element with Like and Pass; the cards beneath are hidden")
  func topCardElement() {
    let stack = SwipeCardStackHost()
    let description = SwipeCardStackAccessibility(stack.machine)
    #expect(description.combinesChildren && description.hidesCardsBeneath)
    #expect(description.hidesStamps)
    #expect(description.hasTopCard && description.emptyLabel == nil)
    #expect(description.offersLikeAction && description.offersPassAction)
    #expect(description.likeActionName == SwipeCardStackStrings.like)
    #expect(description.passActionName == SwipeCardStackStrings.pass)
    #expect(description.undoActionName == SwipeCardStackStrings.undo)
    #expect(description.isDimmed == false && description.respondsToUserInteraction)
    // The layout agrees: only the top card is an element
    #expect(stack.layout.cards.filter { !$0.isAccessibilityHidden }.map(\.id) == [1])
  }

  @Test("Undo is offered when the app offers it, there is a throw to undo and nothing flies")
  func undoAction() {
    var stack = SwipeCardStackHost()
    #expect(SwipeCardStackAccessibility(stack.machine).offersUndoAction == false)
    stack.send(.likePressed)
    #expect(SwipeCardStackAccessibility(stack.machine).offersUndoAction == false)
    stack.advance(by: 0.35)
    #expect(SwipeCardStackAccessibility(stack.machine).offersUndoAction)
    stack.send(.undoPressed)
    #expect(SwipeCardStackAccessibility(stack.machine).offersUndoAction == false)
    var without = SwipeCardStackHost(offersUndo: false)
    without.send(.likePressed)
    without.advance(by: 1)
    #expect(SwipeCardStackAccessibility(without.machine).offersUndoAction == false)
  }

  @Test("the actions do what a finger does, and every outcome is announced")
  func actionsAndAnnouncements() {
    var stack = SwipeCardStackHost()
    stack.send(.likePressed)
    stack.advance(by: 0.35)
    stack.send(.passPressed)
    stack.advance(by: 0.35)
    stack.send(.undoPressed)
    stack.advance(by: 0.35)
    #expect(stack.swipes == [.init(id: 1, swipe: .like), .init(id: 2, swipe: .pass)])
    #expect(stack.undos == [2])
    #expect(
      stack.announcements == [
        SwipeCardStackStrings.liked, SwipeCardStackStrings.passed, SwipeCardStackStrings.restored,
      ])
    let table = SwipeCardStackStrings.table
    let spoken = stack.announcements.map { table.string(for: $0, language: "en") }
    #expect(spoken == ["Liked", "Passed", "Card restored"])
    let hablado = stack.announcements.map { table.string(for: $0, language: "es") }
    #expect(hablado == ["Te gusta", "Descartada", "Tarjeta recuperada"])
  }

  @Test("an empty deck reads \"No more cards\" and offers neither Like nor Pass")
  func emptyDeck() {
    let stack = SwipeCardStackHost(items: [])
    let description = SwipeCardStackAccessibility(stack.machine)
    #expect(description.hasTopCard == false)
    #expect(description.emptyLabel == SwipeCardStackStrings.empty)
    #expect(!description.offersLikeAction && !description.offersPassAction)
    #expect(description.respondsToUserInteraction == false)
    let table = SwipeCardStackStrings.table
    #expect(table.string(for: SwipeCardStackStrings.empty, language: "en") == "No more cards")
    #expect(table.string(for: SwipeCardStackStrings.empty, language: "es") == "No hay más tarjetas")
  }

  @Test("a disabled stack reads as dimmed and offers no action")
  func disabled() {
    var stack = SwipeCardStackHost()
    stack.send(.likePressed)
    stack.advance(by: 1)
    stack.send(.environmentChanged(BlockEnvironment(isEnabled: false)))
    let description = SwipeCardStackAccessibility(stack.machine)
    #expect(description.isDimmed)
    #expect(!description.offersLikeAction && !description.offersPassAction)
    #expect(!description.offersUndoAction)
    #expect(description.respondsToUserInteraction == false)
  }

  struct KeyCase: Sendable, CustomTestStringConvertible {
    var key: SwipeCardStackKey
    var direction: FlowDirection
    var swipe: CardSwipe?
    var testDescription: String { "\(key) \(direction) → \(swipe.map { "\($0)" } ?? "undo")" }
  }

  static let keys: [KeyCase] = FlowDirection.allCases.flatMap { direction in
    [
      KeyCase(
        key: .rightArrow, direction: direction,
        swipe: direction == .leftToRight ? .like : .pass),
      KeyCase(
        key: .leftArrow, direction: direction,
        swipe: direction == .leftToRight ? .pass : .like),
      KeyCase(key: .undo, direction: direction, swipe: nil),
    ]
  }

  @Test("keyboard: the forward arrow likes, the backward one passes, ⌘Z undoes", arguments: keys)
  func keyboard(c: KeyCase) {
    #expect(c.key.swipe(in: c.direction) == c.swipe)
  }
}

@Suite("Swipe card stack: strings")
struct SwipeCardStackStringsTests {
  struct Wording: Sendable, CustomTestStringConvertible {
    var text: LocalizedText
    var english: String
    var spanish: String
    var testDescription: String { text.key }
  }

  static let wordings: [Wording] = [
    .init(
      text: SwipeCardStackStrings.empty, english: "No more cards", spanish: "No hay más tarjetas"),
    .init(text: SwipeCardStackStrings.like, english: "Like", spanish: "Me gusta"),
    .init(text: SwipeCardStackStrings.pass, english: "Pass", spanish: "Pasar"),
    .init(text: SwipeCardStackStrings.undo, english: "Undo", spanish: "Deshacer"),
    .init(text: SwipeCardStackStrings.liked, english: "Liked", spanish: "Te gusta"),
    .init(text: SwipeCardStackStrings.passed, english: "Passed", spanish: "Descartada"),
    .init(
      text: SwipeCardStackStrings.restored, english: "Card restored", spanish: "Tarjeta recuperada"),
    .init(text: SwipeCardStackStrings.likeStamp, english: "LIKE", spanish: "ME GUSTA"),
    .init(text: SwipeCardStackStrings.nopeStamp, english: "NOPE", spanish: "NO"),
  ]

  @Test("the specified wording, in English and Spanish", arguments: wordings)
  func wording(w: Wording) {
    let table = SwipeCardStackStrings.table
    #expect(table.string(for: w.text, language: "en") == w.english)
    #expect(table.string(for: w.text, language: "en-GB") == w.english)
    #expect(table.string(for: w.text, language: "es") == w.spanish)
    #expect(table.string(for: w.text, language: "es-MX") == w.spanish)
    #expect(w.text.key.hasPrefix("swipe-card-stack."))
  }

  /// The demo's words: its heading, its count, its button and a line for each trip.
  static let demoTexts =
    [
      SwipeCardStackStrings.demoHeading, SwipeCardStackStrings.demoSaved,
      SwipeCardStackStrings.demoStartOver,
    ] + SwipeCardStackStrings.demoTrips.map(\.line)

  @Test("the table lists every key the stack and its demo show or speak, once, and nothing else")
  func everyKey() {
    let table = SwipeCardStackStrings.table
    let keys = Self.wordings.map(\.text.key) + Self.demoTexts.map(\.key)
    #expect(table.name == "SwipeCardStack")
    #expect(Set(table.entries.keys) == Set(keys))
    #expect(table.count == keys.count)
    #expect(
      table.string(for: SwipeCardStackStrings.demoSaved.with(3), language: "es") == "3 guardados")
    for entry in table.entries.values {
      #expect(!entry[.english].isEmpty && !entry[.spanish].isEmpty)
      #expect(entry[.english] != entry[.spanish], "\(entry) is not translated")
    }
  }

  @Test("each throw is announced by its own word")
  func announcements() {
    #expect(SwipeCardStackStrings.announcement(for: .like) == SwipeCardStackStrings.liked)
    #expect(SwipeCardStackStrings.announcement(for: .pass) == SwipeCardStackStrings.passed)
  }
}
