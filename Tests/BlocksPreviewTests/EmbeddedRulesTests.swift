import Foundation
import Testing

/// BlocksCore and BlocksPreview compile as Embedded Swift for WebAssembly
/// (`Scripts/build-wasm.sh` proves it in CI); this catches the usual slips on every test run,
/// without that toolchain: Foundation, existentials, reflection, Codable and key paths.
@Suite struct EmbeddedRulesTests {
  /// One rule: a pattern that must not appear in code (comments and strings aside).
  struct Rule: Sendable, CustomTestStringConvertible {
    var name: String
    var pattern: String
    var testDescription: String { name }
  }

  static let rules = [
    Rule(name: "no Foundation", pattern: #"\bimport\s+Foundation\b"#),
    Rule(name: "no existentials", pattern: #"\bany\s+[A-Z]"#),
    Rule(name: "no reflection", pattern: #"\bMirror\b|String\(describing:|String\(reflecting:"#),
    Rule(name: "no Codable", pattern: #"\b(Codable|Encodable|Decodable)\b"#),
    Rule(name: "no key paths", pattern: #"\(\\\.|\\[A-Z][A-Za-z]*\."#),
    Rule(name: "no untyped throws", pattern: #"\bthrows\b(?!\()"#),
  ]

  /// The Swift files of BlocksCore and BlocksPreview, but the one platform file.
  static var files: [URL] {
    let root = Snapshot.packageRoot.appendingPathComponent("Sources")
    var files: [URL] = []
    for target in ["BlocksCore", "BlocksPreview"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(target), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "swift", url.lastPathComponent != "Platform.swift" {
          files.append(url)
        }
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// `line` without its comment and string literals.
  static func code(_ line: String) -> String {
    var result = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if !inString, character == "/", previous == "/" {
        result.removeLast()
        break
      }
      if character == "\"", previous != "\\" { inString.toggle() }
      if !inString, character != "\"" { result.append(character) }
      previous = character
    }
    return result
  }

  @Test(arguments: rules)
  func theEmbeddedSourcesKeepTheRule(_ rule: Rule) throws {
    let expression = try NSRegularExpression(pattern: rule.pattern)
    #expect(Self.files.count > 30)
    for file in Self.files {
      let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
      for (number, line) in lines.enumerated() {
        let code = Self.code(line)
        let range = NSRange(code.startIndex..., in: code)
        #expect(
          expression.firstMatch(in: code, range: range) == nil,
          "\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
  }

  @Test func onlyThePlatformFileImportsFoundation() throws {
    let platform = Snapshot.packageRoot.appendingPathComponent(
      "Sources/BlocksCore/Support/Platform.swift")
    let text = try String(contentsOf: platform, encoding: .utf8)
    #expect(text.contains("#if !hasFeature(Embedded)\n  import Foundation\n#endif"))
    #expect(text.contains("@_extern(c, \"exp\")"))
  }
}
