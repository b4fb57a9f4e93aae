import BlocksCore

/// The appearance a preview is drawn in.
public enum PreviewAppearance: Hashable, Sendable, CaseIterable {
  /// Light appearance: iOS's light system colors.
  case light
  /// Dark appearance: iOS's dark system colors.
  case dark
}

/// The language of a preview's text.
public enum PreviewLanguage: Hashable, Sendable, CaseIterable {
  /// English.
  case english
  /// Spanish.
  case spanish

  /// The language identifier the blocks' string tables take ("en" or "es").
  public var code: String {
    switch self {
    case .english: "en"
    case .spanish: "es"
    }
  }

  /// The language for an identifier such as "es" or "es-MX": Spanish for any Spanish variant,
  /// English for "en" and its variants, `nil` otherwise.
  public init?(code: String) {
    // ASCII only: a language identifier is ASCII, and this needs no Unicode case tables.
    let bytes = Array(code.utf8).map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    guard bytes.count == 2 || (bytes.count > 3 && (bytes[2] == 45 || bytes[2] == 95)) else {
      return nil
    }
    switch (bytes[0], bytes[1]) {
    case (UInt8(ascii: "e"), UInt8(ascii: "s")): self = .spanish
    case (UInt8(ascii: "e"), UInt8(ascii: "n")): self = .english
    default: return nil
    }
  }

  /// `english` or `spanish`, whichever is this language.
  package func pick(_ english: String, _ spanish: String) -> String {
    self == .english ? english : spanish
  }
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
  public var language: PreviewLanguage

  /// Creates settings; the defaults are a left-to-right, light, English preview at the default
  /// text size with full motion.
  public init(
    direction: FlowDirection = .leftToRight, reduceMotion: Bool = false,
    appearance: PreviewAppearance = .light, textScale: Double = 1,
    language: PreviewLanguage = .english
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
