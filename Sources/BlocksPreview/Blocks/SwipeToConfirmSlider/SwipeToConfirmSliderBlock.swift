import BlocksCore

/// The Swipe To Confirm Slider, registered: its strings, scenarios, preview and catalog entry.
enum SwipeToConfirmSliderBlock: BlockDefinition {
  typealias Preview = SwipeToConfirmSliderPreview

  static var strings: StringTable { SwipeToConfirmSliderStrings.table }
  static var hasAsyncWork: Bool { true }
  static var scenarios: [PreviewScenario] { Preview.scenarios }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .controls,
      level: .intermediate,
      texts: [
        .english: BlockText(
          summary:
            "A capsule track whose thumb the user drags to the end to confirm, like Slide to pay.",
          description:
            "A capsule track with a round thumb that the user drags to the far end to confirm, for "
            + "example to pay or to unlock. Letting go early springs the thumb back; past 92 % it "
            + "confirms with a success haptic, shows the confirmed title and resets after a delay. "
            + "An async initializer shows a pending state while the work runs and a failed state when "
            + "it throws. VoiceOver users confirm with a double tap; right-to-left layouts mirror.",
          keywords: [
            "slide to confirm", "swipe to pay", "slider", "drag", "unlock", "payment",
            "confirmation",
            "thumb", "checkout", "capsule", "async",
          ],
          origin:
            "SwiftUI Blocks reference block, extended with confirm work that can fail and VoiceOver "
            + "announcements",
          keys: "Space or Return confirms, as a completed slide does."),
        .spanish: BlockText(
          summary:
            "Una pista en forma de cápsula cuyo botón se arrastra hasta el final para confirmar, "
            + "como «Desliza para pagar».",
          description:
            "Una pista en forma de cápsula con un botón redondo que se arrastra hasta el otro extremo "
            + "para confirmar, por ejemplo para pagar o desbloquear. Si se suelta antes, el botón "
            + "vuelve con un muelle; pasado el 92 % confirma con una vibración de éxito, muestra el "
            + "título confirmado y se restablece tras una pausa. El inicializador asíncrono muestra un "
            + "estado pendiente mientras trabaja y un estado de error si falla. Con VoiceOver se "
            + "confirma con un doble toque; en idiomas de derecha a izquierda se refleja.",
          keywords: [
            "deslizar para confirmar", "deslizar para pagar", "deslizador", "arrastrar",
            "desbloquear", "pago", "confirmación", "control deslizante", "compra", "asíncrono",
          ],
          origin:
            "Bloque de referencia de SwiftUI Blocks, ampliado con una confirmación que puede "
            + "fallar y anuncios de VoiceOver",
          keys: "Espacio o Intro confirman, como un deslizamiento completo."),
      ],
      usage: """
        SwipeToConfirmSlider(title: "Slide to pay") {
          cart.pay()
        }
        """,
      callback: "onConfirm"
    )
  #endif
}

extension PreviewBlock {
  /// The Swipe To Confirm Slider.
  public static var swipeToConfirmSlider: PreviewBlock {
    PreviewBlock(SwipeToConfirmSliderBlock.self)
  }
}

/// The Swipe To Confirm Slider in the preview simulator: its layout numbers, its view's gesture
/// and its drawing.
struct SwipeToConfirmSliderPreview: PreviewModel {
  /// What a frame draws: the layout's fields.
  struct Frame: PreviewFrameData {
    var thumbOffset = 0.0
    var fillWidth = 0.0
    var titleOpacity = 0.0
    var title = SwipeToConfirmSliderLayout.Title.title
    var titleForeground: ContrastForeground?
    var chevronOpacity = 0.0
    var checkmarkOpacity = 0.0
    var checkmarkScale = 0.0
    var showsProgressIndicator = false
    var shakeCycle = 0.0
    var shakeAmplitude = 0.0
    var opacity = 0.0
    var thumbDiameter = 0.0
    var height = 0.0
    var titlePadding = 0.0
  }

  /// The space around the slider, in points.
  static let margin = 20.0
  /// The slider's width, in points.
  static let sliderWidth = 320.0
  /// The view's look, as `SwipeToConfirmSlider.swift` writes it; `ViewLookTests` holds each
  /// equal: the height at the default text size, the title's smallest scale and the thumb's
  /// shadow opacity.
  static let height = 68.0
  static let titleMinimumScale = 0.7
  static let thumbShadowOpacity = 0.2

  var machine: SwipeToConfirmSliderMachine
  let settings: PreviewSettings
  let palette: PreviewPalette
  let height: Double
  let titles: [String]

  init(scenario: PreviewScenario, settings: PreviewSettings) {
    machine = SwipeToConfirmSliderMachine(isAsync: scenario.isAsync)
    self.settings = settings
    palette = PreviewPalette(settings.appearance)
    height = Self.height * settings.textScale
    let table = SwipeToConfirmSliderStrings.table
    titles = [
      SwipeToConfirmSliderStrings.demoTitle, SwipeToConfirmSliderStrings.confirmedTitle,
      SwipeToConfirmSliderStrings.failureTitle,
    ].map { table.string(for: $0, in: settings.language) }
  }

  static var minimumDragDistance: Double { 0 }
  static var touchRole: String { "thumb" }

  var referenceLength: Double {
    SwipeToConfirmSliderLayout.travel(width: Self.sliderWidth, height: height)
  }

  func appearEvents(settings: PreviewSettings) -> [SwipeToConfirmSliderMachine.Event] {
    [
      .environmentChanged(settings.environment),
      .sizeChanged(width: Self.sliderWidth, height: height),
    ]
  }

  func update(_ frame: inout Frame, at time: Double) {
    let layout = SwipeToConfirmSliderLayout(machine, tint: palette.indigo, at: time)
    frame = Frame(
      thumbOffset: layout.thumbOffset, fillWidth: layout.fillWidth,
      titleOpacity: layout.titleOpacity, title: layout.title,
      titleForeground: layout.titleForeground, chevronOpacity: layout.chevronOpacity,
      checkmarkOpacity: layout.checkmarkOpacity, checkmarkScale: layout.checkmarkScale,
      showsProgressIndicator: layout.showsProgressIndicator, shakeCycle: layout.shakeCycle,
      shakeAmplitude: layout.shakeAmplitudeNow, opacity: layout.opacity,
      thumbDiameter: layout.thumbDiameter, height: layout.height,
      titlePadding: layout.titlePadding)
  }

  func visit(_ frame: inout Frame, _ tracks: inout PreviewTracks) {
    tracks.animated(&frame.thumbOffset)
    tracks.animated(&frame.fillWidth)
    tracks.animated(&frame.titleOpacity)
    tracks.discrete(&frame.title)
    tracks.discrete(&frame.titleForeground)
    tracks.animated(&frame.chevronOpacity)
    tracks.animated(&frame.checkmarkOpacity)
    tracks.animated(&frame.checkmarkScale)
    tracks.discrete(&frame.showsProgressIndicator)
    tracks.scoped(&frame.shakeCycle, SwipeToConfirmSliderMetrics.shakeMotion)
    tracks.animated(&frame.shakeAmplitude)
    tracks.animated(&frame.opacity)
    tracks.animated(&frame.thumbDiameter)
    tracks.animated(&frame.height)
    tracks.animated(&frame.titlePadding)
  }

  mutating func event(for gesture: PreviewGesture) -> SwipeToConfirmSliderMachine.Event? {
    switch gesture {
    case .changed(let x, _): .dragChanged(translation: x)
    case .ended: .dragEnded
    case .cancelled: .dragCancelled
    }
  }

  func event(for input: PreviewInput, at time: Double) -> SwipeToConfirmSliderMachine.Event? {
    input == .activate ? .accessibilityActivate : nil
  }

  func scene(_ frame: Frame) -> PreviewScene {
    let scale = settings.textScale
    let width = Self.sliderWidth + 2 * Self.margin
    let height = frame.height
    let canvasHeight = height + 2 * Self.margin
    let thumb = frame.thumbDiameter
    let tint = PreviewColor(palette.indigo)
    let shake = SwipeToConfirmSliderLayout.shakeOffset(
      cycle: frame.shakeCycle, amplitude: frame.shakeAmplitude)
    var builder = PreviewSceneBuilder()
    builder.open(.definitions)
    PreviewPalette.addDefinitions(to: &builder)
    builder.close()
    builder.add(
      .rect, role: "background",
      PreviewAttribute.frame(x: 0, y: 0, width: width, height: canvasHeight, radius: 20)
        + palette.groupedBackground.fillAttributes)
    builder.openMirror(width: width, mirrored: settings.isMirrored)
    builder.openGroup(
      role: "slider",
      [.transform(.translate(Self.margin + shake, Self.margin)), .opacity(frame.opacity)])
    builder.add(
      .rect, role: "track",
      PreviewAttribute.frame(
        x: 0, y: 0, width: Self.sliderWidth, height: height, radius: height / 2)
        + palette.quaternaryLabel.fillAttributes)
    for (role, fill) in [
      ("fill", PreviewValue.color(tint.rgb)), ("", .reference(PreviewPalette.sheenID)),
    ] {
      builder.add(
        .rect, role: role,
        PreviewAttribute.frame(
          x: 0, y: 0, width: frame.fillWidth, height: height, radius: height / 2)
          + [PreviewAttribute(.fill, fill)])
    }
    let fontSize = 20 * scale
    let available = Self.sliderWidth - 2 * frame.titlePadding
    let foreground = PreviewCode.color(frame.titleForeground, otherwise: palette.label)
    for (index, (title, text)) in zip(SwipeToConfirmSliderLayout.Title.allCases, titles)
      .enumerated()
    {
      let size = PreviewTextMetrics.fittingSize(
        of: text, size: fontSize, weight: 600, width: available,
        minimumScale: Self.titleMinimumScale)
      // Drawn at the width the system font gives it, so a browser whose fallback font is wider
      // keeps the title clear of the thumb, as the view's minimum scale factor does.
      let width = min(PreviewTextMetrics.width(of: text, size: size, weight: 600), available)
      var extra = [PreviewAttribute.opacity(frame.titleOpacity), .visible(title == frame.title)]
      if width > 0 {
        extra += [
          PreviewAttribute(.textLength, .length(width)),
          PreviewAttribute(.lengthAdjust, .keyword("spacingAndGlyphs")),
        ]
      }
      builder.text(
        text, role: index == 0 ? "title" : index == 1 ? "title-confirmed" : "title-failure",
        x: Self.sliderWidth / 2, y: height / 2 + 0.35 * size, size: size, weight: 600,
        anchor: .center, color: index == 1 ? foreground : palette.label, extra: extra)
    }
    builder.openGroup(
      role: Self.touchRole, [.transform(.translate(frame.thumbOffset + thumb / 2, height / 2))])
    builder.add(
      .circle,
      [.length(.cy, 3), .length(.r, thumb / 2 + 1)]
        + PreviewColor(.black, opacity: Self.thumbShadowOpacity / 2)
        .fillAttributes)
    builder.add(.circle, [.length(.r, thumb / 2)] + PreviewColor.white.fillAttributes)
    let symbolSize = 26 * scale
    builder.symbol(
      .chevronForward2, role: "chevron", x: 0, y: 0, size: symbolSize, color: tint,
      extra: [.opacity(frame.chevronOpacity)])
    builder.openGroup(
      [.transform(.scale(frame.checkmarkScale)), .opacity(frame.checkmarkOpacity)])
    builder.symbol(.checkmark, role: "checkmark", x: 0, y: 0, size: symbolSize, color: tint)
    builder.close()
    builder.symbol(
      .spinner, role: "progress", x: 0, y: 0, size: symbolSize, color: tint,
      extra: [.visible(frame.showsProgressIndicator)])
    builder.close()
    builder.close()
    builder.close()
    return builder.scene(width: width, height: canvasHeight)
  }
}

extension SwipeToConfirmSliderPreview {
  /// The slider's built-in scenarios; distances are fractions of the thumb's travel.
  static let scenarios = [
    PreviewScenario(
      name: "confirm",
      title: [.english: "A full slide confirms", .spanish: "Deslizar hasta el final confirma"],
      summary: [
        .english:
          "The thumb is dragged to the end of the track and released: the slider confirms, shows "
          + "its confirmed title, and settles back to the start after its reset delay.",
        .spanish:
          "El control se arrastra hasta el final de la pista y se suelta: el deslizador confirma, "
          + "muestra su título de confirmación y vuelve al inicio tras la espera.",
      ],
      steps: [
        .wait(0.4), .touchDown, .drag(x: 1.08, duration: 0.9), .wait(0.15), .release(),
        .wait(2.6),
      ],
      posterTime: 1.0),
    PreviewScenario(
      name: "early-release",
      title: [.english: "Letting go early springs back", .spanish: "Soltar antes vuelve atrás"],
      summary: [
        .english: "The thumb is released at 55 % of the track: it springs back to the start with a "
          + "slight bounce, and nothing is confirmed.",
        .spanish:
          "El control se suelta al 55 % de la pista: vuelve al inicio con un ligero rebote y no "
          + "se confirma nada.",
      ],
      steps: [
        .wait(0.4), .touchDown, .drag(x: 0.55, duration: 0.7), .wait(0.2), .release(), .wait(1.4),
      ],
      posterTime: 1.2),
    PreviewScenario(
      name: "async-failure",
      title: [
        .english: "Confirm work that fails", .spanish: "Un trabajo de confirmación que falla",
      ],
      summary: [
        .english:
          "After a full slide the slider waits with a progress indicator while its work runs; the "
          + "work fails, the slider shakes, shows “Try again” and re-arms.",
        .spanish:
          "Tras deslizar hasta el final, el deslizador espera con un indicador de progreso mientras "
          + "se hace el trabajo; el trabajo falla, el deslizador se agita, muestra «Inténtalo de "
          + "nuevo» y vuelve a estar listo.",
      ],
      steps: [
        .wait(0.4), .touchDown, .drag(x: 1.08, duration: 0.9), .wait(0.1), .release(), .wait(1.2),
        .workFails, .wait(2.4),
      ],
      posterTime: 2.0, isAsync: true),
  ]
}
