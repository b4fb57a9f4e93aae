/// The slider's user-visible default strings, in English and Spanish.
///
/// Keys are the English defaults, so a view can tell whether an app kept a default
/// (`resource.key == "Confirmed"`) and then show it in the user's language.
public enum SwipeToConfirmSliderStrings {
  /// The default confirmed title.
  public static let confirmedTitle = LocalizedText("Confirmed")
  /// The default failure title.
  public static let failureTitle = LocalizedText("Try again")
  /// The accessibility hint.
  public static let hint = LocalizedText("Double tap to confirm")
  /// The accessibility value while confirm work is pending.
  public static let inProgress = LocalizedText("In progress")
  /// The announcement after a confirm.
  public static let confirmedAnnouncement = LocalizedText("Confirmed")
  /// The announcement after the confirm work failed.
  public static let failedAnnouncement = LocalizedText("Failed")

  /// Every key the slider shows or announces, with its English and Spanish value.
  public static let table = StringTable([
    "Confirmed": .init(english: "Confirmed", spanish: "Confirmado"),
    "Try again": .init(english: "Try again", spanish: "Inténtalo de nuevo"),
    "Double tap to confirm": .init(
      english: "Double tap to confirm", spanish: "Toca dos veces para confirmar"),
    "In progress": .init(english: "In progress", spanish: "En curso"),
    "Failed": .init(english: "Failed", spanish: "No se ha podido completar"),
  ])
}
