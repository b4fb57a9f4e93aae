import BlocksCore

/// The Hold To Confirm Button, registered: its strings, scenarios, preview and catalog entry.
enum HoldToConfirmButtonBlock: BlockDefinition {
  typealias Preview = HoldToConfirmButtonPreview

  static var strings: StringTable { HoldToConfirmButtonStrings.table }
  static var hasAsyncWork: Bool { true }
  static var scenarios: [PreviewScenario] { Preview.scenarios }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .buttons,
      level: .intermediate,
      texts: [
        .english: BlockText(
          summary:
            "A round button that fires only after it is held while its ring fills; letting go early "
            + "cancels.",
          description:
            "A round button for destructive actions such as Hold to delete. Pressing fills a progress "
            + "ring over the hold duration; only when the hold lasts that long does the action run, "
            + "once, with a success haptic and a checkmark. Releasing early drains the ring and "
            + "nothing happens. The symbol's color keeps 3:1 contrast on any tint, an async "
            + "initializer handles work that can fail, and VoiceOver users confirm with a double tap.",
          keywords: [
            "hold to confirm", "long press", "progress ring", "destructive action", "button",
            "circular progress", "press and hold", "delete", "ring", "async",
          ],
          origin:
            "SwiftUI Blocks reference block, extended with confirm work that can fail and VoiceOver "
            + "announcements",
          keys: "Space or Return confirms at once, without holding."),
        .spanish: BlockText(
          summary:
            "Un botón redondo que solo actúa tras mantenerlo pulsado mientras se llena su anillo; "
            + "soltarlo antes cancela.",
          description:
            "Un botón redondo para acciones destructivas como «Mantén para borrar». Al pulsarlo se "
            + "llena un anillo de progreso durante el tiempo indicado; solo si se mantiene todo ese "
            + "tiempo se ejecuta la acción, una vez, con una vibración de éxito y una marca. Si se "
            + "suelta antes, el anillo se vacía y no ocurre nada. El color del símbolo mantiene un "
            + "contraste de 3:1 sobre cualquier tinte, un inicializador asíncrono admite trabajo que "
            + "puede fallar y con VoiceOver basta un doble toque.",
          keywords: [
            "mantener pulsado", "pulsación larga", "anillo de progreso", "acción destructiva",
            "botón",
            "confirmar", "mantener para confirmar", "borrar", "eliminar", "progreso circular",
          ],
          origin:
            "Bloque de referencia de SwiftUI Blocks, ampliado con una confirmación que puede "
            + "fallar y anuncios de VoiceOver",
          keys: "Espacio o Intro confirman en el acto, sin mantener."),
      ],
      usage: """
        HoldToConfirmButton(title: "Hold to delete", systemImage: "trash") {
          store.deleteAll()
        }
        """,
      callback: "action"
    )
  #endif
}

extension PreviewBlock {
  /// The Hold To Confirm Button.
  public static var holdToConfirmButton: PreviewBlock {
    PreviewBlock(HoldToConfirmButtonBlock.self)
  }
}

/// The Hold To Confirm Button in the preview simulator: its layout numbers, its view's press
/// gesture and its drawing.
struct HoldToConfirmButtonPreview: PreviewModel {
  /// What a frame draws: the layout's fields.
  struct Frame: PreviewFrameData {
    var ringTrim = 0.0
    /// How far the color is from the tint to the confirmed color, 0 to 1.
    var confirmedColor = 0.0
    /// Whether the checkmark shows instead of the caller's symbol.
    var showsCheckmark = false
    var symbolForeground: ContrastForeground?
    var showsProgressIndicator = false
    var scale = 0.0
    var showsFailureTitle = false
    /// How many failures have shaken the button: the shake runs over the fraction past it.
    var shakeCycles = 0.0
    var shakeAmplitude = 0.0
    var opacity = 0.0
    var diameter = 0.0
    var ringWidth = 0.0
    var ringPathDiameter = 0.0
    var fillDiameter = 0.0
  }

  /// The drawing's width, in points.
  static let canvasWidth = 240.0
  /// The space above the button and below its title, in points.
  static let margin = 24.0
  /// The caller's symbol in the demo.
  static let systemImage = "trash"
  /// The view's look, as `HoldToConfirmButton.swift` writes it; `ViewLookTests` holds each
  /// equal: the circle's diameter and the ring's width at the default text size, the track's
  /// opacity, the ring's starting angle and the gap above the title.
  static let diameter = 116.0
  static let ringWidth = 8.0
  static let trackOpacity = 0.18
  static let ringStartAngle = -90.0
  static let titleSpacing = 14.0

  var machine: HoldToConfirmButtonMachine
  let settings: PreviewSettings
  let palette: PreviewPalette
  let sizes: HoldToConfirmButtonLayout.ScaledSizes
  let titles: [String]
  private var isPressing = false

  init(scenario: PreviewScenario, settings: PreviewSettings) {
    machine = HoldToConfirmButtonMachine(isAsync: scenario.isAsync)
    self.settings = settings
    palette = PreviewPalette(settings.appearance)
    sizes = HoldToConfirmButtonLayout.ScaledSizes(
      diameter: Self.diameter * settings.textScale, ringWidth: Self.ringWidth * settings.textScale)
    let table = HoldToConfirmButtonStrings.table
    titles = [HoldToConfirmButtonStrings.demoTitle, HoldToConfirmButtonStrings.failureTitle].map {
      table.string(for: $0, in: settings.language)
    }
  }

  static var minimumDragDistance: Double { 0 }
  static var touchRole: String { "disc" }
  var referenceLength: Double { sizes.diameter }

  func appearEvents(settings: PreviewSettings) -> [HoldToConfirmButtonMachine.Event] {
    [.environmentChanged(settings.environment)]
  }

  func visit(_ frame: inout Frame, _ tracks: inout PreviewTracks) {
    tracks.animated(&frame.ringTrim)
    tracks.animated(&frame.confirmedColor)
    tracks.discrete(&frame.showsCheckmark)
    tracks.discrete(&frame.symbolForeground)
    tracks.discrete(&frame.showsProgressIndicator)
    tracks.scoped(&frame.scale, HoldToConfirmButtonMetrics.squeezeMotion)
    tracks.discrete(&frame.showsFailureTitle)
    tracks.animated(&frame.shakeCycles)
    tracks.animated(&frame.shakeAmplitude)
    tracks.animated(&frame.opacity)
    tracks.animated(&frame.diameter)
    tracks.animated(&frame.ringWidth)
    tracks.animated(&frame.ringPathDiameter)
    tracks.animated(&frame.fillDiameter)
  }

  private func layout(at time: Double) -> HoldToConfirmButtonLayout {
    HoldToConfirmButtonLayout(
      machine, sizes: sizes, systemImage: Self.systemImage, tint: palette.red,
      confirmedColor: palette.green, at: time)
  }

  func update(_ frame: inout Frame, at time: Double) {
    let layout = layout(at: time)
    frame = Frame(
      ringTrim: layout.ringTrim, confirmedColor: layout.colorRole == .confirmed ? 1 : 0,
      // Bytes, not `==`: the WebAssembly build carries no Unicode comparison tables.
      showsCheckmark: !layout.symbolName.utf8.elementsEqual(Self.systemImage.utf8),
      symbolForeground: layout.symbolForeground,
      showsProgressIndicator: layout.showsProgressIndicator, scale: layout.scale,
      showsFailureTitle: layout.titleRole == .failureTitle,
      shakeCycles: Double(machine.failureCount), shakeAmplitude: layout.shakeAmplitude,
      opacity: layout.opacity, diameter: layout.diameter, ringWidth: layout.ringWidth,
      ringPathDiameter: layout.ringPathDiameter, fillDiameter: layout.fillDiameter)
  }

  /// The view's gesture: touching begins the press, every move reports the translation (the
  /// machine lets go past its movement tolerance), lifting ends it.
  mutating func event(for gesture: PreviewGesture) -> HoldToConfirmButtonMachine.Event? {
    switch gesture {
    case .changed(let x, let y):
      guard isPressing else {
        isPressing = true
        return .pressBegan
      }
      return .pressMoved(translationX: x, translationY: y)
    case .ended:
      isPressing = false
      return .pressEnded
    case .cancelled:
      isPressing = false
      return .pressCancelled
    }
  }

  func event(for input: PreviewInput, at time: Double) -> HoldToConfirmButtonMachine.Event? {
    input == .activate ? .accessibilityActivate : nil
  }

  func scene(_ frame: Frame) -> PreviewScene {
    let scale = settings.textScale
    let diameter = frame.diameter
    let titleSize = 15 * scale
    let titleTop = Self.margin + diameter + Self.titleSpacing
    let height = titleTop + titleSize * 1.25 + Self.margin
    let color = PreviewColor.mix(palette.red, palette.green, frame.confirmedColor)
    let foreground = PreviewCode.color(frame.symbolForeground, otherwise: .white)
    let fraction = frame.shakeCycles - frame.shakeCycles.rounded(.down)
    let shake = HoldToConfirmButtonLayout.shakeOffset(
      phase: fraction, amplitude: frame.shakeAmplitude)
    let pathRadius = frame.ringPathDiameter / 2
    let circumference = 2 * Double.pi * pathRadius
    var builder = PreviewSceneBuilder()
    builder.open(.definitions)
    PreviewPalette.addDefinitions(to: &builder)
    builder.close()
    builder.add(
      .rect, role: "background",
      PreviewAttribute.frame(x: 0, y: 0, width: Self.canvasWidth, height: height, radius: 20)
        + palette.groupedBackground.fillAttributes)
    // The button is symmetric and its ring turns clockwise in every language: nothing mirrors.
    builder.openGroup(role: "button", [.opacity(frame.opacity)])
    builder.openGroup(
      role: Self.touchRole,
      [.transform(.translate(Self.canvasWidth / 2 + shake, Self.margin + diameter / 2))])
    builder.openGroup([.transform(.scale(frame.scale))])
    builder.add(
      .circle, role: "track",
      [
        .length(.r, pathRadius), PreviewAttribute(.fill, .keyword("none")),
        PreviewAttribute(.stroke, .color(color)),
        PreviewAttribute(.strokeOpacity, .fraction(Self.trackOpacity)),
        .length(.strokeWidth, frame.ringWidth),
      ])
    builder.add(
      .circle, role: "ring",
      [
        .length(.r, pathRadius), PreviewAttribute(.fill, .keyword("none")),
        PreviewAttribute(.stroke, .color(color)), .length(.strokeWidth, frame.ringWidth),
        PreviewAttribute(.strokeLinecap, .keyword("round")),
        PreviewAttribute(
          .strokeDasharray,
          .keyword(SVGText.lengths(circumference, circumference))),
        .length(.strokeDashoffset, circumference * (1 - frame.ringTrim)),
        .transform(.rotate(Self.ringStartAngle)),
        .visible(frame.ringTrim > 0.0005),
      ])
    for (index, fill) in [PreviewValue.color(color), .reference(PreviewPalette.sheenID)]
      .enumerated()
    {
      builder.add(
        .circle, role: index == 0 ? "fill" : "",
        [.length(.r, frame.fillDiameter / 2), PreviewAttribute(.fill, fill)])
    }
    let symbolSize = 30 * scale
    let busy = frame.showsProgressIndicator
    builder.symbol(
      PreviewSymbol(systemName: Self.systemImage) ?? .checkmark, role: "symbol", x: 0, y: 0,
      size: symbolSize, color: foreground, extra: [.visible(!frame.showsCheckmark && !busy)])
    builder.symbol(
      .checkmark, role: "symbol-confirmed", x: 0, y: 0, size: symbolSize, color: foreground,
      extra: [.visible(frame.showsCheckmark && !busy)])
    builder.symbol(
      .spinner, role: "progress", x: 0, y: 0, size: symbolSize, color: foreground,
      extra: [.visible(busy)])
    builder.close()
    builder.close()
    for (index, text) in titles.enumerated() {
      builder.text(
        text, role: index == 0 ? "title" : "title-failure", x: Self.canvasWidth / 2,
        y: titleTop + titleSize, size: titleSize, weight: 600, anchor: .center,
        color: palette.secondaryLabel, extra: [.visible((index == 1) == frame.showsFailureTitle)])
    }
    builder.close()
    return builder.scene(width: Self.canvasWidth, height: height)
  }
}

extension HoldToConfirmButtonPreview {
  /// The button's built-in scenarios.
  static let scenarios = [
    PreviewScenario(
      name: "confirm",
      title: [.english: "A full hold confirms", .spanish: "Mantener hasta el final confirma"],
      summary: [
        .english:
          "The button is held while its ring fills for 1.2 s: it confirms, turns green and shows a "
          + "checkmark, then returns to idle.",
        .spanish:
          "Se mantiene pulsado el botón mientras su anillo se llena durante 1,2 s: confirma, se "
          + "vuelve verde y muestra una marca de verificación, y luego vuelve al reposo.",
      ],
      steps: [.wait(0.4), .touchDown, .wait(1.5), .release(), .wait(1.9)],
      posterTime: 1.1),
    PreviewScenario(
      name: "early-release",
      title: [
        .english: "Letting go early drains the ring", .spanish: "Soltar antes vacía el anillo",
      ],
      summary: [
        .english:
          "The button is released halfway through the hold: the ring drains and nothing happens.",
        .spanish: "El botón se suelta a mitad de la pulsación: el anillo se vacía y no pasa nada.",
      ],
      steps: [.wait(0.4), .touchDown, .wait(0.6), .release(), .wait(1.0)],
      posterTime: 0.9),
    PreviewScenario(
      name: "re-press",
      title: [
        .english: "Pressing again while it drains", .spanish: "Volver a pulsar mientras se vacía",
      ],
      summary: [
        .english:
          "Released early, then pressed again while the ring drains: the ring fills on from "
          + "where it is, and the button confirms after a full 1.2 s hold.",
        .spanish:
          "Se suelta antes de tiempo y se vuelve a pulsar mientras el anillo se vacía: el anillo "
          + "sigue llenándose desde donde está y el botón confirma tras 1,2 s completos.",
      ],
      steps: [
        .wait(0.4), .touchDown, .wait(0.6), .release(), .wait(0.12), .touchDown, .wait(1.4),
        .release(), .wait(1.8),
      ],
      posterTime: 1.06),
  ]
}
