#if canImport(SwiftUI)
  import SwiftUI
  import Testing

  @testable import SwiftUIBlocks

  @Suite("Swipe Card Stack view")
  struct SwipeCardStackViewTests {
    struct Card: Identifiable {
      var id: Int
      var title: String
    }

    @Test("the initializer takes the documented parameters in order, with defaults")
    @MainActor
    func initializer() {
      let cards = [Card(id: 1, title: "One"), Card(id: 2, title: "Two")]
      _ = SwipeCardStack(cards) { _, _ in
      } content: {
        Text($0.title)
      }
      _ = SwipeCardStack(
        cards, likeTint: .pink, passTint: .gray, cornerRadius: 12
      ) { _, swipe in
        _ = swipe == .like
      } onUndo: { _ in
      } content: { card in
        Text(card.title)
      }
    }

    @Test("the demo builds")
    @MainActor
    func demo() {
      _ = SwipeCardStackDemo()
      #expect(SwipeCardStackDemoTrip.all.count == 5)
      #expect(Set(SwipeCardStackDemoTrip.all.map(\.id)).count == 5)
    }

    /// The deck the view compares on every redraw: the same storage or the same ids are the
    /// same deck, anything else is a change the machine must hear of.
    @Test("a deck is unchanged by identity or by its ids, and changed by any id")
    func deckComparison() {
      let deck = (0..<1_000).map { Card(id: $0, title: "") }
      var retitled = deck
      retitled[0].title = "changed"
      var reordered = deck
      reordered.swapAt(3, 4)
      var shortened = deck
      shortened.removeLast()
      var replaced = deck
      replaced[999].id = 5_000
      #expect(SwipeCardStackDeck(deck) == SwipeCardStackDeck(deck))
      #expect(SwipeCardStackDeck(deck) == SwipeCardStackDeck(retitled))
      #expect(SwipeCardStackDeck(deck) != SwipeCardStackDeck(reordered))
      #expect(SwipeCardStackDeck(deck) != SwipeCardStackDeck(shortened))
      #expect(SwipeCardStackDeck(deck) != SwipeCardStackDeck(replaced))
      #expect(SwipeCardStackDeck([Card]()) == SwipeCardStackDeck([Card]()))
    }
  }
#endif
