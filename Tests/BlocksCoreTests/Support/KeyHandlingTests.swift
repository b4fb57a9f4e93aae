import Testing

@testable import BlocksCore

/// Which keys a focused block keeps and which it passes on to the views around it.
///
/// The views answer SwiftUI's `onKeyPress` with the machine's answer, asked before the key is
/// sent. Two rules hold across the catalog:
///
/// - A **control** (the range slider, the repeat stepper) keeps its keys whenever it takes
///   input, even at a limit where the key moves nothing: the press that finds the end must not
///   move the focus away or turn a page around the control.
/// - A **container** (the pager, the card stack, the toast stack) keeps a key only when it acts
///   on it, and passes it on otherwise, as a scroll view at its end does.
///
/// Each block is walked through seeded random sequences from its reliability adapter (gestures,
/// sizes, hostile numbers, timers, environment flips); at every step, a copy of the machine is
/// sent each key and the answer is checked against what the key did.
@Suite("Keys: which a block keeps, which it passes on")
struct KeyHandlingTests {
  static let seeds: [UInt64] = [3, 11, 42, 2_026, 0xC0FFEE, 0x5EED_0002]

  /// Plays `steps` random steps of a block configured from `seed`, calling `check` with the
  /// machine, the host's time and where the walk is, after each step.
  static func walk<A: ModelAdapter>(
    _ adapter: A.Type, seed: UInt64, runs: Int = 20, steps: Int = 60,
    check: (A.Machine, Double, String) -> Void
  ) {
    var random = SplitMix64(seed: seed)
    for run in 0..<runs {
      let model = A(configurationFrom: &random)
      var host = VirtualHost(model.machine)
      var actions = RandomHostActions(model)
      for step in 0..<steps {
        switch actions.next(for: host, using: &random) {
        case .send(let event): host.send(event)
        case .wait(let seconds): host.advance(by: seconds)
        case .none: break
        }
        check(host.machine, host.now, "seed \(seed), run \(run), step \(step)")
      }
    }
  }

  // MARK: - Controls

  @Test(
    "the range slider keeps its arrows whenever it takes input, and only then", arguments: seeds)
  func rangeSlider(seed: UInt64) {
    Self.walk(RangeSliderModel.self, seed: seed) { slider, now, context in
      #expect(slider.handlesArrowKeys == slider.acceptsInput, "\(context)")
      guard !slider.handlesArrowKeys else { return }
      for thumb in RangeSliderMachine.Thumb.allCases {
        for key in RangeSliderMachine.ArrowKey.allCases {
          var copy = slider
          let effects = copy.send(.keyPressed(thumb, key), at: now)
          #expect(effects.isEmpty && copy.range == slider.range, "\(context): \(thumb) \(key)")
        }
      }
    }
  }

  @Test(
    "the range slider keeps an arrow at a limit, where it moves nothing",
    arguments: [
      (RangeSliderMachine.Thumb.lower, RangeSliderMachine.ArrowKey.left, FlowDirection.leftToRight),
      (.upper, .right, .leftToRight), (.lower, .right, .rightToLeft), (.upper, .left, .rightToLeft),
    ])
  func rangeSliderAtItsLimits(
    thumb: RangeSliderMachine.Thumb, key: RangeSliderMachine.ArrowKey, direction: FlowDirection
  ) {
    var slider = RangeSliderMachine(
      range: 0...100, configuration: .init(bounds: 0...100, step: 10, minimumDistance: 0))
    _ = slider.send(.environmentChanged(BlockEnvironment(direction: direction)), at: 0)
    _ = slider.send(.sizeChanged(width: 300, thumbDiameter: 28), at: 0)
    #expect(slider.handlesArrowKeys)
    let effects = slider.send(.keyPressed(thumb, key), at: 0)
    #expect(effects.isEmpty && slider.range == 0...100)
    // Disabled or with no room to move, it passes its arrows on.
    var disabled = slider
    _ = disabled.send(.environmentChanged(BlockEnvironment(isEnabled: false)), at: 0)
    #expect(!disabled.handlesArrowKeys)
    var unmeasured = slider
    _ = unmeasured.send(.sizeChanged(width: 20, thumbDiameter: 28), at: 0)
    #expect(!unmeasured.handlesArrowKeys)
  }

  @Test("the repeat stepper keeps every key while enabled and not inert", arguments: seeds)
  func repeatStepper(seed: UInt64) {
    Self.walk(RepeatStepperModel.self, seed: seed) { stepper, now, context in
      let owns = stepper.environment.isEnabled && !stepper.configuration.isInert
      for key in RepeatStepperMachine.Key.allCases {
        #expect(stepper.handles(key) == owns, "\(context): \(key)")
        guard !stepper.handles(key) else { continue }
        var copy = stepper
        let effects = copy.send(.keyPressed(key), at: now)
        #expect(effects.isEmpty && copy.value == stepper.value, "\(context): \(key)")
      }
    }
  }

  @Test(
    "the repeat stepper keeps its keys at a bound; inert or disabled, it passes them on",
    arguments: RepeatStepperMachine.Key.allCases)
  func repeatStepperAtItsBounds(key: RepeatStepperMachine.Key) {
    let upward = [.right, .up, .plus].contains(key)
    for (value, stepped) in [(0, upward ? 1 : 0), (5, upward ? 5 : 4)] {
      var stepper = RepeatStepperMachine(value: value, configuration: .init(bounds: 0...5))
      #expect(stepper.handles(key), "at \(value)")
      _ = stepper.send(.keyPressed(key), at: 0)
      #expect(stepper.value == stepped, "at \(value)")
    }
    let inert = RepeatStepperMachine(value: 3, configuration: .init(bounds: 3...3))
    #expect(!inert.handles(key))
    let disabled = RepeatStepperMachine(
      value: 3, configuration: .init(bounds: 0...5),
      environment: BlockEnvironment(isEnabled: false))
    #expect(!disabled.handles(key))
  }

  // MARK: - Shortcuts

  @Test(
    "⌘Z is the card stack's Undo in either case (Caps Lock), and with no other modifier",
    arguments: [
      ("z", KeyModifiers.command, true), ("Z", .command, true),
      ("z", [], false), ("Z", .shift, false), ("Z", [.command, .shift], false),
      ("z", [.command, .option], false), ("z", [.command, .control], false),
      ("y", .command, false), ("x", .command, false),
    ] as [(Character, KeyModifiers, Bool)])
  func cardStackUndoShortcut(character: Character, modifiers: KeyModifiers, isUndo: Bool) {
    let key = SwipeCardStackKey(character: character, modifiers: modifiers)
    #expect(key == (isUndo ? .undo : nil))
  }

  // MARK: - Containers

  @Test("the pager keeps an arrow exactly when it turns a page", arguments: seeds)
  func pager(seed: UInt64) {
    Self.walk(InteractivePagerTransitionModel.self, seed: seed) { pager, now, context in
      for key in InteractivePagerTransitionMachine.ArrowKey.allCases {
        var copy = pager
        _ = copy.send(.keyPressed(key), at: now)
        #expect(pager.handles(key) == (copy.index != pager.index), "\(context): \(key)")
      }
    }
  }

  @Test("the pager passes an arrow on at its first and last pages, mirrored right to left")
  func pagerAtItsEnds() {
    let first = InteractivePagerTransitionMachine(count: 3, index: 0, width: 390)
    #expect(!first.handles(.left) && first.handles(.right))
    let last = InteractivePagerTransitionMachine(count: 3, index: 2, width: 390)
    #expect(last.handles(.left) && !last.handles(.right))
    var mirrored = last
    _ = mirrored.send(.environmentChanged(BlockEnvironment(direction: .rightToLeft)), at: 0)
    #expect(!mirrored.handles(.left) && mirrored.handles(.right))
    let empty = InteractivePagerTransitionMachine(count: 0, index: 0, width: 390)
    #expect(!empty.handles(.left) && !empty.handles(.right))
  }

  @Test(
    "the card stack keeps an arrow while it can throw and ⌘Z while it can undo", arguments: seeds)
  func cardStack(seed: UInt64) {
    Self.walk(SwipeCardStackModel.self, seed: seed) { stack, now, context in
      for key in SwipeCardStackKey.allCases {
        var copy = stack
        let effects = copy.send(.keyPressed(key), at: now)
        let acted = copy.throwCount != stack.throwCount || copy.history != stack.history
        if !stack.handles(key) {
          #expect(effects.isEmpty && !acted, "\(context): \(key)")
        } else if !stack.isCardInFlight {
          // Nothing in flight: the key acts at once (a press behind a card in flight waits).
          #expect(acted, "\(context): \(key)")
        }
        let expected = key == .undo ? stack.canUndo : stack.canThrow
        #expect(stack.handles(key) == expected, "\(context): \(key)")
      }
    }
  }

  @Test("the toast stack keeps Escape exactly when it dismisses a toast", arguments: seeds)
  func toastStack(seed: UInt64) {
    Self.walk(ToastStackModel.self, seed: seed) { stack, now, context in
      var copy = stack
      _ = copy.send(.escapePressed, at: now)
      #expect(stack.handlesEscape == (copy.shown.count < stack.shown.count), "\(context)")
    }
  }

  @Test("a disabled toast stack passes Escape on, even with toasts shown")
  func disabledToastStack() {
    var stack = ToastStackMachine<String>()
    _ = stack.send(.environmentChanged(BlockEnvironment()), at: 0)
    _ = stack.send(.toastsChanged([ToastStackEntry(id: "saved", duration: 4)]), at: 0)
    #expect(stack.handlesEscape)
    _ = stack.send(.environmentChanged(BlockEnvironment(isEnabled: false)), at: 0)
    #expect(!stack.handlesEscape)
    _ = stack.send(.escapePressed, at: 0)
    #expect(stack.shown.count == 1)
  }
}
