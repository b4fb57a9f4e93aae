import Foundation
import Testing

@testable import BlocksCore

@Suite("Motion")
struct MotionTests {
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

  @Test("bounce 0.35 overshoots its target")
  func bounceOvershoots() {
    let motion = Motion.spring(duration: 0.45, bounce: 0.35)
    let peak =
      stride(from: 0.0, through: 1.0, by: 0.001).map {
        motion.sample(at: $0, from: 0, to: 100).value
      }.max() ?? 0
    #expect(peak > 100.5)
  }

  static let monotonic: [Motion] = [
    .spring(duration: 0.45, bounce: 0), .smooth(duration: 0.45),
    .spring(duration: 0.3, bounce: -0.4),
    .easeOut(duration: 0.25), .easeIn(duration: 0.3), .easeInOut(duration: 0.25),
    .linear(duration: 1.2), .easeOut(duration: 0.15).delayed(by: 0.12),
  ]

  @Test("bounce 0 and every ease never overshoot", arguments: monotonic)
  func neverOvershoots(_ motion: Motion) {
    var previous = 0.0
    for step in 0...2000 {
      let value = motion.sample(at: Double(step) * 0.001, from: 0, to: 1).value
      #expect(value <= 1 + 1e-12)
      #expect(value >= previous - 1e-12, "moves backwards at step \(step)")
      previous = value
    }
  }

  static let all: [Motion] =
    monotonic + [
      .spring(duration: 0.45, bounce: 0.35), .snappy(duration: 0.3), .none,
      .spring(duration: 0.35, bounce: 0.1).delayed(by: 0.5),
    ]

  @Test("every motion ends exactly at its target", arguments: all)
  func endsExactly(_ motion: Motion) {
    let end = motion.sample(at: motion.totalDuration, from: -40, to: 260)
    #expect(end.value == 260)
    #expect(end.isFinished)
    #expect(motion.sample(at: motion.totalDuration + 10, from: -40, to: 260).value == 260)
    #expect(motion.totalDuration.isFinite)
  }

  @Test("a delayed motion holds its start until the delay passes")
  func delay() {
    let motion = Motion.easeInOut(duration: 0.25).delayed(by: 0.12)
    #expect(motion.sample(at: 0.1, from: 80, to: 0).value == 80)
    #expect(motion.sample(at: 0.12 + 0.125, from: 80, to: 0).value == 40)
    #expect(abs(motion.totalDuration - 0.37) < 1e-12)
  }

  @Test("ease curves hit their Bézier midpoints")
  func easeValues() {
    #expect(Motion.linear(duration: 2).sample(at: 0.5, from: 0, to: 1).value == 0.25)
    // easeOut is ahead of linear, easeIn behind, easeInOut symmetric.
    #expect(Motion.easeOut(duration: 1).sample(at: 0.5, from: 0, to: 1).value > 0.6)
    #expect(Motion.easeIn(duration: 1).sample(at: 0.5, from: 0, to: 1).value < 0.4)
    #expect(abs(Motion.easeInOut(duration: 1).sample(at: 0.5, from: 0, to: 1).value - 0.5) < 1e-9)
  }

  @Test("non-finite inputs never produce NaN")
  func degenerate() {
    let motion = Motion.spring(duration: 0.45, bounce: 0.35)
    for (t, from, to) in [
      (Double.nan, 0.0, 1.0), (0.1, .nan, 1), (0.1, 0, .nan), (.infinity, 0, 1),
    ] {
      #expect(motion.sample(at: t, from: from, to: to).value.isFinite)
    }
    #expect(Motion.spring(duration: 0, bounce: 0.35).sample(at: 0.1, from: 0, to: 1).value.isFinite)
    #expect(Motion.spring(duration: .nan, bounce: .nan).totalDuration.isFinite)
    #expect(Motion.easeOut(duration: -1).sample(at: 0, from: 0, to: 1).value == 1)
  }
}
