import BlocksCore

/// A rule the harness found broken, with the step that broke it.
struct ModelViolation: Error, CustomStringConvertible {
  /// The rule, in words.
  var rule: String
  /// The index of the step that broke it, or `nil` while settling after the last step.
  var stepIndex: Int?

  var description: String {
    if let stepIndex { return "step \(stepIndex): \(rule)" }
    return "while settling: \(rule)"
  }
}

/// The timer in the host's one slot and when it is due.
struct ScheduledTimer<Timer: Hashable & Sendable>: Hashable, Sendable {
  /// The timer.
  var timer: Timer
  /// The virtual time it is due at.
  var deadline: Double
}

/// Drives one block the way a host does, in virtual time, and checks every rule after every step.
///
/// The host model: one timer slot (a start replaces the running timer, a cancel clears it) that
/// the harness can deliver on time, late or never; stale and forged `timerFired` events; work
/// that starts on `.perform`, is resolved by `workFinished`/`workFailed` and cancelled by
/// `.cancelWork`; a view that can disappear (after which only stale events and a lifted finger
/// arrive) and appear again.
///
/// Rules checked after every step:
/// - the host's timer slot holds exactly the timer the machine waits for; none after disappear;
/// - running work matches the machine waiting for work; none after disappear;
/// - `.perform` exactly on the steps that enter a committed state (so exactly once per
///   completion), never while disabled, never after disappear;
/// - a cancel input (``ModelAdapter/cancelInputs``) never runs the callback and never changes
///   what a gesture commits to (``ModelAdapter/gestureOutcome``): cancelled is not lifted;
/// - stale timers and stale work outcomes are ignored (no effects);
/// - timer delays and motions are finite and not negative; no overshooting motion with Reduce
///   Motion; announcements are in the block's string table;
/// - the block's own layout invariants (finite numbers within bounds, index in range…).
///
/// ``settle(workSucceeds:)`` then lifts any finger, resolves running work and runs the timers
/// out: the machine must be at rest.
struct ModelChecker<A: ModelAdapter> {
  typealias Step = ModelStep<A.Input>
  typealias Timer = A.Machine.Timer

  /// The block under test.
  private(set) var adapter: A
  /// Virtual host time in seconds.
  private(set) var now = 0.0
  /// The host's one timer slot: the running timer and its deadline.
  private(set) var scheduled: ScheduledTimer<Timer>?
  /// Every timer the machine started, in order (the pool of stale timers).
  private(set) var startedTimers: [Timer] = []
  /// The environment the host has (and delivers on appear).
  private(set) var environment: BlockEnvironment
  /// Whether the view has disappeared.
  private(set) var isGone = false
  /// Whether asynchronous work is running.
  private(set) var workInFlight = false
  /// How many times the callback ran or its work started.
  private(set) var performs = 0
  /// How many times running work was cancelled.
  private(set) var cancelledWork = 0
  /// Every step applied, for the failure report.
  private(set) var steps: [Step] = []

  /// Starts a block: the host sends its environment on appear.
  init(_ adapter: A) throws(ModelViolation) {
    self.adapter = adapter
    environment = adapter.environment
    try deliver(A.Machine.environmentChanged(environment), stepIndex: nil)
    try checkInvariants(stepIndex: nil)
  }

  // MARK: - Steps

  /// Applies one step and checks every rule.
  mutating func apply(_ step: Step) throws(ModelViolation) {
    let index = steps.count
    steps.append(step)
    switch step {
    case .input(let input):
      try deliverInput(input, stepIndex: index)
    case .toggleEnabled:
      environment.isEnabled.toggle()
      try deliverEnvironment(stepIndex: index)
    case .toggleReduceMotion:
      environment.reduceMotion.toggle()
      try deliverEnvironment(stepIndex: index)
    case .flipDirection:
      environment.direction = environment.direction == .leftToRight ? .rightToLeft : .leftToRight
      try deliverEnvironment(stepIndex: index)
    case .wait(let seconds):
      if seconds.isFinite, seconds > 0 { now += seconds }
    case .fireDue:
      try fireDue(stepIndex: index)
    case .fireStale(let pick):
      try fireStale(pick: pick, stepIndex: index)
    case .finishWork:
      try resolveWork(succeeded: true, stepIndex: index)
    case .failWork:
      try resolveWork(succeeded: false, stepIndex: index)
    case .disappear:
      try deliver(A.Machine.disappeared, movesDrawnValue: true, stepIndex: index)
      isGone = true
      if scheduled != nil {
        throw ModelViolation(rule: "a timer is left running after disappear", stepIndex: index)
      }
      if workInFlight {
        throw ModelViolation(rule: "work is left running after disappear", stepIndex: index)
      }
    case .appear:
      if isGone {
        isGone = false
        try deliver(A.Machine.environmentChanged(environment), stepIndex: index)
      }
    }
    try checkInvariants(stepIndex: index)
  }

  /// Lifts any finger, resolves running work, runs the timers out and requires rest.
  mutating func settle(workSucceeds: Bool = true) throws(ModelViolation) {
    for input in A.releaseInputs {
      try deliverInput(input, stepIndex: nil)
      try checkInvariants(stepIndex: nil)
    }
    var rounds = 0
    while workInFlight || scheduled != nil {
      rounds += 1
      if rounds > 64 {
        throw ModelViolation(
          rule: "timers or work never stop: still busy after 64 rounds", stepIndex: nil)
      }
      if workInFlight {
        try resolveWork(succeeded: workSucceeds, stepIndex: nil)
      } else {
        try fireDue(stepIndex: nil)
      }
      try checkInvariants(stepIndex: nil)
    }
    guard adapter.machine.isAtRest else {
      throw ModelViolation(
        rule: "not at rest once events stopped and timers ran out", stepIndex: nil)
    }
  }

  /// A failure report: the rule, the configuration and the steps that led there.
  func report(_ violation: ModelViolation) -> String {
    var lines = ["\(A.name): \(violation)", "configuration: \(adapter.configurationDescription)"]
    for (index, step) in steps.enumerated() {
      lines.append("  \(index): \(step)")
    }
    return lines.joined(separator: "\n")
  }

  // MARK: - Host

  private mutating func deliverInput(_ input: A.Input, stepIndex: Int?) throws(ModelViolation) {
    // A gone view gets no new gestures; only a finger that lifts may still report.
    if isGone, !A.releaseInputs.contains(input) { return }
    guard let event = adapter.event(for: input) else { return }
    let outcomeBefore = adapter.gestureOutcome
    let effects = try deliver(
      event, at: now + A.timeSkew(of: input), movesDrawnValue: true, stepIndex: stepIndex)
    guard A.cancelInputs.contains(input) else { return }
    // Cancelled is not lifted: a cancel confirms nothing, completes nothing, turns no page.
    if effects.callback == .perform {
      throw ModelViolation(
        rule: "a cancelled gesture ran the callback (input \(input), effects \(effects))",
        stepIndex: stepIndex)
    }
    let outcomeAfter = adapter.gestureOutcome
    if outcomeAfter != outcomeBefore {
      throw ModelViolation(
        rule:
          "a cancelled gesture changed what it commits to from \(outcomeBefore) to "
          + "\(outcomeAfter) (input \(input), effects \(effects))",
        stepIndex: stepIndex)
    }
  }

  private mutating func deliverEnvironment(stepIndex: Int) throws(ModelViolation) {
    // A gone view hears about the environment when it appears again.
    guard !isGone else { return }
    try deliver(A.Machine.environmentChanged(environment), stepIndex: stepIndex)
    if adapter.environment != environment {
      throw ModelViolation(rule: "the machine did not store the environment", stepIndex: stepIndex)
    }
  }

  private mutating func fireDue(stepIndex: Int?) throws(ModelViolation) {
    guard let running = scheduled else { return }
    if running.deadline > now { now = running.deadline }
    scheduled = nil
    try deliver(A.Machine.timerFired(running.timer), stepIndex: stepIndex)
  }

  private mutating func fireStale(pick: UInt8, stepIndex: Int) throws(ModelViolation) {
    let strays = A.strayTimers
    let total = startedTimers.count + strays.count
    guard total > 0 else { return }
    var choice = Int(pick) % total
    // Skip the running timer itself: delivering it early is not something a host does.
    for _ in 0..<total {
      let timer =
        choice < startedTimers.count
        ? startedTimers[choice] : strays[choice - startedTimers.count]
      if timer != scheduled?.timer {
        let effects = try deliver(A.Machine.timerFired(timer), stepIndex: stepIndex)
        if !effects.isEmpty {
          throw ModelViolation(
            rule: "a stale timer \(timer) was not ignored: \(effects)", stepIndex: stepIndex)
        }
        return
      }
      choice = (choice + 1) % total
    }
  }

  private mutating func resolveWork(succeeded: Bool, stepIndex: Int?) throws(ModelViolation) {
    guard let event = A.Machine.workCompleted(succeeded: succeeded) else { return }
    let wasRunning = workInFlight
    workInFlight = false
    let effects = try deliver(event, stepIndex: stepIndex)
    if !wasRunning, !effects.isEmpty {
      throw ModelViolation(
        rule: "a stale work outcome (no work running) was not ignored: \(effects)",
        stepIndex: stepIndex)
    }
  }

  /// Sends one event and plays its effects as the view does, checking each effect.
  @discardableResult
  private mutating func deliver(
    _ event: A.Machine.Event, at time: Double? = nil, movesDrawnValue: Bool = false,
    stepIndex: Int?
  ) throws(ModelViolation) -> Effects<Timer> {
    let wasCommitted = adapter.isCommitted
    let wasEnabled = adapter.environment.isEnabled
    // The drawn value is compared at the instant the machine handles the event: its own clock,
    // which a skewed timestamp may have moved past the host's.
    let sent = time ?? now
    let instant =
      sent.isFinite ? max(adapter.machine.currentTime, sent) : adapter.machine.currentTime
    let drawnBefore = adapter.drawnValue(at: instant)
    let hadReduceMotion = adapter.environment.reduceMotion
    let effects = adapter.machine.send(event, at: time ?? now)
    let isCommitted = adapter.isCommitted
    func broken(_ rule: String) -> ModelViolation {
      ModelViolation(rule: "\(rule) (event \(event), effects \(effects))", stepIndex: stepIndex)
    }
    // With Reduce Motion some changes apply at once by design (the row's spring back, the
    // pager's settle); otherwise only the finger and the size move the drawn value.
    let mayJump = movesDrawnValue || hadReduceMotion || adapter.environment.reduceMotion
    if !mayJump, let before = drawnBefore, let after = adapter.drawnValue(at: instant),
      abs(after - before) > 1e-9 * max(1, abs(before))
    {
      throw broken("the drawn value jumped from \(before) to \(after)")
    }

    switch effects.callback {
    case .perform?:
      performs += 1
      if !wasEnabled || !adapter.environment.isEnabled {
        throw broken("the callback ran while disabled")
      }
      if isGone { throw broken("the callback ran after disappear") }
      if wasCommitted { throw broken("the callback ran again for the same completion") }
      if !isCommitted { throw broken("the callback ran without a completion") }
      if adapter.isAsync {
        if workInFlight { throw broken("work started while earlier work still runs") }
        workInFlight = true
      }
    case .cancelWork?:
      if workInFlight { cancelledWork += 1 }
      workInFlight = false
    case nil:
      if !wasCommitted, isCommitted { throw broken("a completion without its callback") }
    }
    if A.completionIsFinal, wasCommitted, !isCommitted {
      throw broken("a final completion was undone, so the callback could run twice")
    }

    switch effects.timer {
    case .start(let timer, let seconds)?:
      if isGone { throw broken("a timer started after disappear") }
      guard seconds.isFinite, seconds >= 0 else { throw broken("a timer delay is not usable") }
      // Every duration a caller gives is clamped to a documented range topping out at a minute.
      guard seconds <= 60 else { throw broken("a timer delay of \(seconds) s is over a minute") }
      scheduled = ScheduledTimer(timer: timer, deadline: now + seconds)
      startedTimers.append(timer)
    case .cancel?:
      scheduled = nil
    case nil:
      break
    }

    if let motion = effects.animation {
      if let problem = Self.problem(with: motion, reduceMotion: adapter.environment.reduceMotion) {
        throw broken(problem)
      }
    }
    if let announcement = effects.announcement, !A.hasString(announcement.key) {
      throw broken("announcement \(announcement.key) is not in the string table")
    }
    return effects
  }

  private func checkInvariants(stepIndex: Int?) throws(ModelViolation) {
    let awaited = adapter.machine.awaitedTimer
    if scheduled?.timer != awaited {
      throw ModelViolation(
        rule:
          "the host runs timer \(String(describing: scheduled?.timer)) but the machine waits for "
          + "\(String(describing: awaited))",
        stepIndex: stepIndex)
    }
    if workInFlight != adapter.isAwaitingWork {
      throw ModelViolation(
        rule: "work running: \(workInFlight), machine waiting for work: \(adapter.isAwaitingWork)",
        stepIndex: stepIndex)
    }
    if let problem = adapter.brokenInvariant(at: now) {
      throw ModelViolation(rule: problem, stepIndex: stepIndex)
    }
  }

  /// What is wrong with a motion, if anything: non-finite or negative numbers, or an overshoot
  /// with Reduce Motion on.
  static func problem(with motion: Motion, reduceMotion: Bool) -> String? {
    guard motion.delay.isFinite, motion.delay >= 0 else { return "a motion delay is not usable" }
    let duration: Double
    var overshoots = false
    switch motion.kind {
    case .none: return nil
    case .curve(_, let d):
      duration = d
    case .spring(let d, let bounce):
      duration = d
      overshoots = !(bounce <= 0)
    }
    guard duration.isFinite, duration >= 0 else { return "a motion duration is not usable" }
    if reduceMotion, overshoots { return "a bouncing motion with Reduce Motion on" }
    return nil
  }
}
