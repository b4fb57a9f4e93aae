/// Every number of the Interactive Pager Transition's behaviour in one place, each with its
/// meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this file alone. The dots' look is the view's, in
/// `InteractivePagerTransition.swift`, and reaches the layout as an
/// ``InteractivePagerTransitionLook``.
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
}
