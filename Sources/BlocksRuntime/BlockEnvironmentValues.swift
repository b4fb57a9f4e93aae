#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  extension BlockEnvironment {
    /// The block environment read from SwiftUI's environment values.
    public init(reduceMotion: Bool, isEnabled: Bool, layoutDirection: LayoutDirection) {
      let direction: FlowDirection
      switch layoutDirection {
      case .rightToLeft: direction = .rightToLeft
      case .leftToRight: direction = .leftToRight
      @unknown default: direction = .leftToRight
      }
      self.init(reduceMotion: reduceMotion, isEnabled: isEnabled, direction: direction)
    }
  }
#endif
