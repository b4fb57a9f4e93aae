import BlocksPreview

/// Every block of the catalog, in catalog order.
///
/// The order is the order of `blocks list` and the last tie-breaker of search, so output never
/// depends on hashing or the machine.
package enum BlockCatalog {
  /// All blocks: the registered ones (`PreviewBlock.all`).
  package static let all: [BlockInfo] = PreviewBlock.all.map(BlockInfo.init)

  /// The block with `id`, if the catalog has one.
  package static func block(id: String) -> BlockInfo? {
    all.first { $0.id == id }
  }
}
