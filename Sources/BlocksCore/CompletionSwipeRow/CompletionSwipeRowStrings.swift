/// The English and Spanish strings of the completion swipe row.
///
/// Every key the row shows, reads to VoiceOver or announces is here, so the single-file download
/// speaks both languages without a resource bundle. The demo's strings live here too.
public enum CompletionSwipeRowStrings {
  /// The default name of the accessibility action that completes the row.
  public static let complete = LocalizedText("swipeRow.complete")
  /// The title of the Undo button and the name of its accessibility action.
  public static let undo = LocalizedText("swipeRow.undo")
  /// The announcement and accessibility value of a completed row.
  public static let completed = LocalizedText("swipeRow.completed")
  /// The accessibility hint of a row that can be completed.
  public static let hint = LocalizedText("swipeRow.hint")

  /// The English default of `actionName`; the view replaces it with ``complete`` in the user's
  /// language.
  public static let defaultActionName = "Complete"

  /// Every string of the row and its demo, in English and Spanish.
  public static let table = StringTable([
    "swipeRow.complete": .init(english: "Complete", spanish: "Completar"),
    "swipeRow.undo": .init(english: "Undo", spanish: "Deshacer"),
    "swipeRow.completed": .init(english: "Completed", spanish: "Completado"),
    "swipeRow.hint": .init(
      english: "Swipe forward to complete.", spanish: "Desliza hacia delante para completar."),
    "swipeRow.demo.title": .init(english: "Today", spanish: "Hoy"),
    "swipeRow.demo.empty": .init(english: "All done for today", spanish: "Todo hecho por hoy"),
    "swipeRow.demo.startOver": .init(english: "Start over", spanish: "Empezar de nuevo"),
    "swipeRow.demo.water": .init(english: "Water the plants", spanish: "Regar las plantas"),
    "swipeRow.demo.call": .init(english: "Call Grandma", spanish: "Llamar a la abuela"),
    "swipeRow.demo.groceries": .init(english: "Buy groceries", spanish: "Hacer la compra"),
    "swipeRow.demo.run": .init(english: "Go for a run", spanish: "Salir a correr"),
    "swipeRow.demo.read": .init(english: "Read 20 pages", spanish: "Leer 20 páginas"),
  ])
}
