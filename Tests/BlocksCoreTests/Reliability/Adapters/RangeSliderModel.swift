import BlocksCore

/// Where a finger touches down on a range slider.
enum RangeSliderTouch: Hashable, Sendable, CustomStringConvertible {
  /// On `thumb`'s centre as drawn, moved by (`dx`, `dy`) points on screen: most touches mean a
  /// thumb, and a few points off still grab it.
  case thumb(RangeSliderMachine.Thumb, dx: Double, dy: Double)
  /// At (`x`, `y`) points from the view's top-left corner as drawn (any value, hostile
  /// included).
  case point(x: Double, y: Double)

  var description: String {
    switch self {
    case .thumb(let thumb, let dx, let dy):
      dx == 0 && dy == 0 ? "\(thumb) thumb" : "\(thumb) thumb + (\(dx), \(dy))"
    case .point(let x, let y): "(\(x), \(y))"
    }
  }
}

/// What a host does to a range slider besides the generic steps.
enum RangeSliderInput: Hashable, Sendable, CustomStringConvertible {
  /// The view was measured: its width and its thumbs' diameter.
  case size(width: Double, thumbDiameter: Double)
  /// The finger moved (`x`, `y`) screen points from where it touched down; the first move of a
  /// gesture touches down at `touch`, and later moves keep that point.
  case drag(RangeSliderTouch, x: Double, y: Double)
  /// The finger lifted.
  case dragEnded
  /// The system cancelled the drag.
  case dragCancelled
  /// The app set its binding (NaN, reversed and out-of-bounds values included).
  case setRange(lower: Double, upper: Double)
  /// The caller passed new bounds (built unchecked, so reversed and NaN ones too), step and
  /// minimum distance.
  case configure(lower: Double, upper: Double, step: Double, minimumDistance: Double)
  /// VoiceOver adjusted a thumb.
  case adjust(RangeSliderMachine.Thumb, RangeSliderMachine.Adjustment)
  /// An arrow key on a focused thumb.
  case key(RangeSliderMachine.Thumb, RangeSliderMachine.ArrowKey)

  var description: String {
    switch self {
    case .size(let width, let diameter): "size(\(width), \(diameter))"
    case .drag(let touch, let x, let y): "drag(at \(touch), by (\(x), \(y)))"
    case .dragEnded: "dragEnded"
    case .dragCancelled: "dragCancelled"
    case .setRange(let lower, let upper): "setRange(\(lower), \(upper))"
    case .configure(let lower, let upper, let step, let distance):
      "configure(\(lower)...\(upper), step \(step), minimumDistance \(distance))"
    case .adjust(let thumb, let adjustment): "adjust(\(thumb), \(adjustment))"
    case .key(let thumb, let key): "key(\(thumb), \(key))"
    }
  }
}

/// The range slider's machine is checked through ``RangeSliderModel``.
extension RangeSliderMachine: ModeledMachine {
  static var model: any ModelAdapter.Type { RangeSliderModel.self }
}

/// The Range Slider in the reliability harness.
///
/// It has no timer and no callback effect: its rules are a valid range (inside the bounds, in
/// order, `minimumDistance` apart), finite layout, accessibility that follows the environment,
/// and its editing protocol: every `onEditingChanged(true)` is followed by exactly one
/// `onEditingChanged(false)` before the next `true`, there is no `false` without a `true`, and
/// the slider is editing exactly while a thumb follows the finger.
struct RangeSliderModel: ModelAdapter {
  typealias Machine = RangeSliderMachine
  typealias Input = RangeSliderInput

  static let name = "range-slider"

  /// Bounds that break careless code, built unchecked: reversed, infinite, one value, a NaN end.
  ///
  /// A slider with a NaN end is inert, as `RangeSliderConfigurationTests` also checks (each case
  /// in a child process, so a trap there fails one test rather than the run).
  static let hostileBounds: [(Double, Double)] = [
    (0, 1), (0, 300), (-50, 50), (10, 10), (5, 1), (0, .infinity), (-.infinity, 0),
    (-.infinity, .infinity), (-.greatestFiniteMagnitude, .greatestFiniteMagnitude), (0, 1e-300),
    (0, .nan), (.nan, 1), (.nan, .nan),
  ]
  static let hostileSteps: [Double] = [0, 0, 1, 0.1, 25, 0.3, 7, 1e9, -1, .nan, .infinity]
  static let hostileDistances: [Double] = [0, 0, 0.05, 30, 60, 1e9, -1, .nan, .infinity]

  /// The machine under test; every event the harness sends passes through it, so the editing
  /// protocol is checked on each of them.
  var machine: RangeSliderMachine {
    didSet { observeEditing(from: oldValue) }
  }
  /// Where the finger in flight touched down, kept from its first move to its lift.
  private var touchStart: (x: Double, y: Double)?
  /// Whether the app is between `onEditingChanged(true)` and `onEditingChanged(false)`.
  private(set) var isEditing = false
  /// The range when the drag in flight was taken: a cancelled drag puts it back.
  private var taken: ClosedRange<Double>?
  /// Whether the caller changed the configuration during the drag in flight (or the one that
  /// just ended, until the next input).
  private var isReconfiguredMidDrag = false
  /// The first break of the editing protocol, kept until the harness checks the invariants.
  private var editingProblem: String?
  private let requested: String

  init(
    range: ClosedRange<Double> = 0.25...0.75, bounds: ClosedRange<Double> = 0...1,
    step: Double = 0, minimumDistance: Double = 0, width: Double = 328,
    thumbDiameter: Double = 28, environment: BlockEnvironment = BlockEnvironment()
  ) {
    requested =
      "range \(range.lowerBound)...\(range.upperBound), bounds "
      + "\(bounds.lowerBound)...\(bounds.upperBound), step \(step), minimumDistance "
      + "\(minimumDistance), width \(width), thumbDiameter \(thumbDiameter)"
    machine = RangeSliderMachine(
      range: range,
      configuration: .init(bounds: bounds, step: step, minimumDistance: minimumDistance),
      environment: environment)
    _ = machine.send(.sizeChanged(width: width, thumbDiameter: thumbDiameter), at: 0)
  }

  init<R: RandomNumberGenerator>(configurationFrom random: inout R) {
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    let environment = BlockEnvironment(
      reduceMotion: Bool.random(using: &random),
      isEnabled: Int.random(in: 0..<5, using: &random) != 0,
      direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft)
    // Mostly usable bounds, so that drags have something to move.
    let usable: [(Double, Double)] = [(0, 1), (0, 300)]
    let bounds =
      Int.random(in: 0..<3, using: &random) == 0 ? pick(Self.hostileBounds) : pick(usable)
    let span = bounds.1 - bounds.0
    let lower = Self.value(in: bounds, using: &random)
    let upper = Self.value(in: bounds, using: &random)
    self.init(
      range: Self.unchecked(lower, upper), bounds: Self.unchecked(bounds.0, bounds.1),
      step: span.isFinite && Bool.random(using: &random) ? span / 12 : pick(Self.hostileSteps),
      minimumDistance: pick(Self.hostileDistances),
      width: HostileNumbers.length(typical: 40...600, using: &random),
      thumbDiameter: HostileNumbers.length(typical: 20...60, using: &random),
      environment: environment)
  }

  /// The closed range from `lower` to `upper`, reversed or NaN included, as an optimized app
  /// can pass it with `ClosedRange(uncheckedBounds:)`; that initializer checks its bounds in
  /// debug builds, so the value is built from its two stored doubles (`ClosedRange` is frozen).
  static func unchecked(_ lower: Double, _ upper: Double) -> ClosedRange<Double> {
    unsafeBitCast((lower, upper), to: ClosedRange<Double>.self)
  }

  static var exhaustiveConfigurations: [RangeSliderModel] {
    // Continuous thumbs apart, and stepped thumbs stacked in the middle.
    [RangeSliderModel(), RangeSliderModel(range: 0.5...0.5, step: 0.25)]
  }

  var configurationDescription: String {
    let configuration = machine.configuration
    return
      "\(requested); usable: bounds \(configuration.lowerBound)...\(configuration.upperBound), "
      + "step \(configuration.step), minimumDistance \(configuration.minimumDistance)"
  }

  /// A value for a binding: mostly inside `bounds`, sometimes outside or hostile.
  private static func value<R: RandomNumberGenerator>(
    in bounds: (Double, Double), using random: inout R
  ) -> Double {
    let low = bounds.0
    let high = bounds.1
    guard low.isFinite, high.isFinite, low < high, (high - low).isFinite,
      Int.random(in: 0..<5, using: &random) != 0
    else { return HostileNumbers.translation(reach: 400, using: &random) }
    return Double.random(in: low...high, using: &random)
  }

  static func randomInput<R: RandomNumberGenerator>(using random: inout R) -> RangeSliderInput {
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    func thumb() -> RangeSliderMachine.Thumb { Bool.random(using: &random) ? .lower : .upper }
    func touch() -> RangeSliderTouch {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<6: return .thumb(thumb(), dx: 0, dy: 0)
      case 6..<8:
        return .thumb(
          thumb(), dx: Double.random(in: -30...30, using: &random),
          dy: Double.random(in: -30...30, using: &random))
      default:
        return .point(
          x: HostileNumbers.translation(reach: 600, using: &random),
          y: HostileNumbers.translation(reach: 60, using: &random))
      }
    }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<40:
      // Mostly horizontal, sometimes a scroll, now and then hostile.
      let x = HostileNumbers.translation(reach: 400, using: &random)
      let y =
        Int.random(in: 0..<4, using: &random) == 0
        ? HostileNumbers.translation(reach: 400, using: &random)
        : Double.random(in: -3...3, using: &random)
      return .drag(touch(), x: x, y: y)
    case 40..<54: return .dragEnded
    case 54..<62: return .dragCancelled
    case 62..<72:
      let ranges: [(Double, Double)] = [(0, 1), (0, 300), (-1, 2), (-500, 500)]
      let bounds = pick(ranges)
      return .setRange(
        lower: value(in: bounds, using: &random), upper: value(in: bounds, using: &random))
    case 72..<78:
      let usable: [(Double, Double)] = [(0, 1), (0, 300), (0.25, 0.75)]
      let bounds = Bool.random(using: &random) ? pick(usable) : pick(hostileBounds)
      return .configure(
        lower: bounds.0, upper: bounds.1, step: pick(hostileSteps),
        minimumDistance: pick(hostileDistances))
    case 78..<86: return .adjust(thumb(), Bool.random(using: &random) ? .increment : .decrement)
    case 86..<92: return .key(thumb(), Bool.random(using: &random) ? .left : .right)
    default:
      return .size(
        width: HostileNumbers.length(typical: 0...600, using: &random),
        thumbDiameter: HostileNumbers.length(typical: 20...60, using: &random))
    }
  }

  var smallAlphabet: [ModelStep<RangeSliderInput>] {
    // At 328 pt with 28 pt thumbs the travel is 300 pt: 120 pt forward moves a thumb 0.4.
    [
      .input(.drag(.thumb(.lower, dx: 0, dy: 0), x: 120, y: 0)),
      .input(.drag(.thumb(.upper, dx: 0, dy: 0), x: -120, y: 0)),
      .input(.dragEnded), .input(.dragCancelled),
      .input(.setRange(lower: .nan, upper: 0.5)),
      .input(.configure(lower: 0.5, upper: 1, step: 0, minimumDistance: 0.25)),
      .input(.adjust(.upper, .decrement)),
      .toggleEnabled, .disappear,
    ]
  }

  static let releaseInputs: [RangeSliderInput] = [.dragEnded, .dragCancelled]
  static let cancelInputs: [RangeSliderInput] = [.dragCancelled]

  mutating func event(for input: RangeSliderInput) -> RangeSliderMachine.Event? {
    if !isEditing { isReconfiguredMidDrag = false }
    switch input {
    case .size(let width, let diameter):
      return .sizeChanged(width: width, thumbDiameter: diameter)
    case .drag(let touch, let x, let y):
      let start = touchStart ?? Self.point(of: touch, on: machine)
      touchStart = start
      return .dragChanged(startX: start.x, startY: start.y, translationX: x, translationY: y)
    case .dragEnded:
      touchStart = nil
      return .dragEnded
    case .dragCancelled:
      touchStart = nil
      return .dragCancelled
    case .setRange(let lower, let upper):
      return .rangeSet(lower: lower, upper: upper)
    case .configure(let lower, let upper, let step, let distance):
      return .configurationChanged(
        .init(bounds: Self.unchecked(lower, upper), step: step, minimumDistance: distance))
    case .adjust(let thumb, let adjustment):
      return .accessibilityAdjust(thumb, adjustment)
    case .key(let thumb, let key):
      return .keyPressed(thumb, key)
    }
  }

  /// Where `touch` is on `machine`'s view now, in points from its top-left corner as drawn.
  static func point(
    of touch: RangeSliderTouch, on machine: RangeSliderMachine
  ) -> (x: Double, y: Double) {
    switch touch {
    case .point(let x, let y):
      return (x, y)
    case .thumb(let thumb, let dx, let dy):
      let leading = machine.center(of: thumb, at: machine.currentTime)
      let x = machine.environment.direction == .leftToRight ? leading : machine.width - leading
      let y = RangeSliderMetrics.frameHeight(thumbDiameter: machine.thumbDiameter) / 2
      return (x + dx, y + dy)
    }
  }

  /// Checks the editing protocol on the event that turned `old` into ``machine``.
  private mutating func observeEditing(from old: RangeSliderMachine) {
    if isEditing, old.configuration != machine.configuration { isReconfiguredMidDrag = true }
    guard editingProblem == nil else { return }
    switch machine.editingChange {
    case true?:
      if isEditing {
        editingProblem = "onEditingChanged(true) twice without a false in between"
      }
      isEditing = true
      isReconfiguredMidDrag = false
      taken = old.range
    case false?:
      if !isEditing { editingProblem = "onEditingChanged(false) without a true before it" }
      isEditing = false
      taken = nil
    case nil:
      break
    }
  }

  static let strayTimers: [RangeSliderMachine.Timer] = []

  var isAsync: Bool { false }
  var environment: BlockEnvironment { machine.environment }
  var isCommitted: Bool { false }
  /// A lifted drag commits the range it shows; a cancelled one puts back the range it was taken
  /// at, so while a drag is in flight the committed range is that one.
  ///
  /// When the caller changed the configuration mid-drag, the range taken may no longer be valid,
  /// and the spec does not say what a cancel puts back then: that drag's outcome is not compared
  /// (the range invariants still hold it inside the bounds, `minimumDistance` apart).
  var gestureOutcome: AnyHashable {
    if isReconfiguredMidDrag { return AnyHashable("reconfigured mid-drag") }
    return AnyHashable(taken ?? machine.range)
  }
  var isAwaitingWork: Bool { false }

  func drawnValue(at time: Double) -> Double? { machine.value(of: .lower, at: time) }

  static func hasString(_ key: String) -> Bool {
    RangeSliderStrings.table.entries(in: .english)[key] != nil
  }

  func brokenInvariant(at now: Double) -> String? {
    if let editingProblem { return editingProblem }
    let isDragging: Bool
    if case .dragging = machine.gesture { isDragging = true } else { isDragging = false }
    if isEditing != isDragging {
      return isEditing
        ? "the drag ended without onEditingChanged(false) (gesture \(machine.gesture))"
        : "a thumb follows the finger without onEditingChanged(true)"
    }
    if isDragging, !machine.acceptsInput {
      return "dragging while the slider takes no input (enabled \(machine.environment.isEnabled))"
    }
    if let broken = brokenRange() { return broken }
    // The frame drawn at the machine's time and at the host's (mid-settle), kept cheap: the
    // harness checks this after every step. Broken clocks are the unit tests' business.
    if let broken = brokenInvariant(of: RangeSliderLayout(machine, at: machine.currentTime)) {
      return "drawn at \(machine.currentTime): \(broken)"
    }
    if let broken = brokenInvariant(of: RangeSliderLayout(machine, at: now)) {
      return "drawn at \(now): \(broken)"
    }
    let accessibility = RangeSliderAccessibility(machine)
    let enabled = machine.environment.isEnabled
    if accessibility.isDimmed == enabled {
      return "dimmed \(accessibility.isDimmed), enabled \(enabled)"
    }
    let elements = accessibility.elements
    guard elements.count == 2, elements[0].thumb == .lower, elements[1].thumb == .upper else {
      return "accessibility elements \(elements)"
    }
    for element in elements {
      if element.isAdjustable != machine.acceptsInput {
        return "\(element.thumb) adjustable \(element.isAdjustable), takes input "
          + "\(machine.acceptsInput)"
      }
      if !element.isAdjustable, element.canIncrement || element.canDecrement {
        return "\(element.thumb) offers an adjustment while not adjustable"
      }
    }
    return nil
  }

  /// What is wrong with the range, if anything.
  private func brokenRange() -> String? {
    let configuration = machine.configuration
    let lower = machine.range.lowerBound
    let upper = machine.range.upperBound
    guard lower.isFinite, upper.isFinite else { return "range \(lower)...\(upper) not finite" }
    if let written = machine.rangeToWriteBack,
      written.lowerBound != lower || written.upperBound != upper
    {
      return "wrote back \(written) but shows \(lower)...\(upper)"
    }
    guard !configuration.isInert else {
      let start = configuration.lowerBound.isFinite ? configuration.lowerBound : 0
      return lower == start && upper == start
        ? nil : "inert bounds show \(lower)...\(upper), not both at the start \(start)"
    }
    guard configuration.lowerBound <= lower, lower <= upper, upper <= configuration.upperBound
    else {
      return "range \(lower)...\(upper) outside the bounds "
        + "\(configuration.lowerBound)...\(configuration.upperBound) or reversed"
    }
    // Subtracting the distance and adding it back may round by an ulp or two.
    let distance = configuration.minimumDistance
    let tolerance = 1e-9 * max(1, abs(lower), abs(upper))
    guard upper - lower >= distance || upper - lower >= distance - tolerance else {
      return "range \(lower)...\(upper) is closer than minimumDistance \(distance)"
    }
    return nil
  }

  private func brokenInvariant(of layout: RangeSliderLayout) -> String? {
    guard layout.height.isFinite, layout.trackHeight.isFinite, layout.thumbDiameter.isFinite,
      layout.lowerCenter.isFinite, layout.upperCenter.isFinite, layout.fillStart.isFinite,
      layout.fillWidth.isFinite, layout.opacity.isFinite
    else { return "a layout number is not finite: \(layout)" }
    let radius = layout.thumbDiameter / 2
    guard layout.height >= RangeSliderMetrics.minimumHeight, layout.height >= layout.thumbDiameter
    else { return "frame height \(layout.height) below max(44, diameter)" }
    guard layout.trackHeight >= 0, layout.trackHeight <= layout.height else {
      return "track height \(layout.trackHeight)"
    }
    let travel = machine.travel
    let slack = 1e-9 * max(1, travel, radius)
    guard layout.lowerCenter >= radius - slack, layout.upperCenter <= radius + travel + slack
    else {
      return "a thumb centre outside [r, r + travel] = [\(radius), \(radius + travel)]: \(layout)"
    }
    guard layout.lowerCenter <= layout.upperCenter, layout.fillStart == layout.lowerCenter,
      layout.fillWidth >= 0
    else { return "the thumbs cross or the fill is off: \(layout)" }
    guard layout.opacity > 0, layout.opacity <= 1,
      (layout.opacity == 1) == machine.environment.isEnabled
    else { return "opacity \(layout.opacity), enabled \(machine.environment.isEnabled)" }
    return nil
  }
}
