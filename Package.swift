// swift-tools-version: 6.0

import PackageDescription

let package = Package(
  name: "SwiftUIBlocks",
  defaultLocalization: "en",
  platforms: [.iOS(.v18), .macOS(.v15)],
  products: [
    .library(name: "SwiftUIBlocks", targets: ["SwiftUIBlocks"]),
    .library(name: "BlocksCore", targets: ["BlocksCore"]),
    .executable(name: "blocks", targets: ["blocks"]),
  ],
  targets: [
    .target(name: "BlocksCore"),
    .target(name: "BlocksPreview", dependencies: ["BlocksCore"]),
    .target(name: "BlocksLive", dependencies: ["BlocksPreview"]),
    .target(name: "SwiftUIBlocks", dependencies: ["BlocksCore"]),
    .target(
      name: "BlocksCatalog", dependencies: ["BlocksCore", "BlocksPreview", "BlocksLive"],
      exclude: ["LiveModule"], plugins: ["EmbedBlockSources"]),
    .executableTarget(name: "blocks", dependencies: ["BlocksCatalog"]),
    .target(name: "MallocCounter"),
    .executableTarget(
      name: "blocks-bench",
      dependencies: ["BlocksCore", "BlocksCatalog", "BlocksPreview", "BlocksLive", "MallocCounter"]),
    .executableTarget(name: "EmbedBlockSourcesTool", path: "Plugins/EmbedBlockSourcesTool"),
    .plugin(
      name: "EmbedBlockSources", capability: .buildTool(), dependencies: ["EmbedBlockSourcesTool"]),
    .testTarget(name: "BlocksCoreTests", dependencies: ["BlocksCore"]),
    .testTarget(name: "SwiftUIBlocksTests", dependencies: ["SwiftUIBlocks"]),
    .testTarget(
      name: "BlocksLiveTests", dependencies: ["BlocksLive"],
      exclude: ["WasmRunner.mjs", "WasmEndurance.mjs"]),
    .testTarget(
      name: "BlocksPreviewTests", dependencies: ["BlocksPreview"], exclude: ["Snapshots"]),
    .testTarget(
      name: "BlocksCatalogTests", dependencies: ["BlocksCatalog", "BlocksPreview", "blocks"],
      exclude: ["Snapshots", "Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
