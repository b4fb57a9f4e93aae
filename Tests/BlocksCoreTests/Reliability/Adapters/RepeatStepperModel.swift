import BlocksCore

/// What a host does to a repeat stepper besides the generic steps.
enum RepeatStepperInput: Hashable, Sendable, CustomStringConvertible {
  /// A finger touches a button at the host's time plus `skew` seconds (0 normally; NaN,
  /// infinities, backwards and far-future skews model a broken clock).
  case press(RepeatStepperMachine.Button, skew: Double)
  /// The finger on a button lifts, at the host's time plus `skew`.
  case release(RepeatStepperMachine.Button, skew: Double)
  /// The finger on a button moved (x, y) points from where it touched down.
  case move(RepeatStepperMachine.Button, x: Double, y: Double)
  /// The system cancelled the press on a button.
  case cancel(RepeatStepperMachine.Button)
  /// The app set its binding (outside the bounds and at the ends of `Int` included).
  case setValue(Int)
  /// The caller passed new bounds, step (0, negative and `Int.max` included) and wrapping.
  case configure(lower: Int, upper: Int, step: Int, wraps: Bool)
  /// VoiceOver, Switch Control or Voice Control stepped with a button.
  case adjust(RepeatStepperMachine.Button)
  /// Full Keyboard Access pressed a key.
  case key(RepeatStepperMachine.Key)

  var description: String {
    switch self {
    case .press(let button, let skew):
      skew == 0 ? "press(\(button))" : "press(\(button), skew: \(skew))"
    case .release(let button, let skew):
      skew == 0 ? "release(\(button))" : "release(\(button), skew: \(skew))"
    case .move(let button, let x, let y): "move(\(button), \(x), \(y))"
    case .cancel(let button): "cancel(\(button))"
    case .setValue(let value): "setValue(\(value))"
    case .configure(let lower, let upper, let step, let wraps):
      "configure(\(lower)...\(upper), step \(step), wraps \(wraps))"
    case .adjust(let button): "adjust(\(button))"
    case .key(let key): "key(\(key))"
    }
  }
}

/// The repeat stepper's machine is checked through ``RepeatStepperModel``.
extension RepeatStepperMachine: ModeledMachine {
  static var model: any ModelAdapter.Type { RepeatStepperModel.self }
}

/// The Repeat Stepper in the reliability harness.
///
/// It has no callback effect: its rules are a value always inside the bounds, one timer that
/// runs only under a finger that still steps, finite layout and accessibility that follow the
/// environment and the bounds, and its exactly-once rule: every event that changes the value
/// writes the binding once, with a value one step from the one before it (or clamped to a bound,
/// or wrapped to the other bound), only a lift, a timer, a key or an assistive technology steps
/// (never a touch-down, a move, a cancel, or the lift of a press that has stepped), and only the
/// app's own `valueSet` changes the value without writing it back.
struct RepeatStepperModel: ModelAdapter {
  typealias Machine = RepeatStepperMachine
  typealias Input = RepeatStepperInput

  static let name = "repeat-stepper"

  /// Bounds that break careless code: the whole of `Int`, ends next to `Int`'s, one value.
  static let hostileBounds: [ClosedRange<Int>] = [
    0...99, 0...99, 0...3, -5...5, 7...7, Int.min...Int.max, (Int.max - 3)...Int.max,
    Int.min...(Int.min + 3), 0...Int.max, Int.min...0, Int.max...Int.max,
  ]
  /// Steps that break careless code (0 and negative ones are 1).
  static let hostileSteps = [1, 1, 1, 2, 5, 10, 0, -3, Int.max, Int.min, Int.max - 1]
  /// Values that break careless code, for the binding.
  static let hostileValues = [0, 1, -1, 50, 98, 99, 100, -100, Int.min, Int.max, Int.min + 1]

  /// The machine under test; every event the harness sends passes through it, so the
  /// exactly-once rule is checked on each of them.
  var machine: RepeatStepperMachine {
    didSet { observeStep(from: oldValue) }
  }
  /// The event of the input being delivered, until the machine has handled it; `nil` while a
  /// generic event (a timer, the environment, disappearing) is delivered.
  private var pendingEvent: RepeatStepperMachine.Event?
  /// The first break of the exactly-once rule, kept until the harness checks the invariants.
  private var stepProblem: String?
  /// The direction of the latest step the harness saw: the value's transition counts this way.
  private var lastStep = RepeatStepperMachine.Button.increment
  private let requested: String

  init(
    value: Int = 0, bounds: ClosedRange<Int> = 0...99, step: Int = 1, wraps: Bool = false,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    requested = "value \(value), bounds \(bounds), step \(step), wraps \(wraps)"
    machine = RepeatStepperMachine(
      value: value, configuration: .init(bounds: bounds, step: step, wraps: wraps),
      environment: environment)
  }

  init<R: RandomNumberGenerator>(configurationFrom random: inout R) {
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    let environment = BlockEnvironment(
      reduceMotion: Bool.random(using: &random),
      isEnabled: Int.random(in: 0..<5, using: &random) != 0,
      direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft)
    let bounds = pick(Self.hostileBounds)
    let value =
      Bool.random(using: &random)
      ? Int.random(in: bounds, using: &random) : pick(Self.hostileValues)
    self.init(
      value: value, bounds: bounds, step: pick(Self.hostileSteps),
      wraps: Int.random(in: 0..<3, using: &random) == 0, environment: environment)
  }

  static var exhaustiveConfigurations: [RepeatStepperModel] {
    // Small bounds, so that a few taps and timers reach a bound: clamping, and wrapping.
    [
      RepeatStepperModel(value: 1, bounds: 0...3),
      RepeatStepperModel(value: 2, bounds: 0...3, step: 2, wraps: true),
    ]
  }

  var configurationDescription: String {
    let configuration = machine.configuration
    return
      "\(requested); usable: bounds \(configuration.lowerBound)...\(configuration.upperBound), "
      + "step \(configuration.step), wraps \(configuration.wraps)"
  }

  static func randomInput<R: RandomNumberGenerator>(using random: inout R) -> RepeatStepperInput {
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    func button() -> RepeatStepperMachine.Button {
      Bool.random(using: &random) ? .increment : .decrement
    }
    func skew() -> Double {
      guard Int.random(in: 0..<10, using: &random) == 0 else { return 0 }
      return pick([.nan, .infinity, -.infinity, -5, 1e6])
    }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<30: return .press(button(), skew: skew())
    case 30..<55: return .release(button(), skew: skew())
    case 55..<62:
      return .move(
        button(), x: HostileNumbers.translation(reach: 15, using: &random),
        y: HostileNumbers.translation(reach: 15, using: &random))
    case 62..<68: return .cancel(button())
    case 68..<74:
      return .setValue(
        Bool.random(using: &random)
          ? Int.random(in: -10...110, using: &random) : pick(hostileValues))
    case 74..<77:
      let bounds = pick(hostileBounds)
      return .configure(
        lower: bounds.lowerBound, upper: bounds.upperBound, step: pick(hostileSteps),
        wraps: Bool.random(using: &random))
    case 77..<88: return .adjust(button())
    default: return .key(pick(RepeatStepperMachine.Key.allCases))
    }
  }

  var smallAlphabet: [ModelStep<RepeatStepperInput>] {
    [
      .input(.press(.increment, skew: 0)), .input(.release(.increment, skew: 0)),
      .input(.cancel(.increment)), .input(.press(.decrement, skew: 0)),
      .input(.release(.decrement, skew: 0)), .input(.adjust(.decrement)), .fireDue,
      .toggleEnabled, .disappear,
    ]
  }

  static let releaseInputs: [RepeatStepperInput] = [
    .release(.decrement, skew: 0), .release(.increment, skew: 0), .cancel(.decrement),
    .cancel(.increment),
  ]
  static let cancelInputs: [RepeatStepperInput] = [.cancel(.decrement), .cancel(.increment)]

  mutating func event(for input: RepeatStepperInput) -> RepeatStepperMachine.Event? {
    let event: RepeatStepperMachine.Event
    switch input {
    case .press(let button, _): event = .pressBegan(button)
    case .release(let button, _): event = .pressEnded(button)
    case .move(let button, let x, let y):
      event = .pressMoved(button, translationX: x, translationY: y)
    case .cancel(let button): event = .pressCancelled(button)
    case .setValue(let value): event = .valueSet(value)
    case .configure(let lower, let upper, let step, let wraps):
      event = .configurationChanged(.init(bounds: lower...upper, step: step, wraps: wraps))
    case .adjust(let button): event = .accessibilityStep(button)
    case .key(let key): event = .keyPressed(key)
    }
    pendingEvent = event
    return event
  }

  /// Checks the exactly-once rule on the event that turned `old` into ``machine``.
  private mutating func observeStep(from old: RepeatStepperMachine) {
    let event = pendingEvent
    pendingEvent = nil
    if machine.valueToWriteBack != nil, let button = Self.button(of: event, before: old) {
      lastStep = button
    }
    guard stepProblem == nil else { return }
    stepProblem = Self.brokenStep(from: old, to: machine, on: event)
  }

  /// The button `event` steps with, judged from the machine before it: a lift or an adjustment
  /// names it, a key means it (the arrows mirrored right to left), and a timer (a generic event)
  /// repeats the pressed one.
  static func button(
    of event: RepeatStepperMachine.Event?, before old: RepeatStepperMachine
  ) -> RepeatStepperMachine.Button? {
    switch event {
    case .pressEnded(let button)?, .accessibilityStep(let button)?: return button
    case .keyPressed(let key)?:
      switch key {
      case .up, .plus: return .increment
      case .down, .minus: return .decrement
      case .left, .right:
        let rightIsUp = old.environment.direction == .leftToRight
        return (key == .right) == rightIsUp ? .increment : .decrement
      }
    case nil: return old.press?.button
    default: return nil
    }
  }

  /// What is wrong with the event that turned `old` into `new`, if anything: every step writes
  /// the binding once with the value SPEC §6 gives (one step, clamped to the bound it would
  /// pass, or wrapped to the other bound), only when a finger, key or assistive technology may
  /// step, and only the app's own value changes the value without a write-back.
  static func brokenStep(
    from old: RepeatStepperMachine, to new: RepeatStepperMachine,
    on event: RepeatStepperMachine.Event?
  ) -> String? {
    let configuration = new.configuration
    let on = event.map { "\($0)" } ?? "a timer, the environment or disappearing"
    // A finger that moves more than 10 pt from where it began is a scroll: the press stops.
    if case .pressMoved(let button, let x, let y)? = event, let press = old.press,
      press.button == button, !press.isStopped
    {
      let dx = x.isNaN ? 0 : x
      let dy = y.isNaN ? 0 : y
      if (dx * dx + dy * dy).squareRoot() > 10,
        new.press?.isStopped != true || new.awaitedTimer != nil
      {
        return "a move of (\(x), \(y)) pt did not stop the press on \(button)"
      }
    }
    guard let written = new.valueToWriteBack else {
      guard new.value != old.value else { return nil }
      // Only the app's own value, inside the bounds, reaches the view without a write-back.
      if event == .valueSet(new.value) { return nil }
      return "the value changed from \(old.value) to \(new.value) on \(on) without a "
        + "write-back: the step is lost to the binding"
    }
    if written != new.value { return "wrote back \(written) on \(on) but shows \(new.value)" }
    let atBound = written == configuration.lowerBound || written == configuration.upperBound
    switch event {
    case .valueSet(let set)?:
      return set != written && atBound
        ? nil : "the app's value \(set) was written back as \(written), not clamped"
    case .configurationChanged?:
      return atBound ? nil : "new bounds wrote back \(written), not clamped to a bound"
    case .pressBegan?, .pressMoved?, .pressCancelled?, .environmentChanged?, .disappeared?,
      .timerFired?:
      return "\(on) wrote back \(written): it never steps"
    case .pressEnded?, .accessibilityStep?, .keyPressed?, nil:
      break
    }
    guard let button = button(of: event, before: old) else {
      return "a step to \(written) on \(on) without a button"
    }
    guard old.environment.isEnabled else {
      return "stepped from \(old.value) to \(written) on \(on) while disabled"
    }
    let oldCanStep = canStep(button, from: old.value, in: old.configuration)
    guard oldCanStep else {
      return "\(button) stepped from \(old.value) to \(written) on \(on) though it could not"
    }
    switch event {
    case .pressEnded(let lifted)?:
      // A tap steps on its lift: not a press that stepped, stopped, or belongs to the other
      // button.
      guard let press = old.press, press.button == lifted, !press.isStopped, !press.hasStepped
      else {
        return "the lift of \(lifted) stepped (press before: \(String(describing: old.press)))"
      }
    case nil:
      // A timer steps the press it repeats, while it still steps.
      guard let press = old.press, !press.isStopped, old.awaitedTimer != nil else {
        return "a timer stepped without a press that steps (\(String(describing: old.press)))"
      }
    default:
      // While one button is pressed, the other takes no key or adjustment either.
      if let press = old.press, press.button != button {
        return "\(on) stepped \(button) while \(press.button) is pressed"
      }
    }
    let expected = stepped(old.value, by: button, in: configuration)
    guard written == expected else {
      return "\(button) stepped from \(old.value) to \(written) on \(on); one step of "
        + "\(configuration.step) in \(configuration.lowerBound)...\(configuration.upperBound)"
        + "\(configuration.wraps ? " wrapping" : "") is \(expected)"
    }
    return nil
  }

  /// Whether `button` can step from `value`, written out from SPEC §6 rather than taken from
  /// the machine: never with bounds of one value, always when wrapping, otherwise not at its
  /// bound.
  static func canStep(
    _ button: RepeatStepperMachine.Button, from value: Int,
    in configuration: RepeatStepperMachine.Configuration
  ) -> Bool {
    guard configuration.lowerBound < configuration.upperBound else { return false }
    if configuration.wraps { return true }
    return button == .increment
      ? value < configuration.upperBound : value > configuration.lowerBound
  }

  /// The value one step of `button` makes from `value`, computed in 128 bits: `step` further,
  /// clamped to the bound it would pass, or with wrapping the other bound.
  static func stepped(
    _ value: Int, by button: RepeatStepperMachine.Button,
    in configuration: RepeatStepperMachine.Configuration
  ) -> Int {
    let lower = configuration.lowerBound
    let upper = configuration.upperBound
    let step = Int128(max(configuration.step, 1))
    let next = Int128(value) + (button == .increment ? step : -step)
    if next > Int128(upper) { return configuration.wraps ? lower : upper }
    if next < Int128(lower) { return configuration.wraps ? upper : lower }
    return Int(next)
  }

  static let strayTimers: [RepeatStepperMachine.Timer] = [
    .init(generation: 0), .init(generation: -1), .init(generation: Int.max),
    .init(generation: Int.min),
  ]

  var isAsync: Bool { false }
  var environment: BlockEnvironment { machine.environment }
  var isCommitted: Bool { false }
  /// What a press commits to is the value: a press the system cancels steps no more.
  var gestureOutcome: AnyHashable { AnyHashable(machine.value) }
  var isAwaitingWork: Bool { false }

  static func timeSkew(of input: RepeatStepperInput) -> Double {
    switch input {
    case .press(_, let skew), .release(_, let skew): skew
    case .move, .cancel, .setValue, .configure, .adjust, .key: 0
    }
  }

  static func hasString(_ key: String) -> Bool {
    RepeatStepperStrings.table.entries(in: .english)[key] != nil
  }

  func brokenInvariant(at now: Double) -> String? {
    if let stepProblem { return stepProblem }
    let configuration = machine.configuration
    let value = machine.value
    if configuration.isInert {
      if value != configuration.lowerBound { return "single-value bounds show \(value)" }
    } else if value < configuration.lowerBound || value > configuration.upperBound {
      return "value \(value) outside \(configuration.lowerBound)...\(configuration.upperBound)"
    }
    if configuration.step < 1 { return "a usable step of \(configuration.step)" }
    if let timer = machine.awaitedTimer {
      guard let press = machine.press, !press.isStopped else {
        return "timer \(timer) runs without a press that still steps"
      }
      if !machine.environment.isEnabled { return "timer \(timer) runs while disabled" }
    }
    if let press = machine.press, machine.awaitedTimer != nil,
      !Self.canStep(press.button, from: value, in: configuration)
    {
      return "the repeat of \(press.button) goes on at \(value), where it cannot step"
    }
    if let press = machine.press, !press.isStopped, machine.awaitedTimer == nil {
      return "a press that still steps (stepped: \(press.hasStepped)) waits for no timer"
    }
    for button in RepeatStepperMachine.Button.allCases {
      let canStep = Self.canStep(button, from: value, in: configuration)
      if machine.acceptsInput(on: button), !canStep || !machine.environment.isEnabled {
        return "\(button) takes input at \(value) (can step \(canStep), enabled "
          + "\(machine.environment.isEnabled))"
      }
      if let press = machine.press, press.button != button, machine.acceptsInput(on: button) {
        return "\(button) takes input while \(press.button) is pressed"
      }
    }
    let layout = RepeatStepperLayout(machine)
    let enabled = machine.environment.isEnabled
    guard layout.value == value, layout.digits == max(3, "\(value)".count) else {
      return "layout shows \(layout.value) in \(layout.digits) digits, value \(value)"
    }
    if layout.countsDown != (lastStep == .decrement) {
      return "the transition counts down: \(layout.countsDown), but the last step was \(lastStep)"
    }
    if layout.decrementEnabled != Self.canStep(.decrement, from: value, in: configuration)
      || layout.incrementEnabled != Self.canStep(.increment, from: value, in: configuration)
    {
      return "buttons drawn enabled −\(layout.decrementEnabled) +\(layout.incrementEnabled) at "
        + "\(value)"
    }
    for (opacity, isEnabled) in [
      (layout.decrementOpacity, layout.decrementEnabled),
      (layout.incrementOpacity, layout.incrementEnabled),
    ] where opacity != (isEnabled ? 1 : RepeatStepperLook.standard.dimmedButtonOpacity) {
      return "a button's opacity \(opacity) while it takes input: \(isEnabled)"
    }
    guard layout.opacity == (enabled ? 1 : BlockEnvironment.disabledOpacity) else {
      return "opacity \(layout.opacity), enabled \(enabled)"
    }
    if layout.usesNumericTransition == machine.environment.reduceMotion {
      return "numeric transition \(layout.usesNumericTransition) with Reduce Motion "
        + "\(machine.environment.reduceMotion)"
    }
    if layout.pressedButton != nil, layout.pressedButton != machine.press?.button {
      return "drawn pressed: \(String(describing: layout.pressedButton))"
    }
    let accessibility = RepeatStepperAccessibility(machine)
    if accessibility.isDimmed == enabled {
      return "dimmed \(accessibility.isDimmed), enabled \(enabled)"
    }
    if accessibility.value != value { return "accessibility value \(accessibility.value)" }
    if accessibility.canIncrement
      != (enabled && Self.canStep(.increment, from: value, in: configuration))
      || accessibility.canDecrement
        != (enabled && Self.canStep(.decrement, from: value, in: configuration))
    {
      return "accessibility offers increment \(accessibility.canIncrement), decrement "
        + "\(accessibility.canDecrement) at \(value), enabled \(enabled)"
    }
    return nil
  }
}
