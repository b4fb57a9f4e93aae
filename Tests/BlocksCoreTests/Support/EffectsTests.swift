import Testing

@testable import BlocksCore

@Suite("Effects")
struct EffectsTests {
  @Test("empty effects are empty")
  func effects() {
    #expect(Effects<Int>.none.isEmpty)
    #expect(!Effects<Int>(haptic: .success).isEmpty)
  }
}
