/// The direction text and controls flow in, which decides where "forward" is.
///
/// Gestures report screen points; multiplying a horizontal translation by ``forwardSign`` turns it
/// into forward terms, so the rules are written once for both directions while the drawn layout
/// mirrors by itself.
nonisolated public enum FlowDirection: Hashable, Sendable, CaseIterable {
  /// Left-to-right layouts: forward is to the right.
  case leftToRight
  /// Right-to-left layouts (Arabic, Hebrew): forward is to the left.
  case rightToLeft

  /// +1 when forward is to the right, −1 when it is to the left.
  public var forwardSign: Double {
    switch self {
    case .leftToRight: 1
    case .rightToLeft: -1
    }
  }

  /// A horizontal screen translation in forward terms (positive means forward).
  public func forward(_ screenTranslation: Double) -> Double {
    screenTranslation * forwardSign
  }
}
