import BlocksCore

extension SiteWords {
  /// The site's words in English.
  static let english = SiteWords(
    language: .english,
    tagline:
      "Interactive SwiftUI components for iOS 18. Every decision is plain Swift, tested on Linux; "
      + "every block installs as one file.",
    indexTitle: "SwiftUI Blocks catalog",
    skipToContent: "Skip to content",
    siteNavigation: "Site",
    breadcrumb: "Breadcrumb",
    allBlocks: "All blocks",
    languageName: { language in
      switch language {
      case .english: "English"
      case .spanish: "Spanish"
      }
    },
    theme: "Theme",
    themeLight: "Light",
    themeDark: "Dark",
    themeAuto: "Auto",
    searchLabel: "Search blocks",
    searchPlaceholder: "Search",
    searchHint: "English or Spanish; accents and case do not matter",
    category: "Category",
    level: "Level",
    anyCategory: "All categories",
    anyLevel: "All levels",
    oneBlock: "1 block",
    manyBlocks: "{n} blocks",
    noBlocks: "No blocks match. Try other words.",
    foundBy: "Found by",
    keywordsIn: { language in
      switch language {
      case .english: "In English"
      case .spanish: "In Spanish"
      }
    },
    description: "Description",
    previewAndCode: "Preview and code",
    preview: "Preview",
    code: "Code",
    scenario: "Scenario",
    replay: "Replay",
    previewAlt: { block, scenario in "Animated preview of \(block): \(scenario)" },
    posterAlt: { block, scenario in "Preview of \(block): \(scenario)" },
    previewNote:
      "Replay restarts the animation. With reduced motion, a still frame is shown instead.",
    tryIt: "Try it",
    tryItHint: { keys in
      "The block's own state machine, compiled to WebAssembly, drawn by the same renderer as "
        + "the previews. Use a mouse, a finger or a pen, or focus it with Tab: \(keys) A haptic "
        + "shows as a pulse around it."
    },
    liveLabel: { block in "\(block), live" },
    liveSettings: "Settings",
    rightToLeft: "Right to left",
    reduceMotion: "Reduce Motion",
    darkAppearance: "Dark",
    undoFor: { seconds in "Undo for \(seconds) s" },
    liveLanguage: "Language",
    liveStart: "Start from",
    liveStartDemo: "The demo",
    confirmWork: "Confirm action",
    workInstant: "Returns at once",
    workSucceeds: { seconds in "async, returns after \(seconds)\u{00A0}s" },
    workFails: { seconds in "async, throws after \(seconds)\u{00A0}s" },
    calls: "calls",
    haptics: "Haptics",
    announced: "Announced",
    reset: "Start again",
    usage: "Usage",
    usageLead: "In one of your views, once the block is installed:",
    demoSummary: { file, lines in
      "The demo that ships with the block, with its Xcode previews: \(file), \(lines) lines"
    },
    usageSnippetLabel: "Usage snippet",
    linkToSection: "Link to this section:",
    blocksNavigation: "Blocks",
    clearFilters: "Clear search and filters",
    notFoundTitle: "Page not found",
    notFoundLead:
      "There is no page at this address. The block you are looking for may have a new name: "
      + "search the catalog, or start from the list of every block.",
    parameter: "Parameter",
    type: "Type",
    defaultValue: "Default",
    required: "required",
    initializerCaption: { signature in "Parameters of \(signature)" },
    installation: "Installation",
    installOneFile: "As the view you own",
    installOneFileNote: { file in
      "Writes \(file) into your app's sources: the block's view, its demo and previews, yours "
        + "to change, over the package's BlocksCore and BlocksRuntime products (add them as "
        + "below). Running it again is safe: a file you edited is never overwritten without "
        + "--force. With --standalone it writes one self-contained file that needs no package."
    },
    getBlocksHTML:
      "<code>blocks</code> is this package's command-line tool: in a clone of SwiftUI Blocks, "
      + "run <code>swift build -c release</code> and put <code>.build/release/blocks</code> "
      + "on your <code>PATH</code>, or run <code>swift run blocks</code> from the clone.",
    llmsBlocks: "Blocks",
    standInNote: "Stand-in preview: the real one is not drawn yet",
    standInDescription:
      "A placeholder drawing with the block's name and a dot moving along a track.",
    openGraphLocale: "en_US",
    installPackage: "As a Swift package",
    scenariosSummary: { count in "Animated scenarios (\(count))" },
    packageSnippetComment: "Package.swift (OWNER: the account you got SwiftUI Blocks from)",
    installPackageNote:
      "Add the package to Package.swift: the view you own needs BlocksCore and BlocksRuntime; "
      + "to use the views as they are, depend on SwiftUIBlocks and import it.",
    installDownload: "Download",
    downloadStandalone: { file in "Download \(file) as one self-contained file" },
    source: "Source",
    copy: "Copy",
    copySource: { file in "Copy \(file)" },
    copyCommand: "Copy the command",
    copyPackage: "Copy the Package.swift lines",
    copied: "Copied to the clipboard",
    copyFailed: "Could not copy; select the text instead",
    download: { file in "Download \(file)" },
    showSource: { file in "Show the source of \(file)" },
    sourceLabel: { file in "Source of \(file)" },
    usageLabel: { file in "Usage example, \(file)" },
    onThisPage: "On this page",
    moreBlocks: "More blocks",
    previous: "Previous",
    next: "Next",
    origin: "Origin",
    version: "Version",
    registry: "Registry (JSON)",
    markdown: "This page in Markdown",
    footer: "SwiftUI Blocks: MIT license. This site makes no requests to other sites.",
    footerLinks: "For tools",
    decimalMark: ".",
    sizeLine: { lines, kilobytes in "\(lines) lines, \(kilobytes) KB" },
    categoryName: { category in
      switch category {
      case .controls: "Controls"
      case .buttons: "Buttons"
      case .gestures: "Gestures"
      case .transitions: "Transitions"
      }
    },
    levelName: { level in
      switch level {
      case .intermediate: "Intermediate"
      case .advanced: "Advanced"
      }
    }
  )
}
