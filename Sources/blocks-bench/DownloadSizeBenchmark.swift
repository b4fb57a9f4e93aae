import BlocksCatalog
import BlocksExport

extension Benchmark {
  /// The size of every block's single-file download.
  static let downloads = Benchmark(
    name: "downloads",
    summary: "the downloads of blocks add: lines, bytes and bytes without comments, by section",
    run: DownloadSizeBenchmark.run)
}

/// Exports every block with and without its demo, as `blocks add` writes them, and reports their
/// size: a table of lines, bytes and bytes without comments, then what each section weighs.
///
/// Sizes do not vary between runs, so the suite measures each download once, in quick mode too.
enum DownloadSizeBenchmark {
  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    var report = SuiteReport(
      name: "downloads",
      headline: "every block's download with and without its demo (--without-demo); "
        + "\"code\" leaves out comments and the lines they leave blank")
    var table = [["download", "lines", "bytes", "code bytes"]]
    var sections: [String] = []
    for block in BlockCatalog.all {
      for variant in ExportVariant.allCases {
        guard let text = try? BlockExporter().export(block, variant: variant).text else {
          report.notes.append("\(block.id): its sources are not part of this build")
          continue
        }
        let size = DownloadSize(text)
        let name = block.id + (variant.includesDemo ? "" : " --without-demo")
        table.append([name, String(size.lines), grouped(size.bytes), grouped(size.codeBytes)])
        guard variant.includesDemo else { continue }
        sections.append("\(block.id), by section (bytes / code bytes / lines):")
        for (title, part) in DownloadSize.sections(of: text) {
          sections.append(
            "  " + rightPadded(title, 46) + leftPadded(grouped(part.bytes), 8)
              + leftPadded(grouped(part.codeBytes), 8) + leftPadded(String(part.lines), 6))
        }
      }
    }
    let widths = (0..<4).map { column in table.map { $0[column].count }.max() ?? 0 }
    report.notes =
      table.map { row in
        row.enumerated().map { column, cell in
          column == 0 ? rightPadded(cell, widths[0] + 2) : leftPadded(cell, widths[column] + 2)
        }.joined()
      } + sections + report.notes
    return report
  }
}
