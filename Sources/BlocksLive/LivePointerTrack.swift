/// One finger (or mouse button, or pen) from the moment it touched the block: where it went down,
/// and where it was lately, for its translation and its velocity when it lifts.
///
/// A page's pointer events carry positions; a gesture reports translations from the first
/// position and, when the finger lifts, its velocity. Browsers give no velocity, so it is
/// measured here over the last ``window`` seconds, as a touch screen's gesture recognizer
/// measures it over its latest touches.
struct LivePointerTrack {
  /// How far back the release velocity looks, in seconds: long enough to smooth the jitter of
  /// pointer events, short enough that a finger that stopped before lifting has no velocity.
  static let window = 0.1

  /// The most positions kept: a 240 Hz pen reports 24 in ``window``; more, all at one instant
  /// (a page that stalled, or times that do not advance), add nothing to the velocity, and
  /// keeping them would make each move cost more than the one before.
  static let capacity = 32

  /// One reported position.
  struct Sample {
    /// Host seconds.
    var time: Double
    /// Position, in the drawing's points.
    var x: Double
    /// Position, in the drawing's points.
    var y: Double
  }

  /// Where the finger went down.
  let origin: Sample
  /// The positions within ``window`` of the latest, oldest first; never empty.
  private(set) var recent: [Sample]

  /// A finger that went down at (`x`, `y`) at `time`.
  init(x: Double, y: Double, at time: Double) {
    origin = Sample(time: time, x: x, y: y)
    // Room for every position kept, and the one appended before the oldest goes: the moves of
    // a gesture then allocate nothing.
    recent = []
    recent.reserveCapacity(Self.capacity + 1)
    recent.append(origin)
  }

  /// The latest position.
  var latest: Sample { recent[recent.count - 1] }

  /// The translation of the latest position from where the finger went down.
  var translation: (x: Double, y: Double) {
    (latest.x - origin.x, latest.y - origin.y)
  }

  /// Records the finger at (`x`, `y`) at `time` (not before the latest sample), forgetting
  /// positions older than ``window`` and, past ``capacity``, the oldest.
  mutating func move(x: Double, y: Double, at time: Double) {
    let time = time.isNaN ? latest.time : max(time, latest.time)
    recent.append(Sample(time: time, x: x, y: y))
    var stale = max(recent.count - Self.capacity, 0)
    while stale < recent.count - 1, recent[stale].time < latest.time - Self.window {
      stale += 1
    }
    if stale > 0 { recent.removeFirst(stale) }
  }

  /// The velocity in points per second over the last ``window``: 0 when the finger has not
  /// moved in that time (or only within a millisecond).
  var velocity: (x: Double, y: Double) {
    let first = recent[0]
    let span = latest.time - first.time
    guard span >= 0.001 else { return (0, 0) }
    return ((latest.x - first.x) / span, (latest.y - first.y) / span)
  }
}
