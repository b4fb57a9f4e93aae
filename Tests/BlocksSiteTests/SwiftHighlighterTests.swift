import Testing

@testable import BlocksCommandLine
@testable import BlocksExport
@testable import BlocksSite

/// One snippet and the classified tokens the highlighter must find in it, in order.
struct HighlightCase: Sendable, CustomTestStringConvertible {
  var name: String
  var source: String
  var expected: [SwiftHighlighter.Token]

  var testDescription: String { name }

  init(_ name: String, _ source: String, _ expected: [(SwiftHighlighter.Kind, String)]) {
    self.name = name
    self.source = source
    self.expected = expected.map { SwiftHighlighter.Token($0.0, $0.1) }
  }
}

@Suite struct SwiftHighlighterTests {
  static let cases: [HighlightCase] = [
    // Keywords.
    HighlightCase(
      "declaration keywords", "public struct Row: View {}",
      [(.keyword, "public"), (.keyword, "struct"), (.type, "Row"), (.type, "View")]),
    HighlightCase(
      "statement keywords", "guard let x else { return }",
      [(.keyword, "guard"), (.keyword, "let"), (.keyword, "else"), (.keyword, "return")]),
    HighlightCase(
      "expression keywords", "try await f(self, nil, true)",
      [
        (.keyword, "try"), (.keyword, "await"), (.keyword, "self"), (.keyword, "nil"),
        (.keyword, "true"),
      ]),
    HighlightCase(
      "nonisolated with and without an argument",
      "nonisolated func f() {}\nnonisolated(unsafe) var x = 1",
      [
        (.keyword, "nonisolated"), (.keyword, "func"), (.keyword, "nonisolated"),
        (.keyword, "var"), (.number, "1"),
      ]),
    HighlightCase(
      "sending, consuming, borrowing parameters",
      "func f(a: sending T, b: consuming U, c: borrowing V)",
      [
        (.keyword, "func"), (.keyword, "sending"), (.type, "T"), (.keyword, "consuming"),
        (.type, "U"), (.keyword, "borrowing"), (.type, "V"),
      ]),
    HighlightCase(
      "package access", "package var name: String",
      [(.keyword, "package"), (.keyword, "var"), (.type, "String")]),
    HighlightCase(
      "package as a name stays plain", "let package = Package(name: package)",
      [(.keyword, "let"), (.type, "Package")]),
    HighlightCase(
      "some and any", "var body: some View { x as any Error }",
      [
        (.keyword, "var"), (.keyword, "some"), (.type, "View"), (.keyword, "as"),
        (.keyword, "any"), (.type, "Error"),
      ]),
    HighlightCase(
      "accessors", "var x: Int { get { 1 } set(value) { } }",
      [
        (.keyword, "var"), (.type, "Int"), (.keyword, "get"), (.number, "1"), (.keyword, "set"),
      ]),
    HighlightCase(
      "a contextual keyword called as a function stays plain", "copy(x); consume y",
      [(.keyword, "consume")]),
    HighlightCase(
      "a reserved word as an argument label stays plain", "index(for: key, in: range)", []),
    HighlightCase(
      "member access is not a keyword, except init and self",
      "x.default; y.init(); T.self; .repeat",
      [(.keyword, "init"), (.type, "T"), (.keyword, "self")]),
    HighlightCase(
      "backticked names stay plain", "let `default` = 1",
      [(.keyword, "let"), (.number, "1")]),
    HighlightCase(
      "Self and Any are keywords", "func f() -> Self { Any.self }",
      [(.keyword, "func"), (.keyword, "Self"), (.keyword, "Any"), (.keyword, "self")]),
    // Directives and macros.
    HighlightCase(
      "#if and #endif are directives", "#if canImport(SwiftUI)\nimport SwiftUI\n#endif",
      [
        (.directive, "#if"), (.type, "SwiftUI"), (.keyword, "import"), (.type, "SwiftUI"),
        (.directive, "#endif"),
      ]),
    HighlightCase(
      "#elseif and #else", "#elseif os(Linux)\n#else",
      [(.directive, "#elseif"), (.type, "Linux"), (.directive, "#else")]),
    HighlightCase(
      "#available is a directive", "if #available(iOS 18, *) {}",
      [(.keyword, "if"), (.directive, "#available"), (.number, "18")]),
    HighlightCase(
      "#unavailable and #sourceLocation", "#unavailable #sourceLocation",
      [(.directive, "#unavailable"), (.directive, "#sourceLocation")]),
    HighlightCase(
      "any other #name is a macro", "#Preview(\"Row\") {}\n#warning(\"x\")\n#selector(f)",
      [
        (.macro, "#Preview"), (.string, "\"Row\""), (.macro, "#warning"), (.string, "\"x\""),
        (.macro, "#selector"),
      ]),
    // Attributes.
    HighlightCase(
      "attributes", "@MainActor @Sendable @escaping () -> Void",
      [
        (.attribute, "@MainActor"), (.attribute, "@Sendable"), (.attribute, "@escaping"),
        (.type, "Void"),
      ]),
    HighlightCase(
      "an attribute with arguments", "@available(iOS 18, *) @State private var x = 0",
      [
        (.attribute, "@available"), (.number, "18"), (.attribute, "@State"),
        (.keyword, "private"), (.keyword, "var"), (.number, "0"),
      ]),
    // Strings.
    HighlightCase(
      "a string with escapes", #"let s = "a\"b\n""#,
      [(.keyword, "let"), (.string, #""a\"b\n""#)]),
    HighlightCase(
      "interpolation highlights the code inside", #""n: \(count + 1)!""#,
      [
        (.string, #""n: "#), (.interpolation, #"\("#), (.number, "1"), (.interpolation, ")"),
        (.string, #"!""#),
      ]),
    HighlightCase(
      "nested parentheses and strings in an interpolation", #""\(f(g("x")))""#,
      [
        (.string, "\""), (.interpolation, #"\("#), (.string, "\"x\""), (.interpolation, ")"),
        (.string, "\""),
      ]),
    HighlightCase(
      "a multi-line string", "let s = \"\"\"\n  a \"quoted\" line\n  \"\"\"",
      [(.keyword, "let"), (.string, "\"\"\"\n  a \"quoted\" line\n  \"\"\"")]),
    HighlightCase(
      "a raw string keeps backslashes", ##"#"a\(b)"#"##, [(.string, ##"#"a\(b)"#"##)]),
    HighlightCase(
      "a raw string interpolates with its hashes", ##"#"a\#(b)"#"##,
      [
        (.string, ##"#"a"##), (.interpolation, ##"\#("##), (.interpolation, ")"),
        (.string, ##""#"##),
      ]),
    HighlightCase(
      "an unterminated string ends at the line's end", "\"open\nlet x",
      [(.string, "\"open"), (.keyword, "let")]),
    // Numbers.
    HighlightCase(
      "numbers in every base", "0x1F 0b1010 0o17 1_000 3.25 1e-3 0x1.8p3",
      [
        (.number, "0x1F"), (.number, "0b1010"), (.number, "0o17"), (.number, "1_000"),
        (.number, "3.25"), (.number, "1e-3"), (.number, "0x1.8p3"),
      ]),
    HighlightCase(
      "a number before a member access", "1.description", [(.number, "1")]),
    HighlightCase(
      "digits inside a name are not a number", "let x2 = a1", [(.keyword, "let")]),
    // Comments.
    HighlightCase(
      "line and doc comments", "// note\n/// Doc `code`\nlet x",
      [(.comment, "// note"), (.comment, "/// Doc `code`"), (.keyword, "let")]),
    HighlightCase(
      "nested block comments", "/* a /* b */ c */ var",
      [(.comment, "/* a /* b */ c */"), (.keyword, "var")]),
    HighlightCase(
      "no keyword inside a string or comment", "\"let var\" // func",
      [(.string, "\"let var\""), (.comment, "// func")]),
    // Text that is not Swift at all.
    HighlightCase("empty", "", []),
    HighlightCase(
      "non-ASCII names and text", "let café = \"ñandú <b>\"",
      [(.keyword, "let"), (.string, "\"ñandú <b>\"")]),
  ]

  @Test(arguments: cases)
  func classifies(_ testCase: HighlightCase) {
    #expect(SwiftHighlighter.tokens(testCase.source) == testCase.expected)
  }

  /// The HTML of `source` without its tags, with entities decoded: what a browser shows.
  static func visibleText(_ html: String) -> String {
    var text = ""
    var inTag = false
    for character in html {
      if character == "<" {
        inTag = true
      } else if character == ">", inTag {
        inTag = false
      } else if !inTag {
        text.append(character)
      }
    }
    return text.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
  }

  @Test(arguments: cases)
  func htmlShowsExactlyTheSource(_ testCase: HighlightCase) {
    #expect(Self.visibleText(SwiftHighlighter.html(testCase.source)) == testCase.source)
  }

  @Test func everyEmbeddedSourceFileRoundTrips() {
    for file in SourceLibrary.embedded.files {
      let html = SwiftHighlighter.html(file.contents)
      #expect(Self.visibleText(html) == file.contents, "\(file.path)")
      #expect(!html.contains("<script"), "\(file.path)")
    }
  }

  @Test func hostileTextIsEscaped() {
    let html = SwiftHighlighter.html(
      "let s = \"</code><script>alert(1)</script>\" // <img onerror=x>")
    #expect(!html.contains("<script"))
    #expect(!html.contains("<img"))
    #expect(html.contains("&lt;script&gt;"))
  }

  @Test func everyKindHasItsOwnClass() {
    #expect(
      Set(SwiftHighlighter.Kind.allCases.map(\.rawValue)).count
        == SwiftHighlighter.Kind.allCases.count)
  }
}
