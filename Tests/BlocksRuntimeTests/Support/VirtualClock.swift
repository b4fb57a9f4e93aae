/// A clock that stands still until a test moves it, for the tasks behind a view's effects.
///
/// A task that sleeps on it waits until ``advance(by:)`` passes its deadline, or throws
/// `CancellationError` as soon as it is cancelled, as `Task.sleep` does; no real time passes.
@MainActor
final class VirtualClock {
  private struct Sleeper {
    var deadline: Duration
    var continuation: CheckedContinuation<Void, any Error>
  }

  /// How long the test has run, in virtual time.
  private(set) var now: Duration = .zero
  private var sleepers: [Int: Sleeper] = [:]
  private var nextID = 0

  /// The tasks asleep on this clock.
  var sleeping: Int { sleepers.count }

  /// The clock's `sleep`, in the shape `BlockTasks` takes.
  nonisolated var sleep: @Sendable (Duration) async throws -> Void {
    { [self] duration in try await self.sleep(for: duration) }
  }

  /// Suspends the calling task until the clock passes `duration` from now.
  func sleep(for duration: Duration) async throws {
    let id = nextID
    nextID += 1
    let deadline = now + duration
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
        }
      }
    } onCancel: {
      Task { @MainActor in self.wake(id, throwing: CancellationError()) }
    }
  }

  /// Moves the clock on by `duration`, wakes every task whose deadline has come, earliest first,
  /// and lets them run.
  func advance(by duration: Duration) async {
    await settle()
    now += duration
    let due = sleepers.filter { $0.value.deadline <= now }
      .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
    for (id, _) in due {
      wake(id, throwing: nil)
    }
    await settle()
  }

  /// Lets every task that is ready run until it waits again: the main actor's tasks are
  /// interleaved by yielding, a bounded number of times.
  func settle() async {
    for _ in 0..<64 {
      await Task.yield()
    }
  }

  private func wake(_ id: Int, throwing error: (any Error)?) {
    guard let sleeper = sleepers.removeValue(forKey: id) else { return }
    if let error {
      sleeper.continuation.resume(throwing: error)
    } else {
      sleeper.continuation.resume()
    }
  }
}
