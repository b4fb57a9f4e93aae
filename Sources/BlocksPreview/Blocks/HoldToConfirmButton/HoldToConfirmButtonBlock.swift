import BlocksCore

/// The Hold To Confirm Button, registered: its strings, scenarios, preview and catalog entry.
enum HoldToConfirmButtonBlock: BlockDefinition {
  typealias Preview = HoldToConfirmButtonPreview

  static var strings: StringTable { HoldToConfirmButtonStrings.table }
  static var hasAsyncWork: Bool { true }
  static var scenarios: [PreviewScenario] { Preview.scenarios }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .buttons,
      level: .intermediate,
      texts: [
        .english: BlockText(
          summary:
            "A round button that fires only after it is held while its ring fills; letting go early "
            + "cancels.",
          description:
            "A round button for destructive actions such as Hold to delete. Pressing fills a progress "
            + "ring over the hold duration; only when the hold lasts that long does the action run, "
            + "once, with a success haptic and a checkmark. Releasing early drains the ring and "
            + "nothing happens. The symbol's color keeps 3:1 contrast on any tint, an async "
            + "initializer handles work that can fail, and VoiceOver users confirm with a double tap.",
          keywords: [
            "hold to confirm", "long press", "progress ring", "destructive action", "button",
            "circular progress", "press and hold", "delete", "ring", "async",
          ],
          origin:
            "SwiftUI Blocks reference block, extended with confirm work that can fail and VoiceOver "
            + "announcements",
          keys: "Space or Return confirms at once, without holding."),
        .spanish: BlockText(
          summary:
            "Un botón redondo que solo actúa tras mantenerlo pulsado mientras se llena su anillo; "
            + "soltarlo antes cancela.",
          description:
            "Un botón redondo para acciones destructivas como «Mantén para borrar». Al pulsarlo se "
            + "llena un anillo de progreso durante el tiempo indicado; solo si se mantiene todo ese "
            + "tiempo se ejecuta la acción, una vez, con una vibración de éxito y una marca. Si se "
            + "suelta antes, el anillo se vacía y no ocurre nada. El color del símbolo mantiene un "
            + "contraste de 3:1 sobre cualquier tinte, un inicializador asíncrono admite trabajo que "
            + "puede fallar y con VoiceOver basta un doble toque.",
          keywords: [
            "mantener pulsado", "pulsación larga", "anillo de progreso", "acción destructiva",
            "botón",
            "confirmar", "mantener para confirmar", "borrar", "eliminar", "progreso circular",
          ],
          origin:
            "Bloque de referencia de SwiftUI Blocks, ampliado con una confirmación que puede "
            + "fallar y anuncios de VoiceOver",
          keys: "Espacio o Intro confirman en el acto, sin mantener."),
      ],
      usage: """
        HoldToConfirmButton(title: "Hold to delete", systemImage: "trash") {
          store.deleteAll()
        }
        """,
      callback: "action"
    )
  #endif
}

extension PreviewBlock {
  /// The Hold To Confirm Button.
  public static var holdToConfirmButton: PreviewBlock {
    PreviewBlock(HoldToConfirmButtonBlock.self)
  }
}
