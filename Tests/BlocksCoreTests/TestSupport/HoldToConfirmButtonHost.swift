@testable import BlocksCore

/// The virtual host driving a hold-to-confirm button.
typealias HoldToConfirmButtonHost = VirtualHost<HoldToConfirmButtonMachine>

extension VirtualHost where Machine == HoldToConfirmButtonMachine {
  /// A host with a button of the given configuration.
  init(
    holdDuration: Double = 1.2, isAsync: Bool = false,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.init(
      HoldToConfirmButtonMachine(
        holdDuration: holdDuration, isAsync: isAsync, environment: environment))
    self.isAsync = isAsync
  }

  /// The button's phase.
  var phase: HoldToConfirmButtonMachine.Phase { machine.phase }

  /// The ring's trim now.
  var trim: Double { machine.trim(at: now) }

  /// A finger touches the button.
  @discardableResult
  mutating func press() -> Effects<HoldToConfirmButtonMachine.Timer> { send(.pressBegan) }

  /// The finger lifts.
  @discardableResult
  mutating func release() -> Effects<HoldToConfirmButtonMachine.Timer> { send(.pressEnded) }

  /// An assistive technology activates the button.
  @discardableResult
  mutating func activate() -> Effects<HoldToConfirmButtonMachine.Timer> {
    send(.accessibilityActivate)
  }

  /// The asynchronous action throws.
  @discardableResult
  mutating func failWork() -> Effects<HoldToConfirmButtonMachine.Timer> {
    finishWork(failing: true)
  }
}
