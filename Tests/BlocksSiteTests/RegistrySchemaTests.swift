import BlocksCatalog
import Foundation
import Testing

/// The rules of shadcn's published JSON schemas (draft-07), `registry.json` and
/// `registry-item.json`, written out as checks, so every registry file the site writes is
/// validated against them without a network or a schema library.
///
/// `registry-item.json`: an object that requires `name` and `type`; `type` is one of the
/// registry types; `name`, `type`, `description`, `title`, `author`, `docs` and `extends` are
/// strings; `dependencies`, `devDependencies`, `registryDependencies` and `categories` are arrays
/// of strings; `meta`, `cssVars`, `tailwind`, `css` and `envVars` are objects; each of `files` is
/// an object that requires `path` and `type` (and `target` when the type is `registry:file` or
/// `registry:page`), whose `path`, `content` and `target` are strings and whose `type` is a
/// registry type. `registry.json`: an object that requires `name`, `homepage` (strings) and
/// `items`, an array of registry items.
enum RegistrySchema {
  /// The registry types both schemas allow for an item and for a file.
  static let types: Set<String> = [
    "registry:lib", "registry:block", "registry:component", "registry:ui", "registry:hook",
    "registry:theme", "registry:page", "registry:file", "registry:style", "registry:item",
    "registry:example", "registry:internal",
  ]

  /// What `value` breaks of `registry-item.json`, as messages naming the property.
  static func itemViolations(_ value: Any, at path: String) -> [String] {
    guard let item = value as? [String: Any] else { return ["\(path): not an object"] }
    var problems: [String] = []
    for key in ["name", "type"] where item[key] == nil {
      problems.append("\(path): \(key) is required")
    }
    for key in ["name", "type", "description", "title", "author", "docs", "extends"] {
      if let field = item[key], !(field is String) {
        problems.append("\(path).\(key): not a string")
      }
    }
    if let type = item["type"] as? String, !types.contains(type) {
      problems.append("\(path).type: \(type) is not a registry type")
    }
    for key in ["dependencies", "devDependencies", "registryDependencies", "categories"] {
      if let field = item[key], !((field as? [Any])?.allSatisfy { $0 is String } ?? false) {
        problems.append("\(path).\(key): not an array of strings")
      }
    }
    for key in ["meta", "cssVars", "tailwind", "css", "envVars"] {
      if let field = item[key], !(field is [String: Any]) {
        problems.append("\(path).\(key): not an object")
      }
    }
    if let files = item["files"] {
      guard let files = files as? [Any] else { return problems + ["\(path).files: not an array"] }
      for (index, file) in files.enumerated() {
        problems += fileViolations(file, at: "\(path).files[\(index)]")
      }
    }
    return problems
  }

  /// What `value` breaks of the schema of one file of an item.
  static func fileViolations(_ value: Any, at path: String) -> [String] {
    guard let file = value as? [String: Any] else { return ["\(path): not an object"] }
    var problems: [String] = []
    let type = file["type"] as? String
    var required = ["path", "type"]
    if type == "registry:file" || type == "registry:page" { required.append("target") }
    for key in required where file[key] == nil { problems.append("\(path): \(key) is required") }
    for key in ["path", "content", "type", "target"] {
      if let field = file[key], !(field is String) {
        problems.append("\(path).\(key): not a string")
      }
    }
    if let type, !types.contains(type) {
      problems.append("\(path).type: \(type) is not a registry type")
    }
    return problems
  }

  /// What `value` breaks of `registry.json`.
  static func registryViolations(_ value: Any) -> [String] {
    guard let registry = value as? [String: Any] else { return ["registry: not an object"] }
    var problems: [String] = []
    for key in ["name", "homepage", "items"] where registry[key] == nil {
      problems.append("registry: \(key) is required")
    }
    for key in ["name", "homepage"] {
      if let field = registry[key], !(field is String) {
        problems.append("registry.\(key): not a string")
      }
    }
    if let items = registry["items"] {
      guard let items = items as? [Any] else { return problems + ["registry.items: not an array"] }
      for (index, item) in items.enumerated() {
        problems += itemViolations(item, at: "registry.items[\(index)]")
      }
    }
    return problems
  }
}

@Suite struct RegistrySchemaTests {
  static func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  @Test func everyRegistryFileTheSiteWritesFollowsShadcnsSchemas() throws {
    let registry = try #require(SiteFixture.byPath["registry.json"])
    #expect(RegistrySchema.registryViolations(try Self.json(registry)) == [])
    let items = SiteFixture.files.filter {
      $0.path.value.hasPrefix("r/") && $0.path.value.hasSuffix(".json")
    }
    // Two items a block: the view form and the standalone file.
    #expect(items.count == 2 * BlockCatalog.all.count, "\(items.map(\.path.value))")
    for file in items {
      #expect(
        RegistrySchema.itemViolations(try Self.json(file.contents), at: file.path.value) == [])
    }
  }

  /// The checks have teeth: each rule rejects what breaks it.
  @Test(
    arguments: [
      (#"{"type": "registry:block"}"#, "x: name is required"),
      (
        #"{"name": "a", "type": "registry:swift"}"#, "x.type: registry:swift is not a registry type"
      ),
      (
        #"{"name": "a", "type": "registry:block", "dependencies": [1]}"#,
        "x.dependencies: not an array of strings"
      ),
      (#"{"name": "a", "type": "registry:block", "meta": []}"#, "x.meta: not an object"),
      (
        #"{"name": "a", "type": "registry:block", "files": [{"path": "p", "type": "registry:file"}]}"#,
        "x.files[0]: target is required"
      ),
      (
        #"{"name": "a", "type": "registry:block", "files": [{"type": "registry:lib"}]}"#,
        "x.files[0]: path is required"
      ),
    ])
  func aBrokenItemIsRejected(json: String, problem: String) throws {
    #expect(RegistrySchema.itemViolations(try Self.json(json), at: "x").contains(problem))
  }

  @Test func aRegistryWithoutAHomepageIsRejected() throws {
    let registry = try Self.json(#"{"name": "a", "items": []}"#)
    #expect(RegistrySchema.registryViolations(registry) == ["registry: homepage is required"])
  }
}
