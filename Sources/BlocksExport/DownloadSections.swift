import BlocksCatalog
import BlocksCore

/// A section of a download: a title that names a concept, and the package files it is made of.
struct DownloadSection: Equatable {
  /// The title, written as `// MARK: - <title>`.
  var title: String
  /// The files, in order.
  var paths: [String]
}

extension BlockExporter {
  /// The sections of a block's own files, by the suffix after the block's name.
  private static let blockSections: [(suffix: String, title: String)] = [
    ("Machine", "Behaviour: the state machine and its numbers"),
    ("Presentation", "Presentation: layout, accessibility and strings"),
  ]

  /// The sections of the shared support, by file name: what every block runs on, plumbing last.
  private static let supportSections: [(title: String, files: [String])] = [
    (
      "Running the machine in SwiftUI",
      ["BlockRunner", "BlockLifecycle", "BlockSettings", "BlockTasks", "BlockAction", "BlockClock"]
    ),
    (
      "The machine contract: events in, effects out",
      [
        "BlockStateMachine", "Effects", "BlockEnvironmentValues", "FlowDirection", "KeyModifiers",
        "HostTime",
      ]
    ),
    ("Motion", ["AnimatedValue", "Motion", "MotionCurve", "SpringParameters", "MotionAnimation"]),
    ("Haptics", ["Haptic", "HapticPulse"]),
    ("Contrast", ["Contrast", "ContrastColor"]),
    ("Localized text", ["LocalizedText", "BlockLanguage", "StringTableText"]),
    ("Numbers", ["Numbers", "Platform"]),
  ]

  /// The sections of `block`'s download in reading order: the view, the demo and previews, the
  /// block's own files, then the shared support; a file the tables do not name gets a section of
  /// its own, titled after it, at the end of its group.
  static func sections(
    for block: BlockInfo, variant: ExportVariant, in library: SourceLibrary
  ) -> [DownloadSection] {
    var sections = [DownloadSection(title: "View", paths: [block.viewPath])]
    if variant.includesDemo {
      sections.append(DownloadSection(title: "Demo and previews", paths: [block.demoPath]))
    }
    var own = library.files(in: "Sources/BlocksCore/\(block.coreFolder)").map(\.path)
    for (suffix, title) in blockSections {
      let path = "Sources/BlocksCore/\(block.coreFolder)/\(block.viewType)\(suffix).swift"
      guard let index = own.firstIndex(of: path) else { continue }
      own.remove(at: index)
      sections.append(DownloadSection(title: title, paths: [path]))
    }
    for path in own {
      var name = fileName(path)
      if name.hasPrefix(block.viewType), name.count > block.viewType.count {
        name.removeFirst(block.viewType.count)
      }
      sections.append(DownloadSection(title: words(name), paths: [path]))
    }
    var support = supportFolders.flatMap { library.files(in: $0).map(\.path) }
    for (title, names) in supportSections {
      var paths: [String] = []
      for name in names {
        while let index = support.firstIndex(where: { fileName($0) == name }) {
          paths.append(support.remove(at: index))
        }
      }
      if !paths.isEmpty { sections.append(DownloadSection(title: title, paths: paths)) }
    }
    for path in support {
      sections.append(DownloadSection(title: words(fileName(path)), paths: [path]))
    }
    return sections
  }

  /// The file name of `path` without its folder and `.swift`.
  private static func fileName(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
  }

  /// A type-style name as words: `PageDots` → `Page dots`.
  static func words(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase, !result.isEmpty {
        result += " " + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The comment that opens a download: what the block is, how to use it, its API and how the
  /// file is laid out.
  static func header(for block: BlockInfo, variant: ExportVariant, library: SourceLibrary)
    -> String
  {
    var lines = [block.name, ""]
    lines += TextColumns.wrap(block.text(.english).description, width: 97, indent: "")
      .split(separator: "\n").map(String.init)
    if !block.usage.isEmpty {
      lines += ["", "Usage:", ""]
      lines += block.usage.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.isEmpty ? "" : "    " + $0
      }
    }
    let entries = APITable.entries(of: block, in: library)
    if !entries.isEmpty {
      lines += ["", "API:"]
      for entry in entries {
        lines += ["", "  " + entry.title]
        let rows =
          [["Parameter", "Type", "Default"]]
          + entry.parameters.map { [$0.displayName, $0.type, $0.defaultValue ?? "required"] }
        lines += TextColumns.table(rows, indent: "  ").split(separator: "\n").map(String.init)
      }
    }
    let parts =
      variant.includesDemo
      ? "the view, its demo and previews, then the block's behaviour, layout, accessibility and "
        + "strings, then the support they run on. Only the view and the demo are public"
      : "the view, then the block's behaviour, layout, accessibility and strings, then the "
        + "support they run on. Only the view is public"
    let layout =
      "The file reads top-down: \(parts); everything else is private to this file and named after "
      + "the block, so the file compiles beside any code of the app."
    lines +=
      [""] + TextColumns.wrap(layout, width: 97, indent: "").split(separator: "\n").map(String.init)
    lines += [
      "Installed with `blocks add \(block.id)`.",
      "See what changed since with `blocks diff \(block.id) --to <dir>`.",
    ]
    return lines.map { $0.isEmpty ? "//\n" : "// " + $0 + "\n" }.joined()
  }
}
