import BlocksCore
import Testing

@testable import BlocksPreview

/// The pager's frames: while a finger drags, the page beneath is darker and smaller than the
/// page on top.
@Suite struct InteractivePagerTransitionPreviewTests {
  typealias Pager = InteractivePagerTransitionPreview

  static let dragScenarios = ScenarioCase.all(
    [.interactivePagerTransition], settings: Array(SettingsCase.sweep.prefix(2))
  ).filter { $0.scenario.name != "resistance" }

  @Test(arguments: dragScenarios)
  func thePageBeneathIsDarkerAndSmallerAtEveryFrameOfADrag(_ example: ScenarioCase) {
    var checked = 0
    _ = Playback<Pager>(example.scenario, settings: example.settings.settings) {
      simulator, time in
      let machine = simulator.model.machine
      guard machine.isDragging else { return }
      let beneath = Int(machine.position.rounded(.down))
      let top = beneath + 1
      guard beneath >= 0, top < Pager.pageCount, machine.position > Double(beneath) else {
        return
      }
      let values = simulator.values(at: time)
      let scale = { values[Pager.channel(page: $0, .scale)] }
      let brightness = { values[Pager.channel(page: $0, .brightness)] }
      #expect(scale(beneath) < scale(top), "t = \(time)")
      #expect(brightness(beneath) < brightness(top), "t = \(time)")
      checked += 1
    }
    #expect(checked >= 8)
  }

  @Test func theFirstPageResistsAndNothingIsBeneathIt() {
    let scenario = Pager.scenarios.first { $0.name == "resistance" } ?? Pager.scenarios[0]
    let playback = Playback<Pager>(scenario)
    let offsets = playback.frames.map { $0.values[Pager.channel(page: 0, .offset)] }
    let farthest = offsets.max() ?? 0
    // The finger drags half a width; the page follows 30 % of that.
    let expected = 0.5 * Pager.width * InteractivePagerTransitionMetrics.resistance
    #expect(abs(farthest - expected) < 1)
    #expect(playback.frames.allSatisfy { $0.values[Pager.channel(page: 0, .brightness)] == 0 })
  }

  @Test func aCommitTurnsThePageAndTheDotsFollow() {
    let scenario = Pager.scenarios[0]
    var pages: [Int] = []
    _ = Playback<Pager>(scenario) { simulator, _ in
      let index = simulator.model.machine.index
      if pages.last != index { pages.append(index) }
    }
    #expect(pages == [0, 1, 0])
  }
}
