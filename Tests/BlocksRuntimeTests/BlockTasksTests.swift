import BlocksCore
import Testing

@testable import BlocksRuntime

/// The tasks behind a view's effects, on a virtual clock: a timer fires once at its time, a newer
/// one replaces it, a cancel or the view's disappearance stops everything, and cancelled work
/// never reports back.
@MainActor
@Suite struct BlockTasksTests {
  enum Timer: Hashable, Sendable { case first, second }

  /// What the tasks reported, in order.
  final class Log {
    var entries: [String] = []
  }

  let clock = VirtualClock()
  let log = Log()

  func tasks() -> BlockTasks { BlockTasks(sleep: clock.sleep) }

  func start(_ timer: Timer, after seconds: Double, on tasks: inout BlockTasks) {
    tasks.apply(TimerEffect.start(timer, after: seconds)) { [log] in log.entries.append("\($0)") }
  }

  @Test func aTimerFiresOnceAtItsTimeAndNotBefore() async {
    var tasks = tasks()
    start(.first, after: 0.5, on: &tasks)
    await clock.advance(by: .milliseconds(499))
    #expect(log.entries.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(log.entries == ["first"])
    await clock.advance(by: .seconds(10))
    #expect(log.entries == ["first"])
    #expect(clock.sleeping == 0)
  }

  @Test func aNewTimerReplacesTheRunningOne() async {
    var tasks = tasks()
    start(.first, after: 1, on: &tasks)
    start(.second, after: 2, on: &tasks)
    await clock.advance(by: .seconds(3))
    #expect(log.entries == ["second"])
  }

  @Test func aCancelEffectStopsTheTimer() async {
    var tasks = tasks()
    start(.first, after: 1, on: &tasks)
    await clock.settle()
    #expect(clock.sleeping == 1)
    tasks.apply(TimerEffect<Timer>.cancel) { [log] in log.entries.append("\($0)") }
    await clock.advance(by: .seconds(2))
    #expect(log.entries.isEmpty)
    #expect(clock.sleeping == 0)
  }

  @Test func noEffectLeavesTheTimerRunning() async {
    var tasks = tasks()
    start(.first, after: 1, on: &tasks)
    tasks.apply(TimerEffect<Timer>?.none) { [log] in log.entries.append("\($0)") }
    await clock.advance(by: .seconds(1))
    #expect(log.entries == ["first"])
  }

  /// Machines clamp their own delays; the tasks still never wait a negative, undefined or
  /// unbounded time.
  @Test(arguments: [
    (-1.0, Duration.zero), (.nan, .zero), (.infinity, .zero), (-.infinity, .zero),
    (1e9, .seconds(3_600)),
  ])
  func aDelayIsClampedToAnHour(_ seconds: Double, _ fires: Duration) async {
    var tasks = tasks()
    start(.first, after: seconds, on: &tasks)
    if fires > .zero {
      await clock.advance(by: fires - .milliseconds(1))
      #expect(log.entries.isEmpty)
      await clock.advance(by: .milliseconds(1))
    } else {
      await clock.advance(by: .zero)
    }
    #expect(log.entries == ["first"])
  }

  @Test(arguments: [true, false])
  func workReportsWhetherItReturned(_ succeeds: Bool) async {
    var tasks = tasks()
    tasks.start {
      if !succeeds { throw CancellationError() }
    } report: { [log] in
      log.entries.append("succeeded: \($0)")
    }
    await clock.settle()
    #expect(log.entries == ["succeeded: \(succeeds)"])
  }

  @Test func cancelledWorkNeverReports() async {
    var tasks = tasks()
    tasks.start { [clock] in
      try await clock.sleep(.seconds(1))
    } report: { [log] in
      log.entries.append("succeeded: \($0)")
    }
    await clock.settle()
    tasks.cancelWork()
    await clock.advance(by: .seconds(2))
    #expect(log.entries.isEmpty)
  }

  @Test func newWorkCancelsTheWorkStillRunning() async {
    var tasks = tasks()
    for name in ["first", "second"] {
      tasks.start { [clock] in
        try await clock.sleep(.seconds(1))
      } report: { [log] in
        log.entries.append("\(name): \($0)")
      }
      await clock.settle()
    }
    await clock.advance(by: .seconds(1))
    #expect(log.entries == ["second: true"])
  }

  @Test func aNewerWakeUpOrAnnouncementReplacesTheOneWaiting() async {
    var tasks = tasks()
    tasks.redraw(at: 1) { [log] in log.entries.append("redraw 1") }
    tasks.redraw(at: 0.5) { [log] in log.entries.append("redraw 0.5") }
    tasks.announce(after: 1) { [log] in log.entries.append("first announcement") }
    tasks.announce(after: 2) { [log] in log.entries.append("second announcement") }
    await clock.advance(by: .seconds(3))
    #expect(log.entries == ["redraw 0.5", "second announcement"])
  }

  /// The view went away: nothing it started may run after it.
  @Test func cancelAllStopsEverythingStillWaiting() async {
    var tasks = tasks()
    start(.first, after: 1, on: &tasks)
    tasks.redraw(at: 1) { [log] in log.entries.append("redraw") }
    tasks.announce(after: 1) { [log] in log.entries.append("announcement") }
    tasks.start { [clock] in
      try await clock.sleep(.seconds(1))
    } report: { [log] _ in
      log.entries.append("work")
    }
    await clock.settle()
    #expect(clock.sleeping == 4)
    tasks.cancelAll()
    await clock.advance(by: .seconds(2))
    #expect(log.entries.isEmpty)
    #expect(clock.sleeping == 0)
  }
}
