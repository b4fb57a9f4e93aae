#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  /// What every block view does around its machine, once: plays its haptics, tells it the
  /// environment on appear and on every change, reports a touch whose gesture state resets, and
  /// lets it go when the view disappears.
  struct BlockLifecycle<Machine: BlockStateMachine>: ViewModifier {
    /// The view's runner.
    let runner: BlockRunner<Machine>
    /// The latest haptic the machine asked for.
    let haptic: HapticPulse
    /// The environment as the machine sees it.
    let environment: BlockEnvironment
    /// The block's gesture state: true while a touch is down.
    let isTouching: Bool
    /// The event a touch sends when it begins, for a block that needs one (the hold's press).
    var touchBegan: Machine.Event?
    /// The event a touch sends when its gesture state resets: the machine's cancelled event, or
    /// `nil` for a block that tracks its touches itself (the stepper's two buttons).
    let touchReset: Machine.Event?
    /// What appearing does, when it is more than telling the machine the environment.
    var appeared: (() -> Void)?

    func body(content: Content) -> some View {
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
