import Foundation
import Testing

@testable import BlocksCore

@Suite("Slider machine")
struct SwipeToConfirmSliderMachineTests {
  // MARK: Progress

  struct ProgressCase: Sendable, CustomTestStringConvertible {
    let width: Double
    let height: Double
    let direction: FlowDirection
    let translation: Double
    let expected: Double

    var testDescription: String {
      "\(width)×\(height) \(direction) dragged \(translation) → p \(expected)"
    }
  }

  static let progressCases: [ProgressCase] = [
    // 320 × 68: track 310, thumb 58, travel 252.
    ProgressCase(width: 320, height: 68, direction: .leftToRight, translation: 126, expected: 0.5),
    ProgressCase(width: 320, height: 68, direction: .leftToRight, translation: 252, expected: 1),
    ProgressCase(width: 320, height: 68, direction: .leftToRight, translation: 400, expected: 1),
    ProgressCase(width: 320, height: 68, direction: .leftToRight, translation: -40, expected: 0),
    ProgressCase(width: 320, height: 68, direction: .rightToLeft, translation: -126, expected: 0.5),
    ProgressCase(width: 320, height: 68, direction: .rightToLeft, translation: 126, expected: 0),
    ProgressCase(width: 320, height: 68, direction: .rightToLeft, translation: -999, expected: 1),
    // Dynamic Type: 68 scaled by 1.5 is 102: thumb 92, travel 310 − 92 = 218.
    ProgressCase(width: 320, height: 102, direction: .leftToRight, translation: 109, expected: 0.5),
    // Travel ≤ 0: the thumb cannot move.
    ProgressCase(width: 68, height: 68, direction: .leftToRight, translation: 50, expected: 0),
    ProgressCase(width: 40, height: 68, direction: .rightToLeft, translation: -50, expected: 0),
    ProgressCase(width: 0, height: 0, direction: .leftToRight, translation: 50, expected: 0),
  ]

  @Test("progress is the forward translation over the travel, clamped", arguments: progressCases)
  func progressFollowsFinger(_ c: ProgressCase) {
    var host = SwipeToConfirmSliderHost(
      width: c.width, height: c.height, environment: BlockEnvironment(direction: c.direction))
    let effects = host.send(.dragChanged(translation: c.translation))
    #expect(host.phase == .dragging)
    #expect(abs(host.progress - c.expected) < 1e-12)
    // No animation while the finger is down; the only effect is the tick past the threshold.
    #expect(effects.animation == nil)
    var rest = effects
    rest.haptic = nil
    #expect(rest.isEmpty)
    #expect(effects.haptic == (c.expected >= 0.92 ? .lightImpact : nil))
  }

  // MARK: Threshold haptic

  struct CrossingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let direction: FlowDirection
    /// Finger positions as fractions of the travel, forward.
    let fractions: [Double]
    /// How many light impacts the drag plays.
    let ticks: Int
    var testDescription: String { "\(name) \(direction): \(fractions) → \(ticks) tick(s)" }
  }

  static let crossingCases: [CrossingCase] = FlowDirection.allCases.flatMap { direction in
    [
      CrossingCase(
        name: "stays short", direction: direction, fractions: [0.3, 0.9, 0.919], ticks: 0),
      CrossingCase(
        name: "reaches exactly 92 %", direction: direction, fractions: [0.5, 0.92], ticks: 1),
      CrossingCase(name: "jumps past", direction: direction, fractions: [1.5], ticks: 1),
      CrossingCase(
        name: "stays past", direction: direction, fractions: [0.95, 0.97, 1, 0.93], ticks: 1),
      CrossingCase(
        name: "leaves and comes back", direction: direction, fractions: [0.95, 0.5, 0.96],
        ticks: 2),
      CrossingCase(
        name: "backwards past the start", direction: direction, fractions: [-0.5, -2], ticks: 0),
    ]
  }

  @Test(
    "crossing the confirm threshold while dragging plays one light impact", arguments: crossingCases
  )
  func thresholdHaptic(_ c: CrossingCase) {
    // Given an idle slider
    var host = SwipeToConfirmSliderHost(environment: BlockEnvironment(direction: c.direction))
    // When the finger moves through the fractions
    for fraction in c.fractions {
      let effects = host.send(
        .dragChanged(translation: c.direction.forwardSign * fraction * host.machine.travel))
      #expect(effects.animation == nil)
    }
    // Then it ticked once per crossing into the confirm zone, and nothing else played
    #expect(host.haptics == Array(repeating: .lightImpact, count: c.ticks))
    #expect(host.performed == 0)
  }

  @Test("no tick for a gesture the slider does not take")
  func noTickWhenIgnored() {
    // Given a disabled slider, and a confirmed one
    var disabled = SwipeToConfirmSliderHost(environment: BlockEnvironment(isEnabled: false))
    var confirmed = SwipeToConfirmSliderHost()
    confirmed.send(.accessibilityActivate)
    // When a finger drags past the threshold on each
    for fraction in [0.5, 1.0] {
      disabled.send(.dragChanged(translation: fraction * 252))
      confirmed.send(.dragChanged(translation: fraction * 252))
    }
    // Then neither ticks
    #expect(disabled.haptics.isEmpty)
    #expect(confirmed.haptics == [.success])
  }

  @Test("NaN translations keep the last progress; infinite ones clamp")
  func nonFiniteTranslations() {
    var host = SwipeToConfirmSliderHost()
    host.send(.dragChanged(translation: 126))
    host.send(.dragChanged(translation: .nan))
    #expect(host.progress == 0.5)
    host.send(.dragChanged(translation: .infinity))
    #expect(host.progress == 1)
    host.send(.dragChanged(translation: -.infinity))
    #expect(host.progress == 0)
    host.send(.dragEnded)
    #expect(host.phase == .idle)
    #expect(host.performed == 0)
  }

  // MARK: Release

  struct ReleaseCase: Sendable, CustomTestStringConvertible {
    let fraction: Double
    let direction: FlowDirection
    let reduceMotion: Bool
    var confirms: Bool { fraction >= 0.92 }

    var testDescription: String {
      "release at \(fraction) \(direction)\(reduceMotion ? " reduce motion" : "")"
    }
  }

  static let releaseCases: [ReleaseCase] = [0.0, 0.3, 0.9, 0.919, 0.92, 0.95, 1.0].flatMap {
    fraction in
    FlowDirection.allCases.flatMap { direction in
      [false, true].map {
        ReleaseCase(fraction: fraction, direction: direction, reduceMotion: $0)
      }
    }
  }

  @Test("release at 92 % or more confirms, else the thumb settles back", arguments: releaseCases)
  func release(_ c: ReleaseCase) {
    // Given a slider in the case's direction and motion setting
    var host = SwipeToConfirmSliderHost(
      environment: BlockEnvironment(reduceMotion: c.reduceMotion, direction: c.direction))
    // When the finger drags to the fraction and lifts
    let effects = host.drag(to: c.fraction)
    // Then it confirms or settles back with the settle motion
    let settle: Motion =
      c.reduceMotion ? .easeOut(duration: 0.15) : .spring(duration: 0.45, bounce: 0.35)
    #expect(effects.animation == settle)
    if c.confirms {
      #expect(host.phase == .confirmed)
      #expect(host.progress == 1)
      #expect(host.performed == 1)
      #expect(effects.haptic == .success)
      #expect(effects.announcement == SwipeToConfirmSliderStrings.confirmedAnnouncement)
    } else {
      #expect(host.phase == .idle)
      #expect(host.progress == 0)
      #expect(host.performed == 0)
      #expect(effects.haptic == nil)
      #expect(effects.timer == nil)
      #expect(host.machine.isAtRest)
    }
  }

  // MARK: The 92 % boundary at every size

  struct BoundaryCase: Sendable, CustomTestStringConvertible {
    let height: Double
    let travel: Double
    let direction: FlowDirection
    /// The view's width: (width − 2 × 5) − (height − 2 × 5) is the travel.
    var width: Double { travel + height }
    /// 92 % of the travel, exactly: every travel is a multiple of 25 pt, so 23/25 of it is whole.
    var threshold: Double { travel / 25 * 23 }

    var testDescription: String {
      "\(width)×\(height) (travel \(travel)) \(direction)"
    }
  }

  static let boundaryCases: [BoundaryCase] = [44.0, 68, 102, 160].flatMap { height in
    [25.0, 100, 250, 400].flatMap { travel in
      FlowDirection.allCases.map { BoundaryCase(height: height, travel: travel, direction: $0) }
    }
  }

  @Test(
    "at every size, a release at exactly 92 % of the travel confirms and one ulp less does not",
    arguments: boundaryCases)
  func releaseBoundarySweep(_ c: BoundaryCase) {
    for (translation, confirms) in [(c.threshold, true), (c.threshold.nextDown, false)] {
      // Given a slider of the case's size and Dynamic Type height
      var host = SwipeToConfirmSliderHost(
        width: c.width, height: c.height, environment: BlockEnvironment(direction: c.direction))
      #expect(host.machine.travel == c.travel)
      // When the finger drags to the translation and lifts
      host.send(.dragChanged(translation: c.direction.forwardSign * translation))
      #expect(confirms ? host.progress == 0.92 : host.progress < 0.92, "at \(translation) pt")
      host.send(.dragEnded)
      // Then the boundary itself confirms, once; a hair less settles back
      #expect(host.phase == (confirms ? .confirmed : .idle), "at \(translation) pt")
      #expect(host.performed == (confirms ? 1 : 0), "at \(translation) pt")
      #expect(host.progress == (confirms ? 1 : 0), "at \(translation) pt")
    }
  }

  @Test("a drag backwards in right-to-left (screen right) never moves the thumb")
  func rightToLeftBackwards() {
    var host = SwipeToConfirmSliderHost(environment: BlockEnvironment(direction: .rightToLeft))
    host.send(.dragChanged(translation: 300))
    #expect(host.progress == 0)
    host.send(.dragEnded)
    #expect(host.performed == 0)
    // A screen-left drag is forward and confirms.
    host.send(.dragChanged(translation: -300))
    host.send(.dragEnded)
    #expect(host.phase == .confirmed)
  }

  @Test("the settle motion is a 0.45 s spring with bounce 0.35, or a 0.15 s ease-out")
  func settleMotion() {
    #expect(
      SwipeToConfirmSliderMetrics.settleMotion(reduceMotion: false)
        == .spring(duration: 0.45, bounce: 0.35))
    #expect(
      SwipeToConfirmSliderMetrics.settleMotion(reduceMotion: true) == .easeOut(duration: 0.15))
  }

  // MARK: Thumb after release

  struct SampleCase: Sendable, CustomTestStringConvertible {
    let fraction: Double
    let reduceMotion: Bool
    var testDescription: String { "released at \(fraction)\(reduceMotion ? " reduce motion" : "")" }
  }

  static let sampleCases = [0.3, 0.6, 0.95].flatMap { f in
    [false, true].map { SampleCase(fraction: f, reduceMotion: $0) }
  }

  @Test("where the thumb is 120 ms after release", arguments: sampleCases)
  func thumbAfterRelease(_ c: SampleCase) throws {
    // Given a finger at the fraction of the travel
    var host = SwipeToConfirmSliderHost(environment: BlockEnvironment(reduceMotion: c.reduceMotion))
    host.send(.dragChanged(translation: c.fraction * 252))
    let from = host.layout.thumbOffset
    // When it lifts
    let effects = host.send(.dragEnded)
    let to = host.layout.thumbOffset
    let motion = try #require(effects.animation)
    let sample = motion.sample(at: 0.12, from: from, to: to).value
    // Then the thumb follows the settle motion
    if c.reduceMotion {
      // Ease-out (0, 0, 0.58, 1) at 80 % of 0.15 s: most of the way, never past the target.
      #expect(abs(sample - to) < abs(from - to) * 0.1)
      #expect((sample - to) * (from - to) > 0)
      #expect(motion.sample(at: 0.15, from: from, to: to).value == to)
      for step in 0...30 {
        let value = motion.sample(at: Double(step) * 0.01, from: from, to: to).value
        #expect((value - to) * (from - to) >= -1e-9, "ease-out overshoots at \(step) × 10 ms")
      }
    } else {
      // The closed-form spring: ω = 2π / 0.45, ζ = 1 − 0.35.
      let omega = 2 * Double.pi / 0.45
      let zeta = 0.65
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let x0 = from - to
      let t = 0.12
      let expected =
        to + exp(-zeta * omega * t)
        * (x0 * cos(damped * t) + zeta * omega * x0 / damped * sin(damped * t))
      #expect(abs(sample - expected) < 1e-6)
      // A bounce of 0.35 overshoots the target at some point.
      let overshoots = (0...45).contains { step in
        (motion.sample(at: Double(step) * 0.01, from: from, to: to).value - to) * (from - to) < 0
      }
      #expect(overshoots)
    }
  }

  // MARK: Confirm and reset

  @Test("a confirm runs the callback once, plays success, announces and starts the reset timer")
  func confirmEffects() {
    var host = SwipeToConfirmSliderHost()
    let effects = host.drag(to: 1)
    #expect(host.phase == .confirmed)
    #expect(effects.callback == .perform)
    #expect(effects.haptic == .success)
    #expect(effects.announcement == SwipeToConfirmSliderStrings.confirmedAnnouncement)
    guard case .start(_, let after)? = effects.timer else {
      Issue.record("no reset timer")
      return
    }
    #expect(after == 1.4)
    // The tick as the finger crossed 92 %, then the success of the confirm.
    #expect(host.haptics == [.lightImpact, .success])
    #expect(host.performed == 1)
  }

  @Test("once confirmed, drags are ignored until the reset")
  func confirmedIgnoresDrags() {
    // Given a confirmed slider
    var host = SwipeToConfirmSliderHost()
    host.drag(to: 1)
    // When another drag happens
    let moved = host.send(.dragChanged(translation: -100))
    let ended = host.send(.dragEnded)
    host.drag(to: 1)
    // Then nothing changes and nothing runs
    #expect(moved.isEmpty)
    #expect(ended.isEmpty)
    #expect(host.phase == .confirmed)
    #expect(host.progress == 1)
    #expect(host.performed == 1)
  }

  @Test("a finger that went down while confirmed is ignored after the reset until it lifts")
  func gestureSpanningReset() {
    // Given a confirmed slider with a finger down on it
    var host = SwipeToConfirmSliderHost()
    host.drag(to: 1)
    host.send(.dragChanged(translation: 10))
    // When the reset happens and the finger keeps moving, then lifts
    host.advance(by: 1.4)
    #expect(host.phase == .idle)
    host.send(.dragChanged(translation: 252))
    #expect(host.progress == 0)
    host.send(.dragEnded)
    // Then nothing confirmed; the next gesture works
    #expect(host.performed == 1)
    host.drag(to: 1)
    #expect(host.performed == 2)
  }

  struct DelayCase: Sendable, CustomTestStringConvertible {
    let given: Double
    let used: Double
    var testDescription: String { "resetDelay \(given) → \(used)" }
  }

  static let delayCases = [
    DelayCase(given: 1.4, used: 1.4), DelayCase(given: 0.5, used: 0.5),
    DelayCase(given: 3, used: 3), DelayCase(given: 0, used: 0), DelayCase(given: -2, used: 0),
    DelayCase(given: .nan, used: 1.4), DelayCase(given: .infinity, used: 60),
    DelayCase(given: 1e300, used: 60), DelayCase(given: 61, used: 60),
    DelayCase(given: -.infinity, used: 0),
  ]

  @Test("after resetDelay the slider settles back to idle", arguments: delayCases)
  func reset(_ c: DelayCase) {
    // Given a slider confirmed at time 0
    var host = SwipeToConfirmSliderHost(resetDelay: c.given)
    host.drag(to: 1)
    // When just less than the delay passes, it is still confirmed
    if c.used > 0 {
      host.advance(by: c.used - 0.01)
      #expect(host.phase == .confirmed)
      host.advance(by: 0.01)
    } else {
      host.advance(by: 0)
    }
    // Then at the delay it settles back with the settle motion
    #expect(host.phase == .idle)
    #expect(host.progress == 0)
    #expect(host.last.animation == SwipeToConfirmSliderMetrics.settleMotion(reduceMotion: false))
    #expect(host.last.callback == nil)
    #expect(host.machine.isAtRest)
    #expect(host.performed == 1)
  }

  @Test("a stale or unknown timer is ignored")
  func staleTimer() {
    // Given a slider confirmed, reset, and confirmed again
    var host = SwipeToConfirmSliderHost()
    host.drag(to: 1)
    guard case .start(let first, _)? = host.last.timer else {
      Issue.record("no timer")
      return
    }
    host.advance(by: 2)
    host.drag(to: 1)
    // When the first timer fires late
    let effects = host.send(.timerFired(first))
    // Then it changes nothing
    #expect(effects.isEmpty)
    #expect(host.phase == .confirmed)
    #expect(host.send(.timerFired(SwipeToConfirmSliderMachine.Timer(generation: 999))).isEmpty)
  }

  // MARK: Accessibility activation

  @Test("activating confirms exactly like a completed drag")
  func activateLikeDrag() {
    for reduceMotion in [false, true] {
      let environment = BlockEnvironment(reduceMotion: reduceMotion)
      var dragged = SwipeToConfirmSliderHost(environment: environment)
      var activated = SwipeToConfirmSliderHost(environment: environment)
      let byDrag = dragged.drag(to: 1)
      let byActivation = activated.send(.accessibilityActivate)
      #expect(byDrag == byActivation)
      #expect(dragged.machine.phase == activated.machine.phase)
      #expect(dragged.layout == activated.layout)
    }
  }

  @Test("a double activation runs the callback once")
  func doubleActivation() {
    var host = SwipeToConfirmSliderHost()
    host.send(.accessibilityActivate)
    let second = host.send(.accessibilityActivate)
    #expect(second.isEmpty)
    #expect(host.performed == 1)
    // After the reset it can confirm again, once.
    host.advance(by: 1.4)
    host.send(.accessibilityActivate)
    host.send(.accessibilityActivate)
    #expect(host.performed == 2)
  }

  @Test("activating mid-drag confirms once and the finger's release does nothing more")
  func activateMidDrag() {
    var host = SwipeToConfirmSliderHost()
    host.send(.dragChanged(translation: 100))
    host.send(.accessibilityActivate)
    #expect(host.phase == .confirmed)
    host.send(.dragChanged(translation: 252))
    host.send(.dragEnded)
    host.advance(by: 1.4)
    #expect(host.performed == 1)
    #expect(host.machine.isAtRest)
  }

  // MARK: Disabled

  @Test("a disabled slider ignores drags and activation")
  func disabled() {
    var host = SwipeToConfirmSliderHost(environment: BlockEnvironment(isEnabled: false))
    #expect(host.drag(to: 1).isEmpty)
    #expect(host.send(.accessibilityActivate).isEmpty)
    #expect(host.phase == .idle)
    #expect(host.progress == 0)
    #expect(host.performed == 0)
    #expect(!host.machine.acceptsInput)
  }

  @Test("a drag started while disabled does not confirm when re-enabled mid-gesture")
  func reenabledMidGesture() {
    // Given a disabled slider with a finger down
    var host = SwipeToConfirmSliderHost(environment: BlockEnvironment(isEnabled: false))
    host.send(.dragChanged(translation: 20))
    // When it is enabled while the finger goes to the end and lifts
    host.send(.environmentChanged(BlockEnvironment(isEnabled: true)))
    host.send(.dragChanged(translation: 252))
    #expect(host.progress == 0)
    host.send(.dragEnded)
    // Then nothing confirmed, and the next gesture works
    #expect(host.performed == 0)
    #expect(host.phase == .idle)
    host.drag(to: 1)
    #expect(host.performed == 1)
  }

  @Test("disabled mid-drag: the thumb settles back and the gesture is spent")
  func disabledMidDrag() {
    // Given a finger at 95 %
    var host = SwipeToConfirmSliderHost()
    host.send(.dragChanged(translation: 0.95 * 252))
    // When the slider is disabled, then re-enabled, and the finger lifts
    let effects = host.send(.environmentChanged(BlockEnvironment(isEnabled: false)))
    #expect(effects.animation == SwipeToConfirmSliderMetrics.settleMotion(reduceMotion: false))
    #expect(host.phase == .idle)
    #expect(host.progress == 0)
    host.send(.environmentChanged(BlockEnvironment(isEnabled: true)))
    host.send(.dragChanged(translation: 252))
    host.send(.dragEnded)
    // Then nothing confirmed
    #expect(host.performed == 0)
    #expect(host.machine.isAtRest)
  }

  @Test("disabled while confirmed still resets; no callback runs")
  func disabledWhileConfirmed() {
    var host = SwipeToConfirmSliderHost()
    host.drag(to: 1)
    host.send(.environmentChanged(BlockEnvironment(isEnabled: false)))
    host.advance(by: 1.4)
    #expect(host.phase == .idle)
    #expect(host.performed == 1)
  }

  // MARK: Asynchronous confirm

  @Test("async: pending, then confirmed exactly like the synchronous version")
  func asyncSuccess() {
    // Given an async slider
    var host = SwipeToConfirmSliderHost(isAsync: true)
    // When the drag completes
    let started = host.drag(to: 1)
    // Then it waits at the end with the work started, no haptic yet
    #expect(host.phase == .pending)
    #expect(host.progress == 1)
    #expect(started.callback == .perform)
    #expect(started.haptic == nil)
    #expect(started.timer == nil)
    #expect(host.layout.showsProgressIndicator)
    #expect(!host.machine.isAtRest)
    // And a second gesture or activation does nothing
    #expect(host.drag(to: 1).isEmpty)
    #expect(host.send(.accessibilityActivate).isEmpty)
    host.advance(by: 10)
    #expect(host.phase == .pending)
    // When the work returns
    host.finishWork()
    // Then the confirmed state, haptic, announcement and reset timer, like the sync version
    var sync = SwipeToConfirmSliderHost()
    let syncEffects = sync.drag(to: 1)
    #expect(host.phase == .confirmed)
    #expect(host.last.haptic == syncEffects.haptic)
    #expect(host.last.announcement == syncEffects.announcement)
    #expect(host.last.timer == .start(SwipeToConfirmSliderMachine.Timer(generation: 1), after: 1.4))
    #expect(host.layout == sync.layout)
    host.advance(by: 1.4)
    #expect(host.machine.isAtRest)
    #expect(host.performed == 1)
  }

  @Test(
    "async failure: error haptic, shake or fade, failure title for the delay, then idle",
    arguments: [false, true])
  func asyncFailure(reduceMotion: Bool) {
    // Given a pending async slider
    var host = SwipeToConfirmSliderHost(
      resetDelay: 2, isAsync: true, environment: BlockEnvironment(reduceMotion: reduceMotion))
    host.send(.accessibilityActivate)
    // When the work throws
    host.finishWork(failing: true)
    // Then it shows the failure
    #expect(host.phase == .failed)
    #expect(host.last.haptic == .error)
    #expect(host.last.announcement == SwipeToConfirmSliderStrings.failedAnnouncement)
    #expect(
      host.last.animation == SwipeToConfirmSliderMetrics.settleMotion(reduceMotion: reduceMotion))
    #expect(host.layout.title == .failure)
    #expect(host.layout.titleOpacity == 1)
    #expect(host.layout.shakeCycle == 1)
    #expect(
      host.layout.shakeAmplitudeNow
        == (reduceMotion ? 0 : SwipeToConfirmSliderLook.standard.shakeAmplitude))
    #expect(SwipeToConfirmSliderAccessibility(host.machine).label == .failure)
    // For the reset delay
    host.advance(by: 1.99)
    #expect(host.phase == .failed)
    host.advance(by: 0.01)
    // Then it re-arms at idle, and the next confirm works
    #expect(host.phase == .idle)
    #expect(host.layout.title == .title)
    #expect(host.machine.isAtRest)
    host.send(.accessibilityActivate)
    #expect(host.performed == 2)
  }

  @Test("a failed slider ignores gestures and activation until it re-arms at idle")
  func failedIgnoresInput() {
    // Given a failed confirm
    var host = SwipeToConfirmSliderHost(isAsync: true)
    host.drag(to: 1)
    host.finishWork(failing: true)
    // When the user drags or activates during the failure title
    #expect(host.send(.dragChanged(translation: 252)).isEmpty)
    host.send(.dragEnded)
    #expect(host.send(.accessibilityActivate).isEmpty)
    // Then nothing runs and the failure still re-arms on time
    #expect(host.phase == .failed)
    #expect(host.performed == 1)
    host.advance(by: SwipeToConfirmSliderMetrics.defaultResetDelay)
    #expect(host.phase == .idle)
    host.drag(to: 1)
    #expect(host.phase == .pending)
    #expect(host.performed == 2)
  }

  @Test("work outcomes outside pending are ignored")
  func strayWorkOutcome() {
    var host = SwipeToConfirmSliderHost(isAsync: true)
    #expect(host.send(.workFinished).isEmpty)
    #expect(host.send(.workFailed).isEmpty)
    host.drag(to: 1)
    host.finishWork()
    #expect(host.send(.workFailed).isEmpty)
    #expect(host.phase == .confirmed)
    // A sync slider never waits for work.
    var sync = SwipeToConfirmSliderHost()
    sync.drag(to: 1)
    #expect(sync.send(.workFinished).isEmpty)
  }

  // MARK: Disappear

  @Test("disappearing while pending cancels the work; its outcome never shows")
  func disappearPending() {
    // Given pending work
    var host = SwipeToConfirmSliderHost(isAsync: true)
    host.drag(to: 1)
    // When the view disappears
    let effects = host.send(.disappeared)
    // Then the work and timer are cancelled and a late outcome does nothing
    #expect(effects.callback == .cancelWork)
    #expect(effects.timer == .cancel)
    #expect(host.cancelledWork == 1)
    #expect(host.send(.workFinished).isEmpty)
    #expect(host.send(.workFailed).isEmpty)
    host.advance(by: 10)
    // Only the drag's threshold tick played; no outcome's haptic.
    #expect(host.haptics == [.lightImpact])
    #expect(host.announcements.isEmpty)
    #expect(host.performed == 1)
    #expect(host.machine.isAtRest)
  }

  @Test("disappearing during the reset cancels the timer; it never fires")
  func disappearDuringReset() {
    // Given a confirmed slider waiting for its reset
    var host = SwipeToConfirmSliderHost()
    host.drag(to: 1)
    guard case .start(let timer, _)? = host.last.timer else {
      Issue.record("no timer")
      return
    }
    // When the view disappears and the timer fires anyway
    let effects = host.send(.disappeared)
    #expect(effects.timer == .cancel)
    #expect(host.scheduled == nil)
    #expect(host.send(.timerFired(timer)).isEmpty)
    // Then the slider is idle and the callback ran once
    #expect(host.machine.isAtRest)
    #expect(host.performed == 1)
  }

  @Test("disappearing mid-drag: the release never confirms")
  func disappearMidDrag() {
    var host = SwipeToConfirmSliderHost()
    host.send(.dragChanged(translation: 252))
    host.send(.disappeared)
    host.send(.dragEnded)
    #expect(host.performed == 0)
    #expect(host.machine.isAtRest)
  }

  // MARK: Size and rest

  @Test("sizes are sanitized before any rule sees them")
  func sizes() {
    var machine = SwipeToConfirmSliderMachine()
    for (width, height) in [(Double.nan, 68.0), (-10, .infinity), (.infinity, -.infinity)] {
      #expect(machine.send(.sizeChanged(width: width, height: height), at: 0).isEmpty)
      #expect(machine.width.isFinite && machine.width >= 0)
      #expect(machine.height.isFinite && machine.height >= 0)
      #expect(machine.travel == 0)
    }
  }

  @Test("a resized slider keeps its progress as a fraction")
  func resizeMidDrag() {
    var host = SwipeToConfirmSliderHost()
    host.send(.dragChanged(translation: 126))
    host.send(.sizeChanged(width: 600, height: 68))
    #expect(host.progress == 0.5)
    #expect(host.layout.thumbOffset == 5 + 0.5 * (590 - 58))
  }
}

@Suite("Slider machine: seeded random sequences")
struct SwipeToConfirmSliderRandomSequenceTests {
  static let sequences = 2_000
  static let steps = 100

  @Test("progress stays in [0, 1], callbacks run exactly when they should, the slider comes home")
  func randomSequences() {
    var confirms = 0
    var failures = 0
    for index in 0..<Self.sequences {
      let seed = 0x51_1DE5 &+ UInt64(index)
      var rng = SplitMix64(seed: seed)
      var host = SwipeToConfirmSliderHost(
        width: 320, height: 68, resetDelay: Double(rng.next() % 30) / 10,
        isAsync: rng.next() % 2 == 0)
      var actions = RandomHostActions(
        SwipeToConfirmSliderModel(resetDelay: host.machine.resetDelay, isAsync: host.isAsync))
      // Outcomes of things in flight are allowed only between a perform and a disappear.
      var inFlight = false
      for step in 0..<Self.steps {
        let before = host.machine
        // Random timer fires are stale or forged: only the host's clock fires the running one.
        let event: SwipeToConfirmSliderMachine.Event
        switch actions.next(for: host, using: &rng) {
        case .send(let next):
          event = next
        case .wait(let seconds):
          host.advance(by: seconds)
          check(host, seed: seed, step: step)
          continue
        case .none:
          check(host, seed: seed, step: step)
          continue
        }
        var effects: Effects<SwipeToConfirmSliderMachine.Timer>
        switch event {
        case .workFinished, .workFailed:
          if host.isWorkRunning {
            // The host reports the running work's outcome.
            host.finishWork(failing: event == .workFailed)
            effects = host.last
          } else {
            // A stray or late outcome (after a cancel) must change nothing.
            effects = host.send(event)
            #expect(effects.isEmpty, "seed \(seed) step \(step): stray \(event)")
          }
        default:
          effects = host.send(event)
        }
        let performs = effects.callback == .perform
        // A perform only for a completed gesture or an activation the slider could take.
        switch event {
        case .accessibilityActivate:
          #expect(performs == before.acceptsInput, "seed \(seed) step \(step)")
        case .dragEnded:
          let completes =
            before.phase == .dragging && !before.isIgnoringGesture
            && before.progress >= SwipeToConfirmSliderMetrics.confirmThreshold
          #expect(performs == completes, "seed \(seed) step \(step)")
        default:
          #expect(!performs, "seed \(seed) step \(step): \(event)")
        }
        if performs {
          #expect(before.environment.isEnabled, "seed \(seed) step \(step)")
          #expect(
            before.phase != .pending && before.phase != .confirmed, "seed \(seed) step \(step)")
          inFlight = true
        }
        if case .disappeared = event { inFlight = false }
        // After a disappear nothing left over (timer, work) shows, plays or announces.
        switch event {
        case .timerFired, .workFinished, .workFailed:
          if !inFlight { #expect(effects.isEmpty, "seed \(seed) step \(step): \(event)") }
        default: break
        }
        check(host, seed: seed, step: step)
      }
      // When events stop: the finger lifts, running work returns, timers run out.
      host.send(.dragEnded)
      if host.isWorkRunning { host.finishWork(failing: rng.next() % 2 == 0) }
      host.advance(by: SwipeToConfirmSliderMetrics.resetDelayRange.upperBound + 1)
      confirms += host.performed
      failures += host.machine.failureCount
      #expect(host.machine.isAtRest, "seed \(seed): \(host.machine.phase)")
      #expect(host.phase == .idle, "seed \(seed)")
      #expect(host.scheduled == nil, "seed \(seed)")
    }

    // The sequences reach the interesting states often enough to mean something.
    #expect(confirms > Self.sequences)
    #expect(failures > Self.sequences / 4)
  }

  private func check(_ host: SwipeToConfirmSliderHost, seed: UInt64, step: Int) {
    let p = host.progress
    #expect(p.isFinite && p >= 0 && p <= 1, "seed \(seed) step \(step): p \(p)")
    #expect(host.layout.allNumbers.allSatisfy { $0.isFinite }, "seed \(seed) step \(step)")
    // Pending exactly while the work runs.
    #expect((host.phase == .pending) == host.isWorkRunning, "seed \(seed) step \(step)")
    // A timer runs exactly while confirmed or failed.
    let waits = host.phase == .confirmed || host.phase == .failed
    #expect((host.scheduled != nil) == waits, "seed \(seed) step \(step)")
  }
}

@Suite("Slider machine: on a device")
struct SwipeToConfirmSliderDeviceTests {
  struct CancelCase: Sendable, CustomTestStringConvertible {
    let progress: Double
    let direction: FlowDirection
    var testDescription: String { "cancelled at \(progress) \(direction)" }
  }

  static let cancelCases: [CancelCase] = [0.3, 0.92, 0.99, 1.0].flatMap { progress in
    FlowDirection.allCases.map { CancelCase(progress: progress, direction: $0) }
  }

  @Test(
    "a drag the system cancels springs back and never confirms, whatever its progress",
    arguments: cancelCases)
  func cancelledDragNeverConfirms(_ c: CancelCase) {
    // Given a finger that carried the thumb to `progress`
    var host = SwipeToConfirmSliderHost(environment: BlockEnvironment(direction: c.direction))
    let screen = c.direction.forwardSign * c.progress * host.machine.travel
    host.send(.dragChanged(translation: screen))
    // When the system cancels the gesture (Control Center, a call, a scroll view)
    let effects = host.send(.dragCancelled)
    // Then the thumb springs back from where it was and nothing confirms
    #expect(host.phase == .idle)
    #expect(host.progress == 0)
    #expect(effects.callback == nil && effects.haptic == nil && effects.announcement == nil)
    #expect(effects.animation == SwipeToConfirmSliderMetrics.settleMotion(reduceMotion: false))
    #expect(abs(host.machine.progress(at: host.now) - c.progress) < 1e-9)
    // And a late lift of the same gesture changes nothing
    #expect(host.send(.dragEnded).isEmpty)
    host.advance(by: 5)
    #expect(host.performed == 0)
    #expect(host.machine.isAtRest)
  }

  @Test("a cancel after a lift is ignored: the lift already decided")
  func cancelAfterLift() {
    var host = SwipeToConfirmSliderHost()
    host.drag(to: 1)
    #expect(host.phase == .confirmed)
    #expect(host.send(.dragCancelled).isEmpty)
    #expect(host.phase == .confirmed)
    #expect(host.performed == 1)
  }

  @Test("a finger that catches the thumb mid-settle takes it from where it is drawn")
  func grabDuringSettle() {
    // Given a thumb released at 80 % and springing back
    var host = SwipeToConfirmSliderHost()
    let travel = host.machine.travel
    host.send(.dragChanged(translation: 0.8 * travel))
    host.send(.dragEnded)
    host.advance(by: 0.1)
    let drawn = host.machine.progress(at: host.now)
    #expect(drawn > 0.05 && drawn < 0.8)
    // When a finger touches it and has not moved yet
    host.send(.dragChanged(translation: 0))
    // Then the thumb stays exactly where it was drawn, with no motion left
    #expect(abs(host.progress - drawn) < 1e-12)
    #expect(host.machine.animationEnd <= host.now)
    // And it follows the finger from there
    host.send(.dragChanged(translation: 0.1 * travel))
    #expect(abs(host.progress - (drawn + 0.1)) < 1e-9)
    host.advance(by: 0.2)
    #expect(abs(host.machine.progress(at: host.now) - (drawn + 0.1)) < 1e-9)
  }

  @Test("the drawn thumb follows the settle spring and overshoots only without Reduce Motion")
  func drawnSettle() {
    for reduceMotion in [false, true] {
      var host = SwipeToConfirmSliderHost(environment: BlockEnvironment(reduceMotion: reduceMotion))
      host.send(.dragChanged(translation: 0.5 * host.machine.travel))
      host.send(.dragEnded)
      let motion = SwipeToConfirmSliderMetrics.settleMotion(reduceMotion: reduceMotion)
      var previous = 0.5
      for frame in 1...60 {
        let time = Double(frame) / 60
        let expected = motion.sample(at: time, from: 0.5, to: 0).value
        #expect(abs(host.machine.thumb.value(at: time) - expected) < 1e-12)
        let drawn = host.machine.progress(at: time)
        #expect(drawn >= 0 && drawn <= 1)
        if reduceMotion { #expect(drawn <= previous + 1e-12) }
        previous = drawn
      }
      // The spring dips below the start; Reduce Motion never does.
      let lowest = (1...60).map { host.machine.thumb.value(at: Double($0) / 60) }.min() ?? 0
      #expect(reduceMotion ? lowest >= 0 : lowest < 0)
      #expect(host.machine.animationEnd > 0)
    }
  }

  @Test("a new reset delay or kind of confirm applies from the next confirm on")
  func configurationChanges() {
    // Given a synchronous slider with the default delay, confirmed
    var host = SwipeToConfirmSliderHost()
    host.drag(to: 1)
    // When its caller passes a 3 s delay and asynchronous work
    host.send(.configurationChanged(.init(resetDelay: 3, isAsync: true)))
    // Then the reset already running keeps its 1.4 s
    host.advance(by: 1.4)
    #expect(host.phase == .idle)
    // And the next confirm waits for work, then shows for 3 s
    host.isAsync = true
    host.drag(to: 1)
    #expect(host.phase == .pending)
    host.finishWork()
    host.advance(by: 2.9)
    #expect(host.phase == .confirmed)
    host.advance(by: 0.1)
    #expect(host.phase == .idle)
    #expect(host.machine.configuration == .init(resetDelay: 3, isAsync: true))
  }

  @Test("an infinite translation counts as the largest distance in its direction")
  func infiniteTranslations() {
    for direction in FlowDirection.allCases {
      var host = SwipeToConfirmSliderHost(environment: BlockEnvironment(direction: direction))
      host.send(.dragChanged(translation: direction.forwardSign * .infinity))
      #expect(host.progress == 1)
      host.send(.dragChanged(translation: -direction.forwardSign * .infinity))
      #expect(host.progress == 0)
      host.send(.dragChanged(translation: direction.forwardSign * .infinity))
      host.send(.dragEnded)
      #expect(host.phase == .confirmed)
    }
  }
}

// MARK: - The host

/// The virtual host driving a slider.
typealias SwipeToConfirmSliderHost = VirtualHost<SwipeToConfirmSliderMachine>

extension VirtualHost where Machine == SwipeToConfirmSliderMachine {
  /// A host with a slider of the standard size: 320 × 68, so travel = 310 − 58 = 252.
  init(
    width: Double = 320, height: Double = 68, resetDelay: Double = 1.4, isAsync: Bool = false,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    self.init(
      SwipeToConfirmSliderMachine(
        resetDelay: resetDelay, isAsync: isAsync, environment: environment))
    self.isAsync = isAsync
    _ = machine.send(.sizeChanged(width: width, height: height), at: now)
  }

  /// The slider's phase.
  var phase: SwipeToConfirmSliderMachine.Phase { machine.phase }
  /// The thumb's progress.
  var progress: Double { machine.progress }
  /// The slider's layout now, on the default indigo tint.
  var layout: SwipeToConfirmSliderLayout { SwipeToConfirmSliderLayout(machine) }

  /// A whole drag: the finger moves forward by `fraction` of the travel, then lifts.
  @discardableResult
  mutating func drag(to fraction: Double) -> Effects<SwipeToConfirmSliderMachine.Timer> {
    let screen = machine.environment.direction.forwardSign * fraction * machine.travel
    send(.dragChanged(translation: screen / 2))
    send(.dragChanged(translation: screen))
    return send(.dragEnded)
  }
}

extension SwipeToConfirmSliderLayout {
  /// Every number the layout hands to the view.
  var allNumbers: [Double] {
    [
      width, height, thumbDiameter, travel, progress, thumbOffset, fillWidth, titleOpacity,
      titlePadding, chevronOpacity, checkmarkOpacity, checkmarkScale, shakeCycle,
      shakeAmplitudeNow, opacity,
    ]
  }
}

@Suite("Slider layout")
struct SwipeToConfirmSliderLayoutTests {
  struct GeometryCase: Sendable, CustomTestStringConvertible {
    let width: Double
    let height: Double
    let progress: Double
    let thumb: Double
    let travel: Double
    var testDescription: String { "\(width)×\(height) at p \(progress)" }
  }

  static let geometryCases: [GeometryCase] = [0.0, 0.25, 0.5, 0.92, 1].flatMap { p in
    [
      GeometryCase(width: 320, height: 68, progress: p, thumb: 58, travel: 252),
      GeometryCase(width: 375, height: 68, progress: p, thumb: 58, travel: 307),
      // Dynamic Type: the scaled height enters as measured.
      GeometryCase(width: 320, height: 102, progress: p, thumb: 92, travel: 218),
      GeometryCase(width: 320, height: 53, progress: p, thumb: 43, travel: 267),
      // Narrower than tall: no travel.
      GeometryCase(width: 60, height: 68, progress: p, thumb: 58, travel: 0),
    ]
  }

  @Test("thumb at inset + d, fill d + height, d = travel × p", arguments: geometryCases)
  func geometry(_ c: GeometryCase) {
    let layout = SwipeToConfirmSliderLayout(
      phase: .dragging, progress: c.progress, width: c.width, height: c.height)
    let d = c.travel * c.progress
    #expect(layout.thumbDiameter == c.thumb)
    #expect(layout.travel == c.travel)
    #expect(abs(layout.thumbOffset - (5 + d)) < 1e-9)
    #expect(abs(layout.fillWidth - (d + c.height)) < 1e-9)
    #expect(layout.titlePadding == c.height)
    // The fill always covers the thumb (even in a view narrower than it is tall), and leaves
    // the view only when the thumb itself is wider than the view.
    #expect(layout.fillWidth >= layout.thumbOffset + layout.thumbDiameter - 1e-9)
    #expect(layout.fillWidth <= max(c.width, c.height) + 1e-9)
  }

  @Test("the standard look: inset 5, title gone at 1 / 1.6, checkmark from 40 %, 8 pt shake")
  func lookConstants() {
    let look = SwipeToConfirmSliderLook.standard
    #expect(look.inset == 5 && look.titleFadeRate == 1.6)
    #expect(look.checkmarkHiddenScale == 0.4 && look.shakeAmplitude == 8)
    // A machine that was never measured lays out at the standard height.
    let fresh = SwipeToConfirmSliderLayout(SwipeToConfirmSliderMachine())
    #expect(fresh.height == 68 && fresh.thumbDiameter == 58)
  }

  @Test func theMachineAndTheLayoutUseTheLookTheyAreGiven() {
    let look = SwipeToConfirmSliderLook(
      inset: 10, titleFadeRate: 2, checkmarkHiddenScale: 0.1, shakeAmplitude: 3)
    var machine = SwipeToConfirmSliderMachine(look: look)
    _ = machine.send(.sizeChanged(width: 320, height: 68), at: 0)
    // The track is 300 wide and the thumb 48, so the thumb travels 252 and a drag of half of
    // that is half the travel.
    #expect(machine.travel == 252)
    _ = machine.send(.dragChanged(translation: 0), at: 0)
    _ = machine.send(.dragChanged(translation: 126), at: 0.1)
    let layout = SwipeToConfirmSliderLayout(machine, tint: .black)
    #expect(layout.thumbDiameter == 48 && layout.thumbOffset == 10 + 126)
    #expect(layout.titleOpacity == 0 && layout.checkmarkScale == 0.1)
    let failed = SwipeToConfirmSliderLayout(
      phase: .failed, progress: 0, width: 320, height: 68, tint: .black, look: look)
    #expect(failed.shakeAmplitudeNow == 3)
    // Hostile numbers: not finite is standard, out of range is clamped.
    let hostile = SwipeToConfirmSliderLook(
      inset: .nan, titleFadeRate: -1, checkmarkHiddenScale: 4, shakeAmplitude: -.infinity)
    #expect(
      hostile
        == SwipeToConfirmSliderLook(
          inset: 5, titleFadeRate: 0, checkmarkHiddenScale: 1, shakeAmplitude: 8))
    #expect(SwipeToConfirmSliderLayout.travel(width: 100, height: 8, inset: .infinity) == 90)
  }

  struct ForegroundCase: Sendable, CustomTestStringConvertible {
    let name: String
    let tint: RGBColor
    let expected: ContrastForeground
    var testDescription: String { "confirmed title on \(name) → \(expected)" }
  }

  static let foregroundCases: [ForegroundCase] = [
    ForegroundCase(name: "indigo light (default)", tint: SystemColor.indigoLight, expected: .white),
    ForegroundCase(name: "indigo dark", tint: SystemColor.indigoDark, expected: .white),
    ForegroundCase(name: "green light", tint: SystemColor.greenLight, expected: .black),
    ForegroundCase(name: "yellow light", tint: SystemColor.yellowLight, expected: .black),
    // Text needs 4.5:1: white on systemBlue (4.0:1) and systemRed (3.5:1) is not enough.
    ForegroundCase(name: "blue light", tint: SystemColor.blueLight, expected: .black),
    ForegroundCase(name: "red light", tint: SystemColor.redLight, expected: .black),
    ForegroundCase(name: "black", tint: .black, expected: .white),
  ]

  @Test(
    "the confirmed title is white on the tint unless white falls below 4.5:1",
    arguments: foregroundCases)
  func confirmedTitleForeground(_ c: ForegroundCase) throws {
    let layout = SwipeToConfirmSliderLayout(
      phase: .confirmed, progress: 1, width: 320, height: 68, tint: c.tint)
    let foreground = try #require(layout.titleForeground)
    #expect(foreground == c.expected)
    #expect(c.tint.contrastRatio(with: foreground.color) >= 4.5)
    // Through the machine too.
    var machine = SwipeToConfirmSliderMachine()
    _ = machine.send(.accessibilityActivate, at: 0)
    #expect(SwipeToConfirmSliderLayout(machine, tint: c.tint).titleForeground == c.expected)
    // Titles on the track use the primary label color.
    for phase in [SwipeToConfirmSliderMachine.Phase.idle, .dragging, .pending, .failed] {
      let onTrack = SwipeToConfirmSliderLayout(
        phase: phase, progress: 0.5, width: 320, height: 68, tint: c.tint)
      #expect(onTrack.titleForeground == nil, "\(phase)")
    }
  }

  @Test("at the end the thumb touches the far inset and the fill the whole width")
  func end() {
    let layout = SwipeToConfirmSliderLayout(phase: .confirmed, progress: 1, width: 320, height: 68)
    #expect(layout.thumbOffset + layout.thumbDiameter == 320 - 5)
    #expect(layout.fillWidth == 320)
  }

  @Test(
    "the title fades as max(1 − 1.6 p, 0)",
    arguments: [(0.0, 1.0), (0.25, 0.6), (0.5, 0.2), (0.625, 0), (0.8, 0), (1, 0)])
  func titleOpacity(progress: Double, opacity: Double) {
    for phase in [SwipeToConfirmSliderMachine.Phase.idle, .dragging, .pending] {
      let layout = SwipeToConfirmSliderLayout(
        phase: phase, progress: progress, width: 320, height: 68)
      #expect(abs(layout.titleOpacity - opacity) < 1e-12)
      #expect(layout.title == .title)
    }
  }

  @Test("confirmed: confirmed title on the tint at full opacity, checkmark in, chevron out")
  func confirmed() {
    let layout = SwipeToConfirmSliderLayout(phase: .confirmed, progress: 1, width: 320, height: 68)
    #expect(layout.title == .confirmed)
    #expect(layout.titleOpacity == 1)
    #expect(layout.titleIsOnTint)
    #expect(layout.chevronOpacity == 0)
    #expect(layout.checkmarkOpacity == 1)
    #expect(layout.checkmarkScale == 1)
    #expect(!layout.showsProgressIndicator)
  }

  @Test("before the confirm the checkmark is hidden at 40 %, or at 100 % with Reduce Motion")
  func checkmarkBeforeConfirm() {
    for phase in [SwipeToConfirmSliderMachine.Phase.idle, .dragging, .pending, .failed] {
      let full = SwipeToConfirmSliderLayout(phase: phase, progress: 0.5, width: 320, height: 68)
      #expect(full.checkmarkOpacity == 0)
      #expect(full.checkmarkScale == 0.4)
      let reduced = SwipeToConfirmSliderLayout(
        phase: phase, progress: 0.5, width: 320, height: 68,
        environment: BlockEnvironment(reduceMotion: true))
      #expect(reduced.checkmarkScale == 1)
      #expect(!reduced.titleIsOnTint)
    }
  }

  @Test("pending shows the progress indicator instead of the chevron")
  func pending() {
    let layout = SwipeToConfirmSliderLayout(phase: .pending, progress: 1, width: 320, height: 68)
    #expect(layout.showsProgressIndicator)
    #expect(layout.chevronOpacity == 0)
    #expect(layout.checkmarkOpacity == 0)
    for phase in [SwipeToConfirmSliderMachine.Phase.idle, .dragging, .failed] {
      let other = SwipeToConfirmSliderLayout(phase: phase, progress: 0, width: 320, height: 68)
      #expect(!other.showsProgressIndicator)
      #expect(other.chevronOpacity == 1)
    }
  }

  @Test("failed shows the failure title at full opacity and shakes unless Reduce Motion")
  func failed() {
    let shaking = SwipeToConfirmSliderLayout(
      phase: .failed, progress: 0, width: 320, height: 68, failureCount: 3)
    #expect(shaking.title == .failure)
    #expect(shaking.titleOpacity == 1)
    #expect(shaking.shakeCycle == 3)
    #expect(shaking.shakeAmplitudeNow == 8)
    let fading = SwipeToConfirmSliderLayout(
      phase: .failed, progress: 0, width: 320, height: 68, failureCount: 3,
      environment: BlockEnvironment(reduceMotion: true))
    #expect(fading.shakeAmplitudeNow == 0)
  }

  @Test("the shake rests at whole cycles, swings three times between, never past its amplitude")
  func shake() {
    for whole in [0.0, 1, 2, 57] {
      #expect(abs(SwipeToConfirmSliderLayout.shakeOffset(cycle: whole, amplitude: 8)) < 1e-9)
    }
    var largest = 0.0
    var signChanges = 0
    var previous = 0.0
    for step in 1..<100 {
      let offset = SwipeToConfirmSliderLayout.shakeOffset(
        cycle: 4 + Double(step) / 100, amplitude: 8)
      #expect(abs(offset) <= 8)
      largest = max(largest, abs(offset))
      if offset * previous < 0 { signChanges += 1 }
      previous = offset
    }
    #expect(largest > 4)
    // Three swings left and right: the thumb changes side five times between rests.
    #expect(signChanges == 5)
    #expect(SwipeToConfirmSliderLayout.shakeOffset(cycle: .nan, amplitude: 8) == 0)
    #expect(SwipeToConfirmSliderLayout.shakeOffset(cycle: .infinity, amplitude: 8) == 0)
    #expect(SwipeToConfirmSliderLayout.shakeOffset(cycle: 0.3, amplitude: 0) == 0)
  }

  @Test("disabled dims the slider")
  func dimmed() {
    let layout = SwipeToConfirmSliderLayout(
      phase: .idle, progress: 0, width: 320, height: 68,
      environment: BlockEnvironment(isEnabled: false))
    #expect(layout.opacity < 1)
    #expect(
      SwipeToConfirmSliderLayout(phase: .idle, progress: 0, width: 320, height: 68).opacity == 1)
  }

  static let oddLengths: [Double] = [0, -1, -.infinity, .nan, .infinity, 3, 1e308, 68, 320]
  static let oddProgress: [Double] = [.nan, -1, 0, 0.5, 1, 2, .infinity, -.infinity]

  @Test("every number is finite for any size, progress and phase", arguments: oddLengths)
  func degenerate(width: Double) {
    for height in Self.oddLengths {
      for progress in Self.oddProgress {
        for phase in SwipeToConfirmSliderMachine.Phase.allCases {
          let layout = SwipeToConfirmSliderLayout(
            phase: phase, progress: progress, width: width, height: height, failureCount: 2)
          let label = "\(width)×\(height) p \(progress) \(phase)"
          #expect(layout.allNumbers.allSatisfy { $0.isFinite }, "\(label)")
          #expect(layout.progress >= 0 && layout.progress <= 1, "\(label)")
          #expect(layout.thumbOffset >= 0 && layout.fillWidth >= 0, "\(label)")
          #expect(layout.titleOpacity >= 0 && layout.titleOpacity <= 1, "\(label)")
        }
      }
    }
  }

  @Test("a machine fed degenerate sizes still lays out finitely and stays usable")
  func degenerateMachine() {
    var machine = SwipeToConfirmSliderMachine()
    for length in Self.oddLengths {
      _ = machine.send(.sizeChanged(width: length, height: length), at: 0)
      _ = machine.send(.dragChanged(translation: length), at: 0)
      #expect(
        SwipeToConfirmSliderLayout(machine).allNumbers.allSatisfy { $0.isFinite }, "\(length)")
      _ = machine.send(.dragEnded, at: 0)
    }
    _ = machine.send(.sizeChanged(width: 320, height: 68), at: 0)
    _ = machine.send(.dragChanged(translation: 252), at: 0)
    #expect(machine.send(.dragEnded, at: 0).callback == .perform)
  }
}

@Suite("Slider accessibility")
struct SwipeToConfirmSliderAccessibilityTests {
  struct PhaseCase: Sendable, CustomTestStringConvertible {
    let name: String
    let enabled: Bool
    let label: SwipeToConfirmSliderLayout.Title
    let offersActivate: Bool
    let make: @Sendable (inout SwipeToConfirmSliderHost) -> Void
    var testDescription: String { "\(name)\(enabled ? "" : " disabled")" }
  }

  static let cases: [PhaseCase] = [true, false].flatMap { enabled in
    [
      PhaseCase(name: "idle", enabled: enabled, label: .title, offersActivate: enabled) { _ in },
      PhaseCase(name: "dragging", enabled: enabled, label: .title, offersActivate: enabled) {
        $0.send(.dragChanged(translation: 40))
      },
      PhaseCase(name: "pending", enabled: enabled, label: .title, offersActivate: false) {
        $0 = SwipeToConfirmSliderHost(isAsync: true)
        $0.send(.accessibilityActivate)
      },
      PhaseCase(name: "confirmed", enabled: enabled, label: .confirmed, offersActivate: false) {
        $0.send(.accessibilityActivate)
      },
      PhaseCase(name: "failed", enabled: enabled, label: .failure, offersActivate: false) {
        $0 = SwipeToConfirmSliderHost(isAsync: true)
        $0.send(.accessibilityActivate)
        $0.finishWork(failing: true)
      },
    ]
  }

  @Test("one button; label, hint and action follow the phase", arguments: cases)
  func description(_ c: PhaseCase) {
    // Given the slider brought to the phase, then (maybe) disabled
    var host = SwipeToConfirmSliderHost()
    c.make(&host)
    host.send(.environmentChanged(BlockEnvironment(isEnabled: c.enabled)))
    // Then its description
    let a11y = SwipeToConfirmSliderAccessibility(host.machine)
    #expect(a11y.isButton)
    #expect(a11y.label == c.label)
    #expect(a11y.offersActivate == c.offersActivate)
    #expect(a11y.hint == (c.offersActivate ? SwipeToConfirmSliderStrings.hint : nil))
    let table = SwipeToConfirmSliderStrings.table
    #expect(
      a11y.hint.map { table.string(for: $0, language: "en") }
        == (c.offersActivate ? "Double tap to confirm" : nil))
    #expect(
      a11y.hint.map { table.string(for: $0, language: "es") }
        == (c.offersActivate ? "Toca dos veces para confirmar" : nil))
    #expect(a11y.isDimmed == !c.enabled)
    // And the action it offers is exactly what activation does
    let before = host.performed
    host.send(.accessibilityActivate)
    #expect(host.performed - before == (c.offersActivate ? 1 : 0))
  }

  @Test("pending reads as in progress")
  func pendingValue() {
    var host = SwipeToConfirmSliderHost(isAsync: true)
    #expect(SwipeToConfirmSliderAccessibility(host.machine).value == nil)
    host.send(.accessibilityActivate)
    #expect(
      SwipeToConfirmSliderAccessibility(host.machine).value
        == SwipeToConfirmSliderStrings.inProgress)
  }

  @Test("announcements say the outcome")
  func announcements() {
    var host = SwipeToConfirmSliderHost(isAsync: true)
    host.send(.accessibilityActivate)
    host.finishWork(failing: true)
    host.advance(by: 1.4)
    host.send(.accessibilityActivate)
    host.finishWork()
    #expect(
      host.announcements == [
        SwipeToConfirmSliderStrings.failedAnnouncement,
        SwipeToConfirmSliderStrings.confirmedAnnouncement,
      ])
  }
}

@Suite("Slider strings")
struct SwipeToConfirmSliderStringsTests {
  static let keys = [
    SwipeToConfirmSliderStrings.confirmedTitle, SwipeToConfirmSliderStrings.failureTitle,
    SwipeToConfirmSliderStrings.hint,
    SwipeToConfirmSliderStrings.inProgress, SwipeToConfirmSliderStrings.confirmedAnnouncement,
    SwipeToConfirmSliderStrings.failedAnnouncement,
  ]

  @Test("every string exists in English and Spanish", arguments: keys)
  func bilingual(_ key: LocalizedText) throws {
    let entry = try #require(SwipeToConfirmSliderStrings.table.entries[key.key])
    #expect(!entry[.english].isEmpty)
    #expect(!entry[.spanish].isEmpty)
    #expect(entry[.spanish] != entry[.english])
  }

  @Test("the Spanish strings")
  func spanish() {
    let table = SwipeToConfirmSliderStrings.table
    #expect(
      table.string(for: SwipeToConfirmSliderStrings.confirmedTitle, language: "es") == "Confirmado")
    #expect(
      table.string(for: SwipeToConfirmSliderStrings.failureTitle, language: "es-MX")
        == "Inténtalo de nuevo")
    #expect(
      table.string(for: SwipeToConfirmSliderStrings.hint, language: "es_ES")
        == "Toca dos veces para confirmar")
    #expect(
      table.string(for: SwipeToConfirmSliderStrings.hint, language: "en") == "Double tap to confirm"
    )
  }
}
