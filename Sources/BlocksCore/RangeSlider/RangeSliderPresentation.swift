/// The numbers one frame of the range slider needs, from the machine's state and size.
///
/// A pure function: every value is finite for any size, bounds or range, so the view can apply
/// them without checks. Positions are measured from the leading edge; the view applies them as
/// leading offsets so right-to-left layouts mirror by themselves.
nonisolated public struct RangeSliderLayout: Hashable, Sendable {
  /// The frame's height: 44 pt or the thumb's diameter, whichever is larger.
  public var height: Double
  /// The track's height (scaled by the view with Dynamic Type).
  public var trackHeight: Double
  /// A thumb's diameter.
  public var thumbDiameter: Double
  /// The lower thumb's centre, from the leading edge: r + fraction × (w − 2r).
  public var lowerCenter: Double
  /// The upper thumb's centre, from the leading edge.
  public var upperCenter: Double
  /// Where the tinted fill between the thumbs begins, from the leading edge.
  public var fillStart: Double
  /// The tinted fill's width: the distance between the thumbs' centres.
  public var fillWidth: Double
  /// The slider's opacity: dimmed while disabled.
  public var opacity: Double

  /// The layout of `machine` at host time `time`, with a track `trackHeight` points high.
  public init(
    _ machine: RangeSliderMachine, trackHeight: Double = RangeSliderMetrics.trackHeight,
    at time: Double
  ) {
    thumbDiameter = machine.thumbDiameter
    height = RangeSliderMetrics.frameHeight(thumbDiameter: thumbDiameter)
    self.trackHeight = min(Numbers.length(trackHeight), height)
    lowerCenter = machine.center(of: .lower, at: time)
    upperCenter = max(machine.center(of: .upper, at: time), lowerCenter)
    fillStart = lowerCenter
    fillWidth = upperCenter - lowerCenter
    opacity = machine.environment.opacity
  }

  /// The leading offset of a thumb whose centre is at `center`.
  public func thumbOffset(center: Double) -> Double { center - thumbDiameter / 2 }
}

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

/// The range slider's user-visible default strings, one table per language.
///
/// The block carries its own table so its single-file download needs no resource bundle. Only
/// the block's own words come from here; the label the app passes is shown as the app localizes
/// it.
nonisolated public enum RangeSliderStrings {
  /// The lower thumb's name around the app's label: "%@, minimum".
  public static var minimum: LocalizedText { LocalizedText("range-slider.minimum") }
  /// The upper thumb's name around the app's label: "%@, maximum".
  public static var maximum: LocalizedText { LocalizedText("range-slider.maximum") }
  /// The demo's label: "Price".
  public static var demoLabel: LocalizedText { LocalizedText("range-slider.demo.label") }
  /// The demo's heading: "Price per night".
  public static var demoHeading: LocalizedText { LocalizedText("range-slider.demo.heading") }
  /// The demo's count of matching stays: "%1$d stays".
  public static var demoResults: LocalizedText { LocalizedText("range-slider.demo.results") }

  /// Every key the slider and its demo show or speak, one table per language.
  public static let table = StringTable(
    name: "RangeSlider", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    minimum.key: "%@, minimum",
    maximum.key: "%@, maximum",
    demoLabel.key: "Price",
    demoHeading.key: "Price per night",
    demoResults.key: "%1$d stays",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    minimum.key: "%@, mínimo",
    maximum.key: "%@, máximo",
    demoLabel.key: "Precio",
    demoHeading.key: "Precio por noche",
    demoResults.key: "%1$d alojamientos",
  ]
}
