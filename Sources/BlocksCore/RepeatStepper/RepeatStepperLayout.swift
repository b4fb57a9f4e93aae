/// The numbers one frame of the repeat stepper needs, from the machine's state.
///
/// A pure function of the machine: the view draws a capsule holding the minus button, the value
/// and the plus button, and reads everything that changes from here.
nonisolated public struct RepeatStepperLayout: Hashable, Sendable {
  /// The value shown.
  public var value: Int
  /// How many digits wide the value is laid out: at least 3, more for a longer value (its sign
  /// counts as a digit), so the buttons keep their places as the value grows.
  public var digits: Int
  /// Whether the value's numeric transition counts down (the minus button stepped last).
  public var countsDown: Bool
  /// Whether the value changes with a numeric transition (not with Reduce Motion).
  public var usesNumericTransition: Bool
  /// The minus button's opacity: dimmed at the lower bound unless the stepper wraps.
  public var decrementOpacity: Double
  /// The plus button's opacity: dimmed at the upper bound unless the stepper wraps.
  public var incrementOpacity: Double
  /// Whether the minus button can step from the value: not at the lower bound unless the
  /// stepper wraps (a disabled stepper, or a press on the other button, still stops it).
  public var decrementEnabled: Bool
  /// Whether the plus button can step from the value: not at the upper bound unless the stepper
  /// wraps.
  public var incrementEnabled: Bool
  /// The button under a finger, drawn pressed.
  public var pressedButton: RepeatStepperMachine.Button?
  /// The stepper's opacity: dimmed while disabled.
  public var opacity: Double

  /// The layout of `machine`.
  public init(_ machine: RepeatStepperMachine) {
    value = machine.value
    digits = max(RepeatStepperMetrics.minimumDigits, Self.digitCount(of: machine.value))
    countsDown = machine.lastStep == .decrement
    usesNumericTransition = !machine.environment.reduceMotion
    let configuration = machine.configuration
    decrementEnabled = configuration.canStep(.decrement, from: machine.value)
    incrementEnabled = configuration.canStep(.increment, from: machine.value)
    decrementOpacity = decrementEnabled ? 1 : RepeatStepperMetrics.dimmedButtonOpacity
    incrementOpacity = incrementEnabled ? 1 : RepeatStepperMetrics.dimmedButtonOpacity
    pressedButton = machine.press.flatMap { $0.isStopped ? nil : $0.button }
    opacity = machine.environment.opacity
  }

  /// The digits of `value` in base 10, its minus sign counted as one.
  public static func digitCount(of value: Int) -> Int {
    var count = value < 0 ? 2 : 1
    var rest = value
    while rest >= 10 || rest <= -10 {
      rest /= 10
      count += 1
    }
    return count
  }
}
