import Testing

@testable import BlocksCore

@Suite("Repeat stepper strings")
struct RepeatStepperStringsTests {
  static let keys: [LocalizedText] = [
    RepeatStepperStrings.increase, RepeatStepperStrings.decrease, RepeatStepperStrings.demoLabel,
    RepeatStepperStrings.demoProduct, RepeatStepperStrings.demoTotal,
  ]

  @Test("every key the stepper and its demo show or speak has English and Spanish")
  func everyKey() {
    let table = RepeatStepperStrings.table
    #expect(table.name == "RepeatStepper")
    #expect(Set(table.entries.keys) == Set(Self.keys.map(\.key)))
    #expect(table.count == Self.keys.count)
    for key in Self.keys {
      let entry = table.entries[key.key]
      #expect(entry?[.english].isEmpty == false && entry?[.spanish].isEmpty == false, "\(key)")
      #expect(entry?[.english] != entry?[.spanish], "\(key) is not translated")
      #expect(key.key.hasPrefix("repeat-stepper."), "\(key)")
    }
  }

  @Test("the specified wording")
  func wording() {
    let table = RepeatStepperStrings.table
    #expect(table.string(for: RepeatStepperStrings.increase, language: "en") == "Increase %@")
    #expect(table.string(for: RepeatStepperStrings.increase, language: "es") == "Aumentar %@")
    #expect(table.string(for: RepeatStepperStrings.decrease, language: "en") == "Decrease %@")
    #expect(table.string(for: RepeatStepperStrings.decrease, language: "es") == "Disminuir %@")
    // The demo's total keeps its number in both languages.
    let total = RepeatStepperStrings.demoTotal.with(42)
    #expect(table.string(for: total, language: "en").contains("42"))
    #expect(table.string(for: total, language: "es").contains("42"))
  }
}
