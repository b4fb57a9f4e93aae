import BlocksLive
import BlocksPreview
import Foundation

extension Benchmark {
  /// The live blocks natively: what the WebAssembly module does on each event and frame.
  static let live = Benchmark(
    name: "live",
    summary: "live blocks: a pointer event, a frame with its changed attributes, the drawing",
    run: LiveBenchmark.run)
}

/// One interaction with a block's live module, as a finger plays it at 60 Hz: buttons of the
/// drawing tapped first, then a finger down at `start` (in the drawing's points), moved by
/// `moves` (forward, one a frame), lifted, and the block left running for `hold` seconds.
struct LiveInteraction: Sendable {
  /// What the interaction is, for the report.
  var name: String
  /// The drawing's own buttons tapped first, by number, a fifth of a second apart.
  var presses: [Int] = []
  /// Where the finger goes down, in the drawing's points.
  var start: (x: Double, y: Double) = (100, 40)
  /// How far the finger has moved across at each frame, in points.
  var moves: [Double]
  /// How long the block runs after the finger lifts, in seconds.
  var hold: Double

  /// `distance` reached in `frames` equal steps.
  static func ramp(to distance: Double, frames: Int) -> [Double] {
    (1...frames).map { distance * Double($0) / Double(frames) }
  }

  /// The finger held still for `frames` frames.
  static func still(frames: Int) -> [Double] { Array(repeating: 0, count: frames) }

  /// A finger put down where `block`'s gestures are measured from and dragged forward across
  /// half its reference length in one second, then the block left running for a second: the
  /// interaction of a block whose suite names none.
  static func standard(for block: PreviewBlock) -> LiveInteraction {
    let (origin, length) = geometry(of: block)
    return LiveInteraction(
      name: "\(block.id): a finger dragged half its length from its touch origin",
      start: origin, moves: ramp(to: length / 2, frames: 60), hold: 1)
  }

  /// The drawing's geometry for `block`'s demo: where its touch origin is (the point its
  /// gestures are measured from) and its reference length (its travel, or its width).
  static func geometry(of block: PreviewBlock) -> (origin: (x: Double, y: Double), length: Double) {
    let session = PreviewSession(
      block: block, scenario: block.scenarios[0], settings: PreviewSettings())
    return (session.touchOrigin, session.referenceLength)
  }
}

/// Plays one interaction per block on a ``LiveBlock``, as the site's live block does, and times
/// each pointer event and each frame that changed something (advancing the clock, the layout,
/// the drawing, and the text of every changed attribute); and, on its own, the drawing of those
/// frames' numbers, which is most of a frame.
enum LiveBenchmark {
  /// One block's interaction, from its machine's ``BenchmarkedMachine/liveInteraction``, or
  /// ``LiveInteraction/standard(for:)`` for a block without a tuned suite.
  struct Stream {
    var block: PreviewBlock
    var interaction: LiveInteraction
  }

  /// Every registered block's interaction, in catalog order.
  static var streams: [Stream] {
    PreviewBlock.all.map { block in
      let tuned = (block.machine as? any BenchmarkedMachine.Type)?.liveInteraction
      return Stream(block: block, interaction: tuned ?? .standard(for: block))
    }
  }

  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    var report = SuiteReport(
      name: "live",
      headline:
        "one interaction per block at 60 Hz (pointer down, moves, up, the block running on); "
        + "frame and drawing rows count only the frames that changed an attribute")
    let repetitions = options.scaled(9, quick: 2)
    let clock = ContinuousClock()
    for stream in streams {
      let interaction = stream.interaction
      var events = Recorder(capacity: 256)
      var frames: [[Double]] = []
      var drawings: [[Double]] = []
      var frameCalls = 0
      let session = PreviewSession(
        block: stream.block, scenario: stream.block.scenarios[0], settings: PreviewSettings())
      for repetition in 0...repetitions {
        var live = LiveBlock(block: stream.block, options: [])
        var time = 0.1
        var changed: [Double] = []
        var drawn: [[Double]] = []
        func frame() {
          let start = clock.now
          let count = live.frame(at: time)
          let end = clock.now
          if count != 0 {
            changed.append(Double(Recorder.nanoseconds(end - start)))
            drawn.append(live.values)
          }
        }
        for button in interaction.presses {
          events.measure { live.press(button, at: time) }
          for _ in 0..<12 {
            time += 1 / 60
            frame()
          }
        }
        let (x, y) = interaction.start
        events.measure { live.pointer(.down, x: x, y: y, at: time) }
        for move in interaction.moves {
          time += 1 / 60
          events.measure { live.pointer(.move, x: x + move, y: y, at: time) }
          frame()
        }
        events.measure { live.pointer(.up, x: x + (interaction.moves.last ?? 0), y: y, at: time) }
        for _ in 0..<Int(interaction.hold * 60) {
          time += 1 / 60
          frame()
        }
        var drawing: [Double] = []
        for values in drawn {
          let start = clock.now
          blackHole(session.scene(values).nodes.count)
          drawing.append(Double(Recorder.nanoseconds(clock.now - start)))
        }
        if repetition == 0 {
          events.reset()  // the first run warms up
        } else {
          events.endRepetition()
          frames.append(changed)
          drawings.append(drawing)
          frameCalls += changed.count
        }
      }
      report.rows.append(events.row(subject: interaction.name, unit: "event"))
      report.rows.append(row(interaction.name, "frame", frames))
      report.rows.append(row(interaction.name, "drawing", drawings))
    }
    return report
  }

  /// A row from per-repetition samples: medians of the repetitions' medians and 99th
  /// percentiles.
  static func row(_ subject: String, _ unit: String, _ repetitions: [[Double]]) -> BenchmarkRow {
    func percentile(_ samples: [Double], _ fraction: Double) -> Double {
      let sorted = samples.sorted()
      guard !sorted.isEmpty else { return 0 }
      return sorted[min(Int(fraction * Double(sorted.count)), sorted.count - 1)]
    }
    let medians = repetitions.map { percentile($0, 0.5) }
    return BenchmarkRow(
      subject: subject, unit: unit, calls: repetitions.reduce(0) { $0 + $1.count },
      medianNanoseconds: Recorder.median(medians),
      p99Nanoseconds: Recorder.median(repetitions.map { percentile($0, 0.99) }),
      spread: (medians.min() ?? 0)...(medians.max() ?? 0), allocationsPerCall: nil,
      batchNanoseconds: nil)
  }
}
