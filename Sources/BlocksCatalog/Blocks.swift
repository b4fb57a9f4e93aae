extension BlockInfo {
  /// The Swipe To Confirm Slider.
  package static let swipeToConfirmSlider = BlockInfo(
    id: "swipe-to-confirm-slider",
    name: "Swipe To Confirm Slider",
    category: .controls,
    level: .intermediate,
    english: BlockText(
      summary:
        "A capsule track whose thumb the user drags to the end to confirm, like Slide to pay.",
      description:
        "A capsule track with a round thumb that the user drags to the far end to confirm, for "
        + "example to pay or to unlock. Letting go early springs the thumb back; past 92 % it "
        + "confirms with a success haptic, shows the confirmed title and resets after a delay. "
        + "An async initializer shows a pending state while the work runs and a failed state when "
        + "it throws. VoiceOver users confirm with a double tap; right-to-left layouts mirror.",
      keywords: [
        "slide to confirm", "swipe to pay", "slider", "drag", "unlock", "payment", "confirmation",
        "thumb", "checkout", "capsule", "async",
      ],
      origin:
        "SwiftUI Blocks reference block, extended with confirm work that can fail and VoiceOver "
        + "announcements"),
    spanish: BlockText(
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
        + "fallar y anuncios de VoiceOver"),
    viewType: "SwipeToConfirmSlider",
    usage: """
      SwipeToConfirmSlider(title: "Slide to pay") {
        cart.pay()
      }
      """
  )

  /// The Hold To Confirm Button.
  package static let holdToConfirmButton = BlockInfo(
    id: "hold-to-confirm-button",
    name: "Hold To Confirm Button",
    category: .buttons,
    level: .intermediate,
    english: BlockText(
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
        + "announcements"),
    spanish: BlockText(
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
        "mantener pulsado", "pulsación larga", "anillo de progreso", "acción destructiva", "botón",
        "confirmar", "mantener para confirmar", "borrar", "eliminar", "progreso circular",
      ],
      origin:
        "Bloque de referencia de SwiftUI Blocks, ampliado con una confirmación que puede "
        + "fallar y anuncios de VoiceOver"),
    viewType: "HoldToConfirmButton",
    usage: """
      HoldToConfirmButton(title: "Hold to delete", systemImage: "trash") {
        store.deleteAll()
      }
      """
  )

  /// The Completion Swipe Row.
  package static let completionSwipeRow = BlockInfo(
    id: "completion-swipe-row",
    name: "Completion Swipe Row",
    category: .gestures,
    level: .intermediate,
    english: BlockText(
      summary:
        "A row the user swipes forward to complete, like a to-do item: a checkmark pops in and "
        + "the row slides away.",
      description:
        "A row for lists of tasks. Swiping it forward past a threshold (or flicking it) pops a "
        + "checkmark in behind it, slides the row out and collapses it, and then calls onComplete "
        + "once, where the caller removes the item. Vertical scrolling is never stolen, an "
        + "optional undo window keeps the row on screen with an Undo button, and VoiceOver users "
        + "complete the row with a named action.",
      keywords: [
        "swipe", "row", "complete", "task", "to do", "checkmark", "list", "swipe to complete",
        "todo", "done", "undo", "flick",
      ],
      origin:
        "SwiftUI Blocks reference block, extended with flick to complete, an undo window and "
        + "VoiceOver announcements"),
    spanish: BlockText(
      summary:
        "Una fila que se arrastra hacia delante para completarla, como una tarea pendiente: "
        + "aparece una marca y la fila se va.",
      description:
        "Una fila para listas de tareas. Al arrastrarla hacia delante más allá de un umbral (o "
        + "con un gesto rápido) aparece una marca detrás, la fila sale de la pantalla y se pliega, "
        + "y después se llama a onComplete una sola vez, donde quien la usa elimina el elemento. "
        + "Nunca roba el desplazamiento vertical, una ventana opcional para deshacer mantiene la "
        + "fila con un botón Deshacer y con VoiceOver se completa con una acción con nombre.",
      keywords: [
        "deslizar", "fila", "completar", "tarea", "pendiente", "marca de verificación", "lista",
        "deshacer", "hecho", "tareas pendientes",
      ],
      origin:
        "Bloque de referencia de SwiftUI Blocks, ampliado con gesto rápido para "
        + "completar, un plazo para deshacer y anuncios de VoiceOver"),
    viewType: "CompletionSwipeRow",
    usage: """
      ForEach(tasks) { task in
        CompletionSwipeRow(undoWindow: 3) {
          tasks.remove(task)
        } content: {
          Label(task.title, systemImage: task.symbol).padding()
        }
      }
      """
  )

  /// The Interactive Pager Transition.
  package static let interactivePagerTransition = BlockInfo(
    id: "interactive-pager-transition",
    name: "Interactive Pager Transition",
    category: .transitions,
    level: .advanced,
    english: BlockText(
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
        + "programmatic changes and VoiceOver announcements"),
    spanish: BlockText(
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
        + "puntos de página en ventana, cambios desde el código y anuncios de VoiceOver"),
    viewType: "InteractivePagerTransition",
    usage: """
      @State private var index = 0

      var body: some View {
        InteractivePagerTransition(pages: slides, index: $index) { slide in
          SlideView(slide: slide)
        }
      }
      """
  )
}
