import BlocksTestSupport
import Foundation
import Testing

/// Type-checks exported files with `swiftc`, on Linux and against the SwiftUI stand-in.
enum CompileCheck {
  /// The settings of an app target that a download must compile in.
  struct Setting: Sendable, CustomTestStringConvertible {
    /// The language mode, 5 or 6.
    var swiftVersion: Int
    /// Whether unmarked declarations are isolated to the main actor, as in a new Xcode 26 app
    /// target (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, or `.defaultIsolation(MainActor.self)`).
    var mainActorByDefault = false
    /// Whether the upcoming features that Xcode's Approachable Concurrency setting turns on are on.
    var approachableConcurrency = false

    /// The `swiftc` flags of the setting.
    var flags: [String] {
      var flags = ["-swift-version", "\(swiftVersion)"]
      if mainActorByDefault { flags += ["-default-isolation", "MainActor"] }
      if approachableConcurrency {
        // What Xcode's SWIFT_APPROACHABLE_CONCURRENCY turns on; Swift 6 has the last three.
        var features = ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"]
        if swiftVersion < 6 {
          features += [
            "InferSendableFromCaptures", "GlobalActorIsolatedTypesUsability",
            "DisableOutwardActorInference",
          ]
        }
        flags += features.flatMap { ["-enable-upcoming-feature", $0] }
      }
      return flags
    }

    var testDescription: String {
      "Swift \(swiftVersion)" + (mainActorByDefault ? ", MainActor by default" : "")
        + (approachableConcurrency ? ", Approachable Concurrency" : "")
    }

    /// The settings an app target has in practice, in each language mode: none (a package, an
    /// older project), the main actor by default, and both, as a new Xcode 26 app target has.
    static let all: [Setting] = [5, 6].flatMap { version in
      [
        Setting(swiftVersion: version),
        Setting(swiftVersion: version, mainActorByDefault: true),
        Setting(swiftVersion: version, mainActorByDefault: true, approachableConcurrency: true),
      ]
    }
  }

  /// Writes `files` (name → text) to a temporary directory and type-checks them as one module,
  /// `module`, in the package `packageName` when given; with `shim`, against the SwiftUI
  /// stand-in module in that directory, and with `modules`, importing the package's modules
  /// built there (a view-form download's products).
  static func typecheck(
    _ files: [String: String], shim: URL? = nil, modules: URL? = nil,
    setting: Setting = Setting(swiftVersion: 6), module: String = "InstalledBlocks",
    packageName: String? = nil
  ) throws -> TestSupport.ProcessOutput {
    let directory = try TestSupport.temporaryDirectory("typecheck")
    defer { TestSupport.cleanUp(directory) }
    var paths: [String] = []
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
      let url = directory.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    var arguments = ["-parse-as-library", "-typecheck", "-module-name", module] + setting.flags
    if let packageName { arguments += ["-package-name", packageName] }
    if let shim {
      arguments += [
        "-I", shim.path, "-load-plugin-library",
        shim.appendingPathComponent("libPreviewsMacros.so").path,
      ]
    }
    if let modules { arguments += ["-I", modules.path] }
    return try TestSupport.swiftc(arguments + paths)
  }

  /// Expects a clean type-check: status 0, no errors, no warnings.
  static func expectClean(
    _ result: TestSupport.ProcessOutput, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == 0, "\(what)\n\(result)", sourceLocation: sourceLocation)
    #expect(
      !result.error.contains("warning:") && !result.output.contains("warning:"),
      "\(what)\n\(result)", sourceLocation: sourceLocation)
  }
}
