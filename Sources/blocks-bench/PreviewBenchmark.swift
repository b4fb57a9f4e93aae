import BlocksPreview
import Foundation

extension Benchmark {
  /// The preview simulator and SVG writer: time to render every scenario, and file sizes.
  static let preview = Benchmark(
    name: "preview",
    summary: "previews: time to record and write every scenario of every block; SVG bytes",
    run: PreviewBenchmark.run)
}

/// Records every built-in scenario of every block at 60 frames per second and writes its
/// animated SVG, as `blocks preview` and the site do, and reports the wall time of the whole
/// set and the size of each file, raw and gzipped.
enum PreviewBenchmark {
  /// Every built-in scenario of every block.
  static var scenarios: [(block: PreviewBlock, scenario: PreviewScenario)] {
    PreviewBlock.all.flatMap { block in block.scenarios.map { (block, $0) } }
  }

  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    let all = scenarios
    var report = SuiteReport(
      name: "preview",
      headline:
        "all \(all.count) scenarios of all \(PreviewBlock.all.count) blocks, recorded at "
        + "60 fps and written as animated SVG; wall time per run of the whole set")
    let repetitions = options.scaled(5, quick: 1)
    let runs = options.scaled(3, quick: 1)
    let light = PreviewSettings()
    let dark = PreviewSettings(appearance: .dark)
    let cases: [(subject: String, body: () -> Int)] = [
      (
        "record + animated SVG, \(all.count) scenarios",
        { all.reduce(0) { $0 + render($1.block, $1.scenario, light) } }
      ),
      (
        "record + animated SVG, \(all.count) scenarios, light and dark",
        {
          all.reduce(0) {
            $0 + render($1.block, $1.scenario, light) + render($1.block, $1.scenario, dark)
          }
        }
      ),
      (
        "record only (frames), \(all.count) scenarios",
        {
          all.reduce(0) {
            $0
              + PreviewRecording(block: $1.block, scenario: $1.scenario, settings: light).frames
              .count
          }
        }
      ),
    ]
    for item in cases {
      blackHole(item.body())  // warm-up
      var times: [Double] = []
      for _ in 0..<repetitions {
        for _ in 0..<runs {
          let start = ContinuousClock.now
          blackHole(item.body())
          times.append(Double(Recorder.nanoseconds(ContinuousClock.now - start)))
        }
      }
      let sorted = times.sorted()
      report.rows.append(
        BenchmarkRow(
          subject: item.subject, unit: "run", calls: times.count,
          medianNanoseconds: Recorder.median(times), p99Nanoseconds: sorted.last ?? 0,
          spread: (sorted.first ?? 0)...(sorted.last ?? 0), allocationsPerCall: nil,
          batchNanoseconds: nil))
    }
    var largest = 0
    var largestGzipped = 0
    for (block, scenario) in all {
      let recording = PreviewRecording(block: block, scenario: scenario, settings: light)
      let text = PreviewSVG.animated(recording)
      let bytes = text.utf8.count
      let gzipped = gzipSize(text)
      largest = max(largest, bytes)
      largestGzipped = max(largestGzipped, gzipped ?? 0)
      report.notes.append(
        "\(block.id)/\(scenario.name): \(grouped(bytes)) bytes, "
          + (gzipped.map { "\(grouped($0)) gzipped" } ?? "gzip n/a")
          + ", \(recording.frames.count) frames")
    }
    report.figures.append(("largest animated SVG, bytes", Double(largest)))
    report.figures.append(("largest animated SVG gzipped, bytes", Double(largestGzipped)))
    return report
  }

  /// Records `scenario` and returns the size of its animated SVG.
  static func render(
    _ block: PreviewBlock, _ scenario: PreviewScenario, _ settings: PreviewSettings
  )
    -> Int
  {
    PreviewSVG.animated(PreviewRecording(block: block, scenario: scenario, settings: settings))
      .utf8.count
  }

  /// The size of `text` compressed by `gzip -9`, or `nil` when gzip cannot be run.
  static func gzipSize(_ text: String) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["gzip", "-9", "-n", "-c"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    input.fileHandleForWriting.write(Data(text.utf8))
    try? input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? data.count : nil
  }
}
