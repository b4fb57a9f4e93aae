nonisolated extension RepeatStepperMachine {
  /// One of the stepper's two buttons.
  public enum Button: Hashable, Sendable, CaseIterable {
    /// The minus button: steps toward the lower bound.
    case decrement
    /// The plus button: steps toward the upper bound.
    case increment
  }

  /// A key that steps the stepper, from Full Keyboard Access or a hardware keyboard.
  ///
  /// The left and right arrows are in screen terms: the machine mirrors them in right-to-left
  /// layouts, where the minus button is on the right.
  public enum Key: Hashable, Sendable, CaseIterable {
    /// The left arrow key.
    case left
    /// The right arrow key.
    case right
    /// The up arrow key: one step up.
    case up
    /// The down arrow key: one step down.
    case down
    /// The + key: one step up.
    case plus
    /// The − key: one step down.
    case minus
  }

  /// The stepper's one timer: the hold delay, then each repeat.
  ///
  /// Each start gets a new generation, so a late or duplicate `timerFired` for an earlier start is
  /// recognised as stale and ignored.
  public struct Timer: Hashable, Sendable, CustomStringConvertible {
    /// Counts the timers the machine has started.
    public let generation: Int

    /// Creates the identifier of the timer started as number `generation`.
    public init(generation: Int) {
      self.generation = generation
    }

    /// The timer's name, for test output.
    public var description: String { "repeat#\(generation)" }
  }
}

nonisolated extension RepeatStepperMachine {
  /// What the caller configured: the bounds, the step and whether stepping past a bound wraps,
  /// made usable.
  ///
  /// Every caller value passes through here before a rule sees it: a step of 0 or less is 1, and
  /// bounds of a single value (or reversed ones, built unchecked) make the stepper inert, showing
  /// the value and taking no input.
  public struct Configuration: Hashable, Sendable {
    /// The smallest value.
    public let lowerBound: Int
    /// The largest value.
    public let upperBound: Int
    /// How far one step moves the value: at least 1.
    public let step: Int
    /// Whether stepping past a bound lands on the other bound.
    public let wraps: Bool

    /// Makes `bounds`, `step` and `wraps` usable.
    public init(bounds: ClosedRange<Int> = 0...99, step: Int = 1, wraps: Bool = false) {
      lowerBound = bounds.lowerBound
      upperBound = bounds.upperBound
      self.step = max(step, 1)
      self.wraps = wraps
    }

    /// Whether the bounds hold one value only (or are reversed): the stepper shows the value and
    /// takes no input.
    public var isInert: Bool { !(lowerBound < upperBound) }

    /// `value` clamped into the bounds (the lower bound when inert).
    public func clamped(_ value: Int) -> Int {
      guard !isInert else { return lowerBound }
      return min(max(value, lowerBound), upperBound)
    }

    /// The value one press of `button` makes from `value`.
    ///
    /// The value moves `step` further, clamped to the bound it would pass, or with ``wraps`` onto
    /// the other bound (as `UIStepper` wraps). The arithmetic never overflows, whatever the
    /// bounds.
    public func stepped(_ value: Int, by button: Button) -> Int {
      guard !isInert else { return lowerBound }
      let value = clamped(value)
      switch button {
      case .increment:
        let (next, overflow) = value.addingReportingOverflow(step)
        guard overflow || next > upperBound else { return next }
        return wraps ? lowerBound : upperBound
      case .decrement:
        let (next, overflow) = value.subtractingReportingOverflow(step)
        guard overflow || next < lowerBound else { return next }
        return wraps ? upperBound : lowerBound
      }
    }

    /// Whether `button` can step from `value`: not at its bound unless the stepper wraps, and
    /// never when inert.
    public func canStep(_ button: Button, from value: Int) -> Bool {
      guard !isInert else { return false }
      if wraps { return true }
      return button == .increment ? value < upperBound : value > lowerBound
    }
  }
}
