import Testing

@testable import BlocksCore

@Suite("Pager strings")
struct InteractivePagerTransitionStringsTests {
  @Test("every key has an English and a Spanish string")
  func everyKey() {
    let keys = [
      InteractivePagerTransitionStrings.dotsLabel, InteractivePagerTransitionStrings.dotsValue,
      InteractivePagerTransitionStrings.dotsNone,
      InteractivePagerTransitionStrings.pageAnnouncement,
      InteractivePagerTransitionStrings.demoWelcomeTitle,
      InteractivePagerTransitionStrings.demoWelcomeText,
      InteractivePagerTransitionStrings.demoSwipeTitle,
      InteractivePagerTransitionStrings.demoSwipeText,
      InteractivePagerTransitionStrings.demoReadyTitle,
      InteractivePagerTransitionStrings.demoReadyText,
    ]
    #expect(Set(InteractivePagerTransitionStrings.table.entries.keys) == Set(keys.map(\.key)))
    for key in keys {
      let entry = InteractivePagerTransitionStrings.table.entries[key.key]
      #expect(entry?[.english].isEmpty == false && entry?[.spanish].isEmpty == false, "\(key)")
      #expect(entry?[.english] != entry?[.spanish], "\(key) is not translated")
    }
  }
}
