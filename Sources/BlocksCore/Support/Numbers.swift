extension Double {
  /// The value itself when finite, otherwise `fallback`: keeps NaN and infinities out of layout.
  package func finiteOr(_ fallback: Double) -> Double {
    isFinite ? self : fallback
  }

  /// The value clamped to `range`; NaN becomes the range's lower bound.
  package func clamped(to range: ClosedRange<Double>) -> Double {
    guard !isNaN else { return range.lowerBound }
    return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }

  /// A usable length: finite and not negative, else 0.
  ///
  /// Sizes from layout pass through this before any rule sees them.
  package var sanitizedLength: Double {
    isFinite && self > 0 ? self : 0
  }
}

extension Double {
  /// The value with infinities turned into the largest finite distance in their direction and
  /// NaN into 0.
  ///
  /// Translations and sizes pass through this before any rule compares them: a gesture that
  /// reports +∞ moved as far as can be in that direction, so every rule reads it the same way as
  /// a very long drag instead of treating it as nothing.
  package var saturated: Double {
    isNaN ? 0 : clamped(to: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
  }

  /// A duration in seconds, clamped to `range`; NaN becomes `fallback`.
  ///
  /// Every delay a block hands to its host's timers passes through this at the boundary, so a
  /// caller's 1e300 or −1 can never reach `Task.sleep` (whose `Duration` would overflow).
  package func duration(in range: ClosedRange<Double>, fallback: Double) -> Double {
    isNaN ? fallback.clamped(to: range) : clamped(to: range)
  }
}
