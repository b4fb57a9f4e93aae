/// Every block the reliability harness checks.
///
/// Adding a block: write its ``ModelAdapter`` file and add its line here; the random, exhaustive
/// and fuzz runs pick it up.
enum ModelRegistry {
  /// The adapters, one per block.
  static let all: [any ModelAdapter.Type] = [
    HoldToConfirmButtonModel.self, SwipeToConfirmSliderModel.self, CompletionSwipeRowModel.self,
    InteractivePagerTransitionModel.self, RangeSliderModel.self, RepeatStepperModel.self,
    SwipeCardStackModel.self, ToastStackModel.self,
  ]

  /// The adapters' names.
  static var names: [String] {
    var names: [String] = []
    for adapter in all { names.append(adapter.name) }
    return names
  }

  /// The adapter named `name`, if any.
  static func adapter(named name: String) -> (any ModelAdapter.Type)? {
    all.first { $0.name == name }
  }
}
