import BlocksSource
import Foundation

/// The record switch and the readable difference shared by every test that compares output with
/// text kept in the repository (snapshots, the README's transcripts, the documentation's topics).
///
/// Without `BLOCKS_RECORD_SNAPSHOTS=1`, a mismatch fails with a unified diff from the recorded
/// text to the actual one. With it, the test rewrites the recorded text and fails once, naming
/// the file, so a recording run is never mistaken for a passing one.
package enum SnapshotRecording {
  /// The environment variable that turns recording on.
  package static let variable = "BLOCKS_RECORD_SNAPSHOTS"

  /// Whether this run rewrites recorded text instead of checking it.
  package static var isOn: Bool {
    ProcessInfo.processInfo.environment[variable] == "1"
  }

  /// A unified diff from `recorded` to `actual`, readable in a test failure.
  package static func difference(from recorded: String, to actual: String, name: String)
    -> String
  {
    LineDiff(old: recorded, new: actual).unified(oldName: name, newName: "actual output")
  }
}
