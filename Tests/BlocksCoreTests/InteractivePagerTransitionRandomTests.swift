import Testing

@testable import BlocksCore

@Suite("Pager random sequences")
struct InteractivePagerTransitionRandomTests {
  static let seeds: [UInt64] = [1, 7, 42, 2_024, 0xDEAD_BEEF, 0x5EED_5EED_5EED]

  /// A random event, biased toward drags, with degenerate values mixed in.
  static func randomEvent(_ rng: inout SplitMix64) -> InteractivePagerTransitionMachine.Event {
    func length(_ rng: inout SplitMix64) -> Double {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: .nan
      case 1: [Double.infinity, -.infinity, 0, -50].randomElement(using: &rng) ?? 0
      default: Double.random(in: -1_500...1_500, using: &rng)
      }
    }
    switch Int.random(in: 0..<20, using: &rng) {
    case 0:
      return .environmentChanged(
        BlockEnvironment(
          reduceMotion: Bool.random(using: &rng), isEnabled: Int.random(in: 0..<4, using: &rng) > 0,
          direction: Bool.random(using: &rng) ? .leftToRight : .rightToLeft))
    case 1:
      return .sizeChanged(width: Bool.random(using: &rng) ? 390 : length(&rng), height: 844)
    case 2:
      let count =
        [0, 1, 2, 3, 10, 1_000_000].randomElement(using: &rng) ?? 3
      return .countChanged(count)
    case 3:
      return .indexSet(Int.random(in: -5...1_000_005, using: &rng))
    case 4, 5, 6, 7, 8, 9:
      return .dragChanged(translation: length(&rng))
    case 10, 11, 12:
      return .dragEnded(translation: length(&rng), predictedEndTranslation: length(&rng) * 3)
    case 13:
      return .dragCancelled
    case 14:
      return .keyPressed(Bool.random(using: &rng) ? .left : .right)
    case 15:
      return .accessibilityScroll(Bool.random(using: &rng) ? .leading : .trailing)
    case 16:
      return .accessibilityAdjust(Bool.random(using: &rng) ? .increment : .decrement)
    case 17:
      return .disappeared
    default:
      return .dragChanged(translation: Double.random(in: -400...400, using: &rng))
    }
  }

  @Test("index in range, position finite, at most one page per release or step", arguments: seeds)
  func invariants(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var pager = InteractivePagerTransitionMachine(count: 5, index: 2, width: 390)
    for step in 0..<5_000 {
      let event = Self.randomEvent(&rng)
      let before = pager.index
      _ = pager.send(event, at: 0)
      let inRange = pager.count == 0 ? pager.index == 0 : (0..<pager.count).contains(pager.index)
      #expect(inRange, "seed \(seed), step \(step), \(event)")
      #expect(pager.position.isFinite, "seed \(seed), step \(step), \(event)")
      #expect(
        pager.position >= Double(pager.index) - 1 && pager.position <= Double(pager.index) + 1,
        "seed \(seed), step \(step)")
      switch event {
      case .dragEnded, .keyPressed, .accessibilityScroll, .accessibilityAdjust, .dragCancelled,
        .disappeared, .dragChanged, .environmentChanged, .sizeChanged:
        #expect(abs(pager.index - before) <= 1, "seed \(seed), step \(step), \(event)")
      case .countChanged, .indexSet:
        break
      }
      // A write-back is the shown index, and never answers the binding's own change.
      if let written = pager.indexToWriteBack {
        #expect(written == pager.index, "seed \(seed), step \(step), \(event)")
        if case .indexSet = event { Issue.record("write-back of indexSet; seed \(seed)") }
      }
      let layout = InteractivePagerTransitionLayout(pager)
      #expect(layout.pages.count <= 3, "seed \(seed)")
      #expect(layout.dots.count <= 7, "seed \(seed)")
      for page in layout.pages {
        let finite = page.offset.isFinite && page.scale.isFinite && page.brightness.isFinite
        #expect(finite, "seed \(seed), step \(step)")
      }
    }
  }
}
