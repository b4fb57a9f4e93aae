/// The range slider's user-visible default strings, in English and Spanish.
///
/// The block carries its own table so its single-file download needs no resource bundle. Only
/// the block's own words come from here; the label the app passes is shown as the app localizes
/// it.
nonisolated public enum RangeSliderStrings {
  /// What follows the label on the lower thumb's element: "minimum".
  public static var minimum: LocalizedText { LocalizedText("range-slider.minimum") }
  /// What follows the label on the upper thumb's element: "maximum".
  public static var maximum: LocalizedText { LocalizedText("range-slider.maximum") }
  /// The demo's label: "Price".
  public static var demoLabel: LocalizedText { LocalizedText("range-slider.demo.label") }
  /// The demo's heading: "Price per night".
  public static var demoHeading: LocalizedText { LocalizedText("range-slider.demo.heading") }
  /// The demo's count of matching stays: "%1$d stays".
  public static var demoResults: LocalizedText { LocalizedText("range-slider.demo.results") }

  /// Every key the slider and its demo show or speak, in English and Spanish.
  public static let table = StringTable(
    name: "RangeSlider",
    [
      minimum.key: .init(english: "minimum", spanish: "mínimo"),
      maximum.key: .init(english: "maximum", spanish: "máximo"),
      demoLabel.key: .init(english: "Price", spanish: "Precio"),
      demoHeading.key: .init(english: "Price per night", spanish: "Precio por noche"),
      demoResults.key: .init(english: "%1$d stays", spanish: "%1$d alojamientos"),
    ])
}
