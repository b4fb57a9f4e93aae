import BlocksCore

/// One attribute's values over a recording, reduced to the key frames SMIL needs.
///
/// A number keeps only the frames that linear interpolation cannot recover within its tolerance
/// (half a point for lengths), so a spring keeps its bounces and a still stretch costs two
/// values. A state that flips keeps the frames where it changes and is written with
/// `calcMode="discrete"`.
package struct SVGAnimation {
  /// The frames kept, as indices into the recording.
  package var keyFrames: [Int]
  /// Whether the values flip rather than interpolate.
  package var isDiscrete: Bool

  /// The key frames of `values` sampled at `times`.
  package init(values: [PreviewValue], times: [Double]) {
    isDiscrete = values.first.map(SVGAnimation.isDiscrete) ?? true
    guard values.count > 1 else {
      keyFrames = values.isEmpty ? [] : [0]
      return
    }
    if isDiscrete {
      var kept = [0]
      for index in 1..<values.count where values[index] != values[index - 1] {
        kept.append(index)
      }
      keyFrames = kept
      return
    }
    let vectors = values.map(SVGAnimation.components)
    let tolerance = SVGAnimation.tolerance(of: values[0])
    var kept = [0]
    var anchor = 0
    while anchor < values.count - 1 {
      var end = anchor + 1
      while end + 1 < values.count,
        SVGAnimation.fits(vectors, times, from: anchor, to: end + 1, tolerance: tolerance)
      {
        end += 1
      }
      kept.append(end)
      anchor = end
    }
    keyFrames = kept
  }

  /// Whether every value is the same, so the attribute needs no animation.
  package static func isConstant(_ values: [PreviewValue]) -> Bool {
    guard let first = values.first else { return true }
    let base = components(first)
    let discrete = isDiscrete(first)
    for value in values.dropFirst() {
      if discrete {
        if value != first { return false }
      } else {
        let vector = components(value)
        for index in 0..<base.count where abs(vector[index] - base[index]) > 1e-9 {
          return false
        }
      }
    }
    return true
  }

  /// Whether values of this kind flip rather than interpolate.
  package static func isDiscrete(_ value: PreviewValue) -> Bool {
    switch value {
    case .length, .fraction, .color: false
    case .transform(let transform):
      if case .matrix = transform { true } else { false }
    case .discreteColor, .visible, .keyword, .reference: true
    }
  }

  /// The numbers of a value that interpolation works on.
  private static func components(_ value: PreviewValue) -> [Double] {
    switch value {
    case .length(let number), .fraction(let number): [number]
    case .color(let rgb), .discreteColor(let rgb): [rgb.red, rgb.green, rgb.blue]
    case .transform(let transform):
      switch transform {
      case .translate(let x, let y): [x, y]
      case .scale(let factor): [factor]
      case .rotate(let degrees): [degrees]
      case .matrix(let scaleX, let scaleY, let x, let y): [scaleX, scaleY, x, y]
      }
    case .visible(let isVisible): [isVisible ? 1 : 0]
    case .keyword, .reference: [0]
    }
  }

  /// How far an interpolated value may stray from the recorded one: half a point for lengths
  /// and translations, a hundredth for opacities, half a percent for scales, two 8-bit steps
  /// for colors.
  private static func tolerance(of value: PreviewValue) -> Double {
    switch value {
    case .length: 0.5
    case .fraction: 0.01
    case .color, .discreteColor: 2.0 / 255
    case .transform(let transform):
      switch transform {
      case .translate, .rotate, .matrix: 0.5
      case .scale: 0.005
      }
    case .visible, .keyword, .reference: 0
    }
  }

  /// Whether the line from frame `start` to frame `end` passes within `tolerance` of every frame
  /// between them.
  private static func fits(
    _ vectors: [[Double]], _ times: [Double], from start: Int, to end: Int, tolerance: Double
  ) -> Bool {
    let span = times[end] - times[start]
    guard span > 0 else { return false }
    for index in (start + 1)..<end {
      let fraction = (times[index] - times[start]) / span
      for component in 0..<vectors[start].count {
        let a = vectors[start][component]
        let b = vectors[end][component]
        if abs(a + (b - a) * fraction - vectors[index][component]) > tolerance { return false }
      }
    }
    return true
  }
}
