import Foundation
import Testing

@testable import BlocksSource

@Suite struct ConditionalCompilationTests {
  let resolver = ConditionalCompilation()

  @Test func anAbsentFeatureKeepsTheElseBranchWithoutItsDirectives() {
    let source = """
      #if !hasFeature(Embedded)
        import Foundation
      #endif

      enum Platform {
        static func sin(_ x: Double) -> Double {
          #if hasFeature(Embedded)
            platformSin(x)
          #else
            Foundation.sin(x)
          #endif
        }
      }

      #if hasFeature(Embedded)
        @_extern(c, "sin") private func platformSin(_ x: Double) -> Double
      #endif
      """
    #expect(
      resolver.resolve(source) == """
        import Foundation

        enum Platform {
          static func sin(_ x: Double) -> Double {
            Foundation.sin(x)
          }
        }

        """)
  }

  @Test func undecidableConditionsStayAsTheyAre() {
    let source = """
      #if canImport(SwiftUI)
        import SwiftUI
      #elseif hasFeature(Embedded)
        let x = 1
      #endif
      #if os(iOS) && hasFeature(Embedded)
        let y = 2
      #else
        let y = 3
      #endif
      """
    let resolved = resolver.resolve(source)
    #expect(resolved.hasPrefix("#if canImport(SwiftUI)\n  import SwiftUI\n#elseif"))
    #expect(resolved.hasSuffix("let y = 3"), "false && anything is false")
    #expect(resolver.evaluate("hasFeature(Embedded) || canImport(UIKit)") == nil)
    #expect(resolver.evaluate("!(hasFeature(Embedded))") == true)
    #expect(resolver.evaluate("hasFeature(Embedded) && canImport(UIKit)") == false)
  }
}

@Suite struct ForwardingFunctionsTests {
  @Test func onlyFunctionsThatJustCallTheirModuleAreBypassed() {
    let source = """
      enum Platform {
        static func exp(_ x: Double) -> Double {
          Foundation.exp(x)
        }

        static func log(_ x: Double) -> Double {
          Foundation.log(x) + 0
        }

        static func pow(base x: Double, _ y: Double) -> Double {
          Foundation.pow(x, y)
        }

        static func sin(_ x: Double) -> Double {
          Mine.sin(x)
        }
      }

      enum Mine {
        static func sin(_ x: Double) -> Double { x }
      }
      """
    let forwarding = ForwardingFunctions(outlines: [SourceOutline(source)])
    #expect(forwarding.targets == ["Platform.exp": "Foundation"])
    let (text, modules) = forwarding.rewrite(
      "let a = Platform.exp(1) + Platform.log(2) + x.Platform.exp(3)\n")
    #expect(text == "let a = Foundation.exp(1) + Platform.log(2) + x.Platform.exp(3)\n")
    #expect(modules == ["Foundation"])
  }
}

@Suite struct SourceOutlineTests {
  @Test func declarationsKeepTheirCommentsAttributesAndMembers() throws {
    let outline = SourceOutline(
      """
      import Foundation

      /// A type.
      @MainActor
      public struct Thing: Hashable, Sendable {
        /// A member.
        public private(set) var value = "public struct Nope {"
        case notReally

        @available(
          iOS, introduced: 18)
        public init(label value: Int, _ other: Int = 0, action: @escaping () -> Void) {}

        static func == (lhs: Thing, rhs: Thing) -> Bool { true }
      }

      extension Thing.Nested where T: P {
        func f() {}
      }

      #Preview("x") {
        Thing()
      }
      """)
    var found: [(String, SourceOutline.Kind, Int)] = []
    SourceOutline.walk(outline.items) { declaration, parents in
      found.append((declaration.name, declaration.kind, parents.count))
    }
    #expect(
      found.map(\.0) == [
        "Foundation", "Thing", "value", "notReally", "init", "==", "Thing", "f", "#Preview",
      ])
    #expect(found.map(\.2) == [0, 0, 1, 1, 1, 1, 0, 1, 0])
    guard case .declaration(let thing) = outline.items[2] else {
      Issue.record("expected the struct")
      return
    }
    #expect(thing.lines == 2..<15)
    #expect(thing.codeStart == 3)
    #expect(thing.access == "public")
    #expect(thing.inheritance == ["Hashable", "Sendable"])
    #expect(thing.body == 5..<14)
    guard case .declaration(let value) = thing.members[0] else {
      Issue.record("expected the property")
      return
    }
    #expect(value.access == "public" && value.accessModifiers.count == 2)
    let initializer = try #require(
      thing.members.compactMap { item -> SourceOutline.Declaration? in
        if case .declaration(let member) = item, member.kind == .initializer { return member }
        return nil
      }.first)
    #expect(initializer.lines == 9..<12, "a multi-line attribute belongs to its declaration")
    #expect(
      initializer.parameters == [
        .init(label: "label", name: "value", hasDefault: false, isFunction: false),
        .init(label: "_", name: "other", hasDefault: true, isFunction: false),
        .init(label: "action", name: "action", hasDefault: false, isFunction: true),
      ])
  }
}

@Suite struct NamePrefixerTests {
  let prefixer = NamePrefixer(
    renames: NamePrefixer.renames(
      prefix: "SliderView", names: ["Motion", "BlockRunner", "clamp", "SliderViewMachine"]),
    absentNames: ["spring"])

  func rename(_ text: String) -> String {
    SwiftSource(text).lines.map { LineEdit.apply(prefixer.edits(in: $0), to: $0.bytes) }
      .joined(separator: "\n")
  }

  @Test func namesGetTheBlocksName() {
    #expect(
      prefixer.renames == [
        "Motion": "SliderViewMotion", "BlockRunner": "SliderViewRunner",
        "clamp": "sliderViewClamp",
      ])
  }

  @Test func codeCommentsAndLinksFollowTheRename() {
    #expect(
      rename("let m: Motion = .Motion(x.Motion, clamp(1), \"Motion\") // a `Motion`, Motion")
        == "let m: SliderViewMotion = .Motion(x.Motion, sliderViewClamp(1), \"Motion\") "
        + "// a `SliderViewMotion`, Motion")
    #expect(
      rename("/// Runs ``/BlocksCore/SliderViewMachine`` with a BlockRunner and ``Motion/none``.")
        == "/// Runs ``SliderViewMachine`` with a SliderViewRunner and ``SliderViewMotion/none``.")
    #expect(
      rename("/// See ``Motion/spring(duration:bounce:)``.")
        == "/// See `SliderViewMotion.spring`.", "a link to a left-out member is code voice")
  }
}

@Suite struct LineWrapperTests {
  let wrapper = LineWrapper(limit: 40)

  /// Each break is the one `swift format` makes with Xcode's indentation and a 40-column limit,
  /// so a download it wraps passes `swift format lint` (checked on every download in
  /// `ViewFormTests`).
  @Test(arguments: [
    // A declaration's parameters on a line of their own, closed under the declaration.
    (
      "func f(alpha: Int, beta: Int, gamma: Int) -> Int {\n",
      "func f(\n    alpha: Int, beta: Int, gamma: Int\n) -> Int {\n"
    ),
    // A `for` label is no loop: the parameters break, not the brace.
    (
      "func string(for textual: Texts, b: Int) {",
      "func string(\n    for textual: Texts, b: Int\n) {"
    ),
    // A one-line body, closure parameters staying with the brace.
    (
      "    static func make() -> Thing { Thing(.value) }",
      "    static func make() -> Thing {\n        Thing(.value)\n    }"
    ),
    (
      "    .onChanged { value in send(value.translation) }",
      "    .onChanged { value in\n        send(value.translation)\n    }"
    ),
    // A call's arguments on the next line; before a closure's brace, its parenthesis closes
    // on a line of its own.
    (
      "    static let hint = Text(\"a.long.key.that.is.long\")",
      "    static let hint = Text(\n        \"a.long.key.that.is.long\")"
    ),
    (
      "    tasks.announce(after: announcementDelay) {",
      "    tasks.announce(\n        after: announcementDelay\n    ) {"
    ),
    // Arguments continuing a list opened above fill lines of the same indentation.
    (
      "    let x = f(\n        alpha: 1, beta: 2, gamma: 3, delta: 4)",
      "    let x = f(\n        alpha: 1, beta: 2, gamma: 3,\n        delta: 4)"
    ),
    // A `case` label's body under it.
    (
      "    case .spring(let duration): make(duration)",
      "    case .spring(let duration):\n        make(duration)"
    ),
    // A type's conformances under it, and a guard's `else`, each with its brace.
    (
      "struct ToastStackTimer: Hashable, Sendable {",
      "struct ToastStackTimer:\n    Hashable, Sendable\n{"
    ),
    (
      "    guard let value = optionalValue else {",
      "    guard let value = optionalValue\n    else {"
    ),
  ])
  func longCodeBreaksWhereSwiftFormatWould(_ line: String, _ wrapped: String) {
    #expect(wrapper.wrap(line) == wrapped)
  }

  @Test func longCodeOutsideBracketsBreaksAfterTheAssignmentThenBeforeAnOperator() {
    // After `=`, an operator's line lines up with the value's.
    #expect(
      wrapper.wrap("    let armed = phase == .dragging && to >= limit")
        == "    let armed =\n        phase == .dragging\n        && to >= limit")
    // A conditional breaks before its `?`, then before its `:`.
    #expect(
      wrapper.wrap("    return isDone || reduceMotion ? 1 : hiddenScale")
        == "    return isDone || reduceMotion\n        ? 1 : hiddenScale")
    #expect(
      wrapper.wrap("    value.isNaN ? fallback : clampedValue(x)")
        == "    value.isNaN\n        ? fallback : clampedValue(x)")
    // `==`, `>=` and `!=` are not assignments, and a line with no break stays as it is.
    let comparison = "    precondition(aaaaaaaaaa == bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb)"
    #expect(
      wrapper.wrap(comparison)
        == "    precondition(\n        aaaaaaaaaa == bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb)")
    let unbreakable = "    xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
    #expect(wrapper.wrap(unbreakable) == unbreakable)
  }

  @Test func stringsInterpolationsAndTrailingCommentsAreLeftAlone() {
    // A string literal never breaks: the line may break before it, after the assignment.
    #expect(
      wrapper.wrap("    let s = \"\\(f(alpha, beta, gamma, delta, epsilon))\"")
        == "    let s =\n        \"\\(f(alpha, beta, gamma, delta, epsilon))\"")
    #expect(
      wrapper.wrap("    let t = \"alpha, beta, gamma, delta, epsilon, zeta\"")
        == "    let t =\n        \"alpha, beta, gamma, delta, epsilon, zeta\"")
    let commented = "    let u = f(alpha, beta) // a comment that is long"
    #expect(wrapper.wrap(commented) == commented)
  }

  @Test func commentsRewrapIntoTheirParagraph() {
    #expect(
      wrapper.wrap("  /// One two three four five six seven eight\n  /// nine ten.\n  ///\n")
        == "  /// One two three four five six seven\n  /// eight nine ten.\n  ///\n")
    #expect(
      wrapper.wrap("  ///   - title: One two three four five six\n  ///   - other: x")
        == "  ///   - title: One two three four five\n  ///     six\n  ///   - other: x")
  }
}
