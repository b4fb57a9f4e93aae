import Testing

@testable import BlocksCore

@Suite("Pager index binding")
struct InteractivePagerTransitionBindingTests {
  struct WriteBackCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// The page count and the binding's value the pager starts with.
    let count: Int
    let binding: Int
    /// What happens, in order; the write-back is read after the last event.
    let events: [InteractivePagerTransitionMachine.Event]
    let expectedIndex: Int
    let expectedWriteBack: Int?
    var testDescription: String { name }
  }

  static let cases: [WriteBackCase] = [
    WriteBackCase(
      name: "fewer pages clamp the binding and write it back", count: 5, binding: 4,
      events: [.countChanged(3)], expectedIndex: 2, expectedWriteBack: 2),
    WriteBackCase(
      name: "no pages write back 0", count: 5, binding: 3, events: [.countChanged(0)],
      expectedIndex: 0, expectedWriteBack: 0),
    WriteBackCase(
      name: "more pages leave an in-range binding alone", count: 5, binding: 2,
      events: [.countChanged(10)], expectedIndex: 2, expectedWriteBack: nil),
    WriteBackCase(
      name: "an unchanged count writes nothing", count: 3, binding: 9,
      events: [.countChanged(3)], expectedIndex: 2, expectedWriteBack: nil),
    WriteBackCase(
      name: "an out-of-range binding is shown clamped and left alone", count: 3, binding: 0,
      events: [.indexSet(10)], expectedIndex: 2, expectedWriteBack: nil),
    WriteBackCase(
      name: "an out-of-range binding that fits the new count is shown as is", count: 3,
      binding: 0, events: [.indexSet(10), .countChanged(20)], expectedIndex: 10,
      expectedWriteBack: nil),
    WriteBackCase(
      name: "an out-of-range binding is written back clamped to the new count", count: 3,
      binding: 0, events: [.indexSet(10), .countChanged(5)], expectedIndex: 4,
      expectedWriteBack: 4),
    WriteBackCase(
      name: "a negative binding is written back as 0 when the count changes", count: 3,
      binding: 0, events: [.indexSet(-4), .countChanged(6)], expectedIndex: 0,
      expectedWriteBack: 0),
    WriteBackCase(
      name: "a key that turns the page writes it back", count: 5, binding: 2,
      events: [.keyPressed(.right)], expectedIndex: 3, expectedWriteBack: 3),
    WriteBackCase(
      name: "a released drag that turns the page writes it back", count: 5, binding: 2,
      events: [
        .dragChanged(translation: -300), .dragEnded(translation: -300, predictedEndTranslation: 0),
      ], expectedIndex: 3, expectedWriteBack: 3),
    WriteBackCase(
      name: "a cancelled drag writes nothing", count: 5, binding: 2,
      events: [.dragChanged(translation: -100), .dragCancelled], expectedIndex: 2,
      expectedWriteBack: nil),
    WriteBackCase(
      name: "a user page turn from an out-of-range binding writes the new page", count: 3,
      binding: 0, events: [.indexSet(10), .accessibilityScroll(.leading)], expectedIndex: 1,
      expectedWriteBack: 1),
    WriteBackCase(
      name: "other events leave an out-of-range binding alone", count: 3, binding: 0,
      events: [
        .indexSet(10), .sizeChanged(width: 300, height: 0), .environmentChanged(BlockEnvironment()),
        .dragChanged(translation: 50),
      ], expectedIndex: 2, expectedWriteBack: nil),
    WriteBackCase(
      name: "a key at the end writes nothing", count: 3, binding: 2,
      events: [.keyPressed(.right)], expectedIndex: 2, expectedWriteBack: nil),
  ]

  @Test(
    "the binding is written back when the count clamps it or the user turns a page",
    arguments: cases)
  func writeBack(_ c: WriteBackCase) {
    // Given a pager over `count` pages whose binding holds `binding`
    var pager = InteractivePagerTransitionMachine(count: c.count, index: c.binding, width: 400)
    // When the events arrive
    for event in c.events { _ = pager.send(event, at: 0) }
    // Then it shows the binding clamped and asks the host to write back only on a count change or a page turn
    #expect(pager.index == c.expectedIndex)
    #expect(pager.indexToWriteBack == c.expectedWriteBack)
  }

  @Test("a write-back lasts one event")
  func writeBackIsPerEvent() {
    var pager = InteractivePagerTransitionMachine(count: 5, index: 4, width: 400)
    _ = pager.send(.countChanged(3), at: 0)
    #expect(pager.indexToWriteBack == 2)
    // The host writes 2; its change comes back as a programmatic set of the same value.
    _ = pager.send(.indexSet(2), at: 0)
    #expect(pager.indexToWriteBack == nil)
    #expect(pager.index == 2)
  }

  @Test("a frame drawn before the machine hears of new pages rests on the binding, clamped")
  func staleFrameFollowsBinding() {
    // Given a binding of 10 shown clamped on the last of three pages
    var pager = InteractivePagerTransitionMachine(count: 3, index: 0, width: 400)
    _ = pager.send(.indexSet(10), at: 0)
    #expect(pager.index == 2)
    // When the view is redrawn with twenty pages before the count reaches the machine
    let layout = InteractivePagerTransitionLayout(pager, pageCount: 20)
    // Then the frame already shows page 10, as the count change will
    #expect(layout.pages.currentIndex == 10)
    #expect(layout.dots.currentIndex == 10)
    _ = pager.send(.countChanged(20), at: 0)
    #expect(InteractivePagerTransitionLayout(pager) == layout)
  }
}
