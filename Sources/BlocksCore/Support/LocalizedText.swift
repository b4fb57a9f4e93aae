/// A user-visible string as a localization key plus up to two integer arguments.
///
/// Headless code names what to say, and the view says it in the user's language: the rules stay
/// plain Swift, free of SwiftUI and of `String(localized:)`. Two inline integers cover a message
/// such as "Page 2 of 5" without allocating an array.
///
/// A block's strings enum gives its texts as computed properties rather than `static let`s: a
/// text is one literal, cheap to make on each use, while a stored global of it is initialized
/// lazily behind a once-guard at every use.
nonisolated public struct LocalizedText: Hashable, Sendable, CustomStringConvertible {
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

  /// The same key with the given integer arguments, for a string such as "Page %1$d of %2$d".
  public func with(_ first: Int, _ second: Int? = nil) -> LocalizedText {
    LocalizedText(key, first, second)
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

/// The strings of one block in every language it speaks: one table of values per language,
/// keyed like ``LocalizedText``.
///
/// A block carries its own table, so its code is complete without a resource bundle. Keys read
/// `"<block-id>.<name>"`; values use `%1$d` and `%2$d` for the arguments. English comes first
/// and lists every key; a language without a key falls back to it. The table has a ``name`` (the
/// block's type name): a view shows a `LocalizedStringResource` whose table is that name from
/// here, in the user's language, and every other string the way the app localizes it.
nonisolated public struct StringTable: Sendable {
  /// One language's values by key, in the order they are listed.
  public typealias Values = KeyValuePairs<String, String>

  /// The table's name: the block's type name, as a `LocalizedStringResource` names its table.
  public let name: String
  /// Each language's values by key, English first, in the order the table lists them.
  ///
  /// Lists rather than dictionaries: a lookup compares a dozen short keys byte by byte, which
  /// needs neither hashing nor the standard library's Unicode tables.
  private let tables: KeyValuePairs<BlockLanguage, Values>

  /// Creates a table called `name` from one list of values per language, each written as a
  /// dictionary literal; a key listed twice keeps its first value.
  public init(name: String, _ tables: KeyValuePairs<BlockLanguage, Values>) {
    self.name = name
    self.tables = tables
  }

  /// The languages the table has values in, in the order it lists them.
  public var languages: [BlockLanguage] { tables.map { $0.key } }

  /// Every value in `language` by key: empty for a language the table does not list.
  public func entries(in language: BlockLanguage) -> [String: String] {
    var entries: [String: String] = [:]
    for (listed, values) in tables where listed == language {
      for (key, value) in values where entries[key] == nil { entries[key] = value }
    }
    return entries
  }

  /// How many values the first language lists, a key listed twice counting twice.
  public var count: Int { tables.first?.value.count ?? 0 }

  /// How many values `language` lists, a key listed twice counting twice: more than
  /// `entries(in:)` has when a key is listed twice.
  public func count(in language: BlockLanguage) -> Int {
    var count = 0
    for (listed, values) in tables where listed == language { count += values.count }
    return count
  }

  /// The string for `text` in the language with the given identifier ("es", "es-MX", "en_US"…);
  /// the first language's (English) for a language or key the table lacks, and the key itself
  /// when no language has it, so a missing string is visible rather than blank.
  public func string(for text: LocalizedText, language: String) -> String {
    string(for: text, in: BlockLanguage(code: language))
  }

  /// The string for `text` in `language`; the first language's (English) when `language` is
  /// `nil` or lacks the key, and the key itself when no language has it.
  public func string(for text: LocalizedText, in language: BlockLanguage?) -> String {
    for (listed, values) in tables where listed == language {
      if let value = Self.value(for: text.key, in: values) {
        return Self.substitute(text, in: value)
      }
    }
    if let first = tables.first, let value = Self.value(for: text.key, in: first.value) {
      return Self.substitute(text, in: value)
    }
    return text.key
  }

  /// The marker in a string where the app's own words go, as the app's label does in
  /// "Increase %@": each language puts them where its grammar wants them, rather than the view
  /// gluing words together in English order.
  public static let insertionMarker = "%@"

  /// The string for `text` in the language with the given identifier, split around the app's
  /// words.
  ///
  /// The parts are the words before its ``insertionMarker`` and after it; a string without the
  /// marker is all before.
  public func insertionParts(of text: LocalizedText, language: String) -> (
    before: String, after: String
  ) {
    let bytes = Array(string(for: text, language: language).utf8)
    let marker = Array(Self.insertionMarker.utf8)
    var index = 0
    while index + marker.count <= bytes.count {
      if bytes[index..<index + marker.count].elementsEqual(marker) {
        return (
          String(decoding: bytes[..<index], as: UTF8.self),
          String(decoding: bytes[(index + marker.count)...], as: UTF8.self)
        )
      }
      index += 1
    }
    return (String(decoding: bytes, as: UTF8.self), "")
  }

  /// The block's own text for a string resource with `key` in `table`, or nil when the string
  /// is the app's.
  ///
  /// Only a resource that names this table and one of its keys is the block's (its defaults are
  /// written that way, since a single-file download has no resource bundle). A caller's string
  /// is the app's even when its key equals one of the block's, so a French app's "Confirmed"
  /// stays French.
  public func ownText(key: String, table: String?) -> LocalizedText? {
    guard let table, table.utf8.elementsEqual(name.utf8), let first = tables.first,
      Self.value(for: key, in: first.value) != nil
    else { return nil }
    return LocalizedText(key)
  }

  /// The value listed for `key` in `values`, compared byte by byte.
  static func value(for key: String, in values: Values) -> String? {
    for (listed, value) in values where listed.utf8.elementsEqual(key.utf8) { return value }
    return nil
  }

  /// `value` with `%1$d` and `%2$d` replaced by the text's arguments, by scanning its bytes (no
  /// Foundation, so the same code runs in every build of the blocks).
  static func substitute(_ text: LocalizedText, in value: String) -> String {
    guard text.first != nil || text.second != nil else { return value }
    let bytes = Array(value.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 8)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 3 < bytes.count,
        bytes[index + 2] == UInt8(ascii: "$"), bytes[index + 3] == UInt8(ascii: "d")
      {
        let argument: Int?
        switch bytes[index + 1] {
        case UInt8(ascii: "1"): argument = text.first
        case UInt8(ascii: "2"): argument = text.second
        default: argument = nil
        }
        if let argument {
          result.append(contentsOf: String(argument).utf8)
          index += 4
          continue
        }
      }
      result.append(bytes[index])
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }
}
