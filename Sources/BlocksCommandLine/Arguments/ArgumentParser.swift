/// An option a command accepts: a flag, or a name followed by a value.
///
/// The same declaration feeds the parser, the usage line and the help's option list, so the help
/// cannot name an option the parser rejects or miss one it accepts.
package struct OptionDeclaration: Sendable, Hashable {
  /// Whether the option stands alone or takes a value.
  package enum Kind: Sendable, Hashable {
    /// Present or absent, such as `--json`.
    case flag
    /// Followed by a value, as `--to DIR` or `--to=DIR`; `placeholder` names it in help, such as
    /// `<dir>`.
    case value(placeholder: String)
  }

  /// Every name the option answers to, short ones first, such as `-h` and `--help`.
  package var names: [String]
  /// Whether it takes a value.
  package var kind: Kind
  /// One line for the help's option list.
  package var help: String

  /// Creates an option; `names` must not be empty.
  package init(names: [String], kind: Kind, help: String) {
    precondition(!names.isEmpty, "an option needs a name")
    self.names = names
    self.kind = kind
    self.help = help
  }

  /// A flag called `name`, such as `--json`.
  package static func flag(_ name: String, help: String) -> OptionDeclaration {
    OptionDeclaration(names: [name], kind: .flag, help: help)
  }

  /// An option called `name` that takes a value named `placeholder` in help, such as `<dir>`.
  package static func value(_ name: String, placeholder: String, help: String)
    -> OptionDeclaration
  {
    OptionDeclaration(names: [name], kind: .value(placeholder: placeholder), help: help)
  }

  /// `-h` and `--help`, which every command accepts: anywhere before `--`, it asks for help even
  /// among arguments that would be errors, so a user in trouble always gets the help.
  package static let help = OptionDeclaration(
    names: ["-h", "--help"], kind: .flag, help: "Show this help")

  /// The name that keys the option's parsed value: its last (longest) name.
  package var name: String { names[names.count - 1] }

  /// Whether the option takes a value.
  package var takesValue: Bool {
    if case .value = kind { return true }
    return false
  }

  /// The option as the help lists it, such as `--to <dir>` or `-h, --help`.
  package var label: String {
    let joined = names.joined(separator: ", ")
    guard case .value(let placeholder) = kind else { return joined }
    return joined + " " + placeholder
  }

  /// The option as the usage line shows it, such as `[--to <dir>]`.
  package var usage: String {
    guard case .value(let placeholder) = kind else { return "[\(name)]" }
    return "[\(name) \(placeholder)]"
  }
}

/// A positional argument of a command, for its usage line and help.
///
/// The parser collects positional arguments in order; how many a command takes and what they mean
/// is the command's to check, because its messages name them ("missing BLOCK").
package struct ArgumentDeclaration: Sendable, Hashable {
  /// The name shown between angle brackets, such as `block`.
  package var name: String
  /// One line for the help's argument list.
  package var help: String
  /// Whether the argument may be given more than once (`<block>...`).
  package var isRepeating: Bool
  /// Whether the argument may be left out (`[<suite>...]`).
  package var isOptional: Bool

  /// Creates an argument.
  package init(_ name: String, help: String, isRepeating: Bool = false, isOptional: Bool = false) {
    self.name = name
    self.help = help
    self.isRepeating = isRepeating
    self.isOptional = isOptional
  }

  /// The argument as the help lists it, such as `<block>`.
  package var label: String { "<\(name)>" }

  /// The argument as the usage line shows it, such as `<block>...` or `[<suite>...]`.
  package var usage: String {
    let text = label + (isRepeating ? "..." : "")
    return isOptional ? "[\(text)]" : text
  }
}

/// A command line that could not be parsed, in words for the user.
package struct ArgumentError: Error, Equatable, Sendable {
  /// What is wrong, such as `unknown option '--fast'`.
  package var message: String

  /// Creates an error.
  package init(_ message: String) {
    self.message = message
  }
}

/// The options, flags and positional arguments of one command line.
package struct ParsedArguments: Sendable, Equatable {
  /// The values of the value options given, keyed by ``OptionDeclaration/name``.
  package var values: [String: String] = [:]
  /// The flags given, by ``OptionDeclaration/name``.
  package var flags: Set<String> = []
  /// The positional arguments, in order.
  package var positionals: [String] = []

  /// Creates parsed arguments.
  package init(
    values: [String: String] = [:], flags: Set<String> = [], positionals: [String] = []
  ) {
    self.values = values
    self.flags = flags
    self.positionals = positionals
  }

  /// The value given for `option`, if it was given.
  package func value(_ option: OptionDeclaration) -> String? {
    values[option.name]
  }

  /// Whether the flag `option` was given.
  package func contains(_ option: OptionDeclaration) -> Bool {
    flags.contains(option.name)
  }
}

/// The argument parser of `blocks` and `blocks-bench`.
///
/// Parsed by hand because the package depends on nothing outside the toolchain. The rules are
/// the usual ones: `--name value` or `--name=value`, flags without a value, `--` ends the options,
/// `-` alone is a positional argument, `-h` or `--help` anywhere before `--` asks for help. An
/// empty value is an error, because it is what an unset shell variable gives (`--to "$DIR"`), and
/// taking it would quietly mean something else (`--to ""` would write into the current directory).
package struct ArgumentParser: Sendable {
  /// The options accepted besides ``OptionDeclaration/help-type.property``.
  package var options: [OptionDeclaration]

  /// Creates a parser for `options`.
  package init(options: [OptionDeclaration]) {
    self.options = options
  }

  /// Parses `arguments` (without the program or command name); `nil` when help was asked for.
  package func parse(_ arguments: [String]) throws(ArgumentError) -> ParsedArguments? {
    let beforeSeparator = arguments.prefix { $0 != "--" }
    if beforeSeparator.contains(where: OptionDeclaration.help.names.contains) { return nil }
    var byName: [String: OptionDeclaration] = [:]
    for option in options {
      for name in option.names { byName[name] = option }
    }
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      switch byName[name] {
      case let option? where option.takesValue:
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          // `--to --force` is a forgotten value, not a directory named `--force`; such a name
          // can still be given as `--to=--force` or `--to ./--force`.
          let next = value.split(separator: "=", maxSplits: 1).first.map(String.init) ?? value
          if byName[next] != nil || OptionDeclaration.help.names.contains(next) || value == "--" {
            throw ArgumentError(
              "missing value for '\(name)': '\(BlockID.printable(value))' is an option "
                + "(write \(name)=\(BlockID.printable(value)) if you mean that name)")
          }
          index += 1
        } else {
          throw ArgumentError("missing value for '\(name)'")
        }
        guard !value.isEmpty else { throw ArgumentError("empty value for '\(name)'") }
        guard parsed.values[option.name] == nil else {
          throw ArgumentError("'\(name)' given more than once")
        }
        parsed.values[option.name] = value
      case let option? where inlineValue == nil:
        parsed.flags.insert(option.name)
      default:
        throw ArgumentError("unknown option '\(BlockID.printable(argument))'")
      }
    }
    return parsed
  }
}
