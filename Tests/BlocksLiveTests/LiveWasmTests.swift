import BlocksPreview
import Foundation
import Testing

@testable import BlocksLive

/// Where the WebAssembly modules and `node` are, and whether the modules are fresh.
enum WasmModule {
  /// The package's root directory.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The directory of the modules, one `<id>.wasm` per block: `BLOCKS_WASM`, or where
  /// `Scripts/build-wasm.sh` writes them.
  static var directory: URL {
    if let path = ProcessInfo.processInfo.environment["BLOCKS_WASM"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return packageRoot.appendingPathComponent(".build/wasm")
  }

  /// `block`'s module, which runs it as its block 0.
  static func module(of block: PreviewBlock) -> URL {
    directory.appendingPathComponent("\(block.id).wasm")
  }

  /// Every block's module, in catalog order.
  static var modules: [URL] { PreviewBlock.all.map(module(of:)) }

  /// `node` on PATH.
  static var node: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("node")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Whether this run repeats the full one (CI's runs under the sanitizers): the comparison,
  /// whose module runs in node and whose native side is plain value code, is left out there.
  static var isRepeatRun: Bool { ProcessInfo.processInfo.environment["BLOCKS_REPEAT_RUN"] == "1" }

  /// Whether a missing or stale module fails the comparison instead of skipping it (CI).
  static var isRequired: Bool {
    !(ProcessInfo.processInfo.environment["BLOCKS_REQUIRE_WASM"] ?? "").isEmpty
  }

  /// Why the comparison cannot run now, or `nil` when it can.
  static var unavailable: String? {
    guard node != nil else { return "node is not on PATH" }
    let manager = FileManager.default
    var dates: [Date] = []
    for module in modules {
      let attributes = try? manager.attributesOfItem(atPath: module.path)
      guard let date = attributes?[.modificationDate] as? Date else {
        return "no module at \(module.path); build it with 'bash Scripts/build-wasm.sh'"
      }
      dates.append(date)
    }
    guard let built = dates.min() else { return "no block is registered" }
    for folder in ["Sources/BlocksCore", "Sources/BlocksPreview", "Sources/BlocksLive"] {
      let root = packageRoot.appendingPathComponent(folder)
      let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: nil)
      while let file = enumerator?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let modified = try? manager.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        if let modified, modified > built {
          return "a module in \(directory.path) is older than \(folder)/\(file.lastPathComponent); "
            + "rebuild them with 'bash Scripts/build-wasm.sh'"
        }
      }
    }
    return nil
  }
}

/// What a live block answered to a script: its first drawing, then per frame the changes, the
/// counters and the latest announcement, and every frame's layout numbers.
struct LiveAnswers: Equatable {
  /// One frame's answers besides the layout numbers.
  struct Frame: Equatable {
    var changes: String
    var callbacks: Int32
    var haptics: Int32
    var announcements: Int32
    var announcement: String
  }

  var markup: String
  var frames: [Frame] = []
  var values: [[Double]] = []
}

/// The same scripts played natively and in the WebAssembly module (under node) give the same
/// frames: the C interface's answers, the drawing's markup and every layout number.
@Suite struct LiveWasmTests {
  /// Plays `script` through the C interface, natively.
  static func native(_ script: LiveScript) -> LiveAnswers {
    let index = PreviewBlock.all.firstIndex(of: script.block) ?? 0
    let handle = blocksLiveCreate(Int32(index), script.options.rawValue)
    defer { blocksLiveDestroy(handle) }
    func text(_ length: Int32) -> String {
      guard length > 0, let buffer = blocksLiveBuffer(handle) else { return "" }
      return String(
        decoding: UnsafeRawBufferPointer(start: buffer, count: Int(length)), as: UTF8.self)
    }
    var answers = LiveAnswers(markup: text(blocksLiveMarkup(handle)))
    let count = Int(blocksLiveValueCount(handle))
    for operation in script.operations {
      switch operation {
      case .pointer(let phase, let x, let y, let time):
        blocksLivePointer(handle, phase.rawValue, x, y, time)
      case .key(let key, let time):
        blocksLiveKey(handle, key.rawValue, time)
      case .press(let button, let time):
        blocksLivePress(handle, Int32(button), time)
      case .frame(let time):
        let length = blocksLiveFrame(handle, time)
        let numbers = blocksLiveValues(handle)?.assumingMemoryBound(to: Double.self)
        answers.values.append((0..<count).map { numbers?[$0] ?? .nan })
        answers.frames.append(
          LiveAnswers.Frame(
            changes: length < 0 ? "(markup)" : text(length), callbacks: blocksLiveCallbacks(handle),
            haptics: blocksLiveHaptics(handle), announcements: blocksLiveAnnouncements(handle),
            announcement: text(blocksLiveAnnouncement(handle))))
      }
    }
    return answers
  }

  /// Plays `scripts` on their blocks' modules under node.
  static func wasm(_ scripts: [LiveScript], node: URL) throws -> [LiveAnswers] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "live-wasm-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("scripts.json")
    let output = directory.appendingPathComponent("answers.json")
    let encoded: [[String: Any]] = scripts.map { script in
      [
        "module": WasmModule.module(of: script.block).path,
        "options": Int(script.options.rawValue),
        "operations": script.operations.map { operation -> [Double] in
          switch operation {
          case .pointer(let phase, let x, let y, let time): [0, Double(phase.rawValue), x, y, time]
          case .key(let key, let time): [1, Double(key.rawValue), time]
          case .press(let button, let time): [3, Double(button), time]
          case .frame(let time): [2, time]
          }
        },
      ]
    }
    try JSONSerialization.data(withJSONObject: encoded).write(to: input)
    let process = Process()
    process.executableURL = node
    process.arguments = [
      WasmModule.packageRoot.appendingPathComponent("Tests/BlocksLiveTests/WasmRunner.mjs").path,
      input.path, output.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "node: \(message)")

    let results = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [[String: Any]])
    let numbers = try Data(contentsOf: URL(fileURLWithPath: output.path + ".values"))
    var offset = 0
    var answers: [LiveAnswers] = []
    for (script, result) in zip(scripts, results) {
      let count = LiveBlock(block: script.block, options: script.options).values.count
      var answer = LiveAnswers(markup: result["markup"] as? String ?? "")
      for frame in result["frames"] as? [[Any]] ?? [] {
        answer.frames.append(
          LiveAnswers.Frame(
            changes: frame[0] as? String ?? "", callbacks: Self.int32(frame[1]),
            haptics: Self.int32(frame[2]), announcements: Self.int32(frame[3]),
            announcement: frame[4] as? String ?? ""))
        var row: [Double] = []
        for _ in 0..<count {
          let bits = numbers[offset..<offset + 8].enumerated().reduce(UInt64(0)) {
            $0 | UInt64($1.element) << (8 * UInt64($1.offset))
          }
          row.append(Double(bitPattern: bits))
          offset += 8
        }
        answer.values.append(row)
      }
      answers.append(answer)
    }
    #expect(offset == numbers.count, "the module wrote more numbers than the frames have")
    return answers
  }

  private static func int32(_ value: Any) -> Int32 {
    (value as? NSNumber).map { Int32(truncating: $0) } ?? -1
  }

  @Test(
    .enabled(
      if: WasmModule.unavailable == nil || WasmModule.isRequired,
      "needs node and a fresh module (bash Scripts/build-wasm.sh); BLOCKS_REQUIRE_WASM=1 fails"),
    .disabled(
      if: WasmModule.isRepeatRun,
      "BLOCKS_REPEAT_RUN: the module's comparison ran in the full run; its answer cannot differ"))
  func theModuleAnswersWhatTheHostAnswers() throws {
    if let reason = WasmModule.unavailable {
      Issue.record(Comment(rawValue: reason))
      return
    }
    // Given every scenario of every block in four settings, played as a page plays it,
    let scripts = LiveScript.all()
    // when the module and the host play them through the same C interface,
    let wasm = try Self.wasm(scripts, node: try #require(WasmModule.node))
    try #require(wasm.count == scripts.count)
    // then every answer is the same and every layout number equal, or within 1e-9 where a math
    // function of the C library rounds differently from the host's.
    var frames = 0
    var numbers = 0
    var identical = 0
    var largest = 0.0
    for (script, module) in zip(scripts, wasm) {
      let host = Self.native(script)
      #expect(module.markup == host.markup, "\(script.testDescription): markup")
      #expect(module.frames.count == host.frames.count, "\(script.testDescription)")
      for (index, (a, b)) in zip(module.frames, host.frames).enumerated() {
        var (a, b) = (a, b)
        if module.values[index] != host.values[index] {
          // A last-bit difference may round a written value the other way.
          (a.changes, b.changes) = ("", "")
        }
        #expect(a == b, "\(script.testDescription), frame \(index)")
        for (x, y) in zip(module.values[index], host.values[index]) {
          numbers += 1
          if x.bitPattern == y.bitPattern {
            identical += 1
          } else {
            largest = max(largest, abs(x - y))
            #expect(abs(x - y) <= 1e-9, "\(script.testDescription), frame \(index): \(x) vs \(y)")
          }
        }
      }
      frames += host.frames.count
    }
    print(
      "live wasm: \(scripts.count) scripts, \(frames) frames, \(numbers) layout numbers, "
        + "\(identical) bit for bit, largest difference \(largest)")
    #expect(frames > 5000)
  }
}
