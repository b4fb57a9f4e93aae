/// Every number of the Repeat Stepper's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this file alone. The look is the view's, in
/// `RepeatStepper.swift`, and reaches the layout as a ``RepeatStepperLook``.
nonisolated public enum RepeatStepperMetrics {
  /// How long a press is held before it steps and starts repeating, in seconds; a press that
  /// lifts sooner is a tap and steps once, on the lift.
  public static let holdDelay = 0.5

  /// The base of the repeat intervals, in seconds: the n-th repeat (n = 1, 2, …) comes
  /// `firstRepeatInterval × repeatAcceleration`ⁿ after the one before, so the first repeat comes
  /// 0.1275 s after the step at the hold delay.
  public static let firstRepeatInterval = 0.15

  /// How much shorter each repeat interval is than the one before.
  public static let repeatAcceleration = 0.85

  /// The shortest interval between two repeats, in seconds.
  public static let minimumRepeatInterval = 0.05

  /// How far a finger moves from where it began before the press counts as a scroll, in points.
  public static let scrollDistance = 10.0

  /// The shortest time between two selection ticks, in seconds.
  public static let tickInterval = 0.08

  /// The motion of the value's numeric transition: a snappy 0.25 s, or none with Reduce Motion
  /// (a plain change).
  public static func valueMotion(reduceMotion: Bool) -> Motion {
    reduceMotion ? .none : .snappy(duration: 0.25)
  }

  /// The interval before the `n`-th repeat (n = 1, 2, …): 0.15 × 0.85ⁿ s, never under 0.05 s.
  public static func repeatInterval(_ n: Int) -> Double {
    var interval = firstRepeatInterval
    var count = max(n, 0)
    while count > 0, interval > minimumRepeatInterval {
      interval *= repeatAcceleration
      count -= 1
    }
    return max(interval, minimumRepeatInterval)
  }
}
