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
