import BlocksCore

/// How text is anchored at its x coordinate, in layout terms.
package enum PreviewTextAnchor: Hashable, Sendable {
  /// The text starts at x (its leading edge).
  case leading
  /// The text is centered on x.
  case center
  /// The text ends at x (its trailing edge).
  case trailing
}

/// Collects a scene's nodes in document order.
///
/// Blocks draw in left-to-right layout coordinates. A right-to-left scene puts the block inside a
/// mirroring group (``openMirror(width:)``), as SwiftUI mirrors a layout, and the builder keeps
/// what must not mirror upright: text, and symbols that are not directional (a checkmark turns
/// the same way in every language; a forward chevron points the other way).
package struct PreviewSceneBuilder {
  /// The nodes so far.
  package private(set) var nodes: [PreviewNode] = []
  /// For each open container, whether it mirrors its content.
  private var openContainers: [Bool] = []

  /// An empty builder.
  package init() {}

  /// Whether content added now is drawn mirrored.
  package var isMirrored: Bool {
    openContainers.reduce(false) { $0 != $1 }
  }

  /// Opens a container element.
  package mutating func open(
    _ element: PreviewNode.Element = .group, role: String = "",
    _ attributes: [PreviewAttribute] = []
  ) {
    nodes.append(PreviewNode(element, role: role, attributes: attributes))
    openContainers.append(false)
  }

  /// Opens a group.
  package mutating func openGroup(role: String = "", _ attributes: [PreviewAttribute] = []) {
    open(.group, role: role, attributes)
  }

  /// Opens a group that mirrors its content horizontally inside `width` when `mirrored` is true
  /// (an identity transform otherwise, so both directions have the same structure).
  package mutating func openMirror(width: Double, mirrored: Bool) {
    let transform: PreviewTransform =
      mirrored ? .mirror(width: width) : .matrix(scaleX: 1, scaleY: 1, x: 0, y: 0)
    nodes.append(
      PreviewNode(.group, attributes: [PreviewAttribute(.transform, .transform(transform))]))
    openContainers.append(mirrored)
  }

  /// Closes the innermost open container.
  package mutating func close() {
    if !openContainers.isEmpty { openContainers.removeLast() }
    nodes.append(PreviewNode(.end))
  }

  /// Adds an element without children.
  package mutating func add(
    _ element: PreviewNode.Element, role: String = "", _ attributes: [PreviewAttribute]
  ) {
    nodes.append(PreviewNode(element, role: role, attributes: attributes))
  }

  /// Adds one line of text whose baseline is at `y`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - role: The element's role, if something looks it up.
  ///   - x: The anchor's x, in layout coordinates.
  ///   - y: The baseline.
  ///   - size: The font size in points.
  ///   - weight: The CSS font weight (400 regular, 600 semibold, 700 bold).
  ///   - anchor: Where x is on the line, in layout terms (leading is on the right when mirrored).
  ///   - color: The fill.
  ///   - extra: More attributes, such as an opacity or a visibility.
  package mutating func text(
    _ text: String, role: String = "", x: Double, y: Double, size: Double, weight: Int,
    anchor: PreviewTextAnchor, color: PreviewColor, extra: [PreviewAttribute] = []
  ) {
    var attributes = [
      PreviewAttribute(.x, .length(x)), PreviewAttribute(.y, .length(y)),
      PreviewAttribute(.fontSize, .length(size)),
      PreviewAttribute(.fontWeight, .keyword(PreviewNumber.format(weight))),
    ]
    let mirrored = isMirrored
    let svgAnchor: String
    switch (anchor, mirrored) {
    case (.center, _): svgAnchor = "middle"
    case (.leading, false), (.trailing, true): svgAnchor = "start"
    case (.leading, true), (.trailing, false): svgAnchor = "end"
    }
    if svgAnchor != "start" {
      attributes.append(PreviewAttribute(.textAnchor, .keyword(svgAnchor)))
    }
    attributes += color.discreteFillAttributes
    if mirrored {
      // Upright again: mirrored around the anchor, so the text reads left to right.
      attributes.append(
        PreviewAttribute(.transform, .transform(.matrix(scaleX: -1, scaleY: 1, x: 2 * x, y: 0))))
    }
    attributes += extra
    nodes.append(PreviewNode(.text, role: role, attributes: attributes, text: text))
  }

  /// Adds a symbol centered at (`x`, `y`) whose 24-point design box is drawn `size` points tall.
  ///
  /// A symbol that is not directional is kept upright in a mirrored scene.
  package mutating func symbol(
    _ symbol: PreviewSymbol, role: String = "", x: Double, y: Double, size: Double,
    color: PreviewColor, extra: [PreviewAttribute] = []
  ) {
    let scale = size / PreviewSymbol.designSize
    let flips = isMirrored && !symbol.isDirectional
    var attributes = [
      PreviewAttribute(
        .transform,
        .transform(.matrix(scaleX: flips ? -scale : scale, scaleY: scale, x: x, y: y))),
      PreviewAttribute(.d, .keyword(symbol.pathData)),
    ]
    if let lineWidth = symbol.lineWidth {
      attributes += [
        PreviewAttribute(.fill, .keyword("none")),
        PreviewAttribute(.stroke, .discreteColor(color.rgb)),
        PreviewAttribute(.strokeWidth, .length(lineWidth)),
        PreviewAttribute(.strokeLinecap, .keyword("round")),
        PreviewAttribute(.strokeLinejoin, .keyword("round")),
      ]
      if color.opacity < 1 {
        attributes.append(PreviewAttribute(.strokeOpacity, .fraction(color.opacity)))
      }
    } else {
      attributes += color.discreteFillAttributes
    }
    attributes += extra
    nodes.append(PreviewNode(.path, role: role, attributes: attributes))
  }

  /// The finished scene.
  package func scene(width: Double, height: Double) -> PreviewScene {
    PreviewScene(width: width, height: height, nodes: nodes)
  }
}

extension PreviewAttribute {
  /// A length attribute.
  package static func length(_ name: PreviewAttributeName, _ value: Double) -> PreviewAttribute {
    PreviewAttribute(name, .length(value))
  }

  /// An `opacity`.
  package static func opacity(_ value: Double) -> PreviewAttribute {
    PreviewAttribute(.opacity, .fraction(min(max(value, 0), 1)))
  }

  /// A `visibility`.
  package static func visible(_ isVisible: Bool) -> PreviewAttribute {
    PreviewAttribute(.visibility, .visible(isVisible))
  }

  /// A `transform`.
  package static func transform(_ transform: PreviewTransform) -> PreviewAttribute {
    PreviewAttribute(.transform, .transform(transform))
  }

  /// A rectangle's frame and corner radius.
  package static func frame(
    x: Double, y: Double, width: Double, height: Double, radius: Double = 0
  ) -> [PreviewAttribute] {
    var attributes = [
      length(.x, x), length(.y, y), length(.width, max(width, 0)), length(.height, max(height, 0)),
    ]
    if radius > 0 { attributes.append(length(.rx, radius)) }
    return attributes
  }
}
