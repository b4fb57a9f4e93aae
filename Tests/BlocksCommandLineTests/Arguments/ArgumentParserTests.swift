import Testing

@testable import BlocksCommandLine

/// One command line and what the shared parser makes of it.
struct ParseCase: Sendable, CustomTestStringConvertible {
  var name: String
  var arguments: [String]
  /// The parsed arguments, `nil` for help, or the error message.
  var expected: Result<ParsedArguments?, ArgumentError>

  var testDescription: String { name }

  static let to = OptionDeclaration.value("--to", placeholder: "<dir>", help: "A directory")
  static let force = OptionDeclaration.flag("--force", help: "Force")
  static let parser = ArgumentParser(options: [to, force])

  static let all: [ParseCase] = [
    ParseCase(name: "nothing", arguments: [], expected: .success(ParsedArguments())),
    ParseCase(
      name: "value after a space", arguments: ["a", "--to", "dir", "b"],
      expected: .success(ParsedArguments(values: ["--to": "dir"], positionals: ["a", "b"]))),
    ParseCase(
      name: "value after =", arguments: ["--to=a=b"],
      expected: .success(ParsedArguments(values: ["--to": "a=b"]))),
    ParseCase(
      name: "a value may start with a dash", arguments: ["--to", "-x"],
      expected: .success(ParsedArguments(values: ["--to": "-x"]))),
    ParseCase(
      name: "flag", arguments: ["--force", "x"],
      expected: .success(ParsedArguments(flags: ["--force"], positionals: ["x"]))),
    ParseCase(
      name: "a dash alone is positional", arguments: ["-"],
      expected: .success(ParsedArguments(positionals: ["-"]))),
    ParseCase(
      name: "-- ends the options", arguments: ["--", "--force", "--help"],
      expected: .success(ParsedArguments(positionals: ["--force", "--help"]))),
    ParseCase(name: "--help", arguments: ["x", "--help"], expected: .success(nil)),
    ParseCase(
      name: "-h wins over an unknown option", arguments: ["--bogus", "-h"], expected: .success(nil)
    ),
    ParseCase(
      name: "help as a value still asks for help", arguments: ["--to", "--help"],
      expected: .success(nil)),
    ParseCase(
      name: "missing value", arguments: ["--to"],
      expected: .failure(ArgumentError("missing value for '--to'"))),
    ParseCase(
      name: "empty value after a space", arguments: ["--to", ""],
      expected: .failure(ArgumentError("empty value for '--to'"))),
    ParseCase(
      name: "empty value after =", arguments: ["--to="],
      expected: .failure(ArgumentError("empty value for '--to'"))),
    ParseCase(
      name: "given twice", arguments: ["--to", "a", "--to=b"],
      expected: .failure(ArgumentError("'--to' given more than once"))),
    ParseCase(
      name: "unknown option", arguments: ["--fast"],
      expected: .failure(ArgumentError("unknown option '--fast'"))),
    ParseCase(
      name: "a flag takes no value", arguments: ["--force=yes"],
      expected: .failure(ArgumentError("unknown option '--force=yes'"))),
    ParseCase(
      name: "control characters are escaped", arguments: ["--\u{1B}[31m"],
      expected: .failure(ArgumentError("unknown option '--\\u{1b}[31m'"))),
  ]
}

/// The argument parser that `blocks` and `blocks-bench` share, and the help it generates.
@Suite struct ArgumentParserTests {
  @Test(arguments: ParseCase.all)
  func parses(_ example: ParseCase) {
    let result = Result { () throws(ArgumentError) -> ParsedArguments? in
      try ParseCase.parser.parse(example.arguments)
    }
    #expect(result == example.expected)
  }

  @Test func usageAndHelpComeFromTheDeclarations() {
    let configuration = CommandConfiguration(
      name: "copy", overview: "Copy things.", discussion: "More words.",
      arguments: [ArgumentDeclaration("thing", help: "Things to copy", isRepeating: true)],
      options: [ParseCase.to, ParseCase.force])
    #expect(configuration.usage("tool copy") == "tool copy <thing>... [--to <dir>] [--force]")
    #expect(
      configuration.help("tool copy", epilogue: "THE END")
        == """
        OVERVIEW: Copy things.

        More words.

        USAGE: tool copy <thing>... [--to <dir>] [--force]

        ARGUMENTS:
          <thing>     Things to copy

        OPTIONS:
          --to <dir>  A directory
          --force     Force
          -h, --help  Show this help

        THE END
        """)
    let optional = ArgumentDeclaration("suite", help: "", isRepeating: true, isOptional: true)
    #expect(optional.usage == "[<suite>...]")
  }
}
