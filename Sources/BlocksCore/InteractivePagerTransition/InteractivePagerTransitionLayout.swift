nonisolated extension InteractivePagerTransitionLayout {
  /// Where one built page sits in a frame.
  public struct Page: Hashable, Sendable {
    /// The page's index in the page list.
    public var pageIndex: Int
    /// Page index − position: 0 centered, 1 the next page, −1 the previous one.
    public var relative: Double
    /// Horizontal offset in layout points (positive toward the trailing side).
    public var offset: Double
    /// Scale around the page's center.
    public var scale: Double
    /// Brightness adjustment: 0 unchanged, negative darker.
    public var brightness: Double
    /// Drawing order: higher page indices draw on top.
    public var zIndex: Double
    /// Whether the page takes touches (only the current page does).
    public var allowsHitTesting: Bool
    /// Whether the page is hidden from VoiceOver (every page but the current one is).
    public var isAccessibilityHidden: Bool
  }
}

nonisolated extension InteractivePagerTransitionLayout {
  /// The pages a frame builds: the current index ± 1, clamped to the page list.
  ///
  /// A collection indexed by page index whose elements are computed on demand, so it is a few
  /// words wide, never allocates and costs the same for three pages or a million.
  public struct VisiblePages: RandomAccessCollection, Hashable, Sendable {
    /// The first visible page index.
    public let startIndex: Int
    /// One past the last visible page index (equal to ``startIndex`` when there are no pages).
    public let endIndex: Int
    /// The current page index.
    public let currentIndex: Int
    /// The fractional page under the viewport.
    public let position: Double
    /// The sanitized page width.
    public let width: Double
    /// Whether Reduce Motion is on: pages slide plainly, without parallax, scale or darkening.
    public let reduceMotion: Bool

    /// The visible pages of a pager with `count` pages at `index`, drawn at `position` (which the
    /// host may animate) for a page `width`.
    public init(count: Int, index: Int, position: Double, width: Double, reduceMotion: Bool) {
      let count = Swift.max(count, 0)
      let current = InteractivePagerTransitionMachine.clamp(index, count: count)
      self.currentIndex = current
      self.startIndex = count > 0 ? Swift.max(current - 1, 0) : 0
      self.endIndex = count > 0 ? Swift.min(current + 1, count - 1) + 1 : 0
      self.width = Numbers.length(width)
      self.position = position.isFinite ? position : Double(current)
      self.reduceMotion = reduceMotion
    }

    /// The layout of the visible page at `pageIndex`.
    ///
    /// On top (relative > 0) a page is offset by relative × width. Underneath (relative ≤ 0) it is
    /// offset by relative × width × 0.3, scaled by 1 − 0.08 × min(−relative, 1) and darkened by
    /// 0.25 × max(relative, −1). With Reduce Motion every page is offset by relative × width only.
    public subscript(pageIndex: Int) -> InteractivePagerTransitionLayout.Page {
      let relative = Double(pageIndex) - position
      let offset: Double
      let scale: Double
      let brightness: Double
      if reduceMotion || relative > 0 {
        offset = relative * width
        scale = 1
        brightness = 0
      } else {
        offset = relative * width * InteractivePagerTransitionMetrics.parallax
        scale = 1 - InteractivePagerTransitionMetrics.recedingScale * Swift.min(-relative, 1)
        brightness = InteractivePagerTransitionMetrics.recedingDarkening * Swift.max(relative, -1)
      }
      let isCurrent = pageIndex == currentIndex
      return InteractivePagerTransitionLayout.Page(
        pageIndex: pageIndex,
        relative: relative,
        // relative × width overflows to infinity for widths near the largest Double.
        offset: Numbers.clamped(
          offset, to: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude),
        scale: scale,
        brightness: brightness,
        zIndex: Double(pageIndex - currentIndex),
        allowsHitTesting: isCurrent,
        isAccessibilityHidden: !isCurrent)
    }
  }
}

/// Everything a pager frame needs: the visible pages and the page dots.
nonisolated public struct InteractivePagerTransitionLayout: Hashable, Sendable {

  /// The pages to build, with their offset, scale, brightness, order and interactivity.
  public var pages: InteractivePagerTransitionLayout.VisiblePages
  /// The page dots.
  public var dots: InteractivePagerTransitionLayout.Dots

  /// The layout for a pager drawn at `position` (the machine's position, or an animated value on
  /// the way to it), its dots drawn with `look`.
  public init(
    count: Int, index: Int, position: Double, width: Double, reduceMotion: Bool,
    look: InteractivePagerTransitionLook = .standard
  ) {
    pages = InteractivePagerTransitionLayout.VisiblePages(
      count: count, index: index, position: position, width: width, reduceMotion: reduceMotion)
    dots = InteractivePagerTransitionLayout.Dots(count: count, index: index, look: look)
  }

  /// The layout for the machine's state.
  ///
  /// - Parameters:
  ///   - machine: The pager's state.
  ///   - time: A host time to draw the pages at, as the screen shows them mid-settle; `nil`
  ///     gives where they rest.
  ///   - width: The width to lay the pages out at, when the host knows it before the machine
  ///     does (a view lays out from its size in the same pass); `nil` uses the machine's.
  ///   - look: The dots' sizes, opacity and window.
  public init(
    _ machine: InteractivePagerTransitionMachine, at time: Double? = nil, width: Double? = nil,
    look: InteractivePagerTransitionLook = .standard
  ) {
    self.init(
      count: machine.count, index: machine.index,
      position: time.map(machine.position(at:)) ?? machine.position,
      width: width ?? machine.width, reduceMotion: machine.environment.reduceMotion, look: look)
  }

  /// The layout for the machine's state over a page list of `pageCount` pages, which may already
  /// differ from the machine's count (a view can be redrawn with new pages before it tells the
  /// machine): then the pages rest on the binding clamped to the list, as they will once the
  /// machine hears of the new count, and every built page exists.
  ///
  /// - Parameters:
  ///   - machine: The pager's state.
  ///   - pageCount: The number of pages the view has now.
  ///   - time: A host time to draw the pages at; `nil` gives where they rest.
  ///   - width: The width to lay the pages out at; `nil` uses the machine's.
  ///   - look: The dots' sizes, opacity and window.
  public init(
    _ machine: InteractivePagerTransitionMachine, pageCount: Int, at time: Double? = nil,
    width: Double? = nil, look: InteractivePagerTransitionLook = .standard
  ) {
    guard pageCount != machine.count else {
      self.init(machine, at: time, width: width, look: look)
      return
    }
    let index = InteractivePagerTransitionMachine.clamp(machine.bindingIndex, count: pageCount)
    self.init(
      count: pageCount, index: index, position: Double(index), width: width ?? machine.width,
      reduceMotion: machine.environment.reduceMotion, look: look)
  }
}
