import Testing

@testable import BlocksCore

@Suite("Numbers")
struct NumbersTests {
  @Test("lengths and clamps keep NaN and infinities out")
  func sanitize() {
    #expect(Double.nan.sanitizedLength == 0)
    #expect((-3.0).sanitizedLength == 0)
    #expect(Double.infinity.sanitizedLength == 0)
    #expect(12.5.sanitizedLength == 12.5)
    #expect(Double.nan.clamped(to: 0...1) == 0)
    #expect(7.0.clamped(to: 0...1) == 1)
    #expect(Double.nan.finiteOr(3) == 3)
  }
}
