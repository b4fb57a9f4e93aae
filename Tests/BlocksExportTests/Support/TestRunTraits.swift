import BlocksTestSupport
import Foundation
import Testing

/// What a test run is asked to check, from the environment CI sets.
enum TestRun {
  /// Whether this run repeats an earlier run of the same sources (`BLOCKS_REPEAT_RUN=1`).
  ///
  /// CI runs the tests once in full, then again under the sanitizers and against the SwiftUI
  /// stand-in. A check whose whole work happens in another program (`swiftc` type-checking a
  /// download) gives the same answer in every one of those runs, so the repeats leave it out.
  static let isRepeat = flag("BLOCKS_REPEAT_RUN")

  /// Whether the SwiftUI stand-in must be built (`BLOCKS_REQUIRE_SHIM=1`, set by CI, which builds
  /// it first), so the type-checks against it fail instead of skipping when it is missing.
  static let requiresShim = flag("BLOCKS_REQUIRE_SHIM")

  private static func flag(_ name: String) -> Bool {
    ProcessInfo.processInfo.environment[name] == "1"
  }
}

extension Trait where Self == ConditionTrait {
  /// For a test whose work is type-checking with `swiftc`: left out of a repeat run.
  static var typechecksWithSwiftc: Self {
    .disabled(
      if: TestRun.isRepeat, "BLOCKS_REPEAT_RUN: this swiftc type-check ran in the full run")
  }

  /// For a test that type-checks against the SwiftUI stand-in: runs when the stand-in is built,
  /// or when it is required (then a missing stand-in fails the test).
  static var needsSwiftUIStandIn: Self {
    .enabled(
      if: TestRun.requiresShim || TestSupport.shimModuleDirectory != nil,
      "the SwiftUI stand-in is not built (run ../shared/swiftui-shim/check)")
  }
}
