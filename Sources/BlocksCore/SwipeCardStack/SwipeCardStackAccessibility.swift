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
