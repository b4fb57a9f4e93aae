import BlocksCore

/// The Range Slider, registered: its strings, scenarios, preview and catalog entry.
enum RangeSliderBlock: BlockDefinition {
  typealias Preview = RangeSliderPreview

  static var strings: StringTable { RangeSliderStrings.table }
  static var hasAsyncWork: Bool { false }
  static var scenarios: [PreviewScenario] { Preview.scenarios }
  static var liveStarts: [String] { ["pull-apart", "stepped"] }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .controls,
      level: .intermediate,
      texts: [
        .english: BlockText(
          summary:
            "A track with two thumbs that select a range inside bounds, like a price filter.",
          description:
            "A track with two thumbs that select a closed range, such as a price or a time "
            + "window. A touch grabs the nearer thumb, stacked thumbs come apart in the direction "
            + "of the first movement, and the thumbs snap to the step and never cross or push "
            + "each other. A vertical drag is left to the scroll view. VoiceOver sees two "
            + "adjustable elements, minimum and maximum; the arrow keys move a focused thumb, "
            + "and right-to-left layouts mirror.",
          keywords: [
            "range slider", "dual slider", "two thumbs", "price filter", "min max", "range",
            "slider", "filter", "double slider", "interval", "step", "minimum distance",
          ],
          origin:
            "SwiftUI Blocks original, written for the catalog's most requested control",
          keys: "The left and right arrow keys move the thumb you dragged last by one step."),
        .spanish: BlockText(
          summary:
            "Una pista con dos controles que eligen un intervalo dentro de unos límites, como un "
            + "filtro de precio.",
          description:
            "Una pista con dos controles que eligen un intervalo cerrado, como un precio o una "
            + "franja horaria. Un toque toma el control más cercano, dos controles apilados se "
            + "separan en la dirección del primer movimiento, y los controles se ajustan al paso "
            + "sin cruzarse ni empujarse. Un arrastre vertical se deja a la vista con "
            + "desplazamiento. VoiceOver ve dos elementos ajustables, mínimo y máximo; las "
            + "flechas mueven el control enfocado, y en idiomas de derecha a izquierda se refleja.",
          keywords: [
            "deslizador de intervalo", "doble control", "dos controles", "filtro de precio",
            "mínimo y máximo", "intervalo", "rango", "deslizador", "filtro", "control deslizante",
            "paso", "distancia mínima",
          ],
          origin:
            "Original de SwiftUI Blocks, escrito para el control más pedido del catálogo",
          keys: "Las flechas izquierda y derecha mueven un paso el último control que arrastraste."),
      ],
      usage: """
        @State private var price: ClosedRange<Double> = 80...240

        RangeSlider("Price", range: $price, in: 0...500, step: 10)
        """,
      callback: "onEditingChanged"
    )
  #endif
}

extension PreviewBlock {
  /// The Range Slider.
  public static var rangeSlider: PreviewBlock {
    PreviewBlock(RangeSliderBlock.self)
  }
}
