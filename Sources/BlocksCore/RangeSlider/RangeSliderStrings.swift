/// The range slider's user-visible default strings, one table per language.
///
/// The block carries its own table so its single-file download needs no resource bundle. Only
/// the block's own words come from here; the label the app passes is shown as the app localizes
/// it.
nonisolated public enum RangeSliderStrings {
  /// The lower thumb's name around the app's label: "%@, minimum".
  public static var minimum: LocalizedText { LocalizedText("range-slider.minimum") }
  /// The upper thumb's name around the app's label: "%@, maximum".
  public static var maximum: LocalizedText { LocalizedText("range-slider.maximum") }
  /// The demo's label: "Price".
  public static var demoLabel: LocalizedText { LocalizedText("range-slider.demo.label") }
  /// The demo's heading: "Price per night".
  public static var demoHeading: LocalizedText { LocalizedText("range-slider.demo.heading") }
  /// The demo's count of matching stays: "%1$d stays".
  public static var demoResults: LocalizedText { LocalizedText("range-slider.demo.results") }

  /// Every key the slider and its demo show or speak, one table per language.
  public static let table = StringTable(
    name: "RangeSlider", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    minimum.key: "%@, minimum",
    maximum.key: "%@, maximum",
    demoLabel.key: "Price",
    demoHeading.key: "Price per night",
    demoResults.key: "%1$d stays",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    minimum.key: "%@, mínimo",
    maximum.key: "%@, máximo",
    demoLabel.key: "Precio",
    demoHeading.key: "Precio por noche",
    demoResults.key: "%1$d alojamientos",
  ]
}
