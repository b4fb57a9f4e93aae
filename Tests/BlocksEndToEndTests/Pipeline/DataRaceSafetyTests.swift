import BlocksTestSupport
import Foundation
import Testing

/// The package's code leaves data-race safety to the compiler.
///
/// Every target is in Swift 6 language mode, and no declaration opts out of its checking. This is
/// what lets continuous integration go without a ThreadSanitizer run: where the compiler proves
/// the absence of data races, the sanitizer could only find them in code that opted out.
@Suite struct DataRaceSafetyTests {
  /// The spellings that switch the compiler's checking off for a declaration or an import.
  static let optOuts = ["@unchecked Sendable", "nonisolated(unsafe)", "@preconcurrency"]

  @Test func noSourceOptsOutOfDataRaceChecking() throws {
    let sources = TestSupport.packageRoot.appendingPathComponent("Sources")
    var offenders: [String] = []
    var filesRead = 0
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      filesRead += 1
      let relative = String(url.path.dropFirst(sources.path.count + 1))
      let lines = try String(contentsOf: url, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//") else { continue }
        for optOut in Self.optOuts where code.contains(optOut) {
          offenders.append("\(relative):\(index + 1): \(optOut)")
        }
      }
    }
    #expect(filesRead > 100, "the scan read \(filesRead) files from \(sources.path)")
    #expect(
      offenders == [],
      """
      these opt out of the compiler's data-race checking; remove them, or bring back the \
      ThreadSanitizer run in .ci/run (Scripts/sanitizers.sh thread)
      """)
  }

  @Test func everyTargetIsInSwift6LanguageMode() throws {
    let manifest = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("Package.swift"),
      encoding: .utf8)
    #expect(manifest.contains("swiftLanguageModes: [.v6]"))
    for weaker in [".v5", "swiftLanguageMode(", "-strict-concurrency", "unsafeFlags"] {
      #expect(!manifest.contains(weaker), "Package.swift contains \(weaker)")
    }
  }
}
