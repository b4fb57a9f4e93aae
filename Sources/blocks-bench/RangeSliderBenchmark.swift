import BlocksCore
import BlocksPreview

/// The range slider's machine and layout per event and per frame.
extension RangeSliderMachine: BenchmarkedMachine {
  static var benchmarkSummary: String {
    "Range Slider: 2 s stepped drag of each thumb at 120 Hz, a range set from outside"
  }

  static func benchmark(_ options: BenchmarkOptions) -> SuiteReport {
    RangeSliderBenchmark.run(options)
  }

  static var liveInteraction: LiveInteraction {
    // The demo's lower thumb sits at 80 of 0...500, 16 % of the travel from the origin.
    let (origin, travel) = LiveInteraction.geometry(of: .rangeSlider)
    return LiveInteraction(
      name: "range slider: the lower thumb dragged 120 pt, stepped",
      start: (origin.x + 0.16 * travel, origin.y), moves: LiveInteraction.ramp(to: 120, frames: 60),
      hold: 1)
  }
}

/// Plays realistic edits through the headless range slider.
///
/// One stream: the lower thumb is dragged up over 2 s at 120 Hz (one event and one frame per
/// touch update, with snapping, ticks and the write-back), then the upper thumb is dragged down
/// onto the lower one until it stops at the minimum distance, and finally the app sets a new
/// range whose spring plays frame by frame. A frame computes the layout at the drawn values and
/// the accessibility description, as the view's body does.
enum RangeSliderBenchmark {
  static let width = 358.0
  static let frameRate = 120.0
  static let dragEvents = 240
  static let configuration = RangeSliderMachine.Configuration(
    bounds: 0...500, step: 10, minimumDistance: 50)

  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    var probe = StreamRecorders(eventCapacity: 2_000, frameCapacity: 2_000)
    play(&probe)
    let eventsPerStream = probe.events.calls
    let framesPerStream = probe.frames.calls
    let streams = options.scaled(300, quick: 30)
    let (events, frames) = StreamRecorders.run(
      subject: PreviewBlock.rangeSlider.id, options: options, streams: streams,
      eventsPerStream: eventsPerStream, framesPerStream: framesPerStream, play: play)
    return SuiteReport(
      name: PreviewBlock.rangeSlider.id,
      headline:
        "\(eventsPerStream) events and \(framesPerStream) frames per stream "
        + "(two drags of \(dragEvents) updates each, a range set from outside and its spring), "
        + "\(grouped(streams)) streams per repetition",
      rows: [events, frames])
  }

  static func play(_ recorders: inout StreamRecorders) {
    var machine = RangeSliderMachine(range: 80...240, configuration: configuration)
    var time = 0.0
    _ = machine.send(.environmentChanged(BlockEnvironment()), at: time)
    _ = machine.send(
      .sizeChanged(width: width, thumbDiameter: RangeSliderMetrics.thumbDiameter), at: time)
    let height = RangeSliderMetrics.frameHeight(thumbDiameter: machine.thumbDiameter)
    for (thumb, distance) in [(RangeSliderMachine.Thumb.lower, 160.0), (.upper, -300.0)] {
      let start = machine.center(of: thumb, at: time)
      for update in 1...dragEvents {
        let t = Double(update) / Double(dragEvents)
        time += 1 / frameRate
        let translation = distance * t * t * (3 - 2 * t)
        let effects = recorders.events.measure {
          machine.send(
            .dragChanged(
              startX: start, startY: height / 2, translationX: translation, translationY: 0),
            at: time)
        }
        blackHole(effects)
        recorders.frames.measure { render(machine, at: time) }
      }
      blackHole(recorders.events.measure { machine.send(.dragEnded, at: time) })
    }
    blackHole(
      recorders.events.measure { machine.send(.rangeSet(lower: 100, upper: 400), at: time) })
    let end = machine.animationEnd
    while time < end {
      time += 1 / frameRate
      recorders.frames.measure { render(machine, at: time) }
    }
  }

  /// Everything the slider's view reads for one frame.
  @inline(__always)
  static func render(_ machine: RangeSliderMachine, at time: Double) {
    let layout = RangeSliderLayout(machine, at: time)
    let accessibility = RangeSliderAccessibility(machine)
    let sum =
      layout.thumbOffset(center: layout.lowerCenter)
      + layout.thumbOffset(center: layout.upperCenter)
      + layout.fillStart + layout.fillWidth + layout.opacity + layout.height
      + accessibility.lower.value + accessibility.upper.value
    blackHole(sum)
    blackHole(accessibility)
  }
}
