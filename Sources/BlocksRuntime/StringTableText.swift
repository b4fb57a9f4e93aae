#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  extension StringTable {
    /// The string for `text` in the language of `locale`.
    public func string(for text: LocalizedText, locale: Locale) -> String {
      string(for: text, language: locale.identifier)
    }

    /// The block's own `text` in the language of `locale`.
    public func text(_ text: LocalizedText, locale: Locale) -> Text {
      Text(verbatim: string(for: text, locale: locale))
    }

    /// The block's own `text` in the language of `locale` with `inserted`, the app's words as
    /// the app localizes them, where its ``/BlocksCore/StringTable/insertionMarker`` stands:
    /// "Increase %@" around a stepper's label.
    ///
    /// A name of its own, not another `text(_:)`, so a download whose block names nothing this
    /// way carries none of it.
    public func insertion(of inserted: Text, into text: LocalizedText, locale: Locale) -> Text {
      let parts = insertionParts(of: text, language: locale.identifier)
      return Text(verbatim: parts.before) + inserted + Text(verbatim: parts.after)
    }

    /// A caller's resource as a string, as the app localizes it; a resource that names this
    /// table (the block's own defaults) comes from the table, in the language of `locale`.
    public func string(_ resource: LocalizedStringResource, locale: Locale) -> String {
      guard let own = ownText(key: resource.key, table: resource.table) else {
        return String(localized: resource)
      }
      return string(for: own, locale: locale)
    }

    /// A caller's resource as the app localizes it; a resource that names this table (the
    /// block's own defaults) comes from the table, in the language of `locale`.
    ///
    /// A single-file download has no resource bundle, so the block's defaults name the block's
    /// table and are looked up here; every other string is the app's and stays the app's.
    public func text(_ resource: LocalizedStringResource, locale: Locale) -> Text {
      guard let own = ownText(key: resource.key, table: resource.table) else {
        return Text(resource)
      }
      return text(own, locale: locale)
    }
  }
#endif
