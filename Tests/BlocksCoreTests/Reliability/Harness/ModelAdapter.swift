import BlocksCore

/// One block as the reliability harness sees it: how to build its machine, which inputs its
/// gestures and sizes produce, how its generic events (timers, work outcomes, environment,
/// disappear) are spelled, and which invariants its layout must keep.
///
/// Adding a machine to model checking, exhaustive checking and fuzzing takes one file with a
/// conforming type, plus its line in ``ModelRegistry/all``. Everything that is common to every
/// block (virtual timers, work, disappear, environment flips, callback bookkeeping, the return to
/// rest) lives in ``ModelChecker`` and is written once.
protocol ModelAdapter: Sendable {
  /// The machine under test.
  associatedtype Machine: BlockStateMachine
  /// What the block's own gestures and measurements can do (press, drag to x, size changes…).
  associatedtype Input: Hashable & Sendable & CustomStringConvertible

  /// A short name for reports and replay commands ("hold-to-confirm-button", "swipe-to-confirm-slider").
  static var name: String { get }

  /// A fresh block in a configuration drawn from `random` (sync or async, durations, sizes…).
  init<R: RandomNumberGenerator>(configurationFrom random: inout R)

  /// The configurations exhaustive checking starts from.
  static var exhaustiveConfigurations: [Self] { get }

  /// The machine as it is now.
  var machine: Machine { get set }

  /// The configuration, for failure reports.
  var configurationDescription: String { get }

  /// A random input, including hostile numbers (NaN, infinities, negative and huge values).
  static func randomInput<R: RandomNumberGenerator>(using random: inout R) -> Input

  /// The small alphabet of steps (about 6 to 9: the block's own inputs and the generic steps
  /// that matter for this configuration) that exhaustive checking combines in every order.
  var smallAlphabet: [ModelStep<Input>] { get }

  /// The inputs that end whatever gesture is in flight (finger lifted, gesture cancelled), in
  /// the order a host would send them. Delivered even after disappear and before checking rest.
  static var releaseInputs: [Input] { get }

  /// The event `input` sends at host time `now`, after updating host-side state (such as the
  /// metrics a layout is drawn with); `nil` when the input changes host-side state only.
  mutating func event(for input: Input, at now: Double) -> Machine.Event?

  /// The event a timer the machine started sends when it elapses.
  static func timerFired(_ timer: Machine.Timer, at now: Double) -> Machine.Event

  /// The event that tells the machine about a new environment (also sent on appear).
  static func environmentChanged(_ environment: BlockEnvironment, at now: Double) -> Machine.Event

  /// The event the view sends when it disappears.
  static func disappeared(at now: Double) -> Machine.Event

  /// The event that reports the outcome of asynchronous work; `nil` for blocks without any.
  static func workOutcome(succeeded: Bool, at now: Double) -> Machine.Event?

  /// Timers the machine never started (forged or from another instance), to deliver as stale.
  static var strayTimers: [Machine.Timer] { get }

  /// Whether the configured callback is asynchronous work that reports back.
  var isAsync: Bool { get }

  /// The environment the machine last stored.
  var environment: BlockEnvironment { get }

  /// The timer the machine waits for, if any: the host's timer slot must hold exactly this one.
  var awaitedTimer: Machine.Timer? { get }

  /// Whether the block has committed to a completion: its callback has run, or its work runs or
  /// has finished (for example the hold button's pending and confirmed phases).
  ///
  /// The harness requires `.perform` exactly on the steps that enter a committed state.
  var isCommitted: Bool { get }

  /// Whether a completion is final: once committed the block never leaves that state (the swipe
  /// row is removed after `onComplete`), so leaving it could only lead to a second callback.
  static var completionIsFinal: Bool { get }

  /// Whether the machine waits for the outcome of asynchronous work.
  var isAwaitingWork: Bool { get }

  /// Whether `key` is in the block's string table (announcements must be localizable).
  static func hasString(_ key: String) -> Bool

  /// The first layout or block-specific invariant that is broken at host time `now`, if any.
  func brokenInvariant(at now: Double) -> String?
}

extension ModelAdapter {
  static var completionIsFinal: Bool { false }

  /// For blocks without timers (an uninhabited timer type): never called, since such a machine
  /// starts no timer and the adapter lists no stray ones.
  static func timerFired(_ timer: Machine.Timer, at now: Double) -> Machine.Event {
    preconditionFailure("\(name) has no timers, yet timer \(timer) fired")
  }
}
