/// Renames a download's shared helpers after its block, in code and in comments.
///
/// A download is a guest in an app that may have its own `Motion` or `Haptic`; two declarations
/// of one name in a module make every use of it ambiguous, whatever their access. So each
/// file-scope name that does not start with the block's name gets the block's name in front:
/// `Motion` becomes `SwipeToConfirmSliderMotion`, and a lower-case name such as `clamp` becomes
/// `swipeToConfirmSliderClamp`. A name that starts with the word `Block` has the block's name in
/// its place (`BlockRunner` becomes `SwipeToConfirmSliderRunner`): in one block's file, "block"
/// means that block.
///
/// In code, every identifier with a renamed name changes, except after a `.` (where it names a
/// member). In comments, symbol links (`Motion/none` between double backticks) and code voice
/// (`Motion` between single backticks) follow the rename, so do compound names in prose
/// (`AnimatedValue`), while a plain word such as "Motion" stays a word. Links that name a
/// declaration the download left out become code voice, and links into the package's modules
/// (`/BlocksCore/SwipeToConfirmSliderMachine` between double backticks) lose the module.
package struct NamePrefixer {
  /// The new name of each renamed name.
  package var renames: [String: String]
  /// Names of the package that this download does not declare: links to them are not links here.
  package var absentNames: Set<String> = []
  /// The modules whose symbols are part of the download.
  package var inlinedModules: [String] = ["BlocksCore", "BlocksRuntime", "SwiftUIBlocks"]

  /// A prefixer that applies `renames`.
  package init(
    renames: [String: String], absentNames: Set<String> = [],
    inlinedModules: [String] = ["BlocksCore", "BlocksRuntime", "SwiftUIBlocks"]
  ) {
    self.renames = renames
    self.absentNames = absentNames
    self.inlinedModules = inlinedModules
  }

  /// The renames for a download of `viewType` declaring `names` at file scope.
  package static func renames(prefix viewType: String, names: some Sequence<String>) -> [String:
    String]
  {
    var renames: [String: String] = [:]
    let lowerPrefix = (viewType.first.map { String($0).lowercased() } ?? "") + viewType.dropFirst()
    for name in names where !name.hasPrefix(viewType) && !name.hasPrefix(lowerPrefix) {
      guard let first = name.first else { continue }
      let afterBlock = name.dropFirst("Block".count)
      if name.hasPrefix("Block"), afterBlock.first?.isUppercase == true {
        renames[name] = viewType + afterBlock
      } else {
        renames[name] =
          first.isUppercase ? viewType + name : lowerPrefix + first.uppercased() + name.dropFirst()
      }
    }
    return renames
  }

  /// The edits that rename the names of `line`: byte ranges and their replacements.
  package func edits(in line: SwiftSource.Line) -> [LineEdit] {
    var edits: [LineEdit] = []
    let bytes = line.bytes
    for token in SwiftToken.tokens(line.code) where token.isWord {
      guard let new = renames[token.text] else { continue }
      if let previous = previousCodeByte(in: line, before: token.offset),
        previous == UInt8(ascii: ".")
      {
        continue
      }
      edits.append(LineEdit(range: token.offset..<token.offset + token.text.utf8.count, text: new))
    }
    var index = 0
    while index < bytes.count {
      guard line.isComment[index] else {
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, line.isComment[end] { end += 1 }
      edits += commentEdits(Array(bytes[index..<end]), at: index)
      index = end
    }
    return edits
  }

  /// The last non-space code byte before `offset`.
  private func previousCodeByte(in line: SwiftSource.Line, before offset: Int) -> UInt8? {
    var index = offset - 1
    while index >= 0 {
      let byte = line.bytes[index]
      if line.isCode[index], byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { return byte }
      if !line.isCode[index] { return nil }
      index -= 1
    }
    return nil
  }

  /// The edits inside a comment starting at byte `start` of its line.
  private func commentEdits(_ comment: [UInt8], at start: Int) -> [LineEdit] {
    var edits: [LineEdit] = []
    let tick = UInt8(ascii: "`")
    var index = 0
    var proseStart = 0
    func prose(_ range: Range<Int>) {
      for word in Self.words(in: comment, range) where word.text.isCompoundName {
        guard let new = renames[word.text] else { continue }
        edits.append(
          LineEdit(range: start + word.range.lowerBound..<start + word.range.upperBound, text: new))
      }
    }
    while index < comment.count {
      guard comment[index] == tick else {
        index += 1
        continue
      }
      let isLink = index + 1 < comment.count && comment[index + 1] == tick
      let open = isLink ? 2 : 1
      guard
        let close = Self.find(isLink ? [tick, tick] : [tick], in: comment, from: index + open)
      else { break }
      prose(proseStart..<index)
      let content = String(decoding: comment[index + open..<close], as: UTF8.self)
      let replacement = isLink ? link(content) : "`" + codeVoice(content) + "`"
      let original = String(decoding: comment[index..<close + open], as: UTF8.self)
      if replacement != original {
        edits.append(LineEdit(range: start + index..<start + close + open, text: replacement))
      }
      index = close + open
      proseStart = index
    }
    prose(proseStart..<comment.count)
    return edits
  }

  /// A symbol link's text with its module removed and its first component renamed; code voice
  /// when it names something the download does not declare.
  private func link(_ path: String) -> String {
    var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if components.first == "" {
      components.removeFirst()
      if let module = components.first, inlinedModules.contains(module) {
        components.removeFirst()
      }
    }
    guard let first = components.first else { return "``" + path + "``" }
    let isAbsent = components.contains { component in
      absentNames.contains(Self.baseName(component))
    }
    components[0] = renames[first] ?? first
    if isAbsent {
      return "`" + components.map(Self.baseName).joined(separator: ".") + "`"
    }
    return "``" + components.joined(separator: "/") + "``"
  }

  /// Code voice with its identifiers renamed.
  private func codeVoice(_ text: String) -> String {
    let source = SwiftSource(text)
    guard let line = source.lines.first, source.lines.count == 1 else { return text }
    return LineEdit.apply(edits(in: line), to: line.bytes)
  }

  /// The name a link component refers to: `init(title:)` and `help-type.property` without their
  /// arguments and disambiguation.
  private static func baseName(_ component: String) -> String {
    String(component.prefix { $0 != "(" && $0 != "-" })
  }

  /// The words of `bytes[range]`: runs of letters, digits and underscores.
  private static func words(in bytes: [UInt8], _ range: Range<Int>) -> [(
    text: String, range: Range<Int>
  )] {
    var words: [(text: String, range: Range<Int>)] = []
    var index = range.lowerBound
    func isWordByte(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90)
        || (byte >= 97 && byte <= 122)
    }
    while index < range.upperBound {
      guard isWordByte(bytes[index]) else {
        index += 1
        continue
      }
      var end = index
      while end < range.upperBound, isWordByte(bytes[end]) { end += 1 }
      words.append((String(decoding: bytes[index..<end], as: UTF8.self), index..<end))
      index = end
    }
    return words
  }

  /// The first position of `needle` in `bytes` from `start` on.
  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard start + needle.count <= bytes.count else { return nil }
    for index in start...(bytes.count - needle.count)
    where Array(bytes[index..<index + needle.count]) == needle {
      return index
    }
    return nil
  }
}

/// A change to one line: the bytes in `range` become `text`.
package struct LineEdit: Equatable {
  /// The byte range replaced.
  package var range: Range<Int>
  /// The replacement.
  package var text: String

  /// An edit that replaces `range` with `text`.
  package init(range: Range<Int>, text: String) {
    self.range = range
    self.text = text
  }

  /// `bytes` with `edits` applied, from the last to the first.
  package static func apply(_ edits: [LineEdit], to bytes: [UInt8]) -> String {
    var bytes = bytes
    // Right to left; at one position a removal goes before an insertion, so the insertion is
    // not removed with it.
    let ordered = edits.sorted {
      ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound)
    }
    for edit in ordered {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  /// Whether the word is a compound type name such as `AnimatedValue`: it starts upper case and
  /// has another upper-case letter later, so it cannot be an ordinary word of prose.
  package var isCompoundName: Bool {
    guard let first, first.isUppercase else { return false }
    return dropFirst().contains { $0.isUppercase } && contains { $0.isLowercase }
  }
}
