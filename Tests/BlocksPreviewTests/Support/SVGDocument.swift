import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG file parsed with `XMLParser`: every element with its attributes, in document order.
struct SVGDocument {
  /// One element.
  struct Element {
    var name: String
    var attributes: [String: String]
    /// How many elements enclose it.
    var depth: Int
    /// Its text content.
    var text = ""
  }

  var elements: [Element] = []

  /// Parses `text`; `nil` when it is not well-formed XML (with the parser's error in `error`).
  init?(_ text: String, error: inout String) {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else {
      error = "\(parser.parserError.map { "\($0)" } ?? "unknown") at line \(parser.lineNumber)"
      return nil
    }
    elements = collector.elements
  }

  /// The elements called `name`.
  func elements(named name: String) -> [Element] {
    elements.filter { $0.name == name }
  }

  /// The document without animation elements, for comparing an animated file with its poster.
  var stillElements: [Element] {
    elements.filter { $0.name != "animate" && $0.name != "animateTransform" }
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append(Element(name: name, attributes: attributes, depth: open.count))
      open.append(elements.count - 1)
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let index = open.last { elements[index].text += string }
    }
  }
}
