import BlocksCore

/// The Range Slider, registered: its strings, scenarios, preview and catalog entry.
enum RangeSliderBlock: BlockDefinition {
  typealias Preview = RangeSliderPreview

  static var strings: StringTable { RangeSliderStrings.table }
  static var hasAsyncWork: Bool { false }
  static var scenarios: [PreviewScenario] { Preview.scenarios }
  static var liveStarts: [String] { ["pull-apart", "stepped"] }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .controls,
      level: .intermediate,
      texts: [
        .english: BlockText(
          summary:
            "A track with two thumbs that select a range inside bounds, like a price filter.",
          description:
            "A track with two thumbs that select a closed range, such as a price or a time "
            + "window. A touch grabs the nearer thumb, stacked thumbs come apart in the direction "
            + "of the first movement, and the thumbs snap to the step and never cross or push "
            + "each other. A vertical drag is left to the scroll view. VoiceOver sees two "
            + "adjustable elements, minimum and maximum; the arrow keys move a focused thumb, "
            + "and right-to-left layouts mirror.",
          keywords: [
            "range slider", "dual slider", "two thumbs", "price filter", "min max", "range",
            "slider", "filter", "double slider", "interval", "step", "minimum distance",
          ],
          origin:
            "SwiftUI Blocks original, written for the catalog's most requested control",
          keys: "The left and right arrow keys move the thumb you dragged last by one step."),
        .spanish: BlockText(
          summary:
            "Una pista con dos controles que eligen un intervalo dentro de unos límites, como un "
            + "filtro de precio.",
          description:
            "Una pista con dos controles que eligen un intervalo cerrado, como un precio o una "
            + "franja horaria. Un toque toma el control más cercano, dos controles apilados se "
            + "separan en la dirección del primer movimiento, y los controles se ajustan al paso "
            + "sin cruzarse ni empujarse. Un arrastre vertical se deja a la vista con "
            + "desplazamiento. VoiceOver ve dos elementos ajustables, mínimo y máximo; las "
            + "flechas mueven el control enfocado, y en idiomas de derecha a izquierda se refleja.",
          keywords: [
            "deslizador de intervalo", "doble control", "dos controles", "filtro de precio",
            "mínimo y máximo", "intervalo", "rango", "deslizador", "filtro", "control deslizante",
            "paso", "distancia mínima",
          ],
          origin:
            "Original de SwiftUI Blocks, escrito para el control más pedido del catálogo",
          keys: "Las flechas izquierda y derecha mueven un paso el último control que arrastraste."),
      ],
      usage: """
        @State private var price: ClosedRange<Double> = 80...240

        RangeSlider("Price", range: $price, in: 0...500, step: 10)
        """,
      callback: "onEditingChanged"
    )
  #endif
}

extension PreviewBlock {
  /// The Range Slider.
  public static var rangeSlider: PreviewBlock {
    PreviewBlock(RangeSliderBlock.self)
  }
}

/// The Range Slider in the preview simulator: its layout numbers, its view's gesture and its
/// drawing.
struct RangeSliderPreview: PreviewModel {
  /// What a frame draws: the layout's fields and the finger.
  struct Frame: PreviewFrameData {
    var lowerCenter = 0.0
    var upperCenter = 0.0
    var opacity = 0.0
    var fingerX = 0.0
    var fingerY = 0.0
    var fingerOpacity = 0.0
  }

  /// The opacity of the dot that shows where the finger is: a drag that moves nothing (a
  /// vertical one) still shows the gesture it ignores.
  static let fingerOpacity = 0.35

  /// The space around the slider, in points.
  static let margin = 20.0
  /// The slider's width, in points.
  static let sliderWidth = 320.0
  /// How far the card the demo sits on is inset from the drawing's edge, in points.
  static let cardInset = 8.0

  // The view's look, as `RangeSlider.swift` writes it; `ViewLookTests` holds the two equal.

  /// The track's height at the default text size.
  static let trackHeight = 6.0
  /// A thumb's diameter at the default text size.
  static let thumbDiameter = 28.0
  /// The opacity of a thumb's black shadow.
  static let thumbShadowOpacity = 0.15
  /// How far down a thumb's shadow falls.
  static let thumbShadowY = 2.0

  /// The bounds, step, minimum distance and starting range a scenario plays with.
  struct Setup {
    var configuration: RangeSliderMachine.Configuration
    var range: ClosedRange<Double>

    /// The demo's price filter: $0 to $500 in steps of $10, at least $50 apart.
    static let priceFilter = Setup(
      configuration: .init(bounds: 0...500, step: 10, minimumDistance: 50), range: 80...240)
  }

  var machine: RangeSliderMachine
  let settings: PreviewSettings
  let palette: PreviewPalette
  let thumbDiameter: Double
  let heading: String
  /// Where the current touch went down, in points from the slider's left edge as drawn.
  private var start = (x: 0.0, y: 0.0)
  /// The thumb the arrow keys move: the one last touched (the lower one at first).
  private var keyThumb = RangeSliderMachine.Thumb.lower
  /// Where the touch went down in layout terms: from the slider's leading edge.
  private var leadingStart = (x: 0.0, y: 0.0)
  /// Where the finger is in layout terms, from the slider's leading edge (so the drawing mirrors
  /// it, and a right-to-left frame is exactly a left-to-right frame mirrored); `nil` when no
  /// finger is down.
  private var finger: (x: Double, y: Double)?

  init(scenario: PreviewScenario, settings: PreviewSettings) {
    let setup =
      Self.setups.first { $0.name.utf8.elementsEqual(scenario.name.utf8) }?.setup ?? .priceFilter
    machine = RangeSliderMachine(range: setup.range, configuration: setup.configuration)
    self.settings = settings
    palette = PreviewPalette(settings.appearance)
    thumbDiameter = Self.thumbDiameter * settings.textScale
    heading = RangeSliderStrings.table.string(
      for: RangeSliderStrings.demoHeading, in: settings.language)
  }

  static var minimumDragDistance: Double { RangeSliderMetrics.decisionDistance }
  static var touchRole: String { "slider" }

  /// The frame's height: the touch target, or the thumb when larger.
  var height: Double { RangeSliderMetrics.frameHeight(thumbDiameter: thumbDiameter) }

  /// How far the heading pushes the slider down.
  var headingHeight: Double { 30 * settings.textScale }

  var referenceLength: Double { max(Self.sliderWidth - thumbDiameter, 0) }

  var touchOrigin: (x: Double, y: Double) {
    let leading = Self.margin + thumbDiameter / 2
    let canvas = Self.sliderWidth + 2 * Self.margin
    return (
      settings.isMirrored ? canvas - leading : leading, Self.margin + headingHeight + height / 2
    )
  }

  func appearEvents(settings: PreviewSettings) -> [RangeSliderMachine.Event] {
    [
      .environmentChanged(settings.environment),
      .sizeChanged(width: Self.sliderWidth, thumbDiameter: thumbDiameter),
    ]
  }

  func visit(_ frame: inout Frame, _ tracks: inout PreviewTracks) {
    tracks.animated(&frame.lowerCenter)
    tracks.animated(&frame.upperCenter)
    tracks.animated(&frame.opacity)
    tracks.discrete(&frame.fingerX)
    tracks.discrete(&frame.fingerY)
    tracks.discrete(&frame.fingerOpacity)
  }

  func update(_ frame: inout Frame, at time: Double) {
    let layout = RangeSliderLayout(machine, at: time)
    frame = Frame(
      lowerCenter: layout.lowerCenter, upperCenter: layout.upperCenter, opacity: layout.opacity,
      fingerX: Numbers.finite(finger?.x ?? 0, or: 0),
      fingerY: Numbers.finite(finger?.y ?? 0, or: 0),
      fingerOpacity: finger == nil ? 0 : Self.fingerOpacity)
  }

  var lastEventCalledBack: Bool { machine.editingChange != nil }

  mutating func touchBegan(x: Double, y: Double, at time: Double) {
    // The origin is the lower bound's thumb centre: r from the leading edge, which is the left
    // edge left to right and the right edge right to left.
    let radius = thumbDiameter / 2
    let originX = settings.isMirrored ? Self.sliderWidth - radius : radius
    start = (originX + x, height / 2 + y)
    leadingStart = (radius + forward(x), height / 2 + y)
    finger = leadingStart
  }

  /// A screen translation in forward terms, exactly (a sign flip, no subtraction).
  private func forward(_ x: Double) -> Double { settings.isMirrored ? -x : x }

  mutating func event(for gesture: PreviewGesture) -> RangeSliderMachine.Event? {
    switch gesture {
    case .changed(let x, let y):
      if case .dragging(let thumb) = machine.gesture { keyThumb = thumb }
      finger = (leadingStart.x + forward(x), leadingStart.y + y)
      return .dragChanged(startX: start.x, startY: start.y, translationX: x, translationY: y)
    case .ended:
      finger = nil
      return .dragEnded
    case .cancelled:
      finger = nil
      return .dragCancelled
    }
  }

  func event(for input: PreviewInput, at time: Double) -> RangeSliderMachine.Event? {
    switch input {
    case .key(.left): .keyPressed(keyThumb, .left)
    case .key(.right): .keyPressed(keyThumb, .right)
    default: nil
    }
  }

  func scene(_ frame: Frame) -> PreviewScene {
    let scale = settings.textScale
    let width = Self.sliderWidth + 2 * Self.margin
    let canvasHeight = headingHeight + height + 2 * Self.margin
    let trackHeight = Self.trackHeight * scale
    let lower = frame.lowerCenter
    let upper = max(frame.upperCenter, lower)
    var builder = PreviewSceneBuilder()
    builder.add(
      .rect, role: "background",
      PreviewAttribute.frame(x: 0, y: 0, width: width, height: canvasHeight, radius: 20)
        + palette.groupedBackground.fillAttributes)
    builder.add(
      .rect, role: "card",
      PreviewAttribute.frame(
        x: Self.cardInset, y: Self.cardInset, width: width - 2 * Self.cardInset,
        height: canvasHeight - 2 * Self.cardInset, radius: 14)
        + palette.secondaryGroupedBackground.fillAttributes)
    builder.openMirror(width: width, mirrored: settings.isMirrored)
    builder.text(
      heading, role: "heading", x: Self.margin, y: Self.margin + 15 * scale, size: 15 * scale,
      weight: 400, anchor: .leading, color: palette.secondaryLabel)
    builder.openGroup(
      role: Self.touchRole,
      [
        .transform(.translate(Self.margin, Self.margin + headingHeight)),
        .opacity(frame.opacity),
      ])
    builder.add(
      .rect, role: "frame",
      PreviewAttribute.frame(x: 0, y: 0, width: Self.sliderWidth, height: height)
        + PreviewColor(.black, opacity: 0).fillAttributes)
    builder.add(
      .rect, role: "track",
      PreviewAttribute.frame(
        x: 0, y: (height - trackHeight) / 2, width: Self.sliderWidth, height: trackHeight,
        radius: trackHeight / 2)
        + palette.quaternaryLabel.fillAttributes)
    builder.add(
      .rect, role: "fill",
      PreviewAttribute.frame(
        x: lower, y: (height - trackHeight) / 2, width: upper - lower, height: trackHeight,
        radius: trackHeight / 2)
        + PreviewColor(palette.blue).fillAttributes)
    for (role, center) in [("lower-thumb", lower), ("upper-thumb", upper)] {
      builder.openGroup(role: role, [.transform(.translate(center, height / 2))])
      builder.add(
        .circle,
        [.length(.cy, Self.thumbShadowY), .length(.r, thumbDiameter / 2 + 1)]
          + PreviewColor(.black, opacity: Self.thumbShadowOpacity / 2)
          .fillAttributes)
      builder.add(.circle, [.length(.r, thumbDiameter / 2)] + PreviewColor.white.fillAttributes)
      builder.close()
    }
    builder.add(
      .circle, role: "finger",
      [
        .length(.cx, frame.fingerX), .length(.cy, frame.fingerY), .length(.r, 11 * scale),
        .opacity(frame.fingerOpacity),
      ] + palette.label.discreteFillAttributes)
    builder.close()
    builder.close()
    return builder.scene(width: width, height: canvasHeight)
  }
}

extension RangeSliderPreview {
  /// The slider's built-in scenarios; distances are fractions of the thumbs' travel, so a touch
  /// at x = 0.16 lands on a thumb at 16 % of the bounds.
  static let scenarios = setups.map { $0.scenario }

  /// Each scenario with the slider it plays on.
  static let setups: [(name: String, scenario: PreviewScenario, setup: Setup)] = [
    (
      "drag-lower",
      PreviewScenario(
        name: "drag-lower",
        title: [.english: "Dragging the lower thumb", .spanish: "Arrastrar el control inferior"],
        summary: [
          .english:
            "The lower thumb is dragged up from $80 to $180: it snaps to $10 steps, and the upper "
            + "thumb stays where it is.",
          .spanish:
            "El control inferior se arrastra de 80 $ a 180 $: se ajusta a pasos de 10 $ y el "
            + "control superior no se mueve.",
        ],
        steps: [
          .wait(0.4), .touchDownAt(x: 0.16), .drag(x: 0.2, duration: 0.9), .wait(0.2),
          .release(), .wait(0.8),
        ],
        posterTime: 1.4),
      .priceFilter
    ),
    (
      "upper-onto-lower",
      PreviewScenario(
        name: "upper-onto-lower",
        title: [
          .english: "The upper thumb stops at the minimum distance",
          .spanish: "El control superior se detiene a la distancia mínima",
        ],
        summary: [
          .english:
            "The upper thumb is dragged down past the lower one: it stops $50 above it, with a "
            + "rigid impact, and the thumbs never cross.",
          .spanish:
            "El control superior se arrastra más allá del inferior: se detiene 50 $ por encima, "
            + "con un impacto rígido, y los controles nunca se cruzan.",
        ],
        steps: [
          .wait(0.4), .touchDownAt(x: 0.48), .drag(x: -0.5, duration: 1.0), .wait(0.3),
          .release(), .wait(0.8),
        ],
        posterTime: 1.6),
      .priceFilter
    ),
    (
      "pull-apart",
      PreviewScenario(
        name: "pull-apart",
        title: [
          .english: "Stacked thumbs pull apart", .spanish: "Controles apilados que se separan",
        ],
        summary: [
          .english:
            "Both thumbs sit at $250. Dragging backward takes the lower thumb, and dragging forward "
            + "from the same spot takes the upper one.",
          .spanish:
            "Los dos controles están en 250 $. Arrastrar hacia atrás toma el inferior, y arrastrar "
            + "hacia delante desde el mismo punto toma el superior.",
        ],
        steps: [
          .wait(0.4), .touchDownAt(x: 0.5), .drag(x: -0.25, duration: 0.8), .release(),
          .wait(0.4), .touchDownAt(x: 0.5), .drag(x: 0.25, duration: 0.8), .release(),
          .wait(0.8),
        ],
        posterTime: 2.2),
      Setup(
        configuration: .init(bounds: 0...500, step: 10, minimumDistance: 0), range: 250...250)
    ),
    (
      "stepped",
      PreviewScenario(
        name: "stepped",
        title: [.english: "A stepped drag", .spanish: "Un arrastre por pasos"],
        summary: [
          .english:
            "With a step of $100 the lower thumb jumps from stop to stop as the finger slides, "
            + "with a selection tick at each one.",
          .spanish:
            "Con un paso de 100 $, el control inferior salta de una parada a otra mientras el dedo "
            + "se desliza, con un tic de selección en cada una.",
        ],
        steps: [
          .wait(0.4), .touchDownAt(x: 0.0), .drag(x: 0.62, duration: 1.4), .wait(0.2),
          .release(), .wait(0.8),
        ],
        posterTime: 1.6),
      Setup(
        configuration: .init(bounds: 0...500, step: 100, minimumDistance: 100), range: 0...500)
    ),
    (
      "vertical-drag",
      PreviewScenario(
        name: "vertical-drag",
        title: [.english: "A vertical drag scrolls", .spanish: "Un arrastre vertical desplaza"],
        summary: [
          .english:
            "A drag that starts on a thumb but moves down belongs to the scroll view around the "
            + "slider: nothing moves.",
          .spanish:
            "Un arrastre que empieza en un control pero va hacia abajo pertenece a la vista con "
            + "desplazamiento que rodea al deslizador: no se mueve nada.",
        ],
        steps: [
          .wait(0.4), .touchDownAt(x: 0.16), .drag(x: 0.01, y: 0.1, duration: 0.8), .wait(0.2),
          .release(), .wait(0.6),
        ],
        posterTime: 1.0),
      .priceFilter
    ),
  ]
}
