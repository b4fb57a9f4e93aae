import BlocksCore
import BlocksPreview

/// The toast stack's headless cost for 3 and 1,000 toasts.
extension ToastStackMachine: BenchmarkedMachine {
  static var benchmarkSummary: String {
    "Toast Stack: arrivals, a touch, a swipe, an update in place and time-outs for 3 and "
      + "1,000 toasts"
  }

  static func benchmark(_ options: BenchmarkOptions) -> SuiteReport {
    ToastStackBenchmark.run(options)
  }

  static var liveInteraction: LiveInteraction {
    // The demo's buttons add three toasts; the origin is the newest toast's top.
    LiveInteraction(
      name: "toasts: three added, a 1 s press on the newest, time-outs", presses: [2, 1, 0],
      start: LiveInteraction.geometry(of: .toastStack).origin,
      moves: LiveInteraction.still(frames: 60),
      hold: 6)
  }
}

/// Plays realistic use through the headless toast stack and measures each event and frame.
///
/// A stream starts with the toasts arriving at once; a finger touches the newest, swipes it up
/// and lifts (the stack fans out, the toast leaves, the host takes it out of the binding); the
/// newest changes in place from loading to success; then the timers run: the stack collapses and
/// the visible toasts time out and leave, each removal sending the binding again, as the view's
/// `onChange` does. Every event is followed by a frame, and every 1/120 s of motion after it by
/// one more: each drawn toast and its accessibility element, as the view's body reads them.
enum ToastStackBenchmark {
  static let counts = [3, 1_000]
  static let width = 390.0
  static let frameRate = 120.0
  /// How many timer rounds a stream runs after the swipe.
  static let timerRounds = 6

  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    var probe = StreamRecorders(eventCapacity: 1_000, frameCapacity: 4_000)
    play(count: counts[0], &probe)
    let eventsPerStream = probe.events.calls
    let framesPerStream = probe.frames.calls
    let repetitions = options.scaled(7, quick: 3)
    let streams = options.scaled(60, quick: 6)
    var recorders = counts.map { _ in
      StreamRecorders(
        eventCapacity: (eventsPerStream + 8) * streams + 16,
        frameCapacity: (framesPerStream + 64) * streams + 16)
    }
    for slot in counts.indices {
      for _ in 0..<2 { play(count: counts[slot], &recorders[slot]) }
      recorders[slot].events.reset()
      recorders[slot].frames.reset()
    }
    var ratios: [Double] = []
    for repetition in 0..<repetitions {
      for step in counts.indices {
        let slot = (step + repetition) % counts.count
        for _ in 0..<streams { play(count: counts[slot], &recorders[slot]) }
        recorders[slot].events.endRepetition()
        recorders[slot].frames.endRepetition()
      }
      ratios.append(
        recorders[1].frames.lastRepetitionMedian
          / max(recorders[0].frames.lastRepetitionMedian, 1))
    }
    var report = SuiteReport(
      name: PreviewBlock.toastStack.id,
      headline:
        "\(eventsPerStream) events and \(framesPerStream) frames per stream of 3 toasts "
        + "(arrival, a touch and a drag that springs back, an update in place, the collapse; "
        + "then, events only, a swipe up, Escape and \(timerRounds) timer rounds of time-outs), "
        + "\(grouped(streams)) streams × \(repetitions) interleaved repetitions per stack size")
    var frameRows: [BenchmarkRow] = []
    for (slot, count) in counts.enumerated() {
      let subject = "toast stack, \(grouped(count)) toasts"
      report.rows.append(recorders[slot].events.row(subject: subject, unit: "event"))
      let frames = recorders[slot].frames.row(subject: subject, unit: "frame")
      frameRows.append(frames)
      report.rows.append(frames)
    }
    let paired = ratios.sorted()
    report.figures.append(
      (
        "frame median ratio 1,000 / 3 toasts (per-repetition "
          + "\(fixed(paired[0], decimals: 2))–\(fixed(paired[paired.count - 1], decimals: 2)))",
        frameRows[1].medianNanoseconds / max(frameRows[0].medianNanoseconds, 1)
      ))
    report.notes.append(
      "a frame reads the newest four toasts and the leaving ones, whatever the binding holds; "
        + "a change of the binding is one pass over it (the view sends it whole, as onChange "
        + "sees it), the only event whose cost grows with the number of toasts")
    return report
  }

  /// One stream of `count` toasts, from a fresh stack.
  static func play(count: Int, _ recorders: inout StreamRecorders) {
    // String ids, as the package's view sends them.
    var machine = ToastStackMachine<String>()
    var binding = (0..<count).map { ToastStackEntry(id: "toast-\($0)", style: .info, text: $0) }
    var time = 0.0
    /// When the machine's timer falls due.
    var due = Double.infinity
    /// Whether frames are left out of the measurement.
    var framesPaused = false
    func frame(_ recorders: inout StreamRecorders) {
      guard !framesPaused else { return }
      let now = time
      recorders.frames.measure { render(machine, at: now) }
    }
    func send(_ event: ToastStackMachine<String>.Event, _ recorders: inout StreamRecorders) {
      let effects = recorders.events.measure { machine.send(event, at: time) }
      switch effects.timer {
      case .start(_, let after)?: due = time + after
      case .cancel?: due = .infinity
      case nil: break
      }
      frame(&recorders)
      // What the view does to the binding, and the change it then sends.
      if !machine.removalsToReport.isEmpty {
        let removed = machine.removalsToReport
        binding.removeAll { removed.contains($0.id) }
        send(.toastsChanged(binding), &recorders)
      }
    }
    func animate(_ recorders: inout StreamRecorders) {
      while time < machine.animationEnd {
        time += 1 / frameRate
        frame(&recorders)
      }
    }
    send(.environmentChanged(BlockEnvironment()), &recorders)
    send(.sizeChanged(width: width), &recorders)
    send(.toastsChanged(binding), &recorders)
    animate(&recorders)
    // A touch on the newest toast fans the stack out; the finger drags it sideways and lets it
    // spring back.
    let newest = count - 1
    let newestID = binding[newest].id
    send(.dragChanged(id: newestID, translationX: 0, translationY: 0), &recorders)
    let updates = Int(0.25 * frameRate)
    for update in 1...updates {
      time += 1 / frameRate
      let x = 40 * Double(update) / Double(updates)
      send(.dragChanged(id: newestID, translationX: x, translationY: 3), &recorders)
    }
    send(.dragEnded(translationX: 40, translationY: 3, predictedX: 44, predictedY: 3), &recorders)
    animate(&recorders)
    // The newest toast changes in place, from loading to success.
    binding[newest].style = .loading
    send(.toastsChanged(binding), &recorders)
    animate(&recorders)
    binding[newest].style = .success
    binding[newest].text += 1
    send(.toastsChanged(binding), &recorders)
    animate(&recorders)
    // The linger after the touch ends: the stack collapses.
    if let timer = machine.awaitedTimer, due.isFinite {
      time = max(time, due)
      send(.timerFired(timer), &recorders)
      animate(&recorders)
    }
    // Then toasts leave: the newest swiped up, the next by Escape, the rest as they time out.
    // Events only: from here a stack of 3 shows fewer toasts than a stack of 1,000, whose
    // frames would compare different drawings.
    framesPaused = true
    send(.dragChanged(id: newestID, translationX: 0, translationY: 0), &recorders)
    send(.dragChanged(id: newestID, translationX: 0, translationY: -40), &recorders)
    send(
      .dragEnded(translationX: 0, translationY: -40, predictedX: 0, predictedY: -90), &recorders)
    send(.escapePressed, &recorders)
    for _ in 0..<timerRounds {
      guard let timer = machine.awaitedTimer, due.isFinite else { break }
      time = max(time, due)
      send(.timerFired(timer), &recorders)
    }
  }

  /// Everything the stack's view reads for one frame.
  @inline(__always)
  static func render(_ machine: ToastStackMachine<String>, at time: Double) {
    let layout = ToastStackLayout(machine, at: time)
    var sum = layout.width + layout.height
    for toast in layout {
      sum += toast.offsetX + toast.offsetY + toast.scale + toast.height + toast.opacity
      sum += toast.zIndex
      if let element = ToastStackAccessibility.element(atDepth: toast.depth, of: machine) {
        sum += element.sortPriority
      }
    }
    blackHole(sum)
    blackHole(ToastStackAccessibility(machine))
  }
}
