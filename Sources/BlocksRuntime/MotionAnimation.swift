#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  extension Motion {
    /// The SwiftUI animation that follows this motion; `nil` for ``/BlocksCore/Motion/none``.
    public var swiftUIAnimation: Animation? {
      let base: Animation
      switch kind {
      case .none: return nil
      case .curve(let curve, let duration):
        base = .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: duration)
      case .spring(let duration, let bounce): base = .spring(duration: duration, bounce: bounce)
      }
      return delay > 0 ? base.delay(delay) : base
    }
  }
#endif
