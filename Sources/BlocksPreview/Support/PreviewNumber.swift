/// Numbers as text for SVG, without the standard library's floating-point printing.
///
/// Embedded Swift cannot print a `Double`, and the previews must be the same bytes in every build,
/// so numbers are rounded to a fixed count of decimals with integer arithmetic and written
/// digit by digit: no exponent, no trailing zeros, no `-0`. The `append` forms write into a byte
/// buffer the caller keeps, so a live page's frames format their numbers without allocating.
package enum PreviewNumber {
  /// `value` rounded to `decimals` places (0 to 6), as SVG and CSS read it: `12`, `-0.5`,
  /// `3.25`.
  ///
  /// Halves round away from zero. Non-finite values are written as `0`, and magnitudes beyond
  /// 10¹² are clamped, so the output is always a valid SVG number.
  package static func format(_ value: Double, decimals: Int) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    append(value, decimals: decimals, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `value` to `bytes` as ``format(_:decimals:)`` writes it.
  package static func append(_ value: Double, decimals: Int, to bytes: inout [UInt8]) {
    let places = min(max(decimals, 0), 6)
    var power: UInt64 = 1
    for _ in 0..<places { power *= 10 }
    guard value.isFinite else {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    let clamped = min(max(value, -1e12), 1e12)
    let scaled = (clamped * Double(power)).rounded(.toNearestOrAwayFromZero)
    if scaled == 0 {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    let magnitude = UInt64(abs(scaled))
    if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(of: magnitude / power, width: 1, to: &bytes)
    var fraction = magnitude % power
    if fraction > 0 {
      var width = places
      while fraction % 10 == 0 {
        fraction /= 10
        width -= 1
      }
      bytes.append(UInt8(ascii: "."))
      appendDigits(of: fraction, width: width, to: &bytes)
    }
  }

  /// `value` in decimal digits.
  package static func format(_ value: Int) -> String {
    format(value, after: "")
  }

  /// `prefix` followed by `value` in decimal digits, such as `page2`, joined as bytes: the live
  /// module carries no `String` concatenation.
  package static func format(_ value: Int, after prefix: String) -> String {
    var bytes = Array(prefix.utf8)
    append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `value` in decimal digits to `bytes`.
  package static func append(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(of: value.magnitude.toUInt64, width: 1, to: &bytes)
  }

  /// Two hexadecimal digits for a byte, lowercase.
  package static func hexByte(_ byte: Int) -> String {
    var bytes: [UInt8] = []
    appendHexByte(byte, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends two lowercase hexadecimal digits for `byte` (clamped to 0...255) to `bytes`.
  package static func appendHexByte(_ byte: Int, to bytes: inout [UInt8]) {
    let value = UInt8(min(max(byte, 0), 255))
    bytes.append(hexDigit(value >> 4))
    bytes.append(hexDigit(value & 0xF))
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }

  /// Appends the decimal digits of `value`, with leading zeros up to `width` digits.
  private static func appendDigits(of value: UInt64, width: Int, to bytes: inout [UInt8]) {
    var count = 1
    var rest = value / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(count, width)))
    var index = bytes.count - 1
    rest = value
    repeat {
      bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
      index -= 1
    } while rest > 0 && index >= start
  }
}

extension UInt {
  /// The value widened to 64 bits (`UInt` is 32 bits wide on wasm32).
  fileprivate var toUInt64: UInt64 { UInt64(self) }
}
