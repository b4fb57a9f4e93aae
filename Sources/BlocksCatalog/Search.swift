import BlocksCore
import BlocksPreview
import Foundation

/// Folds text for matching: compatibility-decomposed (so full-width "ｓｌｉｄｅｒ" is "slider"),
/// without combining marks (so "Ó" is "O"), lowercased, split into words.
///
/// Every step is locale-independent (`Locale.current` is fixed on Linux and would make results
/// depend on the machine), so the same query finds the same blocks everywhere.
package enum SearchText {
  /// `text` without case, accents or width differences.
  package static func fold(_ text: String) -> String {
    let scalars = text.decomposedStringWithCompatibilityMapping.unicodeScalars.filter {
      $0.properties.generalCategory != .nonspacingMark
    }
    return String(String.UnicodeScalarView(scalars)).lowercased()
  }

  /// The folded words of `text`: runs of letters and digits.
  package static func words(_ text: String) -> [String] {
    fold(text).split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }
}

/// Where a query word matched a block; earlier fields rank higher.
package enum SearchField: Int, Comparable, Sendable, CaseIterable, CustomStringConvertible {
  /// The block's name.
  case name
  /// One of its keywords, in either language.
  case keyword
  /// Its one-line summary, in either language.
  case summary

  /// Orders fields by rank.
  package static func < (lhs: SearchField, rhs: SearchField) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The field's name.
  package var description: String {
    switch self {
    case .name: "name"
    case .keyword: "keyword"
    case .summary: "summary"
    }
  }
}

/// One block that matched a search, with how it matched.
package struct SearchResult: Sendable, Hashable {
  /// The block.
  package var block: BlockInfo
  /// For each query word, in query order, the best field it matched.
  package var fields: [SearchField]

  /// How many query words matched each field, best field first: the ranking key.
  var rank: [Int] {
    SearchField.allCases.map { field in fields.count { $0 == field } }
  }
}

/// Searches the catalog in English and Spanish at once.
///
/// Every query word must match the start of a word of the block's name (or its Swift type's
/// name, such as `RangeSlider`), keywords or summary in either language ("desliz" matches "deslizar"). Results are ordered by how many query words
/// matched the name, then a keyword, then the summary, then by catalog order, so the order is
/// deterministic.
package struct BlockSearch: Sendable {
  private struct Entry: Sendable {
    var block: BlockInfo
    var words: [[String]]
  }

  private let entries: [Entry]

  /// Creates a search over `blocks`.
  package init(blocks: [BlockInfo] = BlockCatalog.all) {
    entries = blocks.map { block in
      // The Swift names too, as one word each: "RangeSlider" finds the block `show` and `add`
      // take by that name.
      var name = SearchText.words(block.name)
      for swiftName in [block.viewType, block.apiType]
      where !name.contains(SearchText.fold(swiftName)) {
        name.append(SearchText.fold(swiftName))
      }
      let texts = BlockLanguage.allCases.map(block.text)
      let keywords = texts.flatMap(\.keywords).flatMap(SearchText.words)
      let summary = texts.flatMap { SearchText.words($0.summary) }
      return Entry(block: block, words: [name, keywords, summary])
    }
  }

  /// The folded words each block is matched against: for every block in catalog order, its id
  /// and one list of words per ``SearchField``, in the fields' order.
  ///
  /// The site's search script matches against exactly these lists, so it finds what `blocks
  /// search` finds.
  package var indexedWords: [(blockID: String, fields: [[String]])] {
    entries.map { ($0.block.id, $0.words) }
  }

  /// The blocks matching every word of `query`, best first; no words match nothing.
  package func results(for query: String) -> [SearchResult] {
    let queryWords = SearchText.words(query)
    guard !queryWords.isEmpty else { return [] }
    var results: [(index: Int, result: SearchResult)] = []
    for (index, entry) in entries.enumerated() {
      var fields: [SearchField] = []
      for word in queryWords {
        guard
          let field = SearchField.allCases.first(where: { field in
            entry.words[field.rawValue].contains { $0.hasPrefix(word) }
          })
        else { break }
        fields.append(field)
      }
      if fields.count == queryWords.count {
        results.append((index, SearchResult(block: entry.block, fields: fields)))
      }
    }
    results.sort { lhs, rhs in
      let (left, right) = (lhs.result.rank, rhs.result.rank)
      if left != right { return right.lexicographicallyPrecedes(left) }
      return lhs.index < rhs.index
    }
    return results.map(\.result)
  }
}
