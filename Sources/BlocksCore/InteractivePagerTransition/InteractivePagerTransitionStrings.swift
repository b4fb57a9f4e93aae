/// The pager's user-visible default strings, one table per language.
///
/// The block carries its own table so its single-file download needs no resource bundle. The
/// pages themselves are the app's content; only the page dots and the announcements speak.
nonisolated public enum InteractivePagerTransitionStrings {
  /// The dots' accessibility label: "Page".
  public static var dotsLabel: LocalizedText {
    LocalizedText("interactive-pager-transition.dotsLabel")
  }
  /// The dots' accessibility value: "%1$d of %2$d".
  public static var dotsValue: LocalizedText {
    LocalizedText("interactive-pager-transition.dotsValue")
  }
  /// The dots' accessibility value when there are no pages: "None".
  public static var dotsNone: LocalizedText {
    LocalizedText("interactive-pager-transition.dotsNone")
  }
  /// The announcement after a page change: "Page %1$d of %2$d".
  public static var pageAnnouncement: LocalizedText {
    LocalizedText("interactive-pager-transition.pageAnnouncement")
  }
  /// The demo's first slide title.
  public static var demoWelcomeTitle: LocalizedText {
    LocalizedText("interactive-pager-transition.demo.welcomeTitle")
  }
  /// The demo's first slide text.
  public static var demoWelcomeText: LocalizedText {
    LocalizedText("interactive-pager-transition.demo.welcomeText")
  }
  /// The demo's second slide title.
  public static var demoSwipeTitle: LocalizedText {
    LocalizedText("interactive-pager-transition.demo.swipeTitle")
  }
  /// The demo's second slide text.
  public static var demoSwipeText: LocalizedText {
    LocalizedText("interactive-pager-transition.demo.swipeText")
  }
  /// The demo's third slide title.
  public static var demoReadyTitle: LocalizedText {
    LocalizedText("interactive-pager-transition.demo.readyTitle")
  }
  /// The demo's third slide text.
  public static var demoReadyText: LocalizedText {
    LocalizedText("interactive-pager-transition.demo.readyText")
  }

  /// Every string the pager and its demo show or announce, one table per language.
  public static let table = StringTable(
    name: "InteractivePagerTransition", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    dotsLabel.key: "Page",
    dotsValue.key: "%1$d of %2$d",
    dotsNone.key: "None",
    pageAnnouncement.key: "Page %1$d of %2$d",
    demoWelcomeTitle.key: "Welcome",
    demoWelcomeText.key: "Everything you need, in one place.",
    demoSwipeTitle.key: "Swipe to explore",
    demoSwipeText.key: "Drag a page and let go: it follows your finger.",
    demoReadyTitle.key: "You're all set",
    demoReadyText.key: "Start whenever you like.",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    dotsLabel.key: "Página",
    dotsValue.key: "%1$d de %2$d",
    dotsNone.key: "Ninguna",
    pageAnnouncement.key: "Página %1$d de %2$d",
    demoWelcomeTitle.key: "Te damos la bienvenida",
    demoWelcomeText.key: "Todo lo que necesitas, en un solo lugar.",
    demoSwipeTitle.key: "Desliza para explorar",
    demoSwipeText.key: "Arrastra una página y suéltala: sigue a tu dedo.",
    demoReadyTitle.key: "Todo listo",
    demoReadyText.key: "Empieza cuando quieras.",
  ]
}
