import BlocksPreview
import Foundation
import Testing

/// One slice of one block's random sequences.
struct ModelChunk: Sendable, CustomTestStringConvertible {
  /// How many test cases each block's sequences are split into (runs them on every core).
  static let chunksPerBlock = 4

  var block: String
  var first: Int
  var end: Int

  var testDescription: String { "\(block) sequences \(first)..<\(end)" }

  static var all: [ModelChunk] {
    let total = ReliabilitySettings.sequences
    let parts = chunksPerBlock
    return ModelRegistry.all.flatMap { adapter in
      (0..<parts).map { part in
        ModelChunk(
          block: adapter.name, first: total * part / parts, end: total * (part + 1) / parts)
      }
    }
  }
}

@Suite("Reliability: model checking with seeded random sequences")
struct ReliabilityModelTests {
  /// The harness checks every registered block, each under its own id, so a block whose adapter
  /// is missing (or never declared its machine's conformance) fails here by name rather than
  /// going unchecked.
  @Test("every registered block has an adapter, named by the block's id")
  func everyRegisteredBlockHasAnAdapter() {
    #expect(ModelRegistry.blocksWithoutAnAdapter.map(\.typeName) == [])
    for block in PreviewBlock.all {
      #expect(ModelRegistry.adapter(of: block)?.name == block.id, "\(block.typeName)")
    }
    #expect(ModelRegistry.all.count == PreviewBlock.all.count)
  }

  @Test(
    "every block survives random sequences of all its events; BLOCKS_MODEL_SEQUENCES × BLOCKS_MODEL_STEPS",
    arguments: ModelChunk.all)
  func randomSequences(chunk: ModelChunk) throws {
    let adapter = try #require(ModelRegistry.adapter(named: chunk.block))
    let result = ModelSweep.random(adapter, sequences: chunk.first..<chunk.end)
    for failure in result.failures { Issue.record("\(failure)") }
    if result.failures.isEmpty { #expect(result.sequences == chunk.end - chunk.first) }
    print("reliability: \(chunk.testDescription): \(result.summary)")
  }

  /// Replays `BLOCKS_REPLAY_SEED` for `BLOCKS_REPLAY_BLOCK` and prints every step; passes
  /// trivially when they are not set.
  @Test("replay one seed from BLOCKS_REPLAY_SEED and BLOCKS_REPLAY_BLOCK")
  func replay() throws {
    let environment = ProcessInfo.processInfo.environment
    guard let text = environment["BLOCKS_REPLAY_SEED"], let seed = UInt64(text) else { return }
    let name = environment["BLOCKS_REPLAY_BLOCK"] ?? "hold-to-confirm-button"
    let adapter = try #require(ModelRegistry.adapter(named: name), "unknown block \(name)")
    let trace = Self.trace(adapter, seed: seed)
    print(trace.report)
    let passed = trace.passed
    #expect(passed, "\(name) seed \(seed): see the steps printed above")
  }

  static func trace(_ adapter: any ModelAdapter.Type, seed: UInt64) -> (
    report: String, passed: Bool
  ) {
    func open<A: ModelAdapter>(_ type: A.Type) -> (report: String, passed: Bool) {
      var random = SplitMix64(seed: seed)
      let result = ModelRun.random(type, steps: ReliabilitySettings.steps, using: &random)
      if let failure = result.failure { return ("seed \(seed)\n\(failure)", false) }
      return ("\(A.name) seed \(seed): every rule held over \(result.steps) steps", true)
    }
    return open(adapter)
  }
}

@Suite("Reliability: exhaustive small-scope checks")
struct ReliabilityExhaustiveTests {
  @Test(
    "every sequence up to BLOCKS_EXHAUSTIVE_LENGTH steps over a small alphabet keeps every rule",
    arguments: ModelRegistry.names)
  func exhaustive(block: String) throws {
    let adapter = try #require(ModelRegistry.adapter(named: block))
    let result = ModelSweep.exhaustive(adapter)
    print(
      "reliability: \(block) exhaustive: \(result.sequences) sequences up to length "
        + "\(ReliabilitySettings.exhaustiveLength), \(result.steps) steps")
    for failure in result.failures { Issue.record("\(failure)") }
    #expect(result.sequences > 0)
  }
}
