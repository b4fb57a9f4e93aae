import BlocksCore

@testable import BlocksPreview

/// A machine whose only event sets a value and names the animation, so the simulator's rules
/// can be checked one at a time.
struct ProbeMachine: BlockStateMachine {
  enum Event: Hashable, Sendable {
    case set(Double, Motion?)
    case environmentChanged(BlockEnvironment)
    case disappeared
  }
  typealias Timer = Never

  var value = 0.0

  mutating func send(_ event: Event, at time: Double) -> Effects<Never> {
    guard case .set(let newValue, let motion) = event else { return .none }
    value = newValue
    return Effects(animation: motion)
  }

  var awaitedTimer: Never? { nil }
  var isAtRest: Bool { true }
  var currentTime: Double { 0 }
  var animationEnd: Double { 0 }
  static func timerFired(_ timer: Never) -> Event { timer }
  static func environmentChanged(_ environment: BlockEnvironment) -> Event {
    .environmentChanged(environment)
  }
  static var disappeared: Event { .disappeared }
}

/// The probe's layout: the value as an animated, a discrete and a scoped channel, and the clock.
///
/// Input: the right arrow sets 100 without animation, activate sets 100 with ``easeOut``, a
/// finger at x sets x with ``spring``; Undo sets 100 with ``easeOut`` and then the app replaces
/// the view with a new one, whose value is 0.
struct ProbeModel: PreviewModel {
  /// The probe's frame; the simulator's numbers follow the fields' order, so the tests read them
  /// at the indices below.
  struct Frame: PreviewFrameData {
    var value = 0.0
    var flag = 0.0
    var scopedValue = 0.0
    var clock = 0.0
  }

  static let value = 0
  static let flag = 1
  static let scopedValue = 2
  static let clock = 3
  static let easeOut = Motion.easeOut(duration: 1)
  static let spring = Motion.spring(duration: 0.5, bounce: 0.4)
  static let scoped = Motion.linear(duration: 1)

  var machine = ProbeMachine()
  /// How many times the app replaced the probe's view (Undo asks for it).
  var viewIdentity = 0
  private var replacing = false

  init(scenario: PreviewScenario, settings: PreviewSettings) {}

  static var minimumDragDistance: Double { 0 }
  static var touchRole: String { "probe" }
  var referenceLength: Double { 100 }

  func appearEvents(settings: PreviewSettings) -> [ProbeMachine.Event] { [] }

  func visit(_ frame: inout Frame, _ tracks: inout PreviewTracks) {
    tracks.animated(&frame.value)
    tracks.discrete(&frame.flag)
    tracks.scoped(&frame.scopedValue, Self.scoped)
    tracks.animated(&frame.clock)
  }

  func update(_ frame: inout Frame, at time: Double) {
    frame = Frame(
      value: machine.value, flag: machine.value > 50 ? 1 : 0, scopedValue: machine.value,
      clock: time)
  }

  mutating func event(for gesture: PreviewGesture) -> ProbeMachine.Event? {
    guard case .changed(let x, _) = gesture else { return nil }
    return .set(x, Self.spring)
  }

  mutating func event(for input: PreviewInput, at time: Double) -> ProbeMachine.Event? {
    switch input {
    case .key(.right): return .set(100, nil)
    case .activate: return .set(100, Self.easeOut)
    case .undo:
      // Animates to 100, and the app then replaces the view with a new one at 0.
      replacing = true
      return .set(100, Self.easeOut)
    default: return nil
    }
  }

  mutating func followUp(at time: Double) -> ProbeMachine.Event? {
    if replacing {
      replacing = false
      viewIdentity += 1
      machine = ProbeMachine()
    }
    return nil
  }

  func scene(_ frame: Frame) -> PreviewScene {
    PreviewScene(width: 1, height: 1, nodes: [])
  }

  /// A probe at rest at time 0.
  static func simulator() -> PreviewSimulator<ProbeModel> {
    let scenario = PreviewScenario(
      name: "probe", title: [.english: "", .spanish: ""], summary: [.english: "", .spanish: ""],
      steps: [],
      posterTime: 0)
    return PreviewSimulator(
      ProbeModel(scenario: scenario, settings: PreviewSettings()), settings: PreviewSettings(),
      isAsync: false)
  }
}
