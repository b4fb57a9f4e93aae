import BlocksTestSupport
import Foundation
import Testing

/// The package's shape as its manifest and folders show it: every library target has its test
/// target, and no stage of the catalog's pipeline grows past the size one person reads.
@Suite struct PackageShapeTests {
  /// The stages of the catalog's pipeline, in the order they build on each other.
  static let pipeline = [
    "BlocksCatalog", "BlocksSource", "BlocksExport", "BlocksSite", "BlocksInstall",
    "BlocksCommandLine",
  ]
  /// The most lines of Swift a pipeline stage holds; past it, the stage is two ideas.
  static let maximumLines = 3_000
  /// Targets without tests of their own: the executables (driven by the end-to-end tests and
  /// the benchmark smoke run) and the allocation counter's C shim.
  static let untested: Set<String> = ["blocks", "blocks-bench", "MallocCounter"]

  static let sources = TestSupport.packageRoot.appendingPathComponent("Sources")

  /// The lines of every Swift file under `folder`.
  static func swiftLines(in folder: URL) throws -> Int {
    var lines = 0
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      lines +=
        try String(contentsOf: url, encoding: .utf8).split(
          separator: "\n", omittingEmptySubsequences: false
        ).count - 1
    }
    return lines
  }

  @Test(arguments: pipeline)
  func pipelineStageStaysUnderItsSize(_ target: String) throws {
    let lines = try Self.swiftLines(in: Self.sources.appendingPathComponent(target))
    #expect(lines > 100, "Sources/\(target) holds \(lines) lines; is it still a stage?")
    #expect(
      lines <= Self.maximumLines,
      "Sources/\(target) holds \(lines) lines; split it along an idea it holds")
  }

  @Test func everyLibraryTargetHasItsTestTarget() throws {
    let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
      .filter { !$0.hasPrefix(".") && !Self.untested.contains($0) }
    #expect(targets.count >= 11)
    let tests = TestSupport.packageRoot.appendingPathComponent("Tests")
    for target in targets {
      var isFolder: ObjCBool = false
      let path = tests.appendingPathComponent(target + "Tests").path
      #expect(
        FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue,
        "Sources/\(target) has no Tests/\(target)Tests")
    }
    let manifest = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("Package.swift"),
      encoding: .utf8)
    for stage in Self.pipeline {
      #expect(manifest.contains("name: \"\(stage)Tests\""), "Package.swift has no \(stage)Tests")
    }
  }
}
