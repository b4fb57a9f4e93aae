nonisolated extension RangeSliderMachine {
  /// One of the slider's two thumbs.
  public enum Thumb: Hashable, Sendable, CaseIterable {
    /// The thumb of the range's lower value.
    case lower
    /// The thumb of the range's upper value.
    case upper
  }

  /// A step up or down, from VoiceOver's swipe, Switch Control or an arrow key.
  public enum Adjustment: Hashable, Sendable, CaseIterable {
    /// One step toward the upper bound.
    case increment
    /// One step toward the lower bound.
    case decrement
  }

  /// An arrow key, in screen terms: the machine mirrors it in right-to-left layouts.
  public enum ArrowKey: Hashable, Sendable, CaseIterable {
    /// The left arrow key.
    case left
    /// The right arrow key.
    case right
  }
}

nonisolated extension RangeSliderMachine {
  /// What the caller configured: the bounds, the step and the smallest distance between the
  /// thumbs, made usable.
  ///
  /// Every caller value passes through here before a rule sees it, so no rule has to think about
  /// NaN, infinities or reversed bounds: the slider is either usable or inert (both thumbs at the
  /// start, no input taken), never broken.
  public struct Configuration: Hashable, Sendable {
    /// The bounds' lower end as given (finite whenever the slider is not inert).
    public let lowerBound: Double
    /// The bounds' upper end as given (finite whenever the slider is not inert).
    public let upperBound: Double
    /// The distance between snapping stops: 0 for a continuous slider, never larger than the
    /// span (a larger step leaves the two bounds as the only stops).
    public let step: Double
    /// The smallest distance between the two values: not negative, rounded up to whole steps,
    /// never larger than the span.
    public let minimumDistance: Double

    /// Makes `bounds`, `step` and `minimumDistance` usable.
    ///
    /// - Parameters:
    ///   - bounds: The values the range may take. A range of one value, one with a NaN or
    ///     infinite end, or a reversed one (built unchecked) makes the slider inert.
    ///   - step: The distance between snapping stops, from `bounds.lowerBound`; 0, negative, NaN
    ///     or infinite means continuous, and so does a step too fine for a Double to count across
    ///     the bounds (more than 2⁵² stops); a step larger than the span is the span.
    ///   - minimumDistance: How far apart the values stay; NaN or negative means 0, and a
    ///     distance larger than the span is the span.
    public init(
      bounds: ClosedRange<Double> = 0...1, step: Double = 0, minimumDistance: Double = 0
    ) {
      lowerBound = bounds.lowerBound
      upperBound = bounds.upperBound
      let usable = lowerBound.isFinite && upperBound.isFinite && lowerBound < upperBound
      let span = usable ? upperBound - lowerBound : 0
      // A step finer than a Double can count across the bounds (more than 2⁵² stops, or bounds
      // wider than a Double can measure) cannot snap exactly: such a slider is continuous.
      let countable = span.isFinite && span / step < 0x1p52
      let step = usable && step.isFinite && step > 0 && countable ? min(step, span) : 0
      self.step = step
      var distance = usable ? Numbers.clamped(minimumDistance, to: 0...span) : 0
      if step > 0 { distance = min((distance / step).rounded(.up) * step, span) }
      self.minimumDistance = distance
    }

    /// Whether the bounds hold one value only, or have a NaN or infinite end: both thumbs sit
    /// at the start and the slider takes no input.
    public var isInert: Bool {
      !(lowerBound.isFinite && upperBound.isFinite && lowerBound < upperBound)
    }

    /// The bounds' span: upper − lower (0 when inert; may be +∞ for bounds wider than a Double
    /// can measure, which every rule below treats as the largest span).
    public var span: Double { isInert ? 0 : upperBound - lowerBound }

    /// Where a value sits along the bounds, in [0, 1].
    public func fraction(of value: Double) -> Double {
      guard !isInert else { return 0 }
      let span = span
      guard span.isFinite else {
        // Bounds wider than a Double can measure: measure in halves, which always fit.
        let half = (value / 2 - lowerBound / 2) / (upperBound / 2 - lowerBound / 2)
        return Numbers.clamped(half, to: 0...1)
      }
      return Numbers.clamped((value - lowerBound) / span, to: 0...1)
    }

    /// `value` on the nearest stop, inside the bounds.
    ///
    /// The stops are `lowerBound + k × step` and the upper bound, which is always one; continuous
    /// sliders only clamp. NaN becomes the lower bound.
    public func snapped(_ value: Double) -> Double {
      guard !isInert else { return Numbers.finite(lowerBound, or: 0) }
      let value = Numbers.clamped(value, to: lowerBound...upperBound)
      guard step > 0 else { return value }
      let stop = lowerBound + ((value - lowerBound) / step).rounded() * step
      guard stop.isFinite, stop < upperBound else { return upperBound }
      // The upper bound is a stop even when the span is not a whole number of steps.
      return upperBound - value < abs(value - stop) ? upperBound : max(stop, lowerBound)
    }

    /// Whether `range` is one the slider may show as it is: inside the bounds, with its ends at
    /// least the minimum distance apart and on stops (never when inert).
    ///
    /// An end counts as on a stop when snapping it moves it by no more than rounding does, so a
    /// range the slider made itself, such as upper − d, is allowed as it is.
    public func allows(_ range: ClosedRange<Double>) -> Bool {
      func isStop(_ value: Double) -> Bool {
        value == upperBound || value == upperBound - minimumDistance
          || value == lowerBound + minimumDistance || keptOnStop(value) == value
      }
      return !isInert && range.lowerBound >= lowerBound && range.upperBound <= upperBound
        && range.upperBound - range.lowerBound >= minimumDistance - slack
        && isStop(range.lowerBound) && isStop(range.upperBound)
    }

    /// `value` snapped, or `value` itself when it is already on a stop but for rounding (0.3
    /// with a step of 0.1, where 3 × 0.1 is 0.30000000000000004), so a valid range from the app
    /// is never written back for a rounding error.
    func keptOnStop(_ value: Double) -> Double {
      let stop = snapped(value)
      let inside = value >= lowerBound && value <= upperBound
      return inside && abs(stop - value) <= 1e-9 * max(abs(value), step) ? value : stop
    }

    /// How far below the minimum distance two values may be and still count as that far apart:
    /// a rounding error of the span's size, so 0.6 − 0.5 is 0.1 apart with a step of 0.1.
    var slack: Double {
      let span = span
      return span.isFinite ? span * 1e-12 : 0
    }

    /// The range a caller's values make: NaN lower becomes the lower bound and NaN upper the
    /// upper bound, both are clamped into the bounds and snapped, and values closer than the
    /// minimum distance (or reversed) become upper = min(lower + d, upper bound), lower =
    /// upper − d.
    public func validated(lower: Double, upper: Double) -> ClosedRange<Double> {
      guard !isInert else {
        let start = Numbers.finite(lowerBound, or: 0)
        return start...start
      }
      var lower = keptOnStop(lower.isNaN ? lowerBound : lower)
      var upper = keptOnStop(upper.isNaN ? upperBound : upper)
      if !(upper >= lower && upper - lower >= minimumDistance - slack) {
        upper = min(lower + minimumDistance, upperBound)
        lower = max(upper - minimumDistance, lowerBound)
      }
      return lower...upper
    }
  }
}
