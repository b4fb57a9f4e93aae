import BlocksCore

/// The Swipe Card Stack, registered: its strings, scenarios, preview and catalog entry.
enum SwipeCardStackBlock: BlockDefinition {
  typealias Preview = SwipeCardStackPreview

  static var strings: StringTable { SwipeCardStackStrings.table }
  static var hasAsyncWork: Bool { false }
  static var scenarios: [PreviewScenario] { Preview.scenarios }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .gestures,
      level: .advanced,
      texts: [
        .english: BlockText(
          summary:
            "A deck of cards thrown forward to like and backward to pass, with Undo and buttons.",
          description:
            "A deck of cards the user throws: forward to like, backward to pass, the next card "
            + "rising from beneath. A card follows the finger and tilts, a LIKE or NOPE stamp "
            + "fades in, and past 35 % of its width or with a flick it flies on at the speed it "
            + "was thrown. onSwipe runs once per card, by identity, however the items change; "
            + "Undo brings the last card back. Pass, Undo and Like buttons, VoiceOver actions and "
            + "the arrow keys do the same without dragging, and a deck of a million items draws as "
            + "fast as a deck of three.",
          keywords: [
            "card stack", "swipe cards", "tinder", "deck", "like", "pass", "dislike",
            "swipe left", "swipe right", "undo", "dating", "flashcards", "discover",
          ],
          origin:
            "SwiftUI Blocks original, written for the most requested gesture after swipe actions",
          keys: "The forward arrow likes, the backward arrow passes and ⌘Z undoes."),
        .spanish: BlockText(
          summary:
            "Un mazo de tarjetas que se lanzan hacia delante para dar me gusta y hacia atrás "
            + "para pasar, con Deshacer y botones.",
          description:
            "Un mazo de tarjetas que el usuario lanza: hacia delante para dar me gusta, hacia "
            + "atrás para pasar, y la siguiente sube desde abajo. La tarjeta sigue al dedo y se "
            + "inclina, aparece un sello ME GUSTA o NO, y más allá del 35 % de su ancho o con un "
            + "gesto rápido sale volando a la velocidad del lanzamiento. onSwipe se ejecuta una "
            + "vez por tarjeta, por identidad, aunque cambien los elementos; Deshacer recupera "
            + "la última. Los botones Pasar, Deshacer y Me gusta, las acciones de VoiceOver y las "
            + "flechas hacen lo mismo sin arrastrar, y un mazo de un millón de elementos se dibuja tan "
            + "rápido como uno de tres.",
          keywords: [
            "mazo de tarjetas", "tarjetas deslizables", "tinder", "me gusta", "pasar",
            "descartar", "deslizar a la izquierda", "deslizar a la derecha", "deshacer", "citas",
            "fichas", "descubrir",
          ],
          origin:
            "Original de SwiftUI Blocks, escrito para el gesto más pedido después de las acciones "
            + "al deslizar",
          keys: "La flecha hacia delante da me gusta, la de atrás pasa y ⌘Z deshace."),
      ],
      usage: """
        @State private var trips: [Trip] = Trip.all
        @State private var liked: [Trip] = []

        SwipeCardStack(trips) { trip, swipe in
          trips.removeAll { $0.id == trip.id }
          if swipe == .like { liked.append(trip) }
        } onUndo: { trip in
          trips.insert(trip, at: 0)
          liked.removeAll { $0.id == trip.id }
        } content: { trip in
          TripCard(trip)
        }
        .frame(height: 420)
        """,
      callback: "onSwipe"
    )
  #endif
}

extension PreviewBlock {
  /// The Swipe Card Stack.
  public static var swipeCardStack: PreviewBlock {
    PreviewBlock(SwipeCardStackBlock.self)
  }
}
