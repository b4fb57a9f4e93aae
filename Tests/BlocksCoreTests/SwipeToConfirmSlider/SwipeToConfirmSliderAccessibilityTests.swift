import Testing

@testable import BlocksCore

@Suite("Slider accessibility")
struct SwipeToConfirmSliderAccessibilityTests {
  struct PhaseCase: Sendable, CustomTestStringConvertible {
    let name: String
    let enabled: Bool
    let label: SwipeToConfirmSliderLayout.Title
    let offersActivate: Bool
    let make: @Sendable (inout SwipeToConfirmSliderHost) -> Void
    var testDescription: String { "\(name)\(enabled ? "" : " disabled")" }
  }

  static let cases: [PhaseCase] = [true, false].flatMap { enabled in
    [
      PhaseCase(name: "idle", enabled: enabled, label: .title, offersActivate: enabled) { _ in },
      PhaseCase(name: "dragging", enabled: enabled, label: .title, offersActivate: enabled) {
        $0.send(.dragChanged(translation: 40))
      },
      PhaseCase(name: "pending", enabled: enabled, label: .title, offersActivate: false) {
        $0 = SwipeToConfirmSliderHost(isAsync: true)
        $0.send(.accessibilityActivate)
      },
      PhaseCase(name: "confirmed", enabled: enabled, label: .confirmed, offersActivate: false) {
        $0.send(.accessibilityActivate)
      },
      PhaseCase(name: "failed", enabled: enabled, label: .failure, offersActivate: false) {
        $0 = SwipeToConfirmSliderHost(isAsync: true)
        $0.send(.accessibilityActivate)
        $0.finishWork(failing: true)
      },
    ]
  }

  @Test("one button; label, hint and action follow the phase", arguments: cases)
  func description(_ c: PhaseCase) {
    // Given the slider brought to the phase, then (maybe) disabled
    var host = SwipeToConfirmSliderHost()
    c.make(&host)
    host.send(.environmentChanged(BlockEnvironment(isEnabled: c.enabled)))
    // Then its description
    let a11y = SwipeToConfirmSliderAccessibility(host.machine)
    #expect(a11y.isButton)
    #expect(a11y.label == c.label)
    #expect(a11y.offersActivate == c.offersActivate)
    #expect(a11y.hint == (c.offersActivate ? SwipeToConfirmSliderStrings.hint : nil))
    let table = SwipeToConfirmSliderStrings.table
    #expect(
      a11y.hint.map { table.string(for: $0, language: "en") }
        == (c.offersActivate ? "Double tap to confirm" : nil))
    #expect(
      a11y.hint.map { table.string(for: $0, language: "es") }
        == (c.offersActivate ? "Toca dos veces para confirmar" : nil))
    #expect(a11y.isDimmed == !c.enabled)
    // And the action it offers is exactly what activation does
    let before = host.performed
    host.send(.accessibilityActivate)
    #expect(host.performed - before == (c.offersActivate ? 1 : 0))
  }

  @Test("pending reads as in progress")
  func pendingValue() {
    var host = SwipeToConfirmSliderHost(isAsync: true)
    #expect(SwipeToConfirmSliderAccessibility(host.machine).value == nil)
    host.send(.accessibilityActivate)
    #expect(
      SwipeToConfirmSliderAccessibility(host.machine).value
        == SwipeToConfirmSliderStrings.inProgress)
  }

  @Test("announcements say the outcome")
  func announcements() {
    var host = SwipeToConfirmSliderHost(isAsync: true)
    host.send(.accessibilityActivate)
    host.finishWork(failing: true)
    host.advance(by: 1.4)
    host.send(.accessibilityActivate)
    host.finishWork()
    #expect(
      host.announcements == [
        SwipeToConfirmSliderStrings.failedAnnouncement,
        SwipeToConfirmSliderStrings.confirmedAnnouncement,
      ])
  }
}
