/// Every number of the Hold To Confirm Button's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this file alone. The look is the view's, in
/// `HoldToConfirmButton.swift`, and reaches the layout as ``HoldToConfirmButtonLayout/ScaledSizes``
/// and a ``HoldToConfirmButtonLook``.
nonisolated public enum HoldToConfirmButtonMetrics {
  /// The motion of the squeeze itself, separate from the ring's slow linear fill.
  public static let squeezeMotion = Motion.smooth(duration: 0.2)

  /// How far a finger may move from where it touched down, in points, before the touch stops
  /// being a hold: the distance a long-press recognizer allows, so a swipe that starts on the
  /// button scrolls its scroll view instead of confirming.
  public static let movementTolerance = 10.0

  /// The drain after a cancelled hold: ease-out over 0.25 s.
  public static let drainMotion = Motion.easeOut(duration: 0.25)

  /// The move into the confirmed (or pending) state: ease-out over 0.2 s.
  public static let confirmMotion = Motion.easeOut(duration: 0.2)

  /// The return to idle after the confirmed or failed look: ease-out over 0.3 s.
  public static let resetMotion = Motion.easeOut(duration: 0.3)

  /// The move into the failed state (ring drains, button shakes or fades): ease-out over 0.35 s.
  public static let failMotion = Motion.easeOut(duration: 0.35)

  /// How long the confirmed or failed look stays before the button re-arms, in seconds.
  public static let resetDelay = 1.2

  /// The hold durations a button accepts, in seconds.
  ///
  /// A caller's value is clamped into this range before any timer sees it. The shortest hold is
  /// still longer than a tap, so a destructive action never fires on one.
  public static let holdDurationRange = 0.3...60.0

  /// The default hold duration, in seconds.
  public static let defaultHoldDuration = 1.2

  /// How many times the failure shake swings left and right, decaying, before it rests.
  public static let shakeSwings = 3.0
}
