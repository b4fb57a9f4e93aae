/// A sample of a motion: where the animated value is and how fast it moves.
nonisolated public struct MotionSample: Hashable, Sendable {
  /// The animated value.
  public var value: Double
  /// Its rate of change, in value units per second.
  public var velocity: Double
  /// Whether the motion has finished (the value is exactly the target from here on).
  public var isFinished: Bool
}

nonisolated extension Motion {
  /// The value of a property animated by this motion from `from` to `to`, `t` seconds after the
  /// state change, with an optional starting velocity (value units per second; springs only).
  ///
  /// Before the delay the value stays at `from`; once the motion is finished it is exactly `to`.
  /// Non-finite inputs never produce NaN: the value is `to` (or `from` if `to` is not finite).
  public func sample(
    at t: Double, from: Double, to: Double, initialVelocity: Double = 0
  ) -> MotionSample {
    guard from.isFinite, to.isFinite else {
      let rest = to.isFinite ? to : (from.isFinite ? from : 0)
      return MotionSample(value: rest, velocity: 0, isFinished: true)
    }
    let time = t.isFinite ? t - delay : (t > 0 ? .infinity : -.infinity)
    if time < 0 { return MotionSample(value: from, velocity: 0, isFinished: false) }
    let distance = to - from
    switch kind {
    case .none:
      return MotionSample(value: to, velocity: 0, isFinished: true)
    case .spring(let duration, let bounce):
      let spring = SpringParameters(duration: duration, bounce: bounce)
      guard distance != 0 || initialVelocity != 0 else {
        return MotionSample(value: to, velocity: 0, isFinished: true)
      }
      // Work in the spring's own units: displacement from the target.
      let scale = distance != 0 ? abs(distance) : 1
      let x0 = -distance / scale
      let v0 = initialVelocity.isFinite ? initialVelocity / scale : 0
      // `settlingTime` starts from a displacement of −1; mirror a start on the other side.
      if spring.hasSettled(at: time, velocity: x0 > 0 ? -v0 : v0) {
        return MotionSample(value: to, velocity: 0, isFinished: true)
      }
      let state = spring.solution(at: time, displacement: x0, velocity: v0)
      return MotionSample(
        value: to + state.displacement * scale, velocity: state.velocity * scale, isFinished: false)
    case .curve(let curve, let duration):
      guard duration.isFinite, duration > 0, time < duration else {
        return MotionSample(value: to, velocity: 0, isFinished: true)
      }
      let (progress, slope) = curve.evaluate(time / duration)
      return MotionSample(
        value: from + distance * progress, velocity: distance * slope / duration,
        isFinished: false)
    }
  }

  /// Seconds from the state change until the motion is finished, including the delay, for a move
  /// from rest.
  public var totalDuration: Double {
    switch kind {
    case .none:
      return delay
    case .spring(let duration, let bounce):
      let spring = SpringParameters(duration: duration, bounce: bounce)
      return delay + spring.settlingTime(velocity: 0)
    case .curve(_, let duration):
      return delay + (duration.isFinite && duration > 0 ? duration : 0)
    }
  }
}

/// A CSS-style timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1): how a motion's progress
/// follows its time.
///
/// The named curves are Core Animation's and CSS's, the ones SwiftUI's `.linear`, `.easeIn`,
/// `.easeOut` and `.easeInOut` follow.
nonisolated public struct TimingCurve: Hashable, Sendable {
  /// The first control point's time coordinate, in [0, 1] (a value outside is clamped).
  public var x1: Double
  /// The first control point's progress coordinate.
  public var y1: Double
  /// The second control point's time coordinate, in [0, 1] (a value outside is clamped).
  public var x2: Double
  /// The second control point's progress coordinate.
  public var y2: Double

  /// Creates the curve through (0, 0), (`x1`, `y1`), (`x2`, `y2`) and (1, 1).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// Constant speed.
  public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
  /// Starts slowly and speeds up.
  public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// Starts fast and slows into the target.
  public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// Slow at both ends.
  public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  private func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  private func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }

  /// The curve's y and dy/dx at x = `fraction`.
  func evaluate(_ fraction: Double) -> (Double, Double) {
    let x = min(max(fraction, 0), 1)
    // Control points on the diagonal make y(s) = x(s): the line y = x. A curve with a point that
    // is not a number is taken as that line too, so a motion never yields NaN.
    guard x1 != y1 || x2 != y2, x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
      return (x, 1)
    }
    // Time coordinates in [0, 1], as CSS requires, keep x(s) monotonic, so bisection always
    // converges; a few Newton steps first make it fast.
    let x1 = min(max(self.x1, 0), 1)
    let x2 = min(max(self.x2, 0), 1)
    var s = x
    for _ in 0..<8 {
      let error = coordinate(s, x1, x2) - x
      let slope = derivative(s, x1, x2)
      if abs(error) < 1e-12 { break }
      if abs(slope) < 1e-9 { break }
      s = min(max(s - error / slope, 0), 1)
    }
    if abs(coordinate(s, x1, x2) - x) > 1e-10 {
      var low = 0.0
      var high = 1.0
      s = x
      for _ in 0..<60 {
        if coordinate(s, x1, x2) < x { low = s } else { high = s }
        s = (low + high) / 2
      }
    }
    let dx = derivative(s, x1, x2)
    let dy = derivative(s, y1, y2)
    return (coordinate(s, y1, y2), dx > 1e-12 ? dy / dx : 0)
  }
}
