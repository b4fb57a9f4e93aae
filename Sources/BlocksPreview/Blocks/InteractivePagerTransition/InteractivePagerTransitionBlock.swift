import BlocksCore

/// The Interactive Pager Transition, registered: its strings, scenarios, preview and catalog entry.
enum InteractivePagerTransitionBlock: BlockDefinition {
  typealias Preview = InteractivePagerTransitionPreview

  static var strings: StringTable { InteractivePagerTransitionStrings.table }
  static var hasAsyncWork: Bool { false }
  static var scenarios: [PreviewScenario] { Preview.scenarios }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .transitions,
      level: .advanced,
      texts: [
        .english: BlockText(
          summary:
            "A full-screen pager whose transition follows the finger, with the page beneath moving "
            + "slower, shrinking and darkening.",
          description:
            "A pager for onboarding and galleries. The page on top follows the finger exactly while "
            + "the one beneath moves slower, shrinks and darkens; on release the transition completes "
            + "or cancels from the distance and the predicted end. Only the pages next to the current "
            + "one are built, so a million pages cost the same per frame as three. Page dots, arrow "
            + "keys, the three-finger scroll gesture and announcements make it usable without a "
            + "finger.",
          keywords: [
            "pager", "interactive transition", "drag", "swipe", "parallax", "onboarding", "pages",
            "page control", "page dots", "carousel", "paging", "gallery",
          ],
          origin:
            "SwiftUI Blocks reference block, extended with keyboard paging, windowed page dots, "
            + "programmatic changes and VoiceOver announcements",
          keys: "The left and right arrow keys turn pages."),
        .spanish: BlockText(
          summary:
            "Un paginador a pantalla completa cuya transición sigue al dedo: la página de abajo se "
            + "mueve más despacio, se encoge y se oscurece.",
          description:
            "Un paginador para introducciones y galerías. La página de arriba sigue al dedo con "
            + "exactitud mientras la de abajo se mueve más despacio, se encoge y se oscurece; al "
            + "soltar, la transición se completa o se cancela según la distancia y el final previsto. "
            + "Solo se construyen las páginas vecinas de la actual, así que un millón de páginas "
            + "cuesta lo mismo por fotograma que tres. Los puntos de página, las flechas del teclado, "
            + "el gesto de tres dedos y los avisos lo hacen usable sin el dedo.",
          keywords: [
            "paginador", "transición interactiva", "arrastrar", "deslizar", "parallax",
            "introducción", "páginas", "puntos de página", "carrusel", "paginación", "galería",
          ],
          origin:
            "Bloque de referencia de SwiftUI Blocks, ampliado con paso de página por teclado, "
            + "puntos de página en ventana, cambios desde el código y anuncios de VoiceOver",
          keys: "Las flechas izquierda y derecha pasan las páginas."),
      ],
      usage: """
        @State private var index = 0

        var body: some View {
          InteractivePagerTransition(pages: slides, index: $index) { slide in
            SlideView(slide: slide)
          }
        }
        """
    )
  #endif
}

extension PreviewBlock {
  /// The Interactive Pager Transition.
  public static var interactivePagerTransition: PreviewBlock {
    PreviewBlock(InteractivePagerTransitionBlock.self)
  }
}

/// The Interactive Pager Transition in the preview simulator: three onboarding pages like the
/// block's demo, their layout numbers, the view's drag and the drawing.
struct InteractivePagerTransitionPreview: PreviewModel {
  /// What a frame draws: each page where the layout places it, and each dot.
  struct Frame: PreviewFrameData {
    /// One page of the demo.
    struct Page: Equatable {
      var offset = 0.0
      var scale = 0.0
      var brightness = 0.0
      /// Whether the page is in the built window and drawn.
      var isBuilt = false
    }

    /// One dot of the indicator.
    struct Dot: Equatable {
      /// The dot's centre along the bar, from the drawing's leading edge.
      var center = 0.0
      var width = 0.0
      var height = 0.0
      var opacity = 0.0
      var isShown = false
    }

    var pages = Array(repeating: Page(), count: InteractivePagerTransitionPreview.pageCount)
    var dots = Array(repeating: Dot(), count: InteractivePagerTransitionPreview.pageCount)
  }

  /// The pages of the demo.
  static let pageCount = 3
  /// The drawing's (and the pager's) width, in points.
  static let width = 260.0
  /// The drawing's (and the pager's) height, in points.
  static let height = 460.0
  /// The screen's corner radius.
  static let cornerRadius = 28.0
  /// The space around the screen, in points.
  static let margin = 16.0
  /// Each page's gradient, from the top-leading to the bottom-trailing corner, as in the demo.
  static let gradients: [(RGBColor, RGBColor)] = [
    (RGBColor(red: 0.24, green: 0.20, blue: 0.62), RGBColor(red: 0.45, green: 0.17, blue: 0.55)),
    (RGBColor(red: 0.02, green: 0.30, blue: 0.55), RGBColor(red: 0.00, green: 0.42, blue: 0.45)),
    (RGBColor(red: 0.62, green: 0.12, blue: 0.30), RGBColor(red: 0.72, green: 0.22, blue: 0.08)),
  ]
  /// The dots' bar as `InteractivePagerTransition.swift` writes it; `ViewLookTests` holds each
  /// equal: the gap between dots and the distance from the bottom edge, in points.
  static let dotSpacing = 8.0
  static let bottomPadding = 18.0
  /// Each page's symbol.
  static let symbols: [PreviewSymbol] = [.sparkles, .swipeArrows, .checkmarkSeal]

  var machine: InteractivePagerTransitionMachine
  let settings: PreviewSettings
  let palette: PreviewPalette
  /// Each page's title, broken into lines once: text wraps with the settings, never with a frame.
  let titleLines: [[String]]
  /// Each page's text, broken into lines once.
  let textLines: [[String]]

  init(scenario: PreviewScenario, settings: PreviewSettings) {
    machine = InteractivePagerTransitionMachine(count: Self.pageCount)
    self.settings = settings
    palette = PreviewPalette(settings.appearance)
    let table = InteractivePagerTransitionStrings.table
    let available = Self.width - 2 * Self.textInset
    titleLines = [
      InteractivePagerTransitionStrings.demoWelcomeTitle,
      InteractivePagerTransitionStrings.demoSwipeTitle,
      InteractivePagerTransitionStrings.demoReadyTitle,
    ].map {
      PreviewTextMetrics.lines(
        of: table.string(for: $0, in: settings.language), size: Self.titleSize * settings.textScale,
        weight: 700, width: available)
    }
    textLines = [
      InteractivePagerTransitionStrings.demoWelcomeText,
      InteractivePagerTransitionStrings.demoSwipeText,
      InteractivePagerTransitionStrings.demoReadyText,
    ].map {
      PreviewTextMetrics.lines(
        of: table.string(for: $0, in: settings.language), size: Self.textSize * settings.textScale,
        weight: 400, width: available)
    }
  }

  /// A page's text inset from each side, in points.
  static let textInset = 32.0
  /// The page title's size at the default text size, in points.
  static let titleSize = 26.0
  /// The page text's size at the default text size, in points.
  static let textSize = 16.0

  static var minimumDragDistance: Double {
    InteractivePagerTransitionMetrics.minimumDragDistance
  }

  static var touchRole: String { "pager" }

  var referenceLength: Double { Self.width }

  func appearEvents(settings: PreviewSettings) -> [InteractivePagerTransitionMachine.Event] {
    [
      .environmentChanged(settings.environment), .countChanged(Self.pageCount), .indexSet(0),
      .sizeChanged(width: Self.width, height: Self.height),
    ]
  }

  func visit(_ frame: inout Frame, _ tracks: inout PreviewTracks) {
    for page in frame.pages.indices {
      tracks.animated(&frame.pages[page].offset)
      tracks.animated(&frame.pages[page].scale)
      tracks.animated(&frame.pages[page].brightness)
      tracks.discrete(&frame.pages[page].isBuilt)
    }
    let dotMotion = InteractivePagerTransitionLayout.Dots.motion(
      reduceMotion: machine.environment.reduceMotion)
    for dot in frame.dots.indices {
      tracks.scoped(&frame.dots[dot].center, dotMotion)
      tracks.scoped(&frame.dots[dot].width, dotMotion)
      tracks.scoped(&frame.dots[dot].height, dotMotion)
      tracks.scoped(&frame.dots[dot].opacity, dotMotion)
      tracks.discrete(&frame.dots[dot].isShown)
    }
  }

  func update(_ frame: inout Frame, at time: Double) {
    let layout = InteractivePagerTransitionLayout(machine, at: time)
    for page in 0..<Self.pageCount {
      // Pages outside the built window are not drawn; their numbers still follow the rule, so
      // a page that is built again starts where the rule puts it.
      let placed = layout.pages[page]
      frame.pages[page] = Frame.Page(
        offset: placed.offset, scale: placed.scale, brightness: placed.brightness,
        isBuilt: layout.pages.indices.contains(page))
    }
    let dots = layout.dots
    var total = 0.0
    for index in dots.indices {
      total +=
        dots[index].width
        + (index == dots.startIndex ? 0 : Self.dotSpacing)
    }
    var leading = (Self.width - total) / 2
    for page in 0..<Self.pageCount {
      guard dots.indices.contains(page) else {
        // A dot that leaves keeps its numbers, so nothing about it animates as it goes.
        frame.dots[page].isShown = false
        continue
      }
      let dot = dots[page]
      frame.dots[page] = Frame.Dot(
        center: leading + dot.width / 2, width: dot.width, height: dot.height,
        opacity: dot.opacity, isShown: true)
      leading += dot.width + Self.dotSpacing
    }
  }

  mutating func event(for gesture: PreviewGesture)
    -> InteractivePagerTransitionMachine.Event?
  {
    switch gesture {
    case .changed(let x, _): .dragChanged(translation: x)
    case .ended(let x, _, let predictedX, _):
      .dragEnded(translation: x, predictedEndTranslation: predictedX)
    case .cancelled: .dragCancelled
    }
  }

  func event(for input: PreviewInput, at time: Double) -> InteractivePagerTransitionMachine.Event? {
    switch input {
    case .key(.left): .keyPressed(.left)
    case .key(.right): .keyPressed(.right)
    case .activate: .accessibilityAdjust(.increment)
    default: nil
    }
  }

  func scene(_ frame: Frame) -> PreviewScene {
    let width = Self.width
    let height = Self.height
    let scale = settings.textScale
    var builder = PreviewSceneBuilder()
    builder.open(.definitions)
    builder.open(.clipPath, [PreviewAttribute(.id, .reference("screen"))])
    builder.add(
      .rect,
      PreviewAttribute.frame(x: 0, y: 0, width: width, height: height, radius: Self.cornerRadius))
    builder.close()
    for (page, colors) in Self.gradients.enumerated() {
      builder.open(
        .linearGradient,
        [
          PreviewAttribute(.id, .reference(PreviewNumber.format(page, after: "page"))),
          .length(.x1, 0), .length(.y1, 0), .length(.x2, 1), .length(.y2, 1),
        ])
      builder.add(
        .stop,
        [PreviewAttribute(.offset, .fraction(0)), PreviewAttribute(.stopColor, .color(colors.0))])
      builder.add(
        .stop,
        [PreviewAttribute(.offset, .fraction(1)), PreviewAttribute(.stopColor, .color(colors.1))])
      builder.close()
    }
    builder.close()
    let margin = Self.margin
    builder.add(
      .rect, role: "canvas",
      PreviewAttribute.frame(
        x: 0, y: 0, width: width + 2 * margin, height: height + 2 * margin,
        radius: Self.cornerRadius + margin)
        + palette.groupedBackground.fillAttributes)
    builder.openGroup(
      role: Self.touchRole,
      [
        PreviewAttribute(.clipPath, .reference("screen")),
        .transform(.translate(margin, margin)),
      ])
    builder.add(
      .rect, role: "background",
      PreviewAttribute.frame(x: 0, y: 0, width: width, height: height)
        + PreviewColor.black.fillAttributes)
    builder.openMirror(width: width, mirrored: settings.isMirrored)
    // Higher page indices draw on top, as their zIndex says.
    for page in 0..<Self.pageCount {
      let placed = frame.pages[page]
      let offset = placed.offset
      builder.openGroup(
        role: PreviewNumber.format(page, after: "page-"),
        [
          .transform(.translate(width / 2 + offset, height / 2)),
          .visible(placed.isBuilt),
        ])
      builder.openGroup([.transform(.scale(placed.scale))])
      addPage(page, scale: scale, to: &builder)
      // SwiftUI's brightness adds to every component; black at the same strength reads alike.
      builder.add(
        .rect, role: PreviewNumber.format(page, after: "page-shade-"),
        PreviewAttribute.frame(x: -width / 2, y: -height / 2, width: width, height: height)
          + PreviewColor.black.fillAttributes
          + [.opacity(-placed.brightness)])
      builder.close()
      builder.close()
    }
    let dotsCenter =
      height - Self.bottomPadding - InteractivePagerTransitionLook.standard.dotSize / 2
    for dot in 0..<Self.pageCount {
      let drawn = frame.dots[dot]
      let dotWidth = drawn.width
      let dotHeight = drawn.height
      builder.add(
        .rect, role: PreviewNumber.format(dot, after: "dot-"),
        PreviewAttribute.frame(
          x: drawn.center - dotWidth / 2, y: dotsCenter - dotHeight / 2,
          width: dotWidth, height: dotHeight, radius: dotHeight / 2)
          + PreviewColor.white.fillAttributes
          + [
            .opacity(drawn.opacity),
            .visible(drawn.isShown),
          ])
    }
    builder.close()
    builder.close()
    return builder.scene(width: width + 2 * margin, height: height + 2 * margin)
  }

  /// A demo page centered on the origin: its gradient, symbol, title and text, white.
  private func addPage(_ page: Int, scale: Double, to builder: inout PreviewSceneBuilder) {
    let width = Self.width
    let height = Self.height
    builder.add(
      .rect,
      PreviewAttribute.frame(x: -width / 2, y: -height / 2, width: width, height: height)
        + [PreviewAttribute(.fill, .reference(PreviewNumber.format(page, after: "page")))])
    let titleSize = Self.titleSize * scale
    let textSize = Self.textSize * scale
    let symbolSize = 56 * scale
    let titleLines = self.titleLines[page]
    let textLines = self.textLines[page]
    let spacing = 20.0
    let titleLeading = titleSize * 1.2
    let textLeading = textSize * 1.3
    let total =
      symbolSize + spacing + Double(titleLines.count) * titleLeading + spacing
      + Double(textLines.count) * textLeading
    var y = -total / 2
    builder.symbol(
      Self.symbols[page], x: 0, y: y + symbolSize / 2, size: symbolSize, color: .white)
    y += symbolSize + spacing
    for line in titleLines {
      builder.text(
        line, x: 0, y: y + titleSize * 0.95, size: titleSize, weight: 700, anchor: .center,
        color: .white)
      y += titleLeading
    }
    y += spacing
    for line in textLines {
      builder.text(
        line, x: 0, y: y + textSize * 0.95, size: textSize, weight: 400, anchor: .center,
        color: .white)
      y += textLeading
    }
  }
}

extension InteractivePagerTransitionPreview {
  /// The pager's built-in scenarios; distances are fractions of the page's width.
  static let scenarios = [
    PreviewScenario(
      name: "commit",
      title: [
        .english: "Dragging past 40 % turns the page",
        .spanish: "Arrastrar más del 40 % pasa la página",
      ],
      summary: [
        .english:
          "A page is dragged more than 40 % of the width and released: the next page settles in, "
          + "while the one beneath moves slower, shrinks and darkens; then the same drag back.",
        .spanish:
          "Se arrastra una página más del 40 % del ancho y se suelta: la página siguiente se "
          + "asienta mientras la de debajo se mueve más despacio, se encoge y se oscurece; luego "
          + "el mismo gesto de vuelta.",
      ],
      steps: [
        .wait(0.5), .touchDown, .drag(x: -0.55, duration: 0.8), .wait(0.1), .release(), .wait(1.0),
        .touchDown, .drag(x: 0.55, duration: 0.8), .wait(0.1), .release(), .wait(1.0),
      ],
      posterTime: 1.1),
    PreviewScenario(
      name: "cancel",
      title: [.english: "A short drag cancels", .spanish: "Un arrastre corto se cancela"],
      summary: [
        .english: "A page is dragged 30 % of the width and released slowly: the pages settle back.",
        .spanish:
          "Se arrastra una página un 30 % del ancho y se suelta despacio: las páginas vuelven a su "
          + "sitio.",
      ],
      steps: [
        .wait(0.5), .touchDown, .drag(x: -0.3, duration: 0.6), .wait(0.1), .release(), .wait(1.0),
      ],
      posterTime: 1.05),
    PreviewScenario(
      name: "flick",
      title: [.english: "A flick turns the page", .spanish: "Un gesto rápido pasa la página"],
      summary: [
        .english:
          "A short, fast flick whose predicted end passes 60 % of the width turns the page; then "
          + "a flick back.",
        .spanish:
          "Un gesto corto y rápido cuyo final previsto pasa del 60 % del ancho pasa la página; "
          + "luego un gesto de vuelta.",
      ],
      steps: [
        .wait(0.5), .touchDown, .swipe(x: -0.22, duration: 0.14), .release(velocityX: -3.5),
        .wait(1.0), .touchDown, .swipe(x: 0.22, duration: 0.14), .release(velocityX: 3.5),
        .wait(1.0),
      ],
      posterTime: 0.72),
    PreviewScenario(
      name: "resistance",
      title: [.english: "The first page resists", .spanish: "La primera página se resiste"],
      summary: [
        .english:
          "Dragging back from the first page moves it only 30 % as far as the finger, over black, "
          + "and it settles back when released.",
        .spanish:
          "Al arrastrar hacia atrás desde la primera página, esta se mueve solo un 30 % de lo que "
          + "se mueve el dedo, sobre negro, y vuelve a su sitio al soltarla.",
      ],
      steps: [
        .wait(0.5), .touchDown, .drag(x: 0.5, duration: 0.8), .wait(0.2), .release(), .wait(1.0),
      ],
      posterTime: 1.2),
  ]
}
