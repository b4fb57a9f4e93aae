nonisolated extension SwipeCardStackLayout {
  /// The colors that keep the stamps and symbols legible on the stack's two tints.
  ///
  /// Deciding them takes four contrast computations; a view decides them once per update and
  /// draws every frame of the update with them.
  public struct Foregrounds: Hashable, Sendable {
    /// The "LIKE" text on the like tint (text: at least 4.5:1).
    public var likeStamp: ContrastForeground
    /// The "NOPE" text on the pass tint (text: at least 4.5:1).
    public var nopeStamp: ContrastForeground
    /// The heart on the Like button (a graphic: at least 3:1).
    public var likeSymbol: ContrastForeground
    /// The cross on the Pass button (a graphic: at least 3:1).
    public var passSymbol: ContrastForeground

    /// The foregrounds on the resolved like and pass tints.
    public init(likeTint: RGBColor, passTint: RGBColor) {
      likeStamp = ContrastForeground.on(likeTint, minimum: ContrastForeground.textMinimum)
      nopeStamp = ContrastForeground.on(passTint, minimum: ContrastForeground.textMinimum)
      likeSymbol = ContrastForeground.on(likeTint)
      passSymbol = ContrastForeground.on(passTint)
    }
  }

  /// One card a frame draws, and where.
  public struct DrawnCard: Hashable, Sendable {
    /// The id of the card's item.
    public var id: ID
    /// The item's index in the deck, which the host reads to draw it; `nil` for the card flying
    /// away and for a card the deck no longer holds, which the host draws from the item it kept
    /// when the card was thrown (the app may remove a thrown item while it is still drawn).
    public var index: Int?
    /// The card's place in the deck: 0 for the top card, 1 to 3 for the cards beneath; the
    /// card flying away is 0 too.
    public var depth: Int
    /// Whether this is the top card: the one that follows the finger, takes touches and is the
    /// accessibility element.
    public var isTop: Bool
    /// Whether this is the card flying away (or fading out) above the deck.
    public var isLeaving: Bool
    /// Horizontal offset in layout points, positive toward the trailing side (forward).
    public var offsetX: Double
    /// Vertical offset in points, positive downward.
    public var offsetY: Double
    /// Rotation in degrees, clockwise on screen: already mirrored in right-to-left layouts,
    /// where a forward drag turns the card the other way.
    public var rotation: Double
    /// Scale around the card's center: 1 − the look's depth step (0.05) × its depth.
    public var scale: Double
    /// Opacity.
    public var opacity: Double
    /// The opacity of the "LIKE" stamp on the forward side.
    public var likeStampOpacity: Double
    /// The opacity of the "NOPE" stamp on the backward side.
    public var nopeStampOpacity: Double
    /// Drawing order: higher draws on top.
    public var zIndex: Double
    /// Whether the card takes touches (only the top card does).
    public var allowsHitTesting: Bool
    /// Whether the card is hidden from assistive technologies (every card but the top one).
    public var isAccessibilityHidden: Bool

    // Written out, rather than synthesized, so the inlinable layout can build cards.
    @usableFromInline init(
      id: ID, index: Int?, depth: Int, isTop: Bool, isLeaving: Bool, offsetX: Double,
      offsetY: Double, rotation: Double, scale: Double, opacity: Double,
      likeStampOpacity: Double, nopeStampOpacity: Double, zIndex: Double,
      allowsHitTesting: Bool, isAccessibilityHidden: Bool
    ) {
      self.id = id
      self.index = index
      self.depth = depth
      self.isTop = isTop
      self.isLeaving = isLeaving
      self.offsetX = offsetX
      self.offsetY = offsetY
      self.rotation = rotation
      self.scale = scale
      self.opacity = opacity
      self.likeStampOpacity = likeStampOpacity
      self.nopeStampOpacity = nopeStampOpacity
      self.zIndex = zIndex
      self.allowsHitTesting = allowsHitTesting
      self.isAccessibilityHidden = isAccessibilityHidden
    }
  }

  /// The cards a frame draws, stored in place: at most the top card, three beneath it and the
  /// card flying away.
  ///
  /// A fixed number of slots instead of an array, so laying out a frame allocates nothing.
  public struct DrawnCards: RandomAccessCollection, Hashable, Sendable {
    // Five slots, filled in order; the ones past `count` stay empty, so the synthesized
    // equality compares the drawn cards only.
    @usableFromInline var slot0: DrawnCard?
    @usableFromInline var slot1: DrawnCard?
    @usableFromInline var slot2: DrawnCard?
    @usableFromInline var slot3: DrawnCard?
    @usableFromInline var slot4: DrawnCard?
    @usableFromInline var drawnCount = 0

    /// How many cards are drawn.
    @inlinable public var count: Int { drawnCount }

    /// No cards.
    @inlinable public init() {}

    /// The first slot.
    @inlinable public var startIndex: Int { 0 }
    /// One past the last drawn card.
    @inlinable public var endIndex: Int { drawnCount }

    /// The card at `position`, back to front.
    @inlinable public subscript(position: Int) -> DrawnCard {
      let card: DrawnCard?
      switch position {
      case 0: card = slot0
      case 1: card = slot1
      case 2: card = slot2
      case 3: card = slot3
      case 4: card = slot4
      default: card = nil
      }
      // Every slot below `count` is filled, and none past it.
      guard let card, position < drawnCount else {
        preconditionFailure("card index out of range")
      }
      return card
    }

    /// Adds `card` in front of the others; a card past the capacity is dropped (the layout
    /// never builds one).
    @inlinable mutating func append(_ card: DrawnCard) {
      switch count {
      case 0: slot0 = card
      case 1: slot1 = card
      case 2: slot2 = card
      case 3: slot3 = card
      case 4: slot4 = card
      default: return
      }
      drawnCount += 1
    }
  }

  /// One of the buttons under the deck.
  public struct ButtonState: Hashable, Sendable {
    /// Whether the button is shown (Undo only when the app offers it).
    public var isShown: Bool
    /// Whether a press would do something now (the disabled environment included).
    public var isEnabled: Bool
    /// The button's own opacity: dimmed when the deck or a card in flight leaves it nothing to
    /// do; a disabled stack dims as a whole through ``SwipeCardStackLayout/opacity`` instead.
    public var opacity: Double

    // Written out, rather than synthesized, so the inlinable layout can build buttons.
    @usableFromInline init(isShown: Bool, isEnabled: Bool, opacity: Double) {
      self.isShown = isShown
      self.isEnabled = isEnabled
      self.opacity = opacity
    }
  }
}

/// How the swipe card stack looks: the view's plain values, drawn by the layout.
///
/// Behaviour (the throw and flick thresholds, the tilt, the motions, how many cards are drawn)
/// stays in the machine; these only change what a frame shows.
nonisolated public struct SwipeCardStackLook: Hashable, Sendable {
  /// How much smaller each card beneath is than the one above it: card k is scaled by
  /// 1 − step × k; in [0, 0.2], so the deepest drawn card keeps a size.
  public var depthScaleStep: Double
  /// How far down each card beneath is moved from the one above it, in points; at least 0.
  public var depthOffsetStep: Double
  /// The diameter of the Pass, Undo and Like buttons, in points; at least 44, the smallest
  /// target a finger can hit.
  public var buttonDiameter: Double
  /// The opacity of a button that takes no press, in [0, 1].
  public var dimmedButtonOpacity: Double

  /// A look; a number that is not finite is the standard one, and one out of range is clamped.
  public init(
    depthScaleStep: Double, depthOffsetStep: Double, buttonDiameter: Double,
    dimmedButtonOpacity: Double
  ) {
    self.depthScaleStep = Numbers.clamped(Numbers.finite(depthScaleStep, or: 0.05), to: 0...0.2)
    self.depthOffsetStep = max(Numbers.finite(depthOffsetStep, or: 10), 0)
    self.buttonDiameter = max(Numbers.finite(buttonDiameter, or: 56), 44)
    self.dimmedButtonOpacity = Numbers.clamped(
      Numbers.finite(dimmedButtonOpacity, or: 0.35), to: 0...1)
  }

  /// The stack's standard look: each card beneath 5 % smaller and 10 pt lower, 56 pt buttons,
  /// dimmed to 35 % when they take no press.
  public static let standard = SwipeCardStackLook(
    depthScaleStep: 0.05, depthOffsetStep: 10, buttonDiameter: 56, dimmedButtonOpacity: 0.35)
}

/// Everything a frame of the swipe card stack needs, from the machine's state.
///
/// A pure function of the state, the time, the size, the environment and the look: the top card's offset
/// and rotation, its stamps, the cards beneath, the card flying away, the buttons, and the
/// colors that keep the stamps and symbols legible on their tints. It builds at most five cards
/// in place, reads at most four items of the deck and allocates nothing, so a deck of a million
/// items costs what a deck of three does. Every number is finite. The frame's code is inlinable,
/// so the view's module builds it for its own id type rather than through generic calls.
nonisolated public struct SwipeCardStackLayout<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The cards to draw, back to front: the deepest card beneath first, then the top card, then
  /// the card flying away.
  public var cards: DrawnCards
  /// Whether the deck has no top card: the stack shows ``emptyText``.
  public var showsEmptyState: Bool
  /// What an empty deck shows: "No more cards".
  public var emptyText: LocalizedText
  /// The Pass button (`xmark`).
  public var passButton: ButtonState
  /// The Undo button (`arrow.uturn.backward`), shown only when the app offers Undo.
  public var undoButton: ButtonState
  /// The Like button (`heart.fill`).
  public var likeButton: ButtonState
  /// The buttons' diameter, in points.
  public var buttonDiameter: Double
  /// What the forward stamp reads: "LIKE".
  public var likeStampText: LocalizedText
  /// What the backward stamp reads: "NOPE".
  public var nopeStampText: LocalizedText
  /// The color of the "LIKE" text on the like tint (text: at least 4.5:1).
  public var likeStampForeground: ContrastForeground
  /// The color of the "NOPE" text on the pass tint (text: at least 4.5:1).
  public var nopeStampForeground: ContrastForeground
  /// The color of the heart on the Like button's tinted circle (a graphic: at least 3:1).
  public var likeSymbolForeground: ContrastForeground
  /// The color of the cross on the Pass button's tinted circle (a graphic: at least 3:1).
  public var passSymbolForeground: ContrastForeground
  /// The room the deck needs below the top card, in points: the cards beneath hang the look's
  /// depth offset (10 pt) lower each, so three need 30 pt.
  public var overhang: Double
  /// The whole stack's opacity: dimmed while disabled.
  public var opacity: Double
  /// Whether the top card's drag gesture should be attached at all.
  public var acceptsDrag: Bool

  /// The layout of `machine`'s state over `items`, the ids of the app's items as the view has
  /// them now.
  ///
  /// The items may already differ from the machine's deck (a view can be redrawn with a new
  /// deck before it tells the machine); each card the machine shows is then checked against
  /// them, one item read per card, and a card whose item has moved is left out of this frame
  /// rather than drawn with the wrong content.
  ///
  /// - Parameters:
  ///   - machine: The stack's state.
  ///   - items: The ids of the app's items, top first; at most four are read.
  ///   - likeTint: The resolved color of the Like button and the "LIKE" stamp.
  ///   - passTint: The resolved color of the Pass button and the "NOPE" stamp.
  ///   - look: The depth steps, the buttons' size and their dimmed opacity.
  ///   - time: A host time to draw the cards at, as the screen shows them mid-motion; `nil`
  ///     gives where they rest.
  @inlinable public init<Items: RandomAccessCollection>(
    _ machine: SwipeCardStackMachine<ID>, items: Items, likeTint: RGBColor, passTint: RGBColor,
    look: SwipeCardStackLook = .standard, at time: Double? = nil
  ) where Items.Element == ID {
    self.init(
      machine, items: items, foregrounds: Foregrounds(likeTint: likeTint, passTint: passTint),
      look: look, at: time)
  }

  /// The layout of `machine`'s state over `items`, with the foregrounds already decided for the
  /// tints: what a view draws frame by frame, deciding the colors once per update rather than on
  /// every frame.
  ///
  /// - Parameters:
  ///   - machine: The stack's state.
  ///   - items: The ids of the app's items, top first; at most four are read.
  ///   - foregrounds: The colors on the tints, from ``Foregrounds/init(likeTint:passTint:)``.
  ///   - look: The depth steps, the buttons' size and their dimmed opacity.
  ///   - time: A host time to draw the cards at; `nil` gives where they rest.
  @inlinable public init<Items: RandomAccessCollection>(
    _ machine: SwipeCardStackMachine<ID>, items: Items, foregrounds: Foregrounds,
    look: SwipeCardStackLook = .standard, at time: Double? = nil
  ) where Items.Element == ID {
    let width = machine.width
    let environment = machine.environment
    let reduceMotion = environment.reduceMotion
    let direction = environment.direction
    let shift = time.map { machine.deckShift.value(at: $0) } ?? machine.deckShift.to
    var cards = DrawnCards()
    let window = machine.visibleCards
    var position = window.count
    while position > 0 {
      position -= 1
      let card = window[position]
      guard Self.isCurrent(card, in: items) else { continue }
      // Under a quick run of throws the shifts add up; a card never sinks below the place
      // where the next card beneath would be.
      let depth = Numbers.clamped(
        Double(position) + shift, to: 0...Double(SwipeCardStackMetrics.cardsBeneath + 1))
      let isTop = position == 0
      let x = isTop ? Self.sample(machine.offsetX, at: time) : 0
      let y = isTop ? Self.sample(machine.offsetY, at: time) : 0
      let shown = Double(SwipeCardStackMetrics.cardsBeneath + 1)
      let opacity =
        isTop
        ? Self.sample(machine.topOpacity, at: time) : Numbers.clamped(shown - depth, to: 0...1)
      cards.append(
        DrawnCard(
          id: card.id, index: card.index, depth: position, isTop: isTop, isLeaving: false,
          offsetX: x,
          offsetY: Numbers.saturated(y + look.depthOffsetStep * depth),
          // Only the top card moves sideways: the cards beneath neither tilt nor stamp.
          rotation: isTop
            ? Self.rotation(
              forwardOffset: x, width: width, reduceMotion: reduceMotion, direction: direction)
            : 0,
          scale: 1 - look.depthScaleStep * depth,
          opacity: Numbers.clamped(opacity, to: 0...1),
          likeStampOpacity: isTop
            ? Self.stampOpacity(forwardOffset: x, side: .like, width: width) : 0,
          nopeStampOpacity: isTop
            ? Self.stampOpacity(forwardOffset: x, side: .pass, width: width) : 0,
          zIndex: Double(SwipeCardStackMetrics.maximumVisibleCards - position),
          allowsHitTesting: isTop, isAccessibilityHidden: !isTop))
    }
    if let departure = machine.departure,
      !departure.isReported || time.map({ $0 < departure.end }) == true
    {
      let x = Self.sample(departure.x, at: time)
      let swipe = departure.thrown.swipe
      let stamp = width > 0 ? 1.0 : 0
      cards.append(
        DrawnCard(
          id: departure.thrown.card.id, index: nil, depth: 0,
          isTop: false, isLeaving: true, offsetX: x, offsetY: Self.sample(departure.y, at: time),
          rotation: Self.rotation(
            forwardOffset: x, width: width, reduceMotion: reduceMotion, direction: direction),
          scale: 1, opacity: Numbers.clamped(Self.sample(departure.opacity, at: time), to: 0...1),
          likeStampOpacity: swipe == .like ? stamp : 0,
          nopeStampOpacity: swipe == .pass ? stamp : 0,
          zIndex: Double(SwipeCardStackMetrics.maximumVisibleCards + 1), allowsHitTesting: false,
          isAccessibilityHidden: true))
    }
    self.cards = cards
    let hasTop = machine.topCard != nil
    showsEmptyState = !hasTop
    emptyText = SwipeCardStackStrings.empty
    let dimmed = look.dimmedButtonOpacity
    let throwButton = ButtonState(
      isShown: true, isEnabled: machine.canThrow, opacity: hasTop ? 1 : dimmed)
    passButton = throwButton
    likeButton = throwButton
    let undoAvailable = !machine.history.isEmpty && !machine.isCardInFlight
    undoButton = ButtonState(
      isShown: machine.offersUndo, isEnabled: machine.canUndo, opacity: undoAvailable ? 1 : dimmed)
    buttonDiameter = look.buttonDiameter
    likeStampText = SwipeCardStackStrings.likeStamp
    nopeStampText = SwipeCardStackStrings.nopeStamp
    likeStampForeground = foregrounds.likeStamp
    nopeStampForeground = foregrounds.nopeStamp
    likeSymbolForeground = foregrounds.likeSymbol
    passSymbolForeground = foregrounds.passSymbol
    let beneath = Double(SwipeCardStackMetrics.cardsBeneath)
    overhang = Numbers.saturated(look.depthOffsetStep * beneath)
    opacity = environment.opacity
    acceptsDrag = environment.isEnabled && width > 0 && hasTop
  }

  /// The layout of `machine`'s state over the deck it last heard of.
  ///
  /// - Parameters:
  ///   - machine: The stack's state.
  ///   - likeTint: The resolved color of the Like button and the "LIKE" stamp.
  ///   - passTint: The resolved color of the Pass button and the "NOPE" stamp.
  ///   - look: The depth steps, the buttons' size and their dimmed opacity.
  ///   - time: A host time to draw the cards at; `nil` gives where they rest.
  @inlinable public init(
    _ machine: SwipeCardStackMachine<ID>, likeTint: RGBColor, passTint: RGBColor,
    look: SwipeCardStackLook = .standard, at time: Double? = nil
  ) {
    self.init(
      machine, items: machine.deck, likeTint: likeTint, passTint: passTint, look: look, at: time)
  }

  /// The top card, if it is drawn.
  public var topCard: DrawnCard? {
    cards.last { $0.isTop }
  }

  /// The card flying away, if it is drawn.
  public var leavingCard: DrawnCard? {
    cards.last { $0.isLeaving }
  }

  /// The rotation of a card moved `forwardOffset` points forward, in degrees clockwise on
  /// screen: 12° × x ÷ (w ÷ 2), clamped to ±15°, mirrored in right-to-left layouts; none with
  /// Reduce Motion or without a width.
  @inlinable public static func rotation(
    forwardOffset: Double, width: Double, reduceMotion: Bool, direction: FlowDirection
  ) -> Double {
    let width = Numbers.length(width)
    guard !reduceMotion, width > 0 else { return 0 }
    // Divided by the whole width first: half of the narrowest widths rounds to zero, and an
    // offset of 0 over it would be NaN.
    let widths = Numbers.saturated(forwardOffset) / width
    let degrees = 2 * SwipeCardStackMetrics.rotationPerHalfWidth * widths
    let limit = SwipeCardStackMetrics.maximumRotation
    // A right-to-left layout mirrors the card's movement, and a rotation must follow it.
    return Numbers.clamped(degrees, to: -limit...limit) * direction.forwardSign
  }

  /// The opacity of the stamp on `side` of a card moved `forwardOffset` points forward:
  /// min(|x| ÷ (0.25 w), 1) on the side the card moved to, 0 on the other and without a width.
  @inlinable public static func stampOpacity(
    forwardOffset: Double, side: CardSwipe, width: Double
  ) -> Double {
    let width = Numbers.length(width)
    let x = Numbers.saturated(forwardOffset) * side.forwardSign
    guard width > 0, x > 0 else { return 0 }
    return Swift.min(x / (SwipeCardStackMetrics.stampFadeFraction * width), 1)
  }

  /// Whether `card`'s item is still where the machine saw it in `items` (one read), or the card
  /// is not drawn from the deck at all.
  @inlinable static func isCurrent<Items: RandomAccessCollection>(
    _ card: SwipeCardStackMachine<ID>.Card, in items: Items
  ) -> Bool where Items.Element == ID {
    guard let offset = card.index else { return true }
    guard offset >= 0,
      let index = items.index(items.startIndex, offsetBy: offset, limitedBy: items.endIndex),
      index != items.endIndex
    else { return false }
    return items[index] == card.id
  }

  /// `value` as drawn at `time`, or where it rests when `time` is `nil`.
  @inlinable static func sample(_ value: AnimatedValue, at time: Double?) -> Double {
    // A value at rest is its target: no motion to evaluate.
    guard let time, value.from != value.to || value.initialVelocity != 0 else { return value.to }
    return value.value(at: time)
  }
}

/// A key that acts on the focused swipe card stack, from Full Keyboard Access or a hardware
/// keyboard.
///
/// The arrows are in screen terms: the forward arrow likes and the backward one passes, so in a
/// right-to-left layout the left arrow likes.
nonisolated public enum SwipeCardStackKey: Hashable, Sendable, CaseIterable {
  /// The left arrow key.
  case leftArrow
  /// The right arrow key.
  case rightArrow
  /// ⌘Z: undo.
  case undo

  /// The key a press of `character` with `modifiers` held stands for, or `nil`: ⌘Z (either case,
  /// so Caps Lock changes nothing) is Undo; Z with any other modifiers is not.
  ///
  /// The arrows need no such reading: a view receives them as keys of their own.
  public init?(character: Character, modifiers: KeyModifiers) {
    guard character == "z" || character == "Z", modifiers == .command else { return nil }
    self = .undo
  }

  /// The throw this key asks for in a layout flowing in `direction`, or `nil` for Undo.
  public func swipe(in direction: FlowDirection) -> CardSwipe? {
    switch self {
    case .undo: return nil
    case .leftArrow, .rightArrow:
      let right = self == .rightArrow
      let forward = direction == .leftToRight ? right : !right
      return forward ? .like : .pass
    }
  }
}

/// What VoiceOver, Voice Control, Switch Control and Full Keyboard Access get from a swipe card
/// stack.
///
/// The top card is one element, its content combined, with the actions "Like", "Pass" and, when
/// the app offers it, "Undo", so nobody has to drag (WCAG 2.2 SC 2.5.1, 2.5.7); the cards beneath
/// are hidden. An empty deck is one element reading "No more cards". The machine's effects
/// announce each outcome ("Liked", "Passed", "Card restored"); the host moves VoiceOver's focus
/// to the card the machine names in ``SwipeCardStackMachine/cardToFocus``.
nonisolated public struct SwipeCardStackAccessibility: Hashable, Sendable {
  /// Whether the top card's children combine into one element (always).
  public var combinesChildren: Bool
  /// Whether the cards beneath the top card are hidden from assistive technologies (always).
  public var hidesCardsBeneath: Bool
  /// Whether the LIKE and NOPE stamps are hidden from assistive technologies (always).
  ///
  /// A stamp shows a drag on its way, which the actions never make; the announcement says the
  /// outcome once the card is thrown, so reading the stamp too would say it twice.
  public var hidesStamps: Bool
  /// Whether there is a top card to be the element; otherwise ``emptyLabel`` is read.
  public var hasTopCard: Bool
  /// The label of an empty deck: "No more cards"; `nil` while there is a top card.
  public var emptyLabel: LocalizedText?
  /// Whether the "Like" action is offered.
  public var offersLikeAction: Bool
  /// Whether the "Pass" action is offered.
  public var offersPassAction: Bool
  /// Whether the "Undo" action is offered: the app offers Undo, there is a throw to take back
  /// and no card is in flight.
  public var offersUndoAction: Bool
  /// The name of the like action: "Like".
  public var likeActionName: LocalizedText
  /// The name of the pass action: "Pass".
  public var passActionName: LocalizedText
  /// The name of the undo action: "Undo".
  public var undoActionName: LocalizedText
  /// Whether the stack reads as dimmed (disabled).
  public var isDimmed: Bool
  /// Whether Voice Control, Switch Control and Full Keyboard Access may act on the stack: only
  /// while an action is offered.
  public var respondsToUserInteraction: Bool

  /// The accessibility description of `machine`'s current state.
  @inlinable public init<ID>(_ machine: SwipeCardStackMachine<ID>) {
    combinesChildren = true
    hidesCardsBeneath = true
    hidesStamps = true
    hasTopCard = machine.topCard != nil
    emptyLabel = hasTopCard ? nil : SwipeCardStackStrings.empty
    offersLikeAction = machine.canThrow
    offersPassAction = machine.canThrow
    offersUndoAction = machine.canUndo
    likeActionName = SwipeCardStackStrings.like
    passActionName = SwipeCardStackStrings.pass
    undoActionName = SwipeCardStackStrings.undo
    isDimmed = !machine.environment.isEnabled
    respondsToUserInteraction = offersLikeAction || offersPassAction || offersUndoAction
  }
}

/// The swipe card stack's user-visible default strings, one table per language.
///
/// Every key the stack shows, reads to VoiceOver or announces is here, so the single-file
/// download speaks both languages without a resource bundle. The cards' content is the app's and
/// is shown as the app localizes it.
nonisolated public enum SwipeCardStackStrings {
  /// What an empty deck shows: "No more cards".
  public static var empty: LocalizedText { LocalizedText("swipe-card-stack.empty") }
  /// The Like button's label and the top card's like action: "Like".
  public static var like: LocalizedText { LocalizedText("swipe-card-stack.like") }
  /// The Pass button's label and the top card's pass action: "Pass".
  public static var pass: LocalizedText { LocalizedText("swipe-card-stack.pass") }
  /// The Undo button's label and the top card's undo action: "Undo".
  public static var undo: LocalizedText { LocalizedText("swipe-card-stack.undo") }
  /// The announcement after a card is liked: "Liked".
  public static var liked: LocalizedText { LocalizedText("swipe-card-stack.liked") }
  /// The announcement after a card is passed: "Passed".
  public static var passed: LocalizedText { LocalizedText("swipe-card-stack.passed") }
  /// The announcement after Undo brings a card back: "Card restored".
  public static var restored: LocalizedText { LocalizedText("swipe-card-stack.restored") }
  /// The stamp on a card moved forward: "LIKE".
  public static var likeStamp: LocalizedText { LocalizedText("swipe-card-stack.stamp.like") }
  /// The stamp on a card moved backward: "NOPE".
  public static var nopeStamp: LocalizedText { LocalizedText("swipe-card-stack.stamp.nope") }

  /// The demo's heading: "Where next?".
  public static var demoHeading: LocalizedText { LocalizedText("swipe-card-stack.demo.heading") }
  /// The demo's count of liked trips: "%1$d saved".
  public static var demoSaved: LocalizedText { LocalizedText("swipe-card-stack.demo.saved") }
  /// The demo's button that deals the deck again: "Start over".
  public static var demoStartOver: LocalizedText {
    LocalizedText("swipe-card-stack.demo.start-over")
  }

  /// The demo's trips: where, a symbol, and a line about it.
  public static let demoTrips: [(city: String, symbol: String, line: LocalizedText)] = [
    ("Kyoto", "leaf", LocalizedText("swipe-card-stack.demo.kyoto")),
    ("Lisboa", "tram", LocalizedText("swipe-card-stack.demo.lisbon")),
    ("Reykjavík", "snowflake", LocalizedText("swipe-card-stack.demo.reykjavik")),
    ("Oaxaca", "sun.max", LocalizedText("swipe-card-stack.demo.oaxaca")),
    ("Cape Town", "mountain.2", LocalizedText("swipe-card-stack.demo.cape-town")),
  ]

  /// The announcement of a throw: "Liked" or "Passed".
  public static func announcement(for swipe: CardSwipe) -> LocalizedText {
    switch swipe {
    case .like: liked
    case .pass: passed
    }
  }

  /// Every key the stack and its demo show or speak, one table per language.
  public static let table = StringTable(
    name: "SwipeCardStack", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    empty.key: "No more cards",
    like.key: "Like",
    pass.key: "Pass",
    undo.key: "Undo",
    liked.key: "Liked",
    passed.key: "Passed",
    restored.key: "Card restored",
    likeStamp.key: "LIKE",
    nopeStamp.key: "NOPE",
    demoHeading.key: "Where next?",
    demoSaved.key: "%1$d saved",
    demoStartOver.key: "Start over",
    "swipe-card-stack.demo.kyoto": "Temples, gardens and tea houses",
    "swipe-card-stack.demo.lisbon": "Trams, tiles and the Atlantic",
    "swipe-card-stack.demo.reykjavik": "Hot springs under the northern lights",
    "swipe-card-stack.demo.oaxaca": "Markets, mole and mezcal",
    "swipe-card-stack.demo.cape-town": "Table Mountain between two oceans",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    empty.key: "No hay más tarjetas",
    like.key: "Me gusta",
    pass.key: "Pasar",
    undo.key: "Deshacer",
    liked.key: "Te gusta",
    passed.key: "Descartada",
    restored.key: "Tarjeta recuperada",
    likeStamp.key: "ME GUSTA",
    nopeStamp.key: "NO",
    demoHeading.key: "¿A dónde vamos?",
    demoSaved.key: "%1$d guardados",
    demoStartOver.key: "Empezar de nuevo",
    "swipe-card-stack.demo.kyoto": "Templos, jardines y casas de té",
    "swipe-card-stack.demo.lisbon": "Tranvías, azulejos y el Atlántico",
    "swipe-card-stack.demo.reykjavik": "Aguas termales bajo la aurora boreal",
    "swipe-card-stack.demo.oaxaca": "Mercados, mole y mezcal",
    "swipe-card-stack.demo.cape-town": "La Montaña de la Mesa entre dos océanos",
  ]
}
