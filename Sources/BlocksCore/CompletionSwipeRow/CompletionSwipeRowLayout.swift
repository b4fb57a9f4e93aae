/// The part of the completion swipe row's look that its layout draws: the checkmark's.
///
/// Where the checkmark sits and how it looks before and past the threshold. The view holds it
/// as plain values, where a copied view changes it, and passes it in.
nonisolated public struct CompletionSwipeRowLook: Hashable, Sendable {
  /// The checkmark's distance from the row's leading edge, in points; at least 0.
  public var checkmarkLeadingInset: Double
  /// The checkmark's scale before the threshold; at least 0.
  public var restingCheckmarkScale: Double
  /// The checkmark's scale past the threshold; at least 0.
  public var armedCheckmarkScale: Double
  /// The checkmark's opacity before the threshold, in [0, 1].
  public var restingCheckmarkOpacity: Double

  /// A look; a number that is not finite is the standard one, and one out of range is clamped.
  public init(
    checkmarkLeadingInset: Double, restingCheckmarkScale: Double, armedCheckmarkScale: Double,
    restingCheckmarkOpacity: Double
  ) {
    self.checkmarkLeadingInset = max(Numbers.finite(checkmarkLeadingInset, or: 24), 0)
    self.restingCheckmarkScale = max(Numbers.finite(restingCheckmarkScale, or: 0.5), 0)
    self.armedCheckmarkScale = max(Numbers.finite(armedCheckmarkScale, or: 1.15), 0)
    self.restingCheckmarkOpacity = Numbers.clamped(
      Numbers.finite(restingCheckmarkOpacity, or: 0.55), to: 0...1)
  }

  /// The row's standard look: the checkmark 24 pt in, at 50 % and 55 % before the threshold
  /// and 115 % past it.
  public static let standard = CompletionSwipeRowLook(
    checkmarkLeadingInset: 24, restingCheckmarkScale: 0.5, armedCheckmarkScale: 1.15,
    restingCheckmarkOpacity: 0.55)
}

/// The numbers a completion swipe row's frame needs, computed from its machine.
///
/// A pure function of the state, the measured size, the environment and the tint, so tests and
/// previews can ask what the row looks like at any moment. Every number is finite.
nonisolated public struct CompletionSwipeRowLayout: Hashable, Sendable {
  /// How far the row is moved forward, in points (the view's mirrored layout turns it into the
  /// right screen direction).
  public var rowOffset: Double
  /// The row's height: `nil` for its natural height before it is measured, the measured height
  /// while it is shown, 0 once it collapses.
  public var rowHeight: Double?
  /// The opacity of the tint behind the row: 1 as soon as the row has moved at all (or is
  /// completed), 0 while the row covers it completely — never in between, so the strip a drag
  /// reveals is solid from its first point and never fades on the way back.
  public var tintOpacity: Double
  /// Whether the checkmark shows its armed look (past the threshold, or completed).
  public var isCheckmarkArmed: Bool
  /// The checkmark's scale: 0.5 before the threshold, 1.15 past it, 1 with Reduce Motion.
  public var checkmarkScale: Double
  /// The checkmark's opacity: 0.55 before the threshold, 1 past it.
  public var checkmarkOpacity: Double
  /// The motion of the checkmark's change: a spring of 0.3 s and bounce 0.6, a short fade with
  /// Reduce Motion.
  public var checkmarkMotion: Motion
  /// The checkmark's distance from the leading edge, in points.
  public var checkmarkLeadingInset: Double
  /// The checkmark's color on the tint (a graphic: at least 3:1).
  public var checkmarkForeground: ContrastForeground
  /// Whether the Undo button is shown over the tint.
  public var showsUndoButton: Bool
  /// The Undo button's color on the tint (text: at least 4.5:1).
  public var undoForeground: ContrastForeground
  /// The whole row's opacity: dimmed while disabled.
  public var opacity: Double
  /// Whether the row's drag gesture should be attached at all.
  public var acceptsDrag: Bool

  /// The layout of `machine`'s current state on a fill of `tint`, drawn with `look`.
  ///
  /// - Parameters:
  ///   - machine: The row's state.
  ///   - tint: The resolved tint; the default is systemGreen in light appearance.
  ///   - look: The checkmark's place, scales and opacity.
  ///   - time: A host time to draw the row's offset at, as the screen shows it mid-motion; `nil`
  ///     gives the offset's resting place.
  public init(
    _ machine: CompletionSwipeRowMachine, tint: RGBColor,
    look: CompletionSwipeRowLook = .standard, at time: Double? = nil
  ) {
    let width = Numbers.length(machine.width)
    let reduceMotion = machine.environment.reduceMotion
    rowOffset = time.map(machine.offset(at:)) ?? Numbers.clamped(machine.dragOffset, to: 0...width)
    switch machine.phase {
    case .collapsed, .done:
      rowHeight = 0
    case .idle, .dragging, .checked, .undo:
      let height = Numbers.length(machine.measuredHeight)
      rowHeight = height > 0 ? height : nil
    }
    tintOpacity = rowOffset > 0 || machine.isCompleted ? 1 : 0
    isCheckmarkArmed = machine.isPastThreshold || machine.isCompleted
    if reduceMotion {
      checkmarkScale = 1
    } else {
      checkmarkScale = isCheckmarkArmed ? look.armedCheckmarkScale : look.restingCheckmarkScale
    }
    checkmarkOpacity = isCheckmarkArmed ? 1 : look.restingCheckmarkOpacity
    checkmarkMotion =
      reduceMotion
      ? CompletionSwipeRowMetrics.checkmarkFade : CompletionSwipeRowMetrics.checkmarkPop
    checkmarkLeadingInset = look.checkmarkLeadingInset
    // Both foregrounds sit on the same tint: compute its contrast with white once and apply the
    // rule of `ContrastForeground.on` (white when it reaches the minimum) for each minimum.
    let whiteContrast = tint.contrastRatio(with: .white)
    checkmarkForeground = whiteContrast >= ContrastForeground.graphicsMinimum ? .white : .black
    showsUndoButton = machine.canUndo
    undoForeground = whiteContrast >= ContrastForeground.textMinimum ? .white : .black
    opacity = machine.environment.opacity
    acceptsDrag =
      machine.environment.isEnabled && (machine.phase == .idle || machine.phase == .dragging)
  }
}
