/// Every tuning number of the Interactive Pager Transition in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this file alone.
nonisolated public enum InteractivePagerTransitionMetrics {
  /// The drag gesture's minimum distance before it takes over, in points.
  public static let minimumDragDistance = 10.0

  /// The factor applied to a translation that pulls past the first or last page.
  public static let resistance = 0.3

  /// A release whose actual translation exceeds this fraction of the width turns the page.
  public static let distanceThreshold = 0.4

  /// Otherwise a release whose predicted end translation exceeds this fraction turns the page.
  public static let predictedThreshold = 0.6

  /// The settle animation after a release, a key, a scroll or a programmatic change.
  public static let settleMotion = Motion.smooth(duration: 0.45)

  /// How much slower the page underneath moves than the one on top.
  public static let parallax = 0.3

  /// How much the page underneath shrinks at most.
  public static let recedingScale = 0.08

  /// How much the page underneath darkens at most.
  public static let recedingDarkening = 0.25

  /// The most dots shown at once.
  public static let maximumVisible = 7

  /// A dot's diameter, in points.
  public static let dotSize = 8.0

  /// The gap between dots, in points.
  public static let spacing = 8.0

  /// The width of the current page's capsule, in points.
  public static let currentWidth = 22.0

  /// The opacity of the other dots.
  public static let dotOpacity = 0.45

  /// The distance from the bottom edge to the dots, in points.
  public static let bottomPadding = 18.0

  /// The scale of the outermost dot on a side with more pages beyond it.
  public static let outerScale = 0.5

  /// The scale of the dot next to the outermost one on such a side.
  public static let nearOuterScale = 0.75
}
