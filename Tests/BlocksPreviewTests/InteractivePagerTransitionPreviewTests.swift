import BlocksCore
import Foundation
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
      let frame = simulator.frame(from: simulator.values(at: time))
      let scale = { frame.pages[$0].scale }
      let brightness = { frame.pages[$0].brightness }
      #expect(scale(beneath) < scale(top), "t = \(time)")
      #expect(brightness(beneath) < brightness(top), "t = \(time)")
      checked += 1
    }
    #expect(checked >= 8)
  }

  @Test func theFirstPageResistsAndNothingIsBeneathIt() {
    let scenario = Pager.scenarios.first { $0.name == "resistance" } ?? Pager.scenarios[0]
    let playback = Playback<Pager>(scenario)
    let offsets = playback.frames.map { $0.drawn.pages[0].offset }
    let farthest = offsets.max() ?? 0
    // The finger drags half a width; the page follows 30 % of that.
    let expected = 0.5 * Pager.width * InteractivePagerTransitionMetrics.resistance
    #expect(abs(farthest - expected) < 1)
    #expect(playback.frames.allSatisfy { $0.drawn.pages[0].brightness == 0 })
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

  @Test(arguments: SettingsCase.sweep)
  func theDragTakesOverOnlyOnceTheFingerIs10PointsAway(_ setting: SettingsCase) {
    // Given the pager on its first page and a finger on it
    let settings = setting.settings
    var simulator = PreviewSimulator(
      Pager(scenario: Pager.scenarios[0], settings: settings), settings: settings, isAsync: false)
    var time = 0.5
    simulator.handle(.touchDown(x: 0, y: 0), at: time)
    // When the finger moves backward (toward the next page) a quarter point per frame
    for step in 1...80 {
      let distance = Double(step) / 4
      time += 1.0 / 60
      simulator.handle(
        .touchMoved(x: -distance * settings.direction.forwardSign, y: 0), at: time)
      // Then nothing moves for the first 9.75 pt; from 10 pt on the next page is exactly under
      // the finger
      let taken = distance >= 10
      let next = simulator.frame(from: simulator.values(at: time)).pages[1].offset
      #expect(simulator.model.machine.isDragging == taken, "\(distance) pt")
      #expect(abs(next - (taken ? Pager.width - distance : Pager.width)) < 1e-9, "\(distance) pt")
    }
  }

  /// Black shows behind the pages wherever a page has moved or shrunk away, at every frame.
  @Test(arguments: ScenarioCase.all([.interactivePagerTransition], settings: SettingsCase.sweep))
  func blackBehindThePages(_ example: ScenarioCase) {
    _ = Playback<Pager>(example.scenario, settings: example.settings.settings) {
      simulator, time in
      let frame = simulator.frame(from: simulator.values(at: time))
      let drawn = simulator.model.scene(frame).placedNodes
      // Then the background is a black rectangle the pager's size, drawn before any page
      let background = drawn.first { $0.node.role == "background" }
      #expect(background?.node.value(.fill) == .color(.black), "t = \(time)")
      #expect(background?.node.value(.width) == .length(Pager.width), "t = \(time)")
      #expect(background?.node.value(.height) == .length(Pager.height), "t = \(time)")
      let firstPage = drawn.first { $0.node.role.hasPrefix("page-") }
      #expect((background?.index ?? .max) < (firstPage?.index ?? -1), "t = \(time)")
    }
  }

  @Test(arguments: ScenarioCase.all([.interactivePagerTransition], settings: SettingsCase.sweep))
  func theCurrentDotIsDrawnAsA22PointCapsuleTheOthersAs8PointDots(_ example: ScenarioCase) {
    // Given every frame of the scenario at which the dots are not animating
    var resting = 0
    _ = Playback<Pager>(example.scenario, settings: example.settings.settings) {
      simulator, time in
      let frame = simulator.frame(from: simulator.values(at: time))
      let target = simulator.frame(from: simulator.targets(at: time))
      guard frame.dots == target.dots else { return }
      resting += 1
      // Then each dot is drawn as a white rounded rectangle 8 pt high with fully rounded ends:
      // 22 pt wide at full opacity for the current page, an 8 pt circle at 45 % for the others
      let current = simulator.model.machine.index
      let drawn = simulator.model.scene(frame).placedNodes
      for dot in 0..<Pager.pageCount {
        let node = drawn.first { $0.node.role == "dot-\(dot)" }
        let width = (node?.maxX ?? 0) - (node?.minX ?? 0)
        #expect(abs(width - (dot == current ? 22 : 8)) < 1e-9, "dot \(dot) at t = \(time)")
        #expect(node?.node.value(.height) == .length(8), "dot \(dot) at t = \(time)")
        #expect(node?.node.value(.rx) == .length(4), "dot \(dot) at t = \(time)")
        let opacity = frame.dots[dot].opacity
        #expect(opacity == (dot == current ? 1 : 0.45), "dot \(dot) at t = \(time)")
      }
      // And 8 pt separate each dot from the next
      let dots = (0..<Pager.pageCount).compactMap { dot in
        drawn.first { $0.node.role == "dot-\(dot)" }
      }.sorted { $0.minX < $1.minX }
      #expect(dots.count == Pager.pageCount)
      for (left, right) in zip(dots, dots.dropFirst()) {
        #expect(abs(right.minX - left.maxX - 8) < 1e-9, "t = \(time)")
      }
    }
    #expect(resting >= 30)
  }

  /// How much of a move is still to go `t` seconds into `.snappy(duration: 0.3)`, written out
  /// from SwiftUI's spring model: stiffness (2π / 0.3)², damping ratio 1 − 0.15.
  static func snappyRemaining(at t: Double) -> Double {
    let omega = 2 * Double.pi / 0.3
    let zeta = 1 - 0.15
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
  }

  static let commits = ScenarioCase.all(
    [.interactivePagerTransition], settings: SettingsCase.sweep
  ).filter { $0.scenario.name == "commit" }

  @Test(arguments: commits)
  func aPageChangeMovesTheDotsWithASnappySpringOf0_3Seconds(_ example: ScenarioCase) {
    // Given the two releases that turn the page, forward and back
    let reduceMotion = example.settings.settings.reduceMotion
    let releases = [0, 1].compactMap { example.scenario.releaseTime($0) }
    #expect(releases.count == 2)
    var widest = 0.0
    var checked = 0
    // When the scenario plays
    _ = Playback<Pager>(example.scenario, settings: example.settings.settings) {
      simulator, time in
      guard let release = releases.last(where: { $0 <= time }), time - release <= 0.6 else {
        return
      }
      // Then the new current dot widens from 8 to 22 pt along the snappy spring: a little past
      // 22 pt and back; with Reduce Motion it is 22 pt at once
      let current = simulator.model.machine.index
      let width = simulator.frame(from: simulator.values(at: time)).dots[current].width
      let expected = reduceMotion ? 22 : 22 - 14 * Self.snappyRemaining(at: time - release)
      // The evaluator ends a spring once it is within 1/1000 of the move.
      #expect(abs(width - expected) < 0.015, "t = \(time - release) s after the release")
      widest = max(widest, width)
      checked += 1
    }
    #expect(checked >= 60)
    if reduceMotion {
      #expect(widest == 22)
    } else {
      // 14 pt × e^(−ζπ / √(1 − ζ²)) with ζ = 0.85: about 0.09 pt past 22.
      #expect(widest > 22.05 && widest < 22.1, "widest \(widest)")
    }
  }

  /// The view's look, the plain values a reader changes in `InteractivePagerTransition.swift`: each is the
  /// specification's number, and the preview draws the view's value.
  static let look: [ViewLook] =
    [
      ViewLook(
        name: "dotSpacing", spec: 8,
        preview: InteractivePagerTransitionPreview.dotSpacing),
      ViewLook(
        name: "bottomPadding", spec: 18,
        preview: InteractivePagerTransitionPreview.bottomPadding),
    ]
    + [
      ("maximumVisible", 7.0, Double(InteractivePagerTransitionLook.standard.maximumVisible)),
      ("dotSize", 8, InteractivePagerTransitionLook.standard.dotSize),
      ("currentWidth", 22, InteractivePagerTransitionLook.standard.currentWidth),
      ("dotOpacity", 0.45, InteractivePagerTransitionLook.standard.dotOpacity),
      ("outerScale", 0.5, InteractivePagerTransitionLook.standard.outerScale),
      ("nearOuterScale", 0.75, InteractivePagerTransitionLook.standard.nearOuterScale),
    ].map { ViewLook(name: $0.0, spec: $0.1, preview: $0.2) }

  @Test(arguments: look)
  func theViewsLookIsTheSpecsAndThePreviewDrawsIt(_ look: ViewLook) throws {
    try look.check(inView: "InteractivePagerTransition")
  }

  /// The catalog's entry: its category and level, and the reference keywords it may extend but
  /// never drop, in each language.
  @Test func theCatalogEntry() {
    let entry = InteractivePagerTransitionBlock.catalog
    #expect(entry.category == .transitions && entry.level == .advanced)
    entry.expectKeywords(
      english: [
        "pager", "interactive transition", "drag", "swipe", "parallax", "onboarding", "pages",
      ],
      spanish: [
        "paginador", "transición interactiva", "arrastrar", "deslizar", "parallax",
        "introducción", "páginas",
      ])
  }
}
