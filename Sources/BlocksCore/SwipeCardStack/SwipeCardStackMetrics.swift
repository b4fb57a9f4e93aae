/// Every number of the Swipe Card Stack's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this file alone. The look is the view's, in
/// `SwipeCardStack.swift`, and reaches the layout as a ``SwipeCardStackLook``.
nonisolated public enum SwipeCardStackMetrics {
  /// How far a drag must move, in points, before the stack decides whether it is a throw or a
  /// scroll.
  public static let minimumDragDistance = 10.0

  /// The top card's rotation, in degrees, when it has moved half its width: it turns by
  /// 12° × x ÷ (w ÷ 2).
  public static let rotationPerHalfWidth = 12.0

  /// The largest rotation of a card either way, in degrees.
  public static let maximumRotation = 15.0

  /// The fraction of the card's width over which a stamp fades in: its opacity is
  /// min(|x| ÷ (0.25 w), 1).
  public static let stampFadeFraction = 0.25

  /// A released card is thrown when it has moved more than this fraction of its width.
  public static let throwFraction = 0.35

  /// A released card is thrown when its predicted end is more than this fraction of its width
  /// away (a flick).
  public static let flickFraction = 0.8

  /// A thrown card flies on until it is this many widths past its resting place.
  public static let flyDistanceFraction = 1.5

  /// How far ahead a gesture's predicted end translation looks, in seconds: the release velocity
  /// is (predicted − translation) ÷ this.
  ///
  /// UIKit projects a release with the normal deceleration rate of 0.998 per millisecond, which
  /// puts the predicted end velocity × 0.998 ÷ 0.002 ms ≈ 0.5 s ahead.
  public static let predictionHorizon = 0.5

  /// The fastest a thrown card starts its flight, in points per second, however far the
  /// gesture predicted its end: an infinite prediction must not start a spring that takes
  /// seconds to settle off screen.
  public static let maximumReleaseSpeed = 10_000.0

  /// A released card that is not thrown springs back with this motion.
  public static let springBack = Motion.spring(duration: 0.4, bounce: 0.35)

  /// The spring back with Reduce Motion: the same duration without the bounce.
  public static let reducedSpringBack = Motion.spring(duration: 0.4, bounce: 0)

  /// A thrown card flies away with this spring, starting at the release velocity.
  public static let flyAway = Motion.spring(duration: 0.35, bounce: 0)

  /// How long a thrown card takes to leave, in seconds: when `onSwipe` runs.
  ///
  /// The spring has covered 98.6 % of its way by then (1 − (1 + 2π) e^−2π), so the card is out of
  /// sight when it is reported.
  public static let flyAwayDuration = 0.35

  /// The cards beneath a thrown card move up one place with this spring.
  public static let deckRise = Motion.spring(duration: 0.35, bounce: 0.2)

  /// The deck's move with Reduce Motion: the same duration without the bounce.
  public static let reducedDeckRise = Motion.spring(duration: 0.35, bounce: 0)

  /// Undo flies the last thrown card back from where it left with this spring.
  public static let flyBack = Motion.spring(duration: 0.35, bounce: 0)

  /// How long the card Undo brings back takes to arrive, in seconds.
  public static let flyBackDuration = 0.35

  /// With Reduce Motion a thrown card fades out, and a restored one fades in, with this motion
  /// instead of flying.
  public static let fade = Motion.easeOut(duration: 0.2)

  /// How long the fade lasts, in seconds.
  public static let fadeDuration = 0.2

  /// How many cards are drawn under the top card.
  public static let cardsBeneath = 3

  /// How many cards of the deck a frame draws (and reads) at most: the top card and the cards
  /// beneath it.
  public static let maximumVisibleCards = 4

  /// The motion that puts a released card back: the spring back, without its bounce with
  /// Reduce Motion.
  public static func springBackMotion(reduceMotion: Bool) -> Motion {
    reduceMotion ? reducedSpringBack : springBack
  }

  /// The motion of the cards beneath when the top card leaves or comes back.
  public static func deckMotion(reduceMotion: Bool) -> Motion {
    reduceMotion ? reducedDeckRise : deckRise
  }
}
