import BlocksCore
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksExport
@testable import BlocksSource

/// The shape of every real download, read with the exporter's own outline of Swift files: what it
/// declares at file scope, that everything in it is used, and the order it reads in.
@Suite struct DownloadShapeTests {
  /// Every block's standalone file, with and without the demo (`ViewFormTests` covers the view
  /// form, which is the package's view and demo files).
  static var cases: [DownloadCase] {
    BlockExportTests.availableBlocks.flatMap { block in
      ExportVariant.allCases.filter(\.isStandalone).map { DownloadCase(block: block, variant: $0) }
    }
  }

  /// Every declaration of `outline`, members included, with its container.
  static func declarations(_ outline: SourceOutline) -> [(
    declaration: SourceOutline.Declaration, parent: SourceOutline.Declaration?
  )] {
    var found: [(SourceOutline.Declaration, SourceOutline.Declaration?)] = []
    SourceOutline.walk(outline.items) { found.append(($0, $1.last)) }
    return found
  }

  /// A download is part of one module: the attributes that open a module's code to another
  /// (the card stack's frame is inlinable, the toast stack's `send` exports a specialization)
  /// are left out of it.
  @Test(arguments: cases)
  func noAttributeThatOnlyCrossesModulesIsLeft(_ example: DownloadCase) throws {
    let text = try example.text()
    for attribute in DownloadWriter.moduleBoundaryAttributes.union(["@_specialize"]) {
      #expect(!text.contains(attribute), "\(attribute) in \(example)")
    }
  }

  /// What pruning leaves of a declaration is never an empty pair of braces.
  @Test(arguments: cases)
  func noTypeOrExtensionIsLeftEmpty(_ example: DownloadCase) throws {
    let outline = SourceOutline(try example.text())
    for (declaration, _) in Self.declarations(outline) {
      switch declaration.kind {
      case .extension, .type:
        guard declaration.inheritance.isEmpty else { continue }
        let isEmpty: Bool
        if declaration.body != nil {
          // Only blank lines and comments between the braces.
          isEmpty = !declaration.members.contains {
            if case .trivia = $0 { false } else { true }
          }
        } else {
          let code = outline.lines[declaration.codeStart].code.filter { !$0.isWhitespace }
          isEmpty = code.hasSuffix("{}")
        }
        #expect(
          !isEmpty,
          "\(declaration.kind) \(declaration.name) at line \(declaration.codeStart + 1) is empty")
      default: continue
      }
    }
  }

  /// Only a block whose view puts the app's words into its own strings carries the code that
  /// does it: sharing a name with what a block uses (`text`, `parts`) must not bring it along.
  @Test(arguments: cases)
  func onlyABlockThatInsertsTheAppsWordsCarriesTheInsertion(_ example: DownloadCase) throws {
    let view = try #require(SourceLibrary.embedded.file(example.block.viewPath)).contents
    let text = try example.text()
    #expect(text.contains("insertionParts(") == view.contains(".insertion("), "\(example)")
  }

  @Test(arguments: cases)
  func everyFileScopeNameStartsWithTheBlocksName(_ example: DownloadCase) throws {
    let outline = SourceOutline(try example.text())
    let lower = example.block.viewType.prefix(1).lowercased() + example.block.viewType.dropFirst()
    // The types the view's API names keep the package's names, as the view does.
    let apiTypes = BlockExporter.apiTypes(of: example.block, in: .embedded)
    var names: [String] = []
    for (declaration, parent) in Self.declarations(outline) where parent == nil {
      switch declaration.kind {
      case .import, .macro: continue
      case .extension:
        // An extension adds to a type of the download, never to one of the app or the system,
        // except the block's modifiers, named after it.
        let members = declaration.members.compactMap { item -> String? in
          if case .declaration(let member) = item { return member.name }
          return nil
        }
        #expect(
          declaration.name.hasPrefix(example.block.viewType)
            || (declaration.name == "View" && !members.isEmpty
              && members.allSatisfy { $0.hasPrefix(lower) }),
          "extension \(declaration.name)")
      default:
        names.append(declaration.name)
        #expect(
          declaration.name.hasPrefix(example.block.viewType) || declaration.name.hasPrefix(lower)
            || apiTypes.contains(declaration.name),
          "\(declaration.name) in \(example)")
      }
    }
    #expect(names.contains(example.block.apiType))
    #expect(names.contains(example.block.demoType) == example.variant.includesDemo)
  }

  /// Members that fulfil a system protocol's requirement: used by the system, not by name.
  static let witnesses: [String: Set<String>] = [
    "body": ["View", "ViewModifier"], "animatableData": ["Animatable", "GeometryEffect"],
    "effectValue": ["GeometryEffect"], "description": ["CustomStringConvertible"],
    "id": ["Identifiable"], "==": ["Equatable", "Hashable"],
    "startIndex": ["RandomAccessCollection"], "endIndex": ["RandomAccessCollection"],
  ]

  /// The declarations and members of `text` whose name is written nowhere else in it.
  ///
  /// Each is named `Type.member`. The public API of `publicTypes`, system protocol requirements,
  /// previews and extensions (which name no new thing) are not checked; `checked` counts the rest.
  static func unused(in text: String, publicTypes: Set<String>) -> (names: [String], checked: Int) {
    let outline = SourceOutline(text)
    let all = Self.declarations(outline)
    // Where each word of code is written, except where a declaration names itself.
    var declaring: Set<[Int]> = []
    for (declaration, _) in all {
      if let token = declaration.nameToken { declaring.insert([token.line, token.token.offset]) }
    }
    var written: [String: [Int]] = [:]
    for (index, line) in outline.lines.enumerated() {
      for token in SwiftToken.tokens(line.code) where token.isWord {
        guard !declaring.contains([index, token.offset]) else { continue }
        for name in Reachability.referencedNames(token.text) {
          written[name, default: []].append(index)
        }
      }
    }
    var conformances: [String: Set<String>] = [:]
    for (declaration, _) in all {
      conformances[declaration.name, default: []].formUnion(declaration.inheritance)
    }
    var unused: [String] = []
    var checked = 0
    for (declaration, parent) in all {
      switch declaration.kind {
      case .import, .macro, .extension, .deinitializer, .subscript, .other: continue
      default: break
      }
      // The view's and the demo's public API is the app's to use.
      if let parent, publicTypes.contains(parent.name), declaration.access == "public" {
        continue
      }
      if parent == nil, publicTypes.contains(declaration.name) { continue }
      if let parent, let protocols = Self.witnesses[declaration.name],
        !protocols.isDisjoint(with: conformances[parent.name] ?? [])
      {
        continue
      }
      checked += 1
      let elsewhere: (String) -> Bool = { name in
        (written[name] ?? []).contains { !declaration.lines.contains($0) }
      }
      let qualified = (parent.map { $0.name + "." } ?? "") + declaration.name
      if declaration.kind == .initializer {
        let callableWithoutLabels = declaration.parameters.allSatisfy {
          $0.label == "_" || $0.hasDefault || $0.isFunction
        }
        if !callableWithoutLabels, !declaration.parameters.contains(where: { elsewhere($0.label) })
        {
          unused.append(
            qualified + "(" + declaration.parameters.map { $0.label + ":" }.joined() + ")")
        }
      } else if !elsewhere(declaration.name) {
        unused.append(qualified)
      }
    }
    return (unused, checked)
  }

  @Test(arguments: cases)
  func everyDeclarationAndMemberIsUsedElsewhereInTheFile(_ example: DownloadCase) throws {
    let (unused, checked) = Self.unused(
      in: try example.text(),
      publicTypes: [
        example.block.viewType, example.block.demoType, example.block.apiType, "View",
      ])
    #expect(unused.isEmpty, "\(example): \(unused)")
    #expect(checked > 100)
  }

  /// The dead `switch` arms of `text`: `case .name:` for a value nothing in the file makes.
  ///
  /// Such an arm names a static member (and no enum case) that nothing else in the file
  /// writes, such as the haptic player's arm for a haptic the block never plays. `checked`
  /// counts the arms looked at.
  static func deadArms(in text: String) -> (names: [String], checked: Int) {
    let outline = SourceOutline(text)
    var staticNames: Set<String> = []
    var caseNames: Set<String> = []
    for (declaration, parent) in Self.declarations(outline) where parent != nil {
      if declaration.kind == .variable, declaration.isStatic {
        staticNames.insert(declaration.name)
      }
      if declaration.kind == .enumCase { caseNames.insert(declaration.name) }
    }
    var arms: Set<String> = []
    var written: Set<String> = []
    for line in outline.lines {
      let tokens = SwiftToken.tokens(line.code).map(\.text)
      if tokens.count >= 4, tokens[0] == "case", tokens[1] == ".", tokens[3] == ":" {
        arms.insert(tokens[2])
      } else {
        // Written where it is made, not where it is declared (`private static let name = …`).
        let declared = tokens.indices.first { $0 >= 2 && tokens[$0 - 2] == "static" }
        for (position, token) in tokens.enumerated() where position != declared {
          written.insert(token)
        }
      }
    }
    let checked = arms.filter { staticNames.contains($0) && !caseNames.contains($0) }
    return (checked.filter { !written.contains($0) }.sorted(), checked.count)
  }

  @Test(arguments: cases)
  func noSwitchArmMatchesAValueTheFileNeverMakes(_ example: DownloadCase) throws {
    let (dead, _) = Self.deadArms(in: try example.text())
    #expect(dead.isEmpty, "\(example): \(dead)")
  }

  @Test func theDeadArmCheckFindsAHapticNeverPlayed() {
    let text = """
      struct Haptic: Equatable {
        let name: String
        static let success = Haptic(name: "success")
        static let rigidImpact = Haptic(name: "rigidImpact")
      }
      func feedback(_ haptic: Haptic) -> Int {
        switch haptic {
        case .success: 1
        case .rigidImpact: 2
        default: 0
        }
      }
      let played = Haptic.success

      """
    let (dead, checked) = Self.deadArms(in: text)
    #expect(dead == ["rigidImpact"])
    #expect(checked == 2)
  }

  @Test func theUnusedCheckFindsWhatA010DownloadCarried() throws {
    let (unused, _) = Self.unused(
      in: try BlockExportTests.fixture010(),
      publicTypes: ["SwipeToConfirmSlider", "SwipeToConfirmSliderDemo"])
    for name in ["SystemColor.redLight", "Effects.isEmpty", "BlockStateMachine.isAtRest"] {
      #expect(unused.contains(name), "\(unused)")
    }
    #expect(unused.count >= 20, "\(unused)")
  }

  @Test(arguments: cases)
  func theFileReadsTopDown(_ example: DownloadCase) throws {
    let text = try example.text()
    let block = example.block
    let body = try #require(
      ExportedFile(parsing: text).body.split(separator: "\n").first { !$0.isEmpty })
    #expect(body == "// \(block.name)")
    let headerEnd = try #require(text.range(of: "\nimport "))
    let header = String(text[..<headerEnd.lowerBound])
    #expect(header.contains(block.text(.english).description.prefix(40)))
    #expect(header.contains("// Usage:\n//\n//     "))
    for entry in APITable.entries(of: block) {
      #expect(header.contains("//   " + entry.title + "\n"))
    }
    let marks = text.split(separator: "\n").filter { $0.hasPrefix("// MARK: - ") }
      .map { String($0.dropFirst("// MARK: - ".count)) }
    #expect(!marks.contains { $0.contains("Sources/") || $0.hasSuffix(".swift") })
    let expected =
      ["View"] + (example.variant.includesDemo ? ["Demo and previews"] : [])
      + [
        "Behaviour: the state machine and its numbers",
        "Presentation: layout, accessibility and strings",
      ]
    #expect(Array(marks.prefix(expected.count)) == expected, "\(marks)")
    #expect(marks.suffix(2) == ["Localized text", "Numbers"], "plumbing last: \(marks)")
    // The view opens the code, with its doc comment.
    let view = try #require(text.range(of: "// MARK: - View\n\n/// "))
    let firstCode = text[view.upperBound...].split(separator: "\n").dropFirst().first {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///")
    }
    // The view, or the type an app builds to use the block (plain, so nonisolated).
    let opening =
      block.apiType == block.viewType
      ? "public struct \(block.viewType)" : "nonisolated public struct \(block.apiType)"
    #expect(firstCode?.hasPrefix(opening) == true, "\(firstCode ?? "")")
    #expect(text.contains("#Preview") == example.variant.includesDemo)
  }
}

/// One block in one variant, named for test output.
struct DownloadCase: Sendable, CustomTestStringConvertible {
  /// The block.
  var block: BlockInfo
  /// Which parts.
  var variant: ExportVariant

  var testDescription: String { "\(block.id) \(variant.rawValue)" }

  /// The download's text.
  func text() throws -> String {
    try BlockExporter().export(block, variant: variant).text
  }
}
