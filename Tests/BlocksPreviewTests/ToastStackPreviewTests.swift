import BlocksCore
import Testing

@testable import BlocksPreview

/// The toast stack's scenarios end with the binding their titles say, in both directions, with
/// Reduce Motion and in Spanish, and the demo app around the stack does what the view hands it.
@Suite struct ToastStackPreviewTests {
  typealias Stack = ToastStackPreview

  /// The faces left in the binding at each scenario's end, oldest first, and how many times the
  /// app was called back (a toast taken out of the binding once it left).
  static let outcomes: [String: (faces: [Stack.Face], callbacks: Int)] = [
    "arrive": ([.offline, .deleted, .saving], 0),
    "fan-out": ([.offline, .deleted, .saved], 0),
    "swipe": ([], 1),
    "update": ([.saved], 0),
    "time-out": ([], 1),
  ]

  @Test(arguments: ScenarioCase.all([.toastStack], settings: SettingsCase.sweep))
  func eachScenarioEndsWithItsBinding(_ example: ScenarioCase) throws {
    let expected = try #require(Self.outcomes[example.scenario.name])
    let playback = Playback<Stack>(example.scenario, settings: example.settings.settings)
    let model = playback.simulator.model
    #expect(model.toasts.map(\.face) == expected.faces)
    #expect(playback.callbackTimes.count == expected.callbacks)
    // The machine shows what the binding holds, newest last, and has nothing leaving.
    #expect(model.machine.shown.map(\.entry.id) == model.toasts.map(\.id))
    #expect(model.machine.leaving.isEmpty)
  }

  /// A touch fans the stack out and stops the clock: the error toast, shown at 0.3 s for 4 s,
  /// is still there after 4.1 s because the finger held it for 1.6 s and the stack lingers open.
  @Test func aTouchExpandsTheStackAndPausesItsTimers() throws {
    let scenario = try #require(Stack.scenarios.first { $0.name == "fan-out" })
    let release = try #require(scenario.time(ofStep: { $0 == .release() }))
    var expandedWhileTouched = false
    var countedWhileTouched = false
    _ = Playback<Stack>(scenario) { simulator, time in
      let touchedSince = release - 1.6
      guard time > touchedSince + 0.5, time < release else { return }
      expandedWhileTouched = expandedWhileTouched || simulator.model.machine.isExpanded
      countedWhileTouched = countedWhileTouched || simulator.model.machine.isCounting
    }
    #expect(expandedWhileTouched)
    #expect(!countedWhileTouched)
  }

  /// The swipe takes the toast sideways in the drag's direction on screen: right in a
  /// left-to-right layout, left in a right-to-left one, where the drawing's mirror turns the
  /// numbers back.
  @Test(arguments: [FlowDirection.leftToRight, .rightToLeft])
  func theSwipedToastLeavesInTheDragsDirection(_ direction: FlowDirection) throws {
    let scenario = try #require(Stack.scenarios.first { $0.name == "swipe" })
    let release = try #require(scenario.time(ofStep: { $0 == .release() }))
    let playback = Playback<Stack>(scenario, settings: PreviewSettings(direction: direction))
    let leaving = try #require(playback.frames.first { $0.time > release + 0.1 })
    // The only toast is drawn in the first slot while shown and in the first leaving slot after.
    let slot = ToastStackMetrics.builtCount
    #expect(leaving.drawn.slots[slot].isPresent)
    #expect(leaving.drawn.slots[slot].x > 0.45 * Stack.toastWidth)
  }

  /// Save's toast is one toast: "Saving…" until the save is done 1.5 s later, then "Saved" in
  /// the same place, with its own height measured and handed to the machine.
  @Test func theSaveUpdatesItsToastInPlace() throws {
    let scenario = try #require(Stack.scenarios.first { $0.name == "update" })
    var faces: [Stack.Face] = []
    let playback = Playback<Stack>(scenario) { simulator, _ in
      guard let face = simulator.model.toasts.first?.face, faces.last != face else { return }
      faces.append(face)
    }
    #expect(faces == [.saving, .saved])
    let model = playback.simulator.model
    let shown = try #require(model.machine.newest)
    #expect(shown.entry.id == Stack.saveID)
    #expect(shown.height == model.faces[Stack.Face.saved.rawValue].height)
  }

  /// Each toast is announced when it arrives or changes what it says, by its title.
  @Test func newToastsAreAnnouncedByTitle() throws {
    let scenario = try #require(Stack.scenarios.first { $0.name == "arrive" })
    let playback = Playback<Stack>(scenario)
    let announced = playback.simulator.occurrences.compactMap { occurrence -> String? in
      if case .announcement(let text) = occurrence.kind { return text.key }
      return nil
    }
    #expect(
      announced == [
        ToastStackStrings.Demo.offline, ToastStackStrings.Demo.deleted,
        ToastStackStrings.Demo.saving,
      ])
  }

  /// Undo in a deleted note's toast runs once: the note comes back, a "Note restored" toast
  /// replaces nothing and the deleted toast leaves.
  @Test func undoRestoresTheNote() throws {
    let settings = PreviewSettings()
    let setup = try #require(Stack.scenarios.first)
    var simulator = PreviewSimulator(
      Stack(scenario: setup, settings: settings), settings: settings, isAsync: false)
    simulator.handle(.press(1), at: 0.1)
    #expect(simulator.model.noteCount == 2)
    // The deleted toast is the newest, in the first slot of the four built, at rest.
    simulator.advance(to: 1)
    let undo = try #require(Stack.buttonRoles.firstIndex(of: Stack.actionRole(0)))
    simulator.handle(.press(undo), at: 1)
    #expect(simulator.model.noteCount == 3)
    simulator.advance(to: 2)
    #expect(simulator.model.toasts.map(\.face) == [.restored])
    #expect(simulator.occurrences.filter { $0.kind == .callback }.count == 2)
  }

  /// A message too long for three lines ends the third with an ellipsis, at the largest text
  /// size the previews draw.
  @Test func aLongMessageStopsAtThreeLines() {
    let settings = PreviewSettings(textScale: 2, language: .spanish)
    let model = Stack(scenario: Stack.scenarios[0], settings: settings)
    let offline = model.faces[Stack.Face.offline.rawValue]
    #expect(offline.message.count == ToastStackPreview.messageLineLimit)
    #expect(offline.message.last?.hasSuffix("…") == true)
  }

  /// The drawing never changes shape, so the animated file and the live block only change
  /// attributes.
  @Test(arguments: Stack.scenarios)
  func theDrawingKeepsItsShape(_ scenario: PreviewScenario) {
    let playback = Playback<Stack>(scenario)
    let shapes = Set(
      playback.frames.map { frame in
        playback.simulator.model.scene(frame.drawn).nodes.map(\.element)
      })
    #expect(shapes.count == 1)
  }

  /// The view's look, the plain values a reader changes in `ToastStack.swift`: each is the
  /// specification's number, and the preview draws the view's value.
  static let look: [ViewLook] = [
    ViewLook(
      name: "cornerRadius", spec: 16,
      preview: ToastStackPreview.cornerRadius),
    ViewLook(name: "shadowOpacity", spec: 0.12),
    ViewLook(name: "shadowRadius", spec: 12),
    ViewLook(name: "shadowY", spec: 4),
    ViewLook(
      name: "contentPadding", spec: 14,
      preview: ToastStackPreview.contentPadding),
    ViewLook(
      name: "messageLineLimit", spec: 3,
      preview: Double(ToastStackPreview.messageLineLimit)),
    ViewLook(
      name: "sideInset", spec: 16,
      preview: ToastStackLook.standard.sideInset),
    ViewLook(
      name: "maximumWidth", spec: 400,
      preview: ToastStackLook.standard.maximumWidth),
    ViewLook(
      name: "depthScaleStep", spec: 0.05,
      preview: ToastStackLook.standard.depthScaleStep),
    ViewLook(
      name: "depthOffsetStep", spec: 10,
      preview: ToastStackLook.standard.depthOffsetStep),
    ViewLook(
      name: "expandedGap", spec: 14,
      preview: ToastStackLook.standard.expandedGap),
  ]

  @Test(arguments: look)
  func theViewsLookIsTheSpecsAndThePreviewDrawsIt(_ look: ViewLook) throws {
    try look.check(inView: "ToastStack")
  }

  /// The catalog's entry: its category and level, and the reference keywords it may extend but
  /// never drop, in each language.
  @Test func theCatalogEntry() {
    let entry = ToastStackBlock.catalog
    #expect(entry.category == .transitions && entry.level == .advanced)
    entry.expectKeywords(
      english: ["toast", "snackbar", "notification", "loading", "undo", "swipe to dismiss"],
      spanish: ["aviso", "notificación", "cargando", "deshacer", "deslizar para descartar"])
  }
}
