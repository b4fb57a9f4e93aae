#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  /// Everything a block view keeps between frames: its machine and the effects in flight.
  public struct BlockState<Machine: BlockStateMachine> {
    /// The block's headless state.
    public var machine: Machine
    /// The timer and the work the machine started.
    public var tasks = BlockTasks()
    /// The latest haptic the machine asked for.
    public var haptic = HapticPulse()
    /// Bumped when the machine's own motion ends, so the view redraws once more and stops its
    /// frame-by-frame timeline.
    public var motionGeneration = 0

    /// Creates the state of a view whose block starts as `machine`.
    public init(machine: Machine) {
      self.machine = machine
    }

    /// Whether the values the machine animates itself are still moving at host time `time`.
    public func isMoving(at time: Double) -> Bool {
      time < machine.animationEnd
    }
  }

  /// Sends events to a block's machine and carries out the effects it returns.
  ///
  /// What a block view does with an event: hand it to the machine with the host's time, apply
  /// the new state inside the animation the machine chose, play its haptic, start or cancel its
  /// timer, run or cancel its callback, and post its announcement.
  @MainActor
  public struct BlockRunner<Machine: BlockStateMachine> {
    /// The view's state.
    public let state: Binding<BlockState<Machine>>
    /// What `perform` runs.
    public let action: BlockAction
    /// The block's strings, for its announcements.
    public let strings: StringTable
    /// The language announcements are spoken in.
    public let locale: Locale
    /// Called with the new state after every event, for what a block hands back to its caller
    /// (such as an index binding).
    public var didChange: (Machine) -> Void = { _ in }

    /// Creates a runner over a view's state.
    ///
    /// - Parameters:
    ///   - state: The view's state.
    ///   - action: What the machine's `perform` effect runs.
    ///   - strings: The block's strings, for its announcements.
    ///   - locale: The language announcements are spoken in.
    ///   - didChange: Called with the new state after every event.
    public init(
      state: Binding<BlockState<Machine>>, action: BlockAction, strings: StringTable,
      locale: Locale, didChange: @escaping (Machine) -> Void = { _ in }
    ) {
      self.state = state
      self.action = action
      self.strings = strings
      self.locale = locale
      self.didChange = didChange
    }

    /// Sends `event` at the current host time and runs the effects; returns them.
    @discardableResult
    public func send(_ event: Machine.Event) -> Effects<Machine.Timer> {
      var next = state.wrappedValue.machine
      let now = BlockClock.now()
      let effects = next.send(event, at: now)
      withAnimation(effects.animation?.swiftUIAnimation) {
        state.wrappedValue.machine = next
      }
      didChange(next)
      if let haptic = effects.haptic { state.wrappedValue.haptic.play(haptic) }
      let end = next.animationEnd
      if end > now {
        state.wrappedValue.tasks.redraw(at: end - now) { state.wrappedValue.motionGeneration &+= 1 }
      }
      state.wrappedValue.tasks.apply(effects.timer) { timer in
        send(Machine.timerFired(timer))
      }
      switch effects.callback {
      case .perform?: perform()
      case .cancelWork?: state.wrappedValue.tasks.cancelWork()
      case nil: break
      }
      if let announcement = effects.announcement {
        let message = strings.string(for: announcement, locale: locale)
        state.wrappedValue.tasks.announce(after: Effects<Machine.Timer>.announcementDelay) {
          AccessibilityNotification.Announcement(message).post()
        }
      }
      return effects
    }

    /// Tells the machine about the environment (on appear and on every change).
    public func environmentChanged(_ environment: BlockEnvironment) {
      send(Machine.environmentChanged(environment))
    }

    /// Tells the machine the view went away and cancels whatever is still running.
    public func disappeared() {
      send(Machine.disappeared)
      state.wrappedValue.tasks.cancelAll()
    }

    private func perform() {
      switch action {
      case .sync(let callback):
        callback()
      case .async(let work):
        state.wrappedValue.tasks.start(work) { succeeded in
          if let outcome = Machine.workCompleted(succeeded: succeeded) { send(outcome) }
        }
      case .none:
        break
      }
    }
  }
#endif
