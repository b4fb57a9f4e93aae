/// The modifier keys held during a key press, as far as a block's rules care.
///
/// SwiftUI's `EventModifiers` also reports Caps Lock and the numeric keypad, which change no
/// shortcut: a block compares only the four keys that do, so ⌘Z still undoes with Caps Lock on
/// and ⇧⌘Z (redo, elsewhere) is never taken for it.
nonisolated public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int

  /// A set from its bits; bits beyond the four keys' are dropped.
  public init(rawValue: Int) { self.rawValue = rawValue & 0b1111 }

  /// The Command key (⌘).
  public static let command = KeyModifiers(rawValue: 1 << 0)
  /// The Shift key (⇧).
  public static let shift = KeyModifiers(rawValue: 1 << 1)
  /// The Option key (⌥).
  public static let option = KeyModifiers(rawValue: 1 << 2)
  /// The Control key (⌃).
  public static let control = KeyModifiers(rawValue: 1 << 3)
}
