nonisolated extension InteractivePagerTransitionMachine {
  /// An arrow key that turns pages: the previous page in left-to-right layouts is on the left, in
  /// right-to-left layouts on the right.
  public enum ArrowKey: Hashable, Sendable, CaseIterable {
    /// The left arrow key.
    case left
    /// The right arrow key.
    case right
  }
}

nonisolated extension InteractivePagerTransitionMachine {
  /// The edge a three-finger accessibility scroll goes to: SwiftUI's `Edge` in layout terms, so it
  /// needs no mirroring.
  public enum ScrollEdge: Hashable, Sendable, CaseIterable {
    /// The leading edge: the previous page.
    case leading
    /// The trailing edge: the next page.
    case trailing
  }
}

nonisolated extension InteractivePagerTransitionMachine {
  /// A VoiceOver adjustment of the page dots.
  public enum Adjustment: Hashable, Sendable, CaseIterable {
    /// Swipe up: the next page.
    case increment
    /// Swipe down: the previous page.
    case decrement
  }
}

nonisolated extension InteractivePagerTransitionMachine {
  /// The pager starts no timers: `Never` fills the machine's timer slot.
  public typealias Timer = Never
}

nonisolated extension InteractivePagerTransitionMachine {
  /// Everything that can happen to a pager.
  ///
  /// Translations arrive in screen points as the drag gesture reports them; the machine turns them
  /// into forward terms with the layout direction it was last told about.
  public enum Event: Hashable, Sendable {
    /// Reduce Motion, enabled state or layout direction changed.
    case environmentChanged(BlockEnvironment)
    /// The pager was measured: its width and height in points (NaN, infinite and negative
    /// sizes count as 0; only the width matters to the pages).
    case sizeChanged(width: Double, height: Double)
    /// The number of pages changed; the index is clamped into the new range.
    case countChanged(Int)
    /// The index binding was set from outside; the pager animates there with the settle motion.
    case indexSet(Int)
    /// The finger moved: horizontal translation since the drag began, in screen points.
    case dragChanged(translation: Double)
    /// The finger lifted: the translation and the gesture's predicted end translation, in screen
    /// points.
    case dragEnded(translation: Double, predictedEndTranslation: Double)
    /// The system cancelled the drag; the pages settle back.
    case dragCancelled
    /// A hardware arrow key was pressed.
    case keyPressed(ArrowKey)
    /// VoiceOver's three-finger scroll toward an edge.
    case accessibilityScroll(ScrollEdge)
    /// VoiceOver adjusted the page dots.
    case accessibilityAdjust(Adjustment)
    /// The view went away: any drag in flight is dropped.
    case disappeared
  }
}

/// The headless Interactive Pager Transition: which page is shown and where the pages are while
/// a finger drags them.
///
/// The machine knows how many pages there are, never the pages themselves, so its cost and size
/// do not depend on the page count. The host keeps the index binding in sync with ``index`` and
/// renders ``InteractivePagerTransitionLayout``.
///
/// Between drags the pages settle as an ``AnimatedValue`` of the position, in pages, so the
/// machine knows where they are drawn at any instant: a finger that catches them mid-settle
/// takes them from there, and a width change mid-settle keeps them in place.
nonisolated public struct InteractivePagerTransitionMachine: BlockStateMachine {

  /// How many pages there are (never negative).
  public private(set) var count: Int
  /// The shown page: always in [0, count − 1], and 0 when there are no pages.
  public private(set) var index: Int
  /// The sanitized width of a page, in points (0 when unknown or degenerate).
  public private(set) var width: Double
  /// The environment the machine was last told about.
  public private(set) var environment: BlockEnvironment
  /// Whether a finger is dragging the pages.
  public private(set) var isDragging: Bool
  /// The finger's translation in forward terms, measured from where the pages sat at the index
  /// (a drag that caught the pages mid-settle starts from where they were drawn); always
  /// finite, and 0 when not dragging.
  public private(set) var translation: Double
  /// The position over time while no finger is down, in pages.
  public private(set) var settle: AnimatedValue
  /// The index binding's value as far as the pager knows: the value last set from outside, or
  /// the value the pager last wrote back (an out-of-range value is written back clamped at once,
  /// so this is in range after every event but an `indexSet` whose write-back is pending).
  public private(set) var bindingIndex: Int
  /// The value the host must write to its index binding after the last event (or, right after
  /// `init`, before the first), or `nil` to leave the binding alone.
  ///
  /// Set when the user turns a page (drag, key, scroll or adjustment), when a change in the page
  /// count clamps the binding, and when the binding is set (or the pager created) out of range:
  /// the page shown is the clamped one, and the binding says so too, so a later change of the
  /// page count never moves to another page by itself. A value in range that came from the
  /// binding is never written back.
  public private(set) var indexToWriteBack: Int?

  /// How far the pages sat from the index when the finger caught them, in forward points.
  private var grabbedOffset = 0.0
  private var clock = HostTime()

  /// Creates a pager with `count` pages showing `index` (clamped).
  public init(
    count: Int, index: Int = 0, width: Double = 0, environment: BlockEnvironment = .init()
  ) {
    let count = max(count, 0)
    self.count = count
    self.index = Self.clamp(index, count: count)
    self.width = Numbers.length(width)
    self.environment = environment
    self.isDragging = false
    self.translation = 0
    self.settle = .resting(at: Double(self.index))
    self.bindingIndex = self.index
    self.indexToWriteBack = self.index == index ? nil : self.index
  }

  /// Whether no finger is down.
  public var isAtRest: Bool { !isDragging }

  /// Catches up, as the view appears, with the environment, the page count and the index the
  /// host has now: at once, with nothing to animate or announce.
  ///
  /// The index may have changed while the pager was off screen (in another tab, say). It
  /// appears showing that page, resting, as if it had always been there: sliding to it would
  /// show a change the user did not make just now. An index out of range is written back
  /// clamped (``indexToWriteBack``), as from ``Event/indexSet(_:)``.
  public mutating func appeared(
    environment: BlockEnvironment, count: Int, index: Int, at time: Double
  ) {
    let now = clock.advance(to: time)
    indexToWriteBack = nil
    _ = apply(environment: environment, at: now)
    _ = apply(count: count, at: now)
    _ = apply(index: index, at: now)
    if !isDragging { settle = .resting(at: Double(self.index), since: now) }
  }

  /// The translation after resistance: × ``InteractivePagerTransitionMetrics/resistance`` when it
  /// (positive on the first page) or the last page (negative on the last page).
  ///
  /// The finger's translation is first limited to one width either way, so the pages never
  /// travel further than the visible set (the current page ± 1) reaches, even if the width
  /// shrinks mid-drag.
  public var resistedTranslation: Double {
    let limited = width > 0 ? Numbers.clamped(translation, to: -width...width) : translation
    let pullsPastStart = limited > 0 && index == 0
    let pullsPastEnd = limited < 0 && index >= count - 1
    return pullsPastStart || pullsPastEnd
      ? limited * InteractivePagerTransitionMetrics.resistance : limited
  }

  /// The fractional page under the viewport, always finite.
  ///
  /// Index − resisted translation ÷ width, or the index itself when the width is 0 or there are
  /// no pages.
  public var position: Double {
    guard width > 0, count > 0 else { return Double(index) }
    return Double(index) - resistedTranslation / width
  }

  /// The fractional page drawn at host time `time`, always finite.
  ///
  /// The finger's position while dragging, otherwise where the settle has got to.
  public func position(at time: Double) -> Double {
    guard !isDragging else { return position }
    return settle.value(at: time)
  }

  /// The settle animation for the current environment: none with Reduce Motion.
  public var settleAnimation: Motion? {
    environment.reduceMotion ? nil : InteractivePagerTransitionMetrics.settleMotion
  }

  /// The page step a release makes: −1 (previous), 0 (cancel) or +1 (next), before clamping.
  ///
  /// The actual translation decides when it passes 40 % of the width; otherwise the predicted end
  /// translation when it passes 60 %; otherwise the release cancels. Both are in forward terms:
  /// negative moves toward the next page. A width of 0 always cancels.
  public static func releaseStep(translation: Double, predicted: Double, width: Double) -> Int {
    let width = Numbers.length(width)
    guard width > 0 else { return 0 }
    let translation = Numbers.finite(translation, or: 0)
    let predicted = Numbers.finite(predicted, or: 0)
    let decisive: Double
    if abs(translation) > InteractivePagerTransitionMetrics.distanceThreshold * width {
      decisive = translation
    } else if abs(predicted) > InteractivePagerTransitionMetrics.predictedThreshold * width {
      decisive = predicted
    } else {
      decisive = 0
    }
    if decisive < 0 { return 1 }
    if decisive > 0 { return -1 }
    return 0
  }

  /// The latest host time the machine was given (0 before the first event).
  public var currentTime: Double { clock.now }

  /// The host time at which the drawn value stops moving.
  public var animationEnd: Double { isDragging ? clock.now : settle.end }

  /// The event a host sends when `timer` elapses; the pager starts none, so there is none.
  public static func timerFired(_ timer: Timer) -> Event { timer }

  /// The pager never waits for a timer.
  public var awaitedTimer: Timer? { nil }

  /// The event a host sends when the environment changes, and once on appear.
  public static func environmentChanged(_ environment: BlockEnvironment) -> Event {
    .environmentChanged(environment)
  }

  /// The event a host sends when the view disappears.
  public static var disappeared: Event { .disappeared }

  /// Handles one event that happened at host time `time` and returns what the host must do.
  public mutating func send(_ event: Event, at time: Double) -> Effects<Timer> {
    let now = clock.advance(to: time)
    indexToWriteBack = nil
    switch event {
    case .environmentChanged(let newEnvironment):
      return apply(environment: newEnvironment, at: now)
    case .sizeChanged(let newWidth, _):
      width = Numbers.length(newWidth)
      return .none
    case .countChanged(let newCount):
      return apply(count: newCount, at: now)
    case .indexSet(let requested):
      return apply(index: requested, at: now)
    case .dragChanged(let screenTranslation):
      guard environment.isEnabled else { return .none }
      if !isDragging {
        // The finger catches the pages where they are drawn, even mid-settle.
        grabbedOffset = width > 0 ? (Double(index) - settle.value(at: now)) * width : 0
        isDragging = true
      }
      let forward = environment.direction.forward(Numbers.saturated(screenTranslation))
      translation = Numbers.saturated(grabbedOffset + forward)
      return .none
    case .dragEnded(let screenTranslation, let screenPredicted):
      guard isDragging else { return .none }
      let direction = environment.direction
      let translation = direction.forward(Numbers.saturated(screenTranslation))
      let forward = Numbers.saturated(grabbedOffset + translation)
      let predictedTranslation = direction.forward(Numbers.saturated(screenPredicted))
      let predicted = Numbers.saturated(grabbedOffset + predictedTranslation)
      let step = Self.releaseStep(translation: forward, predicted: predicted, width: width)
      return endDrag(step: step, at: now)
    case .dragCancelled, .disappeared:
      guard isDragging else { return .none }
      return endDrag(at: now)
    case .keyPressed(let key):
      return turn(by: step(for: key), at: now)
    case .accessibilityScroll(let edge):
      return turn(by: edge == .trailing ? 1 : -1, at: now)
    case .accessibilityAdjust(let adjustment):
      // VoiceOver reads the dots' new value after an adjustment by itself; announcing the page
      // too would say it twice.
      var effects = turn(by: adjustment == .increment ? 1 : -1, at: now)
      effects.announcement = nil
      return effects
    }
  }

  /// Takes a new environment; disabling ends a drag in flight.
  private mutating func apply(environment newEnvironment: BlockEnvironment, at now: Double)
    -> Effects<Timer>
  {
    environment = newEnvironment
    if !newEnvironment.isEnabled && isDragging {
      return endDrag(at: now)
    }
    return .none
  }

  /// Takes a new page count: the shown index is the binding clamped to it, written back when it
  /// differs.
  private mutating func apply(count newCount: Int, at now: Double) -> Effects<Timer> {
    let newCount = max(newCount, 0)
    guard newCount != count else { return .none }
    count = newCount
    let target = Self.clamp(bindingIndex, count: count)
    if bindingIndex != target {
      bindingIndex = target
      indexToWriteBack = target
    }
    guard target != index else { return .none }
    // The shown page moves because its neighbours went away: it settles there, quietly.
    index = target
    if !isDragging { settleToIndex(at: now) }
    return Effects(animation: settleAnimation)
  }

  /// Takes an index set from outside; out of range, the binding is written back clamped, once:
  /// it then says what is shown.
  private mutating func apply(index requested: Int, at now: Double) -> Effects<Timer> {
    let target = Self.clamp(requested, count: count)
    bindingIndex = target
    if requested != target { indexToWriteBack = target }
    guard target != index else { return .none }
    index = target
    if !isDragging { settleToIndex(at: now) }
    return Effects(animation: settleAnimation)
  }

  /// Starts the settle from where the pages are drawn to the current index.
  private mutating func settleToIndex(at now: Double) {
    let target = Double(index)
    if let motion = settleAnimation {
      settle = settle.retargeted(to: target, motion: motion, at: now)
    } else {
      settle = .resting(at: target, since: now)
    }
  }

  /// Moves one page from a key, a scroll or an adjustment; ignored while disabled or dragging.
  private mutating func turn(by step: Int, at now: Double) -> Effects<Timer> {
    guard let target = turnTarget(by: step) else { return .none }
    index = target
    settleToIndex(at: now)
    writeBack()
    return pageChangeEffects
  }

  /// Whether `key` turns a page now, so the pager keeps it from the views around it.
  ///
  /// At the first or last page, while disabled or while a finger drags, the key passes on: the
  /// pager is a container, and like a scroll view at its end it lets Full Keyboard Access move
  /// the focus onward.
  public func handles(_ key: ArrowKey) -> Bool { turnTarget(by: step(for: key)) != nil }

  /// The page `key` moves toward: the next page is on the right in left-to-right layouts, on the
  /// left in right-to-left ones.
  private func step(for key: ArrowKey) -> Int {
    (key == .right) == (environment.direction == .leftToRight) ? 1 : -1
  }

  /// The page a turn of `step` pages lands on, or `nil` when the pager cannot turn that way now.
  private func turnTarget(by step: Int) -> Int? {
    guard environment.isEnabled, !isDragging else { return nil }
    let target = Self.clamp(index + step, count: count)
    return target == index ? nil : target
  }

  /// Lifts the finger, moving `step` pages (clamped), and settles from where the pages are.
  private mutating func endDrag(step: Int = 0, at now: Double) -> Effects<Timer> {
    let released = position
    isDragging = false
    translation = 0
    grabbedOffset = 0
    settle = .resting(at: released, since: now)
    let target = Self.clamp(index + step, count: count)
    let turned = target != index
    index = target
    settleToIndex(at: now)
    guard turned else { return Effects(animation: settleAnimation) }
    writeBack()
    return pageChangeEffects
  }

  /// Asks the host to write the shown index to its binding.
  private mutating func writeBack() {
    bindingIndex = index
    indexToWriteBack = index
  }

  /// What a user-driven page change does: settle, a selection tick, "Page n of count".
  private var pageChangeEffects: Effects<Timer> {
    Effects(
      animation: settleAnimation, haptic: .selection,
      announcement: InteractivePagerTransitionAccessibility.announcement(index: index, count: count)
    )
  }

  /// `index` clamped to [0, count − 1], or 0 when there are no pages.
  static func clamp(_ index: Int, count: Int) -> Int {
    guard count > 0 else { return 0 }
    return min(max(index, 0), count - 1)
  }
}

/// Every number of the Interactive Pager Transition's behaviour in one place, each with its
/// meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this enum alone. The dots' look is the view's, in
/// `InteractivePagerTransition.swift`, and reaches the layout as an
/// ``InteractivePagerTransitionLook``.
nonisolated public enum InteractivePagerTransitionMetrics {
  /// The drag gesture's minimum distance before it takes over, in points.
  public static let minimumDragDistance = 10.0

  /// The factor applied to a translation that pulls past the first or last page.
  public static let resistance = 0.3

  /// A release whose actual translation exceeds this fraction of the width turns the page.
  public static let distanceThreshold = 0.4

  /// Otherwise a release whose predicted end translation exceeds this fraction turns the page.
  public static let predictedThreshold = 0.6

  /// The settle animation after a release, a key, a scroll or a programmatic change.
  public static let settleMotion = Motion.smooth(duration: 0.45)

  /// How much slower the page underneath moves than the one on top.
  public static let parallax = 0.3

  /// How much the page underneath shrinks at most.
  public static let recedingScale = 0.08

  /// How much the page underneath darkens at most.
  public static let recedingDarkening = 0.25
}
