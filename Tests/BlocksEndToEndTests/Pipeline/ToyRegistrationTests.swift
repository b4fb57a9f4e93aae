import BlocksCore
import BlocksInstall
import BlocksPreview
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine
@testable import BlocksExport
@testable import BlocksSite

/// A toy block registered the way a real one is, through its `BlockDefinition` alone: its
/// sources are ``ToyBlocks``' Gadget, its machine counts activations.
enum GadgetToyBlock: BlockDefinition {
  typealias Preview = GadgetToyPreview

  static var strings: StringTable {
    StringTable(
      name: "GadgetToyView",
      [
        .english: ["gadget-toy-view.title": "Tap me"],
        .spanish: ["gadget-toy-view.title": "Tócame"],
      ])
  }

  // The toy view has an `async throws` initializer, as `RegistrationTests` would require.
  static var hasAsyncWork: Bool { true }

  static var scenarios: [PreviewScenario] {
    [
      PreviewScenario(
        name: "activate", title: [.english: "Activated", .spanish: "Activado"],
        summary: [
          .english: "VoiceOver activates the gadget.", .spanish: "VoiceOver activa el artilugio.",
        ],
        steps: [.wait(0.2), .activate, .wait(0.4)], posterTime: 0.5)
    ]
  }

  static let catalog = BlockCatalogEntry(
    category: .buttons, level: .intermediate,
    texts: [
      .english: BlockText(
        summary: "A gadget that counts its taps.",
        description: "A toy block that proves the path from one registration to every output.",
        keywords: ["gadget", "counter"], origin: "tests", keys: "Space taps the gadget."),
      .spanish: BlockText(
        summary: "Un artilugio que cuenta sus toques.",
        description: "Un bloque de juguete que prueba el camino desde un registro a cada salida.",
        keywords: ["artilugio", "contador"], origin: "pruebas",
        keys: "Espacio toca el artilugio."),
    ],
    usage: "GadgetToyView { print(\"tapped\") }")
}

/// The toy's machine: every activation counts once and plays a success haptic.
struct GadgetToyMachine: BlockStateMachine {
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
    guard event == .activate else { return .none }
    count += 1
    return Effects(haptic: .success, callback: .perform)
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

/// The toy in the preview simulator: its count, drawn as a bar that grows.
struct GadgetToyPreview: PreviewModel {
  /// What a frame draws.
  struct Frame: PreviewFrameData {
    var count = 0
  }

  var machine = GadgetToyMachine()

  init(scenario: PreviewScenario, settings: PreviewSettings) {}

  static var minimumDragDistance: Double { 0 }
  static var touchRole: String { "gadget" }
  var referenceLength: Double { 120 }

  func appearEvents(settings: PreviewSettings) -> [GadgetToyMachine.Event] { [] }
  func visit(_ frame: inout Frame, _ tracks: inout PreviewTracks) {
    tracks.discrete(&frame.count)
  }

  func update(_ frame: inout Frame, at time: Double) { frame.count = machine.count }

  mutating func event(for gesture: PreviewGesture) -> GadgetToyMachine.Event? { nil }

  func event(for input: PreviewInput, at time: Double) -> GadgetToyMachine.Event? {
    input == .activate ? .activate : nil
  }

  func scene(_ frame: Frame) -> PreviewScene {
    let width = 20 + 40 * Double(min(frame.count, 2))
    return PreviewScene(
      width: 120, height: 40,
      nodes: [
        PreviewNode(
          .rect, role: "gadget",
          attributes: [
            PreviewAttribute(.width, .length(width)), PreviewAttribute(.height, .length(40)),
          ])
      ])
  }
}

/// The path from one registration to every output: `list`, `search` (in both languages),
/// `show`, `add`, `preview`, and the site's page, registry entry and `llms.txt` line. (README's
/// table and the documentation's topic groups take a toy in the catalog's own tests.)
@Suite struct ToyRegistrationTests {
  static let toy = BlockInfo(PreviewBlock(GadgetToyBlock.self))
  static let exporter = BlockExporter(library: ToyBlocks.library(["Gadget"]))

  func tool(in directory: String = "/") -> BlocksCommandLine {
    BlocksCommandLine(
      workingDirectory: directory, installer: BlockInstaller(exporter: Self.exporter),
      catalog: BlockCatalog.all + [Self.toy])
  }

  @Test func theRegistrationNamesTheBlock() {
    #expect(Self.toy.id == "gadget-toy-view")
    #expect(Self.toy.name == "Gadget Toy View")
    #expect(Self.toy.viewType == "GadgetToyView")
    #expect(Self.toy.text(.spanish).summary == "Un artilugio que cuenta sus toques.")
  }

  @Test func theToyIsListedFoundInBothLanguagesAndShown() {
    var tool = tool()
    let list = tool.run(["list"])
    #expect(list.status == .success && list.output.contains("Gadget Toy View  gadget-toy-view\n"))
    for query in ["gadget", "artilugio", "contador"] {
      let found = tool.run(["search", query])
      #expect(found.output.contains("gadget-toy-view"), "\(query): \(found)")
    }
    let show = tool.run(["show", "gadget-toy-view", "--lang", "es"])
    #expect(show.status == .success, "\(show)")
    #expect(show.output.contains("Un artilugio que cuenta sus toques."))
    #expect(show.output.contains("init(title:action:) async"), "\(show)")
  }

  @Test func theToyIsExportedAndPreviewed() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    var tool = tool(in: directory.path)
    let added = tool.run(["add", "gadget-toy-view", "--to", directory.path])
    #expect(added.status == .success, "\(added)")
    let file = directory.appendingPathComponent("GadgetToyView.swift")
    #expect(try String(contentsOf: file, encoding: .utf8).contains("struct GadgetToyView: View"))
    let preview = tool.run(["preview", "gadget-toy-view", "--out", "toy.svg"])
    #expect(preview.status == .success, "\(preview)")
    let svg = try String(
      contentsOf: directory.appendingPathComponent("toy.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<svg") && svg.contains("<rect"))
  }

  @Test func theToyHasItsPagesRegistryEntryAndLlmsLine() throws {
    let files = try SiteGenerator(
      catalog: [Self.toy], exporter: Self.exporter,
      previews: SitePreview.simulated(for: [Self.toy])
    ).generate()
    let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path.value, $0.contents) })
    for language in BlockLanguage.allCases {
      let page = SiteLayout.blockPath(Self.toy, language).value
      #expect(byPath[page]?.contains(Self.toy.text(language).summary) == true, "\(page)")
    }
    #expect(byPath["registry.json"]?.contains("\"gadget-toy-view\"") == true)
    #expect(byPath["llms.txt"]?.contains("Gadget Toy View") == true)
    #expect(byPath.keys.contains { $0.hasPrefix("previews/gadget-toy-view/activate-") })
  }
}
