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

/// Text in both languages.
package struct BilingualJSON<Value: Codable & Equatable>: Codable, Equatable {
  package var en: Value
  package var es: Value
}

/// One block in JSON.
package struct BlockJSON: Codable, Equatable {
  package var id: String
  package var name: String
  package var category: String
  package var level: String
  package var platform: String
  package var origin: String
  package var summary: BilingualJSON<String>
  package var description: BilingualJSON<String>
  package var keywords: BilingualJSON<[String]>
  package var file: String

  package init(_ block: BlockInfo) {
    id = block.id
    name = block.name
    category = block.category.rawValue
    level = block.level.rawValue
    platform = block.platform
    origin = block.origin
    summary = BilingualJSON(en: block.text(.english).summary, es: block.text(.spanish).summary)
    description = BilingualJSON(
      en: block.text(.english).description, es: block.text(.spanish).description)
    keywords = BilingualJSON(en: block.text(.english).keywords, es: block.text(.spanish).keywords)
    file = block.exportFileName
  }
}

/// One search result in JSON.
package struct SearchResultJSON: Codable, Equatable {
  package var id: String
  package var name: String
  package var category: String
  package var level: String
  package var summary: BilingualJSON<String>
  package var matched: [String]

  package init(_ result: SearchResult) {
    id = result.block.id
    name = result.block.name
    category = result.block.category.rawValue
    level = result.block.level.rawValue
    summary = BilingualJSON(
      en: result.block.text(.english).summary, es: result.block.text(.spanish).summary)
    matched = result.fields.map(\.description)
  }
}
