#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  extension Motion {
    /// The SwiftUI animation that follows this motion; `nil` for ``/BlocksCore/Motion/none``.
    public var swiftUIAnimation: Animation? {
      let base: Animation
      switch kind {
      case .none: return nil
      case .linear(let duration): base = .linear(duration: duration)
      case .easeOut(let duration): base = .easeOut(duration: duration)
      case .easeIn(let duration): base = .easeIn(duration: duration)
      case .easeInOut(let duration): base = .easeInOut(duration: duration)
      case .spring(let duration, let bounce): base = .spring(duration: duration, bounce: bounce)
      case .smooth(let duration): base = .smooth(duration: duration)
      case .snappy(let duration): base = .snappy(duration: duration)
      }
      return delay > 0 ? base.delay(delay) : base
    }
  }
#endif
