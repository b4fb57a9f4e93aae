/// A block's headless behaviour: events in, new state and effects out.
///
/// A machine never sleeps, reads a clock or calls back by itself; time and callbacks are effects
/// its host runs. That is what lets every rule of a block be checked on Linux, in virtual time,
/// and what lets one harness drive all blocks with random event sequences.
public protocol BlockStateMachine: Sendable {
  /// Everything that can happen to the block.
  associatedtype Event: Sendable
  /// The block's timers.
  associatedtype Timer: Hashable & Sendable

  /// Handles one event and returns what the host must do.
  mutating func send(_ event: Event) -> Effects<Timer>

  /// Whether the block is resting: nothing in flight, no timer needed, ready for a new gesture.
  var isAtRest: Bool { get }
}
