import BlocksCore
import Foundation

/// JSON output of `blocks list`, `blocks search` and `blocks-bench --json`.
package enum JSON {
  /// `value` as pretty-printed JSON with sorted keys, so the output is stable.
  package static func encode<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}

/// A text in every language, keyed by the language's code: `{"en": …, "es": …}`.
package typealias LanguagesJSON<Value: Codable & Equatable> = [String: Value]

extension JSON {
  /// `text` in every language, keyed by the language's code.
  static func languages<Value>(_ text: (BlockLanguage) -> Value) -> LanguagesJSON<Value> {
    var values: LanguagesJSON<Value> = [:]
    for language in BlockLanguage.allCases { values[language.code] = text(language) }
    return values
  }
}

/// One block in JSON.
package struct BlockJSON: Codable, Equatable {
  package var id: String
  package var name: String
  package var category: String
  package var level: String
  package var platform: String
  package var origin: String
  package var summary: LanguagesJSON<String>
  package var description: LanguagesJSON<String>
  package var keywords: LanguagesJSON<[String]>
  package var file: String

  package init(_ block: BlockInfo) {
    id = block.id
    name = block.name
    category = block.category.rawValue
    level = block.level.rawValue
    platform = block.platform
    origin = block.origin
    summary = JSON.languages { block.text($0).summary }
    description = JSON.languages { block.text($0).description }
    keywords = JSON.languages { block.text($0).keywords }
    file = block.exportFileName
  }
}

/// One search result in JSON.
package struct SearchResultJSON: Codable, Equatable {
  package var id: String
  package var name: String
  package var category: String
  package var level: String
  package var summary: LanguagesJSON<String>
  package var matched: [String]

  package init(_ result: SearchResult) {
    id = result.block.id
    name = result.block.name
    category = result.block.category.rawValue
    level = result.block.level.rawValue
    summary = JSON.languages { result.block.text($0).summary }
    matched = result.fields.map(\.description)
  }
}
