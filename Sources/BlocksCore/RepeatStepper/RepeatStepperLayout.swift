/// The part of the repeat stepper's look that its layout draws: the view holds it as plain
/// values, where a copied view changes it, and passes it in.
nonisolated public struct RepeatStepperLook: Hashable, Sendable {
  /// The fewest digits the value is laid out for, so the buttons do not move as it grows; at
  /// least 1.
  public var minimumDigits: Int
  /// The opacity of a button at its bound, when the stepper does not wrap, in [0, 1].
  public var dimmedButtonOpacity: Double

  /// A look; a count below 1 counts as 1, and an opacity outside [0, 1] is clamped (NaN is the
  /// standard one).
  public init(minimumDigits: Int, dimmedButtonOpacity: Double) {
    self.minimumDigits = max(minimumDigits, 1)
    self.dimmedButtonOpacity =
      dimmedButtonOpacity.isNaN ? 0.35 : Numbers.clamped(dimmedButtonOpacity, to: 0...1)
  }

  /// The stepper's standard look: three digits, and a dimmed button at 35 %.
  public static let standard = RepeatStepperLook(minimumDigits: 3, dimmedButtonOpacity: 0.35)
}

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

  /// The layout of `machine`, drawn with `look`.
  public init(_ machine: RepeatStepperMachine, look: RepeatStepperLook = .standard) {
    value = machine.value
    digits = max(look.minimumDigits, Self.digitCount(of: machine.value))
    countsDown = machine.lastStep == .decrement
    usesNumericTransition = !machine.environment.reduceMotion
    let configuration = machine.configuration
    decrementEnabled = configuration.canStep(.decrement, from: machine.value)
    incrementEnabled = configuration.canStep(.increment, from: machine.value)
    decrementOpacity = decrementEnabled ? 1 : look.dimmedButtonOpacity
    incrementOpacity = incrementEnabled ? 1 : look.dimmedButtonOpacity
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
