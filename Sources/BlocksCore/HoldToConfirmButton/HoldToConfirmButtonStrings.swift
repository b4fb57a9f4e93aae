/// The keys and the English and Spanish strings of the Hold To Confirm Button.
///
/// The block carries its own table so its single-file download needs no resource bundle.
public enum HoldToConfirmButtonStrings {
  /// The accessibility hint: "Double tap to confirm".
  public static let hint = "holdButton.hint"
  /// The confirmed value and announcement: "Confirmed".
  public static let confirmed = "holdButton.confirmed"
  /// The failed value and announcement: "Failed".
  public static let failed = "holdButton.failed"
  /// The title shown while failed: "Try again".
  public static let failureTitle = "holdButton.failureTitle"
  /// The value while the asynchronous action runs: "In progress".
  public static let inProgress = "holdButton.inProgress"
  /// The demo's button title: "Hold to delete".
  public static let demoTitle = "holdButton.demo.title"
  /// The demo's counter label: "Deleted files".
  public static let demoDeletedFiles = "holdButton.demo.deletedFiles"
  /// The demo's failing button title: "Hold to sync".
  public static let demoSyncTitle = "holdButton.demo.syncTitle"

  /// Every string the block shows or announces, in English and Spanish.
  public static let table = StringTable([
    hint: .init(english: "Double tap to confirm", spanish: "Toca dos veces para confirmar"),
    confirmed: .init(english: "Confirmed", spanish: "Confirmado"),
    failed: .init(english: "Failed", spanish: "Ha fallado"),
    failureTitle: .init(english: "Try again", spanish: "Inténtalo de nuevo"),
    inProgress: .init(english: "In progress", spanish: "En curso"),
    demoTitle: .init(english: "Hold to delete", spanish: "Mantén para eliminar"),
    demoDeletedFiles: .init(english: "Deleted files", spanish: "Archivos eliminados"),
    demoSyncTitle: .init(english: "Hold to sync", spanish: "Mantén para sincronizar"),
  ])

  /// The key whose English string is `english`, if the table has one.
  ///
  /// The view uses it to show a title given as an English literal (such as the demo's
  /// "Hold to delete") in the user's language without a resource bundle.
  public static func key(forEnglish english: String) -> String? {
    table.entries.first { $0.value.english == english }?.key
  }
}
