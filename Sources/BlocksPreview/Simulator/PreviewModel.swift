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

/// One block as the preview simulator plays it: its machine, the layout numbers of a frame and
/// how the block's view turns input into events.
///
/// This is all a block adds to the simulator, and all of it is thin: the numbers come from the
/// block's own layout, the events are the ones its view sends.
package protocol PreviewModel: SendableMetatype {
  /// The block's machine.
  associatedtype Machine: BlockStateMachine

  /// The machine, as the view holds it.
  var machine: Machine { get set }

  /// A block at rest, set up for `scenario` (asynchronous work, an undo window) and drawn with
  /// `settings`.
  init(scenario: PreviewScenario, settings: PreviewSettings)

  /// How many layout numbers a frame has.
  static var channelCount: Int { get }

  /// The drag gesture's minimum distance in points, as the view declares it.
  static var minimumDragDistance: Double { get }

  /// The role of the scene element the view's gesture is attached to (the slider's thumb, the
  /// button's disc, the row, the pager): where a touch begins the gesture.
  static var touchRole: String { get }

  /// The length the scenario's fractions are of, in points.
  var referenceLength: Double { get }

  /// The events the view sends when it appears (environment, size, page count…).
  func appearEvents(settings: PreviewSettings) -> [Machine.Event]

  /// How the channel at `index` animates.
  func kind(ofChannel index: Int) -> PreviewChannelKind

  /// The layout numbers of the machine at host time `time`, written into `values`
  /// (``channelCount`` of them).
  func layout(at time: Double, into values: inout [Double])

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

  /// The frame drawn from the layout numbers `values`.
  ///
  /// It reads only `values` and the block's fixed setup (size, strings, colors), never the
  /// machine, so any recorded frame can be drawn again later.
  func scene(_ values: [Double]) -> PreviewScene
}

extension PreviewModel {
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
