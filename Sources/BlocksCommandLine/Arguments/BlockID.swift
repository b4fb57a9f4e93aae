import BlocksCatalog
import BlocksInstall

/// Checks block ids typed on the command line before they reach anything else.
///
/// Ids never become paths (the file name comes from the catalog), but rejecting path tricks early
/// gives a clear message instead of "unknown block".
package enum BlockID {
  /// The longest id accepted.
  package static let maximumLength = 64

  /// Throws a usage error unless `text` looks like a block id: lowercase letters, digits and
  /// single hyphens.
  package static func validate(_ text: String) throws(BlocksError) {
    func invalid(_ reason: String) -> BlocksError {
      BlocksError("invalid block id '\(printable(text))': \(reason)", status: .usage)
    }
    if text.isEmpty { throw invalid("it is empty") }
    if text.utf8.contains(0) { throw invalid("it contains a NUL byte") }
    if text.utf8.count > maximumLength {
      throw invalid("it is longer than \(maximumLength) characters")
    }
    if text.hasPrefix("/") { throw invalid("it is an absolute path") }
    if text.contains("/") || text.contains("\\") { throw invalid("it contains a path separator") }
    if text.contains("..") { throw invalid("it contains '..'") }
    let allowed = text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    if !allowed || text.hasPrefix("-") || text.hasSuffix("-") {
      throw invalid("ids are lowercase letters, digits and hyphens, like swipe-to-confirm-slider")
    }
  }

  /// The block of `catalog` with id `text`, after validating it.
  ///
  /// A block's name and its view's type name it too, exactly as the README and the site show
  /// them ("Hold To Confirm Button", `HoldToConfirmButton`). An unknown id close to a known one
  /// suggests it.
  package static func block(_ text: String, in catalog: [BlockInfo] = BlockCatalog.all)
    throws(BlocksError) -> BlockInfo
  {
    if let named = catalog.first(where: { $0.name == text || $0.viewType == text }) {
      return named
    }
    do {
      try validate(text)
    } catch {
      // An id typed with capitals, as a name is: the message says which id was meant.
      guard let id = catalog.first(where: { $0.id == text.lowercased() })?.id else { throw error }
      throw BlocksError(error.message + "; did you mean \(id)?", status: .usage)
    }
    guard let block = catalog.first(where: { $0.id == text }) else {
      let guess = Suggestion.closest(to: text, among: catalog.map(\.id))
      let advice =
        guess.map { "; did you mean \($0)? Run" } ?? "; run"
      throw BlocksError(
        "unknown block '\(text)'\(advice) 'blocks list' to see the blocks", status: .usage)
    }
    return block
  }

  /// `text` as a message shows it (``/BlocksCatalog/MessageText/printable(_:)``).
  static func printable(_ text: String) -> String { MessageText.printable(text) }
}
