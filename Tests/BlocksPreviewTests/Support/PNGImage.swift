/// A decoded PNG image, as `rsvg-convert` writes them.
///
/// 8 bits per channel, RGB or RGBA, not interlaced: enough to look at the pixels of a rendered
/// preview without an image library.
struct PNGImage {
  /// A reason the file could not be decoded.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  var width: Int
  var height: Int
  /// RGBA, 4 bytes per pixel, row by row.
  var pixels: [UInt8]

  init(_ bytes: [UInt8]) throws {
    let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    guard bytes.count > 8, Array(bytes[0..<8]) == signature else {
      throw Failure(description: "not a PNG file")
    }
    var position = 8
    var width = 0
    var height = 0
    var channels = 0
    var compressed: [UInt8] = []
    func u32(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    while position + 8 <= bytes.count {
      let length = u32(position)
      let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
      let data = position + 8
      guard data + length <= bytes.count else { throw Failure(description: "truncated chunk") }
      switch type {
      case "IHDR":
        width = u32(data)
        height = u32(data + 4)
        guard bytes[data + 8] == 8, bytes[data + 12] == 0 else {
          throw Failure(description: "only 8-bit, non-interlaced images are read")
        }
        switch bytes[data + 9] {
        case 6: channels = 4
        case 2: channels = 3
        default: throw Failure(description: "color type \(bytes[data + 9]) is not read")
        }
      case "IDAT":
        compressed += bytes[data..<(data + length)]
      default:
        break
      }
      position = data + length + 4
    }
    let raw = try Inflater.zlib(compressed)
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else {
      throw Failure(description: "image data too short")
    }
    var previous = [UInt8](repeating: 0, count: stride)
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for row in 0..<height {
      let start = row * (stride + 1)
      let filter = raw[start]
      var line = Array(raw[(start + 1)...(start + stride)])
      for index in 0..<stride {
        let left = index >= channels ? Int(line[index - channels]) : 0
        let up = Int(previous[index])
        let upLeft = index >= channels ? Int(previous[index - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let estimate = left + up - upLeft
          let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
          predictor = a <= b && a <= c ? left : (b <= c ? up : upLeft)
        default: throw Failure(description: "unknown filter \(filter)")
        }
        line[index] = UInt8((Int(line[index]) + predictor) & 0xFF)
      }
      for pixel in 0..<width {
        let base = pixel * channels
        pixels += [
          line[base], line[base + 1], line[base + 2], channels == 4 ? line[base + 3] : 255,
        ]
      }
      previous = line
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The mean relative brightness of the image composited on `background` (0 black, 1 white).
  func meanBrightness(on background: Double = 0.5) -> Double {
    var total = 0.0
    for index in stride(from: 0, to: pixels.count, by: 4) {
      let alpha = Double(pixels[index + 3]) / 255
      let gray =
        (0.2126 * Double(pixels[index]) + 0.7152 * Double(pixels[index + 1]) + 0.0722
          * Double(pixels[index + 2])) / 255
      total += gray * alpha + background * (1 - alpha)
    }
    return total / Double(max(width * height, 1))
  }

  /// How many different colors the image has, and the share of its most common one.
  var colorSpread: (distinct: Int, dominantShare: Double) {
    var counts: [UInt32: Int] = [:]
    for index in stride(from: 0, to: pixels.count, by: 4) {
      let key =
        UInt32(pixels[index]) << 24 | UInt32(pixels[index + 1]) << 16
        | UInt32(pixels[index + 2]) << 8 | UInt32(pixels[index + 3])
      counts[key, default: 0] += 1
    }
    let dominant = counts.values.max() ?? 0
    return (counts.count, Double(dominant) / Double(max(width * height, 1)))
  }
}

/// DEFLATE (RFC 1951) inside a zlib stream (RFC 1950), for PNG image data.
enum Inflater {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
  private struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths where length > 0 { counts[length] += 1 }
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length > 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  private struct BitReader {
    let bytes: [UInt8]
    var position: Int
    var buffer = 0
    var count = 0

    mutating func bits(_ needed: Int) throws -> Int {
      while count < needed {
        guard position < bytes.count else { throw Failure(description: "unexpected end of data") }
        buffer |= Int(bytes[position]) << count
        position += 1
        count += 8
      }
      let value = buffer & ((1 << needed) - 1)
      buffer >>= needed
      count -= needed
      return value
    }

    mutating func alignToByte() {
      buffer = 0
      count = 0
    }

    mutating func decode(_ code: Huffman) throws -> Int {
      var value = 0
      var first = 0
      var index = 0
      for length in 1..<16 {
        value |= try bits(1)
        let count = code.counts[length]
        if value - count < first { return code.symbols[index + (value - first)] }
        index += count
        first += count
        first <<= 1
        value <<= 1
      }
      throw Failure(description: "invalid Huffman code")
    }
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]
  private static let codeLengthOrder = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  /// The data of a zlib stream (its 2-byte header skipped, its checksum not checked).
  static func zlib(_ bytes: [UInt8]) throws -> [UInt8] {
    guard bytes.count > 2 else { throw Failure(description: "no zlib header") }
    var reader = BitReader(bytes: bytes, position: 2)
    var output: [UInt8] = []
    var isLast = false
    while !isLast {
      isLast = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0:
        reader.alignToByte()
        let length = try reader.bits(16)
        _ = try reader.bits(16)
        for _ in 0..<length { output.append(UInt8(try reader.bits(8))) }
      case 1:
        let literals =
          Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
          + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8)
        try inflateBlock(
          &reader, into: &output, literals: Huffman(lengths: literals),
          distances: Huffman(lengths: Array(repeating: 5, count: 30)))
      case 2:
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
          codeLengths[codeLengthOrder[index]] = try reader.bits(3)
        }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
          let symbol = try reader.decode(lengthCode)
          switch symbol {
          case 0..<16: lengths.append(symbol)
          case 16:
            guard let previous = lengths.last else { throw Failure(description: "bad repeat") }
            lengths += Array(repeating: previous, count: 3 + (try reader.bits(2)))
          case 17: lengths += Array(repeating: 0, count: 3 + (try reader.bits(3)))
          default: lengths += Array(repeating: 0, count: 11 + (try reader.bits(7)))
          }
        }
        try inflateBlock(
          &reader, into: &output, literals: Huffman(lengths: Array(lengths[0..<literalCount])),
          distances: Huffman(lengths: Array(lengths[literalCount...])))
      default:
        throw Failure(description: "invalid block type")
      }
    }
    return output
  }

  private static func inflateBlock(
    _ reader: inout BitReader, into output: inout [UInt8], literals: Huffman, distances: Huffman
  ) throws {
    while true {
      let symbol = try reader.decode(literals)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < lengthBase.count else { throw Failure(description: "bad length") }
        let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
        let distanceSymbol = try reader.decode(distances)
        guard distanceSymbol < distanceBase.count else {
          throw Failure(description: "bad distance")
        }
        let distance =
          distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
        guard distance <= output.count else { throw Failure(description: "distance too far") }
        let start = output.count - distance
        for offset in 0..<length { output.append(output[start + offset]) }
      }
    }
  }
}
