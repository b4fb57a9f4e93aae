import BlocksCatalog
import BlocksExport
import BlocksInstall
import Testing

/// How `add` and `diff` name the relation of an installed file to the current block, from its
/// provenance line alone: every state, from a file made the way people make it.
@Suite struct InstalledStateTests {
  /// What is installed, in the block's view form unless it says otherwise.
  enum Installed: String, CaseIterable, Sendable {
    case theDownload, olderUnedited, currentEdited, olderEdited, standaloneUnedited
    case standaloneEdited, noProvenanceLine, anotherBlocksFile
  }

  /// The downloads the examples are made from, exported once for every test.
  struct Downloads: Sendable {
    var current, older, standalone, other: ExportedFile

    init() throws {
      let block = BlockCatalog.all[0]
      current = try BlockExporter().export(block, variant: .view)
      older = try BlockExporter(version: "0.0.1").export(block, variant: .view)
      standalone = try BlockExporter().export(block, variant: .full)
      other = try BlockExporter().export(BlockCatalog.all[1], variant: .view)
    }

    var all: (ExportedFile, ExportedFile, ExportedFile, ExportedFile) {
      (current, older, standalone, other)
    }
  }

  static let downloads = Result { try Downloads() }

  /// `text` with a line of the app's own added at its end.
  func edited(_ text: String) -> String { text + "// A line of the app's own.\n" }

  /// The installed text and the state it is in against the current view-form download.
  func example(_ installed: Installed) throws -> (text: String, state: InstalledState) {
    let (current, older, standalone, other) = try Self.downloads.get().all
    let currentProvenance = try #require(current.provenance)
    let olderProvenance = try #require(older.provenance)
    let standaloneProvenance = try #require(standalone.provenance)
    switch installed {
    case .theDownload:
      return (current.text, .upToDate)
    case .olderUnedited:
      return (older.text, .upstreamChanged(installed: olderProvenance))
    case .currentEdited:
      return (edited(current.text), .locallyEdited(installed: currentProvenance))
    case .olderEdited:
      return (edited(older.text), .locallyEditedAndUpstreamChanged(installed: olderProvenance))
    case .standaloneUnedited:
      return (
        standalone.text,
        .otherVariant(installed: standaloneProvenance, current: .view, isEdited: false)
      )
    case .standaloneEdited:
      return (
        edited(standalone.text),
        .otherVariant(installed: standaloneProvenance, current: .view, isEdited: true)
      )
    case .noProvenanceLine:
      return (current.body, .noProvenance)
    case .anotherBlocksFile:
      return (other.text, .otherBlock(try #require(other.provenance)))
    }
  }

  func state(of text: String) throws -> InstalledState {
    InstalledState(installed: text, current: try Self.downloads.get().current)
  }

  @Test(arguments: Installed.allCases)
  func state(of installed: Installed) throws {
    let (text, expected) = try example(installed)
    #expect(try state(of: text) == expected)
  }

  /// The explanation says which side changed, with the installed version, so people know
  /// whether `--force` loses their work; no two states read alike.
  @Test func explanationsNameTheSideThatChanged() throws {
    var explanations: [Installed: String] = [:]
    for installed in Installed.allCases {
      explanations[installed] = try state(of: try example(installed).text).explanation
    }
    #expect(explanations[.theDownload] == "up to date")
    #expect(
      explanations[.olderUnedited]?.hasPrefix(
        "not edited locally; the block changed upstream since 0.0.1") == true)
    #expect(
      explanations[.currentEdited]?.hasPrefix("edited locally since it was installed from") == true)
    #expect(
      explanations[.olderEdited]
        == "edited locally, and the block also changed upstream since 0.0.1")
    #expect(
      explanations[.standaloneUnedited]?.contains(
        "as one self-contained file; this writes the view form") == true)
    #expect(
      explanations[.standaloneEdited]?.hasPrefix("edited locally since it was installed from")
        == true)
    #expect(explanations[.noProvenanceLine]?.hasPrefix("no provenance line") == true)
    #expect(explanations[.anotherBlocksFile]?.hasSuffix(BlockCatalog.all[1].id) == true)
    #expect(Set(explanations.values).count == Installed.allCases.count)
  }
}
