import BlocksSource

/// How big a download is: lines, bytes, and bytes of code once comments are left out.
///
/// The code bytes count what a reader scrolls past that is not prose: every byte outside
/// comments, with the lines that held only a comment (or nothing) removed and trailing spaces
/// trimmed. `blocks-bench downloads` prints these for every block, and BENCHMARKS.md keeps them.
package struct DownloadSize: Equatable, Sendable {
  /// The number of lines.
  package var lines: Int
  /// The number of UTF-8 bytes.
  package var bytes: Int
  /// The number of UTF-8 bytes without comments and without the lines they leave blank.
  package var codeBytes: Int

  /// Measures `text`.
  package init(_ text: String) {
    let lines = SwiftSource(text).lines
    self.init(lines: lines, bytes: text.utf8.count)
  }

  private init(lines: some Collection<SwiftSource.Line>, bytes: Int) {
    self.lines = lines.count
    self.bytes = bytes
    var codeBytes = 0
    for line in lines {
      var kept = line.bytes.indices.filter { !line.isComment[$0] }.map { line.bytes[$0] }
      while let last = kept.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
        kept.removeLast()
      }
      if !kept.isEmpty { codeBytes += kept.count + 1 }
    }
    self.codeBytes = codeBytes
  }

  /// The size of each part of `text`: what comes before the first `// MARK: - ` line (the
  /// license, provenance, header and imports), then each section by its title.
  package static func sections(of text: String) -> [(title: String, size: DownloadSize)] {
    let lines = SwiftSource(text).lines
    var result: [(title: String, size: DownloadSize)] = []
    var title = "Header and imports"
    var start = 0
    func finish(at end: Int) {
      let part = lines[start..<end]
      let bytes = part.reduce(0) { $0 + $1.bytes.count + 1 }
      result.append((title, DownloadSize(lines: part, bytes: bytes)))
    }
    for (index, line) in lines.enumerated() where line.text.hasPrefix("// MARK: - ") {
      finish(at: index)
      title = String(line.text.dropFirst("// MARK: - ".count))
      start = index
    }
    finish(at: lines.count)
    return result
  }
}
