import BlocksCatalog
import BlocksSite
import Foundation

/// The machine a run was taken on, as BENCHMARKS.md records it.
struct MachineDescription: Sendable {
  /// Online processors (`nproc`).
  var processors: Int
  /// The first `model name` of /proc/cpuinfo.
  var cpuModel: String
  /// Total memory in GiB.
  var memoryGiB: Double
  /// The 1-minute load average when the run started.
  var loadAverage: Double

  /// Reads the current machine.
  static func current() -> MachineDescription {
    let processors = ProcessInfo.processInfo.activeProcessorCount
    var model = "unknown"
    if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) {
      for line in info.split(separator: "\n") where line.hasPrefix("model name") {
        if let colon = line.firstIndex(of: ":") {
          model = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        break
      }
    }
    let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
    var load = [0.0, 0.0, 0.0]
    let got = getloadavg(&load, 3)
    return MachineDescription(
      processors: processors, cpuModel: model, memoryGiB: memory,
      loadAverage: got > 0 ? load[0] : -1)
  }
}

/// Prints suite reports as tables.
enum TextReport {
  static func print(_ report: SuiteReport) {
    Swift.print(report.name + ": " + report.headline)
    if !report.rows.isEmpty, report.rows.allSatisfy({ $0.unit == "run" }) {
      printRuns(report.rows)
    } else if !report.rows.isEmpty {
      let subjectWidth = max(report.rows.map(\.subject.count).max() ?? 0, 7) + 2
      Swift.print(
        rightPadded("subject", subjectWidth) + rightPadded("per", 7) + leftPadded("calls", 11)
          + leftPadded("median ns", 11) + leftPadded("p99 ns", 10) + leftPadded("spread", 14)
          + leftPadded("batch ns", 10) + leftPadded("allocs", 9))
      for row in report.rows {
        let spread =
          fixed(row.spread.lowerBound, decimals: 0) + "–"
          + fixed(row.spread.upperBound, decimals: 0)
        Swift.print(
          rightPadded(row.subject, subjectWidth) + rightPadded(row.unit, 7)
            + leftPadded(grouped(row.calls), 11)
            + leftPadded(fixed(row.medianNanoseconds, decimals: 0), 11)
            + leftPadded(fixed(row.p99Nanoseconds, decimals: 0), 10)
            + leftPadded(spread, 14)
            + leftPadded(row.batchNanoseconds.map { fixed($0, decimals: 1) } ?? "–", 10)
            + leftPadded(row.allocationsPerCall.map { fixed($0, decimals: 3) } ?? "n/a", 9))
      }
    }
    for figure in report.figures {
      Swift.print("  " + figure.name + ": " + fixed(figure.value, decimals: 2))
    }
    for note in report.notes {
      Swift.print("  " + note)
    }
  }
}

extension TextReport {
  /// Whole-process runs, in milliseconds.
  static func printRuns(_ rows: [BenchmarkRow]) {
    let subjectWidth = max(rows.map(\.subject.count).max() ?? 0, 7) + 2
    Swift.print(
      rightPadded("command", subjectWidth) + leftPadded("runs", 6) + leftPadded("median ms", 11)
        + leftPadded("fastest ms", 12) + leftPadded("slowest ms", 12))
    for row in rows {
      Swift.print(
        rightPadded(row.subject, subjectWidth) + leftPadded(String(row.calls), 6)
          + leftPadded(fixed(row.medianNanoseconds / 1e6, decimals: 1), 11)
          + leftPadded(fixed(row.spread.lowerBound / 1e6, decimals: 1), 12)
          + leftPadded(fixed(row.spread.upperBound / 1e6, decimals: 1), 12))
    }
  }
}

/// The document `blocks-bench --json` prints: the machine, the mode and every suite's report.
///
/// Encoded with the `JSONEncoder` settings `blocks list --json` uses (pretty-printed, sorted keys).
/// Every number is rounded to three decimals, and a number that is not finite, or a figure that
/// was not measured, is `null` rather than left out, so every row has the same fields.
struct JSONReport: Encodable {
  /// The machine a run was taken on.
  struct Machine: Encodable {
    var processors: Int
    var cpuModel: String
    var memoryGiB: Double?
    var loadAverage: Double?
  }

  /// One suite's report.
  struct Suite: Encodable {
    var name: String
    var headline: String
    var rows: [Row]
    /// The named figures; a JSON object, so each name appears once.
    var figures: [String: Double?]
    var notes: [String]
  }

  /// One measured row.
  struct Row: Encodable {
    var subject: String
    /// The unit the figures are per, such as `event`.
    var per: String
    var calls: Int
    var medianNs: Double?
    var p99Ns: Double?
    /// The lowest and highest repetition median.
    var spreadNs: [Double?]
    var batchNs: Double?
    /// Heap allocations per call.
    var allocations: Double?

    private enum CodingKeys: String, CodingKey {
      case subject, per, calls, medianNs, p99Ns, spreadNs, batchNs, allocations
    }

    /// Writes every field, `null` included: synthesized encoding would leave out a nil one.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(subject, forKey: .subject)
      try container.encode(per, forKey: .per)
      try container.encode(calls, forKey: .calls)
      try container.encode(medianNs, forKey: .medianNs)
      try container.encode(p99Ns, forKey: .p99Ns)
      try container.encode(spreadNs, forKey: .spreadNs)
      try container.encode(batchNs, forKey: .batchNs)
      try container.encode(allocations, forKey: .allocations)
    }
  }

  var machine: Machine
  var quick: Bool
  var suites: [Suite]

  /// The document for `reports` taken on `machine`.
  init(_ reports: [SuiteReport], machine: MachineDescription, quick: Bool) {
    self.machine = Machine(
      processors: machine.processors, cpuModel: machine.cpuModel,
      memoryGiB: Self.number(machine.memoryGiB), loadAverage: Self.number(machine.loadAverage))
    self.quick = quick
    suites = reports.map { report in
      Suite(
        name: report.name, headline: report.headline,
        rows: report.rows.map { row in
          Row(
            subject: row.subject, per: row.unit, calls: row.calls,
            medianNs: Self.number(row.medianNanoseconds), p99Ns: Self.number(row.p99Nanoseconds),
            spreadNs: [Self.number(row.spread.lowerBound), Self.number(row.spread.upperBound)],
            batchNs: row.batchNanoseconds.flatMap(Self.number),
            allocations: row.allocationsPerCall.flatMap(Self.number))
        },
        figures: Dictionary(
          report.figures.map { ($0.name, Self.number($0.value)) }, uniquingKeysWith: { $1 }),
        notes: report.notes)
    }
  }

  /// The document as text.
  func text() throws -> String {
    try JSON.encode(self)
  }

  /// `value` rounded to three decimals; `nil` (JSON `null`) when it is not finite.
  private static func number(_ value: Double) -> Double? {
    guard value.isFinite else { return nil }
    return (value * 1000).rounded() / 1000
  }
}
