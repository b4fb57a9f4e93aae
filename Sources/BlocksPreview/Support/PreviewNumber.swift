/// Numbers as text for SVG, without the standard library's floating-point printing.
///
/// Embedded Swift cannot print a `Double`, and the previews must be the same bytes in every build,
/// so numbers are rounded to a fixed count of decimals with integer arithmetic and written
/// digit by digit: no exponent, no trailing zeros, no `-0`.
package enum PreviewNumber {
  /// `value` rounded to `decimals` places (0 to 6), as SVG and CSS read it: `12`, `-0.5`,
  /// `3.25`.
  ///
  /// Halves round away from zero. Non-finite values are written as `0`, and magnitudes beyond
  /// 10¹² are clamped, so the output is always a valid SVG number.
  package static func format(_ value: Double, decimals: Int) -> String {
    let places = min(max(decimals, 0), 6)
    var power: UInt64 = 1
    for _ in 0..<places { power *= 10 }
    guard value.isFinite else { return "0" }
    let clamped = min(max(value, -1e12), 1e12)
    let scaled = (clamped * Double(power)).rounded(.toNearestOrAwayFromZero)
    if scaled == 0 { return "0" }
    let magnitude = UInt64(abs(scaled))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(of: magnitude / power, to: &bytes)
    var fraction = magnitude % power
    if fraction > 0 {
      var width = places
      while fraction % 10 == 0 {
        fraction /= 10
        width -= 1
      }
      bytes.append(UInt8(ascii: "."))
      var digits: [UInt8] = []
      appendDigits(of: fraction, to: &digits)
      for _ in digits.count..<width { bytes.append(UInt8(ascii: "0")) }
      bytes.append(contentsOf: digits)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `value` in decimal digits.
  package static func format(_ value: Int) -> String {
    var bytes: [UInt8] = []
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(of: value.magnitude.toUInt64, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Two hexadecimal digits for a byte, lowercase.
  package static func hexByte(_ byte: Int) -> String {
    let digits = Array("0123456789abcdef".utf8)
    let value = min(max(byte, 0), 255)
    return String(decoding: [digits[value / 16], digits[value % 16]], as: UTF8.self)
  }

  private static func appendDigits(of value: UInt64, to bytes: inout [UInt8]) {
    var reversed: [UInt8] = []
    var rest = value
    repeat {
      reversed.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    bytes.append(contentsOf: reversed.reversed())
  }
}

extension UInt {
  /// The value widened to 64 bits (`UInt` is 32 bits wide on wasm32).
  fileprivate var toUInt64: UInt64 { UInt64(self) }
}
