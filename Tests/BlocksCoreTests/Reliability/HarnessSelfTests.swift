import BlocksCore
import Testing

/// A defect planted in ``ToyMachine`` to prove the harness notices it.
enum ToyDefect: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case none
  case callbackTwice
  case callbackWhileDisabled
  case callbackWithoutCompletion
  case timerLeftAfterDisappear
  case workLeftAfterDisappear
  case acceptsStaleTimer
  case nonFiniteLayout
  case neverRests
  case bouncesWithReduceMotion
  case drawnValueJumps
  case timerOverAMinute
  case cancelConfirms

  var testDescription: String { rawValue }

  /// Words the harness's report must contain when it catches the defect.
  var expectedReport: String {
    switch self {
    case .none: ""
    case .callbackTwice: "again for the same completion"
    case .callbackWhileDisabled: "while disabled"
    case .callbackWithoutCompletion: "without a completion"
    case .timerLeftAfterDisappear: "timer is left running after disappear"
    case .workLeftAfterDisappear: "work is left running after disappear"
    case .acceptsStaleTimer: "stale timer"
    case .nonFiniteLayout: "not finite"
    case .neverRests: "not at rest"
    case .bouncesWithReduceMotion: "bouncing motion with Reduce Motion"
    case .drawnValueJumps: "the drawn value jumped"
    case .timerOverAMinute: "over a minute"
    case .cancelConfirms: "a cancelled gesture"
    }
  }
}

/// A tap-to-confirm block with an optional planted defect.
///
/// A tap confirms (or starts work) and moves the drawn mark to 1, where it stays; a reset timer
/// returns it to idle; a cancel does nothing.
struct ToyMachine: BlockStateMachine {
  enum Event: Hashable, Sendable {
    case tap
    case cancelled
    case timerFired(Int)
    case finished
    case failed
    case disappeared
    case environment(BlockEnvironment)
    case size(Double)
  }

  enum Phase { case idle, pending, done }

  let defect: ToyDefect
  let isAsync: Bool
  var phase = Phase.idle
  var awaited: Int?
  var generation = 0
  var environment = BlockEnvironment()
  var width = 0.0
  /// The value the toy draws: 0 until the first confirmation, then 1.
  var mark = 0.0

  var isAtRest: Bool { defect != .neverRests && phase == .idle && awaited == nil }
  var awaitedTimer: Int? { awaited }
  var animationEnd: Double { 0 }
  var currentTime: Double { 0 }

  static func timerFired(_ timer: Int) -> Event { .timerFired(timer) }
  static func environmentChanged(_ environment: BlockEnvironment) -> Event {
    .environment(environment)
  }

  static var disappeared: Event { .disappeared }
  static func workCompleted(succeeded: Bool) -> Event? { succeeded ? .finished : .failed }

  mutating func send(_ event: Event, at time: Double) -> Effects<Int> {
    switch event {
    case .tap:
      guard environment.isEnabled || defect == .callbackWhileDisabled else { return .none }
      if phase == .done, defect == .callbackTwice { return Effects(callback: .perform) }
      guard phase == .idle else { return .none }
      return confirmFromIdle()
    case .cancelled:
      // Cancelled is not lifted, unless the defect treats the cancel as a tap.
      guard defect == .cancelConfirms, environment.isEnabled, phase == .idle else { return .none }
      return confirmFromIdle()
    case .timerFired(let timer):
      guard timer == awaited || (defect == .acceptsStaleTimer && phase == .done) else {
        return .none
      }
      awaited = nil
      phase = .idle
      // The defect snaps the mark back at once instead of leaving it where it is drawn.
      if defect == .drawnValueJumps { mark = 0 }
      return Effects(animation: .easeOut(duration: 0.2))
    case .finished:
      guard phase == .pending else { return .none }
      return confirmed()
    case .failed:
      guard phase == .pending else { return .none }
      phase = .idle
      return Effects(haptic: .error)
    case .disappeared:
      let wasPending = phase == .pending
      phase = .idle
      awaited = nil
      return Effects(
        callback: wasPending && defect != .workLeftAfterDisappear ? .cancelWork : nil,
        timer: defect == .timerLeftAfterDisappear ? nil : .cancel)
    case .environment(let environment):
      self.environment = environment
      if defect == .callbackWithoutCompletion, environment.isEnabled, phase == .idle {
        return Effects(callback: .perform)
      }
      return .none
    case .size(let width):
      self.width = defect == .nonFiniteLayout ? width : Numbers.length(width)
      return .none
    }
  }

  /// A confirm from idle: marked, then pending work or confirmed with the callback.
  private mutating func confirmFromIdle() -> Effects<Int> {
    mark = 1
    if isAsync {
      phase = .pending
      return Effects(callback: .perform)
    }
    var effects = confirmed()
    effects.callback = .perform
    return effects
  }

  private mutating func confirmed() -> Effects<Int> {
    phase = .done
    generation += 1
    awaited = generation
    let bounces = defect == .bouncesWithReduceMotion || !environment.reduceMotion
    // The defect passes a caller's hour on to the timer instead of clamping it.
    let delay = defect == .timerOverAMinute ? 3600.0 : 1
    return Effects(
      animation: bounces ? .spring(duration: 0.4, bounce: 0.3) : .easeOut(duration: 0.2),
      timer: .start(generation, after: delay))
  }
}

/// Drives ``ToyMachine`` in the harness.
struct ToyModel: ModelAdapter {
  enum Input: Hashable, Sendable, CustomStringConvertible {
    case tap
    case cancel
    case size(Double)

    var description: String {
      switch self {
      case .tap: "tap"
      case .cancel: "cancel"
      case .size(let width): "size(\(width))"
      }
    }
  }

  static let name = "toy"
  var machine: ToyMachine

  init(defect: ToyDefect, isAsync: Bool) {
    machine = ToyMachine(defect: defect, isAsync: isAsync)
  }

  init<R: RandomNumberGenerator>(configurationFrom random: inout R) {
    self.init(defect: .none, isAsync: Bool.random(using: &random))
  }

  static var exhaustiveConfigurations: [ToyModel] {
    [ToyModel(defect: .none, isAsync: false), ToyModel(defect: .none, isAsync: true)]
  }

  var configurationDescription: String { "\(machine.defect), isAsync \(machine.isAsync)" }

  static func randomInput<R: RandomNumberGenerator>(using random: inout R) -> Input {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: .size(HostileNumbers.length(typical: 0...400, using: &random))
    case 1: .cancel
    default: .tap
    }
  }

  var smallAlphabet: [ModelStep<Input>] {
    [
      .input(.tap), .input(.cancel), .input(.size(.nan)), .fireDue, .fireStale(0), .toggleEnabled,
      .toggleReduceMotion, .disappear, .appear,
    ] + (machine.isAsync ? [.finishWork] : [])
  }

  static let releaseInputs: [Input] = []
  static let cancelInputs: [Input] = [.cancel]

  mutating func event(for input: Input) -> ToyMachine.Event? {
    switch input {
    case .tap: .tap
    case .cancel: .cancelled
    case .size(let width): .size(width)
    }
  }

  static let strayTimers = [0, -1]

  var isAsync: Bool { machine.isAsync }
  var environment: BlockEnvironment { machine.environment }
  var isCommitted: Bool { machine.phase != .idle }
  var isAwaitingWork: Bool { machine.phase == .pending }
  static func hasString(_ key: String) -> Bool { true }
  func drawnValue(at time: Double) -> Double? { machine.mark }

  func brokenInvariant(at now: Double) -> String? {
    machine.width.isFinite ? nil : "layout width \(machine.width) is not finite"
  }
}

@Suite("Reliability: the harness catches planted defects")
struct HarnessSelfTests {
  @Test(
    "random sequences catch every planted defect and pass a clean machine",
    arguments: ToyDefect.allCases)
  func randomSequencesCatch(defect: ToyDefect) throws {
    // Given a machine with one planted defect, when random sequences drive it, then the harness
    // reports the defect (and reports nothing for the clean machine).
    var caught: String?
    for seed in UInt64(0)..<300 where caught == nil {
      var random = SplitMix64(seed: seed)
      let model = ToyModel(defect: defect, isAsync: seed % 2 == 1)
      var checker: ModelChecker<ToyModel>
      do throws(ModelViolation) {
        checker = try ModelChecker(model)
      } catch {
        caught = "\(error)"
        continue
      }
      do throws(ModelViolation) {
        for _ in 0..<60 {
          try checker.apply(ModelStep<ToyModel.Input>.random(for: ToyModel.self, using: &random))
        }
        try checker.settle()
      } catch {
        caught = checker.report(error)
      }
    }
    if defect == .none {
      #expect(caught == nil, "\(caught ?? "")")
    } else {
      let report = try #require(caught, "\(defect) was not caught")
      #expect(report.contains(defect.expectedReport), "\(report)")
    }
  }

  @Test("exhaustive checking catches every planted defect", arguments: ToyDefect.allCases)
  func exhaustiveCatches(defect: ToyDefect) {
    let result = ModelRun.exhaustive(
      ToyModel.self, maxLength: 4,
      configurations: [
        ToyModel(defect: defect, isAsync: false), ToyModel(defect: defect, isAsync: true),
      ])
    if defect == .none {
      #expect(result.failures.isEmpty, "\(result.failures)")
    } else {
      #expect(!result.failures.isEmpty, "\(defect) was not caught")
    }
  }
}
