/// The hold button's user-visible default strings, in English and Spanish.
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

  /// Every string the block and its demo show or announce, in English and Spanish.
  public static let table = StringTable(
    name: "HoldToConfirmButton",
    [
      hint.key: .init(english: "Double tap to confirm", spanish: "Toca dos veces para confirmar"),
      confirmed.key: .init(english: "Confirmed", spanish: "Confirmado"),
      failed.key: .init(english: "Failed", spanish: "Ha fallado"),
      failureTitle.key: .init(english: "Try again", spanish: "Inténtalo de nuevo"),
      inProgress.key: .init(english: "In progress", spanish: "En curso"),
      demoTitle.key: .init(english: "Hold to delete", spanish: "Mantén para eliminar"),
      demoDeletedFiles.key: .init(english: "Deleted files", spanish: "Archivos eliminados"),
      demoSyncTitle.key: .init(english: "Hold to sync", spanish: "Mantén para sincronizar"),
      demoArchiveTitle.key: .init(english: "Hold to archive", spanish: "Mantén para archivar"),
    ])
}
