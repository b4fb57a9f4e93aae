import Testing

@testable import BlocksCore

@Suite("Hold button random sequences")
struct HoldToConfirmButtonRandomTests {
  static let seeds: [UInt64] = [1, 2, 3, 42, 1_234, 99_991, 0xDEAD_BEEF, 0x5EED_0F_401D]

  /// Whether `event` must run the action, judged from the state before it.
  static func mustPerform(
    _ machine: HoldToConfirmButtonMachine, _ event: HoldToConfirmButtonMachine.Event
  ) -> Bool {
    guard machine.environment.isEnabled else { return false }
    switch event {
    case .accessibilityActivate:
      return machine.phase == .idle || machine.phase == .holding
    case .timerFired(let timer):
      if case .hold = timer { return machine.phase == .holding && machine.awaitedTimer == timer }
      return false
    default:
      return false
    }
  }

  @Test(
    "random presses, releases, activations, timers, disappearances and outcomes: exactly once, always back to idle",
    arguments: seeds, [false, true])
  func randomSequences(seed: UInt64, isAsync: Bool) {
    var random = SplitMix64(seed: seed)
    var host = HoldToConfirmButtonHost(
      holdDuration: [0.5, 1.2, 2.0][Int.random(in: 0..<3, using: &random)], isAsync: isAsync)
    var expectedPerforms = 0
    var environment = BlockEnvironment()
    for step in 0..<400 {
      let before = host.machine
      let performsBefore = host.performed
      let now = host.now
      let choice = Int.random(in: 0..<100, using: &random)
      var event: HoldToConfirmButtonMachine.Event?
      switch choice {
      case 0..<20: event = .pressBegan
      case 20..<38: event = .pressEnded
      case 38..<44: event = .accessibilityActivate
      case 44..<47: event = .disappeared
      case 47..<53: event = .workFinished
      case 53..<58: event = .workFailed
      case 58..<61:
        environment.isEnabled.toggle()
        event = .environmentChanged(environment)
      case 61..<63:
        environment.reduceMotion.toggle()
        event = .environmentChanged(environment)
      case 63..<67:
        // A stale or unknown timer, delivered late.
        if let old = host.startedTimers.randomElement(using: &random) {
          event = .timerFired(old)
        }
      default:
        // Time passes; the host fires the running timer when its deadline comes.
        let seconds = Double.random(in: 0...1.5, using: &random)
        let target = now + seconds
        while let (timer, due) = host.scheduled, due <= target {
          host.now = max(host.now, due)
          host.scheduled = nil
          let fired = HoldToConfirmButtonMachine.Event.timerFired(timer)
          if Self.mustPerform(host.machine, fired) { expectedPerforms += 1 }
          host.send(fired)
        }
        host.now = target
      }
      if let event {
        if Self.mustPerform(before, event) { expectedPerforms += 1 }
        let effects = host.send(event)
        if case .disappeared = event {
          let atRest = host.machine.isAtRest
          let cancelledWork = effects.callback == .cancelWork
          #expect(effects.timer == .cancel, "seed \(seed) step \(step)")
          #expect(atRest, "seed \(seed) step \(step)")
          #expect(cancelledWork == (before.phase == .pending), "seed \(seed) step \(step)")
        } else if before.phase == .pending, host.phase != .pending {
          // Only the work's outcome leaves pending.
          var isOutcome = false
          switch event {
          case .workFinished, .workFailed: isOutcome = true
          default: break
          }
          #expect(isOutcome, "seed \(seed) step \(step): left pending on \(event)")
        }
        if effects.callback == .perform {
          #expect(before.environment.isEnabled, "seed \(seed) step \(step): fired while disabled")
        }
      }
      // Exactly once: the action ran for every completed hold or activation, and only then.
      let performs = host.performed
      #expect(performs == expectedPerforms, "seed \(seed) step \(step)")
      #expect(performs - performsBefore <= 1, "seed \(seed) step \(step)")
      let trim = host.trim
      #expect(trim.isFinite && trim >= 0 && trim <= 1, "seed \(seed) step \(step)")
      let layout = HoldToConfirmButtonLayout(host.machine, at: host.now)
      #expect(layout.ringTrim.isFinite && layout.scale.isFinite, "seed \(seed) step \(step)")
      let phase = host.phase
      let hasTimer = host.scheduled != nil
      let workInFlight = host.isWorkRunning
      if phase == .holding || phase == .confirmed || phase == .failed {
        #expect(hasTimer, "seed \(seed) step \(step): \(phase) without timer")
      }
      #expect(workInFlight == (phase == .pending), "seed \(seed) step \(step): \(phase)")
    }
    // Always back to idle: lift the finger, let the work finish, let time pass.
    let performs = host.performed
    host.release()
    if host.isWorkRunning {
      if Bool.random(using: &random) { host.finishWork() } else { host.failWork() }
    }
    host.advance(by: 10)
    let finalPhase = host.phase
    let atRest = host.machine.isAtRest
    let hasTimer = host.scheduled != nil
    let trim = host.trim
    let finalPerforms = host.performed
    #expect(finalPhase == .idle, "seed \(seed)")
    #expect(atRest, "seed \(seed)")
    #expect(!hasTimer, "seed \(seed)")
    #expect(trim == 0, "seed \(seed)")
    #expect(finalPerforms == performs, "seed \(seed)")
  }
}
