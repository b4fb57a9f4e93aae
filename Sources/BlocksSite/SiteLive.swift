import BlocksCatalog
import BlocksCore
import BlocksExport
import BlocksLive
import BlocksPreview
import Foundation

/// The live block of a block page: the block's own state machine, compiled to WebAssembly,
/// running in the page with the pointer, the keyboard and a real clock.
///
/// The page carries the section hidden; the glue script (`SiteLiveScript`) shows it once the
/// module runs, so without WebAssembly or JavaScript, or from `file://`, the animated preview is
/// all there is. Everything block-specific is decided here, at build time, from the same values
/// the module uses: the block's module, the option bits (`LiveOptions`), whether it has
/// asynchronous work, the name of its callback. The glue only forwards input and applies what the
/// module answers.
package enum SiteLive {
  /// Where `block`'s WebAssembly module goes: `assets/live/<id>.wasm`, as
  /// `Scripts/build-wasm.sh` names it.
  static func modulePath(_ block: BlockInfo) -> SitePath {
    SitePath("assets/live/\(block.id).wasm")
  }
  /// The glue script.
  static let scriptPath = SitePath("assets/live.js")

  /// The live blocks' modules built into the tool, by block id.
  ///
  /// They are `Sources/BlocksSite/LiveModule/<id>.wasm`, which `Scripts/build-wasm.sh --update`
  /// writes and CI rebuilds and compares. A module whose Base64 were damaged is left out.
  package static let builtInModules: [String: [UInt8]] = Dictionary(
    uniqueKeysWithValues: embeddedLiveModules.compactMap { module in
      Data(base64Encoded: module.base64).map { (module.id, Array($0)) }
    })

  /// Whether `bytes` are a whole WebAssembly module: the magic number and version 1, then
  /// sections that each fit in what is left and together end exactly at the last byte.
  ///
  /// A module cut short (a copy that stopped, a full disk) fails here, with nothing written,
  /// instead of in every visitor's browser.
  package static func isModule(_ bytes: [UInt8]) -> Bool {
    guard bytes.starts(with: [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]) else {
      return false
    }
    var offset = 8
    while offset < bytes.count {
      // A section: its id (0 custom … 13 tag), then its size as unsigned LEB128 of 32 bits.
      guard bytes[offset] <= 13 else { return false }
      offset += 1
      var size = 0
      var shift = 0
      while true {
        guard offset < bytes.count, shift < 35 else { return false }
        let byte = bytes[offset]
        offset += 1
        size |= Int(byte & 0x7F) << shift
        shift += 7
        if byte & 0x80 == 0 { break }
      }
      guard size <= bytes.count - offset else { return false }
      offset += size
    }
    return true
  }

  /// The live section of `block`'s page at `path`, or `nil` when the module has no such block.
  static func html(
    block: BlockInfo, language: BlockLanguage, path: SitePath
  ) -> String? {
    guard let live = block.preview else { return nil }
    let words = SiteWords(language)
    func e(_ text: String) -> String { HTML.escape(text) }
    func toggle(_ option: LiveOptions, _ label: String, extra: String = "") -> String {
      "<label><input type=\"checkbox\" data-option=\"\(option.rawValue)\"\(extra)> "
        + "\(e(label))</label>\n"
    }
    var html = """
      <section class="try-it" id="try-it" aria-labelledby="try-it-title" data-live \
      data-module="\(e(path.relative(to: modulePath(block))))"\
      \(live.catalog.takesVerticalDrags ? " data-vertical-drags" : "") hidden>
      <h3 id="try-it-title" class="visually-hidden">\(e(words.tryIt))</h3>
      <div class="live-stage" data-live-stage tabindex="0" role="application" \
      aria-label="\(e(words.liveLabel(block.name)))" aria-describedby="try-it-hint"></div>
      <p class="note" id="try-it-hint">\(e(words.tryItHint(block.text(language).keys)))</p>
      <div class="live-readout">

      """
    if let callback = live.catalog.callback {
      html +=
        "<p><code>\(e(callback))</code> \(e(words.calls)): "
        + "<output data-live-callbacks>0</output></p>\n"
    }
    html += """
      <p>\(e(words.haptics)): <output data-live-haptics>0</output></p>
      <p class="live-announced"><span class="live-announced-label">\(e(words.announced)):</span> \
      <span role="status" data-live-announcement></span></p>
      </div>
      <fieldset class="live-settings">
      <legend>\(e(words.liveSettings))</legend>

      """
    html += toggle(.rightToLeft, words.rightToLeft)
    html += toggle(
      .reduceMotion, words.reduceMotion, extra: " data-media=\"(prefers-reduced-motion: reduce)\"")
    html += toggle(.dark, words.darkAppearance, extra: " data-theme-dark")
    if let window = live.undoWindow {
      html += toggle(.undo, words.undoFor(words.number(window)))
    }
    html += "</fieldset>\n"
    // The language the block speaks, the page's to begin with: one choice per language.
    html += "<fieldset class=\"live-settings\">\n<legend>\(e(words.liveLanguage))</legend>\n"
    for choice in BlockLanguage.allCases {
      html +=
        "<label><input type=\"radio\" name=\"live-language\" "
        + "data-option=\"\(LiveOptions.language(choice).rawValue)\""
        + (choice == language ? " checked" : "") + "> \(e(words.languageName(choice)))</label>\n"
    }
    html += "</fieldset>\n"
    if !live.liveStarts.isEmpty {
      // Where the block begins: the demo's setup, or one a scenario plays on, such as stacked
      // thumbs or a stepper that wraps.
      html += "<fieldset class=\"live-settings\">\n<legend>\(e(words.liveStart))</legend>\n"
      html +=
        "<label><input type=\"radio\" name=\"live-start\" data-option=\"0\" checked> "
        + "\(e(words.liveStartDemo))</label>\n"
      for (index, name) in live.liveStarts.enumerated() {
        guard let scenario = live.scenario(named: name) else { continue }
        html +=
          "<label><input type=\"radio\" name=\"live-start\" "
          + "data-option=\"\(LiveOptions.start(index).rawValue)\"> "
          + "\(e(scenario.title.text(language)))</label>\n"
      }
      html += "</fieldset>\n"
    }
    if live.hasAsyncWork {
      let shown = words.number(LiveBlock.workDuration)
      let choices: [(LiveOptions, String)] = [
        ([], words.workInstant), (.asyncWork, words.workSucceeds(shown)),
        ([.asyncWork, .workFails], words.workFails(shown)),
      ]
      html += "<fieldset class=\"live-settings\">\n<legend>\(e(words.confirmWork))</legend>\n"
      for (position, (option, label)) in choices.enumerated() {
        html +=
          "<label><input type=\"radio\" name=\"live-work\" data-option=\"\(option.rawValue)\""
          + (position == 0 ? " checked" : "") + "> \(e(label))</label>\n"
      }
      html += "</fieldset>\n"
    }
    html += """
      <button type="button" class="button" data-live-reset>\(e(words.reset))</button>
      </section>

      """
    return html
  }
}
