/// A command's name, words and declarations: everything its help says and its parser accepts.
///
/// Modelled on swift-argument-parser's `CommandConfiguration`, with the options beside it because
/// there are no property wrappers here: the help's usage line, argument list and option list are
/// generated from ``arguments`` and ``options``, which are also what ``parse(_:)`` accepts.
package struct CommandConfiguration: Sendable {
  /// The name typed on the command line, such as `list`.
  package var name: String
  /// One line for the parent's list of commands.
  package var summary: String
  /// The help's first paragraph, after `OVERVIEW:`.
  package var overview: String
  /// More paragraphs before the usage line, if any.
  package var discussion: String?
  /// The positional arguments, in order.
  package var arguments: [ArgumentDeclaration]
  /// The options, in the order the help lists them; ``OptionDeclaration/help-type.property`` is
  /// added last.
  package var options: [OptionDeclaration]
  /// The spaces between the longest label and its description in the argument and option lists.
  package var columnGap: Int

  /// Creates a configuration.
  package init(
    name: String, summary: String = "", overview: String, discussion: String? = nil,
    arguments: [ArgumentDeclaration] = [], options: [OptionDeclaration] = [], columnGap: Int = 2
  ) {
    self.name = name
    self.summary = summary
    self.overview = overview
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.columnGap = columnGap
  }

  /// Every option the command accepts, help included, in help order.
  package var allOptions: [OptionDeclaration] { options + [.help] }

  /// Parses `arguments` with exactly the declared options; `nil` when help was asked for.
  package func parse(_ arguments: [String]) throws(ArgumentError) -> ParsedArguments? {
    try ArgumentParser(options: options).parse(arguments)
  }

  /// The usage line after `USAGE:`, such as `blocks list [--category <category>] [--json]`.
  ///
  /// Arguments come first, then the options in declaration order, each in brackets.
  ///
  /// - Parameter path: The program and command, such as `blocks list`.
  /// - Returns: The path followed by the arguments and options.
  package func usage(_ path: String) -> String {
    ([path] + arguments.map(\.usage) + options.map(\.usage)).joined(separator: " ")
  }

  /// The help text: overview, discussion, usage, arguments, options, then `epilogue`.
  ///
  /// - Parameters:
  ///   - path: The program and command, such as `blocks list`.
  ///   - epilogue: Sections every command of the program shares, such as its exit statuses.
  /// - Returns: The sections separated by blank lines, without a final newline.
  package func help(_ path: String, epilogue: String? = nil) -> String {
    var sections = ["OVERVIEW: " + overview]
    if let discussion { sections.append(discussion) }
    sections.append("USAGE: " + usage(path))
    let argumentRows = arguments.map { HelpRow($0.label, $0.help) }
    let optionRows = allOptions.map { HelpRow($0.label, $0.help) }
    let width = (argumentRows + optionRows).map(\.label.count).max() ?? 0
    if !argumentRows.isEmpty {
      sections.append(
        "ARGUMENTS:\n" + HelpRow.render(argumentRows, labelWidth: width + columnGap))
    }
    sections.append("OPTIONS:\n" + HelpRow.render(optionRows, labelWidth: width + columnGap))
    if let epilogue { sections.append(epilogue) }
    return sections.joined(separator: "\n\n")
  }
}

/// One line of a help list: a label, such as `--to <dir>`, and what it means.
package struct HelpRow: Sendable, Hashable {
  /// The left column.
  package var label: String
  /// The right column.
  package var help: String

  /// Creates a row.
  package init(_ label: String, _ help: String) {
    self.label = label
    self.help = help
  }

  /// `rows` indented by two spaces, each label padded to `labelWidth` so the descriptions align.
  package static func render(_ rows: [HelpRow], labelWidth: Int) -> String {
    rows.map { row in
      "  " + row.label + String(repeating: " ", count: max(labelWidth - row.label.count, 1))
        + row.help
    }.joined(separator: "\n")
  }
}
