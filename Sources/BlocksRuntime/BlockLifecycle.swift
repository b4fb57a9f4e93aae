#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  /// What a block view does around its machine, once: plays its haptics, tells it the
  /// environment on appear and on every change, reports a touch whose gesture state resets, and
  /// lets it go when the view disappears.
  public struct BlockLifecycle<Machine: BlockStateMachine>: ViewModifier {
    /// The view's runner.
    public let runner: BlockRunner<Machine>
    /// The latest haptic the machine asked for.
    public let haptic: HapticPulse
    /// The environment as the machine sees it.
    public let environment: BlockEnvironment
    /// The block's gesture state: true while a touch is down.
    public let isTouching: Bool
    /// The event a touch sends when it begins, for a block that needs one (a press).
    public var touchBegan: Machine.Event?
    /// The event a touch sends when its gesture state resets: the machine's cancelled event, or
    /// `nil` for a block that tracks its touches itself (as on two buttons).
    public let touchReset: Machine.Event?
    /// What appearing does, when it is more than telling the machine the environment.
    public var appeared: (() -> Void)?

    /// Creates the lifecycle of a block view whose machine `runner` drives.
    ///
    /// - Parameters:
    ///   - runner: The view's runner.
    ///   - haptic: The latest haptic the machine asked for.
    ///   - environment: The environment as the machine sees it.
    ///   - isTouching: The block's gesture state: true while a touch is down.
    ///   - touchBegan: The event a touch sends when it begins, if the block needs one.
    ///   - touchReset: The event sent when the gesture state resets, or `nil`.
    ///   - appeared: What appearing does instead of telling the machine the environment.
    public init(
      runner: BlockRunner<Machine>, haptic: HapticPulse, environment: BlockEnvironment,
      isTouching: Bool, touchBegan: Machine.Event? = nil, touchReset: Machine.Event?,
      appeared: (() -> Void)? = nil
    ) {
      self.runner = runner
      self.haptic = haptic
      self.environment = environment
      self.isTouching = isTouching
      self.touchBegan = touchBegan
      self.touchReset = touchReset
      self.appeared = appeared
    }

    /// The content, with the block's haptics, environment, touch and disappearance wired to
    /// its machine.
    public func body(content: Content) -> some View {
      content
        .modifier(HapticPlayer(pulse: haptic))
        .onAppear {
          if let appeared { appeared() } else { runner.environmentChanged(environment) }
        }
        .onChange(of: environment) { _, environment in runner.environmentChanged(environment) }
        .onChange(of: isTouching) { _, touching in
          if touching {
            if let touchBegan { runner.send(touchBegan) }
          } else {
            // The reset comes both when the system cancels the gesture, which never calls
            // `onEnded`, and after a lift, possibly before `onEnded` in the same update. The
            // cancel waits one turn of the main actor, so a lift has been reported by then and
            // the machine, with no gesture left, ignores it.
            if let touchReset { Task { @MainActor in runner.send(touchReset) } }
          }
        }
        .onDisappear { runner.disappeared() }
    }
  }
#endif
