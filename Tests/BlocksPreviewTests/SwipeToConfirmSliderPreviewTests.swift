import BlocksCore
import Foundation
import Testing

@testable import BlocksPreview

/// The slider's frames: the thumb follows the settle motion and stays on its track (the machine
/// pins a spring that swings past an end), and the bouncy settle still visibly overshoots in the
/// checkmark's pop.
@Suite struct SwipeToConfirmSliderPreviewTests {
  typealias Slider = SwipeToConfirmSliderPreview

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

  @Test("a failure shakes the slider once, three swings, its cycle running linearly over 0.4 s")
  func theFailureShakeRunsLinearlyOverItsMotion() throws {
    let scenario = try #require(Slider.scenarios.first { $0.name == "async-failure" })
    let playback = Playback<Slider>(scenario)
    let failure = try #require(scenario.time(ofStep: { $0 == .workFails }))
    let start = try #require(playback.frames.last { $0.time <= failure }).drawn.shakeCycle
    var checked = 0
    var largest = 0.0
    for frame in playback.frames where frame.time > failure && frame.time < failure + 0.5 {
      let expected = start + min((frame.time - failure) / 0.4, 1)
      #expect(abs(frame.drawn.shakeCycle - expected) < 1e-9, "t = \(frame.time)")
      // Where the thumb is drawn: three swings, decaying, within the shake's amplitude.
      let fraction = expected - expected.rounded(.down)
      let amplitude = frame.drawn.shakeAmplitude
      let swing = amplitude * (1 - fraction) * sin(fraction * 3 * 2 * Double.pi)
      let drawn = SwipeToConfirmSliderLayout.shakeOffset(
        cycle: frame.drawn.shakeCycle, amplitude: amplitude)
      #expect(abs(drawn - swing) < 1e-6, "t = \(frame.time)")
      largest = max(largest, abs(drawn))
      checked += 1
    }
    #expect(checked >= 25)
    #expect(largest > 2, "the thumb visibly shakes")
  }

  @Test(arguments: ScenarioCase.all([.swipeToConfirmSlider], settings: SettingsCase.sweep))
  func theThumbFollowsTheSettleMotionAndStaysOnTheTrack(_ example: ScenarioCase) {
    // Given the scenario played frame by frame
    let playback = Playback<Slider>(example.scenario, settings: example.settings.settings)
    let inset = SwipeToConfirmSliderLook.standard.inset
    let travel = playback.simulator.model.referenceLength
    let settle = SwipeToConfirmSliderMetrics.settleMotion(
      reduceMotion: example.settings.settings.reduceMotion)
    let settles = Self.settles(of: example.scenario)
    var pinned = 0
    for frame in playback.frames {
      let drawn = frame.drawn.thumbOffset
      // Then the thumb is on the track at every frame
      #expect(drawn >= inset - 1e-9 && drawn <= inset + travel + 1e-9, "t = \(frame.time)")
      // And while a settle is in flight it is where the motion puts it, held at the end of the
      // track while the spring swings past it
      guard let active = settles.last(where: { $0.time <= frame.time }),
        frame.time - active.time < settle.totalDuration
      else { continue }
      let motion = settle.sample(
        at: frame.time - active.time, from: active.from, to: active.to
      ).value
      let expected = inset + travel * min(max(motion, 0), 1)
      #expect(abs(drawn - expected) < 1e-9, "t = \(frame.time): \(drawn), motion \(expected)")
      if motion < 0 || motion > 1 { pinned += 1 }
    }
    // A bouncy settle swings past the start for a few frames; Reduce Motion never does
    if example.settings.settings.reduceMotion {
      #expect(pinned == 0)
    } else {
      #expect(pinned >= 3, "\(pinned) frames past the start")
    }
  }

  @Test(arguments: ScenarioCase.all([.swipeToConfirmSlider], settings: SettingsCase.sweep))
  func aBouncySettleVisiblyOvershootsAndReduceMotionNeverDoes(_ example: ScenarioCase) {
    // The checkmark grows from 40 % with the settle spring when the slider confirms.
    guard example.scenario.name != "early-release" else { return }
    let playback = Playback<Slider>(example.scenario, settings: example.settings.settings)
    let scales = playback.frames.map { $0.drawn.checkmarkScale }
    let largest = scales.max() ?? 0
    if example.settings.settings.reduceMotion {
      #expect(largest <= 1 + 1e-9)
    } else if example.scenario.name == "confirm" {
      let spring = SwipeToConfirmSliderMetrics.settleMotion(reduceMotion: false)
      let peak =
        (0...60).map {
          spring.sample(
            at: Double($0) / 60, from: SwipeToConfirmSliderLook.standard.checkmarkHiddenScale, to: 1
          ).value
        }.max() ?? 1
      #expect(largest > 1.03 && abs(largest - peak) < 0.01, "peak \(largest), spring \(peak)")
    }
  }

  @Test func aConfirmRunsTheCallbackOnceAndShowsTheConfirmedTitle() {
    let scenario = Slider.scenarios[0]
    let playback = Playback<Slider>(scenario)
    #expect(playback.callbackTimes.count == 1)
    let confirmed = playback.frames.filter {
      $0.drawn.title == .confirmed
    }
    #expect(!confirmed.isEmpty)
    #expect(
      confirmed.allSatisfy {
        $0.drawn.titleForeground == .white
      })
  }

  /// On confirm the chevron fades out and the checkmark fades in, in the thumb: drawn frames pass
  /// through values between, rather than one symbol swapping for the other.
  @Test func onConfirmTheChevronFadesOutAsTheCheckmarkFadesIn() throws {
    let playback = Playback<Slider>(Slider.scenarios[0])
    let start = try #require(playback.frames.firstIndex { $0.target.chevronOpacity == 0 })
    #expect(playback.frames[..<start].allSatisfy { $0.drawn.chevronOpacity == 1 })
    let confirmed = playback.frames[start...].prefix { $0.target.chevronOpacity == 0 }
    #expect(confirmed.contains { $0.drawn.chevronOpacity > 0.05 && $0.drawn.chevronOpacity < 0.95 })
    #expect(
      confirmed.contains { $0.drawn.checkmarkOpacity > 0.05 && $0.drawn.checkmarkOpacity < 0.95 })
    #expect(confirmed.last?.drawn.chevronOpacity == 0)
    #expect(confirmed.last?.drawn.checkmarkOpacity == 1)
  }

  /// The view's look, the plain values a reader changes in `SwipeToConfirmSlider.swift`: each is the
  /// specification's number, and the preview draws the view's value.
  static let look: [ViewLook] = [
    ViewLook(
      name: "height", spec: 68,
      preview: SwipeToConfirmSliderPreview.height),
    ViewLook(
      name: "titleMinimumScale", spec: 0.7,
      preview: SwipeToConfirmSliderPreview.titleMinimumScale),
    ViewLook(
      name: "thumbShadowOpacity", spec: 0.2,
      preview: SwipeToConfirmSliderPreview.thumbShadowOpacity),
    ViewLook(name: "thumbShadowRadius", spec: 5),
    ViewLook(name: "thumbShadowY", spec: 3),
    ViewLook(
      name: "inset", spec: 5,
      preview: SwipeToConfirmSliderLook.standard.inset),
    ViewLook(
      name: "titleFadeRate", spec: 1.6,
      preview: SwipeToConfirmSliderLook.standard.titleFadeRate),
    ViewLook(
      name: "checkmarkHiddenScale", spec: 0.4,
      preview: SwipeToConfirmSliderLook.standard.checkmarkHiddenScale),
    ViewLook(
      name: "shakeAmplitude", spec: 8,
      preview: SwipeToConfirmSliderLook.standard.shakeAmplitude),
  ]

  @Test(arguments: look)
  func theViewsLookIsTheSpecsAndThePreviewDrawsIt(_ look: ViewLook) throws {
    try look.check(inView: "SwipeToConfirmSlider")
  }

  /// The catalog's entry: its category and level, and the reference keywords it may extend but
  /// never drop, in each language.
  @Test func theCatalogEntry() {
    let entry = SwipeToConfirmSliderBlock.catalog
    #expect(entry.category == .controls && entry.level == .intermediate)
    entry.expectKeywords(
      english: [
        "slide to confirm", "swipe to pay", "slider", "drag", "unlock", "payment", "confirmation",
      ],
      spanish: [
        "deslizar para confirmar", "deslizar para pagar", "deslizador", "arrastrar",
        "desbloquear", "pago", "confirmación",
      ])
  }
}
