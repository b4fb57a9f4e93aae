import BlocksCore
import BlocksPreview

/// The pager's headless cost for 3, 1,000 and 1,000,000 pages.
extension InteractivePagerTransitionMachine: BenchmarkedMachine {
  static var benchmarkSummary: String {
    "Interactive Pager Transition: drag and flick for 3, 1,000 and 1,000,000 pages"
  }

  static func benchmark(_ options: BenchmarkOptions) -> SuiteReport {
    InteractivePagerTransitionBenchmark.run(options)
  }

  static var liveInteraction: LiveInteraction {
    LiveInteraction(
      name: "pager: a drag past 40 %, settle", moves: LiveInteraction.ramp(to: -130, frames: 48),
      hold: 1.5)
  }
}

/// Plays realistic page turns through the headless pager and measures each event and frame.
///
/// A stream is two page turns from the middle of the list: a slow drag (2 s of updates at
/// 120 Hz to 55 % of the width) and a flick (0.15 s to 25 % with a predicted end at 80 %), each
/// followed by the release and the settle animation's frames until it finishes. Every frame
/// computes the layout of the visible pages and the dots at the drawn position, reads every
/// number a view needs, and computes the accessibility description.
///
/// The page counts are interleaved (each repetition runs every count, in a rotating order) so
/// that load from other processes falls on all of them alike.
enum InteractivePagerTransitionBenchmark {
  static let counts = [3, 7, 1_000, 1_000_000]
  static let width = 390.0
  static let frameRate = 120.0
  static let dragEvents = 240
  static let flickEvents = 18

  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    var probe = StreamRecorders(eventCapacity: 1_000, frameCapacity: 2_000)
    play(count: 3, &probe)
    let eventsPerStream = probe.events.calls
    let framesPerStream = probe.frames.calls
    let repetitions = options.scaled(9, quick: 3)
    let streams = options.scaled(200, quick: 20)
    var recorders = counts.map { _ in
      StreamRecorders(
        eventCapacity: eventsPerStream * streams + 16,
        frameCapacity: framesPerStream * streams + 16)
    }
    for (slot, count) in counts.enumerated() {
      for _ in 0..<max(streams / 4, 2) { play(count: count, &recorders[slot]) }
      recorders[slot].events.reset()
      recorders[slot].frames.reset()
    }
    let tapes = counts.map { count in
      var tape = FrameTape(isRecording: true)
      var scratch = StreamRecorders(eventCapacity: 0, frameCapacity: 0)
      play(count: count, &scratch, tape: &tape)
      return tape
    }
    var batches = counts.map { _ in [Double]() }
    let largest = counts.count - 1
    var pairedRatios = counts.map { _ in [Double]() }
    var pairedBatchRatios = counts.map { _ in [Double]() }
    for repetition in 0..<repetitions {
      for step in 0..<counts.count {
        let slot = (step + repetition) % counts.count
        for _ in 0..<streams { play(count: counts[slot], &recorders[slot]) }
        recorders[slot].events.endRepetition()
        recorders[slot].frames.endRepetition()
      }
      let top = recorders[largest].frames.lastRepetitionMedian
      for slot in counts.indices {
        pairedRatios[slot].append(top / max(recorders[slot].frames.lastRepetitionMedian, 1))
      }
    }
    // Clock-free frame cost: many short rounds, each replaying every size's recorded frames in a
    // rotating order, so that a burst of load from elsewhere hits all sizes alike.
    let rounds = options.scaled(61, quick: 9)
    for round in 0..<rounds {
      var perFrame = [Double](repeating: 0, count: counts.count)
      for step in 0..<counts.count {
        let slot = (step + round) % counts.count
        perFrame[slot] = tapes[slot].replay(passes: options.scaled(20, quick: 5))
        batches[slot].append(perFrame[slot])
      }
      for slot in counts.indices {
        pairedBatchRatios[slot].append(perFrame[largest] / max(perFrame[slot], 1e-9))
      }
    }
    var report = SuiteReport(
      name: PreviewBlock.interactivePagerTransition.id,
      headline:
        "\(eventsPerStream) events and \(framesPerStream) frames per stream (2 s drag, release, "
        + "settle; 0.15 s flick, release, settle), \(grouped(streams)) streams × "
        + "\(repetitions) interleaved repetitions per page count; clock-free batch: "
        + "\(rounds) interleaved rounds")
    var frameRows: [BenchmarkRow] = []
    for (slot, count) in counts.enumerated() {
      let subject = "pager, \(grouped(count)) pages"
      report.rows.append(recorders[slot].events.row(subject: subject, unit: "event"))
      var frames = recorders[slot].frames.row(subject: subject, unit: "frame")
      frames.batchNanoseconds = Recorder.median(batches[slot])
      frameRows.append(frames)
      report.rows.append(frames)
    }
    let top = grouped(counts[largest])
    for slot in 0..<largest {
      let name = "\(top) / \(grouped(counts[slot])) pages"
      let paired = pairedRatios[slot].sorted()
      let pairedBatch = pairedBatchRatios[slot].sorted()
      let quartile = pairedBatch.count / 4
      report.figures.append(
        (
          "frame median ratio \(name) (per-repetition \(fixed(paired[0], decimals: 2))–"
            + "\(fixed(paired[paired.count - 1], decimals: 2)))",
          frameRows[largest].medianNanoseconds / max(frameRows[slot].medianNanoseconds, 1)
        ))
      report.figures.append(
        (
          "batch frame ratio \(name) (per-round quartiles "
            + "\(fixed(pairedBatch[quartile], decimals: 2))–"
            + "\(fixed(pairedBatch[pairedBatch.count - 1 - quartile], decimals: 2)), "
            + "extremes \(fixed(pairedBatch[0], decimals: 2))–"
            + "\(fixed(pairedBatch[pairedBatch.count - 1], decimals: 2)))",
          Recorder.median(batches[largest]) / max(Recorder.median(batches[slot]), 1e-9)
        ))
    }
    for (slot, count) in counts.enumerated() {
      let sorted = batches[slot].sorted()
      report.figures.append(
        ("batch ns per frame, \(grouped(count)) pages, lowest round", sorted[0]))
      report.figures.append(
        ("batch ns per frame, \(grouped(count)) pages, highest round", sorted[sorted.count - 1]))
    }
    report.notes.append(
      "a frame lays out the visible pages and the dot window and describes the dots; the dots "
        + "themselves are an equatable subview, redrawn only on a page turn (at most 7 dots)")
    return report
  }

  /// Two page turns from the middle of `count` pages.
  static func play(count: Int, _ recorders: inout StreamRecorders) {
    var tape = FrameTape()
    play(count: count, &recorders, tape: &tape)
  }

  /// Two page turns from the middle of `count` pages; with `tape.isRecording` it also keeps
  /// every frame's input, so the frames can be replayed without a clock read per frame.
  static func play(count: Int, _ recorders: inout StreamRecorders, tape: inout FrameTape) {
    var machine = InteractivePagerTransitionMachine(count: count, index: count / 2, width: width)
    // A slow drag: the finger eases toward the next page to 55 % of the width over 2 s.
    turn(&machine, updates: dragEvents, distance: 0.55, predictedFactor: 1.2, &recorders, &tape)
    // A flick toward the previous page: short, but predicted far beyond the threshold.
    turn(&machine, updates: flickEvents, distance: -0.25, predictedFactor: 3.2, &recorders, &tape)
  }

  /// The inputs of a stream's frames: the machine drawn and the position it is drawn at.
  struct FrameTape {
    /// Whether ``play(count:_:tape:)`` appends to ``frames``.
    var isRecording = false
    /// Every frame's machine and drawn position, in order.
    var frames: [(machine: InteractivePagerTransitionMachine, position: Double)] = []

    /// Renders every recorded frame `passes` times; returns the nanoseconds per frame.
    func replay(passes: Int) -> Double {
      batchNanoseconds(repetitions: 1, callsPerRun: frames.count * passes) {
        for _ in 0..<passes {
          for frame in frames { render(frame.machine, position: frame.position) }
        }
      }
    }
  }

  /// One drag of `updates` touch updates to `distance` × width toward the next page (negative
  /// forward translation), the release and the settle frames.
  static func turn(
    _ machine: inout InteractivePagerTransitionMachine, updates: Int, distance: Double,
    predictedFactor: Double,
    _ recorders: inout StreamRecorders, _ tape: inout FrameTape
  ) {
    var screen = 0.0
    for update in 1...updates {
      let t = Double(update) / Double(updates)
      screen = -distance * width * t * t * (3 - 2 * t)
      let translation = screen
      let effects = recorders.events.measure {
        machine.send(.dragChanged(translation: translation), at: 0)
      }
      blackHole(effects)
      let drawn = machine
      recorders.frames.measure { render(drawn, position: drawn.position) }
      if tape.isRecording { tape.frames.append((drawn, drawn.position)) }
    }
    let released = machine.position
    let final = screen
    let effects = recorders.events.measure {
      machine.send(
        .dragEnded(translation: final, predictedEndTranslation: final * predictedFactor), at: 0)
    }
    blackHole(effects)
    // Settle: the host animates the position; every frame lays out at the animated value.
    guard let motion = effects.animation else { return }
    let target = machine.position
    let drawn = machine
    var frame = 1
    var finished = false
    while !finished && frame < 600 {
      let time = Double(frame) / frameRate
      finished = recorders.frames.measure {
        let sample = motion.sample(at: time, from: released, to: target)
        render(drawn, position: sample.value)
        return sample.isFinished
      }
      if tape.isRecording {
        tape.frames.append((drawn, motion.sample(at: time, from: released, to: target).value))
      }
      frame += 1
    }
  }

  /// Everything a view reads for one frame.
  @inline(__always)
  static func render(_ machine: InteractivePagerTransitionMachine, position: Double) {
    let layout = InteractivePagerTransitionLayout(
      count: machine.count, index: machine.index, position: position, width: machine.width,
      reduceMotion: machine.environment.reduceMotion)
    var sum = 0.0
    for page in layout.pages {
      sum += page.offset + page.scale + page.brightness + page.zIndex
      if page.allowsHitTesting != page.isAccessibilityHidden { sum += 1 }
    }
    // The view draws the dots in an equatable subview: SwiftUI compares the window (O(1)) and
    // re-evaluates the dots only when it changes, on a page turn, never on the frames of a drag.
    blackHole(layout.dots)
    let accessibility = InteractivePagerTransitionAccessibility(machine)
    blackHole(sum)
    blackHole(accessibility)
  }
}
