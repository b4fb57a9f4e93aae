import BlocksTestSupport
import Foundation
import Testing

/// The tool's output kept as text under `Tests/BlocksCommandLineTests/Snapshots/`.
///
/// Checked or re-recorded as `SnapshotRecording` says. The tool's `show` output embeds the API
/// tables read from the views' sources, so a change to a view's initializers is re-recorded
/// this way.
enum Snapshot {
  /// The folder of the snapshot files.
  static let directory = TestSupport.packageRoot.appendingPathComponent(
    "Tests/BlocksCommandLineTests/Snapshots")

  /// The names (without `.txt`) of the snapshot files on disk.
  static func recordedNames() throws -> Set<String> {
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    return Set(files.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) })
  }

  /// Expects `actual` to equal the snapshot `name`, or records it.
  static func expect(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = directory.appendingPathComponent(name + ".txt")
    let recorded = try? String(contentsOf: file, encoding: .utf8)
    guard recorded != actual else { return }
    let path = "Tests/BlocksCommandLineTests/Snapshots/\(name).txt"
    if SnapshotRecording.isOn {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded \(path); check it with git diff and run again without \(SnapshotRecording.variable)",
        sourceLocation: sourceLocation)
    } else if let recorded {
      Issue.record(
        """
        \(path) differs; if the change is meant, run with \(SnapshotRecording.variable)=1
        \(SnapshotRecording.difference(from: recorded, to: actual, name: path))
        """, sourceLocation: sourceLocation)
    } else {
      Issue.record(
        "\(path) does not exist; record it with \(SnapshotRecording.variable)=1",
        sourceLocation: sourceLocation
      )
    }
  }
}
