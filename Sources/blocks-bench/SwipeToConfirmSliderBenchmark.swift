import BlocksCore
import BlocksPreview

/// The slider's machine and layout per event and per frame.
extension SwipeToConfirmSliderMachine: BenchmarkedMachine {
  static var benchmarkSummary: String {
    "Swipe To Confirm Slider: 2 s drag at 120 Hz, confirm, settle, reset"
  }

  static func benchmark(_ options: BenchmarkOptions) -> SuiteReport {
    SwipeToConfirmSliderBenchmark.run(options)
  }

  static var liveInteraction: LiveInteraction {
    LiveInteraction(
      name: "slider: a slide to the end, confirm, reset",
      moves: LiveInteraction.ramp(
        to: LiveInteraction.geometry(of: .swipeToConfirmSlider).length, frames: 60),
      hold: 3)
  }
}

/// Plays a realistic confirm through the headless slider.
///
/// One stream: the finger drags the thumb to the end over 2 s at 120 Hz (one event and one frame
/// per touch update), lifts (confirm), the thumb's settle spring plays frame by frame, the reset
/// timer fires and the settle back to the start plays. A frame computes the layout at the
/// animated progress and the accessibility description, as the view's body does, plus the motion
/// sample the host's animation would make.
enum SwipeToConfirmSliderBenchmark {
  static let width = 358.0
  static let height = 68.0
  static let frameRate = 120.0
  static let dragEvents = 240

  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    var framesPerStream = dragEvents
    var probe = StreamRecorders(eventCapacity: 1_000, frameCapacity: 2_000)
    play(&probe)
    framesPerStream = probe.frames.calls
    let eventsPerStream = probe.events.calls
    let streams = options.scaled(300, quick: 30)
    let (events, frames) = StreamRecorders.run(
      subject: PreviewBlock.swipeToConfirmSlider.id, options: options, streams: streams,
      eventsPerStream: eventsPerStream,
      framesPerStream: framesPerStream, play: play)
    return SuiteReport(
      name: PreviewBlock.swipeToConfirmSlider.id,
      headline:
        "\(eventsPerStream) events and \(framesPerStream) frames per stream "
        + "(\(dragEvents) drag updates, release, settle, reset timer, settle back), "
        + "\(grouped(streams)) streams per repetition",
      rows: [events, frames])
  }

  static func play(_ recorders: inout StreamRecorders) {
    var machine = SwipeToConfirmSliderMachine()
    _ = machine.send(.environmentChanged(BlockEnvironment()), at: 0)
    _ = machine.send(.sizeChanged(width: width, height: height), at: 0)
    let travel = machine.travel
    for update in 1...dragEvents {
      let t = Double(update) / Double(dragEvents)
      // Smooth start and stop, ending 12 points past the end of the travel.
      let translation = (travel + 12) * t * t * (3 - 2 * t)
      let effects = recorders.events.measure {
        machine.send(.dragChanged(translation: translation), at: 0)
      }
      blackHole(effects)
      recorders.frames.measure { render(machine, progress: machine.progress) }
    }
    let released = machine.progress
    let confirm = recorders.events.measure { machine.send(.dragEnded, at: 0) }
    animate(confirm.animation, from: released, to: machine.progress, machine, &recorders.frames)
    guard case .start(let timer, _)? = confirm.timer else { return }
    let reset = recorders.events.measure { machine.send(.timerFired(timer), at: 0) }
    animate(reset.animation, from: 1, to: machine.progress, machine, &recorders.frames)
  }

  /// Plays an animation of the thumb's progress frame by frame until it finishes.
  static func animate(
    _ motion: Motion?, from start: Double, to end: Double, _ machine: SwipeToConfirmSliderMachine,
    _ frames: inout Recorder
  ) {
    guard let motion else { return }
    var frame = 1
    var finished = false
    while !finished && frame < 600 {
      let time = Double(frame) / frameRate
      finished = frames.measure {
        let sample = motion.sample(at: time, from: start, to: end)
        render(machine, progress: sample.value)
        return sample.isFinished
      }
      frame += 1
    }
  }

  /// Everything the slider's view reads for one frame.
  @inline(__always)
  static func render(_ machine: SwipeToConfirmSliderMachine, progress: Double) {
    let layout = SwipeToConfirmSliderLayout(
      phase: machine.phase, progress: progress, width: machine.width, height: machine.height,
      failureCount: machine.failureCount, environment: machine.environment,
      tint: SystemColor.indigoLight)
    let accessibility = SwipeToConfirmSliderAccessibility(machine)
    let sum =
      layout.thumbOffset + layout.fillWidth + layout.titleOpacity + layout.chevronOpacity
      + layout.checkmarkOpacity + layout.checkmarkScale + layout.opacity + layout.travel
      + SwipeToConfirmSliderLayout.shakeOffset(
        cycle: layout.shakeCycle, amplitude: layout.shakeAmplitudeNow)
    blackHole(sum)
    blackHole(accessibility)
  }
}
