// blocks-bench: release-build benchmarks of the blocks' per-event and per-frame work (headless,
// and through the preview simulator), the motion evaluator and the `blocks` tool.
//
// Usage: blocks-bench [<suite>...] [--quick] [--json]
// Build and run with `swift run -c release blocks-bench`.

import BlocksCatalog
import BlocksCommandLine
import Foundation

/// The command line of `blocks-bench`, declared once for the parser and the help, with the
/// parser `blocks` uses.
enum BenchmarkCommand {
  /// The suites to run, by name.
  static let suites = ArgumentDeclaration(
    "suite", help: "The suites to run, by name, or all (default: all)", isRepeating: true,
    isOptional: true)
  /// The CI smoke mode.
  static let quick = OptionDeclaration.flag(
    "--quick", help: "Run every suite briefly (CI smoke mode)")
  /// JSON instead of tables.
  static let json = OptionDeclaration.flag(
    "--json", help: "Print one JSON document instead of tables")

  /// The name, words, arguments and options.
  static let configuration = CommandConfiguration(
    name: "blocks-bench",
    overview: """
      Release-build benchmarks of the blocks' per-event and per-frame work (headless, and
      through the preview simulator), the motion evaluator and the blocks tool.
      """,
    arguments: [suites], options: [quick, json])

  /// The help, ending with the list of suites.
  static var help: String {
    let rows = Benchmark.all.map { HelpRow($0.name, $0.summary) }
    return configuration.help(
      configuration.name,
      epilogue: "SUITES:\n"
        + HelpRow.render(rows, labelWidth: (rows.map(\.label.count).max() ?? 0) + 2))
  }
}

let arguments: ParsedArguments
do {
  guard
    let parsed = try BenchmarkCommand.configuration.parse(Array(CommandLine.arguments.dropFirst()))
  else {
    print(BenchmarkCommand.help)
    exit(0)
  }
  arguments = parsed
} catch {
  exitWithUsageError(
    "blocks-bench: \(error.message)\nRun 'blocks-bench --help' for usage.")
}
var options = BenchmarkOptions()
options.quick = arguments.contains(BenchmarkCommand.quick)
options.json = arguments.contains(BenchmarkCommand.json)
var names = arguments.positionals
if names.isEmpty || names == ["all"] { names = Benchmark.all.map(\.name) }
let unknown = names.filter { name in !Benchmark.all.contains { $0.name == name } }
if !unknown.isEmpty {
  exitWithUsageError(
    "blocks-bench: unknown suite: \(unknown.joined(separator: ", "))\n"
      + "run blocks-bench --help to list the suites")
}

let machine = MachineDescription.current()
if !options.json {
  print(
    "machine: \(machine.processors) processors, \(machine.cpuModel), "
      + "\(fixed(machine.memoryGiB, decimals: 1)) GiB, load \(fixed(machine.loadAverage, decimals: 2))"
      + (options.quick ? " (quick mode: short runs, rough figures)" : ""))
  if !allocationCounterWorks() {
    print("note: heap allocations cannot be counted on this system")
  }
  print(
    "clock overhead per measured call (included in every median): "
      + "\(fixed(clockOverhead(), decimals: 0)) ns")
}
var reports: [SuiteReport] = []
for name in names {
  guard let suite = Benchmark.all.first(where: { $0.name == name }) else { continue }
  let report = suite.run(options)
  reports.append(report)
  if !options.json {
    print("")
    TextReport.print(report)
  }
}
if options.json {
  do {
    print(try JSONReport(reports, machine: machine, quick: options.quick).text())
  } catch {
    FileHandle.standardError.write(Data("blocks-bench: cannot write JSON: \(error)\n".utf8))
    exit(1)
  }
}
