/// The stepper's user-visible default strings, one table per language.
///
/// The block carries its own table so its single-file download needs no resource bundle. Only
/// the block's own words come from here; the label the app passes is shown as the app localizes
/// it.
nonisolated public enum RepeatStepperStrings {
  /// The plus button's name around the app's label: "Increase %@".
  public static var increase: LocalizedText { LocalizedText("repeat-stepper.increase") }
  /// The minus button's name around the app's label: "Decrease %@".
  public static var decrease: LocalizedText { LocalizedText("repeat-stepper.decrease") }
  /// The demo's label: "Quantity".
  public static var demoLabel: LocalizedText { LocalizedText("repeat-stepper.demo.label") }
  /// The demo's product: "Espresso beans".
  public static var demoProduct: LocalizedText { LocalizedText("repeat-stepper.demo.product") }
  /// The demo's total line: "Total: $%1$d".
  public static var demoTotal: LocalizedText { LocalizedText("repeat-stepper.demo.total") }

  /// Every key the stepper and its demo show or speak, one table per language.
  public static let table = StringTable(
    name: "RepeatStepper", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    increase.key: "Increase %@",
    decrease.key: "Decrease %@",
    demoLabel.key: "Quantity",
    demoProduct.key: "Espresso beans",
    demoTotal.key: "Total: $%1$d",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    increase.key: "Aumentar %@",
    decrease.key: "Disminuir %@",
    demoLabel.key: "Cantidad",
    demoProduct.key: "Café en grano",
    demoTotal.key: "Total: %1$d $",
  ]
}
