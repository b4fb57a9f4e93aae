/// Decides which declarations a download keeps: those its view, demo and previews reach.
///
/// Reachability goes by name, to a fixed point. A declaration is kept when its name is written in
/// code that is already kept; a member only when its type or extension is kept too. Because a name
/// does not say which of several same-named declarations it means, every one of them is kept:
/// the result can keep a little too much, never too little, and the compiler checks the rest.
///
/// A few declarations are used without their name being written, and have rules of their own:
///
/// - Deinitializers, subscripts and enum cases without associated values stay with their type.
/// - An enum case with associated values (`case curve(TimingCurve, duration: Double)`) stays when
///   its name is written, in code or in a pattern, outside the arms of a `switch` that matches
///   one such case per arm: only code can make it, and a `switch` whose arm for it leaves with it
///   stays exhaustive.
/// - An initializer stays when one of its argument labels is written, or when a call can name
///   none (unlabeled, defaulted or trailing-closure arguments only).
/// - A member that fulfils a system protocol's requirement (`body` of a `View`, `description` of a
///   `CustomStringConvertible`) stays with its type.
/// - A declaration whose string literal looks like a lookup key (`"slider.confirmedTitle"`) stays
///   when the same literal is written in kept code: a `LocalizedStringResource` names the key that
///   the block's string table looks up.
/// - The entries of a static dictionary literal (a string table) do not keep what their keys
///   name; an entry stays only when everything its key names is kept for another reason.
/// - So with a `switch` arm that matches a static member of a structure whose initializers are
///   all private (`case .rigidImpact: …`), in a `switch` with a `default:` whose other arms do
///   the same: it stays only when the member is kept, since nothing else can make its value.
package struct Reachability {
  /// A declaration of one of the files: the file's index and the line its code starts on.
  package struct NodeID: Hashable, Comparable {
    /// The file's index.
    package var file: Int
    /// The declaration's first line of code.
    package var line: Int

    /// The declaration of file `file` whose code starts on line `line`.
    package init(file: Int, line: Int) {
      self.file = file
      self.line = line
    }

    package static func < (lhs: NodeID, rhs: NodeID) -> Bool {
      (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
  }

  /// One entry of a static dictionary literal: its lines and the names it writes.
  package struct Entry: Hashable {
    /// The entry's lines.
    package var lines: Range<Int>
    /// The names its key writes.
    package var keyNames: [String]
    /// Every name it writes.
    package var names: [String]
  }

  /// A declaration with what reachability needs to know about it.
  package struct Node {
    /// Where it is.
    package var id: NodeID
    /// The declaration.
    package var declaration: SourceOutline.Declaration
    /// The enclosing declaration, for a member.
    package var parent: NodeID?
    /// The names its own code writes: its members' and entries' code excluded, its own name too.
    package var names: Set<String>
    /// The enum cases its own code matches with bindings (`case .spring(let d, let b)`).
    package var patterns: Set<String>
    /// The contents of its own simple string literals.
    package var literals: Set<String>
    /// Whether it is an enum case with associated values, which only code can make.
    package var isPayloadCase: Bool
    /// The entries of its static dictionary literal, if it is a static table.
    package var entries: [Entry]
  }

  /// Members that fulfil a system protocol's requirement, and the protocols that require them.
  package static let witnesses: [String: Set<String>] = [
    "body": ["View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "Scene"],
    "animatableData": ["Animatable", "GeometryEffect", "Shape", "AnimatableModifier"],
    "effectValue": ["GeometryEffect"],
    "path": ["Shape"],
    "description": ["CustomStringConvertible"],
    "debugDescription": ["CustomDebugStringConvertible"],
    "hash": ["Hashable"],
    "==": ["Equatable", "Hashable", "Comparable"],
    "<": ["Comparable"],
    "id": ["Identifiable"],
    "update": ["DynamicProperty"],
    "startIndex": ["Collection", "BidirectionalCollection", "RandomAccessCollection"],
    "endIndex": ["Collection", "BidirectionalCollection", "RandomAccessCollection"],
    "subscript": ["Collection", "BidirectionalCollection", "RandomAccessCollection"],
  ]

  /// Every declaration, by identity.
  package private(set) var nodes: [NodeID: Node] = [:]
  /// The declarations in file order.
  package private(set) var order: [NodeID] = []
  /// The protocols each type name conforms to, over its declaration and its extensions.
  package private(set) var conformances: [String: Set<String>] = [:]
  /// Every name declared anywhere in the files.
  package private(set) var declaredNames: Set<String> = []
  /// The names of the top-level types, protocols and type aliases declared in the files.
  package private(set) var declaredTypes: Set<String> = []

  /// The kept declarations.
  package private(set) var kept: Set<NodeID> = []
  /// The kept entries of static tables.
  package private(set) var keptEntries: Set<Entry> = []
  /// The names of the kept declarations.
  package private(set) var keptNames: Set<String> = []
  /// The enum cases that kept code matches with bindings, outside the arms that are entries.
  private var matched: Set<String> = []
  /// The names of the kept top-level types, protocols and type aliases.
  package private(set) var keptTypes: Set<String> = []

  /// Records the declarations of `outlines`.
  package init(outlines: [SourceOutline]) {
    // The values that nothing but reaching code makes: the static members of a structure whose
    // initializers are all private (such as `Haptic.rigidImpact`), by structure; never a name
    // an enum case also has.
    var statics: [String: Set<String>] = [:]
    var constructible: Set<String> = []
    var privatelyMade: Set<String> = []
    var caseNames: Set<String> = []
    // The enum cases with associated values, which only code makes.
    var payloadCases: Set<String> = []
    for outline in outlines {
      SourceOutline.walk(outline.items) { declaration, parents in
        if Self.isPayloadCase(declaration, in: outline.lines) {
          payloadCases.insert(declaration.name)
        }
        guard let parent = parents.last, parent.kind == .type("struct") else {
          if declaration.kind == .enumCase { caseNames.insert(declaration.name) }
          return
        }
        switch declaration.kind {
        case .variable where declaration.isStatic:
          statics[parent.name, default: []].insert(declaration.name)
        case .initializer where declaration.access == "private":
          privatelyMade.insert(parent.name)
        case .initializer:
          constructible.insert(parent.name)
        default:
          break
        }
      }
    }
    let armNames = privatelyMade.subtracting(constructible).compactMap { type in
      statics[type].map { (all: $0, droppable: $0.subtracting(caseNames)) }
    }
    for (file, outline) in outlines.enumerated() {
      var ids: [Int: NodeID] = [:]
      SourceOutline.walk(outline.items) { declaration, parents in
        guard declaration.kind != .import else { return }
        let id = NodeID(file: file, line: declaration.codeStart)
        ids[declaration.codeStart] = id
        let parent = parents.last.flatMap { ids[$0.codeStart] }
        let entries =
          Self.entries(of: declaration, in: outline.lines)
          + Self.arms(of: declaration, matching: armNames, in: outline.lines)
          + Self.caseArms(of: declaration, matching: payloadCases, in: outline.lines)
        let (names, patterns, literals) = Self.ownCode(
          of: declaration, entries: entries, in: outline.lines)
        nodes[id] = Node(
          id: id, declaration: declaration, parent: parent, names: names, patterns: patterns,
          literals: literals, isPayloadCase: Self.isPayloadCase(declaration, in: outline.lines),
          entries: entries)
        order.append(id)
        if !declaration.name.isEmpty { declaredNames.insert(declaration.name) }
        if parents.isEmpty {
          switch declaration.kind {
          case .type, .typeAlias: declaredTypes.insert(declaration.name)
          default: break
          }
        }
        if !declaration.inheritance.isEmpty {
          conformances[declaration.name, default: []].formUnion(declaration.inheritance)
        }
      }
    }
  }

  /// Keeps the declarations `isRoot` names (given each node and its container) and everything
  /// they reach.
  package mutating func run(roots isRoot: (Node, Node?) -> Bool) {
    var written: Set<String> = []
    var literals: [String: Int] = [:]
    func keep(_ id: NodeID) {
      guard let node = nodes[id], kept.insert(id).inserted else { return }
      written.formUnion(node.names)
      matched.formUnion(node.patterns)
      for literal in node.literals { literals[literal, default: 0] += 1 }
      if !node.declaration.name.isEmpty { keptNames.insert(node.declaration.name) }
      if node.parent == nil, declaredTypes.contains(node.declaration.name),
        node.declaration.kind != .extension
      {
        keptTypes.insert(node.declaration.name)
      }
    }
    for id in order {
      guard let node = nodes[id] else { continue }
      if isRoot(node, node.parent.flatMap { nodes[$0] }) { keep(id) }
    }
    var changed = true
    while changed {
      changed = false
      for id in order where !kept.contains(id) {
        guard let node = nodes[id] else { continue }
        if let parent = node.parent, !kept.contains(parent) { continue }
        if shouldKeep(node, written: written, literals: literals) {
          keep(id)
          changed = true
        }
      }
      for id in order where kept.contains(id) {
        guard let node = nodes[id] else { continue }
        for entry in node.entries where !keptEntries.contains(entry) {
          let named = entry.keyNames.filter { declaredNames.contains($0) }
          guard named.allSatisfy(keptNames.contains) else { continue }
          keptEntries.insert(entry)
          written.formUnion(entry.names)
          changed = true
        }
      }
    }
    dropEmptyExtensions()
  }

  /// Leaves out a kept extension none of whose members is kept.
  ///
  /// It would be an empty pair of braces. One whose header adds a conformance stays, and so does
  /// one holding an `#if`, whose branches' members are not its children.
  private mutating func dropEmptyExtensions() {
    let parents = Set(kept.compactMap { nodes[$0]?.parent })
    for id in kept {
      // Members are known only for a body over several lines: a one-line body is left alone.
      guard let node = nodes[id], node.parent == nil, node.declaration.kind == .extension,
        node.declaration.body != nil, node.declaration.inheritance.isEmpty, !parents.contains(id),
        !node.declaration.members.contains(where: {
          if case .conditional = $0 { true } else { false }
        })
      else { continue }
      kept.remove(id)
    }
  }

  /// Whether `node`, whose container is kept, is reached by the code kept so far.
  private func shouldKeep(_ node: Node, written: Set<String>, literals: [String: Int]) -> Bool {
    let declaration = node.declaration
    let isMember = node.parent != nil
    switch declaration.kind {
    case .import, .macro:
      return false
    case .enumCase where node.isPayloadCase:
      // Written anywhere but the arms that match it alone, or named by another kept
      // declaration (whose arms would then stay).
      return isMember
        && (written.contains(declaration.name) || matched.contains(declaration.name)
          || keptNames.contains(declaration.name))
    case .enumCase, .deinitializer, .subscript, .other:
      return isMember
    case .initializer:
      let labels = declaration.parameters.map(\.label).filter { $0 != "_" }
      let callableWithoutLabels = declaration.parameters.allSatisfy {
        $0.label == "_" || $0.hasDefault || $0.isFunction
      }
      return callableWithoutLabels || labels.contains(where: written.contains)
    case .extension:
      guard !isMember else { return false }
      if declaredTypes.contains(declaration.name) { return keptTypes.contains(declaration.name) }
      // An extension of a system type: kept when one of its members is written, so that the
      // exporter can refuse it.
      return declaration.members.contains { item in
        if case .declaration(let member) = item { return written.contains(member.name) }
        return false
      }
    case .type, .function, .variable, .typeAlias, .associatedType:
      if written.contains(declaration.name) { return true }
      if isMember, let protocols = Self.witnesses[declaration.name],
        let parent = node.parent.flatMap({ nodes[$0] }),
        !protocols.isDisjoint(with: conformances[parent.declaration.name] ?? [])
      {
        return true
      }
      return node.literals.contains { literal in
        Self.isKeyLike(literal) && (literals[literal] ?? 0) > 0
      }
    }
  }

  /// Whether a string literal reads as a lookup key, such as `"swipe-to-confirm-slider.hint"`.
  package static func isKeyLike(_ literal: String) -> Bool {
    literal.contains(".") && !literal.contains(" ") && literal.count > 2
  }

  /// The names and simple string literals of `declaration`'s own code: its members' and its
  /// entries' lines excluded, and its own name token too.
  private static func ownCode(
    of declaration: SourceOutline.Declaration, entries: [Entry], in lines: [SwiftSource.Line]
  ) -> (names: Set<String>, patterns: Set<String>, literals: Set<String>) {
    var names: Set<String> = []
    var patterns: Set<String> = []
    var literals: Set<String> = []
    for index in declaration.codeStart..<declaration.lines.upperBound {
      if let body = declaration.body, body.contains(index) { continue }
      if entries.contains(where: { $0.lines.contains(index) }) { continue }
      let line = lines[index]
      let tokens = SwiftToken.tokens(line.code)
      for (position, token) in tokens.enumerated() where token.isWord {
        if let name = declaration.nameToken, name.line == index, name.token == token { continue }
        if Self.isCasePattern(tokens, at: position) {
          patterns.insert(token.text)
          continue
        }
        names.formUnion(Self.referencedNames(token.text))
      }
      literals.formUnion(line.stringLiterals)
    }
    return (names, patterns, literals)
  }

  /// Whether `declaration` is a single enum case with associated values, such as
  /// `case curve(TimingCurve, duration: Double)`.
  private static func isPayloadCase(
    _ declaration: SourceOutline.Declaration, in lines: [SwiftSource.Line]
  ) -> Bool {
    guard declaration.kind == .enumCase, let name = declaration.nameToken else { return false }
    let tokens = SwiftToken.tokens(lines[name.line].code)
    guard let position = tokens.firstIndex(of: name.token), position + 1 < tokens.count else {
      return false
    }
    return tokens[position + 1].text == "("
  }

  /// The arms of a `switch` in a function or a computed property that matches one enum case per
  /// arm, as entries keyed by the case: an arm for a case with associated values stays only
  /// when the case is kept.
  ///
  /// A `switch` qualifies when every arm but a `default:` starts `case .name:` or
  /// `case .name(` and names no second pattern, such as `Motion`'s `switch kind`. An arm whose
  /// case has no associated values is no entry: nothing decides whether such a case is made.
  private static func caseArms(
    of declaration: SourceOutline.Declaration, matching payloadCases: Set<String>,
    in lines: [SwiftSource.Line]
  ) -> [Entry] {
    guard declaration.kind == .function || declaration.kind == .variable, !payloadCases.isEmpty
    else { return [] }
    func tokens(_ index: Int) -> [SwiftToken] { SwiftToken.tokens(lines[index].code) }
    var arms: [Entry] = []
    for (starts, end) in switches(in: declaration, lines: lines) {
      var keys: [String?] = []
      for arm in starts {
        let words = tokens(arm).map(\.text)
        if words.first == "default" {
          keys.append(nil)
          continue
        }
        // `case .name:` or `case .name(…)…:` with no second pattern before the colon.
        guard words.count >= 4, words[1] == ".", words[3] == ":" || words[3] == "(",
          Self.patternCount(words) == 1
        else {
          keys.removeAll()
          break
        }
        keys.append(words[2])
      }
      guard !keys.isEmpty else { continue }
      for (position, arm) in starts.enumerated() {
        guard let key = keys[position], payloadCases.contains(key) else { continue }
        let next = position + 1 < starts.count ? starts[position + 1] : end
        var names: [String] = []
        for index in arm..<next {
          names += tokens(index).filter(\.isWord).flatMap { referencedNames($0.text) }
        }
        arms.append(Entry(lines: arm..<next, keyNames: [key], names: names))
      }
    }
    return arms
  }

  /// How many patterns a `case` line lists before its colon: commas at the top level, plus one;
  /// 0 when the line does not end the patterns (the colon is on a later line).
  private static func patternCount(_ words: [String]) -> Int {
    var depth = 0
    var count = 1
    for word in words.dropFirst() {
      switch word {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "," where depth == 0: count += 1
      case ":" where depth == 0: return count
      default: continue
      }
    }
    return 0
  }

  /// Whether the word at `position` is an enum case matched with bindings, as in
  /// `case .spring(let duration, let bounce):`: only an enum case can bind values, and enum cases
  /// are kept with their type anyway, so the word keeps no function or property of that name.
  private static func isCasePattern(_ tokens: [SwiftToken], at position: Int) -> Bool {
    guard position > 0, tokens[position - 1].text == ".", position + 2 < tokens.count,
      tokens[position + 1].text == "("
    else { return false }
    return ["let", "var"].contains(tokens[position + 2].text)
  }

  /// The names a word refers to: itself, and for `_value` (a property wrapper's storage) `value`.
  package static func referencedNames(_ word: String) -> [String] {
    word.count > 1 && word.hasPrefix("_") ? [word, String(word.dropFirst())] : [word]
  }

  /// The entries of a static stored property's dictionary literal written one entry per line or
  /// more, such as a string table; empty for anything else.
  private static func entries(
    of declaration: SourceOutline.Declaration, in lines: [SwiftSource.Line]
  ) -> [Entry] {
    guard declaration.kind == .variable, declaration.isStatic else { return [] }
    var entries: [Entry] = []
    var index = declaration.codeStart
    while index < declaration.lines.upperBound {
      let line = lines[index]
      index += 1
      guard SwiftToken.tokens(line.code).last?.text == "[" else { continue }
      // A literal opens at the end of this line: its entries follow, one or more lines each.
      var start = index
      var entryBalance = 0
      while index < declaration.lines.upperBound {
        let entryLine = lines[index]
        let code = entryLine.code.trimmingLeadingSpaces
        if entryBalance == 0, code.hasPrefix("]") { break }
        entryBalance += entryLine.bracketBalance
        index += 1
        if entryBalance == 0, code.trimmingTrailingSpaces.hasSuffix(",") {
          guard let entry = entry(lines: start..<index, in: lines) else { return [] }
          entries.append(entry)
          start = index
        }
      }
      return entries
    }
    return []
  }

  /// The arms of a `switch` in a function or a computed property over values that only reaching
  /// code makes, as entries keyed by the value: an arm stays only when its value is kept.
  ///
  /// A `switch` qualifies when it has a `default:` and every other arm matches one member of
  /// the same structure's `all` (`case .rigidImpact: …`), such as the haptic player's. Only an
  /// arm whose member is `droppable` (no enum case has its name) becomes an entry.
  private static func arms(
    of declaration: SourceOutline.Declaration,
    matching names: [(all: Set<String>, droppable: Set<String>)], in lines: [SwiftSource.Line]
  ) -> [Entry] {
    guard declaration.kind == .function || declaration.kind == .variable, !names.isEmpty else {
      return []
    }
    func tokens(_ index: Int) -> [String] { SwiftToken.tokens(lines[index].code).map(\.text) }
    var arms: [Entry] = []
    for (starts, end) in switches(in: declaration, lines: lines) {
      var keys: [String?] = []
      for arm in starts {
        let words = tokens(arm)
        if words.first == "default" {
          keys.append(nil)
        } else if words.count >= 4, words[1] == ".", words[3] == ":" {
          keys.append(words[2])
        } else {
          keys.removeAll()
          break
        }
      }
      let named = keys.compactMap { $0 }
      guard keys.contains(nil), !named.isEmpty,
        let members = names.first(where: { named.allSatisfy($0.all.contains) })
      else { continue }
      for (position, arm) in starts.enumerated() {
        guard let key = keys[position], members.droppable.contains(key) else { continue }
        let next = position + 1 < starts.count ? starts[position + 1] : end
        if let entry = entry(lines: arm..<next, in: lines) { arms.append(entry) }
      }
    }
    return arms
  }

  /// The `switch` statements of `declaration`: for each, the lines its `case` and `default`
  /// arms start on (at the switch's own indentation) and the line of its closing brace.
  private static func switches(
    in declaration: SourceOutline.Declaration, lines: [SwiftSource.Line]
  ) -> [(starts: [Int], end: Int)] {
    func words(_ index: Int) -> [String] { SwiftToken.tokens(lines[index].code).map(\.text) }
    var found: [(starts: [Int], end: Int)] = []
    let range = declaration.codeStart..<declaration.lines.upperBound
    for start in range where words(start).first == "switch" && words(start).last == "{" {
      let indentation = lines[start].indentation
      var starts: [Int] = []
      var end = start + 1
      while end < range.upperBound {
        if lines[end].indentation == indentation, let first = words(end).first {
          if first == "}" { break }
          if first == "case" || first == "default" { starts.append(end) }
        }
        end += 1
      }
      found.append((starts, end))
    }
    return found
  }

  /// The entry over `range` if it is a `key: value` pair.
  private static func entry(lines range: Range<Int>, in lines: [SwiftSource.Line]) -> Entry? {
    var names: [String] = []
    var keyNames: [String]?
    var depth = 0
    for index in range {
      for token in SwiftToken.tokens(lines[index].code) {
        if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
        if token.text == ")" || token.text == "]" || token.text == "}" { depth -= 1 }
        if depth == 0, token.text == ":", keyNames == nil { keyNames = names }
        if token.isWord { names += referencedNames(token.text) }
      }
    }
    guard let keyNames else { return nil }
    return Entry(lines: range, keyNames: keyNames, names: names)
  }
}

extension SwiftSource.Line {
  /// The contents of the line's string literals: each run of literal text, quotes and `#`s
  /// trimmed.
  package var stringLiterals: [String] {
    var literals: [String] = []
    var current: [UInt8] = []
    for (index, byte) in bytes.enumerated() {
      if !isCode[index], !isComment[index] {
        current.append(byte)
      } else if !current.isEmpty {
        literals.append(Self.trimmedLiteral(current))
        current = []
      }
    }
    if !current.isEmpty { literals.append(Self.trimmedLiteral(current)) }
    return literals.filter { !$0.isEmpty }
  }

  private static func trimmedLiteral(_ bytes: [UInt8]) -> String {
    var slice = bytes[...]
    while let first = slice.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "#") {
      slice = slice.dropFirst()
    }
    while let last = slice.last, last == UInt8(ascii: "\"") || last == UInt8(ascii: "#") {
      slice = slice.dropLast()
    }
    return String(decoding: slice, as: UTF8.self)
  }
}
