import Foundation

@testable import BlocksPreview

/// A 2-D affine transform: x′ = a x + c y + e, y′ = b x + d y + f.
struct Affine: Equatable {
  var a = 1.0
  var b = 0.0
  var c = 0.0
  var d = 1.0
  var e = 0.0
  var f = 0.0

  /// This transform after `other` is applied first (SVG nesting: parent ∘ child).
  func then(_ child: Affine) -> Affine {
    Affine(
      a: a * child.a + c * child.b, b: b * child.a + d * child.b,
      c: a * child.c + c * child.d, d: b * child.c + d * child.d,
      e: a * child.e + c * child.f + e, f: b * child.e + d * child.f + f)
  }

  /// The point (x, y) transformed.
  func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    (a * x + c * y + e, b * x + d * y + f)
  }

  init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, e: Double = 0, f: Double = 0) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.e = e
    self.f = f
  }

  /// The affine form of a scene transform.
  init(_ transform: PreviewTransform) {
    switch transform {
    case .translate(let x, let y): self.init(e: x, f: y)
    case .scale(let s): self.init(a: s, d: s)
    case .rotate(let degrees):
      let radians = degrees * Double.pi / 180
      self.init(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians))
    case .matrix(let scaleX, let scaleY, let x, let y): self.init(a: scaleX, d: scaleY, e: x, f: y)
    }
  }
}

/// Where each element of a scene lands on the canvas, horizontally.
struct PlacedNode {
  /// The node's index in the scene.
  var index: Int
  /// The node.
  var node: PreviewNode
  /// The horizontal extent on the canvas: a rectangle's left and right edges, a circle's
  /// center twice, a group's or path's or text's origin (its anchor) twice.
  var minX: Double
  var maxX: Double
}

extension PreviewScene {
  /// Every drawn node (not inside `<defs>`) with its horizontal extent on the canvas.
  var placedNodes: [PlacedNode] {
    var placed: [PlacedNode] = []
    var stack: [Affine] = [Affine()]
    var definitionsDepth = 0
    for (index, node) in nodes.enumerated() {
      if node.element == .end {
        stack.removeLast()
        if definitionsDepth > 0 { definitionsDepth -= 1 }
        continue
      }
      var own = stack[stack.count - 1]
      if case .transform(let transform)? = node.value(.transform) {
        own = own.then(Affine(transform))
      }
      func number(_ name: PreviewAttributeName) -> Double {
        if case .length(let value)? = node.value(name) { return value }
        return 0
      }
      if node.element.isContainer {
        stack.append(own)
        if node.element == .definitions || definitionsDepth > 0 { definitionsDepth += 1 }
      }
      guard definitionsDepth == 0 else { continue }
      switch node.element {
      case .rect:
        let left = own.apply(number(.x), number(.y)).x
        let right = own.apply(number(.x) + number(.width), number(.y)).x
        placed.append(
          PlacedNode(index: index, node: node, minX: min(left, right), maxX: max(left, right)))
      case .circle:
        let center = own.apply(number(.cx), number(.cy)).x
        placed.append(PlacedNode(index: index, node: node, minX: center, maxX: center))
      case .text:
        let anchor = stack[stack.count - 1].apply(number(.x), number(.y)).x
        placed.append(PlacedNode(index: index, node: node, minX: anchor, maxX: anchor))
      case .group, .path:
        let origin = own.apply(0, 0).x
        placed.append(PlacedNode(index: index, node: node, minX: origin, maxX: origin))
      case .definitions, .clipPath, .linearGradient, .stop, .end:
        break
      }
    }
    return placed
  }
}
