import BlocksCore

/// The Repeat Stepper, registered: its strings, scenarios, preview and catalog entry.
enum RepeatStepperBlock: BlockDefinition {
  typealias Preview = RepeatStepperPreview

  static var strings: StringTable { RepeatStepperStrings.table }
  static var hasAsyncWork: Bool { false }
  static var scenarios: [PreviewScenario] { Preview.scenarios }
  static var liveStarts: [String] { ["wraps"] }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .buttons,
      level: .intermediate,
      texts: [
        .english: BlockText(
          summary:
            "A minus and a plus button around a value: a tap steps once, holding repeats faster.",
          description:
            "A minus and a plus button around a value, like a quantity in a cart. A tap steps "
            + "exactly once, when the finger lifts, so a touch that becomes a scroll never "
            + "changes the value; a hold steps after half a second and then repeats faster and "
            + "faster, and lifting stops it at once. Steps never overflow, stop at the bounds or "
            + "wrap. VoiceOver adjusts one element; Voice Control taps Increase and Decrease; "
            + "the arrow keys and + / − step.",
          keywords: [
            "stepper", "quantity", "counter", "plus minus", "increment", "decrement",
            "hold to repeat", "auto repeat", "cart", "number input", "wrap",
          ],
          origin:
            "SwiftUI Blocks original, written for the catalog's most requested button",
          keys: "The left and right arrow keys step down and up; a held key repeats."),
        .spanish: BlockText(
          summary:
            "Un botón menos y un botón más alrededor de un valor: un toque avanza un paso y "
            + "mantener repite cada vez más rápido.",
          description:
            "Un botón menos y un botón más alrededor de un valor, como la cantidad en un "
            + "carrito. Un toque avanza exactamente un paso, al levantar el dedo, así que un toque "
            + "que se convierte en desplazamiento nunca cambia el valor; mantener avanza tras "
            + "medio segundo y luego repite cada vez más rápido, y al soltar se detiene en el "
            + "acto. Los pasos nunca desbordan, se detienen en los límites o dan la vuelta. "
            + "VoiceOver ajusta un solo elemento; Control por voz pulsa Aumentar y Disminuir; las "
            + "flechas y + / − avanzan.",
          keywords: [
            "contador", "cantidad", "más y menos", "incrementar", "disminuir",
            "mantener para repetir", "repetición", "carrito", "selector numérico",
            "dar la vuelta", "paso",
          ],
          origin:
            "Original de SwiftUI Blocks, escrito para el botón más pedido del catálogo",
          keys: "Las flechas izquierda y derecha bajan y suben un paso; una tecla mantenida repite."
        ),
      ],
      usage: """
        @State private var quantity = 1

        RepeatStepper("Quantity", value: $quantity, in: 1...20)
        """
    )
  #endif
}

extension PreviewBlock {
  /// The Repeat Stepper.
  public static var repeatStepper: PreviewBlock {
    PreviewBlock(RepeatStepperBlock.self)
  }
}

/// The Repeat Stepper in the preview simulator: its layout numbers, its buttons' presses and its
/// drawing.
struct RepeatStepperPreview: PreviewModel {
  /// What a frame draws: the layout's fields and the finger.
  struct Frame: PreviewFrameData {
    var value = 0
    var decrementOpacity = 0.0
    var incrementOpacity = 0.0
    var decrementPressed = false
    var incrementPressed = false
    var opacity = 0.0
    var fingerX = 0.0
    var fingerY = 0.0
    var fingerOpacity = 0.0
  }

  /// The opacity of the dot that shows where the finger is: a press that moves off its button
  /// still shows the gesture that stopped it.
  static let fingerOpacity = 0.35

  /// The space around the stepper, in points.
  static let margin = 20.0
  /// The card's width, in points.
  static let width = 360.0

  /// The bounds, step, wrapping and starting value a scenario plays with.
  struct Setup {
    var configuration: RepeatStepperMachine.Configuration
    var value: Int

    /// The demo's cart line: 0 to 20 bags, starting at 2.
    static let cart = Setup(configuration: .init(bounds: 0...20), value: 2)
  }

  var machine: RepeatStepperMachine
  let settings: PreviewSettings
  let palette: PreviewPalette
  let label: String
  let setup: Setup
  /// The button the current touch went down on, if it landed on one.
  private var touched: RepeatStepperMachine.Button?
  /// Whether the current touch has been reported as a press.
  private var hasBegun = false
  /// Where the touch went down, in layout terms (from the card's leading edge).
  private var leadingStart = (x: 0.0, y: 0.0)
  /// Where the finger is in layout terms; `nil` when no finger is down.
  private var finger: (x: Double, y: Double)?

  init(scenario: PreviewScenario, settings: PreviewSettings) {
    setup =
      Self.setups.first { $0.name.utf8.elementsEqual(scenario.name.utf8) }?.setup ?? .cart
    machine = RepeatStepperMachine(value: setup.value, configuration: setup.configuration)
    self.settings = settings
    palette = PreviewPalette(settings.appearance)
    label = RepeatStepperStrings.table.string(
      for: RepeatStepperStrings.demoLabel, in: settings.language)
  }

  static var minimumDragDistance: Double { 0 }
  static var touchRole: String { "stepper" }

  /// A button's diameter at the default text size, as `RepeatStepper.swift` writes it;
  /// `ViewLookTests` holds the two equal.
  static let buttonDiameter = 44.0
  /// A button's diameter.
  var button: Double { Self.buttonDiameter * settings.textScale }
  /// The value's width: as many digits as the widest value, at least three.
  var valueWidth: Double {
    let widest = max(
      RepeatStepperLayout.digitCount(of: setup.configuration.lowerBound),
      RepeatStepperLayout.digitCount(of: setup.configuration.upperBound),
      RepeatStepperLook.standard.minimumDigits)
    return (Double(widest) * 14 + 8) * settings.textScale
  }
  /// The capsule's width: two buttons and the value.
  var stepperWidth: Double { 2 * button + valueWidth }
  /// The capsule's leading edge, in layout terms: at the card's trailing margin.
  var stepperX: Double { Self.width - Self.margin - stepperWidth }
  var height: Double { button + 2 * Self.margin }

  /// The distance between the two buttons' centres: a touch at x = −1 lands on minus.
  var referenceLength: Double { button + valueWidth }

  /// The plus button's centre, as drawn.
  var touchOrigin: (x: Double, y: Double) {
    let x = stepperX + stepperWidth - button / 2
    return (settings.isMirrored ? Self.width - x : x, height / 2)
  }

  func appearEvents(settings: PreviewSettings) -> [RepeatStepperMachine.Event] {
    [.environmentChanged(settings.environment)]
  }

  func visit(_ frame: inout Frame, _ tracks: inout PreviewTracks) {
    tracks.discrete(&frame.value)
    tracks.animated(&frame.decrementOpacity)
    tracks.animated(&frame.incrementOpacity)
    tracks.discrete(&frame.decrementPressed)
    tracks.discrete(&frame.incrementPressed)
    tracks.animated(&frame.opacity)
    tracks.discrete(&frame.fingerX)
    tracks.discrete(&frame.fingerY)
    tracks.discrete(&frame.fingerOpacity)
  }

  func update(_ frame: inout Frame, at time: Double) {
    let layout = RepeatStepperLayout(machine)
    frame = Frame(
      value: layout.value, decrementOpacity: layout.decrementOpacity,
      incrementOpacity: layout.incrementOpacity,
      decrementPressed: layout.pressedButton == .decrement,
      incrementPressed: layout.pressedButton == .increment, opacity: layout.opacity,
      fingerX: Numbers.finite(finger?.x ?? 0, or: 0),
      fingerY: Numbers.finite(finger?.y ?? 0, or: 0),
      fingerOpacity: finger == nil ? 0 : Self.fingerOpacity)
  }

  /// A screen translation in forward terms, exactly (a sign flip, no subtraction).
  private func forward(_ x: Double) -> Double { settings.isMirrored ? -x : x }

  mutating func touchBegan(x: Double, y: Double, at time: Double) {
    // Offsets are from the plus button's centre on screen; forward is toward plus.
    let forward = settings.isMirrored ? -x : x
    let reach = button / 2
    let toPlus = (forward * forward + y * y).squareRoot()
    let minus = forward + referenceLength
    let toMinus = (minus * minus + y * y).squareRoot()
    touched = toPlus <= reach ? .increment : toMinus <= reach ? .decrement : nil
    hasBegun = false
    leadingStart = (stepperX + stepperWidth - button / 2 + forward, height / 2 + y)
    finger = leadingStart
  }

  mutating func event(for gesture: PreviewGesture) -> RepeatStepperMachine.Event? {
    switch gesture {
    case .changed(let x, let y): finger = (leadingStart.x + forward(x), leadingStart.y + y)
    case .ended, .cancelled: finger = nil
    }
    guard let touched else { return nil }
    switch gesture {
    case .changed(let x, let y):
      guard hasBegun else {
        hasBegun = true
        return .pressBegan(touched)
      }
      return .pressMoved(touched, translationX: x, translationY: y)
    case .ended: return .pressEnded(touched)
    case .cancelled: return .pressCancelled(touched)
    }
  }

  func event(for input: PreviewInput, at time: Double) -> RepeatStepperMachine.Event? {
    switch input {
    case .key(.left): .keyPressed(.left)
    case .key(.right): .keyPressed(.right)
    case .activate: .accessibilityStep(.increment)
    default: nil
    }
  }

  func scene(_ frame: Frame) -> PreviewScene {
    let scale = settings.textScale
    let tint = PreviewColor(palette.blue)
    var builder = PreviewSceneBuilder()
    builder.add(
      .rect, role: "background",
      PreviewAttribute.frame(x: 0, y: 0, width: Self.width, height: height, radius: 20)
        + palette.groupedBackground.fillAttributes)
    builder.openMirror(width: Self.width, mirrored: settings.isMirrored)
    builder.text(
      label, role: "label", x: Self.margin, y: height / 2 + 6 * scale, size: 17 * scale,
      weight: 600, anchor: .leading, color: palette.label)
    builder.openGroup(
      role: Self.touchRole,
      [.transform(.translate(stepperX, Self.margin)), .opacity(frame.opacity)])
    builder.add(
      .rect, role: "capsule",
      PreviewAttribute.frame(x: 0, y: 0, width: stepperWidth, height: button, radius: button / 2)
        + palette.quaternaryLabel.fillAttributes)
    let buttons: [(RepeatStepperMachine.Button, Double, Double, Bool)] = [
      (.decrement, button / 2, frame.decrementOpacity, frame.decrementPressed),
      (.increment, stepperWidth - button / 2, frame.incrementOpacity, frame.incrementPressed),
    ]
    for (kind, center, opacity, pressed) in buttons {
      builder.openGroup(
        role: kind == .increment ? "plus" : "minus",
        [.transform(.translate(center, button / 2)), .opacity(opacity)])
      builder.add(
        .circle,
        [.length(.r, button / 2)]
          + PreviewColor(palette.blue, opacity: 0.15).fillAttributes
          + [.visible(pressed)])
      builder.symbol(
        kind == .increment ? .plus : .minus, x: 0, y: 0, size: 20 * scale, color: tint)
      builder.close()
    }
    // One text per value the scenario can reach, shown one at a time: the drawing's text never
    // changes, so the live page and the animated file only switch visibility.
    let shown = frame.value
    let configuration = setup.configuration
    for number in configuration.lowerBound...configuration.upperBound {
      builder.text(
        String(number), x: stepperWidth / 2, y: button / 2 + 8 * scale, size: 22 * scale,
        weight: 600, anchor: .center, color: palette.label, extra: [.visible(number == shown)])
    }
    builder.close()
    builder.add(
      .circle, role: "finger",
      [
        .length(.cx, frame.fingerX), .length(.cy, frame.fingerY), .length(.r, 11 * scale),
        .opacity(frame.fingerOpacity),
      ] + palette.label.discreteFillAttributes)
    builder.close()
    return builder.scene(width: Self.width, height: height)
  }
}

extension RepeatStepperPreview {
  /// The stepper's built-in scenarios; x is in button distances, so x = −1 is the minus button.
  static let scenarios = setups.map { $0.scenario }

  /// Each scenario with the stepper it plays on.
  static let setups: [(name: String, scenario: PreviewScenario, setup: Setup)] = [
    (
      "tap",
      PreviewScenario(
        name: "tap",
        title: [.english: "A tap steps once", .spanish: "Un toque avanza un paso"],
        summary: [
          .english: "Plus is tapped three times: each tap adds exactly one, when the finger lifts.",
          .spanish:
            "Se toca el más tres veces: cada toque suma exactamente uno, al levantar el dedo.",
        ],
        steps: [
          .wait(0.4), .touchDown, .wait(0.12), .release(), .wait(0.4), .touchDown, .wait(0.12),
          .release(), .wait(0.4), .touchDown, .wait(0.12), .release(), .wait(0.8),
        ],
        posterTime: 1.5),
      .cart
    ),
    (
      "hold-accelerates",
      PreviewScenario(
        name: "hold-accelerates",
        title: [
          .english: "A hold repeats faster", .spanish: "Mantener repite cada vez más rápido",
        ],
        summary: [
          .english:
            "Plus is held: it steps at 0.5 s, then repeats ever faster (0.13 s, 0.11 s, 0.09 s… "
            + "down to 0.05 s), and stops the moment the finger lifts.",
          .spanish:
            "Se mantiene el más: avanza a los 0,5 s y luego repite cada vez más rápido (0,13 s, "
            + "0,11 s, 0,09 s… hasta 0,05 s), y se detiene en cuanto se levanta el dedo.",
        ],
        steps: [.wait(0.4), .touchDown, .wait(2.0), .release(), .wait(0.8)],
        posterTime: 2.2),
      Setup(configuration: .init(bounds: 0...40), value: 2)
    ),
    (
      "hold-to-bound",
      PreviewScenario(
        name: "hold-to-bound",
        title: [
          .english: "A hold stops at the bound", .spanish: "Mantener se detiene en el límite",
        ],
        summary: [
          .english:
            "Plus is held near the top: the repeat reaches 10, plays a rigid impact, dims the plus "
            + "button and stops, though the finger is still down.",
          .spanish:
            "Se mantiene el más cerca del máximo: la repetición llega a 10, da un impacto rígido, "
            + "atenúa el botón más y se detiene, aunque el dedo siga abajo.",
        ],
        steps: [.wait(0.4), .touchDown, .wait(1.4), .release(), .wait(0.8)],
        posterTime: 1.8),
      Setup(configuration: .init(bounds: 0...10), value: 6)
    ),
    (
      "moved-press",
      PreviewScenario(
        name: "moved-press",
        title: [
          .english: "A press that moves is a scroll",
          .spanish: "Una pulsación que se mueve desplaza",
        ],
        summary: [
          .english:
            "The finger goes down on plus and moves 30 pt before lifting: the press became a "
            + "scroll, and the value never changes.",
          .spanish:
            "El dedo baja sobre el más y se mueve 30 pt antes de levantarse: la pulsación se "
            + "convirtió en un desplazamiento y el valor no cambia.",
        ],
        steps: [
          .wait(0.4), .touchDown, .drag(x: 0, y: 0.35, duration: 0.3), .release(), .wait(0.8),
        ],
        posterTime: 0.6),
      .cart
    ),
    (
      "wraps",
      PreviewScenario(
        name: "wraps",
        title: [.english: "Wrapping past the top", .spanish: "Dar la vuelta tras el máximo"],
        summary: [
          .english:
            "A stepper for hours that wraps: plus at 23 lands on 0, and minus at 0 goes back to 23.",
          .spanish:
            "Un selector de horas que da la vuelta: el más en 23 pasa a 0, y el menos en 0 vuelve "
            + "a 23.",
        ],
        steps: [
          .wait(0.4), .touchDown, .wait(0.12), .release(), .wait(0.5), .touchDownAt(x: -1),
          .wait(0.12), .release(), .wait(0.8),
        ],
        posterTime: 0.8),
      Setup(configuration: .init(bounds: 0...23, wraps: true), value: 23)
    ),
  ]
}
