import BlocksCore

/// The Repeat Stepper, registered: its strings, scenarios, preview and catalog entry.
enum RepeatStepperBlock: BlockDefinition {
  typealias Preview = RepeatStepperPreview

  static var strings: StringTable { RepeatStepperStrings.table }
  static var hasAsyncWork: Bool { false }
  static var scenarios: [PreviewScenario] { Preview.scenarios }
  static var liveStarts: [String] { ["wraps"] }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .buttons,
      level: .intermediate,
      texts: [
        .english: BlockText(
          summary:
            "A minus and a plus button around a value: a tap steps once, holding repeats faster.",
          description:
            "A minus and a plus button around a value, like a quantity in a cart. A tap steps "
            + "exactly once, when the finger lifts, so a touch that becomes a scroll never "
            + "changes the value; a hold steps after half a second and then repeats faster and "
            + "faster, and lifting stops it at once. Steps never overflow, stop at the bounds or "
            + "wrap. VoiceOver adjusts one element; Voice Control taps Increase and Decrease; "
            + "the arrow keys and + / − step.",
          keywords: [
            "stepper", "quantity", "counter", "plus minus", "increment", "decrement",
            "hold to repeat", "auto repeat", "cart", "number input", "wrap",
          ],
          origin:
            "SwiftUI Blocks original, written for the catalog's most requested button",
          keys: "The left and right arrow keys step down and up; a held key repeats."),
        .spanish: BlockText(
          summary:
            "Un botón menos y un botón más alrededor de un valor: un toque avanza un paso y "
            + "mantener repite cada vez más rápido.",
          description:
            "Un botón menos y un botón más alrededor de un valor, como la cantidad en un "
            + "carrito. Un toque avanza exactamente un paso, al levantar el dedo, así que un toque "
            + "que se convierte en desplazamiento nunca cambia el valor; mantener avanza tras "
            + "medio segundo y luego repite cada vez más rápido, y al soltar se detiene en el "
            + "acto. Los pasos nunca desbordan, se detienen en los límites o dan la vuelta. "
            + "VoiceOver ajusta un solo elemento; Control por voz pulsa Aumentar y Disminuir; las "
            + "flechas y + / − avanzan.",
          keywords: [
            "contador", "cantidad", "más y menos", "incrementar", "disminuir",
            "mantener para repetir", "repetición", "carrito", "selector numérico",
            "dar la vuelta", "paso",
          ],
          origin:
            "Original de SwiftUI Blocks, escrito para el botón más pedido del catálogo",
          keys: "Las flechas izquierda y derecha bajan y suben un paso; una tecla mantenida repite."
        ),
      ],
      usage: """
        @State private var quantity = 1

        RepeatStepper("Quantity", value: $quantity, in: 1...20)
        """
    )
  #endif
}

extension PreviewBlock {
  /// The Repeat Stepper.
  public static var repeatStepper: PreviewBlock {
    PreviewBlock(RepeatStepperBlock.self)
  }
}
