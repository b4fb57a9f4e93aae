/// The exit statuses of `blocks`.
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Success; for `diff`, the installed file is the current block.
  case success = 0
  /// `add` or `site` refused to overwrite a changed file or a symbolic link, `preview` a file
  /// it did not write or that changed (nothing written); `diff` found differences.
  case refused = 1
  /// Usage error: unknown command or option, missing, empty or invalid argument, unknown block.
  case usage = 2
  /// File-system error: DIR missing, not a directory or read-only; a target that is not a regular
  /// file; a block that is not installed; a failed write (`add` and `preview` write nothing; a
  /// site may be left incomplete); standard output that could not be written (the command ran).
  case fileSystem = 3
}

/// A command-line failure: what to print on standard error and the exit status.
package struct BlocksError: Error, Equatable, CustomStringConvertible {
  /// The message, without the `blocks:` prefix.
  package var message: String
  /// The exit status.
  package var status: ExitStatus

  /// Creates an error.
  package init(_ message: String, status: ExitStatus) {
    self.message = message
    self.status = status
  }

  /// The message.
  package var description: String { message }
}
