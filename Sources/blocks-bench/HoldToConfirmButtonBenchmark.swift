import BlocksCore
import BlocksPreview

/// The hold button's machine and layout per event and per frame.
extension HoldToConfirmButtonMachine: BenchmarkedMachine {
  static var benchmarkSummary: String {
    "Hold To Confirm Button: a cancelled hold, then a full hold, confirm and reset"
  }

  static func benchmark(_ options: BenchmarkOptions) -> SuiteReport {
    HoldToConfirmButtonBenchmark.run(options)
  }

  static var liveInteraction: LiveInteraction {
    LiveInteraction(
      name: "hold: a 1.5 s press, confirm, reset", moves: LiveInteraction.still(frames: 90), hold: 2
    )
  }
}

/// Plays realistic holds through the headless hold button.
///
/// One stream: a press released after 0.5 s (the ring drains), then a press held until the hold
/// timer fires (confirm), the finger lifting after the confirm, and the reset timer. Every 120 Hz
/// frame evaluates the ring's trim at the frame's time (`HoldToConfirmButtonLayout(…, at:)`, which samples
/// the ring's motion), the rest of the layout with the contrast decision, and the accessibility
/// description, as the view's body does.
enum HoldToConfirmButtonBenchmark {
  static let frameRate = 120.0

  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    var probe = StreamRecorders(eventCapacity: 100, frameCapacity: 2_000)
    play(&probe)
    let streams = options.scaled(1_000, quick: 100)
    let (events, frames) = StreamRecorders.run(
      subject: PreviewBlock.holdToConfirmButton.id, options: options, streams: streams,
      eventsPerStream: probe.events.calls,
      framesPerStream: probe.frames.calls, play: play)
    return SuiteReport(
      name: PreviewBlock.holdToConfirmButton.id,
      headline:
        "\(probe.events.calls) events and \(probe.frames.calls) frames per stream "
        + "(press, 0.5 s, release, drain; press, 1.2 s fill, hold timer, release, confirm, "
        + "reset timer, reset), \(grouped(streams)) streams per repetition",
      rows: [events, frames])
  }

  static func play(_ recorders: inout StreamRecorders) {
    var machine = HoldToConfirmButtonMachine()
    var now = 10.0
    _ = machine.send(.environmentChanged(BlockEnvironment()), at: now)
    // A press released early: the ring fills for 0.5 s, then drains for 0.25 s.
    var effects = recorders.events.measure { machine.send(.pressBegan, at: now) }
    frames(seconds: 0.5, from: now, machine, &recorders.frames)
    now += 0.5
    effects = recorders.events.measure { machine.send(.pressEnded, at: now) }
    frames(seconds: 0.35, from: now, machine, &recorders.frames)
    now += 0.35
    // A full hold: the press resumes from an empty ring and the hold timer confirms.
    effects = recorders.events.measure { machine.send(.pressBegan, at: now) }
    guard case .start(let hold, let holdDelay)? = effects.timer else { return }
    frames(seconds: holdDelay, from: now, machine, &recorders.frames)
    now += holdDelay
    effects = recorders.events.measure { machine.send(.timerFired(hold), at: now) }
    guard case .start(let reset, let resetDelay)? = effects.timer else { return }
    frames(seconds: 0.05, from: now, machine, &recorders.frames)
    effects = recorders.events.measure { machine.send(.pressEnded, at: now + 0.05) }
    frames(seconds: resetDelay - 0.05, from: now + 0.05, machine, &recorders.frames)
    now += resetDelay
    effects = recorders.events.measure { machine.send(.timerFired(reset), at: now) }
    frames(seconds: 0.35, from: now, machine, &recorders.frames)
    blackHole(effects)
  }

  /// Renders the 120 Hz frames of `seconds` seconds after host time `start`.
  static func frames(
    seconds: Double, from start: Double, _ machine: HoldToConfirmButtonMachine,
    _ frames: inout Recorder
  ) {
    let count = Int((seconds * frameRate).rounded())
    guard count > 0 else { return }
    for frame in 1...count {
      let time = start + Double(frame) / frameRate
      frames.measure { render(machine, at: time) }
    }
  }

  /// Everything the hold button's view reads for one frame, with the ring's trim at `time`.
  @inline(__always)
  static func render(_ machine: HoldToConfirmButtonMachine, at time: Double) {
    let layout = HoldToConfirmButtonLayout(
      machine, sizes: HoldToConfirmButtonLayout.ScaledSizes(), systemImage: "trash",
      tint: SystemColor.redLight,
      confirmedColor: SystemColor.greenLight, at: time)
    let accessibility = HoldToConfirmButtonAccessibility(machine)
    let sum =
      layout.ringTrim + layout.scale + layout.opacity + layout.fillDiameter
      + layout.ringPathDiameter + (layout.symbolForeground == .white ? 1 : 0)
    blackHole(sum)
    blackHole(layout.symbolName)
    blackHole(accessibility)
  }
}
