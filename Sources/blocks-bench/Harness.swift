import MallocCounter

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A named benchmark suite that `blocks-bench NAME` runs.
///
/// Each block adds one value to ``Benchmark/all``; the suite prints its own table.
struct Benchmark: Sendable {
  /// The subcommand name.
  let name: String
  /// One line for `blocks-bench` without arguments.
  let summary: String
  /// Runs the suite and prints its report.
  let run: @Sendable () -> Void

  /// Every suite, in the order `blocks-bench all` runs them.
  static let all: [Benchmark] = [
    .pager
  ]
}

/// Per-frame timings and allocations of one measured case.
struct FrameStatistics {
  /// How many frames were measured.
  let frames: Int
  /// Median frame cost in nanoseconds.
  let medianNanoseconds: Double
  /// 99th-percentile frame cost in nanoseconds.
  let p99Nanoseconds: Double
  /// Heap allocations per frame, or nil where they cannot be counted.
  let allocationsPerFrame: Double?
}

/// Measures frames one at a time: the host calls ``frame(_:)`` for each frame of a stream.
///
/// Timings are stored in a buffer reserved up front and allocations are counted across the whole
/// run, so the recorder itself adds no allocation to the figures.
struct FrameRecorder {
  private var samples: [Int64]
  private let clock = ContinuousClock()

  /// A recorder for up to `capacity` frames.
  init(capacity: Int) {
    samples = []
    samples.reserveCapacity(capacity)
  }

  /// Times one frame.
  @inline(__always)
  mutating func frame(_ body: () -> Void) {
    let start = clock.now
    body()
    let end = clock.now
    samples.append(Self.nanoseconds(end - start))
  }

  /// Runs `body` (which records frames) and returns the statistics, counting heap allocations
  /// made while it runs.
  static func measure(capacity: Int, _ body: (inout FrameRecorder) -> Void) -> FrameStatistics {
    var recorder = FrameRecorder(capacity: capacity)
    malloc_counter_start()
    body(&recorder)
    let allocations = malloc_counter_stop()
    let sorted = recorder.samples.sorted()
    let frames = sorted.count
    func percentile(_ p: Double) -> Double {
      guard frames > 0 else { return 0 }
      let rank = min(Int((p * Double(frames - 1)).rounded()), frames - 1)
      return Double(sorted[rank])
    }
    return FrameStatistics(
      frames: frames,
      medianNanoseconds: percentile(0.5),
      p99Nanoseconds: percentile(0.99),
      allocationsPerFrame: allocations == UInt64.max || frames == 0
        ? nil : Double(allocations) / Double(frames))
  }

  private static func nanoseconds(_ duration: Duration) -> Int64 {
    let parts = duration.components
    return parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
  }
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

/// Prints `message` to standard error and exits with status 2 (usage error).
func exitWithUsageError(_ message: String) -> Never {
  let line = message + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  exit(2)
}
