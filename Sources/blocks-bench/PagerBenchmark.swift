import BlocksCore

extension Benchmark {
  /// The pager's headless frame cost for 3, 1,000 and 1,000,000 pages.
  static let pager = Benchmark(
    name: "pager",
    summary: "Interactive Pager Transition: headless cost and allocations per frame",
    run: PagerBenchmark.run)
}

/// Plays a realistic drag through the headless pager and measures each frame.
///
/// A stream is what a host does for one page turn: 2 s of drag updates at 120 Hz, the release,
/// then the settle animation's frames until it finishes. Every frame sends the event (if any),
/// computes the layout of the visible pages and the dots, and reads every number a view needs.
enum PagerBenchmark {
  static let counts = [3, 1_000, 1_000_000]
  static let width = 390.0
  static let frameRate = 120.0
  static let dragFrames = 240
  static let warmupStreams = 50
  static let measuredStreams = 2_000

  static func run() {
    let settleFrames = settleFrameCount()
    let framesPerStream = dragFrames + 1 + settleFrames
    print(
      "pager: headless frame cost, \(dragFrames) drag frames (2 s at 120 Hz) + release + "
        + "\(settleFrames) settle frames per stream, \(grouped(measuredStreams)) streams per size")
    if !allocationCounterWorks() {
      print("note: heap allocations cannot be counted on this system")
    }
    print("")
    print(
      leftPadded("pages", 10) + leftPadded("frames", 10) + leftPadded("median ns", 12)
        + leftPadded("p99 ns", 10) + leftPadded("allocs/frame", 14))
    var results: [(count: Int, stats: FrameStatistics)] = []
    for count in counts {
      for _ in 0..<warmupStreams {
        var discard = FrameRecorder(capacity: framesPerStream)
        playStream(count: count, recorder: &discard)
      }
      let stats = FrameRecorder.measure(capacity: framesPerStream * measuredStreams) { recorder in
        for _ in 0..<measuredStreams {
          playStream(count: count, recorder: &recorder)
        }
      }
      results.append((count, stats))
      print(
        leftPadded(grouped(count), 10) + leftPadded(grouped(stats.frames), 10)
          + leftPadded(fixed(stats.medianNanoseconds, decimals: 0), 12)
          + leftPadded(fixed(stats.p99Nanoseconds, decimals: 0), 10)
          + leftPadded(stats.allocationsPerFrame.map { fixed($0, decimals: 3) } ?? "n/a", 14))
    }
    if let smallest = results.first, let largest = results.last,
      smallest.stats.medianNanoseconds > 0, smallest.stats.p99Nanoseconds > 0
    {
      let median = largest.stats.medianNanoseconds / smallest.stats.medianNanoseconds
      let p99 = largest.stats.p99Nanoseconds / smallest.stats.p99Nanoseconds
      print("")
      print(
        "ratio \(grouped(largest.count)) / \(grouped(smallest.count)) pages: median "
          + "\(fixed(median, decimals: 2))x, p99 \(fixed(p99, decimals: 2))x")
    }
    print("(3 pages show 3 page dots; 1,000 and 1,000,000 pages show the 7-dot window)")
    let overhead = FrameRecorder.measure(capacity: 100_000) { recorder in
      for _ in 0..<100_000 { recorder.frame {} }
    }
    print(
      "clock overhead per frame (included above): median "
        + "\(fixed(overhead.medianNanoseconds, decimals: 0)) ns")
  }

  /// How many 120 Hz frames the settle animation lasts after a typical release.
  static func settleFrameCount() -> Int {
    let motion = PagerMachine.settleMotion
    var frames = 0
    while !motion.sample(at: Double(frames + 1) / frameRate, from: 0, to: 1).isFinished
      && frames < 600
    {
      frames += 1
    }
    return frames + 1
  }

  /// One page turn from the middle of `count` pages.
  static func playStream(count: Int, recorder: inout FrameRecorder) {
    var machine = PagerMachine(count: count, index: count / 2, width: width)
    // Drag: the finger eases toward the next page to 55 % of the width over 2 s.
    var screen = 0.0
    for frame in 1...dragFrames {
      let t = Double(frame) / Double(dragFrames)
      let eased = t * t * (3 - 2 * t)
      screen = -0.55 * width * eased
      let translation = screen
      recorder.frame {
        let effects = machine.send(.dragChanged(translation: translation))
        render(machine, position: machine.position, pageCount: count, effects: effects)
      }
    }
    // Release: a gentle flick beyond where the finger stopped.
    let released = machine.position
    var settle: Motion?
    let final = screen
    recorder.frame {
      let effects = machine.send(
        .dragEnded(translation: final, predictedEndTranslation: final * 1.2))
      settle = effects.animation
      render(machine, position: released, pageCount: count, effects: effects)
    }
    // Settle: the host animates the position; every frame lays out at the animated value.
    guard let motion = settle else { return }
    let target = machine.position
    var frame = 1
    var finished = false
    while !finished {
      let time = Double(frame) / frameRate
      recorder.frame {
        let sample = motion.sample(at: time, from: released, to: target)
        finished = sample.isFinished
        render(machine, position: sample.value, pageCount: count, effects: .none)
      }
      frame += 1
    }
  }

  /// Everything a view reads for one frame.
  @inline(__always)
  static func render(
    _ machine: PagerMachine, position: Double, pageCount: Int, effects: Effects<PagerTimer>
  ) {
    let layout = PagerLayout(
      count: pageCount, index: machine.index, position: position, width: machine.width,
      reduceMotion: machine.environment.reduceMotion)
    var sum = 0.0
    for page in layout.pages {
      sum += page.offset + page.scale + page.brightness + page.zIndex
      if page.allowsHitTesting != page.isAccessibilityHidden { sum += 1 }
    }
    for dot in layout.dots {
      sum += dot.width + dot.height + dot.opacity
    }
    let accessibility = PagerAccessibility(machine)
    blackHole(sum)
    blackHole(accessibility)
    blackHole(effects)
  }
}
