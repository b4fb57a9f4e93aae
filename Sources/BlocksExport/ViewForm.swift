import BlocksCatalog
import BlocksCore
import BlocksSource

/// Builds a block's view-you-own download: the block's SwiftUI view, its demo and previews, as
/// the package itself writes them, over the package's `BlocksCore` and `BlocksRuntime` products.
///
/// The way a shadcn/ui component sits on Radix's packages: what the app owns and changes is the
/// view (its layout, colours, fonts, symbols, gestures); the behaviour it draws (the state
/// machine, its thresholds, motions and timers) and the support that runs a machine in SwiftUI
/// come from the two products and are updated with the package. So the file is the size of the
/// view, and a fix to the behaviour needs no new download.
///
/// The file is the package's view and demo files, which are written in Xcode's 4-space
/// indentation (`Sources/SwiftUIBlocks/.swift-format`), with their `#if canImport(SwiftUI)`
/// wrapper resolved (the file only ever compiles in an app) and their imports merged.
package enum ViewForm {
  /// The package products the view form imports, besides SwiftUI.
  package static let products = ["BlocksCore", "BlocksRuntime"]

  /// The body of the view-form download of `block`: the header, the imports and the code.
  static func body(for block: BlockInfo, variant: ExportVariant, library: SourceLibrary)
    throws(ExportError) -> String
  {
    var paths = [block.viewPath]
    if variant.includesDemo { paths.append(block.demoPath) }
    var imports: Set<String> = []
    var sections: [String] = []
    for path in paths {
      guard let file = library.file(path) else {
        throw ExportError(description: "the sources of \(block.id) are not part of this build")
      }
      let (code, modules) = splitImports(asInAnApp(file.contents))
      imports.formUnion(modules)
      let title = path == block.viewPath ? "View" : "Demo and previews"
      sections.append("// MARK: - \(title)\n\n" + code)
    }
    let importLines = imports.sorted().map { "import \($0)\n" }.joined()
    let code =
      "\n" + header(for: block, variant: variant) + "\n" + importLines + "\n"
      + sections.joined(separator: "\n")
    return code
  }

  /// A SwiftUIBlocks source file as an app sees it: its `#if canImport(SwiftUI)` wrapper
  /// resolved and outdented, as the view form carries it.
  package static func asInAnApp(_ text: String) -> String {
    ConditionalCompilation(presentModules: ["SwiftUI"]).resolve(text)
  }

  /// The code of `text` without its `import` lines, and the modules they import.
  static func splitImports(_ text: String) -> (code: String, modules: Set<String>) {
    var modules: Set<String> = []
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("import "), !line.contains("//") {
        modules.insert(String(line.dropFirst("import ".count)).trimmingTrailingSpaces)
      } else {
        lines.append(line)
      }
    }
    while let first = lines.first, first.allSatisfy({ $0 == " " }) { lines.removeFirst() }
    return (lines.joined(separator: "\n"), modules)
  }

  /// How to add the products to an app, as the download's header says it.
  package static let dependencyLines =
    [
      "Needs the SwiftUIBlocks package's BlocksCore and BlocksRuntime products in the app target:",
      "",
      "    Xcode: File > Add Package Dependencies, then add BlocksCore and BlocksRuntime to the",
      "    app target (Add Local for a checkout of SwiftUIBlocks).",
      "",
      "    Package.swift, in dependencies (OWNER: the account you got SwiftUIBlocks from):",
      "        \(PackageDependency.declaration),",
      "    or, for a checkout beside the app's package, \(PackageDependency.localDeclaration),",
      "    and in the target's dependencies:",
    ] + PackageDependency.productLines.map { "        " + $0 }

  /// The comment that opens the download: what the block is, what it needs and how to use it.
  static func header(for block: BlockInfo, variant: ExportVariant) -> String {
    var lines = [block.name, ""]
    lines += TextColumns.wrap(block.text(.english).description, width: 97, indent: "")
      .split(separator: "\n").map(String.init)
    let owns =
      "This file is yours: the view's look (sizes, colours, fonts, symbols, corner radii) and "
      + "its gestures are here to change. The behaviour it draws (thresholds, motions, timers, "
      + "accessibility, its English and Spanish strings) comes from BlocksCore and is tuned "
      + "through the view's parameters."
    lines +=
      [""] + TextColumns.wrap(owns, width: 97, indent: "").split(separator: "\n").map(String.init)
    lines += [""] + dependencyLines
    if !block.usage.isEmpty {
      lines += ["", "Usage:", ""]
      // The usage in the file's own indentation: four spaces a level, as Xcode writes.
      lines += block.usage.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.isEmpty ? "" : "    " + String(repeating: " ", count: $0.prefix { $0 == " " }.count) + $0
      }
    }
    let installed =
      "Installed with `blocks add \(block.id)\(variant.includesDemo ? "" : " --without-demo")`; "
      + "`--standalone` writes one self-contained file instead. See what changed since with "
      + "`blocks diff \(block.id) --to <dir>`."
    lines +=
      [""]
      + TextColumns.wrap(installed, width: 97, indent: "").split(separator: "\n")
      .map(String.init)
    return lines.map { $0.isEmpty ? "//\n" : "// " + $0 + "\n" }.joined()
  }
}

/// Converts the package's 2-space indentation to Xcode's 4 spaces.
///
/// Every level of indentation doubles, continuation lines included, which is what `swift format`
/// writes with an indentation of 4. The lines of a multi-line string literal move with the line
/// that closes it, by as many spaces as it moves, so the string's text is unchanged.
enum XcodeIndentation {
  /// `text` with each line's indentation doubled.
  static func converting(_ text: String) -> String {
    var lines = SwiftSource(text).lines.map(\.text)
    var literal: [Int] = []
    var isInMultilineLiteral = false
    for (index, line) in SwiftSource(text).lines.enumerated() {
      let spaces = line.bytes.prefix { $0 == UInt8(ascii: " ") }.count
      // A delimiter in a comment opens nothing.
      let uncommented = line.bytes.indices.filter { !line.isComment[$0] }.map { line.bytes[$0] }
      let opensOrCloses = String(decoding: uncommented, as: UTF8.self)
        .components(separatedBy: "\"\"\"").count.isMultiple(of: 2)
      defer { if opensOrCloses { isInMultilineLiteral.toggle() } }
      guard spaces < line.bytes.count else { continue }
      // A line inside a multi-line string literal keeps its text; one that starts with a
      // one-line string (an element of a list of strings) is code like any other.
      let startsOneLineString =
        !isInMultilineLiteral && line.bytes[spaces] == UInt8(ascii: "\"")
        && !line.text.dropFirst(spaces).hasPrefix("\"\"\"")
      guard line.isCode[spaces] || line.isComment[spaces] || startsOneLineString else {
        literal.append(index)
        continue
      }
      let added = String(repeating: " ", count: spaces)
      lines[index] = added + lines[index]
      // The line that closes a multi-line string literal: its text moves with it.
      for inside in literal { lines[inside] = added + lines[inside] }
      literal.removeAll()
    }
    return lines.joined(separator: "\n")
  }
}

/// Removes module qualifiers from code: `BlocksCore.StringTable` becomes `StringTable`.
///
/// The views name the shared vocabulary of BlocksCore and BlocksRuntime with its module, so that
/// an app's own `StringTable` or `Motion` cannot shadow it in a view-form download. A standalone
/// download carries those declarations itself, so there the names stand alone.
enum ModuleQualifiers {
  /// `text` without `module.` in front of a name, for each of `modules`, in code only (not in
  /// comments or string literals) and not after another `.`.
  static func removing(_ modules: Set<String>, from text: String) -> String {
    let qualifiers = modules.map { Array($0.utf8) + [UInt8(ascii: ".")] }
    var changed = false
    let lines = SwiftSource(text).lines.map { line -> String in
      let bytes = line.bytes
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        // A qualifier starts a name: code, not after a name or a `.`, and a name follows it.
        if line.isCode[index], index == 0 || !Self.isNameOrDot(bytes[index - 1]),
          let qualifier = qualifiers.first(where: {
            index + $0.count < bytes.count && bytes[index..<index + $0.count].elementsEqual($0)
              && line.isCode[index + $0.count - 1] && Self.startsName(bytes[index + $0.count])
          })
        {
          index += qualifier.count
          changed = true
          continue
        }
        output.append(bytes[index])
        index += 1
      }
      return String(decoding: output, as: UTF8.self)
    }
    return changed ? lines.joined(separator: "\n") : text
  }

  /// Whether `byte` can start a name.
  private static func startsName(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte >= 0x80
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  /// Whether `byte` can be part of a name, or is the `.` of a member access.
  private static func isNameOrDot(_ byte: UInt8) -> Bool {
    startsName(byte) || byte == UInt8(ascii: ".")
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
