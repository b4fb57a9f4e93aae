/// The pager's strings in English and Spanish.
public enum InteractivePagerTransitionStrings {
  /// The dots' accessibility label.
  public static let dotsLabel = "pager.dots.label"
  /// The dots' accessibility value: page n of count.
  public static let dotsValue = "pager.dots.value"
  /// The dots' accessibility value when there are no pages.
  public static let dotsNone = "pager.dots.none"
  /// The announcement after a page change.
  public static let pageAnnouncement = "pager.announcement.page"
  /// The demo's first slide title.
  public static let demoWelcomeTitle = "pager.demo.welcome.title"
  /// The demo's first slide text.
  public static let demoWelcomeText = "pager.demo.welcome.text"
  /// The demo's second slide title.
  public static let demoSwipeTitle = "pager.demo.swipe.title"
  /// The demo's second slide text.
  public static let demoSwipeText = "pager.demo.swipe.text"
  /// The demo's third slide title.
  public static let demoReadyTitle = "pager.demo.ready.title"
  /// The demo's third slide text.
  public static let demoReadyText = "pager.demo.ready.text"

  /// Every string the pager shows or announces.
  public static let table = StringTable([
    dotsLabel: .init(english: "Page", spanish: "Página"),
    dotsValue: .init(english: "%1$d of %2$d", spanish: "%1$d de %2$d"),
    dotsNone: .init(english: "None", spanish: "Ninguna"),
    pageAnnouncement: .init(english: "Page %1$d of %2$d", spanish: "Página %1$d de %2$d"),
    demoWelcomeTitle: .init(english: "Welcome", spanish: "Te damos la bienvenida"),
    demoWelcomeText: .init(
      english: "Everything you need, in one place.",
      spanish: "Todo lo que necesitas, en un solo lugar."),
    demoSwipeTitle: .init(english: "Swipe to explore", spanish: "Desliza para explorar"),
    demoSwipeText: .init(
      english: "Drag a page and let go: it follows your finger.",
      spanish: "Arrastra una página y suéltala: sigue a tu dedo."),
    demoReadyTitle: .init(english: "You're all set", spanish: "Todo listo"),
    demoReadyText: .init(
      english: "Start whenever you like.", spanish: "Empieza cuando quieras."),
  ])
}
