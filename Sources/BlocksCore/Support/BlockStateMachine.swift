/// A block's headless behaviour: events in, new state and effects out.
///
/// A machine never sleeps, reads a clock or calls back by itself; time and callbacks are effects
/// its host runs. That is what lets every rule be checked without a device, in virtual time, and
/// what lets one runner drive the view.
///
/// Every event comes with the host's time, in seconds on any monotonic clock. A machine keeps the
/// latest time it was given, so it can say where an animated value is drawn at
/// any instant without reading a clock of its own.
public protocol BlockStateMachine: Sendable {
  /// Everything that can happen to the block.
  associatedtype Event: Hashable & Sendable
  /// The block's timers.
  associatedtype Timer: Hashable & Sendable

  /// Handles one event that happened at host time `time` and returns what the host must do.
  ///
  /// Times that go backwards or are not finite count as "no time has passed".
  mutating func send(_ event: Event, at time: Double) -> Effects<Timer>

  /// The timer the machine waits for, if any: the host's one timer slot holds exactly this one,
  /// and every other `timerFired` is stale and ignored.
  var awaitedTimer: Timer? { get }

  /// Whether the block is resting: nothing in flight, no timer needed, ready for a new gesture.
  var isAtRest: Bool { get }

  /// The latest host time the machine was given (0 before the first event): the instant its
  /// state describes.
  var currentTime: Double { get }

  /// The host time at which the values the machine animates itself (its ``AnimatedValue``s)
  /// stop moving; a time in the past when nothing moves.
  ///
  /// A view draws those values frame by frame until then, and no longer.
  var animationEnd: Double { get }

  /// The event a host sends when `timer` elapses.
  static func timerFired(_ timer: Timer) -> Event

  /// The event a host sends when the SwiftUI environment changes, and once on appear.
  static func environmentChanged(_ environment: BlockEnvironment) -> Event

  /// The event a host sends when the view disappears.
  static var disappeared: Event { get }

  /// The event that reports the outcome of asynchronous work, or `nil` for a block whose
  /// callback is never asynchronous.
  static func workCompleted(succeeded: Bool) -> Event?
}

nonisolated extension BlockStateMachine {
  /// Blocks without asynchronous work have no outcome to report.
  public static func workCompleted(succeeded: Bool) -> Event? { nil }
}
