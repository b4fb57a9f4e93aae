/// A file's path inside the generated site, such as `es/blocks/completion-swipe-row.html`.
///
/// Pages link to each other only through `relative(to:)`, so the site works from any sub-path of
/// a web server and straight from `file://`, where a link to a folder would not open its
/// `index.html`.
package struct SitePath: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The path, with `/` between folders and no leading `/`.
  package var value: String

  /// Creates a path from its text.
  package init(_ value: String) {
    self.value = value
  }

  /// The path.
  package var description: String { value }

  /// The folders above the file, outermost first.
  package var folders: [Substring] {
    Array(value.split(separator: "/", omittingEmptySubsequences: false).dropLast())
  }

  /// The link from a page at `self` to the file at `target`: `../` for each folder to leave, then
  /// the folders to enter and the file name.
  package func relative(to target: SitePath) -> String {
    let from = folders
    let parts = target.value.split(separator: "/", omittingEmptySubsequences: false)
    let to = parts.dropLast()
    var common = 0
    while common < from.count, common < to.count, from[common] == to[to.startIndex + common] {
      common += 1
    }
    let up = String(repeating: "../", count: from.count - common)
    let down = parts.dropFirst(common).joined(separator: "/")
    return up + down
  }

  /// The link from a page at `self` to the file at `target`: the absolute address under `base`
  /// when there is one, as a page served for any missing address needs, or else the relative
  /// link of ``relative(to:)``.
  package func link(to target: SitePath, base: String?) -> String {
    base.map { $0 + target.value } ?? relative(to: target)
  }

  /// Orders paths by their text, so the site's file list is the same on every machine.
  package static func < (lhs: SitePath, rhs: SitePath) -> Bool { lhs.value < rhs.value }
}
