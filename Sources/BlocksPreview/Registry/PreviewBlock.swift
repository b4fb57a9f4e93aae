import BlocksCore

/// A registered block, as every tool of the catalog knows it.
///
/// It is made from a ``BlockDefinition`` and carries what the definition says, so code that
/// walks blocks needs neither the block's types nor a switch over the blocks: ``all`` is the
/// one list, and adding a block is one line there.
public struct PreviewBlock: Hashable, Sendable, CustomStringConvertible {
  /// The block's type name, which is also its view's and its string table's.
  public let typeName: String
  /// Whether the block offers an initializer whose action is `async throws`, so its confirm
  /// work can run for a while and fail.
  public let hasAsyncWork: Bool
  /// The undo window, in seconds, that a live block can be switched to; `nil` for a block
  /// without one (see ``BlockDefinition/undoWindow``).
  public let undoWindow: Double?
  /// The scenarios whose setup a live block can start from besides the demo's (see
  /// ``BlockDefinition/liveStarts``).
  public let liveStarts: [String]
  /// The block's string table: its titles, values and announcements in every language.
  package let strings: StringTable
  private let makeSimulator:
    @Sendable (PreviewScenario, PreviewSettings, Bool) -> AnyPreviewSimulator
  #if !hasFeature(Embedded)
    // The tools' pieces: the live module, which plays no scripted scenario and shows no
    // catalog text, is smaller without them.
    private let makeScenarios: @Sendable () -> [PreviewScenario]
    /// What the catalog says about the block.
    package let catalog: BlockCatalogEntry
    /// The block's state machine: the targets the registration cannot name find their piece of
    /// the block by it, since the tests' reliability adapter and a tuned benchmark suite are
    /// conformances of the machine, declared beside them.
    package let machine: Any.Type
  #endif

  /// The block that `definition` describes.
  package init<Definition: BlockDefinition>(_ definition: Definition.Type) {
    typeName = Definition.strings.name
    hasAsyncWork = Definition.hasAsyncWork
    undoWindow = Definition.undoWindow
    liveStarts = Definition.liveStarts
    strings = Definition.strings
    makeSimulator = { scenario, settings, isAsync in
      PreviewSimulatorBox<Definition.Preview>(
        PreviewSimulator(
          Definition.Preview(scenario: scenario, settings: settings), settings: settings,
          isAsync: isAsync))
    }
    #if !hasFeature(Embedded)
      makeScenarios = { Definition.scenarios }
      catalog = Definition.catalog
      machine = Definition.Preview.Machine.self
    #endif
  }

  /// Every block, in catalog order: the order of `blocks list`, of the site and of the live
  /// module's block numbers.
  public static var all: [PreviewBlock] {
    [
      .swipeToConfirmSlider, .holdToConfirmButton, .completionSwipeRow,
      .interactivePagerTransition, .rangeSlider, .repeatStepper, .swipeCardStack, .toastStack,
    ]
  }

  /// The block for its id, such as `swipe-to-confirm-slider`.
  public init?(id: String) {
    guard let block = Self.all.first(where: { $0.id.utf8.elementsEqual(id.utf8) }) else {
      return nil
    }
    self = block
  }

  /// The block's type name: how a test's arguments and messages name it.
  public var description: String { typeName }

  /// The block's name in words, such as "Swipe To Confirm Slider".
  public var name: String { PreviewBlock.words(typeName, separator: " ", lowercased: false) }

  /// The block's id, such as `swipe-to-confirm-slider`.
  public var id: String { PreviewBlock.words(typeName, separator: "-", lowercased: true) }

  #if !hasFeature(Embedded)
    /// The built-in scenarios, the first being the one shown by default.
    public var scenarios: [PreviewScenario] { makeScenarios() }

    /// The built-in scenario called `name`, if there is one.
    public func scenario(named name: String) -> PreviewScenario? {
      scenarios.first { $0.name == name }
    }
  #endif

  /// The block running in the simulator, at rest at time 0.
  func simulator(
    scenario: PreviewScenario, settings: PreviewSettings, isAsync: Bool
  ) -> AnyPreviewSimulator {
    makeSimulator(scenario, settings, isAsync)
  }

  /// Blocks are the same when their type names are (compared as bytes, which needs no Unicode
  /// tables in the WebAssembly build).
  public static func == (lhs: PreviewBlock, rhs: PreviewBlock) -> Bool {
    lhs.typeName.utf8.elementsEqual(rhs.typeName.utf8)
  }

  /// Hashes the type name's bytes.
  public func hash(into hasher: inout Hasher) {
    for byte in typeName.utf8 { hasher.combine(byte) }
  }

  /// `typeName` split before each capital letter and joined with `separator`.
  private static func words(_ typeName: String, separator: String, lowercased: Bool) -> String {
    var bytes: [UInt8] = []
    for byte in typeName.utf8 {
      let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      if isCapital, !bytes.isEmpty { bytes.append(contentsOf: separator.utf8) }
      bytes.append(isCapital && lowercased ? byte + 32 : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
