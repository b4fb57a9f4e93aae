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
