/// Number hygiene for the values that reach a block's rules from layout, gestures and callers.
///
/// Static functions on a namespace rather than members of `Double`, so nothing is added to a
/// system type: an app that has its own `Double.clamped(to:)` keeps it, and no call in the app
/// becomes ambiguous.
///
/// The ones a layout calls on every frame are inlinable, so a generic layout specialized in
/// another module calls them without a jump.
@usableFromInline nonisolated package enum Numbers {
  /// `value` itself when finite, otherwise `fallback`: keeps NaN and infinities out of layout.
  @inlinable package static func finite(_ value: Double, or fallback: Double) -> Double {
    value.isFinite ? value : fallback
  }

  /// `value` clamped to `range`; NaN becomes the range's lower bound.
  @inlinable package static func clamped(_ value: Double, to range: ClosedRange<Double>) -> Double {
    guard !value.isNaN else { return range.lowerBound }
    return min(max(value, range.lowerBound), range.upperBound)
  }

  /// A usable length: `value` when finite and not negative, else 0.
  ///
  /// Sizes from layout pass through this before any rule sees them.
  @inlinable package static func length(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }

  /// `value` with infinities turned into the largest finite distance in their direction and NaN
  /// into 0.
  ///
  /// Translations and sizes pass through this before any rule compares them: a gesture that
  /// reports +∞ moved as far as can be in that direction, so every rule reads it the same way as
  /// a very long drag instead of treating it as nothing.
  @inlinable package static func saturated(_ value: Double) -> Double {
    value.isNaN
      ? 0 : clamped(value, to: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
  }

  /// A duration in seconds, `seconds` clamped to `range`; NaN becomes `fallback`.
  ///
  /// Every delay a block hands to its host's timers passes through this at the boundary, so a
  /// caller's 1e300 or −1 can never reach `Task.sleep` (whose `Duration` would overflow).
  package static func duration(
    _ seconds: Double, in range: ClosedRange<Double>, fallback: Double
  ) -> Double {
    seconds.isNaN ? clamped(fallback, to: range) : clamped(seconds, to: range)
  }
}
