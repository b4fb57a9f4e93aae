import Testing

@testable import SwiftUIBlocks

@Suite("SwiftUIBlocks module")
struct ModuleTests {
  @Test("re-exports the headless core")
  func reexportsCore() {
    #expect(FlowDirection.rightToLeft.forwardSign == -1)
  }
}
