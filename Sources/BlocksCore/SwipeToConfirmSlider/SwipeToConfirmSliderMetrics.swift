/// Every tuning number of the Swipe To Confirm Slider in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this file alone.
nonisolated public enum SwipeToConfirmSliderMetrics {
  /// The gap between the track and the thumb on every side, in points.
  public static let inset = 5.0

  /// The height at the default Dynamic Type size; the view scales it relative to `.title3`.
  public static let baseHeight = 68.0

  /// How far the failure shake moves the slider at most, in points.
  public static let shakeAmplitude = 8.0

  /// How many times the failure shake swings left and right.
  public static let shakeSwings = 3.0

  /// How fast the call to action fades: its opacity is max(1 − 1.6 p, 0).
  public static let titleFadeRate = 1.6

  /// The smallest scale the one-line title shrinks to before it truncates.
  public static let titleMinimumScale = 0.7

  /// The checkmark's scale before the confirm; it grows to 1 when it fades in.
  public static let checkmarkHiddenScale = 0.4

  /// The opacity of the thumb's black shadow.
  public static let thumbShadowOpacity = 0.2

  /// The blur radius of the thumb's shadow, in points.
  public static let thumbShadowRadius = 5.0

  /// How far down the thumb's shadow falls, in points.
  public static let thumbShadowY = 3.0

  /// The thumb's symbol before the confirm: a double chevron that points forward (it mirrors in
  /// right-to-left layouts by itself).
  public static let chevronSymbol = "chevron.forward.2"

  /// The thumb's symbol once confirmed.
  public static let checkmarkSymbol = "checkmark"

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
