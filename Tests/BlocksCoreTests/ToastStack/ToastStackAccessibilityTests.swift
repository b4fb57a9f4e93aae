import Testing

@testable import BlocksCore

@Suite("Toast stack: accessibility")
struct ToastStackAccessibilityTests {
  @Test("each visible toast is one element, newest first, read after its style's name")
  func elements() {
    var stack = ToastStackHost()
    stack.set([
      ToastStackEntry(id: 1, style: .info, text: 1), ToastStackEntry(id: 2, style: .error, text: 2),
      ToastStackEntry(id: 3, style: .loading, text: 3),
      ToastStackEntry(id: 4, style: .success, text: 4, action: 9),
    ])
    let description = ToastStackAccessibility(stack.machine)
    #expect(description.regionLabel == ToastStackStrings.region)
    #expect(description.elementCount == 3)
    #expect(!description.isDimmed)
    let elements = (0..<4).map { ToastStackAccessibility.element(atDepth: $0, of: stack.machine) }
    #expect(elements[3] == nil, "the toast waiting behind is not an element")
    #expect(
      elements.compactMap { $0?.styleName } == [
        ToastStackStrings.success, ToastStackStrings.loading, ToastStackStrings.error,
      ])
    let priorities = elements.compactMap { $0?.sortPriority }
    #expect(priorities == priorities.sorted(by: >), "the newest is read first")
    #expect(elements.compactMap { $0 }.allSatisfy { $0.combinesChildren && $0.offersActions })
    #expect(elements[0]?.offersOwnAction == true)
    #expect(elements[1]?.offersOwnAction == false)
    #expect(elements[1]?.isBusy == true, "a loading toast is busy")
    #expect(elements[0]?.dismissActionName == ToastStackStrings.dismiss)
    // The layout agrees: the same toasts are read.
    let read = stack.layout.filter { !$0.isAccessibilityHidden }.map(\.id)
    #expect(read == [2, 3, 4])
  }

  @Test("the Dismiss action does what a swipe does; the action runs and dismisses")
  func actions() {
    var stack = ToastStackHost()
    stack.add(ToastStackEntry(id: 1, text: 1), ToastStackEntry(id: 2, text: 2, action: 3))
    stack.send(.dismissPressed(1))
    #expect(stack.leavingIDs == [1])
    stack.send(.actionPressed(2))
    #expect(stack.actions == [2])
    #expect(stack.leavingIDs == [1, 2])
    #expect(ToastStackAccessibility.element(atDepth: 0, of: stack.machine) == nil)
  }

  @Test("a drawn toast is an element only while visible and not leaving, never the newest's")
  func elementsOfDrawnToasts() {
    var stack = ToastStackHost()
    stack.add(
      ToastStackEntry(id: 1, text: 1), ToastStackEntry(id: 2, text: 2),
      ToastStackEntry(id: 3, text: 3), ToastStackEntry(id: 4, style: .loading, text: 4))
    stack.send(.dismissPressed(4))
    stack.add(ToastStackEntry(id: 5, text: 5, action: 6))
    let drawn = stack.layout.map { $0 }
    let leaving = drawn.filter(\.isLeaving)
    #expect(leaving.map(\.id) == [4])
    // The leaving toast is drawn at depth 0, where the newest toast is an element with actions.
    #expect(leaving.first?.depth == 0)
    #expect(ToastStackAccessibility.element(atDepth: 0, of: stack.machine)?.offersOwnAction == true)
    for toast in drawn {
      let element = ToastStackAccessibility.element(for: toast, of: stack.machine)
      if toast.isLeaving || toast.isAccessibilityHidden {
        #expect(element == nil, "toast \(toast.id)")
      } else {
        #expect(element == ToastStackAccessibility.element(atDepth: toast.depth, of: stack.machine))
        #expect(element != nil, "toast \(toast.id)")
      }
    }
    let elements = drawn.compactMap { ToastStackAccessibility.element(for: $0, of: stack.machine) }
    #expect(elements.count == 3, "the three visible toasts, not the leaving or the waiting one")
  }

  @Test(
    "no toast times out while VoiceOver or Switch Control runs",
    arguments: [
      (false, false, false), (true, false, true), (false, true, true), (true, true, true),
    ])
  func timeLimits(voiceOver: Bool, switchControl: Bool, suspended: Bool) {
    #expect(
      ToastStackAccessibility.suspendsTimeLimits(voiceOver: voiceOver, switchControl: switchControl)
        == suspended)
  }

  @Test("a disabled stack offers no actions and reads as dimmed")
  func disabled() {
    var stack = ToastStackHost(environment: BlockEnvironment(isEnabled: false))
    stack.add(ToastStackEntry(id: 1, text: 1, action: 3))
    let element = ToastStackAccessibility.element(atDepth: 0, of: stack.machine)
    #expect(element?.offersActions == false && element?.offersOwnAction == false)
    #expect(ToastStackAccessibility(stack.machine).isDimmed)
  }

  struct AnnouncementCase: Sendable, CustomTestStringConvertible {
    var style: ToastStackStyle
    var message: String?
    var others: Int
    var language: String
    var expected: String
    var testDescription: String { expected }
  }

  static let announcements: [AnnouncementCase] = [
    .init(
      style: .error, message: "Offline.", others: 0, language: "en",
      expected: "Error, Sync, Offline."),
    .init(style: .success, message: nil, others: 0, language: "en", expected: "Success, Sync"),
    .init(
      style: .info, message: nil, others: 1, language: "en",
      expected: "Information, Sync, and 1 more"),
    .init(
      style: .loading, message: "Wait.", others: 2, language: "es-MX",
      expected: "En curso, Sync, Wait., y 2 más"),
    .init(style: .warning, message: nil, others: 0, language: "fr", expected: "Warning, Sync"),
  ]

  @Test(
    "an announcement reads the style's name, the title, the message, then \"and n more\"",
    arguments: announcements)
  func announcement(_ row: AnnouncementCase) {
    let announcement = ToastStackMachine<Int>.Announcement(id: 1, others: row.others)
    let spoken = ToastStackAccessibility.announcement(
      announcement, style: row.style, title: "Sync", message: row.message, language: row.language)
    #expect(spoken == row.expected)
  }
}
