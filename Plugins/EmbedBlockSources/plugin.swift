import Foundation
import PackagePlugin

/// Embeds the sources of BlocksCore and SwiftUIBlocks into the target as string literals, and the
/// live blocks' checked-in WebAssembly module as Base64.
///
/// The catalog exports each block as one file built from these sources, and the installed `blocks`
/// tool has no package checkout to read them from; generating them at build time keeps the
/// download identical to the code that was built and tested. The module
/// (`Sources/BlocksCatalog/LiveModule/blocks.wasm`, which CI rebuilds and compares) lets
/// `blocks site` publish live blocks without a WebAssembly toolchain.
@main
struct EmbedBlockSources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let root = context.package.directoryURL
    var inputs: [URL] = []
    for name in ["BlocksCore", "SwiftUIBlocks"] {
      guard let module = try context.package.targets(named: [name]).first?.sourceModule else {
        continue
      }
      inputs += module.sourceFiles(withSuffix: "swift").map(\.url)
    }
    inputs.sort { $0.path < $1.path }
    let module = root.appending(path: "Sources/BlocksCatalog/LiveModule/blocks.wasm")
    if FileManager.default.fileExists(atPath: module.path) { inputs.append(module) }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedBlockSources.swift")
    return [
      .buildCommand(
        displayName: "Embedding block sources into \(target.name)",
        executable: try context.tool(named: "EmbedBlockSourcesTool").url,
        arguments: [root.path, output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output]
      )
    ]
  }
}
