/// The pager's user-visible default strings, in English and Spanish.
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

  /// Every string the pager and its demo show or announce, in English and Spanish.
  public static let table = StringTable(
    name: "InteractivePagerTransition",
    [
      dotsLabel.key: .init(english: "Page", spanish: "Página"),
      dotsValue.key: .init(english: "%1$d of %2$d", spanish: "%1$d de %2$d"),
      dotsNone.key: .init(english: "None", spanish: "Ninguna"),
      pageAnnouncement.key: .init(english: "Page %1$d of %2$d", spanish: "Página %1$d de %2$d"),
      demoWelcomeTitle.key: .init(english: "Welcome", spanish: "Te damos la bienvenida"),
      demoWelcomeText.key: .init(
        english: "Everything you need, in one place.",
        spanish: "Todo lo que necesitas, en un solo lugar."),
      demoSwipeTitle.key: .init(english: "Swipe to explore", spanish: "Desliza para explorar"),
      demoSwipeText.key: .init(
        english: "Drag a page and let go: it follows your finger.",
        spanish: "Arrastra una página y suéltala: sigue a tu dedo."),
      demoReadyTitle.key: .init(english: "You're all set", spanish: "Todo listo"),
      demoReadyText.key: .init(
        english: "Start whenever you like.", spanish: "Empieza cuando quieras."),
    ])
}
