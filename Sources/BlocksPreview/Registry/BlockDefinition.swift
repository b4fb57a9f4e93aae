import BlocksCore

/// One block, described once: every piece of it that the catalog's tools read, named by type.
///
/// A block is one conformance (an uninhabited enum named after its view, plus `Block`) and one
/// line in ``PreviewBlock/all``. The catalog, search, the downloads, previews, the live module
/// and the site all walk that list, so nothing joins blocks by name or position, and a block
/// cannot be registered in part: leaving out a piece leaves a requirement unmet, which the
/// compiler names.
package protocol BlockDefinition: SendableMetatype {
  /// How the block runs in the preview simulator, which names its machine, layout and drawing.
  associatedtype Preview: PreviewModel

  /// The block's string table, named after its view: its id and display name come from that
  /// name.
  static var strings: StringTable { get }

  /// Whether the view offers an initializer whose action is `async throws`, so its confirm work
  /// can run for a while and fail.
  static var hasAsyncWork: Bool { get }

  /// The built-in scenarios, the first being the one shown by default.
  static var scenarios: [PreviewScenario] { get }

  /// The undo window, in seconds, that a live block can be switched to: the completion swipe
  /// row's, during which a completed row waits with an Undo button; `nil` for a block whose undo
  /// is not a setting (the card stack's is always there).
  static var undoWindow: Double? { get }

  /// The scenarios, by name, whose starting setup a live block can begin from besides the
  /// demo's: the range slider's stacked thumbs, the stepper that wraps. A scenario that only
  /// plays a gesture on the demo's setup is not listed; the live block plays gestures itself.
  static var liveStarts: [String] { get }

  #if !hasFeature(Embedded)
    /// What the catalog says about the block: category, level, usage and its words in every
    /// language.
    static var catalog: BlockCatalogEntry { get }
  #endif
}

extension BlockDefinition {
  /// Most blocks have no undo window to switch on.
  package static var undoWindow: Double? { nil }

  /// Most blocks start live only as the demo does.
  package static var liveStarts: [String] { [] }
}
