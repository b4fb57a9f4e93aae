/// A random number generator that reads a fuzzer's bytes, so the fuzzer's mutations steer the
/// harness's choices; once the bytes run out it continues deterministically (SplitMix64 seeded by
/// the input's length), so every draw terminates and an input always replays the same way.
struct FuzzBytes: RandomNumberGenerator {
  private let bytes: [UInt8]
  private var position = 0
  private var state: UInt64

  init(_ bytes: some Collection<UInt8>) {
    self.bytes = Array(bytes)
    state = 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: self.bytes.count &+ 1)
  }

  /// Whether every byte has been read.
  var isExhausted: Bool { position >= bytes.count }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    guard position < bytes.count else { return z }
    // Two input bytes decide the high bits (which bounded draws use); the rest stays mixed.
    var high = UInt64(bytes[position]) << 56
    position += 1
    if position < bytes.count {
      high |= UInt64(bytes[position]) << 48
      position += 1
    }
    return high | (z & 0x0000_FFFF_FFFF_FFFF)
  }
}

/// Turns fuzzer bytes into a block, a configuration and a sequence of steps, and checks them.
enum FuzzInput {
  /// The longest sequence one input makes.
  static let maximumSteps = 400

  /// Runs `bytes` through the harness and returns the failure report, or `nil` when every
  /// rule held.
  ///
  /// The first byte picks the block; the rest drive the configuration and the steps (one step
  /// per two bytes, at least one).
  static func check(_ bytes: some Collection<UInt8>) -> String? {
    guard let first = bytes.first else { return nil }
    let adapters = ModelRegistry.all
    let adapter = adapters[Int(first) % adapters.count]
    let rest = bytes.dropFirst()
    let steps = min(max(rest.count / 2, 1), maximumSteps)
    var random = FuzzBytes(rest)
    func open<A: ModelAdapter>(_ type: A.Type) -> String? {
      ModelRun.random(type, steps: steps, using: &random).failure
    }
    return open(adapter)
  }
}
