import Testing

@testable import BlocksCore

@Suite("Flow direction")
struct FlowDirectionTests {
  @Test("forward is right in left-to-right and left in right-to-left")
  func direction() {
    #expect(FlowDirection.leftToRight.forward(30) == 30)
    #expect(FlowDirection.rightToLeft.forward(30) == -30)
    #expect(FlowDirection.rightToLeft.forward(-12) == 12)
  }
}
