import BlocksCore
import Testing

@testable import BlocksPreview

/// One frame of a playback: what is drawn, and what the layout says without animations.
struct PlaybackFrame<Frame> {
  var time: Double
  /// The numbers drawn, in the model's order.
  var values: [Double]
  /// The numbers the animations in flight head for.
  var targets: [Double]
  /// What is drawn.
  var drawn: Frame
  /// What the animations in flight head for.
  var target: Frame
}

/// A scenario played through one block's simulator frame by frame, as a recording plays it,
/// keeping what the tests look at.
struct Playback<Model: PreviewModel> {
  var frames: [PlaybackFrame<Model.Frame>] = []
  var simulator: PreviewSimulator<Model>

  /// Plays `scenario` with `settings`; `inspect` sees the simulator at every frame.
  init(
    _ scenario: PreviewScenario, settings: PreviewSettings = PreviewSettings(),
    inspect: (PreviewSimulator<Model>, Double) -> Void = { _, _ in }
  ) {
    var simulator = PreviewSimulator(
      Model(scenario: scenario, settings: settings), settings: settings,
      isAsync: scenario.isAsync)
    var frames: [PlaybackFrame<Model.Frame>] = []
    PreviewFrames.play(
      scenario, through: &simulator, reference: simulator.model.referenceLength,
      forwardSign: settings.direction.forwardSign
    ) { simulator, time in
      inspect(simulator, time)
      let values = simulator.values(at: time)
      let targets = simulator.targets(at: time)
      frames.append(
        PlaybackFrame(
          time: time, values: values, targets: targets, drawn: simulator.frame(from: values),
          target: simulator.frame(from: targets)))
    }
    self.frames = frames
    self.simulator = simulator
  }

  /// The times of the block's callbacks.
  var callbackTimes: [Double] {
    simulator.occurrences.filter { $0.kind == .callback }.map(\.time)
  }
}

extension PreviewScenario {
  /// The time at which the script's `occurrence`-th step matching `matches` starts.
  func time(ofStep matches: (PreviewStep) -> Bool, occurrence: Int = 0) -> Double? {
    var time = 0.0
    var seen = 0
    for step in steps {
      if matches(step) {
        if seen == occurrence { return time }
        seen += 1
      }
      time += step.duration
    }
    return nil
  }

  /// The time of the `occurrence`-th release.
  func releaseTime(_ occurrence: Int = 0) -> Double? {
    time(
      ofStep: {
        if case .release = $0 { return true }
        return false
      }, occurrence: occurrence)
  }
}

/// Settings with a name for test output.
struct SettingsCase: Sendable {
  var settings: PreviewSettings
  var name: String

  /// The default settings.
  static let standard = SettingsCase(settings: PreviewSettings(), name: "default")

  /// Both directions, Reduce Motion off and on.
  static let sweep: [SettingsCase] = [
    standard,
    SettingsCase(settings: PreviewSettings(direction: .rightToLeft), name: "rtl"),
    SettingsCase(settings: PreviewSettings(reduceMotion: true), name: "reduce motion"),
    SettingsCase(
      settings: PreviewSettings(direction: .rightToLeft, reduceMotion: true),
      name: "rtl, reduce motion"),
  ]
}

/// One built-in scenario of one block with one set of settings.
struct ScenarioCase: Sendable, CustomTestStringConvertible {
  var block: PreviewBlock
  var scenario: PreviewScenario
  var settings: SettingsCase

  var testDescription: String { "\(block.id)/\(scenario.name) (\(settings.name))" }

  /// Every built-in scenario of `blocks` with each of `settings`.
  static func all(
    _ blocks: [PreviewBlock] = PreviewBlock.all, settings: [SettingsCase] = [.standard]
  ) -> [ScenarioCase] {
    var cases: [ScenarioCase] = []
    for block in blocks {
      for scenario in block.scenarios {
        for setting in settings {
          cases.append(ScenarioCase(block: block, scenario: scenario, settings: setting))
        }
      }
    }
    return cases
  }

  /// The recording of the case.
  var recording: PreviewRecording {
    PreviewRecording(block: block, scenario: scenario, settings: settings.settings)
  }
}
