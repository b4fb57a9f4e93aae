import BlocksCore

/// How scene values are written as SVG text.
///
/// Each form has an `append` twin that writes into a byte buffer the caller keeps: a live page's
/// frames format the attributes that changed without allocating, and the strings are those
/// bytes.
package enum SVGText {
  /// `text` with the XML special characters escaped, for element content and attribute values.
  package static func escaped(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    appendEscaped(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` to `bytes` with the XML special characters escaped.
  package static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
      default: bytes.append(byte)
      }
    }
  }

  /// A color as `#rrggbb`.
  package static func color(_ color: RGBColor) -> String {
    string { appendColor(color, to: &$0) }
  }

  /// Appends a color as `#rrggbb` to `bytes`.
  package static func appendColor(_ color: RGBColor, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "#"))
    PreviewNumber.appendHexByte(Int((color.red * 255).rounded()), to: &bytes)
    PreviewNumber.appendHexByte(Int((color.green * 255).rounded()), to: &bytes)
    PreviewNumber.appendHexByte(Int((color.blue * 255).rounded()), to: &bytes)
  }

  /// A length: hundredths of a point are below what a screen shows.
  package static func length(_ value: Double) -> String {
    PreviewNumber.format(value, decimals: 2)
  }

  /// Lengths separated by spaces, as a `stroke-dasharray` lists them; joined as bytes, without
  /// `String` concatenation, which the live module does not carry.
  package static func lengths(_ values: Double...) -> String {
    string { bytes in
      for (index, value) in values.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: " ")) }
        bytes.append(contentsOf: length(value).utf8)
      }
    }
  }

  /// A fraction such as an opacity.
  package static func fraction(_ value: Double) -> String {
    PreviewNumber.format(value, decimals: 3)
  }

  /// A transform's numbers as an `animateTransform` value (`tx ty`, `s` or `angle`), or the
  /// whole `transform` attribute when `attribute` is true.
  package static func transform(_ transform: PreviewTransform, attribute: Bool) -> String {
    string { appendTransform(transform, attribute: attribute, to: &$0) }
  }

  /// Appends a transform to `bytes` as ``transform(_:attribute:)`` writes it.
  package static func appendTransform(
    _ transform: PreviewTransform, attribute: Bool, to bytes: inout [UInt8]
  ) {
    func open(_ name: String) {
      if attribute {
        bytes.append(contentsOf: name.utf8)
        bytes.append(UInt8(ascii: "("))
      }
    }
    func close() {
      if attribute { bytes.append(UInt8(ascii: ")")) }
    }
    switch transform {
    case .translate(let x, let y):
      open("translate")
      PreviewNumber.append(x, decimals: 2, to: &bytes)
      bytes.append(UInt8(ascii: " "))
      PreviewNumber.append(y, decimals: 2, to: &bytes)
      close()
    case .scale(let factor):
      open("scale")
      PreviewNumber.append(factor, decimals: 4, to: &bytes)
      close()
    case .rotate(let degrees):
      open("rotate")
      PreviewNumber.append(degrees, decimals: 2, to: &bytes)
      close()
    case .matrix(let scaleX, let scaleY, let x, let y):
      bytes.append(contentsOf: "matrix(".utf8)
      PreviewNumber.append(scaleX, decimals: 4, to: &bytes)
      bytes.append(contentsOf: " 0 0 ".utf8)
      PreviewNumber.append(scaleY, decimals: 4, to: &bytes)
      bytes.append(UInt8(ascii: " "))
      PreviewNumber.append(x, decimals: 2, to: &bytes)
      bytes.append(UInt8(ascii: " "))
      PreviewNumber.append(y, decimals: 2, to: &bytes)
      bytes.append(UInt8(ascii: ")"))
    }
  }

  /// A value as an attribute's text; ids and references get `prefix`, which keeps the ids of
  /// several previews on one page apart.
  ///
  /// Markup needs the XML special characters escaped; a script that sets the attribute through
  /// the DOM needs the value as it is (`escaping: false`).
  package static func value(
    _ value: PreviewValue, name: PreviewAttributeName, prefix: String, escaping: Bool = true
  ) -> String {
    string { append(value, name: name, prefix: prefix, escaping: escaping, to: &$0) }
  }

  /// Appends a value to `bytes` as ``value(_:name:prefix:escaping:)`` writes it.
  package static func append(
    _ value: PreviewValue, name: PreviewAttributeName, prefix: String, escaping: Bool = true,
    to bytes: inout [UInt8]
  ) {
    switch value {
    case .length(let number): PreviewNumber.append(number, decimals: 2, to: &bytes)
    case .fraction(let number): PreviewNumber.append(number, decimals: 3, to: &bytes)
    case .color(let rgb), .discreteColor(let rgb): appendColor(rgb, to: &bytes)
    case .transform(let transform): appendTransform(transform, attribute: true, to: &bytes)
    case .visible(let isVisible): bytes.append(contentsOf: (isVisible ? "visible" : "hidden").utf8)
    case .keyword(let word):
      if escaping { appendEscaped(word, to: &bytes) } else { bytes.append(contentsOf: word.utf8) }
    case .reference(let id):
      if name != .id { bytes.append(contentsOf: "url(#".utf8) }
      bytes.append(contentsOf: prefix.utf8)
      bytes.append(UInt8(ascii: "-"))
      bytes.append(contentsOf: id.utf8)
      if name != .id { bytes.append(UInt8(ascii: ")")) }
    }
  }

  private static func string(_ write: (inout [UInt8]) -> Void) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(32)
    write(&bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
