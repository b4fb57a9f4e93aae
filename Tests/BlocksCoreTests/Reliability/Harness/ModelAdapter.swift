import BlocksCore

/// One block as the reliability harness sees it: how to build its machine, which inputs its
/// gestures and sizes produce, how its generic events (timers, work outcomes, environment,
/// disappear) are spelled, and which invariants its layout must keep.
///
/// Adding a machine to model checking, exhaustive checking and fuzzing takes one file with a
/// conforming type and its machine's conformance to ``ModeledMachine``, which
/// ``ModelRegistry/all`` finds from the block's registration. Everything that is common to every
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
  ///
  /// This is the block's one random input generator: model checking, fuzzing and the seeded
  /// sequence tests of each machine (through `RandomHostActions`) all draw from it.
  static func randomInput<R: RandomNumberGenerator>(using random: inout R) -> Input

  /// The small alphabet of steps (about 6 to 9: the block's own inputs and the generic steps
  /// that matter for this configuration) that exhaustive checking combines in every order.
  var smallAlphabet: [ModelStep<Input>] { get }

  /// The inputs that end whatever gesture is in flight (finger lifted, gesture cancelled), in
  /// the order a host would send them. Delivered even after disappear and before checking rest.
  static var releaseInputs: [Input] { get }

  /// The event `input` sends, after updating host-side state (such as the metrics a layout is
  /// drawn with); `nil` when the input changes host-side state only. Timers, environment changes,
  /// disappearing and work outcomes are spelled by the machine itself (``BlockStateMachine``).
  mutating func event(for input: Input) -> Machine.Event?

  /// How far the timestamp of `input`'s event is from the host's time: 0 normally; NaN,
  /// infinities, backwards and far-future values model a broken clock.
  static func timeSkew(of input: Input) -> Double

  /// Timers the machine never started (forged or from another instance), to deliver as stale.
  static var strayTimers: [Machine.Timer] { get }

  /// Whether the configured callback is asynchronous work that reports back.
  var isAsync: Bool { get }

  /// The environment the machine last stored.
  var environment: BlockEnvironment { get }

  /// Whether the block has committed to a completion: its callback has run, or its work runs or
  /// has finished (for example the hold button's pending and confirmed phases).
  ///
  /// The harness requires `.perform` exactly on the steps that enter a committed state.
  var isCommitted: Bool { get }

  /// The inputs by which the system cancels the gesture in flight (a scroll view or a call takes
  /// the drag or the press). A cancel is never a success: it must not confirm, complete or turn
  /// the page, whatever the gesture's progress.
  static var cancelInputs: [Input] { get }

  /// What a successful gesture commits to, which a cancelled one must leave as it is.
  ///
  /// By default whether the block is committed (``isCommitted``). The row counts a completion on
  /// its way (sliding out, waiting for Undo) before `onComplete` runs; the pager, which has no
  /// callback, commits to the page it shows.
  var gestureOutcome: AnyHashable { get }

  /// Whether a completion is final: once committed the block never leaves that state (the swipe
  /// row is removed after `onComplete`), so leaving it could only lead to a second callback.
  static var completionIsFinal: Bool { get }

  /// Whether the machine waits for the outcome of asynchronous work.
  var isAwaitingWork: Bool { get }

  /// Whether `key` is in the block's string table (announcements must be localizable).
  static func hasString(_ key: String) -> Bool

  /// The value the machine draws itself at host time `time` (the thumb's progress, the ring's
  /// trim, the row's offset, the pager's position), or `nil` for a block without one.
  ///
  /// Only the finger and the size may move it at an instant; every other event (timers, work,
  /// the environment) leaves it where it is drawn and animates from there, so nothing ever
  /// jumps on screen and a touch always finds it where it shows.
  func drawnValue(at time: Double) -> Double?

  /// The first layout or block-specific invariant that is broken at host time `now`, if any.
  func brokenInvariant(at now: Double) -> String?
}

extension ModelAdapter {
  static var completionIsFinal: Bool { false }

  var gestureOutcome: AnyHashable { AnyHashable(isCommitted) }

  static func timeSkew(of input: Input) -> Double { 0 }

  func drawnValue(at time: Double) -> Double? { nil }
}
