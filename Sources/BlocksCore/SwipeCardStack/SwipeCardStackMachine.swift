/// Which way a card was thrown: forward likes it, backward passes it.
nonisolated public enum CardSwipe: Hashable, Sendable, CaseIterable {
  /// Thrown forward (to the right in a left-to-right layout): the user likes the card.
  case like
  /// Thrown backward: the user passes on the card.
  case pass

  /// +1 for a like and −1 for a pass: the side the card flies to, in forward terms.
  public var forwardSign: Double {
    switch self {
    case .like: 1
    case .pass: -1
    }
  }
}

nonisolated extension SwipeCardStackMachine {
  /// A card of the deck: the id of its item and where that item sits in the deck.
  ///
  /// The id is what the stack remembers; the index only tells the host which item to draw, so
  /// it reads one item per card instead of searching the deck.
  public struct Card: Hashable, Sendable {
    /// The id of the card's item.
    public var id: ID
    /// The item's index in the deck the machine last heard of, or `nil` when the deck does not
    /// hold it (a card Undo brings back after the app removed its item).
    public var index: Int?

    /// Creates a card for the item `id` at `index` in the deck.
    public init(id: ID, index: Int?) {
      self.id = id
      self.index = index
    }
  }

  /// A card the user threw, as Undo needs it: which card, which way, and where it left to.
  public struct ThrownCard: Hashable, Sendable {
    /// The card, with its index in the deck when it was thrown.
    public var card: Card
    /// Which way it was thrown.
    public var swipe: CardSwipe
    /// How far forward from its resting place it flew, in points: 1.5 w past its side.
    public var exitX: Double
    /// How far down from its resting place it flew, in points: along the line of the drag.
    public var exitY: Double
  }

  /// The card that was thrown last, drawn above the deck while it flies away (or fades out).
  public struct Departure: Hashable, Sendable {
    /// The card and how it was thrown.
    public var thrown: ThrownCard
    /// Its forward offset from the resting place over time, in points.
    public var x: AnimatedValue
    /// Its downward offset from the resting place over time, in points.
    public var y: AnimatedValue
    /// Its opacity over time: 1 while it flies, 1 → 0 when it fades out with Reduce Motion.
    public var opacity: AnimatedValue
    /// Whether its `onSwipe` has been reported.
    ///
    /// It has left, or the stack went away or was disabled under it. A reported card is no
    /// longer in flight; it is only drawn until its motion ends.
    public var isReported: Bool

    /// The host time at which its motion ends.
    public var end: Double { Swift.max(x.end, y.end, opacity.end) }
  }

  /// A throw to report to the app: `onSwipe(item, swipe)` for the item with this id.
  public struct SwipedCard: Hashable, Sendable {
    /// The id of the thrown card's item.
    public var id: ID
    /// Which way it was thrown.
    public var swipe: CardSwipe
  }

  /// What the stack makes of the drag in progress.
  public enum DragTracking: Hashable, Sendable, CaseIterable {
    /// No drag in progress.
    case none
    /// A drag has started but has not moved 10 pt yet.
    case pending
    /// The drag moves the top card.
    case accepted
    /// The drag is not the stack's (it moved mostly vertically, there is no card or no width,
    /// or it was interrupted) until the finger lifts.
    case rejected
    /// The drag began while a card was in flight; it is decided from where the finger is once
    /// the card has left.
    case waiting
  }

  /// The stack's one timer: a thrown card has left, or a restored card has arrived.
  ///
  /// Each start gets a new generation, so a late or duplicate `timerFired` for an earlier start
  /// is recognised as stale and ignored.
  public struct Timer: Hashable, Sendable, CustomStringConvertible {
    /// What the stack waits for.
    public enum Purpose: Hashable, Sendable, CaseIterable {
      /// The thrown card has flown away (or faded out): its `onSwipe` is due.
      case cardLeft
      /// The card Undo brought back has arrived.
      case cardReturned
    }

    /// What the stack waits for.
    public let purpose: Purpose
    /// Counts the timers the machine has started.
    public let generation: Int

    /// Creates the identifier of the timer started as number `generation`.
    public init(_ purpose: Purpose, generation: Int) {
      self.purpose = purpose
      self.generation = generation
    }

    /// The timer's name, for test output.
    public var description: String {
      switch purpose {
      case .cardLeft: "cardLeft#\(generation)"
      case .cardReturned: "cardReturned#\(generation)"
      }
    }
  }
}

nonisolated extension SwipeCardStackMachine {
  /// Everything that can happen to a swipe card stack.
  ///
  /// Translations arrive in screen points; the machine turns them into forward terms with the
  /// stored ``BlockEnvironment/direction``.
  public enum Event: Hashable, Sendable {
    /// Reduce Motion, enabled state or layout direction changed (sent on appear too).
    case environmentChanged(BlockEnvironment)
    /// The top card was measured, in points.
    case sizeChanged(width: Double, height: Double)
    /// The app's items changed: the ids of the deck, top first.
    case itemsChanged([ID])
    /// The app started or stopped offering Undo (`onUndo` became non-nil or nil).
    case undoAvailabilityChanged(Bool)
    /// The finger moved; the translation from where the drag started, in screen points.
    case dragChanged(translationX: Double, translationY: Double)
    /// The finger lifted, with the translation and the predicted end translation: the only way
    /// a drag can throw a card.
    case dragEnded(
      translationX: Double, translationY: Double, predictedX: Double, predictedY: Double)
    /// The system cancelled the drag (a scroll view, Control Center, a call): the card springs
    /// back and nothing is thrown, however far it moved.
    case dragCancelled
    /// The Like button or the "Like" accessibility action: throws the top card forward.
    case likePressed
    /// The Pass button or the "Pass" accessibility action: throws the top card backward.
    case passPressed
    /// The Undo button or the "Undo" accessibility action: brings the last thrown card back.
    case undoPressed
    /// Full Keyboard Access or a hardware keyboard pressed a key on the focused stack.
    case keyPressed(SwipeCardStackKey)
    /// A timer started by the machine elapsed.
    case timerFired(Timer)
    /// The view went away.
    case disappeared
  }
}

/// The headless swipe card stack: a deck of cards the user throws forward to like and backward
/// to pass.
///
/// The deck is the app's items, top first; the top card is the first item whose id has not been
/// thrown. The machine remembers thrown ids, never positions, so the app may remove thrown items
/// or change the deck at any time. A drag counts after 10 pt unless it is mostly vertical; the
/// card follows the finger and is thrown on release when it has moved more than 35 % of its
/// width or is flicked more than 80 % of it, in the direction of its sign. A thrown card flies
/// away, and ``swipeToReport`` asks the host to run `onSwipe` once, by id, when it has left; a
/// card in flight when the stack goes away or is disabled is reported at once. Like and Pass
/// throw the top card as a flick would and queue one more throw while a card is in flight; Undo
/// brings the last thrown card back, one at a time, and ``undoToReport`` asks the host to run
/// `onUndo` once.
///
/// Every value the stack draws moves as an ``AnimatedValue``, so a finger that catches a card
/// springing back takes it from where it is drawn, and the host draws exactly what the machine
/// means frame by frame.
nonisolated public struct SwipeCardStackMachine<ID: Hashable & Sendable>: BlockStateMachine {
  /// The environment the stack lives in.
  public private(set) var environment: BlockEnvironment
  /// The top card's width in points (sanitized: finite, not negative).
  public private(set) var width = 0.0
  /// The top card's height in points (sanitized).
  public private(set) var height = 0.0
  /// Whether the app offers Undo (it passed `onUndo`).
  public private(set) var offersUndo: Bool
  /// The ids of the app's items, top first, as the machine last heard of them.
  public private(set) var deck: [ID]
  /// The cards a frame draws, top first: the top card and up to three beneath it, each id once.
  public private(set) var visibleCards: [Card] = []
  /// The ids the stack has thrown and not brought back: they are never the top card again.
  public private(set) var thrownIDs: Set<ID> = []
  /// The reported throws Undo can take back, oldest first.
  ///
  /// Only throws made while the app offered Undo: withdrawing Undo forgets them, so a stack
  /// without Undo keeps nothing per throw.
  public private(set) var history: [ThrownCard] = []
  /// The card thrown last, while it flies away or until its motion ends.
  public private(set) var departure: Departure?
  /// Whether the card Undo brings back is still on its way.
  public private(set) var isReturning = false
  /// The throw the Like or Pass button queued while a card was in flight (at most one).
  public private(set) var queuedSwipe: CardSwipe?
  /// What the machine makes of the drag in progress.
  public private(set) var tracking: DragTracking = .none
  /// The side whose throw threshold the dragged card is past, if any.
  public private(set) var armedSwipe: CardSwipe?
  /// The top card's forward offset over time, in points.
  public private(set) var offsetX: AnimatedValue = .resting(at: 0)
  /// The top card's downward offset over time, in points.
  public private(set) var offsetY: AnimatedValue = .resting(at: 0)
  /// The top card's opacity over time: 1, or 0 → 1 while a restored card fades in with Reduce
  /// Motion.
  public private(set) var topOpacity: AnimatedValue = .resting(at: 1)
  /// How many places the cards are still away from their resting depth: 1 → 0 while the deck
  /// moves up after a throw, −1 → 0 while it moves down for a restored card.
  public private(set) var deckShift: AnimatedValue = .resting(at: 0)
  /// The timer the machine is waiting for, if any.
  public private(set) var awaitedTimer: Timer?
  /// How many throws the stack has started: each throw gets the next number, so a host that
  /// keeps the app's items can tell a card thrown again after Undo from the throw it saw before.
  public private(set) var throwCount = 0
  /// The throw the host must report with `onSwipe` after the last event, or `nil`.
  public private(set) var swipeToReport: SwipedCard?
  /// The id of the card the host must report with `onUndo` after the last event, or `nil`.
  public private(set) var undoToReport: ID?
  /// The card VoiceOver's focus moves to after the last event, or `nil` to leave it where it is.
  ///
  /// After a throw it is the card that takes the top, so VoiceOver goes on with the next card
  /// instead of falling back to the start of the screen; after an Undo it is the card coming
  /// back. A deck the app changed moves nothing.
  public private(set) var cardToFocus: ID?

  /// The card Undo brings back, on top while it returns whatever the deck holds.
  private var pinnedTop: Card?
  /// Every item before this index of the deck has been thrown: the search for the top card
  /// starts here, so a long run of thrown items is walked once, not on every throw.
  private var scanStart = 0
  /// Where the card was drawn when the drag took it, in forward points.
  private var grabX = 0.0
  private var grabY = 0.0
  /// The translation from which the drag counts (0, or where the finger was when the card in
  /// flight left), in forward points.
  private var originX = 0.0
  private var originY = 0.0
  /// The finger's latest translation, in forward points.
  private var lastTranslationX = 0.0
  private var lastTranslationY = 0.0
  private var timerGeneration = 0
  private var clock = HostTime()

  /// How many throws the stack makes room for when it is created.
  private static var reservedThrows: Int { 32 }

  /// Creates a stack at rest.
  ///
  /// - Parameters:
  ///   - items: The ids of the deck, top first.
  ///   - offersUndo: Whether the app offers Undo (it passed `onUndo`).
  ///   - environment: The initial environment.
  public init(
    items: [ID] = [], offersUndo: Bool = false, environment: BlockEnvironment = BlockEnvironment()
  ) {
    deck = items
    self.offersUndo = offersUndo
    self.environment = environment
    // Room for a session's throws, so the first ones allocate nothing; more grow as arrays do.
    thrownIDs.reserveCapacity(Self.reservedThrows)
    history.reserveCapacity(Self.reservedThrows)
    recomputeVisibleCards()
  }

  /// The top card, or `nil` when every item has been thrown (or there are none).
  ///
  /// Read through `Array`'s own subscript rather than `first`, whose generic accessor makes
  /// unspecialized code allocate a frame for every read.
  @inlinable public var topCard: Card? { visibleCards.isEmpty ? nil : visibleCards[0] }

  /// Whether a card is in flight: thrown and not yet reported, or coming back after Undo.
  @inlinable public var isCardInFlight: Bool {
    isReturning || departure.map { !$0.isReported } == true
  }

  /// Whether Like and Pass would throw (or queue a throw) now: enabled, with a top card.
  @inlinable public var canThrow: Bool {
    environment.isEnabled && topCard != nil
  }

  /// Whether Undo would bring a card back now: offered, enabled, with a reported throw to take
  /// back and no card in flight.
  @inlinable public var canUndo: Bool {
    offersUndo && environment.isEnabled && !history.isEmpty && !isCardInFlight
  }

  /// Whether `key` does something now, so the stack keeps it from the views around it: an arrow
  /// while a card can be thrown (queued behind a card in flight), ⌘Z while Undo can bring one
  /// back.
  ///
  /// The stack is a container: an empty deck or nothing to undo lets the key pass on, to a
  /// text field's own Undo or to Full Keyboard Access moving the focus.
  public func handles(_ key: SwipeCardStackKey) -> Bool {
    key.swipe(in: environment.direction) == nil ? canUndo : canThrow
  }

  /// The forward translation past which a released card is thrown: 35 % of the width.
  public var throwDistance: Double { SwipeCardStackMetrics.throwFraction * width }

  /// The top card's forward offset as drawn at host time `time`.
  public func offsetX(at time: Double) -> Double { offsetX.value(at: time) }

  /// The top card's downward offset as drawn at host time `time`.
  public func offsetY(at time: Double) -> Double { offsetY.value(at: time) }

  /// Whether nothing is in flight: no drag, no timer, no card flying and no throw queued.
  public var isAtRest: Bool {
    tracking == .none && awaitedTimer == nil && !isCardInFlight && queuedSwipe == nil
  }

  /// The latest host time the machine was given (0 before the first event).
  public var currentTime: Double { clock.now }

  /// The host time at which every drawn value stops moving.
  public var animationEnd: Double {
    Swift.max(
      offsetX.end, offsetY.end, topOpacity.end, deckShift.end, departure?.end ?? -.infinity)
  }

  /// The event a host sends when `timer` elapses.
  public static func timerFired(_ timer: Timer) -> Event { .timerFired(timer) }

  /// The event a host sends when the environment changes, and once on appear.
  public static func environmentChanged(_ environment: BlockEnvironment) -> Event {
    .environmentChanged(environment)
  }

  /// The event a host sends when the view disappears.
  public static var disappeared: Event { .disappeared }

  /// Handles one event that happened at host time `time` and returns what the host must do.
  public mutating func send(_ event: Event, at time: Double) -> Effects<Timer> {
    let now = clock.advance(to: time)
    swipeToReport = nil
    undoToReport = nil
    cardToFocus = nil
    switch event {
    case .environmentChanged(let newEnvironment):
      return environmentChanged(to: newEnvironment, at: now)
    case .sizeChanged(let newWidth, let newHeight):
      return sizeChanged(width: newWidth, height: newHeight, at: now)
    case .itemsChanged(let ids):
      return itemsChanged(ids, at: now)
    case .undoAvailabilityChanged(let offered):
      offersUndo = offered
      if !offered { history.removeAll() }
      return .none
    case .dragChanged(let x, let y):
      return dragChanged(screenX: x, screenY: y, at: now)
    case .dragEnded(let x, let y, let predictedX, let predictedY):
      return dragEnded(
        screenX: x, screenY: y, predictedX: predictedX, predictedY: predictedY, at: now)
    case .dragCancelled:
      let wasAccepted = tracking == .accepted
      tracking = .none
      return wasAccepted ? springBack(at: now) : .none
    case .likePressed:
      return pressed(.like, at: now)
    case .passPressed:
      return pressed(.pass, at: now)
    case .undoPressed:
      return undo(at: now)
    case .keyPressed(let key):
      guard let swipe = key.swipe(in: environment.direction) else { return undo(at: now) }
      return pressed(swipe, at: now)
    case .timerFired(let timer):
      guard timer == awaitedTimer else { return .none }
      return timerFired(timer, at: now)
    case .disappeared:
      return disappeared(at: now)
    }
  }

  // MARK: - Drag

  private mutating func dragChanged(
    screenX: Double, screenY: Double, at now: Double
  ) -> Effects<Timer> {
    guard environment.isEnabled else { return .none }
    let forward = environment.direction.forward(Numbers.saturated(screenX))
    let down = Numbers.saturated(screenY)
    lastTranslationX = forward
    lastTranslationY = down
    switch tracking {
    case .rejected, .waiting:
      return .none
    case .none:
      originX = 0
      originY = 0
      guard !isCardInFlight else {
        tracking = .waiting
        return .none
      }
      tracking = .pending
      return decide(forward: forward, down: down, at: now)
    case .pending:
      return decide(forward: forward, down: down, at: now)
    case .accepted:
      return follow(forward: forward, down: down, at: now)
    }
  }

  /// Takes the drag once it has moved 10 pt, unless it moved mostly vertically (a scroll), or
  /// there is no card or no width to throw.
  private mutating func decide(forward: Double, down: Double, at now: Double) -> Effects<Timer> {
    let dx = Numbers.saturated(forward - originX)
    let dy = Numbers.saturated(down - originY)
    // Squared lengths: huge values overflow to infinity, which still compares correctly.
    let minimum = SwipeCardStackMetrics.minimumDragDistance
    guard dx * dx + dy * dy >= minimum * minimum else { return .none }
    guard abs(dx) >= abs(dy), width > 0, topCard != nil else {
      tracking = .rejected
      return .none
    }
    tracking = .accepted
    // The finger takes the card where it is drawn, even while it springs back.
    grabX = offsetX.value(at: now)
    grabY = offsetY.value(at: now)
    return follow(forward: forward, down: down, at: now)
  }

  /// Moves the top card with the finger in both axes; a light impact marks each time it crosses
  /// the throw threshold onto either side.
  private mutating func follow(forward: Double, down: Double, at now: Double) -> Effects<Timer> {
    let x = position(grab: grabX, translation: forward, origin: originX)
    let y = position(grab: grabY, translation: down, origin: originY)
    offsetX = .resting(at: x, since: now)
    offsetY = .resting(at: y, since: now)
    let armed = armedSide(at: x)
    let wasArmed = armedSwipe
    armedSwipe = armed
    guard let armed, armed != wasArmed else { return .none }
    return Effects(haptic: .lightImpact)
  }

  /// The card's offset for a finger at `translation`: where it was grabbed plus the movement
  /// since the drag counts, finite whatever the numbers.
  private func position(grab: Double, translation: Double, origin: Double) -> Double {
    Numbers.saturated(grab + Numbers.saturated(translation - origin))
  }

  /// The side a card at forward offset `x` is thrown to on release without a flick.
  private func armedSide(at x: Double) -> CardSwipe? {
    guard width > 0 else { return nil }
    if x > throwDistance { return .like }
    if x < -throwDistance { return .pass }
    return nil
  }

  private mutating func dragEnded(
    screenX: Double, screenY: Double, predictedX: Double, predictedY: Double, at now: Double
  ) -> Effects<Timer> {
    let wasAccepted = tracking == .accepted
    tracking = .none
    guard wasAccepted else { return .none }
    guard environment.isEnabled, topCard != nil else { return springBack(at: now) }
    let direction = environment.direction
    let forward = direction.forward(Numbers.saturated(screenX))
    let down = Numbers.saturated(screenY)
    let predictedForward =
      predictedX.isNaN ? forward : direction.forward(Numbers.saturated(predictedX))
    let predictedDown = predictedY.isNaN ? down : Numbers.saturated(predictedY)
    let x = position(grab: grabX, translation: forward, origin: originX)
    let y = position(grab: grabY, translation: down, origin: originY)
    let predicted = position(grab: grabX, translation: predictedForward, origin: originX)
    offsetX = .resting(at: x, since: now)
    offsetY = .resting(at: y, since: now)
    guard let swipe = releaseOutcome(x: x, predicted: predicted) else { return springBack(at: now) }
    let horizon = SwipeCardStackMetrics.predictionHorizon
    let speed = SwipeCardStackMetrics.maximumReleaseSpeed
    let velocityX = Numbers.clamped(Numbers.saturated(predicted - x) / horizon, to: -speed...speed)
    let velocityY = Numbers.clamped(
      Numbers.saturated(predictedDown - down) / horizon, to: -speed...speed)
    return throwTop(swipe, velocityX: velocityX, velocityY: velocityY, at: now)
  }

  /// Where a card released at forward offset `x` with a predicted end at `predicted` goes: thrown
  /// past 35 % of the width or on a flick past 80 %, in the direction of its sign; back when it
  /// falls short, when there is no width, or when a flick points the other way.
  ///
  /// Only a flick overrules where the card is: a card past 35 % whose predicted end merely falls
  /// back a little (the finger slowed before lifting) is still thrown.
  private func releaseOutcome(x: Double, predicted: Double) -> CardSwipe? {
    guard width > 0, x != 0 else { return nil }
    let isFlick = abs(predicted) > SwipeCardStackMetrics.flickFraction * width
    if isFlick && (predicted > 0) != (x > 0) { return nil }
    guard abs(x) > throwDistance || isFlick else { return nil }
    return x > 0 ? .like : .pass
  }

  /// Springs the top card back to its resting place from where it is drawn.
  private mutating func springBack(at now: Double) -> Effects<Timer> {
    armedSwipe = nil
    let motion = SwipeCardStackMetrics.springBackMotion(reduceMotion: environment.reduceMotion)
    offsetX = offsetX.retargeted(to: 0, motion: motion, at: now)
    offsetY = offsetY.retargeted(to: 0, motion: motion, at: now)
    return Effects(animation: motion)
  }

  // MARK: - Throwing

  /// Handles Like or Pass (a button, an accessibility action or a key): throws the top card as a
  /// flick would, or queues one throw while a card is in flight.
  private mutating func pressed(_ swipe: CardSwipe, at now: Double) -> Effects<Timer> {
    guard canThrow else { return .none }
    guard !isCardInFlight else {
      if queuedSwipe == nil { queuedSwipe = swipe }
      return .none
    }
    return throwTop(swipe, velocityX: 0, velocityY: 0, at: now)
  }

  /// Throws the top card from where it is drawn: it flies on to 1.5 w past its side along the
  /// line it moved on (or fades out with Reduce Motion), the next card takes its place and the
  /// deck moves up.
  private mutating func throwTop(
    _ swipe: CardSwipe, velocityX: Double, velocityY: Double, at now: Double
  ) -> Effects<Timer> {
    guard let top = topCard else { return .none }
    // A throw by a button or an action wins over a finger on the card.
    if tracking == .pending || tracking == .accepted { tracking = .rejected }
    armedSwipe = nil
    thrownIDs.insert(top.id)
    throwCount &+= 1
    if pinnedTop?.id == top.id { pinnedTop = nil }
    let startX = offsetX.value(at: now)
    let startY = offsetY.value(at: now)
    let startOpacity = topOpacity.value(at: now)
    let flight = Numbers.saturated(SwipeCardStackMetrics.flyDistanceFraction * width)
    // On along the line from the resting place through the card, when it moved to its side: to
    // 1.5 w past its side, or on from where it is when the finger took it farther. The line
    // never points more than 45° off the side, so a card released just beside its resting
    // place does not shoot up or down the screen.
    let onItsSide = swipe == .like ? startX > 0 : startX < 0
    let exitX = swipe.forwardSign * (onItsSide ? Swift.max(flight, abs(startX)) : flight)
    let exitY =
      onItsSide && startY != 0
      ? Numbers.clamped(
        Numbers.saturated(startY * Numbers.saturated(abs(exitX) / abs(startX))),
        to: -abs(exitX)...abs(exitX))
      : startY
    let thrown = ThrownCard(card: top, swipe: swipe, exitX: exitX, exitY: exitY)
    let motion: Motion
    let duration: Double
    if environment.reduceMotion {
      motion = SwipeCardStackMetrics.fade
      duration = SwipeCardStackMetrics.fadeDuration
      departure = Departure(
        thrown: thrown, x: .resting(at: startX, since: now), y: .resting(at: startY, since: now),
        opacity: AnimatedValue(from: startOpacity, to: 0, motion: motion, start: now),
        isReported: false)
    } else {
      motion = SwipeCardStackMetrics.flyAway
      duration = SwipeCardStackMetrics.flyAwayDuration
      departure = Departure(
        thrown: thrown,
        x: AnimatedValue(
          from: startX, to: exitX, motion: motion, start: now, initialVelocity: velocityX),
        y: AnimatedValue(
          from: startY, to: exitY, motion: motion, start: now, initialVelocity: velocityY),
        opacity: .resting(at: startOpacity, since: now), isReported: false)
    }
    // The next card takes the top where the deck drew it, one place down, and moves up.
    offsetX = .resting(at: 0, since: now)
    offsetY = .resting(at: 0, since: now)
    topOpacity = .resting(at: 1, since: now)
    let deckMotion = SwipeCardStackMetrics.deckMotion(reduceMotion: environment.reduceMotion)
    deckShift = AnimatedValue(
      from: deckShift.value(at: now) + 1, to: 0, motion: deckMotion, start: now,
      initialVelocity: deckShift.velocity(at: now))
    recomputeVisibleCards()
    cardToFocus = topCard?.id
    return Effects(
      animation: deckMotion, timer: start(.cardLeft, after: duration),
      announcement: SwipeCardStackStrings.announcement(for: swipe))
  }

  /// Reports the card in flight: `onSwipe` once, and Undo may take it back from now on.
  private mutating func reportDeparture() {
    guard var flying = departure, !flying.isReported else { return }
    flying.isReported = true
    departure = flying
    swipeToReport = SwipedCard(id: flying.thrown.card.id, swipe: flying.thrown.swipe)
    if offersUndo { history.append(flying.thrown) }
  }

  private mutating func timerFired(_ timer: Timer, at now: Double) -> Effects<Timer> {
    awaitedTimer = nil
    switch timer.purpose {
    case .cardLeft: reportDeparture()
    case .cardReturned: finishReturn()
    }
    var effects = Effects<Timer>.none
    if let queued = queuedSwipe {
      queuedSwipe = nil
      if canThrow { effects = throwTop(queued, velocityX: 0, velocityY: 0, at: now) }
    }
    if tracking == .waiting, !isCardInFlight {
      // The finger that waited for the card to leave counts from where it is now, so the new
      // top card never jumps under it.
      tracking = .pending
      originX = lastTranslationX
      originY = lastTranslationY
    }
    return effects
  }

  private mutating func start(
    _ purpose: Timer.Purpose, after seconds: Double
  ) -> TimerEffect<Timer> {
    timerGeneration &+= 1
    let timer = Timer(purpose, generation: timerGeneration)
    awaitedTimer = timer
    return .start(timer, after: seconds)
  }

  // MARK: - Undo

  /// Brings the last reported throw back: the card flies back from where it left (or fades in
  /// with Reduce Motion) onto the top of the deck, and the host runs `onUndo` once.
  private mutating func undo(at now: Double) -> Effects<Timer> {
    guard canUndo, let last = history.popLast() else { return .none }
    let id = last.card.id
    thrownIDs.remove(id)
    if tracking == .pending || tracking == .accepted { tracking = .rejected }
    armedSwipe = nil
    // The card comes back; its last flight is over.
    departure = nil
    var index: Int?
    if let recorded = last.card.index, recorded >= 0, recorded < deck.count, deck[recorded] == id {
      index = recorded
    } else {
      index = Self.firstIndex(of: id, in: deck, before: deck.count)
    }
    // Every item before `scanStart` was thrown: the restored id may be one of them, at its
    // recorded place or earlier (a deck may hold an id twice).
    if let earliest = Self.firstIndex(of: id, in: deck, before: Swift.min(scanStart, deck.count)) {
      scanStart = earliest
    } else if let index {
      scanStart = Swift.min(scanStart, index)
    }
    pinnedTop = Card(id: id, index: index)
    isReturning = true
    recomputeVisibleCards()
    let duration: Double
    if environment.reduceMotion {
      duration = SwipeCardStackMetrics.fadeDuration
      offsetX = .resting(at: 0, since: now)
      offsetY = .resting(at: 0, since: now)
      topOpacity = AnimatedValue(
        from: 0, to: 1, motion: SwipeCardStackMetrics.fade, start: now)
    } else {
      duration = SwipeCardStackMetrics.flyBackDuration
      let motion = SwipeCardStackMetrics.flyBack
      offsetX = AnimatedValue(from: last.exitX, to: 0, motion: motion, start: now)
      offsetY = AnimatedValue(from: last.exitY, to: 0, motion: motion, start: now)
      topOpacity = .resting(at: 1, since: now)
    }
    // The cards beneath move one place down, from where they are drawn.
    let deckMotion = SwipeCardStackMetrics.deckMotion(reduceMotion: environment.reduceMotion)
    deckShift = AnimatedValue(
      from: deckShift.value(at: now) - 1, to: 0, motion: deckMotion, start: now,
      initialVelocity: deckShift.velocity(at: now))
    undoToReport = id
    cardToFocus = id
    return Effects(
      animation: deckMotion, timer: start(.cardReturned, after: duration),
      announcement: SwipeCardStackStrings.restored)
  }

  /// The restored card has arrived: it is on top again if the deck holds it first.
  private mutating func finishReturn() {
    isReturning = false
    pinnedTop = nil
    recomputeVisibleCards()
  }

  // MARK: - The deck

  private mutating func itemsChanged(_ ids: [ID], at now: Double) -> Effects<Timer> {
    let oldTop = topCard?.id
    deck = ids
    scanStart = 0
    if let pinned = pinnedTop {
      pinnedTop = Card(
        id: pinned.id, index: Self.firstIndex(of: pinned.id, in: ids, before: ids.count))
    }
    recomputeVisibleCards()
    guard topCard?.id != oldTop else { return .none }
    // The card under the finger or springing back is gone: the new top card rests in place.
    if tracking == .pending || tracking == .accepted { tracking = .rejected }
    armedSwipe = nil
    offsetX = .resting(at: 0, since: now)
    offsetY = .resting(at: 0, since: now)
    topOpacity = .resting(at: 1, since: now)
    return .none
  }

  /// Finds the top card and up to three beneath it: the first items of the deck whose ids have
  /// not been thrown, each id once (the restored card first while it returns).
  ///
  /// The search starts after the run of thrown items at the head of the deck, so throwing card
  /// after card walks the deck once. The cards are written into the buffer of the last search,
  /// so finding them allocates nothing.
  private mutating func recomputeVisibleCards() {
    visibleCards.removeAll(keepingCapacity: true)
    visibleCards.reserveCapacity(SwipeCardStackMetrics.maximumVisibleCards)
    if let pinnedTop { visibleCards.append(pinnedTop) }
    var index = Swift.max(scanStart, 0)
    var headIsThrown = true
    while index < deck.count, visibleCards.count < SwipeCardStackMetrics.maximumVisibleCards {
      let id = deck[index]
      if thrownIDs.contains(id) {
        if headIsThrown { scanStart = index + 1 }
      } else {
        headIsThrown = false
        var isShown = false
        for shown in 0..<visibleCards.count where visibleCards[shown].id == id { isShown = true }
        if !isShown { visibleCards.append(Card(id: id, index: index)) }
      }
      index += 1
    }
  }

  /// The first place of `id` among the first `end` ids, searched through `Array`'s own
  /// subscript: the generic collection algorithms allocate a frame per element read in
  /// unspecialized code.
  private static func firstIndex(of id: ID, in ids: [ID], before end: Int) -> Int? {
    var index = 0
    while index < end {
      if ids[index] == id { return index }
      index += 1
    }
    return nil
  }

  // MARK: - Size, environment, disappearing

  private mutating func sizeChanged(
    width newWidth: Double, height newHeight: Double, at now: Double
  ) -> Effects<Timer> {
    width = Numbers.length(newWidth)
    height = Numbers.length(newHeight)
    guard tracking == .pending || tracking == .accepted else { return .none }
    guard width > 0 else {
      // With no width drags do nothing: the one in progress is dropped.
      tracking = .rejected
      armedSwipe = nil
      offsetX = .resting(at: 0, since: now)
      offsetY = .resting(at: 0, since: now)
      return .none
    }
    if tracking == .accepted { armedSwipe = armedSide(at: offsetX.to) }
    return .none
  }

  private mutating func environmentChanged(
    to newEnvironment: BlockEnvironment, at now: Double
  ) -> Effects<Timer> {
    let wasEnabled = environment.isEnabled
    environment = newEnvironment
    guard wasEnabled, !newEnvironment.isEnabled else { return .none }
    // Disabled: a card in flight is reported at once, the queued throw and the drag are
    // dropped, and nothing waits for a timer.
    var effects = Effects<Timer>.none
    reportDeparture()
    if isReturning { finishReturn() }
    queuedSwipe = nil
    if tracking == .accepted { effects = springBack(at: now) }
    if tracking != .none { tracking = .rejected }
    if awaitedTimer != nil {
      awaitedTimer = nil
      effects.timer = .cancel
    }
    return effects
  }

  /// Handles the view going away: a card in flight reports now, once, since no later timer can;
  /// everything else comes to rest.
  private mutating func disappeared(at now: Double) -> Effects<Timer> {
    reportDeparture()
    departure = nil
    isReturning = false
    pinnedTop = nil
    queuedSwipe = nil
    tracking = .none
    armedSwipe = nil
    awaitedTimer = nil
    offsetX = .resting(at: 0, since: now)
    offsetY = .resting(at: 0, since: now)
    topOpacity = .resting(at: 1, since: now)
    deckShift = .resting(at: 0, since: now)
    recomputeVisibleCards()
    return Effects(timer: .cancel)
  }
}

/// The app's items behind the stack's thrown cards, kept so that `onSwipe` and `onUndo` get them
/// and a restored card can still be drawn.
///
/// The machine speaks in ids; the app's callbacks want its items. An item is kept from the moment
/// its card is thrown, as the deck holds it then, so `onSwipe` gets it even when the app has
/// removed it by the time the card has left, and Undo gives it back and draws it even when the
/// deck no longer holds it. Only what can still be drawn or handed back is kept: the card in
/// flight, the throws Undo can take back, and restored cards the deck does not hold.
///
/// The host calls ``update(after:deck:)`` after every event, with the machine as the event left
/// it and the app's latest items, and runs the callbacks the report names.
nonisolated public struct SwipeCardStackThrownItems<Item: Identifiable> where Item.ID: Sendable {
  /// The machine whose throws the items belong to.
  public typealias Machine = SwipeCardStackMachine<Item.ID>

  /// What the host hands the app after one event.
  public struct Report {
    /// The item to pass to `onSwipe`, and which way it was thrown, or `nil`.
    public var swiped: (item: Item, swipe: CardSwipe)?
    /// The item to pass to `onUndo`, or `nil`.
    public var restored: Item?
  }

  /// The kept items, by id.
  public private(set) var items: [Item.ID: Item] = [:]
  /// The number of the throw whose item was kept last (``Machine/throwCount``): each throw's
  /// item is looked for once, and a card thrown again after Undo is a new throw.
  private var keptThrow = 0

  /// No items kept: a stack that has thrown nothing.
  public init() {}

  /// Keeps the item of a card just thrown, names the items the app must hear about, and lets go
  /// of the ones nothing can draw or hand back any more.
  ///
  /// - Parameters:
  ///   - machine: The machine after the event.
  ///   - deck: The app's items now, top first.
  /// - Returns: The items `onSwipe` and `onUndo` get after this event.
  public mutating func update(after machine: Machine, deck: [Item]) -> Report {
    if let departure = machine.departure, machine.throwCount != keptThrow {
      keptThrow = machine.throwCount
      keep(departure.thrown.card, from: deck)
    }
    var report = Report()
    if let swiped = machine.swipeToReport, let item = items[swiped.id] {
      report.swiped = (item, swiped.swipe)
    }
    if let restored = machine.undoToReport, let item = items[restored] {
      report.restored = item
    }
    let needed =
      (machine.offersUndo ? machine.history.count : 0)
      + SwipeCardStackMetrics.maximumVisibleCards + 1
    if items.count > needed { trim(machine) }
    return report
  }

  /// The item `card` shows: the deck's item where the machine saw it, or the kept one.
  public func item(for card: Machine.Card, in deck: [Item]) -> Item? {
    Self.item(where: card, in: deck) ?? items[card.id]
  }

  /// Keeps the item of `card`, which was on top when it was thrown: one read where the machine
  /// saw it, a search when the app has moved it since, or the item kept before when the deck no
  /// longer holds it.
  private mutating func keep(_ card: Machine.Card, from deck: [Item]) {
    if let item = Self.item(where: card, in: deck) ?? deck.first(where: { $0.id == card.id }) {
      items[card.id] = item
    }
  }

  /// The deck's item at the index where the machine saw `card`, if it is still that card.
  private static func item(where card: Machine.Card, in deck: [Item]) -> Item? {
    guard let index = card.index, deck.indices.contains(index), deck[index].id == card.id else {
      return nil
    }
    return deck[index]
  }

  /// Keeps only the items of the card in flight, the throws Undo can take back, and the cards
  /// drawn that the deck does not hold.
  private mutating func trim(_ machine: Machine) {
    var needed = Set<Item.ID>()
    if machine.offersUndo { needed.formUnion(machine.history.lazy.map { $0.card.id }) }
    if let departure = machine.departure { needed.insert(departure.thrown.card.id) }
    for card in machine.visibleCards where card.index == nil { needed.insert(card.id) }
    items = items.filter { needed.contains($0.key) }
  }
}

/// Every number of the Swipe Card Stack's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this enum alone. The look is the view's, in
/// `SwipeCardStack.swift`, and reaches the layout as a ``SwipeCardStackLook``.
nonisolated public enum SwipeCardStackMetrics {
  /// How far a drag must move, in points, before the stack decides whether it is a throw or a
  /// scroll.
  public static let minimumDragDistance = 10.0

  /// The top card's rotation, in degrees, when it has moved half its width: it turns by
  /// 12° × x ÷ (w ÷ 2).
  public static let rotationPerHalfWidth = 12.0

  /// The largest rotation of a card either way, in degrees.
  public static let maximumRotation = 15.0

  /// The fraction of the card's width over which a stamp fades in: its opacity is
  /// min(|x| ÷ (0.25 w), 1).
  public static let stampFadeFraction = 0.25

  /// A released card is thrown when it has moved more than this fraction of its width.
  public static let throwFraction = 0.35

  /// A released card is thrown when its predicted end is more than this fraction of its width
  /// away (a flick).
  public static let flickFraction = 0.8

  /// A thrown card flies on until it is this many widths past its resting place.
  public static let flyDistanceFraction = 1.5

  /// How far ahead a gesture's predicted end translation looks, in seconds: the release velocity
  /// is (predicted − translation) ÷ this.
  ///
  /// UIKit projects a release with the normal deceleration rate of 0.998 per millisecond, which
  /// puts the predicted end velocity × 0.998 ÷ 0.002 ms ≈ 0.5 s ahead.
  public static let predictionHorizon = 0.5

  /// The fastest a thrown card starts its flight, in points per second, however far the
  /// gesture predicted its end: an infinite prediction must not start a spring that takes
  /// seconds to settle off screen.
  public static let maximumReleaseSpeed = 10_000.0

  /// A released card that is not thrown springs back with this motion.
  public static let springBack = Motion.spring(duration: 0.4, bounce: 0.35)

  /// The spring back with Reduce Motion: the same duration without the bounce.
  public static let reducedSpringBack = Motion.spring(duration: 0.4, bounce: 0)

  /// A thrown card flies away with this spring, starting at the release velocity.
  public static let flyAway = Motion.spring(duration: 0.35, bounce: 0)

  /// How long a thrown card takes to leave, in seconds: when `onSwipe` runs.
  ///
  /// The spring has covered 98.6 % of its way by then (1 − (1 + 2π) e^−2π), so the card is out of
  /// sight when it is reported.
  public static let flyAwayDuration = 0.35

  /// The cards beneath a thrown card move up one place with this spring.
  public static let deckRise = Motion.spring(duration: 0.35, bounce: 0.2)

  /// The deck's move with Reduce Motion: the same duration without the bounce.
  public static let reducedDeckRise = Motion.spring(duration: 0.35, bounce: 0)

  /// Undo flies the last thrown card back from where it left with this spring.
  public static let flyBack = Motion.spring(duration: 0.35, bounce: 0)

  /// How long the card Undo brings back takes to arrive, in seconds.
  public static let flyBackDuration = 0.35

  /// With Reduce Motion a thrown card fades out, and a restored one fades in, with this motion
  /// instead of flying.
  public static let fade = Motion.easeOut(duration: 0.2)

  /// How long the fade lasts, in seconds.
  public static let fadeDuration = 0.2

  /// How many cards are drawn under the top card.
  public static let cardsBeneath = 3

  /// How many cards of the deck a frame draws (and reads) at most: the top card and the cards
  /// beneath it.
  public static let maximumVisibleCards = 4

  /// The motion that puts a released card back: the spring back, without its bounce with
  /// Reduce Motion.
  public static func springBackMotion(reduceMotion: Bool) -> Motion {
    reduceMotion ? reducedSpringBack : springBack
  }

  /// The motion of the cards beneath when the top card leaves or comes back.
  public static func deckMotion(reduceMotion: Bool) -> Motion {
    reduceMotion ? reducedDeckRise : deckRise
  }
}
