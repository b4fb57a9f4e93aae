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
