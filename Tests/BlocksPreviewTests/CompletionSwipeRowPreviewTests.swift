import BlocksCore
import Testing

@testable import BlocksPreview

/// The row's frames: it has collapsed to nothing when its callback runs.
@Suite struct CompletionSwipeRowPreviewTests {
  typealias Row = CompletionSwipeRowPreview
  static let height = Row.Channel.rowHeight.rawValue

  @Test(arguments: ScenarioCase.all([.completionSwipeRow], settings: SettingsCase.sweep))
  func theRowHeightReachesZeroBeforeTheCallback(_ example: ScenarioCase) {
    let playback = Playback<Row>(example.scenario, settings: example.settings.settings)
    let callbacks = playback.callbackTimes
    guard example.scenario.name == "complete" || example.scenario.name == "flick" else {
      // Springing back and undoing never complete the row.
      #expect(callbacks.isEmpty)
      #expect(
        playback.frames.last?.values[Self.height] == playback.frames.first?.values[Self.height])
      return
    }
    #expect(callbacks.count == 1)
    let callback = callbacks.first ?? 0
    let measured = playback.frames[0].values[Self.height]
    // At the callback's instant the drawn height is 0, and it stays 0.
    #expect(abs(playback.simulator.values(at: callback)[Self.height]) < 1e-6)
    for frame in playback.frames where frame.time >= callback {
      #expect(abs(frame.values[Self.height]) < 1e-6, "t = \(frame.time)")
    }
    // Before it, with full motion, the height animated down through the frames.
    let collapsing = playback.frames.filter {
      $0.time < callback && $0.values[Self.height] > 0 && $0.values[Self.height] < measured
    }
    if example.settings.settings.reduceMotion {
      #expect(collapsing.isEmpty)
    } else {
      #expect(collapsing.count >= 10)
    }
  }
}
