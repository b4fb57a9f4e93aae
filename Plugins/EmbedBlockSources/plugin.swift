import Foundation
import PackagePlugin

/// Embeds the sources of BlocksCore and SwiftUIBlocks into the target as string literals or, in a
/// target with a `LiveModule` folder (the site), the checked-in WebAssembly modules in it as
/// Base64 and the scripts in its `Assets` folder as strings.
///
/// The catalog exports each block as one file built from these sources, and the installed `blocks`
/// tool has no package checkout to read them from; generating them at build time keeps the
/// download identical to the code that was built and tested. The modules
/// (`Sources/BlocksSite/LiveModule/<id>.wasm`, one per block, which CI rebuilds and compares)
/// let `blocks site` publish live blocks without a WebAssembly toolchain.
@main
struct EmbedBlockSources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let root = context.package.directoryURL
    var inputs: [URL] = []
    // A target with checked-in modules gets the modules; any other gets the blocks' sources.
    let modules = root.appending(path: "Sources/\(target.name)/LiveModule")
    if let names = try? FileManager.default.contentsOfDirectory(atPath: modules.path) {
      inputs += names.filter { $0.hasSuffix(".wasm") }.sorted().map { modules.appending(path: $0) }
      let assets = root.appending(path: "Sources/\(target.name)/Assets")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: assets.path)) ?? []
      inputs += names.filter { $0.hasSuffix(".js") || $0.hasSuffix(".css") }.sorted().map {
        assets.appending(path: $0)
      }
    } else {
      for name in ["BlocksCore", "BlocksRuntime", "SwiftUIBlocks"] {
        guard let module = try context.package.targets(named: [name]).first?.sourceModule else {
          continue
        }
        inputs += module.sourceFiles(withSuffix: "swift").map(\.url)
      }
      inputs.sort { $0.path < $1.path }
    }
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
