/// What VoiceOver and the other assistive technologies get from the slider.
///
/// The slider is one element, a button: its label is the title showing, its hint explains the
/// double tap, and its default action confirms exactly like a completed drag whenever the slider
/// would take a drag.
nonisolated public struct SwipeToConfirmSliderAccessibility: Hashable, Sendable {
  /// Which title is the label.
  public var label: SwipeToConfirmSliderLayout.Title
  /// The hint, while the activate action is offered.
  public var hint: LocalizedText?
  /// The value: "In progress" while confirm work is pending.
  public var value: LocalizedText?
  /// Whether the element has the button trait (always).
  public var isButton: Bool
  /// Whether the activate action is offered (not when disabled, pending, confirmed or failed).
  public var offersActivate: Bool
  /// Whether VoiceOver reads the element as dimmed (disabled).
  public var isDimmed: Bool

  /// The description of `machine` now.
  public init(_ machine: SwipeToConfirmSliderMachine) {
    switch machine.phase {
    case .confirmed: label = .confirmed
    case .failed: label = .failure
    case .idle, .dragging, .pending: label = .title
    }
    offersActivate = machine.acceptsInput
    hint = offersActivate ? SwipeToConfirmSliderStrings.hint : nil
    value = machine.phase == .pending ? SwipeToConfirmSliderStrings.inProgress : nil
    isButton = true
    isDimmed = !machine.environment.isEnabled
  }
}
