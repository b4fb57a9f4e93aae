import Testing

@testable import BlocksCore

@Suite("Hold button strings")
struct HoldToConfirmButtonStringsTests {
  @Test("the specified wording, in English and Spanish")
  func strings() {
    let table = HoldToConfirmButtonStrings.table
    #expect(
      table.string(for: HoldToConfirmButtonStrings.hint, language: "en") == "Double tap to confirm")
    #expect(
      table.string(for: HoldToConfirmButtonStrings.failureTitle, language: "es-MX")
        == "Inténtalo de nuevo")
    #expect(
      table.string(for: HoldToConfirmButtonStrings.failureTitle, language: "en") == "Try again")
  }
}
