import BlocksCore

/// Writes recorded previews as SVG: animated, a still poster, or a filmstrip.
///
/// The animated file has one SMIL `<animate>` or `<animateTransform>` per attribute that
/// changes, sampled from the frames and thinned, looping with a pause; its attributes hold the
/// poster frame, so a viewer without animation (or a page that honours Reduce Motion and pauses
/// it) shows a meaningful still. Every file has a `<title>` and a `<desc>`, and no script, no
/// external reference and no font file: text uses the system font stack.
public enum PreviewSVG {
  /// The font stack of every preview: the system font where there is one.
  public static let fontFamily = """
    -apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Segoe UI', Roboto, Helvetica, Arial, \
    sans-serif
    """

  /// The pause, in seconds, before an animated preview starts again.
  public static let defaultPause = 1.2

  /// The recording as an animated SVG that loops after `pause` seconds.
  ///
  /// - Parameters:
  ///   - recording: The frames to write.
  ///   - pause: Seconds the last frame holds before the loop starts again.
  ///   - idPrefix: The prefix of every id in the file; several previews inlined in one page
  ///     need different ones (the default names the block, scenario and settings).
  /// - Returns: The SVG document.
  public static func animated(
    _ recording: PreviewRecording, pause: Double = defaultPause, idPrefix: String? = nil
  ) -> String {
    let scenes = recording.scenes
    let poster = scenes[recording.posterIndex]
    let prefix = idPrefix ?? defaultPrefix(recording)
    let times = recording.frames.map { $0.time }
    let total = recording.duration + (pause.isFinite ? max(pause, 0) : 0)
    var output = Array(header(poster, recording: recording, prefix: prefix).utf8)
    writeNodes(
      poster, prefix: prefix, into: &output,
      animation: { node, attribute in
        let values = scenes.map { $0.nodes[node].attributes[attribute].value }
        guard !SVGAnimation.isConstant(values) else { return "" }
        return element(
          for: poster.nodes[node].attributes[attribute].name, values: values, times: times,
          total: total, prefix: prefix)
      })
    return closed(output)
  }

  /// The recording's poster frame as a still SVG.
  public static func poster(_ recording: PreviewRecording, idPrefix: String? = nil) -> String {
    let scene = recording.scene(at: recording.posterIndex)
    let prefix = idPrefix ?? defaultPrefix(recording)
    var output = Array(header(scene, recording: recording, prefix: prefix).utf8)
    writeNodes(scene, prefix: prefix, into: &output, animation: nil)
    return closed(output)
  }

  /// One frame as a still SVG for a live page, where the block runs and a script applies each new
  /// frame's attribute values.
  ///
  /// Every element carries its index in `scene.nodes` (`data-n`), the index a live host names
  /// when an attribute changes, and the element with `touchRole` carries `data-touch`: a touch
  /// that begins outside it does not reach the block, as on a device. The element of each button
  /// role carries `data-press` with the button's number, which a tap on it sends. The drawing is
  /// hidden from assistive technology: the page around it names the block and speaks its
  /// announcements.
  ///
  /// - Parameters:
  ///   - scene: The frame.
  ///   - touchRole: The role of the element that takes the gesture (see
  ///     ``PreviewSession/touchRole``).
  ///   - buttonRoles: The roles of the drawing's buttons, in the order of their numbers (see
  ///     ``PreviewSession/buttonRoles``).
  ///   - idPrefix: The prefix of every id in the drawing.
  /// - Returns: The SVG element.
  ///
  /// The element is written as bytes, without `String` concatenation, which the WebAssembly
  /// build of the live blocks would otherwise carry.
  public static func live(
    _ scene: PreviewScene, touchRole: String, buttonRoles: [String] = [], idPrefix: String
  ) -> String {
    let width = SVGText.length(scene.width)
    let height = SVGText.length(scene.height)
    var output: [UInt8] = []
    for part in [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"", width, "\" height=\"", height,
      "\" viewBox=\"0 0 ", width, " ", height, "\" aria-hidden=\"true\" font-family=\"",
      fontFamily, "\">\n",
    ] {
      output.append(contentsOf: part.utf8)
    }
    writeNodes(
      scene, prefix: idPrefix, into: &output, animation: nil, touchRole: touchRole,
      buttonRoles: buttonRoles)
    return closed(output)
  }

  /// Still frames at `times` (seconds) side by side, each captioned with its time; `nil` when
  /// `times` is empty or a time is outside the recording.
  public static func filmstrip(
    _ recording: PreviewRecording, times: [Double], idPrefix: String? = nil
  ) -> String? {
    guard !times.isEmpty else { return nil }
    var indices: [Int] = []
    for time in times {
      guard let index = recording.frameIndex(at: time) else { return nil }
      indices.append(index)
    }
    let prefix = idPrefix ?? defaultPrefix(recording)
    let first = recording.scene(at: indices[0])
    let gap = 16.0
    let captionHeight = 28.0
    let width = Double(indices.count) * first.width + Double(indices.count - 1) * gap
    let strip = PreviewScene(width: width, height: first.height + captionHeight, nodes: [])
    var output = Array(header(strip, recording: recording, prefix: prefix).utf8)
    let caption = PreviewPalette(recording.settings.appearance).secondaryLabel
    for (panel, index) in indices.enumerated() {
      let x = Double(panel) * (first.width + gap)
      // A nested drawing clips its panel: a card thrown off one frame stays out of the next.
      output.append(
        contentsOf: ("<svg x=\"" + SVGText.length(x) + "\" width=\"" + SVGText.length(first.width)
          + "\" height=\"" + SVGText.length(first.height + captionHeight) + "\">").utf8)
      writeNodes(
        recording.scene(at: index), prefix: prefix + "-f" + PreviewNumber.format(panel),
        into: &output, animation: nil)
      let text =
        "<text x=\"" + SVGText.length(first.width / 2) + "\" y=\""
        + SVGText.length(first.height + 19) + "\" font-size=\"13\" text-anchor=\"middle\" fill=\""
        + SVGText.color(caption.rgb) + "\" fill-opacity=\"" + SVGText.fraction(caption.opacity)
        + "\">" + PreviewNumber.format(recording.frames[index].time, decimals: 2) + " s</text>"
      output.append(contentsOf: (text + "</svg>\n").utf8)
    }
    return closed(output)
  }

  /// The default id prefix: the block's initials, the scenario and the settings that differ
  /// from the defaults, such as `stcs-confirm-rtl-dark`.
  public static func defaultPrefix(_ recording: PreviewRecording) -> String {
    var prefix = ""
    for word in recording.block.id.split(separator: "-") {
      if let first = word.utf8.first { prefix += String(decoding: [first], as: UTF8.self) }
    }
    prefix += "-" + recording.scenario.name
    let settings = recording.settings
    if settings.direction == .rightToLeft { prefix += "-rtl" }
    if settings.reduceMotion { prefix += "-rm" }
    if settings.appearance == .dark { prefix += "-dark" }
    if settings.language != .english { prefix += "-" + settings.language.code }
    if settings.textScale != 1 {
      prefix += "-t" + PreviewNumber.format(settings.textScale * 100, decimals: 0)
    }
    return prefix
  }

  /// The `<title>` of a recording: the block's name and the scenario's title.
  public static func title(_ recording: PreviewRecording) -> String {
    recording.block.name + ": " + recording.scenario.title.text(recording.settings.language)
  }

  /// The `<desc>` of a recording: what happens, and the settings that differ from the defaults.
  public static func description(_ recording: PreviewRecording) -> String {
    let settings = recording.settings
    let language = settings.language
    let words = SettingWords(language)
    var notes: [String] = []
    if settings.direction == .rightToLeft { notes.append(words.rightToLeft) }
    if settings.reduceMotion { notes.append(words.reduceMotion) }
    if settings.appearance == .dark { notes.append(words.dark) }
    if settings.textScale != 1 {
      notes.append(
        words.textSize + PreviewNumber.format(settings.textScale * 100, decimals: 0) + " %")
    }
    let summary = recording.scenario.summary.text(language)
    guard !notes.isEmpty else { return summary }
    var joined = ""
    for (index, note) in notes.enumerated() {
      joined += (index == 0 ? "" : ", ") + note
    }
    return summary + " (" + joined + ")"
  }

  private static func header(_ scene: PreviewScene, recording: PreviewRecording, prefix: String)
    -> String
  {
    let width = SVGText.length(scene.width)
    let height = SVGText.length(scene.height)
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + height
      + "\" viewBox=\"0 0 " + width + " " + height + "\" role=\"img\" aria-labelledby=\""
      + prefix + "-title " + prefix + "-desc\" font-family=\"" + fontFamily + "\">\n"
      + "<title id=\"" + prefix + "-title\">" + SVGText.escaped(title(recording)) + "</title>\n"
      + "<desc id=\"" + prefix + "-desc\">" + SVGText.escaped(description(recording))
      + "</desc>\n"
  }

  /// Writes the elements of `scene`.
  ///
  /// `animation` gives the animation element of a node's attribute (empty for none). With a
  /// `touchRole`, every element carries its node index, the element with that role a touch
  /// mark and each button's element its number, for a live page.
  private static func writeNodes(
    _ scene: PreviewScene, prefix: String, into output: inout [UInt8],
    animation: ((Int, Int) -> String)?, touchRole: String? = nil, buttonRoles: [String] = []
  ) {
    func write(_ text: String) { output.append(contentsOf: text.utf8) }
    func close(_ tag: String) {
      write("</")
      write(tag)
      write(">\n")
    }
    var open: [String] = []
    for (index, node) in scene.nodes.enumerated() {
      guard node.element != .end else {
        if let tag = open.popLast() { close(tag) }
        continue
      }
      let tag = node.element.tag
      write("<")
      write(tag)
      if let touchRole {
        write(" data-n=\"")
        PreviewNumber.append(index, to: &output)
        write("\"")
        // Bytes, not `==`: the live build carries no Unicode comparison tables.
        if !node.role.isEmpty, node.role.utf8.elementsEqual(touchRole.utf8) {
          write(" data-touch=\"\"")
        }
        if !node.role.isEmpty,
          let button = buttonRoles.firstIndex(where: { $0.utf8.elementsEqual(node.role.utf8) })
        {
          write(" data-press=\"")
          PreviewNumber.append(button, to: &output)
          write("\"")
        }
      }
      var animations: [UInt8] = []
      for (position, attribute) in node.attributes.enumerated() {
        write(" ")
        write(attribute.name.svgName)
        write("=\"")
        SVGText.append(attribute.value, name: attribute.name, prefix: prefix, to: &output)
        write("\"")
        if let animation { animations.append(contentsOf: animation(index, position).utf8) }
      }
      if node.element.isContainer {
        write(">")
        output.append(contentsOf: animations)
        write("\n")
        open.append(tag)
      } else if node.element == .text {
        write(">")
        output.append(contentsOf: animations)
        SVGText.appendEscaped(node.text, to: &output)
        write("</text>\n")
      } else if animations.isEmpty {
        write("/>\n")
      } else {
        write(">")
        output.append(contentsOf: animations)
        close(tag)
      }
    }
    while let tag = open.popLast() { close(tag) }
  }

  /// `output` with the closing tag of the `<svg>` element, as text.
  private static func closed(_ output: [UInt8]) -> String {
    var output = output
    output.append(contentsOf: "</svg>\n".utf8)
    return String(decoding: output, as: UTF8.self)
  }

  /// The SMIL element animating attribute `name` through `values`.
  private static func element(
    for name: PreviewAttributeName, values: [PreviewValue], times: [Double], total: Double,
    prefix: String
  ) -> String {
    let animation = SVGAnimation(values: values, times: times)
    var valueList = ""
    var keyTimes = ""
    var lastTime = -1.0
    for (position, frame) in animation.keyFrames.enumerated() {
      let separator = position == 0 ? "" : ";"
      valueList += separator + animationValue(values[frame], name: name, prefix: prefix)
      lastTime = times[frame] / total
      keyTimes += separator + PreviewNumber.format(lastTime, decimals: 4)
    }
    if PreviewNumber.format(lastTime, decimals: 4) != "1" {
      let last = animation.keyFrames.last ?? 0
      valueList += ";" + animationValue(values[last], name: name, prefix: prefix)
      keyTimes += ";1"
    }
    let timing =
      "\" keyTimes=\"" + keyTimes + "\" dur=\"" + PreviewNumber.format(total, decimals: 3)
      + "s\" repeatCount=\"indefinite\""
      + (animation.isDiscrete ? " calcMode=\"discrete\"" : "") + "/>"
    if case .transform(let transform) = values[0], !animation.isDiscrete {
      let type: String
      switch transform {
      case .translate: type = "translate"
      case .scale: type = "scale"
      case .rotate: type = "rotate"
      case .matrix: type = "matrix"
      }
      return "<animateTransform attributeName=\"transform\" type=\"" + type + "\" values=\""
        + valueList + timing
    }
    return "<animate attributeName=\"" + name.svgName + "\" values=\"" + valueList + timing
  }

  private static func animationValue(
    _ value: PreviewValue, name: PreviewAttributeName, prefix: String
  ) -> String {
    if case .transform(let transform) = value {
      return SVGText.transform(transform, attribute: false)
    }
    return SVGText.value(value, name: name, prefix: prefix)
  }
}

/// The words a recording's description uses for the settings it was drawn with, in one
/// language: one table per language, so a language without them does not compile.
private struct SettingWords {
  var rightToLeft: String
  var reduceMotion: String
  var dark: String
  var textSize: String

  init(_ language: BlockLanguage) {
    switch language {
    case .english:
      rightToLeft = "right-to-left layout"
      reduceMotion = "Reduce Motion on"
      dark = "dark appearance"
      textSize = "text size "
    case .spanish:
      rightToLeft = "diseño de derecha a izquierda"
      reduceMotion = "Reducir movimiento activado"
      dark = "aspecto oscuro"
      textSize = "tamaño del texto "
    }
  }
}
