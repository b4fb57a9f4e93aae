/// The toast stack's user-visible default strings, in English and Spanish.
///
/// Every key the stack reads to VoiceOver or announces is here, so the single-file download speaks
/// both languages without a resource bundle. The toasts' titles, messages and action titles are
/// the app's and are shown as the app localizes them.
public enum ToastStackStrings {
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
    ])
}
