@testable import BlocksCore

/// The machine every swipe card stack test drives: cards identified by integers.
typealias CardStack = SwipeCardStackMachine<Int>

/// The virtual host driving a swipe card stack, which also records what the machine hands back
/// to the app after each event (`onSwipe` and `onUndo`), timers included.
struct SwipeCardStackHost {
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

  /// Advances the virtual clock by `seconds`, firing every timer that falls due on the way.
  mutating func advance(by seconds: Double) {
    let end = host.now + seconds
    while let next = host.scheduled, next.due <= end + 1e-12 {
      host.now = Swift.max(host.now, next.due)
      host.scheduled = nil
      send(.timerFired(next.timer))
    }
    host.now = end
  }

  /// Fires timers until none is left (bounded, so a machine that keeps scheduling fails).
  mutating func runTimers(limit: Int = 10) {
    var count = 0
    while let next = host.scheduled, count < limit {
      advance(by: Swift.max(next.due - host.now, 0))
      count += 1
    }
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
  }
}

extension SwipeCardStackLayout {
  /// Every number of every card, the deck's height and the buttons, for finiteness checks.
  var numbers: [Double] {
    var numbers = [deckHeight, opacity, buttonDiameter]
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
