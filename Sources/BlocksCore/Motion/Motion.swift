/// An animation described as data: what curve, how long, after what delay.
///
/// State machines return a `Motion` instead of animating, so the decision "spring back with a
/// bounce of 0.35" is a value that tests compare and that the SwiftUI host turns into an
/// `Animation`. ``sample(at:from:to:initialVelocity:)`` evaluates it, so previews and tests can
/// ask where a value is at any instant without a device.
public struct Motion: Hashable, Sendable {
  /// The shape of a motion's curve.
  ///
  /// The host maps each case to the SwiftUI animation of the same name.
  public enum Kind: Hashable, Sendable {
    /// No animation: the value jumps to its target.
    case none
    /// Constant speed over `duration` seconds.
    case linear(duration: Double)
    /// Starts fast and slows into the target (cubic Bézier 0, 0, 0.58, 1).
    case easeOut(duration: Double)
    /// Starts slowly and speeds up (cubic Bézier 0.42, 0, 1, 1).
    case easeIn(duration: Double)
    /// Slow at both ends (cubic Bézier 0.42, 0, 0.58, 1).
    case easeInOut(duration: Double)
    /// A spring with a perceptual duration and a bounce in [-1, 1].
    case spring(duration: Double, bounce: Double)
    /// SwiftUI's `.smooth(duration:)`: a spring without bounce.
    case smooth(duration: Double)
    /// SwiftUI's `.snappy(duration:)`: a spring with a small bounce (0.15).
    case snappy(duration: Double)
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
  public static func linear(duration: Double) -> Motion { Motion(.linear(duration: duration)) }

  /// An ease-out over `duration` seconds.
  public static func easeOut(duration: Double) -> Motion { Motion(.easeOut(duration: duration)) }

  /// An ease-in over `duration` seconds.
  public static func easeIn(duration: Double) -> Motion { Motion(.easeIn(duration: duration)) }

  /// An ease-in-out over `duration` seconds.
  public static func easeInOut(duration: Double) -> Motion {
    Motion(.easeInOut(duration: duration))
  }

  /// A spring with SwiftUI's `spring(duration:bounce:)` parameters.
  public static func spring(duration: Double, bounce: Double) -> Motion {
    Motion(.spring(duration: duration, bounce: bounce))
  }

  /// SwiftUI's `.smooth(duration:)`.
  public static func smooth(duration: Double) -> Motion { Motion(.smooth(duration: duration)) }

  /// SwiftUI's `.snappy(duration:)`.
  public static func snappy(duration: Double) -> Motion { Motion(.snappy(duration: duration)) }

  /// The same motion, started `seconds` later.
  public func delayed(by seconds: Double) -> Motion {
    Motion(kind, delay: delay + seconds)
  }

  /// Whether the motion moves at all (false for ``none``).
  public var isAnimated: Bool { kind != .none }

  /// The spring this motion follows, if it is one of the spring kinds.
  public var spring: SpringParameters? {
    switch kind {
    case .spring(let duration, let bounce): SpringParameters(duration: duration, bounce: bounce)
    case .smooth(let duration): SpringParameters(duration: duration, bounce: 0)
    case .snappy(let duration): SpringParameters(duration: duration, bounce: 0.15)
    case .none, .linear, .easeOut, .easeIn, .easeInOut: nil
    }
  }
}
