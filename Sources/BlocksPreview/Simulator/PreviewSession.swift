import BlocksCore

/// One block running live in the preview simulator: create it, give it input as it happens,
/// move its clock, and read or draw the current frame.
///
/// This is what a recorded preview plays through, and what a live page (the block compiled to
/// WebAssembly, driven by pointer events and a frame loop) drives directly. Times are host
/// seconds from the block's appearance and must not go backwards.
public struct PreviewSession: PreviewDriving {
  /// The block.
  public let block: PreviewBlock
  /// The settings it runs and is drawn with.
  public let settings: PreviewSettings
  private var box: AnyPreviewSimulator

  /// A block at rest at time 0, set up as `scenario` needs (asynchronous work, an undo window).
  ///
  /// - Parameters:
  ///   - block: The block.
  ///   - scenario: The scenario whose setup to use; its steps are not played (see
  ///     ``PreviewRecording/init(block:scenario:settings:)``).
  ///   - settings: Direction, Reduce Motion, appearance, text size and language.
  public init(block: PreviewBlock, scenario: PreviewScenario, settings: PreviewSettings) {
    self.block = block
    self.settings = settings
    box = block.simulator(
      scenario: scenario, settings: settings, isAsync: scenario.isAsync && block.hasAsyncWork)
  }

  /// The length a scenario's fractions are of, in points: the slider's travel, the button's
  /// diameter, the row's width, the page's width.
  public var referenceLength: Double { box.referenceLength }

  /// The role of the scene element that takes the block's gesture (see
  /// ``PreviewNode/role``): a touch that begins elsewhere does nothing, as on a device.
  public var touchRole: String { box.touchRole }

  /// The roles of the drawing's buttons, in the order ``PreviewInput/press(_:)`` numbers them.
  public var buttonRoles: [String] { box.buttonRoles }

  /// The point a touch is measured from, in the drawing's coordinates.
  public var touchOrigin: (x: Double, y: Double) { box.touchOrigin }

  /// How many layout numbers a frame has.
  public var channelCount: Int { box.channelCount }

  /// Everything that happened besides drawing (callbacks, haptics, announcements), in order.
  public var occurrences: [PreviewOccurrence] { box.occurrences }

  /// Forgets ``occurrences`` so far, so a session that runs as long as a page is open keeps
  /// none of them; a host that counts them reads them first.
  public mutating func forgetOccurrences() {
    makeUnique()
    box.forgetOccurrences()
  }

  /// Handles `input` at host time `time`, after firing the timers due by then.
  public mutating func handle(_ input: PreviewInput, at time: Double) {
    makeUnique()
    box.handle(input, at: time)
  }

  /// Moves the clock to `time`, firing every timer that falls due on the way.
  public mutating func advance(to time: Double) {
    makeUnique()
    box.advance(to: time)
  }

  /// The layout numbers drawn at `time` (not before the latest input), animations included.
  public func values(at time: Double) -> [Double] { box.values(at: time) }

  #if !hasFeature(Embedded)
    // For tests, which look under the drawing; the live module has no use for them.

    /// The layout numbers at `time` without the animations in flight.
    package func targets(at time: Double) -> [Double] { box.targets(at: time) }

    /// How a frame's number at `index` animates now.
    package func kind(ofChannel index: Int) -> PreviewChannelKind { box.kind(ofChannel: index) }
  #endif

  /// The frame drawn from layout numbers that this session (or one with the same block,
  /// scenario setup and settings) produced.
  public func scene(_ values: [Double]) -> PreviewScene { box.scene(values) }

  /// The frame drawn at `time`.
  public func scene(at time: Double) -> PreviewScene {
    scene(values(at: time))
  }

  /// Copies the simulator before a change when another session shares it, so sessions stay
  /// values.
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&box) { box = box.copy() }
  }
}

/// A block's simulator behind one type, whatever the block: what lets a session, and the list
/// of blocks, hold any block without a case per block.
///
/// ``PreviewSimulatorBox`` is its one subclass: these members exist to be overridden there.
class AnyPreviewSimulator {
  var referenceLength: Double { fatalError("overridden") }
  var touchRole: String { fatalError("overridden") }
  var buttonRoles: [String] { fatalError("overridden") }
  var touchOrigin: (x: Double, y: Double) { fatalError("overridden") }
  var channelCount: Int { fatalError("overridden") }
  var occurrences: [PreviewOccurrence] { fatalError("overridden") }
  func copy() -> AnyPreviewSimulator { fatalError("overridden") }
  func forgetOccurrences() { fatalError("overridden") }
  func handle(_ input: PreviewInput, at time: Double) { fatalError("overridden") }
  func advance(to time: Double) { fatalError("overridden") }
  func values(at time: Double) -> [Double] { fatalError("overridden") }
  #if !hasFeature(Embedded)
    func targets(at time: Double) -> [Double] { fatalError("overridden") }
    func kind(ofChannel index: Int) -> PreviewChannelKind { fatalError("overridden") }
  #endif
  func scene(_ values: [Double]) -> PreviewScene { fatalError("overridden") }
}

/// One block's simulator, as an ``AnyPreviewSimulator``.
final class PreviewSimulatorBox<Model: PreviewModel>: AnyPreviewSimulator {
  private var simulator: PreviewSimulator<Model>

  init(_ simulator: PreviewSimulator<Model>) {
    self.simulator = simulator
  }

  override var referenceLength: Double { simulator.model.referenceLength }
  override var touchRole: String { Model.touchRole }
  override var buttonRoles: [String] { Model.buttonRoles }
  override var touchOrigin: (x: Double, y: Double) { simulator.model.touchOrigin }
  override var channelCount: Int { simulator.channelCount }
  override var occurrences: [PreviewOccurrence] { simulator.occurrences }
  override func copy() -> AnyPreviewSimulator { PreviewSimulatorBox(simulator) }
  override func forgetOccurrences() { simulator.forgetOccurrences() }
  override func handle(_ input: PreviewInput, at time: Double) { simulator.handle(input, at: time) }
  override func advance(to time: Double) { simulator.advance(to: time) }
  override func values(at time: Double) -> [Double] { simulator.values(at: time) }
  #if !hasFeature(Embedded)
    override func targets(at time: Double) -> [Double] { simulator.targets(at: time) }

    override func kind(ofChannel index: Int) -> PreviewChannelKind {
      simulator.kind(ofChannel: index)
    }
  #endif

  override func scene(_ values: [Double]) -> PreviewScene {
    simulator.model.scene(simulator.frame(from: values))
  }
}
