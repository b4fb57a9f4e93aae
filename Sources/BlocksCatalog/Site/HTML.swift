import Foundation

/// Escaping for the site's HTML, XML and JSON-in-HTML output.
///
/// Every text that comes from the catalog or from source code goes through here before it lands in
/// a page, so a block name or keyword holding `<script>`, quotes or `&` is shown, never run.
package enum HTML {
  /// `text` safe in element content and in double- or single-quoted attribute values.
  ///
  /// Escaping quotes everywhere costs a few bytes and removes the chance of using the wrong
  /// function in an attribute.
  package static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count + text.utf8.count / 8)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        // Control characters other than tab and newline are not allowed in HTML text; show them
        // as the replacement character rather than dropping them silently.
        if scalar.value < 0x20, scalar != "\n", scalar != "\t" {
          result += "\u{FFFD}"
        } else if (0x7F...0x9F).contains(scalar.value) {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// JSON text safe inside a `<script type="application/json">` data block.
  ///
  /// `<` becomes `\u003c`, so neither `</script>` nor `<!--` can end or confuse the block; the
  /// JSON value is unchanged.
  package static func scriptData(_ json: String) -> String {
    json.replacingOccurrences(of: "<", with: "\\u003c")
  }
}
