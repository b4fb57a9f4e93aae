import BlocksCatalog
import BlocksCore
import BlocksPreview
import Foundation

/// The fixed words of the site in one language.
///
/// Everything a visitor reads that does not come from the catalog is here, in English and
/// Spanish side by side, so a missing translation is a compile error rather than a blank.
package struct SiteWords: Sendable {
  /// The language of the words.
  package let language: BlockLanguage

  /// The words in `language`.
  package init(_ language: BlockLanguage) { self.language = language }

  private func pick(_ english: String, _ spanish: String) -> String {
    language == .english ? english : spanish
  }

  /// The site's name.
  package var siteName: String { "SwiftUI Blocks" }
  /// The index page's lead paragraph.
  package var tagline: String {
    pick(
      "Interactive SwiftUI components for iOS 18. Every decision is plain Swift, tested on Linux; "
        + "every block installs as one file.",
      "Componentes interactivos de SwiftUI para iOS 18. Cada decisión es Swift puro, probado en "
        + "Linux; cada bloque se instala como un solo archivo.")
  }
  /// The index page's title.
  package var indexTitle: String { pick("SwiftUI Blocks catalog", "Catálogo de SwiftUI Blocks") }
  /// The skip link.
  package var skipToContent: String { pick("Skip to content", "Saltar al contenido") }
  /// The label of the site navigation.
  package var siteNavigation: String { pick("Site", "Sitio") }
  /// The label of the breadcrumb trail.
  package var breadcrumb: String { pick("Breadcrumb", "Ruta de navegación") }
  /// The link to the index.
  package var allBlocks: String { pick("All blocks", "Todos los bloques") }
  /// The language switch's text: the name of the other language, in that language.
  package var otherLanguageName: String { pick("Español", "English") }
  /// The language switch's accessible hint.
  package var otherLanguageLabel: String {
    pick("Leer esta página en español", "Read this page in English")
  }
  /// The theme switch's label.
  package var theme: String { pick("Theme", "Tema") }
  /// The light theme.
  package var themeLight: String { pick("Light", "Claro") }
  /// The dark theme.
  package var themeDark: String { pick("Dark", "Oscuro") }
  /// The theme that follows the system.
  package var themeAuto: String { pick("Auto", "Auto") }
  /// The search box's label.
  package var searchLabel: String { pick("Search blocks", "Buscar bloques") }
  /// The header's search field's hint: one word, which fits beside the theme switch on a phone
  /// in either language (its label says the rest).
  package var searchPlaceholder: String { pick("Search", "Buscar") }
  /// The search box's hint.
  package var searchHint: String {
    pick(
      "English or Spanish; accents and case do not matter",
      "En inglés o en español; no importan los acentos ni las mayúsculas")
  }
  /// The category filter's label.
  package var category: String { pick("Category", "Categoría") }
  /// The level filter's label.
  package var level: String { pick("Level", "Nivel") }
  /// The filter value that keeps every category.
  package var anyCategory: String { pick("All categories", "Todas las categorías") }
  /// The filter value that keeps every level.
  package var anyLevel: String { pick("All levels", "Todos los niveles") }
  /// What the result counter says for one block.
  package var oneBlock: String { pick("1 block", "1 bloque") }
  /// What the result counter says for several blocks; `{n}` is the number.
  package var manyBlocks: String { pick("{n} blocks", "{n} bloques") }
  /// What the result counter says when nothing matches.
  package var noBlocks: String {
    pick("No blocks match. Try other words.", "Ningún bloque coincide. Prueba con otras palabras.")
  }
  /// `count` blocks, in words.
  package func blockCount(_ count: Int) -> String {
    count == 1 ? oneBlock : manyBlocks.replacingOccurrences(of: "{n}", with: String(count))
  }

  /// The section of keywords.
  package var foundBy: String { pick("Found by", "Palabras clave") }
  /// The English keywords' label.
  package var englishKeywords: String { pick("In English", "En inglés") }
  /// The Spanish keywords' label.
  package var spanishKeywords: String { pick("In Spanish", "En español") }
  /// The description section.
  package var description: String { pick("Description", "Descripción") }
  /// The tab list's label.
  package var previewAndCode: String { pick("Preview and code", "Vista previa y código") }
  /// The preview tab.
  package var preview: String { pick("Preview", "Vista previa") }
  /// The code tab.
  package var code: String { pick("Code", "Código") }
  /// The scenario picker's label.
  package var scenario: String { pick("Scenario", "Escenario") }
  /// The replay button.
  package var replay: String { pick("Replay", "Repetir") }
  /// An animated preview's alternative text; `{block}` and `{scenario}` are filled in.
  package func previewAlt(block: String, scenario: String) -> String {
    pick(
      "Animated preview of \(block): \(scenario)", "Vista previa animada de \(block): \(scenario)")
  }
  /// A poster's alternative text.
  package func posterAlt(block: String, scenario: String) -> String {
    pick("Preview of \(block): \(scenario)", "Vista previa de \(block): \(scenario)")
  }
  /// The note under the previews.
  package var previewNote: String {
    pick(
      "Replay restarts the animation. With reduced motion, a still frame is shown instead.",
      "Repetir vuelve a empezar la animación. Con movimiento reducido se muestra una imagen fija.")
  }
  /// The live block's heading.
  package var tryIt: String { pick("Try it", "Pruébalo") }
  /// What the live block is and how to use it, with `keys`, the block's own sentence on what
  /// the keyboard does to it.
  package func tryItHint(keys: String) -> String {
    pick(
      "The block's own state machine, compiled to WebAssembly, drawn by the same renderer as "
        + "the previews. Use a mouse, a finger or a pen, or focus it with Tab: \(keys) A haptic "
        + "shows as a pulse around it.",
      "La propia máquina de estados del bloque, compilada a WebAssembly y dibujada por el mismo "
        + "renderizador que las vistas previas. Usa el ratón, el dedo o un lápiz, o enfócalo con "
        + "Tab: \(keys) Una respuesta háptica se ve como un pulso a su alrededor.")
  }
  /// The live block's accessible name.
  package func liveLabel(block: String) -> String {
    pick("\(block), live", "\(block), en vivo")
  }
  /// The settings of the live block.
  package var liveSettings: String { pick("Settings", "Ajustes") }
  /// The right-to-left toggle.
  package var rightToLeft: String { pick("Right to left", "De derecha a izquierda") }
  /// The Reduce Motion toggle.
  package var reduceMotion: String { pick("Reduce Motion", "Reducir movimiento") }
  /// The dark appearance toggle.
  package var darkAppearance: String { pick("Dark", "Oscuro") }
  /// The Spanish toggle.
  package var spanishStrings: String { pick("Spanish", "Español") }
  /// `value` as the page writes a number of seconds: whole without decimals, else with one, and
  /// with a decimal comma in Spanish (1.5 s, 1,5 s).
  package func number(_ value: Double) -> String {
    let whole = value.isFinite && abs(value) < 1e15 && value == value.rounded()
    let text = whole ? String(Int(value)) : String(format: "%.1f", value)
    return pick(text, text.replacingOccurrences(of: ".", with: ","))
  }
  /// The toggle of a block's undo window of `seconds`, written in the page's language.
  package func undoFor(seconds: String) -> String {
    pick("Undo for \(seconds) s", "Deshacer durante \(seconds) s")
  }
  /// The choice of the setup a live block starts from.
  package var liveStart: String { pick("Start from", "Empezar desde") }
  /// The demo's setup, the first choice of ``liveStart``.
  package var liveStartDemo: String { pick("The demo", "La demo") }
  /// The choice of how the confirm action runs.
  package var confirmWork: String { pick("Confirm action", "Acción de confirmación") }
  /// A synchronous confirm action.
  package var workInstant: String { pick("Returns at once", "Termina al instante") }
  /// An asynchronous confirm action that succeeds after `seconds`.
  package func workSucceeds(seconds: String) -> String {
    pick("async, returns after \(seconds) s", "async, termina tras \(seconds) s")
  }
  /// An asynchronous confirm action that throws after `seconds`.
  package func workFails(seconds: String) -> String {
    pick("async, throws after \(seconds) s", "async, falla tras \(seconds) s")
  }
  /// The line that counts the callback's calls; the callback's name comes before it.
  package var calls: String { pick("calls", "llamadas") }
  /// The line that counts haptics.
  package var haptics: String { pick("Haptics", "Respuestas hápticas") }
  /// The label of the announcements.
  package var announced: String { pick("Announced", "Anunciado") }
  /// The button that starts the block again.
  package var reset: String { pick("Start again", "Empezar de nuevo") }

  /// The usage section.
  package var usage: String { pick("Usage", "Uso") }
  /// The usage section's lead.
  package var usageLead: String {
    pick(
      "In one of your views, once the block is installed:",
      "En una de tus vistas, una vez instalado el bloque:")
  }
  /// The summary of the demo file, which opens on demand.
  package func demoSummary(_ file: String, lines: Int) -> String {
    pick(
      "The demo that ships with the block, with its Xcode previews: \(file), \(lines) lines",
      "La demostración que acompaña al bloque, con sus vistas previas de Xcode: \(file), "
        + "\(lines) líneas")
  }
  /// The short usage snippet's label.
  package var usageSnippetLabel: String { pick("Usage snippet", "Fragmento de uso") }
  /// The label of the link to a heading, read before the heading's own words.
  package var linkToSection: String { pick("Link to this section:", "Enlace a esta sección:") }
  /// The sidebar's label and, on a phone, its menu button.
  package var blocksNavigation: String { pick("Blocks", "Bloques") }
  /// The button that clears the index's search and filters when nothing matches.
  package var clearFilters: String { pick("Clear search and filters", "Borrar búsqueda y filtros") }
  /// The 404 page's title.
  package var notFoundTitle: String { pick("Page not found", "Página no encontrada") }
  /// The 404 page's lead.
  package var notFoundLead: String {
    pick(
      "There is no page at this address. The block you are looking for may have a new name: "
        + "search the catalog, or start from the list of every block.",
      "No hay ninguna página en esta dirección. Puede que el bloque que buscas tenga otro nombre: "
        + "busca en el catálogo o empieza por la lista de todos los bloques.")
  }
  /// The API section.
  package var api: String { "API" }
  /// The API column of parameters.
  package var parameter: String { pick("Parameter", "Parámetro") }
  /// The API column of types.
  package var type: String { pick("Type", "Tipo") }
  /// The API column of defaults.
  package var defaultValue: String { pick("Default", "Valor predeterminado") }
  /// A required parameter's default.
  package var required: String { pick("required", "obligatorio") }
  /// The caption of an initializer's table.
  package func initializerCaption(_ signature: String) -> String {
    pick("Parameters of \(signature)", "Parámetros de \(signature)")
  }
  /// The installation section.
  package var installation: String { pick("Installation", "Instalación") }
  /// The one-file installation's heading.
  package var installOneFile: String {
    pick("As the view you own", "Como la vista que es tuya")
  }
  /// The one-file installation's explanation.
  package func installOneFileNote(_ file: String) -> String {
    pick(
      "Writes \(file) into your app's sources: the block's view, its demo and previews, yours "
        + "to change, over the package's BlocksCore and BlocksRuntime products (add them as "
        + "below). Running it again is safe: a file you edited is never overwritten without "
        + "--force. With --standalone it writes one self-contained file that needs no package.",
      "Escribe \(file) en el código de tu app: la vista del bloque, su demo y sus "
        + "previsualizaciones, para que los cambies, sobre los productos BlocksCore y "
        + "BlocksRuntime del paquete (añádelos como se indica abajo). Repetirlo es seguro: un "
        + "archivo que hayas editado nunca se sobrescribe sin --force. Con --standalone escribe "
        + "un solo archivo autónomo que no necesita el paquete."
    )
  }
  /// How to get the `blocks` tool, as HTML: it is this package's executable.
  package var getBlocksHTML: String {
    pick(
      "<code>blocks</code> is this package's command-line tool: in a clone of SwiftUI Blocks, "
        + "run <code>swift build -c release</code> and put <code>.build/release/blocks</code> "
        + "on your <code>PATH</code>, or run <code>swift run blocks</code> from the clone.",
      "<code>blocks</code> es la herramienta de línea de comandos de este paquete: en un clon de "
        + "SwiftUI Blocks, ejecuta <code>swift build -c release</code> y pon "
        + "<code>.build/release/blocks</code> en tu <code>PATH</code>, o ejecuta "
        + "<code>swift run blocks</code> desde el clon.")
  }
  /// The page's language and region for Open Graph (`og:locale`).
  package var openGraphLocale: String { pick("en_US", "es_ES") }
  /// The package installation's heading.
  package var installPackage: String { pick("As a Swift package", "Como paquete de Swift") }
  /// The summary of the animated scenarios, which fold away beneath a running live block.
  package func scenariosSummary(_ count: Int) -> String {
    pick("Animated scenarios (\(count))", "Escenarios animados (\(count))")
  }
  /// The first line of the package snippet, a comment in the reader's language.
  package var packageSnippetComment: String {
    pick(
      "Package.swift (OWNER: the account you got SwiftUI Blocks from)",
      "Package.swift (OWNER: la cuenta de la que obtuviste SwiftUI Blocks)")
  }
  /// The package installation's explanation.
  package var installPackageNote: String {
    pick(
      "Add the package to Package.swift: the view you own needs BlocksCore and BlocksRuntime; "
        + "to use the views as they are, depend on SwiftUIBlocks and import it.",
      "Añade el paquete a Package.swift: la vista que es tuya necesita BlocksCore y "
        + "BlocksRuntime; para usar las vistas tal cual, depende de SwiftUIBlocks e impórtalo.")
  }
  /// The download's heading.
  package var installDownload: String { pick("Download", "Descarga") }
  /// The standalone download's label, after the view form's.
  package func downloadStandalone(_ file: String) -> String {
    pick("Download \(file) as one self-contained file", "Descargar \(file) como un solo archivo")
  }
  /// The source section.
  package var source: String { pick("Source", "Código fuente") }
  /// The copy button.
  package var copy: String { pick("Copy", "Copiar") }
  /// The copy button's label for the source.
  package func copySource(_ file: String) -> String {
    pick("Copy \(file)", "Copiar \(file)")
  }
  /// The copy button's label for the install command.
  package var copyCommand: String { pick("Copy the command", "Copiar el comando") }
  /// The copy button's label for the package lines.
  package var copyPackage: String {
    pick("Copy the Package.swift lines", "Copiar las líneas de Package.swift")
  }
  /// What the status says after copying.
  package var copied: String { pick("Copied to the clipboard", "Copiado al portapapeles") }
  /// What the status says when copying failed.
  package var copyFailed: String {
    pick("Could not copy; select the text instead", "No se pudo copiar; selecciona el texto")
  }
  /// The download link.
  package func download(_ file: String) -> String { pick("Download \(file)", "Descargar \(file)") }
  /// The source's size line, in kilobytes to one decimal with the language's decimal mark
  /// ("106.6 KB", "106,6 KB").
  package func sourceSize(lines: Int, bytes: Int) -> String {
    let tenths = (max(bytes, 0) * 10 + 512) / 1024
    let kilobytes = "\(tenths / 10)\(pick(".", ","))\(tenths % 10)"
    return pick("\(lines) lines, \(kilobytes) KB", "\(lines) líneas, \(kilobytes) KB")
  }
  /// The Code tab's link to the source's own page: what shows until the tab has loaded the
  /// source, and what stays without JavaScript or where nothing can be fetched (`file://`).
  package func showSource(_ file: String) -> String {
    pick("Show the source of \(file)", "Mostrar el código fuente de \(file)")
  }
  /// The source region's label.
  package func sourceLabel(_ file: String) -> String {
    pick("Source of \(file)", "Código fuente de \(file)")
  }
  /// The usage region's label.
  package func usageLabel(_ file: String) -> String {
    pick("Usage example, \(file)", "Ejemplo de uso, \(file)")
  }
  /// The table of contents.
  package var onThisPage: String { pick("On this page", "En esta página") }
  /// The previous and next links' label.
  package var moreBlocks: String { pick("More blocks", "Más bloques") }
  /// The previous block link.
  package var previous: String { pick("Previous", "Anterior") }
  /// The next block link.
  package var next: String { pick("Next", "Siguiente") }
  /// The origin badge's label.
  package var origin: String { pick("Origin", "Origen") }
  /// The version.
  package var version: String { pick("Version", "Versión") }
  /// The platform badge.
  package func platform(_ platform: String) -> String { platform + "+" }
  /// The footer's link to the registry.
  package var registry: String { pick("Registry (JSON)", "Registro (JSON)") }
  /// The footer's link to llms.txt.
  package var llms: String { "llms.txt" }
  /// The link to a page's Markdown version.
  package var markdown: String { pick("This page in Markdown", "Esta página en Markdown") }
  /// The footer's line.
  package var footer: String {
    pick(
      "SwiftUI Blocks: MIT license. This site makes no requests to other sites.",
      "SwiftUI Blocks: licencia MIT. Este sitio no hace peticiones a otros sitios.")
  }
  /// The footer's label.
  package var footerLinks: String { pick("For tools", "Para herramientas") }

  /// A category's name in this language.
  package func category(_ category: BlockCategory) -> String {
    switch (category, language) {
    case (.controls, .english): "Controls"
    case (.controls, .spanish): "Controles"
    case (.buttons, .english): "Buttons"
    case (.buttons, .spanish): "Botones"
    case (.gestures, .english): "Gestures"
    case (.gestures, .spanish): "Gestos"
    case (.transitions, .english): "Transitions"
    case (.transitions, .spanish): "Transiciones"
    }
  }

  /// A level's name in this language.
  package func level(_ level: BlockLevel) -> String {
    switch (level, language) {
    case (.intermediate, .english): "Intermediate"
    case (.intermediate, .spanish): "Intermedio"
    case (.advanced, .english): "Advanced"
    case (.advanced, .spanish): "Avanzado"
    }
  }
}
