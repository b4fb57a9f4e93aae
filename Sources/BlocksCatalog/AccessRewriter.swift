/// Rewrites a source file for a single-file download: every declaration that is not one of the
/// kept types becomes `fileprivate`, and imports are taken out to be merged at the top.
///
/// Two downloads must compile together in one module, and each carries its own copy of the
/// shared foundations (motion, contrast, support). Making those copies `fileprivate` is what keeps
/// them from colliding, while the block's view and demo stay `public` for the app to use.
struct AccessRewriter {
  /// An import taken out of a file, with the `#if` conditions it sat under.
  struct Import: Hashable, Comparable {
    /// The conditions, outermost first; empty when the import is unconditional.
    var conditions: [String]
    /// The import declaration, such as `import SwiftUI`.
    var declaration: String

    static func < (lhs: Import, rhs: Import) -> Bool {
      (lhs.conditions.joined(separator: "\n"), lhs.declaration)
        < (rhs.conditions.joined(separator: "\n"), rhs.declaration)
    }
  }

  /// The type names that stay public, with their extensions and members.
  var keptTypes: Set<String>
  /// Modules whose imports are dropped because their code is part of the download.
  var inlinedModules: Set<String> = ["BlocksCore"]

  private static let accessModifiers: Set<String> = [
    "public", "open", "package", "internal", "fileprivate", "private",
  ]
  private static let otherModifiers: Set<String> = [
    "final", "static", "nonisolated", "indirect", "override", "convenience", "mutating",
    "nonmutating", "lazy", "weak", "unowned", "dynamic", "required", "prefix", "postfix",
    "infix", "distributed",
  ]
  private static let declarationKeywords: Set<String> = [
    "struct", "enum", "class", "actor", "protocol", "extension", "func", "var", "let",
    "typealias", "macro",
  ]

  /// The rewritten text of `source` and the imports taken out of it.
  func rewrite(_ source: String) -> (text: String, imports: [Import]) {
    let file = SwiftSource(source)
    var output: [String] = []
    var imports: [Import] = []
    var conditions: [(condition: String, isFirstBranch: Bool)] = []
    var keepCurrent = true
    var inFileprivateExtension = false
    for line in file.lines {
      let code = line.code
      let trimmed = code.drop { $0 == " " || $0 == "\t" }
      if line.depth == 0 {
        if trimmed.hasPrefix("#if ") {
          conditions.append((String(trimmed.dropFirst(4)).trimmingTrailingSpaces, true))
        } else if trimmed.hasPrefix("#else") || trimmed.hasPrefix("#elseif"),
          !conditions.isEmpty
        {
          conditions[conditions.count - 1].isFirstBranch = false
        } else if trimmed.hasPrefix("#endif"), !conditions.isEmpty {
          conditions.removeLast()
        }
        if let module = importedModule(code) {
          let isExported = trimmed.hasPrefix("@_exported")
          if isExported || inlinedModules.contains(module) { continue }
          if conditions.allSatisfy(\.isFirstBranch) {
            let declaration = line.text.drop { $0 == " " || $0 == "\t" }
            imports.append(
              Import(
                conditions: conditions.map(\.condition),
                declaration: String(declaration).trimmingTrailingSpaces))
            continue
          }
        }
        if let rewritten = rewriteTopLevel(line) {
          keepCurrent = rewritten.kept
          inFileprivateExtension = rewritten.madeExtensionFileprivate
          output.append(rewritten.text)
          continue
        }
        if !trimmed.isEmpty, !trimmed.hasPrefix("@"), !trimmed.hasPrefix("#if"),
          !trimmed.hasPrefix("#else"), !trimmed.hasPrefix("#endif")
        {
          keepCurrent = true
          inFileprivateExtension = false
        }
        output.append(line.text)
      } else if keepCurrent {
        output.append(line.text)
      } else {
        output.append(
          removingModifiers(
            line,
            line.depth == 1 && inFileprivateExtension
              ? ["public", "package", "fileprivate"] : ["public", "package"]))
      }
    }
    return (output.joined(separator: "\n"), imports)
  }

  /// The module `code` imports, if it is an import declaration.
  private func importedModule(_ code: String) -> String? {
    let words = SwiftToken.tokens(code).filter { !$0.text.hasPrefix("@") }.map(\.text)
    guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
    guard words[..<index].allSatisfy({ Self.accessModifiers.contains($0) }) else { return nil }
    var position = index + 1
    if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(
      words[position]), position + 1 < words.count
    {
      position += 1
    }
    return words[position]
  }

  /// A top-level declaration line with its access rewritten, and whether its type is kept.
  private func rewriteTopLevel(_ line: SwiftSource.Line) -> (
    text: String, kept: Bool, madeExtensionFileprivate: Bool
  )? {
    var tokens = SwiftToken.tokens(line.code)[...]
    while let first = tokens.first, first.text.hasPrefix("@") {
      tokens = tokens.dropFirst()
      if tokens.first?.text == "(" {
        var depth = 0
        while let token = tokens.first {
          tokens = tokens.dropFirst()
          if token.text == "(" { depth += 1 }
          if token.text == ")" { depth -= 1 }
          if depth == 0 { break }
        }
      }
    }
    guard let start = tokens.first else { return nil }
    var access: SwiftToken?
    var keyword: SwiftToken?
    while let token = tokens.first {
      tokens = tokens.dropFirst()
      if Self.accessModifiers.contains(token.text) {
        access = token
        if tokens.first?.text == "(" { tokens = tokens.dropFirst(3) }
      } else if Self.otherModifiers.contains(token.text) {
        continue
      } else if Self.declarationKeywords.contains(token.text) {
        keyword = token
        break
      } else {
        return nil
      }
    }
    guard let keyword else { return nil }
    let name = tokens.first { $0.isWord }?.text ?? ""
    if keptTypes.contains(name) { return (line.text, true, false) }
    if let access, access.text == "private" || access.text == "fileprivate" {
      return (line.text, false, false)
    }
    var bytes = line.bytes
    if let access {
      let end = min(access.offset + access.text.utf8.count + 1, bytes.count)
      bytes.removeSubrange(access.offset..<end)
    }
    let insertion = access.map { min($0.offset, start.offset) } ?? start.offset
    let declaresConformance =
      keyword.text == "extension"
      && tokens.prefix { $0.text != "{" && $0.text != "where" }.contains { $0.text == ":" }
    if !declaresConformance {
      bytes.insert(contentsOf: Array("fileprivate ".utf8), at: insertion)
    }
    return (
      String(decoding: bytes, as: UTF8.self), false,
      keyword.text == "extension" && !declaresConformance
    )
  }

  /// The line without the given modifiers in code.
  ///
  /// Members of a type that became `fileprivate` keep at most that access anyway; members of an
  /// extension that became `fileprivate` inherit it, and repeating it would be a warning.
  private func removingModifiers(_ line: SwiftSource.Line, _ modifiers: Set<String>) -> String {
    var bytes = line.bytes
    for token in SwiftToken.tokens(line.code).reversed() where modifiers.contains(token.text) {
      let end = token.offset + token.text.utf8.count
      if end < bytes.count, bytes[end] == UInt8(ascii: " ") {
        bytes.removeSubrange(token.offset...end)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  /// The string without trailing spaces and tabs.
  var trimmingTrailingSpaces: String {
    var result = self
    while let last = result.last, last == " " || last == "\t" { result.removeLast() }
    return result
  }
}
