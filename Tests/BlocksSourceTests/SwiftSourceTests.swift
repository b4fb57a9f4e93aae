import Testing

@testable import BlocksSource

@Suite struct SwiftSourceTests {
  typealias Lexeme = SwiftSource.Lexeme

  /// Each case: the source, and its segments as (lexeme, text) in order.
  static let cases: [(String, [(Lexeme, String)])] = [
    ("", []),
    ("let a = 1", [(.code, "let a = 1")]),
    ("a // b\nc", [(.code, "a "), (.comment, "// b"), (.code, "\nc")]),
    ("a /* b /* c */ d */ e", [(.code, "a "), (.comment, "/* b /* c */ d */"), (.code, " e")]),
    (#""a\"b" + c"#, [(.string, #""a\"b""#), (.code, " + c")]),
    (
      #""x\(f(1))y""#,
      [
        (.string, "\"x"), (.interpolationDelimiter, "\\("), (.interpolatedCode, "f(1)"),
        (.interpolationDelimiter, ")"), (.string, "y\""),
      ]
    ),
    (
      ##"#"a\(b)\#(c)"#"##,
      [
        (.string, ##"#"a\(b)"##), (.interpolationDelimiter, "\\#("), (.interpolatedCode, "c"),
        (.interpolationDelimiter, ")"), (.string, "\"#"),
      ]
    ),
    ("\"\"\"\n{ \"\n\"\"\" }", [(.string, "\"\"\"\n{ \"\n\"\"\""), (.code, " }")]),
    // An unterminated string ends with its line; the next line is code.
    ("\"open\nb", [(.string, "\"open"), (.code, "\nb")]),
    (
      #""\(a /* ) */ + ")")" + 1"#,
      [
        (.string, "\""), (.interpolationDelimiter, "\\("), (.interpolatedCode, "a "),
        (.comment, "/* ) */"), (.interpolatedCode, " + "), (.string, "\")\""),
        (.interpolationDelimiter, ")"), (.string, "\""), (.code, " + 1"),
      ]
    ),
  ]

  @Test("segments split source into runs of one lexeme that cover every byte", arguments: cases)
  func segments(source: String, expected: [(Lexeme, String)]) {
    let bytes = Array(source.utf8)
    let segments = SwiftSource.segments(bytes)
    let found = segments.map { ($0.lexeme, String(decoding: bytes[$0.range], as: UTF8.self)) }
    #expect(found.map(\.0) == expected.map(\.0), "\(found)")
    #expect(found.map(\.1) == expected.map(\.1), "\(found)")
    #expect(segments.map(\.range.count).reduce(0, +) == bytes.count)
  }

  @Test("the lines' code masks are the segments' code, braces in strings and comments aside")
  func linesAgreeWithSegments() {
    let source = "struct A { // {\n  let s = \"}\\(x)\"\n}\n"
    let lines = SwiftSource(source).lines
    #expect(lines.map(\.depth) == [0, 1, 1])
    #expect(lines.map(\.code) == ["struct A {     ", "  let s =     x  ", "}"])
  }
}
