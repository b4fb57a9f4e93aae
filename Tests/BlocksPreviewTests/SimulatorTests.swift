import BlocksCore
import Testing

@testable import BlocksPreview

/// Frames of every block under every setting: what Reduce Motion, right-to-left layouts and the
/// animation rules promise.
@Suite struct SimulatorTests {
  /// Plays `example` through a session and returns, per frame, the drawn and target numbers.
  static func play(_ example: ScenarioCase) -> (
    frames: [(values: [Double], targets: [Double])], session: PreviewSession
  ) {
    var session = PreviewSession(
      block: example.block, scenario: example.scenario, settings: example.settings.settings)
    var frames: [(values: [Double], targets: [Double])] = []
    PreviewFrames.play(
      example.scenario, through: &session, reference: session.referenceLength,
      forwardSign: example.settings.settings.direction.forwardSign
    ) { session, time in
      frames.append((session.values(at: time), session.targets(at: time)))
    }
    return (frames, session)
  }

  /// The channels of a session that interpolate.
  static func continuousChannels(_ session: PreviewSession) -> [Int] {
    (0..<session.channelCount).filter {
      if case .discrete = session.kind(ofChannel: $0) { return false }
      return true
    }
  }

  @Test(
    arguments: ScenarioCase.all(
      settings: SettingsCase.sweep.filter { $0.settings.reduceMotion }))
  func reduceMotionNeverOvershoots(_ example: ScenarioCase) {
    // Every drawn number stays within the values the layout itself took.
    let (frames, session) = Self.play(example)
    for channel in Self.continuousChannels(session) {
      let targets = frames.map { $0.targets[channel] }
      let low = (targets.min() ?? 0) - 1e-9
      let high = (targets.max() ?? 0) + 1e-9
      for (index, frame) in frames.enumerated() {
        #expect(
          frame.values[channel] >= low && frame.values[channel] <= high,
          "channel \(channel), frame \(index): \(frame.values[channel]) outside \(low)...\(high)")
      }
    }
  }

  @Test func fullMotionOvershootsWhereASpringBounces() {
    // The same check fails without Reduce Motion: the bouncy settles leave the layout's range.
    let names: Set<String> = [
      "swipe-to-confirm-slider/confirm", "completion-swipe-row/complete",
    ]
    let bouncy = ScenarioCase.all().filter { names.contains("\($0.block.id)/\($0.scenario.name)") }
    #expect(bouncy.count == 2)
    for example in bouncy {
      let (frames, session) = Self.play(example)
      let overshoots = Self.continuousChannels(session).contains { channel in
        let targets = frames.map { $0.targets[channel] }
        // Scales and opacities are fractions: a few hundredths past the range is visible.
        return frames.contains {
          $0.values[channel] < (targets.min() ?? 0) - 0.02
            || $0.values[channel] > (targets.max() ?? 0) + 0.02
        }
      }
      #expect(overshoots, "\(example.testDescription)")
    }
  }

  static let directionCases = ScenarioCase.all(
    settings: [
      SettingsCase(settings: PreviewSettings(direction: .rightToLeft), name: "rtl"),
      SettingsCase(
        settings: PreviewSettings(direction: .rightToLeft, reduceMotion: true),
        name: "rtl, reduce motion"),
    ])

  @Test(arguments: directionCases)
  func rightToLeftFramesMirrorLeftToRightFrames(_ example: ScenarioCase) {
    var leftToRight = example
    leftToRight.settings.settings.direction = .leftToRight
    let mirrored = example.recording
    let plain = leftToRight.recording
    // The same layout numbers at every frame: the finger moved left, the block went forward.
    #expect(mirrored.frames == plain.frames)
    // And every element lands mirrored on the canvas; text keeps reading left to right.
    for index in stride(from: 0, to: plain.frames.count, by: 7) {
      let left = plain.scene(at: index)
      let right = mirrored.scene(at: index)
      let width = left.width
      // Groups only carry their content, which is checked element by element.
      let leftNodes = left.placedNodes.filter { $0.node.element != .group }
      let rightNodes = right.placedNodes.filter { $0.node.element != .group }
      #expect(leftNodes.count == rightNodes.count)
      for (a, b) in zip(leftNodes, rightNodes) {
        if example.block == .holdToConfirmButton {
          // Symmetric, with a ring that turns clockwise in every language: nothing moves.
          #expect(abs(a.minX - b.minX) < 1e-6 && abs(a.maxX - b.maxX) < 1e-6)
        } else {
          #expect(
            abs((width - a.maxX) - b.minX) < 1e-6 && abs((width - a.minX) - b.maxX) < 1e-6,
            "frame \(index), node \(a.index) \(a.node.role): \(a.minX)...\(a.maxX) vs \(b.minX)...\(b.maxX)"
          )
        }
        if a.node.element == .text {
          let anchors = (a.node.value(.textAnchor), b.node.value(.textAnchor))
          switch anchors {
          case (.keyword("middle")?, let other): #expect(other == .keyword("middle"))
          case (nil, let other):
            #expect(other == .keyword("end") || example.block == .holdToConfirmButton)
          default: break
          }
        }
      }
    }
  }
}

/// The simulator's animation rules, checked on a probe block whose events say exactly what
/// changes and how.
@Suite struct AnimationRuleTests {
  @Test func aChangeWithoutAnimationJumps() {
    var simulator = ProbeModel.simulator()
    simulator.handle(.key(.right), at: 1)  // value 0 → 100, no animation
    #expect(simulator.values(at: 1)[ProbeModel.value] == 100)
  }

  @Test func aNewViewStartsWithNoAnimationAndNoGesture() {
    // Given a probe whose value animates from 0 to 100 while a finger is down on it
    var simulator = ProbeModel.simulator()
    simulator.handle(.activate, at: 0.5)
    simulator.handle(.touchDown(x: 0, y: 0), at: 1)
    #expect(abs(simulator.values(at: 1.1)[ProbeModel.value]) < 99)
    // When the app replaces its view mid-animation (Undo) with a new one at 0
    simulator.handle(.undo, at: 1.2)
    #expect(simulator.model.viewIdentity == 1)
    // Then the new view is drawn at its own value at once: the old animation went with the view
    for time in stride(from: 1.2, through: 2.5, by: 0.1) {
      #expect(simulator.values(at: time)[ProbeModel.value] == 0, "t = \(time)")
    }
    // And the finger that was down drives nothing until it lifts and touches again
    simulator.handle(.touchMoved(x: 40, y: 0), at: 2.6)
    simulator.handle(.touchUp(velocityX: 0, velocityY: 0), at: 2.7)
    #expect(simulator.values(at: 2.8)[ProbeModel.value] == 0)
    simulator.handle(.touchDown(x: 0, y: 0), at: 3)
    simulator.handle(.touchMoved(x: 40, y: 0), at: 3.1)
    #expect(simulator.targets(at: 3.1)[ProbeModel.value] == 40)
  }

  @Test func aChangeAnimatesFromWhatIsDrawnAlongTheEventsMotion() {
    var simulator = ProbeModel.simulator()
    simulator.handle(.activate, at: 1)  // value 0 → 100 with an ease-out of 1 s
    let motion = ProbeModel.easeOut
    for time in stride(from: 1.0, through: 2.2, by: 0.1) {
      let expected = motion.sample(at: time - 1, from: 0, to: 100).value
      #expect(abs(simulator.values(at: time)[ProbeModel.value] - expected) < 1e-9)
    }
  }

  @Test func aSpringRetargetedMidFlightKeepsItsPositionAndVelocity() {
    var simulator = ProbeModel.simulator()
    simulator.handle(.touchDown(x: 0, y: 0), at: 1)
    simulator.handle(.touchMoved(x: 100, y: 0), at: 1)  // 0 → 100 with a bouncy spring
    let spring = ProbeModel.spring
    let flight = spring.sample(at: 0.2, from: 0, to: 100)
    simulator.handle(.touchMoved(x: 0, y: 0), at: 1.2)  // back to 0 while still moving
    #expect(abs(simulator.values(at: 1.2)[ProbeModel.value] - flight.value) < 1e-9)
    for time in stride(from: 1.2, through: 2.4, by: 0.05) {
      let expected = spring.sample(
        at: time - 1.2, from: flight.value, to: 0, initialVelocity: flight.velocity
      ).value
      #expect(abs(simulator.values(at: time)[ProbeModel.value] - expected) < 1e-9, "t = \(time)")
    }
  }

  @Test func aDiscreteChannelNeverTakesValuesInBetween() {
    var simulator = ProbeModel.simulator()
    simulator.handle(.activate, at: 1)
    for time in stride(from: 1.0, through: 2.0, by: 0.05) {
      let flag = simulator.values(at: time)[ProbeModel.flag]
      #expect(flag == 1)
    }
  }

  @Test func aScopedChannelUsesItsOwnMotionWhateverTheEventSays() {
    var simulator = ProbeModel.simulator()
    simulator.handle(.key(.right), at: 1)  // no animation for the event
    let expected = ProbeModel.scoped.sample(at: 0.25, from: 0, to: 100).value
    #expect(abs(simulator.values(at: 1.25)[ProbeModel.scopedValue] - expected) < 1e-9)
    #expect(simulator.values(at: 1.25)[ProbeModel.value] == 100)
  }

  @Test func aValueThatChangesWithTimePassesStraightThrough() {
    let simulator = ProbeModel.simulator()
    for time in [0.5, 1.0, 2.5] {
      #expect(simulator.values(at: time)[ProbeModel.clock] == time)
    }
  }
}
