import BlocksCore
import BlocksLive
import BlocksPreview
import Testing

/// One call a page makes on a live block.
enum LiveOperation: Hashable, Sendable {
  /// A pointer event at a position in the drawing's points.
  case pointer(LivePointerPhase, x: Double, y: Double, time: Double)
  /// A key.
  case key(LiveKey, time: Double)
  /// A tap on one of the drawing's buttons.
  case press(Int, time: Double)
  /// A frame drawn at a time.
  case frame(time: Double)
}

/// A built-in scenario as a page would play it on a live block: pointer positions instead of
/// translations, a frame every 1/60 s, and the block's asynchronous work left to report by
/// itself.
struct LiveScript: Sendable, CustomTestStringConvertible {
  /// Where the scripted finger goes down, in the drawing's points; any point works, as the block
  /// sees translations (a page decides whether the point is on the block).
  static let origin = (x: 120.0, y: 40.0)

  var block: PreviewBlock
  var scenario: PreviewScenario
  var options: LiveOptions
  var name: String
  var operations: [LiveOperation]

  var testDescription: String { "\(block.id)/\(scenario.name) (\(name))" }

  /// Whether playing the script live gives the scenario's recorded frames: every release is
  /// still (a live finger's velocity is measured, a script's is given), nothing needs the row's
  /// Undo button, which the live block does not offer, and the scenario starts from the block as
  /// the live page shows it (a scenario may set the block up otherwise, such as a range slider
  /// with stacked thumbs).
  var matchesRecording: Bool {
    scenario.steps.allSatisfy { step in
      switch step {
      case .release(let velocityX, let velocityY): velocityX == 0 && velocityY == 0
      case .undo: false
      default: true
      }
    } && scenario.undoWindow == nil && startsLikeTheLiveBlock
  }

  /// Whether the scenario's first frame is the live block's first frame, drawing and all.
  var startsLikeTheLiveBlock: Bool {
    let live = LiveBlock(block: block, options: options)
    let session = PreviewSession(block: block, scenario: scenario, settings: options.settings)
    return session.values(at: 0) == live.values && session.scene(at: 0) == live.scene
  }

  /// The options a scenario needs on top of `options`: asynchronous work, failing or not.
  static func options(for scenario: PreviewScenario, _ options: LiveOptions) -> LiveOptions {
    var result = options
    if scenario.isAsync {
      result.insert(.asyncWork)
      if scenario.steps.contains(.workFails) { result.insert(.workFails) }
    }
    return result
  }

  /// `scenario` of `block` with `options`.
  init(block: PreviewBlock, scenario: PreviewScenario, options: LiveOptions, name: String) {
    self.block = block
    self.scenario = scenario
    self.options = Self.options(for: scenario, options)
    self.name = name
    let session = PreviewSession(
      block: block, scenario: scenario, settings: self.options.settings)
    let inputs = scenario.timedInputs(
      reference: session.referenceLength,
      forwardSign: self.options.settings.direction.forwardSign)
    var operations: [LiveOperation] = []
    var position = Self.origin
    var start = Self.origin
    var next = 0
    let count = Int((scenario.duration * 60 - 1e-9).rounded(.up))
    for index in 0...max(count, 0) {
      let time = Double(index) / 60
      while next < inputs.count, inputs[next].time <= time + 1e-9 {
        let (at, input) = inputs[next]
        next += 1
        switch input {
        case .touchDown(let x, let y):
          let origin = session.touchOrigin
          position = (origin.x + x, origin.y + y)
          start = position
          operations.append(.pointer(.down, x: position.x, y: position.y, time: at))
        case .touchMoved(let x, let y):
          position = (start.x + x, start.y + y)
          operations.append(.pointer(.move, x: position.x, y: position.y, time: at))
        case .touchUp:
          operations.append(.pointer(.up, x: position.x, y: position.y, time: at))
        case .touchCancelled:
          operations.append(.pointer(.cancel, x: position.x, y: position.y, time: at))
        case .activate: operations.append(.key(.activate, time: at))
        case .key(.left): operations.append(.key(.left, time: at))
        case .key(.right): operations.append(.key(.right, time: at))
        case .key(.escape): operations.append(.key(.escape, time: at))
        case .press(let button): operations.append(.press(button, time: at))
        case .workCompleted, .undo: break
        }
      }
      operations.append(.frame(time: time))
    }
    self.operations = operations
  }

  /// The settings a script is played with, by name.
  static let settings: [(name: String, options: LiveOptions)] = [
    ("default", []), ("rtl", [.rightToLeft]), ("reduce motion", [.reduceMotion]),
    ("dark, es, rtl, reduce motion", [.dark, .language(.spanish), .rightToLeft, .reduceMotion]),
  ]

  /// Every built-in scenario of every block with each of `settings`.
  static func all(settings: [(name: String, options: LiveOptions)] = settings) -> [LiveScript] {
    var scripts: [LiveScript] = []
    for block in PreviewBlock.all {
      for scenario in block.scenarios {
        for setting in settings {
          scripts.append(
            LiveScript(
              block: block, scenario: scenario, options: setting.options, name: setting.name))
        }
      }
    }
    return scripts
  }
}
