/// The toast stack's user-visible default strings, one table per language.
///
/// Every key the stack reads to VoiceOver or announces is here, so the single-file download speaks
/// both languages without a resource bundle. The toasts' titles, messages and action titles are
/// the app's and are shown as the app localizes them.
nonisolated public enum ToastStackStrings {
  /// The accessibility label of the stack's container: "Notifications".
  public static var region: LocalizedText { LocalizedText("toast-stack.region") }
  /// The accessibility action that removes a toast: "Dismiss".
  public static var dismiss: LocalizedText { LocalizedText("toast-stack.dismiss") }
  /// What follows the newest toast when one change brings several: "and %1$d more".
  public static var andMore: LocalizedText { LocalizedText("toast-stack.and-more") }
  /// The spoken name of an information toast: "Information".
  public static var info: LocalizedText { LocalizedText("toast-stack.style.info") }
  /// The spoken name of a success toast: "Success".
  public static var success: LocalizedText { LocalizedText("toast-stack.style.success") }
  /// The spoken name of a warning toast: "Warning".
  public static var warning: LocalizedText { LocalizedText("toast-stack.style.warning") }
  /// The spoken name of an error toast: "Error".
  public static var error: LocalizedText { LocalizedText("toast-stack.style.error") }
  /// The spoken name of a loading toast: "In progress".
  public static var loading: LocalizedText { LocalizedText("toast-stack.style.loading") }

  /// The demo's keys: what each of its buttons does and the toasts they show.
  public enum Demo {
    /// The demo's heading: "Trip notes".
    public static var heading: String { "toast-stack.demo.heading" }
    /// The save button: "Save".
    public static var save: String { "toast-stack.demo.save" }
    /// The loading toast while saving: "Saving…".
    public static var saving: String { "toast-stack.demo.saving" }
    /// The same toast once saved: "Saved".
    public static var saved: String { "toast-stack.demo.saved" }
    /// Its message: "Your notes are up to date.".
    public static var savedMessage: String { "toast-stack.demo.saved-message" }
    /// The delete button: "Delete".
    public static var delete: String { "toast-stack.demo.delete" }
    /// The toast after deleting: "Note deleted".
    public static var deleted: String { "toast-stack.demo.deleted" }
    /// Its action: "Undo".
    public static var undo: String { "toast-stack.demo.undo" }
    /// The toast after Undo: "Note restored".
    public static var restored: String { "toast-stack.demo.restored" }
    /// The sync button: "Sync".
    public static var sync: String { "toast-stack.demo.sync" }
    /// The error toast: "Can't sync".
    public static var offline: String { "toast-stack.demo.offline" }
    /// Its message.
    public static var offlineMessage: String { "toast-stack.demo.offline-message" }
    /// The notes the demo lists, by key.
    public static let notes = [
      "toast-stack.demo.note.flights", "toast-stack.demo.note.packing",
      "toast-stack.demo.note.museums",
    ]
  }

  /// The spoken name of `style`, read before a toast's title.
  public static func name(of style: ToastStackStyle) -> LocalizedText {
    switch style {
    case .info: info
    case .success: success
    case .warning: warning
    case .error: error
    case .loading: loading
    }
  }

  /// "and n more", for an announcement that stands for `others` toasts besides the newest.
  public static func more(_ others: Int) -> LocalizedText { andMore.with(others) }

  /// Every key the stack shows or speaks, one table per language.
  public static let table = StringTable(name: "ToastStack", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    region.key: "Notifications",
    dismiss.key: "Dismiss",
    andMore.key: "and %1$d more",
    info.key: "Information",
    success.key: "Success",
    warning.key: "Warning",
    error.key: "Error",
    loading.key: "In progress",
    Demo.heading: "Trip notes",
    Demo.save: "Save",
    Demo.saving: "Saving…",
    Demo.saved: "Saved",
    Demo.savedMessage: "Your notes are up to date.",
    Demo.delete: "Delete",
    Demo.deleted: "Note deleted",
    Demo.undo: "Undo",
    Demo.restored: "Note restored",
    Demo.sync: "Sync",
    Demo.offline: "Can't sync",
    Demo.offlineMessage: "You're offline. Your notes are kept on this device and sync later.",
    "toast-stack.demo.note.flights": "Flights and hotel",
    "toast-stack.demo.note.packing": "Packing list",
    "toast-stack.demo.note.museums": "Museums to book",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    region.key: "Notificaciones",
    dismiss.key: "Descartar",
    andMore.key: "y %1$d más",
    info.key: "Información",
    success.key: "Correcto",
    warning.key: "Aviso",
    error.key: "Error",
    loading.key: "En curso",
    Demo.heading: "Notas del viaje",
    Demo.save: "Guardar",
    Demo.saving: "Guardando…",
    Demo.saved: "Guardado",
    Demo.savedMessage: "Tus notas están al día.",
    Demo.delete: "Eliminar",
    Demo.deleted: "Nota eliminada",
    Demo.undo: "Deshacer",
    Demo.restored: "Nota recuperada",
    Demo.sync: "Sincronizar",
    Demo.offline: "No se puede sincronizar",
    Demo.offlineMessage: "No hay conexión. Tus notas se guardan aquí y se sincronizan después.",
    "toast-stack.demo.note.flights": "Vuelos y hotel",
    "toast-stack.demo.note.packing": "Qué llevar",
    "toast-stack.demo.note.museums": "Museos que reservar",
  ]
}
