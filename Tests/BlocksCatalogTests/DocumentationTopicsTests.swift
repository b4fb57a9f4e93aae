import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog

/// A region of a hand-written file that is generated from the catalog, between two marker
/// lines, so a new block appears there when it is registered and the region cannot drift.
///
/// `BLOCKS_RECORD_SNAPSHOTS=1` rewrites the region and nothing else.
struct GeneratedRegion {
  /// The file, relative to the package root.
  var path: String
  /// What the region is generated from, named in its opening marker.
  var name: String
  /// The region's lines, without the markers.
  var content: String

  /// The opening marker.
  var begin: String { "<!-- \(name): begin (generated from the catalog) -->" }
  /// The closing marker.
  var end: String { "<!-- \(name): end -->" }

  /// Records an issue when the file's region differs from `content`, or rewrites it when
  /// recording.
  func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = TestSupport.packageRoot.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(
      text.range(of: begin), "\(path) has no '\(begin)'", sourceLocation: sourceLocation)
    let stop = try #require(
      text.range(of: end, range: start.upperBound..<text.endIndex),
      "\(path) has no '\(end)' after '\(begin)'", sourceLocation: sourceLocation)
    let recorded = String(text[start.upperBound..<stop.lowerBound])
    let actual = "\n" + content + "\n"
    guard recorded != actual else { return }
    if SnapshotRecording.isOn {
      try text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: actual)
        .write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded \(path)'s \(name); check it with git diff", sourceLocation: sourceLocation)
    } else {
      Issue.record(
        """
        \(path)'s \(name) differs from the catalog; run with \(SnapshotRecording.variable)=1
        \(SnapshotRecording.difference(from: recorded, to: actual, name: path))
        """, sourceLocation: sourceLocation)
    }
  }
}

/// The documentation's landing pages group each block's pages and symbols under its name, in
/// catalog order; the groups are generated from the catalog and the block's own files, so a new
/// block needs no edit of either page.
@Suite struct DocumentationTopicsTests {
  /// The top-level public types a Swift file declares, in order: `public struct Name`, at the
  /// file's top level or inside its one `#if` (indented four spaces).
  static func publicTypes(in source: String) -> [String] {
    let kinds = ["struct", "enum", "protocol", "class", "final class", "actor"]
    var names: [String] = []
    var insideIf = false
    for line in source.split(separator: "\n") {
      if line.hasPrefix("#if ") { insideIf = true }
      if line.hasPrefix("#endif") { insideIf = false }
      let indentation = insideIf ? "    " : ""
      for prefix in ["nonisolated public ", "public "] {
        for kind in kinds {
          let start = indentation + prefix + kind + " "
          guard line.hasPrefix(start) else { continue }
          let name = line.dropFirst(start.count).prefix { $0.isLetter || $0.isNumber }
          if !name.isEmpty { names.append(String(name)) }
        }
      }
    }
    return names
  }

  /// The public types of the Swift files in `folder` (relative to the package root) whose names
  /// start with `prefix`, each file's in order, the files in `order` first; none when the folder
  /// does not exist.
  static func publicTypes(
    inFolder folder: String, filesStartingWith prefix: String, order: [String]
  ) throws -> [String] {
    let directory = TestSupport.packageRoot.appendingPathComponent(folder)
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".swift") }
      .filter { String($0.dropFirst(prefix.count).dropLast(".swift".count)).allSatisfy(\.isLetter) }
      .sorted { lhs, rhs in
        let rank = { (file: String) in order.firstIndex(of: file) ?? order.count }
        return (rank(lhs), lhs) < (rank(rhs), rhs)
      }
    var names: [String] = []
    for file in files {
      let text = try String(
        contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      names += publicTypes(in: text)
    }
    return names
  }

  /// BlocksCore's groups: each block's types, its machine, metrics, layout, look,
  /// accessibility and strings first.
  static func coreGroups(_ blocks: [BlockInfo]) throws -> String {
    var groups: [String] = []
    for block in blocks {
      let type = block.viewType
      let roles = ["Machine", "Metrics", "Layout", "Look", "Accessibility", "Strings"]
      let types = try publicTypes(
        inFolder: "Sources/BlocksCore/\(type)", filesStartingWith: type,
        order: ["Machine", "Presentation"].map { "\(type)\($0).swift" })
      let ordered =
        roles.map { type + $0 }.filter(types.contains)
        + types.filter { !roles.map { type + $0 }.contains($0) }
      groups.append(
        (["### \(block.name)", ""] + ordered.map { "- ``\($0)``" }).joined(separator: "\n"))
    }
    return groups.joined(separator: "\n\n")
  }

  /// SwiftUIBlocks' groups: each block's guide, then the public types of its view and demo.
  static func viewGroups(_ blocks: [BlockInfo]) throws -> String {
    var groups: [String] = []
    for block in blocks {
      let type = block.viewType
      let types = try publicTypes(
        inFolder: "Sources/SwiftUIBlocks", filesStartingWith: type,
        order: ["\(type).swift", "\(type)Demo.swift"])
      groups.append(
        (["### \(block.name)", "", "- <doc:\(type)Guide>"] + types.map { "- ``\($0)``" })
          .joined(separator: "\n"))
    }
    return groups.joined(separator: "\n\n")
  }

  @Test func blocksCoreGroupsEveryBlocksTypes() throws {
    try GeneratedRegion(
      path: "Sources/BlocksCore/Documentation.docc/BlocksCore.md", name: "block-topics",
      content: Self.coreGroups(BlockCatalog.all)
    ).check()
  }

  @Test func swiftUIBlocksGroupsEveryBlocksGuideViewAndDemo() throws {
    try GeneratedRegion(
      path: "Sources/SwiftUIBlocks/Documentation.docc/SwiftUIBlocks.md", name: "block-topics",
      content: Self.viewGroups(BlockCatalog.all)
    ).check()
  }

  @Test func publicTypesAreReadAtTheTopLevelAndInsideTheFilesIf() {
    let source = """
      nonisolated public struct RowMachine: Sendable {
          public enum Phase { case idle }
      }
      public protocol Drawing {}
      #if canImport(SwiftUI)
          public struct Row<Content: View>: View {
              public struct Nested {}
          }
          struct Hidden {}
      #endif
      """
    #expect(Self.publicTypes(in: source) == ["RowMachine", "Drawing", "Row"])
  }

  /// A block outside the shipped ones gets its documentation groups from its catalog entry: its
  /// guide in SwiftUIBlocks, and a heading alone in BlocksCore when it has no folder there.
  @Test func aToyBlockGetsItsGroups() throws {
    let toy = ToyBlocks.block("Gadget")
    let views = try Self.viewGroups([toy])
    #expect(views.hasPrefix("### Gadget Toy\n\n- <doc:GadgetToyViewGuide>"), "\(views)")
    let core = try Self.coreGroups([toy])
    #expect(core == "### Gadget Toy\n", "the toy has no BlocksCore folder: \(core)")
  }
}
