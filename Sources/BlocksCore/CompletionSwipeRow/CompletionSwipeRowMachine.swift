nonisolated extension CompletionSwipeRowMachine {
  /// Where a completion swipe row is in its life.
  public enum Phase: Hashable, Sendable, CaseIterable {
    /// At rest, ready for a swipe or the complete action.
    case idle
    /// A forward drag moves the row.
    case dragging
    /// Completed: the row slides out and reveals the tint and the checkmark.
    case checked
    /// Completed and slid out, waiting for the undo window to close.
    case undo
    /// The row's height animates to zero.
    case collapsed
    /// Collapsed and reported: `onComplete` has run. The caller removes the row.
    case done
  }
}

nonisolated extension CompletionSwipeRowMachine {
  /// What the row makes of the drag in progress.
  public enum DragTracking: Hashable, Sendable, CaseIterable {
    /// No drag in progress.
    case none
    /// A drag has started but has not yet moved far enough to count.
    case pending
    /// The drag counts: it started mostly forward and moves the row.
    case accepted
    /// The drag belongs to someone else (a vertical scroll, a backward swipe) until it ends.
    case rejected
  }
}

nonisolated extension CompletionSwipeRowMachine {
  /// The timers of a completion swipe row.
  public enum Timer: Hashable, Sendable, CaseIterable {
    /// The slide-out spring has settled.
    case slideOut
    /// The undo window has closed.
    case undoWindow
    /// The collapse has finished.
    case collapse
  }
}

nonisolated extension CompletionSwipeRowMachine {
  /// Everything that can happen to a completion swipe row.
  ///
  /// Translations arrive in screen points; the machine turns them into forward terms with the
  /// stored ``BlockEnvironment/direction``.
  public enum Event: Hashable, Sendable {
    /// Reduce Motion, enabled state or layout direction changed (sent on appear too).
    case environmentChanged(BlockEnvironment)
    /// The row was measured: its width and its natural height, in points.
    case sizeChanged(width: Double, height: Double)
    /// The undo window was reconfigured; it applies to later completions.
    case undoWindowChanged(Double?)
    /// The finger moved; the translation from where the drag started, in screen points.
    case dragChanged(translationX: Double, translationY: Double)
    /// The finger lifted, with the translation and the predicted end translation: the only way
    /// a drag can complete the row.
    case dragEnded(
      translationX: Double, translationY: Double, predictedX: Double, predictedY: Double)
    /// The system cancelled the drag (for example a scroll view took it over): the row springs
    /// back and nothing completes, whatever its offset.
    case dragCancelled
    /// The accessibility action named `actionName` was performed (also by Voice Control).
    case accessibilityActivate
    /// The Undo button or the Undo accessibility action was used.
    case undo
    /// A timer started by the machine elapsed.
    case timerFired(Timer)
    /// The view went away.
    case disappeared
  }
}

/// The headless completion swipe row: a to-do item the user swipes forward to complete.
///
/// A drag counts after ``CompletionSwipeRowMetrics/activationDistance`` points and only if it is
/// mostly forward, so a list being scrolled never moves the row. Once it counts, the row follows
/// the forward component of the finger; lifting it past the threshold with the drag still mostly
/// forward (or after a fast forward flick) completes the row: it slides out, optionally waits for
/// an undo window, collapses, and then asks its host to run `onComplete`, exactly once. A row
/// the user has completed still reports once if it disappears first, unless the user pressed
/// Undo. Every delay is a timer effect.
///
/// The machine keeps the row's offset as an ``AnimatedValue``, so a finger that catches the row
/// while it springs back takes it from where it is drawn.
nonisolated public struct CompletionSwipeRowMachine: BlockStateMachine {
  /// The current phase.
  public private(set) var phase: Phase = .idle
  /// What the machine makes of the drag in progress.
  public private(set) var tracking: DragTracking = .none
  /// The row's forward offset in points over time.
  public private(set) var offset: AnimatedValue = .resting(at: 0)
  /// Whether the drag in progress counts (it is mostly forward right now).
  public private(set) var isDragCounting = false
  /// Whether the checkmark shows its armed state: a release now would complete, or completed.
  public private(set) var isPastThreshold = false
  /// The row's width in points (sanitized: finite, not negative).
  public private(set) var width = 0.0
  /// The row's natural height in points (sanitized).
  public private(set) var measuredHeight = 0.0
  /// The undo window in seconds, or `nil` when there is none.
  public private(set) var undoWindow: Double?
  /// The environment the row lives in.
  public private(set) var environment: BlockEnvironment
  /// The timer the machine is waiting for, if any.
  public private(set) var awaitedTimer: Timer?

  /// Where the row was drawn when the drag took it, in forward points.
  private var grabbedOffset = 0.0
  private var clock = HostTime()

  /// Creates a row at rest.
  ///
  /// - Parameters:
  ///   - undoWindow: Seconds a completed row stays on screen with an Undo button, at most
  ///     ``CompletionSwipeRowMetrics/undoWindowRange``'s upper bound; `nil`, zero, negative or
  ///     NaN mean no undo window.
  ///   - environment: The initial environment.
  public init(undoWindow: Double? = nil, environment: BlockEnvironment = BlockEnvironment()) {
    self.undoWindow = Self.sanitizedWindow(undoWindow)
    self.environment = environment
  }

  /// How far the row is offset toward its target, in forward points: where it rests once every
  /// motion ends.
  public var dragOffset: Double { offset.to }

  /// The row's forward offset as drawn at host time `time`, in [0, width].
  public func offset(at time: Double) -> Double {
    Numbers.clamped(offset.value(at: time), to: 0...width)
  }

  /// The forward translation a drag must reach to complete the row: min(0.4 × width, 140).
  ///
  /// Zero for a row that has no usable width; such a row never completes by dragging.
  public var threshold: Double {
    Swift.min(
      CompletionSwipeRowMetrics.thresholdFraction * width,
      CompletionSwipeRowMetrics.maximumThreshold)
  }

  /// Whether the row has been completed (checked, waiting for undo, collapsing or done).
  public var isCompleted: Bool {
    switch phase {
    case .checked, .undo, .collapsed, .done: true
    case .idle, .dragging: false
    }
  }

  /// Whether the Undo button and action are offered right now.
  public var canUndo: Bool {
    undoWindow != nil && environment.isEnabled && (phase == .checked || phase == .undo)
  }

  /// Whether the complete action is offered right now: while idle, and during a drag, where the
  /// assistive action wins over the finger.
  public var canComplete: Bool {
    environment.isEnabled && (phase == .idle || phase == .dragging)
  }

  /// Whether nothing is in flight: no drag, no timer, and the row idle or done.
  public var isAtRest: Bool {
    awaitedTimer == nil && tracking == .none && (phase == .idle || phase == .done)
  }

  /// The latest host time the machine was given (0 before the first event).
  public var currentTime: Double { clock.now }

  /// The host time at which the drawn value stops moving.
  public var animationEnd: Double { offset.end }

  /// The event a host sends when `timer` elapses.
  public static func timerFired(_ timer: Timer) -> Event { .timerFired(timer) }

  /// The event a host sends when the environment changes, and once on appear.
  public static func environmentChanged(_ environment: BlockEnvironment) -> Event {
    .environmentChanged(environment)
  }

  /// The event a host sends when the view disappears.
  public static var disappeared: Event { .disappeared }

  /// Handles one event that happened at host time `time` and returns what the host must do.
  public mutating func send(_ event: Event, at time: Double) -> Effects<Timer> {
    let now = clock.advance(to: time)
    switch event {
    case .environmentChanged(let newEnvironment):
      return environmentChanged(to: newEnvironment, at: now)
    case .sizeChanged(let newWidth, let newHeight):
      width = Numbers.length(newWidth)
      measuredHeight = Numbers.length(newHeight)
      if isCompleted {
        offset = .resting(at: width, since: now)
      } else if offset.to > width {
        offset = .resting(at: width, since: now)
      }
      return .none
    case .undoWindowChanged(let window):
      undoWindow = Self.sanitizedWindow(window)
      return .none
    case .dragChanged(let x, let y):
      return dragChanged(screenX: x, screenY: y, at: now)
    case .dragEnded(let x, let y, let predictedX, let predictedY):
      return dragEnded(
        screenX: x, screenY: y, predictedX: predictedX, predictedY: predictedY, at: now)
    case .dragCancelled:
      let wasDragging = phase == .dragging
      tracking = .none
      return wasDragging ? springBack(at: now) : .none
    case .accessibilityActivate:
      guard canComplete else { return .none }
      return complete(at: now)
    case .undo:
      guard canUndo else { return .none }
      return restore(at: now)
    case .timerFired(let timer):
      guard timer == awaitedTimer else { return .none }
      return timerFired(timer, at: now)
    case .disappeared:
      return disappeared(at: now)
    }
  }

  // MARK: - Drag

  private mutating func dragChanged(
    screenX: Double, screenY: Double, at now: Double
  ) -> Effects<Timer> {
    guard environment.isEnabled, phase == .idle || phase == .dragging else { return .none }
    let forward = environment.direction.forward(Numbers.saturated(screenX))
    let vertical = abs(Numbers.saturated(screenY))
    switch tracking {
    case .rejected:
      return .none
    case .none, .pending:
      // Compare squared lengths against the squared distance; huge values overflow to infinity,
      // which still compares correctly.
      let distanceSquared = forward * forward + vertical * vertical
      let activation = CompletionSwipeRowMetrics.activationDistance
      guard distanceSquared >= activation * activation else {
        tracking = .pending
        return .none
      }
      guard forward > vertical, width > 0 else {
        tracking = .rejected
        return .none
      }
      tracking = .accepted
      phase = .dragging
      // The finger takes the row where it is drawn, even while it springs back.
      grabbedOffset = offset(at: now)
      return follow(forward: forward, vertical: vertical, at: now)
    case .accepted:
      return follow(forward: forward, vertical: vertical, at: now)
    }
  }

  /// Moves the row with an accepted drag: it follows the forward component whichever way the
  /// finger drifts; the checkmark arms only while a release would complete.
  private mutating func follow(
    forward: Double, vertical: Double, at now: Double
  ) -> Effects<Timer> {
    let position = Numbers.clamped(grabbedOffset + forward, to: 0...width)
    let counts = forward > vertical
    let armed = counts && isPastThreshold(position)
    let wasArmed = isPastThreshold
    isDragCounting = counts
    offset = .resting(at: position, since: now)
    isPastThreshold = armed
    return armed && !wasArmed ? Effects(haptic: .mediumImpact) : .none
  }

  private func isPastThreshold(_ position: Double) -> Bool {
    width > 0 && position >= threshold
  }

  private mutating func dragEnded(
    screenX: Double, screenY: Double, predictedX: Double, predictedY: Double, at now: Double
  ) -> Effects<Timer> {
    let wasAccepted = tracking == .accepted
    tracking = .none
    guard wasAccepted, phase == .dragging else { return .none }
    let direction = environment.direction
    let forward = direction.forward(Numbers.saturated(screenX))
    let vertical = abs(Numbers.saturated(screenY))
    let predictedForward = direction.forward(
      predictedX.isNaN ? Numbers.saturated(screenX) : Numbers.saturated(predictedX))
    let predictedVertical = abs(
      predictedY.isNaN ? Numbers.saturated(screenY) : Numbers.saturated(predictedY))
    let counts = forward > vertical && environment.isEnabled
    let position = Numbers.clamped(grabbedOffset + forward, to: 0...width)
    let armed = counts && isPastThreshold(position)
    let flick =
      counts && width > 0 && predictedForward >= width && predictedForward > predictedVertical
    return armed || flick ? complete(at: now) : springBack(at: now)
  }

  // MARK: - Completion

  private mutating func complete(at now: Double) -> Effects<Timer> {
    if tracking != .none { tracking = .rejected }
    isDragCounting = false
    isPastThreshold = true
    var effects = Effects<Timer>(announcement: CompletionSwipeRowStrings.completed)
    if environment.reduceMotion {
      offset = .resting(at: width, since: now)
      if let window = undoWindow {
        phase = .undo
        effects.timer = start(.undoWindow, after: window)
      } else {
        phase = .done
        effects.callback = .perform
      }
    } else {
      phase = .checked
      offset = offset.retargeted(
        to: width, motion: CompletionSwipeRowMetrics.slideOut, at: now)
      effects.animation = CompletionSwipeRowMetrics.slideOut
      effects.timer = start(.slideOut, after: CompletionSwipeRowMetrics.slideOutDuration)
    }
    return effects
  }

  private mutating func timerFired(_ timer: Timer, at now: Double) -> Effects<Timer> {
    awaitedTimer = nil
    switch (timer, phase) {
    case (.slideOut, .checked):
      if let window = undoWindow {
        phase = .undo
        return Effects(timer: start(.undoWindow, after: window))
      }
      return collapse()
    case (.undoWindow, .undo):
      guard !environment.reduceMotion else {
        phase = .done
        return Effects(callback: .perform)
      }
      return collapse()
    case (.collapse, .collapsed):
      phase = .done
      return Effects(callback: .perform)
    default:
      return .none
    }
  }

  private mutating func collapse() -> Effects<Timer> {
    phase = .collapsed
    return Effects(
      animation: CompletionSwipeRowMetrics.collapse,
      timer: start(.collapse, after: CompletionSwipeRowMetrics.collapseDuration))
  }

  private mutating func start(_ timer: Timer, after seconds: Double) -> TimerEffect<Timer> {
    awaitedTimer = timer
    return .start(timer, after: seconds)
  }

  /// Handles the view going away.
  ///
  /// A row the user completed reports now, once, since no later timer can; anything else goes
  /// back to idle.
  private mutating func disappeared(at now: Double) -> Effects<Timer> {
    tracking = .none
    awaitedTimer = nil
    switch phase {
    case .checked, .undo, .collapsed:
      phase = .done
      return Effects(callback: .perform, timer: .cancel)
    case .done:
      return Effects(timer: .cancel)
    case .idle, .dragging:
      resetToIdle(at: now)
      return Effects(timer: .cancel)
    }
  }

  // MARK: - Going back

  /// Springs a released or cancelled drag back to idle, from where the row is drawn.
  private mutating func springBack(at now: Double) -> Effects<Timer> {
    phase = .idle
    isDragCounting = false
    isPastThreshold = false
    if let motion = springBackMotion {
      offset = offset.retargeted(to: 0, motion: motion, at: now)
    } else {
      offset = .resting(at: 0, since: now)
    }
    return Effects(animation: springBackMotion)
  }

  /// Brings a completed row back (undo, or disabled before `onComplete` ran).
  private mutating func restore(at now: Double) -> Effects<Timer> {
    if tracking != .none { tracking = .rejected }
    awaitedTimer = nil
    var effects = springBack(at: now)
    effects.timer = .cancel
    return effects
  }

  private mutating func resetToIdle(at now: Double) {
    phase = .idle
    offset = .resting(at: 0, since: now)
    isDragCounting = false
    isPastThreshold = false
  }

  /// The spring back, or no animation at all with Reduce Motion.
  private var springBackMotion: Motion? {
    environment.reduceMotion ? nil : CompletionSwipeRowMetrics.springBack
  }

  // MARK: - Environment

  private mutating func environmentChanged(
    to newEnvironment: BlockEnvironment, at now: Double
  ) -> Effects<Timer> {
    let wasEnabled = environment.isEnabled
    environment = newEnvironment
    guard wasEnabled, !newEnvironment.isEnabled else { return .none }
    // Disabled: drop the gesture in flight; a completion that has not reported yet is undone so
    // that `onComplete` never runs while the row is disabled.
    if tracking != .none { tracking = .rejected }
    switch phase {
    case .idle, .done:
      return .none
    case .dragging:
      return springBack(at: now)
    case .checked, .undo, .collapsed:
      return restore(at: now)
    }
  }

  private static func sanitizedWindow(_ window: Double?) -> Double? {
    guard let window, !window.isNaN, window > 0 else { return nil }
    return Numbers.duration(
      window,
      in: CompletionSwipeRowMetrics.undoWindowRange,
      fallback: CompletionSwipeRowMetrics.undoWindowRange.upperBound)
  }
}

/// Every number of the Completion Swipe Row's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this enum alone. The look is the view's, in
/// `CompletionSwipeRow.swift`, and reaches the layout as a ``CompletionSwipeRowLook``.
nonisolated public enum CompletionSwipeRowMetrics {
  /// How far a drag must move, in points, before it counts.
  public static let activationDistance = 20.0
  /// The threshold as a fraction of the row's width.
  public static let thresholdFraction = 0.4
  /// The threshold never exceeds this many points, so wide rows do not need long swipes.
  public static let maximumThreshold = 140.0
  /// The undo windows a row accepts, in seconds: a caller's window is clamped into this range
  /// before any timer sees it (zero, negative and NaN windows mean no window at all).
  public static let undoWindowRange = 0.0...60

  /// Releasing below the threshold (or undoing) springs the row back with this motion.
  public static let springBack = Motion.spring(duration: 0.35, bounce: 0.25)
  /// A completed row slides out with this motion.
  public static let slideOut = Motion.spring(duration: 0.35, bounce: 0.1)
  /// How long the slide-out lasts before the row collapses.
  public static let slideOutDuration = 0.35
  /// The collapse: an ease-in-out of 0.25 s after a 0.12 s pause.
  public static let collapse = Motion.easeInOut(duration: 0.25).delayed(by: 0.12)
  /// How long the collapse lasts, pause included, before `onComplete` runs.
  public static let collapseDuration = 0.37
  /// The checkmark's pop when the threshold is crossed.
  public static let checkmarkPop = Motion.spring(duration: 0.3, bounce: 0.6)
  /// The checkmark's change with Reduce Motion: a short fade, no scale, no bounce.
  public static let checkmarkFade = Motion.easeOut(duration: 0.15)
}
