import Foundation
import Testing

/// Text snapshots kept under `Tests/BlocksPreviewTests/Snapshots/`, with a record switch.
///
/// Without `BLOCKS_RECORD_SNAPSHOTS=1` a mismatch fails and names the first line that differs;
/// with it, a snapshot that differs is rewritten and its test fails once, naming the file, so a
/// recording run is never mistaken for a passing one.
enum Snapshot {
  /// The environment variable that turns recording on.
  static let recordVariable = "BLOCKS_RECORD_SNAPSHOTS"

  /// Whether this run rewrites snapshots instead of checking them.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordVariable] == "1"
  }

  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The folder of the snapshot files.
  static let directory = packageRoot.appendingPathComponent("Tests/BlocksPreviewTests/Snapshots")

  /// Expects `actual` to equal the snapshot file `name` (with its extension), or records it.
  static func expect(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = directory.appendingPathComponent(name)
    let recorded = try? String(contentsOf: file, encoding: .utf8)
    guard recorded != actual else { return }
    let path = "Tests/BlocksPreviewTests/Snapshots/\(name)"
    if isRecording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded \(path); check it with git diff and run again without \(recordVariable)",
        sourceLocation: sourceLocation)
    } else if let recorded {
      let old = recorded.components(separatedBy: "\n")
      let new = actual.components(separatedBy: "\n")
      let line =
        zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(old.count, new.count)
      Issue.record(
        """
        \(path) differs from line \(line + 1); if the change is meant, run with \(recordVariable)=1
        recorded: \(line < old.count ? old[line] : "(end of file)")
        actual:   \(line < new.count ? new[line] : "(end of file)")
        """, sourceLocation: sourceLocation)
    } else {
      Issue.record(
        "\(path) does not exist; record it with \(recordVariable)=1", sourceLocation: sourceLocation
      )
    }
  }
}
