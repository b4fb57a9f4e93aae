import BlocksCore

/// What a host does to a pager besides the generic steps.
enum InteractivePagerTransitionInput: Hashable, Sendable, CustomStringConvertible {
  /// The pager was measured.
  case width(Double)
  /// The page list changed to `count` pages (negative and huge counts included).
  case count(Int)
  /// The index binding was set from outside (any integer).
  case setIndex(Int)
  /// The finger moved `translation` screen points from where it started.
  case drag(Double)
  /// The finger lifted with a translation and a predicted end translation.
  case dragEnded(Double, predicted: Double)
  /// The system cancelled the drag.
  case dragCancelled
  /// An arrow key.
  case key(InteractivePagerTransitionMachine.ArrowKey)
  /// A three-finger scroll.
  case scroll(InteractivePagerTransitionMachine.ScrollEdge)
  /// A VoiceOver adjustment of the dots.
  case adjust(InteractivePagerTransitionMachine.Adjustment)

  var description: String {
    switch self {
    case .width(let width): "width(\(width))"
    case .count(let count): "count(\(count))"
    case .setIndex(let index): "setIndex(\(index))"
    case .drag(let translation): "drag(\(translation))"
    case .dragEnded(let translation, let predicted): "dragEnded(\(translation), \(predicted))"
    case .dragCancelled: "dragCancelled"
    case .key(let key): "key(\(key))"
    case .scroll(let edge): "scroll(\(edge))"
    case .adjust(let adjustment): "adjust(\(adjustment))"
    }
  }
}

/// The interactive pager transition's machine is checked through ``InteractivePagerTransitionModel``.
extension InteractivePagerTransitionMachine: ModeledMachine {
  static var model: any ModelAdapter.Type { InteractivePagerTransitionModel.self }
}

/// The Interactive Pager Transition in the reliability harness.
///
/// It has no timer and no callback: its rules are the index range, finite layout and ending
/// every drag.
struct InteractivePagerTransitionModel: ModelAdapter {
  typealias Machine = InteractivePagerTransitionMachine
  typealias Input = InteractivePagerTransitionInput

  static let name = "interactive-pager-transition"
  static let hostileCounts = [0, 1, 2, 3, 7, 8, 1_000_000, Int.max, -1, Int.min]
  static let hostileIndices = [0, 1, -1, 5, 999_999, Int.max, Int.min]

  var machine: InteractivePagerTransitionMachine

  init(count: Int, index: Int, width: Double, environment: BlockEnvironment = BlockEnvironment()) {
    machine = InteractivePagerTransitionMachine(
      count: count, index: index, width: width, environment: environment)
  }

  init<R: RandomNumberGenerator>(configurationFrom random: inout R) {
    let environment = BlockEnvironment(
      reduceMotion: Bool.random(using: &random),
      isEnabled: Int.random(in: 0..<5, using: &random) != 0,
      direction: Bool.random(using: &random) ? .leftToRight : .rightToLeft)
    self.init(
      count: Self.hostileCounts[Int.random(in: 0..<Self.hostileCounts.count, using: &random)],
      index: Self.hostileIndices[Int.random(in: 0..<Self.hostileIndices.count, using: &random)],
      width: HostileNumbers.length(typical: 200...500, using: &random), environment: environment)
  }

  static var exhaustiveConfigurations: [InteractivePagerTransitionModel] {
    [
      InteractivePagerTransitionModel(count: 3, index: 0, width: 390),
      InteractivePagerTransitionModel(count: 3, index: 2, width: 390),
    ]
  }

  var configurationDescription: String {
    "count \(machine.count), index \(machine.index), width \(machine.width)"
  }

  static func randomInput<R: RandomNumberGenerator>(using random: inout R)
    -> InteractivePagerTransitionInput
  {
    func translation() -> Double { HostileNumbers.translation(reach: 900, using: &random) }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<30: return .drag(translation())
    case 30..<48: return .dragEnded(translation(), predicted: translation() * 2)
    case 48..<53: return .dragCancelled
    case 53..<62: return .key(Bool.random(using: &random) ? .left : .right)
    case 62..<68: return .scroll(Bool.random(using: &random) ? .leading : .trailing)
    case 68..<74: return .adjust(Bool.random(using: &random) ? .increment : .decrement)
    case 74..<84: return .width(HostileNumbers.length(typical: 0...600, using: &random))
    case 84..<92:
      return .count(hostileCounts[Int.random(in: 0..<hostileCounts.count, using: &random)])
    default:
      if Bool.random(using: &random) {
        return .setIndex(Int.random(in: -2...10, using: &random))
      }
      return .setIndex(hostileIndices[Int.random(in: 0..<hostileIndices.count, using: &random)])
    }
  }

  var smallAlphabet: [ModelStep<InteractivePagerTransitionInput>] {
    // At 390 pt, 200 pt backward passes 40 % of the width: the next page.
    [
      .input(.drag(-200)), .input(.dragEnded(-200, predicted: -200)), .input(.dragCancelled),
      .input(.key(.right)),
      .input(.adjust(.decrement)), .input(.count(1)), .input(.setIndex(Int.max)), .flipDirection,
      .toggleEnabled,
    ]
  }

  static let releaseInputs: [InteractivePagerTransitionInput] = [.dragCancelled]
  static let cancelInputs: [InteractivePagerTransitionInput] = [.dragCancelled]

  mutating func event(for input: InteractivePagerTransitionInput)
    -> InteractivePagerTransitionMachine.Event?
  {
    switch input {
    case .width(let width): .sizeChanged(width: width, height: 0)
    case .count(let count): .countChanged(count)
    case .setIndex(let index): .indexSet(index)
    case .drag(let translation): .dragChanged(translation: translation)
    case .dragEnded(let translation, let predicted):
      .dragEnded(translation: translation, predictedEndTranslation: predicted)
    case .dragCancelled: .dragCancelled
    case .key(let key): .keyPressed(key)
    case .scroll(let edge): .accessibilityScroll(edge)
    case .adjust(let adjustment): .accessibilityAdjust(adjustment)
    }
  }

  static let strayTimers: [InteractivePagerTransitionMachine.Timer] = []

  var isAsync: Bool { false }
  var environment: BlockEnvironment { machine.environment }
  var isCommitted: Bool { false }
  /// A released drag commits to a page: a cancelled one settles back on the page it left.
  var gestureOutcome: AnyHashable { AnyHashable(machine.index) }
  var isAwaitingWork: Bool { false }

  func drawnValue(at time: Double) -> Double? { machine.position(at: time) }

  static func hasString(_ key: String) -> Bool {
    InteractivePagerTransitionStrings.table.entries(in: .english)[key] != nil
  }

  func brokenInvariant(at now: Double) -> String? {
    let count = machine.count
    let index = machine.index
    guard count >= 0 else { return "count \(count) is negative" }
    guard index >= 0, index <= max(count - 1, 0) else { return "index \(index) of \(count)" }
    let position = machine.position
    guard position.isFinite, abs(position - Double(index)) <= 1 else {
      return "position \(position) is more than a page from index \(index)"
    }
    if !machine.environment.isEnabled, machine.isDragging { return "dragging while disabled" }
    let layout = InteractivePagerTransitionLayout(machine)
    let reduceMotion = machine.environment.reduceMotion
    guard layout.pages.count <= 3 else { return "\(layout.pages.count) pages built" }
    if count > 0, !layout.pages.indices.contains(index) { return "the current page is not built" }
    for pageIndex in layout.pages.indices {
      guard abs(pageIndex - index) <= 1 else { return "page \(pageIndex) built for index \(index)" }
      let page = layout.pages[pageIndex]
      guard page.offset.isFinite, page.scale.isFinite, page.brightness.isFinite,
        page.relative.isFinite, page.zIndex.isFinite
      else { return "page \(pageIndex) has a number that is not finite: \(page)" }
      guard page.scale >= 1 - InteractivePagerTransitionMetrics.recedingScale, page.scale <= 1,
        page.brightness >= -InteractivePagerTransitionMetrics.recedingDarkening,
        page.brightness <= 0
      else { return "page \(pageIndex) scale or brightness out of bounds: \(page)" }
      if reduceMotion, page.scale != 1 || page.brightness != 0 {
        return "parallax with Reduce Motion: \(page)"
      }
      if page.allowsHitTesting != (pageIndex == index)
        || page.isAccessibilityHidden == (pageIndex == index)
      {
        return "page \(pageIndex) takes touches or is visible to VoiceOver but is not current"
      }
    }
    guard layout.dots.count <= InteractivePagerTransitionLook.standard.maximumVisible else {
      return "\(layout.dots.count) dots"
    }
    if count > 0, !layout.dots.indices.contains(index) { return "the current dot is not shown" }
    for dotIndex in layout.dots.indices {
      let dot = layout.dots[dotIndex]
      guard dot.width.isFinite, dot.height.isFinite, dot.scale.isFinite, dot.opacity.isFinite,
        dot.width > 0, dot.height > 0, dot.opacity > 0, dot.opacity <= 1
      else { return "dot \(dotIndex) out of bounds: \(dot)" }
    }
    let accessibility = InteractivePagerTransitionAccessibility(machine)
    let enabled = machine.environment.isEnabled
    if accessibility.isDimmed == enabled {
      return "dimmed \(accessibility.isDimmed), enabled \(enabled)"
    }
    if !enabled, accessibility.isAdjustable { return "adjustable while disabled" }
    if let first = accessibility.value.first, count > 0, first != index + 1 {
      return "value says page \(first) but index is \(index)"
    }
    // The words themselves: "Page", and "n of count" or "None".
    let table = InteractivePagerTransitionStrings.table
    let label = table.string(for: accessibility.label, language: "en")
    if label != "Page" { return "the dots are labelled \(label)" }
    let value = table.string(for: accessibility.value, language: "en")
    let expected = count > 0 ? "\(index + 1) of \(count)" : "None"
    if value != expected { return "the dots read \(value), not \(expected)" }
    return nil
  }
}
