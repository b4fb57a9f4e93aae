import Foundation
import Testing

@testable import BlocksCore

@Suite("Spring parameters")
struct SpringParametersTests {
  struct SpringCase: Sendable, CustomTestStringConvertible {
    let name: String
    let duration: Double
    let bounce: Double
    let velocity: Double
    var testDescription: String { name }
  }

  static let springs: [SpringCase] = [
    SpringCase(name: "underdamped 0.45 s bounce 0.35", duration: 0.45, bounce: 0.35, velocity: 0),
    SpringCase(name: "underdamped with velocity", duration: 0.35, bounce: 0.1, velocity: 3),
    SpringCase(name: "critically damped (bounce 0)", duration: 0.45, bounce: 0, velocity: 0),
    SpringCase(name: "critically damped with velocity", duration: 0.45, bounce: 0, velocity: -2),
    SpringCase(name: "overdamped (bounce -0.5)", duration: 0.5, bounce: -0.5, velocity: 0),
    SpringCase(name: "overdamped with velocity", duration: 0.3, bounce: -0.3, velocity: 4),
    SpringCase(name: "very bouncy", duration: 0.3, bounce: 0.6, velocity: 0),
  ]

  /// The closed form written independently: x(t) for x″ + c x′ + k x = 0, via the characteristic
  /// roots as complex numbers.
  static func reference(_ c: SpringCase, t: Double, x0: Double) -> Double {
    let k = pow(2 * Double.pi / c.duration, 2)
    let ratio = c.bounce >= 0 ? 1 - c.bounce : 1 / (1 + c.bounce)
    let damping = 2 * k.squareRoot() * ratio
    let discriminant = damping * damping - 4 * k
    if abs(discriminant) < 1e-9 * k {
      let r = -damping / 2
      return (x0 + (c.velocity - r * x0) * t) * exp(r * t)
    } else if discriminant > 0 {
      let r1 = (-damping + discriminant.squareRoot()) / 2
      let r2 = (-damping - discriminant.squareRoot()) / 2
      let a = (c.velocity - r2 * x0) / (r1 - r2)
      let b = x0 - a
      return a * exp(r1 * t) + b * exp(r2 * t)
    } else {
      let alpha = -damping / 2
      let beta = (-discriminant).squareRoot() / 2
      return exp(alpha * t)
        * (x0 * cos(beta * t) + (c.velocity - alpha * x0) / beta * sin(beta * t))
    }
  }

  @Test("spring parameters follow SwiftUI's model")
  func parameters() {
    let spring = SpringParameters(duration: 0.45, bounce: 0.35)
    #expect(abs(spring.stiffness - pow(2 * .pi / 0.45, 2)) < 1e-9)
    #expect(abs(spring.dampingRatio - 0.65) < 1e-12)
    #expect(abs(spring.damping - 2 * spring.stiffness.squareRoot() * 0.65) < 1e-9)
    #expect(abs(SpringParameters(duration: 1, bounce: -0.5).dampingRatio - 2) < 1e-12)
    #expect(spring.mass == 1)
  }

  @Test("snappy is SwiftUI's spring with a small bounce of 0.15; smooth has no bounce")
  func namedSprings() {
    for duration in [0.3, 0.45, 1] {
      let snappy = Motion.snappy(duration: duration).spring
      #expect(snappy == SpringParameters(duration: duration, bounce: 0.15))
      #expect(abs((snappy?.dampingRatio ?? 0) - 0.85) < 1e-12)
      #expect(
        Motion.smooth(duration: duration).spring == SpringParameters(duration: duration, bounce: 0))
    }
  }

  @Test("spring matches the closed form to 1e-9", arguments: springs)
  func closedForm(_ c: SpringCase) {
    let spring = SpringParameters(duration: c.duration, bounce: c.bounce)
    for step in 0...200 {
      let t = Double(step) * 0.005
      let ours = spring.solution(at: t, displacement: -1, velocity: c.velocity).displacement
      let theirs = Self.reference(c, t: t, x0: -1)
      #expect(abs(ours - theirs) < 1e-9, "t = \(t)")
    }
  }

  @Test("spring velocity is the derivative of its position", arguments: springs)
  func velocityIsDerivative(_ c: SpringCase) {
    let spring = SpringParameters(duration: c.duration, bounce: c.bounce)
    let h = 1e-6
    for step in 1...100 {
      let t = Double(step) * 0.01
      let ahead = spring.solution(at: t + h, displacement: -1, velocity: c.velocity).displacement
      let behind = spring.solution(at: t - h, displacement: -1, velocity: c.velocity).displacement
      let velocity = spring.solution(at: t, displacement: -1, velocity: c.velocity).velocity
      #expect(abs((ahead - behind) / (2 * h) - velocity) < 1e-4, "t = \(t)")
    }
  }
}
