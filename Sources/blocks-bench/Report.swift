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

/// Prints every report as one JSON document.
enum JSONReport {
  static func print(_ reports: [SuiteReport], machine: MachineDescription, quick: Bool) {
    var out = "{\n"
    out += "  \"machine\": {\"processors\": \(machine.processors), "
    out += "\"cpuModel\": \(quoted(machine.cpuModel)), "
    out += "\"memoryGiB\": \(number(machine.memoryGiB)), "
    out += "\"loadAverage\": \(number(machine.loadAverage))},\n"
    out += "  \"quick\": \(quick),\n"
    out += "  \"suites\": [\n"
    for (index, report) in reports.enumerated() {
      out += "    {\"name\": \(quoted(report.name)), \"headline\": \(quoted(report.headline)),\n"
      out += "     \"rows\": ["
      out += report.rows.map(row).joined(separator: ",")
      out += report.rows.isEmpty ? "],\n" : "\n     ],\n"
      out += "     \"figures\": {"
      out += report.figures.map { "\(quoted($0.name)): \(number($0.value))" }
        .joined(separator: ", ")
      out += "},\n"
      out += "     \"notes\": [" + report.notes.map(quoted).joined(separator: ", ") + "]}"
      out += index == reports.count - 1 ? "\n" : ",\n"
    }
    out += "  ]\n}"
    Swift.print(out)
  }

  private static func row(_ row: BenchmarkRow) -> String {
    var fields = [
      "\"subject\": \(quoted(row.subject))", "\"per\": \(quoted(row.unit))",
      "\"calls\": \(row.calls)", "\"medianNs\": \(number(row.medianNanoseconds))",
      "\"p99Ns\": \(number(row.p99Nanoseconds))",
      "\"spreadNs\": [\(number(row.spread.lowerBound)), \(number(row.spread.upperBound))]",
    ]
    fields.append("\"batchNs\": " + (row.batchNanoseconds.map(number) ?? "null"))
    fields.append("\"allocations\": " + (row.allocationsPerCall.map(number) ?? "null"))
    return "\n       {" + fields.joined(separator: ", ") + "}"
  }

  private static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String((value * 1000).rounded() / 1000)
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
