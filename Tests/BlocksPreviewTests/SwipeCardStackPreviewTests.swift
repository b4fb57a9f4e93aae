import BlocksCore
import Testing

@testable import BlocksPreview

/// The card stack's scenarios end with the throws their titles say, in both directions and with
/// Reduce Motion, and the drawing follows the machine's cards.
@Suite struct SwipeCardStackPreviewTests {
  typealias Stack = SwipeCardStackPreview

  /// The throws each scenario leaves Undo able to take back, oldest first, the top card, and
  /// how many times the app was called back (`onSwipe` and `onUndo`).
  static let outcomes: [String: (throws: [CardSwipe], top: Int, callbacks: Int)] = [
    "like": ([.like], 1, 1),
    "flick-pass": ([.pass], 1, 1),
    "spring-back": ([], 0, 0),
    "undo": ([], 0, 2),
    "like-button": ([.like, .like], 2, 2),
  ]

  @Test(arguments: ScenarioCase.all([.swipeCardStack], settings: SettingsCase.sweep))
  func eachScenarioEndsWithItsThrows(_ example: ScenarioCase) throws {
    let expected = try #require(Self.outcomes[example.scenario.name])
    let playback = Playback<Stack>(example.scenario, settings: example.settings.settings)
    let machine = playback.simulator.model.machine
    #expect(machine.history.map(\.swipe) == expected.throws)
    #expect(machine.history.map(\.card.id) == Array(0..<expected.throws.count))
    #expect(machine.topCard?.id == expected.top)
    #expect(machine.isAtRest)
    #expect(playback.callbackTimes.count == expected.callbacks)
    // At the end the top card rests in the deck's place, fully drawn, and every thrown card is
    // gone from the drawing.
    let last = try #require(playback.frames.last)
    func value(_ field: KeyPath<Stack.Frame.Card, Double>, _ trip: Int) -> Double {
      last.drawn.cards[trip][keyPath: field]
    }
    #expect(value(\.x, expected.top) == 0)
    #expect(value(\.rotation, expected.top) == 0)
    #expect(value(\.opacity, expected.top) == 1)
    for thrown in 0..<expected.throws.count {
      #expect(value(\.opacity, thrown) == 0, "card \(thrown) is still drawn")
    }
  }

  /// Each throw and each Undo is announced once, in order.
  @Test(arguments: Stack.scenarios)
  func everyOutcomeIsAnnouncedOnce(_ scenario: PreviewScenario) throws {
    let playback = Playback<Stack>(scenario)
    let announced = playback.simulator.occurrences.compactMap { occurrence -> LocalizedText? in
      if case .announcement(let text) = occurrence.kind { return text }
      return nil
    }
    let expected: [LocalizedText] =
      switch scenario.name {
      case "like": [SwipeCardStackStrings.liked]
      case "flick-pass": [SwipeCardStackStrings.passed]
      case "undo": [SwipeCardStackStrings.passed, SwipeCardStackStrings.restored]
      case "like-button": [SwipeCardStackStrings.liked, SwipeCardStackStrings.liked]
      default: []
      }
    #expect(announced == expected)
  }

  /// While the drag moves the first card forward it tilts toward its side and its LIKE stamp
  /// fades in, in both directions: the numbers are in forward terms, and the drawing's mirror
  /// turns a right-to-left card the other way on screen.
  @Test(arguments: [FlowDirection.leftToRight, .rightToLeft])
  func theDraggedCardTiltsTowardItsSideAndStampsIt(_ direction: FlowDirection) throws {
    let scenario = try #require(Stack.scenarios.first { $0.name == "like" })
    let playback = Playback<Stack>(scenario, settings: PreviewSettings(direction: direction))
    let release = try #require(scenario.time(ofStep: { $0 == .release() }))
    let frame = try #require(playback.frames.last { $0.time < release })
    let rotation = frame.drawn.cards[0].rotation
    #expect(frame.drawn.cards[0].x > 0.35 * Stack.cardWidth)
    #expect(rotation > 10)
    #expect(rotation <= SwipeCardStackMetrics.maximumRotation)
    #expect(frame.drawn.cards[0].likeStamp == 1)
    #expect(frame.drawn.cards[0].nopeStamp == 0)
  }

  /// The drawing never changes shape: every frame of every scenario has the same elements, so
  /// the animated file and the live block only change attributes.
  @Test(arguments: Stack.scenarios)
  func theDrawingKeepsItsShape(_ scenario: PreviewScenario) {
    let playback = Playback<Stack>(scenario)
    let shapes = Set(
      playback.frames.map { frame in
        playback.simulator.model.scene(frame.drawn).nodes.map(\.element)
      })
    #expect(shapes.count == 1)
  }

  /// The view's look, the plain values a reader changes in `SwipeCardStack.swift`: each is the
  /// specification's number, and the preview draws the view's value.
  static let look: [ViewLook] = [
    ViewLook(
      name: "depthScaleStep", spec: 0.05,
      preview: SwipeCardStackLook.standard.depthScaleStep),
    ViewLook(
      name: "depthOffsetStep", spec: 10,
      preview: SwipeCardStackLook.standard.depthOffsetStep),
    ViewLook(
      name: "buttonDiameter", spec: 56,
      preview: SwipeCardStackLook.standard.buttonDiameter),
    ViewLook(
      name: "dimmedButtonOpacity", spec: 0.35,
      preview: SwipeCardStackLook.standard.dimmedButtonOpacity),
  ]

  @Test(arguments: look)
  func theViewsLookIsTheSpecsAndThePreviewDrawsIt(_ look: ViewLook) throws {
    try look.check(inView: "SwipeCardStack")
  }

  /// The catalog's entry: its category and level, and the reference keywords it may extend but
  /// never drop, in each language.
  @Test func theCatalogEntry() {
    let entry = SwipeCardStackBlock.catalog
    #expect(entry.category == .gestures && entry.level == .advanced)
    entry.expectKeywords(
      english: ["card stack", "swipe cards", "tinder", "like", "pass", "undo"],
      spanish: ["mazo de tarjetas", "tarjetas deslizables", "me gusta", "pasar", "deshacer"])
  }
}
