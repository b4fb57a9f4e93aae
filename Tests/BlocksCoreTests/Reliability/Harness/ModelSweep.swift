import Foundation

/// How much the reliability runs check, from the environment so CI and people can scale them.
///
/// The defaults are what `swift test` and CI check per block: 2,000 random sequences of 200 steps
/// and every sequence up to five steps over the small alphabet, beside the fuzzer's
/// coverage-guided minute. For a deeper run, `BLOCKS_MODEL_SEQUENCES=10000
/// BLOCKS_EXHAUSTIVE_LENGTH=6 swift test --filter Reliability` (some ten times the time).
enum ReliabilitySettings {
  /// Random sequences per block: `BLOCKS_MODEL_SEQUENCES`, default 2,000.
  static let sequences = integer("BLOCKS_MODEL_SEQUENCES", default: 2_000)
  /// Steps per random sequence: `BLOCKS_MODEL_STEPS`, default 200.
  static let steps = integer("BLOCKS_MODEL_STEPS", default: 200)
  /// Longest exhaustive sequence: `BLOCKS_EXHAUSTIVE_LENGTH`, default 5.
  static let exhaustiveLength = integer("BLOCKS_EXHAUSTIVE_LENGTH", default: 5)

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

/// What a sweep over a range of one block's seeded random sequences found.
struct ModelSweepResult {
  /// Sequences run (a sweep stops after its third failure).
  var sequences = 0
  /// Steps applied, callbacks run, works cancelled and timers started, over every sequence.
  var steps = 0
  var performs = 0
  var cancelledWork = 0
  var timersStarted = 0
  /// One report per failing sequence, each with its seed and the command that replays it.
  var failures: [String] = []

  /// One line that says what the sweep covered.
  var summary: String {
    "\(sequences) sequences, \(steps) steps, \(performs) callbacks, "
      + "\(cancelledWork) works cancelled, \(timersStarted) timers started"
  }
}

/// The seeded random sweeps and exhaustive checks the reliability tests run, and the one-seed
/// run their replay shares, so a failing seed replays exactly.
enum ModelSweep {
  /// Runs the sequences `range` of `adapter`'s seeds.
  static func random(_ adapter: any ModelAdapter.Type, sequences range: Range<Int>)
    -> ModelSweepResult
  {
    var result = ModelSweepResult()
    for index in range {
      let seed = ReliabilitySettings.seed(block: adapter.name, index: index)
      let run = run(adapter, seed: seed)
      result.sequences += 1
      result.steps += run.steps
      result.performs += run.performs
      result.cancelledWork += run.cancelledWork
      result.timersStarted += run.timersStarted
      if let failure = run.failure {
        result.failures.append(
          """
          model checking failed for \(adapter.name), seed \(seed)
          \(failure)
          replay: \(ReliabilitySettings.replayCommand(block: adapter.name, seed: seed))
          """)
        if result.failures.count >= 3 { break }
      }
    }
    return result
  }

  /// Runs the one sequence `seed` gives.
  static func run(_ adapter: any ModelAdapter.Type, seed: UInt64) -> ModelRunResult {
    func open<A: ModelAdapter>(_ type: A.Type) -> ModelRunResult {
      var random = SplitMix64(seed: seed)
      return ModelRun.random(type, steps: ReliabilitySettings.steps, using: &random)
    }
    return open(adapter)
  }

  /// Checks every sequence up to the exhaustive length over `adapter`'s small alphabet.
  static func exhaustive(_ adapter: any ModelAdapter.Type) -> ExhaustiveResult {
    func open<A: ModelAdapter>(_ type: A.Type) -> ExhaustiveResult {
      ModelRun.exhaustive(type, maxLength: ReliabilitySettings.exhaustiveLength)
    }
    return open(adapter)
  }
}
