import Dispatch
import Synchronization

extension Array where Element: Sendable {
  /// What `transform` makes of every element, in the elements' order, made on every processor.
  ///
  /// A site is a few hundred drawings and sixteen exports, none of which depends on another, so
  /// the machine's processors share them. The results keep the elements' order, so the site is
  /// byte for byte the one a single processor makes.
  func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
    let results = Mutex([Result?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
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
