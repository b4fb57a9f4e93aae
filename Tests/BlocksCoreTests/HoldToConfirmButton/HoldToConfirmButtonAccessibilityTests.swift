import Testing

@testable import BlocksCore

@Suite("Hold button accessibility")
struct HoldToConfirmButtonAccessibilityTests {
  @Test("accessibility: one button with the title, hint while actionable, value per state")
  func accessibility() {
    var host = HoldToConfirmButtonHost(isAsync: true)
    let idle = HoldToConfirmButtonAccessibility(host.machine)
    #expect(idle.isButton && idle.offersActivate && !idle.isDimmed)
    #expect(idle.hint == HoldToConfirmButtonStrings.hint)
    // The words VoiceOver speaks, read from the description rather than from the key.
    let table = HoldToConfirmButtonStrings.table
    #expect(idle.hint.map { table.string(for: $0, language: "en") } == "Double tap to confirm")
    #expect(
      idle.hint.map { table.string(for: $0, language: "es") } == "Toca dos veces para confirmar")
    #expect(idle.value == nil)
    host.press()
    #expect(HoldToConfirmButtonAccessibility(host.machine).offersActivate)
    host.advance(by: 1.2)
    let pending = HoldToConfirmButtonAccessibility(host.machine)
    #expect(pending.value == HoldToConfirmButtonStrings.inProgress)
    #expect(!pending.offersActivate && pending.hint == nil)
    host.failWork()
    #expect(
      HoldToConfirmButtonAccessibility(host.machine).value
        == HoldToConfirmButtonStrings.failed)
    #expect(!HoldToConfirmButtonAccessibility(host.machine).offersActivate)
    host.advance(by: 1.2)
    host.activate()
    host.finishWork()
    let confirmed = HoldToConfirmButtonAccessibility(host.machine)
    #expect(confirmed.value == HoldToConfirmButtonStrings.confirmed)
    #expect(!confirmed.offersActivate)
  }
}
