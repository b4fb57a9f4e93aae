import BlocksCore

/// How scene values are written as SVG text.
package enum SVGText {
  /// `text` with the XML special characters escaped, for element content and attribute values.
  package static func escaped(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A color as `#rrggbb`.
  package static func color(_ color: RGBColor) -> String {
    "#" + PreviewNumber.hexByte(Int((color.red * 255).rounded()))
      + PreviewNumber.hexByte(Int((color.green * 255).rounded()))
      + PreviewNumber.hexByte(Int((color.blue * 255).rounded()))
  }

  /// A length: hundredths of a point are below what a screen shows.
  package static func length(_ value: Double) -> String {
    PreviewNumber.format(value, decimals: 2)
  }

  /// A fraction such as an opacity.
  package static func fraction(_ value: Double) -> String {
    PreviewNumber.format(value, decimals: 3)
  }

  /// A transform's numbers as an `animateTransform` value (`tx ty`, `s` or `angle`), or the
  /// whole `transform` attribute when `attribute` is true.
  package static func transform(_ transform: PreviewTransform, attribute: Bool) -> String {
    switch transform {
    case .translate(let x, let y):
      let numbers = length(x) + " " + length(y)
      return attribute ? "translate(" + numbers + ")" : numbers
    case .scale(let factor):
      let number = PreviewNumber.format(factor, decimals: 4)
      return attribute ? "scale(" + number + ")" : number
    case .rotate(let degrees):
      let number = PreviewNumber.format(degrees, decimals: 2)
      return attribute ? "rotate(" + number + ")" : number
    case .matrix(let scaleX, let scaleY, let x, let y):
      return "matrix(" + PreviewNumber.format(scaleX, decimals: 4) + " 0 0 "
        + PreviewNumber.format(scaleY, decimals: 4) + " " + length(x) + " " + length(y) + ")"
    }
  }

  /// A value as an attribute's text; ids and references get `prefix`, which keeps the ids of
  /// several previews on one page apart.
  package static func value(_ value: PreviewValue, name: PreviewAttributeName, prefix: String)
    -> String
  {
    switch value {
    case .length(let number): length(number)
    case .fraction(let number): fraction(number)
    case .color(let rgb), .discreteColor(let rgb): color(rgb)
    case .transform(let transform): self.transform(transform, attribute: true)
    case .visible(let isVisible): isVisible ? "visible" : "hidden"
    case .keyword(let word): escaped(word)
    case .reference(let id): name == .id ? prefix + "-" + id : "url(#" + prefix + "-" + id + ")"
    }
  }
}
