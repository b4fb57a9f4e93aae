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
