import Testing

@testable import BlocksCore

@Suite("Swipe row: seeded random sequences")
struct CompletionSwipeRowRandomTests {
  static let seeds: [UInt64] = [1, 2, 3, 42, 2_024, 0xDEAD_BEEF, 0x5EED_0001, 987_654_321]

  /// A random event, weighted towards drags so completions actually happen.
  static func randomEvent(using rng: inout SplitMix64) -> CompletionSwipeRowMachine.Event {
    func translation(_ rng: inout SplitMix64) -> Double {
      switch Int.random(in: 0..<20, using: &rng) {
      case 0: .nan
      case 1: .infinity
      case 2: -.infinity
      default: Double.random(in: -400...400, using: &rng)
      }
    }
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<40:
      return .dragChanged(translationX: translation(&rng), translationY: translation(&rng) / 4)
    case 40..<52:
      return .dragEnded(
        translationX: translation(&rng), translationY: translation(&rng) / 4,
        predictedX: translation(&rng) * 3, predictedY: translation(&rng))
    case 52..<56:
      return .dragCancelled
    case 56..<62:
      return .accessibilityActivate
    case 62..<68:
      return .undo
    case 68..<82:
      return .timerFired(
        CompletionSwipeRowMachine.Timer.allCases.randomElement(using: &rng) ?? .slideOut)
    case 82..<86:
      return .disappeared
    case 86..<93:
      return .environmentChanged(
        BlockEnvironment(
          reduceMotion: Bool.random(using: &rng),
          isEnabled: Int.random(in: 0..<4, using: &rng) != 0,
          direction: Bool.random(using: &rng) ? .leftToRight : .rightToLeft))
    case 93..<97:
      let widths: [Double] = [0, -5, .nan, 120, 320, 390, 1_000]
      return .sizeChanged(
        width: widths.randomElement(using: &rng) ?? 320,
        height: Double.random(in: -10...120, using: &rng))
    default:
      let windows: [Double?] = [nil, 0, 1.5, 3, .nan]
      return .undoWindowChanged(windows.randomElement(using: &rng) ?? nil)
    }
  }

  @Test(
    "exactly once: onComplete runs at most once, only on entering done, never after leaving",
    arguments: seeds)
  func exactlyOnce(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for run in 0..<200 {
      var row = CompletionSwipeRowHost(undoWindow: run % 3 == 0 ? 2 : nil)
      var gone = false
      var completedSinceGone = false
      for _ in 0..<80 {
        let event = Self.randomEvent(using: &rng)
        let before = row.machine
        // Play the real host: timers fire only when the virtual clock reaches them, sometimes.
        if Int.random(in: 0..<4, using: &rng) == 0 {
          row.advance(by: Double.random(in: 0...1, using: &rng))
        }
        let effects = row.send(event)
        if case .disappeared = event {
          gone = true
          completedSinceGone = false
        }
        if effects.announcement == CompletionSwipeRowStrings.completed { completedSinceGone = true }
        if effects.callback == .perform {
          #expect(before.phase != .done, "seed \(seed) run \(run)")
          #expect(row.phase == .done, "seed \(seed) run \(run)")
          #expect(row.machine.environment.isEnabled, "seed \(seed) run \(run)")
          #expect(
            !gone || completedSinceGone,
            "a callback after disappearing needs a new completion; seed \(seed) run \(run)")
        }
        if case .disappeared = event {
          #expect(effects.callback == nil, "seed \(seed) run \(run)")
          #expect(effects.timer == .cancel, "seed \(seed) run \(run)")
        }
        #expect(row.performed <= 1, "seed \(seed) run \(run)")
        #expect(row.layout.isFinite, "seed \(seed) run \(run)")
        #expect(row.layout.rowOffset >= 0, "seed \(seed) run \(run)")
        #expect(
          row.performed <= row.announcements.count,
          "every callback follows a Completed announcement; seed \(seed) run \(run)")
      }
      #expect((row.phase == .done) == (row.performed == 1), "seed \(seed) run \(run)")
    }
  }

  @Test(
    "termination: after any sequence, releasing and running the timers comes to rest",
    arguments: seeds)
  func termination(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for run in 0..<200 {
      var row = CompletionSwipeRowHost(undoWindow: run % 2 == 0 ? 1 : nil)
      for _ in 0..<Int.random(in: 1..<60, using: &rng) {
        row.send(Self.randomEvent(using: &rng))
        if Bool.random(using: &rng) { row.advance(by: Double.random(in: 0...0.5, using: &rng)) }
      }
      // When the finger lifts and time runs on
      row.send(.dragCancelled)
      row.runTimers(limit: 4)
      // Then the row is at rest: idle, or done with exactly one callback
      #expect(row.machine.isAtRest, "seed \(seed) run \(run): \(row.phase)")
      #expect(row.scheduled == nil, "seed \(seed) run \(run)")
      #expect(row.phase == .idle || row.phase == .done, "seed \(seed) run \(run)")
      #expect((row.phase == .done) == (row.performed == 1), "seed \(seed) run \(run)")
    }
  }

  @Test("after the view disappears, no sequence of late events calls back", arguments: seeds)
  func nothingAfterDisappear(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for run in 0..<100 {
      var row = CompletionSwipeRowHost(undoWindow: run % 2 == 0 ? 1 : nil)
      // Given a completion in flight
      row.send(.accessibilityActivate)
      row.advance(by: Double.random(in: 0..<0.7, using: &rng))
      guard row.phase != .done else { continue }
      // When the view goes away, then stale timers and time arrive (no new gesture)
      row.send(.disappeared)
      for _ in 0..<20 {
        row.send(
          .timerFired(
            CompletionSwipeRowMachine.Timer.allCases.randomElement(using: &rng) ?? .collapse))
        row.advance(by: Double.random(in: 0...2, using: &rng))
      }
      #expect(row.performed == 0, "seed \(seed) run \(run)")
    }
  }
}
