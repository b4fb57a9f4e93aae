import BlocksCore
import BlocksPreview

/// The stepper's machine and layout per event and per frame.
extension RepeatStepperMachine: BenchmarkedMachine {
  static var benchmarkSummary: String {
    "Repeat Stepper: taps, a 3 s hold that repeats to the bound, keys"
  }

  static func benchmark(_ options: BenchmarkOptions) -> SuiteReport {
    RepeatStepperBenchmark.run(options)
  }

  static var liveInteraction: LiveInteraction {
    // The origin is the plus button's centre.
    LiveInteraction(
      name: "stepper: a 2 s hold on plus, repeating faster",
      start: LiveInteraction.geometry(of: .repeatStepper).origin,
      moves: LiveInteraction.still(frames: 120),
      hold: 1)
  }
}

/// Plays realistic use through the headless stepper.
///
/// One stream: ten taps on plus (press, a few small moves, lift), a hold on plus for 3 s whose
/// repeats run into the upper bound, a hold on minus, and ten arrow keys. Every event is
/// followed by a frame: the layout and the accessibility description, as the view's body
/// computes them.
enum RepeatStepperBenchmark {
  static let configuration = RepeatStepperMachine.Configuration(bounds: 0...99)

  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    var probe = StreamRecorders(eventCapacity: 2_000, frameCapacity: 2_000)
    play(&probe)
    let eventsPerStream = probe.events.calls
    let framesPerStream = probe.frames.calls
    let streams = options.scaled(300, quick: 30)
    let (events, frames) = StreamRecorders.run(
      subject: PreviewBlock.repeatStepper.id, options: options, streams: streams,
      eventsPerStream: eventsPerStream, framesPerStream: framesPerStream, play: play)
    return SuiteReport(
      name: PreviewBlock.repeatStepper.id,
      headline:
        "\(eventsPerStream) events and \(framesPerStream) frames per stream "
        + "(taps, holds that repeat to a bound, keys), \(grouped(streams)) streams per repetition",
      rows: [events, frames])
  }

  static func play(_ recorders: inout StreamRecorders) {
    var machine = RepeatStepperMachine(value: 40, configuration: configuration)
    var time = 0.0
    func send(_ event: RepeatStepperMachine.Event, _ recorders: inout StreamRecorders) {
      let effects = recorders.events.measure { machine.send(event, at: time) }
      blackHole(effects)
      recorders.frames.measure { render(machine) }
    }
    send(.environmentChanged(BlockEnvironment()), &recorders)
    for _ in 0..<10 {
      send(.pressBegan(.increment), &recorders)
      for move in 1...3 {
        time += 0.02
        send(.pressMoved(.increment, translationX: Double(move), translationY: 1), &recorders)
      }
      time += 0.06
      send(.pressEnded(.increment), &recorders)
      time += 0.2
    }
    for button in RepeatStepperMachine.Button.allCases {
      send(.pressBegan(button), &recorders)
      let end = time + 3
      while let timer = machine.awaitedTimer, time < end {
        time += RepeatStepperMetrics.minimumRepeatInterval
        send(.timerFired(timer), &recorders)
      }
      send(.pressEnded(button), &recorders)
      time += 0.3
    }
    for key in 0..<10 {
      time += 0.1
      send(.keyPressed(key.isMultiple(of: 2) ? .right : .up), &recorders)
    }
  }

  /// Everything the stepper's view reads for one frame.
  @inline(__always)
  static func render(_ machine: RepeatStepperMachine) {
    let layout = RepeatStepperLayout(machine)
    let accessibility = RepeatStepperAccessibility(machine)
    blackHole(layout)
    blackHole(accessibility)
  }
}
