/// Every number of the Toast Stack's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this file alone. The look is the view's, in
/// `ToastStack.swift`, and reaches the machine and the layout as a ``ToastStackLook``.
nonisolated public enum ToastStackMetrics {
  /// How many toasts are visible at once; the others wait behind at opacity 0.
  public static let visibleCount = 3

  /// How many toasts the host builds views for: the visible ones and the first one waiting
  /// behind them, which fades in when one in front leaves.
  public static let builtCount = 4

  /// How long the stack stays expanded after the last finger lifts, in seconds.
  public static let expandedLinger = 3.0

  /// How long a toast shows when its duration is NaN, in seconds (and the default duration).
  public static let defaultDuration = 4.0

  /// The shortest and longest finite time a toast shows, in seconds: durations are clamped to
  /// this range, so no toast flashes by unread and no timer runs longer than a minute.
  public static let durationRange = 1.0...60.0

  /// A toast enters from the top edge, and the toasts behind move back, with this spring.
  public static let stackSpring = Motion.spring(duration: 0.4, bounce: 0.2)

  /// How long the stack's spring takes to settle from rest, in seconds: past it, a value it
  /// moves is at its target.
  public static let stackSpringSettlingTime = stackSpring.totalDuration

  /// The stack's spring with Reduce Motion: the same duration without the bounce.
  public static let reducedStackSpring = Motion.spring(duration: 0.4, bounce: 0)

  /// A toast leaves with this motion, and leaves the binding when it ends.
  ///
  /// Upward when it times out or is dismissed, in the drag's direction when it is swiped away.
  public static let exit = Motion.easeIn(duration: 0.25)

  /// With Reduce Motion toasts fade in and out with this motion instead of sliding.
  public static let fade = Motion.easeInOut(duration: 0.2)

  /// How far past its own height a toast travels above the stack to enter or leave, in points:
  /// enough to clear the status bar and its shadow from inside the safe area.
  public static let offscreenMargin = 64.0

  /// The height a toast is laid out with until the host has measured it, in points.
  public static let estimatedHeight = 64.0

  /// The tallest height a measurement may report, in points: a title and three lines of message
  /// stay far below it, and a broken measurement cannot push the stack out of finite numbers.
  public static let maximumHeight = 1_000.0

  /// How far a drag must move, in points, before it moves the toast: so the action button stays
  /// tappable under a finger that trembles.
  public static let minimumDragDistance = 10.0

  /// A toast dragged upward more than this, in points, is dismissed on release.
  public static let upwardDismissDistance = 20.0

  /// A toast dragged sideways more than this, in points, is dismissed on release.
  public static let sidewaysDismissDistance = 45.0

  /// A flick whose predicted end passes this distance upward or sideways, in points, dismisses
  /// the toast.
  public static let flickDismissDistance = 100.0

  /// A downward drag moves the toast by this fraction of the finger's travel, then springs back.
  public static let downwardResistance = 0.3

  /// How many leaving toasts are drawn at once; a further one finishes the oldest at once.
  ///
  /// Only drawn toasts leave with an animation, and one leaves in a quarter second, so a real
  /// stack never reaches it: it bounds a frame's cost whatever an app does to the binding.
  public static let maximumLeaving = 6

  /// The spring the stack moves with: without its bounce with Reduce Motion.
  public static func stackMotion(reduceMotion: Bool) -> Motion {
    reduceMotion ? reducedStackSpring : stackSpring
  }

  /// How long a toast shows for a requested `duration` in seconds and its style: clamped to
  /// 1…60 s, 4 s for NaN, forever for +∞ and for a `.loading` toast.
  public static func timeToShow(duration: Double, style: ToastStackStyle) -> Double {
    guard style.timesOut, duration != .infinity else { return .infinity }
    return Numbers.duration(duration, in: durationRange, fallback: defaultDuration)
  }
}
