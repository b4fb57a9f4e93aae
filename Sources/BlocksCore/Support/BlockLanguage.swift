/// A language the blocks speak.
///
/// Per-language text is kept in tables keyed by it, such as each block's ``StringTable``, so
/// another language is a case here plus one table beside each of the others, not new fields.
nonisolated public enum BlockLanguage: Hashable, Sendable, CaseIterable {
  /// English, the language every table has in full and the one a missing string falls back to.
  case english
  /// Spanish.
  case spanish

  /// The language's identifier, as a locale's begins ("en" or "es").
  public var code: String {
    switch self {
    case .english: "en"
    case .spanish: "es"
    }
  }

  /// The language of an identifier such as "es", "es-MX", "es_419" or "en_US@rg=gbzzzz", or
  /// `nil` for a language the blocks do not speak.
  public init?(code: String) {
    // ASCII only: a language identifier is ASCII, and this needs no Unicode case tables.
    let bytes = Array(code.utf8.prefix(3)).map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    guard bytes.count == 2 || (bytes.count == 3 && !(97...122).contains(bytes[2])) else {
      return nil
    }
    for language in Self.allCases where language.code.utf8.elementsEqual(bytes.prefix(2)) {
      self = language
      return
    }
    return nil
  }
}
