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
