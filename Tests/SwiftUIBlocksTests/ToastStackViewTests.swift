#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI
  import Testing

  @testable import SwiftUIBlocks

  @Suite("Toast Stack view")
  struct ToastStackViewTests {
    @Test("a toast takes the documented parameters, with defaults; the modifier takes a binding")
    @MainActor
    func api() {
      let plain = ToastStackItem(id: "a", title: "Hello")
      #expect(plain.style == .info)
      #expect(plain.duration == ToastStackMetrics.defaultDuration)
      #expect(plain.message == nil && plain.action == nil)
      let full = ToastStackItem(
        id: "b", title: "Deleted", message: "One note", style: .warning, duration: 6,
        action: ToastStackItem.Action("Undo") {})
      #expect(full.action?.title == "Undo")
      var toasts = [plain, full]
      let binding = Binding {
        toasts
      } set: {
        toasts = $0
      }
      _ = Color.clear.toastStack(binding)
    }

    @Test("toasts are equal by everything but their action's closure; NaN durations are equal")
    func equality() {
      let base = ToastStackItem(id: "a", title: "Saved", style: .success)
      var other = base
      #expect(base == other)
      other.action = ToastStackItem.Action("Undo") {}
      #expect(base != other, "an action's title counts")
      var same = other
      same.action = ToastStackItem.Action("Undo") { print("another closure") }
      #expect(other == same, "its closure does not")
      var nan = base
      nan.duration = .nan
      #expect(nan == nan)
      for change in [
        { (t: inout ToastStackItem) in t.title = "Other" }, { $0.message = "More" },
        { $0.style = .error },
        { $0.duration = 5 }, { $0.id = "b" },
      ] {
        var changed = base
        change(&changed)
        #expect(changed != base)
      }
    }

    @Test("the binding reaches the machine as entries whose text changes exactly with the words")
    @MainActor
    func entries() {
      let kept = ToastStackKept()
      let table = ToastStackStrings.table
      let locale = Locale(identifier: "en")
      let saving = ToastStackItem(id: "save", title: "Saving…", style: .loading)
      var saved = saving
      saved.title = "Saved"
      saved.style = .success
      var restyled = saving
      restyled.style = .info
      let entries = kept.entries([saving, saved, restyled], strings: table, locale: locale)
      #expect(entries.map(\.id) == ["save", "save", "save"])
      #expect(entries.map(\.style) == [.loading, .success, .info])
      #expect(entries[0].text != entries[1].text, "new words, a new fingerprint")
      #expect(entries[0].text == entries[2].text, "the same words, the same fingerprint")
      #expect(entries[0].action == nil)
      let withAction = ToastStackItem(
        id: "x", title: "Deleted", action: ToastStackItem.Action("Undo") {})
      #expect(kept.entries([withAction], strings: table, locale: locale)[0].hasAction)
    }

    @Test("an announcement reads the style, the title, the message, then \"and n more\"")
    @MainActor
    func announcement() {
      let kept = ToastStackKept()
      let toast = ToastStackItem(
        id: "sync", title: "Can't sync", message: "You're offline.", style: .error)
      let alone = kept.announcement(
        for: toast, others: .init(id: "sync", others: 0), strings: ToastStackStrings.table,
        locale: Locale(identifier: "en"))
      #expect(alone == "Error, Can't sync, You're offline.")
      let more = kept.announcement(
        for: toast, others: .init(id: "sync", others: 2), strings: ToastStackStrings.table,
        locale: Locale(identifier: "es"))
      #expect(more.hasPrefix("Error, ") && more.hasSuffix(", y 2 más"))
    }

    @Test("the demo builds, and its notes are distinct")
    @MainActor
    func demo() {
      _ = ToastStackDemo()
      #expect(Set(ToastStackDemo.allNotes).count == ToastStackDemo.allNotes.count)
      for key in ToastStackDemo.allNotes {
        #expect(ToastStackStrings.table.entries(in: .english)[key] != nil)
      }
    }
  }
#endif
