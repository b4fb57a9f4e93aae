import BlocksCore

/// How a layout number is animated when an event changes it.
package enum PreviewChannelKind: Hashable, Sendable {
  /// A number SwiftUI interpolates, animated with the event's animation (`withAnimation`).
  case animated
  /// A number animated with its own motion whatever the event says, as a view's
  /// `.animation(_:body:)` scopes it, or `.animation(_:value:)` for a number that changes only
  /// with that value; `nil` never animates.
  case scoped(Motion?)
  /// A state that flips (which title, which symbol, whether a view exists): never interpolated.
  case discrete
}

/// What the gesture recognizer delivers to a block, after its minimum distance.
package enum PreviewGesture: Hashable, Sendable {
  /// The finger is at this translation (screen points) and the gesture is recognized.
  case changed(x: Double, y: Double)
  /// The finger lifted at this translation, with the predicted end translation.
  case ended(x: Double, y: Double, predictedX: Double, predictedY: Double)
  /// The system cancelled the recognized gesture.
  case cancelled
}

/// A frame of a block as its preview draws it: the layout's numbers, flags and states, in typed
/// fields the drawing reads by name.
///
/// The simulator animates numbers, so a model hands each field to a ``PreviewTracks`` in a fixed
/// order (``PreviewModel/visit(_:_:)``), saying how it animates; no block writes or reads a
/// number by its position.
package protocol PreviewFrameData {
  /// A frame at rest, shaped as every frame of its block is (as many pages, cards or toasts).
  init()
}

/// What a model hands each field of a frame to, in the same order every time: the simulator
/// counts the numbers, reads them to compare and animate them, writes the animated numbers back,
/// and asks how each animates.
///
/// One concrete type rather than a protocol, so each block's ``PreviewModel/visit(_:_:)`` is
/// compiled once, which keeps the live modules small.
package struct PreviewTracks {
  /// What a pass over a frame does.
  enum Pass {
    /// Counts the numbers.
    case count
    /// Lists how each number animates, in ``kinds``.
    case kinds
    /// Copies the numbers into ``values``.
    case read
    /// Sets the numbers from ``values``.
    case write
  }

  let pass: Pass
  /// The numbers read or to write, in order.
  var values: [Double] = []
  /// How each number animates, listed by a ``Pass/kinds`` pass.
  var kinds: [PreviewChannelKind] = []
  /// How many numbers the pass has seen.
  private(set) var count = 0

  /// Whether this pass asks how each number animates: a model whose animation costs work to
  /// find (a layout to build) finds it only then.
  package var asksHowNumbersAnimate: Bool {
    if case .kinds = pass { return true }
    return false
  }

  /// Hands over a number that animates as `kind` says; the number may come back changed.
  ///
  /// Never inlined: a frame hands over dozens of numbers, and one call each keeps a block's
  /// passes small.
  @inline(never)
  package mutating func number(_ value: inout Double, _ kind: PreviewChannelKind) {
    switch pass {
    case .count: break
    case .kinds: kinds.append(kind)
    case .read: if count < values.count { values[count] = value }
    case .write: if count < values.count { value = values[count] }
    }
    count += 1
  }

  /// A number SwiftUI interpolates with the event's animation.
  package mutating func animated(_ value: inout Double) { number(&value, .animated) }

  /// A number animated with its own motion whatever the event says (`nil`: never animated).
  package mutating func scoped(_ value: inout Double, _ motion: Motion?) {
    number(&value, .scoped(motion))
  }

  /// A number that jumps to its new value.
  package mutating func discrete(_ value: inout Double) { number(&value, .discrete) }

  /// A count or an index (which task, which page), never interpolated.
  package mutating func discrete(_ value: inout Int) {
    var number = Double(value)
    self.number(&number, .discrete)
    // Clamped to what any frame counts, so a number the page wrote back cannot trap.
    value = number.isFinite ? Int(max(min(number, 1e15), -1e15)) : 0
  }

  /// A flag: whether a view exists, never interpolated.
  package mutating func discrete(_ value: inout Bool) {
    var number = value ? 1.0 : 0.0
    self.number(&number, .discrete)
    value = number != 0
  }

  /// A state (which title, which symbol, which color), never interpolated: handed over as its
  /// place among the cases.
  package mutating func discrete<State: CaseIterable & Equatable>(_ value: inout State) {
    var place = 0.0
    for state in State.allCases {
      if state == value { break }
      place += 1
    }
    number(&place, .discrete)
    var index = 0.0
    for state in State.allCases {
      if index == place {
        value = state
        return
      }
      index += 1
    }
  }
}

/// One block as the preview simulator plays it: its machine, what a frame draws and
/// how the block's view turns input into events.
///
/// This is all a block adds to the simulator, and all of it is thin: the numbers come from the
/// block's own layout, the events are the ones its view sends.
package protocol PreviewModel: SendableMetatype {
  /// The block's machine.
  associatedtype Machine: BlockStateMachine

  /// What one frame draws.
  associatedtype Frame: PreviewFrameData

  /// The machine, as the view holds it.
  var machine: Machine { get set }

  /// A block at rest, set up for `scenario` (asynchronous work, an undo window) and drawn with
  /// `settings`.
  init(scenario: PreviewScenario, settings: PreviewSettings)

  /// The drag gesture's minimum distance in points, as the view declares it.
  static var minimumDragDistance: Double { get }

  /// The role of the scene element the view's gesture is attached to (the slider's thumb, the
  /// button's disc, the row, the pager): where a touch begins the gesture.
  static var touchRole: String { get }

  /// The length the scenario's fractions are of, in points.
  var referenceLength: Double { get }

  /// The events the view sends when it appears (environment, size, page count…).
  func appearEvents(settings: PreviewSettings) -> [Machine.Event]

  /// Sets `frame` to the machine's frame at host time `time`, from the block's own layout.
  ///
  /// `frame` has the shape of every frame of the block; a block whose frame has parts (pages,
  /// cards, toasts) sets each part in place, so its storage is reused and an event allocates
  /// nothing.
  func update(_ frame: inout Frame, at time: Double)

  /// Hands each number, flag and state of `frame` to `tracks`, in the same order every time, with
  /// how the block's view animates it now.
  func visit(_ frame: inout Frame, _ tracks: inout PreviewTracks)

  /// The event the view sends for a gesture update, if any.
  mutating func event(for gesture: PreviewGesture) -> Machine.Event?

  /// Notes where a finger touched down at host time `time`, in screen points from
  /// ``touchOrigin``, for a block whose gesture depends on it (the range slider grabs the nearer
  /// thumb, the toast stack the toast drawn under the finger).
  mutating func touchBegan(x: Double, y: Double, at time: Double)

  /// Whether the machine's last event called the block's callback in a way other than the
  /// `perform` effect: the range slider's `onEditingChanged`, which its machine hands over as
  /// state, as the pager does its index.
  var lastEventCalledBack: Bool { get }

  /// The point a touch is measured from, in the drawing's coordinates as drawn (mirrored in
  /// right-to-left layouts): where a live page's pointer goes down is turned into an offset
  /// from here.
  var touchOrigin: (x: Double, y: Double) { get }

  /// The event the view sends for a non-gesture input at host time `time` (activate, undo, a
  /// key, a button of the drawing), if any.
  mutating func event(for input: PreviewInput, at time: Double) -> Machine.Event?

  /// The roles of the drawing's buttons, in the order ``PreviewInput/press(_:)`` numbers them:
  /// the card stack's Pass, Undo and Like, the toast demo's Save, Delete and Sync.
  static var buttonRoles: [String] { get }

  /// The event the view sends next on its own after the machine's last event at host time
  /// `time`, if any: what handing the machine's state over to the app sends back (the binding
  /// without the toasts that left, a toast's measured height, a fresh row in place of the one
  /// the app removed). The simulator asks again after each one.
  mutating func followUp(at time: Double) -> Machine.Event?

  /// Which view the block is: a number that changes when the app replaces the block's view
  /// with a new one (the row demo's next task), which starts with no animation in flight, as
  /// SwiftUI starts a view of a new identity.
  var viewIdentity: Int { get }

  /// When the app around the block next does something on its own, in host time (a save that
  /// finishes), or `nil` when it waits for nothing.
  var appDeadline: Double? { get }

  /// The app's work due at ``appDeadline`` is done: the event the view sends for it, if any.
  mutating func appDeadlineReached() -> Machine.Event?

  /// What VoiceOver announces after the machine's last event besides its effect's
  /// announcement: the toast stack's newest toast, which its state hands over.
  var lastAnnouncement: LocalizedText? { get }

  /// The drawing of `frame`.
  ///
  /// It reads only `frame` and the block's fixed setup (size, strings, colors), never the
  /// machine, so any recorded frame can be drawn again later.
  func scene(_ frame: Frame) -> PreviewScene
}

extension PreviewModel {
  /// The machine's frame at host time `time`.
  package func frame(at time: Double) -> Frame {
    var frame = Frame()
    update(&frame, at: time)
    return frame
  }

  /// Most blocks take a touch anywhere on their main element the same way.
  package mutating func touchBegan(x: Double, y: Double, at time: Double) {}

  /// Most blocks call back only through the `perform` effect.
  package var lastEventCalledBack: Bool { false }

  /// Most blocks measure nothing from the touch's start: any origin will do.
  package var touchOrigin: (x: Double, y: Double) { (0, 0) }

  /// Most drawings have no button of their own.
  package static var buttonRoles: [String] { [] }

  /// Most views send nothing of their own accord after an event.
  package mutating func followUp(at time: Double) -> Machine.Event? { nil }

  /// Most blocks keep their view for as long as they run.
  package var viewIdentity: Int { 0 }

  /// Most blocks live in an app that does nothing on its own.
  package var appDeadline: Double? { nil }

  /// Most blocks live in an app that does nothing on its own.
  package mutating func appDeadlineReached() -> Machine.Event? { nil }

  /// Most blocks announce only through their effects.
  package var lastAnnouncement: LocalizedText? { nil }
}
