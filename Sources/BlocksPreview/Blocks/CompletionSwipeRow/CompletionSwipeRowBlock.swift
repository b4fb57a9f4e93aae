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
