import Foundation

/// Breaks the lines that naming helpers after the block made longer than the package's 100
/// columns, the way `swift format` would have written them, so a download passes its lint.
///
/// Only breaks that cannot change what the code means, at the places `swift format` chooses:
/// around a one-line body, before a brace or a guard's `else` that alone overflows, after a
/// `case` label, between arguments, after a type's `:` or `<`, inside a parenthesized list
/// (closed on a line of its own after parameters or before a closure), after `=`, and before a
/// conditional's `?` and `:` or a `&&`, `||` or `??`. Comments rewrap at spaces, their overflow
/// joining the next line of the same paragraph. A line inside a multi-line string literal, or
/// one that offers no such break, stays as it is.
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
    // The brackets open before the current line, innermost last, to tell a line that continues
    // an argument or parameter list from a statement.
    var open: [UInt8] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.text.count > limit,
        let first = line.bytes.firstIndex(where: { $0 != UInt8(ascii: " ") })
      else {
        Self.track(line, in: &open)
        index += 1
        continue
      }
      if line.isComment[first] {
        Self.track(line, in: &open)
        index += 1
        guard let (head, overflow) = commentBreak(line.text) else { continue }
        lines[index - 1] = Self.line(head)
        let prefix = Self.commentPrefix(head, continuing: true)
        let next = index < lines.count ? lines[index].text : ""
        let nextText = next.dropFirst(prefix.count)
        if Self.commentPrefix(next, continuing: false) == prefix, !nextText.isEmpty,
          !nextText.hasPrefix("- "), !nextText.hasPrefix("```"), !nextText.hasPrefix("|")
        {
          lines[index] = Self.line(prefix + overflow + " " + nextText)
        } else {
          lines.insert(Self.line(prefix + overflow), at: index)
        }
        continue
      }
      let inList = open.last.map { $0 != UInt8(ascii: "{") } ?? false
      let afterAssignment =
        index > 0 && lines[index - 1].code.trimmingTrailingSpaces.hasSuffix(" =")
      if line.isCode[first],
        let pieces = codeBreak(line, inList: inList, afterAssignment: afterAssignment)
      {
        // The pieces are looked at again: the first may still be long, and the rest continue
        // what it opened.
        lines.replaceSubrange(index...index, with: pieces.map(Self.line))
      } else {
        Self.track(line, in: &open)
        index += 1
      }
    }
    return lines.map(\.text).joined(separator: "\n") + (text.hasSuffix("\n") ? "\n" : "")
  }

  /// Updates `open`, the brackets open before a line, with the brackets `line` opens and closes.
  private static func track(_ line: SwiftSource.Line, in open: inout [UInt8]) {
    for (index, byte) in line.bytes.enumerated() where line.isCode[index] {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(byte)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): _ = open.popLast()
      default: break
      }
    }
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
  ///
  /// The breaks are the ones `swift format` makes, tried in its order: a one-line body opens,
  /// a brace that alone overflows moves down, a `case` label's body moves under it, a list's
  /// arguments fill lines, a conformance list moves under its type, a parenthesized list opens,
  /// and then, outside brackets, the break after `=` and the one before an operator. `inList`
  /// says the line continues an argument or parameter list opened on an earlier line, and
  /// `afterAssignment` that it is the value of an `=` ending the line before.
  private func codeBreak(
    _ line: SwiftSource.Line, inList: Bool, afterAssignment: Bool
  ) -> [String]? {
    let bytes = line.bytes
    guard !line.isComment.contains(true) else { return nil }
    let indentation = String(repeating: " ", count: line.indentation)
    let indented = indentation + continuation
    func isPlainCode(_ index: Int) -> Bool { line.isCode[index] && !line.isInterpolated[index] }
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    func fits(_ range: Range<Int>) -> Bool { text(range).count <= limit }
    // The brackets the line opens and closes itself, matched, and the depth of each byte.
    var open: [Int] = []
    var matching: [Int: Int] = [:]
    var depth = [Int](repeating: 0, count: bytes.count)
    for (index, byte) in bytes.enumerated() {
      depth[index] = open.count
      guard isPlainCode(index) else { continue }
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        open.append(index)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        if let start = open.popLast() {
          matching[start] = index
          depth[index] = open.count
        }
      default: break
      }
    }
    guard let last = bytes.indices.last(where: { isPlainCode($0) && bytes[$0] != 32 }) else {
      return nil
    }
    let trimmed = text(line.indentation..<last + 1)
    /// The places, outside the line's own brackets, where `token` stands between spaces.
    func spaced(_ token: String) -> [Int] {
      let pattern = Array(" \(token) ".utf8)
      return bytes.indices.filter { index in
        index > line.indentation && index + pattern.count <= bytes.count && depth[index] == 0
          && isPlainCode(index) && Array(bytes[index..<index + pattern.count]) == pattern
      }
    }
    // A one-line body at the end of the line: `head { body }` becomes three lines, closure
    // parameters (`{ value in`) staying with the brace.
    let bodyStart = matching.first { $0.value == last }?.key
    if bytes[last] == UInt8(ascii: "}"), let start = bodyStart, depth[start] == 0 {
      var head = text(0..<start + 1)
      var body = text(start + 1..<last).trimmingLeadingSpaces.trimmingTrailingSpaces
      if let range = body.range(of: " in "),
        body[..<range.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || "_, ".contains($0) })
      {
        head += " " + body[..<range.lowerBound] + " in"
        body = String(body[range.upperBound...])
      }
      if !body.isEmpty { return [head, indented + body, indentation + "}"] }
    }
    // A guard whose `else {` alone overflows: the `else` starts the next line.
    if trimmed.hasPrefix("guard "), trimmed.hasSuffix(" else {"), fits(0..<last - 6) {
      return [text(0..<last - 6), indentation + "else {"]
    }
    // A condition or a type whose brace alone overflows: the brace takes a line of its own.
    let isCondition = Self.begins(trimmed, with: ["if", "while", "for", "switch"])
    let isType = Self.begins(trimmed, with: Self.typeKeywords)
    if trimmed.hasSuffix(" {"), fits(0..<last - 1), isCondition || isType {
      return [text(0..<last - 1), indentation + "{"]
    }
    // A type's generic parameters on a line of their own.
    if trimmed.hasSuffix("> {"), isType,
      let angle = bytes.indices.first(where: {
        bytes[$0] == UInt8(ascii: "<") && isPlainCode($0) && depth[$0] == 0
      }), fits(0..<angle + 1)
    {
      return [text(0..<angle + 1), indented + text(angle + 1..<last - 2), indentation + "> {"]
    }
    // A `case` label and its body.
    if trimmed.hasPrefix("case ") || trimmed.hasPrefix("default:"),
      let colon = bytes.indices.first(where: {
        bytes[$0] == UInt8(ascii: ":") && depth[$0] == 0 && isPlainCode($0)
          && $0 + 1 < bytes.count && bytes[$0 + 1] == 32
      }), colon + 2 <= last
    {
      return [text(0..<colon + 1), indented + text(colon + 2..<bytes.count)]
    }
    // The commas between the line's own arguments, outside any bracket it opens.
    let commas = bytes.indices.filter {
      bytes[$0] == UInt8(ascii: ",") && isPlainCode($0) && depth[$0] == 0 && $0 + 1 < bytes.count
        && bytes[$0 + 1] == UInt8(ascii: " ") && fits(0..<$0 + 1)
    }
    // In a list opened above: after the last comma that fits, the next arguments lining up.
    if inList, let comma = commas.last {
      return [text(0..<comma + 1), indentation + text(comma + 2..<bytes.count)]
    }
    // A type's conformances under it, its brace on a line of its own.
    if trimmed.hasSuffix(" {"), isType,
      let colon = bytes.indices.first(where: {
        bytes[$0] == UInt8(ascii: ":") && depth[$0] == 0 && isPlainCode($0)
          && bytes[..<$0].filter { $0 == UInt8(ascii: "<") }.count
            == bytes[..<$0].filter { $0 == UInt8(ascii: ">") }.count
      }), fits(0..<colon + 1)
    {
      let conformances = text(colon + 1..<last - 1).trimmingLeadingSpaces
      return [text(0..<colon + 1), indented + conformances, indentation + "{"]
    }
    // The line's first parenthesized list, called by a plain name or declaring parameters: the
    // arguments move to the next line. A declaration's parameters, or a call that a closure's
    // brace follows, close on a line of their own.
    if let start = bytes.indices.first(where: {
      bytes[$0] == UInt8(ascii: "(") && isPlainCode($0) && depth[$0] == 0
    }),
      let end = matching[start], end > start + 1, fits(0..<start + 1)
    {
      let head = text(0..<start)
      let tail = text(end + 1..<bytes.count)
      let isDeclaration =
        ["func ", "init", "subscript"].contains { head.contains($0) }
        && !head.contains("=")
      let closesOwnLine = isDeclaration || tail.hasPrefix(" {")
      let isSignature =
        tail.isEmpty || tail.hasPrefix(" {") || tail.hasPrefix(" ->")
        || tail.hasPrefix(" throws") || tail.hasPrefix(" async")
      let closesList = tail.allSatisfy { ",)]".contains($0) }
      if isDeclaration || (Self.isPlainCallee(head) && (isSignature || closesList)) {
        let inner = text(start + 1..<end)
        if closesOwnLine {
          return [text(0..<start + 1), indented + inner, indentation + ")" + tail]
        }
        return [text(0..<start + 1), indented + inner + ")" + tail]
      }
    }
    // A statement's own commas (conditions, patterns): a body's brace that follows moves to a
    // line of its own.
    if let comma = commas.last {
      var rest = text(comma + 2..<bytes.count).trimmingLeadingSpaces
      if rest.hasSuffix(" {") {
        rest.removeLast(2)
        return [text(0..<comma + 1), indented + rest, indentation + "{"]
      }
      return [text(0..<comma + 1), indented + rest]
    }
    // After the `=` of an assignment or an initial value.
    if let assignment = spaced("=").first, fits(0..<assignment + 2) {
      return [text(0..<assignment + 2), indented + text(assignment + 3..<bytes.count)]
    }
    // A conditional's `? … : …` under its condition, then its `: …` under its `? …`; or else
    // before the last `&&`, `||` or `??` that keeps the first line short enough.
    let lining = afterAssignment ? indentation : indented
    if trimmed.hasPrefix("? "), let colon = spaced(":").first, fits(0..<colon) {
      return [text(0..<colon), indentation + text(colon + 1..<bytes.count)]
    }
    let split =
      spaced("?").first(where: { fits(0..<$0) })
      ?? (spaced("&&") + spaced("||") + spaced("??")).filter({ fits(0..<$0) }).max()
    guard let split else { return nil }
    // A condition's brace moves to a line of its own once the condition breaks.
    let rest = text(split + 1..<bytes.count)
    if rest.hasSuffix(" {"), isCondition {
      return [text(0..<split), lining + rest.dropLast(2), indentation + "{"]
    }
    return [text(0..<split), lining + rest]
  }

  /// The words that begin a type's declaration.
  private static let typeKeywords = ["struct", "enum", "class", "extension", "protocol"]

  /// The words that may come before a declaration's keyword.
  private static let modifiers: Set<Substring> = [
    "public", "package", "internal", "fileprivate", "private", "nonisolated", "final", "static",
    "indirect",
  ]

  /// Whether the trimmed line `code` starts with one of `keywords`, after any modifiers and
  /// attributes: `nonisolated private struct` declares a type, `string(for text:)` does not loop.
  private static func begins(_ code: String, with keywords: [String]) -> Bool {
    for word in code.split(separator: " ") {
      if keywords.contains(String(word)) { return true }
      guard modifiers.contains(word) || word.hasPrefix("@") else { return false }
    }
    return false
  }

  /// Whether the code before a parenthesis names what it calls plainly: one word or member
  /// chain, alone or after `=`, a label, `return`, `try` or `await`, with no operator before it.
  private static func isPlainCallee(_ head: String) -> Bool {
    let words = head.split(separator: " ")
    let operators: Set<Substring> = [
      "?", ":", "??", "&&", "||", "+", "-", "*", "/", "==", "!=", "<", ">", "<=", ">=",
    ]
    guard let callee = words.last, !callee.hasSuffix(":"),
      !words.contains(where: operators.contains)
    else { return false }
    guard let before = words.dropLast().last else { return true }
    return before == "=" || before.hasSuffix(":")
      || ["return", "try", "await", "throw"].contains(before)
  }
}
