import BlocksCore

/// A color with an opacity, as iOS's semantic colors are defined (secondary label is a gray at
/// 60 %).
package struct PreviewColor: Hashable, Sendable {
  /// The sRGB color.
  package var rgb: RGBColor
  /// Its opacity in [0, 1].
  package var opacity: Double

  /// Creates a color.
  package init(_ rgb: RGBColor, opacity: Double = 1) {
    self.rgb = rgb
    self.opacity = opacity
  }

  /// Creates a color from 8-bit components and an opacity.
  package init(_ red: Int, _ green: Int, _ blue: Int, opacity: Double = 1) {
    self.init(RGBColor(red255: red, green255: green, blue255: blue), opacity: opacity)
  }

  /// White.
  package static let white = PreviewColor(.white)
  /// Black.
  package static let black = PreviewColor(.black)

  /// The foreground a contrast decision names.
  package init(_ foreground: ContrastForeground) {
    self.init(foreground.color)
  }

  /// `fill`, and `fill-opacity` when it is not opaque.
  package var fillAttributes: [PreviewAttribute] {
    var attributes = [PreviewAttribute(.fill, .color(rgb))]
    if opacity < 1 { attributes.append(PreviewAttribute(.fillOpacity, .fraction(opacity))) }
    return attributes
  }

  /// `fill` as a color that flips rather than fades, and `fill-opacity` when not opaque.
  package var discreteFillAttributes: [PreviewAttribute] {
    var attributes = [PreviewAttribute(.fill, .discreteColor(rgb))]
    if opacity < 1 { attributes.append(PreviewAttribute(.fillOpacity, .fraction(opacity))) }
    return attributes
  }

  /// The sRGB mix of `a` and `b`: `a` at 0, `b` at 1, as SwiftUI interpolates an animated color
  /// closely enough for a preview.
  package static func mix(_ a: RGBColor, _ b: RGBColor, _ fraction: Double) -> RGBColor {
    let t = min(max(fraction.isFinite ? fraction : 0, 0), 1)
    return RGBColor(
      red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
      blue: a.blue + (b.blue - a.blue) * t)
  }
}

/// iOS 18's system colors for one appearance: the backgrounds, labels and tints the blocks'
/// views use.
package struct PreviewPalette: Hashable, Sendable {
  /// The appearance.
  package var appearance: PreviewAppearance
  /// `systemGroupedBackground`: behind a preview.
  package var groupedBackground: PreviewColor
  /// `secondarySystemGroupedBackground`: a row's background.
  package var secondaryGroupedBackground: PreviewColor
  /// `label`: primary text.
  package var label: PreviewColor
  /// `secondaryLabel`: the hold button's title.
  package var secondaryLabel: PreviewColor
  /// The quaternary level of the label color: the slider's track (`.fill(.quaternary)`).
  package var quaternaryLabel: PreviewColor
  /// `systemIndigo`: the slider's tint.
  package var indigo: RGBColor
  /// `systemRed`: the hold button's tint.
  package var red: RGBColor
  /// `systemGreen`: the row's tint and the hold button's confirmed color.
  package var green: RGBColor
  /// `systemBlue`: the range slider's tint.
  package var blue: RGBColor

  /// The palette of `appearance`.
  package init(_ appearance: PreviewAppearance) {
    self.appearance = appearance
    switch appearance {
    case .light:
      groupedBackground = PreviewColor(242, 242, 247)
      secondaryGroupedBackground = PreviewColor(255, 255, 255)
      label = PreviewColor(0, 0, 0)
      secondaryLabel = PreviewColor(60, 60, 67, opacity: 0.6)
      quaternaryLabel = PreviewColor(60, 60, 67, opacity: 0.18)
      indigo = SystemColor.indigoLight
      red = SystemColor.redLight
      green = SystemColor.greenLight
      blue = SystemColor.blueLight
    case .dark:
      groupedBackground = PreviewColor(0, 0, 0)
      secondaryGroupedBackground = PreviewColor(28, 28, 30)
      label = PreviewColor(255, 255, 255)
      secondaryLabel = PreviewColor(235, 235, 245, opacity: 0.6)
      quaternaryLabel = PreviewColor(235, 235, 245, opacity: 0.16)
      indigo = SystemColor.indigoDark
      red = SystemColor.redDark
      green = SystemColor.greenDark
      blue = SystemColor.blueDark
    }
  }

  /// The id of the gradient that gives a tint SwiftUI's `.gradient` look (lighter at the top).
  package static let sheenID = "sheen"

  /// Adds the shared definitions: the sheen gradient.
  package static func addDefinitions(to builder: inout PreviewSceneBuilder) {
    builder.open(
      .linearGradient,
      [
        PreviewAttribute(.id, .reference(sheenID)), .length(.x1, 0), .length(.y1, 0),
        .length(.x2, 0), .length(.y2, 1),
      ])
    builder.add(
      .stop,
      [
        PreviewAttribute(.offset, .fraction(0)), PreviewAttribute(.stopColor, .color(.white)),
        PreviewAttribute(.stopOpacity, .fraction(0.2)),
      ])
    builder.add(
      .stop,
      [
        PreviewAttribute(.offset, .fraction(1)), PreviewAttribute(.stopColor, .color(.white)),
        PreviewAttribute(.stopOpacity, .fraction(0)),
      ])
    builder.close()
  }
}
