import BlocksCore
import Foundation
import Testing

@testable import BlocksPreview

/// A few small SVG files kept as text.
///
/// A change to the drawing or the writer is then seen in review. Re-record with `BLOCKS_RECORD_SNAPSHOTS=1 swift test --filter BlocksPreviewTests.SnapshotTests`.
@Suite struct SnapshotTests {
  /// One snapshot: which file, of which recording.
  struct Case: Sendable, CustomTestStringConvertible {
    enum Kind: Sendable {
      case animated
      case poster
      case filmstrip([Double])
    }

    var file: String
    var block: PreviewBlock
    var scenario: String
    var settings: PreviewSettings
    var kind: Kind

    var testDescription: String { file }

    /// The file's text.
    func render() throws -> String {
      let recording = PreviewRecording(
        block: block, scenario: try #require(block.scenario(named: scenario)), settings: settings)
      switch kind {
      case .animated: return PreviewSVG.animated(recording)
      case .poster: return PreviewSVG.poster(recording)
      case .filmstrip(let times): return try #require(PreviewSVG.filmstrip(recording, times: times))
      }
    }
  }

  static let cases = [
    Case(
      file: "hold-to-confirm-button-early-release.svg", block: .holdToConfirmButton,
      scenario: "early-release", settings: PreviewSettings(), kind: .animated),
    Case(
      file: "swipe-to-confirm-slider-early-release-rm.svg", block: .swipeToConfirmSlider,
      scenario: "early-release", settings: PreviewSettings(reduceMotion: true), kind: .animated),
    Case(
      file: "completion-swipe-row-undo-rtl-dark-es-poster.svg", block: .completionSwipeRow,
      scenario: "undo",
      settings: PreviewSettings(direction: .rightToLeft, appearance: .dark, language: .spanish),
      kind: .poster),
    Case(
      file: "hold-to-confirm-button-re-press-filmstrip.svg", block: .holdToConfirmButton,
      scenario: "re-press", settings: PreviewSettings(textScale: 1.3),
      kind: .filmstrip([0.5, 1.1, 2.4])),
  ]

  @Test(arguments: cases)
  func svg(_ example: Case) throws {
    try Snapshot.expect(try example.render(), named: example.file)
  }

  @Test func everySnapshotFileBelongsToACase() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Snapshot.directory.path)
    let stale = Set(files).subtracting(Self.cases.map(\.file))
    #expect(stale.isEmpty, "snapshots without a case: \(stale.sorted())")
  }
}
