@testable import BlocksCore

/// What a virtual host does for one random step.
enum HostAction<Machine: BlockStateMachine> {
  /// Sends the event at the host's time.
  case send(Machine.Event)
  /// Lets virtual time pass; the host fires every timer that falls due on the way.
  case wait(Double)
  /// Nothing reaches the machine: the step changed host-side state only (such as the metrics a
  /// layout is drawn with), or asked for something there is none of (no timer running, no
  /// asynchronous work for this block).
  case none
}

/// Seeded random steps for a ``VirtualHost``, drawn from the block's one random generator: the
/// reliability harness's ``ModelStep/random(for:using:)``, which takes the block's own inputs from
/// its adapter's `randomInput(using:)`.
///
/// Inputs become events through the adapter's `event(for:)`; timers, work outcomes, environment
/// changes and disappearing are spelled by the machine itself (``BlockStateMachine``). The adapter
/// only translates (and keeps host-side state such as the hold button's metrics): the machine
/// under test is the host's.
struct RandomHostActions<A: ModelAdapter> {
  /// The block's adapter, translating inputs into events.
  private(set) var adapter: A
  /// The environment the host has; environment steps change it and send it.
  private(set) var environment: BlockEnvironment

  /// Steps for a block configured like `adapter`, starting from its environment.
  init(_ adapter: A) {
    self.adapter = adapter
    environment = adapter.environment
  }

  /// The next random action for `host`.
  mutating func next<R: RandomNumberGenerator>(
    for host: VirtualHost<A.Machine>, using random: inout R
  ) -> HostAction<A.Machine> {
    action(for: ModelStep<A.Input>.random(for: A.self, using: &random), host: host)
  }

  /// The action `step` stands for on `host`.
  mutating func action(
    for step: ModelStep<A.Input>, host: VirtualHost<A.Machine>
  ) -> HostAction<A.Machine> {
    switch step {
    case .input(let input):
      guard let event = adapter.event(for: input) else { return .none }
      return .send(event)
    case .toggleEnabled:
      environment.isEnabled.toggle()
      return .send(A.Machine.environmentChanged(environment))
    case .toggleReduceMotion:
      environment.reduceMotion.toggle()
      return .send(A.Machine.environmentChanged(environment))
    case .flipDirection:
      environment.direction = environment.direction == .leftToRight ? .rightToLeft : .leftToRight
      return .send(A.Machine.environmentChanged(environment))
    case .appear:
      // The host sends its environment, as on appear.
      return .send(A.Machine.environmentChanged(environment))
    case .wait(let seconds):
      return .wait(seconds)
    case .fireDue:
      guard let running = host.scheduled else { return .none }
      return .wait(max(running.due - host.now, 0))
    case .fireStale(let pick):
      return staleTimer(pick: pick, host: host).map { .send(A.Machine.timerFired($0)) } ?? .none
    case .finishWork:
      guard let event = A.Machine.workCompleted(succeeded: true) else { return .none }
      return .send(event)
    case .failWork:
      guard let event = A.Machine.workCompleted(succeeded: false) else { return .none }
      return .send(event)
    case .disappear:
      return .send(A.Machine.disappeared)
    }
  }

  /// A timer that is not the running one; only the host's clock fires the running timer.
  ///
  /// It is picked like the harness does: from the timers the host started, then the adapter's
  /// stray ones.
  private func staleTimer(pick: UInt8, host: VirtualHost<A.Machine>) -> A.Machine.Timer? {
    let pool = host.startedTimers + A.strayTimers
    guard !pool.isEmpty else { return nil }
    for offset in 0..<pool.count {
      let timer = pool[(Int(pick) + offset) % pool.count]
      if timer != host.scheduled?.timer { return timer }
    }
    return nil
  }
}
