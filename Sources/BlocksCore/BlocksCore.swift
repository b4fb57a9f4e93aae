/// The version of the blocks, written into every single-file download's provenance line.
nonisolated public enum BlocksVersion {
  /// The semantic version of this release of the blocks.
  public static let current = "0.3.0"
}
