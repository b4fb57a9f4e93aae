#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  /// A haptic request that changes identity each time, so `sensoryFeedback(trigger:)` plays the
  /// same haptic twice in a row.
  public struct HapticPulse: Equatable {
    /// The haptic to play.
    public var haptic: Haptic?
    /// Bumped on every request.
    public var count = 0

    /// Creates a pulse that has played nothing yet.
    public init() {}

    /// Requests `haptic`.
    public mutating func play(_ haptic: Haptic) {
      self.haptic = haptic
      count &+= 1
    }
  }

  /// Plays the haptics a block's machine asks for, through `sensoryFeedback`.
  ///
  /// A modifier rather than a `View` extension, so a block adds no member to a system type.
  public struct HapticPlayer: ViewModifier {
    /// The latest request.
    public let pulse: HapticPulse

    /// Creates a player of `pulse`.
    public init(pulse: HapticPulse) {
      self.pulse = pulse
    }

    /// The content, playing the pulse's haptic each time it changes.
    public func body(content: Content) -> some View {
      content.sensoryFeedback(trigger: pulse) { _, new in
        new.haptic.map(Self.feedback)
      }
    }

    /// The system feedback for `haptic`.
    ///
    /// `nonisolated`: a pure mapping that `sensoryFeedback`'s closure calls from outside the main
    /// actor, where an app target with Approachable Concurrency would otherwise warn.
    nonisolated public static func feedback(_ haptic: Haptic) -> SensoryFeedback {
      switch haptic {
      case .success: .success
      case .error: .error
      case .warning: .warning
      case .lightImpact: .impact(weight: .light)
      case .mediumImpact: .impact(weight: .medium)
      case .rigidImpact: .impact(flexibility: .rigid)
      case .selection: .selection
      default: .impact
      }
    }
  }
#endif
