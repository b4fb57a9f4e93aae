import BlocksCore
import BlocksPreview

/// A phase of a pointer, as a page's Pointer Events report it.
public enum LivePointerPhase: Int32, Hashable, Sendable, CaseIterable {
  /// `pointerdown`: a finger, a mouse button or a pen touched the drawing.
  case down
  /// `pointermove`, while down.
  case move
  /// `pointerup`.
  case up
  /// `pointercancel`, or a lost pointer capture: the system took the gesture.
  case cancel
}

/// A key a live block answers, as a page's keyboard delivers it.
public enum LiveKey: Int32, Hashable, Sendable, CaseIterable {
  /// Space or Return: what Full Keyboard Access, VoiceOver and Switch Control do to activate.
  case activate
  /// The left arrow key.
  case left
  /// The right arrow key.
  case right
  /// ⌘Z (Control-Z off Apple platforms): Undo, for a block that offers it.
  case undo
  /// Escape: the toast stack dismisses its newest toast.
  case escape
}

/// One block running live for a page: pointer and keyboard input as it happens, a clock that
/// follows real time, and each frame's changes ready to apply to the drawing.
///
/// It is ``PreviewSession`` with what a browser adds: pointer positions become the gesture's
/// translations and, on release, its velocity (``LivePointerTrack``); asynchronous confirm work
/// reports back after ``workDuration`` on its own; every frame is compared with the one drawn
/// before, so the page touches only the attributes whose written value changed; and the
/// callbacks, haptics and announcements are counted and put into words. The same code runs in
/// the host's tests and in the WebAssembly module (see ``LiveHandle``), so both give the same
/// frames. A block keeps counts and the latest announcement, never a log: a page left open for a
/// day of input costs what it cost in its first minute.
///
/// Times are seconds from the block's creation. A time earlier than one already seen counts as
/// that one: a page's events and frames may arrive slightly out of order.
public struct LiveBlock {
  /// Seconds the asynchronous confirm work takes before it returns or throws: long enough to
  /// see the pending state, short enough not to wait.
  public static let workDuration = 1.2
  /// The prefix of the ids in the drawing (gradients, clip paths).
  public static let idPrefix = "live"

  /// The block.
  public let block: PreviewBlock
  /// The options it was created with.
  public let options: LiveOptions
  /// How many times the block's callback ran (or its asynchronous work started): the confirms
  /// of the slider and the button, the completions of the row.
  public private(set) var callbackCount = 0
  /// How many haptics played.
  public private(set) var hapticCount = 0
  /// How many announcements the block made.
  public private(set) var announcementCount = 0
  /// The latest announcement, in the block's language; `nil` before the first.
  public private(set) var latestAnnouncement: String?
  /// The layout numbers of the latest frame.
  public private(set) var values: [Double]
  /// The drawing of the latest frame.
  public private(set) var scene: PreviewScene
  /// What the latest ``frame(at:)`` changed: one line per attribute, `node` TAB `name` TAB
  /// `value` LF, where `node` is the element's index in ``scene`` (its `data-n` in ``markup``),
  /// `name` the SVG attribute and `value` its new text, unescaped.
  public private(set) var changes: [UInt8] = []

  private(set) var session: PreviewSession
  private var now = 0.0
  private(set) var pointer: LivePointerTrack?
  private var workDue: Double?
  /// The written value of every attribute of ``scene``, node by node, attribute by attribute.
  private var written: [[UInt8]] = []
  /// Where a frame writes an attribute's value before comparing it with the one drawn.
  private var scratch: [UInt8] = []

  /// A block at rest at time 0 with `options`.
  public init(block: PreviewBlock, options: LiveOptions) {
    self.block = block
    self.options = options
    // The demo's setup, or a starting scenario's when the options name one; only its setup is
    // taken, not its steps.
    var name = "live"
    if let start = options.startIndex, start < block.liveStarts.count {
      name = block.liveStarts[start]
    }
    let setup = PreviewScenario(
      name: name, title: [.english: "Live", .spanish: "En vivo"],
      summary: [.english: "", .spanish: ""],
      steps: [], posterTime: 0, isAsync: options.contains(.asyncWork),
      undoWindow: options.contains(.undo) ? block.undoWindow : nil)
    session = PreviewSession(block: block, scenario: setup, settings: options.settings)
    values = session.values(at: 0)
    scene = session.scene(values)
    written = Self.writtenValues(of: scene)
  }

  /// The role of the element that takes the gesture (marked `data-touch` in ``markup``).
  public var touchRole: String { session.touchRole }

  /// The latest frame as an SVG element whose elements carry their indices; see
  /// ``PreviewSVG/live(_:touchRole:buttonRoles:idPrefix:)``.
  public var markup: String {
    PreviewSVG.live(
      scene, touchRole: session.touchRole, buttonRoles: session.buttonRoles,
      idPrefix: Self.idPrefix)
  }

  /// How many buttons the drawing has (marked `data-press` in ``markup``).
  public var buttonCount: Int { session.buttonRoles.count }

  /// Moves the clock to `time`: the block's timers and its asynchronous work report when due.
  public mutating func advance(to time: Double) {
    let target = time.isFinite ? max(time, now) : now
    while let due = workDue, due <= target {
      workDue = nil
      now = max(now, due)
      session.handle(.workCompleted(succeeded: !options.contains(.workFails)), at: now)
      collectOccurrences()
    }
    session.advance(to: target)
    now = target
    collectOccurrences()
  }

  /// Handles a pointer at (`x`, `y`), in the drawing's points, at `time`.
  ///
  /// A `down` while a pointer is already down is ignored (one finger drives a block); so are
  /// the other phases without a pointer down, and positions that are not finite. Whether a
  /// `down` landed on the element that takes the gesture is the page's to decide, from the
  /// drawing it shows (`data-touch`).
  public mutating func pointer(_ phase: LivePointerPhase, x: Double, y: Double, at time: Double) {
    advance(to: time)
    guard x.isFinite, y.isFinite else { return }
    switch phase {
    case .down:
      guard pointer == nil else { return }
      pointer = LivePointerTrack(x: x, y: y, at: now)
      let origin = session.touchOrigin
      session.handle(.touchDown(x: x - origin.x, y: y - origin.y), at: now)
    case .move:
      // Moved in place: a copy of the track would copy its positions on every event.
      pointer?.move(x: x, y: y, at: now)
      guard let translation = pointer?.translation else { return }
      session.handle(.touchMoved(x: translation.x, y: translation.y), at: now)
    case .up:
      guard var track = pointer else { return }
      pointer = nil
      let previous = track.translation
      track.move(x: x, y: y, at: now)
      let translation = track.translation
      if translation.x != previous.x || translation.y != previous.y {
        session.handle(.touchMoved(x: translation.x, y: translation.y), at: now)
      }
      let velocity = track.velocity
      session.handle(.touchUp(velocityX: velocity.x, velocityY: velocity.y), at: now)
    case .cancel:
      guard pointer != nil else { return }
      pointer = nil
      session.handle(.touchCancelled, at: now)
    }
    collectOccurrences()
  }

  /// Handles a key at `time`; a key the block has no use for does nothing.
  public mutating func key(_ key: LiveKey, at time: Double) {
    advance(to: time)
    let input: PreviewInput
    switch key {
    case .activate: input = .activate
    case .left: input = .key(.left)
    case .right: input = .key(.right)
    case .undo: input = .undo
    case .escape: input = .key(.escape)
    }
    session.handle(input, at: now)
    collectOccurrences()
  }

  /// Taps button `button` of the drawing (its `data-press` number) at `time`; a number the
  /// drawing has no button for does nothing.
  public mutating func press(_ button: Int, at time: Double) {
    advance(to: time)
    guard button >= 0, button < buttonCount else { return }
    session.handle(.press(button), at: now)
    collectOccurrences()
  }

  /// Draws the frame at `time` and records in ``changes`` what differs from the frame drawn
  /// before.
  ///
  /// - Returns: How many attributes changed, or -1 when the drawing's structure changed (an
  ///   element came or went, or a text changed), so the page must replace the drawing with
  ///   ``markup``.
  public mutating func frame(at time: Double) -> Int {
    advance(to: time)
    changes.removeAll(keepingCapacity: true)
    let next = session.values(at: now)
    guard next != values else { return 0 }
    values = next
    let drawn = session.scene(next)
    guard Self.hasSameShape(drawn, scene) else {
      scene = drawn
      written = Self.writtenValues(of: drawn)
      return -1
    }
    var count = 0
    var slot = 0
    for (index, node) in drawn.nodes.enumerated() {
      let before = scene.nodes[index].attributes
      for (position, attribute) in node.attributes.enumerated() {
        defer { slot += 1 }
        guard !attribute.value.isIdentical(to: before[position].value) else { continue }
        scratch.removeAll(keepingCapacity: true)
        Self.write(attribute, to: &scratch)
        guard scratch != written[slot] else { continue }
        written[slot].removeAll(keepingCapacity: true)
        written[slot].append(contentsOf: scratch)
        PreviewNumber.append(index, to: &changes)
        changes.append(9)
        changes.append(contentsOf: attribute.name.svgName.utf8)
        changes.append(9)
        changes.append(contentsOf: scratch)
        changes.append(10)
        count += 1
      }
    }
    scene = drawn
    return count
  }

  /// Counts the callbacks, haptics and announcements that happened since the last look, and
  /// starts the clock of asynchronous work.
  private mutating func collectOccurrences() {
    guard !session.occurrences.isEmpty else { return }
    for occurrence in session.occurrences {
      switch occurrence.kind {
      case .callback:
        callbackCount += 1
        if options.contains(.asyncWork), block.hasAsyncWork {
          workDue = occurrence.time + Self.workDuration
        }
      case .workCancelled:
        workDue = nil
      case .haptic:
        hapticCount += 1
      case .announcement(let text):
        announcementCount += 1
        latestAnnouncement = block.strings.string(for: text, in: options.language)
      }
    }
    session.forgetOccurrences()
  }

  /// Appends an attribute's value as the page sets it to `bytes`.
  private static func write(_ attribute: PreviewAttribute, to bytes: inout [UInt8]) {
    SVGText.append(
      attribute.value, name: attribute.name, prefix: idPrefix, escaping: false, to: &bytes)
  }

  private static func writtenValues(of scene: PreviewScene) -> [[UInt8]] {
    var values: [[UInt8]] = []
    for node in scene.nodes {
      for attribute in node.attributes {
        var bytes: [UInt8] = []
        write(attribute, to: &bytes)
        values.append(bytes)
      }
    }
    return values
  }

  /// Whether two frames have the same elements, texts and attribute names in the same order:
  /// the page applies attribute changes only, so a frame whose text differs is drawn anew.
  private static func hasSameShape(_ a: PreviewScene, _ b: PreviewScene) -> Bool {
    guard a.nodes.count == b.nodes.count else { return false }
    for (left, right) in zip(a.nodes, b.nodes) {
      guard left.element == right.element, left.attributes.count == right.attributes.count,
        left.text.utf8.elementsEqual(right.text.utf8)
      else {
        return false
      }
      for (x, y) in zip(left.attributes, right.attributes) where x.name != y.name {
        return false
      }
    }
    return true
  }
}

extension PreviewValue {
  /// Whether two values are the same, comparing words byte by byte: the live module carries no
  /// Unicode tables for `String`'s canonical comparison, and a drawing's keywords and references
  /// are ASCII, where equal bytes are equal text.
  fileprivate func isIdentical(to other: PreviewValue) -> Bool {
    switch (self, other) {
    case (.length(let a), .length(let b)), (.fraction(let a), .fraction(let b)): a == b
    case (.color(let a), .color(let b)), (.discreteColor(let a), .discreteColor(let b)): a == b
    case (.transform(let a), .transform(let b)): a == b
    case (.visible(let a), .visible(let b)): a == b
    case (.keyword(let a), .keyword(let b)), (.reference(let a), .reference(let b)):
      a.utf8.elementsEqual(b.utf8)
    default: false
    }
  }
}
