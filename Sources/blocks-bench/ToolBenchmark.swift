import BlocksPreview
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Benchmark {
  /// Wall time of the `blocks` tool's commands.
  static let tool = Benchmark(
    name: "tool",
    summary: "the blocks tool: wall time of search, add (one block) and site, if it exists",
    run: ToolBenchmark.run)
}

/// Starts the release `blocks` binary several times per command and reports the median wall time
/// from spawn to exit, output discarded.
///
/// The binary is looked for next to `blocks-bench` (both are in `.build/release` after
/// `swift build -c release`); `BLOCKS_BINARY` overrides the path.
enum ToolBenchmark {
  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    var report = SuiteReport(name: "tool", headline: "")
    guard let binary = locateBinary() else {
      report.headline = "skipped: no blocks binary next to blocks-bench"
      report.notes.append(
        "build it first: swift build -c release --product blocks (or set BLOCKS_BINARY)")
      return report
    }
    let runs = options.scaled(9, quick: 3)
    report.headline = "\(binary): median wall time of \(runs) runs per command, spawn to exit"
    let scratch = NSTemporaryDirectory() + "blocks-bench-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let added = PreviewBlock.holdToConfirmButton.id
    var commands: [(subject: String, arguments: (Int) -> [String])] = [
      ("blocks --version (process start)", { _ in ["--version"] }),
      ("blocks search slide", { _ in ["search", "slide"] }),
      ("blocks search deslizar confirmar", { _ in ["search", "deslizar", "confirmar"] }),
      (
        "blocks add \(added)",
        { run in
          let directory = scratch + "/add-\(run)"
          try? FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true)
          return ["add", added, "--to", directory]
        }
      ),
    ]
    if helpLists("site", binary: binary) {
      commands.append(
        (
          "blocks site (whole catalog)",
          { run in
            let directory = scratch + "/site-\(run)"
            try? FileManager.default.createDirectory(
              atPath: directory, withIntermediateDirectories: true)
            return ["site", "--out", directory]
          }
        ))
    } else {
      report.notes.append("blocks site: not in this build of the tool, not measured")
    }
    for command in commands {
      // One unmeasured run warms the file cache.
      _ = spawn(binary, command.arguments(-1))
      var times: [Double] = []
      var failures = 0
      for run in 0..<runs {
        let result = spawn(binary, command.arguments(run))
        if result.status != 0 { failures += 1 }
        times.append(result.nanoseconds)
      }
      let sorted = times.sorted()
      report.rows.append(
        BenchmarkRow(
          subject: command.subject, unit: "run", calls: runs,
          medianNanoseconds: Recorder.median(times),
          p99Nanoseconds: sorted.last ?? 0,
          spread: (sorted.first ?? 0)...(sorted.last ?? 0),
          allocationsPerCall: nil, batchNanoseconds: nil))
      if failures > 0 {
        report.notes.append("\(command.subject): \(failures) of \(runs) runs exited non-zero")
      }
    }
    if let size = siteSize(scratch + "/site-0") {
      report.notes.append(
        "blocks site wrote \(size.files) files, \(size.bytes) bytes; largest page "
          + "\(size.largest.path) (\(size.largest.bytes) bytes)")
    }
    report.notes.append("in --json, p99Ns is the slowest run; allocations are not counted")
    return report
  }

  /// The files of the site in `directory` (its file list `.blocks-site` aside), their bytes, and
  /// the largest HTML page.
  static func siteSize(_ directory: String) -> (
    files: Int, bytes: Int, largest: (path: String, bytes: Int)
  )? {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return nil }
    var files = 0
    var bytes = 0
    var largest = (path: "", bytes: 0)
    while let name = enumerator.nextObject() as? String {
      let attributes = try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)
      guard attributes?[.type] as? FileAttributeType == .typeRegular, name != ".blocks-site"
      else { continue }
      let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
      files += 1
      bytes += size
      if name.hasSuffix(".html"), size > largest.bytes { largest = (name, size) }
    }
    return files > 0 ? (files, bytes, largest) : nil
  }

  /// Whether `blocks --help` lists `command` among its commands.
  static func helpLists(_ command: String, binary: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["--help"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    return text.split(separator: "\n").contains { line in
      line.split(separator: " ").first.map(String.init) == command && line.hasPrefix("  ")
    }
  }

  /// The `blocks` executable: BLOCKS_BINARY, or the file next to this executable.
  static func locateBinary() -> String? {
    if let path = ProcessInfo.processInfo.environment["BLOCKS_BINARY"], !path.isEmpty {
      return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
    let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let candidate = own.deletingLastPathComponent().appendingPathComponent("blocks").path
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
  }

  /// Runs `path` with `arguments`, output discarded; returns the exit status and the wall time.
  static func spawn(_ path: String, _ arguments: [String]) -> (status: Int32, nanoseconds: Double) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid = pid_t()
    let spawned = argv.withUnsafeBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return posix_spawn(&pid, path, &actions, nil, base, environ)
    }
    guard spawned == 0 else { return (-1, 0) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let elapsed = Recorder.nanoseconds(clock.now - start)
    let exited = (status & 0x7f) == 0
    return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), Double(elapsed))
  }
}
