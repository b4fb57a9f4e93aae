import BlocksCore

/// What a host does to a completion swipe row besides the generic steps.
enum CompletionSwipeRowInput: Hashable, Sendable, CustomStringConvertible {
  /// The finger moved to (`x`, `y`) screen points from where it started.
  case drag(x: Double, y: Double)
  /// The finger lifted at (`x`, `y`) with a predicted end of (`predictedX`, `predictedY`).
  case dragEnded(x: Double, y: Double, predictedX: Double, predictedY: Double)
  /// The system cancelled the drag.
  case dragCancelled
  /// The named accessibility action completed the row.
  case accessibilityActivate
  /// The Undo button or action.
  case undo
  /// The row was measured.
  case size(width: Double, height: Double)
  /// The undo window was reconfigured.
  case undoWindow(Double?)

  var description: String {
    switch self {
    case .drag(let x, let y): "drag(\(x), \(y))"
    case .dragEnded(let x, let y, let px, let py): "dragEnded(\(x), \(y), predicted \(px), \(py))"
    case .dragCancelled: "dragCancelled"
    case .accessibilityActivate: "accessibilityActivate"
    case .undo: "undo"
    case .size(let width, let height): "size(\(width), \(height))"
    case .undoWindow(let window): "undoWindow(\(String(describing: window)))"
    }
  }
}

/// The completion swipe row's machine is checked through ``CompletionSwipeRowModel``.
extension CompletionSwipeRowMachine: ModeledMachine {
  static var model: any ModelAdapter.Type { CompletionSwipeRowModel.self }
}

/// The Completion Swipe Row in the reliability harness.
struct CompletionSwipeRowModel: ModelAdapter {
  typealias Machine = CompletionSwipeRowMachine
  typealias Input = CompletionSwipeRowInput

  static let name = "completion-swipe-row"
  static let completionIsFinal = true

  var machine: CompletionSwipeRowMachine
  private let requestedUndoWindow: Double?

  init(
    undoWindow: Double?, width: Double = 320, height: Double = 56,
    environment: BlockEnvironment = BlockEnvironment()
  ) {
    requestedUndoWindow = undoWindow
    machine = CompletionSwipeRowMachine(undoWindow: undoWindow, environment: environment)
    _ = machine.send(.sizeChanged(width: width, height: height), at: 0)
  }

  init<R: RandomNumberGenerator>(configurationFrom random: inout R) {
    let windows: [Double?] = [nil, nil, 3, 0.5, 0, .nan, -1, .infinity]
    let environment = BlockEnvironment(
      reduceMotion: Bool.random(using: &random),
      isEnabled: Int.random(in: 0..<5, using: &random) != 0,
      direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft)
    self.init(
      undoWindow: windows[Int.random(in: 0..<windows.count, using: &random)],
      width: HostileNumbers.length(typical: 200...500, using: &random),
      height: HostileNumbers.length(typical: 30...120, using: &random), environment: environment)
  }

  static var exhaustiveConfigurations: [CompletionSwipeRowModel] {
    [CompletionSwipeRowModel(undoWindow: nil), CompletionSwipeRowModel(undoWindow: 3)]
  }

  var configurationDescription: String {
    "undoWindow \(String(describing: requestedUndoWindow))"
  }

  static func randomInput<R: RandomNumberGenerator>(using random: inout R)
    -> CompletionSwipeRowInput
  {
    func x() -> Double { HostileNumbers.translation(reach: 600, using: &random) }
    func y() -> Double {
      Bool.random(using: &random) ? 0 : HostileNumbers.translation(reach: 200, using: &random)
    }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<40: return .drag(x: x(), y: y())
    case 40..<60: return .dragEnded(x: x(), y: y(), predictedX: x() * 3, predictedY: y())
    case 60..<66: return .dragCancelled
    case 66..<76: return .accessibilityActivate
    case 76..<86: return .undo
    case 86..<95:
      return .size(
        width: HostileNumbers.length(typical: 0...500, using: &random),
        height: HostileNumbers.length(typical: 0...120, using: &random))
    default:
      let windows: [Double?] = [nil, 2, 0, .nan, -3, .infinity]
      return .undoWindow(windows[Int.random(in: 0..<windows.count, using: &random)])
    }
  }

  var smallAlphabet: [ModelStep<CompletionSwipeRowInput>] {
    // At 320 pt the threshold is 128 pt: 200 pt is past it.
    [
      .input(.drag(x: 200, y: 0)), .input(.dragEnded(x: 200, y: 0, predictedX: 200, predictedY: 0)),
      .input(.dragCancelled),
      .input(.accessibilityActivate), .input(.undo), .fireDue, .toggleEnabled, .toggleReduceMotion,
      .disappear,
    ]
  }

  static let releaseInputs: [CompletionSwipeRowInput] = [.dragCancelled]
  static let cancelInputs: [CompletionSwipeRowInput] = [.dragCancelled]

  mutating func event(for input: CompletionSwipeRowInput)
    -> CompletionSwipeRowMachine.Event?
  {
    switch input {
    case .drag(let x, let y): .dragChanged(translationX: x, translationY: y)
    case .dragEnded(let x, let y, let px, let py):
      .dragEnded(translationX: x, translationY: y, predictedX: px, predictedY: py)
    case .dragCancelled: .dragCancelled
    case .accessibilityActivate: .accessibilityActivate
    case .undo: .undo
    case .size(let width, let height): .sizeChanged(width: width, height: height)
    case .undoWindow(let window): .undoWindowChanged(window)
    }
  }

  static let strayTimers: [CompletionSwipeRowMachine.Timer] = CompletionSwipeRowMachine.Timer
    .allCases

  var isAsync: Bool { false }
  var environment: BlockEnvironment { machine.environment }
  var isCommitted: Bool { machine.phase == .done }
  /// A cancel must not even start a completion: checked, undo and collapsed count too.
  var gestureOutcome: AnyHashable { AnyHashable(machine.isCompleted) }
  var isAwaitingWork: Bool { false }

  func drawnValue(at time: Double) -> Double? { machine.offset(at: time) }

  static func hasString(_ key: String) -> Bool {
    CompletionSwipeRowStrings.table.entries(in: .english)[key] != nil
  }

  func brokenInvariant(at now: Double) -> String? {
    let layout = CompletionSwipeRowLayout(machine, tint: SystemColor.greenLight)
    let width = machine.width
    guard width.isFinite, width >= 0 else { return "width \(width)" }
    guard layout.rowOffset.isFinite, layout.rowOffset >= 0, layout.rowOffset <= width else {
      return "row offset \(layout.rowOffset) outside [0, \(width)]"
    }
    if let height = layout.rowHeight, !(height.isFinite && height >= 0) {
      return "row height \(height)"
    }
    guard machine.dragOffset.isFinite, machine.dragOffset >= 0, machine.dragOffset <= width else {
      return "drag offset \(machine.dragOffset) outside [0, \(width)]"
    }
    guard layout.checkmarkScale.isFinite, layout.checkmarkScale > 0,
      layout.checkmarkOpacity >= 0, layout.checkmarkOpacity <= 1, layout.tintOpacity >= 0,
      layout.tintOpacity <= 1, layout.opacity > 0, layout.opacity <= 1,
      layout.checkmarkLeadingInset.isFinite
    else { return "checkmark or opacity out of bounds: \(layout)" }
    if machine.environment.reduceMotion, layout.checkmarkScale != 1 {
      return "a checkmark scale pop with Reduce Motion"
    }
    if let problem = ModelChecker<Self>.problem(
      with: layout.checkmarkMotion, reduceMotion: machine.environment.reduceMotion)
    {
      return "checkmark motion: \(problem)"
    }
    let accessibility = CompletionSwipeRowAccessibility(machine)
    let enabled = machine.environment.isEnabled
    if accessibility.isDimmed == enabled {
      return "dimmed \(accessibility.isDimmed), enabled \(enabled)"
    }
    if !enabled, accessibility.offersCompleteAction || accessibility.offersUndoAction {
      return "an action is offered while disabled"
    }
    if !enabled, layout.acceptsDrag { return "accepts drags while disabled" }
    switch machine.phase {
    case .checked, .undo, .collapsed:
      if machine.awaitedTimer == nil { return "phase \(machine.phase) waits for no timer" }
    case .dragging:
      if !enabled { return "dragging while disabled" }
    case .idle, .done:
      break
    }
    return nil
  }
}
