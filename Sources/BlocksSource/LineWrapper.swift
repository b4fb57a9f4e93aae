import Foundation

/// Breaks the lines that naming helpers after the block made longer than the package's 100
/// columns, the way `swift format` would have written them.
///
/// Only breaks that cannot change what the code means: after a comma between arguments or
/// parameters, after an opening parenthesis whose closing one ends the line, and around a
/// one-line body (`{ … }` at the end of a line). Comments rewrap at spaces, their overflow joining
/// the next line of the same paragraph. A line inside a multi-line string literal, or one that
/// offers no such break, stays as it is.
package struct LineWrapper {
  /// The longest line, in characters.
  package var limit = 100
  /// The indentation a continuation line adds: Xcode's 4 spaces, as every download is written.
  package var continuation = "    "

  /// A wrapper that breaks lines longer than `limit`, indenting continuations by `continuation`.
  package init(limit: Int = 100, continuation: String = "    ") {
    self.limit = limit
    self.continuation = continuation
  }

  /// `text` with its long lines broken.
  package func wrap(_ text: String) -> String {
    var lines = SwiftSource(text).lines
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      let line = lines[index]
      guard line.text.count > limit,
        let first = line.bytes.firstIndex(where: { $0 != UInt8(ascii: " ") })
      else { continue }
      if line.isComment[first] {
        guard let (head, overflow) = commentBreak(line.text) else { continue }
        lines[index] = Self.line(head)
        let prefix = Self.commentPrefix(head, continuing: true)
        let next = index + 1 < lines.count ? lines[index + 1].text : ""
        let nextText = next.dropFirst(prefix.count)
        if Self.commentPrefix(next, continuing: false) == prefix, !nextText.isEmpty,
          !nextText.hasPrefix("- "), !nextText.hasPrefix("```"), !nextText.hasPrefix("|")
        {
          lines[index + 1] = Self.line(prefix + overflow + " " + nextText)
        } else {
          lines.insert(Self.line(prefix + overflow), at: index + 1)
        }
        continue
      }
      guard line.isCode[first], let pieces = codeBreak(line) else { continue }
      lines.replaceSubrange(index...index, with: pieces.map(Self.line))
      index -= 1
    }
    return lines.map(\.text).joined(separator: "\n") + (text.hasSuffix("\n") ? "\n" : "")
  }

  /// A line of code or comment on its own, lexed.
  private static func line(_ text: String) -> SwiftSource.Line {
    SwiftSource(text).lines.first
      ?? SwiftSource.Line(bytes: [], isCode: [], isComment: [], isInterpolated: [], depth: 0)
  }

  /// The comment line's marker and indentation: `  /// ` or `  // `, and for a list item being
  /// continued, the indentation of its text.
  private static func commentPrefix(_ line: String, continuing: Bool) -> String {
    let indentation = line.prefix { $0 == " " }
    let rest = line.dropFirst(indentation.count)
    guard rest.hasPrefix("//") else { return "" }
    let marker = rest.hasPrefix("///") ? "///" : "//"
    let text = rest.dropFirst(marker.count)
    var inner = String(text.prefix { $0 == " " })
    if continuing, text.dropFirst(inner.count).hasPrefix("- ") { inner += "  " }
    return indentation + marker + inner
  }

  /// A long comment line cut at its last space that fits: the line, and the words that move on.
  private func commentBreak(_ line: String) -> (String, String)? {
    let prefix = Self.commentPrefix(line, continuing: false)
    var cut: String.Index?
    var position = 0
    for index in line.indices {
      if position > limit { break }
      if line[index] == " ", position > prefix.count { cut = index }
      position += 1
    }
    guard let cut else { return nil }
    let head = String(line[..<cut]).trimmingTrailingSpaces
    let overflow = String(line[line.index(after: cut)...]).trimmingLeadingSpaces
    guard !overflow.isEmpty, head.count > prefix.count else { return nil }
    return (head, overflow)
  }

  /// A long line of code as two or three lines, or `nil` when it has no safe break.
  private func codeBreak(_ line: SwiftSource.Line) -> [String]? {
    let bytes = line.bytes
    guard !line.isComment.contains(true) else { return nil }
    let indentation = String(repeating: " ", count: line.indentation)
    func isPlainCode(_ index: Int) -> Bool { line.isCode[index] && !line.isInterpolated[index] }
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    // The brackets the line opens and closes itself, matched.
    var open: [Int] = []
    var matching: [Int: Int] = [:]
    var isNested: Set<Int> = []
    for (index, byte) in bytes.enumerated() where isPlainCode(index) {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        if !open.isEmpty { isNested.insert(index) }
        open.append(index)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if let start = open.popLast() { matching[index] = start }
      default: break
      }
    }
    guard let last = bytes.indices.last(where: { isPlainCode($0) && bytes[$0] != 32 }) else {
      return nil
    }
    // A one-line body at the end of the line: `head { body }` becomes three lines, closure
    // parameters (`{ value in`) staying with the brace.
    if bytes[last] == UInt8(ascii: "}"), let start = matching[last], !isNested.contains(start) {
      var head = text(0..<start + 1)
      var body = text(start + 1..<last).trimmingLeadingSpaces.trimmingTrailingSpaces
      if let range = body.range(of: " in "),
        body[..<range.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || "_, ".contains($0) })
      {
        head += " " + body[..<range.lowerBound] + " in"
        body = String(body[range.upperBound...])
      }
      if !body.isEmpty { return [head, indentation + continuation + body, indentation + "}"] }
    }
    // After the last comma that keeps the first line short enough.
    var best: Int?
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: ",") {
      guard isPlainCode(index), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: " "),
        text(0..<index + 1).count <= limit
      else { continue }
      best = index
    }
    if let best {
      let rest = text(best + 2..<bytes.count).trimmingLeadingSpaces
      return [text(0..<best + 1), indentation + continuation + rest]
    }
    // After an opening parenthesis whose closing one ends the line.
    if bytes[last] == UInt8(ascii: ")"), let start = matching[last], last > start + 1 {
      return [text(0..<start + 1), indentation + continuation + text(start + 1..<bytes.count)]
    }
    // Outside brackets: after the ` = ` of an assignment or an initial value, or else before
    // the last ` && `, ` || `, ` ? ` or ` : ` that keeps the first line short enough.
    var depth = 0
    var assignment: Int?
    var operatorBreak: Int?
    for (index, byte) in bytes.enumerated() where isPlainCode(index) {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
      guard depth == 0, index > 0, index + 2 < bytes.count, bytes[index - 1] == 32 else {
        continue
      }
      let pair = text(index..<index + 3)
      if assignment == nil, bytes[index] == UInt8(ascii: "="), bytes[index + 1] == 32 {
        assignment = index
      }
      if ["&& ", "|| "].contains(pair) || (["? ", ": "].contains(text(index..<index + 2))),
        text(0..<index - 1).count <= limit
      {
        operatorBreak = index
      }
    }
    if let assignment, text(0..<assignment + 1).count <= limit {
      let rest = text(assignment + 2..<bytes.count)
      return [text(0..<assignment + 1), indentation + continuation + rest]
    }
    if let operatorBreak {
      let rest = text(operatorBreak..<bytes.count)
      return [text(0..<operatorBreak - 1), indentation + continuation + rest]
    }
    return nil
  }
}
