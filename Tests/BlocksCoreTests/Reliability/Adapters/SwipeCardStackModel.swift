import BlocksCore

/// How the app changes its items in the harness, worked out from the deck the stack has.
enum SwipeCardStackDeckChange: Hashable, Sendable, CaseIterable {
  /// The same ids again.
  case same
  /// The app removes every item the stack threw, as an app that deletes swiped items does.
  case removeThrown
  /// The first two items go (the top card among them).
  case dropFirstTwo
  /// The deck is reversed.
  case reverse
  /// A deck of ids the stack has never seen.
  case replace
  /// Every id twice.
  case duplicate
  /// No items at all.
  case empty
  /// The first deck again, thrown ids included.
  case original
  /// One new item at the end.
  case appendNew
}

/// What a host does to a swipe card stack besides the generic steps.
enum SwipeCardStackInput: Hashable, Sendable, CustomStringConvertible {
  /// The finger moved to (`x`, `y`) screen points from where it started.
  case drag(x: Double, y: Double)
  /// The finger lifted at (`x`, `y`) with a predicted end of (`predictedX`, `predictedY`).
  case dragEnded(x: Double, y: Double, predictedX: Double, predictedY: Double)
  /// The system cancelled the drag.
  case dragCancelled
  /// The Like button or action.
  case like
  /// The Pass button or action.
  case pass
  /// The Undo button or action.
  case undo
  /// A key on the focused stack.
  case key(SwipeCardStackKey)
  /// The app changed its items.
  case items(SwipeCardStackDeckChange)
  /// The top card was measured.
  case size(width: Double, height: Double)
  /// The app started or stopped offering Undo.
  case offersUndo(Bool)

  var description: String {
    switch self {
    case .drag(let x, let y): "drag(\(x), \(y))"
    case .dragEnded(let x, let y, let px, let py): "dragEnded(\(x), \(y), predicted \(px), \(py))"
    case .dragCancelled: "dragCancelled"
    case .like: "like"
    case .pass: "pass"
    case .undo: "undo"
    case .key(let key): "key(\(key))"
    case .items(let change): "items(\(change))"
    case .size(let width, let height): "size(\(width), \(height))"
    case .offersUndo(let offered): "offersUndo(\(offered))"
    }
  }
}

/// The swipe card stack's machine is checked through ``SwipeCardStackModel``.
extension SwipeCardStackMachine: ModeledMachine {
  static var model: any ModelAdapter.Type { SwipeCardStackModel.self }
}

/// The Swipe Card Stack in the reliability harness.
///
/// It has no callback effect: `onSwipe` and `onUndo` are outputs of the machine
/// (``SwipeCardStackMachine/swipeToReport`` and ``SwipeCardStackMachine/undoToReport``), which
/// this adapter watches on every event. Its rules: every thrown card is reported exactly once, by
/// id and with the way it was thrown, only once it has left (a timer) or the stack went away or
/// was disabled (never on the user's own input); Undo reports exactly the last reported throw and
/// puts that card on top; Like and Pass queue at most one throw per card in flight; the top card
/// is the first item of the deck that has not been thrown; and the layout is finite and within
/// its bounds whatever the deck, the size and the translations.
struct SwipeCardStackModel: ModelAdapter {
  typealias Machine = SwipeCardStackMachine<Int>
  typealias Input = SwipeCardStackInput

  static let name = "swipe-card-stack"

  /// The machine under test; every event the harness sends passes through it, so the rules are
  /// checked on each of them.
  var machine: SwipeCardStackMachine<Int> {
    didSet { observe(from: oldValue) }
  }
  /// The event of the input being delivered, until the machine has handled it; `nil` while a
  /// generic event (a timer, the environment, disappearing) is delivered.
  private var pendingEvent: SwipeCardStackMachine<Int>.Event?
  /// The first break of a rule, kept until the harness checks the invariants.
  private var problem: String?
  /// Thrown cards not reported yet, with the way they were thrown.
  private var unreported: [(id: Int, swipe: CardSwipe)] = []
  /// Reported throws Undo may take back, oldest first.
  private var reported: [Int] = []
  /// How many throws have started: what a gesture commits to.
  private var throwsStarted = 0
  /// Whether Like or Pass was pressed while the current card was in flight (it may start one
  /// queued throw when the card has left).
  private var queuedPress = false
  /// The deck the configuration started with.
  private let originalDeck: [Int]
  /// The next id never used.
  private var nextID = 1_000

  init(
    deck: [Int] = [1, 2, 3, 4, 5], offersUndo: Bool = true, width: Double = 320,
    height: Double = 420, environment: BlockEnvironment = BlockEnvironment()
  ) {
    originalDeck = deck
    machine = SwipeCardStackMachine(
      items: deck, offersUndo: offersUndo, environment: environment)
    _ = machine.send(.sizeChanged(width: width, height: height), at: 0)
  }

  init<R: RandomNumberGenerator>(configurationFrom random: inout R) {
    let decks: [[Int]] = [
      [], [1], [1, 2], [1, 2, 3], [1, 2, 3, 4, 5, 6, 7, 8], [1, 1, 2, 2, 3], [5, 4, 3, 2, 1],
    ]
    let environment = BlockEnvironment(
      reduceMotion: Bool.random(using: &random),
      isEnabled: Int.random(in: 0..<5, using: &random) != 0,
      direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft)
    self.init(
      deck: decks[Int.random(in: 0..<decks.count, using: &random)],
      offersUndo: Int.random(in: 0..<4, using: &random) != 0,
      width: HostileNumbers.length(typical: 200...500, using: &random),
      height: HostileNumbers.length(typical: 200...600, using: &random), environment: environment)
  }

  static var exhaustiveConfigurations: [SwipeCardStackModel] {
    [
      SwipeCardStackModel(deck: [1, 2, 3]),
      SwipeCardStackModel(deck: [1, 2], environment: BlockEnvironment(reduceMotion: true)),
    ]
  }

  var configurationDescription: String {
    "deck \(originalDeck), offers undo \(machine.offersUndo), width \(machine.width), "
      + "height \(machine.height)"
  }

  static func randomInput<R: RandomNumberGenerator>(using random: inout R) -> SwipeCardStackInput {
    func x() -> Double { HostileNumbers.translation(reach: 600, using: &random) }
    func y() -> Double {
      Bool.random(using: &random) ? 0 : HostileNumbers.translation(reach: 200, using: &random)
    }
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<33: return .drag(x: x(), y: y())
    case 33..<48:
      let endX = x()
      let endY = y()
      let predictedX =
        Bool.random(using: &random) ? endX * Double.random(in: -1...4, using: &random) : x()
      return .dragEnded(x: endX, y: endY, predictedX: predictedX, predictedY: y())
    case 48..<54: return .dragCancelled
    case 54..<62: return .like
    case 62..<70: return .pass
    case 70..<78: return .undo
    case 78..<83: return .key(pick(SwipeCardStackKey.allCases))
    case 83..<93: return .items(pick(SwipeCardStackDeckChange.allCases))
    case 93..<98:
      return .size(
        width: HostileNumbers.length(typical: 0...500, using: &random),
        height: HostileNumbers.length(typical: 0...600, using: &random))
    default: return .offersUndo(Bool.random(using: &random))
    }
  }

  var smallAlphabet: [ModelStep<SwipeCardStackInput>] {
    // At 320 pt the throw threshold is 112 pt: 200 pt is past it.
    [
      .input(.drag(x: 200, y: 0)),
      .input(.dragEnded(x: 200, y: 0, predictedX: 200, predictedY: 0)),
      .input(.dragCancelled), .input(.like), .input(.undo), .input(.items(.removeThrown)),
      .fireDue, .toggleEnabled, .disappear,
    ]
  }

  static let releaseInputs: [SwipeCardStackInput] = [.dragCancelled]
  static let cancelInputs: [SwipeCardStackInput] = [.dragCancelled]

  mutating func event(for input: SwipeCardStackInput) -> SwipeCardStackMachine<Int>.Event? {
    let event: SwipeCardStackMachine<Int>.Event
    switch input {
    case .drag(let x, let y): event = .dragChanged(translationX: x, translationY: y)
    case .dragEnded(let x, let y, let px, let py):
      event = .dragEnded(translationX: x, translationY: y, predictedX: px, predictedY: py)
    case .dragCancelled: event = .dragCancelled
    case .like: event = .likePressed
    case .pass: event = .passPressed
    case .undo: event = .undoPressed
    case .key(let key): event = .keyPressed(key)
    case .items(let change): event = .itemsChanged(deck(after: change))
    case .size(let width, let height): event = .sizeChanged(width: width, height: height)
    case .offersUndo(let offered): event = .undoAvailabilityChanged(offered)
    }
    pendingEvent = event
    return event
  }

  /// The app's new items after `change` to the deck the machine has.
  private mutating func deck(after change: SwipeCardStackDeckChange) -> [Int] {
    let deck = machine.deck
    switch change {
    case .same: return deck
    case .removeThrown: return deck.filter { !machine.thrownIDs.contains($0) }
    case .dropFirstTwo: return Array(deck.dropFirst(2))
    case .reverse: return deck.reversed()
    case .replace:
      let fresh = Array(nextID..<nextID + 4)
      nextID += 4
      return fresh
    case .duplicate: return deck + deck
    case .empty: return []
    case .original: return originalDeck
    case .appendNew:
      nextID += 1
      return deck + [nextID - 1]
    }
  }

  /// Checks the rules on the event that turned `old` into ``machine``.
  private mutating func observe(from old: SwipeCardStackMachine<Int>) {
    let event = pendingEvent
    pendingEvent = nil
    let on = event.map { "\($0)" } ?? "a timer, the environment or disappearing"
    func broken(_ rule: String) {
      if problem == nil { problem = "\(rule) (on \(on))" }
    }
    let new = machine
    // A press of Like or Pass while a card is in flight may queue one throw.
    if old.isCardInFlight, old.canThrow, Self.isThrowPress(event, direction: old.environment) {
      queuedPress = true
    }
    // Reports come first: a timer reports the card that left, then may start the queued throw.
    if let report = new.swipeToReport {
      if event != nil { broken("\(report) reported on the user's own input, before it left") }
      if let position = unreported.firstIndex(where: { $0.id == report.id }) {
        if unreported[position].swipe != report.swipe {
          broken("card \(report.id) thrown \(unreported[position].swipe) reported \(report.swipe)")
        }
        unreported.remove(at: position)
        reported.append(report.id)
      } else {
        broken("card \(report.id) reported without an unreported throw (\(unreported))")
      }
    }
    let oldFlying = old.departure.flatMap { $0.isReported ? nil : $0.thrown.card.id }
    let newFlying = new.departure.flatMap { $0.isReported ? nil : $0.thrown.card.id }
    // Disabled under a card in flight, the stack reports it at once: nothing flies on unseen.
    if old.environment.isEnabled, !new.environment.isEnabled, let newFlying {
      broken("card \(newFlying) still in flight after the stack was disabled")
    }
    let started =
      new.departure.map { !$0.isReported && $0 != old.departure && newFlying != nil } == true
    if let oldFlying, newFlying != oldFlying || started,
      unreported.contains(where: { $0.id == oldFlying })
    {
      broken("card \(oldFlying) stopped flying without its report")
    }
    if started, let departure = new.departure {
      throwsStarted += 1
      unreported.append((departure.thrown.card.id, departure.thrown.swipe))
      if old.thrownIDs.contains(departure.thrown.card.id) {
        broken("card \(departure.thrown.card.id) thrown twice")
      }
      // A restored card the deck does not hold leaves the top when it arrives: the queued
      // throw then takes the card that is on top once the return is over.
      let top = old.isReturning && event == nil ? Self.firstUnthrown(in: old) : old.topCard?.id
      if top != departure.thrown.card.id, old.topCard?.id != departure.thrown.card.id {
        broken("threw \(departure.thrown.card.id), not the top card \(String(describing: top))")
      }
      if !old.environment.isEnabled || !new.environment.isEnabled {
        broken("a card was thrown while disabled")
      }
      if event == nil {
        // Only the queue throws without an input: one queued press, once the card has left.
        if !queuedPress { broken("a throw started by itself, with no press queued") }
      }
      queuedPress = false
    } else if old.isCardInFlight, !new.isCardInFlight {
      // The card in flight has left or was interrupted: its queue is spent.
      queuedPress = false
    }
    if unreported.count > 1 { broken("\(unreported.count) cards in flight at once") }
    if let restored = new.undoToReport {
      if !old.canUndo { broken("Undo reported \(restored) though it could not undo") }
      switch event {
      case .undoPressed?, .keyPressed(.undo)?: break
      default: broken("Undo reported \(restored) without an undo")
      }
      if reported.last != restored {
        broken(
          "Undo restored \(restored), not the last thrown card \(String(describing: reported.last))"
        )
      } else {
        reported.removeLast()
      }
      if new.topCard?.id != restored {
        broken("the restored card \(restored) is not on top (\(String(describing: new.topCard)))")
      }
    }
    // VoiceOver's focus moves to the card that takes the top on a throw or an Undo, only then.
    if let focus = new.cardToFocus {
      if focus != new.topCard?.id {
        broken("focus moves to \(focus), not the top card \(String(describing: new.topCard?.id))")
      }
      if !started, new.undoToReport == nil {
        broken("focus moves to \(focus) with no throw or Undo")
      }
    } else if started, let top = new.topCard?.id {
      broken("card \(top) takes the top after a throw, but focus stays")
    } else if let restored = new.undoToReport {
      broken("card \(restored) comes back, but focus stays")
    }
  }

  /// The first id of `machine`'s deck that has not been thrown.
  private static func firstUnthrown(in machine: SwipeCardStackMachine<Int>) -> Int? {
    machine.deck.first { !machine.thrownIDs.contains($0) }
  }

  /// Whether `event` asks to throw the top card (Like, Pass or an arrow key).
  private static func isThrowPress(
    _ event: SwipeCardStackMachine<Int>.Event?, direction environment: BlockEnvironment
  ) -> Bool {
    switch event {
    case .likePressed?, .passPressed?: true
    case .keyPressed(let key)?: key.swipe(in: environment.direction) != nil
    default: false
    }
  }

  static let strayTimers: [SwipeCardStackMachine<Int>.Timer] = [
    .init(.cardLeft, generation: 0), .init(.cardReturned, generation: 0),
    .init(.cardLeft, generation: -1), .init(.cardReturned, generation: Int.max),
    .init(.cardLeft, generation: Int.min),
  ]

  var isAsync: Bool { false }
  var environment: BlockEnvironment { machine.environment }
  var isCommitted: Bool { false }
  /// What a gesture commits to is a throw: a cancelled drag never throws.
  var gestureOutcome: AnyHashable { AnyHashable(throwsStarted) }
  var isAwaitingWork: Bool { false }

  /// The top card's forward offset; none while a restored card returns, since the queued throw
  /// that may start when it arrives hands it to the departure, which goes on drawing it from
  /// there, and the card beneath takes the top at rest.
  func drawnValue(at time: Double) -> Double? {
    machine.isReturning ? nil : machine.offsetX(at: time)
  }

  static func hasString(_ key: String) -> Bool {
    SwipeCardStackStrings.table.entries(in: .english)[key] != nil
  }

  func brokenInvariant(at now: Double) -> String? {
    if let problem { return problem }
    if machine.isAtRest, !unreported.isEmpty {
      return "at rest with thrown cards never reported: \(unreported)"
    }
    if let flying = unreported.first,
      machine.departure.map({ !$0.isReported && $0.thrown.card.id == flying.id }) != true
    {
      return "card \(flying.id) is unreported but not in flight"
    }
    if machine.queuedSwipe != nil, !machine.isCardInFlight {
      return "a throw is queued with no card in flight"
    }
    if machine.awaitedTimer != nil, !machine.isCardInFlight {
      return "timer \(String(describing: machine.awaitedTimer)) runs with no card in flight"
    }
    if machine.isCardInFlight, machine.awaitedTimer == nil {
      return "a card is in flight but no timer will land it"
    }
    if let problem = deckProblem() { return problem }
    return layoutProblem(at: now)
  }

  /// The top card and the cards beneath against the deck, worked out here from the deck and the
  /// thrown ids.
  private func deckProblem() -> String? {
    let cards = machine.visibleCards
    if cards.count > SwipeCardStackMetrics.maximumVisibleCards {
      return "\(cards.count) visible cards"
    }
    var seen: [Int] = []
    for card in cards {
      if seen.contains(card.id) { return "card \(card.id) shown twice: \(cards)" }
      seen.append(card.id)
      if machine.thrownIDs.contains(card.id) { return "thrown card \(card.id) is shown" }
      if let index = card.index,
        !(machine.deck.indices.contains(index) && machine.deck[index] == card.id)
      {
        return "card \(card.id) at index \(index), but the deck holds \(machine.deck)"
      }
    }
    // While Undo brings a card back it is on top, whatever the deck holds.
    let restored = machine.isReturning ? cards.first?.id : nil
    if machine.isReturning, restored == nil { return "Undo brings no card back" }
    var expected = restored.map { [$0] } ?? []
    for id in machine.deck where !machine.thrownIDs.contains(id) && !expected.contains(id) {
      if expected.count == SwipeCardStackMetrics.maximumVisibleCards { break }
      expected.append(id)
    }
    let shown = cards.map(\.id)
    if shown != expected {
      return "the deck shows \(shown); the first unthrown ids are \(expected)"
    }
    return nil
  }

  private func layoutProblem(at now: Double) -> String? {
    let layout = SwipeCardStackLayout(
      machine, likeTint: SystemColor.greenLight, passTint: SystemColor.redLight, at: now)
    let width = machine.width
    guard width.isFinite, width >= 0, machine.height.isFinite, machine.height >= 0 else {
      return "size \(width) × \(machine.height)"
    }
    guard machine.animationEnd.isFinite || machine.animationEnd == -.infinity else {
      return "animation end \(machine.animationEnd)"
    }
    if layout.cards.count > SwipeCardStackMetrics.maximumVisibleCards + 1 {
      return "\(layout.cards.count) cards drawn"
    }
    let reduceMotion = machine.environment.reduceMotion
    for card in layout.cards {
      let numbers = [
        card.offsetX, card.offsetY, card.rotation, card.scale, card.opacity,
        card.likeStampOpacity, card.nopeStampOpacity, card.zIndex,
      ]
      if numbers.contains(where: { !$0.isFinite }) { return "a number is not finite: \(card)" }
      if abs(card.rotation) > SwipeCardStackMetrics.maximumRotation {
        return "rotation \(card.rotation)"
      }
      if reduceMotion, card.rotation != 0 { return "a rotation with Reduce Motion: \(card)" }
      if width == 0, card.rotation != 0 || card.likeStampOpacity != 0 || card.nopeStampOpacity != 0
      {
        return "a card without width rotates or stamps: \(card)"
      }
      for opacity in [card.opacity, card.likeStampOpacity, card.nopeStampOpacity]
      where !(0...1).contains(opacity) {
        return "an opacity of \(opacity): \(card)"
      }
      if card.likeStampOpacity > 0, card.nopeStampOpacity > 0 { return "both stamps show: \(card)" }
      if !(0.8...1.05).contains(card.scale) { return "scale \(card.scale): \(card)" }
    }
    if layout.cards.filter(\.isTop).count > 1 { return "two top cards" }
    if layout.topCard.map({ $0.id == machine.topCard?.id }) == false {
      return "the drawn top card is not the machine's"
    }
    if !layout.overhang.isFinite { return "overhang \(layout.overhang)" }
    let hasTop = machine.topCard != nil
    if layout.showsEmptyState == hasTop { return "empty state \(layout.showsEmptyState)" }
    for button in [layout.likeButton, layout.passButton] {
      if button.isEnabled != (hasTop && machine.environment.isEnabled) {
        return "Like or Pass takes presses: \(button.isEnabled), top card \(hasTop)"
      }
      if button.opacity != (hasTop ? 1 : SwipeCardStackLook.standard.dimmedButtonOpacity) {
        return "Like or Pass opacity \(button.opacity) with top card \(hasTop)"
      }
    }
    if layout.undoButton.isShown != machine.offersUndo { return "Undo shown wrongly" }
    if machine.isCardInFlight, layout.undoButton.isEnabled || layout.undoButton.opacity == 1 {
      return "Undo is not dimmed while a card is in flight"
    }
    if width == 0, layout.acceptsDrag { return "accepts drags without a width" }
    let accessibility = SwipeCardStackAccessibility(machine)
    let enabled = machine.environment.isEnabled
    if accessibility.isDimmed == enabled {
      return "dimmed \(accessibility.isDimmed), enabled \(enabled)"
    }
    if !enabled,
      accessibility.offersLikeAction || accessibility.offersPassAction
        || accessibility.offersUndoAction || layout.acceptsDrag
    {
      return "an action or a drag is offered while disabled"
    }
    if accessibility.offersUndoAction, !machine.offersUndo || machine.isCardInFlight {
      return "Undo offered without onUndo or while a card is in flight"
    }
    return nil
  }
}
