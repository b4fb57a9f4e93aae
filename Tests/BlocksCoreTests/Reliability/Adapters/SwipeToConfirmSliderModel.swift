import BlocksCore

/// What a host does to a swipe-to-confirm slider besides the generic steps.
enum SwipeToConfirmSliderInput: Hashable, Sendable, CustomStringConvertible {
  /// The finger moved to `translation` screen points from where it started.
  case drag(Double)
  /// The finger lifted.
  case dragEnded
  /// The system cancelled the drag.
  case dragCancelled
  /// The caller passed a new reset delay (any value, hostile included).
  case resetDelay(Double)
  /// An assistive technology activated the slider.
  case activate
  /// The view was measured.
  case size(width: Double, height: Double)

  var description: String {
    switch self {
    case .drag(let translation): "drag(\(translation))"
    case .dragEnded: "dragEnded"
    case .dragCancelled: "dragCancelled"
    case .resetDelay(let delay): "resetDelay(\(delay))"
    case .activate: "activate"
    case .size(let width, let height): "size(\(width), \(height))"
    }
  }
}

/// The swipe to confirm slider's machine is checked through ``SwipeToConfirmSliderModel``.
extension SwipeToConfirmSliderMachine: ModeledMachine {
  static var model: any ModelAdapter.Type { SwipeToConfirmSliderModel.self }
}

/// The Swipe To Confirm Slider in the reliability harness.
struct SwipeToConfirmSliderModel: ModelAdapter {
  typealias Machine = SwipeToConfirmSliderMachine
  typealias Input = SwipeToConfirmSliderInput

  static let name = "swipe-to-confirm-slider"

  var machine: SwipeToConfirmSliderMachine
  private let requestedResetDelay: Double

  init(
    resetDelay: Double, isAsync: Bool, width: Double = 320, height: Double = 68,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    requestedResetDelay = resetDelay
    machine = SwipeToConfirmSliderMachine(
      resetDelay: resetDelay, isAsync: isAsync, environment: environment)
    _ = machine.send(.sizeChanged(width: width, height: height), at: 0)
  }

  init<R: RandomNumberGenerator>(configurationFrom random: inout R) {
    let delays = [1.4, 0.2, 0, 5, .nan, -1, .infinity, 1e9]
    let environment = BlockEnvironment(
      reduceMotion: Bool.random(using: &random),
      isEnabled: Int.random(in: 0..<5, using: &random) != 0,
      direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft)
    self.init(
      resetDelay: delays[Int.random(in: 0..<delays.count, using: &random)],
      isAsync: Bool.random(using: &random),
      width: HostileNumbers.length(typical: 100...500, using: &random),
      height: HostileNumbers.length(typical: 44...120, using: &random), environment: environment)
  }

  static var exhaustiveConfigurations: [SwipeToConfirmSliderModel] {
    [
      SwipeToConfirmSliderModel(resetDelay: 1.4, isAsync: false),
      SwipeToConfirmSliderModel(resetDelay: 1.4, isAsync: true),
    ]
  }

  var configurationDescription: String {
    "resetDelay \(requestedResetDelay), isAsync \(machine.isAsync)"
  }

  static func randomInput<R: RandomNumberGenerator>(using random: inout R)
    -> SwipeToConfirmSliderInput
  {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<45: return .drag(HostileNumbers.translation(reach: 700, using: &random))
    case 45..<68: return .dragEnded
    case 68..<74: return .dragCancelled
    case 74..<76: return .resetDelay(HostileNumbers.length(typical: 0...3, using: &random))
    case 76..<88: return .activate
    default:
      return .size(
        width: HostileNumbers.length(typical: 0...500, using: &random),
        height: HostileNumbers.length(typical: 20...120, using: &random))
    }
  }

  var smallAlphabet: [ModelStep<SwipeToConfirmSliderInput>] {
    // At 320 × 68 the travel is 252 pt: 250 pt is past the 92 % threshold, 100 pt is not.
    let common: [ModelStep<SwipeToConfirmSliderInput>] = [
      .input(.drag(250)), .input(.dragEnded), .input(.dragCancelled), .input(.activate),
      .fireDue, .toggleEnabled,
      .disappear,
    ]
    return common
      + (machine.isAsync ? [.finishWork, .failWork] : [.input(.drag(100)), .flipDirection])
  }

  static let releaseInputs: [SwipeToConfirmSliderInput] = [.dragEnded, .dragCancelled]
  static let cancelInputs: [SwipeToConfirmSliderInput] = [.dragCancelled]

  mutating func event(for input: SwipeToConfirmSliderInput)
    -> SwipeToConfirmSliderMachine.Event?
  {
    switch input {
    case .drag(let translation): .dragChanged(translation: translation)
    case .dragEnded: .dragEnded
    case .dragCancelled: .dragCancelled
    case .resetDelay(let delay):
      .configurationChanged(.init(resetDelay: delay, isAsync: machine.isAsync))
    case .activate: .accessibilityActivate
    case .size(let width, let height): .sizeChanged(width: width, height: height)
    }
  }

  static let strayTimers: [SwipeToConfirmSliderMachine.Timer] = [
    SwipeToConfirmSliderMachine.Timer(generation: 0),
    SwipeToConfirmSliderMachine.Timer(generation: -1),
    SwipeToConfirmSliderMachine.Timer(generation: Int.max),
  ]

  var isAsync: Bool { machine.isAsync }
  var environment: BlockEnvironment { machine.environment }
  var isCommitted: Bool { machine.phase == .pending || machine.phase == .confirmed }
  var isAwaitingWork: Bool { machine.phase == .pending }

  func drawnValue(at time: Double) -> Double? { machine.progress(at: time) }

  static func hasString(_ key: String) -> Bool {
    SwipeToConfirmSliderStrings.table.entries(in: .english)[key] != nil
  }

  func brokenInvariant(at now: Double) -> String? {
    // The resting layout and the frame drawn now (mid-settle) keep the same rules.
    for time in [nil, now] as [Double?] {
      if let broken = brokenInvariant(
        of: SwipeToConfirmSliderLayout(machine, tint: SystemColor.indigoLight, at: time))
      {
        return time == nil ? broken : "drawn at \(now): \(broken)"
      }
    }
    return nil
  }

  private func brokenInvariant(of layout: SwipeToConfirmSliderLayout) -> String? {
    let reduceMotion = machine.environment.reduceMotion
    guard
      layout.width.isFinite, layout.height.isFinite, layout.thumbDiameter.isFinite,
      layout.travel.isFinite, layout.progress.isFinite, layout.thumbOffset.isFinite,
      layout.fillWidth.isFinite, layout.titleOpacity.isFinite, layout.titlePadding.isFinite,
      layout.chevronOpacity.isFinite, layout.checkmarkOpacity.isFinite,
      layout.checkmarkScale.isFinite, layout.shakeCycle.isFinite,
      layout.shakeAmplitudeNow.isFinite, layout.opacity.isFinite
    else { return "a layout number is not finite: \(layout)" }
    let inset = machine.look.inset
    guard layout.progress >= 0, layout.progress <= 1 else { return "progress out of [0, 1]" }
    guard layout.width >= 0, layout.height >= 0, layout.thumbDiameter >= 0, layout.travel >= 0
    else { return "negative size: \(layout)" }
    guard layout.thumbOffset >= inset, layout.thumbOffset <= inset + layout.travel else {
      return "thumb offset \(layout.thumbOffset) outside the track"
    }
    // travel × p + height can round one ulp past the width.
    let widest = max(layout.width, layout.height)
    guard layout.fillWidth >= 0, layout.fillWidth <= widest + widest.ulp * 4 else {
      return "fill width \(layout.fillWidth) outside [0, max(width, height)]: \(layout)"
    }
    // The fill always covers the thumb, even in a view narrower than it is tall.
    if layout.thumbDiameter > 0, layout.fillWidth < layout.thumbOffset + layout.thumbDiameter {
      return "the fill does not cover the thumb: \(layout)"
    }
    for opacity in [layout.titleOpacity, layout.chevronOpacity, layout.checkmarkOpacity] {
      guard opacity >= 0, opacity <= 1 else { return "opacity \(opacity) outside [0, 1]" }
    }
    guard layout.opacity > 0, layout.opacity <= 1 else { return "opacity \(layout.opacity)" }
    guard layout.checkmarkScale >= 0.4, layout.checkmarkScale <= 1 else {
      return "checkmark scale \(layout.checkmarkScale)"
    }
    if reduceMotion, layout.checkmarkScale != 1 || layout.shakeAmplitudeNow != 0 {
      return "a scale pop or shake with Reduce Motion"
    }
    let shake = SwipeToConfirmSliderLayout.shakeOffset(
      cycle: layout.shakeCycle + 0.3, amplitude: layout.shakeAmplitudeNow)
    guard shake.isFinite, abs(shake) <= machine.look.shakeAmplitude else {
      return "shake offset \(shake)"
    }
    let accessibility = SwipeToConfirmSliderAccessibility(machine)
    let enabled = machine.environment.isEnabled
    if accessibility.isDimmed == enabled {
      return "dimmed \(accessibility.isDimmed), enabled \(enabled)"
    }
    if !enabled, accessibility.offersActivate { return "an action is offered while disabled" }
    if machine.phase == .confirmed || machine.phase == .failed, machine.awaitedTimer == nil {
      return "phase \(machine.phase) waits for no timer, so it never ends"
    }
    if machine.phase == .dragging, !enabled { return "dragging while disabled" }
    return nil
  }
}
