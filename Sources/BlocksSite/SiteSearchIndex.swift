import BlocksCatalog
import BlocksCore
import Foundation

/// The search index the site's script matches queries against.
///
/// The index holds, per block, the words `blocks search` matches (already folded by
/// ``/BlocksCatalog/SearchText``), so the script only has to fold the query the same way and repeat
/// ``/BlocksCatalog/BlockSearch``'s prefix match and ranking; it never re-folds the catalog's text.
package enum SiteSearchIndex {
  private struct Index: Encodable {
    var fields: [String]
    var blocks: [Entry]
  }

  private struct Entry: Encodable {
    var id: String
    var words: [[String]]
  }

  /// The index of `blocks` as compact JSON with sorted keys.
  package static func json(for blocks: [BlockInfo]) -> String {
    let index = Index(
      fields: SearchField.allCases.map(\.description),
      blocks: BlockSearch(blocks: blocks).indexedWords.map {
        Entry(id: $0.blockID, words: $0.fields)
      }
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding strings and arrays of strings cannot fail.
    let data = (try? encoder.encode(index)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
