#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  extension RGBColor {
    /// The sRGB color of a resolved SwiftUI color (its alpha is ignored: fills are opaque).
    public init(_ resolved: Color.Resolved) {
      self.init(
        linearRed: Double(resolved.linearRed),
        linearGreen: Double(resolved.linearGreen),
        linearBlue: Double(resolved.linearBlue))
    }
  }

  extension ContrastForeground {
    /// The SwiftUI color of this foreground.
    public var swiftUIColor: Color {
      switch self {
      case .white: .white
      case .black: .black
      }
    }
  }
#endif
