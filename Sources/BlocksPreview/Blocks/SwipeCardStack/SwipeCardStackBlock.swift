import BlocksCore

/// The Swipe Card Stack, registered: its strings, scenarios, preview and catalog entry.
enum SwipeCardStackBlock: BlockDefinition {
  typealias Preview = SwipeCardStackPreview

  static var strings: StringTable { SwipeCardStackStrings.table }
  static var hasAsyncWork: Bool { false }
  static var scenarios: [PreviewScenario] { Preview.scenarios }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .gestures,
      level: .advanced,
      texts: [
        .english: BlockText(
          summary:
            "A deck of cards thrown forward to like and backward to pass, with Undo and buttons.",
          description:
            "A deck of cards the user throws: forward to like, backward to pass, the next card "
            + "rising from beneath. A card follows the finger and tilts, a LIKE or NOPE stamp "
            + "fades in, and past 35 % of its width or with a flick it flies on at the speed it "
            + "was thrown. onSwipe runs once per card, by identity, however the items change; "
            + "Undo brings the last card back. Pass, Undo and Like buttons, VoiceOver actions and "
            + "the arrow keys do the same without dragging, and a deck of a million items draws as "
            + "fast as a deck of three.",
          keywords: [
            "card stack", "swipe cards", "tinder", "deck", "like", "pass", "dislike",
            "swipe left", "swipe right", "undo", "dating", "flashcards", "discover",
          ],
          origin:
            "SwiftUI Blocks original, written for the most requested gesture after swipe actions",
          keys: "The forward arrow likes, the backward arrow passes and ⌘Z undoes."),
        .spanish: BlockText(
          summary:
            "Un mazo de tarjetas que se lanzan hacia delante para dar me gusta y hacia atrás "
            + "para pasar, con Deshacer y botones.",
          description:
            "Un mazo de tarjetas que el usuario lanza: hacia delante para dar me gusta, hacia "
            + "atrás para pasar, y la siguiente sube desde abajo. La tarjeta sigue al dedo y se "
            + "inclina, aparece un sello ME GUSTA o NO, y más allá del 35 % de su ancho o con un "
            + "gesto rápido sale volando a la velocidad del lanzamiento. onSwipe se ejecuta una "
            + "vez por tarjeta, por identidad, aunque cambien los elementos; Deshacer recupera "
            + "la última. Los botones Pasar, Deshacer y Me gusta, las acciones de VoiceOver y las "
            + "flechas hacen lo mismo sin arrastrar, y un mazo de un millón de elementos se dibuja tan "
            + "rápido como uno de tres.",
          keywords: [
            "mazo de tarjetas", "tarjetas deslizables", "tinder", "me gusta", "pasar",
            "descartar", "deslizar a la izquierda", "deslizar a la derecha", "deshacer", "citas",
            "fichas", "descubrir",
          ],
          origin:
            "Original de SwiftUI Blocks, escrito para el gesto más pedido después de las acciones "
            + "al deslizar",
          keys: "La flecha hacia delante da me gusta, la de atrás pasa y ⌘Z deshace."),
      ],
      usage: """
        @State private var trips: [Trip] = Trip.all
        @State private var liked: [Trip] = []

        SwipeCardStack(trips) { trip, swipe in
          trips.removeAll { $0.id == trip.id }
          if swipe == .like { liked.append(trip) }
        } onUndo: { trip in
          trips.insert(trip, at: 0)
          liked.removeAll { $0.id == trip.id }
        } content: { trip in
          TripCard(trip)
        }
        .frame(height: 420)
        """,
      callback: "onSwipe"
    )
  #endif
}

extension PreviewBlock {
  /// The Swipe Card Stack.
  public static var swipeCardStack: PreviewBlock {
    PreviewBlock(SwipeCardStackBlock.self)
  }
}

/// The Swipe Card Stack in the preview simulator: the demo's five trips as a deck, its drag, its
/// buttons and its drawing.
///
/// A frame's cards belong to items, not to places in the deck: each trip's card has its own offset,
/// tilt, scale, opacity and stamps, so a card keeps its numbers as it moves from beneath to the
/// top and away, and the drawing's structure never changes. Trips are drawn last to first, so an
/// earlier trip is always above a later one, as the deck (and a card flying off it) is.
struct SwipeCardStackPreview: PreviewModel {
  typealias Machine = SwipeCardStackMachine<Int>

  /// What a frame draws: every trip's card and the stack around them.
  struct Frame: PreviewFrameData {
    /// One trip's card, wherever it is.
    struct Card {
      var x = 0.0
      var y = 0.0
      var rotation = 0.0
      var scale = 0.0
      var opacity = 0.0
      var likeStamp = 0.0
      var nopeStamp = 0.0
    }

    var cards = Array(repeating: Card(), count: SwipeCardStackPreview.tripCount)
    var passOpacity = 0.0
    var undoOpacity = 0.0
    var likeOpacity = 0.0
    var showsEmptyState = false
    var opacity = 0.0
  }

  /// The drawing's width, in points.
  static let width = 360.0
  /// The space around the stack, in points.
  static let margin = 20.0
  /// The card's height, in points.
  static let cardHeight = 250.0
  /// The cards' corner radius (the view's default).
  static let cornerRadius = 24.0
  /// The space between the deck and the buttons (the view's).
  static let spacing = 24.0
  /// The space between two buttons (the view's).
  static let buttonSpacing = 28.0

  /// The card's width.
  static var cardWidth: Double { width - 2 * margin }
  /// How many trips the deck holds.
  static var tripCount: Int { SwipeCardStackStrings.demoTrips.count }

  var machine: Machine
  let settings: PreviewSettings
  let palette: PreviewPalette
  /// Each trip's city and line, in the preview's language.
  let trips: [(city: String, line: String)]
  /// The empty deck's text.
  let emptyText: String
  /// The stamps' words.
  let stamps: (like: String, nope: String)
  /// The colors that stay legible on the like and pass tints.
  let foregrounds:
    (likeStamp: PreviewColor, nopeStamp: PreviewColor, like: PreviewColor, pass: PreviewColor)

  init(scenario: PreviewScenario, settings: PreviewSettings) {
    machine = Machine(items: Array(0..<Self.tripCount), offersUndo: true)
    self.settings = settings
    let palette = PreviewPalette(settings.appearance)
    self.palette = palette
    let table = SwipeCardStackStrings.table
    trips = SwipeCardStackStrings.demoTrips.map {
      ($0.city, table.string(for: $0.line, in: settings.language))
    }
    emptyText = table.string(for: SwipeCardStackStrings.empty, in: settings.language)
    stamps = (
      table.string(for: SwipeCardStackStrings.likeStamp, in: settings.language),
      table.string(for: SwipeCardStackStrings.nopeStamp, in: settings.language)
    )
    let layout = SwipeCardStackLayout(machine, likeTint: palette.green, passTint: palette.red)
    foregrounds = (
      Self.color(layout.likeStampForeground), Self.color(layout.nopeStampForeground),
      Self.color(layout.likeSymbolForeground), Self.color(layout.passSymbolForeground)
    )
  }

  static var minimumDragDistance: Double { SwipeCardStackMetrics.minimumDragDistance }
  static var touchRole: String { "deck" }
  var referenceLength: Double { Self.cardWidth }

  /// The top of the deck's cards, in points.
  static var cardTop: Double { margin }
  /// The centre line of the buttons.
  static var buttonCenterY: Double {
    cardTop + cardHeight
      + SwipeCardStackLook.standard.depthOffsetStep * Double(SwipeCardStackMetrics.cardsBeneath)
      + spacing + SwipeCardStackLook.standard.buttonDiameter / 2
  }
  /// The drawing's height.
  static var height: Double {
    buttonCenterY + SwipeCardStackLook.standard.buttonDiameter / 2 + margin
  }

  /// The top card's centre: where a touch goes down.
  var touchOrigin: (x: Double, y: Double) {
    (Self.width / 2, Self.cardTop + Self.cardHeight / 2)
  }

  func appearEvents(settings: PreviewSettings) -> [Machine.Event] {
    [
      .environmentChanged(settings.environment),
      .sizeChanged(width: Self.cardWidth, height: Self.cardHeight),
    ]
  }

  /// The stack calls back through its state: `onSwipe` when a card has left, `onUndo` when one
  /// comes back.
  var lastEventCalledBack: Bool {
    machine.swipeToReport != nil || machine.undoToReport != nil
  }

  /// Every number moves by the machine's own motion, sampled at the frame's time; none is
  /// interpolated on top of it.
  func visit(_ frame: inout Frame, _ tracks: inout PreviewTracks) {
    for trip in frame.cards.indices {
      tracks.discrete(&frame.cards[trip].x)
      tracks.discrete(&frame.cards[trip].y)
      tracks.discrete(&frame.cards[trip].rotation)
      tracks.discrete(&frame.cards[trip].scale)
      tracks.discrete(&frame.cards[trip].opacity)
      tracks.discrete(&frame.cards[trip].likeStamp)
      tracks.discrete(&frame.cards[trip].nopeStamp)
    }
    tracks.discrete(&frame.passOpacity)
    tracks.discrete(&frame.undoOpacity)
    tracks.discrete(&frame.likeOpacity)
    tracks.discrete(&frame.showsEmptyState)
    tracks.discrete(&frame.opacity)
  }

  func update(_ frame: inout Frame, at time: Double) {
    let layout = SwipeCardStackLayout(
      machine, likeTint: palette.green, passTint: palette.red, at: time)
    for trip in frame.cards.indices { frame.cards[trip] = Frame.Card() }
    for card in layout.cards where card.id >= 0 && card.id < Self.tripCount {
      func finite(_ value: Double) -> Double { Numbers.finite(value, or: 0) }
      frame.cards[card.id] = Frame.Card(
        x: finite(card.offsetX), y: finite(card.offsetY),
        // In forward terms, as every number here is: the mirror in the drawing turns it back.
        rotation: finite(card.rotation * settings.direction.forwardSign),
        scale: finite(card.scale), opacity: finite(card.opacity),
        likeStamp: finite(card.likeStampOpacity), nopeStamp: finite(card.nopeStampOpacity))
    }
    frame.passOpacity = layout.passButton.opacity
    frame.undoOpacity = layout.undoButton.opacity
    frame.likeOpacity = layout.likeButton.opacity
    frame.showsEmptyState = layout.showsEmptyState
    frame.opacity = layout.opacity
  }

  mutating func event(for gesture: PreviewGesture) -> Machine.Event? {
    switch gesture {
    case .changed(let x, let y): .dragChanged(translationX: x, translationY: y)
    case .ended(let x, let y, let predictedX, let predictedY):
      .dragEnded(translationX: x, translationY: y, predictedX: predictedX, predictedY: predictedY)
    case .cancelled: .dragCancelled
    }
  }

  func event(for input: PreviewInput, at time: Double) -> Machine.Event? {
    switch input {
    case .activate: .likePressed
    case .undo: .undoPressed
    case .key(.left): .keyPressed(.leftArrow)
    case .key(.right): .keyPressed(.rightArrow)
    case .press(0): .passPressed
    case .press(1): .undoPressed
    case .press(2): .likePressed
    default: nil
    }
  }

  /// Pass, Undo and Like, as ``addButtons(_:to:)`` draws them.
  static var buttonRoles: [String] { ["pass", "undo", "like"] }

  func scene(_ frame: Frame) -> PreviewScene {
    let width = Self.width
    var builder = PreviewSceneBuilder()
    builder.add(
      .rect, role: "background",
      PreviewAttribute.frame(x: 0, y: 0, width: width, height: Self.height, radius: 20)
        + palette.groupedBackground.fillAttributes)
    builder.openMirror(width: width, mirrored: settings.isMirrored)
    builder.openGroup([.opacity(frame.opacity)])
    builder.text(
      emptyText, role: "empty", x: width / 2, y: Self.cardTop + Self.cardHeight / 2,
      size: 17 * settings.textScale, weight: 600, anchor: .center, color: palette.secondaryLabel,
      extra: [.visible(frame.showsEmptyState)])
    builder.openGroup(role: Self.touchRole)
    for trip in (0..<Self.tripCount).reversed() {
      addCard(trip, frame.cards[trip], to: &builder)
    }
    builder.close()
    addButtons(frame, to: &builder)
    builder.close()
    builder.close()
    return builder.scene(width: width, height: Self.height)
  }

  /// One trip's card, placed and tilted by its frame around the deck's resting centre.
  private func addCard(_ trip: Int, _ card: Frame.Card, to builder: inout PreviewSceneBuilder) {
    let opacity = card.opacity
    let cardWidth = Self.cardWidth
    let cardHeight = Self.cardHeight
    let scale = settings.textScale
    builder.openGroup(
      role: "card",
      [
        .transform(
          .translate(
            Self.width / 2 + card.x, Self.cardTop + cardHeight / 2 + card.y)),
        .opacity(opacity), .visible(opacity > 0),
      ])
    builder.openGroup([.transform(.rotate(card.rotation))])
    builder.openGroup([.transform(.scale(card.scale))])
    let left = -cardWidth / 2
    let top = -cardHeight / 2
    // A hairline, as the view's shadow does, so the cards beneath read as separate cards.
    let border = palette.quaternaryLabel
    let outline = [
      PreviewAttribute(.stroke, .discreteColor(border.rgb)),
      PreviewAttribute(.strokeOpacity, .fraction(border.opacity)),
      PreviewAttribute(.strokeWidth, .length(1)),
    ]
    builder.add(
      .rect,
      PreviewAttribute.frame(
        x: left, y: top, width: cardWidth, height: cardHeight, radius: Self.cornerRadius)
        + palette.secondaryGroupedBackground.fillAttributes + outline)
    builder.add(
      .rect,
      PreviewAttribute.frame(
        x: left + 8, y: top + 8, width: cardWidth - 16, height: cardHeight * 0.55,
        radius: Self.cornerRadius - 8)
        + PreviewColor(palette.blue, opacity: 0.14).fillAttributes)
    builder.text(
      trips[trip].city, x: left + 20, y: top + cardHeight * 0.55 + 44 * scale,
      size: 28 * scale, weight: 700, anchor: .leading, color: palette.label)
    builder.text(
      trips[trip].line, x: left + 20, y: top + cardHeight * 0.55 + 72 * scale,
      size: 15 * scale, weight: 400, anchor: .leading, color: palette.secondaryLabel)
    addStamp(
      stamps.like, side: .like, opacity: card.likeStamp, left: left, top: top,
      to: &builder)
    addStamp(
      stamps.nope, side: .pass, opacity: card.nopeStamp, left: left, top: top,
      to: &builder)
    builder.close()
    builder.close()
    builder.close()
  }

  /// A stamp in the top corner the card moves away from: "LIKE" on the leading side.
  private func addStamp(
    _ word: String, side: CardSwipe, opacity: Double, left: Double, top: Double,
    to builder: inout PreviewSceneBuilder
  ) {
    let size = 22 * settings.textScale
    let textWidth = PreviewTextMetrics.width(of: word, size: size, weight: 800)
    let stampWidth = textWidth + 24
    let stampHeight = size + 12
    let isLike = side == .like
    let centerX =
      isLike ? left + 20 + stampWidth / 2 : -left - 20 - stampWidth / 2
    builder.openGroup([
      .transform(.translate(centerX, top + 20 + stampHeight / 2)), .opacity(opacity),
      .visible(opacity > 0),
    ])
    builder.openGroup([.transform(.rotate(isLike ? -12 : 12))])
    builder.add(
      .rect,
      PreviewAttribute.frame(
        x: -stampWidth / 2, y: -stampHeight / 2, width: stampWidth, height: stampHeight, radius: 8)
        + PreviewColor(isLike ? palette.green : palette.red).fillAttributes)
    builder.text(
      word, x: 0, y: 0.35 * size, size: size, weight: 800, anchor: .center,
      color: isLike ? foregrounds.likeStamp : foregrounds.nopeStamp)
    builder.close()
    builder.close()
  }

  /// Pass, Undo and Like under the deck.
  private func addButtons(_ frame: Frame, to builder: inout PreviewSceneBuilder) {
    let diameter = SwipeCardStackLook.standard.buttonDiameter
    let step = diameter + Self.buttonSpacing
    let center = Self.width / 2
    let buttons: [(String, PreviewSymbol, Double, PreviewColor, PreviewColor, Double)] = [
      (
        "pass", .xmark, center - step, PreviewColor(palette.red), foregrounds.pass,
        frame.passOpacity
      ),
      (
        "undo", .arrowUturnBackward, center, palette.quaternaryLabel, palette.label,
        frame.undoOpacity
      ),
      (
        "like", .heartFill, center + step, PreviewColor(palette.green), foregrounds.like,
        frame.likeOpacity
      ),
    ]
    for (role, symbol, x, fill, foreground, opacity) in buttons {
      builder.openGroup(
        role: role,
        [.transform(.translate(x, Self.buttonCenterY)), .opacity(opacity)])
      builder.add(.circle, [.length(.r, diameter / 2)] + fill.fillAttributes)
      builder.symbol(symbol, x: 0, y: 0, size: 24, color: foreground)
      builder.close()
    }
  }

  /// The drawing's color for a contrast decision.
  private static func color(_ foreground: ContrastForeground) -> PreviewColor {
    switch foreground {
    case .white: .white
    case .black: .black
    }
  }
}

extension SwipeCardStackPreview {
  /// The stack's built-in scenarios; distances are fractions of the card's width.
  static let scenarios = [
    PreviewScenario(
      name: "like",
      title: [.english: "A drag forward likes", .spanish: "Arrastrar hacia delante da me gusta"],
      summary: [
        .english:
          "The top card is dragged forward past 35 % of its width: it tilts, the LIKE stamp fades "
          + "in, and on release it flies away while the next card rises.",
        .spanish:
          "La tarjeta de arriba se arrastra hacia delante más allá del 35 % de su ancho: se "
          + "inclina, aparece el sello ME GUSTA y al soltarla sale volando mientras sube la "
          + "siguiente.",
      ],
      steps: [
        .wait(0.4), .touchDown, .drag(x: 0.5, y: 0.06, duration: 0.6), .wait(0.1), .release(),
        .wait(1.0),
      ],
      posterTime: 0.95),
    PreviewScenario(
      name: "flick-pass",
      title: [.english: "A short flick back passes", .spanish: "Un gesto corto hacia atrás pasa"],
      summary: [
        .english:
          "A quick backward flick, well short of the threshold, carries far enough to pass the "
          + "card: the NOPE stamp shows and it flies off the other side.",
        .spanish:
          "Un gesto rápido hacia atrás, muy por debajo del umbral, llega lo bastante lejos para "
          + "pasar la tarjeta: aparece el sello NO y sale por el otro lado.",
      ],
      steps: [
        .wait(0.4), .touchDown, .swipe(x: -0.18, y: 0.02, duration: 0.12),
        .release(velocityX: -2.4), .wait(1.0),
      ],
      posterTime: 0.55),
    PreviewScenario(
      name: "spring-back",
      title: [.english: "A short drag springs back", .spanish: "Un arrastre corto vuelve atrás"],
      summary: [
        .english:
          "The card is released before the threshold, slowly: it springs back to the deck and "
          + "nothing is thrown.",
        .spanish:
          "La tarjeta se suelta antes del umbral, despacio: vuelve al mazo y no se lanza nada.",
      ],
      steps: [
        .wait(0.4), .touchDown, .drag(x: 0.22, y: -0.04, duration: 0.5), .wait(0.2), .release(),
        .wait(1.0),
      ],
      posterTime: 1.0),
    PreviewScenario(
      name: "undo",
      title: [.english: "Undo brings it back", .spanish: "Deshacer la recupera"],
      summary: [
        .english:
          "A card is passed; Undo flies it back from where it left onto the top of the deck.",
        .spanish:
          "Se pasa una tarjeta; Deshacer la trae de vuelta desde donde salió hasta lo alto del "
          + "mazo.",
      ],
      steps: [
        .wait(0.4), .touchDown, .drag(x: -0.5, y: 0.04, duration: 0.5), .release(), .wait(0.9),
        .undo, .wait(1.0),
      ],
      posterTime: 1.95),
    PreviewScenario(
      name: "like-button",
      title: [.english: "The Like button throws", .spanish: "El botón Me gusta lanza"],
      summary: [
        .english:
          "For people who do not drag: Like throws the top card forward as a flick would, and a "
          + "second press while it flies throws the next.",
        .spanish:
          "Para quien no arrastra: Me gusta lanza la tarjeta de arriba hacia delante como lo haría "
          + "un gesto rápido, y una segunda pulsación mientras vuela lanza la siguiente.",
      ],
      steps: [.wait(0.5), .press(2), .wait(0.15), .press(2), .wait(1.2)],
      posterTime: 0.6),
  ]
}
