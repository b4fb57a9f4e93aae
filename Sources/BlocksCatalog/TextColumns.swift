/// Plain text laid out in columns: words wrapped to a width, rows as a Markdown table.
///
/// `blocks show` prints with it and a download's header is written with it, so the two read
/// alike.
package enum TextColumns {
  /// `text` wrapped at `width` columns.
  package static func wrap(_ text: String, width: Int, indent: String) -> String {
    var lines: [String] = []
    var line = indent
    for word in text.split(separator: " ") {
      if line.count > indent.count, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
      }
      line += (line.count > indent.count ? " " : "") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// Rows as a Markdown table with aligned columns.
  package static func table(_ rows: [[String]], indent: String) -> String {
    let widths = (0..<(rows.first?.count ?? 0)).map { column in
      rows.map { $0[column].count }.max() ?? 0
    }
    func render(_ cells: [String]) -> String {
      let padded = cells.enumerated().map { index, cell in
        cell + String(repeating: " ", count: widths[index] - cell.count)
      }
      return indent + "| " + padded.joined(separator: " | ") + " |"
    }
    var lines = [render(rows[0])]
    lines.append(
      indent + "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|")
        + "|")
    lines += rows.dropFirst().map(render)
    return lines.joined(separator: "\n")
  }
}
