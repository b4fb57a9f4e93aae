import Testing

@testable import BlocksCore

@Suite("Toast stack: layout")
struct ToastStackLayoutTests {
  @Test(
    "collapsed, toast k has the newest toast's height, scale 1 − 0.05 k and peeks 10 k pt below")
  func collapsedPlaces() {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2, 3])
    stack.send(.heightMeasured(id: 3, height: 60))
    stack.send(.heightMeasured(id: 2, height: 90))
    stack.send(.heightMeasured(id: 1, height: 120))
    stack.advance(by: 1)
    for (depth, id) in [3, 2, 1].enumerated() {
      let toast = stack.drawn(id)
      let k = Double(depth)
      #expect(toast?.depth == depth)
      #expect(toast?.offsetY == 10 * k, "toast \(id)")
      #expect(abs((toast?.scale ?? 0) - (1 - 0.05 * k)) < 1e-12, "toast \(id)")
      #expect(toast?.height == 60, "every collapsed toast takes the newest's height")
      #expect(toast?.opacity == 1)
    }
    // The newest draws on top.
    #expect(stack.layout.last?.id == 3)
    #expect((stack.drawn(3)?.zIndex ?? 0) > (stack.drawn(1)?.zIndex ?? 0))
  }

  @Test("only three toasts are visible: the fourth waits at opacity 0, the rest are not built")
  func threeVisibleFourBuilt() {
    var stack = ToastStackHost()
    stack.add(ids: Array(1...6))
    stack.advance(by: 1)
    #expect(stack.layout.count == 4)
    #expect(stack.layout.map(\.id) == [3, 4, 5, 6])
    #expect(stack.drawn(3)?.opacity == 0)
    #expect(stack.drawn(3)?.isAccessibilityHidden == true)
    #expect(stack.drawn(3)?.allowsHitTesting == false)
    #expect(stack.drawn(4)?.opacity == 1)
  }

  @Test("toasts from behind the built ones come forward moving when they become visible")
  func comingForward() {
    var stack = ToastStackHost()
    stack.add(ids: Array(1...6))
    stack.advance(by: 1)
    // The app removes the three newest at once: 3, 2 and 1 come forward.
    stack.set(Array(stack.binding.prefix(3)))
    let places = stack.machine.shown.map { ($0.entry.id, $0.depth.from, $0.depth.to) }
    #expect(places.map(\.0) == [1, 2, 3])
    #expect(places.map(\.2) == [2, 1, 0])
    #expect(places[1].1 == 4, "toast 2 was beyond the built toasts: it moves in from behind")
    #expect(places[2].1 == 3, "toast 3 moves from where it was drawn")
    #expect(stack.drawn(2).map { $0.opacity < 1 } == true, "it fades in as it comes forward")
    stack.advance(by: 1)
    #expect(stack.layout.filter { !$0.isLeaving }.map(\.opacity) == [1, 1, 1])
  }

  @Test("a thousand toasts added at once build four views, announce once and play one haptic")
  func aThousandAtOnce() {
    var stack = ToastStackHost()
    stack.set(
      (1...1_000).map {
        ToastStackEntry(id: $0, style: $0 == 500 ? .error : .success, text: $0)
      })
    #expect(stack.layout.count == 4)
    #expect(stack.announced == [.init(id: 1_000, others: 999)])
    #expect(stack.haptics == [.error])
    stack.advance(by: 0.5)
    #expect(stack.layout.map(\.id) == [997, 998, 999, 1_000])
  }

  @Test(
    "toasts are as wide as the container less 16 pt a side, at most 400 pt",
    arguments: [
      (390.0, 358.0), (320, 288), (432, 400), (1_024, 400), (32, 0), (10, 0), (0, 0), (.nan, 0),
      (.infinity, 0), (-50, 0),
    ])
  func width(container: Double, expected: Double) {
    let stack = ToastStackHost(width: container)
    #expect(stack.layout.width == expected)
  }

  @Test("touching the stack expands it: full scale, 14 pt gaps, each toast its own height")
  func touchExpands() {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2, 3])
    stack.send(.heightMeasured(id: 3, height: 60))
    stack.send(.heightMeasured(id: 2, height: 90))
    stack.send(.heightMeasured(id: 1, height: 120))
    stack.advance(by: 1)
    stack.send(.dragChanged(id: 3, translationX: 0, translationY: 0))
    #expect(stack.machine.isExpanded)
    #expect(stack.last.animation == ToastStackMetrics.stackSpring)
    stack.advance(by: 2)
    let expected: [(id: Int, y: Double, height: Double)] = [
      (3, 0, 60), (2, 74, 90), (1, 178, 120),
    ]
    for toast in expected {
      let drawn = stack.drawn(toast.id)
      #expect(abs((drawn?.offsetY ?? -1) - toast.y) < 1e-6, "toast \(toast.id)")
      #expect(abs((drawn?.scale ?? 0) - 1) < 1e-6)
      #expect(abs((drawn?.height ?? 0) - toast.height) < 1e-6)
    }
    #expect(abs(stack.layout.height - 298) < 1e-6)
  }

  @Test func theStackDrawsTheLookItIsGiven() throws {
    let look = ToastStackLook(
      sideInset: 20, maximumWidth: 300, depthScaleStep: 0.1, depthOffsetStep: 6, expandedGap: 4)
    #expect(ToastStackHost(width: 390, look: look).layout.width == 300)
    #expect(ToastStackHost(width: 320, look: look).layout.width == 280)
    var stack = ToastStackHost(look: look)
    stack.add(ids: [1, 2, 3])
    for (id, height) in [(3, 60.0), (2, 90), (1, 120)] {
      stack.send(.heightMeasured(id: id, height: height))
    }
    stack.advance(by: 1)
    #expect([3, 2, 1].map { stack.drawn($0)?.offsetY } == [0, 6, 12])
    #expect(abs((stack.drawn(1)?.scale ?? 0) - 0.8) < 1e-12)
    #expect(stack.layout.height == 60 + 12)
    stack.send(.dragChanged(id: 3, translationX: 0, translationY: 0))
    stack.advance(by: 2)
    for (id, y) in [(3, 0.0), (2, 64), (1, 158)] {
      #expect(abs((stack.drawn(id)?.offsetY ?? -1) - y) < 1e-6, "toast \(id)")
    }
    // A toast dismissed leaves from where this look draws it.
    stack.send(.dismissPressed(2))
    let leaving = try #require(stack.machine.leaving.first)
    #expect(leaving.entry.id == 2 && abs(leaving.startY - 64) < 1e-6)
    // Hostile numbers: not finite is standard, out of range is clamped.
    let hostile = ToastStackLook(
      sideInset: -1, maximumWidth: .nan, depthScaleStep: 1, depthOffsetStep: -.infinity,
      expandedGap: -3)
    #expect(
      hostile
        == ToastStackLook(
          sideInset: 0, maximumWidth: 400, depthScaleStep: 0.2, depthOffsetStep: 10,
          expandedGap: 0))
    let narrow = ToastStackLook(
      sideInset: 0, maximumWidth: 0, depthScaleStep: 0, depthOffsetStep: 0, expandedGap: 0)
    #expect(narrow.maximumWidth == 44)
  }

  @Test("the stack stays expanded while a finger is on it and 3 s after it lifts")
  func expandedLinger() {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2])
    stack.send(.dragChanged(id: 2, translationX: 0, translationY: 0))
    stack.advance(by: 30)
    #expect(stack.machine.isExpanded, "a finger on the stack keeps it open")
    stack.send(.dragEnded(translationX: 0, translationY: 0, predictedX: 0, predictedY: 0))
    stack.advance(by: 2.99)
    #expect(stack.machine.isExpanded)
    stack.advance(by: 0.02)
    #expect(!stack.machine.isExpanded)
    #expect(stack.machine.expansion.to == 0)
  }

  @Test("VoiceOver's focus on the stack expands it until the focus leaves")
  func voiceOverFocusExpands() {
    var stack = ToastStackHost()
    stack.add(ids: [1, 2])
    stack.send(.accessibilityFocusChanged(true))
    #expect(stack.machine.isExpanded)
    stack.advance(by: 100)
    #expect(stack.machine.isExpanded)
    #expect(stack.machine.shown.count == 2, "no toast times out while the stack is expanded")
    stack.send(.accessibilityFocusChanged(false))
    #expect(!stack.machine.isExpanded)
  }
}

/// What the host keeps of the app's toasts: every drawn toast finds its words, a leaving toast
/// keeps the words it left with, and nothing else is kept.
@Suite("Toast stack: the toasts a host keeps")
struct ToastStackKeptItemsTests {
  /// The app's toast as these tests see it: its id and its words (the entry's fingerprint).
  typealias Kept = ToastStackKeptItems<Int, ToastStackEntry<Int>>

  /// What the view does around an event: reads the binding when it draws, then tracks the machine.
  static func settle(_ kept: inout Kept, _ stack: ToastStackHost) {
    kept.update(stack.binding, id: { $0.id }, drawnBy: stack.machine)
    kept.track(stack.machine)
  }

  @Test("a toast removed by the app leaves with its words; one put back meanwhile shows its own")
  func leavingKeepsItsWords() {
    var stack = ToastStackHost()
    var kept = Kept()
    stack.add(ToastStackEntry(id: 1, text: 10))
    Self.settle(&kept, stack)
    stack.advance(by: 1)
    // The app removes it: the binding no longer has it, the stack draws it leaving.
    stack.set([])
    Self.settle(&kept, stack)
    let leaving = stack.layout.first { $0.isLeaving }
    #expect(leaving?.id == 1)
    #expect(leaving.flatMap(kept.item(for:))?.text == 10)
    // A new toast with the same id, new words, while the old one still leaves.
    stack.add(ToastStackEntry(id: 1, text: 20))
    Self.settle(&kept, stack)
    let drawn = stack.layout.filter { $0.id == 1 }
    #expect(drawn.count == 2, "one leaving, one shown: \(drawn)")
    for toast in drawn {
      #expect(kept.item(for: toast)?.text == (toast.isLeaving ? 10 : 20), "\(toast)")
    }
    #expect(kept.item(id: 1)?.text == 20, "the newest answers for its id")
    // Once it has left, only the shown one is kept.
    stack.advance(by: 2)
    Self.settle(&kept, stack)
    #expect(stack.machine.leaving.isEmpty)
    #expect(kept.count == 1)
    #expect(stack.layout.first.flatMap(kept.item(for:))?.text == 20)
  }

  @Test("after three quick dismissals the toast that moves up from far back still has its words")
  func quickDismissalsBringUpAnOlderToast() {
    var stack = ToastStackHost()
    var kept = Kept()
    stack.add(ids: Array(1...6))
    Self.settle(&kept, stack)
    stack.advance(by: 1)
    for _ in 0..<3 {
      stack.send(.escapePressed)
      Self.settle(&kept, stack)
    }
    // 6, 5 and 4 are leaving, still in the binding; 1 is the third toast, six back in it.
    #expect(stack.binding.count == 6)
    #expect(stack.shownNewestFirst.prefix(3) == [3, 2, 1])
    let one = stack.drawn(1)
    #expect(one.map { $0.isLeaving } == false)
    #expect(one.flatMap(kept.item(for:))?.text == 1)
  }

  @Test("a toast the stack never draws is not kept: of 1,000, five are")
  func keepsOnlyWhatItDraws() {
    var stack = ToastStackHost()
    var kept = Kept()
    stack.set((1...1_000).map { ToastStackEntry(id: $0, duration: .infinity, text: $0) })
    Self.settle(&kept, stack)
    #expect(kept.count == 5)
    #expect(kept.item(id: 995) == nil && kept.item(id: 996)?.text == 996)
    #expect(stack.layout.allSatisfy { kept.item(for: $0)?.id == $0.id })
  }

  @Test(
    "whatever happens, every drawn toast finds its words, and only what is drawn is kept",
    arguments: ToastStackRandomSequenceTests.seeds)
  func randomSequence(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var stack = ToastStackHost()
    var kept = Kept()
    var nextID = 1
    // The words each leaving toast had when it started to leave.
    var leftWith: [Int: Int] = [:]
    for step in 0..<400 {
      switch Int.random(in: 0..<8, using: &random) {
      case 0, 1:
        stack.add(ToastStackEntry(id: nextID, duration: 2, text: nextID * 100))
        nextID += 1
      case 2:
        // The app rewrites a toast in place (new words), or puts back one that is leaving.
        let id = Int.random(in: max(1, nextID - 6)..<max(2, nextID), using: &random)
        let words = Int.random(in: 0..<1_000_000, using: &random)
        stack.add(ToastStackEntry(id: id, duration: 2, text: words))
      case 3:
        if let victim = stack.binding.randomElement(using: &random) {
          stack.set(stack.binding.filter { $0.id != victim.id })
        }
      case 4: stack.send(.dismissPressed(stack.machine.newest?.entry.id ?? -1))
      case 5: stack.advance(by: Double.random(in: 0...3, using: &random))
      default: stack.advance(by: Double.random(in: 0...0.2, using: &random))
      }
      let wasLeaving = Set(leftWith.keys)
      Self.settle(&kept, stack)
      let words = Dictionary(stack.binding.map { ($0.id, $0.text) }) { _, last in last }
      leftWith = leftWith.filter { id, _ in stack.machine.leaving.contains { $0.entry.id == id } }
      for toast in stack.layout {
        let item = kept.item(for: toast)
        #expect(item?.id == toast.id, "seed \(seed) step \(step): nothing for \(toast)")
        if toast.isLeaving {
          if wasLeaving.contains(toast.id) {
            #expect(item?.text == leftWith[toast.id], "seed \(seed) step \(step): \(toast)")
          }
          leftWith[toast.id] = item?.text
        } else {
          #expect(item?.text == words[toast.id], "seed \(seed) step \(step): stale \(toast)")
        }
      }
      #expect(
        kept.count <= 5 + 2 * stack.machine.leaving.count,
        "seed \(seed) step \(step): \(kept.count)")
    }
  }
}
