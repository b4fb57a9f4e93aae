/// What VoiceOver and the other assistive technologies get from the range slider.
///
/// Two adjustable elements, one per thumb, labelled "<label>, minimum" and "<label>, maximum",
/// each with its own value, so each end of the range is read and adjusted on its own. There is
/// no announcement on adjusting: VoiceOver reads the new value itself.
nonisolated public struct RangeSliderAccessibility: Hashable, Sendable {
  /// One thumb's element.
  public struct Element: Hashable, Sendable {
    /// The thumb.
    public var thumb: RangeSliderMachine.Thumb
    /// The element's label around the app's: "%@, minimum" or "%@, maximum".
    public var labelFormat: LocalizedText
    /// The thumb's value, which the view speaks and shows with the caller's format.
    public var value: Double
    /// Whether an increment would move the thumb.
    public var canIncrement: Bool
    /// Whether a decrement would move the thumb.
    public var canDecrement: Bool
    /// Whether the element offers adjustments at all (not when disabled or inert).
    public var isAdjustable: Bool
  }

  /// The lower thumb's element.
  public var lower: Element
  /// The upper thumb's element.
  public var upper: Element
  /// Whether VoiceOver reads the elements as dimmed (disabled).
  public var isDimmed: Bool

  /// The description of `machine` now.
  public init(_ machine: RangeSliderMachine) {
    lower = Self.element(.lower, of: machine)
    upper = Self.element(.upper, of: machine)
    isDimmed = !machine.environment.isEnabled
  }

  /// The lower thumb's element, then the upper thumb's, in reading order.
  public var elements: [Element] { [lower, upper] }

  /// The element of `thumb`.
  public func element(_ thumb: RangeSliderMachine.Thumb) -> Element {
    thumb == .lower ? lower : upper
  }

  private static func element(
    _ thumb: RangeSliderMachine.Thumb, of machine: RangeSliderMachine
  ) -> Element {
    let adjustable = machine.acceptsInput
    let value = machine.value(of: thumb)
    let limits = machine.limits(of: thumb)
    return Element(
      thumb: thumb,
      labelFormat: thumb == .lower ? RangeSliderStrings.minimum : RangeSliderStrings.maximum,
      value: value,
      canIncrement: adjustable && value < limits.upperBound,
      canDecrement: adjustable && value > limits.lowerBound,
      isAdjustable: adjustable)
  }
}
