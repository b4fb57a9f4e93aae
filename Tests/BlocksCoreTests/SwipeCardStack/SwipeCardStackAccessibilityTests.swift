import Testing

@testable import BlocksCore

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
