import BlocksCore
import BlocksPreview

/// The settings a live block is created with, as bits a page adds up from its toggles.
///
/// Bits rather than a structure because they cross the WebAssembly boundary as one integer, and
/// the page writes each toggle's bit from these very values, so neither side spells a number
/// twice.
public struct LiveOptions: OptionSet, Hashable, Sendable {
  /// The bits.
  public var rawValue: Int32

  /// Options from their bits; unknown bits are ignored.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Right-to-left layout: the block mirrors and a drag toward the end goes left.
  public static let rightToLeft = LiveOptions(rawValue: 1 << 0)
  /// Reduce Motion: the block's motions without bounce or travel.
  public static let reduceMotion = LiveOptions(rawValue: 1 << 1)
  /// Dark appearance.
  public static let dark = LiveOptions(rawValue: 1 << 2)
  /// The confirm action is `async`: it runs for ``LiveBlock/workDuration``, then succeeds.
  ///
  /// With ``workFails`` it throws instead. Only blocks with asynchronous work take it
  /// (``PreviewBlock/hasAsyncWork``).
  public static let asyncWork = LiveOptions(rawValue: 1 << 4)
  /// With ``asyncWork``, the work throws instead of returning.
  public static let workFails = LiveOptions(rawValue: 1 << 5)
  /// The block's undo window is on (``PreviewBlock/undoWindow``).
  ///
  /// A completed swipe row then waits with an Undo button before it calls back. Blocks without
  /// an undo window ignore it.
  public static let undo = LiveOptions(rawValue: 1 << 6)

  /// The live block begins from the setup of its `index`th starting scenario
  /// (``PreviewBlock/liveStarts``) instead of the demo's.
  ///
  /// Four bits from bit 8 hold `index + 1`, so 0 is the demo's setup and the page can add this
  /// to the other toggles' bits. An index out of range starts as the demo does.
  public static func start(_ index: Int) -> LiveOptions {
    guard index >= 0, index < 15 else { return [] }
    return LiveOptions(rawValue: Int32(index + 1) << 8)
  }

  /// The starting scenario's index that ``start(_:)`` set, or `nil` for the demo's setup.
  public var startIndex: Int? {
    let stored = Int((rawValue >> 8) & 0xF)
    return stored == 0 ? nil : stored - 1
  }

  /// The block speaks `language`.
  ///
  /// Four bits from bit 12 hold the language's place in `BlockLanguage.allCases`, so English, the
  /// first, is 0 and the page can add this to the other toggles' bits.
  public static func language(_ language: BlockLanguage) -> LiveOptions {
    let index = BlockLanguage.allCases.firstIndex(of: language) ?? 0
    return LiveOptions(rawValue: Int32(index) << 12)
  }

  /// The language that ``language(_:)`` set; English for a place no language has.
  public var language: BlockLanguage {
    let index = Int((rawValue >> 12) & 0xF)
    let languages = BlockLanguage.allCases
    return index < languages.count ? languages[index] : .english
  }

  /// The preview settings these options describe: the SwiftUI environment of the block.
  public var settings: PreviewSettings {
    PreviewSettings(
      direction: contains(.rightToLeft) ? .rightToLeft : .leftToRight,
      reduceMotion: contains(.reduceMotion), appearance: contains(.dark) ? .dark : .light,
      language: language)
  }
}
