import BlocksCore

/// The Swipe To Confirm Slider in the preview simulator: its layout numbers, its view's gesture
/// and its drawing.
struct SwipeToConfirmSliderPreview: PreviewModel {
  /// The layout numbers of a frame, by index.
  enum Channel: Int, CaseIterable {
    case thumbOffset, fillWidth, titleOpacity, title, titleForeground, chevronOpacity
    case checkmarkOpacity, checkmarkScale, progressIndicator, shakeCycle, shakeAmplitude, opacity
    case thumbDiameter, height, titlePadding
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

  static var channelCount: Int { Channel.allCases.count }
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

  func kind(ofChannel index: Int) -> PreviewChannelKind {
    switch Channel(rawValue: index) {
    case .title, .titleForeground, .progressIndicator: .discrete
    case .shakeCycle: .scoped(SwipeToConfirmSliderMetrics.shakeMotion)
    default: .animated
    }
  }

  func layout(at time: Double, into values: inout [Double]) {
    let layout = SwipeToConfirmSliderLayout(machine, tint: palette.indigo, at: time)
    values[Channel.thumbOffset.rawValue] = layout.thumbOffset
    values[Channel.fillWidth.rawValue] = layout.fillWidth
    values[Channel.titleOpacity.rawValue] = layout.titleOpacity
    values[Channel.title.rawValue] = Double(
      SwipeToConfirmSliderLayout.Title.allCases.firstIndex(of: layout.title) ?? 0)
    values[Channel.titleForeground.rawValue] = PreviewCode.foreground(layout.titleForeground)
    values[Channel.chevronOpacity.rawValue] = layout.chevronOpacity
    values[Channel.checkmarkOpacity.rawValue] = layout.checkmarkOpacity
    values[Channel.checkmarkScale.rawValue] = layout.checkmarkScale
    values[Channel.progressIndicator.rawValue] = layout.showsProgressIndicator ? 1 : 0
    values[Channel.shakeCycle.rawValue] = layout.shakeCycle
    values[Channel.shakeAmplitude.rawValue] = layout.shakeAmplitudeNow
    values[Channel.opacity.rawValue] = layout.opacity
    values[Channel.thumbDiameter.rawValue] = layout.thumbDiameter
    values[Channel.height.rawValue] = layout.height
    values[Channel.titlePadding.rawValue] = layout.titlePadding
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

  func scene(_ values: [Double]) -> PreviewScene {
    func value(_ channel: Channel) -> Double { values[channel.rawValue] }
    let scale = settings.textScale
    let width = Self.sliderWidth + 2 * Self.margin
    let height = value(.height)
    let canvasHeight = height + 2 * Self.margin
    let thumb = value(.thumbDiameter)
    let tint = PreviewColor(palette.indigo)
    let title = Int(value(.title))
    let shake = SwipeToConfirmSliderLayout.shakeOffset(
      cycle: value(.shakeCycle), amplitude: value(.shakeAmplitude))
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
      [.transform(.translate(Self.margin + shake, Self.margin)), .opacity(value(.opacity))])
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
          x: 0, y: 0, width: value(.fillWidth), height: height, radius: height / 2)
          + [PreviewAttribute(.fill, fill)])
    }
    let fontSize = 20 * scale
    let available = Self.sliderWidth - 2 * value(.titlePadding)
    let foreground = PreviewCode.color(value(.titleForeground), otherwise: palette.label)
    for (index, text) in titles.enumerated() {
      let size = PreviewTextMetrics.fittingSize(
        of: text, size: fontSize, weight: 600, width: available,
        minimumScale: Self.titleMinimumScale)
      // Drawn at the width the system font gives it, so a browser whose fallback font is wider
      // keeps the title clear of the thumb, as the view's minimum scale factor does.
      let width = min(PreviewTextMetrics.width(of: text, size: size, weight: 600), available)
      var extra = [PreviewAttribute.opacity(value(.titleOpacity)), .visible(index == title)]
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
      role: Self.touchRole, [.transform(.translate(value(.thumbOffset) + thumb / 2, height / 2))])
    builder.add(
      .circle,
      [.length(.cy, 3), .length(.r, thumb / 2 + 1)]
        + PreviewColor(.black, opacity: Self.thumbShadowOpacity / 2)
        .fillAttributes)
    builder.add(.circle, [.length(.r, thumb / 2)] + PreviewColor.white.fillAttributes)
    let symbolSize = 26 * scale
    builder.symbol(
      .chevronForward2, role: "chevron", x: 0, y: 0, size: symbolSize, color: tint,
      extra: [.opacity(value(.chevronOpacity))])
    builder.openGroup(
      [.transform(.scale(value(.checkmarkScale))), .opacity(value(.checkmarkOpacity))])
    builder.symbol(.checkmark, role: "checkmark", x: 0, y: 0, size: symbolSize, color: tint)
    builder.close()
    builder.symbol(
      .spinner, role: "progress", x: 0, y: 0, size: symbolSize, color: tint,
      extra: [.visible(value(.progressIndicator) != 0)])
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
