import Testing

@testable import BlocksCore

@Suite("Swipe row: layout and contrast")
struct CompletionSwipeRowLayoutTests {
  struct CheckmarkCase: Sendable, CustomTestStringConvertible {
    var reduceMotion: Bool
    var pastThreshold: Bool
    var scale: Double
    var opacity: Double
    var testDescription: String {
      "\(reduceMotion ? "Reduce Motion" : "full motion"), \(pastThreshold ? "past" : "before")"
    }
  }

  static let checkmarks: [CheckmarkCase] = [
    .init(reduceMotion: false, pastThreshold: false, scale: 0.5, opacity: 0.55),
    .init(reduceMotion: false, pastThreshold: true, scale: 1.15, opacity: 1),
    .init(reduceMotion: true, pastThreshold: false, scale: 1, opacity: 0.55),
    .init(reduceMotion: true, pastThreshold: true, scale: 1, opacity: 1),
  ]

  @Test("the checkmark's scale and opacity before and past the threshold", arguments: checkmarks)
  func checkmark(item: CheckmarkCase) {
    var row = CompletionSwipeRowHost(
      environment: BlockEnvironment(reduceMotion: item.reduceMotion))
    row.move(forward: item.pastThreshold ? 150 : 60, down: 0)
    #expect(row.layout.isCheckmarkArmed == item.pastThreshold)
    #expect(row.layout.checkmarkScale == item.scale)
    #expect(row.layout.checkmarkOpacity == item.opacity)
    #expect(row.layout.checkmarkLeadingInset == 24)
    if item.reduceMotion {
      #expect(row.layout.checkmarkMotion.spring == nil)
    } else {
      #expect(row.layout.checkmarkMotion == .spring(duration: 0.3, bounce: 0.6))
    }
  }

  /// A look of its own reaches the frame; one that is not a number or out of range is made
  /// sensible.
  @Test func theLayoutDrawsTheLookItIsGiven() {
    var row = CompletionSwipeRowHost()
    row.move(forward: 60, down: 0)
    let look = CompletionSwipeRowLook(
      checkmarkLeadingInset: 30, restingCheckmarkScale: 0.7, armedCheckmarkScale: 1.3,
      restingCheckmarkOpacity: 0.4)
    var layout = CompletionSwipeRowLayout(row.machine, tint: SystemColor.greenLight, look: look)
    #expect(layout.checkmarkLeadingInset == 30)
    #expect(layout.checkmarkScale == 0.7 && layout.checkmarkOpacity == 0.4)
    row.move(forward: 150, down: 0)
    layout = CompletionSwipeRowLayout(row.machine, tint: SystemColor.greenLight, look: look)
    #expect(layout.checkmarkScale == 1.3 && layout.checkmarkOpacity == 1)
    let hostile = CompletionSwipeRowLook(
      checkmarkLeadingInset: -5, restingCheckmarkScale: .nan, armedCheckmarkScale: .infinity,
      restingCheckmarkOpacity: 3)
    #expect(hostile.checkmarkLeadingInset == 0 && hostile.restingCheckmarkScale == 0.5)
    #expect(hostile.armedCheckmarkScale == 1.15 && hostile.restingCheckmarkOpacity == 1)
  }

  @Test("a completed row shows the armed checkmark")
  func completedCheckmark() {
    var row = CompletionSwipeRowHost()
    row.send(.accessibilityActivate)
    #expect(row.layout.isCheckmarkArmed)
    #expect(row.layout.checkmarkScale == 1.15)
    #expect(row.layout.checkmarkOpacity == 1)
  }

  @Test("the tint is hidden while the row covers it")
  func tintHiddenAtRest() {
    var row = CompletionSwipeRowHost()
    #expect(row.layout.tintOpacity == 0)
    row.move(forward: 30, down: 0)
    #expect(row.layout.tintOpacity == 1)
  }

  @Test("row height: natural until measured, the measured height, then 0")
  func rowHeight() {
    var machine = CompletionSwipeRowMachine()
    #expect(CompletionSwipeRowLayout(machine).rowHeight == nil)
    _ = machine.send(.sizeChanged(width: 320, height: 0), at: 0)
    #expect(CompletionSwipeRowLayout(machine).rowHeight == nil)
    _ = machine.send(.sizeChanged(width: 320, height: 72), at: 0)
    #expect(CompletionSwipeRowLayout(machine).rowHeight == 72)
    var row = CompletionSwipeRowHost(height: 72)
    row.send(.accessibilityActivate)
    #expect(row.layout.rowHeight == 72)
    row.advance(by: CompletionSwipeRowMetrics.slideOutDuration)
    #expect(row.layout.rowHeight == 0)
    row.runTimers()
    #expect(row.layout.rowHeight == 0)
  }

  struct ContrastCase: Sendable, CustomTestStringConvertible {
    var name: String
    var tint: RGBColor
    var checkmark: ContrastForeground
    var undo: ContrastForeground
    var testDescription: String { name }
  }

  static let contrasts: [ContrastCase] = [
    .init(name: "green light", tint: SystemColor.greenLight, checkmark: .black, undo: .black),
    .init(name: "green dark", tint: SystemColor.greenDark, checkmark: .black, undo: .black),
    .init(name: "red light", tint: SystemColor.redLight, checkmark: .white, undo: .black),
    .init(name: "indigo light", tint: SystemColor.indigoLight, checkmark: .white, undo: .white),
    .init(name: "indigo dark", tint: SystemColor.indigoDark, checkmark: .white, undo: .white),
  ]

  @Test(
    "the checkmark (3:1) and the Undo text (4.5:1) contrast with the tint", arguments: contrasts)
  func contrast(item: ContrastCase) {
    let layout = CompletionSwipeRowLayout(CompletionSwipeRowMachine(), tint: item.tint)
    #expect(layout.checkmarkForeground == item.checkmark)
    #expect(layout.undoForeground == item.undo)
    #expect(item.tint.contrastRatio(with: layout.checkmarkForeground.color) >= 3)
    #expect(item.tint.contrastRatio(with: layout.undoForeground.color) >= 4.5)
  }

  @Test("the default tint's checkmark is black")
  func defaultTint() {
    #expect(
      CompletionSwipeRowLayout(CompletionSwipeRowMachine()).checkmarkForeground == .black)
  }
}
