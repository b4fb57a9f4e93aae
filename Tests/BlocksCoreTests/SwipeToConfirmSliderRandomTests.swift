import Testing

@testable import BlocksCore

@Suite("Slider random sequences")
struct SwipeToConfirmSliderRandomTests {
  static let sequences = 2_000
  static let steps = 100

  /// One random event, weighted towards drags so that gestures complete often.
  static func randomEvent(_ rng: inout SplitMix64, host: SwipeToConfirmSliderHost)
    -> SwipeToConfirmSliderMachine.Event?
  {
    let travel = max(host.machine.travel, 1)
    switch rng.next() % 20 {
    case 0...5:
      let roll = rng.next() % 40
      let translation: Double =
        roll == 0
        ? .nan
        : roll == 1
          ? .infinity
          : roll == 2
            ? -.infinity
            : Double.random(in: -1.2...1.2, using: &rng) * travel
      return .dragChanged(translation: translation)
    case 6, 7: return .dragEnded
    case 8, 9: return .accessibilityActivate
    case 10, 11, 12: return nil  // time passes
    case 13: return .workFinished
    case 14: return .workFailed
    case 15: return .disappeared
    case 16, 17:
      return .environmentChanged(
        BlockEnvironment(
          reduceMotion: rng.next() % 2 == 0, isEnabled: rng.next() % 4 != 0,
          direction: rng.next() % 2 == 0 ? .leftToRight : .rightToLeft))
    case 18:
      let sizes: [Double] = [0, -5, .nan, .infinity, 40, 68, 102, 320, 375, 1024]
      return .sizeChanged(
        width: sizes[Int(rng.next() % UInt64(sizes.count))],
        height: sizes[Int(rng.next() % UInt64(sizes.count))])
    default:
      return .timerFired(SwipeToConfirmSliderMachine.Timer(generation: Int(rng.next() % 4)))
    }
  }

  @Test("progress stays in [0, 1], callbacks run exactly when they should, the slider comes home")
  func randomSequences() {
    var confirms = 0
    var failures = 0
    for index in 0..<Self.sequences {
      let seed = 0x51_1DE5 &+ UInt64(index)
      var rng = SplitMix64(seed: seed)
      var host = SwipeToConfirmSliderHost(
        width: 320, height: 68, resetDelay: Double(rng.next() % 30) / 10,
        isAsync: rng.next() % 2 == 0)
      // Outcomes of things in flight are allowed only between a perform and a disappear.
      var inFlight = false
      for step in 0..<Self.steps {
        let before = host.machine
        guard let event = Self.randomEvent(&rng, host: host) else {
          host.advance(by: Double(rng.next() % 200) / 100)
          check(host, seed: seed, step: step)
          continue
        }
        if case .timerFired(let id) = event, id == host.scheduled?.timer {
          // Only the scheduler fires the running timer; random fires are stray or late.
          continue
        }
        var effects: Effects<SwipeToConfirmSliderMachine.Timer>
        switch event {
        case .workFinished, .workFailed:
          if host.isWorkRunning {
            // The host reports the running work's outcome.
            host.finishWork(failing: event == .workFailed)
            effects = host.last
          } else {
            // A stray or late outcome (after a cancel) must change nothing.
            effects = host.send(event)
            #expect(effects.isEmpty, "seed \(seed) step \(step): stray \(event)")
          }
        default:
          effects = host.send(event)
        }
        let performs = effects.callback == .perform
        // A perform only for a completed gesture or an activation the slider could take.
        switch event {
        case .accessibilityActivate:
          #expect(performs == before.acceptsInput, "seed \(seed) step \(step)")
        case .dragEnded:
          let completes =
            before.phase == .dragging && !before.isIgnoringGesture
            && before.progress >= SwipeToConfirmSliderMetrics.confirmThreshold
          #expect(performs == completes, "seed \(seed) step \(step)")
        default:
          #expect(!performs, "seed \(seed) step \(step): \(event)")
        }
        if performs {
          #expect(before.environment.isEnabled, "seed \(seed) step \(step)")
          #expect(
            before.phase != .pending && before.phase != .confirmed, "seed \(seed) step \(step)")
          inFlight = true
        }
        if case .disappeared = event { inFlight = false }
        // After a disappear nothing left over (timer, work) shows, plays or announces.
        switch event {
        case .timerFired, .workFinished, .workFailed:
          if !inFlight { #expect(effects.isEmpty, "seed \(seed) step \(step): \(event)") }
        default: break
        }
        check(host, seed: seed, step: step)
      }
      // When events stop: the finger lifts, running work returns, timers run out.
      host.send(.dragEnded)
      if host.isWorkRunning { host.finishWork(failing: rng.next() % 2 == 0) }
      host.advance(by: 10)
      confirms += host.performed
      failures += host.machine.failureCount
      #expect(host.machine.isAtRest, "seed \(seed): \(host.machine.phase)")
      #expect(host.phase == .idle, "seed \(seed)")
      #expect(host.scheduled == nil, "seed \(seed)")
    }

    // The sequences reach the interesting states often enough to mean something.
    #expect(confirms > Self.sequences)
    #expect(failures > Self.sequences / 4)
  }

  private func check(_ host: SwipeToConfirmSliderHost, seed: UInt64, step: Int) {
    let p = host.progress
    #expect(p.isFinite && p >= 0 && p <= 1, "seed \(seed) step \(step): p \(p)")
    #expect(host.layout.allNumbers.allSatisfy { $0.isFinite }, "seed \(seed) step \(step)")
    // Pending exactly while the work runs.
    #expect((host.phase == .pending) == host.isWorkRunning, "seed \(seed) step \(step)")
    // A timer runs exactly while confirmed or failed.
    let waits = host.phase == .confirmed || host.phase == .failed
    #expect((host.scheduled != nil) == waits, "seed \(seed) step \(step)")
  }
}
