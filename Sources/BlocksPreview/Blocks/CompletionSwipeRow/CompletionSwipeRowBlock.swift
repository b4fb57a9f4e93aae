import BlocksCore

/// The Completion Swipe Row, registered: its strings, scenarios, preview and catalog entry.
enum CompletionSwipeRowBlock: BlockDefinition {
  typealias Preview = CompletionSwipeRowPreview

  static var strings: StringTable { CompletionSwipeRowStrings.table }
  static var hasAsyncWork: Bool { false }
  static var scenarios: [PreviewScenario] { Preview.scenarios }
  static var undoWindow: Double? { Preview.undoWindow }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .gestures,
      level: .intermediate,
      texts: [
        .english: BlockText(
          summary:
            "A row the user swipes forward to complete, like a to-do item: a checkmark pops in and "
            + "the row slides away.",
          description:
            "A row for lists of tasks. Swiping it forward past a threshold (or flicking it) pops a "
            + "checkmark in behind it, slides the row out and collapses it, and then calls onComplete "
            + "once, where the caller removes the item. Vertical scrolling is never stolen, an "
            + "optional undo window keeps the row on screen with an Undo button, and VoiceOver users "
            + "complete the row with a named action.",
          keywords: [
            "swipe", "row", "complete", "task", "to do", "checkmark", "list", "swipe to complete",
            "todo", "done", "undo", "flick",
          ],
          origin:
            "SwiftUI Blocks reference block, extended with flick to complete, an undo window and "
            + "VoiceOver announcements",
          keys: "Space or Return completes the row."),
        .spanish: BlockText(
          summary:
            "Una fila que se arrastra hacia delante para completarla, como una tarea pendiente: "
            + "aparece una marca y la fila se va.",
          description:
            "Una fila para listas de tareas. Al arrastrarla hacia delante más allá de un umbral (o "
            + "con un gesto rápido) aparece una marca detrás, la fila sale de la pantalla y se pliega, "
            + "y después se llama a onComplete una sola vez, donde quien la usa elimina el elemento. "
            + "Nunca roba el desplazamiento vertical, una ventana opcional para deshacer mantiene la "
            + "fila con un botón Deshacer y con VoiceOver se completa con una acción con nombre.",
          keywords: [
            "deslizar", "fila", "completar", "tarea", "pendiente", "marca de verificación", "lista",
            "deshacer", "hecho", "tareas pendientes",
          ],
          origin:
            "Bloque de referencia de SwiftUI Blocks, ampliado con gesto rápido para "
            + "completar, un plazo para deshacer y anuncios de VoiceOver",
          keys: "Espacio o Intro completan la fila."),
      ],
      usage: """
        ForEach(tasks) { task in
          CompletionSwipeRow(undoWindow: 3) {
            tasks.remove(task)
          } content: {
            Label(task.title, systemImage: task.symbol).padding()
          }
        }
        """,
      callback: "onComplete"
    )
  #endif
}

extension PreviewBlock {
  /// The Completion Swipe Row.
  public static var completionSwipeRow: PreviewBlock { PreviewBlock(CompletionSwipeRowBlock.self) }
}

/// The Completion Swipe Row in the preview simulator: its layout numbers, its view's drag and
/// its drawing, the demo's list of tasks seen through its first two rows.
///
/// Like the demo, the app removes a task once its row reports completion: the row below moves
/// up into the gap and is a fresh row, live, with the next task under it. The five tasks come
/// round again, so a live row can be swiped for as long as the page is open.
struct CompletionSwipeRowPreview: PreviewModel {
  /// What a frame draws: the layout's fields and the list around the row.
  struct Frame: PreviewFrameData {
    var rowOffset = 0.0
    var rowHeight = 0.0
    var tintOpacity = 0.0
    var checkmarkScale = 0.0
    var checkmarkOpacity = 0.0
    var checkmarkForeground: ContrastForeground?
    var showsUndoButton = false
    var undoForeground: ContrastForeground?
    var opacity = 0.0
    var checkmarkInset = 0.0
    /// How many tasks the app has removed, round the list: the first row shows the task after
    /// them.
    var task = 0
    /// How far below their places the rows are drawn while the list closes a removed row's gap.
    var listShift = 0.0
  }

  /// The drawing's width, in points.
  static let canvasWidth = 360.0
  /// The space around the rows, in points.
  static let margin = 16.0
  /// The gap between the two rows, in points.
  static let spacing = 10.0
  /// The rows' corner radius (the view's default).
  static let cornerRadius = 16.0
  /// The rows' horizontal text padding.
  static let padding = 16.0
  /// The undo window of the "undo" scenario and of a live row with undo switched on, in seconds.
  static let undoWindow = 3.0
  /// The demo's tasks, in order.
  static let tasks = [
    CompletionSwipeRowStrings.demoWater, CompletionSwipeRowStrings.demoCall,
    CompletionSwipeRowStrings.demoGroceries, CompletionSwipeRowStrings.demoRun,
    CompletionSwipeRowStrings.demoRead,
  ]
  /// How the demo closes the gap of a removed task: `withAnimation(.smooth(duration: 0.2))`.
  static let removal = Motion.smooth(duration: 0.2)

  var machine: CompletionSwipeRowMachine
  let settings: PreviewSettings
  let palette: PreviewPalette
  let rowHeight: Double
  let undoWindow: Double?
  /// The tasks' titles, in the block's language.
  let taskTitles: [String]
  /// The Undo button's title.
  let undoTitle: String
  /// How many tasks the app has removed.
  private var removedCount = 0
  /// The rows' distance below their places, closing the gap of the task removed last.
  private var listShift = AnimatedValue.resting(at: 0)

  init(scenario: PreviewScenario, settings: PreviewSettings) {
    undoWindow = scenario.undoWindow
    machine = CompletionSwipeRowMachine(undoWindow: undoWindow)
    self.settings = settings
    palette = PreviewPalette(settings.appearance)
    // One line of body text (17 pt, 22 pt leading) with 16 pt above and below.
    rowHeight = 22 * settings.textScale + 2 * Self.padding
    let table = CompletionSwipeRowStrings.table
    taskTitles = Self.tasks.map { table.string(for: $0, in: settings.language) }
    undoTitle = table.string(for: CompletionSwipeRowStrings.undo, in: settings.language)
  }

  /// The row's width.
  static var rowWidth: Double { canvasWidth - 2 * margin }

  static var minimumDragDistance: Double { CompletionSwipeRowMetrics.activationDistance }
  static var touchRole: String { "row" }
  var referenceLength: Double { Self.rowWidth }
  /// The Undo button behind a completed row, when the row has an undo window.
  static var buttonRoles: [String] { ["undo"] }

  func appearEvents(settings: PreviewSettings) -> [CompletionSwipeRowMachine.Event] {
    [
      .environmentChanged(settings.environment),
      .sizeChanged(width: Self.rowWidth, height: rowHeight),
    ]
  }

  func visit(_ frame: inout Frame, _ tracks: inout PreviewTracks) {
    let checkmarkMotion =
      tracks.asksHowNumbersAnimate
      ? CompletionSwipeRowLayout(machine, tint: palette.green).checkmarkMotion : nil
    tracks.animated(&frame.rowOffset)
    tracks.animated(&frame.rowHeight)
    tracks.animated(&frame.tintOpacity)
    tracks.scoped(&frame.checkmarkScale, checkmarkMotion)
    tracks.scoped(&frame.checkmarkOpacity, checkmarkMotion)
    tracks.discrete(&frame.checkmarkForeground)
    tracks.discrete(&frame.showsUndoButton)
    tracks.discrete(&frame.undoForeground)
    tracks.animated(&frame.opacity)
    tracks.animated(&frame.checkmarkInset)
    tracks.discrete(&frame.task)
    tracks.discrete(&frame.listShift)
  }

  func update(_ frame: inout Frame, at time: Double) {
    let layout = CompletionSwipeRowLayout(machine, tint: palette.green, at: time)
    frame = Frame(
      rowOffset: layout.rowOffset, rowHeight: layout.rowHeight ?? rowHeight,
      tintOpacity: layout.tintOpacity, checkmarkScale: layout.checkmarkScale,
      checkmarkOpacity: layout.checkmarkOpacity,
      checkmarkForeground: layout.checkmarkForeground, showsUndoButton: layout.showsUndoButton,
      undoForeground: layout.undoForeground, opacity: layout.opacity,
      checkmarkInset: layout.checkmarkLeadingInset, task: removedCount % Self.tasks.count,
      listShift: listShift.value(at: time))
  }

  /// A new row for every task the app removed.
  var viewIdentity: Int { removedCount }

  /// Removes the task whose row reported completion, as the demo's `onComplete` does: the row
  /// below takes its place as a fresh row, and the list closes the gap.
  mutating func followUp(at time: Double) -> Machine.Event? {
    if machine.phase == .done {
      // A row reports completion once it has collapsed to nothing, so what the list closes is
      // the spacing it leaves (and what is left of an earlier removal's).
      let gap = Self.spacing + listShift.value(at: time)
      listShift = AnimatedValue(from: gap, to: 0, motion: Self.removal, start: time)
      removedCount += 1
      // A new view, which has its environment and size from its first frame: nothing animates.
      var fresh = CompletionSwipeRowMachine(undoWindow: undoWindow)
      for event in appearEvents(settings: settings) { _ = fresh.send(event, at: time) }
      machine = fresh
    }
    return nil
  }

  mutating func event(for gesture: PreviewGesture) -> CompletionSwipeRowMachine.Event? {
    switch gesture {
    case .changed(let x, let y): .dragChanged(translationX: x, translationY: y)
    case .ended(let x, let y, let predictedX, let predictedY):
      .dragEnded(translationX: x, translationY: y, predictedX: predictedX, predictedY: predictedY)
    case .cancelled: .dragCancelled
    }
  }

  func event(for input: PreviewInput, at time: Double) -> CompletionSwipeRowMachine.Event? {
    switch input {
    case .activate: .accessibilityActivate
    case .undo, .press(0): .undo
    default: nil
    }
  }

  func scene(_ frame: Frame) -> PreviewScene {
    let scale = settings.textScale
    let width = Self.canvasWidth
    let rowWidth = Self.rowWidth
    let top = Self.margin
    let height = top + 2 * rowHeight + Self.spacing + Self.margin
    let drawnHeight = max(frame.rowHeight, 0)
    let fontSize = 17 * scale
    let baseline = rowHeight / 2 + 0.35 * fontSize
    var builder = PreviewSceneBuilder()
    builder.open(.definitions)
    builder.open(.clipPath, [PreviewAttribute(.id, .reference("row"))])
    builder.add(
      .rect, role: "row-clip",
      PreviewAttribute.frame(
        x: Self.margin, y: top, width: rowWidth, height: drawnHeight, radius: Self.cornerRadius))
    builder.close()
    builder.close()
    builder.add(
      .rect, role: "background",
      PreviewAttribute.frame(x: 0, y: 0, width: width, height: height, radius: 20)
        + palette.groupedBackground.fillAttributes)
    builder.openMirror(width: width, mirrored: settings.isMirrored)
    builder.openGroup([.transform(.translate(0, frame.listShift))])
    builder.openGroup(
      role: Self.touchRole,
      [PreviewAttribute(.clipPath, .reference("row")), .opacity(frame.opacity)])
    // Behind the row: the tint, the checkmark and the Undo button.
    builder.openGroup(role: "revealed", [.opacity(frame.tintOpacity)])
    builder.add(
      .rect,
      PreviewAttribute.frame(x: Self.margin, y: top, width: rowWidth, height: rowHeight)
        + PreviewColor(palette.green).fillAttributes)
    let symbolSize = 26 * scale
    builder.openGroup([
      .transform(
        .translate(Self.margin + frame.checkmarkInset + symbolSize / 2, top + rowHeight / 2))
    ])
    builder.openGroup([
      .transform(.scale(frame.checkmarkScale)), .opacity(frame.checkmarkOpacity),
    ])
    builder.symbol(
      .checkmark, role: "checkmark", x: 0, y: 0, size: symbolSize,
      color: PreviewCode.color(frame.checkmarkForeground, otherwise: .white))
    builder.close()
    builder.close()
    let undoColor = PreviewCode.color(frame.undoForeground, otherwise: .white)
    let undoSize = 17 * scale
    let undoTrailing = Self.margin + rowWidth - Self.padding
    let undoWidth = PreviewTextMetrics.width(of: undoTitle, size: undoSize, weight: 600)
    builder.openGroup(role: "undo", [.visible(frame.showsUndoButton)])
    builder.symbol(
      .arrowUturnBackward, x: undoTrailing - undoWidth - 8 - undoSize * 0.55,
      y: top + rowHeight / 2, size: undoSize * 1.1, color: undoColor)
    builder.text(
      undoTitle, x: undoTrailing, y: top + baseline, size: undoSize, weight: 600,
      anchor: .trailing, color: undoColor)
    builder.close()
    builder.close()
    // The row itself, which slides forward.
    builder.openGroup(role: "row-content", [.transform(.translate(frame.rowOffset, 0))])
    let task = frame.task
    addRow(showing: task, top: top, to: &builder)
    builder.close()
    builder.close()
    // The next row moves up as this one collapses.
    builder.openGroup(role: "next-row", [.transform(.translate(0, drawnHeight - rowHeight))])
    let next = (task + 1) % taskTitles.count
    addRow(showing: next, top: top + rowHeight + Self.spacing, to: &builder)
    builder.close()
    builder.close()
    builder.close()
    return builder.scene(width: width, height: height)
  }

  /// Adds a row showing task `task`: every title is drawn and only that one is visible, so the
  /// drawing's text never changes and the live page and the animated file only switch
  /// visibility.
  private func addRow(showing task: Int, top: Double, to builder: inout PreviewSceneBuilder) {
    let fontSize = 17 * settings.textScale
    builder.add(
      .rect,
      PreviewAttribute.frame(
        x: Self.margin, y: top, width: Self.rowWidth, height: rowHeight, radius: Self.cornerRadius)
        + palette.secondaryGroupedBackground.fillAttributes)
    for (index, title) in taskTitles.enumerated() {
      builder.text(
        title, x: Self.margin + Self.padding, y: top + rowHeight / 2 + 0.35 * fontSize,
        size: fontSize, weight: 400, anchor: .leading, color: palette.label,
        extra: [.visible(index == task)])
    }
  }
}

extension CompletionSwipeRowPreview {
  /// The row's built-in scenarios; distances are fractions of the row's width.
  static let scenarios = [
    PreviewScenario(
      name: "complete",
      title: [.english: "A full swipe completes", .spanish: "Deslizar del todo completa"],
      summary: [
        .english:
          "The row is swiped past its threshold: the checkmark pops in, the row slides away and "
          + "collapses, and the row below moves up.",
        .spanish:
          "La fila se desliza más allá del umbral: aparece la marca de verificación, la fila sale "
          + "de la pantalla y se pliega, y la fila de abajo sube.",
      ],
      steps: [
        .wait(0.4), .touchDown, .drag(x: 0.62, y: 0.01, duration: 0.55), .wait(0.1), .release(),
        .wait(1.4),
      ],
      posterTime: 0.85),
    PreviewScenario(
      name: "spring-back",
      title: [
        .english: "A short swipe springs back", .spanish: "Un deslizamiento corto vuelve atrás",
      ],
      summary: [
        .english:
          "The row is released before its threshold: it springs back and nothing is completed.",
        .spanish: "La fila se suelta antes del umbral: vuelve a su sitio y no se completa nada.",
      ],
      steps: [
        .wait(0.4), .touchDown, .drag(x: 0.25, duration: 0.5), .wait(0.15), .release(), .wait(1.0),
      ],
      posterTime: 0.9),
    PreviewScenario(
      name: "flick",
      title: [.english: "A fast flick completes", .spanish: "Un gesto rápido completa"],
      summary: [
        .english:
          "A quick flick that would carry past the row's width completes it before the threshold.",
        .spanish:
          "Un gesto rápido que llegaría más allá del ancho de la fila la completa antes del umbral.",
      ],
      steps: [
        .wait(0.4), .touchDown, .swipe(x: 0.28, duration: 0.12), .release(velocityX: 3), .wait(1.4),
      ],
      posterTime: 0.7),
    PreviewScenario(
      name: "undo",
      title: [.english: "Undo brings it back", .spanish: "Deshacer la recupera"],
      summary: [
        .english:
          "With an undo window, a completed row waits with an Undo button; tapping it springs the "
          + "row back and nothing is completed.",
        .spanish:
          "Con un margen para deshacer, la fila completada espera con un botón Deshacer; al tocarlo "
          + "la fila vuelve y no se completa nada.",
      ],
      steps: [
        .wait(0.4), .touchDown, .drag(x: 0.62, y: 0.01, duration: 0.55), .wait(0.1), .release(),
        .wait(1.3), .undo, .wait(1.0),
      ],
      posterTime: 1.7, undoWindow: undoWindow),
  ]
}
