import BlocksCore
import Testing

@testable import BlocksPreview

/// The stepper's scenarios end where their titles say, in both directions and with Reduce Motion,
/// and the value shown is always the machine's.
@Suite struct RepeatStepperPreviewTests {
  typealias Stepper = RepeatStepperPreview

  /// The value each scenario ends with.
  static let finalValues: [String: Int] = [
    "tap": 5, "hold-accelerates": 28, "hold-to-bound": 10, "moved-press": 2, "wraps": 23,
  ]

  @Test(arguments: ScenarioCase.all([.repeatStepper], settings: SettingsCase.sweep))
  func eachScenarioEndsWithItsValue(_ example: ScenarioCase) throws {
    let expected = try #require(Self.finalValues[example.scenario.name])
    var shown: [Int] = []
    let playback = Playback<Stepper>(example.scenario, settings: example.settings.settings)
    for frame in playback.frames {
      let value = frame.drawn.value
      if shown.last != value { shown.append(value) }
    }
    #expect(playback.simulator.model.machine.value == expected, "\(shown)")
    #expect(shown.last == expected)
  }

  @Test func aHoldStepsAtHalfASecondThenEverFaster() throws {
    let scenario = try #require(Stepper.scenarios.first { $0.name == "hold-accelerates" })
    let press = try #require(scenario.time(ofStep: { $0 == .touchDown }))
    let playback = Playback<Stepper>(scenario)
    let steps = playback.simulator.occurrences.compactMap { occurrence -> Double? in
      if case .haptic = occurrence.kind { return occurrence.time }
      return nil
    }
    let first = try #require(steps.first)
    #expect(abs(first - press - RepeatStepperMetrics.holdDelay) < 1e-9)
    // Ticks are at most one per 0.08 s, so the gaps between them shrink toward that floor.
    let gaps = zip(steps.dropFirst(), steps).map { $0 - $1 }
    #expect(gaps.count >= 5)
    #expect(gaps.first! > gaps.last!)
    #expect(gaps.allSatisfy { $0 >= RepeatStepperMetrics.tickInterval - 1e-9 })
  }

  @Test func theHoldToTheBoundPlaysOneRigidImpactAndDimsPlus() throws {
    let scenario = try #require(Stepper.scenarios.first { $0.name == "hold-to-bound" })
    let playback = Playback<Stepper>(scenario)
    let impacts = playback.simulator.occurrences.filter { $0.kind == .haptic(.rigidImpact) }
    #expect(impacts.count == 1)
    let last = try #require(playback.frames.last)
    #expect(
      last.drawn.incrementOpacity
        == RepeatStepperLook.standard.dimmedButtonOpacity)
  }

  /// The view's look, the plain values a reader changes in `RepeatStepper.swift`: each is the
  /// specification's number, and the preview draws the view's value.
  static let look: [ViewLook] = [
    ViewLook(
      name: "buttonDiameter", spec: 44,
      preview: RepeatStepperPreview.buttonDiameter),
    ViewLook(
      name: "minimumDigits", spec: 3,
      preview: Double(RepeatStepperLook.standard.minimumDigits)),
    ViewLook(
      name: "dimmedButtonOpacity", spec: 0.35,
      preview: RepeatStepperLook.standard.dimmedButtonOpacity),
  ]

  @Test(arguments: look)
  func theViewsLookIsTheSpecsAndThePreviewDrawsIt(_ look: ViewLook) throws {
    try look.check(inView: "RepeatStepper")
  }

  /// The catalog's entry: its category and level, and the reference keywords it may extend but
  /// never drop, in each language.
  @Test func theCatalogEntry() {
    let entry = RepeatStepperBlock.catalog
    #expect(entry.category == .buttons && entry.level == .intermediate)
    entry.expectKeywords(
      english: ["stepper", "quantity", "counter", "plus minus", "hold to repeat", "cart"],
      spanish: ["contador", "cantidad", "más y menos", "mantener para repetir", "carrito"])
  }
}
