import BlocksSource

/// The project's own Swift syntax highlighter: source text in, classified spans out.
///
/// It runs when the site is built, so pages carry highlighted code and need no script for it. It
/// colors the segments of the package's one Swift lexer
/// (``/BlocksSource/SwiftSource/segments(_:)``, which the exporter reads too) and tells the words
/// of code apart. It is not a parser: it knows Swift 6's keywords (the contextual ones only where
/// they act as keywords), `#if`-style directives and every other `#name` as a macro,
/// `@attributes`, type names, numbers in every base, nested block comments, and strings in all
/// their forms (multi-line, raw with `#` delimiters, interpolation with code highlighted inside).
/// Text it does not classify stays plain, so the visible text is always exactly the source.
package enum SwiftHighlighter {
  /// What a span of source is; the raw value is the CSS class the site styles.
  package enum Kind: String, Sendable, CaseIterable {
    /// A keyword, reserved or contextual.
    case keyword = "k"
    /// A compiler directive: `#if`, `#elseif`, `#else`, `#endif`, `#available`, `#unavailable`,
    /// `#sourceLocation`.
    case directive = "d"
    /// Any other `#name`: a freestanding macro such as `#Preview` or `#warning`.
    case macro = "m"
    /// An attribute such as `@MainActor` or `@Sendable`.
    case attribute = "a"
    /// A type name: an identifier starting with an upper-case letter.
    case type = "t"
    /// String literal text, quotes and escapes included.
    case string = "s"
    /// The `\(` and `)` around an interpolation inside a string.
    case interpolation = "i"
    /// A number literal.
    case number = "n"
    /// A comment.
    case comment = "c"
  }

  /// One classified piece of source.
  package struct Token: Sendable, Hashable, CustomStringConvertible {
    /// What the piece is.
    package var kind: Kind
    /// The piece's text.
    package var text: String

    /// Creates a token.
    package init(_ kind: Kind, _ text: String) {
      self.kind = kind
      self.text = text
    }

    /// `kind(text)`, for test failures.
    package var description: String { "\(kind)(\(text))" }
  }

  /// The keywords that are keywords wherever they appear (outside member access).
  package static let reservedKeywords: Set<String> = [
    "Any", "as", "associatedtype", "await", "break", "case", "catch", "class", "continue",
    "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is",
    "let", "nil", "operator", "precedencegroup", "private", "protocol", "public", "repeat",
    "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch",
    "throw", "throws", "true", "try", "typealias", "var", "where", "while",
  ]

  /// The keywords that are keywords only in some places, such as `package`, `sending` or
  /// `consuming`; used as a name (`let copy = …`, `copy(x)`, `package:`) they stay plain.
  package static let contextualKeywords: Set<String> = [
    "actor", "any", "async", "borrowing", "consume", "consuming", "convenience", "copy",
    "didSet", "discard", "distributed", "dynamic", "each", "final", "get", "indirect", "infix",
    "isolated", "lazy", "macro", "mutating", "nonisolated", "nonmutating", "open", "optional",
    "override", "package", "postfix", "prefix", "required", "sending", "set", "some", "unowned",
    "weak", "willSet",
  ]

  /// Contextual keywords that take a parenthesized argument as keywords, such as
  /// `nonisolated(unsafe)` or `set(newValue)`.
  static let keywordsWithArguments: Set<String> = [
    "didSet", "isolated", "nonisolated", "set", "unowned", "willSet",
  ]

  /// The `#` words that are compiler directives rather than macros.
  package static let directives: Set<String> = [
    "if", "elseif", "else", "endif", "available", "unavailable", "sourceLocation",
  ]

  /// The classified pieces of `source`, in order; plain text is left out.
  package static func tokens(_ source: String) -> [Token] {
    let bytes = Array(source.utf8)
    return Scanner(bytes).spans().compactMap { span in
      span.kind.map { Token($0, String(decoding: bytes[span.range], as: UTF8.self)) }
    }
  }

  /// `source` as HTML: escaped text with each classified piece in a `<span class="…">`.
  ///
  /// The text content of the result is exactly `source`, so copying from the page copies the
  /// file.
  package static func html(_ source: String) -> String {
    let bytes = Array(source.utf8)
    var html = ""
    html.reserveCapacity(bytes.count * 2)
    for span in Scanner(bytes).spans() {
      let text = HTML.escape(String(decoding: bytes[span.range], as: UTF8.self))
      if let kind = span.kind {
        html += "<span class=\"\(kind.rawValue)\">" + text + "</span>"
      } else {
        html += text
      }
    }
    return html
  }
}

/// A classified range of bytes; `kind` is nil for plain text.
private struct Span {
  var kind: SwiftHighlighter.Kind?
  var range: Range<Int>
}

/// The classifier behind ``SwiftHighlighter``: the lexer's comments, strings and interpolation
/// delimiters as they are, and the words of its code by what they are.
private struct Scanner {
  let bytes: [UInt8]
  var index = 0
  var output: [Span] = []
  /// The last significant token before the current position: to tell member access, labels and
  /// names from keywords.
  var previous: [UInt8] = []

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func spans() -> [Span] {
    var scanner = self
    for segment in SwiftSource.segments(bytes) {
      scanner.index = segment.range.lowerBound
      switch segment.lexeme {
      case .code, .interpolatedCode:
        scanner.scanCode(upTo: segment.range.upperBound)
      case .comment:
        scanner.index = segment.range.upperBound
        scanner.emit(.comment, from: segment.range.lowerBound)
      case .string:
        scanner.index = segment.range.upperBound
        scanner.emit(.string, from: segment.range.lowerBound)
        scanner.previous = [UInt8(ascii: "\"")]
      case .interpolationDelimiter:
        // `\(` and the `)` that closes it are separate spans, even side by side (`\()`).
        var start = segment.range.lowerBound
        while start < segment.range.upperBound {
          var end = start + 1
          if scanner.bytes[start] == UInt8(ascii: "\\") {
            while end < segment.range.upperBound, scanner.bytes[end - 1] != UInt8(ascii: "(") {
              end += 1
            }
          }
          scanner.index = end
          scanner.output.append(Span(kind: .interpolation, range: start..<end))
          scanner.previous = [scanner.bytes[end - 1]]
          start = end
        }
      }
    }
    return scanner.output
  }

  private func byte(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private mutating func emit(_ kind: SwiftHighlighter.Kind?, from start: Int) {
    guard index > start else { return }
    if kind == nil, let last = output.last, last.kind == nil, last.range.upperBound == start {
      output[output.count - 1].range = last.range.lowerBound..<index
    } else {
      output.append(Span(kind: kind, range: start..<index))
    }
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || byte >= 0x80
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The words of one run of code, up to `end`.
  mutating func scanCode(upTo end: Int) {
    while index < end {
      let start = index
      let current = bytes[index]
      switch current {
      case UInt8(ascii: "#"):
        if let next = byte(1), Self.isIdentifierStart(next) {
          index += 1
          let word = scanIdentifier()
          let name = String(decoding: word, as: UTF8.self)
          emit(SwiftHighlighter.directives.contains(name) ? .directive : .macro, from: start)
          previous = word
        } else {
          index += 1
          emit(nil, from: start)
        }
      case UInt8(ascii: "@") where byte(1).map(Self.isIdentifierStart) ?? false:
        index += 1
        previous = scanIdentifier()
        emit(.attribute, from: start)
      case UInt8(ascii: "`"):
        index += 1
        while index < end, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A {
          index += 1
        }
        if index < end, bytes[index] == UInt8(ascii: "`") { index += 1 }
        emit(nil, from: start)
        previous = Array("name".utf8)
      case _ where Self.isDigit(current):
        scanNumber()
        emit(.number, from: start)
        previous = [UInt8(ascii: "0")]
      case _ where Self.isIdentifierStart(current):
        let word = scanIdentifier()
        emit(classify(word), from: start)
        previous = word
      default:
        index += 1
        emit(nil, from: start)
        if !Self.isSpace(current) { previous = [current] }
      }
    }
  }

  private mutating func scanIdentifier() -> [UInt8] {
    let start = index
    while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
    return Array(bytes[start..<index])
  }

  /// The kind of an identifier, from the words around it.
  private func classify(_ word: [UInt8]) -> SwiftHighlighter.Kind? {
    let name = String(decoding: word, as: UTF8.self)
    let afterDot = previous == [UInt8(ascii: ".")]
    if afterDot {
      return ["init", "self", "Type", "Protocol"].contains(name)
        ? .keyword : (word.first.map { $0 >= 0x41 && $0 <= 0x5A } ?? false) ? .type : nil
    }
    let next = nextSignificantByte()
    if SwiftHighlighter.reservedKeywords.contains(name) {
      // `index(for: key)`: a reserved word used as an argument label.
      let isLabel =
        bytes.indices.contains(index) && bytes[index] == UInt8(ascii: ":")
        && (previous == [UInt8(ascii: "(")] || previous == [UInt8(ascii: ",")])
      return isLabel ? nil : .keyword
    }
    if SwiftHighlighter.contextualKeywords.contains(name) {
      let declaresName = ["let", "var", "func", "case", "enum", "struct", "class"].contains(
        String(decoding: previous, as: UTF8.self))
      switch next {
      case _ where declaresName: return nil
      case UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: ")"),
        UInt8(ascii: "."), UInt8(ascii: "]"), UInt8(ascii: ";"):
        return nil
      case UInt8(ascii: "("):
        return SwiftHighlighter.keywordsWithArguments.contains(name) ? .keyword : nil
      default:
        return .keyword
      }
    }
    if let first = word.first, first >= 0x41, first <= 0x5A { return .type }
    return nil
  }

  /// The first byte after the current position that is not a space or tab on the same line.
  private func nextSignificantByte() -> UInt8? {
    var offset = index
    while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
    return offset < bytes.count ? bytes[offset] : nil
  }

  private mutating func scanNumber() {
    let base: UInt8? = bytes[index] == UInt8(ascii: "0") ? byte(1) : nil
    func isHex(_ byte: UInt8) -> Bool {
      Self.isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }
    func digits(_ accept: (UInt8) -> Bool) {
      while index < bytes.count, accept(bytes[index]) || bytes[index] == UInt8(ascii: "_") {
        index += 1
      }
    }
    switch base {
    case UInt8(ascii: "x"):
      index += 2
      digits(isHex)
      if byte(0) == UInt8(ascii: "."), let next = byte(1), isHex(next) {
        index += 1
        digits(isHex)
      }
      if byte(0) == UInt8(ascii: "p") || byte(0) == UInt8(ascii: "P") { scanExponent() }
    case UInt8(ascii: "b"):
      index += 2
      digits { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
    case UInt8(ascii: "o"):
      index += 2
      digits { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
    default:
      digits(Self.isDigit)
      if byte(0) == UInt8(ascii: "."), let next = byte(1), Self.isDigit(next) {
        index += 1
        digits(Self.isDigit)
      }
      if byte(0) == UInt8(ascii: "e") || byte(0) == UInt8(ascii: "E") { scanExponent() }
    }
  }

  private mutating func scanExponent() {
    var offset = 1
    if byte(offset) == UInt8(ascii: "+") || byte(offset) == UInt8(ascii: "-") { offset += 1 }
    guard let digit = byte(offset), Self.isDigit(digit) else { return }
    index += offset
    while index < bytes.count, Self.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") {
      index += 1
    }
  }
}
