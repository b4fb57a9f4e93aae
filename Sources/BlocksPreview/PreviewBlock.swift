import BlocksCore

/// The blocks that have previews.
public enum PreviewBlock: Hashable, Sendable, CaseIterable {
  /// The Swipe To Confirm Slider.
  case swipeToConfirmSlider
  /// The Hold To Confirm Button.
  case holdToConfirmButton
  /// The Completion Swipe Row.
  case completionSwipeRow
  /// The Interactive Pager Transition.
  case interactivePagerTransition

  /// The block for its id, such as `swipe-to-confirm-slider`.
  public init?(id: String) {
    guard let block = Self.allCases.first(where: { $0.id == id }) else { return nil }
    self = block
  }

  /// The block's type name, which is also the name of its string table.
  public var typeName: String {
    switch self {
    case .swipeToConfirmSlider: SwipeToConfirmSliderStrings.table.name
    case .holdToConfirmButton: HoldToConfirmButtonStrings.table.name
    case .completionSwipeRow: CompletionSwipeRowStrings.table.name
    case .interactivePagerTransition: InteractivePagerTransitionStrings.table.name
    }
  }

  /// The block's name in words, such as "Swipe To Confirm Slider".
  public var name: String { PreviewBlock.words(typeName, separator: " ", lowercased: false) }

  /// The block's id, such as `swipe-to-confirm-slider`.
  public var id: String { PreviewBlock.words(typeName, separator: "-", lowercased: true) }

  /// The built-in scenarios, the first being the one shown by default.
  public var scenarios: [PreviewScenario] {
    switch self {
    case .swipeToConfirmSlider: SwipeToConfirmSliderPreview.scenarios
    case .holdToConfirmButton: HoldToConfirmButtonPreview.scenarios
    case .completionSwipeRow: CompletionSwipeRowPreview.scenarios
    case .interactivePagerTransition: InteractivePagerTransitionPreview.scenarios
    }
  }

  /// The built-in scenario called `name`, if there is one.
  public func scenario(named name: String) -> PreviewScenario? {
    scenarios.first { $0.name == name }
  }

  /// `typeName` split before each capital letter and joined with `separator`.
  private static func words(_ typeName: String, separator: String, lowercased: Bool) -> String {
    var bytes: [UInt8] = []
    for byte in typeName.utf8 {
      let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      if isCapital, !bytes.isEmpty { bytes.append(contentsOf: separator.utf8) }
      bytes.append(isCapital && lowercased ? byte + 32 : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
