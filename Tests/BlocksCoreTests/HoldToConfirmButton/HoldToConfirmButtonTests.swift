import Foundation
import Testing

@testable import BlocksCore

/// A hold that ends before the hold duration.
struct HoldShortCase: Sendable, CustomTestStringConvertible {
  let holdDuration: Double
  let margin: Double
  var testDescription: String { "hold \(holdDuration) s released \(margin) s early" }
}

/// A press, a release, a pause while the ring drains, and a second press.
struct HoldRepressCase: Sendable, CustomTestStringConvertible {
  let holdDuration: Double
  let firstHold: Double
  let pause: Double
  var testDescription: String {
    "hold \(holdDuration): held \(firstHold) s, paused \(pause) s, pressed again"
  }
}

/// A phase and how to reach it.
struct HoldBusyCase: Sendable, CustomTestStringConvertible {
  let phase: HoldToConfirmButtonMachine.Phase
  var testDescription: String { "\(phase)" }

  /// A host in `phase`, reached by a completed hold (and a work outcome when needed).
  func host() -> HoldToConfirmButtonHost {
    var host = HoldToConfirmButtonHost(isAsync: phase != .confirmed)
    host.press()
    host.advance(by: 1.2)
    host.release()
    if phase == .failed { host.failWork() }
    return host
  }
}

@Suite("Hold button machine")
struct HoldToConfirmButtonMachineTests {
  static let shortCases: [HoldShortCase] = [0.5, 1.2, 3].flatMap { duration in
    [duration * 0.5, 0.1, 0.01, 1e-6].map { HoldShortCase(holdDuration: duration, margin: $0) }
  }

  @Test(
    "a hold shorter than holdDuration by any margin never fires and drains", arguments: shortCases)
  func shortHold(_ row: HoldShortCase) {
    // Given a pressed button
    var host = HoldToConfirmButtonHost(holdDuration: row.holdDuration)
    host.press()
    // When the finger lifts just before the hold duration
    host.advance(by: row.holdDuration - row.margin)
    let trimAtRelease = host.trim
    let effects = host.release()
    // Then nothing fires, the timer is cancelled and the ring drains with an ease-out of 0.25 s
    #expect(host.performed == 0)
    #expect(effects.timer == .cancel)
    #expect(effects.animation == .easeOut(duration: 0.25))
    #expect(effects.callback == nil && effects.haptic == nil)
    #expect(host.phase == .idle)
    #expect(abs(host.trim - trimAtRelease) < 1e-9)
    host.advance(by: 0.125)
    #expect(host.trim < trimAtRelease && host.trim > 0)
    host.advance(by: 0.125)
    #expect(host.trim == 0)
    host.advance(by: 10)
    #expect(host.performed == 0)
    #expect(host.machine.isAtRest)
  }

  @Test("the finger leaving the button cancels like a release")
  func fingerLeaves() {
    // Given a pressed button; when the host reports the finger left (a press end)
    var host = HoldToConfirmButtonHost()
    host.press()
    host.advance(by: 0.8)
    host.release()
    // Then a later press end and the old timer's deadline change nothing
    #expect(host.release() == .none)
    host.advance(by: 5)
    #expect(host.performed == 0)
  }

  @Test("a hold of exactly holdDuration fires once", arguments: [0.5, 1.2, 3.0])
  func exactHold(_ duration: Double) {
    // Given a pressed button
    var host = HoldToConfirmButtonHost(holdDuration: duration)
    let pressEffects = host.press()
    #expect(pressEffects.animation == .linear(duration: duration))
    #expect(pressEffects.timer == .start(.hold(generation: 1), after: duration))
    // When the hold lasts exactly holdDuration
    host.advance(by: duration)
    // Then the action runs once, with the success haptic and the Confirmed announcement
    #expect(host.performed == 1)
    #expect(host.phase == .confirmed)
    #expect(host.haptics == [.success])
    #expect(host.announcements == [HoldToConfirmButtonStrings.confirmed])
    // And holding on, lifting and pressing again change nothing while confirmed
    host.advance(by: 0.5)
    host.release()
    host.press()
    #expect(host.performed == 1)
    #expect(host.phase == .confirmed)
  }

  @Test("confirm eases out in 0.2 s, stays 1.2 s and returns to idle with an ease-out of 0.3 s")
  func confirmTiming() {
    // Given a hold that completes
    var host = HoldToConfirmButtonHost()
    host.press()
    host.advance(by: 1.19)
    host.advance(by: 0.01)
    // Then the confirm effects are the specified ones
    #expect(host.phase == .confirmed)
    #expect(host.machine.ring.motion == .easeOut(duration: 0.2))
    #expect(host.scheduled?.due == 1.2 + 1.2)
    #expect(host.trim == 1)
    // When 1.2 s pass
    host.release()
    host.advance(by: 1.2 - 1e-6)
    #expect(host.phase == .confirmed)
    host.advance(by: 1e-6)
    // Then the button is idle and the ring empties over 0.3 s
    #expect(host.phase == .idle)
    #expect(host.machine.ring.motion == .easeOut(duration: 0.3))
    #expect(host.machine.isAtRest)
    host.advance(by: 0.15)
    #expect(host.trim > 0 && host.trim < 1)
    host.advance(by: 0.15)
    #expect(host.trim == 0)
    // And it confirms again on a new full hold
    host.press()
    host.advance(by: 1.2)
    #expect(host.performed == 2)
  }

  @Test("the ring fills linearly from 0 to 1 over holdDuration", arguments: [false, true])
  func linearFill(_ reduceMotion: Bool) {
    var host = HoldToConfirmButtonHost(environment: BlockEnvironment(reduceMotion: reduceMotion))
    host.press()
    for step in 1...11 {
      host.advance(by: 0.1)
      #expect(abs(host.trim - Double(step) / 12) < 1e-9, "t = \(host.now)")
    }
  }

  static let repressCases: [HoldRepressCase] = [
    HoldRepressCase(holdDuration: 1.2, firstHold: 0.6, pause: 0.05),
    HoldRepressCase(holdDuration: 1.2, firstHold: 0.6, pause: 0.1),
    HoldRepressCase(holdDuration: 1.2, firstHold: 1.1, pause: 0.2),
    HoldRepressCase(holdDuration: 1.2, firstHold: 0.3, pause: 0),
    HoldRepressCase(holdDuration: 2, firstHold: 1.5, pause: 0.12),
    HoldRepressCase(holdDuration: 0.8, firstHold: 0.4, pause: 0.3),
  ]

  @Test(
    "a press mid-drain resumes from the drained progress and still needs the whole holdDuration",
    arguments: repressCases)
  func repressDuringDrain(_ row: HoldRepressCase) {
    // Given a hold released early and a ring that has drained for `pause` seconds
    var host = HoldToConfirmButtonHost(holdDuration: row.holdDuration)
    host.press()
    host.advance(by: row.firstHold)
    host.release()
    host.advance(by: row.pause)
    let drained = host.trim
    let expectedDrain = Motion.easeOut(duration: 0.25).sample(
      at: row.pause, from: row.firstHold / row.holdDuration, to: 0
    ).value
    #expect(abs(drained - expectedDrain) < 1e-9)
    // When the button is pressed again
    let effects = host.press()
    let duration = row.holdDuration
    // Then the ring does not jump, fills linearly from there to 1 over holdDuration, and the
    // hold timer needs the whole holdDuration
    #expect(abs(host.trim - drained) < 1e-12)
    #expect(effects.animation == .linear(duration: duration))
    #expect(effects.timer == .start(.hold(generation: 2), after: duration))
    host.advance(by: duration / 2)
    #expect(abs(host.trim - (drained + 1) / 2) < 1e-9)
    // And a release just before holdDuration fires nothing, however full the ring was …
    var early = host
    early.advance(by: duration / 2 - 1e-6)
    early.release()
    early.advance(by: 5)
    #expect(early.performed == 0)
    // … while holding for holdDuration fires once, with the ring full
    host.advance(by: duration / 2)
    #expect(host.performed == 1)
    #expect(host.phase == .confirmed)
    #expect(abs(host.trim - 1) < 1e-9)
  }

  @Test(
    "presses and activations while busy do nothing",
    arguments: [
      HoldBusyCase(phase: .pending), HoldBusyCase(phase: .confirmed), HoldBusyCase(phase: .failed),
    ])
  func busyIgnoresPresses(_ row: HoldBusyCase) {
    // Given a button in a busy phase
    var host = row.host()
    #expect(host.phase == row.phase)
    let before = host.machine
    // When the user presses, holds, releases and activates
    #expect(host.press() == .none)
    host.advance(by: 0.5)
    #expect(host.release() == .none)
    #expect(host.activate() == .none)
    // Then nothing fired and the state is untouched
    #expect(host.performed == 1)
    #expect(host.machine.phase == before.phase)
    #expect(host.machine.ring == before.ring)
  }

  @Test("disappearing mid-hold cancels the timer and nothing fires later")
  func disappearMidHold() {
    // Given a hold in progress
    var host = HoldToConfirmButtonHost()
    host.press()
    host.advance(by: 1)
    let timer = host.scheduled?.timer
    // When the view disappears
    let effects = host.send(.disappeared)
    // Then the timer is cancelled, the ring is empty at once, and a late timer does nothing
    #expect(effects.timer == .cancel)
    #expect(effects.callback == nil)
    #expect(host.phase == .idle && host.trim == 0)
    if let timer {
      #expect(host.send(.timerFired(timer)) == .none)
    }
    host.advance(by: 10)
    #expect(host.performed == 0)
  }

  @Test("disappearing while pending cancels the work and ignores its outcome")
  func disappearWhilePending() {
    // Given work in flight
    var host = HoldToConfirmButtonHost(isAsync: true)
    host.press()
    host.advance(by: 1.2)
    #expect(host.phase == .pending && host.isWorkRunning)
    // When the view disappears
    let effects = host.send(.disappeared)
    // Then the work is cancelled and a late outcome changes nothing
    #expect(effects.callback == .cancelWork)
    #expect(effects.timer == .cancel)
    #expect(host.send(.workFinished) == .none)
    #expect(host.send(.workFailed) == .none)
    #expect(host.haptics == [.lightImpact])
    #expect(host.phase == .idle)
  }

  @Test("disappearing while confirmed cancels the reset timer and leaves the button idle")
  func disappearWhileConfirmed() {
    var host = HoldToConfirmButtonHost()
    host.activate()
    let timer = host.scheduled?.timer
    let effects = host.send(.disappeared)
    #expect(effects.timer == .cancel && effects.callback == nil)
    #expect(host.machine.isAtRest)
    if let timer { #expect(host.send(.timerFired(timer)) == .none) }
  }

  @Test("accessibility activation fires at once", arguments: [false, true])
  func activateFires(_ isAsync: Bool) {
    // Given an idle button
    var host = HoldToConfirmButtonHost(isAsync: isAsync)
    // When VoiceOver activates it
    let effects = host.activate()
    // Then the action runs at once, without any hold
    #expect(effects.callback == .perform)
    #expect(host.performed == 1)
    #expect(host.phase == (isAsync ? .pending : .confirmed))
    #expect(effects.animation == .easeOut(duration: 0.2))
    host.advance(by: 0.2)
    #expect(host.trim == 1)
    // And activating again does nothing
    #expect(host.activate() == .none)
    #expect(host.performed == 1)
  }

  @Test("activation during a hold confirms once and the hold timer is dropped")
  func activateMidHold() {
    // Given a hold in progress
    var host = HoldToConfirmButtonHost()
    host.press()
    host.advance(by: 0.5)
    let holdTimer = host.scheduled?.timer
    // When the button is activated
    host.activate()
    // Then it confirmed once, and the replaced hold timer firing late is ignored
    #expect(host.performed == 1)
    if let holdTimer { #expect(host.send(.timerFired(holdTimer)) == .none) }
    host.advance(by: 5)
    #expect(host.performed == 1)
    #expect(host.phase == .idle)
  }

  @Test("a stale hold timer from an earlier press never confirms")
  func staleTimer() {
    // Given a press, a release and a second press
    var host = HoldToConfirmButtonHost()
    host.press()
    host.advance(by: 0.4)
    host.release()
    host.advance(by: 0.5)
    host.press()
    guard let stale = host.startedTimers.first else {
      Issue.record("no timer started")
      return
    }
    // When the first press's timer fires late, at its old deadline
    let effects = host.send(.timerFired(stale))
    // Then it is ignored and the hold continues
    #expect(effects == .none)
    #expect(host.phase == .holding)
    #expect(host.performed == 0)
    // And a reset timer that never started is ignored too
    #expect(host.send(.timerFired(.reset(generation: 99))) == .none)
  }

  @Test("Reduce Motion keeps the ring filling but never squeezes", arguments: [false, true])
  func reduceMotion(_ reduceMotion: Bool) {
    var host = HoldToConfirmButtonHost(environment: BlockEnvironment(reduceMotion: reduceMotion))
    #expect(HoldToConfirmButtonLayout(host.machine).scale == 1)
    host.press()
    host.advance(by: 0.6)
    let layout = HoldToConfirmButtonLayout(host.machine, at: host.now)
    #expect(abs(layout.ringTrim - 0.5) < 1e-9)
    #expect(HoldToConfirmButtonLayout(host.machine).ringTrim == 1)
    #expect(layout.scale == (reduceMotion ? 1 : 0.92))
    #expect(layout.usesSymbolReplace == !reduceMotion)
    #expect(layout.shakeAmplitude == (reduceMotion ? 0 : 8))
    host.release()
    #expect(HoldToConfirmButtonLayout(host.machine).scale == 1)
  }

  @Test("turning Reduce Motion on mid-hold stops the squeeze and keeps the hold")
  func reduceMotionMidHold() {
    var host = HoldToConfirmButtonHost()
    host.press()
    host.advance(by: 0.3)
    host.setEnvironment(BlockEnvironment(reduceMotion: true))
    #expect(HoldToConfirmButtonLayout(host.machine).scale == 1)
    host.advance(by: 0.9)
    #expect(host.performed == 1)
  }

  @Test("a disabled button ignores presses and activation and offers no action")
  func disabled() {
    // Given a disabled button
    var host = HoldToConfirmButtonHost(environment: BlockEnvironment(isEnabled: false))
    // When the user holds and activates
    #expect(host.press() == .none)
    host.advance(by: 2)
    #expect(host.release() == .none)
    #expect(host.activate() == .none)
    // Then nothing fires and assistive technologies see a dimmed button without an action
    #expect(host.performed == 0)
    let description = HoldToConfirmButtonAccessibility(host.machine)
    #expect(!description.offersActivate)
    #expect(description.isDimmed)
    #expect(description.hint == nil)
    #expect(
      HoldToConfirmButtonLayout(host.machine).opacity == BlockEnvironment.disabledOpacity)
  }

  @Test("disabling mid-hold cancels and drains; nothing fires")
  func disabledMidHold() {
    var host = HoldToConfirmButtonHost()
    host.press()
    host.advance(by: 0.6)
    host.setEnvironment(BlockEnvironment(isEnabled: false))
    #expect(host.phase == .idle)
    #expect(host.machine.ring.motion == .easeOut(duration: 0.25))
    host.advance(by: 5)
    #expect(host.performed == 0)
    host.setEnvironment(BlockEnvironment())
    host.press()
    host.advance(by: 1.2)
    #expect(host.performed == 1)
  }

  @Test("async success shows the confirmed state exactly as the synchronous button does")
  func asyncSuccess() {
    // Given a completed hold with an asynchronous action
    var host = HoldToConfirmButtonHost(isAsync: true)
    host.press()
    host.advance(by: 1.2)
    // Then the button is pending: full ring, progress indicator, no success yet
    #expect(host.phase == .pending)
    #expect(host.performed == 1)
    #expect(host.scheduled == nil)
    let pending = HoldToConfirmButtonLayout(host.machine)
    #expect(pending.showsProgressIndicator && pending.ringTrim == 1)
    // When the work returns
    host.advance(by: 3)
    let effects = host.finishWork()
    // Then it is confirmed with the success haptic, and idle after 1.2 s
    #expect(effects.haptic == .success && effects.callback == nil)
    #expect(effects.announcement == HoldToConfirmButtonStrings.confirmed)
    #expect(HoldToConfirmButtonLayout(host.machine).colorRole == .confirmed)
    host.advance(by: 1.2)
    #expect(host.phase == .idle)
    #expect(host.performed == 1)
  }

  @Test(
    "async success looks and acts exactly like the synchronous confirm",
    arguments: [false, true])
  func asyncSuccessLikeSync(_ reduceMotion: Bool) {
    // Given a synchronous and an asynchronous button, each held to completion at the same time
    let environment = BlockEnvironment(reduceMotion: reduceMotion)
    var sync = HoldToConfirmButtonHost(environment: environment)
    var async = HoldToConfirmButtonHost(isAsync: true, environment: environment)
    sync.press()
    async.press()
    sync.advance(by: 1.2)
    async.advance(by: 1.2)
    // When the asynchronous work returns at once
    let finished = async.finishWork()
    // Then its effects are the synchronous confirm's, minus the callback that already ran
    var expected = Effects<HoldToConfirmButtonMachine.Timer>(
      animation: HoldToConfirmButtonMetrics.confirmMotion, haptic: .success,
      timer: .start(.reset(generation: 2), after: HoldToConfirmButtonMetrics.resetDelay),
      announcement: HoldToConfirmButtonStrings.confirmed)
    #expect(finished == expected)
    expected.callback = .perform
    var replay = HoldToConfirmButtonHost(environment: environment)
    replay.press()
    replay.advance(by: 1.2 - 1e-9)
    guard let (timer, _) = replay.scheduled else {
      Issue.record("no hold timer")
      return
    }
    #expect(replay.send(.timerFired(timer)) == expected)
    // And the two look the same, now and as the rings settle, and both reset after 1.2 s
    for step in 0...4 {
      let time = 1.2 + Double(step) * 0.05
      #expect(
        HoldToConfirmButtonLayout(async.machine, at: time)
          == HoldToConfirmButtonLayout(sync.machine, at: time),
        "t = \(time)")
    }
    sync.advance(by: 1.2)
    async.advance(by: 1.2)
    #expect(sync.phase == .idle && async.phase == .idle)
    #expect(sync.performed == 1 && async.performed == 1)
  }

  @Test("async failure shows the failure title, plays the error haptic, then re-arms")
  func asyncFailure() {
    // Given work in flight
    var host = HoldToConfirmButtonHost(isAsync: true)
    host.press()
    host.advance(by: 1.2)
    host.release()
    // When it throws
    let effects = host.failWork()
    // Then the failed look: error haptic, "Failed" announced, "Try again" title, ring drains
    #expect(effects.haptic == .error)
    #expect(effects.announcement == HoldToConfirmButtonStrings.failed)
    #expect(effects.animation == .easeOut(duration: 0.35))
    #expect(host.machine.failureCount == 1)
    let layout = HoldToConfirmButtonLayout(host.machine)
    #expect(layout.titleRole == .failureTitle && layout.colorRole == .tint)
    #expect(layout.ringTrim == 0)
    // And after the reset delay the button is idle and works again
    host.advance(by: 1.2)
    #expect(host.phase == .idle)
    #expect(HoldToConfirmButtonLayout(host.machine).titleRole == .title)
    host.press()
    host.advance(by: 1.2)
    #expect(host.performed == 2)
    #expect(host.phase == .pending)
  }

  @Test("a failure drains the ring from where it is along a 0.35 s ease-out")
  func failureDrainPath() {
    var host = HoldToConfirmButtonHost(isAsync: true)
    host.press()
    host.advance(by: 1.2)
    host.release()
    host.advance(by: 0.5)
    let full = host.trim
    host.failWork()
    host.sample(through: 0.5) { host, elapsed in
      let expected = Motion.easeOut(duration: 0.35).sample(at: elapsed, from: full, to: 0).value
      #expect(abs(host.trim - expected) < 1e-9, "at \(elapsed) s")
    }
    #expect(full == 1)
  }

  @Test("work outcomes outside pending are ignored")
  func strayOutcomes() {
    var host = HoldToConfirmButtonHost(isAsync: true)
    #expect(host.send(.workFinished) == .none)
    #expect(host.send(.workFailed) == .none)
    var sync = HoldToConfirmButtonHost()
    sync.activate()
    #expect(sync.send(.workFailed) == .none)
    #expect(sync.phase == .confirmed)
  }

  struct HoldDurationCase: Sendable, CustomTestStringConvertible {
    let given: Double
    let used: Double
    var testDescription: String { "holdDuration \(given) → \(used)" }
  }

  static let holdDurations = [
    HoldDurationCase(given: 1.2, used: 1.2), HoldDurationCase(given: 2, used: 2),
    HoldDurationCase(given: .nan, used: 1.2), HoldDurationCase(given: 0, used: 0.3),
    HoldDurationCase(given: -1, used: 0.3), HoldDurationCase(given: -.infinity, used: 0.3),
    HoldDurationCase(given: 0.1, used: 0.3), HoldDurationCase(given: .infinity, used: 60),
    HoldDurationCase(given: 1e21, used: 60), HoldDurationCase(given: 61, used: 60),
  ]

  @Test(
    "a hold duration is clamped to 0.3…60 s: never a tap, never a timer Duration overflows",
    arguments: holdDurations)
  func holdDurationRange(_ c: HoldDurationCase) {
    // Given a button made with the duration
    var host = HoldToConfirmButtonHost(holdDuration: c.given)
    #expect(host.machine.holdDuration == c.used)
    // When pressed, then the hold timer gets the clamped duration
    #expect(host.press().timer == .start(.hold(generation: 1), after: c.used))
    // And the button confirms exactly at the end of it, not before
    host.advance(by: c.used - 0.01)
    #expect(host.performed == 0)
    host.advance(by: 0.01)
    #expect(host.performed == 1)
  }

  @Test("degenerate timestamps never crash or produce NaN")
  func degenerate() {
    // Non-finite and backward timestamps count as "no time has passed".
    var machine = HoldToConfirmButtonMachine()
    _ = machine.send(.pressBegan, at: 5)
    _ = machine.send(.pressEnded, at: .nan)
    #expect(machine.trim(at: 5) == 0)
    _ = machine.send(.pressBegan, at: 3)
    #expect(machine.ring.start == 5)
    _ = machine.send(.pressEnded, at: .infinity)
    for time in [Double.nan, .infinity, -.infinity, -1e300, 1e300] {
      let trim = machine.trim(at: time)
      #expect(trim.isFinite && trim >= 0 && trim <= 1, "time \(time)")
    }
  }
}

@Suite("Hold button machine: seeded random sequences")
struct HoldToConfirmButtonRandomSequenceTests {
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
    let holdDuration = [0.5, 1.2, 2.0][Int.random(in: 0..<3, using: &random)]
    var host = HoldToConfirmButtonHost(holdDuration: holdDuration, isAsync: isAsync)
    // Presses, releases, activations, new metrics, environment changes, disappearances, work
    // outcomes and stale or unknown timers delivered late.
    var actions = RandomHostActions(
      HoldToConfirmButtonModel(holdDuration: holdDuration, isAsync: isAsync))
    var expectedPerforms = 0
    for step in 0..<400 {
      let before = host.machine
      let performsBefore = host.performed
      let now = host.now
      var event: HoldToConfirmButtonMachine.Event?
      switch actions.next(for: host, using: &random) {
      case .send(let next): event = next
      case .none: break
      case .wait(let seconds):
        // Time passes; the host fires the running timer when its deadline comes.
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
      let layout = HoldToConfirmButtonLayout(
        host.machine, sizes: actions.adapter.metrics, at: host.now)
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

@Suite("Hold button machine: on a device")
struct HoldToConfirmButtonDeviceTests {
  struct MoveCase: Sendable, CustomTestStringConvertible {
    let x: Double
    let y: Double
    let stopsTheHold: Bool
    var testDescription: String { "moved (\(x), \(y)) → \(stopsTheHold ? "stops" : "holds")" }
  }

  static let moves = [
    MoveCase(x: 0, y: 9.9, stopsTheHold: false), MoveCase(x: -10, y: 0, stopsTheHold: false),
    MoveCase(x: 7, y: 7, stopsTheHold: false), MoveCase(x: 0, y: 10.1, stopsTheHold: true),
    MoveCase(x: 8, y: 8, stopsTheHold: true), MoveCase(x: 0, y: -40, stopsTheHold: true),
    MoveCase(x: .infinity, y: 0, stopsTheHold: true), MoveCase(x: 0, y: .nan, stopsTheHold: false),
  ]

  @Test(
    "a touch that moves more than 10 pt is a scroll, not a hold: it drains and never confirms",
    arguments: moves)
  func movementTolerance(_ c: MoveCase) {
    #expect(HoldToConfirmButtonMetrics.movementTolerance == 10)
    // Given a press on the button in a scroll view
    var host = HoldToConfirmButtonHost()
    host.press()
    host.advance(by: 0.3)
    // When the finger moves
    let effects = host.send(.pressMoved(translationX: c.x, translationY: c.y))
    if c.stopsTheHold {
      // Then the hold is over: the ring drains, the timer is cancelled
      #expect(host.phase == .idle)
      #expect(effects.timer == .cancel)
      #expect(effects.animation == HoldToConfirmButtonMetrics.drainMotion)
      // And nothing the rest of that touch does confirms, even coming back
      host.send(.pressMoved(translationX: 0, translationY: 0))
      host.advance(by: 2)
      host.release()
      #expect(host.performed == 0)
    } else {
      #expect(effects.isEmpty)
      host.advance(by: 0.9)
      #expect(host.performed == 1)
    }
  }

  @Test(
    "a finger wobbling within 10 pt holds on and confirms; one step past 10 pt ends the hold",
    arguments: [1, 7, 2_026, 0xB0B] as [UInt64])
  func wobble(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for run in 0..<25 {
      // Given a press whose finger wanders about, at most 9.99 pt from where it touched down
      var host = HoldToConfirmButtonHost()
      host.press()
      // A step that leaves comes before the 1.2 s hold is up (steps are 0.05 s apart).
      let leaveAt = Int.random(in: 0..<20, using: &random)
      let leaves = run.isMultiple(of: 2)
      for step in 0..<30 {
        let angle = Double.random(in: 0..<(2 * Double.pi), using: &random)
        // The step that leaves goes just past the tolerance, 10.01 to 10.5 pt out
        let distance =
          leaves && step == leaveAt
          ? Double.random(in: 10.01...10.5, using: &random)
          : Double.random(in: 0...9.99, using: &random)
        host.send(
          .pressMoved(translationX: distance * cos(angle), translationY: distance * sin(angle)))
        host.advance(by: 0.05)
      }
      // When it is held for the rest of the hold and released
      host.advance(by: 0.2)
      host.release()
      // Then it confirmed exactly when the finger never left the 10 pt circle
      #expect(host.performed == (leaves ? 0 : 1), "seed \(seed), run \(run), left at \(leaveAt)")
    }
  }

  @Test("a touch the system cancels drains and never confirms, however full the ring")
  func cancelledPress() {
    for held in [0.2, 1.0, 1.19] {
      var host = HoldToConfirmButtonHost()
      host.press()
      host.advance(by: held)
      let trim = host.trim
      let effects = host.send(.pressCancelled)
      #expect(host.phase == .idle)
      #expect(effects.callback == nil && effects.timer == .cancel)
      #expect(abs(host.trim - trim) < 1e-12, "the drain starts where the ring is")
      host.advance(by: 2)
      #expect(host.performed == 0)
      #expect(host.trim == 0)
    }
  }

  @Test("a re-press during the drain: the drawn ring never drops after the finger returns")
  func repressTrimAgainstTime() {
    // Given a press released at 0.6 s, the ring draining
    var host = HoldToConfirmButtonHost()
    host.press()
    host.advance(by: 0.6)
    host.release()
    host.advance(by: 0.1)
    let atRepress = host.trim
    #expect(atRepress > 0 && atRepress < 0.5)
    // When the finger presses again
    host.press()
    let start = host.now
    // Then at every frame the drawn trim rises linearly from where it was to full at 1.2 s
    var previous = atRepress
    for frame in 0...72 {
      let time = start + Double(frame) / 60
      let trim = host.machine.trim(at: time)
      let expected = atRepress + (1 - atRepress) * min(Double(frame) / 60 / 1.2, 1)
      #expect(abs(trim - expected) < 1e-9, "frame \(frame)")
      #expect(trim >= previous - 1e-12)
      previous = trim
    }
    #expect(host.machine.animationEnd == start + 1.2)
  }

  @Test("a new hold duration applies from the next press; the running hold keeps its own")
  func configurationChanges() {
    var host = HoldToConfirmButtonHost()
    host.press()
    host.send(.configurationChanged(.init(holdDuration: 3)))
    host.advance(by: 1.2)
    #expect(host.performed == 1)
    host.advance(by: 2)
    host.press()
    host.advance(by: 2.9)
    #expect(host.performed == 1)
    host.advance(by: 0.1)
    #expect(host.performed == 2)
  }
}

// MARK: - The host

/// The virtual host driving a hold-to-confirm button.
typealias HoldToConfirmButtonHost = VirtualHost<HoldToConfirmButtonMachine>

extension VirtualHost where Machine == HoldToConfirmButtonMachine {
  /// A host with a button of the given configuration.
  init(
    holdDuration: Double = 1.2, isAsync: Bool = false,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.init(
      HoldToConfirmButtonMachine(
        holdDuration: holdDuration, isAsync: isAsync, environment: environment))
    self.isAsync = isAsync
  }

  /// The button's phase.
  var phase: HoldToConfirmButtonMachine.Phase { machine.phase }

  /// The ring's trim now.
  var trim: Double { machine.trim(at: now) }

  /// A finger touches the button.
  @discardableResult
  mutating func press() -> Effects<HoldToConfirmButtonMachine.Timer> { send(.pressBegan) }

  /// The finger lifts.
  @discardableResult
  mutating func release() -> Effects<HoldToConfirmButtonMachine.Timer> { send(.pressEnded) }

  /// An assistive technology activates the button.
  @discardableResult
  mutating func activate() -> Effects<HoldToConfirmButtonMachine.Timer> {
    send(.accessibilityActivate)
  }

  /// The asynchronous action throws.
  @discardableResult
  mutating func failWork() -> Effects<HoldToConfirmButtonMachine.Timer> {
    finishWork(failing: true)
  }
}

/// A fill color and the symbol foreground the contrast rule gives it.
struct HoldContrastCase: Sendable, CustomTestStringConvertible {
  let name: String
  let tint: RGBColor
  let green: RGBColor
  let confirmed: Bool
  let expected: ContrastForeground
  var testDescription: String { "\(name) → \(expected)" }
}

/// Scaled metrics and the geometry they give.
struct HoldMetricsCase: Sendable, CustomTestStringConvertible {
  let diameter: Double
  let ringWidth: Double
  var testDescription: String { "diameter \(diameter), ring \(ringWidth)" }
}

@Suite("Hold button layout")
struct HoldToConfirmButtonLayoutTests {
  @Test("geometry: 116 pt, ring 8 pt, fill inset 1.75 × ring")
  func geometry() {
    #expect(HoldToConfirmButtonLayout.ScaledSizes() == .init(diameter: 116, ringWidth: 8))
    #expect(HoldToConfirmButtonLook.standard.squeezeScale == 0.92)
    #expect(HoldToConfirmButtonLook.standard.fillInsetFactor == 1.75)
    #expect(HoldToConfirmButtonLook.standard.shakeDistance == 8)
    let layout = HoldToConfirmButtonLayout(HoldToConfirmButtonMachine())
    #expect(layout.diameter == 116)
    #expect(layout.ringWidth == 8)
    #expect(layout.ringPathDiameter == 116)
    #expect(layout.frameDiameter == 124)
    #expect(layout.fillInset == 14)
    #expect(layout.fillDiameter == 88)
    #expect(layout.ringTrim == 0)
    #expect(layout.scale == 1)
    #expect(layout.colorRole == .tint)
    #expect(layout.titleRole == .title)
    #expect(!layout.showsProgressIndicator)
    #expect(layout.opacity == 1)
  }

  static let metricsCases: [HoldMetricsCase] = [
    HoldMetricsCase(diameter: 116 * 1.5, ringWidth: 8 * 1.5),
    HoldMetricsCase(diameter: 116 * 0.82, ringWidth: 8 * 0.82),
    HoldMetricsCase(diameter: 0, ringWidth: 8),
    HoldMetricsCase(diameter: -20, ringWidth: 8),
    HoldMetricsCase(diameter: .nan, ringWidth: .nan),
    HoldMetricsCase(diameter: .infinity, ringWidth: 8),
    HoldMetricsCase(diameter: 40, ringWidth: 100),
    HoldMetricsCase(diameter: 116, ringWidth: -.infinity),
  ]

  @Test(
    "scaled and degenerate metrics keep the geometry finite and consistent", arguments: metricsCases
  )
  func metrics(_ row: HoldMetricsCase) {
    var machine = HoldToConfirmButtonMachine()
    _ = machine.send(.pressBegan, at: 0)
    let layout = HoldToConfirmButtonLayout(
      machine,
      sizes: HoldToConfirmButtonLayout.ScaledSizes(
        diameter: row.diameter, ringWidth: row.ringWidth),
      at: 0.6)
    let numbers = [
      layout.diameter, layout.ringWidth, layout.ringPathDiameter, layout.fillInset,
      layout.fillDiameter, layout.ringTrim, layout.scale, layout.opacity,
    ]
    #expect(numbers.allSatisfy { $0.isFinite && $0 >= 0 })
    #expect(layout.ringWidth <= layout.diameter / 2)
    #expect(layout.fillDiameter <= layout.diameter)
    if row.diameter.isFinite, row.diameter >= 2 * 1.75 * row.ringWidth, row.ringWidth > 0 {
      #expect(abs(layout.fillInset - 1.75 * row.ringWidth) < 1e-9)
      #expect(abs(layout.fillDiameter - (row.diameter - 3.5 * row.ringWidth)) < 1e-9)
    }
  }

  static let contrastCases: [HoldContrastCase] = [
    HoldContrastCase(
      name: "red light", tint: SystemColor.redLight, green: SystemColor.greenLight,
      confirmed: false, expected: .white),
    HoldContrastCase(
      name: "red dark", tint: SystemColor.redDark, green: SystemColor.greenDark,
      confirmed: false, expected: .white),
    HoldContrastCase(
      name: "confirmed green light", tint: SystemColor.redLight, green: SystemColor.greenLight,
      confirmed: true, expected: .black),
    HoldContrastCase(
      name: "confirmed green dark", tint: SystemColor.redDark, green: SystemColor.greenDark,
      confirmed: true, expected: .black),
    HoldContrastCase(
      name: "yellow tint", tint: SystemColor.yellowLight, green: SystemColor.greenLight,
      confirmed: false, expected: .black),
    HoldContrastCase(
      name: "indigo tint", tint: SystemColor.indigoLight, green: SystemColor.greenLight,
      confirmed: false, expected: .white),
  ]

  @Test(
    "the symbol contrasts with the fill: white on red, black on confirmed green",
    arguments: contrastCases)
  func contrast(_ row: HoldContrastCase) {
    var machine = HoldToConfirmButtonMachine()
    if row.confirmed { _ = machine.send(.accessibilityActivate, at: 0) }
    let layout = HoldToConfirmButtonLayout(machine, tint: row.tint, confirmedColor: row.green)
    #expect(layout.symbolForeground == row.expected)
    #expect(layout.colorRole == (row.confirmed ? .confirmed : .tint))
    let fill = row.confirmed ? row.green : row.tint
    #expect(fill.contrastRatio(with: row.expected.color) >= 3)
  }

  @Test("the symbol becomes a checkmark only when confirmed")
  func symbol() {
    var machine = HoldToConfirmButtonMachine(isAsync: true)
    #expect(HoldToConfirmButtonLayout(machine, systemImage: "trash").symbolName == "trash")
    _ = machine.send(.accessibilityActivate, at: 0)
    let pending = HoldToConfirmButtonLayout(machine, systemImage: "trash")
    #expect(pending.symbolName == "trash" && pending.showsProgressIndicator)
    _ = machine.send(.workFinished, at: 1)
    let confirmed = HoldToConfirmButtonLayout(machine, systemImage: "trash")
    #expect(confirmed.symbolName == "checkmark" && !confirmed.showsProgressIndicator)
  }

  @Test func theLayoutDrawsTheLookItIsGiven() {
    let look = HoldToConfirmButtonLook(
      fillInsetFactor: 1, squeezeScale: 0.8, shakeDistance: 3, confirmedSymbol: "hand.thumbsup")
    var machine = HoldToConfirmButtonMachine()
    _ = machine.send(.pressBegan, at: 0)
    let held = HoldToConfirmButtonLayout(machine, tint: .black, confirmedColor: .white, look: look)
    #expect(held.fillInset == 8 && held.fillDiameter == 100)
    #expect(held.scale == 0.8 && held.shakeAmplitude == 3)
    _ = machine.send(.accessibilityActivate, at: 0.1)
    let confirmed = HoldToConfirmButtonLayout(
      machine, tint: .black, confirmedColor: .white, look: look)
    #expect(confirmed.symbolName == "hand.thumbsup")
    // Hostile numbers: not finite is standard, out of range is clamped, no squeeze below half.
    for (inset, squeeze, shake, expected) in [
      (Double.nan, Double.infinity, -Double.infinity, (1.75, 0.92, 8.0)),
      (-2, 0, -5, (0, 0.5, 0)), (3, 1.4, 20, (3, 1, 20)), (0.5, -0.3, 0, (0.5, 0.5, 0)),
      (1, 0.7, 1, (1, 0.7, 1)),
    ] {
      let hostile = HoldToConfirmButtonLook(
        fillInsetFactor: inset, squeezeScale: squeeze, shakeDistance: shake,
        confirmedSymbol: "checkmark")
      #expect(hostile.fillInsetFactor == expected.0, "inset \(inset)")
      #expect(hostile.squeezeScale == expected.1, "squeeze \(squeeze)")
      #expect(hostile.shakeDistance == expected.2, "shake \(shake)")
    }
  }

  @Test("the failure shake starts and ends at rest, swings three times, stays within its amplitude")
  func shake() {
    #expect(HoldToConfirmButtonLayout.shakeOffset(phase: 0, amplitude: 8) == 0)
    #expect(HoldToConfirmButtonLayout.shakeOffset(phase: 1, amplitude: 8) == 0)
    #expect(HoldToConfirmButtonLayout.shakeOffset(phase: .nan, amplitude: 8) == 0)
    #expect(HoldToConfirmButtonLayout.shakeOffset(phase: 0.5, amplitude: .infinity) == 0)
    var largest = 0.0
    var previous = 0.0
    var signChanges = 0
    for step in 1..<100 {
      let offset = HoldToConfirmButtonLayout.shakeOffset(phase: Double(step) / 100, amplitude: 8)
      #expect(abs(offset) <= 8)
      largest = max(largest, abs(offset))
      if offset * previous < 0 { signChanges += 1 }
      previous = offset
    }
    #expect(largest > 4)
    // Three swings left and right: the button changes side five times between rests.
    #expect(signChanges == 5)
    for step in 0...10 {
      #expect(HoldToConfirmButtonLayout.shakeOffset(phase: Double(step) / 10, amplitude: 0) == 0)
    }
  }
}

@Suite("Hold button accessibility")
struct HoldToConfirmButtonAccessibilityTests {
  @Test("accessibility: one button with the title, hint while actionable, value per state")
  func accessibility() {
    var host = HoldToConfirmButtonHost(isAsync: true)
    let idle = HoldToConfirmButtonAccessibility(host.machine)
    #expect(idle.isButton && idle.offersActivate && !idle.isDimmed)
    #expect(idle.hint == HoldToConfirmButtonStrings.hint)
    // The words VoiceOver speaks, read from the description rather than from the key.
    let table = HoldToConfirmButtonStrings.table
    #expect(idle.hint.map { table.string(for: $0, language: "en") } == "Double tap to confirm")
    #expect(
      idle.hint.map { table.string(for: $0, language: "es") } == "Toca dos veces para confirmar")
    #expect(idle.value == nil)
    host.press()
    #expect(HoldToConfirmButtonAccessibility(host.machine).offersActivate)
    host.advance(by: 1.2)
    let pending = HoldToConfirmButtonAccessibility(host.machine)
    #expect(pending.value == HoldToConfirmButtonStrings.inProgress)
    #expect(!pending.offersActivate && pending.hint == nil)
    host.failWork()
    #expect(
      HoldToConfirmButtonAccessibility(host.machine).value
        == HoldToConfirmButtonStrings.failed)
    #expect(!HoldToConfirmButtonAccessibility(host.machine).offersActivate)
    host.advance(by: 1.2)
    host.activate()
    host.finishWork()
    let confirmed = HoldToConfirmButtonAccessibility(host.machine)
    #expect(confirmed.value == HoldToConfirmButtonStrings.confirmed)
    #expect(!confirmed.offersActivate)
  }
}

@Suite("Hold button strings")
struct HoldToConfirmButtonStringsTests {
  @Test("the specified wording, in English and Spanish")
  func strings() {
    let table = HoldToConfirmButtonStrings.table
    #expect(
      table.string(for: HoldToConfirmButtonStrings.hint, language: "en") == "Double tap to confirm")
    #expect(
      table.string(for: HoldToConfirmButtonStrings.failureTitle, language: "es-MX")
        == "Inténtalo de nuevo")
    #expect(
      table.string(for: HoldToConfirmButtonStrings.failureTitle, language: "en") == "Try again")
  }
}
