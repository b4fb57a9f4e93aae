import Foundation
import Testing

@testable import BlocksPreview

/// Each block's poster rendered to PNG by `rsvg-convert` (Debian's librsvg2-bin, which CI
/// installs): a real renderer draws something, and light and dark differ.
@Suite struct PosterImageTests {
  /// The `rsvg-convert` on PATH, if any.
  static let converter: URL? = {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(
        "rsvg-convert")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// `svg` rendered to PNG and decoded.
  static func render(_ svg: String) throws -> PNGImage {
    let converter = try #require(converter)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "blocks-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("poster.svg")
    let output = directory.appendingPathComponent("poster.png")
    try svg.write(to: input, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = converter
    process.arguments = ["--format", "png", "--output", output.path, input.path]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "rsvg-convert failed")
    return try PNGImage([UInt8](try Data(contentsOf: output)))
  }

  @Test(arguments: PreviewBlock.all)
  func thePosterIsDrawnAndDiffersBetweenLightAndDark(_ block: PreviewBlock) throws {
    guard Self.converter != nil else {
      print("note: rsvg-convert not found (apt-get install librsvg2-bin); \(block.id) skipped")
      return
    }
    var images: [PreviewAppearance: PNGImage] = [:]
    for appearance in PreviewAppearance.allCases {
      let recording = PreviewRecording(
        block: block, scenario: block.scenarios[0],
        settings: PreviewSettings(appearance: appearance))
      let image = try Self.render(PreviewSVG.poster(recording))
      let scene = recording.scene(at: recording.posterIndex)
      #expect(
        image.width == Int(scene.width.rounded()) && image.height == Int(scene.height.rounded()))
      // Not blank: many colors (edges, text, gradients), none covering almost everything.
      let spread = image.colorSpread
      #expect(spread.distinct >= 16, "\(appearance): \(spread.distinct) colors")
      #expect(spread.dominantShare < 0.9, "\(appearance): one color covers \(spread.dominantShare)")
      images[appearance] = image
    }
    let light = try #require(images[.light]).meanBrightness()
    let dark = try #require(images[.dark]).meanBrightness()
    #expect(light > dark + 0.05, "light \(light), dark \(dark)")
  }
}
