nonisolated extension InteractivePagerTransitionLayout {
  /// One page dot.
  public struct Dot: Hashable, Sendable {
    /// The page the dot stands for.
    public var pageIndex: Int
    /// Whether it is the current page (drawn as a capsule).
    public var isCurrent: Bool
    /// Width in points: 22 for the current page, 8 × ``scale`` otherwise.
    public var width: Double
    /// Height in points: 8 × ``scale``.
    public var height: Double
    /// Size factor: 1, or smaller for the outer dots of a window that has more pages beyond it.
    public var scale: Double
    /// White opacity: 1 for the current page, 0.45 otherwise.
    public var opacity: Double
  }
}

nonisolated extension InteractivePagerTransitionLayout {
  /// The page dots: a window of at most seven dots around the current page.
  ///
  /// With more than seven pages the window follows the current page and, like the system page
  /// control, shrinks the two outer dots on each side that has more pages beyond it. A collection
  /// indexed by page index, computed on demand: no allocation, the same cost for any page count.
  public struct Dots: RandomAccessCollection, Hashable, Sendable {

    /// The first page in the window.
    public let startIndex: Int
    /// One past the last page in the window.
    public let endIndex: Int
    /// The current page.
    public let currentIndex: Int
    /// The number of pages.
    public let pageCount: Int

    /// The dots of a pager with `count` pages showing `index` (clamped).
    public init(count: Int, index: Int) {
      let count = Swift.max(count, 0)
      let current = InteractivePagerTransitionMachine.clamp(index, count: count)
      let visible = Swift.min(count, InteractivePagerTransitionMetrics.maximumVisible)
      let start = Swift.min(
        Swift.max(current - InteractivePagerTransitionMetrics.maximumVisible / 2, 0),
        count - visible)
      self.startIndex = start
      self.endIndex = start + visible
      self.currentIndex = current
      self.pageCount = count
    }

    /// The dot for `pageIndex`, which must be in the window.
    public subscript(pageIndex: Int) -> InteractivePagerTransitionLayout.Dot {
      let fromStart = pageIndex - startIndex
      let fromEnd = endIndex - 1 - pageIndex
      var scale = 1.0
      if startIndex > 0 { scale = Swift.min(scale, Self.edgeScale(fromStart)) }
      if endIndex < pageCount { scale = Swift.min(scale, Self.edgeScale(fromEnd)) }
      let isCurrent = pageIndex == currentIndex
      if isCurrent { scale = 1 }
      return InteractivePagerTransitionLayout.Dot(
        pageIndex: pageIndex,
        isCurrent: isCurrent,
        width: isCurrent
          ? InteractivePagerTransitionMetrics.currentWidth
          : InteractivePagerTransitionMetrics.dotSize * scale,
        height: InteractivePagerTransitionMetrics.dotSize * scale,
        scale: scale,
        opacity: isCurrent ? 1 : InteractivePagerTransitionMetrics.dotOpacity)
    }

    /// The opacity of the whole row of dots: dimmed while the pager is disabled.
    public static func barOpacity(isEnabled: Bool) -> Double {
      isEnabled ? 1 : BlockEnvironment.disabledOpacity
    }

    /// The dots' animation when the current page changes: `.snappy` 0.3 s, none with Reduce Motion.
    public static func motion(reduceMotion: Bool) -> Motion? {
      reduceMotion ? nil : .snappy(duration: 0.3)
    }

    private static func edgeScale(_ distanceFromEdge: Int) -> Double {
      switch distanceFromEdge {
      case 0: InteractivePagerTransitionMetrics.outerScale
      case 1: InteractivePagerTransitionMetrics.nearOuterScale
      default: 1
      }
    }
  }
}
