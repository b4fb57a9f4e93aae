/// The latest host time a machine was given: a clock that only moves when events arrive.
///
/// Machines never read a clock. Each event brings the host's time; this keeps the latest one, so
/// a late, repeated or non-finite timestamp never moves time backwards and every computation in
/// the machine sees one consistent "now".
nonisolated package struct HostTime: Hashable, Sendable {
  private var latest = -Double.infinity

  /// A clock that has seen no time yet; ``now`` is 0 until the first finite time arrives.
  package init() {}

  /// The latest finite time given, or 0 before the first one.
  package var now: Double { latest.isFinite ? latest : 0 }

  /// Moves to `time` if it is finite and later than the latest time, and returns ``now``.
  @discardableResult
  package mutating func advance(to time: Double) -> Double {
    if time.isFinite, time > latest { latest = time }
    return now
  }
}
