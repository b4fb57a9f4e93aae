import Testing

@testable import BlocksSite

/// The site's drawings and exports are made on every processor and must come back in order.
@Suite struct ConcurrentMapTests {
  @Test(
    "the results are the transform's, in the elements' order, however long each takes",
    arguments: [0, 1, 2, 7, 1_000])
  func keepsTheOrder(count: Int) {
    let elements = Array(0..<count)
    // Uneven work, which no optimizer can fold away: on two or more processors the later
    // elements finish first, so the order of finishing is not the elements' order.
    let transform: @Sendable (Int) -> String = { element in
      var hasher = Hasher()
      for step in 0..<((count - element) * 200) { hasher.combine(step) }
      return "\(element):\(hasher.finalize())"
    }
    #expect(elements.concurrentMap(transform) == elements.map(transform))
  }
}
