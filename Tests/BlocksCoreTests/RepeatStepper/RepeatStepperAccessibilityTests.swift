import Testing

@testable import BlocksCore

@Suite("Repeat stepper accessibility")
struct RepeatStepperAccessibilityTests {
  struct OfferCase: Sendable, CustomTestStringConvertible {
    let value: Int
    let bounds: ClosedRange<Int>
    let wraps: Bool
    let isEnabled: Bool
    let canIncrement: Bool
    let canDecrement: Bool
    var testDescription: String {
      "\(value) in \(bounds)\(wraps ? " wrapping" : "")\(isEnabled ? "" : " disabled"): "
        + "+ \(canIncrement), − \(canDecrement)"
    }
  }

  static let offerCases = [
    OfferCase(
      value: 50, bounds: 0...99, wraps: false, isEnabled: true, canIncrement: true,
      canDecrement: true),
    OfferCase(
      value: 0, bounds: 0...99, wraps: false, isEnabled: true, canIncrement: true,
      canDecrement: false),
    OfferCase(
      value: 99, bounds: 0...99, wraps: false, isEnabled: true, canIncrement: false,
      canDecrement: true),
    OfferCase(
      value: 99, bounds: 0...99, wraps: true, isEnabled: true, canIncrement: true,
      canDecrement: true),
    OfferCase(
      value: 0, bounds: 0...99, wraps: true, isEnabled: true, canIncrement: true,
      canDecrement: true),
    OfferCase(
      value: 3, bounds: 3...3, wraps: true, isEnabled: true, canIncrement: false,
      canDecrement: false),
    OfferCase(
      value: 50, bounds: 0...99, wraps: false, isEnabled: false, canIncrement: false,
      canDecrement: false),
    OfferCase(
      value: 0, bounds: 0...99, wraps: true, isEnabled: false, canIncrement: false,
      canDecrement: false),
  ]

  @Test(
    "increment and decrement are offered exactly when they step, and then step once",
    arguments: offerCases)
  func offers(_ row: OfferCase) {
    var host = RepeatStepperHost(
      value: row.value, bounds: row.bounds, wraps: row.wraps,
      environment: BlockEnvironment(isEnabled: row.isEnabled))
    let description = host.accessibility
    #expect(description.value == row.value)
    #expect(description.canIncrement == row.canIncrement)
    #expect(description.canDecrement == row.canDecrement)
    #expect(description.isDimmed == !row.isEnabled)
    // What is offered is what the machine does.
    var up = host
    up.adjust(.increment)
    #expect(up.written.count == (row.canIncrement ? 1 : 0))
    host.adjust(.decrement)
    #expect(host.written.count == (row.canDecrement ? 1 : 0))
  }

  @Test("the adjustable element's value follows every step")
  func valueFollows() {
    var host = RepeatStepperHost(value: 10)
    host.adjust(.increment)
    #expect(host.accessibility.value == 11)
    host.hold(.decrement, for: 0.7)
    #expect(host.accessibility.value == 9)
    host.setValue(500)
    #expect(host.accessibility.value == 99)
  }

  @Test(
    "one adjustable element with VoiceOver, else two buttons that act only when they step",
    arguments: [false, true])
  func representation(isVoiceOverRunning: Bool) {
    let atUpperBound = RepeatStepperMachine(
      value: 99, configuration: .init(bounds: 0...99, step: 1, wraps: false))
    let description = RepeatStepperAccessibility(
      atUpperBound, isVoiceOverRunning: isVoiceOverRunning)
    #expect(description.isOneAdjustableElement == isVoiceOverRunning)
    // Either way the same steps are on offer: the minus button, or the element's decrement.
    #expect(description.canDecrement && !description.canIncrement)
    #expect(RepeatStepperAccessibility(atUpperBound).isOneAdjustableElement == false)
  }

  @Test("the buttons are labelled Increase <label> and Decrease <label>, in both languages")
  func labels() {
    let description = RepeatStepperAccessibility(RepeatStepperMachine())
    #expect(description.increaseLabel == RepeatStepperStrings.increase)
    #expect(description.decreaseLabel == RepeatStepperStrings.decrease)
    let table = RepeatStepperStrings.table
    /// The label as the element reads with the app's label, "Quantity".
    func named(_ text: LocalizedText, _ language: String) -> String {
      let parts = table.insertionParts(of: text, language: language)
      return parts.before + "Quantity" + parts.after
    }
    #expect(named(description.increaseLabel, "en") == "Increase Quantity")
    #expect(named(description.increaseLabel, "es") == "Aumentar Quantity")
    #expect(named(description.decreaseLabel, "en") == "Decrease Quantity")
    #expect(named(description.decreaseLabel, "es-MX") == "Disminuir Quantity")
  }
}
