import Foundation
import Testing

/// Settings of the reliability runs, from the environment so CI and people can scale them.
enum ReliabilitySettings {
  /// Random sequences per block: `BLOCKS_MODEL_SEQUENCES`, default 10,000.
  static let sequences = integer("BLOCKS_MODEL_SEQUENCES", default: 10_000)
  /// Steps per random sequence: `BLOCKS_MODEL_STEPS`, default 200.
  static let steps = integer("BLOCKS_MODEL_STEPS", default: 200)
  /// Longest exhaustive sequence: `BLOCKS_EXHAUSTIVE_LENGTH`, default 6.
  static let exhaustiveLength = integer("BLOCKS_EXHAUSTIVE_LENGTH", default: 6)
  /// How many test cases each block's sequences are split into (runs them on every core).
  static let chunksPerBlock = 4

  static func integer(_ name: String, default value: Int) -> Int {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) } ?? value
  }

  /// The seed of sequence `index` of the block named `name`: the name's hash in the high half,
  /// the index in the low half, so seeds are stable when blocks are added.
  static func seed(block name: String, index: Int) -> UInt64 {
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return UInt64(hash) << 32 | UInt64(UInt32(truncatingIfNeeded: index))
  }

  /// The command that replays one seed.
  static func replayCommand(block name: String, seed: UInt64) -> String {
    "BLOCKS_REPLAY_BLOCK=\(name) BLOCKS_REPLAY_SEED=\(seed) BLOCKS_MODEL_STEPS=\(steps) "
      + "swift test --filter ReliabilityModelTests/replay"
  }
}

/// One slice of one block's random sequences.
struct ModelChunk: Sendable, CustomTestStringConvertible {
  var block: String
  var first: Int
  var end: Int

  var testDescription: String { "\(block) sequences \(first)..<\(end)" }

  static var all: [ModelChunk] {
    let total = ReliabilitySettings.sequences
    let parts = ReliabilitySettings.chunksPerBlock
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
  @Test(
    "every block survives random sequences of all its events; BLOCKS_MODEL_SEQUENCES × BLOCKS_MODEL_STEPS",
    arguments: ModelChunk.all)
  func randomSequences(chunk: ModelChunk) throws {
    let adapter = try #require(ModelRegistry.adapter(named: chunk.block))
    var failures = 0
    var steps = 0
    var performs = 0
    var cancelled = 0
    var timers = 0
    for index in chunk.first..<chunk.end {
      let seed = ReliabilitySettings.seed(block: chunk.block, index: index)
      let result = Self.run(adapter, seed: seed)
      steps += result.steps
      performs += result.performs
      cancelled += result.cancelledWork
      timers += result.timersStarted
      if let failure = result.failure {
        failures += 1
        Issue.record(
          """
          model checking failed for \(chunk.block), seed \(seed)
          \(failure)
          replay: \(ReliabilitySettings.replayCommand(block: chunk.block, seed: seed))
          """)
        if failures >= 3 { break }
      }
    }
    print(
      "reliability: \(chunk.testDescription): \(chunk.end - chunk.first) sequences, "
        + "\(steps) steps, \(performs) callbacks, \(cancelled) works cancelled, "
        + "\(timers) timers started")
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

  static func run(_ adapter: any ModelAdapter.Type, seed: UInt64) -> ModelRunResult {
    var random = SplitMix64(seed: seed)
    return ModelRun.random(adapter, steps: ReliabilitySettings.steps, using: &random)
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
    func open<A: ModelAdapter>(_ type: A.Type) -> ExhaustiveResult {
      ModelRun.exhaustive(type, maxLength: ReliabilitySettings.exhaustiveLength)
    }
    let result = open(adapter)
    print(
      "reliability: \(block) exhaustive: \(result.sequences) sequences up to length "
        + "\(ReliabilitySettings.exhaustiveLength), \(result.steps) steps")
    for failure in result.failures { Issue.record("\(failure)") }
    #expect(result.sequences > 0)
  }
}
