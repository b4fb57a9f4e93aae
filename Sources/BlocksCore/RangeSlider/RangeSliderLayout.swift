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
