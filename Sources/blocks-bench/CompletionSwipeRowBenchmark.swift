import BlocksCore
import BlocksPreview

/// The swipe row's machine and layout per event and per frame.
extension CompletionSwipeRowMachine: BenchmarkedMachine {
  static var benchmarkSummary: String {
    "Completion Swipe Row: swipe past the threshold, slide out, collapse, complete"
  }

  static func benchmark(_ options: BenchmarkOptions) -> SuiteReport {
    CompletionSwipeRowBenchmark.run(options)
  }

  static var liveInteraction: LiveInteraction {
    LiveInteraction(
      name: "row: a swipe past the threshold, collapse",
      moves: LiveInteraction.ramp(to: 230, frames: 36),
      hold: 2)
  }
}

/// Plays a realistic completion through the headless swipe row.
///
/// One stream: a 0.5 s forward swipe at 120 Hz with a little vertical wobble, past the 140 pt
/// threshold (the crossing plays a haptic), the release, the slide-out spring frame by frame until
/// its timer fires, then the delayed collapse until its timer fires and `onComplete` is asked
/// for. A frame computes the layout (with its two contrast decisions) and the accessibility
/// description, as the view's body does, plus the animated offset or height sample.
enum CompletionSwipeRowBenchmark {
  static let width = 358.0
  static let height = 56.0
  static let frameRate = 120.0
  static let dragEvents = 60

  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    var probe = StreamRecorders(eventCapacity: 1_000, frameCapacity: 2_000)
    play(&probe)
    let streams = options.scaled(1_000, quick: 100)
    let (events, frames) = StreamRecorders.run(
      subject: PreviewBlock.completionSwipeRow.id, options: options, streams: streams,
      eventsPerStream: probe.events.calls,
      framesPerStream: probe.frames.calls, play: play)
    return SuiteReport(
      name: PreviewBlock.completionSwipeRow.id,
      headline:
        "\(probe.events.calls) events and \(probe.frames.calls) frames per stream "
        + "(\(dragEvents) drag updates to 220 pt, release, slide-out timer, collapse timer), "
        + "\(grouped(streams)) streams per repetition",
      rows: [events, frames])
  }

  static func play(_ recorders: inout StreamRecorders) {
    var machine = CompletionSwipeRowMachine()
    _ = machine.send(.environmentChanged(BlockEnvironment()), at: 0)
    _ = machine.send(.sizeChanged(width: width, height: height), at: 0)
    var x = 0.0
    var y = 0.0
    for update in 1...dragEvents {
      let t = Double(update) / Double(dragEvents)
      x = 220 * t * t * (3 - 2 * t)
      y = 6 * t * (1 - t)
      let (dx, dy) = (x, y)
      let effects = recorders.events.measure {
        machine.send(.dragChanged(translationX: dx, translationY: dy), at: 0)
      }
      blackHole(effects)
      recorders.frames.measure { render(machine, animated: 0) }
    }
    let released = machine.dragOffset
    let (endX, endY) = (x, y)
    var effects = recorders.events.measure {
      machine.send(
        .dragEnded(
          translationX: endX, translationY: endY, predictedX: endX * 1.3,
          predictedY: endY), at: 0)
    }
    guard case .start(let slideOut, let slideDelay)? = effects.timer,
      let slide = effects.animation
    else { return }
    animate(slide, seconds: slideDelay, from: released, to: width, machine, &recorders.frames)
    effects = recorders.events.measure { machine.send(.timerFired(slideOut), at: 0) }
    guard case .start(let collapse, let collapseDelay)? = effects.timer,
      let shrink = effects.animation
    else { return }
    animate(shrink, seconds: collapseDelay, from: height, to: 0, machine, &recorders.frames)
    effects = recorders.events.measure { machine.send(.timerFired(collapse), at: 0) }
    blackHole(effects)
  }

  /// Renders the 120 Hz frames of an animation that lasts until its timer fires.
  static func animate(
    _ motion: Motion, seconds: Double, from start: Double, to end: Double,
    _ machine: CompletionSwipeRowMachine, _ frames: inout Recorder
  ) {
    let count = Int((seconds * frameRate).rounded())
    guard count > 0 else { return }
    for frame in 1...count {
      let time = Double(frame) / frameRate
      frames.measure {
        render(machine, animated: motion.sample(at: time, from: start, to: end).value)
      }
    }
  }

  /// Everything the row's view reads for one frame.
  @inline(__always)
  static func render(_ machine: CompletionSwipeRowMachine, animated: Double) {
    let layout = CompletionSwipeRowLayout(machine, tint: SystemColor.greenLight)
    let accessibility = CompletionSwipeRowAccessibility(machine)
    let sum =
      layout.rowOffset + (layout.rowHeight ?? -1) + layout.tintOpacity + layout.checkmarkScale
      + layout.checkmarkOpacity + layout.opacity + animated
      + (layout.checkmarkForeground == .black ? 1 : 0) + (layout.undoForeground == .black ? 1 : 0)
    blackHole(sum)
    blackHole(accessibility)
  }
}
