/// An animation described as data: what curve, how long, after what delay.
///
/// State machines return a `Motion` instead of animating, so the decision "spring back with a
/// bounce of 0.35" is a value that tests compare and that the SwiftUI host turns into an
/// `Animation`. ``sample(at:from:to:initialVelocity:)`` evaluates it, so previews and tests can
/// ask where a value is at any instant without a device.
nonisolated public struct Motion: Hashable, Sendable {
  /// The shape of a motion's curve.
  ///
  /// Two shapes are all SwiftUI's named animations are: `.easeOut` is the timing curve 0, 0,
  /// 0.58, 1 and `.snappy` a spring with a bounce of 0.15. The host maps a curve to
  /// `Animation.timingCurve(_:_:_:_:duration:)` and a spring to `Animation.spring(duration:bounce:)`.
  public enum Kind: Hashable, Sendable {
    /// No animation: the value jumps to its target.
    case none
    /// Along a timing curve over `duration` seconds.
    case curve(TimingCurve, duration: Double)
    /// A spring with a perceptual duration and a bounce in [-1, 1].
    case spring(duration: Double, bounce: Double)
  }

  /// The curve.
  public var kind: Kind
  /// Seconds to wait before the motion starts.
  public var delay: Double

  /// Creates a motion of the given kind that starts after `delay` seconds.
  public init(_ kind: Kind, delay: Double = 0) {
    self.kind = kind
    self.delay = delay
  }

  /// No animation: state changes apply at once.
  public static let none = Motion(.none)

  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Motion {
    Motion(.curve(.linear, duration: duration))
  }

  /// An ease-out over `duration` seconds.
  public static func easeOut(duration: Double) -> Motion {
    Motion(.curve(.easeOut, duration: duration))
  }

  /// An ease-in over `duration` seconds.
  public static func easeIn(duration: Double) -> Motion {
    Motion(.curve(.easeIn, duration: duration))
  }

  /// An ease-in-out over `duration` seconds.
  public static func easeInOut(duration: Double) -> Motion {
    Motion(.curve(.easeInOut, duration: duration))
  }

  /// A spring with SwiftUI's `spring(duration:bounce:)` parameters.
  public static func spring(duration: Double, bounce: Double) -> Motion {
    Motion(.spring(duration: duration, bounce: bounce))
  }

  /// SwiftUI's `.smooth(duration:)`: a spring without bounce.
  public static func smooth(duration: Double) -> Motion {
    Motion(.spring(duration: duration, bounce: 0))
  }

  /// SwiftUI's `.snappy(duration:)`: a spring with a small bounce (0.15).
  public static func snappy(duration: Double) -> Motion {
    Motion(.spring(duration: duration, bounce: 0.15))
  }

  /// The same motion, started `seconds` later.
  public func delayed(by seconds: Double) -> Motion {
    Motion(kind, delay: delay + seconds)
  }

  /// Whether the motion moves at all (false for ``none``).
  public var isAnimated: Bool { kind != .none }

  /// The spring this motion follows, if it is a spring.
  public var spring: SpringParameters? {
    guard case .spring(let duration, let bounce) = kind else { return nil }
    return SpringParameters(duration: duration, bounce: bounce)
  }
}
