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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + text.utf8.count / 8)
    var utf8 = text.utf8.makeIterator()
    while let byte = utf8.next() {
      switch byte {
      case UInt8(ascii: "&"): bytes += "&amp;".utf8
      case UInt8(ascii: "<"): bytes += "&lt;".utf8
      case UInt8(ascii: ">"): bytes += "&gt;".utf8
      case UInt8(ascii: "\""): bytes += "&quot;".utf8
      case UInt8(ascii: "'"): bytes += "&#39;".utf8
      case UInt8(ascii: "\n"), UInt8(ascii: "\t"): bytes.append(byte)
      case 0..<0x20, 0x7F:
        // Control characters are not allowed in HTML text; show them as the replacement
        // character rather than dropping them silently.
        bytes += "\u{FFFD}".utf8
      case 0xC2:
        // U+0080 to U+009F (C1 controls) are encoded as C2 80 to C2 9F.
        guard let next = utf8.next() else { break }
        if next < 0xA0 {
          bytes += "\u{FFFD}".utf8
        } else {
          bytes += [byte, next]
        }
      default:
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// JSON text safe inside a `<script type="application/json">` data block.
  ///
  /// `<` becomes `\u003c`, so neither `</script>` nor `<!--` can end or confuse the block; the
  /// JSON value is unchanged.
  package static func scriptData(_ json: String) -> String {
    json.replacingOccurrences(of: "<", with: "\\u003c")
  }
}
