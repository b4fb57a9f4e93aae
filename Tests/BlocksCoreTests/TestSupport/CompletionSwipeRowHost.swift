@testable import BlocksCore

/// The virtual host driving a completion swipe row.
typealias CompletionSwipeRowHost = VirtualHost<CompletionSwipeRowMachine>

extension VirtualHost where Machine == CompletionSwipeRowMachine {
  /// A host with a row of the given size, told about its environment and size like the view
  /// does on appear.
  init(
    width: Double = 320, height: Double = 64, undoWindow: Double? = nil,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.init(CompletionSwipeRowMachine(undoWindow: undoWindow, environment: environment))
    send(.environmentChanged(environment))
    send(.sizeChanged(width: width, height: height))
  }

  /// The row's layout now, on the default green tint.
  var layout: CompletionSwipeRowLayout { CompletionSwipeRowLayout(machine) }
  /// The row's phase.
  var phase: CompletionSwipeRowMachine.Phase { machine.phase }
  /// +1 or −1: forward in screen points.
  var sign: Double { machine.environment.direction.forwardSign }

  /// Moves a finger along a straight line from the origin to (`forward`, `down`) in forward
  /// terms, in `steps` samples, converting to screen points for the current direction.
  mutating func move(forward: Double, down: Double, steps: Int = 8) {
    let count = max(steps, 1)
    for step in 1...count {
      let t = Double(step) / Double(count)
      send(.dragChanged(translationX: forward * t * sign, translationY: down * t))
    }
  }

  /// Lifts the finger at (`forward`, `down`) with a predicted end translation (defaults to the
  /// translation itself: a slow release).
  @discardableResult
  mutating func release(
    forward: Double, down: Double, predictedForward: Double? = nil, predictedDown: Double? = nil
  ) -> Effects<CompletionSwipeRowMachine.Timer> {
    send(
      .dragEnded(
        translationX: forward * sign, translationY: down,
        predictedX: (predictedForward ?? forward) * sign, predictedY: predictedDown ?? down))
  }

  /// A whole swipe: move, then release.
  mutating func swipe(
    forward: Double, down: Double = 0, predictedForward: Double? = nil,
    predictedDown: Double? = nil
  ) {
    move(forward: forward, down: down)
    release(
      forward: forward, down: down, predictedForward: predictedForward,
      predictedDown: predictedDown)
  }
}

extension CompletionSwipeRowLayout {
  /// Whether every number of the layout is finite.
  var isFinite: Bool {
    rowOffset.isFinite && (rowHeight ?? 0).isFinite && tintOpacity.isFinite
      && checkmarkScale.isFinite && checkmarkOpacity.isFinite && checkmarkLeadingInset.isFinite
      && opacity.isFinite
  }
}
