/// What VoiceOver, Voice Control and Switch Control get from a pager.
///
/// The pages themselves are the app's content: only the current one is exposed (see
/// ``InteractivePagerTransitionLayout/Page/isAccessibilityHidden``). The dots are one adjustable element, and the pager
/// answers the three-finger scroll.
nonisolated public struct InteractivePagerTransitionAccessibility: Hashable, Sendable {
  /// The dots' label: "Page".
  public var label: LocalizedText
  /// The dots' value: "n of count", or "None" when there are no pages.
  public var value: LocalizedText
  /// Whether the dots offer increment and decrement (enabled, with somewhere to go).
  public var isAdjustable: Bool
  /// Whether the pager reads as dimmed (disabled).
  public var isDimmed: Bool

  /// The description of a pager in `machine`'s state.
  public init(_ machine: InteractivePagerTransitionMachine) {
    self.init(count: machine.count, index: machine.index, isEnabled: machine.environment.isEnabled)
  }

  /// The description of a pager with `count` pages showing `index`.
  public init(count: Int, index: Int, isEnabled: Bool) {
    let count = max(count, 0)
    label = InteractivePagerTransitionStrings.dotsLabel
    if count > 0 {
      value = InteractivePagerTransitionStrings.dotsValue.with(
        InteractivePagerTransitionMachine.clamp(index, count: count) + 1, count)
    } else {
      value = InteractivePagerTransitionStrings.dotsNone
    }
    isAdjustable = isEnabled && count > 1
    isDimmed = !isEnabled
  }

  /// The announcement after a page change: "Page n of count".
  public static func announcement(index: Int, count: Int) -> LocalizedText {
    InteractivePagerTransitionStrings.pageAnnouncement.with(index + 1, count)
  }
}
