import Foundation

/// Paths, processes and temporary directories for the pipeline's tests.
package enum TestSupport {
  /// The package root, found from this file's path (`Tests/BlocksTestSupport/`).
  package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The directory holding the running test binary, where SwiftPM also puts `blocks`.
  package static var productsDirectory: URL {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    if FileManager.default.fileExists(atPath: executable.path),
      executable.lastPathComponent != "exe"
    {
      var directory = executable.deletingLastPathComponent()
      while directory.pathExtension == "xctest" || directory.lastPathComponent == "MacOS"
        || directory.lastPathComponent == "Contents"
      {
        directory = directory.deletingLastPathComponent()
      }
      return directory
    }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug")
  }

  /// The built `blocks` executable.
  package static var blocksExecutable: URL { productsDirectory.appendingPathComponent("blocks") }

  /// What a process printed and how it ended.
  package struct ProcessOutput: CustomStringConvertible {
    package var output: String
    package var error: String
    package var status: Int32

    package init(output: String, error: String, status: Int32) {
      self.output = output
      self.error = error
      self.status = status
    }

    package var description: String { "status \(status)\nstdout:\n\(output)\nstderr:\n\(error)" }
  }

  /// Runs `executable` with `arguments` in `directory` and waits for it.
  package static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil
  ) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes to the end before waiting, so a large output cannot block the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var errorData = Data()
    group.enter()
    DispatchQueue.global().async {
      errorData = error.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return ProcessOutput(
      output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self), status: process.terminationStatus)
  }

  /// Runs the built `blocks` tool.
  package static func blocks(_ arguments: [String], in directory: URL? = nil) throws
    -> ProcessOutput
  {
    try run(blocksExecutable, arguments, in: directory)
  }

  /// Runs `swiftc` from the PATH.
  package static func swiftc(_ arguments: [String]) throws -> ProcessOutput {
    try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments)
  }

  /// A new empty directory, removed by `cleanUp`.
  package static func temporaryDirectory(_ name: String = #function) throws -> URL {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "blocks-tests-\(safe)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Removes a temporary directory, making it writable first.
  package static func cleanUp(_ url: URL) {
    _ = try? FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: url.path)
    try? FileManager.default.removeItem(at: url)
  }

  /// The built SwiftUI stand-in module of `../shared/swiftui-shim`, if `check` has run here.
  package static var shimModuleDirectory: URL? {
    let shimSources = packageRoot.appendingPathComponent("../shared/swiftui-shim")
    guard FileManager.default.fileExists(atPath: shimSources.path) else { return nil }
    let cache = packageRoot.appendingPathComponent(".build/swiftui-shim")
    let keys =
      (try? FileManager.default.contentsOfDirectory(
        at: cache, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
    let built = keys.filter {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("SwiftUI.swiftmodule").path)
        && FileManager.default.fileExists(
          atPath: $0.appendingPathComponent("libPreviewsMacros.so").path)
    }
    return built.max { lhs, rhs in
      let left =
        (try? lhs.resourceValues(forKeys: [.contentModificationDateKey]))?
        .contentModificationDate ?? .distantPast
      let right =
        (try? rhs.resourceValues(forKeys: [.contentModificationDateKey]))?
        .contentModificationDate ?? .distantPast
      return left < right
    }
  }

  /// The package's modules as the SwiftUI check built them against the stand-in
  /// (`.build/swiftui-check/debug/Modules`), if it has run here: what a view-form download
  /// imports.
  package static var shimBuiltModules: URL? {
    let modules = packageRoot.appendingPathComponent(".build/swiftui-check/debug/Modules")
    let runtime = modules.appendingPathComponent("BlocksRuntime.swiftmodule")
    return FileManager.default.fileExists(atPath: runtime.path) ? modules : nil
  }

  /// Whether the tests run as root, which ignores file permissions.
  package static var isRoot: Bool { getuid() == 0 }
}
