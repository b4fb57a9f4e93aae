import BlocksCore

/// A transform of a group, as SVG writes it.
public enum PreviewTransform: Hashable, Sendable {
  /// Moves by x and y points.
  case translate(Double, Double)
  /// Scales uniformly around the origin.
  case scale(Double)
  /// Rotates by degrees, clockwise, around the origin.
  case rotate(Double)
  /// Scales x and y separately, then moves: x′ = scaleX · x + x, y′ = scaleY · y + y. A
  /// negative `scaleX` mirrors, as right-to-left layouts and their upright text need.
  case matrix(scaleX: Double, scaleY: Double, x: Double, y: Double)

  /// The horizontal mirror inside a box of `width`: x becomes width − x.
  public static func mirror(width: Double) -> PreviewTransform {
    .matrix(scaleX: -1, scaleY: 1, x: width, y: 0)
  }
}

/// The value of one attribute of a scene element.
///
/// Numbers carry their kind, which decides how precisely they are written and how far a thinned
/// animation may stray from them: half a point for lengths, a hundredth for opacities.
public enum PreviewValue: Hashable, Sendable {
  /// A length or coordinate, in points.
  case length(Double)
  /// A fraction such as an opacity or a gradient stop, in [0, 1].
  case fraction(Double)
  /// An sRGB color that animates smoothly, such as a fill turning from red to green.
  case color(RGBColor)
  /// An sRGB color that flips, such as a foreground a contrast decision picks: never
  /// interpolated.
  case discreteColor(RGBColor)
  /// A transform.
  case transform(PreviewTransform)
  /// Whether the element is drawn (SVG `visibility`), a state that flips.
  case visible(Bool)
  /// A fixed word or text, such as `round`, `middle` or a path's data.
  case keyword(String)
  /// A reference to another element of the same scene by its id, such as a gradient.
  case reference(String)
}

/// The SVG attributes a scene uses.
public enum PreviewAttributeName: Hashable, Sendable, CaseIterable {
  /// `id`.
  case id
  /// `x`.
  case x
  /// `y`.
  case y
  /// `width`.
  case width
  /// `height`.
  case height
  /// `rx`: a rectangle's corner radius.
  case rx
  /// `cx`.
  case cx
  /// `cy`.
  case cy
  /// `r`.
  case r
  /// `d`: a path's data.
  case d
  /// `fill`.
  case fill
  /// `fill-opacity`.
  case fillOpacity
  /// `stroke`.
  case stroke
  /// `stroke-opacity`.
  case strokeOpacity
  /// `stroke-width`.
  case strokeWidth
  /// `stroke-linecap`.
  case strokeLinecap
  /// `stroke-linejoin`.
  case strokeLinejoin
  /// `stroke-dasharray`.
  case strokeDasharray
  /// `stroke-dashoffset`.
  case strokeDashoffset
  /// `opacity`.
  case opacity
  /// `transform`.
  case transform
  /// `visibility`.
  case visibility
  /// `clip-path`.
  case clipPath
  /// `font-size`.
  case fontSize
  /// `font-weight`.
  case fontWeight
  /// `text-anchor`.
  case textAnchor
  /// `textLength`: the width a text is drawn at, whatever font the browser has.
  case textLength
  /// `lengthAdjust`: how a text meets its `textLength`.
  case lengthAdjust
  /// `x1` of a gradient.
  case x1
  /// `y1` of a gradient.
  case y1
  /// `x2` of a gradient.
  case x2
  /// `y2` of a gradient.
  case y2
  /// `offset` of a gradient stop.
  case offset
  /// `stop-color`.
  case stopColor
  /// `stop-opacity`.
  case stopOpacity

  /// The attribute's name in SVG.
  public var svgName: String {
    switch self {
    case .id: "id"
    case .x: "x"
    case .y: "y"
    case .width: "width"
    case .height: "height"
    case .rx: "rx"
    case .cx: "cx"
    case .cy: "cy"
    case .r: "r"
    case .d: "d"
    case .fill: "fill"
    case .fillOpacity: "fill-opacity"
    case .stroke: "stroke"
    case .strokeOpacity: "stroke-opacity"
    case .strokeWidth: "stroke-width"
    case .strokeLinecap: "stroke-linecap"
    case .strokeLinejoin: "stroke-linejoin"
    case .strokeDasharray: "stroke-dasharray"
    case .strokeDashoffset: "stroke-dashoffset"
    case .opacity: "opacity"
    case .transform: "transform"
    case .visibility: "visibility"
    case .clipPath: "clip-path"
    case .fontSize: "font-size"
    case .fontWeight: "font-weight"
    case .textAnchor: "text-anchor"
    case .textLength: "textLength"
    case .lengthAdjust: "lengthAdjust"
    case .x1: "x1"
    case .y1: "y1"
    case .x2: "x2"
    case .y2: "y2"
    case .offset: "offset"
    case .stopColor: "stop-color"
    case .stopOpacity: "stop-opacity"
    }
  }
}

/// One attribute of a scene element.
public struct PreviewAttribute: Hashable, Sendable {
  /// Which attribute.
  public var name: PreviewAttributeName
  /// Its value in this frame.
  public var value: PreviewValue

  /// Creates an attribute.
  public init(_ name: PreviewAttributeName, _ value: PreviewValue) {
    self.name = name
    self.value = value
  }
}

/// One element of a scene, in document order.
public struct PreviewNode: Hashable, Sendable {
  /// The SVG element, or the end of the innermost open container.
  public enum Element: Hashable, Sendable {
    /// `<g>`, a container.
    case group
    /// `<rect>`.
    case rect
    /// `<circle>`.
    case circle
    /// `<path>`.
    case path
    /// `<text>`, holding ``PreviewNode/text``.
    case text
    /// `<defs>`, a container for gradients and clip paths.
    case definitions
    /// `<clipPath>`, a container.
    case clipPath
    /// `<linearGradient>`, a container of stops.
    case linearGradient
    /// `<stop>`.
    case stop
    /// Closes the innermost open container.
    case end

    /// The SVG tag name (empty for ``end``).
    public var tag: String {
      switch self {
      case .group: "g"
      case .rect: "rect"
      case .circle: "circle"
      case .path: "path"
      case .text: "text"
      case .definitions: "defs"
      case .clipPath: "clipPath"
      case .linearGradient: "linearGradient"
      case .stop: "stop"
      case .end: ""
      }
    }

    /// Whether the element holds other elements until an ``end``.
    public var isContainer: Bool {
      switch self {
      case .group, .definitions, .clipPath, .linearGradient: true
      case .rect, .circle, .path, .text, .stop, .end: false
      }
    }
  }

  /// The element.
  public var element: Element
  /// A name for what the element shows, such as `thumb` or `page-1`.
  ///
  /// Tests and live hosts look elements up by it; empty when nothing needs it. Not written to
  /// SVG.
  public var role: String
  /// The attributes, in the order they are written.
  public var attributes: [PreviewAttribute]
  /// The text of a ``Element/text`` element.
  public var text: String

  /// Creates a node.
  public init(
    _ element: Element, role: String = "", attributes: [PreviewAttribute] = [], text: String = ""
  ) {
    self.element = element
    self.role = role
    self.attributes = attributes
    self.text = text
  }

  /// The value of the attribute `name`, if the node has it.
  public func value(_ name: PreviewAttributeName) -> PreviewValue? {
    attributes.first { $0.name == name }?.value
  }
}

/// Everything one frame of a block draws, as SVG elements with attribute values.
///
/// Every frame of one preview has the same elements and attributes in the same order, only the
/// values differ, so frames can be compared attribute by attribute and written as one animated
/// SVG, or applied to a live document element by element.
public struct PreviewScene: Hashable, Sendable {
  /// The drawing's width, in points.
  public var width: Double
  /// The drawing's height, in points.
  public var height: Double
  /// The elements in document order.
  public var nodes: [PreviewNode]

  /// Creates a scene.
  public init(width: Double, height: Double, nodes: [PreviewNode]) {
    self.width = width
    self.height = height
    self.nodes = nodes
  }

  /// The index of the first node with `role`.
  public func index(ofRole role: String) -> Int? {
    nodes.firstIndex { $0.role == role }
  }

  /// Whether `other` has the same elements and attributes in the same order, so the two can be
  /// frames of one animation.
  public func hasSameStructure(as other: PreviewScene) -> Bool {
    guard nodes.count == other.nodes.count else { return false }
    for (left, right) in zip(nodes, other.nodes) {
      guard left.element == right.element, left.text == right.text,
        left.attributes.count == right.attributes.count
      else { return false }
      for (a, b) in zip(left.attributes, right.attributes) {
        guard a.name == b.name, a.value.hasSameKind(as: b.value) else { return false }
      }
    }
    return true
  }
}

extension PreviewValue {
  /// Whether two values are of the same kind, so one can be animated into the other.
  package func hasSameKind(as other: PreviewValue) -> Bool {
    switch (self, other) {
    case (.length, .length), (.fraction, .fraction), (.color, .color),
      (.discreteColor, .discreteColor), (.visible, .visible),
      (.keyword, .keyword), (.reference, .reference):
      true
    case (.transform(let a), .transform(let b)):
      switch (a, b) {
      case (.translate, .translate), (.scale, .scale), (.rotate, .rotate), (.matrix, .matrix): true
      default: false
      }
    default:
      false
    }
  }
}
