import BlocksCore
import BlocksPreview
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine

@Suite struct CatalogTests {
  @Test func theCatalogHasItsBlocksInOrder() {
    #expect(
      BlockCatalog.all.map(\.id) == [
        "swipe-to-confirm-slider", "hold-to-confirm-button", "completion-swipe-row",
        "interactive-pager-transition", "range-slider", "repeat-stepper", "swipe-card-stack",
        "toast-stack",
      ])
    #expect(
      BlockCatalog.all.map(\.name) == [
        "Swipe To Confirm Slider", "Hold To Confirm Button", "Completion Swipe Row",
        "Interactive Pager Transition", "Range Slider", "Repeat Stepper", "Swipe Card Stack",
        "Toast Stack",
      ])
    #expect(
      BlockCatalog.all.map(\.category) == [
        .controls, .buttons, .gestures, .transitions, .controls, .buttons, .gestures,
        .transitions,
      ])
    #expect(
      BlockCatalog.all.map(\.level) == [
        .intermediate, .intermediate, .intermediate, .advanced, .intermediate, .intermediate,
        .advanced, .advanced,
      ])
    #expect(BlockCatalog.all.allSatisfy { $0.platform == "iOS 18.0" })
  }

  @Test(arguments: BlockCatalog.all)
  func showInSpanishSaysEverythingInSpanish(_ block: BlockInfo) {
    var tool = BlocksCommandLine(workingDirectory: "/")
    let output = tool.run(["show", block.id, "--lang", "es"]).output
    #expect(output.contains(block.category.name(.spanish) + " · "))
    #expect(!output.contains(block.category.rawValue + " · "))
    #expect(output.contains("Origen: " + block.text(.spanish).origin))
    #expect(!output.contains(block.text(.english).origin))
    #expect(block.text(.spanish).origin != block.text(.english).origin)
  }

  @Test(arguments: BlockCatalog.all)
  func everyBlockIsDescribedInBothLanguages(_ block: BlockInfo) throws {
    try BlockID.validate(block.id)
    #expect(block.id == block.name.lowercased().replacingOccurrences(of: " ", with: "-"))
    #expect(!block.origin.isEmpty)
    for language in BlockLanguage.allCases {
      let text = block.text(language)
      #expect(!text.summary.isEmpty && !text.summary.contains("\n"), "\(language)")
      #expect(text.description.count > text.summary.count, "\(language)")
      #expect(text.keywords.count >= 7, "\(language)")
      #expect(Set(text.keywords).count == text.keywords.count, "duplicate keyword, \(language)")
    }
    #expect(block.text(.english) != block.text(.spanish))
    #expect(block.exportFileName == block.viewType + ".swift")
    #expect(block.demoType == block.viewType + "Demo")
  }

  /// The reference keywords: the catalog may extend them, never drop one.
  static let referenceKeywords: [String: (en: [String], es: [String])] = [
    "swipe-to-confirm-slider": (
      [
        "slide to confirm", "swipe to pay", "slider", "drag", "unlock", "payment", "confirmation",
      ],
      [
        "deslizar para confirmar", "deslizar para pagar", "deslizador", "arrastrar",
        "desbloquear", "pago", "confirmación",
      ]
    ),
    "hold-to-confirm-button": (
      [
        "hold to confirm", "long press", "progress ring", "destructive action", "button",
        "circular progress",
      ],
      [
        "mantener pulsado", "pulsación larga", "anillo de progreso", "acción destructiva", "botón",
        "confirmar",
      ]
    ),
    "completion-swipe-row": (
      ["swipe", "row", "complete", "task", "to do", "checkmark", "list"],
      ["deslizar", "fila", "completar", "tarea", "pendiente", "marca de verificación", "lista"]
    ),
    "interactive-pager-transition": (
      ["pager", "interactive transition", "drag", "swipe", "parallax", "onboarding", "pages"],
      [
        "paginador", "transición interactiva", "arrastrar", "deslizar", "parallax",
        "introducción", "páginas",
      ]
    ),
    "range-slider": (
      ["range slider", "two thumbs", "price filter", "min max", "slider", "filter"],
      ["deslizador de intervalo", "filtro de precio", "mínimo y máximo", "rango", "filtro"]
    ),
    "repeat-stepper": (
      ["stepper", "quantity", "counter", "plus minus", "hold to repeat", "cart"],
      ["contador", "cantidad", "más y menos", "mantener para repetir", "carrito"]
    ),
    "swipe-card-stack": (
      ["card stack", "swipe cards", "tinder", "like", "pass", "undo"],
      ["mazo de tarjetas", "tarjetas deslizables", "me gusta", "pasar", "deshacer"]
    ),
    "toast-stack": (
      ["toast", "snackbar", "notification", "loading", "undo", "swipe to dismiss"],
      ["aviso", "notificación", "cargando", "deshacer", "deslizar para descartar"]
    ),
  ]

  @Test(arguments: BlockCatalog.all)
  func everyReferenceKeywordIsKept(_ block: BlockInfo) throws {
    let reference = try #require(Self.referenceKeywords[block.id])
    for keyword in reference.en {
      #expect(block.text(.english).keywords.contains(keyword), "\(keyword)")
    }
    for keyword in reference.es {
      #expect(block.text(.spanish).keywords.contains(keyword), "\(keyword)")
    }
    #expect(block.text(.english).keywords.count > reference.en.count, "extended")
    #expect(block.text(.spanish).keywords.count > reference.es.count, "extended")
  }

  @Test func categoriesAndLevelsParseIgnoringCase() {
    #expect(BlockCategory(matching: "controls") == .controls)
    #expect(BlockCategory(matching: "TRANSITIONS") == .transitions)
    #expect(BlockCategory(matching: "widgets") == nil)
    #expect(BlockLevel(matching: "Advanced") == .advanced)
    #expect(BlockLevel(matching: "beginner") == nil)
  }
}

extension BlockInfo: CustomTestStringConvertible {
  /// The block's id, naming each row of a table-driven test.
  public var testDescription: String { id }
}
