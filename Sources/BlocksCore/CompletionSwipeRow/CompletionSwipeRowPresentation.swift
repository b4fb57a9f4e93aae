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

/// What VoiceOver, Voice Control, Switch Control and Full Keyboard Access get from a completion
/// swipe row.
///
/// The row's children combine into one element. Everything a finger does by swiping is offered
/// as a named action, so nobody has to drag (WCAG 2.2 SC 2.5.1, 2.5.7).
nonisolated public struct CompletionSwipeRowAccessibility: Hashable, Sendable {
  /// One of the row's named actions.
  public enum Action: Hashable, Sendable {
    /// Completes the row: the action named after the app's `actionName` ("Complete").
    case complete
    /// Takes the completion back while the undo window is open: "Undo".
    case undo
  }

  /// Whether the row's children combine into one element (always).
  public var combinesChildren: Bool
  /// The value read after the label: "Completed" once the row is completed.
  public var value: LocalizedText?
  /// The hint, while the row can be completed.
  public var hint: LocalizedText?
  /// Whether the named action `actionName` (default ``CompletionSwipeRowStrings/complete``) is offered.
  public var offersCompleteAction: Bool
  /// Whether the "Undo" action is offered (while the undo window is open).
  public var offersUndoAction: Bool
  /// The name of the undo action.
  public var undoActionName: LocalizedText
  /// Whether the row reads as dimmed (disabled).
  public var isDimmed: Bool
  /// What activating the row does, and the name Voice Control calls it by: Complete while the
  /// row can be completed, Undo while the undo window is open, nothing otherwise.
  ///
  /// "Tap Complete" during the undo window would name an action the row no longer takes, so
  /// there the row is named, and activated, by its Undo.
  public var defaultAction: Action?
  /// Whether Voice Control, Switch Control and Full Keyboard Access may act on the row: only
  /// while it has a ``defaultAction``.
  ///
  /// A disabled or finished row offers nothing, so these technologies must not stop on it or
  /// offer to "Tap Complete" a row that would ignore the tap.
  public var respondsToUserInteraction: Bool

  /// The accessibility description of `machine`'s current state.
  public init(_ machine: CompletionSwipeRowMachine) {
    combinesChildren = true
    value = machine.isCompleted ? CompletionSwipeRowStrings.completed : nil
    offersCompleteAction = machine.canComplete
    hint = offersCompleteAction ? CompletionSwipeRowStrings.hint : nil
    offersUndoAction = machine.canUndo
    undoActionName = CompletionSwipeRowStrings.undo
    isDimmed = !machine.environment.isEnabled
    defaultAction = offersCompleteAction ? .complete : offersUndoAction ? .undo : nil
    respondsToUserInteraction = defaultAction != nil
  }
}

/// The completion swipe row's user-visible default strings, one table per language.
///
/// Every key the row shows, reads to VoiceOver or announces is here, so the single-file download
/// speaks both languages without a resource bundle. Only the block's own defaults come from
/// here; an action name the app passes is shown as the app localizes it.
nonisolated public enum CompletionSwipeRowStrings {
  /// The default name of the accessibility action that completes the row: "Complete".
  public static var complete: LocalizedText { LocalizedText("completion-swipe-row.complete") }
  /// The title of the Undo button and the name of its accessibility action: "Undo".
  public static var undo: LocalizedText { LocalizedText("completion-swipe-row.undo") }
  /// The announcement and accessibility value of a completed row: "Completed".
  public static var completed: LocalizedText { LocalizedText("completion-swipe-row.completed") }
  /// The accessibility hint of a row that can be completed.
  public static var hint: LocalizedText { LocalizedText("completion-swipe-row.hint") }
  /// The demo's heading: "Today".
  public static var demoTitle: LocalizedText { LocalizedText("completion-swipe-row.demo.title") }
  /// The demo's empty state: "All done for today".
  public static var demoEmpty: LocalizedText { LocalizedText("completion-swipe-row.demo.empty") }
  /// The demo's button that brings the tasks back: "Start over".
  public static var demoStartOver: LocalizedText {
    LocalizedText("completion-swipe-row.demo.startOver")
  }
  /// A demo task: "Water the plants".
  public static var demoWater: LocalizedText { LocalizedText("completion-swipe-row.demo.water") }
  /// A demo task: "Call Grandma".
  public static var demoCall: LocalizedText { LocalizedText("completion-swipe-row.demo.call") }
  /// A demo task: "Buy groceries".
  public static var demoGroceries: LocalizedText {
    LocalizedText("completion-swipe-row.demo.groceries")
  }
  /// A demo task: "Go for a run".
  public static var demoRun: LocalizedText { LocalizedText("completion-swipe-row.demo.run") }
  /// A demo task: "Read 20 pages".
  public static var demoRead: LocalizedText { LocalizedText("completion-swipe-row.demo.read") }
  /// A numbered task of the List preview: "Task %1$d".
  public static var demoNumbered: LocalizedText {
    LocalizedText("completion-swipe-row.demo.numbered")
  }
  /// The custom action of the tinted preview: "Archive".
  public static var demoArchive: LocalizedText {
    LocalizedText("completion-swipe-row.demo.archive")
  }
  /// The disabled preview's row: "Disabled".
  public static var demoDisabled: LocalizedText {
    LocalizedText("completion-swipe-row.demo.disabled")
  }

  /// Every string of the row and its demo, one table per language.
  public static let table = StringTable(
    name: "CompletionSwipeRow", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    complete.key: "Complete",
    undo.key: "Undo",
    completed.key: "Completed",
    hint.key: "Swipe forward to complete.",
    demoTitle.key: "Today",
    demoEmpty.key: "All done for today",
    demoStartOver.key: "Start over",
    demoWater.key: "Water the plants",
    demoCall.key: "Call Grandma",
    demoGroceries.key: "Buy groceries",
    demoRun.key: "Go for a run",
    demoRead.key: "Read 20 pages",
    demoNumbered.key: "Task %1$d",
    demoArchive.key: "Archive",
    demoDisabled.key: "Disabled",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    complete.key: "Completar",
    undo.key: "Deshacer",
    completed.key: "Completado",
    hint.key: "Desliza hacia delante para completar.",
    demoTitle.key: "Hoy",
    demoEmpty.key: "Todo hecho por hoy",
    demoStartOver.key: "Empezar de nuevo",
    demoWater.key: "Regar las plantas",
    demoCall.key: "Llamar a la abuela",
    demoGroceries.key: "Hacer la compra",
    demoRun.key: "Salir a correr",
    demoRead.key: "Leer 20 páginas",
    demoNumbered.key: "Tarea %1$d",
    demoArchive.key: "Archivar",
    demoDisabled.key: "Desactivada",
  ]
}
