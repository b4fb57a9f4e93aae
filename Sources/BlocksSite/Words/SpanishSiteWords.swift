import BlocksCore

extension SiteWords {
  /// The site's words in Spanish.
  static let spanish = SiteWords(
    language: .spanish,
    tagline:
      "Componentes interactivos de SwiftUI para iOS 18. Cada decisión es Swift puro, probado en "
      + "Linux; cada bloque se instala como un solo archivo.",
    indexTitle: "Catálogo de SwiftUI Blocks",
    skipToContent: "Saltar al contenido",
    siteNavigation: "Sitio",
    breadcrumb: "Ruta de navegación",
    allBlocks: "Todos los bloques",
    languageName: { language in
      switch language {
      case .english: "Inglés"
      case .spanish: "Español"
      }
    },
    theme: "Tema",
    themeLight: "Claro",
    themeDark: "Oscuro",
    themeAuto: "Auto",
    searchLabel: "Buscar bloques",
    searchPlaceholder: "Buscar",
    searchHint: "En inglés o en español; no importan los acentos ni las mayúsculas",
    category: "Categoría",
    level: "Nivel",
    anyCategory: "Todas las categorías",
    anyLevel: "Todos los niveles",
    oneBlock: "1 bloque",
    manyBlocks: "{n} bloques",
    noBlocks: "Ningún bloque coincide. Prueba con otras palabras.",
    foundBy: "Palabras clave",
    keywordsIn: { language in
      switch language {
      case .english: "En inglés"
      case .spanish: "En español"
      }
    },
    description: "Descripción",
    previewAndCode: "Vista previa y código",
    preview: "Vista previa",
    code: "Código",
    scenario: "Escenario",
    replay: "Repetir",
    previewAlt: { block, scenario in "Vista previa animada de \(block): \(scenario)" },
    posterAlt: { block, scenario in "Vista previa de \(block): \(scenario)" },
    previewNote:
      "Repetir vuelve a empezar la animación. Con movimiento reducido se muestra una imagen fija.",
    tryIt: "Pruébalo",
    tryItHint: { keys in
      "La propia máquina de estados del bloque, compilada a WebAssembly y dibujada por el mismo "
        + "renderizador que las vistas previas. Usa el ratón, el dedo o un lápiz, o enfócalo con "
        + "Tab: \(keys) Una respuesta háptica se ve como un pulso a su alrededor."
    },
    liveLabel: { block in "\(block), en vivo" },
    liveSettings: "Ajustes",
    rightToLeft: "De derecha a izquierda",
    reduceMotion: "Reducir movimiento",
    darkAppearance: "Oscuro",
    undoFor: { seconds in "Deshacer durante \(seconds) s" },
    liveLanguage: "Idioma",
    liveStart: "Empezar desde",
    liveStartDemo: "La demo",
    confirmWork: "Acción de confirmación",
    workInstant: "Termina al instante",
    workSucceeds: { seconds in "async, termina tras \(seconds)\u{00A0}s" },
    workFails: { seconds in "async, falla tras \(seconds)\u{00A0}s" },
    calls: "llamadas",
    haptics: "Respuestas hápticas",
    announced: "Anunciado",
    reset: "Empezar de nuevo",
    usage: "Uso",
    usageLead: "En una de tus vistas, una vez instalado el bloque:",
    demoSummary: { file, lines in
      "La demostración que acompaña al bloque, con sus vistas previas de Xcode: \(file), "
        + "\(lines) líneas"
    },
    usageSnippetLabel: "Fragmento de uso",
    linkToSection: "Enlace a esta sección:",
    blocksNavigation: "Bloques",
    clearFilters: "Borrar búsqueda y filtros",
    notFoundTitle: "Página no encontrada",
    notFoundLead:
      "No hay ninguna página en esta dirección. Puede que el bloque que buscas tenga otro nombre: "
      + "busca en el catálogo o empieza por la lista de todos los bloques.",
    parameter: "Parámetro",
    type: "Tipo",
    defaultValue: "Valor predeterminado",
    required: "obligatorio",
    initializerCaption: { signature in "Parámetros de \(signature)" },
    installation: "Instalación",
    installOneFile: "Como la vista que es tuya",
    installOneFileNote: { file in
      "Escribe \(file) en el código de tu app: la vista del bloque, su demo y sus "
        + "previsualizaciones, para que los cambies, sobre los productos BlocksCore y "
        + "BlocksRuntime del paquete (añádelos como se indica abajo). Repetirlo es seguro: un "
        + "archivo que hayas editado nunca se sobrescribe sin --force. Con --standalone escribe "
        + "un solo archivo autónomo que no necesita el paquete."
    },
    getBlocksHTML:
      "<code>blocks</code> es la herramienta de línea de comandos de este paquete: en un clon de "
      + "SwiftUI Blocks, ejecuta <code>swift build -c release</code> y pon "
      + "<code>.build/release/blocks</code> en tu <code>PATH</code>, o ejecuta "
      + "<code>swift run blocks</code> desde el clon.",
    llmsBlocks: "Bloques en español",
    standInNote: "Vista previa provisional: la real aún no se dibuja",
    standInDescription:
      "Un dibujo provisional con el nombre del bloque y un punto que recorre una pista.",
    openGraphLocale: "es_ES",
    installPackage: "Como paquete de Swift",
    scenariosSummary: { count in "Escenarios animados (\(count))" },
    packageSnippetComment: "Package.swift (OWNER: la cuenta de la que obtuviste SwiftUI Blocks)",
    installPackageNote:
      "Añade el paquete a Package.swift: la vista que es tuya necesita BlocksCore y "
      + "BlocksRuntime; para usar las vistas tal cual, depende de SwiftUIBlocks e impórtalo.",
    installDownload: "Descarga",
    downloadStandalone: { file in "Descargar \(file) como un solo archivo" },
    source: "Código fuente",
    copy: "Copiar",
    copySource: { file in "Copiar \(file)" },
    copyCommand: "Copiar el comando",
    copyPackage: "Copiar las líneas de Package.swift",
    copied: "Copiado al portapapeles",
    copyFailed: "No se pudo copiar; selecciona el texto",
    download: { file in "Descargar \(file)" },
    showSource: { file in "Mostrar el código fuente de \(file)" },
    sourceLabel: { file in "Código fuente de \(file)" },
    usageLabel: { file in "Ejemplo de uso, \(file)" },
    onThisPage: "En esta página",
    moreBlocks: "Más bloques",
    previous: "Anterior",
    next: "Siguiente",
    origin: "Origen",
    version: "Versión",
    registry: "Registro (JSON)",
    markdown: "Esta página en Markdown",
    footer: "SwiftUI Blocks: licencia MIT. Este sitio no hace peticiones a otros sitios.",
    footerLinks: "Para herramientas",
    decimalMark: ",",
    sizeLine: { lines, kilobytes in "\(lines) líneas, \(kilobytes) KB" },
    categoryName: { category in
      switch category {
      case .controls: "Controles"
      case .buttons: "Botones"
      case .gestures: "Gestos"
      case .transitions: "Transiciones"
      }
    },
    levelName: { level in
      switch level {
      case .intermediate: "Intermedio"
      case .advanced: "Avanzado"
      }
    }
  )
}
