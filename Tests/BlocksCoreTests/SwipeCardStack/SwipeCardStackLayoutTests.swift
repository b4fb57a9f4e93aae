import Testing

@testable import BlocksCore

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
