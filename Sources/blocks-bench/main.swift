// blocks-bench: release-build benchmarks of the blocks' headless per-event and per-frame work, the
// motion evaluator and the `blocks` tool.
//
// Usage: blocks-bench [SUITE… | all] [--quick] [--json]
// Build and run with `swift run -c release blocks-bench`.

import Foundation

var options = BenchmarkOptions()
var names: [String] = []
for argument in CommandLine.arguments.dropFirst() {
  switch argument {
  case "--quick": options.quick = true
  case "--json": options.json = true
  case "--help", "-h":
    print("usage: blocks-bench [SUITE… | all] [--quick] [--json]")
    print("")
    print("  --quick  run every suite briefly (CI smoke mode)")
    print("  --json   print one JSON document instead of tables")
    print("")
    print("suites (all by default):")
    for suite in Benchmark.all {
      print("  " + rightPadded(suite.name, 8) + suite.summary)
    }
    exit(0)
  default:
    if argument.hasPrefix("-") { exitWithUsageError("blocks-bench: unknown option \(argument)") }
    names.append(argument)
  }
}
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
  JSONReport.print(reports, machine: machine, quick: options.quick)
}
