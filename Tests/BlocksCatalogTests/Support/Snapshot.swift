import Foundation
import Testing

@testable import BlocksCommandLine

/// Text snapshots kept under `Tests/BlocksCatalogTests/Snapshots/`, with a record switch.
///
/// Without `BLOCKS_RECORD_SNAPSHOTS=1`, a mismatch fails with a unified diff from the recorded
/// text to the actual one. With it, every snapshot that differs is rewritten and its test fails
/// once, naming the file, so a recording run is never mistaken for a passing one; run again
/// without the variable to check. The tool's `show` output embeds the API tables read from the
/// views' sources, so a change to a view's initializers is re-recorded this way.
enum Snapshot {
  /// The environment variable that turns recording on.
  static let recordVariable = "BLOCKS_RECORD_SNAPSHOTS"

  /// Whether this run rewrites snapshots instead of checking them.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordVariable] == "1"
  }

  /// The folder of the snapshot files.
  static let directory = TestSupport.packageRoot.appendingPathComponent(
    "Tests/BlocksCatalogTests/Snapshots")

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
    let path = "Tests/BlocksCatalogTests/Snapshots/\(name).txt"
    if isRecording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actual.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded \(path); check it with git diff and run again without \(recordVariable)",
        sourceLocation: sourceLocation)
    } else if let recorded {
      Issue.record(
        """
        \(path) differs; if the change is meant, run with \(recordVariable)=1
        \(difference(from: recorded, to: actual, name: path))
        """, sourceLocation: sourceLocation)
    } else {
      Issue.record(
        "\(path) does not exist; record it with \(recordVariable)=1", sourceLocation: sourceLocation
      )
    }
  }

  /// A unified diff from `recorded` to `actual`, readable in a test failure.
  static func difference(from recorded: String, to actual: String, name: String) -> String {
    LineDiff(old: recorded, new: actual).unified(oldName: name, newName: "actual output")
  }
}
