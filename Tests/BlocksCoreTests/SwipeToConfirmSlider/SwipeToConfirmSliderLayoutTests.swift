import Testing

@testable import BlocksCore

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
