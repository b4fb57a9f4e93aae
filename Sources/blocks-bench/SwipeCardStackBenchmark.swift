import BlocksCore
import BlocksPreview

/// The card stack's headless cost for decks of 3, 1,000 and 1,000,000 items.
extension SwipeCardStackMachine: BenchmarkedMachine {
  static var benchmarkSummary: String {
    "Swipe Card Stack: drags, throws, buttons and Undo for 3, 1,000 and 1,000,000 items"
  }

  static func benchmark(_ options: BenchmarkOptions) -> SuiteReport {
    SwipeCardStackBenchmark.run(options)
  }

  static var liveInteraction: LiveInteraction {
    // The origin is the top card's centre.
    let (origin, width) = LiveInteraction.geometry(of: .swipeCardStack)
    return LiveInteraction(
      name: "card stack: a drag past 35 % of the width, thrown", start: origin,
      moves: LiveInteraction.ramp(to: 0.6 * width, frames: 36), hold: 1.5)
  }
}

/// Plays realistic use through the headless card stack and measures each event and frame.
///
/// A stream is a slow drag forward past the threshold (0.6 s of updates at 120 Hz), its release
/// and the frames of the card flying away; a short backward flick and its flight; a press of
/// Like and a second one queued while the card flies; and Undo bringing the last card back. Every
/// event is followed by a frame, and every 1/120 s of motion after it by one more: the layout at
/// that instant over the app's items and the accessibility description, as the view's body
/// computes them.
///
/// The deck sizes are interleaved (each repetition runs every size, in a rotating order) so that
/// load from other processes falls on all of them alike.
enum SwipeCardStackBenchmark {
  static let counts = [3, 1_000, 1_000_000]
  static let width = 340.0
  static let height = 420.0
  static let frameRate = 120.0
  static let tint = RGBColor(red: 0.2, green: 0.78, blue: 0.35)

  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    let decks = counts.map { Array(0..<$0) }
    var probe = StreamRecorders(eventCapacity: 1_000, frameCapacity: 2_000)
    play(deck: decks[0], &probe)
    let eventsPerStream = probe.events.calls
    let framesPerStream = probe.frames.calls
    let repetitions = options.scaled(7, quick: 3)
    let streams = options.scaled(100, quick: 10)
    var recorders = counts.map { _ in
      StreamRecorders(
        eventCapacity: eventsPerStream * streams + 16,
        frameCapacity: framesPerStream * streams + 16)
    }
    for slot in counts.indices {
      for _ in 0..<2 { play(deck: decks[slot], &recorders[slot]) }
      recorders[slot].events.reset()
      recorders[slot].frames.reset()
    }
    var ratios = counts.map { _ in [Double]() }
    for repetition in 0..<repetitions {
      for step in counts.indices {
        let slot = (step + repetition) % counts.count
        for _ in 0..<streams { play(deck: decks[slot], &recorders[slot]) }
        recorders[slot].events.endRepetition()
        recorders[slot].frames.endRepetition()
      }
      let largest = recorders[counts.count - 1].frames.lastRepetitionMedian
      for slot in counts.indices {
        ratios[slot].append(largest / max(recorders[slot].frames.lastRepetitionMedian, 1))
      }
    }
    var report = SuiteReport(
      name: PreviewBlock.swipeCardStack.id,
      headline:
        "\(eventsPerStream) events and \(framesPerStream) frames per stream (a drag that likes, "
        + "a flick that passes, Like twice, Undo), \(grouped(streams)) streams × "
        + "\(repetitions) interleaved repetitions per deck size")
    var frameRows: [BenchmarkRow] = []
    for (slot, count) in counts.enumerated() {
      let subject = "card stack, \(grouped(count)) items"
      report.rows.append(recorders[slot].events.row(subject: subject, unit: "event"))
      let frames = recorders[slot].frames.row(subject: subject, unit: "frame")
      frameRows.append(frames)
      report.rows.append(frames)
    }
    let largest = counts.count - 1
    for slot in 0..<largest {
      let paired = ratios[slot].sorted()
      report.figures.append(
        (
          "frame median ratio \(grouped(counts[largest])) / \(grouped(counts[slot])) items "
            + "(per-repetition \(fixed(paired[0], decimals: 2))–"
            + "\(fixed(paired[paired.count - 1], decimals: 2)))",
          frameRows[largest].medianNanoseconds / max(frameRows[slot].medianNanoseconds, 1)
        ))
    }
    report.notes.append(
      "a frame lays out the top card, up to three beneath it and the card flying away, reading "
        + "at most four items of the deck; events that change the top card walk the deck from "
        + "the first item not yet thrown, so they do not grow with its length either")
    return report
  }

  /// One stream over `deck`, from a fresh stack.
  static func play(deck: [Int], _ recorders: inout StreamRecorders) {
    var machine = SwipeCardStackMachine(items: deck, offersUndo: true)
    var time = 0.0
    // The view decides the colors on the tints once per update (its body), then draws every
    // frame of the update with them.
    var foregrounds = SwipeCardStackLayout<Int>.Foregrounds(likeTint: tint, passTint: tint)
    func send(_ event: SwipeCardStackMachine<Int>.Event, _ recorders: inout StreamRecorders) {
      let effects = recorders.events.measure { machine.send(event, at: time) }
      blackHole(effects)
      foregrounds = SwipeCardStackLayout<Int>.Foregrounds(likeTint: tint, passTint: tint)
      let drawn = machine
      let now = time
      let colors = foregrounds
      recorders.frames.measure { render(drawn, items: deck, foregrounds: colors, at: now) }
    }
    /// The frames until the machine's motion ends, then its timer.
    func settle(_ recorders: inout StreamRecorders) {
      while time < machine.animationEnd {
        time += 1 / frameRate
        let drawn = machine
        let now = time
        let colors = foregrounds
        recorders.frames.measure { render(drawn, items: deck, foregrounds: colors, at: now) }
      }
      while let timer = machine.awaitedTimer {
        send(.timerFired(timer), &recorders)
        while time < machine.animationEnd {
          time += 1 / frameRate
          let drawn = machine
          let now = time
          let colors = foregrounds
          recorders.frames.measure { render(drawn, items: deck, foregrounds: colors, at: now) }
        }
      }
    }
    send(.environmentChanged(BlockEnvironment()), &recorders)
    send(.sizeChanged(width: width, height: height), &recorders)
    // A slow drag forward to 55 % of the width, and its release.
    let updates = Int(0.6 * frameRate)
    for update in 1...updates {
      time += 1 / frameRate
      let t = Double(update) / Double(updates)
      send(
        .dragChanged(translationX: 0.55 * width * t * t * (3 - 2 * t), translationY: 12 * t),
        &recorders)
    }
    send(
      .dragEnded(
        translationX: 0.55 * width, translationY: 12, predictedX: 0.6 * width, predictedY: 14),
      &recorders)
    settle(&recorders)
    // A short flick backward.
    for update in 1...12 {
      time += 1 / frameRate
      send(
        .dragChanged(translationX: -0.2 * width * Double(update) / 12, translationY: 2),
        &recorders)
    }
    send(
      .dragEnded(translationX: -0.2 * width, translationY: 2, predictedX: -width, predictedY: 4),
      &recorders)
    settle(&recorders)
    // Like, and a second Like queued while the card flies.
    send(.likePressed, &recorders)
    time += 0.1
    send(.likePressed, &recorders)
    settle(&recorders)
    // Undo brings the last card back.
    send(.undoPressed, &recorders)
    settle(&recorders)
  }

  /// Everything the stack's view reads for one frame.
  @inline(__always)
  static func render(
    _ machine: SwipeCardStackMachine<Int>, items: [Int],
    foregrounds: SwipeCardStackLayout<Int>.Foregrounds, at time: Double
  ) {
    let layout = SwipeCardStackLayout(machine, items: items, foregrounds: foregrounds, at: time)
    var sum = 0.0
    for card in layout.cards {
      sum += card.offsetX + card.offsetY + card.rotation + card.scale + card.opacity
      sum += card.likeStampOpacity + card.nopeStampOpacity + card.zIndex
    }
    let accessibility = SwipeCardStackAccessibility(machine)
    blackHole(sum)
    blackHole(layout.passButton)
    blackHole(accessibility)
  }
}
