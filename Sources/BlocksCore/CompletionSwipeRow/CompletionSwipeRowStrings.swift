/// The completion swipe row's user-visible default strings, one table per language.
///
/// Every key the row shows, reads to VoiceOver or announces is here, so the single-file download
/// speaks both languages without a resource bundle. Only the block's own defaults come from
/// here; an action name the app passes is shown as the app localizes it.
nonisolated public enum CompletionSwipeRowStrings {
  /// The default name of the accessibility action that completes the row: "Complete".
  public static var complete: LocalizedText { LocalizedText("completion-swipe-row.complete") }
  /// The title of the Undo button and the name of its accessibility action: "Undo".
  public static var undo: LocalizedText { LocalizedText("completion-swipe-row.undo") }
  /// The announcement and accessibility value of a completed row: "Completed".
  public static var completed: LocalizedText { LocalizedText("completion-swipe-row.completed") }
  /// The accessibility hint of a row that can be completed.
  public static var hint: LocalizedText { LocalizedText("completion-swipe-row.hint") }
  /// The demo's heading: "Today".
  public static var demoTitle: LocalizedText { LocalizedText("completion-swipe-row.demo.title") }
  /// The demo's empty state: "All done for today".
  public static var demoEmpty: LocalizedText { LocalizedText("completion-swipe-row.demo.empty") }
  /// The demo's button that brings the tasks back: "Start over".
  public static var demoStartOver: LocalizedText {
    LocalizedText("completion-swipe-row.demo.startOver")
  }
  /// A demo task: "Water the plants".
  public static var demoWater: LocalizedText { LocalizedText("completion-swipe-row.demo.water") }
  /// A demo task: "Call Grandma".
  public static var demoCall: LocalizedText { LocalizedText("completion-swipe-row.demo.call") }
  /// A demo task: "Buy groceries".
  public static var demoGroceries: LocalizedText {
    LocalizedText("completion-swipe-row.demo.groceries")
  }
  /// A demo task: "Go for a run".
  public static var demoRun: LocalizedText { LocalizedText("completion-swipe-row.demo.run") }
  /// A demo task: "Read 20 pages".
  public static var demoRead: LocalizedText { LocalizedText("completion-swipe-row.demo.read") }
  /// A numbered task of the List preview: "Task %1$d".
  public static var demoNumbered: LocalizedText {
    LocalizedText("completion-swipe-row.demo.numbered")
  }
  /// The custom action of the tinted preview: "Archive".
  public static var demoArchive: LocalizedText {
    LocalizedText("completion-swipe-row.demo.archive")
  }
  /// The disabled preview's row: "Disabled".
  public static var demoDisabled: LocalizedText {
    LocalizedText("completion-swipe-row.demo.disabled")
  }

  /// Every string of the row and its demo, one table per language.
  public static let table = StringTable(
    name: "CompletionSwipeRow", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    complete.key: "Complete",
    undo.key: "Undo",
    completed.key: "Completed",
    hint.key: "Swipe forward to complete.",
    demoTitle.key: "Today",
    demoEmpty.key: "All done for today",
    demoStartOver.key: "Start over",
    demoWater.key: "Water the plants",
    demoCall.key: "Call Grandma",
    demoGroceries.key: "Buy groceries",
    demoRun.key: "Go for a run",
    demoRead.key: "Read 20 pages",
    demoNumbered.key: "Task %1$d",
    demoArchive.key: "Archive",
    demoDisabled.key: "Disabled",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    complete.key: "Completar",
    undo.key: "Deshacer",
    completed.key: "Completado",
    hint.key: "Desliza hacia delante para completar.",
    demoTitle.key: "Hoy",
    demoEmpty.key: "Todo hecho por hoy",
    demoStartOver.key: "Empezar de nuevo",
    demoWater.key: "Regar las plantas",
    demoCall.key: "Llamar a la abuela",
    demoGroceries.key: "Hacer la compra",
    demoRun.key: "Salir a correr",
    demoRead.key: "Leer 20 páginas",
    demoNumbered.key: "Tarea %1$d",
    demoArchive.key: "Archivar",
    demoDisabled.key: "Desactivada",
  ]
}
