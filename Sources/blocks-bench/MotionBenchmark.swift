import BlocksCore

extension Benchmark {
  /// The motion evaluator: nanoseconds per sample.
  static let motion = Benchmark(
    name: "motion",
    summary: "Motion.sample per call for a spring, a smooth spring and an ease; settlingTime",
    run: MotionBenchmark.run)
}

/// Samples motions at 120 Hz over their whole run, as a preview or a test does frame by frame.
enum MotionBenchmark {
  static let cases: [(name: String, motion: Motion)] = [
    ("spring 0.45 s bounce 0.35", .spring(duration: 0.45, bounce: 0.35)),
    ("smooth 0.45 s (bounce 0)", .smooth(duration: 0.45)),
    ("ease-out 0.25 s", .easeOut(duration: 0.25)),
  ]

  static func run(_ options: BenchmarkOptions) -> SuiteReport {
    var report = SuiteReport(
      name: "motion",
      headline:
        "Motion.sample(at:from:to:) at every 120 Hz frame from 0 to 1.2 × totalDuration, "
        + "from 0 to 300 points")
    let repetitions = options.scaled(5, quick: 2)
    let passes = options.scaled(400, quick: 40)
    for (name, motion) in cases {
      let frames = Int((motion.totalDuration * 1.2 * 120).rounded(.up))
      var recorder = Recorder(capacity: (frames + 1) * passes + 16)
      for _ in 0..<2 { samplePass(motion, frames: frames, recorder: &recorder) }
      recorder.reset()
      for _ in 0..<repetitions {
        for _ in 0..<passes { samplePass(motion, frames: frames, recorder: &recorder) }
        recorder.endRepetition()
      }
      let batch = batchNanoseconds(repetitions: repetitions * 3, callsPerRun: (frames + 1) * 20) {
        for _ in 0..<20 {
          var sum = 0.0
          for frame in 0...frames {
            sum += motion.sample(at: Double(frame) / 120, from: 0, to: 300).value
          }
          blackHole(sum)
        }
      }
      report.rows.append(recorder.row(subject: name, unit: "sample", batch: batch))
    }
    // The spring's settling time on its own: Motion.sample asks for it on every call.
    let spring = SpringParameters(duration: 0.45, bounce: 0.35)
    var recorder = Recorder(capacity: 10_000)
    for _ in 0..<repetitions {
      for _ in 0..<options.scaled(2_000, quick: 200) {
        blackHole(recorder.measure { spring.settlingTime(velocity: 0) })
      }
      recorder.endRepetition()
    }
    let batch = batchNanoseconds(repetitions: repetitions * 3, callsPerRun: 200) {
      var sum = 0.0
      for step in 0..<200 { sum += spring.settlingTime(velocity: Double(step) * 1e-9) }
      blackHole(sum)
    }
    report.rows.append(
      recorder.row(subject: "settlingTime, bounce 0.35", unit: "call", batch: batch))
    report.figures.append(("spring 0.45 s bounce 0.35 totalDuration s", spring.settlingTime()))
    return report
  }

  @inline(never)
  static func samplePass(_ motion: Motion, frames: Int, recorder: inout Recorder) {
    for frame in 0...frames {
      let time = Double(frame) / 120
      let sample = recorder.measure { motion.sample(at: time, from: 0, to: 300) }
      blackHole(sample)
    }
  }
}
