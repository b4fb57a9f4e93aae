import BlocksCore
import Foundation
import Testing

@testable import BlocksPreview

/// The SVG files: well-formed, self-contained, correctly timed, deterministic and small.
@Suite struct SVGTests {
  static let lightAndDark = ScenarioCase.all(
    settings: [
      .standard,
      SettingsCase(
        settings: PreviewSettings(direction: .rightToLeft, appearance: .dark, language: .spanish),
        name: "rtl, dark, es"),
    ])

  func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> SVGDocument? {
    var error = ""
    let document = SVGDocument(text, error: &error)
    #expect(document != nil, "not well-formed XML: \(error)", sourceLocation: sourceLocation)
    return document
  }

  @Test(arguments: lightAndDark)
  func theAnimatedSVGIsWellFormedAndEveryAnimationIsTimedRight(_ example: ScenarioCase) throws {
    let recording = example.recording
    let text = PreviewSVG.animated(recording)
    let document = try #require(parse(text))
    let root = try #require(document.elements.first)
    #expect(root.name == "svg" && root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(document.elements(named: "title").first?.text == PreviewSVG.title(recording))
    #expect(document.elements(named: "desc").first?.text == PreviewSVG.description(recording))
    let animations = document.elements.filter {
      $0.name == "animate" || $0.name == "animateTransform"
    }
    #expect(animations.count >= 2)
    var durations: Set<String> = []
    for animation in animations {
      let values = try #require(animation.attributes["values"]).split(
        separator: ";", omittingEmptySubsequences: false)
      let keyTimes = try #require(animation.attributes["keyTimes"]).split(separator: ";").map {
        Double($0) ?? .nan
      }
      #expect(values.count == keyTimes.count, "\(animation.attributes)")
      #expect(keyTimes.first == 0 && keyTimes.last == 1, "\(animation.attributes)")
      #expect(zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 < $1 }, "\(animation.attributes)")
      #expect(animation.attributes["repeatCount"] == "indefinite")
      durations.insert(animation.attributes["dur"] ?? "")
      // States that flip are discrete; numbers interpolate.
      let discrete = animation.attributes["calcMode"] == "discrete"
      if animation.attributes["attributeName"] == "visibility" { #expect(discrete) }
      if ["width", "opacity", "height", "stroke-dashoffset"].contains(
        animation.attributes["attributeName"] ?? "")
      {
        #expect(!discrete)
      }
    }
    // One clock for all: every animation loops together, the pause included.
    #expect(durations.count == 1)
    let duration = Double(durations.first?.dropLast() ?? "") ?? 0
    #expect(abs(duration - (recording.duration + PreviewSVG.defaultPause)) < 1e-3)
  }

  @Test(arguments: lightAndDark)
  func theStillStateOfTheAnimationIsThePoster(_ example: ScenarioCase) throws {
    let recording = example.recording
    let animated = try #require(parse(PreviewSVG.animated(recording)))
    let poster = try #require(parse(PreviewSVG.poster(recording)))
    #expect(poster.elements(named: "animate").isEmpty)
    let still = animated.stillElements
    #expect(still.count == poster.elements.count)
    for (a, b) in zip(still, poster.elements) {
      #expect(a.name == b.name && a.attributes == b.attributes && a.text == b.text)
    }
  }

  @Test(arguments: lightAndDark)
  func everyFileIsSelfContained(_ example: ScenarioCase) throws {
    let recording = example.recording
    let files = [
      PreviewSVG.animated(recording), PreviewSVG.poster(recording),
      PreviewSVG.filmstrip(recording, times: [0, recording.duration / 2]) ?? "",
    ]
    for text in files {
      #expect(!text.contains("<script") && !text.contains("href"))
      #expect(!text.contains("@font-face") && !text.contains("<style"))
      #expect(text.components(separatedBy: "http").count == 2, "only the SVG namespace")
      #expect(
        text.components(separatedBy: "url(").count == text.components(separatedBy: "url(#").count)
      _ = parse(text)
    }
  }

  @Test(arguments: ScenarioCase.all())
  func twoRunsGiveTheSameBytes(_ example: ScenarioCase) {
    #expect(PreviewSVG.animated(example.recording) == PreviewSVG.animated(example.recording))
  }

  @Test(arguments: ScenarioCase.all())
  func everyAnimatedFileIsSmall(_ example: ScenarioCase) {
    let bytes = PreviewSVG.animated(example.recording).utf8.count
    #expect(bytes < 40_000, "\(bytes) bytes")
  }

  @Test(arguments: ScenarioCase.all())
  func thinnedAnimationsStayWithinTheirTolerance(_ example: ScenarioCase) {
    // Linear interpolation between the kept frames recovers every frame within half a point
    // (a hundredth for opacities).
    let recording = example.recording
    let scenes = recording.scenes
    let times = recording.frames.map(\.time)
    for (node, sample) in scenes[0].nodes.enumerated() {
      for (position, attribute) in sample.attributes.enumerated() {
        let values = scenes.map { $0.nodes[node].attributes[position].value }
        guard !SVGAnimation.isConstant(values), !SVGAnimation.isDiscrete(values[0]) else {
          continue
        }
        let numbers = values.map(Self.number)
        let kept = SVGAnimation(values: values, times: times).keyFrames
        #expect(kept.first == 0 && kept.last == values.count - 1)
        let tolerance: Double
        switch attribute.value {
        case .length, .transform: tolerance = 0.5
        case .fraction: tolerance = 0.01
        default: tolerance = 2.0 / 255
        }
        for (start, end) in zip(kept, kept.dropFirst()) {
          for index in start...end {
            let fraction = (times[index] - times[start]) / (times[end] - times[start])
            let line = numbers[start] + (numbers[end] - numbers[start]) * fraction
            #expect(
              abs(line - numbers[index]) <= tolerance + 1e-9,
              "\(attribute.name) of node \(node) at frame \(index)")
          }
        }
      }
    }
  }

  /// The first number of a value (translations move along x in these scenes, scales are
  /// uniform).
  static func number(_ value: PreviewValue) -> Double {
    switch value {
    case .length(let number), .fraction(let number): number
    case .color(let color): color.red
    case .transform(.translate(let x, _)): x
    case .transform(.scale(let factor)): factor * 100
    case .transform(.rotate(let degrees)): degrees
    default: 0
    }
  }

  @Test func aFilmstripNeedsTimesWithinTheRecording() throws {
    let block = PreviewBlock.holdToConfirmButton
    let recording = PreviewRecording(
      block: block, scenario: block.scenarios[1], settings: PreviewSettings())
    #expect(PreviewSVG.filmstrip(recording, times: []) == nil)
    #expect(PreviewSVG.filmstrip(recording, times: [-0.5]) == nil)
    #expect(PreviewSVG.filmstrip(recording, times: [recording.duration + 1]) == nil)
    #expect(PreviewSVG.filmstrip(recording, times: [.nan]) == nil)
    let strip = try #require(PreviewSVG.filmstrip(recording, times: [0.2, 0.9, 1.5]))
    let document = try #require(parse(strip))
    #expect(document.elements(named: "text").filter { $0.text.hasSuffix(" s") }.count == 3)
  }

  /// Each frame of a filmstrip is a nested drawing, which clips what a frame draws past its
  /// edges: the card stack's thrown card leaves its frame without reaching the next.
  @Test func aFilmstripClipsEachFrame() throws {
    let block = PreviewBlock.swipeCardStack
    let recording = PreviewRecording(
      block: block, scenario: block.scenarios[0], settings: PreviewSettings())
    let strip = try #require(PreviewSVG.filmstrip(recording, times: [0.9, 1.2]))
    let document = try #require(parse(strip))
    let panels = document.elements(named: "svg").filter { $0.attributes["x"] != nil }
    #expect(panels.count == 2)
    #expect(panels.map { $0.attributes["width"] } == ["360", "360"])
    #expect(panels.map { $0.attributes["x"] } == ["0", "376"])
  }
}

/// Numbers as the SVG writer prints them.
@Suite struct PreviewNumberTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var value: Double
    var decimals: Int
    var text: String
    var testDescription: String { "\(value) with \(decimals) decimals → \(text)" }
  }

  static let cases: [Case] = [
    Case(value: 0, decimals: 2, text: "0"),
    Case(value: -0.0, decimals: 2, text: "0"),
    Case(value: -0.001, decimals: 2, text: "0"),
    Case(value: 12, decimals: 2, text: "12"),
    Case(value: 12.5, decimals: 2, text: "12.5"),
    Case(value: 0.125, decimals: 2, text: "0.13"),
    Case(value: -0.125, decimals: 2, text: "-0.13"),
    Case(value: 3.14159, decimals: 4, text: "3.1416"),
    Case(value: 0.05, decimals: 3, text: "0.05"),
    Case(value: 1_000_000.25, decimals: 1, text: "1000000.3"),
    Case(value: 0.0001, decimals: 4, text: "0.0001"),
    Case(value: 2.999_999, decimals: 2, text: "3"),
    Case(value: .infinity, decimals: 2, text: "0"),
    Case(value: .nan, decimals: 2, text: "0"),
    Case(value: 1e20, decimals: 0, text: "1000000000000"),
  ]

  @Test(arguments: cases)
  func formats(_ example: Case) {
    #expect(PreviewNumber.format(example.value, decimals: example.decimals) == example.text)
  }

  @Test func integersAndBytes() {
    #expect(PreviewNumber.format(0) == "0")
    #expect(PreviewNumber.format(-42) == "-42")
    #expect(PreviewNumber.format(Int.max) == "9223372036854775807")
    #expect(PreviewNumber.format(Int.min) == "-9223372036854775808")
    #expect(PreviewNumber.hexByte(0) == "00" && PreviewNumber.hexByte(255) == "ff")
    #expect(SVGText.color(SystemColor.indigoLight) == "#5856d6")
  }
}
