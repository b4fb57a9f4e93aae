/// Calls a module's function directly where the package goes through a namespace function that
/// only forwards to it.
///
/// The package calls its math through `Platform.exp(_:)` and the like, because in an Embedded
/// build those functions come from somewhere else. Once ``ConditionalCompilation`` has kept the
/// app build's branch, such a function's whole body is `Foundation.exp(x)`: the indirection
/// means nothing in an app. So `Platform.exp(x)` becomes `Foundation.exp(x)` wherever it is
/// written, and the namespace, no longer reached, leaves the download.
///
/// A forwarding function is a static function of a top-level type whose body is one call of the
/// same name on a module (a capitalized name the files do not declare), passing its parameters
/// in order, unlabeled.
package struct ForwardingFunctions {
  /// The module each forwarding function calls, by `Type.function`.
  package private(set) var targets: [String: String] = [:]

  /// Finds the forwarding functions of `outlines`.
  package init(outlines: [SourceOutline]) {
    var declared: Set<String> = []
    for outline in outlines {
      SourceOutline.walk(outline.items) { declaration, _ in
        if declaration.kind != .import { declared.insert(declaration.name) }
      }
    }
    for outline in outlines {
      for case .declaration(let type) in outline.items.flatMap(Self.flattened) {
        guard case .type = type.kind else { continue }
        for case .declaration(let function) in type.members {
          guard function.kind == .function, function.isStatic,
            function.parameters.allSatisfy({ $0.label == "_" }),
            let module = Self.forwardedModule(function, in: outline.lines),
            !declared.contains(module)
          else { continue }
          targets[type.name + "." + function.name] = module
        }
      }
    }
  }

  /// `text` with every call of a forwarding function, `Type.function(`, made on its module, and
  /// the modules it now calls (which the download must import).
  package func rewrite(_ text: String) -> (text: String, modules: Set<String>) {
    guard !targets.isEmpty else { return (text, []) }
    var modules: Set<String> = []
    let lines = SwiftSource(text).lines
    var output: [String] = []
    for line in lines {
      let tokens = SwiftToken.tokens(line.code)
      var edits: [LineEdit] = []
      for index in tokens.indices.dropLast(3)
      where tokens[index + 1].text == "." && tokens[index + 3].text == "(" {
        guard index == 0 || tokens[index - 1].text != ".",
          let module = targets[tokens[index].text + "." + tokens[index + 2].text]
        else { continue }
        let start = tokens[index].offset
        edits.append(LineEdit(range: start..<start + tokens[index].text.utf8.count, text: module))
        modules.insert(module)
      }
      output.append(edits.isEmpty ? line.text : LineEdit.apply(edits, to: line.bytes))
    }
    return (output.joined(separator: "\n") + (text.hasSuffix("\n") ? "\n" : ""), modules)
  }

  /// The module `function`'s body forwards to, if its body is only `Module.name(arguments)`.
  private static func forwardedModule(
    _ function: SourceOutline.Declaration, in lines: [SwiftSource.Line]
  ) -> String? {
    // Attributes, a header ending in `{`, one line of body, `}`.
    let code = lines[function.codeStart..<function.lines.upperBound]
      .map { $0.code.trimmingLeadingSpaces.trimmingTrailingSpaces }.filter { !$0.isEmpty }
    guard code.count >= 3, code[code.count - 1] == "}", code[code.count - 3].hasSuffix("{") else {
      return nil
    }
    let tokens = SwiftToken.tokens(code[code.count - 2]).map(\.text)
    let arguments = function.parameters.map(\.name)
    var expected = ["", ".", function.name, "("]
    for (index, argument) in arguments.enumerated() {
      if index > 0 { expected.append(",") }
      expected.append(argument)
    }
    expected.append(")")
    guard tokens.count == expected.count, let module = tokens.first,
      module.first?.isUppercase == true, tokens.dropFirst().elementsEqual(expected.dropFirst())
    else { return nil }
    return module
  }

  private static func flattened(_ item: SourceOutline.Item) -> [SourceOutline.Item] {
    if case .conditional(let conditional) = item {
      return conditional.branches.flatMap { $0.flatMap(flattened) }
    }
    return [item]
  }
}
