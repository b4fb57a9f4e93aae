import BlocksCore

/// One block running live in the preview simulator: create it, give it input as it happens,
/// move its clock, and read or draw the current frame.
///
/// This is what a recorded preview plays through, and what a live page (the block compiled to
/// WebAssembly, driven by pointer events and a frame loop) drives directly. Times are host
/// seconds from the block's appearance and must not go backwards.
public struct PreviewSession: PreviewDriving {
  private enum Storage {
    case slider(PreviewSimulator<SwipeToConfirmSliderPreview>)
    case hold(PreviewSimulator<HoldToConfirmButtonPreview>)
    case row(PreviewSimulator<CompletionSwipeRowPreview>)
    case pager(PreviewSimulator<InteractivePagerTransitionPreview>)
  }

  /// The block.
  public let block: PreviewBlock
  /// The settings it runs and is drawn with.
  public let settings: PreviewSettings
  private var storage: Storage

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
    let isAsync = scenario.isAsync && block.hasAsyncWork
    switch block {
    case .swipeToConfirmSlider:
      storage = .slider(
        PreviewSimulator(
          SwipeToConfirmSliderPreview(scenario: scenario, settings: settings), settings: settings,
          isAsync: isAsync))
    case .holdToConfirmButton:
      storage = .hold(
        PreviewSimulator(
          HoldToConfirmButtonPreview(scenario: scenario, settings: settings), settings: settings,
          isAsync: isAsync))
    case .completionSwipeRow:
      storage = .row(
        PreviewSimulator(
          CompletionSwipeRowPreview(scenario: scenario, settings: settings), settings: settings,
          isAsync: isAsync))
    case .interactivePagerTransition:
      storage = .pager(
        PreviewSimulator(
          InteractivePagerTransitionPreview(scenario: scenario, settings: settings),
          settings: settings, isAsync: isAsync))
    }
  }

  /// The length a scenario's fractions are of, in points: the slider's travel, the button's
  /// diameter, the row's width, the page's width.
  public var referenceLength: Double {
    switch storage {
    case .slider(let simulator): simulator.model.referenceLength
    case .hold(let simulator): simulator.model.referenceLength
    case .row(let simulator): simulator.model.referenceLength
    case .pager(let simulator): simulator.model.referenceLength
    }
  }

  /// The role of the scene element that takes the block's gesture (see
  /// ``PreviewNode/role``): a touch that begins elsewhere does nothing, as on a device.
  public var touchRole: String {
    switch storage {
    case .slider: SwipeToConfirmSliderPreview.touchRole
    case .hold: HoldToConfirmButtonPreview.touchRole
    case .row: CompletionSwipeRowPreview.touchRole
    case .pager: InteractivePagerTransitionPreview.touchRole
    }
  }

  /// How many layout numbers a frame has.
  public var channelCount: Int {
    switch storage {
    case .slider: SwipeToConfirmSliderPreview.channelCount
    case .hold: HoldToConfirmButtonPreview.channelCount
    case .row: CompletionSwipeRowPreview.channelCount
    case .pager: InteractivePagerTransitionPreview.channelCount
    }
  }

  /// Everything that happened besides drawing (callbacks, haptics, announcements), in order.
  public var occurrences: [PreviewOccurrence] {
    switch storage {
    case .slider(let simulator): simulator.occurrences
    case .hold(let simulator): simulator.occurrences
    case .row(let simulator): simulator.occurrences
    case .pager(let simulator): simulator.occurrences
    }
  }

  /// Forgets ``occurrences`` so far, so a session that runs as long as a page is open keeps
  /// none of them; a host that counts them reads them first.
  public mutating func forgetOccurrences() {
    switch storage {
    case .slider(var simulator):
      simulator.forgetOccurrences()
      storage = .slider(simulator)
    case .hold(var simulator):
      simulator.forgetOccurrences()
      storage = .hold(simulator)
    case .row(var simulator):
      simulator.forgetOccurrences()
      storage = .row(simulator)
    case .pager(var simulator):
      simulator.forgetOccurrences()
      storage = .pager(simulator)
    }
  }

  /// Handles `input` at host time `time`, after firing the timers due by then.
  public mutating func handle(_ input: PreviewInput, at time: Double) {
    switch storage {
    case .slider(var simulator):
      simulator.handle(input, at: time)
      storage = .slider(simulator)
    case .hold(var simulator):
      simulator.handle(input, at: time)
      storage = .hold(simulator)
    case .row(var simulator):
      simulator.handle(input, at: time)
      storage = .row(simulator)
    case .pager(var simulator):
      simulator.handle(input, at: time)
      storage = .pager(simulator)
    }
  }

  /// Moves the clock to `time`, firing every timer that falls due on the way.
  public mutating func advance(to time: Double) {
    switch storage {
    case .slider(var simulator):
      simulator.advance(to: time)
      storage = .slider(simulator)
    case .hold(var simulator):
      simulator.advance(to: time)
      storage = .hold(simulator)
    case .row(var simulator):
      simulator.advance(to: time)
      storage = .row(simulator)
    case .pager(var simulator):
      simulator.advance(to: time)
      storage = .pager(simulator)
    }
  }

  /// The layout numbers drawn at `time` (not before the latest input), animations included.
  public func values(at time: Double) -> [Double] {
    switch storage {
    case .slider(let simulator): simulator.values(at: time)
    case .hold(let simulator): simulator.values(at: time)
    case .row(let simulator): simulator.values(at: time)
    case .pager(let simulator): simulator.values(at: time)
    }
  }

  /// The layout numbers at `time` without the animations in flight.
  package func targets(at time: Double) -> [Double] {
    switch storage {
    case .slider(let simulator): simulator.targets(at: time)
    case .hold(let simulator): simulator.targets(at: time)
    case .row(let simulator): simulator.targets(at: time)
    case .pager(let simulator): simulator.targets(at: time)
    }
  }

  /// How the channel at `index` animates now.
  package func kind(ofChannel index: Int) -> PreviewChannelKind {
    switch storage {
    case .slider(let simulator): simulator.model.kind(ofChannel: index)
    case .hold(let simulator): simulator.model.kind(ofChannel: index)
    case .row(let simulator): simulator.model.kind(ofChannel: index)
    case .pager(let simulator): simulator.model.kind(ofChannel: index)
    }
  }

  /// The frame drawn from layout numbers that this session (or one with the same block,
  /// scenario setup and settings) produced.
  public func scene(_ values: [Double]) -> PreviewScene {
    switch storage {
    case .slider(let simulator): simulator.model.scene(values)
    case .hold(let simulator): simulator.model.scene(values)
    case .row(let simulator): simulator.model.scene(values)
    case .pager(let simulator): simulator.model.scene(values)
    }
  }

  /// The frame drawn at `time`.
  public func scene(at time: Double) -> PreviewScene {
    scene(values(at: time))
  }
}
