import BlocksCore

/// The Toast Stack, registered: its strings, scenarios, preview and catalog entry.
enum ToastStackBlock: BlockDefinition {
  typealias Preview = ToastStackPreview

  static var strings: StringTable { ToastStackStrings.table }
  static var hasAsyncWork: Bool { false }
  static var scenarios: [PreviewScenario] { Preview.scenarios }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .transitions,
      level: .advanced,
      texts: [
        .english: BlockText(
          summary:
            "Toasts that stack three deep, time out, swipe away and update in place.",
          description:
            "Short messages that slide in at the top of the screen and stack three deep, the "
            + "older ones smaller behind. A toast leaves on its own after 4 seconds (a loading "
            + "toast waits), can be swiped up or sideways, and a touch fans the stack out and "
            + "stops every timer. The binding is the single truth: append a toast to show it, "
            + "append one with the same id to update it in place (\"Saving…\" becomes "
            + "\"Saved\"), and a toast leaves the binding only once it has left the screen. "
            + "VoiceOver hears each new toast without losing its place, and no toast times out "
            + "while VoiceOver or Switch Control runs. A thousand toasts draw as fast as three.",
          keywords: [
            "toast", "snackbar", "notification", "banner", "alert", "message", "sonner",
            "loading", "undo", "swipe to dismiss", "in-app notification", "feedback",
          ],
          origin: "SwiftUI Blocks original, after the web's Sonner: three visible, 4 s, 14 pt gap",
          keys: "Space saves, with a toast that updates in place; Escape dismisses the newest."),
        .spanish: BlockText(
          summary:
            "Avisos que se apilan de tres en tres, caducan, se descartan deslizando y se "
            + "actualizan en su sitio.",
          description:
            "Mensajes breves que entran por arriba y se apilan de tres en tres, los anteriores "
            + "más pequeños detrás. Un aviso se va solo a los 4 segundos (uno de carga espera), "
            + "se puede deslizar hacia arriba o de lado, y un toque despliega la pila y detiene "
            + "todos los temporizadores. El enlace es la única verdad: añade un aviso para "
            + "mostrarlo, añade otro con el mismo id para actualizarlo en su sitio "
            + "(\"Guardando…\" pasa a \"Guardado\"), y un aviso deja el enlace solo cuando ha "
            + "salido de la pantalla. VoiceOver oye cada aviso nuevo sin perder su sitio, y "
            + "ninguno caduca mientras funcionan VoiceOver o Control por botón. Mil avisos se "
            + "dibujan tan rápido como tres.",
          keywords: [
            "aviso", "notificación", "mensaje emergente", "snackbar", "toast", "alerta",
            "banner", "cargando", "deshacer", "deslizar para descartar", "notificación en la app",
            "guardado",
          ],
          origin:
            "Original de SwiftUI Blocks, según Sonner en la web: tres visibles, 4 s, 14 pt de "
            + "hueco",
          keys:
            "Espacio guarda, con un aviso que se actualiza en su sitio; Escape descarta el más "
            + "reciente."),
      ],
      usage: """
        @State private var toasts: [ToastStackItem] = []

        NotesList()
          .toastStack($toasts)

        // Show, then update the same toast in place:
        toasts.append(ToastStackItem(id: "save", title: "Saving…", style: .loading))
        toasts.append(ToastStackItem(id: "save", title: "Saved", style: .success))
        """,
      apiType: "ToastStackItem",
      takesVerticalDrags: true
    )
  #endif
}

extension PreviewBlock {
  /// The Toast Stack.
  public static var toastStack: PreviewBlock {
    PreviewBlock(ToastStackBlock.self)
  }
}

/// The Toast Stack in the preview simulator: the demo's trip notes, whose Save, Delete and Sync
/// buttons tell how it went with toasts.
///
/// The model is the demo app as much as the view: it keeps the binding of toasts, appends to it
/// when a button is tapped, finishes a save 1.5 s after it began (the "Saving…" toast becomes
/// "Saved" in place), runs Undo, and takes a toast out of the binding once the machine reports
/// it gone, as the view hands that back. A toast is drawn in one of six slots: the four the
/// stack builds, back to front, then the two newest toasts leaving, each slot showing the face
/// of the toast in it; the drawing's structure never changes.
struct ToastStackPreview: PreviewModel {
  typealias Machine = ToastStackMachine<Int>

  /// What a demo toast says: one face per kind of toast the demo shows.
  enum Face: Int, CaseIterable {
    case saving, saved, deleted, restored, offline

    /// The toast's style.
    var style: ToastStackStyle {
      switch self {
      case .saving: .loading
      case .saved: .success
      case .deleted, .restored: .info
      case .offline: .error
      }
    }

    /// How long the demo asks the toast to show.
    var duration: Double {
      self == .deleted ? 6 : ToastStackMetrics.defaultDuration
    }

    /// The title's key.
    var title: String {
      switch self {
      case .saving: ToastStackStrings.Demo.saving
      case .saved: ToastStackStrings.Demo.saved
      case .deleted: ToastStackStrings.Demo.deleted
      case .restored: ToastStackStrings.Demo.restored
      case .offline: ToastStackStrings.Demo.offline
      }
    }

    /// The message's key, if the toast has one.
    var message: String? {
      switch self {
      case .saved: ToastStackStrings.Demo.savedMessage
      case .offline: ToastStackStrings.Demo.offlineMessage
      case .saving, .deleted, .restored: nil
      }
    }

    /// Whether the toast offers Undo.
    var hasAction: Bool { self == .deleted }
  }

  /// A face in the preview's language, laid out for the toast's width.
  struct FaceLayout {
    var title: String
    var message: [String]
    var action: String?
    /// The toast's natural height, which the view measures and hands to the machine.
    var height: Double
  }

  /// One toast of the demo's binding.
  struct AppToast {
    var id: Int
    var face: Face
  }

  /// What a frame draws: the toast in each slot, and the demo's notes and buttons.
  struct Frame: PreviewFrameData {
    /// One slot and the toast drawn in it, if any.
    struct Slot {
      var isPresent = false
      var face = Face.saving
      var x = 0.0
      var y = 0.0
      var scale = 0.0
      var height = 0.0
      var opacity = 0.0
    }

    var slots = Array(repeating: Slot(), count: ToastStackPreview.slotCount)
    var notes = 0
    var deleteOpacity = 0.0
    var opacity = 0.0
  }

  /// The drawing's width, in points.
  static let width = 360.0
  /// The top of the stack, in points: below where a status bar would be.
  static let stackTop = 14.0
  /// How many toasts are drawn at once: the four the stack builds and two leaving.
  static let slotCount = ToastStackMetrics.builtCount + 2
  /// The buttons' centre line.
  static let buttonCenterY = 330.0
  /// The buttons' height.
  static let buttonHeight = 36.0
  /// The drawing's height.
  static var height: Double { buttonCenterY + buttonHeight / 2 + 24 }
  /// How long the demo's save takes, in seconds.
  static let saveDuration = 1.5
  /// The demo's fixed ids: the save's toast, the sync's and Undo's; a deleted note's toast is
  /// `deletedID + note`.
  static let saveID = 0
  static let syncID = 1
  static let restoredID = 2
  static let deletedID = 3

  /// The width of every toast.
  static var toastWidth: Double {
    let look = ToastStackLook.standard
    return min(width - 2 * look.sideInset, look.maximumWidth)
  }
  /// A toast's look, as `ToastStack.swift` writes it; `ViewLookTests` holds each equal: the
  /// corner radius, the padding inside, and the message's line limit.
  static let cornerRadius = 16.0
  static let contentPadding = 14.0
  static let messageLineLimit = 3

  var machine = Machine()
  let settings: PreviewSettings
  let palette: PreviewPalette
  /// Each face in the preview's language.
  let faces: [FaceLayout]
  /// The notes' titles and the buttons' words.
  let notes: [String]
  let heading: String
  let buttons: [String]

  /// The demo's binding, oldest first.
  private(set) var toasts: [AppToast] = []
  /// How many notes are left.
  private(set) var noteCount: Int
  /// When the running save finishes, if one runs.
  private(set) var saveDue: Double?
  /// Whether the binding changed since the machine last saw it.
  private var bindingChanged = false
  /// The toast the finger is on.
  private var touchedID: Int?

  init(scenario: PreviewScenario, settings: PreviewSettings) {
    self.settings = settings
    palette = PreviewPalette(settings.appearance)
    let table = ToastStackStrings.table
    let scale = settings.textScale
    func word(_ key: String) -> String {
      table.string(for: LocalizedText(key), in: settings.language)
    }
    faces = Face.allCases.map { face in
      let action = face.hasAction ? word(ToastStackStrings.Demo.undo) : nil
      var available =
        Self.toastWidth - 2 * Self.contentPadding - Self.iconSize - Self.contentSpacing
      if let action {
        available -= Self.actionWidth(action, scale: scale) + Self.contentSpacing
      }
      var message: [String] = []
      if let key = face.message {
        message = PreviewTextMetrics.lines(
          of: word(key), size: Self.messageSize * scale,
          weight: 400, width: available)
        if message.count > Self.messageLineLimit {
          message = Array(message.prefix(Self.messageLineLimit))
          message[message.count - 1] = Self.withEllipsis(message[message.count - 1])
        }
      }
      var content = Self.titleLine * scale
      if !message.isEmpty { content += 2 + Double(message.count) * Self.messageLine * scale }
      let tallest = max(content, action == nil ? Self.iconSize : Self.actionHeight * scale)
      return FaceLayout(
        title: word(face.title), message: message,
        action: action, height: tallest + 2 * Self.contentPadding)
    }
    notes = ToastStackStrings.Demo.notes.map(word)
    heading = word(ToastStackStrings.Demo.heading)
    buttons = [
      ToastStackStrings.Demo.save, ToastStackStrings.Demo.delete, ToastStackStrings.Demo.sync,
    ].map(word)
    noteCount = ToastStackStrings.Demo.notes.count
  }

  // Type sizes and spacing, as the view's fonts set them at the default text size.
  static let titleSize = 15.0
  static let titleLine = 20.0
  static let messageSize = 13.0
  static let messageLine = 18.0
  static let iconSize = 22.0
  static let contentSpacing = 12.0
  static let actionHeight = 28.0

  /// The width of the Undo button around `title`.
  static func actionWidth(_ title: String, scale: Double) -> Double {
    PreviewTextMetrics.width(of: title, size: titleSize * scale, weight: 600) + 20
  }

  /// `line` with an ellipsis after it, as a line limit ends a message.
  static func withEllipsis(_ line: String) -> String {
    var bytes = Array(line.utf8)
    bytes.append(contentsOf: "…".utf8)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The stack's gesture starts at once: a touch fans the stack out before it moves anything.
  static var minimumDragDistance: Double { 0 }
  static var touchRole: String { "toasts" }
  /// Save, Delete and Sync, then each slot's Undo button.
  static var buttonRoles: [String] {
    ["save", "delete", "sync"] + (0..<slotCount).map { actionRole($0) }
  }
  var referenceLength: Double { Self.toastWidth }

  /// The role of slot `slot`'s action button.
  static func actionRole(_ slot: Int) -> String {
    let digit = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: slot)
    return String(decoding: Array("action".utf8) + [digit], as: UTF8.self)
  }

  /// The newest toast's middle at rest, which a touch is measured from.
  var touchOrigin: (x: Double, y: Double) { (Self.width / 2, Self.stackTop + 24) }

  func appearEvents(settings: PreviewSettings) -> [Machine.Event] {
    [
      .environmentChanged(settings.environment), .timeLimitsChanged(suspended: false),
      .sizeChanged(width: Self.width), .toastsChanged([]),
    ]
  }

  var lastEventCalledBack: Bool {
    !machine.removalsToReport.isEmpty || machine.actionToRun != nil
  }

  /// The newest toast's title, as the view announces it.
  var lastAnnouncement: LocalizedText? {
    guard let announcement = machine.announcementToPost,
      let toast = toasts.last(where: { $0.id == announcement.id })
    else { return nil }
    return LocalizedText(toast.face.title)
  }

  func visit(_ frame: inout Frame, _ tracks: inout PreviewTracks) {
    for slot in frame.slots.indices {
      tracks.discrete(&frame.slots[slot].isPresent)
      tracks.discrete(&frame.slots[slot].face)
      tracks.discrete(&frame.slots[slot].x)
      tracks.discrete(&frame.slots[slot].y)
      tracks.discrete(&frame.slots[slot].scale)
      tracks.discrete(&frame.slots[slot].height)
      tracks.discrete(&frame.slots[slot].opacity)
    }
    tracks.discrete(&frame.notes)
    tracks.discrete(&frame.deleteOpacity)
    tracks.discrete(&frame.opacity)
  }

  // MARK: - The demo app

  var appDeadline: Double? { saveDue }

  mutating func appDeadlineReached() -> Machine.Event? {
    saveDue = nil
    show(AppToast(id: Self.saveID, face: .saved))
    return takeBinding()
  }

  mutating func event(for input: PreviewInput, at time: Double) -> Machine.Event? {
    switch input {
    case .press(0), .activate:
      saveDue = time + Self.saveDuration
      show(AppToast(id: Self.saveID, face: .saving))
    case .press(1):
      guard noteCount > 0 else { return nil }
      noteCount -= 1
      show(AppToast(id: Self.deletedID + noteCount, face: .deleted))
    case .press(2):
      show(AppToast(id: Self.syncID, face: .offline))
    case .press(let button) where button >= 3 && button < 3 + Self.slotCount:
      guard let id = toastID(inSlot: button - 3, at: time),
        toasts.contains(where: { $0.id == id && $0.face.hasAction })
      else { return nil }
      return .actionPressed(id)
    case .key(.escape):
      return .escapePressed
    default:
      return nil
    }
    return takeBinding()
  }

  /// Appends `toast` to the binding, or replaces the one with its id in place.
  private mutating func show(_ toast: AppToast) {
    if let index = toasts.firstIndex(where: { $0.id == toast.id }) {
      toasts[index] = toast
    } else {
      toasts.append(toast)
    }
    bindingChanged = true
  }

  /// The binding as the view hands it over.
  private mutating func takeBinding() -> Machine.Event {
    bindingChanged = false
    return .toastsChanged(
      toasts.map {
        ToastStackEntry(
          id: $0.id, style: $0.face.style, duration: $0.face.duration, text: $0.face.rawValue,
          action: $0.face.hasAction ? 1 : nil)
      })
  }

  /// Does what the machine asks after its last event, as the view does: runs an action,
  /// removes the toasts that left, then hands over the binding if it changed, or a drawn
  /// toast's height when the machine does not know it yet.
  mutating func followUp(at time: Double) -> Machine.Event? {
    if let id = machine.actionToRun, toasts.contains(where: { $0.id == id && $0.face.hasAction }) {
      noteCount = min(noteCount + 1, notes.count)
      show(AppToast(id: Self.restoredID, face: .restored))
    }
    if !machine.removalsToReport.isEmpty {
      let removed = machine.removalsToReport
      toasts.removeAll { removed.contains($0.id) }
      bindingChanged = true
    }
    if bindingChanged { return takeBinding() }
    for depth in 0..<ToastStackMetrics.builtCount {
      guard let shown = machine.toast(atDepth: depth),
        let toast = toasts.last(where: { $0.id == shown.entry.id })
      else { continue }
      let height = faces[toast.face.rawValue].height
      if shown.height != height { return .heightMeasured(id: shown.entry.id, height: height) }
    }
    return nil
  }

  // MARK: - Touch

  mutating func touchBegan(x: Double, y: Double, at time: Double) {
    let pointX = touchOrigin.x + x
    let pointY = touchOrigin.y + y
    touchedID = nil
    var topmost = -Double.infinity
    for drawn in ToastStackLayout(machine, at: time)
    where drawn.allowsHitTesting && drawn.zIndex > topmost {
      let halfWidth = Self.toastWidth * drawn.scale / 2
      let top = Self.stackTop + drawn.offsetY
      let center = Self.width / 2 + drawn.offsetX
      guard abs(pointX - center) <= halfWidth, pointY >= top,
        pointY <= top + drawn.height * drawn.scale
      else { continue }
      touchedID = drawn.id
      topmost = drawn.zIndex
    }
  }

  mutating func event(for gesture: PreviewGesture) -> Machine.Event? {
    guard let id = touchedID else { return nil }
    switch gesture {
    case .changed(let x, let y):
      return .dragChanged(id: id, translationX: x, translationY: y)
    case .ended(let x, let y, let predictedX, let predictedY):
      touchedID = nil
      return .dragEnded(
        translationX: x, translationY: y, predictedX: predictedX, predictedY: predictedY)
    case .cancelled:
      touchedID = nil
      return .dragCancelled
    }
  }

  // MARK: - Drawing

  /// The slot that draws the toast at `position` of `layout` (back to front), or `nil`.
  ///
  /// The shown toasts take the first slots, then the newest leaving ones the rest. It is worked
  /// out per toast, without a list, since it runs on every event and frame of the live block.
  private func slot(ofPosition position: Int, in layout: ToastStackLayout<Int>) -> Int? {
    let leaving = machine.leaving.count
    let shown = layout.count - leaving
    let skipped = max(leaving - (Self.slotCount - ToastStackMetrics.builtCount), 0)
    if position < shown { return position }
    if position - shown >= skipped {
      return ToastStackMetrics.builtCount + position - shown - skipped
    }
    return nil
  }

  /// The id of the toast drawn in `slot` at `time`.
  private func toastID(inSlot slot: Int, at time: Double) -> Int? {
    let layout = ToastStackLayout(machine, at: time)
    let position = layout.indices.first { self.slot(ofPosition: $0, in: layout) == slot }
    return position.map { layout[$0].id }
  }

  /// The face of the toast with `id`: the binding's, or for a toast the app removed while it
  /// leaves, the one it had.
  private func face(of id: Int) -> Face {
    if let toast = toasts.last(where: { $0.id == id }) { return toast.face }
    switch id {
    case Self.saveID: return .saved
    case Self.syncID: return .offline
    case Self.restoredID: return .restored
    default: return .deleted
    }
  }

  func update(_ frame: inout Frame, at time: Double) {
    for slot in frame.slots.indices { frame.slots[slot] = Frame.Slot() }
    let layout = ToastStackLayout(machine, at: time)
    for position in layout.indices {
      guard let slot = slot(ofPosition: position, in: layout), frame.slots.indices.contains(slot)
      else { continue }
      let drawn = layout[position]
      func finite(_ value: Double) -> Double { Numbers.finite(value, or: 0) }
      frame.slots[slot] = Frame.Slot(
        isPresent: true, face: face(of: drawn.id),
        // Screen points, drawn inside the mirrored drawing: the mirror turns them back.
        x: finite(drawn.offsetX * settings.direction.forwardSign), y: finite(drawn.offsetY),
        scale: finite(drawn.scale), height: finite(drawn.height), opacity: finite(drawn.opacity))
    }
    frame.notes = noteCount
    frame.deleteOpacity = noteCount > 0 ? 1 : 0.4
    frame.opacity = machine.environment.opacity
  }

  func scene(_ frame: Frame) -> PreviewScene {
    let width = Self.width
    var builder = PreviewSceneBuilder()
    builder.open(.definitions)
    for slot in 0..<Self.slotCount {
      builder.open(.clipPath, [PreviewAttribute(.id, .reference(Self.clipID(slot)))])
      builder.add(
        .rect,
        PreviewAttribute.frame(
          x: -Self.toastWidth / 2, y: 0, width: Self.toastWidth,
          height: frame.slots[slot].height,
          radius: Self.cornerRadius))
      builder.close()
    }
    builder.close()
    builder.add(
      .rect, role: "background",
      PreviewAttribute.frame(x: 0, y: 0, width: width, height: Self.height, radius: 20)
        + palette.groupedBackground.fillAttributes)
    builder.openMirror(width: width, mirrored: settings.isMirrored)
    addNotes(count: frame.notes, to: &builder)
    addButtons(deleteOpacity: frame.deleteOpacity, to: &builder)
    builder.openGroup(role: Self.touchRole, [.opacity(frame.opacity)])
    for slot in 0..<Self.slotCount {
      addSlot(slot, frame.slots[slot], to: &builder)
    }
    builder.close()
    builder.close()
    return builder.scene(width: width, height: Self.height)
  }

  /// The id of slot `slot`'s clip path.
  private static func clipID(_ slot: Int) -> String {
    let digit = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: slot)
    return String(decoding: Array("toast".utf8) + [digit], as: UTF8.self)
  }

  /// The demo's heading and its notes, as many as are left.
  private func addNotes(count: Int, to builder: inout PreviewSceneBuilder) {
    let scale = settings.textScale
    let left = 24.0
    builder.text(
      heading, x: left, y: 128, size: 22 * scale, weight: 700, anchor: .leading,
      color: palette.label)
    for (index, note) in notes.enumerated() {
      let top = 148 + Double(index) * 44
      builder.openGroup([.visible(index < count)])
      builder.symbol(
        .docText, x: left + 10, y: top + 22, size: 18, color: PreviewColor(palette.blue))
      builder.text(
        note, x: left + 32, y: top + 27, size: 17 * scale, weight: 400, anchor: .leading,
        color: palette.label)
      builder.add(
        .rect,
        PreviewAttribute.frame(x: left, y: top + 43.5, width: Self.width - 2 * left, height: 0.5)
          + palette.quaternaryLabel.fillAttributes)
      builder.close()
    }
  }

  /// Save, Delete and Sync, as bordered buttons.
  private func addButtons(deleteOpacity: Double, to builder: inout PreviewSceneBuilder) {
    let size = 15 * settings.textScale
    var x = 24.0
    for (index, title) in buttons.enumerated() {
      let width = PreviewTextMetrics.width(of: title, size: size, weight: 500) + 24
      let color = index == 1 ? palette.red : palette.blue
      builder.openGroup(
        role: Self.buttonRoles[index], [.opacity(index == 1 ? deleteOpacity : 1)])
      builder.add(
        .rect,
        PreviewAttribute.frame(
          x: x, y: Self.buttonCenterY - Self.buttonHeight / 2, width: width,
          height: Self.buttonHeight, radius: Self.buttonHeight / 2)
          + PreviewColor(color, opacity: 0.15).fillAttributes)
      builder.text(
        title, x: x + width / 2, y: Self.buttonCenterY + 0.35 * size, size: size, weight: 500,
        anchor: .center, color: PreviewColor(color))
      builder.close()
      x += width + 10
    }
  }

  /// One slot: its toast placed, scaled around its top centre and clipped to its height, with
  /// the face of the toast in it.
  private func addSlot(_ slot: Int, _ drawn: Frame.Slot, to builder: inout PreviewSceneBuilder) {
    let opacity = drawn.opacity
    builder.openGroup(
      role: "toast",
      [
        .transform(.translate(Self.width / 2 + drawn.x, Self.stackTop + drawn.y)),
        .opacity(opacity), .visible(drawn.isPresent && opacity > 0),
      ])
    builder.openGroup([.transform(.scale(drawn.scale))])
    let left = -Self.toastWidth / 2
    let border = palette.quaternaryLabel
    builder.add(
      .rect,
      PreviewAttribute.frame(
        x: left, y: 0, width: Self.toastWidth, height: drawn.height,
        radius: Self.cornerRadius)
        + palette.secondaryGroupedBackground.fillAttributes
        + [
          PreviewAttribute(.stroke, .discreteColor(border.rgb)),
          PreviewAttribute(.strokeOpacity, .fraction(border.opacity)),
          PreviewAttribute(.strokeWidth, .length(1)),
        ])
    builder.openGroup([PreviewAttribute(.clipPath, .reference(Self.clipID(slot)))])
    for face in Face.allCases {
      builder.openGroup([.visible(face == drawn.face)])
      addFace(face, slot: slot, left: left, to: &builder)
      builder.close()
    }
    builder.close()
    builder.close()
    builder.close()
  }

  /// A face's symbol, title, message and action, at the toast's natural height.
  private func addFace(
    _ face: Face, slot: Int, left: Double, to builder: inout PreviewSceneBuilder
  ) {
    let layout = faces[face.rawValue]
    let scale = settings.textScale
    let padding = Self.contentPadding
    let middle = layout.height / 2
    let tint: RGBColor
    let symbol: PreviewSymbol
    switch face.style {
    case .success: (tint, symbol) = (palette.green, .checkmarkCircleFill)
    case .error, .warning: (tint, symbol) = (palette.red, .xmarkOctagonFill)
    case .info: (tint, symbol) = (palette.blue, .infoCircleFill)
    case .loading: (tint, symbol) = (palette.blue, .spinner)
    }
    builder.symbol(
      symbol, x: left + padding + Self.iconSize / 2, y: middle, size: Self.iconSize,
      color: face.style == .loading ? palette.secondaryLabel : PreviewColor(tint))
    var content = Self.titleLine * scale
    if !layout.message.isEmpty {
      content += 2 + Double(layout.message.count) * Self.messageLine * scale
    }
    let textLeft = left + padding + Self.iconSize + Self.contentSpacing
    var baseline = middle - content / 2 + 15 * scale
    builder.text(
      layout.title, x: textLeft, y: baseline, size: Self.titleSize * scale, weight: 600,
      anchor: .leading, color: palette.label)
    baseline += 2
    for line in layout.message {
      baseline += Self.messageLine * scale
      builder.text(
        line, x: textLeft, y: baseline, size: Self.messageSize * scale, weight: 400,
        anchor: .leading, color: palette.secondaryLabel)
    }
    if let action = layout.action {
      let width = Self.actionWidth(action, scale: scale)
      let height = Self.actionHeight * scale
      let right = -left - padding
      builder.openGroup(role: Self.actionRole(slot))
      builder.add(
        .rect,
        PreviewAttribute.frame(
          x: right - width, y: middle - height / 2, width: width, height: height,
          radius: height / 2)
          + PreviewColor(palette.blue, opacity: 0.15).fillAttributes)
      builder.text(
        action, x: right - width / 2, y: middle + 0.35 * Self.titleSize * scale,
        size: Self.titleSize * scale, weight: 600, anchor: .center,
        color: PreviewColor(palette.blue))
      builder.close()
    }
  }
}

extension ToastStackPreview {
  /// The stack's built-in scenarios; distances are fractions of a toast's width.
  static let scenarios = [
    PreviewScenario(
      name: "arrive",
      title: [.english: "Three toasts stack", .spanish: "Tres avisos se apilan"],
      summary: [
        .english:
          "Sync fails, a note is deleted and a save starts: each toast slides in from the top and "
          + "the ones before it move back and shrink, three deep.",
        .spanish:
          "Falla la sincronización, se elimina una nota y empieza un guardado: cada aviso entra "
          + "desde arriba y los anteriores retroceden y se encogen, tres en fondo.",
      ],
      steps: [.wait(0.3), .press(2), .wait(0.6), .press(1), .wait(0.6), .press(0), .wait(1.0)],
      posterTime: 2.4),
    PreviewScenario(
      name: "fan-out",
      title: [.english: "A touch fans them out", .spanish: "Un toque los despliega"],
      summary: [
        .english:
          "A finger on the stack spreads the toasts out with a gap between them and stops their "
          + "timers until the stack collapses again.",
        .spanish: "Un dedo sobre la pila separa los avisos con un hueco entre ellos y detiene sus "
          + "temporizadores hasta que la pila se vuelve a recoger.",
      ],
      steps: [
        .wait(0.3), .press(2), .wait(0.4), .press(1), .wait(0.4), .press(0), .wait(0.8),
        .touchDown, .wait(1.6), .release(), .wait(0.6),
      ],
      posterTime: 2.9),
    PreviewScenario(
      name: "swipe",
      title: [.english: "Swiped away sideways", .spanish: "Se descarta de lado"],
      summary: [
        .english:
          "The error toast is dragged sideways past 45 points: on release it slides off in the "
          + "drag's direction and leaves the binding.",
        .spanish: "El aviso de error se arrastra de lado más de 45 puntos: al soltarlo sale en la "
          + "dirección del arrastre y deja el enlace.",
      ],
      steps: [
        .wait(0.3), .press(2), .wait(0.8), .touchDown, .drag(x: 0.45, y: 0.02, duration: 0.4),
        .release(), .wait(0.8),
      ],
      posterTime: 1.45),
    PreviewScenario(
      name: "update",
      title: [.english: "Saving… becomes Saved", .spanish: "Guardando… pasa a Guardado"],
      summary: [
        .english:
          "Save shows a loading toast that does not time out; when the save finishes the same "
          + "toast turns into a success, in place, and starts its time.",
        .spanish:
          "Guardar muestra un aviso de carga que no caduca; cuando termina, el mismo aviso pasa "
          + "a ser de éxito, en su sitio, y empieza a contar.",
      ],
      steps: [.wait(0.3), .press(0), .wait(2.2)],
      posterTime: 2.2),
    PreviewScenario(
      name: "time-out",
      title: [.english: "A toast times out", .spanish: "Un aviso caduca"],
      summary: [
        .english:
          "Nobody touches the stack: after its 4 seconds the toast slides up and away, and only "
          + "then leaves the binding.",
        .spanish:
          "Nadie toca la pila: pasados sus 4 segundos el aviso sube y desaparece, y solo entonces "
          + "deja el enlace.",
      ],
      steps: [.wait(0.3), .press(2), .wait(4.4)],
      posterTime: 4.4),
  ]
}
