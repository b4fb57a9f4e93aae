/// Estimated text widths, to fit and wrap text without a font.
///
/// A preview cannot measure text: the browser picks the font. These estimates follow the
/// proportions of the system font (narrow i and l, wide m and w), so a title that would shrink
/// or wrap on a device does so here too, give or take a character.
package enum PreviewTextMetrics {
  /// The estimated width of `text` at `size` points and CSS `weight`.
  package static func width(of text: String, size: Double, weight: Int) -> Double {
    var ems = 0.0
    for scalar in text.unicodeScalars {
      ems += advance(of: scalar.value)
    }
    let boldness = weight >= 600 ? 1.06 : 1
    return ems * size * boldness * fallbackAllowance
  }

  /// A margin for the fonts a browser falls back to where the system font is missing, which
  /// run wider than it.
  private static var fallbackAllowance: Double {
    1.08
  }

  /// The font size at which `text` fits `width`, starting from `size` and shrinking to at most
  /// `minimumScale` of it, as `.minimumScaleFactor` does.
  package static func fittingSize(
    of text: String, size: Double, weight: Int, width available: Double, minimumScale: Double
  ) -> Double {
    let natural = width(of: text, size: size, weight: weight)
    guard natural > available, natural > 0 else { return size }
    return size * max(available / natural, minimumScale)
  }

  /// `text` broken into lines no wider than `width`, at spaces.
  ///
  /// Words are split at the space's byte rather than at `Character`s: the same words for these
  /// texts, without the standard library's grapheme-breaking tables, which the WebAssembly build
  /// would otherwise carry. Lines are gathered as bytes, which keeps `String` concatenation and
  /// the generic `split` out of that build too.
  package static func lines(of text: String, size: Double, weight: Int, width available: Double)
    -> [String]
  {
    let space = UInt8(ascii: " ")
    var lines: [String] = []
    var line: [UInt8] = []
    var word: [UInt8] = []
    func place() {
      guard !word.isEmpty else { return }
      var candidate = line
      if !candidate.isEmpty { candidate.append(space) }
      candidate.append(contentsOf: word)
      if !line.isEmpty,
        width(of: String(decoding: candidate, as: UTF8.self), size: size, weight: weight)
          > available
      {
        lines.append(String(decoding: line, as: UTF8.self))
        line = word
      } else {
        line = candidate
      }
      word.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
      if byte == space { place() } else { word.append(byte) }
    }
    place()
    if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
    return lines
  }

  /// The advance of one character in ems.
  private static func advance(of scalar: UInt32) -> Double {
    switch scalar {
    case 0x20: 0.28
    // i l j . , : ; ' ! | í
    case 0x69, 0x6C, 0x6A, 0x2E, 0x2C, 0x3A, 0x3B, 0x27, 0x21, 0x7C, 0xED: 0.26
    case 0x66, 0x74, 0x72: 0.36  // f t r
    case 0x6D, 0x77: 0.86  // m w
    case 0x4D, 0x57: 0.92  // M W
    case 0x41...0x5A: 0.66  // other capitals
    case 0x30...0x39: 0.6  // digits
    default: 0.54
    }
  }
}
