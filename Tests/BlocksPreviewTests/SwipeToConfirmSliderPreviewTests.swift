import BlocksCore
import Testing

@testable import BlocksPreview

/// The slider's frames: the thumb stays on its track, except for the settle spring's overshoot,
/// which is exactly the motion's.
@Suite struct SwipeToConfirmSliderPreviewTests {
  typealias Slider = SwipeToConfirmSliderPreview
  static let thumb = Slider.Channel.thumbOffset.rawValue

  /// Where the thumb settles from and to after an event of the scenario: (event time, from, to)
  /// in fractions of the travel.
  static func settles(of scenario: PreviewScenario) -> [(time: Double, from: Double, to: Double)] {
    let release = scenario.releaseTime() ?? 0
    switch scenario.name {
    case "early-release":
      return [(release, 0.55, 0)]
    case "confirm":
      // The drag already holds the thumb at the end; it settles home when the reset fires.
      return [(release + SwipeToConfirmSliderMetrics.defaultResetDelay, 1, 0)]
    case "async-failure":
      let failure = scenario.time(ofStep: { $0 == .workFails }) ?? 0
      return [(failure, 1, 0)]
    default:
      Issue.record("no settle is known for \(scenario.name)")
      return []
    }
  }

  @Test(arguments: ScenarioCase.all([.swipeToConfirmSlider], settings: SettingsCase.sweep))
  func theThumbStaysOnTheTrackExceptForTheSettlesOvershoot(_ example: ScenarioCase) {
    // Given the scenario played frame by frame
    let playback = Playback<Slider>(example.scenario, settings: example.settings.settings)
    let inset = SwipeToConfirmSliderMetrics.inset
    let travel = playback.simulator.model.referenceLength
    let settle = SwipeToConfirmSliderMetrics.settleMotion(
      reduceMotion: example.settings.settings.reduceMotion)
    let settles = Self.settles(of: example.scenario)
    var lowest = Double.infinity
    for frame in playback.frames {
      let drawn = frame.values[Self.thumb]
      lowest = min(lowest, drawn)
      // When a settle is in flight, the thumb is exactly where the motion puts it
      if let active = settles.last(where: { $0.time <= frame.time }),
        frame.time - active.time < settle.totalDuration
      {
        let expected = settle.sample(
          at: frame.time - active.time, from: inset + active.from * travel,
          to: inset + active.to * travel
        ).value
        #expect(abs(drawn - expected) < 1e-9, "t = \(frame.time): \(drawn), motion \(expected)")
      } else {
        // Otherwise it is on the track
        #expect(drawn >= inset - 1e-9 && drawn <= inset + travel + 1e-9, "t = \(frame.time)")
      }
    }
    // Then the bouncy settle visibly overshoots the start, and Reduce Motion never does
    if example.settings.settings.reduceMotion {
      #expect(lowest >= inset - 1e-9)
    } else {
      let motionLowest =
        (0...60).map {
          settle.sample(at: Double($0) / 60, from: inset + travel * settles[0].from, to: inset)
            .value
        }.min() ?? inset
      #expect(lowest < inset - 1)
      #expect(abs(lowest - motionLowest) < 1e-9, "overshoot \(inset - lowest) pt")
    }
  }

  @Test func aConfirmRunsTheCallbackOnceAndShowsTheConfirmedTitle() {
    let scenario = Slider.scenarios[0]
    let playback = Playback<Slider>(scenario)
    #expect(playback.callbackTimes.count == 1)
    let confirmed = playback.frames.filter {
      $0.values[Slider.Channel.title.rawValue] == 1
    }
    #expect(!confirmed.isEmpty)
    #expect(
      confirmed.allSatisfy {
        $0.values[Slider.Channel.titleForeground.rawValue] == PreviewCode.foreground(.white)
      })
  }
}
