import Foundation
import Testing

/// The fuzzer's seed corpus (Fuzz/corpus), replayed through the same decoding as the libFuzzer
/// entry point, so every seed and every crash input saved there stays a regression test.
@Suite("Reliability: fuzz corpus")
struct FuzzCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

  @Test("every corpus input keeps every rule")
  func corpusInputs() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
    #expect(!names.isEmpty)
    for name in names {
      let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
      let failure = FuzzInput.check(data)
      #expect(failure == nil, "Fuzz/corpus/\(name): \(failure ?? "")")
    }
  }

  /// A seed is named after the block its first byte picks, so a change of the registration's
  /// order, which moves the fuzzer's blocks, names the seeds that now drive another block.
  @Test("every corpus input drives the block its name says")
  func corpusInputsDriveTheirBlocks() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
    for name in names {
      let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
      guard let first = data.first else { continue }
      let adapter = ModelRegistry.all[Int(first) % ModelRegistry.all.count]
      #expect(name.hasPrefix(adapter.name + "-"), "Fuzz/corpus/\(name) drives \(adapter.name)")
    }
  }

  @Test("the byte reader drives every block and terminates on any input")
  func byteReader() {
    for first in 0..<UInt8(ModelRegistry.all.count) {
      for input in [
        [first], [first, 0], [first] + Array(repeating: 0, count: 64),
        [first] + Array(repeating: 255, count: 64),
      ] {
        #expect(FuzzInput.check(input) == nil, "input \(input)")
      }
    }
    #expect(FuzzInput.check([UInt8]()) == nil)
  }
}
