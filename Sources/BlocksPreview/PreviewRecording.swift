import BlocksCore

/// One frame of a recorded preview: its time and the numbers of the frame drawn then.
public struct PreviewFrame: Hashable, Sendable {
  /// Seconds from the start of the scenario.
  public var time: Double
  /// The drawn frame's numbers, in the order the block's preview hands its fields to the
  /// simulator.
  public var values: [Double]
}

/// A scenario played through its block at 60 frames per second, in virtual time.
///
/// Deterministic: the same block, scenario and settings give the same frames, and so the same
/// SVG bytes, on every machine and in every build.
public struct PreviewRecording {
  /// The block.
  public let block: PreviewBlock
  /// The scenario played.
  public let scenario: PreviewScenario
  /// The settings.
  public let settings: PreviewSettings
  /// Every frame from time 0 to the end of the script, 1/60 s apart.
  public let frames: [PreviewFrame]
  /// Everything that happened besides drawing, in order.
  public let occurrences: [PreviewOccurrence]
  private let session: PreviewSession

  /// Plays `scenario` through `block` with `settings`.
  public init(block: PreviewBlock, scenario: PreviewScenario, settings: PreviewSettings) {
    self.block = block
    self.scenario = scenario
    self.settings = settings
    var session = PreviewSession(block: block, scenario: scenario, settings: settings)
    var frames: [PreviewFrame] = []
    frames.reserveCapacity(Int(scenario.duration * PreviewFrames.rate) + 2)
    PreviewFrames.play(
      scenario, through: &session, reference: session.referenceLength,
      forwardSign: settings.direction.forwardSign
    ) { session, time in
      frames.append(PreviewFrame(time: time, values: session.values(at: time)))
    }
    self.frames = frames
    self.occurrences = session.occurrences
    self.session = session
  }

  /// The length of the recording in seconds: the last frame's time.
  public var duration: Double { frames.last?.time ?? 0 }

  /// The index of the frame nearest to `time`, if `time` is within the recording.
  public func frameIndex(at time: Double) -> Int? {
    guard time.isFinite, time >= 0, time <= duration + 0.5 / PreviewFrames.rate else {
      return nil
    }
    return min(Int((time * PreviewFrames.rate).rounded()), frames.count - 1)
  }

  /// The poster frame's index: the scenario's poster time, within the recording.
  public var posterIndex: Int {
    frameIndex(at: min(max(scenario.posterTime, 0), duration)) ?? 0
  }

  /// The drawing of frame `index`.
  public func scene(at index: Int) -> PreviewScene {
    session.scene(frames[index].values)
  }

  /// The drawing of every frame, in order.
  public var scenes: [PreviewScene] {
    frames.map { session.scene($0.values) }
  }
}
