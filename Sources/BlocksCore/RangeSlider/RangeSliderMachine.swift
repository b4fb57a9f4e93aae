nonisolated extension RangeSliderMachine {
  /// Everything that can happen to a range slider.
  public enum Event: Hashable, Sendable {
    /// The app set the range (on appear and whenever its binding changes); the values may be
    /// NaN, reversed or outside the bounds.
    case rangeSet(lower: Double, upper: Double)
    /// The caller passed new bounds, step or minimum distance.
    case configurationChanged(Configuration)
    /// The view was measured: its width and its thumbs' diameter (already scaled by Dynamic
    /// Type), in points.
    case sizeChanged(width: Double, thumbDiameter: Double)
    /// A finger that touched down at (`startX`, `startY`), in points from the view's top-left
    /// corner as drawn on screen, has moved by (`translationX`, `translationY`) screen points.
    case dragChanged(startX: Double, startY: Double, translationX: Double, translationY: Double)
    /// The finger lifted.
    case dragEnded
    /// The system cancelled the drag (Control Center, a call, a scroll view taking over): the
    /// range goes back to what it was when the drag was taken.
    case dragCancelled
    /// VoiceOver, Voice Control or Switch Control adjusted one thumb.
    case accessibilityAdjust(Thumb, Adjustment)
    /// Full Keyboard Access or a hardware keyboard pressed an arrow key on a focused thumb.
    case keyPressed(Thumb, ArrowKey)
    /// Reduce Motion, enabled state or layout direction changed.
    case environmentChanged(BlockEnvironment)
    /// The view went away: editing ends, and the rest of a gesture in flight is ignored.
    case disappeared
  }
}

/// The headless behaviour of the Range Slider: two thumbs on one track selecting a closed range
/// inside bounds, like a price filter.
///
/// A drag belongs to the slider only once it has moved 4 pt, and only if it moved more across
/// than down: a vertical drag is the scroll view's, and nothing moves. It grabs the thumb whose
/// centre is nearer to where the touch began, within that thumb's reach; stacked thumbs are
/// told apart by the direction of the first movement, so they can always be pulled apart. The
/// grabbed thumb follows the finger relative to where it was grabbed, snaps to the step and
/// stops at the bounds and at `minimumDistance` from the other thumb: thumbs never cross and
/// never push each other.
///
/// The machine holds the range as the slider shows it. After each event ``rangeToWriteBack``
/// says whether the host must write the range to its binding, and ``editingChange`` whether it
/// must call `onEditingChanged`: `true` when a drag is taken, and exactly one `false` after it,
/// however the drag ends.
nonisolated public struct RangeSliderMachine: BlockStateMachine {
  /// The slider has no timers.
  public typealias Timer = Never

  /// What a finger on the slider is doing.
  public enum Gesture: Hashable, Sendable {
    /// No finger is down (or the slider has not heard from it yet).
    case none
    /// A finger is down but has not moved far enough for the slider to decide.
    case undecided
    /// The drag is the slider's: `thumb` follows the finger.
    case dragging(Thumb)
    /// The gesture is not the slider's (vertical, outside both reaches, begun while the slider
    /// took no input, or interrupted); the rest of it is ignored until the finger lifts.
    case ignored
  }

  /// The caller's bounds, step and minimum distance, made usable.
  public private(set) var configuration: Configuration
  /// The lower value as it moves over time.
  public private(set) var lower: AnimatedValue
  /// The upper value as it moves over time.
  public private(set) var upper: AnimatedValue
  /// The view's width in points (sanitized: finite and not negative).
  public private(set) var width = 0.0
  /// The thumbs' diameter in points, already scaled by Dynamic Type (sanitized).
  public private(set) var thumbDiameter = RangeSliderMetrics.thumbDiameter
  /// The environment last reported by the host.
  public private(set) var environment: BlockEnvironment
  /// What the finger on the slider is doing.
  public private(set) var gesture = Gesture.none
  /// The range the host must write to its binding after the last event, or `nil` to leave the
  /// binding alone.
  ///
  /// Set on every change of a snapped value by a drag or an adjustment, when a cancelled drag
  /// puts the range back, and when a range from outside (or the initial one, before the first
  /// event) had to be made valid: then the valid range is written back once.
  public private(set) var rangeToWriteBack: ClosedRange<Double>?
  /// The value the host must pass to `onEditingChanged` after the last event, or `nil` not to
  /// call it.
  public private(set) var editingChange: Bool?

  /// The range when the drag was taken: a cancelled drag puts it back.
  private var rangeAtGrab: ClosedRange<Double> = 0...0
  /// The grabbed thumb's value when the drag was taken (or the range was set from outside
  /// mid-drag).
  private var grabValue = 0.0
  /// The finger's forward movement at that moment.
  private var grabMovement = 0.0
  /// The finger's latest forward movement, for re-basing a drag when the range changes under it.
  private var lastMovement = 0.0
  /// The value at which the grabbed thumb arrived at a limit, until it moves away again.
  private var arrival: Double?
  /// When the last selection tick played.
  private var lastTick = -Double.infinity
  private var clock = HostTime()

  /// Creates a slider showing `range` (made valid, see ``Configuration/validated(lower:upper:)``).
  ///
  /// When the range had to change to be valid, ``rangeToWriteBack`` holds the valid one before
  /// the first event, so the host writes it back once.
  public init(
    range: ClosedRange<Double> = 0...1, configuration: Configuration = Configuration(),
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.configuration = configuration
    self.environment = environment
    let valid = configuration.validated(lower: range.lowerBound, upper: range.upperBound)
    lower = .resting(at: valid.lowerBound)
    upper = .resting(at: valid.upperBound)
    if !configuration.isInert, !Self.isSame(valid, range) { rangeToWriteBack = valid }
  }

  /// The range the slider shows once every motion ends.
  public var range: ClosedRange<Double> { lower.to...upper.to }

  /// The value of `thumb` once every motion ends.
  public func value(of thumb: Thumb) -> Double {
    thumb == .lower ? lower.to : upper.to
  }

  /// The value of `thumb` as drawn at host time `time`, inside the bounds.
  public func value(of thumb: Thumb, at time: Double) -> Double {
    let animated = thumb == .lower ? lower : upper
    guard !configuration.isInert else { return animated.to }
    let bounds = configuration.lowerBound...configuration.upperBound
    return Numbers.clamped(animated.value(at: time), to: bounds)
  }

  /// The distance a thumb's centre can move: width − diameter, never negative.
  public var travel: Double { max(width - thumbDiameter, 0) }

  /// Whether a drag, an adjustment or a key would be taken now: enabled, with usable bounds and
  /// room to move.
  public var acceptsInput: Bool {
    environment.isEnabled && !configuration.isInert && travel > 0
  }

  /// Whether the slider keeps an arrow key from the views around it: whenever it takes input,
  /// even at a limit where the key moves nothing.
  ///
  /// A focused control owns its keys. Passing an arrow on at a limit would let Full Keyboard
  /// Access move the focus away, or a pager around the slider turn its page, on the press that
  /// merely found the end; the repeat stepper keeps its keys by the same rule.
  public var handlesArrowKeys: Bool { acceptsInput }

  /// The values `thumb` may take while the other stays where it is: from the lower bound to
  /// the upper value − d for the lower thumb, from the lower value + d to the upper bound for
  /// the upper one.
  public func limits(of thumb: Thumb) -> ClosedRange<Double> {
    guard !configuration.isInert else { return value(of: thumb)...value(of: thumb) }
    let distance = configuration.minimumDistance
    switch thumb {
    case .lower:
      let top = max(upper.to - distance, configuration.lowerBound)
      return configuration.lowerBound...max(top, configuration.lowerBound)
    case .upper:
      let bottom = min(lower.to + distance, configuration.upperBound)
      return min(bottom, configuration.upperBound)...configuration.upperBound
    }
  }

  /// The centre of `thumb` at host time `time`, in points from the view's leading edge:
  /// r + fraction × travel, with r the thumb's radius (r for both thumbs when inert).
  public func center(of thumb: Thumb, at time: Double) -> Double {
    thumbDiameter / 2 + configuration.fraction(of: value(of: thumb, at: time)) * travel
  }

  /// How far from its centre a touch grabs a thumb: 22 pt, or the radius when larger.
  public var reach: Double { max(RangeSliderMetrics.minimumReach, thumbDiameter / 2) }

  /// Whether no finger is on the slider.
  public var isAtRest: Bool { gesture == .none }

  /// The latest host time the machine was given (0 before the first event).
  public var currentTime: Double { clock.now }

  /// The host time at which the thumbs stop moving.
  public var animationEnd: Double { max(lower.end, upper.end) }

  /// The slider has no timers; this is never called.
  public static func timerFired(_ timer: Never) -> Event { timer }

  /// The slider never waits for a timer.
  public var awaitedTimer: Never? { nil }

  /// The event a host sends when the environment changes, and once on appear.
  public static func environmentChanged(_ environment: BlockEnvironment) -> Event {
    .environmentChanged(environment)
  }

  /// The event a host sends when the view disappears.
  public static var disappeared: Event { .disappeared }

  /// Handles one event that happened at host time `time` and returns what the host must do.
  public mutating func send(_ event: Event, at time: Double) -> Effects<Never> {
    let now = clock.advance(to: time)
    rangeToWriteBack = nil
    editingChange = nil
    switch event {
    case .rangeSet(let lower, let upper): return rangeSet(lower: lower, upper: upper, at: now)
    case .configurationChanged(let configuration):
      return configurationChanged(configuration, at: now)
    case .sizeChanged(let width, let diameter):
      self.width = Numbers.length(width)
      thumbDiameter = Numbers.length(diameter)
      if travel <= 0 { interrupt() }
      return .none
    case .dragChanged(let startX, let startY, let translationX, let translationY):
      return dragChanged(
        start: (startX, startY), translation: (translationX, translationY), at: now)
    case .dragEnded:
      if case .dragging = gesture { editingChange = false }
      gesture = .none
      arrival = nil
      return .none
    case .dragCancelled: return dragCancelled(at: now)
    case .accessibilityAdjust(let thumb, let adjustment):
      return adjust(thumb, adjustment, at: now)
    case .keyPressed(let thumb, let key):
      let right = key == .right
      let forward = environment.direction == .leftToRight ? right : !right
      return adjust(thumb, forward ? .increment : .decrement, at: now)
    case .environmentChanged(let environment):
      self.environment = environment
      if !environment.isEnabled { interrupt() }
      return .none
    case .disappeared:
      interrupt()
      lower = .resting(at: lower.to, since: now)
      upper = .resting(at: upper.to, since: now)
      return .none
    }
  }

  /// The motion for thumbs the finger does not carry.
  private var settle: Motion {
    RangeSliderMetrics.settleMotion(reduceMotion: environment.reduceMotion)
  }

  /// Moves both thumbs to `range` with the settle motion, from where they are drawn now.
  private mutating func settle(to range: ClosedRange<Double>, at now: Double) -> Effects<Never> {
    guard !Self.isSame(range, self.range) else { return .none }
    let motion = settle
    if motion.isAnimated {
      lower = lower.retargeted(to: range.lowerBound, motion: motion, at: now)
      upper = upper.retargeted(to: range.upperBound, motion: motion, at: now)
      return Effects(animation: motion)
    }
    lower = .resting(at: range.lowerBound, since: now)
    upper = .resting(at: range.upperBound, since: now)
    return .none
  }

  private mutating func rangeSet(lower: Double, upper: Double, at now: Double) -> Effects<Never> {
    guard !configuration.isInert else { return .none }
    let valid = configuration.validated(lower: lower, upper: upper)
    // Compared value by value: a NaN or reversed pair cannot even be built as a range.
    if !(valid.lowerBound == lower && valid.upperBound == upper) { rangeToWriteBack = valid }
    guard !Self.isSame(valid, range) else { return .none }
    if case .dragging(let thumb) = gesture {
      // The app moved the range under the finger: the drag carries on from the new value.
      self.lower = .resting(at: valid.lowerBound, since: now)
      self.upper = .resting(at: valid.upperBound, since: now)
      grabValue = value(of: thumb)
      grabMovement = lastMovement
      return .none
    }
    return settle(to: valid, at: now)
  }

  private mutating func configurationChanged(
    _ new: Configuration, at now: Double
  ) -> Effects<Never> {
    guard new != configuration else { return .none }
    configuration = new
    if new.isInert { interrupt() }
    let valid = new.validated(lower: lower.to, upper: upper.to)
    if !new.isInert, !Self.isSame(valid, range) { rangeToWriteBack = valid }
    if case .dragging(let thumb) = gesture, !Self.isSame(valid, range) {
      grabValue = thumb == .lower ? valid.lowerBound : valid.upperBound
      grabMovement = lastMovement
    }
    lower = .resting(at: valid.lowerBound, since: now)
    upper = .resting(at: valid.upperBound, since: now)
    return .none
  }

  private mutating func dragChanged(
    start: (x: Double, y: Double), translation: (x: Double, y: Double), at now: Double
  ) -> Effects<Never> {
    let dx = Numbers.saturated(translation.x)
    let dy = Numbers.saturated(translation.y)
    let movement = environment.direction.forward(dx)
    switch gesture {
    case .ignored:
      return .none
    case .none:
      guard acceptsInput else {
        gesture = .ignored
        return .none
      }
      gesture = .undecided
      return decide(start: start, dx: dx, dy: dy, movement: movement, at: now)
    case .undecided:
      return decide(start: start, dx: dx, dy: dy, movement: movement, at: now)
    case .dragging(let thumb):
      return move(thumb, movement: movement, at: now)
    }
  }

  /// Decides, once the finger has moved 4 pt, whether the drag is the slider's and which thumb
  /// it carries.
  private mutating func decide(
    start: (x: Double, y: Double), dx: Double, dy: Double, movement: Double, at now: Double
  ) -> Effects<Never> {
    guard
      max(abs(dx), abs(dy)) >= RangeSliderMetrics.decisionDistance
        || (dx * dx + dy * dy).squareRoot() >= RangeSliderMetrics.decisionDistance
    else { return .none }
    guard abs(dx) > abs(dy), let thumb = grabbedThumb(start: start, movement: movement, at: now)
    else {
      gesture = .ignored
      return .none
    }
    gesture = .dragging(thumb)
    editingChange = true
    rangeAtGrab = range
    // The finger catches the thumb where it is drawn; the other thumb ends its motion at once.
    let drawn = value(of: thumb, at: now)
    lower = .resting(at: lower.to, since: now)
    upper = .resting(at: upper.to, since: now)
    let limits = limits(of: thumb)
    let caught = Numbers.clamped(configuration.snapped(drawn), to: limits)
    if thumb == .lower {
      lower = .resting(at: caught, since: now)
    } else {
      upper = .resting(at: caught, since: now)
    }
    if !Self.isSame(range, rangeAtGrab) { rangeToWriteBack = range }
    grabValue = caught
    grabMovement = 0
    arrival = caught == limits.lowerBound || caught == limits.upperBound ? caught : nil
    return move(thumb, movement: movement, at: now)
  }

  /// The thumb a touch that began at `start` grabs, or `nil` when it began outside both
  /// reaches.
  private func grabbedThumb(
    start: (x: Double, y: Double), movement: Double, at now: Double
  ) -> Thumb? {
    let x = Numbers.saturated(start.x)
    let y = Numbers.saturated(start.y)
    let forwardX = environment.direction == .leftToRight ? x : width - x
    let centreY = RangeSliderMetrics.frameHeight(thumbDiameter: thumbDiameter) / 2
    let lowerCentre = center(of: .lower, at: now)
    let upperCentre = center(of: .upper, at: now)
    func distance(to centre: Double) -> Double {
      let across = forwardX - centre
      let down = y - centreY
      return (across * across + down * down).squareRoot()
    }
    let toLower = distance(to: lowerCentre)
    let toUpper = distance(to: upperCentre)
    let reachesLower = toLower <= reach
    let reachesUpper = toUpper <= reach
    switch (reachesLower, reachesUpper) {
    case (false, false): return nil
    case (true, false): return .lower
    case (false, true): return .upper
    case (true, true):
      if abs(upperCentre - lowerCentre) < RangeSliderMetrics.stackedDistance || toLower == toUpper {
        return movement > 0 ? .upper : .lower
      }
      return toLower < toUpper ? .lower : .upper
    }
  }

  /// Moves `thumb` with the finger: value at grab + movement × span ÷ travel, snapped and kept
  /// within its limits.
  private mutating func move(_ thumb: Thumb, movement: Double, at now: Double) -> Effects<Never> {
    lastMovement = movement
    let travel = travel
    guard travel > 0 else { return .none }
    let span = configuration.span
    let delta =
      (movement - grabMovement) * (span.isFinite ? span / travel : .greatestFiniteMagnitude)
    let limits = limits(of: thumb)
    let next = Numbers.clamped(configuration.snapped(grabValue + delta), to: limits)
    let current = value(of: thumb)
    rearm(at: next)
    guard next != current else { return .none }
    if thumb == .lower {
      lower = .resting(at: next, since: now)
    } else {
      upper = .resting(at: next, since: now)
    }
    rangeToWriteBack = range
    if next == limits.lowerBound || next == limits.upperBound, arrival == nil {
      arrival = next
      return Effects(haptic: .rigidImpact)
    }
    guard configuration.step > 0, now - lastTick >= RangeSliderMetrics.tickInterval else {
      return .none
    }
    lastTick = now
    return Effects(haptic: .selection)
  }

  /// Re-arms the arrival impact once the thumb is one step (4 pt when continuous) from where it
  /// arrived.
  private mutating func rearm(at value: Double) {
    guard let arrived = arrival else { return }
    let step = configuration.step
    let distance =
      step > 0
      ? step
      : RangeSliderMetrics.continuousRearmDistance * configuration.span / max(travel, 1)
    if abs(value - arrived) >= distance { arrival = nil }
  }

  private mutating func dragCancelled(at now: Double) -> Effects<Never> {
    guard case .dragging = gesture else {
      gesture = .none
      return .none
    }
    gesture = .none
    arrival = nil
    editingChange = false
    // Cancelled is not lifted: the range goes back to what it was when the drag was taken,
    // exactly, or made valid when the configuration changed under the finger.
    let back =
      configuration.allows(rangeAtGrab)
      ? rangeAtGrab
      : configuration.validated(lower: rangeAtGrab.lowerBound, upper: rangeAtGrab.upperBound)
    guard !Self.isSame(back, range) else { return .none }
    rangeToWriteBack = back
    return settle(to: back, at: now)
  }

  private mutating func adjust(
    _ thumb: Thumb, _ adjustment: Adjustment, at now: Double
  ) -> Effects<Never> {
    guard acceptsInput, gesture != .dragging(.lower), gesture != .dragging(.upper) else {
      return .none
    }
    let step = configuration.step
    let amount =
      step > 0 ? step : configuration.span * RangeSliderMetrics.continuousAdjustmentFraction
    let current = value(of: thumb)
    let signed = adjustment == .increment ? amount : -amount
    let next = Numbers.clamped(configuration.snapped(current + signed), to: limits(of: thumb))
    guard next != current else { return .none }
    let target =
      thumb == .lower
      ? min(next, upper.to)...upper.to : lower.to...max(next, lower.to)
    rangeToWriteBack = target
    return settle(to: target, at: now)
  }

  /// Ends a drag the slider can no longer follow (disabled, disappeared, no room, inert): editing
  /// ends, and the rest of the gesture is ignored.
  private mutating func interrupt() {
    switch gesture {
    case .dragging:
      editingChange = false
      gesture = .ignored
    case .undecided:
      gesture = .ignored
    case .none, .ignored:
      break
    }
    arrival = nil
  }

  /// Whether two ranges hold the same values.
  private static func isSame(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>) -> Bool {
    a.lowerBound == b.lowerBound && a.upperBound == b.upperBound
  }
}

nonisolated extension RangeSliderMachine {
  /// One of the slider's two thumbs.
  public enum Thumb: Hashable, Sendable, CaseIterable {
    /// The thumb of the range's lower value.
    case lower
    /// The thumb of the range's upper value.
    case upper
  }

  /// A step up or down, from VoiceOver's swipe, Switch Control or an arrow key.
  public enum Adjustment: Hashable, Sendable, CaseIterable {
    /// One step toward the upper bound.
    case increment
    /// One step toward the lower bound.
    case decrement
  }

  /// An arrow key, in screen terms: the machine mirrors it in right-to-left layouts.
  public enum ArrowKey: Hashable, Sendable, CaseIterable {
    /// The left arrow key.
    case left
    /// The right arrow key.
    case right
  }
}

nonisolated extension RangeSliderMachine {
  /// What the caller configured: the bounds, the step and the smallest distance between the
  /// thumbs, made usable.
  ///
  /// Every caller value passes through here before a rule sees it, so no rule has to think about
  /// NaN, infinities or reversed bounds: the slider is either usable or inert (both thumbs at the
  /// start, no input taken), never broken.
  public struct Configuration: Hashable, Sendable {
    /// The bounds' lower end as given (finite whenever the slider is not inert).
    public let lowerBound: Double
    /// The bounds' upper end as given (finite whenever the slider is not inert).
    public let upperBound: Double
    /// The distance between snapping stops: 0 for a continuous slider, never larger than the
    /// span (a larger step leaves the two bounds as the only stops).
    public let step: Double
    /// The smallest distance between the two values: not negative, rounded up to whole steps,
    /// never larger than the span.
    public let minimumDistance: Double

    /// Makes `bounds`, `step` and `minimumDistance` usable.
    ///
    /// - Parameters:
    ///   - bounds: The values the range may take. A range of one value, one with a NaN or
    ///     infinite end, or a reversed one (built unchecked) makes the slider inert.
    ///   - step: The distance between snapping stops, from `bounds.lowerBound`; 0, negative, NaN
    ///     or infinite means continuous, and so does a step too fine for a Double to count across
    ///     the bounds (more than 2⁵² stops); a step larger than the span is the span.
    ///   - minimumDistance: How far apart the values stay; NaN or negative means 0, and a
    ///     distance larger than the span is the span.
    public init(
      bounds: ClosedRange<Double> = 0...1, step: Double = 0, minimumDistance: Double = 0
    ) {
      lowerBound = bounds.lowerBound
      upperBound = bounds.upperBound
      let usable = lowerBound.isFinite && upperBound.isFinite && lowerBound < upperBound
      let span = usable ? upperBound - lowerBound : 0
      // A step finer than a Double can count across the bounds (more than 2⁵² stops, or bounds
      // wider than a Double can measure) cannot snap exactly: such a slider is continuous.
      let countable = span.isFinite && span / step < 0x1p52
      let step = usable && step.isFinite && step > 0 && countable ? min(step, span) : 0
      self.step = step
      var distance = usable ? Numbers.clamped(minimumDistance, to: 0...span) : 0
      if step > 0 { distance = min((distance / step).rounded(.up) * step, span) }
      self.minimumDistance = distance
    }

    /// Whether the bounds hold one value only, or have a NaN or infinite end: both thumbs sit
    /// at the start and the slider takes no input.
    public var isInert: Bool {
      !(lowerBound.isFinite && upperBound.isFinite && lowerBound < upperBound)
    }

    /// The bounds' span: upper − lower (0 when inert; may be +∞ for bounds wider than a Double
    /// can measure, which every rule below treats as the largest span).
    public var span: Double { isInert ? 0 : upperBound - lowerBound }

    /// Where a value sits along the bounds, in [0, 1].
    public func fraction(of value: Double) -> Double {
      guard !isInert else { return 0 }
      let span = span
      guard span.isFinite else {
        // Bounds wider than a Double can measure: measure in halves, which always fit.
        let half = (value / 2 - lowerBound / 2) / (upperBound / 2 - lowerBound / 2)
        return Numbers.clamped(half, to: 0...1)
      }
      return Numbers.clamped((value - lowerBound) / span, to: 0...1)
    }

    /// `value` on the nearest stop, inside the bounds.
    ///
    /// The stops are `lowerBound + k × step` and the upper bound, which is always one; continuous
    /// sliders only clamp. NaN becomes the lower bound.
    public func snapped(_ value: Double) -> Double {
      guard !isInert else { return Numbers.finite(lowerBound, or: 0) }
      let value = Numbers.clamped(value, to: lowerBound...upperBound)
      guard step > 0 else { return value }
      let stop = lowerBound + ((value - lowerBound) / step).rounded() * step
      guard stop.isFinite, stop < upperBound else { return upperBound }
      // The upper bound is a stop even when the span is not a whole number of steps.
      return upperBound - value < abs(value - stop) ? upperBound : max(stop, lowerBound)
    }

    /// Whether `range` is one the slider may show as it is: inside the bounds, with its ends at
    /// least the minimum distance apart and on stops (never when inert).
    ///
    /// An end counts as on a stop when snapping it moves it by no more than rounding does, so a
    /// range the slider made itself, such as upper − d, is allowed as it is.
    public func allows(_ range: ClosedRange<Double>) -> Bool {
      func isStop(_ value: Double) -> Bool {
        value == upperBound || value == upperBound - minimumDistance
          || value == lowerBound + minimumDistance || keptOnStop(value) == value
      }
      return !isInert && range.lowerBound >= lowerBound && range.upperBound <= upperBound
        && range.upperBound - range.lowerBound >= minimumDistance - slack
        && isStop(range.lowerBound) && isStop(range.upperBound)
    }

    /// `value` snapped, or `value` itself when it is already on a stop but for rounding (0.3
    /// with a step of 0.1, where 3 × 0.1 is 0.30000000000000004), so a valid range from the app
    /// is never written back for a rounding error.
    func keptOnStop(_ value: Double) -> Double {
      let stop = snapped(value)
      let inside = value >= lowerBound && value <= upperBound
      return inside && abs(stop - value) <= 1e-9 * max(abs(value), step) ? value : stop
    }

    /// How far below the minimum distance two values may be and still count as that far apart:
    /// a rounding error of the span's size, so 0.6 − 0.5 is 0.1 apart with a step of 0.1.
    var slack: Double {
      let span = span
      return span.isFinite ? span * 1e-12 : 0
    }

    /// The range a caller's values make: NaN lower becomes the lower bound and NaN upper the
    /// upper bound, both are clamped into the bounds and snapped, and values closer than the
    /// minimum distance (or reversed) become upper = min(lower + d, upper bound), lower =
    /// upper − d.
    public func validated(lower: Double, upper: Double) -> ClosedRange<Double> {
      guard !isInert else {
        let start = Numbers.finite(lowerBound, or: 0)
        return start...start
      }
      var lower = keptOnStop(lower.isNaN ? lowerBound : lower)
      var upper = keptOnStop(upper.isNaN ? upperBound : upper)
      if !(upper >= lower && upper - lower >= minimumDistance - slack) {
        upper = min(lower + minimumDistance, upperBound)
        lower = max(upper - minimumDistance, lowerBound)
      }
      return lower...upper
    }
  }
}

/// Every number of the Range Slider's behaviour in one place, each with its meaning.
///
/// The rules live in the machine and the layout; the numbers that make them feel right live here,
/// so a change of feel is a change of this enum alone. The look (sizes, shadow) is the view's, in
/// `RangeSlider.swift`.
nonisolated public enum RangeSliderMetrics {
  /// The smallest height of the slider's frame: the minimum touch target, in points.
  public static let minimumHeight = 44.0

  /// The track's height a layout assumes when its host gives none; the view draws its own.
  public static let trackHeight = 6.0

  /// A thumb's diameter the machine assumes until the view reports the one it draws.
  public static let thumbDiameter = 28.0

  /// The smallest reach of a thumb: a touch within this many points of its centre grabs it (or
  /// within its radius, when that is larger).
  public static let minimumReach = 22.0

  /// How far a touch moves before the slider decides whether the drag is its own: horizontal
  /// drags are, vertical ones belong to the scroll view.
  public static let decisionDistance = 4.0

  /// Thumbs whose centres are closer than this, in points, count as stacked: the direction of
  /// the first movement decides which one a touch grabs.
  public static let stackedDistance = 1.0

  /// The shortest time between two selection ticks, in seconds.
  public static let tickInterval = 0.08

  /// How far a continuous slider's thumb moves away from where it arrived, in points, before
  /// arriving again plays a new impact (a stepped slider re-arms after one step).
  public static let continuousRearmDistance = 4.0

  /// The fraction of the bounds' span one accessibility increment moves a continuous thumb.
  public static let continuousAdjustmentFraction = 0.1

  /// The motion of thumbs moved by a range from outside, an accessibility adjustment or a
  /// cancelled drag: a spring of 0.3 s with no bounce, or no animation with Reduce Motion.
  public static func settleMotion(reduceMotion: Bool) -> Motion {
    reduceMotion ? .none : .spring(duration: 0.3, bounce: 0)
  }

  /// The frame's height for a thumb of `diameter` points: the minimum touch target, or the
  /// thumb when it is larger.
  public static func frameHeight(thumbDiameter diameter: Double) -> Double {
    max(minimumHeight, Numbers.length(diameter))
  }
}
