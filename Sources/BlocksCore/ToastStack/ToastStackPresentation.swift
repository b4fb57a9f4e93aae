/// How the toast stack is placed and stacked: the view's plain values, drawn by the layout.
///
/// The machine keeps the look it was made with, since a toast starts to leave from where it is
/// drawn. Behaviour (durations, how many toasts show, the motions, the swipe distances) stays in
/// the machine; these only change where a frame puts the toasts.
nonisolated public struct ToastStackLook: Hashable, Sendable {
  /// The stack's distance from the leading and trailing edges, in points; at least 0.
  public var sideInset: Double
  /// The widest a toast is, in points, however wide the screen; at least 44, so a toast is never
  /// narrower than a touch target the screen has room for.
  public var maximumWidth: Double
  /// How much smaller each collapsed toast is than the one in front of it: toast k is scaled by
  /// 1 − step × k; in [0, 0.2], so a toast waiting behind keeps a size.
  public var depthScaleStep: Double
  /// How far below the one in front each collapsed toast peeks, in points; at least 0.
  public var depthOffsetStep: Double
  /// The gap between toasts while the stack is expanded, in points; at least 0.
  public var expandedGap: Double

  /// A look; a number that is not finite is the standard one, and one out of range is clamped.
  public init(
    sideInset: Double, maximumWidth: Double, depthScaleStep: Double, depthOffsetStep: Double,
    expandedGap: Double
  ) {
    self.sideInset = Swift.max(Numbers.finite(sideInset, or: 16), 0)
    self.maximumWidth = Swift.max(Numbers.finite(maximumWidth, or: 400), 44)
    self.depthScaleStep = Numbers.clamped(Numbers.finite(depthScaleStep, or: 0.05), to: 0...0.2)
    self.depthOffsetStep = Swift.max(Numbers.finite(depthOffsetStep, or: 10), 0)
    self.expandedGap = Swift.max(Numbers.finite(expandedGap, or: 14), 0)
  }

  /// The stack's standard look: 16 pt from the sides, at most 400 pt wide, each collapsed toast
  /// 5 % smaller and 10 pt lower than the one in front, and 14 pt gaps when expanded.
  public static let standard = ToastStackLook(
    sideInset: 16, maximumWidth: 400, depthScaleStep: 0.05, depthOffsetStep: 10, expandedGap: 14)
}

/// Where a shown toast is drawn at one instant: the stack's geometry, shared by the layout and by
/// the machine when a toast starts to leave from where it is drawn.
///
/// Inlinable, like the layout, so a frame specializes in the view's module for its id type.
@usableFromInline nonisolated struct ToastStackGeometry<ID: Hashable & Sendable> {
  /// A toast's frame relative to the stack: its center's horizontal offset and its top's offset
  /// from the stack's top.
  @usableFromInline struct Frame: Hashable {
    @usableFromInline var x: Double
    @usableFromInline var y: Double
    @usableFromInline var scale: Double
    @usableFromInline var height: Double
    @usableFromInline var opacity: Double

    @inlinable init(x: Double, y: Double, scale: Double, height: Double, opacity: Double) {
      self.x = x
      self.y = y
      self.scale = scale
      self.height = height
      self.opacity = opacity
    }
  }

  /// The stack's shown toasts, oldest first.
  ///
  /// The geometry keeps this one array rather than the machine: a frame makes a geometry per
  /// drawn toast, and copying the whole machine each time was most of a frame's cost.
  @usableFromInline let shown: [ToastStackMachine<ID>.ShownToast]
  /// Whether toasts fade in place rather than move.
  @usableFromInline let reduceMotion: Bool
  @usableFromInline let time: Double
  /// How far the stack is expanded, 0…1 (a spring's overshoot moves positions, not sizes).
  @usableFromInline let expansion: Double
  /// The newest toast's height: every collapsed toast takes it.
  @usableFromInline let frontHeight: Double
  /// The depth steps and the expanded gap.
  @usableFromInline let look: ToastStackLook

  @inlinable init(_ machine: ToastStackMachine<ID>, at time: Double) {
    self.init(
      shown: machine.shown, reduceMotion: machine.environment.reduceMotion, at: time,
      expansion: Self.sample(machine.expansion, at: time),
      frontHeight: machine.newest?.height ?? ToastStackMetrics.estimatedHeight,
      look: machine.look)
  }

  /// The geometry with the stack's expansion and front height already read.
  @inlinable init(
    shown: [ToastStackMachine<ID>.ShownToast], reduceMotion: Bool, at time: Double,
    expansion: Double, frontHeight: Double, look: ToastStackLook
  ) {
    self.shown = shown
    self.reduceMotion = reduceMotion
    self.time = time
    self.expansion = expansion
    self.frontHeight = frontHeight
    self.look = look
  }

  /// `value` at host time `time`, without evaluating a motion that is over: a value at rest, or
  /// one that has moved with the stack's spring from rest for longer than the spring takes to
  /// settle, is its target.
  ///
  /// Most of a frame's values are in one of those states, and telling that a spring has settled
  /// otherwise means searching for its settling time on every frame.
  @inlinable static func sample(_ value: AnimatedValue, at time: Double) -> Double {
    if value.from == value.to && value.initialVelocity == 0 { return value.to }
    if value.initialVelocity == 0, value.motion == ToastStackMetrics.stackSpring,
      time - value.start >= ToastStackMetrics.stackSpringSettlingTime
    {
      return value.to
    }
    return value.value(at: time)
  }

  /// The height of the toast at place `depth` as an expanded stack lays it out.
  @inlinable func height(atDepth depth: Int) -> Double {
    guard depth >= 0, depth < shown.count else { return frontHeight }
    return shown[shown.count - 1 - depth].height
  }

  /// The offset from the stack's top of place `depth` (fractional while a toast moves) in an
  /// expanded stack: the heights in front of it with the look's gaps (14 pt).
  @inlinable func expandedOffset(ofDepth depth: Double) -> Double {
    let place = Numbers.clamped(depth, to: 0...Double(ToastStackMetrics.builtCount))
    let whole = Int(place)
    var offset = 0.0
    for front in 0..<whole { offset += height(atDepth: front) + look.expandedGap }
    let fraction = place - Double(whole)
    if fraction > 0 {
      offset += fraction * (height(atDepth: whole) + look.expandedGap)
    }
    return offset
  }

  /// Where `toast` is drawn at place `depth`.
  @inlinable func frame(of toast: ToastStackMachine<ID>.ShownToast, depth: Double) -> Frame {
    let settled = Numbers.clamped(expansion, to: 0...1)
    let collapsedY = look.depthOffsetStep * depth
    var y = collapsedY
    if expansion != 0 { y += (expandedOffset(ofDepth: depth) - collapsedY) * expansion }
    let collapsedScale = 1 - look.depthScaleStep * depth
    let scale = collapsedScale + (1 - collapsedScale) * settled
    let height = frontHeight + (toast.height - frontHeight) * settled
    var opacity = Numbers.clamped(Double(ToastStackMetrics.visibleCount) - depth, to: 0...1)
    let appearance = Self.sample(toast.appearance, at: time)
    if reduceMotion {
      opacity *= Numbers.clamped(appearance, to: 0...1)
    } else {
      y -= (1 - appearance) * (height + ToastStackMetrics.offscreenMargin)
    }
    y += Self.sample(toast.dragY, at: time)
    return Frame(
      x: Self.sample(toast.dragX, at: time), y: Numbers.saturated(y),
      scale: Numbers.clamped(scale, to: 0.5...1.5), height: height, opacity: opacity)
  }
}

nonisolated extension ToastStackLayout {
  /// One toast a frame draws, and where.
  public struct DrawnToast: Hashable, Sendable {
    /// The toast's id: the host draws the toast of its binding (or the one it kept, for a toast
    /// the app removed while it leaves) with this id.
    public var id: ID
    /// Its style.
    public var style: ToastStackStyle
    /// Its place in the stack: 0 for the newest, up to 3 for the one waiting behind the visible
    /// ones; 0 for a leaving toast, which is drawn above them all.
    public var depth: Int
    /// Whether it is on its way off the screen.
    public var isLeaving: Bool
    /// Horizontal offset of its center from the stack's center, in screen points.
    public var offsetX: Double
    /// Offset of its top from the stack's top, in points, positive downward.
    public var offsetY: Double
    /// Scale around its top center: 1 − the look's depth step (0.05) × its place while collapsed,
    /// 1 expanded.
    public var scale: Double
    /// The height it is framed to, in points: the newest toast's while collapsed, its own
    /// expanded (its content is clipped to it).
    public var height: Double
    /// Opacity: 0 for the toast waiting behind the visible ones.
    public var opacity: Double
    /// Drawing order: higher draws on top.
    public var zIndex: Double
    /// Whether it takes touches: the visible toasts of an enabled stack.
    public var allowsHitTesting: Bool
    /// Whether assistive technologies skip it: the toast waiting behind, and leaving toasts.
    public var isAccessibilityHidden: Bool

    // Written out, rather than synthesized, so the inlinable layout can build toasts.
    @usableFromInline init(
      id: ID, style: ToastStackStyle, depth: Int, isLeaving: Bool, offsetX: Double,
      offsetY: Double, scale: Double, height: Double, opacity: Double, zIndex: Double,
      allowsHitTesting: Bool, isAccessibilityHidden: Bool
    ) {
      self.id = id
      self.style = style
      self.depth = depth
      self.isLeaving = isLeaving
      self.offsetX = offsetX
      self.offsetY = offsetY
      self.scale = scale
      self.height = height
      self.opacity = opacity
      self.zIndex = zIndex
      self.allowsHitTesting = allowsHitTesting
      self.isAccessibilityHidden = isAccessibilityHidden
    }
  }
}

/// Where every part of a toast stack is drawn at one instant.
///
/// The host lays out the stack's toasts by reading them one by one from this collection, back to
/// front: the newest four shown toasts, then the leaving ones above them. Each is computed when
/// read, so a frame costs the same for 3 toasts or 1,000 and allocates nothing; the frame's code
/// is inlinable, so it specializes in the view's module for the app's id type.
nonisolated public struct ToastStackLayout<ID: Hashable & Sendable>: RandomAccessCollection,
  Sendable
{
  // What a frame reads of the machine, rather than the machine itself, whose copy costs more
  // than the frame's arithmetic.
  @usableFromInline let shown: [ToastStackMachine<ID>.ShownToast]
  @usableFromInline let leaving: [ToastStackMachine<ID>.LeavingToast]
  @usableFromInline let containerWidth: Double
  @usableFromInline let reduceMotion: Bool
  @usableFromInline let isEnabled: Bool
  @usableFromInline let time: Double
  /// How many shown toasts are drawn: at most four.
  @usableFromInline let shownCount: Int
  /// The stack's expansion and front height, read once per frame.
  @usableFromInline let expansion: Double
  @usableFromInline let frontHeight: Double
  @usableFromInline let look: ToastStackLook

  /// The width of every toast, in points: the container's width less the look's side inset
  /// (16 pt) on each side, at most its maximum width (400 pt).
  public let width: Double
  /// The height the stack takes, in points: what its touch area covers.
  public let height: Double
  /// Whether the stack is (or is moving toward) expanded.
  public let isExpanded: Bool
  /// The stack's opacity: dimmed while disabled.
  public let opacity: Double

  /// The layout of `machine`'s state at host time `time`.
  @inlinable public init(_ machine: ToastStackMachine<ID>, at time: Double) {
    shown = machine.shown
    leaving = machine.leaving
    containerWidth = machine.containerWidth
    reduceMotion = machine.environment.reduceMotion
    isEnabled = machine.environment.isEnabled
    self.time = time
    shownCount = Swift.min(shown.count, ToastStackMetrics.builtCount)
    let look = machine.look
    self.look = look
    width = Swift.min(Swift.max(machine.containerWidth - 2 * look.sideInset, 0), look.maximumWidth)
    let geometry = ToastStackGeometry(machine, at: time)
    expansion = geometry.expansion
    frontHeight = geometry.frontHeight
    let visible = Swift.min(machine.shown.count, ToastStackMetrics.visibleCount)
    if visible == 0 {
      height = 0
    } else {
      let collapsed =
        geometry.frontHeight + look.depthOffsetStep * Double(visible - 1)
      let last = visible - 1
      let expanded =
        geometry.expandedOffset(ofDepth: Double(last))
        + (machine.toast(atDepth: last)?.height ?? geometry.frontHeight)
      let settled = Numbers.clamped(geometry.expansion, to: 0...1)
      height = collapsed + (expanded - collapsed) * settled
    }
    isExpanded = machine.isExpanded
    opacity = machine.environment.opacity
  }

  /// The first toast drawn.
  @inlinable public var startIndex: Int { 0 }
  /// One past the last toast drawn.
  @inlinable public var endIndex: Int { shownCount + leaving.count }

  /// The toast drawn at `position`, back to front: the shown toasts from the one farthest
  /// behind to the newest, then the leaving toasts, oldest first.
  @inlinable public subscript(position: Int) -> DrawnToast {
    precondition(position >= 0 && position < endIndex, "toast index out of range")
    if position < shownCount {
      return shownToast(atDepth: shownCount - 1 - position)
    }
    return leavingToast(leaving[position - shownCount], order: position - shownCount)
  }

  @inlinable func shownToast(atDepth depth: Int) -> DrawnToast {
    let toast = shown[shown.count - 1 - depth]
    let isVisible = depth < ToastStackMetrics.visibleCount
    if !isVisible, toast.depth.from == toast.depth.to, toast.depth.initialVelocity == 0 {
      // The toast waiting behind the visible ones, at rest: unseen at its collapsed place.
      let place = toast.depth.to
      return DrawnToast(
        id: toast.entry.id, style: toast.entry.style, depth: depth, isLeaving: false, offsetX: 0,
        offsetY: look.depthOffsetStep * place,
        scale: 1 - look.depthScaleStep * place, height: frontHeight, opacity: 0,
        zIndex: Double(ToastStackMetrics.builtCount - depth), allowsHitTesting: false,
        isAccessibilityHidden: true)
    }
    let geometry = ToastStackGeometry(
      shown: shown, reduceMotion: reduceMotion, at: time, expansion: expansion,
      frontHeight: frontHeight, look: look)
    let frame = geometry.frame(
      of: toast, depth: ToastStackGeometry<ID>.sample(toast.depth, at: time))
    return DrawnToast(
      id: toast.entry.id, style: toast.entry.style, depth: depth, isLeaving: false,
      offsetX: frame.x, offsetY: frame.y, scale: frame.scale, height: frame.height,
      opacity: frame.opacity, zIndex: Double(ToastStackMetrics.builtCount - depth),
      allowsHitTesting: isVisible && isEnabled,
      isAccessibilityHidden: !isVisible)
  }

  @inlinable func leavingToast(
    _ toast: ToastStackMachine<ID>.LeavingToast, order: Int
  ) -> DrawnToast {
    let progress = toast.progress.value(at: time)
    var x = toast.startX
    var y = toast.startY
    var opacity = toast.opacity
    if reduceMotion {
      opacity *= Numbers.clamped(1 - progress, to: 0...1)
    } else {
      switch toast.direction {
      case .up:
        let target = -(toast.height + ToastStackMetrics.offscreenMargin)
        y += (target - y) * progress
      case .sideways(let sign):
        let reach =
          containerWidth > 0
          ? containerWidth
          : look.maximumWidth + 2 * look.sideInset
        x += (sign * reach - x) * progress
      }
    }
    return DrawnToast(
      id: toast.entry.id, style: toast.entry.style, depth: 0, isLeaving: true,
      offsetX: Numbers.saturated(x), offsetY: Numbers.saturated(y), scale: toast.scale,
      height: toast.height, opacity: opacity,
      zIndex: Double(ToastStackMetrics.builtCount + 1 + order), allowsHitTesting: false,
      isAccessibilityHidden: true)
  }
}

/// The app's toasts that a stack draws, kept past the binding: the newest ones, and each leaving
/// one as it was when it started to leave.
///
/// The machine works on ids and fingerprints; the host draws the app's own values (titles,
/// messages, actions). A toast the app removes is still drawn while it leaves, and a toast that
/// leaves while the app puts a new one with the same id in its place shows its old words, not the
/// new ones: so the host keeps the values itself. This decides which, and lets go of a value once
/// the machine no longer draws it, so 1,000 toasts keep at most a handful.
///
/// `Item` is the app's toast; `ID` its id, the machine's.
nonisolated public struct ToastStackKeptItems<ID: Hashable & Sendable, Item> {
  /// The newest toasts of the binding, by id.
  private var newest: [ID: Item] = [:]
  /// The leaving toasts, by id, as they were when they started to leave.
  private var leaving: [ID: Item] = [:]

  /// Nothing kept yet.
  public init() {}

  /// How many toasts are kept: after ``track(_:)``, at most the five front toasts and every
  /// leaving one, each of those possibly twice (as it left, and as the binding has it now).
  public var count: Int { newest.count + leaving.count }

  /// Takes from the app's latest binding (`items`, oldest first; `id` reads a toast's id) the
  /// toasts `machine` may draw next: the five newest of the binding, which the machine may not
  /// have seen yet, and the five it shows in front.
  ///
  /// Four toasts are built and a fifth moves up when one leaves. Those in front are not always
  /// the binding's newest: a toast that is leaving stays in the binding until it has left, so
  /// after a few quick dismissals the toasts that move up sit further back in it.
  public mutating func update(
    _ items: [Item], id: (Item) -> ID, drawnBy machine: ToastStackMachine<ID>
  ) {
    let front = ToastStackMetrics.builtCount + 1
    var wanted: Set<ID> = []
    for depth in 0..<front {
      if let toast = machine.toast(atDepth: depth) { wanted.insert(toast.entry.id) }
    }
    // From the newest back, until both are read; of two toasts with one id, the later is the
    // one shown (the machine merges them).
    var seen: Set<ID> = []
    var position = items.endIndex
    var read = 0
    while position > items.startIndex, read < front || !wanted.isEmpty {
      position -= 1
      read += 1
      let item = items[position]
      let itemID = id(item)
      let isWanted = wanted.remove(itemID) != nil
      guard read <= front || isWanted, seen.insert(itemID).inserted else { continue }
      newest[itemID] = item
    }
  }

  /// The toast a drawn toast shows: a leaving one as it was when it started to leave.
  public func item(for drawn: ToastStackLayout<ID>.DrawnToast) -> Item? {
    drawn.isLeaving ? leaving[drawn.id] ?? newest[drawn.id] : newest[drawn.id]
  }

  /// The newest toast with `id`, or the leaving one: whose action runs, or which is announced.
  public func item(id: ID) -> Item? { newest[id] ?? leaving[id] }

  /// Keeps what `machine` now draws and lets go of the rest: call it after every event.
  public mutating func track(_ machine: ToastStackMachine<ID>) {
    for toast in machine.leaving where leaving[toast.entry.id] == nil {
      leaving[toast.entry.id] = newest[toast.entry.id]
    }
    if leaving.count > machine.leaving.count {
      var ids: Set<ID> = []
      for toast in machine.leaving { ids.insert(toast.entry.id) }
      leaving = leaving.filter { ids.contains($0.key) }
    }
    let built = ToastStackMetrics.builtCount + 1
    if newest.count > built + machine.leaving.count {
      var ids: Set<ID> = []
      for toast in machine.leaving { ids.insert(toast.entry.id) }
      for depth in 0..<built {
        if let toast = machine.toast(atDepth: depth) { ids.insert(toast.entry.id) }
      }
      newest = newest.filter { ids.contains($0.key) }
    }
  }
}

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

/// The toast stack's user-visible default strings, one table per language.
///
/// Every key the stack reads to VoiceOver or announces is here, so the single-file download speaks
/// both languages without a resource bundle. The toasts' titles, messages and action titles are
/// the app's and are shown as the app localizes them.
nonisolated public enum ToastStackStrings {
  /// The accessibility label of the stack's container: "Notifications".
  public static var region: LocalizedText { LocalizedText("toast-stack.region") }
  /// The accessibility action that removes a toast: "Dismiss".
  public static var dismiss: LocalizedText { LocalizedText("toast-stack.dismiss") }
  /// What follows the newest toast when one change brings several: "and %1$d more".
  public static var andMore: LocalizedText { LocalizedText("toast-stack.and-more") }
  /// The spoken name of an information toast: "Information".
  public static var info: LocalizedText { LocalizedText("toast-stack.style.info") }
  /// The spoken name of a success toast: "Success".
  public static var success: LocalizedText { LocalizedText("toast-stack.style.success") }
  /// The spoken name of a warning toast: "Warning".
  public static var warning: LocalizedText { LocalizedText("toast-stack.style.warning") }
  /// The spoken name of an error toast: "Error".
  public static var error: LocalizedText { LocalizedText("toast-stack.style.error") }
  /// The spoken name of a loading toast: "In progress".
  public static var loading: LocalizedText { LocalizedText("toast-stack.style.loading") }

  /// The demo's keys: what each of its buttons does and the toasts they show.
  public enum Demo {
    /// The demo's heading: "Trip notes".
    public static var heading: String { "toast-stack.demo.heading" }
    /// The save button: "Save".
    public static var save: String { "toast-stack.demo.save" }
    /// The loading toast while saving: "Saving…".
    public static var saving: String { "toast-stack.demo.saving" }
    /// The same toast once saved: "Saved".
    public static var saved: String { "toast-stack.demo.saved" }
    /// Its message: "Your notes are up to date.".
    public static var savedMessage: String { "toast-stack.demo.saved-message" }
    /// The delete button: "Delete".
    public static var delete: String { "toast-stack.demo.delete" }
    /// The toast after deleting: "Note deleted".
    public static var deleted: String { "toast-stack.demo.deleted" }
    /// Its action: "Undo".
    public static var undo: String { "toast-stack.demo.undo" }
    /// The toast after Undo: "Note restored".
    public static var restored: String { "toast-stack.demo.restored" }
    /// The sync button: "Sync".
    public static var sync: String { "toast-stack.demo.sync" }
    /// The error toast: "Can't sync".
    public static var offline: String { "toast-stack.demo.offline" }
    /// Its message.
    public static var offlineMessage: String { "toast-stack.demo.offline-message" }
    /// The notes the demo lists, by key.
    public static let notes = [
      "toast-stack.demo.note.flights", "toast-stack.demo.note.packing",
      "toast-stack.demo.note.museums",
    ]
  }

  /// The spoken name of `style`, read before a toast's title.
  public static func name(of style: ToastStackStyle) -> LocalizedText {
    switch style {
    case .info: info
    case .success: success
    case .warning: warning
    case .error: error
    case .loading: loading
    }
  }

  /// "and n more", for an announcement that stands for `others` toasts besides the newest.
  public static func more(_ others: Int) -> LocalizedText { andMore.with(others) }

  /// Every key the stack shows or speaks, one table per language.
  public static let table = StringTable(name: "ToastStack", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    region.key: "Notifications",
    dismiss.key: "Dismiss",
    andMore.key: "and %1$d more",
    info.key: "Information",
    success.key: "Success",
    warning.key: "Warning",
    error.key: "Error",
    loading.key: "In progress",
    Demo.heading: "Trip notes",
    Demo.save: "Save",
    Demo.saving: "Saving…",
    Demo.saved: "Saved",
    Demo.savedMessage: "Your notes are up to date.",
    Demo.delete: "Delete",
    Demo.deleted: "Note deleted",
    Demo.undo: "Undo",
    Demo.restored: "Note restored",
    Demo.sync: "Sync",
    Demo.offline: "Can't sync",
    Demo.offlineMessage: "You're offline. Your notes are kept on this device and sync later.",
    "toast-stack.demo.note.flights": "Flights and hotel",
    "toast-stack.demo.note.packing": "Packing list",
    "toast-stack.demo.note.museums": "Museums to book",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    region.key: "Notificaciones",
    dismiss.key: "Descartar",
    andMore.key: "y %1$d más",
    info.key: "Información",
    success.key: "Correcto",
    warning.key: "Aviso",
    error.key: "Error",
    loading.key: "En curso",
    Demo.heading: "Notas del viaje",
    Demo.save: "Guardar",
    Demo.saving: "Guardando…",
    Demo.saved: "Guardado",
    Demo.savedMessage: "Tus notas están al día.",
    Demo.delete: "Eliminar",
    Demo.deleted: "Nota eliminada",
    Demo.undo: "Deshacer",
    Demo.restored: "Nota recuperada",
    Demo.sync: "Sincronizar",
    Demo.offline: "No se puede sincronizar",
    Demo.offlineMessage: "No hay conexión. Tus notas se guardan aquí y se sincronizan después.",
    "toast-stack.demo.note.flights": "Vuelos y hotel",
    "toast-stack.demo.note.packing": "Qué llevar",
    "toast-stack.demo.note.museums": "Museos que reservar",
  ]
}
