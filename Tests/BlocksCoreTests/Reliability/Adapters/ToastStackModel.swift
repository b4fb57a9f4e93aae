import BlocksCore

/// How the app changes its toasts in the harness.
enum ToastStackBindingChange: Hashable, Sendable, CaseIterable {
  /// One new toast, appended.
  case add
  /// A new loading toast, which never times out.
  case addLoading
  /// A new toast with an action.
  case addWithAction
  /// Twelve new toasts at once.
  case addMany
  /// The newest toast changes what it says and becomes a success, in place.
  case updateNewest
  /// An entry with the id of the oldest toast is appended: an update in place.
  case appendExisting
  /// One update brings the same new id three times.
  case duplicateIDs
  /// The newest toast is appended again as it is, as an app does when the same thing happens
  /// twice ("Copied", then "Copied" again): its time starts over.
  case appendAgain
  /// The app removes the newest toast.
  case removeNewest
  /// The app removes the oldest toast.
  case removeOldest
  /// The app removes every toast.
  case removeAll
  /// The app reverses its toasts.
  case reverse
  /// The host sends the binding as it is (after the block removed or merged toasts).
  case sync
}

/// What a host does to a toast stack besides the generic steps.
enum ToastStackInput: Hashable, Sendable, CustomStringConvertible {
  /// The app changed its toasts; `duration` is the requested duration of the toasts it adds.
  case binding(ToastStackBindingChange, duration: Double)
  /// A finger on the toast at place `depth` moved to (`x`, `y`).
  case drag(depth: Int, x: Double, y: Double)
  /// The finger lifted at (`x`, `y`) with a predicted end of (`predictedX`, `predictedY`).
  case dragEnded(x: Double, y: Double, predictedX: Double, predictedY: Double)
  /// The system cancelled the touch.
  case dragCancelled
  /// The action button of the toast at place `depth`.
  case action(depth: Int)
  /// The "Dismiss" action of the toast at place `depth`.
  case dismiss(depth: Int)
  /// Escape on a hardware keyboard.
  case escape
  /// VoiceOver's focus entered or left the stack.
  case focus(Bool)
  /// VoiceOver or Switch Control started or stopped.
  case timeLimits(suspended: Bool)
  /// The host measured the toast at place `depth`.
  case height(depth: Int, height: Double)
  /// The stack's container was measured.
  case width(Double)

  var description: String {
    switch self {
    case .binding(let change, let duration): "binding(\(change), duration \(duration))"
    case .drag(let depth, let x, let y): "drag(depth \(depth), \(x), \(y))"
    case .dragEnded(let x, let y, let px, let py): "dragEnded(\(x), \(y), predicted \(px), \(py))"
    case .dragCancelled: "dragCancelled"
    case .action(let depth): "action(depth \(depth))"
    case .dismiss(let depth): "dismiss(depth \(depth))"
    case .escape: "escape"
    case .focus(let focused): "focus(\(focused))"
    case .timeLimits(let suspended): "timeLimits(suspended: \(suspended))"
    case .height(let depth, let height): "height(depth \(depth), \(height))"
    case .width(let width): "width(\(width))"
    }
  }
}

/// The toast stack's machine is checked through ``ToastStackModel``.
extension ToastStackMachine: ModeledMachine {
  static var model: any ModelAdapter.Type { ToastStackModel.self }
}

/// The Toast Stack in the reliability harness.
///
/// The adapter is the app and its binding: it changes the toasts, sends the binding on every
/// change, and applies what the machine asks of the binding (removals of toasts that have left,
/// merges of duplicate ids) before the next event, as the view does. Its rules: the binding is the
/// truth (while in step, every toast of the binding is shown or leaving, in the binding's order);
/// a toast leaves the binding only once it is off the screen, exactly once; it times out only
/// after its duration has counted down while visible, collapsed and untouched, never while
/// VoiceOver or Switch Control runs, never as a loading toast; an action runs once, only for its
/// own press, and never for a toast being dragged; every change that brings a toast announces one;
/// and the layout is finite and within its bounds whatever the binding, the sizes and the drags.
struct ToastStackModel: ModelAdapter {
  typealias Machine = ToastStackMachine<Int>
  typealias Input = ToastStackInput

  static let name = "toast-stack"

  /// The machine under test; every event the harness sends passes through it, so the rules are
  /// checked on each of them.
  var machine: ToastStackMachine<Int> {
    didSet { observe(from: oldValue) }
  }
  /// The app's binding.
  private(set) var binding: [ToastStackEntry<Int>] = []
  /// Whether the machine has seen the binding as it is.
  private var inStep = true
  /// The event being delivered, until the machine has handled it; `nil` for a generic event.
  private var pendingEvent: ToastStackMachine<Int>.Event?
  /// The first break of a rule, kept until the harness checks the invariants.
  private var problem: String?
  /// How long each shown toast has counted down while visible, collapsed and untouched.
  private var counted: [Int: Double] = [:]
  /// The toasts whose action has run since they were added.
  private var actionsRun: Set<Int> = []
  /// How many toasts have started to leave: what a gesture commits to.
  private var departures = 0
  /// The ids the app appended in its last change, until the machine has seen it.
  private var appended: [Int] = []
  /// The next id never used.
  private var nextID = 1
  /// The next text fingerprint never used.
  private var nextText = 1
  /// The configuration's container width.
  private let width: Double

  init(width: Double = 390, environment: BlockEnvironment = BlockEnvironment()) {
    self.width = width
    machine = ToastStackMachine(environment: environment)
    _ = machine.send(.sizeChanged(width: width), at: 0)
  }

  init<R: RandomNumberGenerator>(configurationFrom random: inout R) {
    let environment = BlockEnvironment(
      reduceMotion: Bool.random(using: &random),
      isEnabled: Int.random(in: 0..<5, using: &random) != 0,
      direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft)
    self.init(
      width: HostileNumbers.length(typical: 200...1_000, using: &random),
      environment: environment)
  }

  static var exhaustiveConfigurations: [ToastStackModel] {
    [ToastStackModel(), ToastStackModel(environment: BlockEnvironment(reduceMotion: true))]
  }

  var configurationDescription: String { "width \(width)" }

  static func randomInput<R: RandomNumberGenerator>(using random: inout R) -> ToastStackInput {
    func depth() -> Int { Int.random(in: -1...4, using: &random) }
    func x() -> Double { HostileNumbers.translation(reach: 300, using: &random) }
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<30:
      let durations = [4, 1, 0, -3, 60, 1e300, .infinity, -.infinity, .nan, 2.5]
      return .binding(pick(ToastStackBindingChange.allCases), duration: pick(durations))
    case 30..<50: return .drag(depth: depth(), x: x(), y: x())
    case 50..<58:
      let endX = x()
      let endY = x()
      return .dragEnded(
        x: endX, y: endY, predictedX: endX * Double.random(in: -1...4, using: &random),
        predictedY: Bool.random(using: &random) ? x() : endY)
    case 58..<62: return .dragCancelled
    case 62..<68: return .action(depth: depth())
    case 68..<73: return .dismiss(depth: depth())
    case 73..<76: return .escape
    case 76..<81: return .focus(Bool.random(using: &random))
    case 81..<86: return .timeLimits(suspended: Bool.random(using: &random))
    case 86..<95:
      return .height(
        depth: depth(), height: HostileNumbers.length(typical: 40...160, using: &random))
    default: return .width(HostileNumbers.length(typical: 0...1_000, using: &random))
    }
  }

  var smallAlphabet: [ModelStep<ToastStackInput>] {
    [
      .input(.binding(.add, duration: 4)), .input(.binding(.addWithAction, duration: 1)),
      .input(.drag(depth: 0, x: 0, y: -40)),
      .input(.dragEnded(x: 0, y: -40, predictedX: 0, predictedY: -40)),
      .input(.action(depth: 0)), .input(.binding(.removeNewest, duration: 4)),
      .input(.binding(.sync, duration: 4)), .fireDue, .disappear,
    ]
  }

  static let releaseInputs: [ToastStackInput] = [.dragCancelled]
  static let cancelInputs: [ToastStackInput] = [.dragCancelled]

  /// The id of the toast at place `depth` (0 the newest), or an id no toast has.
  private func id(atDepth depth: Int) -> Int {
    machine.toast(atDepth: depth)?.entry.id ?? -1
  }

  mutating func event(for input: ToastStackInput) -> ToastStackMachine<Int>.Event? {
    let event: ToastStackMachine<Int>.Event
    switch input {
    case .binding(let change, let duration):
      apply(change, duration: duration)
      event = .toastsChanged(binding)
    case .drag(let depth, let x, let y):
      event = .dragChanged(
        id: machine.touchedID ?? id(atDepth: depth), translationX: x, translationY: y)
    case .dragEnded(let x, let y, let px, let py):
      event = .dragEnded(translationX: x, translationY: y, predictedX: px, predictedY: py)
    case .dragCancelled: event = .dragCancelled
    case .action(let depth): event = .actionPressed(id(atDepth: depth))
    case .dismiss(let depth): event = .dismissPressed(id(atDepth: depth))
    case .escape: event = .escapePressed
    case .focus(let focused): event = .accessibilityFocusChanged(focused)
    case .timeLimits(let suspended): event = .timeLimitsChanged(suspended: suspended)
    case .height(let depth, let height):
      event = .heightMeasured(id: id(atDepth: depth), height: height)
    case .width(let width): event = .sizeChanged(width: width)
    }
    pendingEvent = event
    return event
  }

  /// The most toasts the app holds at once.
  private static let mostToasts = 24

  /// Changes the app's binding.
  private mutating func apply(_ change: ToastStackBindingChange, duration: Double) {
    func fresh(_ style: ToastStackStyle, action: Int? = nil) -> ToastStackEntry<Int> {
      defer {
        nextID += 1
        nextText += 1
      }
      return ToastStackEntry(
        id: nextID, style: style, duration: duration, text: nextText, action: action)
    }
    let styles: [ToastStackStyle] = [.info, .success, .warning, .error]
    // A stack drains at worst two timer rounds per toast (its time-out, then its exit) and the
    // harness settles in 64 rounds, so the app keeps at most 24 toasts; the thousand-toast load
    // is the machine tests' and the benchmark's.
    let adds: Set<ToastStackBindingChange> = [
      .add, .addLoading, .addWithAction, .duplicateIDs, .appendAgain,
    ]
    if adds.contains(change), binding.count >= Self.mostToasts { return }
    if change == .addMany, binding.count + 12 > Self.mostToasts { return }
    let countBefore = binding.count
    defer { appended = binding.count > countBefore ? binding[countBefore...].map(\.id) : [] }
    switch change {
    case .add: binding.append(fresh(styles[nextID % styles.count]))
    case .addLoading: binding.append(fresh(.loading))
    case .addWithAction: binding.append(fresh(.info, action: 7))
    case .addMany:
      for _ in 0..<12 { binding.append(fresh(styles[nextID % styles.count])) }
    case .updateNewest:
      guard var newest = binding.last else { return }
      newest.style = .success
      newest.text = nextText
      newest.duration = duration
      nextText += 1
      binding[binding.count - 1] = newest
    case .appendExisting:
      guard var oldest = binding.first else { return }
      oldest.text = nextText
      nextText += 1
      binding.append(oldest)
    case .duplicateIDs:
      let entry = fresh(.warning)
      binding.append(contentsOf: [entry, entry, entry])
    case .appendAgain:
      guard let newest = binding.last else { return }
      binding.append(newest)
    case .removeNewest: if !binding.isEmpty { binding.removeLast() }
    case .removeOldest: if !binding.isEmpty { binding.removeFirst() }
    case .removeAll: binding.removeAll()
    case .reverse: binding.reverse()
    case .sync: break
    }
  }

  /// Checks the rules on the event that turned `old` into ``machine``, then does to the binding
  /// what the machine asked.
  private mutating func observe(from old: ToastStackMachine<Int>) {
    let event = pendingEvent
    pendingEvent = nil
    let on = event.map { "\($0)" } ?? "a timer, the environment or disappearing"
    func broken(_ rule: String) {
      if problem == nil { problem = "\(rule) (on \(on))" }
    }
    let new = machine
    let now = new.currentTime
    // Time counted by the visible toasts since the last event.
    let elapsed = Swift.max(now - old.currentTime, 0)
    if old.isCounting {
      for depth in 0..<Swift.min(old.shown.count, ToastStackMetrics.visibleCount) {
        let id = old.shown[old.shown.count - 1 - depth].entry.id
        counted[id, default: 0] += elapsed
      }
    }
    var oldShown: [Int: ToastStackMachine<Int>.ShownToast] = [:]
    for toast in old.shown { oldShown[toast.entry.id] = toast }
    var newShownIDs: Set<Int> = []
    for toast in new.shown { newShownIDs.insert(toast.entry.id) }
    let newLeavingIDs = Set(new.leaving.map(\.entry.id))

    // Toasts that started to leave.
    let oldLeavingCount = old.leaving.count
    let started = new.leaving.filter { leaving in
      !old.leaving.contains { $0.entry.id == leaving.entry.id && $0.progress == leaving.progress }
    }
    departures += started.count
    for leaving in started {
      let id = leaving.entry.id
      guard let before = oldShown[id] else {
        broken("toast \(id) leaves but was not shown")
        continue
      }
      if event == nil {
        // A time-out: only for a toast that counted down its whole duration, never while time
        // limits are off, never for a loading toast or one shown until dismissed.
        if before.entry.timeToShow == .infinity { broken("toast \(id) never times out, but left") }
        if new.timeLimitsSuspended { broken("toast \(id) timed out while VoiceOver ran") }
        if new.isExpanded { broken("toast \(id) timed out while the stack was expanded") }
        let required = before.entry.timeToShow
        if counted[id, default: 0] < required - 1e-6 {
          broken("toast \(id) timed out after \(counted[id, default: 0]) s of its \(required) s")
        }
      }
    }
    // Removals: only of toasts that have left the screen, each once.
    for id in new.removalsToReport {
      if !binding.contains(where: { $0.id == id }) {
        broken("toast \(id) reported for removal but the binding does not hold it")
      }
      if newShownIDs.contains(id) || newLeavingIDs.contains(id) {
        broken("toast \(id) reported for removal while it is drawn")
      }
      // Only a leaving toast the binding still holds is reported. An earlier one with the same
      // id, which the app removed, is not: it goes at once when a toast with its id is
      // dismissed, and that toast, when it is not drawn, is reported without leaving.
      if let before = old.leaving.first(where: { $0.entry.id == id && $0.isInBinding }) {
        let cutShort = oldLeavingCount >= ToastStackMetrics.maximumLeaving
        if before.end > now + 1e-6, !cutShort, new.isOnScreen {
          broken("toast \(id) reported before it had left (due \(before.end), now \(now))")
        }
      } else if let before = oldShown[id], new.leaving.count < ToastStackMetrics.maximumLeaving {
        // (A toast that starts to leave when the most that may leave at once already do is cut
        // short at once, to bound a frame's cost.)
        let layoutDepth = old.shown.count - 1 - (old.shown.firstIndex { $0.entry.id == id } ?? 0)
        if layoutDepth < ToastStackMetrics.visibleCount,
          before.depth.value(at: now) < Double(ToastStackMetrics.visibleCount)
        {
          broken("visible toast \(id) reported without leaving the screen")
        }
      }
    }
    // Actions: once, only for their own press, never under a drag.
    if let id = new.actionToRun {
      if case .actionPressed(let pressed)? = event, pressed == id {
      } else {
        broken("the action of \(id) ran without its press")
      }
      if oldShown[id]?.entry.hasAction != true { broken("toast \(id) has no action to run") }
      if old.tracking == .accepted, old.touchedID == id {
        broken("the action of \(id) ran while the toast was dragged")
      }
      if actionsRun.contains(id) { broken("the action of \(id) ran twice") }
      actionsRun.insert(id)
      if newShownIDs.contains(id) { broken("toast \(id) stays after its action") }
    }
    // Announcements: every change that brings a toast announces one of them.
    let arrived = new.shown.filter { oldShown[$0.entry.id] == nil }
    if let announcement = new.announcementToPost {
      guard case .toastsChanged? = event else {
        broken("an announcement without a change of the binding")
        return
      }
      if !newShownIDs.contains(announcement.id) {
        broken("announced toast \(announcement.id) is not shown")
      }
      if announcement.others < 0 { broken("announcement with \(announcement.others) others") }
    } else if case .toastsChanged? = event, !arrived.isEmpty {
      broken("toasts \(arrived.map(\.entry.id)) arrived unannounced")
    }
    for toast in arrived { actionsRun.remove(toast.entry.id) }
    // A toast changed in place, or new, counts from its whole duration again.
    for toast in new.shown
    where oldShown[toast.entry.id].map({ !Self.same($0.entry, toast.entry) }) ?? true {
      counted[toast.entry.id] = 0
    }
    // Whatever the app appends is on the stack once the machine has seen it, its time starting
    // over even when the app appended a toast just as it was, or one on its way out.
    if case .toastsChanged? = event {
      for id in appended {
        if newShownIDs.contains(id) {
          counted[id] = 0
        } else {
          broken("toast \(id) was appended but is not on the stack")
        }
      }
      appended = []
    }

    // What the view does to the binding after the event.
    if new.needsDeduplication {
      binding = ToastStackMachine<Int>.deduplicated(binding) { $0.id }
    }
    if !new.removalsToReport.isEmpty {
      binding.removeAll { new.removalsToReport.contains($0.id) }
    }
    if case .toastsChanged? = event {
      inStep = !new.needsDeduplication && new.removalsToReport.isEmpty
    } else if new.needsDeduplication || !new.removalsToReport.isEmpty {
      inStep = false
    }
  }

  /// Whether two entries ask for the same toast, a NaN duration being the same as another.
  private static func same(_ a: ToastStackEntry<Int>, _ b: ToastStackEntry<Int>) -> Bool {
    var a = a
    var b = b
    // No duration in the harness is this one, so it stands for NaN on both sides.
    if a.duration.isNaN { a.duration = -.greatestFiniteMagnitude }
    if b.duration.isNaN { b.duration = -.greatestFiniteMagnitude }
    return a == b
  }

  static let strayTimers: [ToastStackMachine<Int>.Timer] = [
    .init(generation: 0), .init(generation: -1), .init(generation: Int.max),
    .init(generation: Int.min),
  ]

  var isAsync: Bool { false }
  var environment: BlockEnvironment { machine.environment }
  var isCommitted: Bool { false }
  /// What a gesture commits to is a toast leaving: a cancelled drag never dismisses one.
  var gestureOutcome: AnyHashable { AnyHashable(departures) }
  var isAwaitingWork: Bool { false }

  static func hasString(_ key: String) -> Bool {
    ToastStackStrings.table.entries(in: .english)[key] != nil
  }

  func brokenInvariant(at now: Double) -> String? {
    if let problem { return problem }
    if let problem = bindingProblem() { return problem }
    if machine.leaving.count > ToastStackMetrics.maximumLeaving {
      return "\(machine.leaving.count) toasts leaving"
    }
    if !machine.leaving.isEmpty, machine.awaitedTimer == nil {
      return "toasts are leaving but no timer will take them off"
    }
    if machine.isCounting {
      for depth in 0..<Swift.min(machine.shown.count, ToastStackMetrics.visibleCount) {
        let toast = machine.shown[machine.shown.count - 1 - depth]
        if toast.remaining.isFinite, machine.awaitedTimer == nil {
          return "toast \(toast.entry.id) counts down with no timer"
        }
        if !toast.remaining.isFinite, toast.entry.timeToShow.isFinite {
          return "toast \(toast.entry.id) of \(toast.entry.timeToShow) s never times out"
        }
      }
    }
    return layoutProblem(at: now)
  }

  /// While the machine has seen the binding as it is: every toast of the binding is shown (in
  /// the binding's order) or leaving, and nothing else is.
  private func bindingProblem() -> String? {
    guard inStep else { return nil }
    let leavingInBinding = machine.leaving.filter(\.isInBinding).map(\.entry.id)
    var seen: Set<Int> = []
    var expected: [Int] = []
    for entry in binding where seen.insert(entry.id).inserted {
      if !leavingInBinding.contains(entry.id) { expected.append(entry.id) }
    }
    let shown = machine.shown.map(\.entry.id)
    if shown != expected { return "shown \(shown), but the binding holds \(expected)" }
    for id in leavingInBinding where !seen.contains(id) {
      return "toast \(id) leaves for the binding, which does not hold it"
    }
    return nil
  }

  private func layoutProblem(at now: Double) -> String? {
    let layout = ToastStackLayout(machine, at: now)
    let built = Swift.min(machine.shown.count, ToastStackMetrics.builtCount)
    if layout.count != built + machine.leaving.count {
      return "\(layout.count) toasts drawn for \(built) built and \(machine.leaving.count) leaving"
    }
    guard layout.width.isFinite, (0...machine.look.maximumWidth).contains(layout.width),
      layout.height.isFinite, layout.height >= 0
    else { return "stack \(layout.width) × \(layout.height)" }
    for (position, toast) in layout.enumerated() {
      let numbers = [toast.offsetX, toast.offsetY, toast.scale, toast.height, toast.opacity]
      if numbers.contains(where: { !$0.isFinite }) { return "a number is not finite: \(toast)" }
      if !(0...1).contains(toast.opacity) { return "opacity \(toast.opacity): \(toast)" }
      if !(0.5...1.5).contains(toast.scale) { return "scale \(toast.scale): \(toast)" }
      if toast.height < 0 { return "height \(toast.height)" }
      if toast.isLeaving {
        if toast.allowsHitTesting || !toast.isAccessibilityHidden {
          return "a leaving toast takes touches or is read: \(toast)"
        }
      } else {
        let expected = machine.toast(atDepth: built - 1 - position)?.entry.id
        if toast.id != expected {
          return "drawn \(toast.id) where \(String(describing: expected)) is"
        }
        if toast.allowsHitTesting, !machine.environment.isEnabled {
          return "a disabled stack takes touches"
        }
        if toast.depth >= ToastStackMetrics.visibleCount, !toast.isAccessibilityHidden {
          return "the toast waiting behind is read"
        }
      }
    }
    // The host draws each toast by its id, and a leaving one by its id too: two leaving toasts
    // with one id would be one view.
    var leavingIDs: Set<Int> = []
    for toast in machine.leaving where !leavingIDs.insert(toast.entry.id).inserted {
      return "two toasts \(toast.entry.id) leave at once"
    }
    let accessibility = ToastStackAccessibility(machine)
    if accessibility.isDimmed == machine.environment.isEnabled { return "dimmed wrongly" }
    for depth in 0..<ToastStackMetrics.builtCount {
      let element = ToastStackAccessibility.element(atDepth: depth, of: machine)
      let isElement = depth < Swift.min(machine.shown.count, ToastStackMetrics.visibleCount)
      if (element != nil) != isElement {
        return "element at depth \(depth): \(String(describing: element))"
      }
      if let element, element.offersActions != machine.environment.isEnabled {
        return "actions offered while disabled"
      }
    }
    return nil
  }
}
