import Testing

@testable import BlocksSite

/// The site's drawings and exports are made on every processor and must come back in order.
@Suite struct ConcurrentMapTests {
  @Test(
    "the results are the transform's, in the elements' order, however long each takes",
    arguments: [0, 1, 2, 7, 1_000])
  func keepsTheOrder(count: Int) {
    let elements = Array(0..<count)
    // Uneven work: later elements finish first, so finishing order is not the elements' order.
    let transform: @Sendable (Int) -> String = { element in
      var sum = 0
      for step in 0..<((count - element) * 200) { sum &+= step }
      return "\(element):\(sum)"
    }
    #expect(elements.concurrentMap(transform) == elements.map(transform))
  }
}
