import BlocksCatalog
import BlocksExport

extension Benchmark {
  /// The size of every block's downloads, in both forms.
  static let downloads = Benchmark(
    name: "downloads",
    summary: "the downloads of blocks add, view form and standalone: lines and bytes, by section",
    run: DownloadSizeBenchmark.run)
}

/// Exports every block in both forms, with and without its demo, as `blocks add` writes them,
/// and reports their size: a Markdown table of the view form and the standalone file (which `Scripts/update-benchmarks.sh downloads` copies into BENCHMARKS.md),
/// then every variant's lines, bytes and bytes without comments, then what each standalone
/// file's sections weigh.
///
/// Sizes do not vary between runs, so the suite measures each download once, in quick mode too.
enum DownloadSizeBenchmark {
  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    var report = SuiteReport(
      name: "downloads",
      headline: "every block's downloads in both forms, with and without the demo; "
        + "\"code\" leaves out comments and the lines they leave blank")
    var markdown = [
      "| block | view form (lines / bytes) | standalone (lines / bytes) | view / standalone |",
      "|---|---:|---:|---:|",
    ]
    var table = [["download", "lines", "bytes", "code bytes"]]
    var sections: [String] = []
    for block in BlockCatalog.all {
      var sizes: [ExportVariant: DownloadSize] = [:]
      for variant in ExportVariant.allCases {
        guard let text = try? BlockExporter().export(block, variant: variant).text else {
          report.notes.append("\(block.id): its sources are not part of this build")
          continue
        }
        let size = DownloadSize(text)
        sizes[variant] = size
        let name =
          block.id + (variant.isStandalone ? " --standalone" : "")
          + (variant.includesDemo ? "" : " --without-demo")
        table.append([name, String(size.lines), grouped(size.bytes), grouped(size.codeBytes)])
        guard variant == .full else { continue }
        sections.append("\(block.id) --standalone, by section (bytes / code bytes / lines):")
        for (title, part) in DownloadSize.sections(of: text) {
          sections.append(
            "  " + rightPadded(title, 48) + leftPadded(grouped(part.bytes), 8)
              + leftPadded(grouped(part.codeBytes), 8) + leftPadded(String(part.lines), 6))
        }
      }
      guard let view = sizes[.view], let standalone = sizes[.full] else { continue }
      let share = Int((Double(view.bytes) / Double(standalone.bytes) * 100).rounded())
      markdown.append(
        "| \(block.id) | \(grouped(view.lines)) / \(grouped(view.bytes)) "
          + "| \(grouped(standalone.lines)) / \(grouped(standalone.bytes)) | \(share) % |")
    }
    let widths = (0..<4).map { column in table.map { $0[column].count }.max() ?? 0 }
    report.notes =
      markdown + [""]
      + table.map { row in
        row.enumerated().map { column, cell in
          column == 0 ? rightPadded(cell, widths[0] + 2) : leftPadded(cell, widths[column] + 2)
        }.joined()
      } + sections + report.notes
    return report
  }
}
