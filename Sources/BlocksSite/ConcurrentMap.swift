import Dispatch
import Synchronization

extension Array where Element: Sendable {
  /// What `transform` makes of every element, in the elements' order, made on every processor.
  ///
  /// A site's drawings and exports do not depend on one another, so the machine's processors
  /// share them. The results keep the elements' order, so the site is byte for byte the one a
  /// single processor makes.
  func concurrentMap<Transformed: Sendable>(
    _ transform: @Sendable (Element) -> Transformed
  ) -> [Transformed] {
    let results = Mutex([Transformed?](repeating: nil, count: count))
    // `concurrentPerform` does not ask for a sendable closure; this one is, so the compiler
    // checks what it shares between the threads.
    DispatchQueue.concurrentPerform(iterations: count) { @Sendable index in
      let result = transform(self[index])
      results.withLock { $0[index] = result }
    }
    return results.withLock { made in
      made.map { result in
        guard let result else { preconditionFailure("concurrentPerform skipped an element") }
        return result
      }
    }
  }
}
