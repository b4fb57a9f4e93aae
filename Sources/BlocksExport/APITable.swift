import BlocksCatalog
import BlocksSource

/// One parameter of a block's public initializer, as written in the view's source.
package struct APIParameter: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The argument label; `_` when the argument is unlabeled.
  package var label: String
  /// The parameter's name inside the initializer.
  package var name: String
  /// The type, with attributes such as `@ViewBuilder` but without `@escaping`.
  package var type: String
  /// The default value's source text; `nil` when the argument is required.
  package var defaultValue: String?

  /// Creates a parameter.
  package init(label: String, name: String? = nil, type: String, defaultValue: String? = nil) {
    self.label = label
    self.name = name ?? label
    self.type = type
    self.defaultValue = defaultValue
  }

  /// What a caller writes: the label, or `_ name` for an unlabeled argument.
  package var displayName: String { label == "_" ? "_ \(name)" : label }

  /// One table row: parameter, type and default.
  package var description: String {
    "\(displayName) | \(type) | \(defaultValue ?? "required")"
  }
}

/// One way into a block, as `blocks show`, a download and the site list it: an initializer of
/// its API type, or one of its modifiers, with the parameters it takes.
///
/// A block used through a modifier, such as the toast stack's `.toastStack(_:)`, is documented by
/// that modifier first: it is what an app writes, and the initializers after it make its values.
package struct APIEntry: Sendable, Hashable {
  /// How it is titled: `.toastStack(_:)`, `init(title:action:) async`,
  /// `ToastStackItem.init(id:title:message:style:duration:action:)`.
  package var title: String
  /// Its parameters, in order.
  package var parameters: [APIParameter]
}

/// The public initializers of a block's view, read from the view's source file.
///
/// Reading the table from the code, rather than writing it by hand, is what keeps `blocks show`
/// from ever drifting from the API: the test that pins the expected table fails as soon as a
/// parameter is added, renamed or re-defaulted.
package enum APITable {
  private static let declarationKeywords: Set<String> = [
    "struct", "extension", "enum", "class", "actor", "protocol", "func",
  ]
  private static let initModifiers: Set<String> = ["nonisolated", "convenience", "required"]

  /// Whether an initializer with `parameters` runs asynchronous work: one of its closures is
  /// `async`.
  package static func isAsync(_ parameters: [APIParameter]) -> Bool {
    parameters.contains { SwiftToken.tokens($0.type).contains { $0.text == "async" } }
  }

  /// How `blocks show` and a download's header name an initializer: `init(title:action:) async`.
  package static func signature(_ parameters: [APIParameter]) -> String {
    "init" + labels(parameters)
  }

  /// How `blocks show`, a download and the site title one of `block`'s initializers: its
  /// signature, after the type it makes when that is not the view
  /// (`ToastStackItem.init(id:title:message:style:duration:action:)`).
  package static func title(_ parameters: [APIParameter], of block: BlockInfo) -> String {
    (block.apiType == block.viewType ? "" : block.apiType + ".") + signature(parameters)
  }

  /// The block's modifiers, then the initializers of its API type, read from its view's source
  /// in `library`; empty when its sources are absent.
  package static func entries(of block: BlockInfo, in library: SourceLibrary = .embedded)
    -> [APIEntry]
  {
    guard let file = library.file(block.viewPath) else { return [] }
    let source = ModuleQualifiers.removing(BlockExporter.inlinedModules, from: file.contents)
    let prefix = block.viewType.prefix(1).lowercased() + block.viewType.dropFirst()
    let modifiers = functions(of: "View", in: source).filter { $0.name.hasPrefix(prefix) }.map {
      APIEntry(title: "." + $0.name + labels($0.parameters), parameters: $0.parameters)
    }
    return modifiers
      + initializers(of: block.apiType, in: source).map {
        APIEntry(title: title($0, of: block), parameters: $0)
      }
  }

  /// `(title:action:)`, with ` async` when a closure is.
  private static func labels(_ parameters: [APIParameter]) -> String {
    "(" + parameters.map { $0.label + ":" }.joined() + ")" + (isAsync(parameters) ? " async" : "")
  }

  /// The parameters of every public initializer of `typeName` declared in `source`, in order.
  package static func initializers(of typeName: String, in source: String) -> [[APIParameter]] {
    members(of: typeName, in: source, keyword: "init").map(\.parameters)
  }

  /// The name and parameters of every public function of `typeName` (its declaration or an
  /// extension of it) in `source`, in order.
  static func functions(of typeName: String, in source: String) -> [(
    name: String, parameters: [APIParameter]
  )] {
    members(of: typeName, in: source, keyword: "func")
  }

  /// Every public member of `typeName` in `source` declared with `keyword` (`init` or `func`):
  /// its name (`init` for an initializer) and parameters.
  private static func members(of typeName: String, in source: String, keyword: String) -> [(
    name: String, parameters: [APIParameter]
  )] {
    let file = SwiftSource(source)
    var result: [(name: String, parameters: [APIParameter])] = []
    var currentType: String?
    var lineIndex = 0
    while lineIndex < file.lines.count {
      let line = file.lines[lineIndex]
      let tokens = SwiftToken.tokens(line.code)
      if line.depth == 0,
        let introducer = tokens.firstIndex(where: { declarationKeywords.contains($0.text) }),
        introducer + 1 < tokens.count
      {
        currentType = tokens[introducer + 1].text
      }
      if line.depth == 1, currentType == typeName,
        let publicIndex = tokens.firstIndex(where: { $0.text == "public" }),
        let declared = tokens.dropFirst(publicIndex + 1).firstIndex(where: {
          !initModifiers.contains($0.text)
        }),
        tokens[declared].text == keyword
      {
        let name = keyword == "init" ? keyword : tokens.dropFirst(declared + 1).first?.text ?? ""
        let (parameters, lastLine) = parseParameters(file, from: lineIndex, after: keyword)
        result.append((name, parameters))
        lineIndex = lastLine + 1
        continue
      }
      lineIndex += 1
    }
    return result
  }

  /// The initializers of `block`'s API type (its view, or what an app builds to use it) in
  /// `library`; empty when its sources are absent.
  package static func initializers(of block: BlockInfo, in library: SourceLibrary = .embedded)
    -> [[APIParameter]]
  {
    guard let file = library.file(block.viewPath) else { return [] }
    // Types as a reader names them: `CardSwipe`, not the `BlocksCore.CardSwipe` the view writes
    // so that an app's own names cannot shadow it.
    return initializers(
      of: block.apiType,
      in: ModuleQualifiers.removing(BlockExporter.inlinedModules, from: file.contents))
  }

  /// The parameter list starting at the first `(` after `keyword` on line `start`, and the line
  /// holding its closing parenthesis.
  private static func parseParameters(_ file: SwiftSource, from start: Int, after keyword: String)
    -> ([APIParameter], Int)
  {
    var text: [UInt8] = []
    var code: [Bool] = []
    var depth = 0
    var started = false
    var lineIndex = start
    scanning: while lineIndex < file.lines.count {
      let line = file.lines[lineIndex]
      var seenInit = lineIndex != start
      let initOffset = SwiftToken.tokens(line.code).first { $0.text == keyword }?.offset ?? 0
      for (offset, byte) in line.bytes.enumerated() {
        let isCode = line.isCode[offset]
        if lineIndex == start, offset >= initOffset { seenInit = true }
        guard seenInit, !line.isComment[offset] else { continue }
        if isCode, byte == UInt8(ascii: "(") {
          depth += 1
          if !started {
            started = true
            continue
          }
        }
        if isCode, byte == UInt8(ascii: ")") {
          depth -= 1
          if started, depth == 0 { break scanning }
        }
        if started {
          text.append(byte)
          code.append(isCode)
        }
      }
      if started {
        text.append(UInt8(ascii: " "))
        code.append(true)
      }
      lineIndex += 1
    }
    let parameters = splitTopLevel(text, code, at: UInt8(ascii: ",")).compactMap(parameter)
    return (parameters, lineIndex)
  }

  /// `bytes` split at `separator` where it is code outside brackets.
  private static func splitTopLevel(_ bytes: [UInt8], _ code: [Bool], at separator: UInt8)
    -> [([UInt8], [Bool])]
  {
    var parts: [([UInt8], [Bool])] = []
    var current: ([UInt8], [Bool]) = ([], [])
    var depth = 0
    for (index, byte) in bytes.enumerated() {
      if code[index] {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"):
          depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
        case UInt8(ascii: ">") where index == 0 || bytes[index - 1] != UInt8(ascii: "-"):
          depth -= 1
        default:
          break
        }
        if byte == separator, depth == 0 {
          parts.append(current)
          current = ([], [])
          continue
        }
      }
      current.0.append(byte)
      current.1.append(code[index])
    }
    parts.append(current)
    return parts
  }

  /// One parameter from its source text, such as `tint: Color = .indigo`.
  private static func parameter(_ part: ([UInt8], [Bool])) -> APIParameter? {
    guard let colon = splitFirst(part, at: UInt8(ascii: ":")) else { return nil }
    let names = SwiftToken.tokens(normalized(colon.before.0)).map(\.text)
    let attributes = names.filter { $0.hasPrefix("@") }
    let identifiers = names.filter { !$0.hasPrefix("@") }
    guard let label = identifiers.first else { return nil }
    var typeText = colon.after
    var defaultValue: String?
    if let equals = splitFirst(colon.after, at: UInt8(ascii: "=")) {
      typeText = equals.before
      defaultValue = presented(normalized(equals.after.0))
    }
    let typeWords = normalized(typeText.0).split(separator: " ").filter { $0 != "@escaping" }
    let type = (attributes + typeWords.map(String.init)).joined(separator: " ")
    return APIParameter(
      label: label, name: identifiers.dropFirst().first ?? label, type: type,
      defaultValue: defaultValue)
  }

  /// A default as a reader of the API wants to see it: a block's own localized default,
  /// `LocalizedStringResource("key", defaultValue: "Confirmed", table: "Block")`, shows as the
  /// string literal it reads as, `"Confirmed"`; every other default is shown as written.
  static func presented(_ defaultValue: String) -> String {
    let marker = "defaultValue: \""
    guard defaultValue.hasPrefix("LocalizedStringResource("),
      let start = defaultValue.range(of: marker)?.upperBound,
      let end = defaultValue[start...].firstIndex(of: "\"")
    else { return defaultValue }
    return "\"" + defaultValue[start..<end] + "\""
  }

  /// The parts before and after the first top-level `separator`.
  private static func splitFirst(_ part: ([UInt8], [Bool]), at separator: UInt8) -> (
    before: ([UInt8], [Bool]), after: ([UInt8], [Bool])
  )? {
    let pieces = splitTopLevel(part.0, part.1, at: separator)
    guard pieces.count > 1 else { return nil }
    let afterStart = pieces[0].0.count + 1
    return (pieces[0], (Array(part.0[afterStart...]), Array(part.1[afterStart...])))
  }

  /// `bytes` as text with runs of whitespace collapsed to one space and trimmed.
  private static func normalized(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
  }
}
