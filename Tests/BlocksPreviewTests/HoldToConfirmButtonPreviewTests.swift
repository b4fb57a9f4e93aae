import BlocksCore
import Testing

@testable import BlocksPreview

/// The hold button's frames: the ring is the machine's own ring at every instant.
@Suite struct HoldToConfirmButtonPreviewTests {
  typealias Hold = HoldToConfirmButtonPreview

  @Test(arguments: ScenarioCase.all([.holdToConfirmButton], settings: SettingsCase.sweep))
  func theRingTrimIsTheMachinesTrimAtEveryFrame(_ example: ScenarioCase) {
    var checked = 0
    var fullest = 0.0
    let playback = Playback<Hold>(example.scenario, settings: example.settings.settings) {
      simulator, time in
      let drawn = simulator.values(at: time)[Hold.Channel.ringTrim.rawValue]
      #expect(drawn == simulator.model.machine.trim(at: time), "t = \(time)")
      #expect(drawn == simulator.model.machine.ring.value(at: time), "t = \(time)")
      fullest = max(fullest, drawn)
      checked += 1
    }
    #expect(checked == playback.frames.count && checked > 60)
    // The ring fills with Reduce Motion too: it carries the meaning.
    #expect(fullest > 0.4)
    let scales = playback.frames.map { $0.values[Hold.Channel.scale.rawValue] }
    if example.settings.settings.reduceMotion {
      #expect(scales.allSatisfy { $0 == 1 })
    } else {
      #expect(scales.contains { $0 < 0.95 })
      #expect(scales.allSatisfy { $0 >= HoldToConfirmButtonMetrics.squeezeScale - 1e-9 && $0 <= 1 })
    }
  }

  @Test func aFullHoldConfirmsOnceAfterTheHoldDuration() {
    let scenario = Hold.scenarios[0]
    let playback = Playback<Hold>(scenario)
    let press = scenario.time(ofStep: { $0 == .touchDown }) ?? 0
    #expect(playback.callbackTimes.count == 1)
    let confirmed = playback.callbackTimes.first ?? 0
    #expect(abs(confirmed - press - HoldToConfirmButtonMetrics.defaultHoldDuration) < 1e-9)
  }

  @Test func anEarlyReleaseNeverConfirms() {
    for name in ["early-release"] {
      let scenario = Hold.scenarios.first { $0.name == name }
      let playback = Playback<Hold>(scenario ?? Hold.scenarios[0])
      #expect(playback.callbackTimes.isEmpty)
      #expect(playback.frames.last?.values[Hold.Channel.ringTrim.rawValue] == 0)
    }
  }
}
