import BlocksCore

/// A language the catalog speaks: its blocks' strings, its descriptions, its site and its
/// previews.
///
/// The one language type of the catalog: per-language text is kept in tables keyed by it, so a
/// language is a case here plus its tables, not new fields.
public enum BlockLanguage: Hashable, Sendable, CaseIterable {
  /// English.
  case english
  /// Spanish.
  case spanish

  /// The language identifier the blocks' string tables take ("en" or "es").
  public var code: String {
    switch self {
    case .english: "en"
    case .spanish: "es"
    }
  }

  /// The language for an identifier such as "es" or "es-MX": Spanish for any Spanish variant,
  /// English for "en" and its variants, `nil` otherwise.
  public init?(code: String) {
    // ASCII only: a language identifier is ASCII, and this needs no Unicode case tables.
    let bytes = Array(code.utf8).map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    guard bytes.count == 2 || (bytes.count > 3 && (bytes[2] == 45 || bytes[2] == 95)) else {
      return nil
    }
    switch (bytes[0], bytes[1]) {
    case (UInt8(ascii: "e"), UInt8(ascii: "s")): self = .spanish
    case (UInt8(ascii: "e"), UInt8(ascii: "n")): self = .english
    default: return nil
    }
  }

  /// `english` or `spanish`, whichever is this language.
  package func pick(_ english: String, _ spanish: String) -> String {
    self == .english ? english : spanish
  }
}
