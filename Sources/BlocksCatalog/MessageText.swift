/// Text from outside (an id, a path, an option) as an error message may show it.
package enum MessageText {
  /// `text` with control characters escaped and cut to a readable length, so a hostile value
  /// cannot move the cursor, clear the terminal or fill the screen.
  package static func printable(_ text: String) -> String {
    let escaped = text.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control
        ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
    }.joined()
    return escaped.count > 80 ? escaped.prefix(80) + "…" : escaped
  }
}
