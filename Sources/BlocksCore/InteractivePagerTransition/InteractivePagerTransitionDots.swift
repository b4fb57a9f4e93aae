/// How a pager's page dots look: the view's plain values, drawn by the layout.
///
/// Behaviour (thresholds, resistance, the settle motion, the parallax) stays in the machine; these
/// only change what the dots show.
nonisolated public struct InteractivePagerTransitionLook: Hashable, Sendable {
  /// The most dots shown at once, in 1…25, so a frame draws a bounded number of dots.
  public var maximumVisible: Int
  /// A dot's diameter, in points; at least 0.
  public var dotSize: Double
  /// The width of the current page's capsule, in points; at least 0.
  public var currentWidth: Double
  /// The opacity of the other dots, in [0, 1].
  public var dotOpacity: Double
  /// The scale of the outermost dot on a side with more pages beyond it, in [0, 1].
  public var outerScale: Double
  /// The scale of the dot next to the outermost one on such a side, in [0, 1].
  public var nearOuterScale: Double

  /// A look; a number that is not finite is the standard one, and one out of range is clamped.
  public init(
    maximumVisible: Int, dotSize: Double, currentWidth: Double, dotOpacity: Double,
    outerScale: Double, nearOuterScale: Double
  ) {
    self.maximumVisible = Swift.min(Swift.max(maximumVisible, 1), 25)
    self.dotSize = Swift.max(Numbers.finite(dotSize, or: 8), 0)
    self.currentWidth = Swift.max(Numbers.finite(currentWidth, or: 22), 0)
    self.dotOpacity = Numbers.clamped(Numbers.finite(dotOpacity, or: 0.45), to: 0...1)
    self.outerScale = Numbers.clamped(Numbers.finite(outerScale, or: 0.5), to: 0...1)
    self.nearOuterScale = Numbers.clamped(Numbers.finite(nearOuterScale, or: 0.75), to: 0...1)
  }

  /// The pager's standard dots: at most seven, 8 pt, the current one a 22 pt capsule, the others
  /// at 45 %, and the outer two on a side with more pages beyond it at 50 % and 75 %.
  public static let standard = InteractivePagerTransitionLook(
    maximumVisible: 7, dotSize: 8, currentWidth: 22, dotOpacity: 0.45, outerScale: 0.5,
    nearOuterScale: 0.75)
}

nonisolated extension InteractivePagerTransitionLayout {
  /// One page dot.
  public struct Dot: Hashable, Sendable {
    /// The page the dot stands for.
    public var pageIndex: Int
    /// Whether it is the current page (drawn as a capsule).
    public var isCurrent: Bool
    /// Width in points: the look's current width (22) for the current page, its dot size (8) ×
    /// ``scale`` otherwise.
    public var width: Double
    /// Height in points: the look's dot size (8) × ``scale``.
    public var height: Double
    /// Size factor: 1, or smaller for the outer dots of a window that has more pages beyond it.
    public var scale: Double
    /// White opacity: 1 for the current page, the look's dot opacity (0.45) otherwise.
    public var opacity: Double
  }
}

nonisolated extension InteractivePagerTransitionLayout {
  /// The page dots: a window of at most seven dots (the look's maximum) around the current page.
  ///
  /// With more pages than that the window follows the current page and, like the system page
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
    /// The dots' sizes, opacity and window.
    public let look: InteractivePagerTransitionLook

    /// The dots of a pager with `count` pages showing `index` (clamped), drawn with `look`.
    public init(count: Int, index: Int, look: InteractivePagerTransitionLook = .standard) {
      let count = Swift.max(count, 0)
      let current = InteractivePagerTransitionMachine.clamp(index, count: count)
      let visible = Swift.min(count, look.maximumVisible)
      let start = Swift.min(Swift.max(current - look.maximumVisible / 2, 0), count - visible)
      self.startIndex = start
      self.endIndex = start + visible
      self.currentIndex = current
      self.pageCount = count
      self.look = look
    }

    /// The dot for `pageIndex`, which must be in the window.
    public subscript(pageIndex: Int) -> InteractivePagerTransitionLayout.Dot {
      let fromStart = pageIndex - startIndex
      let fromEnd = endIndex - 1 - pageIndex
      var scale = 1.0
      if startIndex > 0 { scale = Swift.min(scale, edgeScale(fromStart)) }
      if endIndex < pageCount { scale = Swift.min(scale, edgeScale(fromEnd)) }
      let isCurrent = pageIndex == currentIndex
      if isCurrent { scale = 1 }
      return InteractivePagerTransitionLayout.Dot(
        pageIndex: pageIndex,
        isCurrent: isCurrent,
        width: isCurrent ? look.currentWidth : look.dotSize * scale,
        height: look.dotSize * scale,
        scale: scale,
        opacity: isCurrent ? 1 : look.dotOpacity)
    }

    /// The opacity of the whole row of dots: dimmed while the pager is disabled.
    public static func barOpacity(isEnabled: Bool) -> Double {
      isEnabled ? 1 : BlockEnvironment.disabledOpacity
    }

    /// The dots' animation when the current page changes: `.snappy` 0.3 s, none with Reduce Motion.
    public static func motion(reduceMotion: Bool) -> Motion? {
      reduceMotion ? nil : .snappy(duration: 0.3)
    }

    private func edgeScale(_ distanceFromEdge: Int) -> Double {
      switch distanceFromEdge {
      case 0: look.outerScale
      case 1: look.nearOuterScale
      default: 1
      }
    }
  }
}
