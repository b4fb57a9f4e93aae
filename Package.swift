// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "SwiftUIBlocks",
  defaultLocalization: "en",
  platforms: [.iOS(.v18), .macOS(.v15)],
  products: [
    .library(name: "SwiftUIBlocks", targets: ["SwiftUIBlocks"]),
    .library(name: "BlocksCore", targets: ["BlocksCore"]),
    .library(name: "BlocksRuntime", targets: ["BlocksRuntime"]),
    .executable(name: "blocks", targets: ["blocks"]),
  ],
  targets: [
    .target(name: "BlocksCore"),
    .target(name: "BlocksPreview", dependencies: ["BlocksCore"]),
    .target(name: "BlocksLive", dependencies: ["BlocksPreview"]),
    // What runs a block's machine in SwiftUI (runner, tasks, haptics, settings): the product a
    // view copied into an app builds on, beside BlocksCore.
    .target(name: "BlocksRuntime", dependencies: ["BlocksCore"]),
    .target(name: "SwiftUIBlocks", dependencies: ["BlocksCore", "BlocksRuntime"]),
    // The catalog's pipeline: the blocks' data and search, the exporter that writes downloads,
    // the site (the one part that runs blocks, through BlocksPreview and BlocksLive), and the
    // command line that drives them all.
    .target(name: "BlocksCatalog", dependencies: ["BlocksCore", "BlocksPreview"]),
    // Swift source as the exporter rewrites it, the site highlights it and `blocks diff`
    // compares it: one lexer, the outline of a file's declarations, the edits a download makes,
    // and a line diff.
    .target(name: "BlocksSource"),
    .target(
      name: "BlocksExport", dependencies: ["BlocksCatalog", "BlocksSource"],
      plugins: ["EmbedBlockSources"]),
    .target(
      name: "BlocksSite",
      dependencies: [
        "BlocksCatalog", "BlocksExport", "BlocksSource", "BlocksPreview", "BlocksLive",
      ],
      exclude: ["LiveModule"], plugins: ["EmbedBlockSources"]),
    // Writing into people's directories: a block's file (the installer's plan, then all of it
    // or nothing) and a generated site (its manifest of what the tool wrote), both through the
    // POSIX calls that never follow a link out of the directory.
    .target(
      name: "BlocksInstall",
      dependencies: ["BlocksCatalog", "BlocksExport", "BlocksSite", "BlocksSource"]),
    .target(
      name: "BlocksCommandLine",
      dependencies: [
        "BlocksCatalog", "BlocksExport", "BlocksInstall", "BlocksSite", "BlocksSource",
        "BlocksPreview",
      ]),
    .executableTarget(name: "blocks", dependencies: ["BlocksCommandLine"]),
    .target(name: "MallocCounter"),
    .executableTarget(
      name: "blocks-bench",
      dependencies: [
        "BlocksCore", "BlocksCatalog", "BlocksExport", "BlocksCommandLine", "BlocksPreview",
        "BlocksLive", "MallocCounter",
      ]),
    .executableTarget(name: "EmbedBlockSourcesTool", path: "Plugins/EmbedBlockSourcesTool"),
    .plugin(
      name: "EmbedBlockSources", capability: .buildTool(), dependencies: ["EmbedBlockSourcesTool"]),
    .testTarget(name: "BlocksCoreTests", dependencies: ["BlocksCore", "BlocksPreview"]),
    .testTarget(name: "BlocksRuntimeTests", dependencies: ["BlocksRuntime"]),
    .testTarget(name: "SwiftUIBlocksTests", dependencies: ["SwiftUIBlocks"]),
    .testTarget(
      name: "BlocksLiveTests", dependencies: ["BlocksLive"],
      exclude: ["WasmRunner.mjs", "WasmEndurance.mjs"]),
    .testTarget(
      name: "BlocksPreviewTests", dependencies: ["BlocksPreview"], exclude: ["Snapshots"]),
    .testTarget(name: "BlocksSourceTests", dependencies: ["BlocksSource", "BlocksTestSupport"]),
    // What the pipeline's test targets share: processes, temporary directories, toy blocks,
    // snapshot recording. A plain target, so it uses no testing library and `package` access.
    .target(
      name: "BlocksTestSupport",
      dependencies: ["BlocksCatalog", "BlocksExport", "BlocksPreview", "BlocksSource"],
      path: "Tests/BlocksTestSupport"),
    .testTarget(
      name: "BlocksCatalogTests",
      dependencies: ["BlocksCatalog", "BlocksCommandLine", "BlocksPreview", "BlocksTestSupport"]),
    .testTarget(
      name: "BlocksExportTests",
      dependencies: [
        "BlocksExport", "BlocksSite", "BlocksCommandLine", "BlocksTestSupport", "blocks",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "BlocksSiteTests",
      dependencies: [
        "BlocksSite", "BlocksCommandLine", "BlocksInstall", "BlocksLive", "BlocksTestSupport",
        "blocks",
      ]),
    .testTarget(
      name: "BlocksInstallTests",
      dependencies: ["BlocksCatalog", "BlocksExport", "BlocksInstall", "BlocksTestSupport"]),
    .testTarget(
      name: "BlocksCommandLineTests",
      dependencies: ["BlocksCommandLine", "BlocksInstall", "BlocksTestSupport", "blocks"],
      exclude: ["Snapshots"]),
    // The built `blocks` binary driven as people run it, and the pipeline as a whole: every
    // registered block's pieces, a toy block through every stage, the package's data-race safety.
    .testTarget(
      name: "BlocksEndToEndTests",
      dependencies: [
        "BlocksCommandLine", "BlocksInstall", "BlocksSite", "BlocksTestSupport", "blocks",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
