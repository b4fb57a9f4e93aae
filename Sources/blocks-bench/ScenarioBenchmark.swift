import BlocksPreview

/// A block's preview scenarios, played as its previews and live block play them: what one input
/// and one frame cost in the simulator that draws the block.
///
/// Every block's suite ends with these two rows, found from its registration alone, so a block
/// is measured from the day it is registered; a tuned suite of its own (a
/// ``BenchmarkedMachine`` conformance) adds the rows only a hand-made gesture can show, such as
/// the pager's frame cost against its number of pages.
enum ScenarioBenchmark {
  /// A preview session that times every input it handles and every frame it draws.
  ///
  /// An input is what the view's gesture, key or button hands the machine (with the frame's
  /// layout it leaves behind, and any timer due before it, which fires first); a frame moves the
  /// clock, which fires the timers due, and samples every drawn number, as the preview and the
  /// live block do 60 times a second.
  struct TimedSession: PreviewDriving {
    /// The session, taken out while an input is timed so it is never copied.
    var session: PreviewSession?
    /// The input and frame recorders, swapped in for one scenario.
    var recorders = StreamRecorders(eventCapacity: 0, frameCapacity: 0)

    mutating func handle(_ input: PreviewInput, at time: Double) {
      guard var session = session.take() else { return }
      recorders.events.measure { session.handle(input, at: time) }
      self.session = session
    }

    mutating func advance(to time: Double) {
      guard var session = session.take() else { return }
      let values = recorders.frames.measure {
        session.advance(to: time)
        return session.values(at: time)
      }
      blackHole(values)
      self.session = session
    }
  }

  /// The rows of `block`'s scenarios: per input and per frame, over every built-in scenario.
  static func rows(of block: PreviewBlock, _ options: BenchmarkOptions) -> [BenchmarkRow] {
    let scenarios = block.scenarios
    let settings = PreviewSettings()
    let play: (inout StreamRecorders) -> Void = { recorders in
      for scenario in scenarios {
        var timed = TimedSession(
          session: PreviewSession(block: block, scenario: scenario, settings: settings))
        let reference = timed.session?.referenceLength ?? 0
        swap(&timed.recorders, &recorders)
        PreviewFrames.play(
          scenario, through: &timed, reference: reference,
          forwardSign: settings.direction.forwardSign
        ) { _, _ in }
        swap(&timed.recorders, &recorders)
      }
    }
    var probe = StreamRecorders(eventCapacity: 10_000, frameCapacity: 10_000)
    play(&probe)
    let streams = options.scaled(10, quick: 1)
    let (inputs, frames) = StreamRecorders.run(
      subject: "\(block.id), \(scenarios.count) scenarios in the preview simulator",
      options: options, streams: streams, eventsPerStream: probe.events.calls,
      framesPerStream: probe.frames.calls, play: play)
    return [inputs, frames]
  }
}
