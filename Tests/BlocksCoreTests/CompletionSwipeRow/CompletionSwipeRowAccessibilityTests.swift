import Testing

@testable import BlocksCore

@Suite("Swipe row: accessibility")
struct CompletionSwipeRowAccessibilityTests {
  @Test("accessibility: combined element, complete action while idle, Undo while open")
  func accessibilityByPhase() {
    var row = CompletionSwipeRowHost(undoWindow: 3)
    var description = CompletionSwipeRowAccessibility(row.machine)
    #expect(description.combinesChildren)
    #expect(description.offersCompleteAction)
    #expect(description.offersUndoAction == false)
    #expect(description.hint == CompletionSwipeRowStrings.hint)
    #expect(description.value == nil)
    row.send(.accessibilityActivate)
    description = CompletionSwipeRowAccessibility(row.machine)
    #expect(description.offersCompleteAction == false)
    #expect(description.offersUndoAction)
    #expect(description.undoActionName == CompletionSwipeRowStrings.undo)
    #expect(description.value == CompletionSwipeRowStrings.completed)
    row.advance(by: CompletionSwipeRowMetrics.slideOutDuration + 3)
    description = CompletionSwipeRowAccessibility(row.machine)
    #expect(description.offersUndoAction == false)
    #expect(description.offersCompleteAction == false)
  }

  @Test("activating the row, and its Voice Control name, is Complete, then Undo in the undo window")
  func defaultActionByPhase() {
    var row = CompletionSwipeRowHost(undoWindow: 3)
    #expect(CompletionSwipeRowAccessibility(row.machine).defaultAction == .complete)
    row.send(.accessibilityActivate)
    #expect(row.machine.isCompleted)
    // In the undo window the row no longer completes: activating it as "Complete" did nothing.
    let open = CompletionSwipeRowAccessibility(row.machine)
    #expect(open.defaultAction == .undo)
    var activatedAsComplete = row
    #expect(activatedAsComplete.send(.accessibilityActivate).isEmpty)
    #expect(activatedAsComplete.machine.isCompleted)
    // Activating it as Undo takes the completion back, and it can be completed again.
    row.send(.undo)
    #expect(!row.machine.isCompleted)
    #expect(CompletionSwipeRowAccessibility(row.machine).defaultAction == .complete)
    row.send(.accessibilityActivate)
    row.advance(by: CompletionSwipeRowMetrics.slideOutDuration + 3)
    #expect(CompletionSwipeRowAccessibility(row.machine).defaultAction == nil)
    let disabled = CompletionSwipeRowHost(environment: BlockEnvironment(isEnabled: false))
    #expect(CompletionSwipeRowAccessibility(disabled.machine).defaultAction == nil)
  }

  @Test(
    "only a row that offers an action responds to Voice Control, Switch Control and Full Keyboard Access"
  )
  func respondsToUserInteractionOnlyWithAnAction() {
    var row = CompletionSwipeRowHost(undoWindow: 3)
    #expect(CompletionSwipeRowAccessibility(row.machine).respondsToUserInteraction)
    row.send(.accessibilityActivate)
    #expect(CompletionSwipeRowAccessibility(row.machine).respondsToUserInteraction, "Undo")
    row.advance(by: CompletionSwipeRowMetrics.slideOutDuration + 3)
    #expect(CompletionSwipeRowAccessibility(row.machine).respondsToUserInteraction == false)

    let disabled = CompletionSwipeRowHost(environment: BlockEnvironment(isEnabled: false))
    let description = CompletionSwipeRowAccessibility(disabled.machine)
    #expect(description.isDimmed)
    #expect(!description.offersCompleteAction && !description.offersUndoAction)
    #expect(description.respondsToUserInteraction == false)
  }
}
