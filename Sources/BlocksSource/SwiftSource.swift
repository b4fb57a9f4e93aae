/// A Swift source file split into lines, knowing which bytes are code (not comments or string
/// literal text) and how deep in braces each line starts.
///
/// This is the small amount of Swift lexing the exporter, the API tables and the site's
/// highlighter need: enough to find declarations and access modifiers without being fooled by a
/// brace or a `public` inside a string or a comment. String interpolations count as code.
package struct SwiftSource {
  /// One line, without its newline.
  package struct Line {
    /// The line's bytes.
    package let bytes: [UInt8]
    /// For each byte, whether it is code.
    package let isCode: [Bool]
    /// For each byte, whether it is part of a comment.
    package let isComment: [Bool]
    /// For each byte, whether it is code inside a string interpolation, where a line must not
    /// break.
    package let isInterpolated: [Bool]
    /// The brace depth before the line's first byte.
    package let depth: Int
    /// The line with every non-code byte replaced by a space, so searching it only finds code.
    ///
    /// Made once: the outline and the exporter search every line's code many times.
    package let code: String

    package init(
      bytes: [UInt8], isCode: [Bool], isComment: [Bool], isInterpolated: [Bool], depth: Int
    ) {
      self.bytes = bytes
      self.isCode = isCode
      self.isComment = isComment
      self.isInterpolated = isInterpolated
      self.depth = depth
      var code = bytes
      for index in code.indices where !isCode[index] { code[index] = UInt8(ascii: " ") }
      self.code = String(decoding: code, as: UTF8.self)
    }

    /// The line's text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  /// The lines, in order.
  package let lines: [Line]

  /// Lexes `text`.
  package init(_ text: String) {
    let bytes = Array(text.utf8)
    let (mask, comments, interpolated) = Self.classify(bytes)
    var lines: [Line] = []
    var depth = 0
    var start = 0
    for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
      let range = start..<index
      lines.append(
        Line(
          bytes: Array(bytes[range]), isCode: Array(mask[range]), isComment: Array(comments[range]),
          isInterpolated: Array(interpolated[range]), depth: depth))
      for position in range where mask[position] {
        if bytes[position] == UInt8(ascii: "{") { depth += 1 }
        if bytes[position] == UInt8(ascii: "}") { depth -= 1 }
      }
      start = index + 1
    }
    if bytes.last == UInt8(ascii: "\n") { lines.removeLast() }
    self.lines = lines
  }

  /// What a byte of source is, as far as lexing goes.
  package enum Lexeme: UInt8, Sendable {
    /// Code outside any string.
    case code
    /// Code inside a string interpolation.
    case interpolatedCode
    /// A line or block comment, its delimiters included.
    case comment
    /// String literal text: quotes, `#` delimiters, escapes and the text between them.
    case string
    /// The `\(` (or `\#(`…) that opens an interpolation, or the `)` that closes it.
    case interpolationDelimiter

    /// Whether the byte is code, in or out of an interpolation.
    package var isCode: Bool { self == .code || self == .interpolatedCode }
  }

  /// A run of bytes of one ``Lexeme``.
  package struct Segment: Equatable, Sendable {
    /// What the bytes are.
    package var lexeme: Lexeme
    /// Their offsets in the source's UTF-8.
    package var range: Range<Int>
  }

  /// The source `bytes` as runs of one lexeme each, in order, covering every byte.
  ///
  /// The one Swift lexer of the package: the exporter reads its code masks and the site's
  /// highlighter colors its segments.
  package static func segments(_ bytes: [UInt8]) -> [Segment] {
    let kinds = lexemes(bytes)
    var segments: [Segment] = []
    var start = 0
    for index in kinds.indices.dropFirst() where kinds[index] != kinds[start] {
      segments.append(Segment(lexeme: kinds[start], range: start..<index))
      start = index
    }
    if start < kinds.count {
      segments.append(Segment(lexeme: kinds[start], range: start..<kinds.count))
    }
    return segments
  }

  /// For each byte of `bytes`, whether it is code, whether it is part of a comment, and whether
  /// it is code inside a string interpolation.
  package static func classify(_ bytes: [UInt8]) -> (
    code: [Bool], comment: [Bool], interpolated: [Bool]
  ) {
    let kinds = lexemes(bytes)
    return (
      kinds.map(\.isCode), kinds.map { $0 == .comment }, kinds.map { $0 == .interpolatedCode }
    )
  }

  private enum Mode {
    case code(parens: Int)
    case string(multiline: Bool, hashes: Int)
    case blockComment(depth: Int)
  }

  /// The lexeme of each byte of `bytes`.
  private static func lexemes(_ bytes: [UInt8]) -> [Lexeme] {
    var kinds = [Lexeme](repeating: .string, count: bytes.count)
    var stack: [Mode] = [.code(parens: 0)]
    var index = 0
    func at(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }
    func hashes(from start: Int) -> Int {
      var count = 0
      while start + count < bytes.count, bytes[start + count] == UInt8(ascii: "#") { count += 1 }
      return count
    }
    func isTripleQuote(_ position: Int) -> Bool {
      position + 2 < bytes.count && bytes[position] == 34 && bytes[position + 1] == 34
        && bytes[position + 2] == 34
    }
    func mark(_ kind: Lexeme, _ count: Int) {
      for position in index..<min(index + count, bytes.count) { kinds[position] = kind }
      index += count
    }
    let quote: UInt8 = 34
    let backslash: UInt8 = 92
    while index < bytes.count, let mode = stack.last {
      let byte = bytes[index]
      switch mode {
      case .code(let parens):
        if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
          while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { mark(.comment, 1) }
          continue
        }
        if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
          stack.append(.blockComment(depth: 1))
          mark(.comment, 2)
          continue
        }
        let count = hashes(from: index)
        if index + count < bytes.count, bytes[index + count] == quote {
          let multiline = isTripleQuote(index + count)
          stack.append(.string(multiline: multiline, hashes: count))
          mark(.string, count + (multiline ? 3 : 1))
          continue
        }
        if byte == UInt8(ascii: "("), stack.count > 1 {
          stack[stack.count - 1] = .code(parens: parens + 1)
        } else if byte == UInt8(ascii: ")"), stack.count > 1 {
          if parens == 0 {
            stack.removeLast()
            mark(.interpolationDelimiter, 1)
            continue
          }
          stack[stack.count - 1] = .code(parens: parens - 1)
        }
        mark(stack.count > 1 ? .interpolatedCode : .code, 1)
      case .string(let multiline, let count):
        if byte == backslash, hashes(from: index + 1) >= count {
          let next = index + 1 + count
          if next < bytes.count, bytes[next] == UInt8(ascii: "(") {
            stack.append(.code(parens: 0))
            mark(.interpolationDelimiter, count + 2)
          } else {
            // The escaped character too, so `\"` does not end the string.
            mark(.string, count + 2)
          }
          continue
        }
        if byte == UInt8(ascii: "\n"), !multiline {
          // An unterminated single-line string ends at the line's end.
          stack.removeLast()
          continue
        }
        let closes = multiline ? isTripleQuote(index) : byte == quote
        let length = multiline ? 3 : 1
        if closes, hashes(from: index + length) >= count {
          stack.removeLast()
          mark(.string, length + count)
          continue
        }
        mark(.string, 1)
      case .blockComment(let depth):
        let opens = byte == UInt8(ascii: "/") && at(1) == UInt8(ascii: "*")
        let closes = byte == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/")
        if opens {
          stack[stack.count - 1] = .blockComment(depth: depth + 1)
        } else if closes {
          if depth == 1 {
            stack.removeLast()
          } else {
            stack[stack.count - 1] = .blockComment(depth: depth - 1)
          }
        }
        mark(.comment, opens || closes ? 2 : 1)
      }
    }
    return kinds
  }
}

/// The identifiers and punctuation of a line of code, with their byte offsets.
package struct SwiftToken: Equatable {
  /// The token's text.
  package var text: String
  /// The byte offset of its first byte in the line.
  package var offset: Int

  /// Whether the token is an identifier or keyword.
  package var isWord: Bool {
    text.first.map { $0.isLetter || $0 == "_" } ?? false
  }

  /// Splits code (as from ``SwiftSource/Line/code``) into words, attributes and punctuation.
  package static func tokens(_ code: String) -> [SwiftToken] {
    let bytes = Array(code.utf8)
    var tokens: [SwiftToken] = []
    var index = 0
    func isWordByte(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90)
        || (byte >= 97 && byte <= 122) || byte >= 128
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        index += 1
        continue
      }
      var end = index + 1
      if isWordByte(byte) || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
      }
      tokens.append(
        SwiftToken(text: String(decoding: bytes[index..<end], as: UTF8.self), offset: index))
      index = end
    }
    return tokens
  }
}
