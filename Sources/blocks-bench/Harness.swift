import BlocksCore
import BlocksPreview
import Foundation
import MallocCounter

/// How a run was asked for on the command line.
struct BenchmarkOptions: Sendable {
  /// Whether to run every suite briefly (the CI smoke mode).
  var quick = false
  /// Whether to print one JSON document instead of tables.
  var json = false

  /// Picks the full or the quick value of a setting.
  func scaled(_ full: Int, quick short: Int) -> Int { quick ? short : full }
}

/// A named benchmark suite that `blocks-bench NAME` runs.
///
/// Every block in `PreviewBlock.all` has a suite: its preview scenarios, after the rows of its
/// machine's ``BenchmarkedMachine`` conformance if it has one; the tools' and the shared code's
/// suites are listed in ``all``. A suite returns a report that the driver prints as a table or as
/// JSON.
struct Benchmark: Sendable {
  /// The subcommand name: the block's id for a block's suite.
  let name: String
  /// The block a block's suite measures; `nil` for a suite of the tools or the motion evaluator.
  let block: PreviewBlock?
  /// One line for `blocks-bench --help`.
  let summary: String
  /// Runs the suite.
  let run: @Sendable (BenchmarkOptions) -> SuiteReport

  /// A suite of the tools or the shared code, named `name`.
  init(name: String, summary: String, run: @escaping @Sendable (BenchmarkOptions) -> SuiteReport) {
    self.name = name
    self.block = nil
    self.summary = summary
    self.run = run
  }

  /// The suite of `block`, named by its id: its machine's tuned suite if it declares one, then
  /// its preview scenarios as the simulator plays them (``ScenarioBenchmark``).
  init(block: PreviewBlock) {
    let tuned = block.machine as? any BenchmarkedMachine.Type
    let scenarios = block.scenarios.count
    self.name = block.id
    self.block = block
    self.summary =
      tuned?.benchmarkSummary
      ?? "\(block.name): its \(scenarios) scenarios in the preview simulator"
    self.run = { options in
      var report =
        tuned?.benchmark(options)
        ?? SuiteReport(
          name: block.id, headline: "\(scenarios) preview scenarios, every input and every frame")
      report.rows += ScenarioBenchmark.rows(of: block, options)
      if tuned != nil {
        report.notes.append(
          "The last two rows: the block's \(scenarios) preview scenarios in the simulator.")
      }
      return report
    }
  }

  /// Every suite, in the order `blocks-bench all` runs them: the motion evaluator, each block's
  /// in catalog order, then the previews, the live modules and the tools.
  static let all: [Benchmark] =
    [.motion] + PreviewBlock.all.map(Benchmark.init(block:))
    + [.preview, .live, .tool, .downloads]
}

/// A block's tuned benchmark suite: realistic use of its machine and layout, per event and per
/// frame, without the simulator around them.
///
/// Declared as a conformance of the block's machine, beside the suite, so the benchmark needs no
/// list of blocks of its own: ``Benchmark/all`` finds it from the registration's machine. It is
/// optional: a block without one is measured through its preview scenarios alone.
protocol BenchmarkedMachine: BlockStateMachine {
  /// One line for `blocks-bench --help`.
  static var benchmarkSummary: String { get }
  /// Runs the suite with `options`.
  static func benchmark(_ options: BenchmarkOptions) -> SuiteReport
  /// The interaction `blocks-bench live` plays on the block's live module.
  static var liveInteraction: LiveInteraction { get }
}

/// One measured figure: a kind of call (an event, a frame, a sample, a tool run) of one case.
struct BenchmarkRow: Sendable {
  /// What was measured, such as "slider" or "spring 0.45 s bounce 0.35".
  var subject: String
  /// The unit the figures are per: "event", "frame", "sample" or "run".
  var unit: String
  /// How many calls were measured, over every repetition.
  var calls: Int
  /// The median of the repetitions' median nanoseconds per call.
  var medianNanoseconds: Double
  /// The median of the repetitions' 99th-percentile nanoseconds per call.
  var p99Nanoseconds: Double
  /// The lowest and highest repetition median, to show the noise.
  var spread: ClosedRange<Double>
  /// Heap allocations per call (total over every measured call ÷ calls), nil when not counted.
  var allocationsPerCall: Double?
  /// Nanoseconds per call from a loop timed as a whole (no clock read per call), if measured.
  var batchNanoseconds: Double?
}

/// What one suite found: rows, named figures and notes.
struct SuiteReport: Sendable {
  /// The suite's name.
  var name: String
  /// A line describing the streams.
  var headline: String
  /// The measured rows.
  var rows: [BenchmarkRow] = []
  /// Other named figures (ratios, clock overhead), in order.
  var figures: [(name: String, value: Double)] = []
  /// Free-text notes printed after the table.
  var notes: [String] = []
}

/// Timings and allocation counts of one kind of call, one repetition at a time.
///
/// Timings go into a buffer reserved up front. The allocation counter runs only while the
/// measured body runs, so the recorder's own bookkeeping never shows up in the counts.
struct Recorder {
  private var samples: [Int64]
  private var repetitionMedians: [Double] = []
  private var repetitionP99s: [Double] = []
  private(set) var allocations: UInt64 = 0
  private(set) var calls = 0
  private var countsAllocations = true
  private let clock = ContinuousClock()

  /// A recorder for up to `capacity` calls per repetition.
  init(capacity: Int) {
    samples = []
    samples.reserveCapacity(capacity)
  }

  /// Times one call of `body` and counts the heap allocations it makes.
  @inline(__always)
  mutating func measure<Result>(_ body: () -> Result) -> Result {
    malloc_counter_start()
    let start = clock.now
    let result = body()
    let end = clock.now
    let made = malloc_counter_stop()
    if made == UInt64.max { countsAllocations = false } else { allocations &+= made }
    if samples.count < samples.capacity { samples.append(Self.nanoseconds(end - start)) }
    calls += 1
    return result
  }

  /// Closes a repetition: keeps its median and 99th percentile and empties the buffer.
  mutating func endRepetition() {
    guard !samples.isEmpty else { return }
    samples.sort()
    repetitionMedians.append(Self.percentile(samples, 0.5))
    repetitionP99s.append(Self.percentile(samples, 0.99))
    samples.removeAll(keepingCapacity: true)
  }

  /// The median of the last closed repetition (0 before the first).
  var lastRepetitionMedian: Double { repetitionMedians.last ?? 0 }

  /// Forgets everything recorded so far (after a warm-up).
  mutating func reset() {
    samples.removeAll(keepingCapacity: true)
    repetitionMedians = []
    repetitionP99s = []
    allocations = 0
    calls = 0
  }

  /// The row for what was recorded.
  func row(subject: String, unit: String, batch: Double? = nil) -> BenchmarkRow {
    let medians = repetitionMedians.sorted()
    return BenchmarkRow(
      subject: subject, unit: unit, calls: calls,
      medianNanoseconds: Self.median(repetitionMedians),
      p99Nanoseconds: Self.median(repetitionP99s),
      spread: (medians.first ?? 0)...(medians.last ?? 0),
      allocationsPerCall: countsAllocations && calls > 0
        ? Double(allocations) / Double(calls) : nil,
      batchNanoseconds: batch)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  private static func percentile(_ sorted: [Int64], _ p: Double) -> Double {
    let rank = min(Int((p * Double(sorted.count - 1)).rounded()), sorted.count - 1)
    return Double(sorted[rank])
  }

  static func nanoseconds(_ duration: Duration) -> Int64 {
    let parts = duration.components
    return parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
  }
}

/// An event recorder and a frame recorder for one block's streams.
struct StreamRecorders {
  /// Events sent to the machine.
  var events: Recorder
  /// Frames: layout, accessibility and any animated value the frame samples.
  var frames: Recorder

  /// Recorders for up to the given number of calls per repetition.
  init(eventCapacity: Int, frameCapacity: Int) {
    events = Recorder(capacity: eventCapacity)
    frames = Recorder(capacity: frameCapacity)
  }

  /// Plays `streams` streams per repetition after a warm-up, and returns the two rows.
  static func run(
    subject: String, options: BenchmarkOptions, streams: Int, eventsPerStream: Int,
    framesPerStream: Int, play: (inout StreamRecorders) -> Void
  ) -> (events: BenchmarkRow, frames: BenchmarkRow) {
    let repetitions = options.scaled(5, quick: 2)
    var recorders = StreamRecorders(
      eventCapacity: eventsPerStream * streams + 16, frameCapacity: framesPerStream * streams + 16)
    for _ in 0..<max(streams / 10, 2) { play(&recorders) }
    recorders.events.reset()
    recorders.frames.reset()
    for _ in 0..<repetitions {
      for _ in 0..<streams { play(&recorders) }
      recorders.events.endRepetition()
      recorders.frames.endRepetition()
    }
    return (
      recorders.events.row(subject: subject, unit: "event"),
      recorders.frames.row(subject: subject, unit: "frame")
    )
  }
}

/// The median cost of reading the clock twice around an empty body, which every per-call figure
/// includes.
func clockOverhead() -> Double {
  var recorder = Recorder(capacity: 100_000)
  for _ in 0..<100_000 { recorder.measure {} }
  recorder.endRepetition()
  return recorder.row(subject: "clock", unit: "call").medianNanoseconds
}

/// Times `body` as a whole `repetitions` times and returns the median nanoseconds per call, where
/// one run of `body` makes `callsPerRun` calls.
func batchNanoseconds(repetitions: Int, callsPerRun: Int, _ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  var perCall: [Double] = []
  for _ in 0..<repetitions {
    let start = clock.now
    body()
    let elapsed = Recorder.nanoseconds(clock.now - start)
    perCall.append(Double(elapsed) / Double(max(callsPerRun, 1)))
  }
  return Recorder.median(perCall)
}

/// Keeps a computed value alive so the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Whether the allocation counter sees allocations in this process (it replaces `malloc`).
func allocationCounterWorks() -> Bool {
  malloc_counter_start()
  let array = blackHoleArray(count: 64)
  let count = malloc_counter_stop()
  blackHole(array)
  return count != UInt64.max && count > 0
}

@inline(never)
private func blackHoleArray(count: Int) -> [Int] {
  Array(repeating: 7, count: count)
}

/// Formats a number with thousands separators: 1000000 → "1,000,000".
func grouped(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var result = ""
  for (offset, character) in digits.enumerated() {
    if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
    result.append(character)
  }
  return value < 0 ? "-" + result : result
}

/// Formats `value` with `decimals` digits after the point.
func fixed(_ value: Double, decimals: Int) -> String {
  guard value.isFinite else { return "n/a" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  let whole = Int(rounded.rounded(.towardZero))
  guard decimals > 0 else { return grouped(whole) }
  let fraction = Int((abs(rounded - Double(whole)) * scale).rounded())
  let fractionText = String(fraction)
  let padding = String(repeating: "0", count: max(decimals - fractionText.count, 0))
  let sign = rounded < 0 && whole == 0 ? "-" : ""
  return sign + grouped(whole) + "." + padding + fractionText
}

/// Pads `text` on the left to `width` characters.
func leftPadded(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(width - text.count, 0)) + text
}

/// Pads `text` on the right to `width` characters.
func rightPadded(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(width - text.count, 0))
}

/// Prints `message` to standard error and exits with status 2 (usage error).
func exitWithUsageError(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}
