import BlocksCore

/// How the discrete decisions of a layout are carried as numbers in a frame, and read back.
package enum PreviewCode {
  /// A foreground decision as a number: 0 for none (the label color), 1 for white, 2 for black.
  package static func foreground(_ foreground: ContrastForeground?) -> Double {
    switch foreground {
    case nil: 0
    case .white?: 1
    case .black?: 2
    }
  }

  /// The color of a foreground number from ``foreground(_:)``, or `otherwise` for none.
  package static func color(_ code: Double, otherwise: PreviewColor) -> PreviewColor {
    switch code {
    case 1: .white
    case 2: .black
    default: otherwise
    }
  }

  /// The color of a foreground decision, or `otherwise` for none (the label color).
  package static func color(
    _ foreground: ContrastForeground?, otherwise: PreviewColor
  ) -> PreviewColor {
    color(self.foreground(foreground), otherwise: otherwise)
  }
}

extension PreviewTracks {
  /// A foreground decision (none, white or black), never interpolated.
  package mutating func discrete(_ value: inout ContrastForeground?) {
    var code = PreviewCode.foreground(value)
    number(&code, .discrete)
    value =
      switch code {
      case 1: .white
      case 2: .black
      default: nil
      }
  }
}
