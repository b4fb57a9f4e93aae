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

/// What VoiceOver and the other assistive technologies get from the repeat stepper.
///
/// With VoiceOver running the stepper is one adjustable element: the app's label, the value, and
/// increment and decrement by one step. Otherwise each button is an element of its own,
/// "Increase <label>" and "Decrease <label>", for Voice Control and Switch Control. The view
/// reads whether VoiceOver runs from its environment and shows the representation
/// ``isOneAdjustableElement`` picks.
nonisolated public struct RepeatStepperAccessibility: Hashable, Sendable {
  /// Whether the stepper is one adjustable element, as VoiceOver expects of a stepper, rather
  /// than its two buttons as elements of their own, which Voice Control names and Switch Control
  /// scans: the first while VoiceOver runs, the second otherwise.
  public var isOneAdjustableElement: Bool
  /// The value, the adjustable element's value.
  public var value: Int
  /// Whether an increment would step (offered as an action only then).
  public var canIncrement: Bool
  /// Whether a decrement would step.
  public var canDecrement: Bool
  /// The plus button's name around the app's label: "Increase %@".
  public var increaseLabel: LocalizedText
  /// The minus button's name around the app's label: "Decrease %@".
  public var decreaseLabel: LocalizedText
  /// Whether VoiceOver reads the stepper as dimmed (disabled).
  public var isDimmed: Bool

  /// The description of `machine` now, with VoiceOver running or not.
  public init(_ machine: RepeatStepperMachine, isVoiceOverRunning: Bool = false) {
    isOneAdjustableElement = isVoiceOverRunning
    value = machine.value
    let enabled = machine.environment.isEnabled
    canIncrement = enabled && machine.configuration.canStep(.increment, from: machine.value)
    canDecrement = enabled && machine.configuration.canStep(.decrement, from: machine.value)
    increaseLabel = RepeatStepperStrings.increase
    decreaseLabel = RepeatStepperStrings.decrease
    isDimmed = !enabled
  }
}

/// The stepper's user-visible default strings, one table per language.
///
/// The block carries its own table so its single-file download needs no resource bundle. Only
/// the block's own words come from here; the label the app passes is shown as the app localizes
/// it.
nonisolated public enum RepeatStepperStrings {
  /// The plus button's name around the app's label: "Increase %@".
  public static var increase: LocalizedText { LocalizedText("repeat-stepper.increase") }
  /// The minus button's name around the app's label: "Decrease %@".
  public static var decrease: LocalizedText { LocalizedText("repeat-stepper.decrease") }
  /// The demo's label: "Quantity".
  public static var demoLabel: LocalizedText { LocalizedText("repeat-stepper.demo.label") }
  /// The demo's product: "Espresso beans".
  public static var demoProduct: LocalizedText { LocalizedText("repeat-stepper.demo.product") }
  /// The demo's total line: "Total: $%1$d".
  public static var demoTotal: LocalizedText { LocalizedText("repeat-stepper.demo.total") }

  /// Every key the stepper and its demo show or speak, one table per language.
  public static let table = StringTable(
    name: "RepeatStepper", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    increase.key: "Increase %@",
    decrease.key: "Decrease %@",
    demoLabel.key: "Quantity",
    demoProduct.key: "Espresso beans",
    demoTotal.key: "Total: $%1$d",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    increase.key: "Aumentar %@",
    decrease.key: "Disminuir %@",
    demoLabel.key: "Cantidad",
    demoProduct.key: "Café en grano",
    demoTotal.key: "Total: %1$d $",
  ]
}
