import BlocksCore

/// What a host does to a hold-to-confirm button besides the generic steps.
enum HoldToConfirmButtonInput: Hashable, Sendable, CustomStringConvertible {
  /// A finger touches the button at the host's time plus `skew` seconds (0 normally; NaN,
  /// infinities, backwards and far-future skews model a broken clock).
  case press(skew: Double)
  /// The finger lifts or leaves, at the host's time plus `skew`.
  case release(skew: Double)
  /// The finger moved (x, y) points from where it touched down.
  case move(x: Double, y: Double)
  /// The system cancelled the touch.
  case cancel
  /// The caller passed a new hold duration (any value, hostile included).
  case holdDuration(Double)
  /// An assistive technology activates the button.
  case activate
  /// Dynamic Type or the container gives new metrics (any values, hostile included).
  case metrics(diameter: Double, ringWidth: Double)

  var description: String {
    switch self {
    case .press(let skew): skew == 0 ? "press" : "press(skew: \(skew))"
    case .release(let skew): skew == 0 ? "release" : "release(skew: \(skew))"
    case .move(let x, let y): "move(\(x), \(y))"
    case .cancel: "cancel"
    case .holdDuration(let duration): "holdDuration(\(duration))"
    case .activate: "activate"
    case .metrics(let diameter, let ringWidth): "metrics(\(diameter), \(ringWidth))"
    }
  }
}

/// The hold to confirm button's machine is checked through ``HoldToConfirmButtonModel``.
extension HoldToConfirmButtonMachine: ModeledMachine {
  static var model: any ModelAdapter.Type { HoldToConfirmButtonModel.self }
}

/// The Hold To Confirm Button in the reliability harness.
struct HoldToConfirmButtonModel: ModelAdapter {
  typealias Machine = HoldToConfirmButtonMachine
  typealias Input = HoldToConfirmButtonInput

  static let name = "hold-to-confirm-button"

  var machine: HoldToConfirmButtonMachine
  /// The metrics the host lays the button out with.
  var metrics = HoldToConfirmButtonLayout.ScaledSizes()
  private let requestedHoldDuration: Double

  init(holdDuration: Double, isAsync: Bool, environment: BlockEnvironment = BlockEnvironment()) {
    requestedHoldDuration = holdDuration
    machine = HoldToConfirmButtonMachine(
      holdDuration: holdDuration, isAsync: isAsync, environment: environment)
  }

  init<R: RandomNumberGenerator>(configurationFrom random: inout R) {
    let durations = [1.2, 0.5, 2, 0, 1e-9, 30, .nan, -1, .infinity]
    let environment = BlockEnvironment(
      reduceMotion: Bool.random(using: &random),
      isEnabled: Int.random(in: 0..<5, using: &random) != 0,
      direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft)
    self.init(
      holdDuration: durations[Int.random(in: 0..<durations.count, using: &random)],
      isAsync: Bool.random(using: &random), environment: environment)
  }

  static var exhaustiveConfigurations: [HoldToConfirmButtonModel] {
    [
      HoldToConfirmButtonModel(holdDuration: 1.2, isAsync: false),
      HoldToConfirmButtonModel(holdDuration: 1.2, isAsync: true),
    ]
  }

  var configurationDescription: String {
    "holdDuration \(requestedHoldDuration), isAsync \(machine.isAsync), metrics \(metrics)"
  }

  static func randomInput<R: RandomNumberGenerator>(using random: inout R)
    -> HoldToConfirmButtonInput
  {
    func skew() -> Double {
      guard Int.random(in: 0..<10, using: &random) == 0 else { return 0 }
      return [.nan, .infinity, -.infinity, -5, 1e6][Int.random(in: 0..<5, using: &random)]
    }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<34: return .press(skew: skew())
    case 34..<60: return .release(skew: skew())
    case 60..<68:
      return .move(
        x: HostileNumbers.translation(reach: 15, using: &random),
        y: HostileNumbers.translation(reach: 15, using: &random))
    case 68..<73: return .cancel
    case 73..<75: return .holdDuration(HostileNumbers.length(typical: 0...3, using: &random))
    case 75..<88: return .activate
    default:
      return .metrics(
        diameter: HostileNumbers.length(typical: 44...300, using: &random),
        ringWidth: HostileNumbers.length(typical: 1...40, using: &random))
    }
  }

  var smallAlphabet: [ModelStep<HoldToConfirmButtonInput>] {
    var steps: [ModelStep<HoldToConfirmButtonInput>] = [
      .input(.press(skew: 0)), .input(.release(skew: 0)), .input(.cancel), .input(.activate),
      .fireDue,
      .toggleEnabled, .disappear,
    ]
    steps += machine.isAsync ? [.finishWork, .failWork] : [.fireStale(0), .appear]
    return steps
  }

  static let releaseInputs: [HoldToConfirmButtonInput] = [.release(skew: 0), .cancel]
  static let cancelInputs: [HoldToConfirmButtonInput] = [.cancel]

  mutating func event(for input: HoldToConfirmButtonInput)
    -> HoldToConfirmButtonMachine.Event?
  {
    switch input {
    case .press: return .pressBegan
    case .release: return .pressEnded
    case .move(let x, let y): return .pressMoved(translationX: x, translationY: y)
    case .cancel: return .pressCancelled
    case .holdDuration(let duration):
      return .configurationChanged(.init(holdDuration: duration, isAsync: machine.isAsync))
    case .activate: return .accessibilityActivate
    case .metrics(let diameter, let ringWidth):
      metrics = HoldToConfirmButtonLayout.ScaledSizes(diameter: diameter, ringWidth: ringWidth)
      return nil
    }
  }

  static let strayTimers: [HoldToConfirmButtonMachine.Timer] = [
    .hold(generation: 0), .reset(generation: 0), .hold(generation: -1),
    .reset(generation: Int.max), .hold(generation: Int.min),
  ]

  var isAsync: Bool { machine.isAsync }
  var environment: BlockEnvironment { machine.environment }
  var isCommitted: Bool { machine.phase == .pending || machine.phase == .confirmed }
  var isAwaitingWork: Bool { machine.phase == .pending }

  static func timeSkew(of input: HoldToConfirmButtonInput) -> Double {
    switch input {
    case .press(let skew), .release(let skew): skew
    case .activate, .metrics, .move, .cancel, .holdDuration: 0
    }
  }

  func drawnValue(at time: Double) -> Double? { machine.trim(at: time) }

  static func hasString(_ key: String) -> Bool {
    HoldToConfirmButtonStrings.table.entries(in: .english)[key] != nil
  }

  func brokenInvariant(at now: Double) -> String? {
    let reduceMotion = machine.environment.reduceMotion
    // The ring must read in [0, 1] at any host time, broken clocks included.
    for time in [now, .nan, .infinity, -.infinity, now + 1e9] {
      let trim = machine.trim(at: time)
      guard trim >= 0, trim <= 1 else { return "trim \(trim) at time \(time)" }
    }
    for time in [now, nil] as [Double?] {
      let layout = HoldToConfirmButtonLayout(
        machine, sizes: metrics, tint: SystemColor.redLight, confirmedColor: SystemColor.greenLight,
        at: time)
      guard
        layout.diameter.isFinite, layout.ringWidth.isFinite, layout.ringPathDiameter.isFinite,
        layout.fillInset.isFinite, layout.fillDiameter.isFinite, layout.ringTrim.isFinite,
        layout.scale.isFinite, layout.shakeAmplitude.isFinite, layout.opacity.isFinite
      else { return "a layout number is not finite: \(layout)" }
      guard layout.ringTrim >= 0, layout.ringTrim <= 1 else { return "ring trim out of [0, 1]" }
      guard layout.diameter >= 0, layout.ringWidth >= 0, layout.ringWidth <= layout.diameter / 2,
        layout.fillInset >= 0, layout.fillInset <= layout.diameter / 2, layout.fillDiameter >= 0,
        layout.fillDiameter <= layout.diameter, layout.ringPathDiameter >= 0,
        layout.ringPathDiameter <= layout.diameter
      else { return "layout sizes out of bounds: \(layout)" }
      guard
        layout.scale == 1
          || (layout.scale == HoldToConfirmButtonLook.standard.squeezeScale && !reduceMotion)
      else { return "scale \(layout.scale) with Reduce Motion \(reduceMotion)" }
      guard layout.opacity > 0, layout.opacity <= 1 else { return "opacity \(layout.opacity)" }
      guard !reduceMotion || (layout.shakeAmplitude == 0 && !layout.usesSymbolReplace) else {
        return "shake or symbol replace with Reduce Motion"
      }
    }
    let accessibility = HoldToConfirmButtonAccessibility(machine)
    let enabled = machine.environment.isEnabled
    if accessibility.isDimmed == enabled {
      return "dimmed \(accessibility.isDimmed) but enabled \(enabled)"
    }
    if !enabled, accessibility.offersActivate { return "an action is offered while disabled" }
    if (accessibility.hint != nil) != accessibility.offersActivate {
      return "the hint does not match the action offered"
    }
    let needsTimer =
      machine.phase == .holding || machine.phase == .confirmed
      || machine.phase == .failed
    if needsTimer, machine.awaitedTimer == nil {
      return "phase \(machine.phase) waits for no timer, so it never ends"
    }
    return nil
  }
}
