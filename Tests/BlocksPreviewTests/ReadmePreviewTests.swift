import Foundation
import Testing

@testable import BlocksPreview

/// The previews README.md shows are the current ones.
///
/// README.md shows each block's light and dark file. `Scripts/previews.sh` regenerates them;
/// `BLOCKS_RECORD_SNAPSHOTS=1` rewrites them too.
@Suite struct ReadmePreviewTests {
  static let directory = Snapshot.packageRoot.appendingPathComponent("Documentation/Previews")

  /// A checked-in preview: the block's first scenario in one appearance.
  struct Case: Sendable, CustomTestStringConvertible {
    var block: PreviewBlock
    var appearance: PreviewAppearance
    var file: String { block.id + (appearance == .dark ? "-dark" : "") + ".svg" }
    var testDescription: String { "Documentation/Previews/" + file }
  }

  static let cases = PreviewBlock.all.flatMap { block in
    PreviewAppearance.allCases.map { Case(block: block, appearance: $0) }
  }

  @Test(arguments: cases)
  func theCheckedInPreviewIsCurrent(_ example: Case) throws {
    let recording = PreviewRecording(
      block: example.block, scenario: example.block.scenarios[0],
      settings: PreviewSettings(appearance: example.appearance))
    let url = Self.directory.appendingPathComponent(example.file)
    let current = PreviewSVG.animated(recording)
    let checkedIn = try? String(contentsOf: url, encoding: .utf8)
    guard checkedIn != current else { return }
    if Snapshot.isRecording {
      try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
      try current.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("rewrote \(example.testDescription); run again without recording")
    } else {
      Issue.record(
        "\(example.testDescription) is not the current preview; run bash Scripts/previews.sh")
    }
  }

  @Test func theReadmeShowsEveryPreviewWithItsDarkVariant() throws {
    let readme = try String(
      contentsOf: Snapshot.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    for block in PreviewBlock.all {
      let light = "Documentation/Previews/\(block.id).svg"
      let dark = "Documentation/Previews/\(block.id)-dark.svg"
      #expect(
        readme.contains(
          "<source media=\"(prefers-color-scheme: dark)\" srcset=\"\(dark)\"><img src=\"\(light)\""),
        "\(block.id)")
    }
  }
}
