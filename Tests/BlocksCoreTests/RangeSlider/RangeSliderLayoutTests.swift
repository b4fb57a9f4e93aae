import Testing

@testable import BlocksCore

@Suite("Range slider layout")
struct RangeSliderLayoutTests {
  struct HeightCase: Sendable, CustomTestStringConvertible {
    let diameter: Double
    let height: Double
    var testDescription: String { "a \(diameter) pt thumb → \(height) pt frame" }
  }

  @Test(
    "the frame is 44 pt high, or the thumb's diameter when that is larger",
    arguments: [
      HeightCase(diameter: 28, height: 44), HeightCase(diameter: 44, height: 44),
      HeightCase(diameter: 44.5, height: 44.5), HeightCase(diameter: 60, height: 60),
      HeightCase(diameter: 0, height: 44), HeightCase(diameter: -5, height: 44),
      HeightCase(diameter: .nan, height: 44), HeightCase(diameter: .infinity, height: 44),
    ])
  func frameHeight(_ c: HeightCase) {
    let host = RangeSliderHost(width: 400, thumbDiameter: c.diameter)
    #expect(host.layout.height == c.height)
    #expect(RangeSliderMetrics.frameHeight(thumbDiameter: c.diameter) == c.height)
    #expect(host.layout.thumbDiameter.isFinite && host.layout.thumbDiameter >= 0)
  }

  @Test("the track is 6 pt, scaled by the view, never taller than the frame nor broken")
  func track() {
    let host = RangeSliderHost()
    #expect(RangeSliderMetrics.trackHeight == 6)
    #expect(host.layout.trackHeight == 6)
    #expect(RangeSliderLayout(host.machine, trackHeight: 9, at: 0).trackHeight == 9)
    #expect(RangeSliderLayout(host.machine, trackHeight: 100, at: 0).trackHeight == 44)
    for broken in [Double.nan, .infinity, -.infinity, -3] {
      #expect(RangeSliderLayout(host.machine, trackHeight: broken, at: 0).trackHeight == 0)
    }
  }

  /// The view's shadow is its own (ViewLookTests); the machine assumes 28 pt thumbs until the
  /// view reports its own.
  @Test("thumbs are 28 pt circles until the view measures them")
  func thumbMetrics() {
    #expect(RangeSliderMetrics.thumbDiameter == 28)
    #expect(RangeSliderHost().layout.thumbDiameter == 28)
  }

  struct CenterCase: Sendable, CustomTestStringConvertible {
    let width: Double
    let diameter: Double
    let bounds: ClosedRange<Double>
    let range: ClosedRange<Double>
    let lower: Double
    let upper: Double
    var testDescription: String {
      "\(range) of \(bounds) in \(width) pt, \(diameter) pt thumbs → \(lower), \(upper)"
    }
  }

  @Test(
    "a value v sits at r + (v − lower) ÷ (upper − lower) × (w − 2r) from the leading edge",
    arguments: [
      CenterCase(
        width: 328, diameter: 28, bounds: 0...300, range: 50...200, lower: 64, upper: 214),
      CenterCase(width: 200, diameter: 40, bounds: 0...1, range: 0.25...1, lower: 60, upper: 180),
      CenterCase(
        width: 400, diameter: 28, bounds: -50...50, range: -50...0, lower: 14, upper: 200),
      CenterCase(width: 328, diameter: 28, bounds: 0...300, range: 0...300, lower: 14, upper: 314),
      CenterCase(
        width: 328, diameter: 28, bounds: 0...300, range: 150...150, lower: 164, upper: 164),
      CenterCase(
        width: 356, diameter: 56, bounds: 0...300, range: 75...225, lower: 103, upper: 253),
    ], FlowDirection.allCases)
  func centers(_ c: CenterCase, direction: FlowDirection) {
    let host = RangeSliderHost(
      range: c.range, bounds: c.bounds, width: c.width, thumbDiameter: c.diameter,
      environment: BlockEnvironment(direction: direction))
    let layout = host.layout
    // Measured from the leading edge: the view mirrors right-to-left layouts by itself
    #expect(abs(layout.lowerCenter - c.lower) < 1e-9)
    #expect(abs(layout.upperCenter - c.upper) < 1e-9)
    // The tint fills the track between the thumbs
    #expect(layout.fillStart == layout.lowerCenter)
    #expect(layout.fillWidth == layout.upperCenter - layout.lowerCenter)
    // A thumb is placed by its leading edge
    #expect(layout.thumbOffset(center: layout.lowerCenter) == layout.lowerCenter - c.diameter / 2)
  }

  struct ReachCase: Sendable, CustomTestStringConvertible {
    let diameter: Double
    let reach: Double
    var testDescription: String { "a \(diameter) pt thumb reaches \(reach) pt" }
  }

  @Test(
    "a thumb's reach is max(22 pt, its radius)",
    arguments: [
      ReachCase(diameter: 28, reach: 22), ReachCase(diameter: 44, reach: 22),
      ReachCase(diameter: 46, reach: 23), ReachCase(diameter: 60, reach: 30),
      ReachCase(diameter: 0, reach: 22), ReachCase(diameter: .nan, reach: 22),
    ])
  func reach(_ c: ReachCase) {
    let host = RangeSliderHost(width: 400, thumbDiameter: c.diameter)
    #expect(host.machine.reach == c.reach)
    // A touch just inside the reach grabs; a little beyond it does not
    for (distance, grabs) in [(c.reach - 0.01, true), (c.reach + 0.5, false)] {
      var probe = host
      probe.touchDown(on: .lower, forward: -distance)
      probe.move(forward: -10)
      #expect((probe.machine.gesture == .dragging(.lower)) == grabs, "at \(distance) pt")
    }
  }

  @Test("disabled dims the slider")
  func dimmed() {
    var host = RangeSliderHost()
    #expect(host.layout.opacity == 1)
    host.setEnvironment(BlockEnvironment(isEnabled: false))
    #expect(host.layout.opacity == BlockEnvironment.disabledOpacity)
    #expect(host.layout.opacity < 1)
  }

  struct NoTravelCase: Sendable, CustomTestStringConvertible {
    let width: Double
    let diameter: Double
    var testDescription: String { "\(width) pt wide, \(diameter) pt thumbs" }
  }

  @Test(
    "when w − 2r ≤ 0 the slider takes no drags, and draws both thumbs at r",
    arguments: [
      NoTravelCase(width: 28, diameter: 28), NoTravelCase(width: 20, diameter: 28),
      NoTravelCase(width: 0, diameter: 28), NoTravelCase(width: -10, diameter: 28),
      NoTravelCase(width: .nan, diameter: 28), NoTravelCase(width: .infinity, diameter: 28),
      NoTravelCase(width: 100, diameter: 100), NoTravelCase(width: 100, diameter: 150),
    ])
  func noTravel(_ c: NoTravelCase) {
    var host = RangeSliderHost(width: c.width, thumbDiameter: c.diameter)
    #expect(host.machine.travel == 0)
    #expect(!host.machine.acceptsInput)
    let layout = host.layout
    #expect(layout.allNumbers.allSatisfy { $0.isFinite })
    #expect(layout.lowerCenter == host.machine.thumbDiameter / 2)
    #expect(layout.upperCenter == host.machine.thumbDiameter / 2)
    for x in [0.0, 10, 14, 50, 75] {
      host.touchDown(x: x)
      host.move(forward: 40)
      #expect(host.machine.gesture == .ignored)
      host.move(forward: -40)
      host.lift()
    }
    #expect(host.range == 100...200)
    #expect(host.editingChanges.isEmpty && host.writeBacks.isEmpty)
  }

  @Test("one point of travel is enough to take a drag")
  func onePointOfTravel() {
    var host = RangeSliderHost(width: 29, thumbDiameter: 28)
    #expect(host.machine.travel == 1)
    host.touchDown(x: 14)
    host.move(forward: 10)
    #expect(host.machine.gesture == .dragging(.upper) || host.machine.gesture == .dragging(.lower))
    #expect(host.editingChanges == [true])
  }

  static let oddLengths: [Double] = [
    0, -0.0, -1, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, 1e-300, 3, 28, 328, 1e300,
    .greatestFiniteMagnitude,
  ]
  static let oddTranslations: [Double] = [
    .nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, 0, 4, -40, 1e-300,
  ]

  @Test(
    "degenerate widths, diameters, translations and starts never put NaN into the layout",
    arguments: oddLengths)
  func degenerate(width: Double) {
    for diameter in Self.oddLengths {
      var host = RangeSliderHost(width: width, thumbDiameter: diameter)
      let label = "\(width) pt wide, \(diameter) pt thumbs"
      for translation in Self.oddTranslations {
        for start in [Double.nan, .infinity, -.infinity, 14, 114, 1e300] {
          host.touchDown(x: start, y: start)
          host.moveOnScreen(x: translation, y: 0)
          host.moveOnScreen(x: translation, y: translation)
          let layout = host.layout
          #expect(layout.allNumbers.allSatisfy { $0.isFinite }, "\(label): \(layout)")
          #expect(layout.lowerCenter <= layout.upperCenter, "\(label)")
          host.cancel()
        }
      }
      host.setRange(lower: .nan, upper: .infinity)
      host.setRange(lower: -.infinity, upper: .nan)
      for time in [host.now, host.now + 0.1, .nan, .infinity, -.infinity] {
        let layout = RangeSliderLayout(host.machine, at: time)
        #expect(layout.allNumbers.allSatisfy { $0.isFinite }, "\(label) at \(time): \(layout)")
        #expect(layout.height >= 44 && layout.fillWidth >= 0, "\(label)")
      }
    }
  }

  @Test("a slider fed degenerate input stays usable")
  func staysUsable() {
    var host = RangeSliderHost()
    for length in Self.oddLengths {
      host.send(.sizeChanged(width: length, thumbDiameter: length))
      host.touchDown(x: length, y: length)
      host.moveOnScreen(x: length, y: 0)
      host.lift()
      host.setRange(lower: length, upper: -length)
    }
    host.send(.sizeChanged(width: 328, thumbDiameter: 28))
    host.setRange(lower: 100, upper: 200)
    host.advance(by: 1)
    host.drag(.upper, forward: [30])
    #expect(host.range == 100...230)
  }

  @Test("bounds wider than a Double can measure still lay out finitely and drag")
  func hugeBounds() {
    let huge = Double.greatestFiniteMagnitude
    var host = RangeSliderHost(range: -huge...huge, bounds: -huge...huge)
    #expect(host.machine.configuration.span == .infinity)
    #expect(host.layout.lowerCenter == 14 && host.layout.upperCenter == 314)
    host.drag(.upper, forward: [-150])
    host.drag(.lower, forward: [40])
    #expect(host.writeBacks.count == 2)
    #expect(host.layout.allNumbers.allSatisfy { $0.isFinite })
    #expect(host.range.lowerBound >= -huge && host.range.upperBound <= huge)
    #expect(host.layout.lowerCenter <= host.layout.upperCenter)
  }
}
