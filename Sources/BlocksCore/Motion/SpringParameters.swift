/// A damped spring in SwiftUI's model: mass 1, stiffness (2π / duration)², and a damping ratio
/// derived from the bounce.
///
/// SwiftUI documents `spring(duration:bounce:)` this way, so a spring evaluated here lands where
/// the one on screen does. A bounce of 0 is critically damped, a positive bounce overshoots, a
/// negative one is overdamped.
nonisolated public struct SpringParameters: Hashable, Sendable {
  /// The perceptual duration in seconds (always positive and finite).
  public let duration: Double
  /// The bounce in [-1, 1).
  public let bounce: Double

  /// Creates a spring; a non-positive or non-finite duration becomes a tiny one and the bounce
  /// is clamped to [-1, 0.999] so the spring always settles.
  public init(duration: Double, bounce: Double) {
    self.duration = duration.isFinite && duration > 0 ? duration : 1e-6
    self.bounce = bounce.isFinite ? min(max(bounce, -1), 0.999) : 0
  }

  /// Mass of the spring's weight (always 1).
  public var mass: Double { 1 }

  /// Stiffness: (2π / duration)².
  public var stiffness: Double {
    let angular = 2 * Double.pi / duration
    return angular * angular
  }

  /// The damping ratio: 1 − bounce for a bounce ≥ 0, 1 / (1 + bounce) below.
  public var dampingRatio: Double {
    bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }

  /// The damping coefficient: 2 · √stiffness · ratio (mass 1).
  public var damping: Double {
    2 * stiffness.squareRoot() * dampingRatio
  }

  /// The undamped angular frequency √(stiffness / mass).
  public var naturalFrequency: Double { stiffness.squareRoot() }

  /// Displacement and velocity at time `t` of a spring released with displacement `x0` from its
  /// rest point and velocity `v0`, from the closed-form solution of m·x″ + c·x′ + k·x = 0.
  public func solution(at t: Double, displacement x0: Double, velocity v0: Double) -> (
    displacement: Double, velocity: Double
  ) {
    let omega = naturalFrequency
    let zeta = dampingRatio
    if abs(zeta - 1) < 1e-9 {
      let b = v0 + omega * x0
      let decay = Platform.exp(-omega * t)
      let x = (x0 + b * t) * decay
      let v = (b - omega * (x0 + b * t)) * decay
      return (x, v)
    } else if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let a = x0
      let b = (v0 + zeta * omega * x0) / damped
      let decay = Platform.exp(-zeta * omega * t)
      let cosine = Platform.cos(damped * t)
      let sine = Platform.sin(damped * t)
      let x = decay * (a * cosine + b * sine)
      let cosineWeight = b * damped - zeta * omega * a
      let sineWeight = a * damped + zeta * omega * b
      let v = decay * (cosineWeight * cosine - sineWeight * sine)
      return (x, v)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      let e1 = Platform.exp(r1 * t)
      let e2 = Platform.exp(r2 * t)
      return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
  }

  /// An upper bound of |displacement| at time `t` for the same release, used to decide when the
  /// spring has settled.
  func envelope(at t: Double, displacement x0: Double, velocity v0: Double) -> Double {
    let omega = naturalFrequency
    let zeta = dampingRatio
    if abs(zeta - 1) < 1e-9 {
      return (abs(x0) + abs(v0 + omega * x0) * t) * Platform.exp(-omega * t)
    } else if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let b = (v0 + zeta * omega * x0) / damped
      return (x0 * x0 + b * b).squareRoot() * Platform.exp(-zeta * omega * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      return abs(c1) * Platform.exp(r1 * t) + abs(c2) * Platform.exp(r2 * t)
    }
  }

  /// The time after which the spring stays within `tolerance` (relative to a unit distance) of its
  /// rest point, for a release from a unit displacement with normalized velocity `v0`.
  ///
  /// Past this time the evaluator reports the target exactly, so every spring ends. The answer is
  /// the first time on a grid of `duration / 64` where both the envelope and the speed are within
  /// tolerance (or `64 × duration` if none is). The envelope starts at 1 or above and, once below
  /// the tolerance, stays below it, so the search starts just before the envelope's crossing,
  /// found in closed form or by a few Newton steps, instead of at 0.
  public func settlingTime(velocity v0: Double = 0, tolerance: Double = 1e-3) -> Double {
    settlingTime(
      velocity: v0, tolerance: tolerance,
      fromStep: settlingSearchStart(velocity: v0, tolerance: tolerance))
  }

  /// Whether a release from a unit displacement with normalized velocity `v0` has settled at
  /// time `t`: `t >= settlingTime(velocity: v0, tolerance: tolerance)`.
  ///
  /// While the envelope is still at or above the tolerance no grid time up to `t` can qualify,
  /// so one envelope evaluation answers for most of the motion without searching.
  func hasSettled(at t: Double, velocity v0: Double, tolerance: Double = 1e-3) -> Bool {
    if tolerance > 0, tolerance < 1, t < duration * 64,
      envelope(at: t, displacement: -1, velocity: v0) >= tolerance
    {
      return false
    }
    return t >= settlingTime(velocity: v0, tolerance: tolerance)
  }

  /// Searches the grid from step `first` on; every earlier step must fail the test.
  private func settlingTime(velocity v0: Double, tolerance: Double, fromStep first: Int) -> Double {
    let step = duration / 64
    let limit = duration * 64
    var index = first
    while true {
      let t = Double(index) * step
      guard t < limit else { return limit }
      let speed = abs(solution(at: t, displacement: -1, velocity: v0).velocity)
      if envelope(at: t, displacement: -1, velocity: v0) < tolerance,
        speed < tolerance * naturalFrequency
      {
        return t
      }
      index += 1
    }
  }

  /// A grid step at which the envelope is still at or above `tolerance`, as late as cheaply
  /// found, or 0.
  ///
  /// The envelope at 0 is at least 1 (|x0| = 1, plus the velocity's share) and, for each kind of
  /// damping, falls below the tolerance once and for all (underdamped and overdamped: it only
  /// decreases; critically damped: it rises at most once, then decreases). So every grid step
  /// before one where the envelope is at or above the tolerance fails the settling test too.
  private func settlingSearchStart(velocity v0: Double, tolerance: Double) -> Int {
    guard tolerance > 0, tolerance < 1,
      let crossing = envelopeCrossing(velocity: v0, tolerance: tolerance),
      crossing.isFinite, crossing > 0
    else { return 0 }
    let step = duration / 64
    var index = Int(min(crossing / step, 4_096).rounded(.down))
    // The estimate may be a hair late: step back until the envelope is not yet within tolerance.
    while index > 0,
      !(envelope(at: Double(index) * step, displacement: -1, velocity: v0) >= tolerance)
    {
      index -= 1
    }
    return index
  }

  /// An estimate of the time at which the envelope of a release from −1 falls to `tolerance`.
  private func envelopeCrossing(velocity v0: Double, tolerance: Double) -> Double? {
    let omega = naturalFrequency
    let zeta = dampingRatio
    let target = Platform.log(tolerance)
    if abs(zeta - 1) < 1e-9 {
      // (1 + b t) e^(−ω t): log(1 + b t) − ω t is concave, so Newton's method from a time past
      // the crossing moves down onto it. 1 + b t ≤ (1 + 2b / ω) e^(ω t / 2) gives that time.
      let b = abs(v0 - omega)
      var t = 2 * (Platform.log(1 + 2 * b / omega) - target) / omega
      for _ in 0..<8 {
        let g = Platform.log(1 + b * t) - omega * t - target
        let slope = b / (1 + b * t) - omega
        guard slope < 0 else { break }
        let next = t - g / slope
        if abs(next - t) < 1e-12 * t { return next }
        t = next
      }
      return t
    } else if zeta < 1 {
      // A e^(−ζ ω t), closed form.
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let b = (v0 - zeta * omega) / damped
      return (Platform.log((1 + b * b).squareRoot()) - target) / (zeta * omega)
    } else {
      // |c1| e^(r1 t) + |c2| e^(r2 t): its logarithm is convex and decreasing, so Newton's method
      // from a time before the crossing (where either term alone reaches the tolerance) moves up
      // onto it.
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = abs((v0 + r1) / (r2 - r1))
      let c1 = abs(-1 - (v0 + r1) / (r2 - r1))
      var t = max(0, (Platform.log(c1) - target) / -r1, (Platform.log(c2) - target) / -r2)
      for _ in 0..<8 {
        let e1 = c1 * Platform.exp(r1 * t)
        let e2 = c2 * Platform.exp(r2 * t)
        let sum = e1 + e2
        guard sum > 0 else { break }
        let g = Platform.log(sum) - target
        let slope = (r1 * e1 + r2 * e2) / sum
        guard slope < 0 else { break }
        let next = t - g / slope
        if abs(next - t) < 1e-12 * max(t, 1e-12) { return next }
        t = next
      }
      return t
    }
  }
}
