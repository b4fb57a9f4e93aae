import BlocksPreview
import Foundation
import Testing

@testable import BlocksLive

/// A page left open for a long time, or fed hostile input: the cost of an event and the memory
/// of a block stay what they were at the start.
@Suite("Live blocks over long and hostile runs")
struct LiveEnduranceTests {
  /// Times a page may send: one instant over and over, NaN, and times that go backwards.
  static let timelines: [(name: String, time: @Sendable (Int) -> Double)] = [
    ("one instant", { _ in 0.5 }),
    ("NaN", { _ in .nan }),
    ("going backwards", { 1_000 - Double($0) * 0.001 }),
    ("advancing", { Double($0) * 0.001 }),
  ]

  @Test("a finger's track keeps a bounded number of positions, whatever the times")
  func pointerTrackIsBounded() {
    for timeline in Self.timelines {
      var track = LivePointerTrack(x: 0, y: 0, at: 0.5)
      for index in 0..<20_000 {
        track.move(x: Double(index % 300), y: 1, at: timeline.time(index))
        #expect(track.recent.count <= LivePointerTrack.capacity, "\(timeline.name), move \(index)")
      }
      let velocity = track.velocity
      #expect(velocity.x.isFinite && velocity.y.isFinite, "\(timeline.name)")
      #expect(track.latest.time.isFinite, "\(timeline.name)")
    }
  }

  @Test("a block keeps counts, not a log of what happened", arguments: PreviewBlock.all)
  func noLogGrows(block: PreviewBlock) {
    let seed = 0xB10C5 &+ UInt64(PreviewBlock.all.firstIndex(of: block) ?? 0)
    var rng = SeededRandom(seed: seed)
    var live = LiveBlock(block: block, options: [])
    var time = 0.0
    for step in 0..<20_000 {
      time += rng.unit() * 0.05
      switch rng.next() % 10 {
      case 0..<5:
        let phase = LivePointerPhase.allCases[Int(rng.next() % 4)]
        live.pointer(phase, x: rng.unit() * 400, y: rng.unit() * 120, at: time)
      case 5..<7:
        live.key(LiveKey.allCases[Int(rng.next() % UInt64(LiveKey.allCases.count))], at: time)
      default:
        _ = live.frame(at: time)
      }
      #expect(live.session.occurrences.isEmpty, "\(block), seed \(seed), step \(step)")
      #expect((live.pointer?.recent.count ?? 0) <= LivePointerTrack.capacity)
    }
    #expect(live.callbackCount + live.hapticCount + live.announcementCount > 0, "\(block)")
  }

  @Test(
    .enabled(
      if: WasmModule.unavailable == nil || WasmModule.isRequired,
      "needs node and a fresh module (bash Scripts/build-wasm.sh); BLOCKS_REQUIRE_WASM=1 fails"),
    .disabled(if: WasmModule.isRepeatRun, "BLOCKS_REPEAT_RUN: ran in the full run"))
  func theModuleStaysTheSameSizeOverLongAndHostileRuns() throws {
    if let reason = WasmModule.unavailable {
      Issue.record(Comment(rawValue: reason))
      return
    }
    // Given 80,000 moves of one finger at one instant, in every block,
    let modules = WasmModule.modules.map(\.path)
    let moves = try Self.endurance(["moves", "80000"] + modules)
    // then the memory stays at what the module starts with (it grew by 200 B a move before).
    #expect((moves["blocks"] as? [Any])?.count == PreviewBlock.all.count)
    for block in try #require(moves["blocks"] as? [[String: Any]]) {
      let memory = try #require(block["memory"] as? Int)
      #expect(memory <= 4 << 20, "\(block)")
    }
    // Given 40,000 random events per block, the memory after the first quarter never grows.
    let random = try Self.endurance(["random", "40000", "7"] + modules)
    for block in try #require(random["blocks"] as? [[String: Any]]) {
      let memory = try #require(block["memory"] as? [Int])
      #expect(memory.count == 4 && Set(memory.dropFirst()).count == 1, "\(block)")
    }
    // Given blocks created until the memory is full, the module says 0 instead of trapping,
    // and a block can be created again once they are freed.
    let full = try Self.endurance(["memory-full", modules[0]])
    #expect((full["created"] as? Int ?? 0) > 100, "\(full)")
    #expect(full["createdAfterFreeing"] as? Bool == true, "\(full)")
  }

  /// Runs `WasmEndurance.mjs` with `arguments` (a mode, its numbers and the modules) and returns
  /// what it printed.
  static func endurance(_ arguments: [String]) throws -> [String: Any] {
    let process = Process()
    process.executableURL = WasmModule.node
    process.arguments =
      [
        WasmModule.packageRoot.appendingPathComponent("Tests/BlocksLiveTests/WasmEndurance.mjs")
          .path
      ] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "node \(arguments): \(message)")
    return try #require(try JSONSerialization.jsonObject(with: printed) as? [String: Any])
  }
}

/// SplitMix64, seeded, for replayable random events.
struct SeededRandom {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
