#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  /// The SwiftUI environment a block reads: what its machine needs to know (Reduce Motion,
  /// enabled, layout direction), the user's language and the values colors resolve in.
  ///
  /// One dynamic property, so a view reads all of them under the names its machine knows.
  public struct BlockSettings: DynamicProperty {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.self) private var values
    /// The language the block's own strings are shown and announced in.
    @Environment(\.locale) public var locale

    /// Creates the settings; SwiftUI fills them in before each update.
    public init() {}

    /// The environment as the machine sees it.
    public var environment: BlockEnvironment { environment(reduceMotion: nil) }

    /// The environment as the machine sees it, with Reduce Motion forced on or off when
    /// `override` is not `nil` (previews cannot set the read-only environment value).
    public func environment(reduceMotion override: Bool?) -> BlockEnvironment {
      BlockEnvironment(
        reduceMotion: override ?? reduceMotion, isEnabled: isEnabled,
        layoutDirection: layoutDirection)
    }

    /// `color` resolved in the current environment, for the contrast rules.
    public func resolve(_ color: Color) -> RGBColor {
      RGBColor(color.resolve(in: values))
    }
  }
#endif
