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

/// Plays one interaction per block on a ``LiveBlock``, as the site's live block does, and times
/// each pointer event and each frame that changed something (advancing the clock, the layout,
/// the drawing, and the text of every changed attribute); and, on its own, the drawing of those
/// frames' numbers, which is most of a frame.
enum LiveBenchmark {
  /// One interaction: where the finger goes (points from where it went down, by frame) and how
  /// long the block runs after.
  struct Stream {
    var block: PreviewBlock
    var name: String
    var moves: [Double]
    var hold: Double
  }

  static var streams: [Stream] {
    let travel = PreviewSession(
      block: .swipeToConfirmSlider, scenario: PreviewBlock.swipeToConfirmSlider.scenarios[0],
      settings: PreviewSettings()
    ).referenceLength
    func ramp(to distance: Double, frames: Int) -> [Double] {
      (1...frames).map { distance * Double($0) / Double(frames) }
    }
    return [
      Stream(
        block: .swipeToConfirmSlider, name: "slider: a slide to the end, confirm, reset",
        moves: ramp(to: travel, frames: 60), hold: 3),
      Stream(
        block: .holdToConfirmButton, name: "hold: a 1.5 s press, confirm, reset",
        moves: Array(repeating: 0, count: 90), hold: 2),
      Stream(
        block: .completionSwipeRow, name: "row: a swipe past the threshold, collapse",
        moves: ramp(to: 230, frames: 36), hold: 2),
      Stream(
        block: .interactivePagerTransition, name: "pager: a drag past 40 %, settle",
        moves: ramp(to: -130, frames: 48), hold: 1.5),
    ]
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
        events.measure { live.pointer(.down, x: 100, y: 40, at: time) }
        for move in stream.moves {
          time += 1 / 60
          events.measure { live.pointer(.move, x: 100 + move, y: 40, at: time) }
          frame()
        }
        events.measure { live.pointer(.up, x: 100 + (stream.moves.last ?? 0), y: 40, at: time) }
        for _ in 0..<Int(stream.hold * 60) {
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
      report.rows.append(events.row(subject: stream.name, unit: "event"))
      report.rows.append(row(stream.name, "frame", frames))
      report.rows.append(row(stream.name, "drawing", drawings))
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
