@testable import BlocksCore

/// The machine every toast stack test drives: toasts identified by integers.
typealias Toasts = ToastStackMachine<Int>

/// The virtual host of a toast stack: the app's binding, and a view that sends it on every change
/// and does to it what the machine asks (removing toasts that have left, merging duplicate ids),
/// as `.toastStack(_:)` does.
struct ToastStackHost {
  /// The generic host: virtual clock, timer slot, haptics, animations.
  var host: VirtualHost<Toasts>
  /// The app's toasts, oldest first.
  private(set) var binding: [ToastStackEntry<Int>] = []
  /// Every removal the machine asked for, with its virtual time.
  var removals: [(id: Int, time: Double)] = []
  /// Every action the machine ran.
  var actions: [Int] = []
  /// Every announcement the machine asked for.
  var announced: [Toasts.Announcement] = []

  /// An empty stack in a container `width` points wide, drawn with `look`, told about its
  /// environment and size as the view does on appear.
  init(
    width: Double = 390, look: ToastStackLook = .standard,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    host = VirtualHost(Toasts(look: look, environment: environment))
    send(.environmentChanged(environment))
    send(.sizeChanged(width: width))
  }

  /// The machine under test.
  var machine: Toasts { host.machine }
  /// The virtual clock, in seconds.
  var now: Double { host.now }
  /// The effects of the last event.
  var last: Effects<Toasts.Timer> { host.last }
  /// Every haptic played.
  var haptics: [Haptic] { host.haptics }
  /// The layout now.
  var layout: ToastStackLayout<Int> { ToastStackLayout(machine, at: now) }
  /// The ids shown, newest first.
  var shownNewestFirst: [Int] { machine.shown.reversed().map(\.entry.id) }
  /// The ids leaving.
  var leavingIDs: [Int] { machine.leaving.map(\.entry.id) }
  /// The removed ids, in order.
  var removedIDs: [Int] { removals.map(\.id) }

  /// The drawn toast `id` (shown or leaving).
  func drawn(_ id: Int) -> ToastStackLayout<Int>.DrawnToast? {
    layout.first { $0.id == id }
  }

  /// Sends `event` at the host's time and does what the machine asks of the binding.
  @discardableResult
  mutating func send(_ event: Toasts.Event) -> Effects<Toasts.Timer> {
    let effects = host.send(event)
    record()
    return effects
  }

  private mutating func record() {
    if let id = machine.actionToRun { actions.append(id) }
    if let announcement = machine.announcementToPost { announced.append(announcement) }
    for id in machine.removalsToReport { removals.append((id, now)) }
    var changed = false
    if machine.needsDeduplication {
      binding = Toasts.deduplicated(binding) { $0.id }
      changed = true
    }
    if !machine.removalsToReport.isEmpty {
      let removed = machine.removalsToReport
      binding.removeAll { removed.contains($0.id) }
      changed = true
    }
    // The view's `onChange` of the binding sends it again.
    if changed { send(.toastsChanged(binding)) }
  }

  /// The app sets its toasts.
  mutating func set(_ toasts: [ToastStackEntry<Int>]) {
    binding = toasts
    send(.toastsChanged(binding))
  }

  /// The app appends toasts.
  mutating func add(_ toasts: ToastStackEntry<Int>...) {
    set(binding + toasts)
  }

  /// The app appends toasts with the given ids, each an info toast of `duration` seconds.
  mutating func add(ids: [Int], style: ToastStackStyle = .info, duration: Double = 4) {
    set(binding + ids.map { ToastStackEntry(id: $0, style: style, duration: duration, text: $0) })
  }

  /// Advances the virtual clock by `seconds`, firing every timer that falls due on the way.
  mutating func advance(by seconds: Double) {
    let end = host.now + seconds
    while let next = host.scheduled, next.due <= end + 1e-12 {
      host.now = Swift.max(host.now, next.due)
      host.scheduled = nil
      send(.timerFired(next.timer))
    }
    host.now = end
  }

  /// A finger on toast `id` moves to (`x`, `y`) and lifts there, with the given predicted end.
  mutating func swipe(
    _ id: Int, x: Double, y: Double, predictedX: Double? = nil, predictedY: Double? = nil
  ) {
    send(.dragChanged(id: id, translationX: 0, translationY: 0))
    send(.dragChanged(id: id, translationX: x / 2, translationY: y / 2))
    send(.dragChanged(id: id, translationX: x, translationY: y))
    send(
      .dragEnded(
        translationX: x, translationY: y, predictedX: predictedX ?? x, predictedY: predictedY ?? y))
  }
}
