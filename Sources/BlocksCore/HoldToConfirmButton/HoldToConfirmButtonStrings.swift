/// The hold button's user-visible default strings, one table per language.
///
/// The block carries its own table so its single-file download needs no resource bundle. Only
/// the block's own defaults come from here; a title the app passes is shown as the app localizes
/// it.
nonisolated public enum HoldToConfirmButtonStrings {
  /// The accessibility hint: "Double tap to confirm".
  public static var hint: LocalizedText { LocalizedText("hold-to-confirm-button.hint") }
  /// The confirmed value and announcement: "Confirmed".
  public static var confirmed: LocalizedText { LocalizedText("hold-to-confirm-button.confirmed") }
  /// The failed value and announcement: "Failed".
  public static var failed: LocalizedText { LocalizedText("hold-to-confirm-button.failed") }
  /// The title shown while failed: "Try again".
  public static var failureTitle: LocalizedText {
    LocalizedText("hold-to-confirm-button.failureTitle")
  }
  /// The value while the asynchronous action runs: "In progress".
  public static var inProgress: LocalizedText { LocalizedText("hold-to-confirm-button.inProgress") }
  /// The demo's button title: "Hold to delete".
  public static var demoTitle: LocalizedText { LocalizedText("hold-to-confirm-button.demo.title") }
  /// The demo's counter label: "Deleted files".
  public static var demoDeletedFiles: LocalizedText {
    LocalizedText("hold-to-confirm-button.demo.deletedFiles")
  }
  /// The asynchronous previews' button title: "Hold to sync".
  public static var demoSyncTitle: LocalizedText {
    LocalizedText("hold-to-confirm-button.demo.syncTitle")
  }
  /// The dark preview's button title: "Hold to archive".
  public static var demoArchiveTitle: LocalizedText {
    LocalizedText("hold-to-confirm-button.demo.archiveTitle")
  }

  /// Every string the block and its demo show or announce, one table per language.
  public static let table = StringTable(
    name: "HoldToConfirmButton", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    hint.key: "Double tap to confirm",
    confirmed.key: "Confirmed",
    failed.key: "Failed",
    failureTitle.key: "Try again",
    inProgress.key: "In progress",
    demoTitle.key: "Hold to delete",
    demoDeletedFiles.key: "Deleted files",
    demoSyncTitle.key: "Hold to sync",
    demoArchiveTitle.key: "Hold to archive",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    hint.key: "Toca dos veces para confirmar",
    confirmed.key: "Confirmado",
    failed.key: "Ha fallado",
    failureTitle.key: "Inténtalo de nuevo",
    inProgress.key: "En curso",
    demoTitle.key: "Mantén para eliminar",
    demoDeletedFiles.key: "Archivos eliminados",
    demoSyncTitle.key: "Mantén para sincronizar",
    demoArchiveTitle.key: "Mantén para archivar",
  ]
}
