import BlocksCore

/// The appearance a preview is drawn in.
public enum PreviewAppearance: Hashable, Sendable, CaseIterable {
  /// Light appearance: iOS's light system colors.
  case light
  /// Dark appearance: iOS's dark system colors.
  case dark
}

/// The settings a preview runs and is drawn with: the SwiftUI environment of a real device.
///
/// Every value has a default, so a preview states only what differs: right-to-left, Reduce
/// Motion, dark appearance, a larger text size or Spanish.
public struct PreviewSettings: Hashable, Sendable {
  /// Which way is forward; gestures in a scenario are written in forward terms and performed in
  /// screen points, so a right-to-left preview drags to the left.
  public var direction: FlowDirection
  /// Whether Reduce Motion is on.
  public var reduceMotion: Bool
  /// Light or dark.
  public var appearance: PreviewAppearance
  /// The Dynamic Type scale: 1 at the default text size; sizes marked *scaled* grow with it.
  public var textScale: Double
  /// The language of the block's strings.
  public var language: BlockLanguage

  /// Creates settings; the defaults are a left-to-right, light, English preview at the default
  /// text size with full motion.
  public init(
    direction: FlowDirection = .leftToRight, reduceMotion: Bool = false,
    appearance: PreviewAppearance = .light, textScale: Double = 1,
    language: BlockLanguage = .english
  ) {
    self.direction = direction
    self.reduceMotion = reduceMotion
    self.appearance = appearance
    self.textScale = textScale.isFinite ? min(max(textScale, 0.5), 3) : 1
    self.language = language
  }

  /// The environment the block's machine is told about on appear.
  package var environment: BlockEnvironment {
    BlockEnvironment(reduceMotion: reduceMotion, isEnabled: true, direction: direction)
  }

  /// Whether the drawing mirrors (right-to-left).
  package var isMirrored: Bool { direction == .rightToLeft }
}
