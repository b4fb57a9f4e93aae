import BlocksCore

/// The Interactive Pager Transition, registered: its strings, scenarios, preview and catalog entry.
enum InteractivePagerTransitionBlock: BlockDefinition {
  typealias Preview = InteractivePagerTransitionPreview

  static var strings: StringTable { InteractivePagerTransitionStrings.table }
  static var hasAsyncWork: Bool { false }
  static var scenarios: [PreviewScenario] { Preview.scenarios }

  #if !hasFeature(Embedded)
    static let catalog = BlockCatalogEntry(
      category: .transitions,
      level: .advanced,
      texts: [
        .english: BlockText(
          summary:
            "A full-screen pager whose transition follows the finger, with the page beneath moving "
            + "slower, shrinking and darkening.",
          description:
            "A pager for onboarding and galleries. The page on top follows the finger exactly while "
            + "the one beneath moves slower, shrinks and darkens; on release the transition completes "
            + "or cancels from the distance and the predicted end. Only the pages next to the current "
            + "one are built, so a million pages cost the same per frame as three. Page dots, arrow "
            + "keys, the three-finger scroll gesture and announcements make it usable without a "
            + "finger.",
          keywords: [
            "pager", "interactive transition", "drag", "swipe", "parallax", "onboarding", "pages",
            "page control", "page dots", "carousel", "paging", "gallery",
          ],
          origin:
            "SwiftUI Blocks reference block, extended with keyboard paging, windowed page dots, "
            + "programmatic changes and VoiceOver announcements",
          keys: "The left and right arrow keys turn pages."),
        .spanish: BlockText(
          summary:
            "Un paginador a pantalla completa cuya transición sigue al dedo: la página de abajo se "
            + "mueve más despacio, se encoge y se oscurece.",
          description:
            "Un paginador para introducciones y galerías. La página de arriba sigue al dedo con "
            + "exactitud mientras la de abajo se mueve más despacio, se encoge y se oscurece; al "
            + "soltar, la transición se completa o se cancela según la distancia y el final previsto. "
            + "Solo se construyen las páginas vecinas de la actual, así que un millón de páginas "
            + "cuesta lo mismo por fotograma que tres. Los puntos de página, las flechas del teclado, "
            + "el gesto de tres dedos y los avisos lo hacen usable sin el dedo.",
          keywords: [
            "paginador", "transición interactiva", "arrastrar", "deslizar", "parallax",
            "introducción", "páginas", "puntos de página", "carrusel", "paginación", "galería",
          ],
          origin:
            "Bloque de referencia de SwiftUI Blocks, ampliado con paso de página por teclado, "
            + "puntos de página en ventana, cambios desde el código y anuncios de VoiceOver",
          keys: "Las flechas izquierda y derecha pasan las páginas."),
      ],
      usage: """
        @State private var index = 0

        var body: some View {
          InteractivePagerTransition(pages: slides, index: $index) { slide in
            SlideView(slide: slide)
          }
        }
        """
    )
  #endif
}

extension PreviewBlock {
  /// The Interactive Pager Transition.
  public static var interactivePagerTransition: PreviewBlock {
    PreviewBlock(InteractivePagerTransitionBlock.self)
  }
}
