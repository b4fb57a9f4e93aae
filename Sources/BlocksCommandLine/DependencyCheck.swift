import BlocksCatalog
import BlocksInstall

/// Looks for a sign that an app already depends on the products a view-form block imports.
///
/// A view-form download imports `BlocksCore` and `BlocksRuntime`; without them in the app
/// target it does not compile, and the error ("no such module") does not say what to add. So
/// `blocks add` looks, from the directory it writes into up to the file system's root, for a
/// `Package.swift` or an Xcode project that names `BlocksRuntime`, and when it finds none it
/// prints how to add the products. It only reads.
enum DependencyCheck {
  /// How to add the products, for the app's developer; `directory` as the user typed it.
  static func advice(for directory: String) -> [String] {
    [
      "note: the view form imports the SwiftUIBlocks package's BlocksCore and BlocksRuntime "
        + "products, and no Package.swift or Xcode project in or above \(directory) names them.",
      "  Xcode: File > Add Package Dependencies, then add both products to the app target.",
      "  Package.swift, in the package's dependencies (OWNER: the account you got SwiftUIBlocks "
        + "from):",
      "    \(PackageDependency.declaration),",
      "  or, for a checkout beside your package, \(PackageDependency.localDeclaration); and in "
        + "the target's:",
    ]
      + PackageDependency.productLines.map { "    " + $0 }
      + ["  Or write self-contained files that need no package: blocks add <block>... --standalone"]
  }

  /// Whether a `Package.swift` or an `.xcodeproj` in `directory` or above it names
  /// `BlocksRuntime`.
  static func findsProducts(from directory: String) -> Bool {
    var current = directory
    while true {
      for name in FileSystem.entries(of: current) ?? [] {
        let path = current + "/" + name
        let manifest: String
        if name == "Package.swift" {
          manifest = path
        } else if name.hasSuffix(".xcodeproj") {
          manifest = path + "/project.pbxproj"
        } else {
          continue
        }
        if let text = try? FileSystem.readFile(manifest), text.contains("BlocksRuntime") {
          return true
        }
      }
      guard let slash = current.lastIndex(of: "/"), current != "/" else { return false }
      current = slash == current.startIndex ? "/" : String(current[..<slash])
    }
  }
}
