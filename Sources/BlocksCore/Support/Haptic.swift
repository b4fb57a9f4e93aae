/// A haptic the host plays through `sensoryFeedback`.
///
/// A struct with static members rather than an enum, so new feedback can be added without
/// breaking exhaustive switches in hosts.
nonisolated public struct Haptic: Hashable, Sendable, CustomStringConvertible {
  /// The feedback's name, matching SwiftUI's `SensoryFeedback` member.
  public let name: String

  private init(_ name: String) { self.name = name }

  /// A task completed: played on confirm.
  public static let success = Haptic("success")
  /// A task failed: played when confirm work throws, and when an error toast appears.
  public static let error = Haptic("error")
  /// A task needs attention: played when a warning toast appears.
  public static let warning = Haptic("warning")
  /// A light impact: a threshold was crossed.
  public static let lightImpact = Haptic("lightImpact")
  /// A medium impact: a firmer threshold was crossed.
  public static let mediumImpact = Haptic("mediumImpact")
  /// A rigid impact: a moving part hit a stop, such as a thumb arriving at a bound.
  public static let rigidImpact = Haptic("rigidImpact")
  /// A selection change, such as a page turn.
  public static let selection = Haptic("selection")

  /// The feedback's name.
  public var description: String { name }
}
