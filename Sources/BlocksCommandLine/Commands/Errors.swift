import BlocksInstall

extension ExitStatus {
  /// The `EXIT STATUS:` section that ends every help text.
  ///
  /// Every case appears in it; a test holds the two together.
  static let helpSection = """
    EXIT STATUS:
      0  success (diff: the installed file is the current block)
      1  add, site or preview refused to overwrite a file it did not write, a changed one
         or a symbolic link, nothing written; diff found differences
      2  usage error: unknown command or option, missing or invalid argument,
         unknown or invalid block id
      3  file-system error: DIR missing, not a directory or read-only; target not a regular file;
         block not installed (diff); write failed (add and preview write nothing, site may be
         left incomplete); standard output failed (the command ran, its files are in place)
    """
}

extension BlocksError {
  /// A usage error of `command`, pointing at its help.
  static func usage(_ command: String, _ message: String) -> BlocksError {
    BlocksError(
      "\(command): \(message)\nRun 'blocks \(command) --help' for usage.", status: .usage)
  }

  /// A usage error outside any command, pointing at the tool's help.
  static func usage(_ message: String) -> BlocksError {
    BlocksError(message + "\nRun 'blocks --help' for usage.", status: .usage)
  }
}

/// A non-zero outcome whose message is already formatted (several lines, no prefix added), such as
/// `add` refusing to overwrite or `diff` finding differences.
struct Refusal: Error {
  /// The text for standard error, every line complete.
  var message: String
  /// The exit status.
  var status: ExitStatus
}
