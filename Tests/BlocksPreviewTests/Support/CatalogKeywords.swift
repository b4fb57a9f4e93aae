import BlocksCore
import Testing

@testable import BlocksPreview

extension BlockCatalogEntry {
  /// Expects every reference keyword in its language, and more besides: the catalog may extend
  /// the keywords a block was specified with, never drop one.
  func expectKeywords(
    english: [String], spanish: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (language, reference) in [(BlockLanguage.english, english), (.spanish, spanish)] {
      let keywords = texts[language]?.keywords ?? []
      for keyword in reference {
        #expect(
          keywords.contains(keyword), "\(keyword) in \(language.code)",
          sourceLocation: sourceLocation)
      }
      #expect(
        keywords.count > reference.count, "extended in \(language.code)",
        sourceLocation: sourceLocation)
    }
  }
}
