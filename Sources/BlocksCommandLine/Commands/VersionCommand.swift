import BlocksCore

/// `blocks --version`: the version of the blocks the tool installs.
enum VersionCommand {
  /// The option that asks for the version.
  static let option = OptionDeclaration.flag("--version", help: "Print the version of the blocks")

  /// Prints the version.
  static func run(in context: inout CommandContext) {
    context.print(BlocksVersion.current)
  }
}
