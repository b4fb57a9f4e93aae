/// The toast stack's user-visible default strings, in English and Spanish.
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

  /// Every key the stack shows or speaks, in English and Spanish.
  public static let table = StringTable(
    name: "ToastStack",
    [
      region.key: .init(english: "Notifications", spanish: "Notificaciones"),
      dismiss.key: .init(english: "Dismiss", spanish: "Descartar"),
      andMore.key: .init(english: "and %1$d more", spanish: "y %1$d más"),
      info.key: .init(english: "Information", spanish: "Información"),
      success.key: .init(english: "Success", spanish: "Correcto"),
      warning.key: .init(english: "Warning", spanish: "Aviso"),
      error.key: .init(english: "Error", spanish: "Error"),
      loading.key: .init(english: "In progress", spanish: "En curso"),
      Demo.heading: .init(english: "Trip notes", spanish: "Notas del viaje"),
      Demo.save: .init(english: "Save", spanish: "Guardar"),
      Demo.saving: .init(english: "Saving…", spanish: "Guardando…"),
      Demo.saved: .init(english: "Saved", spanish: "Guardado"),
      Demo.savedMessage: .init(
        english: "Your notes are up to date.", spanish: "Tus notas están al día."),
      Demo.delete: .init(english: "Delete", spanish: "Eliminar"),
      Demo.deleted: .init(english: "Note deleted", spanish: "Nota eliminada"),
      Demo.undo: .init(english: "Undo", spanish: "Deshacer"),
      Demo.restored: .init(english: "Note restored", spanish: "Nota recuperada"),
      Demo.sync: .init(english: "Sync", spanish: "Sincronizar"),
      Demo.offline: .init(english: "Can't sync", spanish: "No se puede sincronizar"),
      Demo.offlineMessage: .init(
        english: "You're offline. Your notes are kept on this device and sync later.",
        spanish: "No hay conexión. Tus notas se guardan aquí y se sincronizan después."),
      "toast-stack.demo.note.flights": .init(
        english: "Flights and hotel", spanish: "Vuelos y hotel"),
      "toast-stack.demo.note.packing": .init(english: "Packing list", spanish: "Qué llevar"),
      "toast-stack.demo.note.museums": .init(
        english: "Museums to book", spanish: "Museos que reservar"),
    ])
}
