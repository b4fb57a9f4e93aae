import BlocksCore

/// Something that happened while a preview ran, besides drawing: what a device would make felt,
/// heard or run.
public struct PreviewOccurrence: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// The block's callback ran, or its asynchronous work started.
    case callback
    /// Running asynchronous work was cancelled.
    case workCancelled
    /// A haptic played.
    case haptic(Haptic)
    /// VoiceOver announced this text.
    case announcement(LocalizedText)
  }

  /// The host time, in seconds.
  public var time: Double
  /// What happened.
  public var kind: Kind
}

/// One animation in flight on one layout number: SwiftUI's model of an animatable value.
///
/// The drawn value is the layout's value plus an offset that animates to 0 along the motion, so
/// a value that keeps changing with time underneath (the hold button's ring) stays exact, and a
/// new animation starts from what is drawn, with its velocity.
struct PreviewChannelAnimation: Hashable, Sendable {
  /// The drawn value minus the layout's value when the animation started.
  var offset: Double
  /// The offset's rate of change at the start, for springs.
  var velocity: Double
  /// The curve.
  var motion: Motion
  /// The host time the animation started.
  var start: Double

  /// The offset and its velocity at host time `time`.
  func sample(at time: Double) -> MotionSample {
    motion.sample(at: time - start, from: offset, to: 0, initialVelocity: velocity)
  }
}

/// Runs one block's machine in virtual time and says what is drawn at any instant.
///
/// It is the block's SwiftUI view without SwiftUI: the same events on appear, the same gesture
/// rules, the machine's effects carried out (one timer slot, asynchronous work, haptics,
/// announcements), and the animation semantics of `withAnimation`. At every event it compares the
/// layout just before and just after; a number that changed animates from what is drawn (and,
/// for springs, its velocity) to the new value along the event's motion, or the number's own
/// scoped motion, or jumps when there is none. Numbers that change between events, with time,
/// pass straight through.
package struct PreviewSimulator<Model: PreviewModel>: PreviewDriving {
  /// The block.
  package private(set) var model: Model
  /// The settings it runs with.
  package let settings: PreviewSettings
  /// Whether the block's callback starts asynchronous work.
  package let isAsync: Bool
  /// Everything that happened besides drawing, in order.
  package private(set) var occurrences: [PreviewOccurrence] = []

  private var animations: [PreviewChannelAnimation?]
  private var timer: (timer: Model.Machine.Timer, due: Double)?
  private var isWorkRunning = false
  private var isTouching = false
  private var isRecognized = false
  private var translation = (x: 0.0, y: 0.0)
  private var now = 0.0
  private var before: [Double]
  private var after: [Double]
  /// How many numbers a frame has.
  package let channelCount: Int
  /// The frame an event is drawn into before and after it, kept so an event allocates none.
  private var scratch = Model.Frame()
  /// How each number animates after the latest event, kept for its storage.
  private var kinds: [PreviewChannelKind] = []

  /// Starts `model` with `settings` at host time 0, sending the events the view sends on appear.
  package init(_ model: Model, settings: PreviewSettings, isAsync: Bool) {
    self.model = model
    self.settings = settings
    self.isAsync = isAsync
    var counting = PreviewTracks(pass: .count)
    var frame = Model.Frame()
    Self.visit(model, &frame, &counting)
    channelCount = counting.count
    animations = Array(repeating: nil, count: channelCount)
    before = Array(repeating: 0, count: channelCount)
    after = before
    for event in model.appearEvents(settings: settings) { send(event, at: 0) }
    // The view's first frame is drawn with its environment and size already applied.
    animations = Array(repeating: nil, count: channelCount)
  }

  /// Forgets the occurrences so far: a host that runs for as long as a page is open counts them
  /// as they come instead of keeping every one.
  package mutating func forgetOccurrences() {
    occurrences.removeAll(keepingCapacity: true)
  }

  /// The latest host time the simulator has reached.
  package var time: Double { now }

  /// Moves virtual time to `time`, firing every timer that falls due on the way.
  package mutating func advance(to time: Double) {
    while true {
      let appDue = model.appDeadline ?? .infinity
      if let due = timer, due.due <= time, due.due <= appDue {
        timer = nil
        now = max(now, due.due)
        send(Model.Machine.timerFired(due.timer), at: now)
      } else if appDue <= time {
        now = max(now, appDue)
        if let event = model.appDeadlineReached() { send(event, at: now) }
      } else {
        break
      }
    }
    if time > now { now = time }
  }

  /// Handles `input` at host time `time` (after firing the timers due by then), as the block's
  /// view would.
  package mutating func handle(_ input: PreviewInput, at time: Double) {
    advance(to: time)
    switch input {
    case .touchDown(let x, let y):
      isTouching = true
      model.touchBegan(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0, at: now)
      translation = (0, 0)
      isRecognized = Model.minimumDragDistance <= 0
      if isRecognized { gesture(.changed(x: 0, y: 0)) }
    case .touchMoved(let x, let y):
      guard isTouching else { return }
      translation = (x.isFinite ? x : 0, y.isFinite ? y : 0)
      let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
      if !isRecognized, distance >= Model.minimumDragDistance { isRecognized = true }
      if isRecognized { gesture(.changed(x: translation.x, y: translation.y)) }
    case .touchUp(let velocityX, let velocityY):
      guard isTouching else { return }
      isTouching = false
      guard isRecognized else { return }
      gesture(
        .ended(
          x: translation.x, y: translation.y,
          predictedX: translation.x + PreviewGestureProjection.distance(velocity: velocityX),
          predictedY: translation.y + PreviewGestureProjection.distance(velocity: velocityY)))
    case .touchCancelled:
      guard isTouching else { return }
      isTouching = false
      if isRecognized { gesture(.cancelled) }
    case .workCompleted(let succeeded):
      guard isWorkRunning, let event = Model.Machine.workCompleted(succeeded: succeeded) else {
        return
      }
      isWorkRunning = false
      send(event, at: now)
    case .activate, .undo, .key, .press:
      if let event = model.event(for: input, at: now) { send(event, at: now) }
    }
  }

  /// The drawn layout numbers at host time `time`, which must not be before the latest event.
  package func values(at time: Double) -> [Double] {
    var values = Array(repeating: 0.0, count: channelCount)
    self.values(at: time, into: &values)
    return values
  }

  /// Writes the drawn layout numbers at host time `time` into `values`.
  package func values(at time: Double, into values: inout [Double]) {
    var frame = model.frame(at: time)
    Self.numbers(model, of: &frame, into: &values)
    for index in 0..<channelCount {
      guard let animation = animations[index] else { continue }
      let sample = animation.sample(at: time)
      if !sample.isFinished { values[index] += sample.value }
    }
  }

  /// The layout numbers at `time` without the animations in flight: the values SwiftUI animates
  /// toward.
  package func targets(at time: Double) -> [Double] {
    var values = Array(repeating: 0.0, count: channelCount)
    var frame = model.frame(at: time)
    Self.numbers(model, of: &frame, into: &values)
    return values
  }

  /// How the frame's number at `index`, in the order the model hands them over, animates now.
  package func kind(ofChannel index: Int) -> PreviewChannelKind {
    var listing = PreviewTracks(pass: .kinds)
    var frame = Model.Frame()
    Self.visit(model, &frame, &listing)
    return listing.kinds.indices.contains(index) ? listing.kinds[index] : .discrete
  }

  /// Lists in ``kinds`` how each number animates now, reusing its storage.
  private mutating func listKinds() {
    var listing = PreviewTracks(pass: .kinds)
    swap(&listing.kinds, &kinds)
    listing.kinds.removeAll(keepingCapacity: true)
    Self.visit(model, &scratch, &listing)
    swap(&listing.kinds, &kinds)
  }

  /// The frame whose numbers are `values`, as ``values(at:)`` gives them; a number missing from
  /// `values` stays as a frame at rest has it.
  package func frame(from values: [Double]) -> Model.Frame {
    var writing = PreviewTracks(pass: .write, values: values)
    var frame = Model.Frame()
    Self.visit(model, &frame, &writing)
    return frame
  }

  /// Hands `frame` to `tracks` through `model`: one call site for every pass, so a block's
  /// ``PreviewModel/visit(_:_:)`` is compiled once.
  @inline(never)
  private static func visit(
    _ model: Model, _ frame: inout Model.Frame, _ tracks: inout PreviewTracks
  ) {
    model.visit(&frame, &tracks)
  }

  /// Writes `frame`'s numbers into `values`, in `model`'s order.
  ///
  /// Static, and `frame` in place: a frame or a buffer shared with a copy would be copied on the
  /// first write.
  private static func numbers(
    _ model: Model, of frame: inout Model.Frame, into values: inout [Double]
  ) {
    var reading = PreviewTracks(pass: .read)
    swap(&reading.values, &values)
    visit(model, &frame, &reading)
    swap(&reading.values, &values)
  }

  private mutating func gesture(_ gesture: PreviewGesture) {
    if let event = model.event(for: gesture) { send(event, at: now) }
  }

  /// Sends `event` at `time`, then what the view sends back on its own after it
  /// (``PreviewModel/followUp(at:)``).
  private mutating func send(_ event: Model.Machine.Event, at time: Double) {
    var identity = model.viewIdentity
    deliver(event, at: time)
    // Bounded, so a model that keeps answering cannot hang the simulator.
    for _ in 0..<Self.followUpLimit {
      let next = model.followUp(at: time)
      if model.viewIdentity != identity {
        // A new view: what the old one was animating is gone with it, and so is the gesture
        // it was tracking; a finger still down must lift and touch again.
        identity = model.viewIdentity
        animations = Array(repeating: nil, count: channelCount)
        isTouching = false
        isRecognized = false
      }
      guard let next else { break }
      deliver(next, at: time)
    }
  }

  /// The most events one event may bring back.
  private static var followUpLimit: Int { 16 }

  /// Sends `event` at `time`, starts the animations its layout change calls for, and carries out
  /// its effects.
  private mutating func deliver(_ event: Model.Machine.Event, at time: Double) {
    model.update(&scratch, at: time)
    Self.numbers(model, of: &scratch, into: &before)
    let effects = model.machine.send(event, at: time)
    model.update(&scratch, at: time)
    Self.numbers(model, of: &scratch, into: &after)
    var listed = false
    for index in 0..<channelCount where after[index] != before[index] {
      if !listed {
        listKinds()
        listed = true
      }
      let motion: Motion?
      switch kinds.indices.contains(index) ? kinds[index] : .discrete {
      case .animated: motion = effects.animation
      case .scoped(let own): motion = own
      case .discrete: motion = nil
      }
      guard let motion, motion.isAnimated else {
        animations[index] = nil
        continue
      }
      var drawn = before[index]
      var velocity = 0.0
      if let running = animations[index] {
        let sample = running.sample(at: time)
        if !sample.isFinished {
          drawn += sample.value
          velocity = sample.velocity
        }
      }
      animations[index] = PreviewChannelAnimation(
        offset: drawn - after[index], velocity: velocity, motion: motion, start: time)
    }
    play(effects, at: time)
    if model.lastEventCalledBack {
      occurrences.append(PreviewOccurrence(time: time, kind: .callback))
    }
    if let announcement = model.lastAnnouncement {
      occurrences.append(PreviewOccurrence(time: time, kind: .announcement(announcement)))
    }
  }

  private mutating func play(_ effects: Effects<Model.Machine.Timer>, at time: Double) {
    switch effects.timer {
    case .start(let started, let seconds)?:
      timer = (started, time + (seconds.isFinite ? max(seconds, 0) : 0))
    case .cancel?:
      timer = nil
    case nil:
      break
    }
    switch effects.callback {
    case .perform?:
      occurrences.append(PreviewOccurrence(time: time, kind: .callback))
      isWorkRunning = isAsync
    case .cancelWork?:
      if isWorkRunning {
        occurrences.append(PreviewOccurrence(time: time, kind: .workCancelled))
      }
      isWorkRunning = false
    case nil:
      break
    }
    if let haptic = effects.haptic {
      occurrences.append(PreviewOccurrence(time: time, kind: .haptic(haptic)))
    }
    if let announcement = effects.announcement {
      occurrences.append(PreviewOccurrence(time: time, kind: .announcement(announcement)))
    }
  }
}

/// How far a released finger would carry on: the gesture's predicted end translation.
///
/// SwiftUI does not document its prediction; this is UIKit's published projection for a scroll
/// view's normal deceleration rate (0.998 per millisecond): velocity ÷ 1000 × rate ÷ (1 − rate),
/// about half a second of the release velocity.
package enum PreviewGestureProjection {
  /// The deceleration rate per millisecond.
  package static let decelerationRate = 0.998

  /// The distance a finger moving at `velocity` points per second carries on.
  package static func distance(velocity: Double) -> Double {
    guard velocity.isFinite else { return 0 }
    return velocity / 1000 * decelerationRate / (1 - decelerationRate)
  }
}
