import Foundation
import Testing

@testable import BlocksCore

@Suite("Motion curves")
struct MotionCurveTests {
  @Test("bounce 0.35 overshoots its target")
  func bounceOvershoots() {
    let motion = Motion.spring(duration: 0.45, bounce: 0.35)
    let peak =
      stride(from: 0.0, through: 1.0, by: 0.001).map {
        motion.sample(at: $0, from: 0, to: 100).value
      }.max() ?? 0
    #expect(peak > 100.5)
  }

  @Test(
    "snappy overshoots by its bounce: a peak of e^(−ζπ / √(1 − ζ²)) with ζ = 0.85",
    arguments: [0.3, 0.45])
  func snappyOvershoots(_ duration: Double) {
    let motion = Motion.snappy(duration: duration)
    // An underdamped spring peaks half a damped period in, at π / ω√(1 − ζ²).
    let zeta = 0.85
    let omega = 2 * Double.pi / duration
    let peakTime = Double.pi / (omega * (1 - zeta * zeta).squareRoot())
    let overshoot = exp(-zeta * omega * peakTime)
    #expect(abs(overshoot - 0.0063) < 1e-4)
    let peak = motion.sample(at: peakTime, from: 0, to: 100).value
    #expect(abs(peak - 100 * (1 + overshoot)) < 1e-9)
    // And nowhere higher
    let highest =
      stride(from: 0.0, through: 4 * duration, by: duration / 1_000).map {
        motion.sample(at: $0, from: 0, to: 100).value
      }.max() ?? 0
    #expect(highest <= peak + 1e-9)
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

  @Test(
    "a timing curve with points out of range or not numbers still runs from start to target",
    arguments: [
      TimingCurve(x1: .nan, y1: 0, x2: 1, y2: 1), TimingCurve(x1: -2, y1: 0.5, x2: 3, y2: 0.5),
      TimingCurve(x1: 0.5, y1: .infinity, x2: 0.5, y2: 1),
      TimingCurve(x1: 1.5, y1: 1.5, x2: 0, y2: 0),
    ])
  func hostileTimingCurves(_ curve: TimingCurve) {
    let motion = Motion(.curve(curve, duration: 1))
    #expect(motion.sample(at: 0, from: 10, to: 20).value == 10)
    #expect(motion.sample(at: 1, from: 10, to: 20).value == 20)
    for step in 0...100 {
      let sample = motion.sample(at: Double(step) / 100, from: 10, to: 20)
      #expect(sample.value.isFinite && sample.velocity.isFinite, "step \(step)")
    }
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
