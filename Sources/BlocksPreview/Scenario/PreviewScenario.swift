import BlocksCore

/// What a preview says about itself, in every language, written as a literal keyed by language:
/// `[.english: "A full slide confirms", .spanish: "Deslizar hasta el final confirma"]`.
public struct PreviewText: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  /// The text in each language, in the order of `BlockLanguage.allCases`; empty where the
  /// literal gave none.
  private var values: [String]

  /// Creates a text from its value in each language; a language listed twice keeps its first.
  public init(dictionaryLiteral elements: (BlockLanguage, String)...) {
    values = BlockLanguage.allCases.map { language in
      elements.first { $0.0 == language }?.1 ?? ""
    }
  }

  /// The text in `language`, or in English when it has none in `language`.
  public func text(_ language: BlockLanguage) -> String {
    let value = values[Self.index(of: language)]
    return value.isEmpty ? values[Self.index(of: .english)] : value
  }

  /// Whether the text has a value of its own in `language`.
  public func has(_ language: BlockLanguage) -> Bool { !values[Self.index(of: language)].isEmpty }

  private static func index(of language: BlockLanguage) -> Int {
    BlockLanguage.allCases.firstIndex(of: language) ?? 0
  }
}

/// A key of a hardware keyboard that a block answers; arrows are in screen terms, never mirrored.
public enum PreviewKey: Hashable, Sendable, CaseIterable {
  /// The left arrow key.
  case left
  /// The right arrow key.
  case right
  /// The Escape key: the toast stack dismisses its newest toast.
  case escape
}

/// One step of a scenario's script.
///
/// Distances are fractions of the block's reference length (the slider's travel, the row's
/// width, the pager's page width, the hold button's diameter), so one script fits every text
/// size; x is in forward terms (positive toward the end of a right-to-left slider, too) and y
/// points down. Velocities are such fractions per second.
public enum PreviewStep: Hashable, Sendable {
  /// Nothing happens for this many seconds; timers fire and animations run.
  case wait(Double)
  /// A finger touches the block's main element (the thumb, the button, the row, the page).
  case touchDown
  /// A finger touches the block at a point: x forward and y down from the block's touch origin
  /// (the range slider's lower bound on its track), in fractions of the reference length.
  case touchDownAt(x: Double, y: Double = 0)
  /// The finger moves to a translation over `duration` seconds along an eased path (slow start
  /// and end, as a hand moves), reported 60 times a second.
  case drag(x: Double, y: Double = 0, duration: Double)
  /// The finger moves to a translation at constant speed, as in a flick.
  case swipe(x: Double, y: Double = 0, duration: Double)
  /// The finger lifts, moving at the given velocity.
  case release(velocityX: Double = 0, velocityY: Double = 0)
  /// The system cancels the gesture (a scroll view takes it over, a call comes in).
  case cancel
  /// VoiceOver, Voice Control, Switch Control or Full Keyboard Access activates the block.
  case activate
  /// The block's asynchronous work returns.
  case workSucceeds
  /// The block's asynchronous work throws.
  case workFails
  /// The row's Undo button is tapped.
  case undo
  /// A key is pressed.
  case key(PreviewKey)
  /// A button of the drawing is tapped, by its place in the block's button roles (the card
  /// stack's Pass, Undo and Like; the toast demo's Save, Delete and Sync).
  case press(Int)

  /// The seconds the step takes; 0 for the instantaneous ones.
  public var duration: Double {
    switch self {
    case .wait(let seconds), .drag(_, _, let seconds), .swipe(_, _, let seconds):
      seconds.isFinite && seconds > 0 ? seconds : 0
    case .touchDown, .touchDownAt, .release, .cancel, .activate, .workSucceeds, .workFails, .undo,
      .key, .press:
      0
    }
  }
}

/// What a host does to a block at one instant: the scripted steps broken into the events a
/// device would deliver, or what a live page forwards from the pointer and keyboard.
///
/// Translations and velocities are in screen points from where the finger went down, as a
/// gesture reports them.
public enum PreviewInput: Hashable, Sendable {
  /// A finger touched the block this far from its touch origin, in screen points (0, 0 on the
  /// block's main element).
  case touchDown(x: Double, y: Double)
  /// The finger is at this translation from where it went down.
  case touchMoved(x: Double, y: Double)
  /// The finger lifted, moving at this velocity in points per second.
  case touchUp(velocityX: Double, velocityY: Double)
  /// The system cancelled the gesture.
  case touchCancelled
  /// Assistive technology activated the block.
  case activate
  /// The asynchronous work ended.
  case workCompleted(succeeded: Bool)
  /// The Undo button was tapped.
  case undo
  /// A key was pressed.
  case key(PreviewKey)
  /// A button of the drawing was tapped, by its place in the block's button roles.
  case press(Int)
}

/// A scripted moment of a block: what the user does, in virtual time.
///
/// Scenarios are values: the built-in ones come with each block (``PreviewBlock/scenarios``),
/// and a caller can write its own. The same scenario with the same settings always plays the
/// same frames.
public struct PreviewScenario: Hashable, Sendable {
  /// The name used on the command line and in file names, such as `confirm`.
  public var name: String
  /// A short title, such as "A full slide confirms".
  public var title: PreviewText
  /// One or two sentences that say what happens, for the preview's description.
  public var summary: PreviewText
  /// The script.
  public var steps: [PreviewStep]
  /// The instant shown when the preview does not animate (the poster frame), in seconds.
  public var posterTime: Double
  /// Whether the block's confirm work is asynchronous and reports back (`workSucceeds`,
  /// `workFails`); the slider and the hold button only.
  public var isAsync: Bool
  /// The row's undo window in seconds, if any.
  public var undoWindow: Double?

  /// Creates a scenario.
  ///
  /// - Parameters:
  ///   - name: The name, lowercase words joined by hyphens.
  ///   - title: A short title.
  ///   - summary: What happens.
  ///   - steps: The script; it should end with a wait long enough for the block to settle.
  ///   - posterTime: The instant shown when the preview does not animate.
  ///   - isAsync: Whether confirm work is asynchronous.
  ///   - undoWindow: The row's undo window.
  public init(
    name: String, title: PreviewText, summary: PreviewText, steps: [PreviewStep],
    posterTime: Double, isAsync: Bool = false, undoWindow: Double? = nil
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.steps = steps
    self.posterTime = posterTime
    self.isAsync = isAsync
    self.undoWindow = undoWindow
  }

  /// The length of the script in seconds.
  public var duration: Double {
    var total = 0.0
    for step in steps { total += step.duration }
    return total
  }

  /// The script as timed inputs in screen points, for a block whose reference length is
  /// `reference` points, laid out in `direction`.
  ///
  /// Drags are reported at 60 Hz along their path. Forward distances become screen distances
  /// with the direction's sign, so a right-to-left preview drags to the left.
  package func timedInputs(reference: Double, forwardSign: Double) -> [(
    time: Double, input: PreviewInput
  )] {
    var inputs: [(time: Double, input: PreviewInput)] = []
    var time = 0.0
    var x = 0.0
    var y = 0.0
    for step in steps {
      switch step {
      case .wait(let seconds):
        time += PreviewStep.wait(seconds).duration
      case .touchDown:
        x = 0
        y = 0
        inputs.append((time, .touchDown(x: 0, y: 0)))
      case .touchDownAt(let atX, let atY):
        x = 0
        y = 0
        inputs.append(
          (time, .touchDown(x: atX * reference * forwardSign, y: atY * reference)))
      case .drag(let toX, let toY, _), .swipe(let toX, let toY, _):
        let isEased: Bool
        if case .drag = step { isEased = true } else { isEased = false }
        let seconds = step.duration
        let count = max(Int((seconds * PreviewFrames.rate).rounded()), 1)
        for index in 1...count {
          let fraction = Double(index) / Double(count)
          let progress = isEased ? fraction * fraction * (3 - 2 * fraction) : fraction
          let pointX = x + (toX - x) * progress
          let pointY = y + (toY - y) * progress
          inputs.append(
            (
              time + seconds * fraction,
              .touchMoved(x: pointX * reference * forwardSign, y: pointY * reference)
            ))
        }
        x = toX
        y = toY
        time += seconds
      case .release(let velocityX, let velocityY):
        inputs.append(
          (
            time,
            .touchUp(
              velocityX: velocityX * reference * forwardSign, velocityY: velocityY * reference)
          ))
      case .cancel: inputs.append((time, .touchCancelled))
      case .activate: inputs.append((time, .activate))
      case .workSucceeds: inputs.append((time, .workCompleted(succeeded: true)))
      case .workFails: inputs.append((time, .workCompleted(succeeded: false)))
      case .undo: inputs.append((time, .undo))
      case .key(let key): inputs.append((time, .key(key)))
      case .press(let button): inputs.append((time, .press(button)))
      }
    }
    return inputs
  }
}

/// Something that takes a block's input as time passes: a simulator, or a session around one.
package protocol PreviewDriving {
  /// Handles `input` at host time `time`.
  mutating func handle(_ input: PreviewInput, at time: Double)
  /// Moves the clock to `time`, firing the timers due by then.
  mutating func advance(to time: Double)
}

/// The frame clock of recorded previews.
package enum PreviewFrames {
  /// Frames per second: SwiftUI's default on most iPhones.
  package static let rate = 60.0

  /// Plays `scenario` through `driver` and calls `frame` at every frame time from 0 to the end
  /// of the script, after the inputs and timers due by then.
  ///
  /// - Parameters:
  ///   - scenario: The script.
  ///   - driver: The block.
  ///   - reference: The block's reference length, in points.
  ///   - forwardSign: +1 left to right, −1 right to left.
  ///   - frame: Called with the driver and the frame's time.
  package static func play<Driver: PreviewDriving>(
    _ scenario: PreviewScenario, through driver: inout Driver, reference: Double,
    forwardSign: Double, frame: (inout Driver, Double) -> Void
  ) {
    let inputs = scenario.timedInputs(reference: reference, forwardSign: forwardSign)
    let count = Int((scenario.duration * rate - 1e-9).rounded(.up))
    var next = 0
    for index in 0...max(count, 0) {
      let time = Double(index) / rate
      while next < inputs.count, inputs[next].time <= time + 1e-9 {
        driver.handle(inputs[next].input, at: inputs[next].time)
        next += 1
      }
      driver.advance(to: time)
      frame(&driver, time)
    }
  }
}
