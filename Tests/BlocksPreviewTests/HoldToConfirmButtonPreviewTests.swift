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
      let drawn = simulator.frame(from: simulator.values(at: time)).ringTrim
      #expect(drawn == simulator.model.machine.trim(at: time), "t = \(time)")
      #expect(drawn == simulator.model.machine.ring.value(at: time), "t = \(time)")
      fullest = max(fullest, drawn)
      checked += 1
    }
    #expect(checked == playback.frames.count && checked > 60)
    // The ring fills with Reduce Motion too: it carries the meaning.
    #expect(fullest > 0.4)
    let scales = playback.frames.map { $0.drawn.scale }
    if example.settings.settings.reduceMotion {
      #expect(scales.allSatisfy { $0 == 1 })
    } else {
      #expect(scales.contains { $0 < 0.95 })
      #expect(
        scales.allSatisfy { $0 >= HoldToConfirmButtonLook.standard.squeezeScale - 1e-9 && $0 <= 1 })
    }
  }

  @Test("the press squeezes the button along a smooth 0.2 s motion, separate from the ring's fill")
  func theSqueezeFollowsItsOwnMotion() {
    let scenario = Hold.scenarios[0]
    let playback = Playback<Hold>(scenario)
    let press = scenario.time(ofStep: { $0 == .touchDown }) ?? 0
    let squeezed = HoldToConfirmButtonLook.standard.squeezeScale
    var checked = 0
    for frame in playback.frames where frame.time > press && frame.time < press + 0.3 {
      let expected = Motion.smooth(duration: 0.2).sample(
        at: frame.time - press, from: 1, to: squeezed
      ).value
      #expect(abs(frame.drawn.scale - expected) < 1e-9, "t = \(frame.time)")
      checked += 1
    }
    #expect(checked >= 15)
  }

  @Test func aFullHoldConfirmsOnceAfterTheHoldDuration() {
    let scenario = Hold.scenarios[0]
    let playback = Playback<Hold>(scenario)
    let press = scenario.time(ofStep: { $0 == .touchDown }) ?? 0
    #expect(playback.callbackTimes.count == 1)
    let confirmed = playback.callbackTimes.first ?? 0
    #expect(abs(confirmed - press - HoldToConfirmButtonMetrics.defaultHoldDuration) < 1e-9)
  }

  static let rePress = ScenarioCase.all([.holdToConfirmButton], settings: SettingsCase.sweep)
    .filter { $0.scenario.name == "re-press" }

  @Test(arguments: rePress)
  func aPressOnADrainingRingFillsOnFromThereAndStillTakesTheWholeHold(_ example: ScenarioCase) {
    // Given the scenario: a press released after 0.6 s, and a second press 0.12 s into the drain
    let scenario = example.scenario
    let firstPress = scenario.time(ofStep: { $0 == .touchDown }) ?? 0
    let firstRelease = scenario.releaseTime() ?? 0
    let press = scenario.time(ofStep: { $0 == .touchDown }, occurrence: 1) ?? 0
    // The ring was half full and has drained for 0.12 s of its 0.25 s ease-out: part full.
    let drained = Motion.easeOut(duration: 0.25).sample(
      at: press - firstRelease, from: (firstRelease - firstPress) / 1.2, to: 0
    ).value
    #expect(drained > 0.1 && drained < 0.5)
    // When it plays
    let playback = Playback<Hold>(scenario, settings: example.settings.settings)
    // Then the action runs once, a whole 1.2 s after the second press: not when a ring that
    // started part full would have filled at the first press's pace
    #expect(playback.callbackTimes.count == 1)
    let confirmed = playback.callbackTimes.first ?? 0
    #expect(abs(confirmed - press - 1.2) < 1e-9, "confirmed \(confirmed - press) s after")
    // And every frame of that hold draws the ring filling linearly from where it was to full,
    // in the tint, not yet confirmed
    var checked = 0
    for frame in playback.frames where frame.time >= press && frame.time < confirmed {
      let expected = drained + (1 - drained) * (frame.time - press) / 1.2
      #expect(
        abs(frame.drawn.ringTrim - expected) < 1e-9, "t = \(frame.time)")
      #expect(frame.drawn.confirmedColor == 0, "t = \(frame.time)")
      checked += 1
    }
    #expect(checked >= 70)
  }

  static let confirming = ScenarioCase.all([.holdToConfirmButton], settings: SettingsCase.sweep)
    .filter { $0.scenario.name != "early-release" }

  @Test(arguments: confirming)
  func theConfirmedLookLasts1_2SecondsThenEasesOutOver0_3Seconds(_ example: ScenarioCase) {
    // Given a scenario whose hold confirms, played frame by frame
    let playback = Playback<Hold>(example.scenario, settings: example.settings.settings)
    #expect(playback.callbackTimes.count == 1)
    let confirmed = playback.callbackTimes.first ?? 0
    let reset = confirmed + 1.2
    var resetting = 0
    for frame in playback.frames where frame.time >= confirmed + 0.2 {
      if frame.time < reset {
        // Then for 1.2 s after the confirm (once its 0.2 s ease-out is over) it stays full
        // and green
        #expect(frame.drawn.ringTrim == 1, "t = \(frame.time)")
        #expect(frame.drawn.confirmedColor == 1, "t = \(frame.time)")
      } else {
        // And then the ring and the color return to idle along an ease-out of 0.3 s
        let expected = Motion.easeOut(duration: 0.3).sample(
          at: frame.time - reset, from: 1, to: 0
        ).value
        #expect(abs(frame.drawn.ringTrim - expected) < 1e-9, "t = \(frame.time)")
        #expect(abs(frame.drawn.confirmedColor - expected) < 1e-9, "t = \(frame.time)")
        if expected > 0, expected < 1 { resetting += 1 }
      }
    }
    // 0.3 s is 18 frames; the last one lands on the end
    #expect(resetting >= 16)
    #expect(playback.frames.last?.drawn.ringTrim == 0)
  }

  @Test func anEarlyReleaseNeverConfirms() {
    for name in ["early-release"] {
      let scenario = Hold.scenarios.first { $0.name == name }
      let playback = Playback<Hold>(scenario ?? Hold.scenarios[0])
      #expect(playback.callbackTimes.isEmpty)
      #expect(playback.frames.last?.drawn.ringTrim == 0)
    }
  }

  /// As drawn, at every frame: the track is a ring in the button's color at 18 % opacity, and the
  /// progress ring is the same circle turned a quarter back, so its stroke starts at 12 o'clock
  /// and fills clockwise.
  @Test(arguments: ScenarioCase.all([.holdToConfirmButton], settings: SettingsCase.sweep))
  func theTrackIsTheTintAt18PercentAndTheRingStartsAtTwelve(_ example: ScenarioCase) {
    var checked = 0
    _ = Playback<Hold>(example.scenario, settings: example.settings.settings) {
      simulator, time in
      let scene = simulator.model.scene(simulator.frame(from: simulator.values(at: time)))
      let track = scene.nodes.first { $0.role == "track" }
      let ring = scene.nodes.first { $0.role == "ring" }
      #expect(track?.value(.strokeOpacity) == .fraction(0.18), "t = \(time)")
      #expect(track?.value(.stroke) != nil && track?.value(.stroke) == ring?.value(.stroke))
      #expect(track?.value(.r) == ring?.value(.r), "t = \(time)")
      #expect(ring?.value(.transform) == .transform(.rotate(-90)), "t = \(time)")
      checked += 1
    }
    #expect(checked >= 60)
  }

  /// The view's look, the plain values a reader changes in `HoldToConfirmButton.swift`: each is the
  /// specification's number, and the preview draws the view's value.
  static let look: [ViewLook] = [
    ViewLook(
      name: "diameter", spec: 116,
      preview: HoldToConfirmButtonPreview.diameter),
    ViewLook(
      name: "ringWidth", spec: 8,
      preview: HoldToConfirmButtonPreview.ringWidth),
    ViewLook(
      name: "trackOpacity", spec: 0.18,
      preview: HoldToConfirmButtonPreview.trackOpacity),
    ViewLook(
      name: "ringStartAngle", spec: -90,
      preview: HoldToConfirmButtonPreview.ringStartAngle),
    ViewLook(
      name: "titleSpacing", spec: 14,
      preview: HoldToConfirmButtonPreview.titleSpacing),
    ViewLook(
      name: "fillInsetFactor", spec: 1.75,
      preview: HoldToConfirmButtonLook.standard.fillInsetFactor),
    ViewLook(
      name: "squeezeScale", spec: 0.92,
      preview: HoldToConfirmButtonLook.standard.squeezeScale),
    ViewLook(
      name: "shakeDistance", spec: 8,
      preview: HoldToConfirmButtonLook.standard.shakeDistance),
  ]

  @Test(arguments: look)
  func theViewsLookIsTheSpecsAndThePreviewDrawsIt(_ look: ViewLook) throws {
    try look.check(inView: "HoldToConfirmButton")
  }

  /// The catalog's entry: its category and level, and the reference keywords it may extend but
  /// never drop, in each language.
  @Test func theCatalogEntry() {
    let entry = HoldToConfirmButtonBlock.catalog
    #expect(entry.category == .buttons && entry.level == .intermediate)
    entry.expectKeywords(
      english: [
        "hold to confirm", "long press", "progress ring", "destructive action", "button",
        "circular progress",
      ],
      spanish: [
        "mantener pulsado", "pulsación larga", "anillo de progreso", "acción destructiva", "botón",
        "confirmar",
      ])
  }
}
