/// Every number of the Swipe To Confirm Slider's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this file alone. The look is the view's, in
/// `SwipeToConfirmSlider.swift`, and reaches the machine and the layout as a
/// ``SwipeToConfirmSliderLook``.
nonisolated public enum SwipeToConfirmSliderMetrics {
  /// How many times the failure shake swings left and right.
  public static let shakeSwings = 3.0

  /// The fraction of the travel at or beyond which releasing confirms.
  public static let confirmThreshold = 0.92

  /// The reset delay the SwiftUI view uses unless told otherwise.
  public static let defaultResetDelay = 1.4

  /// The reset delays a slider accepts, in seconds: a caller's value is clamped into this range
  /// before any timer sees it (a negative delay resets at once, a huge one after a minute).
  public static let resetDelayRange = 0.0...60

  /// The motion that settles the thumb (back to the start, or to the end on confirm).
  ///
  /// A spring of 0.45 s with a bounce of 0.35, or with Reduce Motion an ease-out of 0.15 s that
  /// never overshoots.
  public static func settleMotion(reduceMotion: Bool) -> Motion {
    reduceMotion ? .easeOut(duration: 0.15) : .spring(duration: 0.45, bounce: 0.35)
  }

  /// The motion of the failure shake (one run of ``SwipeToConfirmSliderLayout/shakeCycle`` from n to n + 1).
  public static let shakeMotion = Motion.linear(duration: 0.4)
}
