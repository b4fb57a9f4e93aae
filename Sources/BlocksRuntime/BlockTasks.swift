import BlocksCore

/// The tasks behind a block view's effects: its one timer and its one piece of confirm work.
///
/// Kept in the view's state: starting a timer replaces the running one, a cancel effect or the
/// view's disappearance cancels the tasks, and a cancelled task never reports back, so no timer
/// or work outlives its view.
public struct BlockTasks {
  private var timer: Task<Void, Never>?
  private var work: Task<Void, Never>?
  private var redraw: Task<Void, Never>?
  private var announcement: Task<Void, Never>?
  /// How a task waits out a delay.
  private let sleep: @Sendable (Duration) async throws -> Void

  /// Creates tasks with nothing running.
  public init() {
    self.init(sleep: { try await Task.sleep(for: $0) })
  }

  /// Creates tasks with nothing running that wait out their delays with `sleep` instead of the
  /// system's clock.
  init(sleep: @escaping @Sendable (Duration) async throws -> Void) {
    self.sleep = sleep
  }

  /// Starts or cancels the timer as `effect` asks; `fire` gets the timer when it elapses.
  @MainActor
  public mutating func apply<Timer: Hashable & Sendable>(
    _ effect: TimerEffect<Timer>?, fire: @escaping @MainActor (Timer) -> Void
  ) {
    switch effect {
    case .start(let elapsed, let seconds)?:
      timer?.cancel()
      timer = after(seconds) { fire(elapsed) }
    case .cancel?:
      cancelTimer()
    case nil:
      break
    }
  }

  /// Starts `work`, cancelling any work still running; `report` learns whether it returned
  /// without throwing, unless it was cancelled first.
  @MainActor
  public mutating func start(
    _ work: @escaping @Sendable () async throws -> Void,
    report: @escaping @MainActor (_ succeeded: Bool) -> Void
  ) {
    self.work?.cancel()
    self.work = Task { @MainActor in
      let succeeded: Bool
      do {
        try await work()
        succeeded = true
      } catch {
        succeeded = false
      }
      // A cancelled task's outcome is never reported.
      guard !Task.isCancelled else { return }
      report(succeeded)
    }
  }

  /// Runs `wake` once the machine's own motion has ended, `seconds` from now, replacing any
  /// earlier wake-up.
  @MainActor
  public mutating func redraw(at seconds: Double, wake: @escaping @MainActor () -> Void) {
    redraw?.cancel()
    redraw = after(seconds, fire: wake)
  }

  /// Posts an announcement `seconds` from now, once the change it describes has settled; a
  /// newer announcement replaces one still waiting.
  @MainActor
  public mutating func announce(after seconds: Double, post: @escaping @MainActor () -> Void) {
    announcement?.cancel()
    announcement = after(seconds, fire: post)
  }

  /// Cancels the timer, if one is running.
  public mutating func cancelTimer() {
    timer?.cancel()
    timer = nil
  }

  /// Cancels the work, if it is still running.
  public mutating func cancelWork() {
    work?.cancel()
    work = nil
  }

  /// Cancels everything: the view is going away.
  public mutating func cancelAll() {
    cancelTimer()
    cancelWork()
    redraw?.cancel()
    redraw = nil
    announcement?.cancel()
    announcement = nil
  }

  /// Runs `fire` on the main actor after `seconds`, unless the task is cancelled first.
  @MainActor
  private func after(
    _ seconds: Double, fire: @escaping @MainActor () -> Void
  ) -> Task<Void, Never> {
    // Machines clamp their delays; this only guards a host's own arithmetic.
    let delay = seconds.isFinite ? min(max(seconds, 0), 3_600) : 0
    return Task { @MainActor [sleep] in
      try? await sleep(.seconds(delay))
      guard !Task.isCancelled else { return }
      fire()
    }
  }
}
