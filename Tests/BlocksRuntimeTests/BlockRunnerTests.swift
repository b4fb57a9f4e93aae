#if canImport(SwiftUI)
  import BlocksCore
  import Foundation
  import SwiftUI
  import Testing

  @testable import BlocksRuntime

  /// What a block view does with an event, on a virtual clock: the new state, the haptic, the
  /// callback or the work and its outcome, the timer, the wake-up when motion ends, and nothing
  /// after the view goes away.
  @MainActor
  @Suite struct BlockRunnerTests {
    /// A machine that records what it was sent and answers each event with one effect.
    struct Recorder: BlockStateMachine {
      enum Event: Hashable, Sendable {
        case tap, buzz, perform, cancelWork, animate
        case startTimer(after: Double)
        case timerFired(Timer)
        case environmentChanged(BlockEnvironment)
        case disappeared
        case workFinished(succeeded: Bool)
      }

      enum Timer: Hashable, Sendable { case tick }

      private(set) var received: [Event] = []
      private(set) var currentTime = 0.0
      private(set) var animationEnd = 0.0

      mutating func send(_ event: Event, at time: Double) -> Effects<Timer> {
        received.append(event)
        currentTime = time
        switch event {
        case .buzz: return Effects(haptic: .success)
        case .perform: return Effects(callback: .perform)
        case .cancelWork: return Effects(callback: .cancelWork)
        case .animate:
          animationEnd = time + 0.3
          return Effects(animation: .smooth(duration: 0.3))
        case .startTimer(let seconds): return Effects(timer: .start(.tick, after: seconds))
        default: return .none
        }
      }

      var awaitedTimer: Timer? { nil }
      var isAtRest: Bool { true }
      static func timerFired(_ timer: Timer) -> Event { .timerFired(timer) }
      static func environmentChanged(_ environment: BlockEnvironment) -> Event {
        .environmentChanged(environment)
      }
      static var disappeared: Event { .disappeared }
      static func workCompleted(succeeded: Bool) -> Event? { .workFinished(succeeded: succeeded) }
    }

    /// What the runner handed back to its caller.
    final class Calls {
      var changes = 0
      var callbacks = 0
    }

    let clock = VirtualClock()
    let calls = Calls()
    let state: Binding<BlockState<Recorder>>

    init() {
      var initial = BlockState(machine: Recorder())
      initial.tasks = BlockTasks(sleep: clock.sleep)
      #if os(Linux)
        // The SwiftUI stand-in cannot run `Binding(get:set:)`; its `State` keeps its value
        // outside a view, which SwiftUI's does not.
        state = State(initialValue: initial).projectedValue
      #else
        let box = Box(initial)
        state = Binding(get: { box.value }, set: { box.value = $0 })
      #endif
    }

    /// A value a binding reads and writes.
    @MainActor
    final class Box {
      var value: BlockState<Recorder>
      init(_ value: BlockState<Recorder>) { self.value = value }
    }

    var received: [Recorder.Event] { state.wrappedValue.machine.received }

    func runner(_ action: BlockAction = .none) -> BlockRunner<Recorder> {
      BlockRunner(
        state: state, action: action,
        strings: StringTable(name: "Recorder", [.english: [:], .spanish: [:]]),
        locale: Locale(identifier: "en")
      ) { [calls] _ in calls.changes += 1 }
    }

    @Test func anEventChangesTheStateAndIsHandedBack() {
      runner().send(.tap)
      #expect(received == [.tap])
      #expect(calls.changes == 1)
      #expect(state.wrappedValue.haptic.count == 0)
    }

    @Test func aHapticEffectPlaysOnePulseEach() {
      let runner = runner()
      runner.send(.buzz)
      runner.send(.buzz)
      #expect(state.wrappedValue.haptic.haptic == .success)
      #expect(state.wrappedValue.haptic.count == 2)
    }

    @Test func performRunsTheCallbackOncePerEffect() {
      let runner = runner(.sync { [calls] in calls.callbacks += 1 })
      runner.send(.perform)
      #expect(calls.callbacks == 1)
      runner.send(.tap)
      #expect(calls.callbacks == 1)
    }

    @Test(arguments: [true, false])
    func theWorksOutcomeGoesBackToTheMachine(_ succeeds: Bool) async {
      let runner = runner(
        .async { [clock] in
          try await clock.sleep(.seconds(1))
          if !succeeds { throw CancellationError() }
        })
      runner.send(.perform)
      await clock.advance(by: .milliseconds(999))
      #expect(received == [.perform])
      await clock.advance(by: .milliseconds(1))
      #expect(received == [.perform, .workFinished(succeeded: succeeds)])
    }

    @Test func cancelledWorkIsNeverReported() async {
      let runner = runner(.async { [clock] in try await clock.sleep(.seconds(1)) })
      runner.send(.perform)
      await clock.settle()
      runner.send(.cancelWork)
      await clock.advance(by: .seconds(2))
      #expect(received == [.perform, .cancelWork])
    }

    @Test func aTimerFiresBackIntoTheMachine() async {
      runner().send(.startTimer(after: 0.6))
      await clock.advance(by: .milliseconds(599))
      #expect(received == [.startTimer(after: 0.6)])
      await clock.advance(by: .milliseconds(1))
      #expect(received == [.startTimer(after: 0.6), .timerFired(.tick)])
    }

    /// The machine's own motion: the view redraws once more when it ends, so its timeline stops.
    @Test func theViewWakesOnceWhenTheMachinesMotionEnds() async {
      runner().send(.animate)
      await clock.settle()
      #expect(state.wrappedValue.motionGeneration == 0)
      await clock.advance(by: .milliseconds(400))
      #expect(state.wrappedValue.motionGeneration == 1)
    }

    @Test func nothingRunsAfterTheViewDisappears() async {
      let runner = runner(.async { [clock] in try await clock.sleep(.seconds(1)) })
      runner.send(.startTimer(after: 1))
      runner.send(.perform)
      await clock.settle()
      runner.disappeared()
      await clock.advance(by: .seconds(2))
      #expect(received == [.startTimer(after: 1), .perform, .disappeared])
      #expect(clock.sleeping == 0)
    }

    @Test func theEnvironmentIsSentAsAnEvent() {
      let environment = BlockEnvironment(reduceMotion: true)
      runner().environmentChanged(environment)
      #expect(received == [.environmentChanged(environment)])
    }
  }
#endif
