@testable import BlocksCore

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
