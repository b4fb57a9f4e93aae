import BlocksCore

/// One key of a block's string table in every language, as the tests read it.
struct TranslatedString: Hashable, CustomStringConvertible {
  /// The key's value in each language the table lists it in.
  var values: [BlockLanguage: String]

  /// The value in `language`, empty when the table lacks it there.
  subscript(language: BlockLanguage) -> String { values[language] ?? "" }

  /// The values, English first, for a failure's message.
  var description: String {
    BlockLanguage.allCases.map { "\($0.code): \"\(self[$0])\"" }.joined(separator: ", ")
  }
}

extension StringTable {
  /// Every key of any of the table's languages, with its value in each.
  var entries: [String: TranslatedString] {
    var entries: [String: TranslatedString] = [:]
    for language in languages {
      for (key, value) in self.entries(in: language) {
        entries[key, default: TranslatedString(values: [:])].values[language] = value
      }
    }
    return entries
  }
}
