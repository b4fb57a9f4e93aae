/// A Swift source file split into lines, knowing which bytes are code (not comments or string
/// literal text) and how deep in braces each line starts.
///
/// This is the small amount of Swift lexing the exporter and the API tables need: enough to find
/// declarations and access modifiers without being fooled by a brace or a `public` inside a
/// string or a comment. String interpolations count as code.
struct SwiftSource {
  /// One line, without its newline.
  struct Line {
    /// The line's bytes.
    let bytes: [UInt8]
    /// For each byte, whether it is code.
    let isCode: [Bool]
    /// For each byte, whether it is part of a comment.
    let isComment: [Bool]
    /// For each byte, whether it is code inside a string interpolation, where a line must not
    /// break.
    let isInterpolated: [Bool]
    /// The brace depth before the line's first byte.
    let depth: Int
    /// The line with every non-code byte replaced by a space, so searching it only finds code.
    ///
    /// Made once: the outline and the exporter search every line's code many times.
    let code: String

    init(bytes: [UInt8], isCode: [Bool], isComment: [Bool], isInterpolated: [Bool], depth: Int) {
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
    var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  /// The lines, in order.
  let lines: [Line]

  /// Lexes `text`.
  init(_ text: String) {
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

  private enum Mode {
    case code(parens: Int)
    case string(multiline: Bool, hashes: Int)
    case blockComment(depth: Int)
  }

  /// For each byte of `bytes`, whether it is code, whether it is part of a comment, and whether
  /// it is code inside a string interpolation.
  static func classify(_ bytes: [UInt8]) -> (code: [Bool], comment: [Bool], interpolated: [Bool]) {
    var mask = [Bool](repeating: false, count: bytes.count)
    var comment = [Bool](repeating: false, count: bytes.count)
    var interpolated = [Bool](repeating: false, count: bytes.count)
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
    let quote: UInt8 = 34
    let backslash: UInt8 = 92
    while index < bytes.count, let mode = stack.last {
      let byte = bytes[index]
      switch mode {
      case .code(let parens):
        if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
          while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            comment[index] = true
            index += 1
          }
          continue
        }
        if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
          stack.append(.blockComment(depth: 1))
          comment[index] = true
          comment[index + 1] = true
          index += 2
          continue
        }
        let count = hashes(from: index)
        if index + count < bytes.count, bytes[index + count] == quote {
          let multiline = isTripleQuote(index + count)
          stack.append(.string(multiline: multiline, hashes: count))
          index += count + (multiline ? 3 : 1)
          continue
        }
        if byte == UInt8(ascii: "("), stack.count > 1 {
          stack[stack.count - 1] = .code(parens: parens + 1)
        } else if byte == UInt8(ascii: ")"), stack.count > 1 {
          if parens == 0 {
            stack.removeLast()
            index += 1
            continue
          }
          stack[stack.count - 1] = .code(parens: parens - 1)
        }
        mask[index] = true
        interpolated[index] = stack.count > 1
        index += 1
      case .string(let multiline, let count):
        if byte == backslash, hashes(from: index + 1) >= count {
          let next = index + 1 + count
          if next < bytes.count, bytes[next] == UInt8(ascii: "(") {
            stack.append(.code(parens: 0))
            index = next + 1
          } else {
            index = next + 1
          }
          continue
        }
        if byte == UInt8(ascii: "\n"), !multiline {
          stack.removeLast()
          continue
        }
        let closes = multiline ? isTripleQuote(index) : byte == quote
        let length = multiline ? 3 : 1
        if closes, hashes(from: index + length) >= count {
          stack.removeLast()
          index += length + count
          continue
        }
        index += 1
      case .blockComment(let depth):
        let opens = byte == UInt8(ascii: "/") && at(1) == UInt8(ascii: "*")
        let closes = byte == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/")
        let length = opens || closes ? 2 : 1
        for position in index..<min(index + length, bytes.count) { comment[position] = true }
        if opens {
          stack[stack.count - 1] = .blockComment(depth: depth + 1)
        } else if closes {
          if depth == 1 {
            stack.removeLast()
          } else {
            stack[stack.count - 1] = .blockComment(depth: depth - 1)
          }
        }
        index += length
      }
    }
    return (mask, comment, interpolated)
  }
}

/// The identifiers and punctuation of a line of code, with their byte offsets.
struct SwiftToken: Equatable {
  /// The token's text.
  var text: String
  /// The byte offset of its first byte in the line.
  var offset: Int

  /// Whether the token is an identifier or keyword.
  var isWord: Bool {
    text.first.map { $0.isLetter || $0 == "_" } ?? false
  }

  /// Splits code (as from ``SwiftSource/Line/code``) into words, attributes and punctuation.
  static func tokens(_ code: String) -> [SwiftToken] {
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
