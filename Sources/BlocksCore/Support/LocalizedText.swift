import Foundation

/// A user-visible string as a localization key plus up to two integer arguments.
///
/// Headless code cannot localize (Linux Foundation has no `String(localized:)`), so it names what
/// to say and the view says it in the user's language. Two inline integers cover every message
/// the blocks make ("Page 2 of 5") without allocating an array.
public struct LocalizedText: Hashable, Sendable, CustomStringConvertible {
  /// The key in the block's string table.
  public var key: String
  /// The first `%d` argument, if any.
  public var first: Int?
  /// The second `%d` argument, if any.
  public var second: Int?

  /// Creates a text for `key` with optional integer arguments.
  public init(_ key: String, _ first: Int? = nil, _ second: Int? = nil) {
    self.key = key
    self.first = first
    self.second = second
  }

  /// The key and arguments, for test output.
  public var description: String {
    switch (first, second) {
    case (nil, _): key
    case (let a?, nil): "\(key)(\(a))"
    case (let a?, let b?): "\(key)(\(a), \(b))"
    }
  }
}

/// The English and Spanish strings of one block, keyed like ``LocalizedText``.
///
/// Each block carries its own table so that its single-file download is complete without a
/// resource bundle. Values use `%1$d` and `%2$d` for the arguments.
public struct StringTable: Sendable {
  /// One entry: the English and the Spanish value.
  public struct Entry: Hashable, Sendable {
    /// The English value.
    public var english: String
    /// The Spanish value.
    public var spanish: String

    /// Creates an entry.
    public init(english: String, spanish: String) {
      self.english = english
      self.spanish = spanish
    }
  }

  /// Every entry by key.
  public let entries: [String: Entry]

  /// Creates a table from its entries.
  public init(_ entries: [String: Entry]) {
    self.entries = entries
  }

  /// The string for `text` in the language with the given identifier ("es", "es-MX", "en_US"…);
  /// Spanish for any Spanish variant, English otherwise, and the key itself when the table lacks
  /// it, so a missing string is visible rather than blank.
  public func string(for text: LocalizedText, language: String) -> String {
    guard let entry = entries[text.key] else { return text.key }
    let isSpanish = language.lowercased().hasPrefix("es")
    var value = isSpanish ? entry.spanish : entry.english
    if let first = text.first {
      value = value.replacingOccurrences(of: "%1$d", with: String(first))
    }
    if let second = text.second {
      value = value.replacingOccurrences(of: "%2$d", with: String(second))
    }
    return value
  }
}
