/// The swipe card stack's user-visible default strings, one table per language.
///
/// Every key the stack shows, reads to VoiceOver or announces is here, so the single-file
/// download speaks both languages without a resource bundle. The cards' content is the app's and
/// is shown as the app localizes it.
nonisolated public enum SwipeCardStackStrings {
  /// What an empty deck shows: "No more cards".
  public static var empty: LocalizedText { LocalizedText("swipe-card-stack.empty") }
  /// The Like button's label and the top card's like action: "Like".
  public static var like: LocalizedText { LocalizedText("swipe-card-stack.like") }
  /// The Pass button's label and the top card's pass action: "Pass".
  public static var pass: LocalizedText { LocalizedText("swipe-card-stack.pass") }
  /// The Undo button's label and the top card's undo action: "Undo".
  public static var undo: LocalizedText { LocalizedText("swipe-card-stack.undo") }
  /// The announcement after a card is liked: "Liked".
  public static var liked: LocalizedText { LocalizedText("swipe-card-stack.liked") }
  /// The announcement after a card is passed: "Passed".
  public static var passed: LocalizedText { LocalizedText("swipe-card-stack.passed") }
  /// The announcement after Undo brings a card back: "Card restored".
  public static var restored: LocalizedText { LocalizedText("swipe-card-stack.restored") }
  /// The stamp on a card moved forward: "LIKE".
  public static var likeStamp: LocalizedText { LocalizedText("swipe-card-stack.stamp.like") }
  /// The stamp on a card moved backward: "NOPE".
  public static var nopeStamp: LocalizedText { LocalizedText("swipe-card-stack.stamp.nope") }

  /// The demo's heading: "Where next?".
  public static var demoHeading: LocalizedText { LocalizedText("swipe-card-stack.demo.heading") }
  /// The demo's count of liked trips: "%1$d saved".
  public static var demoSaved: LocalizedText { LocalizedText("swipe-card-stack.demo.saved") }
  /// The demo's button that deals the deck again: "Start over".
  public static var demoStartOver: LocalizedText {
    LocalizedText("swipe-card-stack.demo.start-over")
  }

  /// The demo's trips: where, a symbol, and a line about it.
  public static let demoTrips: [(city: String, symbol: String, line: LocalizedText)] = [
    ("Kyoto", "leaf", LocalizedText("swipe-card-stack.demo.kyoto")),
    ("Lisboa", "tram", LocalizedText("swipe-card-stack.demo.lisbon")),
    ("Reykjavík", "snowflake", LocalizedText("swipe-card-stack.demo.reykjavik")),
    ("Oaxaca", "sun.max", LocalizedText("swipe-card-stack.demo.oaxaca")),
    ("Cape Town", "mountain.2", LocalizedText("swipe-card-stack.demo.cape-town")),
  ]

  /// The announcement of a throw: "Liked" or "Passed".
  public static func announcement(for swipe: CardSwipe) -> LocalizedText {
    switch swipe {
    case .like: liked
    case .pass: passed
    }
  }

  /// Every key the stack and its demo show or speak, one table per language.
  public static let table = StringTable(
    name: "SwipeCardStack", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    empty.key: "No more cards",
    like.key: "Like",
    pass.key: "Pass",
    undo.key: "Undo",
    liked.key: "Liked",
    passed.key: "Passed",
    restored.key: "Card restored",
    likeStamp.key: "LIKE",
    nopeStamp.key: "NOPE",
    demoHeading.key: "Where next?",
    demoSaved.key: "%1$d saved",
    demoStartOver.key: "Start over",
    "swipe-card-stack.demo.kyoto": "Temples, gardens and tea houses",
    "swipe-card-stack.demo.lisbon": "Trams, tiles and the Atlantic",
    "swipe-card-stack.demo.reykjavik": "Hot springs under the northern lights",
    "swipe-card-stack.demo.oaxaca": "Markets, mole and mezcal",
    "swipe-card-stack.demo.cape-town": "Table Mountain between two oceans",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    empty.key: "No hay más tarjetas",
    like.key: "Me gusta",
    pass.key: "Pasar",
    undo.key: "Deshacer",
    liked.key: "Te gusta",
    passed.key: "Descartada",
    restored.key: "Tarjeta recuperada",
    likeStamp.key: "ME GUSTA",
    nopeStamp.key: "NO",
    demoHeading.key: "¿A dónde vamos?",
    demoSaved.key: "%1$d guardados",
    demoStartOver.key: "Empezar de nuevo",
    "swipe-card-stack.demo.kyoto": "Templos, jardines y casas de té",
    "swipe-card-stack.demo.lisbon": "Tranvías, azulejos y el Atlántico",
    "swipe-card-stack.demo.reykjavik": "Aguas termales bajo la aurora boreal",
    "swipe-card-stack.demo.oaxaca": "Mercados, mole y mezcal",
    "swipe-card-stack.demo.cape-town": "La Montaña de la Mesa entre dos océanos",
  ]
}
