import Foundation
import Testing

@testable import BlocksCatalog

/// Type-checks exported files with `swiftc`, on Linux and against the SwiftUI stand-in.
enum CompileCheck {
  /// Writes `files` (name → text) to a temporary directory and type-checks them as one module;
  /// with `shim`, against the SwiftUI stand-in module in that directory.
  static func typecheck(_ files: [String: String], shim: URL? = nil) throws
    -> TestSupport
    .ProcessOutput
  {
    let directory = try TestSupport.temporaryDirectory("typecheck")
    defer { TestSupport.cleanUp(directory) }
    var paths: [String] = []
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
      let url = directory.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    var arguments = [
      "-parse-as-library", "-typecheck", "-swift-version", "6", "-module-name", "InstalledBlocks",
    ]
    if let shim {
      arguments += [
        "-I", shim.path, "-load-plugin-library",
        shim.appendingPathComponent("libPreviewsMacros.so").path,
      ]
    }
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
