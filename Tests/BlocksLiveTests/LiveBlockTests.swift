import BlocksCore
import Testing

@testable import BlocksLive
@testable import BlocksPreview

/// A live block driven as a page drives it: pointer positions, keys, a clock, frames.
@Suite struct LiveBlockTests {
  /// Plays `script` on a live block through its Swift interface; the layout numbers of every
  /// frame, and the block at the end.
  static func play(_ script: LiveScript) -> (frames: [[Double]], block: LiveBlock) {
    var live = LiveBlock(block: script.block, options: script.options)
    var frames: [[Double]] = []
    for operation in script.operations {
      switch operation {
      case .pointer(let phase, let x, let y, let time): live.pointer(phase, x: x, y: y, at: time)
      case .key(let key, let time): live.key(key, at: time)
      case .press(let button, let time): live.press(button, at: time)
      case .frame(let time):
        _ = live.frame(at: time)
        frames.append(live.values)
      }
    }
    return (frames, live)
  }

  /// The fraction of the slider's travel at which a drag confirms, in points from the start.
  static func sliderPoints(_ fraction: Double) -> Double {
    let session = PreviewSession(
      block: .swipeToConfirmSlider, scenario: PreviewBlock.swipeToConfirmSlider.scenarios[0],
      settings: PreviewSettings())
    return fraction * session.referenceLength
  }

  /// Drags block `live` by `dx` points over `duration` seconds from `start`, at 60 Hz, holds
  /// still for `hold` seconds and lifts; returns the time of the release.
  static func drag(
    _ live: inout LiveBlock, by dx: Double, from start: Double, duration: Double,
    hold: Double = 0.2
  ) -> Double {
    let origin = LiveScript.origin
    live.pointer(.down, x: origin.x, y: origin.y, at: start)
    let steps = max(Int(duration * 60), 1)
    for step in 1...steps {
      let time = start + Double(step) / 60
      live.pointer(.move, x: origin.x + dx * Double(step) / Double(steps), y: origin.y, at: time)
      _ = live.frame(at: time)
    }
    let release = start + duration + hold
    live.pointer(.up, x: origin.x + dx, y: origin.y, at: release)
    return release
  }

  @Test(arguments: LiveScript.all().filter(\.matchesRecording))
  func aScenarioPlayedLiveDrawsItsRecordedFrames(_ script: LiveScript) {
    // Given the scenario's recording, when the same gestures arrive as pointer positions,
    // then every frame has the recorded layout numbers.
    let recording = PreviewRecording(
      block: script.block, scenario: script.scenario, settings: script.options.settings)
    let frames = Self.play(script).frames
    #expect(frames.count == recording.frames.count)
    for (index, (live, recorded)) in zip(frames, recording.frames).enumerated() {
      for channel in live.indices where abs(live[channel] - recorded.values[channel]) > 1e-9 {
        let difference = "live \(live[channel]), recorded \(recorded.values[channel])"
        Issue.record("frame \(index) (\(recorded.time) s), channel \(channel): \(difference)")
        return
      }
    }
  }

  @Test(arguments: LiveScript.all(settings: [LiveScript.settings[0], LiveScript.settings[3]]))
  func theChangesOfEveryFrameRebuildItsDrawing(_ script: LiveScript) throws {
    // Given the first frame's attribute values, when each frame's changes are applied as a page
    // applies them, then the result is that frame's drawing, attribute for attribute.
    var live = LiveBlock(block: script.block, options: script.options)
    var applied = Self.attributeTexts(live.scene)
    var changedFrames = 0
    for operation in script.operations {
      switch operation {
      case .pointer(let phase, let x, let y, let time): live.pointer(phase, x: x, y: y, at: time)
      case .key(let key, let time): live.key(key, at: time)
      case .press(let button, let time): live.press(button, at: time)
      case .frame(let time):
        let count = live.frame(at: time)
        #expect(count >= 0, "the drawing's structure changed at \(time) s")
        let lines = String(decoding: live.changes, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == count)
        for line in lines {
          let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
          try #require(fields.count == 3, "\(line)")
          let node = try #require(Int(fields[0]))
          let names = live.scene.nodes[node].attributes.map(\.name.svgName)
          let position = try #require(names.firstIndex(of: String(fields[1])), "\(line)")
          #expect(applied[node][position] != String(fields[2]), "an unchanged value: \(line)")
          applied[node][position] = String(fields[2])
        }
        if count > 0 { changedFrames += 1 }
        #expect(applied == Self.attributeTexts(live.scene), "at \(time) s")
      }
    }
    // Not a vacuous walk: a scenario that moves the block live changes frames live.
    if script.matchesRecording, Self.recordingMoves(script) { #expect(changedFrames > 0) }
  }

  /// Whether the scenario's recording draws anything but its first frame.
  static func recordingMoves(_ script: LiveScript) -> Bool {
    let recording = PreviewRecording(
      block: script.block, scenario: script.scenario, settings: script.options.settings)
    return recording.frames.contains { $0.values != recording.frames.first?.values }
  }

  /// Every attribute's text in `scene`, node by node, as the page sets it.
  static func attributeTexts(_ scene: PreviewScene) -> [[String]] {
    scene.nodes.map { node in
      node.attributes.map {
        SVGText.value($0.value, name: $0.name, prefix: LiveBlock.idPrefix, escaping: false)
      }
    }
  }

  @Test func theMarkupNumbersEveryElementAndMarksWhereTheGestureBegins() {
    for block in PreviewBlock.all {
      let live = LiveBlock(block: block, options: [])
      let markup = live.markup
      let elements = live.scene.nodes.filter { $0.element != .end }.count
      #expect(markup.components(separatedBy: " data-n=\"").count - 1 == elements, "\(block.id)")
      #expect(markup.components(separatedBy: " data-touch=\"\"").count - 1 == 1, "\(block.id)")
      let touch = live.scene.nodes.firstIndex { $0.role == live.touchRole }
      #expect(touch.map { markup.contains("data-n=\"\($0)\" data-touch") } == true, "\(block.id)")
      #expect(markup.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(markup.contains("aria-hidden=\"true\""))
      #expect(!markup.contains("<animate"))
      // Every reference to a definition names the live block's prefixed id.
      #expect(
        markup.components(separatedBy: "url(#").count
          == markup.components(separatedBy: "url(#live-").count, "\(block.id)")
    }
  }

  @Test func aSlideToTheEndConfirmsOnceAndAnnounces() {
    // Given a slider, when the thumb is dragged past 92 % of its travel and released, then the
    // callback runs once, a haptic plays and "Confirmed" is announced.
    var live = LiveBlock(block: .swipeToConfirmSlider, options: [])
    let release = Self.drag(&live, by: Self.sliderPoints(0.95), from: 0.1, duration: 0.5)
    _ = live.frame(at: release + 0.5)
    #expect(live.callbackCount == 1)
    #expect(live.hapticCount >= 1)
    #expect(live.announcementCount == 1 && live.latestAnnouncement == "Confirmed")
    let title = live.scene.nodes.first { $0.role == "title-confirmed" }
    #expect(title?.value(.visibility) == .visible(true))
  }

  @Test func aSlideReleasedHalfwaySpringsBackWithoutConfirming() {
    var live = LiveBlock(block: .swipeToConfirmSlider, options: [])
    let start = live.values[0]
    let release = Self.drag(&live, by: Self.sliderPoints(0.5), from: 0.1, duration: 0.5)
    _ = live.frame(at: release + 0.05)
    let moving = live.values[0]
    _ = live.frame(at: release + 2)
    #expect(moving > start + 1)
    #expect(abs(live.values[0] - start) < 1e-6)
    #expect(live.callbackCount == 0)
    #expect(live.announcementCount == 0)
  }

  @Test func rightToLeftSlidesTowardTheLeft() {
    // Given a right-to-left slider, a drag to the right does nothing and one to the left
    // confirms.
    var live = LiveBlock(
      block: .swipeToConfirmSlider, options: [.rightToLeft, .language(.spanish)])
    var release = Self.drag(&live, by: Self.sliderPoints(0.95), from: 0.1, duration: 0.5)
    _ = live.frame(at: release + 1)
    #expect(live.callbackCount == 0)
    release = Self.drag(&live, by: -Self.sliderPoints(0.95), from: release + 1, duration: 0.5)
    _ = live.frame(at: release + 0.5)
    #expect(live.callbackCount == 1)
    #expect(live.announcementCount == 1 && live.latestAnnouncement == "Confirmado")
  }

  @Test func holdingTheButtonConfirmsAndLettingGoEarlyDrains() {
    let origin = LiveScript.origin
    var live = LiveBlock(block: .holdToConfirmButton, options: [])
    live.pointer(.down, x: origin.x, y: origin.y, at: 0.1)
    _ = live.frame(at: 0.5)
    live.pointer(.up, x: origin.x, y: origin.y, at: 0.6)
    _ = live.frame(at: 0.7)
    let draining = live.values[0]
    _ = live.frame(at: 2)
    #expect(draining > 0 && draining < 1)
    #expect(live.values[0] == 0)
    #expect(live.callbackCount == 0)
    live.pointer(.down, x: origin.x, y: origin.y, at: 2.1)
    _ = live.frame(at: 2.1 + HoldToConfirmButtonMetrics.defaultHoldDuration + 0.05)
    #expect(live.callbackCount == 1)
    #expect(live.announcementCount == 1 && live.latestAnnouncement == "Confirmed")
  }

  @Test func asynchronousWorkReportsAfterItsDuration() {
    // Given a slider whose work fails, when it confirms, then the work reports after
    // `workDuration` with a failure, and the slider re-arms.
    for (options, announcement) in [
      (LiveOptions.asyncWork, "Confirmed"), ([.asyncWork, .workFails], "Failed"),
    ] {
      var live = LiveBlock(block: .swipeToConfirmSlider, options: options)
      let release = Self.drag(&live, by: Self.sliderPoints(0.95), from: 0.1, duration: 0.5)
      _ = live.frame(at: release + LiveBlock.workDuration - 0.01)
      #expect(live.callbackCount == 1)
      #expect(live.announcementCount == 0, "\(options)")
      _ = live.frame(at: release + LiveBlock.workDuration + 0.01)
      #expect(live.announcementCount == 1 && live.latestAnnouncement == announcement, "\(options)")
    }
    // The row has no asynchronous work: the option changes nothing.
    var row = LiveBlock(block: .completionSwipeRow, options: .asyncWork)
    _ = Self.drag(&row, by: 250, from: 0.1, duration: 0.4)
    _ = row.frame(at: 3)
    #expect(row.callbackCount == 1)
  }

  @Test func thePagerTurnsPastFortyPercentWithTheFingerOrTheArrows() {
    var live = LiveBlock(block: .interactivePagerTransition, options: [])
    let width = InteractivePagerTransitionPreview.width
    var release = Self.drag(&live, by: -0.3 * width, from: 0.1, duration: 0.5)
    _ = live.frame(at: release + 1)
    #expect(live.announcementCount == 0)
    release = Self.drag(&live, by: -0.45 * width, from: release + 1, duration: 0.5)
    _ = live.frame(at: release + 1)
    #expect(live.announcementCount == 1 && live.latestAnnouncement == "Page 2 of 3")
    live.key(.right, at: release + 1.1)
    #expect(live.announcementCount == 2 && live.latestAnnouncement == "Page 3 of 3")
    live.key(.left, at: release + 2)
    #expect(live.announcementCount == 3 && live.latestAnnouncement == "Page 2 of 3")
    // Space or Return adjusts as VoiceOver does: the next page, which VoiceOver reads as the
    // dots' value, so the block announces nothing.
    live.key(.activate, at: release + 3)
    _ = live.frame(at: release + 5)
    let pager = PreviewSimulator(
      InteractivePagerTransitionPreview(
        scenario: InteractivePagerTransitionPreview.scenarios[0], settings: PreviewSettings()),
      settings: PreviewSettings(), isAsync: false)
    #expect(abs(pager.frame(from: live.values).pages[2].offset) < 1e-9)
    #expect(live.announcementCount == 3)
    #expect(live.callbackCount == 0)
  }

  @Test func aFlickTurnsThePageWithTheMeasuredVelocity() {
    // A short, fast drag: 22 % of the width in 0.1 s, lifted while moving.
    var live = LiveBlock(block: .interactivePagerTransition, options: [])
    let width = InteractivePagerTransitionPreview.width
    _ = Self.drag(&live, by: -0.22 * width, from: 0.1, duration: 0.1, hold: 0)
    _ = live.frame(at: 1.5)
    #expect(live.announcementCount == 1 && live.latestAnnouncement == "Page 2 of 3")
  }

  @Test func theKeyboardConfirmsTheSliderTheButtonAndTheRow() {
    for block in [PreviewBlock.swipeToConfirmSlider, .holdToConfirmButton, .completionSwipeRow] {
      var live = LiveBlock(block: block, options: [])
      live.key(.left, at: 0.1)
      live.key(.right, at: 0.2)
      #expect(live.callbackCount == 0, "\(block.id)")
      live.key(.activate, at: 0.3)
      _ = live.frame(at: 3)
      #expect(live.callbackCount == 1, "\(block.id)")
    }
  }

  @Test func aSecondPointerAndOrphanEventsAreIgnored() {
    var live = LiveBlock(block: .swipeToConfirmSlider, options: [])
    let start = live.values[0]
    live.pointer(.move, x: 300, y: 40, at: 0.1)
    live.pointer(.up, x: 300, y: 40, at: 0.2)
    live.pointer(.cancel, x: 300, y: 40, at: 0.3)
    _ = live.frame(at: 0.4)
    #expect(live.values[0] == start)
    live.pointer(.down, x: 10, y: 40, at: 0.5)
    live.pointer(.down, x: 200, y: 40, at: 0.55)
    live.pointer(.move, x: 60, y: 40, at: 0.6)
    _ = live.frame(at: 0.6)
    #expect(live.values[0] == start + 50, "the translation counts from the first finger")
    live.pointer(.move, x: .nan, y: 40, at: 0.65)
    live.pointer(.cancel, x: 0, y: 0, at: 0.7)
    _ = live.frame(at: 2)
    #expect(live.values[0] == start)
    #expect(live.callbackCount == 0)
  }

  @Test func timeNeverRunsBackward() {
    // Events a little late, frames out of order, and times that are not numbers: the clock
    // holds its latest time.
    var live = LiveBlock(block: .holdToConfirmButton, options: [])
    _ = live.frame(at: 1)
    live.pointer(.down, x: 0, y: 0, at: 0.5)
    _ = live.frame(at: 0.8)
    _ = live.frame(at: .nan)
    _ = live.frame(at: -.infinity)
    let trim = live.values[0]
    _ = live.frame(at: 1.3)
    #expect(trim == 0)
    #expect(live.values[0] > 0)
  }

  @Test func nothingChangesWhileTheBlockRests() {
    var live = LiveBlock(block: .interactivePagerTransition, options: [.dark])
    for frame in 1...30 {
      #expect(live.frame(at: Double(frame) / 60) == 0)
      #expect(live.changes.isEmpty)
    }
  }

  @Test func theVelocityIsMeasuredOverTheLastTenthOfASecond() {
    var track = LivePointerTrack(x: 0, y: 0, at: 0)
    for step in 1...30 {
      track.move(x: Double(step) * 5, y: Double(step), at: Double(step) / 60)
    }
    #expect(abs(track.velocity.x - 300) < 1e-6)
    #expect(abs(track.velocity.y - 60) < 1e-6)
    #expect(track.translation.x == 150)
    track.move(x: 150, y: 30, at: 0.5 + LivePointerTrack.window + 0.01)
    #expect(track.velocity.x == 0 && track.velocity.y == 0)
    let still = LivePointerTrack(x: 3, y: 4, at: 1)
    #expect(still.velocity.x == 0 && still.translation.x == 0)
  }

  /// The keyboard plays the card stack without a pointer: the backward arrow passes the top
  /// card, ⌘Z brings it back, and the page counts both callbacks and says both outcomes.
  @Test func theCardStacksKeysPassAndUndo() {
    var live = LiveBlock(block: .swipeCardStack, options: [])
    live.key(.left, at: 0.1)
    #expect(live.latestAnnouncement == "Passed")
    _ = live.frame(at: 1.0)
    #expect(live.callbackCount == 1)
    live.key(.undo, at: 1.1)
    _ = live.frame(at: 2.0)
    #expect(live.callbackCount == 2)
    #expect(live.latestAnnouncement == "Card restored")
    // A block without Undo takes ⌘Z as nothing.
    var slider = LiveBlock(block: .swipeToConfirmSlider, options: [])
    slider.key(.undo, at: 0.1)
    #expect(slider.callbackCount == 0 && slider.announcementCount == 0)
  }

  /// The drawing's own buttons carry their numbers, in the order of the block's button roles,
  /// and a tap on one does what the button does: the card stack's Like throws the top card.
  @Test func theDrawingsButtonsAreMarkedAndTapped() {
    for block in PreviewBlock.all {
      let live = LiveBlock(block: block, options: [])
      let roles = PreviewSession(
        block: block, scenario: block.scenarios[0], settings: PreviewSettings()
      ).buttonRoles
      #expect(live.buttonCount == roles.count, "\(block.id)")
      for (number, role) in roles.enumerated() {
        let marked = live.scene.nodes.filter { $0.role == role }.count
        #expect(marked >= 1, "\(block.id): \(role)")
        #expect(
          live.markup.components(separatedBy: " data-press=\"\(number)\"").count - 1 == marked,
          "\(block.id): \(role)")
      }
    }
    var cards = LiveBlock(block: .swipeCardStack, options: [])
    cards.press(2, at: 0.1)
    _ = cards.frame(at: 1.0)
    #expect(cards.callbackCount == 1 && cards.latestAnnouncement == "Liked")
    // A number the drawing has no button for does nothing.
    for number in [-1, 3, Int.max] {
      cards.press(number, at: 1.1)
    }
    _ = cards.frame(at: 2.0)
    #expect(cards.callbackCount == 1 && cards.announcementCount == 1)
  }

  /// With its undo window switched on, a completed row waits with its drawing's Undo button.
  ///
  /// The button brings it back without calling back; left alone, the window closes and the row
  /// completes. Without the option it completes at once, and other blocks ignore the bit.
  @Test func theRowsUndoWindowCanBeSwitchedOn() throws {
    let window = try #require(PreviewBlock.completionSwipeRow.undoWindow)
    var row = LiveBlock(block: .completionSwipeRow, options: .undo)
    var release = Self.drag(&row, by: 250, from: 0.1, duration: 0.4)
    _ = row.frame(at: release + 1)
    #expect(row.callbackCount == 0, "waiting in the undo window")
    let undo = try #require(
      row.scene.nodes.first { $0.role == "undo" }, "the drawing's Undo button")
    #expect(row.markup.contains(" data-press=\"0\""), "\(undo)")
    row.press(0, at: release + 1.1)
    _ = row.frame(at: release + window + 2)
    #expect(row.callbackCount == 0, "Undo brought the row back")
    release = Self.drag(&row, by: 250, from: release + window + 2.1, duration: 0.4)
    _ = row.frame(at: release + window - 0.2)
    #expect(row.callbackCount == 0)
    _ = row.frame(at: release + window + 3)
    #expect(row.callbackCount == 1, "the window closed: the row completed")
    // Without the option the row completes once it has slid away, without waiting.
    var plain = LiveBlock(block: .completionSwipeRow, options: [])
    release = Self.drag(&plain, by: 250, from: 0.1, duration: 0.4)
    _ = plain.frame(at: release + window - 0.2)
    #expect(plain.callbackCount == 1)
    // A block without an undo window is the same with the bit as without it.
    #expect(PreviewBlock.swipeToConfirmSlider.undoWindow == nil)
    var slider = LiveBlock(block: .swipeToConfirmSlider, options: .undo)
    var reference = LiveBlock(block: .swipeToConfirmSlider, options: [])
    _ = Self.drag(&slider, by: 300, from: 0.1, duration: 0.5)
    _ = Self.drag(&reference, by: 300, from: 0.1, duration: 0.5)
    #expect(slider.frame(at: 2) == reference.frame(at: 2))
    #expect(slider.values == reference.values && slider.callbackCount == reference.callbackCount)
  }

  /// The row's live block is the demo's list: each completed task goes, and the row that moves
  /// up into its place takes the next swipe, for as long as the page is open.
  @Test func everyRowOfTheRowDemoStaysLive() throws {
    var row = LiveBlock(block: .completionSwipeRow, options: [])
    let titles = CompletionSwipeRowPreview.tasks.map {
      CompletionSwipeRowStrings.table.string(for: $0, language: "en")
    }
    /// The tasks' titles the drawing shows, first row first.
    func shown() -> [String] {
      row.scene.nodes.filter {
        titles.contains($0.text) && !$0.attributes.contains { $0.value == .visible(false) }
      }.map(\.text)
    }
    #expect(shown() == [titles[0], titles[1]])
    var time = 0.1
    for completed in 1...(titles.count + 1) {
      let release = Self.drag(&row, by: 250, from: time, duration: 0.4)
      time = release + 1.5
      // The frame may replace the drawing or change its attributes; either way it draws on.
      #expect(row.frame(at: time) != 0, "swipe \(completed)")
      #expect(row.callbackCount == completed)
      let first = completed % titles.count
      #expect(shown() == [titles[first], titles[(first + 1) % titles.count]], "swipe \(completed)")
    }
  }

  /// The toast stack's live block is the demo: Save shows "Saving…", which the save finishing
  /// 1.5 s later turns into "Saved"; Escape dismisses it, and it leaves the binding once gone.
  @Test func theToastStacksDemoSavesAndEscapeDismisses() {
    var live = LiveBlock(block: .toastStack, options: [])
    live.key(.activate, at: 0.1)
    #expect(live.latestAnnouncement == "Saving…")
    _ = live.frame(at: 1.7)
    #expect(live.latestAnnouncement == "Saved")
    #expect(live.hapticCount == 1)
    live.key(.escape, at: 2.0)
    _ = live.frame(at: 2.5)
    #expect(live.callbackCount == 1)
  }

  @Test func aLiveBlockCanStartFromTheSetupOfAScenario() {
    // The stepper that wraps starts at 23 of 0...23, and one step up lands on 0.
    #expect(PreviewBlock.repeatStepper.liveStarts == ["wraps"])
    var hours = LiveBlock(block: .repeatStepper, options: .start(0))
    #expect(hours.values[0] == 23)
    hours.key(.right, at: 0.1)
    _ = hours.frame(at: 0.6)
    #expect(hours.values[0] == 0, "plus at the upper bound wraps to the lower")
    // Without a start, the demo's cart stepper: 2 of 0...20. An index past the list is the same.
    let cart = LiveBlock(block: .repeatStepper, options: [])
    #expect(cart.values[0] == 2)
    #expect(LiveBlock(block: .repeatStepper, options: .start(3)).values == cart.values)
    // The range slider can start with its thumbs stacked (no minimum distance) or in steps of
    // 100 over the whole span; the demo's thumbs are apart.
    #expect(PreviewBlock.rangeSlider.liveStarts == ["pull-apart", "stepped"])
    let stacked = LiveBlock(block: .rangeSlider, options: .start(0))
    #expect(stacked.values[0] == stacked.values[1], "\(stacked.values)")
    let demo = LiveBlock(block: .rangeSlider, options: [])
    #expect(demo.values[0] < demo.values[1])
    let stepped = LiveBlock(block: .rangeSlider, options: .start(1))
    #expect(stepped.values[0] < demo.values[0] && stepped.values[1] > demo.values[1])
    // Every start names one of the block's scenarios; a block without starts ignores the bits.
    for block in PreviewBlock.all {
      for name in block.liveStarts {
        #expect(block.scenario(named: name) != nil, "\(block.id): \(name)")
      }
    }
    let slider = LiveBlock(block: .swipeToConfirmSlider, options: .start(0))
    #expect(slider.values == LiveBlock(block: .swipeToConfirmSlider, options: []).values)
  }

  @Test(
    "a start's bits sit above the toggles' and read back; out of range is no start",
    arguments: [(0, 0), (1, 1), (14, 14), (15, nil), (-1, nil)] as [(Int, Int?)])
  func startBits(index: Int, readBack: Int?) {
    let options: LiveOptions = [.dark, .language(.spanish), .start(index)]
    #expect(options.startIndex == readBack)
    #expect(options.contains([.dark, .language(.spanish)]) && !options.contains(.undo))
    #expect(LiveOptions([.dark, .undo, .asyncWork]).startIndex == nil)
  }

  @Test func optionsMakeTheSettings() {
    #expect(LiveOptions([]).settings == PreviewSettings())
    let all: LiveOptions = [.rightToLeft, .reduceMotion, .dark, .language(.spanish)]
    #expect(
      all.settings
        == PreviewSettings(
          direction: .rightToLeft, reduceMotion: true, appearance: .dark, language: .spanish))
    #expect(LiveOptions(rawValue: -1).contains(.workFails))
  }
}
