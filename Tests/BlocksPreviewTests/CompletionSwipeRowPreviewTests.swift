import BlocksCore
import Testing

@testable import BlocksPreview

/// The row's frames: it has collapsed to nothing when its callback runs, and the app's next
/// task takes its place as a fresh row.
@Suite struct CompletionSwipeRowPreviewTests {
  typealias Row = CompletionSwipeRowPreview

  @Test(
    "past the threshold the checkmark pops along a 0.3 s spring of bounce 0.6; with Reduce Motion it fades in over 0.15 s",
    arguments: [false, true])
  func theCheckmarkArmsAlongItsMotion(reduceMotion: Bool) throws {
    let scenario = try #require(Row.scenarios.first { $0.name == "complete" })
    var armed: Double?
    let settings = PreviewSettings(reduceMotion: reduceMotion)
    let playback = Playback<Row>(scenario, settings: settings) { simulator, time in
      if armed == nil, simulator.model.machine.isPastThreshold { armed = time }
    }
    let armTime = try #require(armed)
    let release = try #require(scenario.releaseTime())
    let look = CompletionSwipeRowLook.standard
    var checked = 0
    for frame in playback.frames where frame.time >= armTime && frame.time < release {
      let elapsed = frame.time - armTime
      if reduceMotion {
        let expected = Motion.easeOut(duration: 0.15).sample(
          at: elapsed, from: look.restingCheckmarkOpacity, to: 1
        ).value
        #expect(abs(frame.drawn.checkmarkOpacity - expected) < 1e-9, "t = \(frame.time)")
        #expect(frame.drawn.checkmarkScale == 1)
      } else {
        let expected = Motion.spring(duration: 0.3, bounce: 0.6).sample(
          at: elapsed, from: look.restingCheckmarkScale, to: look.armedCheckmarkScale
        ).value
        #expect(abs(frame.drawn.checkmarkScale - expected) < 1e-9, "t = \(frame.time)")
      }
      checked += 1
    }
    #expect(checked >= 5)
  }

  @Test(arguments: ScenarioCase.all([.completionSwipeRow], settings: SettingsCase.sweep))
  func theRowHeightReachesZeroBeforeTheCallback(_ example: ScenarioCase) throws {
    let playback = Playback<Row>(example.scenario, settings: example.settings.settings)
    let callbacks = playback.callbackTimes
    let measured = playback.frames[0].drawn.rowHeight
    guard example.scenario.name == "complete" || example.scenario.name == "flick" else {
      // Springing back and undoing never complete the row.
      #expect(callbacks.isEmpty)
      #expect(playback.frames.last?.drawn.rowHeight == measured)
      #expect(playback.frames.allSatisfy { $0.drawn.task == 0 })
      return
    }
    #expect(callbacks.count == 1)
    let callback = callbacks.first ?? 0
    // Just before the callback, with full motion, the row is drawn (next to) 0 pt high: the
    // last frame before it is within a frame's step of the collapse's end, where the
    // ease-in-out barely moves. With Reduce Motion it never collapses: it goes at once.
    let before = try #require(playback.frames.last { $0.time < callback })
    if example.settings.settings.reduceMotion {
      #expect(before.drawn.rowHeight == measured, "t = \(before.time)")
    } else {
      #expect(before.drawn.rowHeight < 0.02 * measured, "t = \(before.time)")
    }
    // At the callback's instant the app removes the task: the list closes the spacing the row
    // leaves, and a fresh row shows the next task.
    let removal = playback.simulator.frame(from: playback.simulator.values(at: callback))
    #expect(abs(removal.listShift - Row.spacing) < 1e-6)
    #expect(removal.task == 1)
    #expect(removal.rowHeight == measured && removal.rowOffset == 0)
    for frame in playback.frames {
      #expect(frame.drawn.task == (frame.time < callback ? 0 : 1), "t = \(frame.time)")
    }
    // The gap closes without overshoot (a smooth spring), and the new row rests in its place.
    let after = playback.frames.filter { $0.time >= callback }
    for (earlier, later) in zip(after, after.dropFirst()) {
      #expect(later.drawn.listShift <= earlier.drawn.listShift, "t = \(later.time)")
      #expect(later.drawn.listShift >= 0 && later.drawn.rowOffset == 0, "t = \(later.time)")
    }
    #expect(after.last?.drawn.listShift == 0)
    // Before it, with full motion, the height animated down through the frames.
    let collapsing = playback.frames.filter {
      $0.time < callback && $0.drawn.rowHeight > 0 && $0.drawn.rowHeight < measured
    }
    if example.settings.settings.reduceMotion {
      #expect(collapsing.isEmpty)
    } else {
      #expect(collapsing.count >= 10)
    }
  }

  /// The collapse waits 0.12 s, then closes the row's height with a 0.25 s ease-in-out, so the
  /// drawn height holds through the pause and follows that curve to 0 at the callback.
  @Test func theCollapsePausesThenClosesWithAnEaseInOut() throws {
    let scenario = try #require(Row.scenarios.first { $0.name == "complete" })
    let playback = Playback<Row>(scenario, settings: PreviewSettings())
    let callback = try #require(playback.callbackTimes.first)
    let measured = playback.frames[0].drawn.rowHeight
    let start = callback - 0.37
    var paused = 0
    var eased = 0
    for frame in playback.frames where frame.time > start + 1e-9 && frame.time < callback {
      let elapsed = frame.time - start
      if elapsed < 0.12 {
        #expect(abs(frame.drawn.rowHeight - measured) < 1e-9, "t = \(frame.time)")
        paused += 1
      } else {
        let expected = Motion.easeInOut(duration: 0.25).sample(
          at: elapsed - 0.12, from: measured, to: 0
        ).value
        #expect(abs(frame.drawn.rowHeight - expected) < 1e-6, "t = \(frame.time)")
        eased += 1
      }
    }
    #expect(paused >= 6 && eased >= 14)
  }

  /// Released before the threshold, the row springs back to rest; with Reduce Motion it is at
  /// rest from the first frame after the release.
  @Test(arguments: [false, true])
  func aShortSwipeSpringsBackOrReturnsAtOnce(reduceMotion: Bool) throws {
    let scenario = try #require(Row.scenarios.first { $0.name == "spring-back" })
    let playback = Playback<Row>(scenario, settings: PreviewSettings(reduceMotion: reduceMotion))
    let release = try #require(scenario.releaseTime())
    let held = try #require(playback.frames.last { $0.time < release }).drawn.rowOffset
    #expect(abs(held) > 20)
    let after = playback.frames.filter { $0.time > release + 1e-9 }
    let first = try #require(after.first)
    if reduceMotion {
      #expect(after.allSatisfy { $0.drawn.rowOffset == 0 }, "offset \(first.drawn.rowOffset)")
    } else {
      // On its way back a frame after the release, and at rest once the spring has settled.
      #expect(abs(first.drawn.rowOffset) > 0 && abs(first.drawn.rowOffset) < abs(held))
      #expect(abs(after.last?.drawn.rowOffset ?? .infinity) < 0.5)
    }
    #expect(playback.callbackTimes.isEmpty)
  }

  /// Every task of the demo can be completed in turn, and after the fifth the first comes
  /// round again: the row never stops taking swipes.
  @Test(arguments: SettingsCase.sweep)
  func eachFreshRowTakesTheNextSwipe(_ settings: SettingsCase) {
    let swipe: [PreviewStep] = [
      .touchDown, .drag(x: 0.7, y: 0, duration: 0.3), .release(), .wait(1.2),
    ]
    let count = Row.tasks.count + 2
    let scenario = PreviewScenario(
      name: "many", title: [.english: "", .spanish: ""], summary: [.english: "", .spanish: ""],
      steps: [.wait(0.2)] + Array(repeating: swipe, count: count).flatMap { $0 }, posterTime: 0)
    let playback = Playback<Row>(scenario, settings: settings.settings)
    #expect(playback.callbackTimes.count == count)
    let tasks = playback.frames.map { $0.drawn.task }
    // The first row shows each task in order, round and round.
    var shown: [Int] = []
    for task in tasks where shown.last != task { shown.append(task) }
    #expect(shown == (0...count).map { $0 % Row.tasks.count })
    // The drawing shows the title of the task in the first row and the one after it below.
    let scene = playback.simulator.model.scene(playback.frames.last?.drawn ?? Row.Frame())
    let visible = scene.nodes.filter {
      $0.element == .text && !$0.attributes.contains { $0.value == .visible(false) }
    }.map(\.text)
    let last = count % Row.tasks.count
    let titles = playback.simulator.model.taskTitles
    #expect(visible.contains(titles[last]) && visible.contains(titles[(last + 1) % titles.count]))
  }

  /// The farthest forward the scenario's finger goes, in points.
  static func reach(of scenario: PreviewScenario) -> Double {
    var farthest = 0.0
    for step in scenario.steps {
      switch step {
      case .drag(let x, _, _), .swipe(let x, _, _): farthest = max(farthest, x * Row.rowWidth)
      default: break
      }
    }
    return farthest
  }

  @Test(arguments: ScenarioCase.all([.completionSwipeRow], settings: SettingsCase.sweep))
  func reachingTheThresholdPlaysOneMediumImpactAndNoOtherHaptic(_ example: ScenarioCase) {
    // Given the threshold of a 328 pt row: min(0.4 × 328, 140) = 131.2 pt
    let threshold = min(0.4 * Row.rowWidth, 140)
    // When the scenario plays
    let playback = Playback<Row>(example.scenario, settings: example.settings.settings)
    let haptics: [(time: Double, haptic: Haptic)] = playback.simulator.occurrences.compactMap {
      guard case .haptic(let haptic) = $0.kind else { return nil }
      return ($0.time, haptic)
    }
    // Then a finger that stays short of it plays nothing, not even on a flick that completes
    guard Self.reach(of: example.scenario) >= threshold else {
      #expect(haptics.isEmpty)
      return
    }
    // And one that reaches it plays a single medium impact: no light impact, no success
    #expect(haptics.map(\.haptic) == [.mediumImpact])
    // At the first frame that draws the row at the threshold
    guard let crossing = haptics.first,
      let index = playback.frames.firstIndex(where: { $0.time >= crossing.time - 1e-9 }),
      index > 0
    else {
      Issue.record("no frame around the haptic")
      return
    }
    #expect(playback.frames[index].drawn.rowOffset >= threshold)
    #expect(playback.frames[index - 1].drawn.rowOffset < threshold)
  }

  struct DiagonalCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// The vertical movement per unit of forward movement (positive is down).
    var slope: Double
    var takesTheRow: Bool
    var settings: SettingsCase
    var testDescription: String { "\(name) (\(settings.name))" }
  }

  static let diagonals: [DiagonalCase] = SettingsCase.sweep.flatMap { settings in
    [
      DiagonalCase(name: "45° downward", slope: 1, takesTheRow: false, settings: settings),
      DiagonalCase(name: "45° upward", slope: -1, takesTheRow: false, settings: settings),
      DiagonalCase(name: "just under 45°", slope: 0.98, takesTheRow: true, settings: settings),
    ]
  }

  @Test(arguments: diagonals)
  func aDragAt45DegreesIsAScrollAndNeverMovesTheRow(_ c: DiagonalCase) {
    // Given a finger that swipes half the row's width forward (past the threshold), moves as
    // far vertically as the slope says, and flicks on at the same angle
    let steps: [PreviewStep] = [
      .wait(0.2), .touchDown, .drag(x: 0.5, y: 0.5 * c.slope, duration: 0.5),
      .release(velocityX: 3, velocityY: 3 * c.slope), .wait(1.5),
    ]
    let scenario = PreviewScenario(
      name: "diagonal", title: [.english: "", .spanish: ""], summary: [.english: "", .spanish: ""],
      steps: steps,
      posterTime: 0)
    // When it plays
    let playback = Playback<Row>(scenario, settings: c.settings.settings)
    let offsets = playback.frames.map { $0.drawn.rowOffset }
    if c.takesTheRow {
      // Then a forward part that beats the vertical one, however narrowly, takes the row
      #expect((offsets.max() ?? 0) > 100)
      #expect(playback.callbackTimes.count == 1)
    } else {
      // Then a tie is a scroll: at no frame does the row move, arm or complete
      #expect(offsets.allSatisfy { $0 == 0 })
      #expect(playback.simulator.occurrences.isEmpty)
    }
  }

  /// The view's look, the plain values a reader changes in `CompletionSwipeRow.swift`: each is the
  /// specification's number, and the preview draws the view's value.
  static let look: [ViewLook] = [
    ViewLook(
      name: "checkmarkLeadingInset", spec: 24,
      preview: CompletionSwipeRowLook.standard.checkmarkLeadingInset),
    ViewLook(
      name: "restingCheckmarkScale", spec: 0.5,
      preview: CompletionSwipeRowLook.standard.restingCheckmarkScale),
    ViewLook(
      name: "armedCheckmarkScale", spec: 1.15,
      preview: CompletionSwipeRowLook.standard.armedCheckmarkScale),
    ViewLook(
      name: "restingCheckmarkOpacity", spec: 0.55,
      preview: CompletionSwipeRowLook.standard.restingCheckmarkOpacity),
  ]

  @Test(arguments: look)
  func theViewsLookIsTheSpecsAndThePreviewDrawsIt(_ look: ViewLook) throws {
    try look.check(inView: "CompletionSwipeRow")
  }

  /// The catalog's entry: its category and level, and the reference keywords it may extend but
  /// never drop, in each language.
  @Test func theCatalogEntry() {
    let entry = CompletionSwipeRowBlock.catalog
    #expect(entry.category == .gestures && entry.level == .intermediate)
    entry.expectKeywords(
      english: ["swipe", "row", "complete", "task", "to do", "checkmark", "list"],
      spanish: [
        "deslizar", "fila", "completar", "tarea", "pendiente", "marca de verificación", "lista",
      ])
  }
}
