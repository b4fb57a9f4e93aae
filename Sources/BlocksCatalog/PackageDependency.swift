import BlocksCore

/// How an app declares its dependency on the SwiftUIBlocks package: one wording for the
/// download's header, `blocks add`'s advice, the site's install section and the README.
///
/// The package has no public address of its own, so the URL holds a placeholder, `OWNER`, for
/// the account that publishes it (the README's "Adding the package" says what to put there). A
/// local checkout uses ``localDeclaration`` instead.
package enum PackageDependency {
  /// The package's URL, with `OWNER` standing for the account that publishes it.
  package static let url = "https://github.com/OWNER/SwiftUIBlocks.git"

  /// The `dependencies` entry of a `Package.swift`, from this release on.
  package static var declaration: String {
    ".package(url: \"\(url)\", from: \"\(BlocksVersion.current)\")"
  }

  /// The `dependencies` entry for a checkout of the package beside the app's.
  package static let localDeclaration = ".package(path: \"../SwiftUIBlocks\")"

  /// The products a view-form block imports, as a target's `dependencies` entries.
  package static let productLines = [
    ".product(name: \"BlocksCore\", package: \"SwiftUIBlocks\"),",
    ".product(name: \"BlocksRuntime\", package: \"SwiftUIBlocks\"),",
  ]
}
