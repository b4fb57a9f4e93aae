/// What VoiceOver and the other assistive technologies get from a hold-to-confirm button.
///
/// The button is one element with the button trait, labelled with the caller's title. Assistive
/// technologies confirm with the default (activate) action instead of holding, so no rule of the
/// block requires a timed gesture (WCAG 2.2 SC 2.5.1, 2.2.1).
nonisolated public struct HoldToConfirmButtonAccessibility: Hashable, Sendable {
  /// The value: the outcome or the work in progress; `nil` when idle or holding.
  public var value: LocalizedText?
  /// The hint, present only while activation is offered.
  public var hint: LocalizedText?
  /// Whether the element has the button trait (always true).
  public var isButton: Bool
  /// Whether the element reads as dimmed (the block is disabled).
  public var isDimmed: Bool
  /// Whether the activate action is offered; false when disabled and while busy.
  public var offersActivate: Bool

  /// The description of `machine` in its current state.
  public init(_ machine: HoldToConfirmButtonMachine) {
    let enabled = machine.environment.isEnabled
    let ready = machine.phase == .idle || machine.phase == .holding
    offersActivate = enabled && ready
    hint = offersActivate ? HoldToConfirmButtonStrings.hint : nil
    isButton = true
    isDimmed = !enabled
    switch machine.phase {
    case .idle, .holding: value = nil
    case .pending: value = HoldToConfirmButtonStrings.inProgress
    case .confirmed: value = HoldToConfirmButtonStrings.confirmed
    case .failed: value = HoldToConfirmButtonStrings.failed
    }
  }
}
