import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine

/// `blocks preview` through the built executable: the file, the messages and the exit status.
@Suite struct PreviewEndToEndTests {
  @Test func writesTheDefaultPreviewIntoTheCurrentDirectory() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let result = try TestSupport.blocks(
      ["preview", "swipe-to-confirm-slider", "--dark"], in: directory)
    #expect(result.status == 0 && result.error.isEmpty, "\(result)")
    #expect(result.output.hasPrefix("wrote swipe-to-confirm-slider-confirm-dark.svg ("))
    let file = directory.appendingPathComponent("swipe-to-confirm-slider-confirm-dark.svg")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(text.contains("<animateTransform "))
    let again = try TestSupport.blocks([
      "preview", "swipe-to-confirm-slider", "--dark", "--out", "-",
    ])
    #expect(
      PreviewCommand.withProvenance(again.output) == text,
      "the same bytes on every run, the file with its provenance line")
    #expect(
      text.hasSuffix(
        "</svg>\n<!-- blocks-provenance: preview sha256:\(SHA256.hexDigest(again.output)) -->\n"))
  }

  @Test func listsScenarios() throws {
    let result = try TestSupport.blocks(["preview", "interactive-pager-transition", "--list"])
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix(
        "Scenarios of Interactive Pager Transition:\n  commit       Dragging past 40 % turns the page"
      ))
  }

  @Test func badInputExitsWithTwoOrThreeAndWritesNothing() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let cases: [([String], Int32, String)] = [
      (["preview", "hold-to-confirm-button", "--scenario", "slow"], 2, "unknown scenario 'slow'"),
      (
        ["preview", "hold-to-confirm-button", "--filmstrip", "0.5,later"], 2, "invalid time 'later'"
      ),
      (["preview", "hold-to-confirm-button", "--filmstrip", "12"], 2, "past the end"),
      (["preview", "hold-to-confirm-button", "--out", "nowhere/file.svg"], 3, "does not exist"),
    ]
    for (arguments, status, message) in cases {
      let result = try TestSupport.blocks(arguments, in: directory)
      #expect(result.status == status, "\(result)")
      #expect(result.error.hasPrefix("blocks: ") && result.error.contains(message), "\(result)")
      #expect(result.output.isEmpty)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}
