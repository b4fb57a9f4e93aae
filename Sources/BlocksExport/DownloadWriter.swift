import BlocksSource

/// Writes the kept declarations of a download's source files: pruned to what reachability kept,
/// renamed after the block, with every helper private to the file.
///
/// The view and the demo keep their access (they are what the app uses). Every other top-level
/// declaration becomes `private`, which at file scope lets the whole download use it and nothing
/// outside it; extensions carry no access modifier and their members none wider than the file
/// allows, so no member is `public` or `package` any more.
struct DownloadWriter {
  /// A source file of the download, outlined.
  struct File {
    /// The path in the package.
    var path: String
    /// The outline.
    var outline: SourceOutline
    /// Modules the file calls that its own imports may not name (the exporter made the calls).
    var calledModules: Set<String> = []
  }

  /// A top-level declaration ready to print.
  struct Unit {
    /// The file it comes from.
    var file: Int
    /// The `#if` conditions around it, outermost first.
    var conditions: [String]
    /// Its lines, as printed, indented as in its file.
    var lines: [String]
    /// The declared name; for an extension the extended type's.
    var name: String
    /// Whether it is an extension.
    var isExtension: Bool
  }

  /// An import of a kept file, with the `#if` conditions around it.
  struct Import: Hashable, Comparable {
    /// The conditions, outermost first; empty when the import is unconditional.
    var conditions: [String]
    /// The imported module.
    var module: String
    /// The import declaration as written, such as `import SwiftUI`.
    var declaration: String

    static func < (lhs: Import, rhs: Import) -> Bool {
      (lhs.conditions.joined(separator: "\n"), lhs.declaration)
        < (rhs.conditions.joined(separator: "\n"), rhs.declaration)
    }
  }

  /// The files, in the order reachability numbered them.
  var files: [File]
  /// What to keep.
  var reachability: Reachability
  /// The renames.
  var prefixer: NamePrefixer
  /// The types that keep their access: the view and the demo.
  var publicTypes: Set<String>
  /// The plain types the view's API names: they keep their access too, and are `nonisolated`
  /// like every plain-Swift helper.
  var apiTypes: Set<String> = []
  /// The block's modifiers (``BlockExporter/modifierExtensions(of:in:files:)``): extensions of
  /// `View` whose members stay public.
  var modifiers: Set<Reachability.NodeID> = []
  /// Modules whose imports are dropped because their code is part of the download.
  var inlinedModules: Set<String> = ["BlocksCore", "BlocksRuntime", "SwiftUIBlocks"]

  /// The kept top-level declarations of file `index`, in file order, except that a type comes
  /// before the extensions of it that its file writes first.
  func units(ofFile index: Int) -> [Unit] {
    var units: [Unit] = []
    collect(files[index].outline.items, conditions: [], file: index, into: &units)
    var ordered: [Unit] = []
    var waiting: [String: [Unit]] = [:]
    let declaredLater = Set(units.filter { !$0.isExtension }.map(\.name))
    for unit in units {
      if unit.isExtension, declaredLater.contains(unit.name),
        !ordered.contains(where: { !$0.isExtension && $0.name == unit.name })
      {
        waiting[unit.name, default: []].append(unit)
        continue
      }
      ordered.append(unit)
      if !unit.isExtension, let extensions = waiting.removeValue(forKey: unit.name) {
        ordered += extensions
      }
    }
    return ordered
  }

  /// The imports of the files with something kept, without the inlined modules, and without a
  /// conditional import of a module another file imports unconditionally.
  func imports() -> [Import] {
    var imports: Set<Import> = []
    for (index, file) in files.enumerated() {
      guard reachability.kept.contains(where: { $0.file == index }) else { continue }
      collectImports(file.outline.items, conditions: [], file: index, into: &imports)
      for module in file.calledModules {
        imports.insert(Import(conditions: [], module: module, declaration: "import \(module)"))
      }
    }
    let unconditional = Set(imports.filter(\.conditions.isEmpty).map(\.module))
    return imports.filter { $0.conditions.isEmpty || !unconditional.contains($0.module) }.sorted()
  }

  private func collectImports(
    _ items: [SourceOutline.Item], conditions: [String], file: Int, into imports: inout Set<Import>
  ) {
    let lines = files[file].outline.lines
    for item in items {
      switch item {
      case .declaration(let declaration) where declaration.kind == .import:
        let text = lines[declaration.codeStart].text.trimmingLeadingSpaces.trimmingTrailingSpaces
        guard !text.hasPrefix("@_exported"), !inlinedModules.contains(declaration.name) else {
          continue
        }
        imports.insert(Import(conditions: conditions, module: declaration.name, declaration: text))
      case .conditional(let conditional):
        guard let condition = conditional.directives.first?.condition else { continue }
        // Only the first branch's imports are the app's: an `#else` import is for other builds.
        collectImports(
          conditional.branches.first ?? [], conditions: conditions + [condition], file: file,
          into: &imports)
      default:
        continue
      }
    }
  }

  /// Appends the units of `items`, flattening `#if` blocks that have a single branch.
  private func collect(
    _ items: [SourceOutline.Item], conditions: [String], file: Int, into units: inout [Unit]
  ) {
    for item in items {
      switch item {
      case .declaration(let declaration):
        guard declaration.kind != .import, isKept(declaration, in: file) else { continue }
        units.append(
          Unit(
            file: file, conditions: conditions,
            lines: lines(
              of: declaration, in: file, topLevel: true, isPublic: isPublic(declaration, in: file)),
            name: declaration.name, isExtension: declaration.kind == .extension))
      case .conditional(let conditional):
        if conditional.branches.count == 1, let condition = conditional.directives[0].condition {
          collect(
            conditional.branches[0], conditions: conditions + [condition], file: file,
            into: &units)
        } else {
          let lines = self.lines(of: [item], in: file, isPublic: false, topLevel: true)
          guard !lines.isEmpty else { continue }
          units.append(
            Unit(file: file, conditions: conditions, lines: lines, name: "", isExtension: false))
        }
      case .trivia:
        continue
      }
    }
  }

  /// Whether the top-level `declaration` is the view's or the demo's, or one of their extensions.
  private func isPublic(_ declaration: SourceOutline.Declaration, in file: Int) -> Bool {
    publicTypes.contains(declaration.name) || apiTypes.contains(declaration.name)
      || declaration.kind == .macro
      || modifiers.contains(Reachability.NodeID(file: file, line: declaration.codeStart))
  }

  private func isKept(_ declaration: SourceOutline.Declaration, in file: Int) -> Bool {
    reachability.kept.contains(Reachability.NodeID(file: file, line: declaration.codeStart))
  }

  /// The printed lines of a kept declaration.
  private func lines(
    of declaration: SourceOutline.Declaration, in file: Int, topLevel: Bool, isPublic: Bool
  ) -> [String] {
    let edits = accessEdits(
      for: declaration, in: file, topLevel: topLevel, isPublic: isPublic)
    let id = Reachability.NodeID(file: file, line: declaration.codeStart)
    let dropped = (reachability.nodes[id]?.entries ?? []).filter {
      !reachability.keptEntries.contains($0)
    }
    var output: [String] = []
    func print(_ range: Range<Int>) {
      for index in range where !dropped.contains(where: { $0.lines.contains(index) }) {
        guard !Self.isModuleBoundaryLine(files[file].outline.lines[index].code) else { continue }
        output.append(text(ofLine: index, in: file, edits: edits[index] ?? []))
      }
    }
    if let body = declaration.body {
      print(declaration.lines.lowerBound..<body.lowerBound)
      output += lines(
        of: declaration.members, in: file, isPublic: isPublic, topLevel: false,
        omitting: isPublic ? nil : writtenOutMemberwiseInitializer(of: declaration, in: file))
      print(body.upperBound..<declaration.lines.upperBound)
    } else {
      print(declaration.lines)
    }
    return output
  }

  /// The printed lines of the kept parts of `items`: kept declarations with the comments before
  /// them, single blank lines where the file had blank lines between them, and `#if` blocks
  /// that still hold something.
  ///
  /// `omitting` names a declaration to leave out, by its first line of code.
  private func lines(
    of items: [SourceOutline.Item], in file: Int, isPublic: Bool, topLevel: Bool,
    omitting: Int? = nil
  ) -> [String] {
    var output: [String] = []
    var pendingBlank = false
    var pendingComment: [String] = []
    var commentStandsAlone = false
    let fileLines = files[file].outline.lines
    for item in items {
      switch item {
      case .trivia(let range):
        let isBlank = range.allSatisfy { fileLines[$0].bytes.allSatisfy { $0 == 32 || $0 == 9 } }
        if isBlank {
          if pendingComment.isEmpty { pendingBlank = true } else { commentStandsAlone = true }
        } else {
          pendingComment += range.map { text(ofLine: $0, in: file, edits: []) }
          commentStandsAlone = false
        }
      case .declaration(let declaration):
        guard isKept(declaration, in: file), declaration.codeStart != omitting else {
          if !commentStandsAlone { pendingComment = [] }
          continue
        }
        if pendingBlank, !output.isEmpty { output.append("") }
        if !pendingComment.isEmpty {
          output += pendingComment
          if commentStandsAlone { output.append("") }
        }
        pendingBlank = false
        pendingComment = []
        commentStandsAlone = false
        output += lines(of: declaration, in: file, topLevel: topLevel, isPublic: isPublic)
      case .conditional(let conditional):
        var block: [String] = []
        var keptAnything = false
        for (index, directive) in conditional.directives.enumerated() {
          block.append(text(ofLine: directive.line, in: file, edits: []))
          let branch = lines(
            of: conditional.branches[index], in: file, isPublic: isPublic, topLevel: topLevel)
          keptAnything = keptAnything || !branch.isEmpty
          block += branch
        }
        guard keptAnything else { continue }
        block.append(text(ofLine: conditional.end, in: file, edits: []))
        if pendingBlank, !output.isEmpty { output.append("") }
        pendingBlank = false
        output += block
      }
    }
    return output
  }

  /// The first line of a structure's initializer that only does what the one Swift writes for it
  /// would: one parameter per stored property, in order, with the property's name and type, and
  /// a body that assigns each.
  ///
  /// In the package the structure is public and needs the initializer written out, because the
  /// one Swift writes is internal. In a download the structure is the file's own, so the
  /// written-out initializer only repeats the synthesized one, which `swift format` flags.
  private func writtenOutMemberwiseInitializer(
    of declaration: SourceOutline.Declaration, in file: Int
  ) -> Int? {
    guard declaration.kind == .type("struct") else { return nil }
    let lines = files[file].outline.lines
    func code(_ index: Int) -> String {
      lines[index].code.trimmingLeadingSpaces.trimmingTrailingSpaces
    }
    var properties: [String] = []
    var initializers: [SourceOutline.Declaration] = []
    for item in declaration.members {
      switch item {
      case .declaration(let member) where member.kind == .variable && !member.isStatic:
        // A stored property on one line, without an initial value, that the initializer can
        // reach from anywhere in the file.
        let text = code(member.codeStart)
        let isOneLine =
          member.body == nil && !text.contains("{") && !text.contains("=")
          && member.lines.upperBound == member.codeStart + 1
        guard isOneLine, !["private", "fileprivate"].contains(member.access ?? ""),
          let declared = text.range(of: "var ") ?? text.range(of: "let "),
          Self.onlyModifiers(text[..<declared.lowerBound])
        else { return nil }
        properties.append(String(text[declared.upperBound...]))
      case .declaration(let member) where member.kind == .initializer:
        initializers.append(member)
      case .conditional:
        return nil
      default:
        continue
      }
    }
    guard initializers.count == 1, let initializer = initializers.first, !properties.isEmpty,
      let opening = (initializer.codeStart..<initializer.lines.upperBound).first(where: {
        code($0).hasSuffix("{")
      })
    else { return nil }
    let body = opening + 1..<initializer.lines.upperBound - 1
    let header = (initializer.codeStart..<body.lowerBound).map(code).joined(separator: " ")
    // A plain `init(…) {`: not failable, throwing, async, generic or isolated otherwise.
    guard let open = header.firstIndex(of: "("), let close = header.lastIndex(of: ")"),
      header[..<open].hasSuffix("init"), Self.onlyModifiers(header[..<open].dropLast(4)),
      String(header[header.index(after: close)...]).trimmingLeadingSpaces == "{"
    else {
      return nil
    }
    // The parameters written as the properties are (`name: Type`, so no label and no default),
    // each assigned in turn.
    let parameters = header[header.index(after: open)..<close]
      .split(separator: ",").map { String($0).trimmingLeadingSpaces.trimmingTrailingSpaces }
    let assignments = body.map(code).filter { !$0.isEmpty }
    let names = properties.map { String($0.prefix { $0 != ":" }) }
    guard parameters == properties, assignments == names.map({ "self.\($0) = \($0)" }) else {
      return nil
    }
    return initializer.codeStart
  }

  /// Whether `words` are only access modifiers and the attributes a download drops: what may
  /// stand before a memberwise property's `var` or its initializer's `init`.
  private static func onlyModifiers(_ words: Substring) -> Bool {
    words.split(separator: " ").allSatisfy {
      ["public", "package", "internal", "@inlinable", "@usableFromInline"].contains($0)
    }
  }

  /// One line of file `file` with `edits` and the renames applied.
  private func text(ofLine index: Int, in file: Int, edits: [LineEdit]) -> String {
    let line = files[file].outline.lines[index]
    var all = edits + prefixer.edits(in: line)
    for token in SwiftToken.tokens(line.code)
    where Self.moduleBoundaryAttributes.contains(token.text) {
      var end = token.offset + token.text.utf8.count
      if end < line.bytes.count, line.bytes[end] == UInt8(ascii: " ") { end += 1 }
      all.append(LineEdit(range: token.offset..<end, text: ""))
    }
    guard !all.isEmpty else { return line.text }
    return LineEdit.apply(all, to: line.bytes)
  }

  /// Attributes that only mean something across a module boundary.
  ///
  /// A download is one file of the app's module, where they have no use, and `@inlinable` on a
  /// helper made `private` is an error; they stand on the line of the declaration they mark, and
  /// are dropped from it.
  static let moduleBoundaryAttributes: Set<String> = ["@inlinable", "@usableFromInline"]

  /// Whether a line of code is only an attribute that exports a specialization to callers in
  /// other modules (`@_specialize(exported: true, …)`, on a line of its own): a download drops
  /// the whole line, with any comment after it.
  static func isModuleBoundaryLine(_ code: String) -> Bool {
    code.drop { $0 == " " }.hasPrefix("@_specialize(")
  }

  /// The SwiftUI protocols whose conformers are isolated to the main actor by the protocol
  /// itself, in the package as in an app.
  static let mainActorProtocols: Set<String> = [
    "View", "ViewModifier", "App", "Scene", "PreviewProvider", "DynamicProperty",
  ]

  /// The top-level types of every file that conform to a ``mainActorProtocols`` protocol in
  /// their header, or whose extensions declare such a conformance.
  private var mainActorTypes: Set<String> {
    var names = publicTypes
    for file in files {
      SourceOutline.walk(file.outline.items) { declaration, parents in
        guard parents.isEmpty,
          !Self.mainActorProtocols.isDisjoint(with: declaration.inheritance)
        else { return }
        names.insert(declaration.name)
      }
    }
    return names
  }

  /// Whether a top-level declaration must be marked `nonisolated` in a download.
  ///
  /// In the package, BlocksCore and the views' support are compiled with no default isolation;
  /// a new Xcode app target isolates every unmarked declaration to the main actor instead, which
  /// would make the state machines' conformances main-actor isolated and break every
  /// requirement that is `Sendable`. Marking the plain-Swift helpers `nonisolated` gives them the
  /// package's isolation in either setting; views keep the main actor their protocol gives them.
  private func isNonisolatedHelper(_ declaration: SourceOutline.Declaration, in file: Int)
    -> Bool
  {
    guard !isMarkedNonisolated(declaration) else { return false }
    switch declaration.kind {
    case .type, .extension:
      // A declaration that names its global actor keeps it.
      let lines = files[file].outline.lines
      let attributes = declaration.codeStart...(declaration.modifiersStart?.line ?? 0)
      let namesActor = attributes.contains { lines[$0].text.contains("@MainActor") }
      // An extension of `View` itself (a block's modifier) is the protocol's, on the main actor.
      return !namesActor && !mainActorTypes.contains(declaration.name)
        && !Self.mainActorProtocols.contains(declaration.name)
        && Self.mainActorProtocols.isDisjoint(with: declaration.inheritance)
    default:
      return false
    }
  }

  /// Whether `declaration` is already `nonisolated` in the package, as BlocksCore's are: the
  /// modifier comes first, before the access.
  private func isMarkedNonisolated(_ declaration: SourceOutline.Declaration) -> Bool {
    declaration.modifiersStart?.token.text == "nonisolated"
  }

  /// Whether the signature of `declaration` (its code up to its body or initial value) names a
  /// type the download declares but keeps private.
  private func namesPrivateType(_ declaration: SourceOutline.Declaration, in file: Int) -> Bool {
    let lines = files[file].outline.lines
    for index in declaration.codeStart..<min(declaration.lines.upperBound, lines.count) {
      let code = lines[index].code
      let end = code.firstIndex { $0 == "{" || $0 == "=" } ?? code.endIndex
      for token in SwiftToken.tokens(String(code[..<end]))
      where reachability.declaredTypes.contains(token.text) && !isPublicName(token.text) {
        return true
      }
      if end != code.endIndex { break }
    }
    return false
  }

  /// Whether the top-level type `name` is public in the download.
  private func isPublicName(_ name: String) -> Bool {
    publicTypes.contains(name) || apiTypes.contains(name)
  }

  /// The edits that give `declaration` its download access and isolation, by line.
  ///
  /// A top-level helper becomes `private` (an extension loses its modifier), a helper's member
  /// loses `public`, `open` and `package`, and the view and demo lose only `package`, which has
  /// no meaning in an app. A top-level plain-Swift type or extension is also marked
  /// `nonisolated` (``isNonisolatedHelper(_:in:)``).
  private func accessEdits(
    for declaration: SourceOutline.Declaration, in file: Int, topLevel: Bool, isPublic: Bool
  ) -> [Int: [LineEdit]] {
    var edits: [Int: [LineEdit]] = [:]
    let lines = files[file].outline.lines
    func remove(_ token: SourceOutline.HeaderToken) {
      let line = lines[token.line]
      let start = token.token.offset
      var end = start + token.token.text.utf8.count
      if end < line.bytes.count, line.bytes[end] == UInt8(ascii: " ") { end += 1 }
      edits[token.line, default: []].append(LineEdit(range: start..<end, text: ""))
    }
    let own = declaration.accessModifiers.filter { !$0.isSetter }.map(\.token)
    if isPublic {
      own.filter { $0.token.text == "package" }.forEach(remove)
      if !topLevel, namesPrivateType(declaration, in: file) {
        // A public member whose signature names a helper (the toast style's haptic) would not
        // compile public, nor internal: it is as private as the helper, at file scope.
        for token in own where token.token.text == "public" {
          let start = token.token.offset
          edits[token.line, default: []].append(
            LineEdit(range: start..<start + token.token.text.utf8.count, text: "fileprivate"))
        }
      }
      if topLevel, apiTypes.contains(declaration.name),
        isNonisolatedHelper(declaration, in: file), let start = declaration.modifiersStart
      {
        let position = start.token.offset
        edits[start.line, default: []].append(
          LineEdit(range: position..<position, text: "nonisolated "))
      }
    } else if !topLevel {
      own.filter { ["public", "open", "package"].contains($0.token.text) }.forEach(remove)
    } else if declaration.kind == .extension {
      own.forEach(remove)
      if isNonisolatedHelper(declaration, in: file), let start = declaration.modifiersStart {
        let position = start.token.offset
        edits[start.line, default: []].append(
          LineEdit(range: position..<position, text: "nonisolated "))
      }
    } else if declaration.kind != .macro, declaration.access != "private",
      let start = declaration.modifiersStart
    {
      own.forEach(remove)
      // The first modifier or keyword after the attributes, or after `nonisolated`: where Swift
      // style puts the access.
      var position = start.token.offset
      if isMarkedNonisolated(declaration) { position += "nonisolated ".utf8.count }
      let modifiers =
        isNonisolatedHelper(declaration, in: file) ? "nonisolated private " : "private "
      edits[start.line, default: []].append(LineEdit(range: position..<position, text: modifiers))
    }
    return edits
  }
}
