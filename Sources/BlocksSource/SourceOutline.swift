/// A Swift file as the exporter sees it: its declarations, each with its doc comment, attributes,
/// name and members, its `#if` blocks, and the blank and comment lines between them.
///
/// Built from lines, trusting the package's formatting (`swift format`): a declaration starts at a
/// line of its container's indentation and runs until its brackets close and the next line is no
/// deeper than its first; a type's members are the lines between a `{` that ends a line and the
/// `}` that starts the declaration's last line. That is enough to remove, reorder and rewrite whole
/// declarations without a full Swift parser.
package struct SourceOutline {
  /// What a declaration declares.
  package enum Kind: Equatable {
    /// A `struct`, `enum`, `class`, `actor` or `protocol`.
    case type(String)
    /// An `extension`.
    case `extension`
    /// A `func`.
    case function
    /// An `init`.
    case initializer
    /// A `deinit`.
    case deinitializer
    /// A `var` or a `let`.
    case variable
    /// A `typealias`.
    case typeAlias
    /// An `associatedtype`.
    case associatedType
    /// An enum `case`.
    case enumCase
    /// A `subscript`.
    case `subscript`
    /// An `import`.
    case `import`
    /// A freestanding macro such as `#Preview`.
    case macro
    /// Anything else (an operator declaration, a statement).
    case other
  }

  /// One parameter of an initializer or a function.
  package struct Parameter: Equatable {
    /// The argument label; `_` when the argument is unlabeled.
    package var label: String
    /// The name inside the body (the label when only one is written).
    package var name: String
    /// Whether the parameter has a default value.
    package var hasDefault: Bool
    /// Whether the parameter takes a function, so a call can pass it as a trailing closure.
    package var isFunction: Bool
  }

  /// A token of a declaration's header, with the line it is on.
  package struct HeaderToken: Equatable {
    /// The line's index in the file.
    package var line: Int
    /// The token.
    package var token: SwiftToken
  }

  /// A declaration and everything that belongs to it.
  package struct Declaration {
    /// Every line of the declaration, its doc comment and attributes included.
    package var lines: Range<Int>
    /// The first line of code (attributes included), after the doc comment.
    package var codeStart: Int
    /// What it declares.
    package var kind: Kind
    /// The declared name; for an extension, the extended type's first name component; for an
    /// initializer `init`.
    package var name: String
    /// The name token in the header, if the declaration has one.
    package var nameToken: HeaderToken?
    /// The access modifiers written on the declaration: its access and, as in `private(set)`, its
    /// setter's.
    package var accessModifiers: [(token: HeaderToken, isSetter: Bool)]
    /// The first token after the attributes: where an access modifier goes.
    package var modifiersStart: HeaderToken?
    /// Whether the declaration is `static` or `class`.
    package var isStatic: Bool
    /// The names after `:` in a type's or an extension's header.
    package var inheritance: [String]
    /// An initializer's or a function's parameters.
    package var parameters: [Parameter]
    /// The lines between the body's braces, when the body opens at the end of a line and closes
    /// at the start of the last one.
    package var body: Range<Int>?
    /// The members, for a type, an extension or a protocol with a body over several lines.
    package var members: [Item]

    /// The declaration's own access modifier, such as `public` in `public private(set) var`.
    package var access: String? {
      accessModifiers.first { !$0.isSetter }?.token.token.text
    }
  }

  /// An `#if` block: its directive lines and the items of each branch.
  package struct Conditional {
    /// Every line of the block, from `#if` to `#endif`.
    package var lines: Range<Int>
    /// The condition of each branch (`nil` for `#else`) and its directive line.
    package var directives: [(line: Int, condition: String?)]
    /// The `#endif` line.
    package var end: Int
    /// The items of each branch.
    package var branches: [[Item]]
  }

  /// A part of a file or of a type's body.
  package enum Item {
    /// A declaration.
    case declaration(Declaration)
    /// An `#if` block.
    case conditional(Conditional)
    /// Blank lines, or comment lines that belong to no declaration.
    case trivia(Range<Int>)
  }

  /// The file's lines.
  package let lines: [SwiftSource.Line]
  /// The file's top-level items.
  package let items: [Item]

  /// Outlines `text`.
  package init(_ text: String) {
    let lines = SwiftSource(text).lines
    self.lines = lines
    var parser = OutlineParser(lines: lines)
    items = parser.items(in: 0..<lines.count)
  }

  /// Every declaration of `items` and their members, depth first, with each one's enclosing
  /// declarations.
  package static func walk(
    _ items: [Item], parents: [Declaration] = [], _ body: (Declaration, [Declaration]) -> Void
  ) {
    for item in items {
      switch item {
      case .declaration(let declaration):
        body(declaration, parents)
        walk(declaration.members, parents: parents + [declaration], body)
      case .conditional(let conditional):
        for branch in conditional.branches { walk(branch, parents: parents, body) }
      case .trivia:
        break
      }
    }
  }
}

/// Splits lines into outline items.
private struct OutlineParser {
  package let lines: [SwiftSource.Line]

  private static let accessModifiers: Set<String> = [
    "public", "open", "package", "internal", "fileprivate", "private",
  ]
  private static let otherModifiers: Set<String> = [
    "final", "static", "class", "nonisolated", "indirect", "override", "convenience", "mutating",
    "nonmutating", "lazy", "weak", "unowned", "dynamic", "required", "prefix", "postfix",
    "infix", "distributed", "optional",
  ]
  private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "protocol"]

  /// The items of the lines in `range`.
  package mutating func items(in range: Range<Int>) -> [SourceOutline.Item] {
    var items: [SourceOutline.Item] = []
    var index = range.lowerBound
    var commentStart: Int?
    func flushComments(before end: Int) {
      if let start = commentStart { items.append(.trivia(start..<end)) }
      commentStart = nil
    }
    while index < range.upperBound {
      let line = lines[index]
      let code = line.code.trimmingLeadingSpaces.trimmingTrailingSpaces
      if code.isEmpty {
        if line.isComment.contains(true) {
          if commentStart == nil { commentStart = index }
        } else {
          flushComments(before: index)
          items.append(.trivia(index..<index + 1))
        }
        index += 1
        continue
      }
      if code.directiveArgument("#if") != nil {
        flushComments(before: index)
        let conditional = self.conditional(at: index, limit: range.upperBound)
        items.append(.conditional(conditional))
        index = conditional.lines.upperBound
        continue
      }
      if code.hasPrefix("#else") || code.hasPrefix("#endif") {
        flushComments(before: index)
        items.append(.trivia(index..<index + 1))
        index += 1
        continue
      }
      let end = declarationEnd(from: index, limit: range.upperBound)
      let start = commentStart ?? index
      commentStart = nil
      items.append(.declaration(declaration(lines: start..<end, codeStart: index)))
      index = end
    }
    flushComments(before: range.upperBound)
    return items
  }

  /// The `#if` block starting at line `start`.
  private mutating func conditional(at start: Int, limit: Int) -> SourceOutline.Conditional {
    var directives: [(line: Int, condition: String?)] = [
      (start, lines[start].code.trimmingLeadingSpaces.directiveArgument("#if"))
    ]
    var depth = 0
    var index = start + 1
    var end = limit - 1
    scanning: while index < limit {
      let code = lines[index].code.trimmingLeadingSpaces
      if code.directiveArgument("#if") != nil {
        depth += 1
      } else if code.hasPrefix("#endif") {
        if depth == 0 {
          end = index
          break scanning
        }
        depth -= 1
      } else if depth == 0, code.hasPrefix("#else") {
        directives.append((index, code.directiveArgument("#elseif")))
      }
      index += 1
    }
    var branches: [[SourceOutline.Item]] = []
    for (position, directive) in directives.enumerated() {
      let branchEnd = position + 1 < directives.count ? directives[position + 1].line : end
      branches.append(items(in: directive.line + 1..<branchEnd))
    }
    return SourceOutline.Conditional(
      lines: start..<min(end + 1, limit), directives: directives, end: end, branches: branches)
  }

  /// The line after the declaration that starts at line `start`.
  private func declarationEnd(from start: Int, limit: Int) -> Int {
    let indentation = lines[start].indentation
    var balance = 0
    var index = start
    // Attributes may stand on lines of their own, over several lines when they take arguments.
    var inAttributes = true
    var attributeDepth = 0
    var previous = ""
    while index < limit {
      let line = lines[index]
      if inAttributes {
        for token in SwiftToken.tokens(line.code) {
          defer { previous = token.text }
          if attributeDepth > 0 {
            if token.text == "(" { attributeDepth += 1 }
            if token.text == ")" { attributeDepth -= 1 }
          } else if token.text == "(", previous.hasPrefix("@") {
            attributeDepth = 1
          } else if !token.text.hasPrefix("@") {
            inAttributes = false
            break
          }
        }
      }
      balance += line.bracketBalance
      index += 1
      if balance > 0 || inAttributes { continue }
      guard index < limit else { break }
      let next = lines[index]
      let nextCode = next.code.trimmingLeadingSpaces
      if nextCode.isEmpty { break }
      // A generic `where` clause, or the `>` that closes generic parameters standing on lines
      // of their own, may stand at the declaration's own indentation, as the formatter puts
      // them when the header is long.
      if next.indentation > indentation || nextCode.hasPrefix("{") || nextCode.hasPrefix("where ")
        || nextCode.hasPrefix(">")
      {
        continue
      }
      break
    }
    return index
  }

  /// The declaration over `lines` whose code starts at `codeStart`.
  private mutating func declaration(lines range: Range<Int>, codeStart: Int)
    -> SourceOutline.Declaration
  {
    var tokens: [SourceOutline.HeaderToken] = []
    for index in codeStart..<range.upperBound {
      tokens += SwiftToken.tokens(lines[index].code).map {
        SourceOutline.HeaderToken(line: index, token: $0)
      }
    }
    var position = 0
    func current() -> String? { position < tokens.count ? tokens[position].token.text : nil }
    func skipBalanced() {
      var depth = 0
      while let text = current() {
        position += 1
        if text == "(" || text == "[" || text == "<" { depth += 1 }
        if text == ")" || text == "]" || text == ">" { depth -= 1 }
        if depth <= 0 { break }
      }
    }
    // Attributes.
    while let text = current(), text.hasPrefix("@") {
      position += 1
      if current() == "(" { skipBalanced() }
    }
    var declaration = SourceOutline.Declaration(
      lines: range, codeStart: codeStart, kind: .other, name: "", nameToken: nil,
      accessModifiers: [],
      modifiersStart: position < tokens.count ? tokens[position] : nil, isStatic: false,
      inheritance: [], parameters: [], body: nil, members: [])
    // Modifiers.
    while let text = current() {
      if Self.accessModifiers.contains(text) {
        let token = tokens[position]
        position += 1
        let isSetter = current() == "("
        declaration.accessModifiers.append((token, isSetter))
        if isSetter { skipBalanced() }
      } else if Self.otherModifiers.contains(text),
        !(text == "class" && position + 1 < tokens.count
          && tokens[position + 1].token.isWord
          && !["func", "var", "let", "subscript", "init"].contains(tokens[position + 1].token.text))
      {
        if text == "static" || text == "class" { declaration.isStatic = true }
        position += 1
      } else {
        break
      }
    }
    guard let keyword = current() else { return declaration }
    position += 1
    switch keyword {
    case _ where Self.typeKeywords.contains(keyword): declaration.kind = .type(keyword)
    case "extension": declaration.kind = .extension
    case "func": declaration.kind = .function
    case "init": declaration.kind = .initializer
    case "deinit": declaration.kind = .deinitializer
    case "var", "let": declaration.kind = .variable
    case "typealias": declaration.kind = .typeAlias
    case "associatedtype": declaration.kind = .associatedType
    case "case": declaration.kind = .enumCase
    case "subscript": declaration.kind = .subscript
    case "import": declaration.kind = .import
    case _ where keyword.hasPrefix("#"):
      declaration.kind = .macro
      declaration.name = keyword
      return declaration
    default:
      return declaration
    }
    switch declaration.kind {
    case .initializer, .deinitializer, .subscript:
      declaration.name = keyword
    case .function:
      // A name, or an operator spelled as several punctuation tokens.
      var name = ""
      while let text = current(), name.isEmpty || (text != "(" && text != "<") {
        if name.isEmpty { declaration.nameToken = tokens[position] }
        name += text
        position += 1
        if tokens[position - 1].token.isWord { break }
      }
      declaration.name = name
    case .import:
      while let text = current(),
        ["struct", "class", "enum", "protocol", "func", "var", "let"]
          .contains(text) || text.hasPrefix("@")
      {
        position += 1
      }
      if let text = current() {
        declaration.nameToken = tokens[position]
        declaration.name = text
      }
    default:
      if let text = current(), tokens[position].token.isWord {
        declaration.nameToken = tokens[position]
        declaration.name = text
        position += 1
      }
    }
    if declaration.kind == .extension {
      // `extension A.B` extends a type nested in A: A is what must be kept.
      while current() == "." {
        position += 2
      }
    }
    if current() == "<", declaration.kind != .initializer {
      skipBalanced()
    }
    switch declaration.kind {
    case .type, .extension:
      if current() == ":" {
        position += 1
        var depth = 0
        while let text = current(), depth > 0 || (text != "{" && text != "where") {
          if text == "<" || text == "(" { depth += 1 }
          if text == ">" || text == ")" { depth -= 1 }
          if tokens[position].token.isWord, depth == 0 { declaration.inheritance.append(text) }
          position += 1
        }
      }
      declaration.body = body(of: tokens, from: position, declarationLines: range)
      if let body = declaration.body {
        declaration.members = items(in: body)
      }
    case .initializer, .function:
      while let text = current(), text != "(" { position += 1 }
      if position < tokens.count { declaration.parameters = parameters(tokens, from: position) }
    default:
      break
    }
    return declaration
  }

  /// The member lines of a body whose `{` is the first one from `position` on.
  private func body(
    of tokens: [SourceOutline.HeaderToken], from position: Int, declarationLines: Range<Int>
  ) -> Range<Int>? {
    guard position < tokens.count,
      let open = tokens[position...].first(where: { $0.token.text == "{" })
    else { return nil }
    let openLine = lines[open.line]
    let isLastOnLine = !SwiftToken.tokens(openLine.code).contains { $0.offset > open.token.offset }
    let last = declarationLines.upperBound - 1
    let lastCode = lines[last].code.trimmingLeadingSpaces
    guard isLastOnLine, last > open.line, lastCode.hasPrefix("}") else { return nil }
    return open.line + 1..<last
  }

  /// The parameters of the list whose `(` is at `position`.
  private func parameters(_ tokens: [SourceOutline.HeaderToken], from start: Int)
    -> [SourceOutline.Parameter]
  {
    var parameters: [SourceOutline.Parameter] = []
    var depth = 0
    var current: [String] = []
    func finish() {
      guard let colon = current.firstIndex(of: ":") else { return }
      let names = current[..<colon].filter { !$0.hasPrefix("@") }
      guard let label = names.first else { return }
      var level = 0
      var hasDefault = false
      var isFunction = false
      var previous = ""
      for text in current[(colon + 1)...] {
        if text == "(" || text == "[" || text == "<" { level += 1 }
        if text == ")" || text == "]" || (text == ">" && previous != "-") { level -= 1 }
        if level == 0, text == "=" { hasDefault = true }
        if level == 0, text == ">", previous == "-", !hasDefault { isFunction = true }
        previous = text
      }
      parameters.append(
        SourceOutline.Parameter(
          label: label, name: names.dropFirst().first ?? label, hasDefault: hasDefault,
          isFunction: isFunction))
    }
    var previous = ""
    for item in tokens[start...] {
      let text = item.token.text
      if text == "(" || text == "[" || (text == "<") { depth += 1 }
      if text == ")" || text == "]" || (text == ">" && previous != "-") { depth -= 1 }
      previous = text
      if depth == 0 {
        finish()
        break
      }
      if depth == 1, text == "(", current.isEmpty, parameters.isEmpty { continue }
      if depth == 1, text == "," {
        finish()
        current = []
        continue
      }
      current.append(text)
    }
    return parameters
  }
}

extension SwiftSource.Line {
  /// The number of leading spaces.
  package var indentation: Int {
    bytes.prefix { $0 == UInt8(ascii: " ") }.count
  }

  /// Opening minus closing brackets, braces and parentheses in code.
  package var bracketBalance: Int {
    var balance = 0
    for index in bytes.indices where isCode[index] {
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): balance += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): balance -= 1
      default: break
      }
    }
    return balance
  }
}
