import BlocksCore
import Testing

@testable import BlocksLive
@testable import BlocksPreview

/// A block whose drawing writes its count as text: a change of text is a change of the
/// drawing's structure for the page, which only sets attributes.
enum TallyToyBlock: BlockDefinition {
  typealias Preview = TallyToyPreview

  static var strings: StringTable {
    StringTable(
      name: "TallyToyView",
      [.english: ["tally-toy-view.title": "Tally"], .spanish: ["tally-toy-view.title": "Cuenta"]])
  }
  static var hasAsyncWork: Bool { false }
  static var scenarios: [PreviewScenario] { [] }
  static let catalog = BlockCatalogEntry(
    category: .buttons, level: .intermediate,
    texts: [
      .english: BlockText(
        summary: "Counts.", description: "Counts activations.", keywords: ["tally"],
        origin: "tests", keys: "Space counts."),
      .spanish: BlockText(
        summary: "Cuenta.", description: "Cuenta activaciones.", keywords: ["cuenta"],
        origin: "pruebas", keys: "Espacio cuenta."),
    ],
    usage: "TallyToyView()")
}

/// Counts activations.
struct TallyToyMachine: BlockStateMachine {
  enum Event: Hashable, Sendable {
    case activate
    case timerFired(Timer)
    case environmentChanged(BlockEnvironment)
    case disappeared
  }

  enum Timer: Hashable, Sendable { case never }

  private(set) var count = 0
  private var clock = HostTime()

  mutating func send(_ event: Event, at time: Double) -> Effects<Timer> {
    clock.advance(to: time)
    if event == .activate { count += 1 }
    return .none
  }

  var awaitedTimer: Timer? { nil }
  var isAtRest: Bool { true }
  var currentTime: Double { clock.now }
  var animationEnd: Double { 0 }
  static func timerFired(_ timer: Timer) -> Event { .timerFired(timer) }
  static func environmentChanged(_ environment: BlockEnvironment) -> Event {
    .environmentChanged(environment)
  }
  static var disappeared: Event { .disappeared }
}

/// The tally drawn as its number and a bar as wide as the count.
struct TallyToyPreview: PreviewModel {
  /// What a frame draws.
  struct Frame: PreviewFrameData {
    var count = 0
  }

  var machine = TallyToyMachine()

  init(scenario: PreviewScenario, settings: PreviewSettings) {}

  static var minimumDragDistance: Double { 0 }
  static var touchRole: String { "tally" }
  var referenceLength: Double { 100 }

  func appearEvents(settings: PreviewSettings) -> [TallyToyMachine.Event] { [] }
  func visit(_ frame: inout Frame, _ tracks: inout PreviewTracks) {
    tracks.discrete(&frame.count)
  }
  func update(_ frame: inout Frame, at time: Double) { frame.count = machine.count }
  mutating func event(for gesture: PreviewGesture) -> TallyToyMachine.Event? { nil }
  func event(for input: PreviewInput, at time: Double) -> TallyToyMachine.Event? {
    input == .activate ? .activate : nil
  }

  func scene(_ frame: Frame) -> PreviewScene {
    var builder = PreviewSceneBuilder()
    builder.add(
      .rect, role: "tally",
      PreviewAttribute.frame(x: 0, y: 0, width: 10 + Double(frame.count), height: 20, radius: 0))
    builder.text(
      PreviewNumber.format(frame.count), x: 50, y: 30, size: 12, weight: 400,
      anchor: .center, color: .black)
    return builder.scene(width: 100, height: 40)
  }
}

@Suite struct LiveTextTests {
  @Test func aFrameWhoseTextChangesIsDrawnAnew() {
    var live = LiveBlock(block: PreviewBlock(TallyToyBlock.self), options: [])
    _ = live.frame(at: 0.1)
    #expect(live.markup.contains(">0</text>"))
    live.key(.activate, at: 0.2)
    // The text changed: the page must replace the drawing with the new markup.
    #expect(live.frame(at: 0.3) == -1)
    #expect(live.markup.contains(">1</text>") && !live.markup.contains(">0</text>"))
    // Nothing more changed: the next frame has nothing to set.
    #expect(live.frame(at: 0.4) == 0)
  }
}
