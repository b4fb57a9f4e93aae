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
  /// The dots as a slider's value: the current page's index, 0 without pages.
  public var position: Double
  /// The slider's bounds: from 0 to the last page's index, and never narrower than `0...1`, since
  /// a slider over a single value offers VoiceOver nothing to read as a slider.
  public var positionRange: ClosedRange<Double>

  /// The description of a pager in `machine`'s state.
  public init(_ machine: InteractivePagerTransitionMachine) {
    self.init(count: machine.count, index: machine.index, isEnabled: machine.environment.isEnabled)
  }

  /// The description of a pager with `count` pages showing `index`.
  public init(count: Int, index: Int, isEnabled: Bool) {
    let count = max(count, 0)
    label = InteractivePagerTransitionStrings.dotsLabel
    if count > 0 {
      let index = InteractivePagerTransitionMachine.clamp(index, count: count)
      value = InteractivePagerTransitionStrings.dotsValue.with(index + 1, count)
      position = Double(index)
    } else {
      value = InteractivePagerTransitionStrings.dotsNone
      position = 0
    }
    positionRange = 0...Double(max(count - 1, 1))
    isAdjustable = isEnabled && count > 1
    isDimmed = !isEnabled
  }

  /// What a slider set to `requested` asks of the pager: one page toward it, or nothing when it
  /// is the current position (or not a number).
  ///
  /// VoiceOver's swipes up and down set the slider one step either way; Voice Control and a
  /// keyboard may set it further. The pager turns one page per request, as it does for a swipe.
  public func adjustment(toward requested: Double)
    -> InteractivePagerTransitionMachine.Adjustment?
  {
    if requested > position { return .increment }
    if requested < position { return .decrement }
    return nil
  }

  /// The announcement after a page change: "Page n of count".
  public static func announcement(index: Int, count: Int) -> LocalizedText {
    InteractivePagerTransitionStrings.pageAnnouncement.with(index + 1, count)
  }
}
