import Testing

@testable import BlocksCore

@Suite("Numbers")
struct NumbersTests {
  @Test("lengths and clamps keep NaN and infinities out")
  func sanitize() {
    #expect(Numbers.length(.nan) == 0)
    #expect(Numbers.length(-3) == 0)
    #expect(Numbers.length(.infinity) == 0)
    #expect(Numbers.length(12.5) == 12.5)
    #expect(Numbers.clamped(.nan, to: 0...1) == 0)
    #expect(Numbers.clamped(7, to: 0...1) == 1)
    #expect(Numbers.finite(.nan, or: 3) == 3)
  }

  @Test("infinities saturate and durations stay in their range")
  func saturateAndDurations() {
    #expect(Numbers.saturated(.infinity) == .greatestFiniteMagnitude)
    #expect(Numbers.saturated(-.infinity) == -.greatestFiniteMagnitude)
    #expect(Numbers.saturated(.nan) == 0)
    #expect(Numbers.duration(1e300, in: 0...60, fallback: 1) == 60)
    #expect(Numbers.duration(-1, in: 0...60, fallback: 1) == 0)
    #expect(Numbers.duration(.nan, in: 0...60, fallback: 1.4) == 1.4)
  }
}
