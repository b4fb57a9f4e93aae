/// Every number of the Completion Swipe Row's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this file alone. The look is the view's, in
/// `CompletionSwipeRow.swift`, and reaches the layout as a ``CompletionSwipeRowLook``.
nonisolated public enum CompletionSwipeRowMetrics {
  /// How far a drag must move, in points, before it counts.
  public static let activationDistance = 20.0
  /// The threshold as a fraction of the row's width.
  public static let thresholdFraction = 0.4
  /// The threshold never exceeds this many points, so wide rows do not need long swipes.
  public static let maximumThreshold = 140.0
  /// The undo windows a row accepts, in seconds: a caller's window is clamped into this range
  /// before any timer sees it (zero, negative and NaN windows mean no window at all).
  public static let undoWindowRange = 0.0...60

  /// Releasing below the threshold (or undoing) springs the row back with this motion.
  public static let springBack = Motion.spring(duration: 0.35, bounce: 0.25)
  /// A completed row slides out with this motion.
  public static let slideOut = Motion.spring(duration: 0.35, bounce: 0.1)
  /// How long the slide-out lasts before the row collapses.
  public static let slideOutDuration = 0.35
  /// The collapse: an ease-in-out of 0.25 s after a 0.12 s pause.
  public static let collapse = Motion.easeInOut(duration: 0.25).delayed(by: 0.12)
  /// How long the collapse lasts, pause included, before `onComplete` runs.
  public static let collapseDuration = 0.37
  /// The checkmark's pop when the threshold is crossed.
  public static let checkmarkPop = Motion.spring(duration: 0.3, bounce: 0.6)
  /// The checkmark's change with Reduce Motion: a short fade, no scale, no bounce.
  public static let checkmarkFade = Motion.easeOut(duration: 0.15)
}
