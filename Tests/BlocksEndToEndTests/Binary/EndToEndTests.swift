import BlocksCore
import BlocksPreview
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksExport

/// Runs the built `blocks` executable and checks standard output, standard error and the exit
/// status of every command and every error path.
@Suite struct EndToEndTests {
  static let slider = "swipe-to-confirm-slider"
  static let hold = "hold-to-confirm-button"

  func blocks(_ arguments: String..., in directory: URL? = nil) throws -> TestSupport.ProcessOutput
  {
    try TestSupport.blocks(arguments, in: directory)
  }

  func expectUsageError(
    _ result: TestSupport.ProcessOutput, _ fragment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == 2, "\(result)", sourceLocation: sourceLocation)
    #expect(result.output.isEmpty, "\(result)", sourceLocation: sourceLocation)
    #expect(result.error.hasPrefix("blocks: "), "\(result)", sourceLocation: sourceLocation)
    #expect(result.error.contains(fragment), "\(result)", sourceLocation: sourceLocation)
  }

  func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  // MARK: Help

  @Test(arguments: [
    ["--help"], ["-h"], ["help"], [], ["help", "add"], ["list", "--help"], ["search", "--help"],
    ["show", "--help"], ["add", "--help"], ["diff", "-h"], ["add", "x", "--bogus", "--help"],
  ])
  func helpIsOnEveryCommand(_ arguments: [String]) throws {
    let result = try TestSupport.blocks(arguments)
    #expect(result.status == 0, "\(result)")
    #expect(result.error.isEmpty)
    #expect(result.output.contains("USAGE: blocks"))
    #expect(result.output.contains("EXIT STATUS:"))
  }

  @Test func versionAndUnknownCommands() throws {
    let version = try blocks("--version")
    #expect(version.status == 0 && version.output == BlocksVersion.current + "\n")
    expectUsageError(try blocks("--version", "extra"), "--version takes no arguments")
    expectUsageError(try blocks("install"), "unknown command 'install'")
    expectUsageError(try blocks("lst"), "unknown command 'lst'; did you mean 'list'?")
    expectUsageError(try blocks("help", "nope"), "unknown command 'nope'")
  }

  // MARK: list

  @Test func listPrintsEveryBlock() throws {
    let result = try blocks("list")
    #expect(result.status == 0 && result.error.isEmpty)
    for block in BlockCatalog.all {
      #expect(result.output.contains("\(block.name)  \(block.id)\n"))
      #expect(result.output.contains(block.text(.english).summary))
    }
    #expect(result.output.hasSuffix("\(BlockCatalog.all.count) blocks\n"))
  }

  @Test("list and search speak Spanish with --lang es: the summaries and the words around them")
  func listAndSearchInSpanish() throws {
    let list = try blocks("list", "--lang", "es")
    #expect(list.status == 0 && list.error.isEmpty)
    for block in BlockCatalog.all {
      #expect(list.output.contains(block.text(.spanish).summary), "\(block.id)")
      #expect(!list.output.contains(block.text(.english).summary), "\(block.id)")
    }
    #expect(list.output.hasSuffix("\(BlockCatalog.all.count) bloques\n"))
    let search = try blocks("search", "deslizador", "--lang", "es")
    #expect(search.status == 0, "\(search)")
    #expect(search.output.contains("coincide en: "), "\(search)")
    #expect(!search.output.contains("matched"), "\(search)")
    let none = try blocks("search", "zzzz", "--lang", "es")
    #expect(none.output.hasPrefix("Ningún bloque coincide con «zzzz»"), "\(none)")
    expectUsageError(try blocks("list", "--lang", "fr"), "unknown language 'fr'; use en or es")
  }

  @Test func listFiltersAndPrintsJSON() throws {
    let buttons = try blocks("list", "--category", "buttons")
    #expect(buttons.status == 0 && buttons.output.contains(Self.hold))
    let buttonCount = BlockCatalog.all.filter { $0.category == .buttons }.count
    #expect(buttonCount >= 1)
    #expect(
      !buttons.output.contains(Self.slider)
        && buttons.output.hasSuffix(buttonCount == 1 ? "1 block\n" : "\(buttonCount) blocks\n"))
    let advanced = try blocks("list", "--level=advanced", "--json")
    #expect(advanced.status == 0 && advanced.error.isEmpty)
    let decoded = try JSONDecoder().decode([BlockJSON].self, from: Data(advanced.output.utf8))
    // The advanced blocks, in catalog order: the pager, the card stack and the toasts among them.
    #expect(decoded == BlockCatalog.all.filter { $0.level == .advanced }.map(BlockJSON.init))
    let known = [PreviewBlock.interactivePagerTransition, .swipeCardStack, .toastStack]
    #expect(decoded.map(\.id).filter(known.map(\.id).contains) == known.map(\.id))
    let all = try blocks("list", "--json")
    let every = try JSONDecoder().decode([BlockJSON].self, from: Data(all.output.utf8))
    #expect(every.map(\.id) == BlockCatalog.all.map(\.id))
    #expect(every[0].keywords["es"]?.contains("deslizar para confirmar") == true)
  }

  @Test func listErrors() throws {
    expectUsageError(try blocks("list", "--category", "Widgets"), "unknown category 'Widgets'")
    expectUsageError(try blocks("list", "--level", "expert"), "unknown level 'expert'")
    expectUsageError(try blocks("list", "--category"), "missing value for '--category'")
    expectUsageError(try blocks("list", "--verbose"), "unknown option '--verbose'")
    expectUsageError(try blocks("list", "extra"), "unexpected argument 'extra'")
    expectUsageError(
      try blocks("list", "--level", "advanced", "--level", "advanced"), "more than once")
  }

  // MARK: search

  @Test func searchFindsBlocksInBothLanguages() throws {
    let result = try blocks("search", "tarea", "lista")
    #expect(result.status == 0 && result.error.isEmpty)
    #expect(result.output.contains("Completion Swipe Row  completion-swipe-row"))
    #expect(result.output.contains("matched: keyword"))
    #expect(result.output.hasSuffix("1 block\n"))
    let json = try blocks("search", "deslizar", "--json")
    let decoded = try JSONDecoder().decode([SearchResultJSON].self, from: Data(json.output.utf8))
    // These five say "deslizar", in catalog order; any other result must say it too.
    let sliding = [
      PreviewBlock.swipeToConfirmSlider, .completionSwipeRow, .interactivePagerTransition,
      .swipeCardStack, .toastStack,
    ].map(\.id)
    #expect(decoded.map(\.id).filter(sliding.contains) == sliding)
    for result in decoded {
      let block = try #require(BlockCatalog.block(id: result.id))
      let spanish = block.text(.spanish)
      #expect(
        (spanish.keywords + [spanish.summary, spanish.description]).contains {
          $0.lowercased().contains("desliz")
        }, "\(result.id)")
    }
    let accents = try blocks("search", "PULSACIÓN")
    #expect(accents.output.contains(Self.hold) && accents.output.hasSuffix("1 block\n"))
  }

  @Test func searchWithoutMatchesAndErrors() throws {
    let none = try blocks("search", "xyz")
    #expect(none.status == 0 && none.error.isEmpty)
    #expect(none.output == "No blocks match \"xyz\". Run 'blocks list' to see every block.\n")
    let noneJSON = try blocks("search", "xyz", "--json")
    #expect(noneJSON.output == "[\n\n]\n" || noneJSON.output == "[]\n")
    expectUsageError(try blocks("search"), "give at least one word")
    expectUsageError(try blocks("search", "--fast", "x"), "unknown option '--fast'")
    let dashed = try blocks("search", "--", "-slider")
    #expect(dashed.status == 0 && dashed.output.contains(Self.slider))
  }

  // MARK: show

  @Test func showDescribesABlock() throws {
    let result = try blocks("show", Self.slider)
    #expect(result.status == 0 && result.error.isEmpty)
    for fragment in [
      "Swipe To Confirm Slider (swipe-to-confirm-slider)",
      "Controls · intermediate · iOS 18.0 · version \(BlocksVersion.current)",
      BlockInfo(.swipeToConfirmSlider).text(.english).summary,
      "init(title:confirmedTitle:tint:resetDelay:onConfirm:)",
      "| confirmedTitle | LocalizedStringResource           | \"Confirmed\" |",
      "| title          | LocalizedStringResource | required    |",
      "Platform: iOS 18.0", "Keywords: slide to confirm, swipe to pay",
      "blocks add swipe-to-confirm-slider --to Sources/MyApp", "SwipeToConfirmSlider.swift",
    ] {
      #expect(result.output.contains(fragment), "\(fragment)\n\(result.output)")
    }
  }

  @Test func showInSpanish() throws {
    let result = try blocks("show", "completion-swipe-row", "--lang", "es")
    #expect(result.status == 0 && result.error.isEmpty)
    for fragment in [
      "Gestos · intermedio", BlockInfo(.completionSwipeRow).text(.spanish).summary, "| Parámetro",
      "| obligatorio", "Palabras clave: deslizar, fila", "Instalación:",
    ] {
      #expect(result.output.contains(fragment), "\(fragment)\n\(result.output)")
    }
  }

  @Test func showErrors() throws {
    expectUsageError(try blocks("show"), "missing BLOCK")
    expectUsageError(try blocks("show", "a", "b"), "exactly one BLOCK")
    expectUsageError(try blocks("show", "no-such-block"), "unknown block 'no-such-block'")
    expectUsageError(try blocks("show", Self.slider, "--lang", "fr"), "unknown language 'fr'")
    expectUsageError(try blocks("show", "../../etc/passwd"), "invalid block id")
  }

  // MARK: add

  @Test func addWritesSkipsRefusesAndForces() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let file = directory.appendingPathComponent("SwipeToConfirmSlider.swift")
    let expected = try BlockExporter().export(BlockInfo(.swipeToConfirmSlider), variant: .view)
      .text

    // Given an empty directory, when a block is added, then its view form is written, with how
    // to add the products it imports (nothing above a temporary directory names them).
    let first = try blocks("add", Self.slider, "--to", directory.path)
    #expect(first.status == 0 && first.error.isEmpty, "\(first)")
    #expect(
      first.output.hasPrefix(
        "wrote \(file.path) (\(Self.slider) \(BlocksVersion.current))\n"
          + "note: the view form imports the SwiftUIBlocks package's BlocksCore and BlocksRuntime "
          + "products"), "\(first)")
    #expect(first.output.contains(".product(name: \"BlocksRuntime\", package: \"SwiftUIBlocks\")"))
    #expect(try contents(file) == expected)

    // When it is added again, then the identical file is skipped and said so.
    let again = try blocks("add", Self.slider, "--to", directory.path)
    #expect(again.status == 0 && again.output.contains("skipped \(file.path): already identical"))

    // Given a local edit, when added without --force, then it is refused with a summary.
    let edited = expected.replacingOccurrences(
      of: "import SwiftUI\n", with: "import SwiftUI\n// mine\n")
    try edited.write(to: file, atomically: true, encoding: .utf8)
    let refused = try blocks("add", Self.slider, "--to", directory.path)
    #expect(refused.status == 1, "\(refused)")
    #expect(refused.output.isEmpty)
    #expect(refused.error.contains("refused to overwrite \(file.path)"))
    #expect(refused.error.contains("add 0 and remove 1 line(s); edited locally"))
    #expect(refused.error.contains("blocks diff \(Self.slider) --to \(directory.path)"))
    #expect(refused.error.hasSuffix("blocks: nothing was written\n"))
    #expect(try contents(file) == edited)

    // When --dry-run --force, then it says what it would do and writes nothing.
    let dry = try blocks("add", Self.slider, "--to", directory.path, "--force", "--dry-run")
    #expect(
      dry.status == 0 && dry.output.contains("would replace")
        && dry.output.hasSuffix("dry run: nothing written\n"))
    #expect(try contents(file) == edited)

    // When --force, then it is replaced and keeps its permissions.
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    let forced = try blocks("add", Self.slider, "--to", directory.path, "--force")
    #expect(forced.status == 0 && forced.output.contains("replaced \(file.path) (--force)"))
    #expect(try contents(file) == expected)
    let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect((permissions as? NSNumber)?.intValue == 0o600)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(leftovers == ["SwipeToConfirmSlider.swift"], "no temporary files left")
  }

  @Test func addWithoutDemoWritesTheViewAloneAndDiffKeepsTheChoice() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let file = directory.appendingPathComponent("SwipeToConfirmSlider.swift")
    let lean = try BlockExporter().export(
      BlockInfo(.swipeToConfirmSlider), variant: .viewWithoutDemo
    ).text
    let full = try BlockExporter().export(BlockInfo(.swipeToConfirmSlider), variant: .view).text
    let version = "\(Self.slider) \(BlocksVersion.current)"

    // Given an empty directory, when the block is added without its demo, then the file has the
    // view and no demo or previews, and its provenance says so.
    let first = try blocks("add", Self.slider, "--without-demo", "--to", directory.path)
    #expect(first.status == 0 && first.error.isEmpty, "\(first)")
    #expect(first.output.hasPrefix("wrote \(file.path) (\(version), without the demo)\nnote: "))
    let written = try contents(file)
    #expect(written == lean)
    #expect(written.contains("public struct SwipeToConfirmSlider: View"))
    #expect(!written.contains("SwipeToConfirmSliderDemo") && !written.contains("#Preview"))
    #expect(
      ExportedFile(parsing: written).provenance?.line.hasSuffix(" view-without-demo") == true)

    // When added the same way again, then it is skipped; diff compares with the same variant.
    let again = try blocks("add", Self.slider, "--to", directory.path, "--without-demo")
    #expect(again.status == 0 && again.output.contains("already identical"), "\(again)")
    let diff = try blocks("diff", Self.slider, "--to", directory.path)
    #expect(diff.status == 0, "\(diff)")
    #expect(diff.output == "\(file.path): up to date with \(version), without the demo\n")

    // When added with the demo, then it is refused as a different choice, and --force adds it.
    let refused = try blocks("add", Self.slider, "--to", directory.path)
    #expect(refused.status == 1)
    #expect(
      refused.error.contains("installed with --without-demo; this adds the demo and its previews"),
      "\(refused)")
    let forced = try blocks("add", Self.slider, "--to", directory.path, "--force")
    #expect(forced.status == 0 && forced.output.contains("replaced"), "\(forced)")
    #expect(try contents(file) == full)

    // And the other way round: a full install is not silently trimmed.
    let trimmed = try blocks("add", Self.slider, "--to", directory.path, "--without-demo")
    #expect(trimmed.status == 1)
    #expect(
      trimmed.error.contains("installed with its demo, which --without-demo leaves out"),
      "\(trimmed)")
    #expect(try contents(file) == full)
  }

  @Test func upgradingAnInstallOf010ReportsAnUpstreamChange() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let file = directory.appendingPathComponent("SwipeToConfirmSlider.swift")
    let fixture = try contents(
      TestSupport.packageRoot.appendingPathComponent(
        "Tests/BlocksExportTests/Fixtures/SwipeToConfirmSlider-0.1.0.swift.txt"))
    let installed = ExportedFile(parsing: fixture)
    try #require(installed.provenance?.version == "0.1.0" && installed.isUnmodified)
    #expect(fixture.contains("fileprivate struct Motion"), "a real 0.1.0 download")
    try fixture.write(to: file, atomically: true, encoding: .utf8)
    let current = "\(Self.slider) \(BlocksVersion.current)"

    // Given an unedited 0.1.0 install, then diff calls it an upstream change, not an edit,
    // compares it with today's standalone file, and says how to move to the view form.
    let diff = try blocks("diff", Self.slider, "--to", directory.path)
    #expect(diff.status == 1, "\(diff)")
    #expect(
      diff.output.hasPrefix(
        "\(file.path) is the standalone form; 'blocks add \(Self.slider) --to \(directory.path) "
          + "--force' replaces it with the view form"), "\(diff)")
    #expect(
      diff.output.contains(
        "\(file.path): not edited locally; the block changed upstream since 0.1.0 (sha256 "))
    #expect(diff.output.contains("updating to \(current), standalone would add "))
    #expect(!diff.output.contains("edited locally since"))

    // When added again as one file, then it is refused for the same reason.
    let refused = try blocks("add", Self.slider, "--standalone", "--to", directory.path)
    #expect(refused.status == 1)
    #expect(
      refused.error.contains("not edited locally; the block changed upstream since 0.1.0"),
      "\(refused)")
    // When added in the view form, then it is refused as a change of form.
    let moved = try blocks("add", Self.slider, "--to", directory.path)
    #expect(moved.status == 1)
    #expect(
      moved.error.contains(
        "installed from 0.1.0 as one self-contained file; this writes the view form"), "\(moved)")
    #expect(try contents(file) == fixture)
    // And --force upgrades it to the view form.
    let upgraded = try blocks("add", Self.slider, "--to", directory.path, "--force")
    #expect(upgraded.status == 0 && upgraded.output.contains("replaced"), "\(upgraded)")
    #expect(
      try contents(file)
        == (try BlockExporter().export(BlockInfo(.swipeToConfirmSlider), variant: .view).text))
    let after = try blocks("diff", Self.slider, "--to", directory.path)
    #expect(after.status == 0 && after.output == "\(file.path): up to date with \(current)\n")

    // Given a 0.1.0 install the app edited, then both the edit and the upstream change show.
    try (fixture + "// mine\n").write(to: file, atomically: true, encoding: .utf8)
    let both = try blocks("diff", Self.slider, "--to", directory.path)
    #expect(
      both.status == 1
        && both.output.contains("edited locally, and the block also changed upstream since 0.1.0"))
  }

  @Test func addSeveralBlocksIntoTheCurrentDirectoryIsAllOrNothing() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let dry = try blocks("add", Self.hold, "completion-swipe-row", "--dry-run", in: directory)
    #expect(dry.status == 0 && dry.output.contains("would write HoldToConfirmButton.swift"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)

    // Given one changed file, when several blocks are added, then nothing is written.
    let row = directory.appendingPathComponent("CompletionSwipeRow.swift")
    try "// my own row\n".write(to: row, atomically: true, encoding: .utf8)
    let refused = try blocks("add", Self.hold, "completion-swipe-row", in: directory)
    #expect(
      refused.status == 1 && refused.error.contains("refused to overwrite CompletionSwipeRow.swift")
    )
    #expect(refused.error.contains("no provenance line"))
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("HoldToConfirmButton.swift").path))

    let all = try blocks(
      "add", "--force", Self.slider, Self.hold, "completion-swipe-row",
      "interactive-pager-transition", Self.hold, in: directory)
    #expect(all.status == 0, "\(all)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "CompletionSwipeRow.swift", "HoldToConfirmButton.swift", "InteractivePagerTransition.swift",
        "SwipeToConfirmSlider.swift",
      ])
  }

  @Test(arguments: [
    ("../../etc/passwd", "contains a path separator"), ("/etc/passwd", "absolute path"),
    ("..", "contains '..'"), ("a/b", "path separator"), ("Swipe", "lowercase letters"),
    (String(repeating: "a", count: 65), "longer than 64"), ("", "it is empty"),
    ("no-such-block", "unknown block"),
  ])
  func addRejectsBadBlockIDsAndWritesNothing(_ id: String, _ message: String) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    expectUsageError(try blocks("add", Self.slider, id, "--to", directory.path), message)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func addRejectsAMissingOrNonDirectoryTarget() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let missing = directory.appendingPathComponent("nope")
    let result = try blocks("add", Self.slider, "--to", missing.path)
    #expect(result.status == 3 && result.output.isEmpty)
    #expect(
      result.error
        == "blocks: directory '\(missing.path)' does not exist; create it first (nothing was written)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: missing.path))
    let plain = directory.appendingPathComponent("plain")
    try "x".write(to: plain, atomically: true, encoding: .utf8)
    let notDirectory = try blocks("add", Self.slider, "--to", plain.path)
    #expect(notDirectory.status == 3 && notDirectory.error.contains("is not a directory"))
    let occupied = directory.appendingPathComponent("SwipeToConfirmSlider.swift")
    try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: false)
    let notFile = try blocks("add", Self.slider, "--to", directory.path)
    #expect(notFile.status == 3 && notFile.error.contains("exists and is not a regular file"))
    expectUsageError(try blocks("add", "--to", directory.path), "missing BLOCK")
    expectUsageError(try blocks("add", Self.slider, "--to"), "missing value for '--to'")
  }

  @Test func addReportsAReadOnlyDirectory() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    // Root ignores permission bits, so as root a directory the kernel refuses files in stands in.
    var target = directory
    if TestSupport.isRoot {
      target = URL(fileURLWithPath: "/proc")
    } else {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o555], ofItemAtPath: directory.path)
    }
    let result = try blocks("add", Self.slider, "--to", target.path)
    #expect(result.status == 3, "\(result)")
    #expect(result.output.isEmpty)
    #expect(
      result.error.contains("'\(target.path)'") && result.error.contains("(nothing was written)"),
      "\(result)")
    #expect(
      !FileManager.default.fileExists(
        atPath: target.appendingPathComponent("SwipeToConfirmSlider.swift").path))
  }

  @Test func addNeverFollowsASymlinkOutOfTheDirectory() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(root) }
    let inside = root.appendingPathComponent("app")
    let outside = root.appendingPathComponent("outside.swift")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: false)
    try "secret\n".write(to: outside, atomically: true, encoding: .utf8)
    let link = inside.appendingPathComponent("SwipeToConfirmSlider.swift")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "../outside.swift")

    let refused = try blocks("add", Self.slider, "--to", inside.path)
    #expect(refused.status == 1 && refused.error.contains("symbolic link"), "\(refused)")
    #expect(try contents(outside) == "secret\n")

    let diff = try blocks("diff", Self.slider, "--to", inside.path)
    #expect(diff.status == 3 && diff.error.contains("symbolic link"))

    let forced = try blocks("add", Self.slider, "--to", inside.path, "--force")
    #expect(forced.status == 0, "\(forced)")
    #expect(try contents(outside) == "secret\n", "the link's target is untouched")
    let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
  }

  @Test func aDirectorySymlinkGivenByTheUserIsFollowed() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(root) }
    let real = root.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
    let alias = root.appendingPathComponent("alias")
    try FileManager.default.createSymbolicLink(atPath: alias.path, withDestinationPath: "real")
    let result = try blocks("add", Self.hold, "--to", alias.path)
    #expect(result.status == 0)
    #expect(
      FileManager.default.fileExists(
        atPath: real.appendingPathComponent("HoldToConfirmButton.swift").path))
  }

  // MARK: diff

  @Test func diffTellsLocalEditsFromUpstreamChanges() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let file = directory.appendingPathComponent("HoldToConfirmButton.swift")
    let current = try BlockExporter().export(BlockInfo(.holdToConfirmButton), variant: .view)

    let notInstalled = try blocks("diff", Self.hold, "--to", directory.path)
    #expect(notInstalled.status == 3 && notInstalled.error.contains("is not installed"))

    _ = try blocks("add", Self.hold, "--to", directory.path)
    let upToDate = try blocks("diff", Self.hold, "--to", directory.path)
    #expect(upToDate.status == 0 && upToDate.error.isEmpty)
    #expect(
      upToDate.output == "\(file.path): up to date with \(Self.hold) \(BlocksVersion.current)\n")

    // Given a local edit, then diff says so and shows it.
    let edited = current.text.replacingOccurrences(
      of: "import SwiftUI\n", with: "import SwiftUI\n// mine\n")
    try edited.write(to: file, atomically: true, encoding: .utf8)
    let local = try blocks("diff", Self.hold, "--to", directory.path)
    #expect(local.status == 1 && local.error.isEmpty)
    #expect(
      local.output.contains(
        "edited locally since it was installed from \(BlocksVersion.current); the block is unchanged"
      ))
    #expect(
      local.output.contains(
        "--- \(file.path) (installed)\n+++ \(Self.hold) \(BlocksVersion.current) (current)\n@@ "))
    #expect(local.output.contains("\n-// mine\n"))

    // Given an unedited file from an older version, then diff calls it an upstream change.
    var old = current
    old.body = old.body.replacingOccurrences(
      of: "import SwiftUI\n", with: "import SwiftUI\n// old\n")
    old.provenance = Provenance(
      blockID: Self.hold, version: "0.0.9", bodyHash: SHA256.hexDigest(old.body), variant: .view)
    try old.text.write(to: file, atomically: true, encoding: .utf8)
    let upstream = try blocks("diff", Self.hold, "--to", directory.path)
    #expect(upstream.status == 1)
    #expect(upstream.output.contains("not edited locally; the block changed upstream since 0.0.9"))

    // Given an edited file from an older version, then both are reported.
    try (old.text + "// also mine\n").write(to: file, atomically: true, encoding: .utf8)
    let both = try blocks("diff", Self.hold, "--to", directory.path)
    #expect(
      both.status == 1
        && both.output.contains("edited locally, and the block also changed upstream since 0.0.9"))

    // Given no provenance line, then diff says it cannot tell.
    try "struct Mine {}\n".write(to: file, atomically: true, encoding: .utf8)
    let unknown = try blocks("diff", Self.hold, "--to", directory.path)
    #expect(unknown.status == 1 && unknown.output.contains("no provenance line"))
  }

  @Test func diffErrors() throws {
    expectUsageError(try blocks("diff"), "missing BLOCK")
    expectUsageError(try blocks("diff", "../x", "--to", "/tmp"), "invalid block id")
    expectUsageError(try blocks("diff", Self.hold, "--force"), "unknown option '--force'")
    let missing = try blocks("diff", Self.hold, "--to", "/nonexistent/blocks-test")
    #expect(missing.status == 3 && missing.error.contains("does not exist"))
  }

}
