import Testing

@testable import BlocksCore

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
