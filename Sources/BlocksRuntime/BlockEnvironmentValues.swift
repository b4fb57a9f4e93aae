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

  extension KeyModifiers {
    /// The Command, Shift, Option and Control keys among SwiftUI's `modifiers`; Caps Lock and the
    /// numeric keypad change no shortcut and are left out.
    public init(_ modifiers: EventModifiers) {
      self = []
      if modifiers.contains(.command) { insert(.command) }
      if modifiers.contains(.shift) { insert(.shift) }
      if modifiers.contains(.option) { insert(.option) }
      if modifiers.contains(.control) { insert(.control) }
    }
  }
#endif
