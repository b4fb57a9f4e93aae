// blocks-bench: release-build benchmarks of the blocks' headless per-frame work.
//
// Usage: blocks-bench [SUITE… | all]
// Build with `swift run -c release blocks-bench pager`.

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.isEmpty || arguments == ["--help"] || arguments == ["-h"] {
  print("usage: blocks-bench SUITE… | all")
  print("")
  print("suites:")
  for suite in Benchmark.all {
    print("  \(suite.name)  \(suite.summary)")
  }
} else {
  let names = arguments == ["all"] ? Benchmark.all.map(\.name) : arguments
  var unknown: [String] = []
  for name in names where !Benchmark.all.contains(where: { $0.name == name }) {
    unknown.append(name)
  }
  if !unknown.isEmpty {
    exitWithUsageError(
      "blocks-bench: unknown suite: \(unknown.joined(separator: ", "))\n"
        + "run blocks-bench without arguments to list the suites")
  }
  for (position, name) in names.enumerated() {
    if position > 0 { print("") }
    Benchmark.all.first { $0.name == name }?.run()
  }
}
