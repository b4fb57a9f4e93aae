/// A number moving from one value to another along a motion that started at a host time.
///
/// A machine keeps its main drawn value this way, such as a thumb's progress or a row's offset,
/// so it can say where the value is drawn at any instant without a device: a new touch takes the
/// element from where it is on screen, and a view draws exactly what the machine means frame by
/// frame instead of leaving it to an animation engine that adds motions together.
nonisolated public struct AnimatedValue: Hashable, Sendable {
  /// The value when the motion started.
  public var from: Double
  /// The value the motion moves to: the model value.
  public var to: Double
  /// How the value moves from `from` to `to`.
  public var motion: Motion
  /// The host time, in seconds, when the motion started.
  public var start: Double
  /// The value's rate of change when the motion started, in value units per second (springs
  /// carry it on, so a retargeted spring leaves without a kink).
  public var initialVelocity: Double

  /// Creates a motion from `from` to `to` that starts at host time `start`.
  ///
  /// NaN becomes 0 (`to` becomes `from` when only it is broken) and infinities the largest
  /// finite value in their direction, so the value is always finite.
  ///
  /// - Parameters:
  ///   - from: The value when the motion starts.
  ///   - to: The value it moves to.
  ///   - motion: The curve.
  ///   - start: The host time when it starts.
  ///   - initialVelocity: The rate of change at the start (springs only).
  public init(
    from: Double, to: Double, motion: Motion, start: Double, initialVelocity: Double = 0
  ) {
    let from = Numbers.saturated(from)
    self.from = from
    self.to = to.isNaN ? from : Numbers.saturated(to)
    self.motion = motion
    self.start = Numbers.finite(start, or: 0)
    self.initialVelocity = Numbers.finite(initialVelocity, or: 0)
  }

  /// A value resting at `value`.
  public static func resting(at value: Double, since time: Double = 0) -> AnimatedValue {
    AnimatedValue(from: value, to: value, motion: .none, start: time)
  }

  /// The value drawn at host time `time`; a spring's overshoot past the largest finite value
  /// stays finite.
  public func value(at time: Double) -> Double {
    Numbers.saturated(sample(at: time).value)
  }

  /// The value's rate of change at host time `time`, in value units per second.
  public func velocity(at time: Double) -> Double {
    sample(at: time).velocity
  }

  /// Whether the motion has finished by host time `time` (the value is exactly ``to``).
  public func isFinished(at time: Double) -> Bool {
    from == to && initialVelocity == 0 || sample(at: time).isFinished
  }

  /// The host time at which the motion is finished (the value is exactly ``to`` from then on).
  public var end: Double {
    guard from != to || initialVelocity != 0 else { return start }
    guard let spring = motion.spring else { return start + motion.totalDuration }
    // The evaluator's own settling rule, for this move's distance and velocity.
    let distance = to - from
    let scale = distance != 0 ? abs(distance) : 1
    let velocity = initialVelocity / scale
    let mirrored = -distance / scale > 0 ? -velocity : velocity
    return start + motion.delay + spring.settlingTime(velocity: mirrored)
  }

  /// A new motion to `target` that starts where this one is drawn at `time`, carrying its
  /// velocity: what SwiftUI does when a value is set again while it animates.
  public func retargeted(to target: Double, motion: Motion, at time: Double) -> AnimatedValue {
    let now = sample(at: time)
    return AnimatedValue(
      from: Numbers.saturated(now.value), to: target, motion: motion, start: time,
      initialVelocity: motion.spring == nil ? 0 : Numbers.saturated(now.velocity))
  }

  private func sample(at time: Double) -> MotionSample {
    motion.sample(at: time - start, from: from, to: to, initialVelocity: initialVelocity)
  }
}
