import BlocksCore

/// The Swipe To Confirm Slider, registered: its strings, scenarios, preview and catalog entry.
enum SwipeToConfirmSliderBlock: BlockDefinition {
  typealias Preview = SwipeToConfirmSliderPreview

  static var strings: StringTable { SwipeToConfirmSliderStrings.table }
  static var hasAsyncWork: Bool { true }
  static var scenarios: [PreviewScenario] { Preview.scenarios }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .controls,
      level: .intermediate,
      texts: [
        .english: BlockText(
          summary:
            "A capsule track whose thumb the user drags to the end to confirm, like Slide to pay.",
          description:
            "A capsule track with a round thumb that the user drags to the far end to confirm, for "
            + "example to pay or to unlock. Letting go early springs the thumb back; past 92 % it "
            + "confirms with a success haptic, shows the confirmed title and resets after a delay. "
            + "An async initializer shows a pending state while the work runs and a failed state when "
            + "it throws. VoiceOver users confirm with a double tap; right-to-left layouts mirror.",
          keywords: [
            "slide to confirm", "swipe to pay", "slider", "drag", "unlock", "payment",
            "confirmation",
            "thumb", "checkout", "capsule", "async",
          ],
          origin:
            "SwiftUI Blocks reference block, extended with confirm work that can fail and VoiceOver "
            + "announcements",
          keys: "Space or Return confirms, as a completed slide does."),
        .spanish: BlockText(
          summary:
            "Una pista en forma de cápsula cuyo botón se arrastra hasta el final para confirmar, "
            + "como «Desliza para pagar».",
          description:
            "Una pista en forma de cápsula con un botón redondo que se arrastra hasta el otro extremo "
            + "para confirmar, por ejemplo para pagar o desbloquear. Si se suelta antes, el botón "
            + "vuelve con un muelle; pasado el 92 % confirma con una vibración de éxito, muestra el "
            + "título confirmado y se restablece tras una pausa. El inicializador asíncrono muestra un "
            + "estado pendiente mientras trabaja y un estado de error si falla. Con VoiceOver se "
            + "confirma con un doble toque; en idiomas de derecha a izquierda se refleja.",
          keywords: [
            "deslizar para confirmar", "deslizar para pagar", "deslizador", "arrastrar",
            "desbloquear", "pago", "confirmación", "control deslizante", "compra", "asíncrono",
          ],
          origin:
            "Bloque de referencia de SwiftUI Blocks, ampliado con una confirmación que puede "
            + "fallar y anuncios de VoiceOver",
          keys: "Espacio o Intro confirman, como un deslizamiento completo."),
      ],
      usage: """
        SwipeToConfirmSlider(title: "Slide to pay") {
          cart.pay()
        }
        """,
      callback: "onConfirm"
    )
  #endif
}

extension PreviewBlock {
  /// The Swipe To Confirm Slider.
  public static var swipeToConfirmSlider: PreviewBlock {
    PreviewBlock(SwipeToConfirmSliderBlock.self)
  }
}
