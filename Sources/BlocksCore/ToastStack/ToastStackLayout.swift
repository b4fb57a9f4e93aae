/// Where a shown toast is drawn at one instant: the stack's geometry, shared by the layout and by
/// the machine when a toast starts to leave from where it is drawn.
struct ToastStackGeometry<ID: Hashable & Sendable> {
  /// A toast's frame relative to the stack: its center's horizontal offset and its top's offset
  /// from the stack's top.
  struct Frame: Hashable {
    var x: Double
    var y: Double
    var scale: Double
    var height: Double
    var opacity: Double
  }

  let machine: ToastStackMachine<ID>
  let time: Double
  /// How far the stack is expanded, 0…1 (a spring's overshoot moves positions, not sizes).
  let expansion: Double
  /// The newest toast's height: every collapsed toast takes it.
  let frontHeight: Double

  init(_ machine: ToastStackMachine<ID>, at time: Double) {
    self.init(
      machine, at: time, expansion: machine.expansion.value(at: time),
      frontHeight: machine.newest?.height ?? ToastStackMetrics.estimatedHeight)
  }

  /// The geometry with the stack's expansion and front height already read.
  init(_ machine: ToastStackMachine<ID>, at time: Double, expansion: Double, frontHeight: Double) {
    self.machine = machine
    self.time = time
    self.expansion = expansion
    self.frontHeight = frontHeight
  }

  /// The height of the toast at place `depth` as an expanded stack lays it out.
  private func height(atDepth depth: Int) -> Double {
    machine.toast(atDepth: depth)?.height ?? frontHeight
  }

  /// The offset from the stack's top of place `depth` (fractional while a toast moves) in an
  /// expanded stack: the heights in front of it with 14 pt gaps.
  func expandedOffset(ofDepth depth: Double) -> Double {
    let place = Numbers.clamped(depth, to: 0...Double(ToastStackMetrics.builtCount))
    let whole = Int(place)
    var offset = 0.0
    for front in 0..<whole { offset += height(atDepth: front) + ToastStackMetrics.expandedGap }
    let fraction = place - Double(whole)
    if fraction > 0 {
      offset += fraction * (height(atDepth: whole) + ToastStackMetrics.expandedGap)
    }
    return offset
  }

  /// Where `toast` is drawn at place `depth`.
  func frame(of toast: ToastStackMachine<ID>.ShownToast, depth: Double) -> Frame {
    let settled = Numbers.clamped(expansion, to: 0...1)
    let collapsedY = ToastStackMetrics.depthOffsetStep * depth
    var y = collapsedY + (expandedOffset(ofDepth: depth) - collapsedY) * expansion
    let collapsedScale = 1 - ToastStackMetrics.depthScaleStep * depth
    let scale = collapsedScale + (1 - collapsedScale) * settled
    let height = frontHeight + (toast.height - frontHeight) * settled
    var opacity = Numbers.clamped(Double(ToastStackMetrics.visibleCount) - depth, to: 0...1)
    let appearance = toast.appearance.value(at: time)
    if machine.environment.reduceMotion {
      opacity *= Numbers.clamped(appearance, to: 0...1)
    } else {
      y -= (1 - appearance) * (height + ToastStackMetrics.offscreenMargin)
    }
    y += toast.dragY.value(at: time)
    return Frame(
      x: toast.dragX.value(at: time), y: Numbers.saturated(y),
      scale: Numbers.clamped(scale, to: 0.5...1.5), height: height, opacity: opacity)
  }
}

extension ToastStackLayout {
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
    /// Scale around its top center: 1 − 0.05 × its place while collapsed, 1 expanded.
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
  }
}

/// Where every part of a toast stack is drawn at one instant.
///
/// The host lays out the stack's toasts by reading them one by one from this collection, back to
/// front: the newest four shown toasts, then the leaving ones above them. Each is computed when
/// read, so a frame costs the same for 3 toasts or 1,000 and allocates nothing.
public struct ToastStackLayout<ID: Hashable & Sendable>: RandomAccessCollection, Sendable {
  private let machine: ToastStackMachine<ID>
  private let time: Double
  /// How many shown toasts are drawn: at most four.
  private let shownCount: Int
  /// The stack's expansion and front height, read once per frame.
  private let expansion: Double
  private let frontHeight: Double

  /// The width of every toast, in points: the container's width less 16 pt on each side, at most
  /// 400 pt.
  public let width: Double
  /// The height the stack takes, in points: what its touch area covers.
  public let height: Double
  /// Whether the stack is (or is moving toward) expanded.
  public let isExpanded: Bool
  /// The stack's opacity: dimmed while disabled.
  public let opacity: Double

  /// The layout of `machine`'s state at host time `time`.
  public init(_ machine: ToastStackMachine<ID>, at time: Double) {
    self.machine = machine
    self.time = time
    shownCount = Swift.min(machine.shown.count, ToastStackMetrics.builtCount)
    width = Swift.min(
      Swift.max(machine.containerWidth - 2 * ToastStackMetrics.sideInset, 0),
      ToastStackMetrics.maximumWidth)
    let geometry = ToastStackGeometry(machine, at: time)
    expansion = geometry.expansion
    frontHeight = geometry.frontHeight
    let visible = Swift.min(machine.shown.count, ToastStackMetrics.visibleCount)
    if visible == 0 {
      height = 0
    } else {
      let collapsed =
        geometry.frontHeight + ToastStackMetrics.depthOffsetStep * Double(visible - 1)
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
  public var startIndex: Int { 0 }
  /// One past the last toast drawn.
  public var endIndex: Int { shownCount + machine.leaving.count }

  /// The toast drawn at `position`, back to front: the shown toasts from the one farthest
  /// behind to the newest, then the leaving toasts, oldest first.
  public subscript(position: Int) -> DrawnToast {
    precondition(position >= 0 && position < endIndex, "toast index out of range")
    if position < shownCount {
      return shownToast(atDepth: shownCount - 1 - position)
    }
    return leavingToast(machine.leaving[position - shownCount], order: position - shownCount)
  }

  private func shownToast(atDepth depth: Int) -> DrawnToast {
    let toast = machine.shown[machine.shown.count - 1 - depth]
    let geometry = ToastStackGeometry(
      machine, at: time, expansion: expansion, frontHeight: frontHeight)
    let frame = geometry.frame(of: toast, depth: toast.depth.value(at: time))
    let isVisible = depth < ToastStackMetrics.visibleCount
    return DrawnToast(
      id: toast.entry.id, style: toast.entry.style, depth: depth, isLeaving: false,
      offsetX: frame.x, offsetY: frame.y, scale: frame.scale, height: frame.height,
      opacity: frame.opacity, zIndex: Double(ToastStackMetrics.builtCount - depth),
      allowsHitTesting: isVisible && machine.environment.isEnabled,
      isAccessibilityHidden: !isVisible)
  }

  private func leavingToast(
    _ toast: ToastStackMachine<ID>.LeavingToast, order: Int
  ) -> DrawnToast {
    let progress = toast.progress.value(at: time)
    var x = toast.startX
    var y = toast.startY
    var opacity = toast.opacity
    if machine.environment.reduceMotion {
      opacity *= Numbers.clamped(1 - progress, to: 0...1)
    } else {
      switch toast.direction {
      case .up:
        let target = -(toast.height + ToastStackMetrics.offscreenMargin)
        y += (target - y) * progress
      case .sideways(let sign):
        let reach =
          machine.containerWidth > 0
          ? machine.containerWidth
          : ToastStackMetrics.maximumWidth + 2 * ToastStackMetrics.sideInset
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
