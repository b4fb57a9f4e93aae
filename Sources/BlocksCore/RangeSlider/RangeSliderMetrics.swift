/// Every number of the Range Slider's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this file alone. The look (sizes, shadow) is the view's, in
/// `RangeSlider.swift`.
nonisolated public enum RangeSliderMetrics {
  /// The smallest height of the slider's frame: the minimum touch target, in points.
  public static let minimumHeight = 44.0

  /// The track's height a layout assumes when its host gives none; the view draws its own.
  public static let trackHeight = 6.0

  /// A thumb's diameter the machine assumes until the view reports the one it draws.
  public static let thumbDiameter = 28.0

  /// The smallest reach of a thumb: a touch within this many points of its centre grabs it (or
  /// within its radius, when that is larger).
  public static let minimumReach = 22.0

  /// How far a touch moves before the slider decides whether the drag is its own: horizontal
  /// drags are, vertical ones belong to the scroll view.
  public static let decisionDistance = 4.0

  /// Thumbs whose centres are closer than this, in points, count as stacked: the direction of
  /// the first movement decides which one a touch grabs.
  public static let stackedDistance = 1.0

  /// The shortest time between two selection ticks, in seconds.
  public static let tickInterval = 0.08

  /// How far a continuous slider's thumb moves away from where it arrived, in points, before
  /// arriving again plays a new impact (a stepped slider re-arms after one step).
  public static let continuousRearmDistance = 4.0

  /// The fraction of the bounds' span one accessibility increment moves a continuous thumb.
  public static let continuousAdjustmentFraction = 0.1

  /// The motion of thumbs moved by a range from outside, an accessibility adjustment or a
  /// cancelled drag: a spring of 0.3 s with no bounce, or no animation with Reduce Motion.
  public static func settleMotion(reduceMotion: Bool) -> Motion {
    reduceMotion ? .none : .spring(duration: 0.3, bounce: 0)
  }

  /// The frame's height for a thumb of `diameter` points: the minimum touch target, or the
  /// thumb when it is larger.
  public static func frameHeight(thumbDiameter diameter: Double) -> Double {
    max(minimumHeight, Numbers.length(diameter))
  }
}
