#if canImport(SwiftUI)
  /// What a block does when the user confirms or completes it: a plain callback, or asynchronous
  /// work that can fail.
  ///
  /// One type, so the runner that carries out a machine's `perform` effect is written once: a
  /// synchronous action runs at once, asynchronous work runs in a task whose outcome goes back to
  /// the machine, and a block without a callback has none.
  public enum BlockAction {
    /// A callback that runs at once, on the main actor.
    case sync(() -> Void)
    /// Work that runs in a task; throwing reports a failure to the machine.
    case async(@Sendable () async throws -> Void)
    /// No callback: the block never asks for one.
    case none

    /// Whether performing starts work whose outcome the machine waits for.
    public var isAsync: Bool {
      if case .async = self { return true }
      return false
    }
  }
#endif
