import BlocksCore
import BlocksPreview

/// Every block the reliability harness checks.
///
/// The list is the registration's: a block's adapter is found through its machine's conformance
/// to ``ModeledMachine``, declared in the adapter's file, so the random, exhaustive and fuzz runs
/// pick up a new block with no line here.
enum ModelRegistry {
  /// The adapters, one per registered block, in catalog order: the order a fuzz input's first
  /// byte picks them in.
  static let all: [any ModelAdapter.Type] = PreviewBlock.all.compactMap(adapter(of:))

  /// The registered blocks whose machine has no adapter, which the harness would never check.
  static var blocksWithoutAnAdapter: [PreviewBlock] {
    PreviewBlock.all.filter { adapter(of: $0) == nil }
  }

  /// The adapter of `block`'s machine, if its file declares one.
  static func adapter(of block: PreviewBlock) -> (any ModelAdapter.Type)? {
    (block.machine as? any ModeledMachine.Type)?.model
  }

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

/// A machine the reliability harness checks, and the adapter that drives it.
///
/// Each adapter's file declares its machine's conformance, so ``ModelRegistry/all`` finds the
/// adapter from the block's registration rather than from a list that a new block would have to
/// join.
protocol ModeledMachine: BlockStateMachine {
  /// The adapter that builds, drives and checks this machine.
  static var model: any ModelAdapter.Type { get }
}
