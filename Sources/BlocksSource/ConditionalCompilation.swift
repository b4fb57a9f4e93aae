/// Resolves the `#if` blocks whose conditions a download can decide, keeping only the branch an app
/// build takes.
///
/// The package compiles for apps, for Linux and as Embedded Swift; a download only ever compiles in
/// an app. So a condition on a compiler feature the app build does not have, such as
/// `#if hasFeature(Embedded)`, is false there: the block keeps its `#else` branch, without the
/// directives, re-indented as if they had never been there. Conditions the exporter cannot decide
/// (`canImport(SwiftUI)`, `os(iOS)`) stay as they are.
package struct ConditionalCompilation {
  /// Compiler features that are off in an app build.
  package var absentFeatures: Set<String> = ["Embedded"]
  /// Modules an app build is known to import, such as SwiftUI for a file that only ever compiles
  /// in an app: `canImport` of one of them is true.
  package var presentModules: Set<String> = []

  /// A resolver for an app build that lacks `absentFeatures` and imports `presentModules`.
  package init(absentFeatures: Set<String> = ["Embedded"], presentModules: Set<String> = []) {
    self.absentFeatures = absentFeatures
    self.presentModules = presentModules
  }

  /// `text` with every decidable `#if` block replaced by the branch an app build takes.
  package func resolve(_ text: String) -> String {
    let source = SwiftSource(text)
    let lines = source.lines
    let chains = Self.chains(in: lines)
    guard !chains.isEmpty else { return text }
    var keep = [Bool](repeating: true, count: lines.count)
    var outdent = [Int](repeating: 0, count: lines.count)
    for chain in chains {
      guard let taken = branch(taken: chain, in: lines) else { continue }
      for directive in chain.directives { keep[directive] = false }
      for (index, branch) in chain.branches.enumerated() {
        let unit = index == taken ? Self.indentation(of: branch, below: chain, in: lines) : 0
        for line in branch {
          if index == taken { outdent[line] += unit } else { keep[line] = false }
        }
      }
    }
    var output: [String] = []
    for (index, line) in lines.enumerated() where keep[index] {
      output.append(Self.outdented(line, by: outdent[index]))
    }
    return output.joined(separator: "\n") + (text.hasSuffix("\n") ? "\n" : "")
  }

  /// One `#if` … `#endif` block: the lines of its directives and of each branch.
  package struct Chain {
    /// The `#if`, `#elseif`, `#else` and `#endif` lines.
    package var directives: [Int]
    /// The condition of each branch; `nil` for `#else`.
    package var conditions: [String?]
    /// The lines of each branch, directives excluded.
    package var branches: [Range<Int>]
  }

  /// Every `#if` block of `lines`, nested ones included, outermost first.
  package static func chains(in lines: [SwiftSource.Line]) -> [Chain] {
    var finished: [Chain] = []
    var open: [Chain] = []
    for (index, line) in lines.enumerated() {
      let code = line.code.trimmingLeadingSpaces
      if let condition = code.directiveArgument("#if") {
        open.append(Chain(directives: [index], conditions: [condition], branches: []))
      } else if var chain = open.last,
        code.hasPrefix("#elseif") || code.hasPrefix("#else")
          || code.hasPrefix("#endif")
      {
        let start = (chain.directives.last ?? index) + 1
        chain.branches.append(start..<index)
        chain.directives.append(index)
        if code.hasPrefix("#endif") {
          open.removeLast()
          finished.append(chain)
          continue
        }
        chain.conditions.append(code.directiveArgument("#elseif"))
        open[open.count - 1] = chain
      }
    }
    return finished.sorted { $0.directives[0] < $1.directives[0] }
  }

  /// The index of the branch an app build takes, or `nil` when a condition cannot be decided.
  private func branch(taken chain: Chain, in lines: [SwiftSource.Line]) -> Int? {
    for (index, condition) in chain.conditions.enumerated() {
      guard let condition else { return index }
      guard let value = evaluate(condition) else { return nil }
      if value { return index }
    }
    return chain.conditions.count
  }

  /// The value of a condition in an app build, or `nil` when it depends on more than the absent
  /// features and present modules.
  package func evaluate(_ condition: String) -> Bool? {
    var parser = ConditionParser(
      tokens: SwiftToken.tokens(condition).map(\.text), absentFeatures: absentFeatures,
      presentModules: presentModules)
    guard let value = parser.disjunction(), parser.position == parser.tokens.count else {
      return nil
    }
    return value
  }

  /// How much deeper than its `#if` the taken branch is indented: 2 in the package's files, 4 in
  /// the views written in Xcode's indentation; 0 for a branch at the directive's own depth.
  private static func indentation(
    of branch: Range<Int>, below chain: Chain, in lines: [SwiftSource.Line]
  ) -> Int {
    func leadingSpaces(_ line: SwiftSource.Line) -> Int? {
      let count = line.bytes.prefix { $0 == UInt8(ascii: " ") }.count
      guard count < line.bytes.count, line.isCode[count] || line.isComment[count] else {
        return nil
      }
      return count
    }
    let directive = leadingSpaces(lines[chain.directives[0]]) ?? 0
    let deepest = branch.compactMap { leadingSpaces(lines[$0]) }.min() ?? directive
    return max(deepest - directive, 0)
  }

  /// `line` without up to `count` leading spaces.
  ///
  /// A line inside a multi-line string literal loses them too: the whole literal moves, its
  /// closing delimiter included, so its text keeps the same indentation relative to it.
  private static func outdented(_ line: SwiftSource.Line, by count: Int) -> String {
    guard count > 0 else { return line.text }
    var removable = 0
    while removable < count, removable < line.bytes.count,
      line.bytes[removable] == UInt8(ascii: " ")
    {
      removable += 1
    }
    return String(decoding: line.bytes[removable...], as: UTF8.self)
  }
}

/// A recursive-descent reader of `#if` conditions with three-valued logic: `nil` means "unknown".
private struct ConditionParser {
  package let tokens: [String]
  package let absentFeatures: Set<String>
  package let presentModules: Set<String>
  package var position = 0

  /// `a || b || …`.
  package mutating func disjunction() -> Bool?? {
    guard var value = conjunction() else { return nil }
    while peek(2) == ["|", "|"] {
      position += 2
      guard let next = conjunction() else { return nil }
      value = Self.or(value, next)
    }
    return .some(value)
  }

  /// `a && b && …`.
  private mutating func conjunction() -> Bool?? {
    guard var value = unary() else { return nil }
    while peek(2) == ["&", "&"] {
      position += 2
      guard let next = unary() else { return nil }
      value = Self.and(value, next)
    }
    return .some(value)
  }

  /// `!a`, `(a)` or an atom such as `hasFeature(Embedded)`.
  private mutating func unary() -> Bool?? {
    guard position < tokens.count else { return nil }
    if tokens[position] == "!" {
      position += 1
      guard let value = unary() else { return nil }
      return .some(value.map { !$0 })
    }
    if tokens[position] == "(" {
      position += 1
      guard let value = disjunction(), position < tokens.count, tokens[position] == ")" else {
        return nil
      }
      position += 1
      return .some(value)
    }
    let name = tokens[position]
    position += 1
    guard position < tokens.count, tokens[position] == "(" else { return .some(nil) }
    var depth = 0
    var argument: [String] = []
    while position < tokens.count {
      let token = tokens[position]
      position += 1
      if token == "(" { depth += 1 }
      if token == ")" { depth -= 1 }
      if depth == 0 { break }
      if depth > 1 || token != "(" { argument.append(token) }
    }
    if name == "hasFeature", argument.count == 1, absentFeatures.contains(argument[0]) {
      return .some(false)
    }
    if name == "canImport", argument.count == 1, presentModules.contains(argument[0]) {
      return .some(true)
    }
    return .some(nil)
  }

  private func peek(_ count: Int) -> [String] {
    Array(tokens[position..<min(position + count, tokens.count)])
  }

  private static func or(_ lhs: Bool?, _ rhs: Bool?) -> Bool? {
    if lhs == true || rhs == true { return true }
    if lhs == false, rhs == false { return false }
    return nil
  }

  private static func and(_ lhs: Bool?, _ rhs: Bool?) -> Bool? {
    if lhs == false || rhs == false { return false }
    if lhs == true, rhs == true { return true }
    return nil
  }
}

extension String {
  /// The string without trailing spaces and tabs.
  package var trimmingTrailingSpaces: String {
    var result = self
    while let last = result.last, last == " " || last == "\t" { result.removeLast() }
    return result
  }

  /// The string without leading spaces and tabs.
  package var trimmingLeadingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" })
  }

  /// The argument of a directive line such as `#if canImport(SwiftUI)`, trimmed; `nil` when the
  /// line is not that directive.
  package func directiveArgument(_ directive: String) -> String? {
    guard hasPrefix(directive + " ") else { return nil }
    return String(dropFirst(directive.count + 1)).trimmingLeadingSpaces.trimmingTrailingSpaces
  }
}
