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

/// What VoiceOver, Voice Control and Switch Control get from a pager.
///
/// The pages themselves are the app's content: only the current one is exposed (see
/// ``InteractivePagerTransitionLayout/Page/isAccessibilityHidden``). The dots are one adjustable element, and the pager
/// answers the three-finger scroll.
nonisolated public struct InteractivePagerTransitionAccessibility: Hashable, Sendable {
  /// The dots' label: "Page".
  public var label: LocalizedText
  /// The dots' value: "n of count", or "None" when there are no pages.
  public var value: LocalizedText
  /// Whether the dots offer increment and decrement (enabled, with somewhere to go).
  public var isAdjustable: Bool
  /// Whether the pager reads as dimmed (disabled).
  public var isDimmed: Bool
  /// The dots as a slider's value: the current page's index, 0 without pages.
  public var position: Double
  /// The slider's bounds: from 0 to the last page's index, and never narrower than `0...1`, since
  /// a slider over a single value offers VoiceOver nothing to read as a slider.
  public var positionRange: ClosedRange<Double>

  /// The description of a pager in `machine`'s state.
  public init(_ machine: InteractivePagerTransitionMachine) {
    self.init(count: machine.count, index: machine.index, isEnabled: machine.environment.isEnabled)
  }

  /// The description of a pager with `count` pages showing `index`.
  public init(count: Int, index: Int, isEnabled: Bool) {
    let count = max(count, 0)
    label = InteractivePagerTransitionStrings.dotsLabel
    if count > 0 {
      let index = InteractivePagerTransitionMachine.clamp(index, count: count)
      value = InteractivePagerTransitionStrings.dotsValue.with(index + 1, count)
      position = Double(index)
    } else {
      value = InteractivePagerTransitionStrings.dotsNone
      position = 0
    }
    positionRange = 0...Double(max(count - 1, 1))
    isAdjustable = isEnabled && count > 1
    isDimmed = !isEnabled
  }

  /// What a slider set to `requested` asks of the pager: one page toward it, or nothing when it
  /// is the current position (or not a number).
  ///
  /// VoiceOver's swipes up and down set the slider one step either way; Voice Control and a
  /// keyboard may set it further. The pager turns one page per request, as it does for a swipe.
  public func adjustment(toward requested: Double)
    -> InteractivePagerTransitionMachine.Adjustment?
  {
    if requested > position { return .increment }
    if requested < position { return .decrement }
    return nil
  }

  /// The announcement after a page change: "Page n of count".
  public static func announcement(index: Int, count: Int) -> LocalizedText {
    InteractivePagerTransitionStrings.pageAnnouncement.with(index + 1, count)
  }
}

/// The pager's user-visible default strings, one table per language.
///
/// The block carries its own table so its single-file download needs no resource bundle. The
/// pages themselves are the app's content; only the page dots and the announcements speak.
nonisolated public enum InteractivePagerTransitionStrings {
  /// The dots' accessibility label: "Page".
  public static var dotsLabel: LocalizedText {
    LocalizedText("interactive-pager-transition.dotsLabel")
  }
  /// The dots' accessibility value: "%1$d of %2$d".
  public static var dotsValue: LocalizedText {
    LocalizedText("interactive-pager-transition.dotsValue")
  }
  /// The dots' accessibility value when there are no pages: "None".
  public static var dotsNone: LocalizedText {
    LocalizedText("interactive-pager-transition.dotsNone")
  }
  /// The announcement after a page change: "Page %1$d of %2$d".
  public static var pageAnnouncement: LocalizedText {
    LocalizedText("interactive-pager-transition.pageAnnouncement")
  }
  /// The demo's first slide title.
  public static var demoWelcomeTitle: LocalizedText {
    LocalizedText("interactive-pager-transition.demo.welcomeTitle")
  }
  /// The demo's first slide text.
  public static var demoWelcomeText: LocalizedText {
    LocalizedText("interactive-pager-transition.demo.welcomeText")
  }
  /// The demo's second slide title.
  public static var demoSwipeTitle: LocalizedText {
    LocalizedText("interactive-pager-transition.demo.swipeTitle")
  }
  /// The demo's second slide text.
  public static var demoSwipeText: LocalizedText {
    LocalizedText("interactive-pager-transition.demo.swipeText")
  }
  /// The demo's third slide title.
  public static var demoReadyTitle: LocalizedText {
    LocalizedText("interactive-pager-transition.demo.readyTitle")
  }
  /// The demo's third slide text.
  public static var demoReadyText: LocalizedText {
    LocalizedText("interactive-pager-transition.demo.readyText")
  }

  /// Every string the pager and its demo show or announce, one table per language.
  public static let table = StringTable(
    name: "InteractivePagerTransition", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    dotsLabel.key: "Page",
    dotsValue.key: "%1$d of %2$d",
    dotsNone.key: "None",
    pageAnnouncement.key: "Page %1$d of %2$d",
    demoWelcomeTitle.key: "Welcome",
    demoWelcomeText.key: "Everything you need, in one place.",
    demoSwipeTitle.key: "Swipe to explore",
    demoSwipeText.key: "Drag a page and let go: it follows your finger.",
    demoReadyTitle.key: "You're all set",
    demoReadyText.key: "Start whenever you like.",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    dotsLabel.key: "Página",
    dotsValue.key: "%1$d de %2$d",
    dotsNone.key: "Ninguna",
    pageAnnouncement.key: "Página %1$d de %2$d",
    demoWelcomeTitle.key: "Te damos la bienvenida",
    demoWelcomeText.key: "Todo lo que necesitas, en un solo lugar.",
    demoSwipeTitle.key: "Desliza para explorar",
    demoSwipeText.key: "Arrastra una página y suéltala: sigue a tu dedo.",
    demoReadyTitle.key: "Todo listo",
    demoReadyText.key: "Empieza cuando quieras.",
  ]
}
