import BlocksCore
import Testing

@testable import BlocksPreview

/// The range slider's scenarios end where their titles say, in both directions and with Reduce
/// Motion: the drawn thumbs, the range, the editing calls and the haptics.
@Suite struct RangeSliderPreviewTests {
  typealias Slider = RangeSliderPreview

  /// What a scenario ends with: the range, how many editing calls, and the haptics it plays.
  struct Outcome {
    var range: ClosedRange<Double>
    var editingCalls: Int
    var ticks: ClosedRange<Int>
    var impacts: Int
  }

  static let outcomes: [String: Outcome] = [
    // 80 + 0.2 × 500 = 180, in $10 steps: ten values passed, at most one tick per 0.08 s.
    "drag-lower": Outcome(range: 180...240, editingCalls: 2, ticks: 5...10, impacts: 0),
    // The upper thumb stops $50 above the lower one, with one rigid impact.
    "upper-onto-lower": Outcome(range: 80...130, editingCalls: 2, ticks: 1...11, impacts: 1),
    // Backward from the stack takes the lower thumb (250 − 125 → 130 in $10 steps, 125 rounds
    // away from zero), forward then takes the upper one (250 + 125 → 380).
    "pull-apart": Outcome(range: 130...380, editingCalls: 4, ticks: 2...26, impacts: 0),
    // 0.62 × 500 = 310 snaps to 300: three $100 stops, three ticks.
    "stepped": Outcome(range: 300...500, editingCalls: 2, ticks: 3...3, impacts: 0),
    // Vertical: the scroll view's, so nothing at all.
    "vertical-drag": Outcome(range: 80...240, editingCalls: 0, ticks: 0...0, impacts: 0),
  ]

  @Test(arguments: ScenarioCase.all([.rangeSlider], settings: SettingsCase.sweep))
  func eachScenarioEndsAsItsTitleSays(_ example: ScenarioCase) throws {
    let outcome = try #require(Self.outcomes[example.scenario.name])
    let playback = Playback<Slider>(example.scenario, settings: example.settings.settings)
    let machine = playback.simulator.model.machine
    #expect(machine.range == outcome.range)
    #expect(playback.callbackTimes.count == outcome.editingCalls)
    let haptics = playback.simulator.occurrences.compactMap { occurrence -> Haptic? in
      if case .haptic(let haptic) = occurrence.kind { return haptic }
      return nil
    }
    #expect(outcome.ticks.contains(haptics.filter { $0 == .selection }.count), "\(haptics)")
    #expect(haptics.filter { $0 == .rigidImpact }.count == outcome.impacts)
  }

  @Test(arguments: ScenarioCase.all([.rangeSlider], settings: SettingsCase.sweep))
  func theThumbsNeverCrossAndStayOnTheTrack(_ example: ScenarioCase) {
    let playback = Playback<Slider>(example.scenario, settings: example.settings.settings)
    let model = playback.simulator.model
    let radius = model.thumbDiameter / 2
    for frame in playback.frames {
      let lower = frame.drawn.lowerCenter
      let upper = frame.drawn.upperCenter
      #expect(lower.isFinite && upper.isFinite)
      #expect(lower <= upper + 1e-9, "t = \(frame.time)")
      #expect(lower >= radius - 1e-9 && upper <= Slider.sliderWidth - radius + 1e-9)
    }
  }

  @Test func aTouchAtAFractionLandsOnTheThumbAtThatFractionInBothDirections() {
    for direction in FlowDirection.allCases {
      let settings = PreviewSettings(direction: direction)
      var model = Slider(scenario: Slider.scenarios[0], settings: settings)
      for event in model.appearEvents(settings: settings) { _ = model.machine.send(event, at: 0) }
      // 80 of 500 is 16 % of the travel: the lower thumb's centre.
      let x = 0.16 * model.referenceLength * direction.forwardSign
      model.touchBegan(x: x, y: 0, at: 0)
      _ = model.event(for: .changed(x: 0, y: 0)).map { model.machine.send($0, at: 0) }
      let moved = model.event(for: .changed(x: 30 * direction.forwardSign, y: 0))
      _ = moved.map { model.machine.send($0, at: 0.1) }
      #expect(model.machine.gesture == .dragging(.lower), "\(direction)")
    }
  }

  /// The view's look, the plain values a reader changes in `RangeSlider.swift`: each is the
  /// specification's number, and the preview draws the view's value.
  static let look: [ViewLook] = [
    ViewLook(
      name: "trackHeight", spec: 6,
      preview: RangeSliderPreview.trackHeight),
    ViewLook(
      name: "thumbDiameter", spec: 28,
      preview: RangeSliderPreview.thumbDiameter),
    ViewLook(
      name: "thumbShadowOpacity", spec: 0.15,
      preview: RangeSliderPreview.thumbShadowOpacity),
    ViewLook(name: "thumbShadowRadius", spec: 4),
    ViewLook(
      name: "thumbShadowY", spec: 2,
      preview: RangeSliderPreview.thumbShadowY),
  ]

  @Test(arguments: look)
  func theViewsLookIsTheSpecsAndThePreviewDrawsIt(_ look: ViewLook) throws {
    try look.check(inView: "RangeSlider")
  }

  /// The catalog's entry: its category and level, and the reference keywords it may extend but
  /// never drop, in each language.
  @Test func theCatalogEntry() {
    let entry = RangeSliderBlock.catalog
    #expect(entry.category == .controls && entry.level == .intermediate)
    entry.expectKeywords(
      english: ["range slider", "two thumbs", "price filter", "min max", "slider", "filter"],
      spanish: [
        "deslizador de intervalo", "filtro de precio", "mínimo y máximo", "rango", "filtro",
      ])
  }
}
