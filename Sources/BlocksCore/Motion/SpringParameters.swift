import Foundation

/// A damped spring in SwiftUI's model: mass 1, stiffness (2π / duration)², and a damping ratio
/// derived from the bounce.
///
/// SwiftUI documents `spring(duration:bounce:)` this way, so a spring evaluated here lands where
/// the one on screen does. A bounce of 0 is critically damped, a positive bounce overshoots, a
/// negative one is overdamped.
public struct SpringParameters: Hashable, Sendable {
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
      let decay = exp(-omega * t)
      let x = (x0 + b * t) * decay
      let v = (b - omega * (x0 + b * t)) * decay
      return (x, v)
    } else if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let a = x0
      let b = (v0 + zeta * omega * x0) / damped
      let decay = exp(-zeta * omega * t)
      let cosine = cos(damped * t)
      let sine = sin(damped * t)
      let x = decay * (a * cosine + b * sine)
      let v =
        decay
        * ((b * damped - zeta * omega * a) * cosine - (a * damped + zeta * omega * b) * sine)
      return (x, v)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      let e1 = exp(r1 * t)
      let e2 = exp(r2 * t)
      return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
  }

  /// An upper bound of |displacement| at time `t` for the same release, used to decide when the
  /// spring has settled.
  func envelope(at t: Double, displacement x0: Double, velocity v0: Double) -> Double {
    let omega = naturalFrequency
    let zeta = dampingRatio
    if abs(zeta - 1) < 1e-9 {
      return (abs(x0) + abs(v0 + omega * x0) * t) * exp(-omega * t)
    } else if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let b = (v0 + zeta * omega * x0) / damped
      return (x0 * x0 + b * b).squareRoot() * exp(-zeta * omega * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }
  }

  /// The time after which the spring stays within `tolerance` (relative to a unit distance) of its
  /// rest point, for a release from a unit displacement with normalized velocity `v0`.
  ///
  /// Past this time the evaluator reports the target exactly, so every spring ends.
  public func settlingTime(velocity v0: Double = 0, tolerance: Double = 1e-3) -> Double {
    let step = duration / 64
    let limit = duration * 64
    var t = 0.0
    while t < limit {
      if envelope(at: t, displacement: -1, velocity: v0) < tolerance,
        abs(solution(at: t, displacement: -1, velocity: v0).velocity) < tolerance * naturalFrequency
      {
        return t
      }
      t += step
    }
    return limit
  }
}
