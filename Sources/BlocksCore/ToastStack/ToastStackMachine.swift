/// What a toast says it is: its symbol and tint, the haptic it plays and whether it times out.
nonisolated public enum ToastStackStyle: Hashable, Sendable, CaseIterable {
  /// Information: `info.circle.fill` in the tint.
  case info
  /// Something finished well: `checkmark.circle.fill` in green, with the success haptic.
  case success
  /// Something needs attention: `exclamationmark.triangle.fill` in orange, with the warning
  /// haptic.
  case warning
  /// Something failed: `xmark.octagon.fill` in red, with the error haptic.
  case error
  /// Work in progress: a progress indicator; it never times out.
  case loading

  /// The notification haptic the toast plays when it appears, if any.
  public var haptic: Haptic? {
    switch self {
    case .success: .success
    case .warning: .warning
    case .error: .error
    case .info, .loading: nil
    }
  }

  /// How severe the toast is: one change that brings several toasts plays the haptic of the most
  /// severe one only.
  public var severity: Int {
    switch self {
    case .info, .loading: 0
    case .success: 1
    case .warning: 2
    case .error: 3
    }
  }

  /// Whether the toast leaves on its own: every style but `.loading`.
  public var timesOut: Bool { self != .loading }
}

/// One toast as the machine sees it: what it needs to decide, without the app's texts.
///
/// The host describes each toast of its binding with one entry. The texts themselves stay with
/// the host (they are localized resources the machine cannot read); it hands over fingerprints of
/// them, so the machine can tell an update that changed what a toast says from one that did not.
nonisolated public struct ToastStackEntry<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The toast's identity: an update with the same id changes the toast in place.
  public var id: ID
  /// Its style.
  public var style: ToastStackStyle
  /// How long it asks to show, in seconds, before ``ToastStackMetrics/timeToShow(duration:style:)``
  /// clamps it.
  public var duration: Double
  /// A fingerprint of its title and message (such as their hash): it changes when they do, and
  /// a changed text is announced again.
  public var text: Int
  /// A fingerprint of its action's title, or `nil` when the toast has no action.
  public var action: Int?

  /// Creates an entry.
  public init(
    id: ID, style: ToastStackStyle = .info, duration: Double = ToastStackMetrics.defaultDuration,
    text: Int = 0, action: Int? = nil
  ) {
    self.id = id
    self.style = style
    self.duration = duration
    self.text = text
    self.action = action
  }

  /// Whether the toast has an action button.
  public var hasAction: Bool { action != nil }

  /// How long the toast shows, in seconds: its duration clamped, or forever.
  public var timeToShow: Double { ToastStackMetrics.timeToShow(duration: duration, style: style) }

  /// Whether `self` and `other` differ by a NaN duration only: NaN is never equal to itself, but
  /// two toasts that both ask for "NaN seconds" ask for the same thing.
  func isSame(as other: ToastStackEntry) -> Bool {
    self == other
      || (id == other.id && style == other.style && text == other.text
        && action == other.action && duration.isNaN && other.duration.isNaN)
  }
}

nonisolated extension ToastStackMachine {
  /// A toast on the stack: in the binding, drawn when it is among the newest.
  public struct ShownToast: Hashable, Sendable {
    /// What the host said about it last.
    public var entry: ToastStackEntry<ID>
    /// How many seconds of showing it has left: its duration counts down only while it is
    /// visible and the stack is collapsed, untouched and on screen; `.infinity` for a toast that
    /// stays until dismissed.
    public var remaining: Double
    /// Its measured height in points, or the estimate until the host measures it.
    public var height: Double
    /// Its place in the stack over time: 0 for the newest, k for the one k places behind.
    ///
    /// Drawn values only for the toasts the host builds; the others rest at their place.
    public var depth: AnimatedValue
    /// How far it has entered, 0 → 1: it slides in from the top edge (or fades in with Reduce
    /// Motion); 1 for a toast that arrived behind the visible ones.
    public var appearance: AnimatedValue
    /// Its horizontal drag offset over time, in screen points (positive to the right).
    public var dragX: AnimatedValue
    /// Its vertical drag offset over time, in points (positive downward, already resisted).
    public var dragY: AnimatedValue
  }

  /// Which way a toast leaves.
  public enum ExitDirection: Hashable, Sendable {
    /// Upward, off the top edge: a time-out, a dismissal, an action, the app removing it, or an
    /// upward swipe.
    case up
    /// Sideways off the screen, toward the left (−1) or the right (+1), as it was swiped.
    case sideways(sign: Double)
  }

  /// A toast on its way off the screen: still in the binding until it has left.
  public struct LeavingToast: Hashable, Sendable {
    /// What the host said about it last.
    public var entry: ToastStackEntry<ID>
    /// Which way it leaves.
    public var direction: ExitDirection
    /// Its horizontal offset from the stack's center when it started to leave, in screen
    /// points.
    public var startX: Double
    /// Its offset from the stack's top when it started to leave, in points.
    public var startY: Double
    /// Its scale when it started to leave.
    public var scale: Double
    /// Its drawn height when it started to leave, in points.
    public var height: Double
    /// Its opacity when it started to leave.
    public var opacity: Double
    /// How far it has left, 0 → 1, along the exit (or the fade with Reduce Motion).
    public var progress: AnimatedValue
    /// Whether the binding still holds it, so the host must remove it when it has left; false
    /// once the app removed it (or replaced it with a new toast of the same id).
    public var isInBinding: Bool

    /// The host time at which it is off the screen.
    public var end: Double { progress.end }
  }

  /// What to announce for one change of the binding: the newest toast that appeared or changed
  /// what it says, then "and n more".
  public struct Announcement: Hashable, Sendable {
    /// The toast whose style, title and message are read.
    public var id: ID
    /// How many other toasts the same change brought or changed: read as "and n more" when
    /// not 0.
    public var others: Int

    /// Creates an announcement of the toast `id` and `others` more.
    public init(id: ID, others: Int) {
      self.id = id
      self.others = others
    }
  }

  /// What the stack makes of the touch in progress.
  public enum DragTracking: Hashable, Sendable, CaseIterable {
    /// No finger on the stack.
    case none
    /// A finger is on a toast and has not moved 10 pt yet: the stack is expanded, the action
    /// button may still be tapped.
    case pending
    /// The drag moves the toast.
    case accepted
    /// The touch moves nothing until it lifts (the stack is disabled, or its toast is gone).
    case rejected
  }

  /// The stack's one timer: the earliest of a time-out, the end of an exit and the collapse after
  /// a touch.
  ///
  /// Each start gets a new generation, so a late or duplicate `timerFired` for an earlier start
  /// is recognised as stale and ignored.
  public struct Timer: Hashable, Sendable, CustomStringConvertible {
    /// Counts the timers the machine has started.
    public let generation: Int

    /// Creates the identifier of the timer started as number `generation`.
    public init(generation: Int) { self.generation = generation }

    /// The timer's name, for test output.
    public var description: String { "due#\(generation)" }
  }

  /// Everything that can happen to a toast stack.
  public enum Event: Hashable, Sendable {
    /// Reduce Motion, enabled state or layout direction changed (sent on appear too).
    case environmentChanged(BlockEnvironment)
    /// VoiceOver or Switch Control started or stopped running: while one runs, no toast times
    /// out (WCAG 2.2.1).
    case timeLimitsChanged(suspended: Bool)
    /// The width the stack is placed in changed, in points.
    case sizeChanged(width: Double)
    /// The app's binding changed: one entry per toast, oldest first.
    case toastsChanged([ToastStackEntry<ID>])
    /// The host measured a toast's natural height, in points.
    case heightMeasured(id: ID, height: Double)
    /// A finger on the toast `id` moved (or touched down, with a zero translation), in screen
    /// points from where it started.
    case dragChanged(id: ID, translationX: Double, translationY: Double)
    /// The finger lifted, with its translation and the gesture's predicted end translation.
    case dragEnded(
      translationX: Double, translationY: Double, predictedX: Double, predictedY: Double)
    /// The system cancelled the touch: the toast springs back and nothing is dismissed.
    case dragCancelled
    /// The toast's action button, or its action in the accessibility actions, was pressed.
    case actionPressed(ID)
    /// The "Dismiss" accessibility action of the toast.
    case dismissPressed(ID)
    /// Escape on a hardware keyboard: dismisses the newest toast.
    case escapePressed
    /// VoiceOver's focus entered (true) or left (false) the stack.
    case accessibilityFocusChanged(Bool)
    /// A timer started by the machine elapsed.
    case timerFired(Timer)
    /// The view went away.
    case disappeared
  }
}

/// The headless toast stack: short messages that stack at the top of the screen, leave on their
/// own, can be swiped away and are updated in place.
///
/// The app's binding is the truth. The host sends it as ``ToastStackEntry`` values on every
/// change; the machine shows the newest toasts, counts each visible toast's time while the stack
/// is collapsed and untouched, and asks the host (``removalsToReport``) to take a toast out of the
/// binding only once it has left the screen. A toast the app removes leaves with the same
/// animation; a toast appended with an id already on the stack updates that toast in place
/// (``needsDeduplication`` asks the host to leave one entry per id).
///
/// Every value the stack draws moves as an ``AnimatedValue``, so a frame is drawn exactly as the
/// machine means it and a finger takes a toast from where it is drawn.
nonisolated public struct ToastStackMachine<ID: Hashable & Sendable>: BlockStateMachine {
  /// The environment the stack lives in.
  public private(set) var environment: BlockEnvironment
  /// Where the view places and stacks the toasts: a toast leaves from where it is drawn.
  public let look: ToastStackLook
  /// Whether VoiceOver or Switch Control runs: no toast times out.
  public private(set) var timeLimitsSuspended = false
  /// The width the stack is placed in, in points (sanitized: finite, not negative).
  public private(set) var containerWidth = 0.0
  /// The toasts of the binding, oldest first, one per id, without the ones leaving.
  public private(set) var shown: [ShownToast] = []

  /// Whether the Escape key dismisses a toast now: the stack is enabled and shows one.
  ///
  /// An Escape the stack cannot use passes on to the views around it, where it may close a sheet
  /// or a popover.
  public var handlesEscape: Bool { environment.isEnabled && !shown.isEmpty }
  /// The toasts on their way off the screen, oldest first.
  public private(set) var leaving: [LeavingToast] = []
  /// What the machine makes of the touch in progress.
  public private(set) var tracking: DragTracking = .none
  /// The toast under the finger, while a touch is in progress.
  public private(set) var touchedID: ID?
  /// Whether VoiceOver's focus is on the stack.
  public private(set) var isAccessibilityFocused = false
  /// When the stack collapses after the last finger lifted, if it is waiting to.
  public private(set) var collapseDeadline: Double?
  /// How far the stack is expanded over time: 0 collapsed, 1 expanded.
  public private(set) var expansion: AnimatedValue = .resting(at: 0)
  /// Whether the view is on screen (between the first environment and disappearing).
  public private(set) var isOnScreen = true
  /// The timer the machine is waiting for, if any.
  public private(set) var awaitedTimer: Timer?
  /// The toasts the host must remove from the binding after the last event: they have left.
  public private(set) var removalsToReport: [ID] = []
  /// The toast whose action the host must run after the last event, once.
  public private(set) var actionToRun: ID?
  /// What the host must announce after the last event, without moving VoiceOver's focus.
  public private(set) var announcementToPost: Announcement?
  /// Whether the binding holds an id twice and the host must merge it with
  /// ``deduplicated(_:id:)``.
  public private(set) var needsDeduplication = false

  /// The ids reported for removal that the binding still holds: until it drops them they are the
  /// toasts that left, not new ones (unless the app appends one again, which is a new toast).
  private var awaitingRemoval: [ID] = []
  /// Since when the visible toasts' durations count down, or `nil` while they do not.
  private var countingSince: Double?
  /// When the timer the machine waits for is due.
  private var timerDeadline = Double.infinity
  /// Where the toast was drawn when the drag took it, in points.
  private var grabX = 0.0
  private var grabY = 0.0
  private var timerGeneration = 0
  private var clock = HostTime()
  /// The buffers a change of the binding works in, kept from one change to the next: once the
  /// stack has seen a binding as long, a change allocates nothing.
  private var workspace: ChangeWorkspace
  /// How many toasts the buffers are made for when the stack is created: more than an app shows
  /// at once, so no event allocates until a binding grows past it.
  private static var reservedToasts: Int { 16 }

  /// The buffers of a change of the binding.
  private struct ChangeWorkspace {
    /// Where each id of the binding first appears in ``merged``.
    var places: [ID: Int] = [:]
    /// The binding, one entry per id: the first place, the last value.
    var merged: [ToastStackEntry<ID>] = []
    /// For each entry of ``merged``, whether the binding held its id more than once: the app
    /// appended it again, which restarts its time even when nothing about it changed.
    var isAppendedAgain: [Bool] = []
    /// Where each id was in ``shown`` before the change.
    var oldPlaces: [ID: Int] = [:]
    /// The stack being built; after the change, the stack as it was.
    var next: [ShownToast] = []
    /// For each toast of ``next``, its place before the change, or `nil` when it is new.
    var previousDepths: [Int?] = []
    /// The ids reported for removal that the binding still holds, gathered here and then swapped
    /// into `awaitingRemoval`.
    var stillThere: [ID] = []
    /// The ids of the leaving toasts the binding still holds unchanged.
    var leavingInBinding: [ID] = []

    /// Buffers for a binding of `count` toasts.
    init(reserving count: Int) {
      reserve(count)
      stillThere.reserveCapacity(count)
      leavingInBinding.reserveCapacity(ToastStackMetrics.maximumLeaving)
    }

    /// Makes room for `count` toasts in every buffer that holds fewer (`reserveCapacity` on a
    /// buffer that is large enough costs nothing).
    mutating func reserve(_ count: Int) {
      guard count > merged.capacity || count > next.capacity else { return }
      places.reserveCapacity(count)
      merged.reserveCapacity(count)
      isAppendedAgain.reserveCapacity(count)
      oldPlaces.reserveCapacity(count)
      next.reserveCapacity(count)
      previousDepths.reserveCapacity(count)
    }

    /// Empties every buffer and keeps its capacity.
    mutating func clear() {
      places.removeAll(keepingCapacity: true)
      merged.removeAll(keepingCapacity: true)
      isAppendedAgain.removeAll(keepingCapacity: true)
      oldPlaces.removeAll(keepingCapacity: true)
      next.removeAll(keepingCapacity: true)
      previousDepths.removeAll(keepingCapacity: true)
      stillThere.removeAll(keepingCapacity: true)
      leavingInBinding.removeAll(keepingCapacity: true)
    }
  }

  /// Creates an empty stack.
  ///
  /// - Parameters:
  ///   - look: Where the view places and stacks the toasts.
  ///   - environment: The initial environment.
  public init(
    look: ToastStackLook = .standard, environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.look = look
    self.environment = environment
    workspace = ChangeWorkspace(reserving: Self.reservedToasts)
    shown.reserveCapacity(Self.reservedToasts)
    leaving.reserveCapacity(ToastStackMetrics.maximumLeaving)
    removalsToReport.reserveCapacity(Self.reservedToasts)
    awaitingRemoval.reserveCapacity(Self.reservedToasts)
  }

  /// The newest toast, or `nil` when the stack is empty.
  ///
  /// Read through `Array`'s own subscript rather than `last`, whose generic accessor makes
  /// unspecialized code allocate a frame for every read.
  @inlinable public var newest: ShownToast? { toast(atDepth: 0) }

  /// The toast at place `depth` (0 the newest), if the stack has that many.
  @inlinable public func toast(atDepth depth: Int) -> ShownToast? {
    guard depth >= 0, depth < shown.count else { return nil }
    return shown[shown.count - 1 - depth]
  }

  /// Whether the stack is expanded (or expanding): a finger is on it, it waits to collapse after
  /// one lifted, or VoiceOver's focus is on it.
  @inlinable public var isExpanded: Bool {
    tracking != .none || collapseDeadline != nil || isAccessibilityFocused
  }

  /// Whether the visible toasts' durations count down now.
  public var isCounting: Bool {
    isOnScreen && !timeLimitsSuspended && !isExpanded
  }

  /// Whether nothing is in flight: no touch, no timer and no toast leaving.
  public var isAtRest: Bool {
    tracking == .none && awaitedTimer == nil && leaving.isEmpty
  }

  /// The latest host time the machine was given (0 before the first event).
  public var currentTime: Double { clock.now }

  /// The host time at which every drawn value stops moving.
  public var animationEnd: Double {
    var end = expansion.end
    let built = Swift.min(shown.count, ToastStackMetrics.builtCount)
    for depth in 0..<built {
      let toast = shown[shown.count - 1 - depth]
      end = Swift.max(end, toast.depth.end, toast.appearance.end, toast.dragX.end, toast.dragY.end)
    }
    for toast in leaving { end = Swift.max(end, toast.end) }
    return end
  }

  /// The event a host sends when `timer` elapses.
  public static func timerFired(_ timer: Timer) -> Event { .timerFired(timer) }

  /// The event a host sends when the environment changes, and once on appear.
  public static func environmentChanged(_ environment: BlockEnvironment) -> Event {
    .environmentChanged(environment)
  }

  /// The event a host sends when the view disappears.
  public static var disappeared: Event { .disappeared }

  /// `toasts` with one entry per id, as the binding must hold them after ``needsDeduplication``:
  /// each id keeps the place of its first entry and the value of its last.
  ///
  /// - Parameters:
  ///   - toasts: The binding's toasts, oldest first.
  ///   - id: The id of a toast.
  /// - Returns: The toasts, one per id, oldest first.
  public static func deduplicated<Toast>(_ toasts: [Toast], id: (Toast) -> ID) -> [Toast] {
    var places: [ID: Int] = [:]
    var merged: [Toast] = []
    merged.reserveCapacity(toasts.count)
    for toast in toasts {
      let key = id(toast)
      if let place = places[key] {
        merged[place] = toast
      } else {
        places[key] = merged.count
        merged.append(toast)
      }
    }
    return merged
  }

  /// Handles one event that happened at host time `time` and returns what the host must do.
  @_specialize(exported:true,where ID == String)
  public mutating func send(_ event: Event, at time: Double) -> Effects<Timer> {
    let now = clock.advance(to: time)
    if !removalsToReport.isEmpty { removalsToReport.removeAll(keepingCapacity: true) }
    actionToRun = nil
    announcementToPost = nil
    needsDeduplication = false
    if case .timerFired(let timer) = event {
      // A stale timer changes nothing.
      guard timer == awaitedTimer else { return .none }
      awaitedTimer = nil
      timerDeadline = .infinity
    }
    bankShownTime(at: now)
    var effects: Effects<Timer>
    switch event {
    case .environmentChanged(let newEnvironment):
      effects = environmentChanged(to: newEnvironment, at: now)
    case .timeLimitsChanged(let suspended):
      timeLimitsSuspended = suspended
      effects = .none
    case .sizeChanged(let width):
      containerWidth = Numbers.length(width)
      effects = .none
    case .toastsChanged(let entries):
      effects = toastsChanged(entries, at: now)
    case .heightMeasured(let id, let height):
      if let index = index(of: id) {
        shown[index].height = Self.sanitizedHeight(height)
      }
      effects = .none
    case .dragChanged(let id, let x, let y):
      effects = dragChanged(id: id, screenX: x, screenY: y, at: now)
    case .dragEnded(let x, let y, let predictedX, let predictedY):
      effects = dragEnded(
        screenX: x, screenY: y, predictedX: predictedX, predictedY: predictedY, at: now)
    case .dragCancelled:
      effects = dragCancelled(at: now)
    case .actionPressed(let id):
      effects = actionPressed(id, at: now)
    case .dismissPressed(let id):
      effects = .none
      if environment.isEnabled, let index = index(of: id) {
        effects = dismiss(at: index, direction: .up, at: now)
      }
    case .escapePressed:
      effects = .none
      if handlesEscape {
        effects = dismiss(at: shown.count - 1, direction: .up, at: now)
      }
    case .accessibilityFocusChanged(let focused):
      isAccessibilityFocused = focused
      effects = updateExpansion(at: now)
    case .timerFired:
      effects = timerFired(at: now)
    case .disappeared:
      effects = disappeared(at: now)
    }
    effects.timer = reschedule(at: now)
    return effects
  }

  // MARK: - Time

  /// Counts the time since the last event off the visible toasts, while they count.
  private mutating func bankShownTime(at now: Double) {
    guard let since = countingSince else { return }
    let elapsed = Swift.max(now - since, 0)
    countingSince = now
    guard elapsed > 0 else { return }
    let visible = Swift.min(shown.count, ToastStackMetrics.visibleCount)
    for depth in 0..<visible {
      let index = shown.count - 1 - depth
      shown[index].remaining = Swift.max(shown[index].remaining - elapsed, 0)
    }
  }

  /// Starts the timer for the earliest thing the stack waits for, keeps the running one when it
  /// is already due then, or cancels it when nothing is awaited.
  private mutating func reschedule(at now: Double) -> TimerEffect<Timer>? {
    countingSince = isCounting ? now : nil
    // Delays rather than deadlines, so a 60 s countdown asks for 60 s, not 60 s and a rounding.
    var delay = (collapseDeadline ?? .infinity) - now
    for toast in leaving { delay = Swift.min(delay, toast.end - now) }
    if countingSince != nil {
      let visible = Swift.min(shown.count, ToastStackMetrics.visibleCount)
      for depth in 0..<visible {
        delay = Swift.min(delay, shown[shown.count - 1 - depth].remaining)
      }
    }
    delay = Swift.max(delay, 0)
    let deadline = now + delay
    guard deadline.isFinite else {
      guard awaitedTimer != nil else { return nil }
      awaitedTimer = nil
      timerDeadline = .infinity
      return .cancel
    }
    // Banking the time that passed moves a countdown's deadline by rounding only.
    if awaitedTimer != nil, abs(deadline - timerDeadline) < 1e-9 { return nil }
    timerGeneration &+= 1
    let timer = Timer(generation: timerGeneration)
    awaitedTimer = timer
    timerDeadline = deadline
    return .start(timer, after: delay)
  }

  /// Handles the timer: toasts that have left leave the binding, toasts whose time is up leave,
  /// and the stack collapses when its linger after a touch is over.
  private mutating func timerFired(at now: Double) -> Effects<Timer> {
    finishLeaving(before: now)
    var effects = Effects<Timer>.none
    if let deadline = collapseDeadline, Self.isDue(deadline - now, at: now) {
      collapseDeadline = nil
      effects = updateExpansion(at: now)
    }
    guard isCounting else { return effects }
    // Every visible toast whose time is up leaves, newest first.
    var depth = 0
    while depth < Swift.min(shown.count, ToastStackMetrics.visibleCount) {
      let index = shown.count - 1 - depth
      if Self.isDue(shown[index].remaining, at: now) {
        let exit = dismiss(at: index, direction: .up, at: now)
        effects.animation = exit.animation ?? effects.animation
      } else {
        depth += 1
      }
    }
    return effects
  }

  /// Whether something `delay` seconds away is due at host time `now`: a timer's delay and the
  /// banked time are both rounded, and far from time zero a nanosecond may be below what a
  /// `Double` can tell apart.
  private static func isDue(_ delay: Double, at now: Double) -> Bool {
    delay <= Swift.max(1e-9, 8 * now.ulp)
  }

  /// Takes every toast that has left by `now` off the drawing, and reports the ones the binding
  /// still holds.
  private mutating func finishLeaving(before now: Double) {
    var index = 0
    while index < leaving.count {
      if Self.isDue(leaving[index].end - now, at: now) {
        report(leaving.remove(at: index))
      } else {
        index += 1
      }
    }
  }

  /// Asks the host to remove a toast that has left from the binding, when the binding holds it.
  private mutating func report(_ toast: LeavingToast) {
    guard toast.isInBinding else { return }
    removalsToReport.append(toast.entry.id)
    awaitingRemoval.append(toast.entry.id)
  }

  // MARK: - The binding

  private mutating func toastsChanged(
    _ entries: [ToastStackEntry<ID>], at now: Double
  ) -> Effects<Timer> {
    workspace.clear()
    // A binding longer than any before grows each buffer once, to its length, rather than by
    // doubling as it fills.
    workspace.reserve(Swift.max(entries.count, shown.count))
    // One entry per id: the first place, the last value.
    for entry in entries {
      if let place = workspace.places[entry.id] {
        workspace.merged[place] = entry
        workspace.isAppendedAgain[place] = true
        needsDeduplication = true
      } else {
        workspace.places[entry.id] = workspace.merged.count
        workspace.merged.append(entry)
        workspace.isAppendedAgain.append(false)
      }
    }
    // Toasts that left and are still in the binding stay out of the stack; the host is asked to
    // remove them again. One the app appended again is a new toast.
    for id in awaitingRemoval {
      guard let place = workspace.places[id], !workspace.isAppendedAgain[place] else { continue }
      workspace.stillThere.append(id)
      if !removalsToReport.contains(id) { removalsToReport.append(id) }
    }
    swap(&awaitingRemoval, &workspace.stillThere)
    // A leaving toast is still in the binding until it has left; an app that removes it,
    // changes it or appends it again lets it finish leaving without a report (and what it
    // appended comes in as a new toast).
    for index in leaving.indices where leaving[index].isInBinding {
      let id = leaving[index].entry.id
      if let place = workspace.places[id], !workspace.isAppendedAgain[place],
        workspace.merged[place].isSame(as: leaving[index].entry)
      {
        workspace.leavingInBinding.append(id)
      } else {
        leaving[index].isInBinding = false
      }
    }

    let oldCount = shown.count
    for index in shown.indices { workspace.oldPlaces[shown[index].entry.id] = index }
    /// How many toasts to announce (new ones, and changed texts), and the newest one's place in
    /// the new stack.
    var announced = (count: 0, newest: -1)
    /// The most severe style among the toasts that play a haptic in this change.
    var loudest: ToastStackStyle?
    let estimate = newest?.height ?? ToastStackMetrics.estimatedHeight
    for (place, entry) in workspace.merged.enumerated() {
      if awaitingRemoval.contains(entry.id) || workspace.leavingInBinding.contains(entry.id) {
        continue
      }
      if let old = workspace.oldPlaces[entry.id] {
        var toast = shown[old]
        // Changed, or appended again as it was: its time starts over.
        if workspace.isAppendedAgain[place] || !toast.entry.isSame(as: entry) {
          toast.remaining = entry.timeToShow
          if toast.entry.text != entry.text {
            announced = (announced.count + 1, workspace.next.count)
          }
          if toast.entry.style != entry.style { loudest = Self.louder(loudest, entry.style) }
          toast.entry = entry
        }
        workspace.next.append(toast)
        workspace.previousDepths.append(oldCount - 1 - old)
      } else {
        workspace.next.append(
          ShownToast(
            entry: entry, remaining: entry.timeToShow, height: estimate,
            depth: .resting(at: 0, since: now), appearance: .resting(at: 1, since: now),
            dragX: .resting(at: 0, since: now), dragY: .resting(at: 0, since: now)))
        workspace.previousDepths.append(nil)
        announced = (announced.count + 1, workspace.next.count - 1)
        loudest = Self.louder(loudest, entry.style)
      }
    }
    // Toasts the app removed leave as if dismissed when they are drawn, and go at once when not.
    var motion: Motion?
    for depth in 0..<Swift.min(oldCount, ToastStackMetrics.builtCount) {
      let index = oldCount - 1 - depth
      let id = shown[index].entry.id
      let isKept =
        workspace.places[id] != nil && !awaitingRemoval.contains(id)
        && !workspace.leavingInBinding.contains(id)
      if !isKept {
        let exit = startLeaving(
          shown[index], depth: depth, direction: .up, inBinding: false, at: now)
        motion = exit ?? motion
      }
    }
    // Reordered by the app or not, every toast moves to its new place from where it is drawn.
    swap(&shown, &workspace.next)
    let oldShown = workspace.next
    let newCount = shown.count
    for depth in 0..<Swift.min(newCount, ToastStackMetrics.builtCount + 1) {
      let index = newCount - 1 - depth
      if let previous = workspace.previousDepths[index] {
        if previous < ToastStackMetrics.builtCount {
          let from = oldShown[oldCount - 1 - previous].depth
          shown[index].depth = moved(from, to: depth, at: now)
          if shown[index].depth != from { motion = motion ?? transitionMotion }
        } else if depth >= ToastStackMetrics.visibleCount {
          // It comes from beyond the toasts the host builds: it waits, unseen, at its new place.
          shown[index].depth = .resting(at: Double(depth), since: now)
        } else {
          // It comes forward from behind the built toasts, fading in as it moves.
          let behind = AnimatedValue.resting(at: Double(ToastStackMetrics.builtCount), since: now)
          shown[index].depth = moved(behind, to: depth, at: now)
          motion = motion ?? transitionMotion
        }
      } else {
        shown[index].depth = .resting(at: Double(depth), since: now)
        if depth < ToastStackMetrics.visibleCount {
          shown[index].appearance = entering(at: now)
          motion = transitionMotion
        }
      }
    }
    var effects = Effects<Timer>(animation: motion)
    effects.haptic = loudest?.haptic
    if announced.count > 0 {
      announcementToPost = Announcement(
        id: shown[announced.newest].entry.id, others: announced.count - 1)
    }
    if let id = touchedID, tracking == .pending || tracking == .accepted, index(of: id) == nil {
      // The toast under the finger is gone: the touch moves nothing more.
      tracking = .rejected
    }
    return effects
  }

  /// `style` when it plays a haptic more severe than `current`'s, else `current`.
  private static func louder(
    _ current: ToastStackStyle?, _ style: ToastStackStyle
  ) -> ToastStackStyle? {
    guard style.haptic != nil else { return current }
    return style.severity > (current?.severity ?? 0) ? style : current
  }

  /// A toast's place moving to `depth` from where `value` draws it, with the stack's spring (at
  /// once with Reduce Motion, which moves nothing).
  private func moved(_ value: AnimatedValue, to depth: Int, at now: Double) -> AnimatedValue {
    let target = Double(depth)
    guard value.to != target else { return value }
    if environment.reduceMotion { return .resting(at: target, since: now) }
    return value.retargeted(to: target, motion: ToastStackMetrics.stackSpring, at: now)
  }

  /// A new toast's entrance: a slide from the top edge with the stack's spring, or a fade with
  /// Reduce Motion.
  private func entering(at now: Double) -> AnimatedValue {
    AnimatedValue(from: 0, to: 1, motion: transitionMotion, start: now)
  }

  /// How toasts enter and the stack moves: the stack's spring, or a fade with Reduce Motion.
  private var transitionMotion: Motion {
    environment.reduceMotion ? ToastStackMetrics.fade : ToastStackMetrics.stackSpring
  }

  /// The index in ``shown`` of the toast `id`, searched from the newest: the toasts a person
  /// touches and the host measures are the newest few.
  private func index(of id: ID) -> Int? {
    var index = shown.count - 1
    while index >= 0 {
      if shown[index].entry.id == id { return index }
      index -= 1
    }
    return nil
  }

  /// A height the layout can use: finite, not negative and at most 1,000 pt.
  private static func sanitizedHeight(_ height: Double) -> Double {
    Numbers.clamped(Numbers.length(height), to: 0...ToastStackMetrics.maximumHeight)
  }

  // MARK: - Leaving

  /// Takes the toast at `index` off the stack: it leaves in `direction` from where it is drawn,
  /// the toasts behind move forward, and the host removes it from the binding once it has left.
  private mutating func dismiss(
    at index: Int, direction: ExitDirection, at now: Double
  ) -> Effects<Timer> {
    let depth = shown.count - 1 - index
    let toast = shown[index]
    // It leaves from where it is drawn with the stack as it is.
    let motion = startLeaving(toast, depth: depth, direction: direction, inBinding: true, at: now)
    shown.remove(at: index)
    if touchedID == toast.entry.id, tracking == .pending || tracking == .accepted {
      tracking = .rejected
    }
    // The toasts behind it move one place forward.
    let count = shown.count
    let moving = Swift.min(count, ToastStackMetrics.builtCount + 1)
    for newDepth in Swift.min(depth, moving)..<moving {
      let behind = count - 1 - newDepth
      if newDepth + 1 >= ToastStackMetrics.builtCount {
        // It comes from beyond the toasts the host builds: it waits, unseen, at its new place.
        shown[behind].depth = .resting(at: Double(newDepth), since: now)
      } else {
        shown[behind].depth = moved(shown[behind].depth, to: newDepth, at: now)
      }
    }
    return Effects(animation: motion)
  }

  /// Starts `toast` leaving from where it is drawn at place `depth`.
  ///
  /// A toast that is not drawn goes at once. Returns the exit's motion, or `nil` when nothing
  /// animates.
  ///
  /// An earlier toast with the same id that the app removed, and that is still leaving, goes at
  /// once: the host draws one leaving toast per id, and is never asked to remove an id while a
  /// toast with it is on the screen.
  @discardableResult
  private mutating func startLeaving(
    _ toast: ShownToast, depth: Int, direction: ExitDirection, inBinding: Bool, at now: Double
  ) -> Motion? {
    // Only a toast out of the binding can leave while one with its id is shown. (A loop over
    // `Array`'s own subscript: `removeAll(where:)` allocates per element in unspecialized code.)
    var earlier = leaving.count - 1
    while earlier >= 0 {
      if leaving[earlier].entry.id == toast.entry.id, !leaving[earlier].isInBinding {
        leaving.remove(at: earlier)
      }
      earlier -= 1
    }
    let place = toast.depth.value(at: now)
    guard depth < ToastStackMetrics.builtCount, place < Double(ToastStackMetrics.visibleCount)
    else {
      if inBinding {
        report(
          LeavingToast(
            entry: toast.entry, direction: direction, startX: 0, startY: 0, scale: 1, height: 0,
            opacity: 0, progress: .resting(at: 1, since: now), isInBinding: true))
      }
      return nil
    }
    if leaving.count >= ToastStackMetrics.maximumLeaving { report(leaving.removeFirst()) }
    // The geometry keeps `shown`, not `leaving`, so appending below does not copy a buffer.
    let frame = ToastStackGeometry(self, at: now).frame(of: toast, depth: place)
    let motion = environment.reduceMotion ? ToastStackMetrics.fade : ToastStackMetrics.exit
    leaving.append(
      LeavingToast(
        entry: toast.entry, direction: direction, startX: frame.x, startY: frame.y,
        scale: frame.scale, height: frame.height, opacity: frame.opacity,
        progress: AnimatedValue(from: 0, to: 1, motion: motion, start: now),
        isInBinding: inBinding))
    return motion
  }

  private mutating func actionPressed(_ id: ID, at now: Double) -> Effects<Timer> {
    guard environment.isEnabled, let index = index(of: id), shown[index].entry.hasAction else {
      return .none
    }
    // A drag that moves the toast is not a tap on its button.
    if tracking == .accepted, touchedID == id { return .none }
    actionToRun = id
    return dismiss(at: index, direction: .up, at: now)
  }

  // MARK: - Touches

  private mutating func dragChanged(
    id: ID, screenX: Double, screenY: Double, at now: Double
  ) -> Effects<Timer> {
    // A toast that is leaving takes no touch.
    guard let index = index(of: id) else { return .none }
    var effects = Effects<Timer>.none
    if tracking == .none {
      // A finger touched a toast: the stack expands, and stays so while the finger is on it. A
      // disabled stack takes no touch.
      guard environment.isEnabled else { return .none }
      tracking = .pending
      touchedID = id
      collapseDeadline = nil
      effects = updateExpansion(at: now)
    }
    guard touchedID == id, tracking == .pending || tracking == .accepted else { return effects }
    let x = Numbers.saturated(screenX)
    let y = Numbers.saturated(screenY)
    if tracking == .pending {
      guard Self.distance(x, y) >= ToastStackMetrics.minimumDragDistance else { return effects }
      tracking = .accepted
      // A toast springing back is taken from where it is drawn.
      grabX = shown[index].dragX.value(at: now)
      grabY = shown[index].dragY.value(at: now)
    }
    shown[index].dragX = .resting(at: Numbers.saturated(grabX + x), since: now)
    shown[index].dragY = .resting(at: Numbers.saturated(grabY + Self.resisted(y)), since: now)
    return effects
  }

  /// A vertical translation as the toast follows it: upward in full, downward × 0.3.
  private static func resisted(_ y: Double) -> Double {
    y < 0 ? y : y * ToastStackMetrics.downwardResistance
  }

  /// The length of (x, y), finite for any finite input.
  private static func distance(_ x: Double, _ y: Double) -> Double {
    let larger = Swift.max(abs(x), abs(y))
    guard larger > 0 else { return 0 }
    let a = x / larger
    let b = y / larger
    return larger * (a * a + b * b).squareRoot()
  }

  private mutating func dragEnded(
    screenX: Double, screenY: Double, predictedX: Double, predictedY: Double, at now: Double
  ) -> Effects<Timer> {
    let wasAccepted = tracking == .accepted
    let id = touchedID
    liftFinger()
    var effects = updateExpansion(at: now)
    guard wasAccepted, let id, let index = index(of: id) else { return effects }
    let x = Numbers.saturated(grabX + Numbers.saturated(screenX))
    let y = Numbers.saturated(grabY + Self.resisted(Numbers.saturated(screenY)))
    let endX = predictedX.isNaN ? x : Numbers.saturated(grabX + Numbers.saturated(predictedX))
    let resistedY = Self.resisted(Numbers.saturated(predictedY))
    let endY = predictedY.isNaN ? y : Numbers.saturated(grabY + resistedY)
    shown[index].dragX = .resting(at: x, since: now)
    shown[index].dragY = .resting(at: y, since: now)
    let up =
      y < -ToastStackMetrics.upwardDismissDistance
      || endY < -ToastStackMetrics.flickDismissDistance
    let sideways =
      abs(x) > ToastStackMetrics.sidewaysDismissDistance
      || abs(endX) > ToastStackMetrics.flickDismissDistance
    guard up || sideways else {
      let motion = ToastStackMetrics.stackMotion(reduceMotion: environment.reduceMotion)
      shown[index].dragX = shown[index].dragX.retargeted(to: 0, motion: motion, at: now)
      shown[index].dragY = shown[index].dragY.retargeted(to: 0, motion: motion, at: now)
      effects.animation = motion
      return effects
    }
    // It leaves along the axis the finger moved farther on.
    let leavesUp = up && (!sideways || abs(Swift.min(y, endY)) >= abs(x == 0 ? endX : x))
    let sign = (x != 0 ? x : endX) < 0 ? -1.0 : 1.0
    let exit = dismiss(at: index, direction: leavesUp ? .up : .sideways(sign: sign), at: now)
    effects.animation = exit.animation
    return effects
  }

  private mutating func dragCancelled(at now: Double) -> Effects<Timer> {
    let wasAccepted = tracking == .accepted
    let id = touchedID
    liftFinger()
    var effects = updateExpansion(at: now)
    if wasAccepted, let id, let index = index(of: id) {
      let motion = ToastStackMetrics.stackMotion(reduceMotion: environment.reduceMotion)
      shown[index].dragX = shown[index].dragX.retargeted(to: 0, motion: motion, at: now)
      shown[index].dragY = shown[index].dragY.retargeted(to: 0, motion: motion, at: now)
      effects.animation = motion
    }
    return effects
  }

  /// The finger left the stack: it stays expanded for 3 s more.
  private mutating func liftFinger() {
    if tracking != .none { collapseDeadline = clock.now + ToastStackMetrics.expandedLinger }
    tracking = .none
    touchedID = nil
  }

  /// Moves the stack toward expanded or collapsed, whichever it should be now.
  private mutating func updateExpansion(at now: Double) -> Effects<Timer> {
    let target = isExpanded ? 1.0 : 0.0
    guard expansion.to != target else { return .none }
    let motion = ToastStackMetrics.stackMotion(reduceMotion: environment.reduceMotion)
    expansion = expansion.retargeted(to: target, motion: motion, at: now)
    return Effects(animation: motion)
  }

  // MARK: - Environment, disappearing

  private mutating func environmentChanged(
    to newEnvironment: BlockEnvironment, at now: Double
  ) -> Effects<Timer> {
    let wasEnabled = environment.isEnabled
    environment = newEnvironment
    isOnScreen = true
    guard wasEnabled, !newEnvironment.isEnabled else { return .none }
    // Disabled: the touch in progress moves nothing more.
    if tracking == .accepted, let id = touchedID, let index = index(of: id) {
      let motion = ToastStackMetrics.stackMotion(reduceMotion: environment.reduceMotion)
      shown[index].dragX = shown[index].dragX.retargeted(to: 0, motion: motion, at: now)
      shown[index].dragY = shown[index].dragY.retargeted(to: 0, motion: motion, at: now)
      if tracking != .none { tracking = .rejected }
      return Effects(animation: motion)
    }
    if tracking != .none { tracking = .rejected }
    return .none
  }

  /// Handles the view going away: the toasts that were leaving have left (the host removes them
  /// now, since no later timer can), every timer stops, and the others wait, with the time they
  /// had left, for the view to come back.
  private mutating func disappeared(at now: Double) -> Effects<Timer> {
    while !leaving.isEmpty { report(leaving.removeFirst()) }
    isOnScreen = false
    tracking = .none
    touchedID = nil
    collapseDeadline = nil
    isAccessibilityFocused = false
    expansion = .resting(at: 0, since: now)
    for depth in 0..<Swift.min(shown.count, ToastStackMetrics.builtCount + 1) {
      let index = shown.count - 1 - depth
      shown[index].depth = .resting(at: Double(depth), since: now)
      shown[index].appearance = .resting(at: 1, since: now)
      shown[index].dragX = .resting(at: 0, since: now)
      shown[index].dragY = .resting(at: 0, since: now)
    }
    return .none
  }
}

/// Every number of the Toast Stack's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this enum alone. The look is the view's, in
/// `ToastStack.swift`, and reaches the machine and the layout as a ``ToastStackLook``.
nonisolated public enum ToastStackMetrics {
  /// How many toasts are visible at once; the others wait behind at opacity 0.
  public static let visibleCount = 3

  /// How many toasts the host builds views for: the visible ones and the first one waiting
  /// behind them, which fades in when one in front leaves.
  public static let builtCount = 4

  /// How long the stack stays expanded after the last finger lifts, in seconds.
  public static let expandedLinger = 3.0

  /// How long a toast shows when its duration is NaN, in seconds (and the default duration).
  public static let defaultDuration = 4.0

  /// The shortest and longest finite time a toast shows, in seconds: durations are clamped to
  /// this range, so no toast flashes by unread and no timer runs longer than a minute.
  public static let durationRange = 1.0...60.0

  /// A toast enters from the top edge, and the toasts behind move back, with this spring.
  public static let stackSpring = Motion.spring(duration: 0.4, bounce: 0.2)

  /// How long the stack's spring takes to settle from rest, in seconds: past it, a value it
  /// moves is at its target.
  public static let stackSpringSettlingTime = stackSpring.totalDuration

  /// The stack's spring with Reduce Motion: the same duration without the bounce.
  public static let reducedStackSpring = Motion.spring(duration: 0.4, bounce: 0)

  /// A toast leaves with this motion, and leaves the binding when it ends.
  ///
  /// Upward when it times out or is dismissed, in the drag's direction when it is swiped away.
  public static let exit = Motion.easeIn(duration: 0.25)

  /// With Reduce Motion toasts fade in and out with this motion instead of sliding.
  public static let fade = Motion.easeInOut(duration: 0.2)

  /// How far past its own height a toast travels above the stack to enter or leave, in points:
  /// enough to clear the status bar and its shadow from inside the safe area.
  public static let offscreenMargin = 64.0

  /// The height a toast is laid out with until the host has measured it, in points.
  public static let estimatedHeight = 64.0

  /// The tallest height a measurement may report, in points: a title and three lines of message
  /// stay far below it, and a broken measurement cannot push the stack out of finite numbers.
  public static let maximumHeight = 1_000.0

  /// How far a drag must move, in points, before it moves the toast: so the action button stays
  /// tappable under a finger that trembles.
  public static let minimumDragDistance = 10.0

  /// A toast dragged upward more than this, in points, is dismissed on release.
  public static let upwardDismissDistance = 20.0

  /// A toast dragged sideways more than this, in points, is dismissed on release.
  public static let sidewaysDismissDistance = 45.0

  /// A flick whose predicted end passes this distance upward or sideways, in points, dismisses
  /// the toast.
  public static let flickDismissDistance = 100.0

  /// A downward drag moves the toast by this fraction of the finger's travel, then springs back.
  public static let downwardResistance = 0.3

  /// How many leaving toasts are drawn at once; a further one finishes the oldest at once.
  ///
  /// Only drawn toasts leave with an animation, and one leaves in a quarter second, so a real
  /// stack never reaches it: it bounds a frame's cost whatever an app does to the binding.
  public static let maximumLeaving = 6

  /// The spring the stack moves with: without its bounce with Reduce Motion.
  public static func stackMotion(reduceMotion: Bool) -> Motion {
    reduceMotion ? reducedStackSpring : stackSpring
  }

  /// How long a toast shows for a requested `duration` in seconds and its style: clamped to
  /// 1…60 s, 4 s for NaN, forever for +∞ and for a `.loading` toast.
  public static func timeToShow(duration: Double, style: ToastStackStyle) -> Double {
    guard style.timesOut, duration != .infinity else { return .infinity }
    return Numbers.duration(duration, in: durationRange, fallback: defaultDuration)
  }
}
