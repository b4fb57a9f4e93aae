import BlocksCore

/// The Hold To Confirm Button in the preview simulator: its layout numbers, its view's press
/// gesture and its drawing.
struct HoldToConfirmButtonPreview: PreviewModel {
  /// The layout numbers of a frame, by index.
  enum Channel: Int, CaseIterable {
    case ringTrim, confirmedColor, symbol, symbolForeground, progressIndicator, scale, title
    case shakeCycles, shakeAmplitude, opacity, diameter, ringWidth, ringPathDiameter, fillDiameter
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

  static var channelCount: Int { Channel.allCases.count }
  static var minimumDragDistance: Double { 0 }
  static var touchRole: String { "disc" }
  var referenceLength: Double { sizes.diameter }

  func appearEvents(settings: PreviewSettings) -> [HoldToConfirmButtonMachine.Event] {
    [.environmentChanged(settings.environment)]
  }

  func kind(ofChannel index: Int) -> PreviewChannelKind {
    switch Channel(rawValue: index) {
    case .symbol, .symbolForeground, .progressIndicator, .title: .discrete
    case .scale: .scoped(HoldToConfirmButtonMetrics.squeezeMotion)
    default: .animated
    }
  }

  private func layout(at time: Double) -> HoldToConfirmButtonLayout {
    HoldToConfirmButtonLayout(
      machine, sizes: sizes, systemImage: Self.systemImage, tint: palette.red,
      confirmedColor: palette.green, at: time)
  }

  func layout(at time: Double, into values: inout [Double]) {
    let layout = layout(at: time)
    values[Channel.ringTrim.rawValue] = layout.ringTrim
    values[Channel.confirmedColor.rawValue] = layout.colorRole == .confirmed ? 1 : 0
    // Bytes, not `==`: the WebAssembly build carries no Unicode comparison tables.
    values[Channel.symbol.rawValue] =
      layout.symbolName.utf8.elementsEqual(Self.systemImage.utf8) ? 0 : 1
    values[Channel.symbolForeground.rawValue] = PreviewCode.foreground(layout.symbolForeground)
    values[Channel.progressIndicator.rawValue] = layout.showsProgressIndicator ? 1 : 0
    values[Channel.scale.rawValue] = layout.scale
    values[Channel.title.rawValue] = layout.titleRole == .failureTitle ? 1 : 0
    values[Channel.shakeCycles.rawValue] = Double(machine.failureCount)
    values[Channel.shakeAmplitude.rawValue] = layout.shakeAmplitude
    values[Channel.opacity.rawValue] = layout.opacity
    values[Channel.diameter.rawValue] = layout.diameter
    values[Channel.ringWidth.rawValue] = layout.ringWidth
    values[Channel.ringPathDiameter.rawValue] = layout.ringPathDiameter
    values[Channel.fillDiameter.rawValue] = layout.fillDiameter
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

  func scene(_ values: [Double]) -> PreviewScene {
    func value(_ channel: Channel) -> Double { values[channel.rawValue] }
    let scale = settings.textScale
    let diameter = value(.diameter)
    let titleSize = 15 * scale
    let titleTop = Self.margin + diameter + Self.titleSpacing
    let height = titleTop + titleSize * 1.25 + Self.margin
    let color = PreviewColor.mix(palette.red, palette.green, value(.confirmedColor))
    let foreground = PreviewCode.color(value(.symbolForeground), otherwise: .white)
    let fraction = value(.shakeCycles) - value(.shakeCycles).rounded(.down)
    let shake = HoldToConfirmButtonLayout.shakeOffset(
      phase: fraction, amplitude: value(.shakeAmplitude))
    let pathRadius = value(.ringPathDiameter) / 2
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
    builder.openGroup(role: "button", [.opacity(value(.opacity))])
    builder.openGroup(
      role: Self.touchRole,
      [.transform(.translate(Self.canvasWidth / 2 + shake, Self.margin + diameter / 2))])
    builder.openGroup([.transform(.scale(value(.scale)))])
    builder.add(
      .circle, role: "track",
      [
        .length(.r, pathRadius), PreviewAttribute(.fill, .keyword("none")),
        PreviewAttribute(.stroke, .color(color)),
        PreviewAttribute(.strokeOpacity, .fraction(Self.trackOpacity)),
        .length(.strokeWidth, value(.ringWidth)),
      ])
    builder.add(
      .circle, role: "ring",
      [
        .length(.r, pathRadius), PreviewAttribute(.fill, .keyword("none")),
        PreviewAttribute(.stroke, .color(color)), .length(.strokeWidth, value(.ringWidth)),
        PreviewAttribute(.strokeLinecap, .keyword("round")),
        PreviewAttribute(
          .strokeDasharray,
          .keyword(SVGText.lengths(circumference, circumference))),
        .length(.strokeDashoffset, circumference * (1 - value(.ringTrim))),
        .transform(.rotate(Self.ringStartAngle)),
        .visible(value(.ringTrim) > 0.0005),
      ])
    for (index, fill) in [PreviewValue.color(color), .reference(PreviewPalette.sheenID)]
      .enumerated()
    {
      builder.add(
        .circle, role: index == 0 ? "fill" : "",
        [.length(.r, value(.fillDiameter) / 2), PreviewAttribute(.fill, fill)])
    }
    let symbolSize = 30 * scale
    let symbol = Int(value(.symbol))
    let busy = value(.progressIndicator) != 0
    builder.symbol(
      PreviewSymbol(systemName: Self.systemImage) ?? .checkmark, role: "symbol", x: 0, y: 0,
      size: symbolSize, color: foreground, extra: [.visible(symbol == 0 && !busy)])
    builder.symbol(
      .checkmark, role: "symbol-confirmed", x: 0, y: 0, size: symbolSize, color: foreground,
      extra: [.visible(symbol == 1 && !busy)])
    builder.symbol(
      .spinner, role: "progress", x: 0, y: 0, size: symbolSize, color: foreground,
      extra: [.visible(busy)])
    builder.close()
    builder.close()
    let title = Int(value(.title))
    for (index, text) in titles.enumerated() {
      builder.text(
        text, role: index == 0 ? "title" : "title-failure", x: Self.canvasWidth / 2,
        y: titleTop + titleSize, size: titleSize, weight: 600, anchor: .center,
        color: palette.secondaryLabel, extra: [.visible(index == title)])
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
