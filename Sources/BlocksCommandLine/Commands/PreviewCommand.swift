import BlocksCatalog
import BlocksCore
import BlocksInstall
import BlocksPreview

/// `blocks preview`: plays one of a block's scenarios through its state machine and writes it as
/// an animated SVG, a still poster or a filmstrip.
struct PreviewCommand: BlocksCommand {
  /// The positional arguments, declared for the usage line and the help.
  enum Argument {
    static let block = ArgumentDeclaration(
      "block", help: "A block id, such as swipe-to-confirm-slider ('blocks list' shows them)")
  }

  /// The options, declared once for the parser and the help.
  enum Option {
    static let scenario = OptionDeclaration.value(
      "--scenario", placeholder: "<name>",
      help: "The scenario to play (default: the block's first)")
    static let list = OptionDeclaration.flag(
      "--list", help: "List the block's scenarios and write nothing")
    static let rightToLeft = OptionDeclaration.flag("--rtl", help: "Right-to-left layout")
    static let reduceMotion = OptionDeclaration.flag("--reduce-motion", help: "Reduce Motion on")
    static let dark = OptionDeclaration.flag("--dark", help: "Dark appearance")
    static let language = OptionDeclaration.value(
      "--lang", placeholder: PreviewCommand.languagePlaceholder,
      help: "Language of the block's text (default: en)")
    static let poster = OptionDeclaration.flag(
      "--poster", help: "Write the still poster frame instead of the animation")
    static let filmstrip = OptionDeclaration.value(
      "--filmstrip", placeholder: "<t1,t2,...>",
      help: "Write still frames at these seconds, side by side")
    static let output = OptionDeclaration.value(
      "--out", placeholder: "<file>",
      help: "The file, or - for standard output (default: named after the scenario)")
    static let force = OptionDeclaration.flag(
      "--force", help: "Replace a file blocks did not write or that changed (or a link itself)")
  }

  static let configuration = CommandConfiguration(
    name: "preview",
    summary: "Play a block's scenario and write it as an animated SVG",
    overview: "Play one of a block's scenarios and write it as an animated SVG.",
    discussion: """
      The block's own state machine runs the scenario in virtual time, its layout draws each of
      60 frames a second, and the file animates the attributes that change, then loops. The same
      scenario and options always write the same bytes. The file is written atomically; its
      directory must exist. Its last line names the digest of the rest, so an earlier preview
      is replaced while it is as blocks wrote it; any other file (an SVG of your own, an edited
      preview) or a symbolic link is refused unless --force is given.
      """,
    arguments: [Argument.block],
    options: [
      Option.scenario, Option.list, Option.rightToLeft, Option.reduceMotion, Option.dark,
      Option.language, Option.poster, Option.filmstrip, Option.output, Option.force,
    ],
    columnGap: 3)

  /// What to write.
  enum Output: Equatable {
    /// The animated SVG.
    case animation
    /// The poster frame.
    case poster
    /// Still frames at these seconds.
    case filmstrip([Double])
  }

  /// The block id as typed.
  var blockID: String
  /// The scenario's name, if given.
  var scenarioName: String?
  /// Whether to list the scenarios instead.
  var lists: Bool
  /// The settings to play with.
  var settings: PreviewSettings
  /// What to write.
  var output: Output
  /// The file as typed, if given.
  var file: String?
  /// Whether a file blocks did not write or that changed since, or a symbolic link, may be
  /// replaced.
  var force: Bool
  /// The `--filmstrip` times as typed, for messages.
  var typedTimes: [String] = []

  init(parsing arguments: ParsedArguments) throws(BlocksError) {
    guard arguments.positionals.count == 1 else {
      throw Self.usageError(
        arguments.positionals.isEmpty ? "missing BLOCK" : "give exactly one BLOCK")
    }
    blockID = arguments.positionals[0]
    scenarioName = arguments.value(Option.scenario)
    lists = arguments.contains(Option.list)
    if lists {
      let values = [Option.scenario, Option.filmstrip, Option.output].filter {
        arguments.value($0) != nil
      }
      let writing = (values + [Option.poster, Option.force].filter { arguments.contains($0) })
        .map(\.name)
      if let first = writing.first {
        throw Self.usageError("--list writes nothing, so \(first) has nothing to do; drop one")
      }
    }
    let language = try Self.language(arguments.value(Option.language))
    settings = PreviewSettings(
      direction: arguments.contains(Option.rightToLeft) ? .rightToLeft : .leftToRight,
      reduceMotion: arguments.contains(Option.reduceMotion),
      appearance: arguments.contains(Option.dark) ? .dark : .light, language: language)
    let filmstrip = arguments.value(Option.filmstrip)
    switch (arguments.contains(Option.poster), filmstrip) {
    case (true, _?):
      throw Self.usageError("--poster and --filmstrip write different files; give one of them")
    case (true, nil):
      output = .poster
    case (false, let times?):
      output = .filmstrip(try Self.times(times))
      typedTimes = times.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0.trimmingSpaces)
      }
    case (false, nil):
      output = .animation
    }
    file = arguments.value(Option.output)
    force = arguments.contains(Option.force)
  }

  /// The seconds of a `--filmstrip` list such as `0.5,1,1.25`.
  static func times(_ text: String) throws(BlocksError) -> [Double] {
    var times: [Double] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = item.trimmingSpaces
      // Decimal seconds only: `Double` would also read hexadecimal (0x10 as 16), `inf` and `nan`.
      let isDecimal =
        trimmed.first.map { $0.isASCII && ($0.isNumber || $0 == ".") } == true
        && trimmed.allSatisfy { $0.isASCII && ($0.isNumber || ".eE+-".contains($0)) }
      guard isDecimal, let time = Double(trimmed), time.isFinite, time >= 0 else {
        throw usageError(
          "invalid time '\(BlockID.printable(String(trimmed)))' in --filmstrip; "
            + "give seconds from the start, such as 0.5,1.2")
      }
      times.append(time)
    }
    guard times.count <= 12 else {
      throw usageError("--filmstrip takes at most 12 times, not \(times.count)")
    }
    return times
  }

  func run(in context: inout CommandContext) throws {
    let info = try context.block(blockID)
    guard let block = info.preview else {
      throw BlocksError(
        "\(info.id) is not a registered block, so it has no preview", status: .usage)
    }
    let language = settings.language
    if lists {
      let heading =
        switch language {
        case .english: "Scenarios of "
        case .spanish: "Escenarios de "
        }
      context.print(heading + "\(info.name):")
      let width = block.scenarios.map(\.name.count).max() ?? 0
      for scenario in block.scenarios {
        context.print(
          "  " + scenario.name + String(repeating: " ", count: width - scenario.name.count + 3)
            + scenario.title.text(language) + " ("
            + PreviewNumber.format(scenario.duration, decimals: 2) + " s)")
      }
      return
    }
    let scenario: PreviewScenario
    if let scenarioName {
      guard let found = block.scenario(named: scenarioName) else {
        throw Self.usageError(
          "unknown scenario '\(BlockID.printable(scenarioName))' for \(block.id); scenarios: "
            + block.scenarios.map(\.name).joined(separator: ", "))
      }
      scenario = found
    } else {
      scenario = block.scenarios[0]
    }
    let recording = PreviewRecording(block: block, scenario: scenario, settings: settings)
    let text: String
    let detail: String
    switch output {
    case .animation:
      text = PreviewSVG.animated(recording)
      detail =
        "\(recording.frames.count) frames, "
        + PreviewNumber.format(recording.duration, decimals: 2) + " s"
    case .poster:
      text = PreviewSVG.poster(recording)
      detail =
        "poster at "
        + PreviewNumber.format(recording.frames[recording.posterIndex].time, decimals: 2) + " s"
    case .filmstrip(let times):
      if let late = times.firstIndex(where: { recording.frameIndex(at: $0) == nil }) {
        // As typed: a huge time written back as a number would read as another one.
        let shown = late < typedTimes.count ? BlockID.printable(typedTimes[late]) : "\(times[late])"
        throw Self.usageError(
          "time \(shown) is past the end of '\(scenario.name)' ("
            + PreviewNumber.format(recording.duration, decimals: 2) + " s)")
      }
      text = PreviewSVG.filmstrip(recording, times: times) ?? ""
      detail = times.count == 1 ? "1 frame" : "\(times.count) frames"
    }
    let name = file ?? Self.defaultFileName(block: block, scenario: scenario, options: self)
    if name == "-" { return context.write(text) }
    let file = Self.withProvenance(text)
    try Self.write(file, to: context.absolute(name), named: name, force: force)
    context.print("wrote \(name) (\(file.utf8.count) bytes, \(detail))")
  }

  /// The file written when `--out` is not given: the block, the scenario and every option, such
  /// as `swipe-to-confirm-slider-confirm-rtl-dark.svg`.
  static func defaultFileName(
    block: PreviewBlock, scenario: PreviewScenario, options: PreviewCommand
  ) -> String {
    var name = block.id + "-" + scenario.name
    if options.settings.direction == .rightToLeft { name += "-rtl" }
    if options.settings.reduceMotion { name += "-reduce-motion" }
    if options.settings.appearance == .dark { name += "-dark" }
    if options.settings.language != .english { name += "-" + options.settings.language.code }
    switch options.output {
    case .animation: break
    case .poster: name += "-poster"
    case .filmstrip: name += "-filmstrip"
    }
    return name + ".svg"
  }

  /// The start of the last line of a preview file, which goes on with the SHA-256 of the lines
  /// before it.
  ///
  /// A comment after the root element is valid SVG (the file still opens with `<svg`, as file
  /// sniffers expect), and it lets the tool tell a preview it wrote, unchanged since, from an SVG
  /// of the user's own or an edited preview. Standard output gets the plain SVG.
  static let provenanceMarker = "<!-- blocks-provenance: preview sha256:"

  /// `svg`, which ends with a newline, with its provenance line after it.
  static func withProvenance(_ svg: String) -> String {
    svg + provenanceMarker + SHA256.hexDigest(svg) + " -->\n"
  }

  /// Whether `bytes` are a preview `blocks` wrote, byte for byte as written.
  static func isUnchangedPreview(_ bytes: [UInt8]) -> Bool {
    let newline = UInt8(ascii: "\n")
    guard bytes.last == newline else { return false }
    let lineStart = bytes.dropLast().lastIndex(of: newline).map { $0 + 1 } ?? 0
    let line = String(decoding: bytes[lineStart..<(bytes.count - 1)], as: UTF8.self)
    // The marker first: a file that is no preview is not hashed.
    guard line.hasPrefix(provenanceMarker) else { return false }
    return line == provenanceMarker + SHA256.hexDigest(Array(bytes[..<lineStart])) + " -->"
  }

  /// Writes `text` to `path` atomically: into a temporary file beside it, then renamed over it.
  ///
  /// The directory must exist. A preview this tool wrote at `path`, unchanged since, is
  /// replaced; any other file, or a symbolic link (replaced, never followed), only with `force`.
  static func write(
    _ text: String, to path: String, named name: String, force: Bool = false
  ) throws(BlocksError) {
    let found = try checkDestination(path, named: name, force: force)
    try put(text, at: path, named: name, replacing: found)
  }

  /// Checks that `path` may be written, as ``write(_:to:named:force:)`` says, and returns what
  /// is there now: `nil` for a file that `force` replaces unread because it cannot be read.
  static func checkDestination(
    _ path: String, named name: String, force: Bool
  ) throws(BlocksError) -> PreviousEntry? {
    guard !path.utf8.contains(0) else {
      throw BlocksError("invalid file name: it contains a NUL byte", status: .usage)
    }
    let slash = path.lastIndex(of: "/") ?? path.startIndex
    let directory = slash == path.startIndex ? "/" : String(path[..<slash])
    let fileName = String(path[path.index(after: slash)...])
    guard !fileName.isEmpty, fileName != ".", fileName != ".." else {
      throw BlocksError("'\(name)' is not a file name (nothing was written)", status: .usage)
    }
    guard FileSystem.kind(of: directory, following: true) == .directory else {
      throw BlocksError(
        "the directory of '\(name)' does not exist; create it first (nothing was written)",
        status: .fileSystem)
    }
    switch FileSystem.kind(of: path) {
    case .missing: break
    case .file:
      if force { break }
      let bytes: [UInt8]
      do {
        bytes = try FileSystem.readBytes(path)
      } catch {
        throw BlocksError(
          "cannot read '\(name)' to tell whether blocks wrote it: \(error.reason) (nothing "
            + "was written)", status: .fileSystem)
      }
      guard isUnchangedPreview(bytes) else {
        throw BlocksError(
          "'\(name)' exists and is not a preview blocks wrote, or has changed since; give "
            + "--force to replace it (nothing was written)", status: .refused)
      }
    case .symbolicLink:
      guard force else {
        throw BlocksError(
          "'\(name)' is a symbolic link, which blocks never follows; give --force to replace "
            + "the link itself (nothing was written)", status: .refused)
      }
    case .directory, .other:
      throw BlocksError(
        "'\(name)' exists and is not a regular file (nothing was written)", status: .fileSystem)
    }
    return try? PreviousEntry.current(at: path)
  }

  /// Puts `text` at `path` if what is there is still `found`, as the check saw it: written to a
  /// temporary file beside it, compared once more, then moved into place.
  ///
  /// A file that appeared where there was none is never replaced (the move fails instead), and a
  /// file that changed after the check is refused; either way nothing is written.
  static func put(
    _ text: String, at path: String, named name: String, replacing found: PreviousEntry?
  ) throws(BlocksError) {
    let temporary: String
    do {
      temporary = try FileSystem.createTemporary(
        beside: path, bytes: Array(text.utf8), permissions: FileSystem.permissionsToKeep(at: path))
    } catch {
      throw BlocksError(
        "cannot write '\(name)': \(error.reason) (nothing was written)", status: .fileSystem)
    }
    // Something other than the tool may have changed the file since the check: refuse then.
    if let found, (try? PreviousEntry.current(at: path)) != found {
      FileSystem.remove(temporary)
      throw BlocksError(
        "'\(name)' \(found == .missing ? "appeared" : "changed") while blocks was writing; run "
          + "the command again (nothing was written)", status: .refused)
    }
    do {
      if found == .missing {
        try FileSystem.moveWithoutReplacing(temporary, to: path)
      } else {
        try FileSystem.rename(temporary, to: path)
      }
    } catch {
      FileSystem.remove(temporary)
      guard !error.isAlreadyExisting else {
        throw BlocksError(
          "'\(name)' appeared while blocks was writing; run the command again (nothing was "
            + "written)", status: .refused)
      }
      throw BlocksError(
        "cannot write '\(name)': \(error.reason) (nothing was written)", status: .fileSystem)
    }
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: Substring {
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
    return self[start..<Swift.max(start, end)]
  }
}
