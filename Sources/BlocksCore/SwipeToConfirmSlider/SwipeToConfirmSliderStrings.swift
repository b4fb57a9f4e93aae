/// The slider's user-visible default strings, one table per language.
///
/// The block carries its own table so its single-file download needs no resource bundle. Only
/// the block's own defaults come from here; a title the app passes is shown as the app localizes
/// it.
nonisolated public enum SwipeToConfirmSliderStrings {
  /// The default confirmed title: "Confirmed".
  public static var confirmedTitle: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.confirmedTitle")
  }
  /// The default failure title: "Try again".
  public static var failureTitle: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.failureTitle")
  }
  /// The accessibility hint: "Double tap to confirm".
  public static var hint: LocalizedText { LocalizedText("swipe-to-confirm-slider.hint") }
  /// The accessibility value while confirm work is pending: "In progress".
  public static var inProgress: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.inProgress")
  }
  /// The announcement after a confirm: "Confirmed".
  public static var confirmedAnnouncement: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.confirmedAnnouncement")
  }
  /// The announcement after the confirm work failed: "Failed".
  public static var failedAnnouncement: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.failedAnnouncement")
  }
  /// The demo's call to action: "Slide to pay".
  public static var demoTitle: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.demo.title")
  }
  /// The demo's heading above the amount: "Total".
  public static var demoTotal: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.demo.total")
  }
  /// The demo's counter: "Payments: %1$d".
  public static var demoPayments: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.demo.payments")
  }
  /// The demo's confirmed title for its asynchronous preview: "Paid".
  public static var demoPaid: LocalizedText { LocalizedText("swipe-to-confirm-slider.demo.paid") }

  /// Every key the slider and its demo show or announce, one table per language.
  public static let table = StringTable(
    name: "SwipeToConfirmSlider", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    confirmedTitle.key: "Confirmed",
    failureTitle.key: "Try again",
    hint.key: "Double tap to confirm",
    inProgress.key: "In progress",
    confirmedAnnouncement.key: "Confirmed",
    failedAnnouncement.key: "Failed",
    demoTitle.key: "Slide to pay",
    demoTotal.key: "Total",
    demoPayments.key: "Payments: %1$d",
    demoPaid.key: "Paid",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    confirmedTitle.key: "Confirmado",
    failureTitle.key: "Inténtalo de nuevo",
    hint.key: "Toca dos veces para confirmar",
    inProgress.key: "En curso",
    confirmedAnnouncement.key: "Confirmado",
    failedAnnouncement.key: "Ha fallado",
    demoTitle.key: "Desliza para pagar",
    demoTotal.key: "Total",
    demoPayments.key: "Pagos: %1$d",
    demoPaid.key: "Pagado",
  ]
}
