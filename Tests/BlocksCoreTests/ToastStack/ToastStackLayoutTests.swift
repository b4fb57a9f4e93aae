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
