/// An opaque color as sRGB components in [0, 1], as designers and the system color tables give
/// them.
nonisolated public struct RGBColor: Hashable, Sendable {
  /// Red, gamma-encoded sRGB in [0, 1].
  public var red: Double
  /// Green, gamma-encoded sRGB in [0, 1].
  public var green: Double
  /// Blue, gamma-encoded sRGB in [0, 1].
  public var blue: Double

  /// Creates a color from gamma-encoded sRGB components in [0, 1]; out-of-range and NaN
  /// components are clamped.
  public init(red: Double, green: Double, blue: Double) {
    self.red = Numbers.clamped(red, to: 0...1)
    self.green = Numbers.clamped(green, to: 0...1)
    self.blue = Numbers.clamped(blue, to: 0...1)
  }

  /// Creates a color from 8-bit sRGB components (0–255).
  public init(red255 red: Int, green255 green: Int, blue255 blue: Int) {
    self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
  }

  /// Creates a color from linear-light sRGB components, as SwiftUI's `Color.Resolved` stores them.
  public init(linearRed: Double, linearGreen: Double, linearBlue: Double) {
    self.init(
      red: Self.encode(linearRed), green: Self.encode(linearGreen), blue: Self.encode(linearBlue))
  }

  /// Pure white.
  public static let white = RGBColor(red: 1, green: 1, blue: 1)
  /// Pure black.
  public static let black = RGBColor(red: 0, green: 0, blue: 0)

  /// WCAG 2.2 relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linearized components.
  public var relativeLuminance: Double {
    let (r, g, b) = (Self.linearize(red), Self.linearize(green), Self.linearize(blue))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }

  /// The WCAG contrast ratio between this color and `other`, from 1 (none) to 21.
  public func contrastRatio(with other: RGBColor) -> Double {
    let a = relativeLuminance
    let b = other.relativeLuminance
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The sRGB transfer function's inverse (WCAG 2.2 uses 0.04045 as the knee).
  static func linearize(_ channel: Double) -> Double {
    let c = Numbers.clamped(channel, to: 0...1)
    return c <= 0.040_45 ? c / 12.92 : Platform.pow((c + 0.055) / 1.055, 2.4)
  }

  /// The sRGB transfer function.
  static func encode(_ linear: Double) -> Double {
    let c = Numbers.clamped(linear, to: 0...1)
    return c <= 0.003_130_8 ? c * 12.92 : 1.055 * Platform.pow(c, 1 / 2.4) - 0.055
  }
}

/// The foreground drawn on a tinted fill: white or black.
nonisolated public enum ContrastForeground: Hashable, Sendable {
  /// White foreground.
  case white
  /// Black foreground.
  case black

  /// The minimum ratio for a graphical object such as a symbol (WCAG 2.2 SC 1.4.11).
  public static let graphicsMinimum = 3.0
  /// The minimum ratio for body text (WCAG 2.2 SC 1.4.3).
  public static let textMinimum = 4.5

  /// White unless white falls below `minimum` against `fill`, in which case black.
  ///
  /// Preferring white keeps the look of the system's tinted buttons; falling back to black keeps
  /// light tints such as systemGreen legible.
  public static func on(_ fill: RGBColor, minimum: Double = graphicsMinimum) -> ContrastForeground {
    fill.contrastRatio(with: .white) >= minimum ? .white : .black
  }

  /// The color of this foreground.
  public var color: RGBColor {
    switch self {
    case .white: .white
    case .black: .black
    }
  }
}

/// iOS 18 system colors in light and dark appearance, for tests and benchmarks.
///
/// Layouts take the tint their view resolves from the environment and have no default color, so
/// a block's download carries no table of system colors.
nonisolated public enum SystemColor {
  /// systemRed, light appearance.
  public static let redLight = RGBColor(red255: 255, green255: 59, blue255: 48)
  /// systemRed, dark appearance.
  public static let redDark = RGBColor(red255: 255, green255: 69, blue255: 58)
  /// systemGreen, light appearance.
  public static let greenLight = RGBColor(red255: 52, green255: 199, blue255: 89)
  /// systemGreen, dark appearance.
  public static let greenDark = RGBColor(red255: 48, green255: 209, blue255: 88)
  /// systemIndigo, light appearance.
  public static let indigoLight = RGBColor(red255: 88, green255: 86, blue255: 214)
  /// systemIndigo, dark appearance.
  public static let indigoDark = RGBColor(red255: 94, green255: 92, blue255: 230)
  /// systemBlue, light appearance.
  public static let blueLight = RGBColor(red255: 0, green255: 122, blue255: 255)
  /// systemBlue, dark appearance.
  public static let blueDark = RGBColor(red255: 10, green255: 132, blue255: 255)
  /// systemOrange, light appearance.
  public static let orangeLight = RGBColor(red255: 255, green255: 149, blue255: 0)
  /// systemOrange, dark appearance.
  public static let orangeDark = RGBColor(red255: 255, green255: 159, blue255: 10)
  /// systemYellow, light appearance.
  public static let yellowLight = RGBColor(red255: 255, green255: 204, blue255: 0)
  /// systemYellow, dark appearance.
  public static let yellowDark = RGBColor(red255: 255, green255: 214, blue255: 10)
}
