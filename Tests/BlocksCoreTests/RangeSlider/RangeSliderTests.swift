import Foundation
import Testing

@testable import BlocksCore

/// Whether this run repeats an earlier run of the same sources (`BLOCKS_REPEAT_RUN=1`, the
/// sanitizer runs): the tests that run the test binary again as a child process are left to the
/// full run, where a sanitizer's own exit checks cannot stand in for the block's.
private let isRepeatRun = ProcessInfo.processInfo.environment["BLOCKS_REPEAT_RUN"] == "1"

// The standard host (`RangeSliderHost`, after the machine suites) is 328 pt wide with 28 pt
// thumbs: r = 14 and the travel w − 2r is 300 pt, so on bounds 0...300 a value v is drawn
// 14 + v points from the leading edge and one point of forward movement moves a thumb by one.

/// Whether two values are equal up to rounding.
private func close(_ a: Double, _ b: Double) -> Bool {
  a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
}

/// Whether two ranges are equal up to rounding.
private func close(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>) -> Bool {
  close(a.lowerBound, b.lowerBound) && close(a.upperBound, b.upperBound)
}

/// A bounds or range value as an optimized app can pass it, reversed or NaN included.
private func unchecked(_ lower: Double, _ upper: Double) -> ClosedRange<Double> {
  RangeSliderModel.unchecked(lower, upper)
}

@Suite("Range slider machine: taking a drag")
struct RangeSliderDecisionTests {
  struct DecisionCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// The finger's translations from touch-down: (forward, down) points.
    let moves: [(Double, Double)]
    let gesture: RangeSliderMachine.Gesture
    /// The lower value afterwards (it starts at 100).
    let lower: Double
    var testDescription: String { name }
  }

  static let cases: [DecisionCase] = [
    DecisionCase(
      name: "3 pt across: not decided, nothing moves", moves: [(3, 0)], gesture: .undecided,
      lower: 100),
    DecisionCase(
      name: "3.9 pt across: not decided yet", moves: [(1, 0), (3.9, 0)], gesture: .undecided,
      lower: 100),
    DecisionCase(
      name: "4 pt across: taken, and the thumb follows from touch-down", moves: [(3, 0), (4, 0)],
      gesture: .dragging(.lower), lower: 104),
    DecisionCase(
      name: "4 pt backward: taken", moves: [(-4, 0)], gesture: .dragging(.lower), lower: 96),
    DecisionCase(
      name: "3.5 across and 2 down (4.03 pt): across wins", moves: [(3.5, 2)],
      gesture: .dragging(.lower), lower: 103.5),
    DecisionCase(
      name: "4 across, 3.9 down: across wins", moves: [(4, 3.9)], gesture: .dragging(.lower),
      lower: 104),
    DecisionCase(
      name: "4 pt down: the scroll view's", moves: [(0, 4)], gesture: .ignored, lower: 100),
    DecisionCase(
      name: "1 across, 3.9 down (4.03 pt): the scroll view's", moves: [(1, 3.9)],
      gesture: .ignored, lower: 100),
    DecisionCase(
      name: "3 across, 3 down: across is not larger, the scroll view's", moves: [(3, 3)],
      gesture: .ignored, lower: 100),
    DecisionCase(
      name: "3 across, 3 up: the scroll view's", moves: [(-3, -3)], gesture: .ignored, lower: 100),
    DecisionCase(
      name: "down first, then across: stays the scroll view's", moves: [(0, 10), (80, 10)],
      gesture: .ignored, lower: 100),
    DecisionCase(
      name: "across first, then down: stays the slider's", moves: [(10, 0), (20, 80)],
      gesture: .dragging(.lower), lower: 120),
    DecisionCase(
      name: "NaN translations are no movement", moves: [(.nan, .nan)], gesture: .undecided,
      lower: 100),
    DecisionCase(
      name: "an infinite backward translation is the longest drag", moves: [(-.infinity, 0)],
      gesture: .dragging(.lower), lower: 0),
    DecisionCase(
      name: "an infinite vertical translation is the scroll view's", moves: [(50, .infinity)],
      gesture: .ignored, lower: 100),
    DecisionCase(
      name: "infinite both ways: across is not larger", moves: [(.infinity, -.infinity)],
      gesture: .ignored, lower: 100),
  ]

  @Test(
    "a drag is the slider's only after 4 pt, and only if it moved more across than down",
    arguments: cases, FlowDirection.allCases)
  func decides(_ c: DecisionCase, direction: FlowDirection) {
    // Given a slider showing 100...200 and a finger on the lower thumb
    var host = RangeSliderHost(environment: BlockEnvironment(direction: direction))
    host.touchDown(on: .lower)
    // When the finger moves
    for (forward, down) in c.moves {
      let effects = host.move(forward: forward, down: down)
      // Thumbs follow the finger without animation
      #expect(effects.animation == nil)
    }
    // Then the gesture is decided as expected, and only a taken drag moves a thumb
    let taken = c.gesture == .dragging(.lower)
    #expect(host.machine.gesture == c.gesture)
    #expect(close(host.machine.value(of: .lower), c.lower))
    #expect(host.machine.value(of: .upper) == 200)
    #expect(host.editingChanges == (taken ? [true] : []))
    if c.lower == 100 {
      #expect(host.writeBacks.isEmpty)
    } else {
      #expect(host.writeBacks.last == c.lower...200)
    }
    // And lifting ends it
    host.lift()
    #expect(host.machine.isAtRest)
    #expect(host.editingChanges == (taken ? [true, false] : []))
  }

  @Test("after a scroll the next touch can drag again")
  func scrollThenDrag() {
    var host = RangeSliderHost()
    host.touchDown(on: .upper)
    host.move(forward: 1, down: 30)
    host.move(forward: 60, down: 30)
    #expect(host.machine.gesture == .ignored)
    host.lift()
    host.touchDown(on: .upper)
    host.move(forward: 30)
    #expect(host.machine.gesture == .dragging(.upper))
    #expect(host.range == 100...230)
  }
}

@Suite("Range slider machine: which thumb a touch grabs")
struct RangeSliderGrabTests {
  struct GrabCase: Sendable, CustomTestStringConvertible {
    let name: String
    var range: ClosedRange<Double> = 100...140
    var width = 328.0
    var diameter = 28.0
    /// Where the finger touches down, from the leading edge.
    let leading: Double
    /// How far below the track's centre it touches down.
    var down = 0.0
    let forward: Double
    let thumb: RangeSliderMachine.Thumb?
    let expected: ClosedRange<Double>
    var testDescription: String { name }
  }

  // 100...140: the centres are at 114 and 154, 40 pt apart; each reaches 22 pt.
  static let cases: [GrabCase] = [
    GrabCase(
      name: "nearer the lower thumb, and only it in reach", leading: 130, forward: 10,
      thumb: .lower, expected: 110...140),
    GrabCase(
      name: "both in reach, the lower nearer, moving toward the upper", leading: 133, forward: 10,
      thumb: .lower, expected: 110...140),
    GrabCase(
      name: "both in reach, the upper nearer, moving toward the lower", leading: 135,
      forward: -10, thumb: .upper, expected: 100...130),
    GrabCase(
      name: "both in reach, the upper nearer, moving forward", leading: 135, forward: 10,
      thumb: .upper, expected: 100...150),
    GrabCase(
      name: "21 pt before the lower thumb", leading: 93, forward: -10, thumb: .lower,
      expected: 90...140),
    GrabCase(
      name: "23 pt before the lower thumb: outside both reaches", leading: 91, forward: 10,
      thumb: nil, expected: 100...140),
    GrabCase(
      name: "21 pt past the upper thumb", leading: 175, forward: -10, thumb: .upper,
      expected: 100...130),
    GrabCase(
      name: "23 pt past the upper thumb: outside both reaches", leading: 177, forward: -10,
      thumb: nil, expected: 100...140),
    GrabCase(
      name: "21.9 pt below the lower centre", leading: 114, down: 21.9, forward: 10, thumb: .lower,
      expected: 110...140),
    GrabCase(
      name: "22.5 pt above the lower centre: outside", leading: 114, down: -22.5, forward: 10,
      thumb: nil, expected: 100...140),
    GrabCase(
      name: "15 pt before and 15 below (21.2 pt): inside the circle", leading: 99, down: 15,
      forward: 10, thumb: .lower, expected: 110...140),
    GrabCase(
      name: "16 pt before and 16 below (22.6 pt): outside the circle", leading: 98, down: 16,
      forward: 10, thumb: nil, expected: 100...140),
    // A 60 pt thumb (r = 30) in a 360 pt view: travel 300, centres 130 and 170, frame 60 high.
    GrabCase(
      name: "a 60 pt thumb reaches its radius, 30 pt", width: 360, diameter: 60, leading: 101,
      forward: -10, thumb: .lower, expected: 90...140),
    GrabCase(
      name: "a 60 pt thumb does not reach 31 pt", width: 360, diameter: 60, leading: 99,
      forward: -10, thumb: nil, expected: 100...140),
    GrabCase(
      name: "a 60 pt thumb reaches 29 pt below its centre", width: 360, diameter: 60,
      leading: 170, down: 29, forward: 10, thumb: .upper, expected: 100...150),
  ]

  @Test(
    "a touch grabs the thumb whose centre is nearer, within max(22 pt, r); else nothing",
    arguments: cases, FlowDirection.allCases)
  func grabs(_ c: GrabCase, direction: FlowDirection) {
    // Given a slider, and a finger touching down where the case says (the host measures x
    // from the view's left edge as drawn: in right-to-left layouts the leading edge is on the
    // right)
    var host = RangeSliderHost(
      range: c.range, width: c.width, thumbDiameter: c.diameter,
      environment: BlockEnvironment(direction: direction))
    let screenX = direction == .leftToRight ? c.leading : c.width - c.leading
    host.touchDown(x: screenX, y: host.centerY + c.down)
    // When it moves
    host.move(forward: c.forward)
    // Then the expected thumb follows it, or nothing happens
    if let thumb = c.thumb {
      #expect(host.machine.gesture == .dragging(thumb))
      #expect(host.editingChanges == [true])
    } else {
      #expect(host.machine.gesture == .ignored)
      #expect(host.editingChanges.isEmpty)
      #expect(host.writeBacks.isEmpty)
    }
    #expect(close(host.range, c.expected))
  }

  @Test("the touch point is measured from the left edge as drawn, and mirrored right to left")
  func mirrored() {
    // Given 50...250: centres 64 and 264 from the leading edge
    var ltr = RangeSliderHost(range: 50...250)
    var rtl = RangeSliderHost(
      range: 50...250, environment: BlockEnvironment(direction: .rightToLeft))
    #expect(ltr.screenX(of: .lower) == 64 && rtl.screenX(of: .upper) == 64)
    // When a finger touches 64 pt from the left edge of each and moves 10 pt left on screen
    ltr.touchDown(x: 64)
    ltr.moveOnScreen(x: -10, y: 0)
    rtl.touchDown(x: 64)
    rtl.moveOnScreen(x: -10, y: 0)
    // Then left to right it grabbed the lower thumb and moved it back; right to left the upper
    // one, drawn 264 pt from the right edge, and left is forward
    #expect(ltr.machine.gesture == .dragging(.lower))
    #expect(ltr.range == 40...250)
    #expect(rtl.machine.gesture == .dragging(.upper))
    #expect(rtl.range == 50...260)
  }

  struct StackCase: Sendable, CustomTestStringConvertible {
    let name: String
    let range: ClosedRange<Double>
    var step = 0.0
    /// Where the finger touches down, from the leading edge.
    let leading: Double
    let forward: Double
    let thumb: RangeSliderMachine.Thumb
    let expected: ClosedRange<Double>
    var testDescription: String { name }
  }

  static let stackCases: [StackCase] = [
    StackCase(
      name: "stacked: forward grabs the upper thumb", range: 150...150, leading: 164, forward: 10,
      thumb: .upper, expected: 150...160),
    StackCase(
      name: "stacked: backward grabs the lower thumb", range: 150...150, leading: 164,
      forward: -10, thumb: .lower, expected: 140...150),
    StackCase(
      name: "stacked, touched ahead of them, moving backward", range: 150...150, leading: 180,
      forward: -10, thumb: .lower, expected: 140...150),
    StackCase(
      name: "stacked, touched behind them, moving forward", range: 150...150, leading: 150,
      forward: 10, thumb: .upper, expected: 150...160),
    StackCase(
      name: "0.5 pt apart, nearer the upper, backward", range: 150...150.5, leading: 164.4,
      forward: -10, thumb: .lower, expected: 140...150.5),
    StackCase(
      name: "0.5 pt apart, nearer the lower, forward", range: 150...150.5, leading: 164.1,
      forward: 10, thumb: .upper, expected: 150...160.5),
    StackCase(
      name: "1 pt apart is not stacked: the nearer (lower) thumb, up to the other",
      range: 150...151, leading: 164.4, forward: 10, thumb: .lower, expected: 151...151),
    StackCase(
      name: "1 pt apart is not stacked: the nearer (upper) thumb, down to the other",
      range: 150...151, leading: 164.6, forward: -10, thumb: .upper, expected: 150...150),
    StackCase(
      name: "stacked at the upper bound: backward pulls the lower out", range: 300...300,
      leading: 314, forward: -10, thumb: .lower, expected: 290...300),
    StackCase(
      name: "stacked at the upper bound: forward takes the upper, which cannot move",
      range: 300...300, leading: 314, forward: 10, thumb: .upper, expected: 300...300),
    StackCase(
      name: "stacked at the lower bound: forward pulls the upper out", range: 0...0, leading: 14,
      forward: 10, thumb: .upper, expected: 0...10),
    StackCase(
      name: "stacked on a stepped slider: forward", range: 150...150, step: 25, leading: 164,
      forward: 30, thumb: .upper, expected: 150...175),
  ]

  @Test(
    "thumbs closer than 1 pt are told apart by the first movement: forward upper, backward lower",
    arguments: stackCases, FlowDirection.allCases)
  func stacked(_ c: StackCase, direction: FlowDirection) {
    var host = RangeSliderHost(
      range: c.range, step: c.step, environment: BlockEnvironment(direction: direction))
    let screenX = direction == .leftToRight ? c.leading : 328 - c.leading
    host.touchDown(x: screenX)
    host.move(forward: c.forward)
    #expect(host.machine.gesture == .dragging(c.thumb))
    #expect(close(host.range, c.expected))
    #expect(host.editingChanges == [true])
  }
}

@Suite("Range slider machine: moving a thumb")
struct RangeSliderMoveTests {
  struct RelativeCase: Sendable, CustomTestStringConvertible {
    let name: String
    var bounds: ClosedRange<Double> = 0...300
    var width = 328.0
    var diameter = 28.0
    var range: ClosedRange<Double> = 100...200
    let thumb: RangeSliderMachine.Thumb
    /// Where the finger lands, forward of the thumb's centre.
    var offset = 0.0
    /// The finger's forward translations from touch-down.
    let moves: [Double]
    let expected: Double
    var testDescription: String { name }
  }

  static let relativeCases: [RelativeCase] = [
    RelativeCase(name: "one unit per point on 0...300", thumb: .lower, moves: [30], expected: 130),
    RelativeCase(
      name: "grabbed 10 pt off-centre: no jump", thumb: .lower, offset: 10, moves: [30],
      expected: 130),
    RelativeCase(
      name: "grabbed 15 pt behind the centre", thumb: .lower, offset: -15, moves: [5],
      expected: 105),
    RelativeCase(
      name: "each move counts from the touch-down point", thumb: .lower, moves: [10, 50, 20],
      expected: 120),
    RelativeCase(name: "back past the start", thumb: .lower, moves: [50, -30], expected: 70),
    RelativeCase(
      name: "0...1 over 300 pt", bounds: 0...1, range: 0.2...0.8, thumb: .upper, moves: [30],
      expected: 0.9),
    RelativeCase(
      name: "-1000...1000 over 400 pt", bounds: -1000...1000, width: 428, range: -500...500,
      thumb: .lower, moves: [40], expected: -300),
    RelativeCase(
      name: "Dynamic Type thumbs: the travel is w - 2r", width: 356, diameter: 56, thumb: .lower,
      moves: [25], expected: 125),
    RelativeCase(name: "past the lower bound", thumb: .lower, moves: [-150], expected: 0),
    RelativeCase(name: "past the upper bound", thumb: .upper, moves: [150], expected: 300),
    RelativeCase(
      name: "an infinite translation is the longest drag", thumb: .upper, moves: [.infinity],
      expected: 300),
    RelativeCase(
      name: "a NaN translation after a move is no movement", thumb: .upper, moves: [40, .nan],
      expected: 200),
  ]

  @Test(
    "the grabbed thumb moves by value at grab + forward movement × span ÷ (w − 2r)",
    arguments: relativeCases, FlowDirection.allCases)
  func relative(_ c: RelativeCase, direction: FlowDirection) {
    var host = RangeSliderHost(
      range: c.range, bounds: c.bounds, width: c.width, thumbDiameter: c.diameter,
      environment: BlockEnvironment(direction: direction))
    host.touchDown(on: c.thumb, forward: c.offset)
    for distance in c.moves {
      #expect(host.move(forward: distance).animation == nil)
    }
    #expect(host.machine.gesture == .dragging(c.thumb))
    #expect(close(host.machine.value(of: c.thumb), c.expected))
    // The other thumb stays where it was
    let other: RangeSliderMachine.Thumb = c.thumb == .lower ? .upper : .lower
    #expect(
      host.machine.value(of: other) == (other == .lower ? c.range.lowerBound : c.range.upperBound))
    // And the thumb is drawn where its value is, at once
    #expect(
      close(
        host.machine.center(of: c.thumb, at: host.now),
        c.diameter / 2 + (c.expected - c.bounds.lowerBound)
          / (c.bounds.upperBound - c.bounds.lowerBound) * (c.width - c.diameter)))
  }

  struct SnapCase: Sendable, CustomTestStringConvertible {
    let name: String
    var bounds: ClosedRange<Double> = 0...300
    let step: Double
    var width = 328.0
    var range: ClosedRange<Double> = 100...200
    var thumb = RangeSliderMachine.Thumb.lower
    let forward: Double
    let expected: ClosedRange<Double>
    var testDescription: String { name }
  }

  static let snapCases: [SnapCase] = [
    SnapCase(name: "112 snaps down to 100", step: 25, forward: 12, expected: 100...200),
    SnapCase(name: "113 snaps up to 125", step: 25, forward: 13, expected: 125...200),
    SnapCase(name: "137 snaps to 125", step: 25, forward: 37, expected: 125...200),
    SnapCase(name: "138 snaps to 150", step: 25, forward: 38, expected: 150...200),
    SnapCase(name: "87 snaps to 75", step: 25, forward: -13, expected: 75...200),
    SnapCase(name: "88 snaps to 100", step: 25, forward: -12, expected: 100...200),
    // 0...290 in steps of 25: the stops are 0, 25, …, 275 and the upper bound, 290.
    SnapCase(
      name: "the upper bound is a stop: 282 snaps to 275", bounds: 0...290, step: 25, width: 318,
      range: 100...275, thumb: .upper, forward: 7, expected: 100...275),
    SnapCase(
      name: "the upper bound is a stop: 283 snaps to 290", bounds: 0...290, step: 25, width: 318,
      range: 100...275, thumb: .upper, forward: 8, expected: 100...290),
    SnapCase(
      name: "stops count from the lower bound: 67 snaps to 63", bounds: 3...303, step: 10,
      range: 53...253, forward: 14, expected: 63...253),
    SnapCase(
      name: "stops count from the lower bound: 69 snaps to 73", bounds: 3...303, step: 10,
      range: 53...253, forward: 16, expected: 73...253),
    SnapCase(
      name: "a step larger than the span leaves the bounds as stops: 140 → 0", step: 400,
      range: 0...300, forward: 140, expected: 0...300),
    SnapCase(
      name: "a step larger than the span leaves the bounds as stops: 160 → 300", step: 400,
      range: 0...300, forward: 160, expected: 300...300),
    SnapCase(name: "step 0 is continuous", step: 0, forward: 37.5, expected: 137.5...200),
    SnapCase(name: "a NaN step is continuous", step: .nan, forward: 37.5, expected: 137.5...200),
    SnapCase(
      name: "a negative step is continuous", step: -25, forward: 37.5, expected: 137.5...200),
    SnapCase(
      name: "an infinite step is continuous", step: .infinity, forward: 37.5, expected: 137.5...200),
  ]

  @Test(
    "a dragged value snaps to the nearest lower bound + k × step; the upper bound is a stop",
    arguments: snapCases)
  func snaps(_ c: SnapCase) {
    var host = RangeSliderHost(range: c.range, bounds: c.bounds, step: c.step, width: c.width)
    host.touchDown(on: c.thumb)
    host.move(forward: c.forward)
    #expect(host.machine.gesture == .dragging(c.thumb))
    #expect(close(host.range, c.expected))
  }

  struct LimitCase: Sendable, CustomTestStringConvertible {
    let name: String
    var step = 0.0
    var minimumDistance = 0.0
    let thumb: RangeSliderMachine.Thumb
    let forward: Double
    let expected: ClosedRange<Double>
    var testDescription: String { name }
  }

  static let limitCases: [LimitCase] = [
    LimitCase(
      name: "the lower thumb stops at the upper", thumb: .lower, forward: 500, expected: 200...200),
    LimitCase(
      name: "the upper thumb stops at the lower", thumb: .upper, forward: -500, expected: 100...100),
    LimitCase(
      name: "the lower thumb stops 30 below the upper", minimumDistance: 30, thumb: .lower,
      forward: 500, expected: 170...200),
    LimitCase(
      name: "the upper thumb stops 30 above the lower", minimumDistance: 30, thumb: .upper,
      forward: -500, expected: 100...130),
    LimitCase(
      name: "30 in steps of 25 is 50: the lower thumb stops at 150", step: 25, minimumDistance: 30,
      thumb: .lower, forward: 500, expected: 150...200),
    LimitCase(
      name: "30 in steps of 25 is 50: the upper thumb stops at 150", step: 25, minimumDistance: 30,
      thumb: .upper, forward: -500, expected: 100...150),
    LimitCase(
      name: "the lower thumb stops at the lower bound", minimumDistance: 30, thumb: .lower,
      forward: -500, expected: 0...200),
    LimitCase(
      name: "the upper thumb stops at the upper bound", minimumDistance: 30, thumb: .upper,
      forward: 500, expected: 100...300),
  ]

  @Test(
    "thumbs never cross and never push: each stops minimumDistance (in whole steps) from the other",
    arguments: limitCases, FlowDirection.allCases)
  func limits(_ c: LimitCase, direction: FlowDirection) {
    var host = RangeSliderHost(
      step: c.step, minimumDistance: c.minimumDistance,
      environment: BlockEnvironment(direction: direction))
    let other: RangeSliderMachine.Thumb = c.thumb == .lower ? .upper : .lower
    let otherValue = host.machine.value(of: other)
    host.touchDown(on: c.thumb)
    // The finger goes there in stages, past the other thumb and back
    for fraction in [0.25, 0.5, 1, 2, 1] {
      host.move(forward: c.forward * fraction)
      #expect(host.machine.value(of: other) == otherValue, "the other thumb was pushed")
      #expect(host.range.lowerBound <= host.range.upperBound)
      #expect(
        host.range.upperBound - host.range.lowerBound
          >= host.machine.configuration.minimumDistance)
    }
    #expect(close(host.range, c.expected))
  }

  struct DistanceCase: Sendable, CustomTestStringConvertible {
    let bounds: ClosedRange<Double>
    let step: Double
    let minimumDistance: Double
    let expected: Double
    var testDescription: String {
      "\(bounds), step \(step), minimumDistance \(minimumDistance) → \(expected)"
    }
  }

  @Test(
    "minimumDistance is rounded up to whole steps, clamped to the span, NaN or negative is 0",
    arguments: [
      DistanceCase(bounds: 0...300, step: 25, minimumDistance: 30, expected: 50),
      DistanceCase(bounds: 0...300, step: 25, minimumDistance: 50, expected: 50),
      DistanceCase(bounds: 0...300, step: 25, minimumDistance: 0.001, expected: 25),
      DistanceCase(bounds: 0...300, step: 25, minimumDistance: 0, expected: 0),
      DistanceCase(bounds: 0...300, step: 7, minimumDistance: 10, expected: 14),
      DistanceCase(bounds: 0...300, step: 0, minimumDistance: 30, expected: 30),
      DistanceCase(bounds: 0...300, step: 25, minimumDistance: 290, expected: 300),
      DistanceCase(bounds: 0...290, step: 25, minimumDistance: 280, expected: 290),
      DistanceCase(bounds: 0...300, step: 0, minimumDistance: 400, expected: 300),
      DistanceCase(bounds: 0...300, step: 0, minimumDistance: .infinity, expected: 300),
      DistanceCase(bounds: 0...300, step: 0, minimumDistance: -5, expected: 0),
      DistanceCase(bounds: 0...300, step: 0, minimumDistance: -.infinity, expected: 0),
      DistanceCase(bounds: 0...300, step: 0, minimumDistance: .nan, expected: 0),
      DistanceCase(bounds: -1...1, step: 0.5, minimumDistance: 0.6, expected: 1),
    ])
  func minimumDistance(_ c: DistanceCase) {
    let configuration = RangeSliderMachine.Configuration(
      bounds: c.bounds, step: c.step, minimumDistance: c.minimumDistance)
    #expect(configuration.minimumDistance == c.expected)
  }

  @Test("a minimumDistance as large as the span pins both thumbs to the bounds")
  func distanceLargerThanSpan() {
    var host = RangeSliderHost(minimumDistance: 500)
    #expect(host.machine.configuration.minimumDistance == 300)
    // The range from the app is made valid and written back once
    #expect(host.range == 0...300)
    #expect(host.writeBacks == [0...300])
    host.drag(.lower, forward: [50, 100])
    host.drag(.upper, forward: [-50, -100])
    host.send(.accessibilityAdjust(.lower, .increment))
    host.send(.accessibilityAdjust(.upper, .decrement))
    #expect(host.range == 0...300)
    #expect(host.writeBacks == [0...300])
  }
}

@Suite("Range slider machine: writing the binding")
struct RangeSliderWriteBackTests {
  @Test("a stepped drag writes the binding on every change of the snapped value, and only then")
  func stepped() {
    var host = RangeSliderHost(step: 25)
    host.touchDown(on: .lower)
    // 105 → 100, 113 → 125, 120 → 125, 130 → 125, 140 → 150, 160 → 150
    var written: [Bool] = []
    for forward in [5.0, 13, 20, 30, 40, 60] {
      host.move(forward: forward)
      written.append(host.machine.rangeToWriteBack != nil)
    }
    #expect(written == [false, true, false, false, true, false])
    #expect(host.writeBacks == [125...200, 150...200])
    host.lift()
    #expect(host.writeBacks.count == 2)
    #expect(host.binding == 150...200)
  }

  @Test("a continuous drag writes every change, and nothing when the finger stays put")
  func continuous() {
    var host = RangeSliderHost()
    host.touchDown(on: .upper)
    for forward in [10.0, 10, 25.5, 25.5, -4] { host.move(forward: forward) }
    host.lift()
    #expect(host.writeBacks == [100...210, 100...225.5, 100...196])
    #expect(host.binding == 100...196)
  }

  @Test("the app setting its binding to what was written back changes nothing")
  func echo() {
    var host = RangeSliderHost(step: 25)
    host.touchDown(on: .lower)
    for forward in [13.0, 40, 80] {
      host.move(forward: forward)
      // SwiftUI reports the binding's change back to the slider
      let binding = host.binding
      let effects = host.setRange(lower: binding.lowerBound, upper: binding.upperBound)
      #expect(effects.isEmpty)
      #expect(host.machine.rangeToWriteBack == nil)
      #expect(host.machine.gesture == .dragging(.lower))
    }
    host.lift()
    #expect(host.range == 175...200)
    #expect(host.writeBacks == [125...200, 150...200, 175...200])
  }

  @Test("adjustments write the binding; a drag that moves nothing writes nothing")
  func adjustments() {
    var host = RangeSliderHost(range: 0...300, step: 25)
    host.drag(.lower, forward: [-20, -40])
    #expect(host.writeBacks.isEmpty)
    host.send(.accessibilityAdjust(.lower, .increment))
    host.send(.keyPressed(.upper, .left))
    #expect(host.writeBacks == [25...300, 25...275])
  }
}

@Suite("Range slider machine: onEditingChanged")
struct RangeSliderEditingTests {
  struct EndCase: Sendable, CustomTestStringConvertible {
    let name: String
    let end: RangeSliderMachine.Event
    var testDescription: String { name }
  }

  static let enders: [EndCase] = [
    EndCase(name: "the finger lifts", end: .dragEnded),
    EndCase(name: "the system cancels", end: .dragCancelled),
    EndCase(name: "the view disappears", end: .disappeared),
    EndCase(
      name: "the slider is disabled", end: .environmentChanged(BlockEnvironment(isEnabled: false))),
    EndCase(
      name: "the view shrinks to the thumb's width", end: .sizeChanged(width: 28, thumbDiameter: 28)
    ),
    EndCase(
      name: "the view shrinks below the thumb's width",
      end: .sizeChanged(width: 20, thumbDiameter: 28)),
    EndCase(
      name: "the thumbs grow as wide as the view",
      end: .sizeChanged(width: 328, thumbDiameter: 400)),
    EndCase(
      name: "the width becomes NaN", end: .sizeChanged(width: .nan, thumbDiameter: 28)),
    EndCase(
      name: "the bounds become a single value",
      end: .configurationChanged(.init(bounds: 5...5))),
    EndCase(
      name: "the bounds get an infinite end",
      end: .configurationChanged(.init(bounds: 0...Double.infinity))),
    EndCase(
      name: "the bounds are reversed",
      end: .configurationChanged(.init(bounds: unchecked(300, 0)))),
  ]

  @Test(
    "a taken drag calls onEditingChanged(true), then exactly one false however it ends",
    arguments: enders)
  func endsOnce(_ c: EndCase) {
    // Given a drag the slider took
    var host = RangeSliderHost()
    host.touchDown(on: .lower)
    host.move(forward: 2)
    #expect(host.editingChanges.isEmpty, "not taken before 4 pt")
    host.move(forward: 20)
    #expect(host.editingChanges == [true])
    // When it ends
    switch c.end {
    case .dragEnded: host.lift()
    case .dragCancelled: host.cancel()
    default: host.send(c.end)
    }
    // Then editing ends, once
    #expect(host.editingChanges == [true, false])
    #expect(host.machine.gesture != .dragging(.lower))
    // And the rest of the gesture moves nothing and ends nothing again
    let range = host.range
    host.move(forward: 80)
    #expect(host.range == range)
    for other in Self.enders { host.send(other.end) }
    host.lift()
    #expect(host.editingChanges == [true, false])
    // And once the slider is usable again a new drag edits again
    host.send(.configurationChanged(.init(bounds: 0...300)))
    host.send(.sizeChanged(width: 328, thumbDiameter: 28))
    host.send(.environmentChanged(BlockEnvironment()))
    host.touchDown(on: .upper)
    host.move(forward: 20)
    host.lift()
    #expect(host.editingChanges == [true, false, true, false])
  }

  static let middles: [RangeSliderMachine.Event] = [
    .rangeSet(lower: 50, upper: 250), .rangeSet(lower: .nan, upper: .nan),
    .configurationChanged(.init(bounds: 0...300, step: 10)),
    .configurationChanged(.init(bounds: 0...400, minimumDistance: 20)),
    .sizeChanged(width: 500, thumbDiameter: 40),
    .environmentChanged(BlockEnvironment(reduceMotion: true)),
    .environmentChanged(BlockEnvironment(direction: .rightToLeft)),
    .accessibilityAdjust(.upper, .increment), .keyPressed(.lower, .right),
  ]

  @Test("what happens around a drag without ending it does not end editing", arguments: middles)
  func keepsEditing(_ event: RangeSliderMachine.Event) {
    var host = RangeSliderHost()
    host.touchDown(on: .lower)
    host.move(forward: 20)
    host.send(event)
    host.move(forward: 30)
    #expect(host.editingChanges == [true])
    #expect(host.machine.gesture == .dragging(.lower))
    host.lift()
    #expect(host.editingChanges == [true, false])
  }

  @Test("a gesture the slider never took never calls onEditingChanged")
  func notTaken() {
    var host = RangeSliderHost()
    // A scroll, lifted
    host.touchDown(on: .lower)
    host.move(forward: 0, down: 40)
    host.lift()
    // A touch outside both reaches, cancelled
    host.touchDown(x: 250)
    host.move(forward: 60)
    host.cancel()
    // A touch that has not moved 4 pt when the view goes away
    host.touchDown(on: .upper)
    host.move(forward: 3)
    host.send(.disappeared)
    host.lift()
    // A drag on a disabled slider
    host.setEnvironment(BlockEnvironment(isEnabled: false))
    host.touchDown(on: .upper)
    host.move(forward: 30)
    host.setEnvironment(BlockEnvironment())
    host.move(forward: 60)
    host.lift()
    #expect(host.editingChanges.isEmpty)
    #expect(host.range == 100...200)
  }
}

@Suite("Range slider machine: a cancelled drag")
struct RangeSliderCancelTests {
  @Test("puts the range at grab back with a 0.3 s spring without bounce, and no haptic")
  func springsBack() {
    // Given a stepped drag that moved the lower thumb from 100 to 150, ticking on the way
    var host = RangeSliderHost(step: 25)
    host.touchDown(on: .lower)
    host.move(forward: 25)
    host.advance(by: 0.1)
    host.move(forward: 50)
    #expect(host.range == 150...200)
    #expect(!host.haptics.isEmpty)
    let haptics = host.haptics.count
    host.advance(by: 0.5)
    // When the system cancels it
    let effects = host.cancel()
    // Then the range at grab comes back, written to the binding, editing ends, nothing plays
    #expect(host.range == 100...200)
    #expect(host.binding == 100...200)
    #expect(host.machine.rangeToWriteBack == 100...200)
    #expect(host.editingChanges == [true, false])
    #expect(effects.haptic == nil)
    #expect(host.haptics.count == haptics)
    #expect(effects.animation == .spring(duration: 0.3, bounce: 0))
    // And the thumb springs back from where it was drawn
    let start = host.now
    #expect(host.machine.value(of: .lower, at: start) == 150)
    let midway = host.machine.value(of: .lower, at: start + 0.1)
    #expect(midway > 100 && midway < 150)
    #expect(host.machine.value(of: .lower, at: start + 3) == 100)
    #expect(host.machine.animationEnd > start && host.machine.animationEnd < start + 3)
    // Without bounce: it never passes the range at grab
    for hundredth in 0...30 {
      let value = host.machine.value(of: .lower, at: start + Double(hundredth) / 100)
      #expect(value >= 100 && value <= 150)
    }
  }

  @Test("with Reduce Motion the range is back at once", arguments: FlowDirection.allCases)
  func reduceMotion(direction: FlowDirection) {
    var host = RangeSliderHost(
      environment: BlockEnvironment(reduceMotion: true, direction: direction))
    host.touchDown(on: .upper)
    host.move(forward: -60)
    #expect(host.range == 100...140)
    let effects = host.cancel()
    #expect(effects.animation == nil)
    #expect(host.range == 100...200)
    #expect(host.machine.value(of: .upper, at: host.now) == 200)
    #expect(host.editingChanges == [true, false])
    #expect(host.writeBacks.last == 100...200)
  }

  @Test("a drag that ends where it began is cancelled without a write-back")
  func nothingToPutBack() {
    var host = RangeSliderHost()
    host.touchDown(on: .lower)
    host.move(forward: 30)
    host.move(forward: 0)
    let writes = host.writeBacks.count
    let effects = host.cancel()
    #expect(effects.isEmpty)
    #expect(host.writeBacks.count == writes)
    #expect(host.editingChanges == [true, false])
  }

  @Test("a cancel puts back exactly the range at grab, even one the limits left off the stops")
  func offTheStops() {
    // Given bounds 0...100 in steps of 30 (stops 0, 30, 60, 90 and 100) with the thumbs at
    // least 30 apart, in a view whose travel is 100 pt
    var host = RangeSliderHost(
      range: 0...100, bounds: 0...100, step: 30, minimumDistance: 30, width: 128)
    // And the lower thumb dragged as far as it goes: 30 below the upper, 70, between two stops
    host.drag(.lower, forward: [200])
    #expect(host.range == 70...100)
    #expect(host.binding == 70...100)
    // When a new drag moves it back and the system cancels it
    host.touchDown(on: .lower)
    host.move(forward: -40)
    #expect(host.range == 30...100)
    host.cancel()
    // Then the range is the one the drag was taken at, unchanged
    #expect(host.range == 70...100)
    #expect(host.binding == 70...100)
    #expect(host.editingChanges == [true, false, true, false])
  }

  @Test("a cancelled gesture the slider never took changes nothing")
  func notTaken() {
    var host = RangeSliderHost()
    host.touchDown(on: .lower)
    host.move(forward: 2)
    #expect(host.cancel().isEmpty)
    host.touchDown(on: .lower)
    host.move(forward: 0, down: 30)
    #expect(host.cancel().isEmpty)
    #expect(host.editingChanges.isEmpty)
    #expect(host.writeBacks.isEmpty)
  }

  struct ReconfiguredCase: Sendable, CustomTestStringConvertible {
    let name: String
    let configuration: RangeSliderMachine.Configuration
    var testDescription: String { name }
  }

  // The spec makes every range the slider shows and writes back valid: inside the bounds, in
  // order, at least minimumDistance apart. A cancel puts back the range at grab, so when the
  // caller changed the configuration mid-drag it must put that range back made valid for the
  // new configuration, as it would a range from outside.
  @Test(
    "a drag cancelled after the configuration changed puts back a range valid for the new one",
    arguments: [
      ReconfiguredCase(
        name: "bounds narrowed past the range at grab",
        configuration: .init(bounds: 150...300)),
      ReconfiguredCase(
        name: "minimumDistance grown past the range at grab",
        configuration: .init(bounds: 0...300, minimumDistance: 150)),
    ])
  func cancelledAfterReconfiguring(_ c: ReconfiguredCase) {
    // Given a drag taken at 100...200 that moved the lower thumb to 150
    var host = RangeSliderHost()
    host.touchDown(on: .lower)
    host.move(forward: 50)
    // When the caller changes the configuration, then the system cancels the drag
    host.send(.configurationChanged(c.configuration))
    host.cancel()
    // Then the range is the range at grab made valid, and that is what the binding gets
    let expected = c.configuration.validated(lower: 100, upper: 200)
    #expect(host.range == expected)
    #expect(host.binding == expected)
    let range = host.range
    #expect(c.configuration.lowerBound <= range.lowerBound)
    #expect(range.upperBound <= c.configuration.upperBound)
    #expect(range.upperBound - range.lowerBound >= c.configuration.minimumDistance)
    #expect(host.editingChanges == [true, false])
  }

  /// Bounds 0...300 showing 100...120: a drag of the lower thumb, bounds narrowed to 150...300
  /// mid-drag, the system cancels it, then VoiceOver increments the lower thumb.
  static func adjustAfterCancelInNarrowedBounds() {
    var machine = RangeSliderMachine(range: 100...120, configuration: .init(bounds: 0...300))
    _ = machine.send(.sizeChanged(width: 328, thumbDiameter: 28), at: 0)
    _ = machine.send(
      .dragChanged(startX: 114, startY: 22, translationX: 10, translationY: 0), at: 0)
    _ = machine.send(.configurationChanged(.init(bounds: 150...300)), at: 0)
    _ = machine.send(.dragCancelled, at: 0)
    _ = machine.send(.accessibilityAdjust(.lower, .increment), at: 1)
    _ = RangeSliderAccessibility(machine)
  }

  // What the range put back above leads to: in a child process, so that a trap fails the test
  // instead of ending the run.
  @Test(
    "an adjustment after a drag cancelled in narrowed bounds does not trap",
    .disabled(if: isRepeatRun, "BLOCKS_REPEAT_RUN: the child process ran in the full run"))
  func adjustAfterCancel() async {
    await #expect(processExitsWith: .success) {
      RangeSliderCancelTests.adjustAfterCancelInNarrowedBounds()
    }
  }
}

@Suite("Range slider machine: haptics")
struct RangeSliderHapticTests {
  struct HapticCase: Sendable, CustomTestStringConvertible {
    let name: String
    var step = 25.0
    var minimumDistance = 0.0
    var range: ClosedRange<Double> = 100...300
    var thumb = RangeSliderMachine.Thumb.lower
    /// (host time, forward translation) of each move.
    let moves: [(Double, Double)]
    let expected: [Haptic]
    var testDescription: String { name }
  }

  static let cases: [HapticCase] = [
    HapticCase(
      name: "a selection tick per change of the snapped value",
      // 125, 150, 160 → 150 (no change), 175
      moves: [(0, 25), (0.1, 50), (0.2, 60), (0.3, 75)],
      expected: [.selection, .selection, .selection]),
    HapticCase(
      name: "at most one tick per 0.08 s",
      // 125 tick, 150 too soon, 175 tick (0.08 s), 200 too soon, 225 tick (0.08 s)
      moves: [(0, 25), (0.04, 50), (0.08, 75), (0.15, 100), (0.16, 125)],
      expected: [.selection, .selection, .selection]),
    HapticCase(
      name: "no ticks when continuous", step: 0, moves: [(0, 25), (0.1, 50), (0.2, 75)],
      expected: []),
    HapticCase(
      name: "a rigid impact instead of the tick at the lower bound, once; a step away re-arms it",
      // 75 tick, 0 impact, 0, 10 → 0, 25 tick (one step away), 0 impact
      moves: [(0, -25), (0.1, -100), (0.2, -150), (0.3, -90), (0.4, -75), (0.5, -100)],
      expected: [.selection, .rigidImpact, .selection, .rigidImpact]),
    HapticCase(
      name: "a rigid impact on arriving at the upper bound", range: 100...200, thumb: .upper,
      moves: [(0, 75), (0.1, 100), (0.2, 200)], expected: [.selection, .rigidImpact]),
    HapticCase(
      name: "a rigid impact on arriving at minimumDistance from the other thumb",
      minimumDistance: 50, range: 100...200,
      // 125 tick, 160 → 150 = 200 − 50 impact, stays
      moves: [(0, 25), (0.1, 60), (0.2, 100)], expected: [.selection, .rigidImpact]),
    HapticCase(
      name: "a rigid impact on arriving at the other thumb", step: 0, range: 100...200,
      // 150, 200 impact, 197 (3 pt: not re-armed), 200 (no impact), 196 (4 pt: re-armed),
      // 200 impact
      moves: [(0, 50), (0.1, 100), (0.2, 97), (0.3, 100), (0.4, 96), (0.5, 100)],
      expected: [.rigidImpact, .rigidImpact]),
    HapticCase(
      name: "a thumb grabbed at a bound has arrived already", range: 0...300,
      // 0 (held at the bound), 25 tick, 0 impact
      moves: [(0, -30), (0.1, 25), (0.2, 0)], expected: [.selection, .rigidImpact]),
  ]

  @Test(
    "a tick per snapped change, ≤ 1 per 0.08 s, none continuous; one rigid impact per arrival",
    arguments: cases, FlowDirection.allCases)
  func haptics(_ c: HapticCase, direction: FlowDirection) {
    var host = RangeSliderHost(
      range: c.range, step: c.step, minimumDistance: c.minimumDistance,
      environment: BlockEnvironment(direction: direction))
    host.touchDown(on: c.thumb)
    for (time, forward) in c.moves {
      host.advance(to: time)
      #expect(host.move(forward: forward).animation == nil)
    }
    #expect(host.machine.gesture == .dragging(c.thumb))
    #expect(host.haptics == c.expected)
    host.lift()
    #expect(host.haptics == c.expected)
  }

  @Test("nothing plays for values from outside")
  func noHapticsFromOutside() {
    var host = RangeSliderHost(step: 25)
    host.setRange(lower: 0, upper: 300)
    host.setRange(lower: 125, upper: 175)
    host.send(.configurationChanged(.init(bounds: 0...300, step: 50)))
    #expect(host.haptics.isEmpty)
  }
}

@Suite("Range slider machine: values from outside")
struct RangeSliderOutsideValueTests {
  struct OutsideCase: Sendable, CustomTestStringConvertible {
    let name: String
    var step = 0.0
    var minimumDistance = 0.0
    let lower: Double
    let upper: Double
    let expected: ClosedRange<Double>
    var testDescription: String { name }
    /// Whether making the range valid changed it.
    var changes: Bool { !(expected.lowerBound == lower && expected.upperBound == upper) }
  }

  static let cases: [OutsideCase] = [
    OutsideCase(name: "valid: kept", lower: 150, upper: 250, expected: 150...250),
    OutsideCase(name: "NaN lower is the lower bound", lower: .nan, upper: 200, expected: 0...200),
    OutsideCase(name: "NaN upper is the upper bound", lower: 100, upper: .nan, expected: 100...300),
    OutsideCase(name: "both NaN: the whole bounds", lower: .nan, upper: .nan, expected: 0...300),
    OutsideCase(name: "clamped into the bounds", lower: -50, upper: 400, expected: 0...300),
    OutsideCase(
      name: "infinities clamped", lower: -.infinity, upper: .infinity, expected: 0...300),
    OutsideCase(
      name: "both past the upper bound", lower: .infinity, upper: .infinity, expected: 300...300),
    OutsideCase(
      name: "snapped to the steps", step: 25, lower: 110, upper: 190, expected: 100...200),
    OutsideCase(name: "on the steps: kept", step: 25, lower: 125, upper: 250, expected: 125...250),
    OutsideCase(
      name: "too close: upper = lower + d", minimumDistance: 50, lower: 100, upper: 120,
      expected: 100...150),
    OutsideCase(
      name: "too close at the top: upper = upper bound, lower = upper − d", minimumDistance: 50,
      lower: 280, upper: 290, expected: 250...300),
    OutsideCase(
      name: "reversed: upper = lower + d", minimumDistance: 50, lower: 200, upper: 100,
      expected: 200...250),
    OutsideCase(
      name: "reversed, d = 0: both at lower", lower: 200, upper: 100, expected: 200...200),
    OutsideCase(
      name: "snapped, then 60 in steps of 25 is 75 apart", step: 25, minimumDistance: 60,
      lower: 100, upper: 150, expected: 100...175),
    OutsideCase(
      name: "NaN lower, then too close", minimumDistance: 50, lower: .nan, upper: 10,
      expected: 0...50),
    OutsideCase(
      name: "NaN upper, then too close at the top", minimumDistance: 50, lower: 290, upper: .nan,
      expected: 250...300),
  ]

  @Test(
    "a range set by the app is made valid, and written back once when that changed it",
    arguments: cases)
  func rangeSet(_ c: OutsideCase) {
    // Given a slider showing 100...200
    var host = RangeSliderHost(step: c.step, minimumDistance: c.minimumDistance)
    let initialWrites = host.writeBacks.count
    // When the app sets its binding
    host.setRange(lower: c.lower, upper: c.upper)
    // Then the slider shows the valid range, written back if it had to change
    #expect(host.range == c.expected)
    #expect(host.machine.rangeToWriteBack == (c.changes ? c.expected : nil))
    #expect(host.writeBacks.count == initialWrites + (c.changes ? 1 : 0))
    // And once only: the binding's own change reports the valid range, which changes nothing
    #expect(host.setRange(lower: host.binding.lowerBound, upper: host.binding.upperBound).isEmpty)
    #expect(host.writeBacks.count == initialWrites + (c.changes ? 1 : 0))
    #expect(host.editingChanges.isEmpty)
  }

  @Test("the range the slider starts with is made valid the same way", arguments: cases)
  func initial(_ c: OutsideCase) {
    let machine = RangeSliderMachine(
      range: unchecked(c.lower, c.upper),
      configuration: .init(bounds: 0...300, step: c.step, minimumDistance: c.minimumDistance))
    #expect(machine.range == c.expected)
    // Written back once, before the first event
    #expect(machine.rangeToWriteBack == (c.changes ? c.expected : nil))
    var host = VirtualHost(machine)
    host.send(.sizeChanged(width: 328, thumbDiameter: 28))
    #expect(host.machine.rangeToWriteBack == nil)
  }

  @Test("a range from outside moves the thumbs with a 0.3 s spring without bounce")
  func springs() {
    var host = RangeSliderHost()
    host.advance(by: 1)
    let effects = host.setRange(lower: 0, upper: 300)
    #expect(effects.animation == .spring(duration: 0.3, bounce: 0))
    #expect(effects.haptic == nil)
    let start = host.now
    // From where they were drawn, to the new range, never overshooting
    #expect(host.machine.value(of: .lower, at: start) == 100)
    #expect(host.machine.value(of: .upper, at: start) == 200)
    for hundredth in 1...60 {
      let time = start + Double(hundredth) / 100
      let lower = host.machine.value(of: .lower, at: time)
      let upper = host.machine.value(of: .upper, at: time)
      #expect(lower >= 0 && lower <= 100 && upper >= 200 && upper <= 300)
      let layout = RangeSliderLayout(host.machine, at: time)
      #expect(layout.lowerCenter <= layout.upperCenter)
    }
    #expect(host.machine.value(of: .lower, at: start + 0.1) < 100)
    #expect(host.machine.value(of: .lower, at: start + 3) == 0)
    #expect(host.machine.value(of: .upper, at: start + 3) == 300)
    // The range itself is the new one at once
    #expect(host.range == 0...300)
  }

  @Test("with Reduce Motion a range from outside moves the thumbs at once")
  func reduceMotion() {
    var host = RangeSliderHost(environment: BlockEnvironment(reduceMotion: true))
    host.advance(by: 1)
    let effects = host.setRange(lower: 0, upper: 300)
    #expect(effects.animation == nil)
    #expect(host.machine.value(of: .lower, at: host.now) == 0)
    #expect(host.machine.value(of: .upper, at: host.now) == 300)
    #expect(host.layout.lowerCenter == 14 && host.layout.upperCenter == 314)
  }

  @Test("a finger catches a thumb where it is drawn mid-spring")
  func catchMidSpring() {
    var host = RangeSliderHost()
    host.advance(by: 1)
    host.setRange(lower: 0, upper: 200)
    host.advance(by: 0.05)
    let drawn = host.machine.value(of: .lower, at: host.now)
    #expect(drawn > 0 && drawn < 100)
    host.touchDown(on: .lower)
    host.move(forward: 10)
    #expect(host.machine.gesture == .dragging(.lower))
    #expect(close(host.machine.value(of: .lower), drawn + 10))
    #expect(close(host.machine.value(of: .lower, at: host.now), drawn + 10))
  }
}

@Suite("Range slider machine: unusable bounds and odd configurations")
struct RangeSliderConfigurationTests {
  struct InertCase: Sendable, CustomTestStringConvertible {
    let name: String
    let lower: Double
    let upper: Double
    let start: Double
    var testDescription: String { name }
  }

  // Bounds with a NaN end are in `nanBounds` below, each in a child process.
  static let inertCases: [InertCase] = [
    InertCase(name: "a single value", lower: 5, upper: 5, start: 5),
    InertCase(name: "an infinite upper end", lower: 0, upper: .infinity, start: 0),
    InertCase(name: "an infinite lower end", lower: -.infinity, upper: 0, start: 0),
    InertCase(name: "both ends infinite", lower: -.infinity, upper: .infinity, start: 0),
    InertCase(name: "reversed (built unchecked)", lower: 5, upper: 1, start: 5),
  ]

  @Test(
    "bounds of a single value, with an infinite end or reversed: both thumbs at the start, no input",
    arguments: inertCases)
  func inert(_ c: InertCase) {
    var host = RangeSliderHost(range: 100...200, bounds: unchecked(c.lower, c.upper))
    let machine = host.machine
    #expect(machine.configuration.isInert)
    #expect(machine.range == c.start...c.start)
    #expect(machine.rangeToWriteBack == nil)
    #expect(host.writeBacks.isEmpty)
    // Both thumbs are drawn at the start
    #expect(host.layout.lowerCenter == 14 && host.layout.upperCenter == 14)
    #expect(host.layout.fillWidth == 0)
    // No drag, adjustment, key or range from outside moves them
    host.touchDown(x: 14)
    host.move(forward: 50)
    #expect(host.machine.gesture == .ignored)
    host.lift()
    host.touchDown(x: 14)
    host.move(forward: -50)
    host.lift()
    for thumb in RangeSliderMachine.Thumb.allCases {
      host.send(.accessibilityAdjust(thumb, .increment))
      host.send(.accessibilityAdjust(thumb, .decrement))
      host.send(.keyPressed(thumb, .left))
      host.send(.keyPressed(thumb, .right))
    }
    let effects = host.setRange(lower: 1, upper: 2)
    #expect(effects.isEmpty)
    #expect(host.range == c.start...c.start)
    #expect(host.writeBacks.isEmpty && host.editingChanges.isEmpty && host.haptics.isEmpty)
    #expect(!host.machine.acceptsInput)
    let accessibility = host.accessibility
    #expect(accessibility.elements.allSatisfy { !$0.isAdjustable })
    #expect(accessibility.elements.allSatisfy { !$0.canIncrement && !$0.canDecrement })
    // And a usable configuration brings the slider back
    host.send(.configurationChanged(.init(bounds: 0...300)))
    #expect(host.machine.acceptsInput)
    host.touchDown(on: .upper)
    host.move(forward: 40)
    #expect(host.machine.gesture == .dragging(.upper))
  }

  @Test("bounds becoming unusable put both thumbs at the start", arguments: inertCases)
  func becomesInert(_ c: InertCase) {
    var host = RangeSliderHost()
    host.send(.configurationChanged(.init(bounds: unchecked(c.lower, c.upper))))
    #expect(host.range == c.start...c.start)
    #expect(host.layout.lowerCenter == 14 && host.layout.upperCenter == 14)
    #expect(host.layout.allNumbers.allSatisfy { $0.isFinite })
  }

  /// Which end of the bounds is NaN (a value an exit test can carry to its child process).
  enum NaNEnd: String, Sendable, Codable, CaseIterable, CustomTestStringConvertible {
    case lower
    case upper
    case both

    var bounds: (lower: Double, upper: Double) {
      switch self {
      case .lower: (.nan, 1)
      case .upper: (0, .nan)
      case .both: (.nan, .nan)
      }
    }

    var testDescription: String { "\(bounds.lower)...\(bounds.upper)" }
  }

  /// Builds the slider, its layout and its accessibility elements for bounds with a NaN end,
  /// and drives it; exits normally unless something traps.
  static func exercise(_ end: NaNEnd) {
    let (lower, upper) = end.bounds
    var machine = RangeSliderMachine(
      range: 100...200, configuration: .init(bounds: unchecked(lower, upper)))
    _ = machine.send(.sizeChanged(width: 328, thumbDiameter: 28), at: 0)
    _ = RangeSliderAccessibility(machine)
    _ = machine.send(.dragChanged(startX: 14, startY: 22, translationX: 40, translationY: 0), at: 0)
    _ = machine.send(.accessibilityAdjust(.lower, .increment), at: 0)
    _ = machine.send(.rangeSet(lower: 1, upper: 2), at: 0)
    let layout = RangeSliderLayout(machine, at: 0)
    let accessibility = RangeSliderAccessibility(machine)
    let start = lower.isFinite ? lower : 0
    guard machine.configuration.isInert, machine.range == start...start,
      layout.lowerCenter == 14, layout.upperCenter == 14,
      accessibility.elements.allSatisfy({ !$0.isAdjustable })
    else { fatalError("bounds \(lower)...\(upper): not inert at the start") }
  }

  // SPEC §5: bounds with a NaN end draw both thumbs at the start and take no input, and the
  // common rules say degenerate input never crashes. An optimized app can pass such bounds with
  // `ClosedRange(uncheckedBounds:)`. Each case runs in a child process so that a trap fails the
  // test instead of ending the run.
  @Test(
    "bounds with a NaN end: both thumbs at the start, no input, and nothing traps",
    .disabled(if: isRepeatRun, "BLOCKS_REPEAT_RUN: the child processes ran in the full run"),
    arguments: NaNEnd.allCases)
  func nanBounds(_ end: NaNEnd) async {
    await #expect(processExitsWith: .success) { [end] in
      RangeSliderConfigurationTests.exercise(end)
    }
  }

  struct StepCase: Sendable, CustomTestStringConvertible {
    let bounds: ClosedRange<Double>
    let step: Double
    let expected: Double
    var testDescription: String { "\(bounds), step \(step) → \(expected)" }
  }

  @Test(
    "a NaN, negative, zero or infinite step is continuous; one larger than the span is the span",
    arguments: [
      StepCase(bounds: 0...300, step: 25, expected: 25),
      StepCase(bounds: 0...300, step: 0, expected: 0),
      StepCase(bounds: 0...300, step: -25, expected: 0),
      StepCase(bounds: 0...300, step: .nan, expected: 0),
      StepCase(bounds: 0...300, step: .infinity, expected: 0),
      StepCase(bounds: 0...300, step: -.infinity, expected: 0),
      StepCase(bounds: 0...300, step: 300, expected: 300),
      StepCase(bounds: 0...300, step: 400, expected: 300),
      StepCase(bounds: 0...1, step: 0.25, expected: 0.25),
      StepCase(bounds: 5...5, step: 1, expected: 0),
    ])
  func step(_ c: StepCase) {
    #expect(RangeSliderMachine.Configuration(bounds: c.bounds, step: c.step).step == c.expected)
  }

  struct SnapCase: Sendable, CustomTestStringConvertible {
    let bounds: ClosedRange<Double>
    let step: Double
    let value: Double
    let expected: Double
    var testDescription: String { "\(value) on \(bounds) step \(step) → \(expected)" }
  }

  @Test(
    "snapping goes to the nearest lower bound + k × step or the upper bound, inside the bounds",
    arguments: [
      SnapCase(bounds: 0...300, step: 25, value: 112, expected: 100),
      SnapCase(bounds: 0...300, step: 25, value: 113, expected: 125),
      SnapCase(bounds: 0...290, step: 25, value: 282, expected: 275),
      SnapCase(bounds: 0...290, step: 25, value: 283, expected: 290),
      SnapCase(bounds: 0...290, step: 25, value: 1_000, expected: 290),
      SnapCase(bounds: 3...303, step: 10, value: 67, expected: 63),
      SnapCase(bounds: 3...303, step: 10, value: -5, expected: 3),
      SnapCase(bounds: 0...300, step: 0, value: 112.5, expected: 112.5),
      SnapCase(bounds: 0...300, step: 0, value: .nan, expected: 0),
      SnapCase(bounds: 0...300, step: 25, value: .infinity, expected: 300),
      SnapCase(bounds: 0...300, step: 25, value: -.infinity, expected: 0),
      SnapCase(bounds: -10...10, step: 3, value: 9.5, expected: 10),
      SnapCase(bounds: -10...10, step: 3, value: 8.4, expected: 8),
    ])
  func snapped(_ c: SnapCase) {
    let configuration = RangeSliderMachine.Configuration(bounds: c.bounds, step: c.step)
    #expect(configuration.snapped(c.value) == c.expected)
  }
}

@Suite("Range slider machine: seeded random sequences")
struct RangeSliderRandomSequenceTests {
  struct Setup: Sendable, CustomTestStringConvertible {
    let seed: UInt64
    let bounds: ClosedRange<Double>
    let step: Double
    let minimumDistance: Double
    let direction: FlowDirection
    var testDescription: String {
      "seed \(seed): bounds \(bounds), step \(step), minimumDistance \(minimumDistance), \(direction)"
    }
  }

  static let setups: [Setup] = [
    Setup(seed: 1, bounds: 0...300, step: 0, minimumDistance: 0, direction: .leftToRight),
    Setup(seed: 7, bounds: 0...300, step: 25, minimumDistance: 50, direction: .leftToRight),
    Setup(seed: 42, bounds: 0...1, step: 0.1, minimumDistance: 0.3, direction: .rightToLeft),
    Setup(seed: 2_024, bounds: -50...50, step: 0, minimumDistance: 10, direction: .rightToLeft),
    Setup(seed: 0xDEAD_BEEF, bounds: 0...300, step: 7, minimumDistance: 0, direction: .leftToRight),
    Setup(
      seed: 0x5EED_0F_4A5E, bounds: 0...1, step: 0, minimumDistance: 0.5, direction: .leftToRight),
  ]

  @Test(
    "the range stays valid, the layout finite, and every editing true gets exactly one false",
    arguments: setups)
  func invariants(_ setup: Setup) {
    var random = SplitMix64(seed: setup.seed)
    let environment = BlockEnvironment(direction: setup.direction)
    var host = RangeSliderHost(
      range: setup.bounds, bounds: setup.bounds, step: setup.step,
      minimumDistance: setup.minimumDistance, environment: environment)
    var actions = RandomHostActions(
      RangeSliderModel(
        range: setup.bounds, bounds: setup.bounds, step: setup.step,
        minimumDistance: setup.minimumDistance, environment: environment))
    var editing = false
    var edits = 0
    var moves = 0
    for step in 0..<10_000 {
      // The steps come from the adapter's one generator; the host plays the finger itself, so
      // that a touch meant for a thumb lands where this host draws it.
      let next = ModelStep<RangeSliderInput>.random(for: RangeSliderModel.self, using: &random)
      var event: RangeSliderMachine.Event?
      switch next {
      case .input(.drag(let touch, let x, let y)):
        if host.touch == nil {
          let point = RangeSliderModel.point(of: touch, on: host.machine)
          host.touchDown(x: point.x, y: point.y)
        }
        let before = host.range
        host.moveOnScreen(x: x, y: y)
        event = .dragChanged(
          startX: host.touch?.x ?? 0, startY: host.touch?.y ?? 0, translationX: x, translationY: y)
        if host.range != before { moves += 1 }
      case .input(.dragEnded):
        event = .dragEnded
        host.lift()
      case .input(.dragCancelled):
        event = .dragCancelled
        host.cancel()
      default:
        switch actions.action(for: next, host: host.base) {
        case .send(let sent):
          event = sent
          host.send(sent)
        case .wait(let seconds):
          host.advance(by: seconds)
        case .none:
          break
        }
      }
      let context = "seed \(setup.seed), step \(step), \(event.map { "\($0)" } ?? "\(next)")"
      // Every onEditingChanged(true) is followed by exactly one false before the next true
      var problem: String?
      if event != nil, let change = host.machine.editingChange {
        if change == editing { problem = "onEditingChanged(\(change)) twice" }
        editing = change
        if change { edits += 1 }
      }
      let isDragging: Bool
      if case .dragging = host.machine.gesture { isDragging = true } else { isDragging = false }
      if isDragging != editing {
        problem = problem ?? (editing ? "editing without a drag" : "dragging without editing")
      }
      // The first broken rule ends the sequence, as in the reliability harness: a broken state
      // breaks every step after it.
      if let broken = problem ?? Self.problem(with: host) {
        Issue.record("\(broken); \(context)")
        return
      }
    }
    host.lift()
    if host.machine.editingChange == false { editing = false }
    #expect(!editing, "seed \(setup.seed): editing after the last lift")
    #expect(host.machine.isAtRest, "seed \(setup.seed)")
    // The sequences reach the interesting states often enough to mean something
    #expect(edits > 40, "seed \(setup.seed): \(edits) drags taken")
    #expect(moves > 20, "seed \(setup.seed): \(moves) drag moves")
  }

  /// The first rule `host`'s slider breaks, if any.
  private static func problem(with host: RangeSliderHost) -> String? {
    let machine = host.machine
    let configuration = machine.configuration
    let lower = machine.range.lowerBound
    let upper = machine.range.upperBound
    guard lower <= upper else { return "\(lower)...\(upper) reversed" }
    if configuration.isInert {
      guard lower == upper else { return "inert bounds show \(lower)...\(upper)" }
    } else {
      guard configuration.lowerBound <= lower, upper <= configuration.upperBound else {
        return "\(lower)...\(upper) outside the bounds "
          + "\(configuration.lowerBound)...\(configuration.upperBound)"
      }
      let tolerance = 1e-9 * max(1, abs(lower), abs(upper))
      guard upper - lower >= configuration.minimumDistance - tolerance else {
        return "\(lower)...\(upper) closer than \(configuration.minimumDistance)"
      }
    }
    if let written = machine.rangeToWriteBack, written != machine.range {
      return "wrote back \(written) but shows \(machine.range)"
    }
    for time in [host.now, host.now + 0.1, .nan] {
      let layout = RangeSliderLayout(machine, at: time)
      guard layout.allNumbers.allSatisfy({ $0.isFinite }), layout.lowerCenter <= layout.upperCenter
      else { return "layout at \(time): \(layout)" }
    }
    return nil
  }
}

// MARK: - The host

/// The virtual host driving a range slider, and the app around it.
///
/// The slider has no timers and no callback effect: what its view does after each event is read
/// from the machine (``RangeSliderMachine/rangeToWriteBack`` and
/// ``RangeSliderMachine/editingChange``), so this host wraps the generic ``VirtualHost`` and
/// records those too: the app's binding and every `onEditingChanged` value, in order.
///
/// The standard slider is 328 pt wide with 28 pt thumbs: r = 14 and the travel w − 2r is 300 pt,
/// so on bounds `0...300` one point of finger movement is one unit of value and a value v is
/// drawn at x = 14 + v.
struct RangeSliderHost {
  typealias Machine = RangeSliderMachine

  /// The generic host: virtual clock, haptics and animations.
  private(set) var base: VirtualHost<RangeSliderMachine>
  /// The app's binding: the range it passed, then every range the slider wrote back.
  private(set) var binding: ClosedRange<Double>
  /// Every range the slider wrote back, in order (the initial write-back included).
  private(set) var writeBacks: [ClosedRange<Double>] = []
  /// Every value passed to `onEditingChanged`, in order.
  private(set) var editingChanges: [Bool] = []
  /// Where the finger in flight touched down, in points from the view's top-left corner as
  /// drawn on screen.
  private(set) var touch: (x: Double, y: Double)?

  /// A host with a slider showing `range`, measured at `width` × its frame height.
  init(
    range: ClosedRange<Double> = 100...200, bounds: ClosedRange<Double> = 0...300,
    step: Double = 0, minimumDistance: Double = 0, width: Double = 328,
    thumbDiameter: Double = 28, environment: BlockEnvironment = BlockEnvironment()
  ) {
    let machine = RangeSliderMachine(
      range: range,
      configuration: .init(bounds: bounds, step: step, minimumDistance: minimumDistance),
      environment: environment)
    base = VirtualHost(machine)
    binding = range
    // The slider writes a range it had to make valid back once, before the first event.
    record()
    send(.sizeChanged(width: width, thumbDiameter: thumbDiameter))
  }

  /// The machine under test.
  var machine: RangeSliderMachine { base.machine }
  /// The virtual clock, in seconds.
  var now: Double { base.now }
  /// Every haptic played.
  var haptics: [Haptic] { base.haptics }
  /// Every animation the machine asked for.
  var animations: [Motion] { base.animations }
  /// The range the slider shows once every motion ends.
  var range: ClosedRange<Double> { machine.range }
  /// The slider's frame now.
  var layout: RangeSliderLayout { RangeSliderLayout(machine, at: now) }
  /// The accessibility elements now.
  var accessibility: RangeSliderAccessibility { RangeSliderAccessibility(machine) }

  /// Sends `event` at ``now``, plays its effects, and does what the view does after it: writes
  /// the binding and calls `onEditingChanged`.
  @discardableResult
  mutating func send(_ event: RangeSliderMachine.Event) -> Effects<Never> {
    let effects = base.send(event)
    record()
    return effects
  }

  /// Advances the virtual clock by `seconds`.
  mutating func advance(by seconds: Double) { base.advance(by: seconds) }

  /// Moves the virtual clock to exactly `time`, if it is later (the slider has no timers to
  /// fire on the way).
  mutating func advance(to time: Double) { base.now = max(base.now, time) }

  /// Tells the machine about a new environment.
  @discardableResult
  mutating func setEnvironment(_ environment: BlockEnvironment) -> Effects<Never> {
    send(.environmentChanged(environment))
  }

  /// The app sets its binding to `range` (values in any order, NaN included), as SwiftUI's
  /// `onChange` reports it.
  @discardableResult
  mutating func setRange(lower: Double, upper: Double) -> Effects<Never> {
    binding = RangeSliderModel.unchecked(lower, upper)
    return send(.rangeSet(lower: lower, upper: upper))
  }

  private mutating func record() {
    if let written = machine.rangeToWriteBack {
      writeBacks.append(written)
      binding = written
    }
    if let editing = machine.editingChange { editingChanges.append(editing) }
  }

  // MARK: - Gestures

  /// Where `thumb`'s centre is drawn now, in points from the view's left edge (mirrored in
  /// right-to-left layouts, where the leading edge is on the right).
  func screenX(of thumb: RangeSliderMachine.Thumb) -> Double {
    let leading = machine.center(of: thumb, at: now)
    return machine.environment.direction == .leftToRight ? leading : machine.width - leading
  }

  /// The vertical centre of the track, in points from the view's top.
  var centerY: Double { layout.height / 2 }

  /// A finger touches down at (`x`, `y`), in points from the view's top-left corner on screen.
  mutating func touchDown(x: Double, y: Double? = nil) {
    touch = (x, y ?? centerY)
  }

  /// A finger touches down on `thumb`'s centre, moved by `forward` points toward the trailing
  /// end (leftward in right-to-left layouts) and `down` points down.
  mutating func touchDown(
    on thumb: RangeSliderMachine.Thumb, forward: Double = 0, down: Double = 0
  ) {
    touchDown(
      x: screenX(of: thumb) + machine.environment.direction.forwardSign * forward,
      y: centerY + down)
  }

  /// The finger in flight has moved `forward` points forward (left in right-to-left layouts)
  /// and `down` points down from where it touched down.
  @discardableResult
  mutating func move(forward: Double, down: Double = 0) -> Effects<Never> {
    moveOnScreen(x: machine.environment.direction.forwardSign * forward, y: down)
  }

  /// The finger in flight has moved (`x`, `y`) screen points from where it touched down.
  @discardableResult
  mutating func moveOnScreen(x: Double, y: Double) -> Effects<Never> {
    let start = touch ?? (0, 0)
    return send(
      .dragChanged(startX: start.x, startY: start.y, translationX: x, translationY: y))
  }

  /// The finger lifts.
  @discardableResult
  mutating func lift() -> Effects<Never> {
    touch = nil
    return send(.dragEnded)
  }

  /// The system cancels the drag.
  @discardableResult
  mutating func cancel() -> Effects<Never> {
    touch = nil
    return send(.dragCancelled)
  }

  /// A whole drag of `thumb`: touch down on its centre, move forward through `forward` points
  /// (each from the touch-down point), lift.
  mutating func drag(_ thumb: RangeSliderMachine.Thumb, forward: [Double]) {
    touchDown(on: thumb)
    for distance in forward { move(forward: distance) }
    lift()
  }
}

extension RangeSliderLayout {
  /// Every number the layout hands to the view.
  var allNumbers: [Double] {
    [
      height, trackHeight, thumbDiameter, lowerCenter, upperCenter, fillStart, fillWidth, opacity,
      thumbOffset(center: lowerCenter), thumbOffset(center: upperCenter),
    ]
  }
}

/// Each number of the slider's feel just inside and just outside its boundary, so a change of
/// any of them, or of which side of it counts, fails here as well as where the rule is tested.
@Suite("Range slider: each number at its boundary")
struct RangeSliderBoundaryTests {
  @Test("a drag is decided at 4 pt of movement, not at 3.99 pt")
  func decisionDistance() {
    var host = RangeSliderHost()
    host.touchDown(on: .lower)
    host.move(forward: 3.99)
    #expect(host.editingChanges.isEmpty && host.range == 100...200)
    host.move(forward: 4)
    #expect(host.editingChanges == [true])
    #expect(host.range == 104...200)
  }

  struct StackedCase: Sendable, CustomTestStringConvertible {
    let apart: Double
    let range: ClosedRange<Double>
    var testDescription: String { "\(apart) pt apart, forward from the lower thumb → \(range)" }
  }

  @Test(
    "thumbs under 1 pt apart are stacked (forward takes the upper); 1 pt apart is the nearer",
    arguments: [
      StackedCase(apart: 0.875, range: 150...160.875),
      StackedCase(apart: 1, range: 151...151),
      StackedCase(apart: 1.25, range: 151.25...151.25),
    ])
  func stackedDistance(_ c: StackedCase) {
    // 300 pt of travel for 300 units: a point is a unit.
    var host = RangeSliderHost(range: 150...(150 + c.apart))
    host.touchDown(on: .lower)
    host.move(forward: 10)
    #expect(host.range == c.range)
  }

  @Test("ticks 0.08 s apart, to the step: a change 0.079 s after a tick is silent, 0.08 s ticks")
  func tickInterval() {
    var host = RangeSliderHost(step: 10)
    #expect(host.now == 0)
    host.touchDown(on: .lower)
    host.move(forward: 10)
    host.advance(to: 0.079)
    host.move(forward: 20)
    host.advance(to: 0.08)
    host.move(forward: 30)
    #expect(host.range == 130...200)
    #expect(host.haptics == [.selection, .selection])
  }

  @Test("a continuous thumb re-arms its arrival impact 4 pt from where it arrived, not 3.99 pt")
  func continuousRearmDistance() {
    var host = RangeSliderHost()
    host.touchDown(on: .lower)
    for forward in [100.0, 96.01, 100, 96, 100] { host.move(forward: forward) }
    #expect(host.haptics == [.rigidImpact, .rigidImpact])
  }

  @Test("one adjustment of a continuous thumb moves a tenth of the span: 30 of 0...300")
  func continuousAdjustmentFraction() {
    var host = RangeSliderHost()
    host.send(.accessibilityAdjust(.lower, .increment))
    host.send(.accessibilityAdjust(.upper, .decrement))
    #expect(abs(host.range.lowerBound - 130) < 1e-9 && abs(host.range.upperBound - 170) < 1e-9)
  }

  @Test(
    "a slider not yet measured draws 28 pt thumbs on a 6 pt track: its thumbs' centres at 14 pt")
  func unmeasuredDefaults() {
    let machine = RangeSliderMachine(
      range: 0...1, configuration: .init(bounds: 0...1, step: 0, minimumDistance: 0))
    let layout = RangeSliderLayout(machine, at: 0)
    #expect(layout.trackHeight == 6)
    #expect(layout.lowerCenter == 14 && layout.upperCenter == 14)
  }
}

@Suite("Range slider layout")
struct RangeSliderLayoutTests {
  struct HeightCase: Sendable, CustomTestStringConvertible {
    let diameter: Double
    let height: Double
    var testDescription: String { "a \(diameter) pt thumb → \(height) pt frame" }
  }

  @Test(
    "the frame is 44 pt high, or the thumb's diameter when that is larger",
    arguments: [
      HeightCase(diameter: 28, height: 44), HeightCase(diameter: 44, height: 44),
      HeightCase(diameter: 44.5, height: 44.5), HeightCase(diameter: 60, height: 60),
      HeightCase(diameter: 0, height: 44), HeightCase(diameter: -5, height: 44),
      HeightCase(diameter: .nan, height: 44), HeightCase(diameter: .infinity, height: 44),
    ])
  func frameHeight(_ c: HeightCase) {
    let host = RangeSliderHost(width: 400, thumbDiameter: c.diameter)
    #expect(host.layout.height == c.height)
    #expect(RangeSliderMetrics.frameHeight(thumbDiameter: c.diameter) == c.height)
    #expect(host.layout.thumbDiameter.isFinite && host.layout.thumbDiameter >= 0)
  }

  @Test("the track is 6 pt, scaled by the view, never taller than the frame nor broken")
  func track() {
    let host = RangeSliderHost()
    #expect(RangeSliderMetrics.trackHeight == 6)
    #expect(host.layout.trackHeight == 6)
    #expect(RangeSliderLayout(host.machine, trackHeight: 9, at: 0).trackHeight == 9)
    #expect(RangeSliderLayout(host.machine, trackHeight: 100, at: 0).trackHeight == 44)
    for broken in [Double.nan, .infinity, -.infinity, -3] {
      #expect(RangeSliderLayout(host.machine, trackHeight: broken, at: 0).trackHeight == 0)
    }
  }

  /// The view's shadow is its own (ViewLookTests); the machine assumes 28 pt thumbs until the
  /// view reports its own.
  @Test("thumbs are 28 pt circles until the view measures them")
  func thumbMetrics() {
    #expect(RangeSliderMetrics.thumbDiameter == 28)
    #expect(RangeSliderHost().layout.thumbDiameter == 28)
  }

  struct CenterCase: Sendable, CustomTestStringConvertible {
    let width: Double
    let diameter: Double
    let bounds: ClosedRange<Double>
    let range: ClosedRange<Double>
    let lower: Double
    let upper: Double
    var testDescription: String {
      "\(range) of \(bounds) in \(width) pt, \(diameter) pt thumbs → \(lower), \(upper)"
    }
  }

  @Test(
    "a value v sits at r + (v − lower) ÷ (upper − lower) × (w − 2r) from the leading edge",
    arguments: [
      CenterCase(
        width: 328, diameter: 28, bounds: 0...300, range: 50...200, lower: 64, upper: 214),
      CenterCase(width: 200, diameter: 40, bounds: 0...1, range: 0.25...1, lower: 60, upper: 180),
      CenterCase(
        width: 400, diameter: 28, bounds: -50...50, range: -50...0, lower: 14, upper: 200),
      CenterCase(width: 328, diameter: 28, bounds: 0...300, range: 0...300, lower: 14, upper: 314),
      CenterCase(
        width: 328, diameter: 28, bounds: 0...300, range: 150...150, lower: 164, upper: 164),
      CenterCase(
        width: 356, diameter: 56, bounds: 0...300, range: 75...225, lower: 103, upper: 253),
    ], FlowDirection.allCases)
  func centers(_ c: CenterCase, direction: FlowDirection) {
    let host = RangeSliderHost(
      range: c.range, bounds: c.bounds, width: c.width, thumbDiameter: c.diameter,
      environment: BlockEnvironment(direction: direction))
    let layout = host.layout
    // Measured from the leading edge: the view mirrors right-to-left layouts by itself
    #expect(abs(layout.lowerCenter - c.lower) < 1e-9)
    #expect(abs(layout.upperCenter - c.upper) < 1e-9)
    // The tint fills the track between the thumbs
    #expect(layout.fillStart == layout.lowerCenter)
    #expect(layout.fillWidth == layout.upperCenter - layout.lowerCenter)
    // A thumb is placed by its leading edge
    #expect(layout.thumbOffset(center: layout.lowerCenter) == layout.lowerCenter - c.diameter / 2)
  }

  struct ReachCase: Sendable, CustomTestStringConvertible {
    let diameter: Double
    let reach: Double
    var testDescription: String { "a \(diameter) pt thumb reaches \(reach) pt" }
  }

  @Test(
    "a thumb's reach is max(22 pt, its radius)",
    arguments: [
      ReachCase(diameter: 28, reach: 22), ReachCase(diameter: 44, reach: 22),
      ReachCase(diameter: 46, reach: 23), ReachCase(diameter: 60, reach: 30),
      ReachCase(diameter: 0, reach: 22), ReachCase(diameter: .nan, reach: 22),
    ])
  func reach(_ c: ReachCase) {
    let host = RangeSliderHost(width: 400, thumbDiameter: c.diameter)
    #expect(host.machine.reach == c.reach)
    // A touch just inside the reach grabs; a little beyond it does not
    for (distance, grabs) in [(c.reach - 0.01, true), (c.reach + 0.5, false)] {
      var probe = host
      probe.touchDown(on: .lower, forward: -distance)
      probe.move(forward: -10)
      #expect((probe.machine.gesture == .dragging(.lower)) == grabs, "at \(distance) pt")
    }
  }

  @Test("disabled dims the slider")
  func dimmed() {
    var host = RangeSliderHost()
    #expect(host.layout.opacity == 1)
    host.setEnvironment(BlockEnvironment(isEnabled: false))
    #expect(host.layout.opacity == BlockEnvironment.disabledOpacity)
    #expect(host.layout.opacity < 1)
  }

  struct NoTravelCase: Sendable, CustomTestStringConvertible {
    let width: Double
    let diameter: Double
    var testDescription: String { "\(width) pt wide, \(diameter) pt thumbs" }
  }

  @Test(
    "when w − 2r ≤ 0 the slider takes no drags, and draws both thumbs at r",
    arguments: [
      NoTravelCase(width: 28, diameter: 28), NoTravelCase(width: 20, diameter: 28),
      NoTravelCase(width: 0, diameter: 28), NoTravelCase(width: -10, diameter: 28),
      NoTravelCase(width: .nan, diameter: 28), NoTravelCase(width: .infinity, diameter: 28),
      NoTravelCase(width: 100, diameter: 100), NoTravelCase(width: 100, diameter: 150),
    ])
  func noTravel(_ c: NoTravelCase) {
    var host = RangeSliderHost(width: c.width, thumbDiameter: c.diameter)
    #expect(host.machine.travel == 0)
    #expect(!host.machine.acceptsInput)
    let layout = host.layout
    #expect(layout.allNumbers.allSatisfy { $0.isFinite })
    #expect(layout.lowerCenter == host.machine.thumbDiameter / 2)
    #expect(layout.upperCenter == host.machine.thumbDiameter / 2)
    for x in [0.0, 10, 14, 50, 75] {
      host.touchDown(x: x)
      host.move(forward: 40)
      #expect(host.machine.gesture == .ignored)
      host.move(forward: -40)
      host.lift()
    }
    #expect(host.range == 100...200)
    #expect(host.editingChanges.isEmpty && host.writeBacks.isEmpty)
  }

  @Test("one point of travel is enough to take a drag")
  func onePointOfTravel() {
    var host = RangeSliderHost(width: 29, thumbDiameter: 28)
    #expect(host.machine.travel == 1)
    host.touchDown(x: 14)
    host.move(forward: 10)
    #expect(host.machine.gesture == .dragging(.upper) || host.machine.gesture == .dragging(.lower))
    #expect(host.editingChanges == [true])
  }

  static let oddLengths: [Double] = [
    0, -0.0, -1, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, 1e-300, 3, 28, 328, 1e300,
    .greatestFiniteMagnitude,
  ]
  static let oddTranslations: [Double] = [
    .nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, 0, 4, -40, 1e-300,
  ]

  @Test(
    "degenerate widths, diameters, translations and starts never put NaN into the layout",
    arguments: oddLengths)
  func degenerate(width: Double) {
    for diameter in Self.oddLengths {
      var host = RangeSliderHost(width: width, thumbDiameter: diameter)
      let label = "\(width) pt wide, \(diameter) pt thumbs"
      for translation in Self.oddTranslations {
        for start in [Double.nan, .infinity, -.infinity, 14, 114, 1e300] {
          host.touchDown(x: start, y: start)
          host.moveOnScreen(x: translation, y: 0)
          host.moveOnScreen(x: translation, y: translation)
          let layout = host.layout
          #expect(layout.allNumbers.allSatisfy { $0.isFinite }, "\(label): \(layout)")
          #expect(layout.lowerCenter <= layout.upperCenter, "\(label)")
          host.cancel()
        }
      }
      host.setRange(lower: .nan, upper: .infinity)
      host.setRange(lower: -.infinity, upper: .nan)
      for time in [host.now, host.now + 0.1, .nan, .infinity, -.infinity] {
        let layout = RangeSliderLayout(host.machine, at: time)
        #expect(layout.allNumbers.allSatisfy { $0.isFinite }, "\(label) at \(time): \(layout)")
        #expect(layout.height >= 44 && layout.fillWidth >= 0, "\(label)")
      }
    }
  }

  @Test("a slider fed degenerate input stays usable")
  func staysUsable() {
    var host = RangeSliderHost()
    for length in Self.oddLengths {
      host.send(.sizeChanged(width: length, thumbDiameter: length))
      host.touchDown(x: length, y: length)
      host.moveOnScreen(x: length, y: 0)
      host.lift()
      host.setRange(lower: length, upper: -length)
    }
    host.send(.sizeChanged(width: 328, thumbDiameter: 28))
    host.setRange(lower: 100, upper: 200)
    host.advance(by: 1)
    host.drag(.upper, forward: [30])
    #expect(host.range == 100...230)
  }

  @Test("bounds wider than a Double can measure still lay out finitely and drag")
  func hugeBounds() {
    let huge = Double.greatestFiniteMagnitude
    var host = RangeSliderHost(range: -huge...huge, bounds: -huge...huge)
    #expect(host.machine.configuration.span == .infinity)
    #expect(host.layout.lowerCenter == 14 && host.layout.upperCenter == 314)
    host.drag(.upper, forward: [-150])
    host.drag(.lower, forward: [40])
    #expect(host.writeBacks.count == 2)
    #expect(host.layout.allNumbers.allSatisfy { $0.isFinite })
    #expect(host.range.lowerBound >= -huge && host.range.upperBound <= huge)
    #expect(host.layout.lowerCenter <= host.layout.upperCenter)
  }
}

@Suite("Range slider accessibility")
struct RangeSliderAccessibilityTests {
  @Test(
    "two adjustable elements, \"<label>, minimum\" and \"<label>, maximum\", each with its value")
  func elements() {
    let host = RangeSliderHost(range: 125...275)
    let accessibility = host.accessibility
    #expect(accessibility.elements.map(\.thumb) == [.lower, .upper])
    #expect(
      accessibility.elements.map(\.labelFormat) == [
        RangeSliderStrings.minimum, RangeSliderStrings.maximum,
      ])
    #expect(accessibility.elements.map(\.value) == [125, 275])
    #expect(accessibility.elements.allSatisfy { $0.isAdjustable })
    #expect(!accessibility.isDimmed)
    let table = RangeSliderStrings.table
    #expect(
      accessibility.elements.map { table.string(for: $0.labelFormat, language: "en") } == [
        "%@, minimum", "%@, maximum",
      ])
    let price = table.insertionParts(of: RangeSliderStrings.minimum, language: "en")
    #expect(price.before + "Price" + price.after == "Price, minimum")
    #expect(
      accessibility.elements.map { table.string(for: $0.labelFormat, language: "es-MX") } == [
        "%@, mínimo", "%@, máximo",
      ])
  }

  @Test("each element's value follows its thumb")
  func values() {
    var host = RangeSliderHost(step: 25)
    host.drag(.upper, forward: [50])
    host.setRange(lower: 75, upper: .nan)
    #expect(host.accessibility.elements.map(\.value) == [75, 300])
  }

  struct AdjustCase: Sendable, CustomTestStringConvertible {
    let name: String
    var bounds: ClosedRange<Double> = 0...300
    var step = 25.0
    var minimumDistance = 0.0
    var range: ClosedRange<Double> = 100...200
    let thumb: RangeSliderMachine.Thumb
    let adjustment: RangeSliderMachine.Adjustment
    let expected: ClosedRange<Double>
    var testDescription: String { name }
  }

  static let adjustCases: [AdjustCase] = [
    AdjustCase(
      name: "lower up one step", thumb: .lower, adjustment: .increment, expected: 125...200),
    AdjustCase(
      name: "lower down one step", thumb: .lower, adjustment: .decrement, expected: 75...200),
    AdjustCase(
      name: "upper up one step", thumb: .upper, adjustment: .increment, expected: 100...225),
    AdjustCase(
      name: "upper down one step", thumb: .upper, adjustment: .decrement, expected: 100...175),
    AdjustCase(
      name: "continuous: a tenth of the span", step: 0, thumb: .lower, adjustment: .increment,
      expected: 130...200),
    AdjustCase(
      name: "continuous on 0...1: 0.1", bounds: 0...1, step: 0, range: 0.25...0.75,
      thumb: .upper, adjustment: .decrement, expected: 0.25...0.65),
    AdjustCase(
      name: "the upper bound is a stop: 275 up a step is 290", bounds: 0...290, range: 100...275,
      thumb: .upper, adjustment: .increment, expected: 100...290),
    AdjustCase(
      name: "the lower thumb stops minimumDistance below the upper", minimumDistance: 50,
      range: 100...150, thumb: .lower, adjustment: .increment, expected: 100...150),
    AdjustCase(
      name: "the upper thumb stops minimumDistance above the lower", minimumDistance: 50,
      range: 100...150, thumb: .upper, adjustment: .decrement, expected: 100...150),
    AdjustCase(
      name: "away from the other thumb is free", minimumDistance: 50, range: 100...150,
      thumb: .lower, adjustment: .decrement, expected: 75...150),
    AdjustCase(
      name: "the upper thumb stops at the upper bound", step: 0, range: 290...300, thumb: .upper,
      adjustment: .increment, expected: 290...300),
    AdjustCase(
      name: "the lower thumb stops at the upper thumb", step: 0, range: 290...300, thumb: .lower,
      adjustment: .increment, expected: 300...300),
    AdjustCase(
      name: "the lower thumb stops at the lower bound", range: 0...200, thumb: .lower,
      adjustment: .decrement, expected: 0...200),
  ]

  @Test(
    "increment and decrement move a step (a tenth of the span if continuous) within a drag's limits",
    arguments: adjustCases)
  func adjusts(_ c: AdjustCase) {
    var host = RangeSliderHost(
      range: c.range, bounds: c.bounds, step: c.step, minimumDistance: c.minimumDistance)
    let before = host.accessibility.elements[c.thumb == .lower ? 0 : 1]
    let moves = c.expected != c.range
    // The element offers exactly the adjustments that move the thumb
    #expect((c.adjustment == .increment ? before.canIncrement : before.canDecrement) == moves)
    let effects = host.send(.accessibilityAdjust(c.thumb, c.adjustment))
    #expect(abs(host.range.lowerBound - c.expected.lowerBound) < 1e-9)
    #expect(abs(host.range.upperBound - c.expected.upperBound) < 1e-9)
    // The binding is written; VoiceOver reads the new value itself, so nothing is announced
    #expect(host.writeBacks.count == (moves ? 1 : 0))
    #expect(effects.announcement == nil)
    #expect(host.editingChanges.isEmpty)
    let after = host.accessibility.elements[c.thumb == .lower ? 0 : 1]
    #expect(abs(after.value - host.machine.value(of: c.thumb)) < 1e-12)
  }

  struct KeyCase: Sendable, CustomTestStringConvertible {
    let direction: FlowDirection
    let key: RangeSliderMachine.ArrowKey
    let delta: Double
    var testDescription: String { "\(key) arrow, \(direction) → \(delta)" }
  }

  @Test(
    "the arrow keys adjust the focused thumb, mirrored in right-to-left layouts",
    arguments: [
      KeyCase(direction: .leftToRight, key: .right, delta: 25),
      KeyCase(direction: .leftToRight, key: .left, delta: -25),
      KeyCase(direction: .rightToLeft, key: .left, delta: 25),
      KeyCase(direction: .rightToLeft, key: .right, delta: -25),
    ])
  func keys(_ c: KeyCase) {
    for thumb in RangeSliderMachine.Thumb.allCases {
      var host = RangeSliderHost(step: 25, environment: BlockEnvironment(direction: c.direction))
      let before = host.machine.value(of: thumb)
      let effects = host.send(.keyPressed(thumb, c.key))
      #expect(host.machine.value(of: thumb) == before + c.delta)
      #expect(effects.announcement == nil)
      #expect(host.writeBacks.count == 1)
    }
  }

  @Test("disabled: nothing adjustable, dimmed, and adjustments and keys do nothing")
  func disabled() {
    var host = RangeSliderHost(
      step: 25, environment: BlockEnvironment(isEnabled: false))
    let accessibility = host.accessibility
    #expect(accessibility.isDimmed)
    #expect(accessibility.elements.count == 2)
    #expect(accessibility.elements.allSatisfy { !$0.isAdjustable })
    #expect(accessibility.elements.allSatisfy { !$0.canIncrement && !$0.canDecrement })
    for thumb in RangeSliderMachine.Thumb.allCases {
      for adjustment in RangeSliderMachine.Adjustment.allCases {
        #expect(host.send(.accessibilityAdjust(thumb, adjustment)).isEmpty)
      }
      for key in RangeSliderMachine.ArrowKey.allCases {
        #expect(host.send(.keyPressed(thumb, key)).isEmpty)
      }
    }
    #expect(host.range == 100...200)
    #expect(host.writeBacks.isEmpty)
    // Enabled again, it adjusts again
    host.setEnvironment(BlockEnvironment())
    #expect(!host.accessibility.isDimmed)
    #expect(host.accessibility.elements.allSatisfy { $0.isAdjustable })
    host.send(.accessibilityAdjust(.upper, .increment))
    #expect(host.range == 100...225)
  }

  @Test("with Reduce Motion an adjustment shows at once")
  func reduceMotion() {
    var host = RangeSliderHost(step: 25, environment: BlockEnvironment(reduceMotion: true))
    let effects = host.send(.accessibilityAdjust(.lower, .increment))
    #expect(effects.animation == nil)
    #expect(host.machine.value(of: .lower, at: host.now) == 125)
  }
}

@Suite("Range slider strings")
struct RangeSliderStringsTests {
  static let keys = [
    RangeSliderStrings.minimum, RangeSliderStrings.maximum, RangeSliderStrings.demoLabel,
    RangeSliderStrings.demoHeading, RangeSliderStrings.demoResults,
  ]

  @Test("every string exists in English and Spanish", arguments: keys)
  func bilingual(_ key: LocalizedText) throws {
    let entry = try #require(RangeSliderStrings.table.entries[key.key])
    #expect(!entry[.english].isEmpty)
    #expect(!entry[.spanish].isEmpty)
    #expect(entry[.spanish] != entry[.english])
    #expect(key.key.hasPrefix("range-slider."))
  }

  @Test("the table lists exactly the block's strings, once each, under its type name")
  func complete() {
    let table = RangeSliderStrings.table
    #expect(table.name == "RangeSlider")
    #expect(table.count == Self.keys.count)
    #expect(Set(table.entries.keys) == Set(Self.keys.map(\.key)))
  }

  @Test("the English and Spanish strings")
  func strings() {
    let table = RangeSliderStrings.table
    #expect(table.string(for: RangeSliderStrings.minimum, language: "en") == "%@, minimum")
    #expect(table.string(for: RangeSliderStrings.maximum, language: "en-GB") == "%@, maximum")
    #expect(table.string(for: RangeSliderStrings.minimum, language: "es") == "%@, mínimo")
    #expect(table.string(for: RangeSliderStrings.maximum, language: "es_ES") == "%@, máximo")
    #expect(table.string(for: RangeSliderStrings.demoLabel, language: "es") == "Precio")
    #expect(
      table.string(for: RangeSliderStrings.demoHeading, language: "es-419") == "Precio por noche")
    #expect(
      table.string(for: RangeSliderStrings.demoResults.with(12), language: "en") == "12 stays")
    #expect(
      table.string(for: RangeSliderStrings.demoResults.with(3), language: "es")
        == "3 alojamientos")
  }
}
