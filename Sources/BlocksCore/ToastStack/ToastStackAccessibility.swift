/// What VoiceOver, Voice Control, Switch Control and Full Keyboard Access get from a toast stack.
///
/// Each visible toast is one element, its content combined and read after the name of its style
/// ("Error, Upload failed, The file is too large"), newest first, with the actions "Dismiss" and,
/// when it has one, its action's title, so nobody has to swipe (WCAG 2.2 SC 2.5.1). The toast
/// waiting behind the visible ones and leaving toasts are hidden. New toasts are announced without
/// moving VoiceOver's focus (the machine's ``ToastStackMachine/announcementToPost``), and while
/// VoiceOver or Switch Control runs no toast times out.
nonisolated public struct ToastStackAccessibility: Hashable, Sendable {
  /// One toast as an accessibility element.
  public struct Element: Hashable, Sendable {
    /// Whether its children combine into one element (always).
    public var combinesChildren: Bool
    /// The name of its style, read before its title: "Error".
    public var styleName: LocalizedText
    /// The name of the action that removes it: "Dismiss".
    public var dismissActionName: LocalizedText
    /// Whether the "Dismiss" action and its own action are offered: only while the stack is
    /// enabled.
    public var offersActions: Bool
    /// Whether its own action is offered, under its action's title.
    public var offersOwnAction: Bool
    /// Whether it is busy (a loading toast): its label may change in place.
    public var isBusy: Bool
    /// Its reading order: the newest toast first.
    public var sortPriority: Double

    // Written out, rather than synthesized, so the inlinable description can build elements.
    @usableFromInline init(
      combinesChildren: Bool, styleName: LocalizedText, dismissActionName: LocalizedText,
      offersActions: Bool, offersOwnAction: Bool, isBusy: Bool, sortPriority: Double
    ) {
      self.combinesChildren = combinesChildren
      self.styleName = styleName
      self.dismissActionName = dismissActionName
      self.offersActions = offersActions
      self.offersOwnAction = offersOwnAction
      self.isBusy = isBusy
      self.sortPriority = sortPriority
    }
  }

  /// The label of the stack's container: "Notifications".
  public var regionLabel: LocalizedText
  /// Whether the stack reads as dimmed (disabled).
  public var isDimmed: Bool
  /// How many toasts are elements: the visible ones.
  public var elementCount: Int

  /// The accessibility description of `machine`'s current state.
  @inlinable public init<ID>(_ machine: ToastStackMachine<ID>) {
    regionLabel = ToastStackStrings.region
    isDimmed = !machine.environment.isEnabled
    elementCount = Swift.min(machine.shown.count, ToastStackMetrics.visibleCount)
  }

  /// Whether no toast may time out: while VoiceOver or Switch Control runs (WCAG 2.2.1, timing
  /// adjustable), as `voiceOver` and `switchControl` say.
  ///
  /// Reading a toast aloud, or scanning to its action one switch press at a time, takes longer
  /// than its few seconds on screen. The host sends the answer as
  /// ``ToastStackMachine/Event/timeLimitsChanged(suspended:)``.
  public static func suspendsTimeLimits(voiceOver: Bool, switchControl: Bool) -> Bool {
    voiceOver || switchControl
  }

  /// The element `drawn` is in `machine`, or `nil` when it is hidden from assistive technologies:
  /// a toast leaving, or one waiting behind the visible ones.
  ///
  /// A leaving toast is laid out at depth 0, the newest toast's place, so its element must not be
  /// looked up by depth: it would get the newest toast's actions and traits.
  @inlinable public static func element<ID>(
    for drawn: ToastStackLayout<ID>.DrawnToast, of machine: ToastStackMachine<ID>
  ) -> Element? {
    guard !drawn.isLeaving, !drawn.isAccessibilityHidden else { return nil }
    return element(atDepth: drawn.depth, of: machine)
  }

  /// The element of the toast at place `depth` (0 the newest) of `machine`, or `nil` when that
  /// toast is not an element (it waits behind the visible ones, or there is none).
  @inlinable public static func element<ID>(
    atDepth depth: Int, of machine: ToastStackMachine<ID>
  ) -> Element? {
    guard depth < ToastStackMetrics.visibleCount, let toast = machine.toast(atDepth: depth) else {
      return nil
    }
    let enabled = machine.environment.isEnabled
    return Element(
      combinesChildren: true, styleName: ToastStackStrings.name(of: toast.entry.style),
      dismissActionName: ToastStackStrings.dismiss, offersActions: enabled,
      offersOwnAction: enabled && toast.entry.hasAction, isBusy: toast.entry.style == .loading,
      sortPriority: Double(ToastStackMetrics.visibleCount - depth))
  }

  /// What follows the newest toast in `announcement`: "and n more", or `nil` when it stands
  /// alone.
  public static func suffix<ID>(
    of announcement: ToastStackMachine<ID>.Announcement
  ) -> LocalizedText? {
    announcement.others > 0 ? ToastStackStrings.more(announcement.others) : nil
  }

  /// What VoiceOver says for `announcement`: the name of the toast's style, its title and its
  /// message, then "and n more", joined by commas.
  ///
  /// The style's name comes first because a toast's color and symbol say it to everyone else;
  /// the title and message are the app's, already in the user's language, and the stack's own
  /// words are read in `language` (an identifier such as "es-MX").
  public static func announcement<ID>(
    _ announcement: ToastStackMachine<ID>.Announcement, style: ToastStackStyle, title: String,
    message: String?, language: String
  ) -> String {
    let table = ToastStackStrings.table
    var parts = [table.string(for: ToastStackStrings.name(of: style), language: language), title]
    if let message { parts.append(message) }
    if let more = suffix(of: announcement) {
      parts.append(table.string(for: more, language: language))
    }
    return parts.joined(separator: ", ")
  }
}
