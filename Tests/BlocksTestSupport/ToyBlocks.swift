import BlocksCatalog
import BlocksExport
import BlocksPreview

/// Made-up blocks built on the real shared foundations, so the exporter is tested before (and
/// independently of) the real blocks: two of them must compile together like any two downloads.
package enum ToyBlocks {
  /// The toy block called `name`.
  package static func block(_ name: String) -> BlockInfo {
    BlockInfo(
      id: "\(name.lowercased())-toy", name: "\(name) Toy", category: .controls,
      level: .intermediate,
      texts: [
        .english: BlockText(
          summary: "A toy.", description: "A toy block.", keywords: ["toy"], origin: "tests",
          keys: "Space taps it."),
        .spanish: BlockText(
          summary: "Un juguete.", description: "Un bloque.", keywords: ["juguete"],
          origin: "pruebas", keys: "Espacio lo toca."),
      ],
      viewType: "\(name)ToyView")
  }

  /// The toy's files.
  package static func files(_ name: String) -> [EmbeddedSourceFile] {
    [
      EmbeddedSourceFile(
        path: "Sources/BlocksCore/\(name)ToyView/\(name)ToyViewMachine.swift",
        contents: """
          import Foundation

          /// A machine that counts taps; "public struct Fake {" in a string changes nothing.
          public struct \(name)Machine: BlockStateMachine {
            /// Events.
            public enum Event: Hashable, Sendable {
              /// A tap.
              case tap(Double)
              /// A timer elapsed.
              case timerFired(\(name)Timer)
              /// The environment changed.
              case environmentChanged(BlockEnvironment)
              /// The view went away.
              case disappeared
            }

            /// The number of taps.
            public private(set) var count = 0

            /// Creates an idle machine.
            public init() {}

            /// Counts a tap.
            public mutating func send(_ event: Event, at time: Double) -> Effects<\(name)Timer> {
              guard case .tap(let width) = event else { return .none }
              count += 1
              /* a block comment with public func x() { */
              return Effects(
                animation: .spring(duration: 0.3, bounce: 0.2), haptic: .success,
                timer: .start(.reset, after: Self.halved(Numbers.length(width))),
                announcement: LocalizedText("Tapped \\(count)"))
            }

            /// Whether no tap happened.
            public var isAtRest: Bool { count == 0 }

            /// The toy never waits.
            public var awaitedTimer: \(name)Timer? { nil }

            /// The toy animates nothing itself.
            public var animationEnd: Double { 0 }

            /// The toy keeps no time.
            public var currentTime: Double { 0 }

            /// A timer elapsed.
            public static func timerFired(_ timer: \(name)Timer) -> Event { .timerFired(timer) }

            /// The environment changed.
            public static func environmentChanged(_ environment: BlockEnvironment) -> Event {
              .environmentChanged(environment)
            }

            /// The view went away.
            public static var disappeared: Event { .disappeared }
          }

          /// The machine's timers.
          public enum \(name)Timer: Hashable, Sendable {
            /// Back to idle.
            case reset
          }

          let toyGreeting = "same internal name in every toy"

          extension \(name)Machine {
            /// Half of `value`.
            static func halved(_ value: Double) -> Double { value / 2 }

            /// Nothing reaches this: the download leaves it out.
            static func unused() -> Int { 42 }
          }

          /// Nothing reaches this either.
          public struct \(name)Unreached {}

          extension \(name)Machine: CustomStringConvertible {
            public var description: String { "\\(count) taps" }
          }
          """),
      EmbeddedSourceFile(
        path: "Sources/SwiftUIBlocks/\(name)ToyView.swift",
        contents: """
          #if canImport(SwiftUI)
            import BlocksCore
            import SwiftUI

            /// A toy view.
            public struct \(name)ToyView: View {
              @State private var machine = \(name)Machine()
              private let title: LocalizedStringResource
              private let tint: Color
              private let onTap: () -> Void

              /// Creates the toy.
              public init(
                _ title: LocalizedStringResource = "Tap, \\"me\\"", tint: Color = .indigo,
                onTap: @escaping () -> Void
              ) {
                self.title = title
                self.tint = tint
                self.onTap = onTap
              }

              /// The view.
              public var body: some View {
                Text(title)
                  .foregroundStyle(tint)
                  .onTapGesture {
                    var next = machine
                    let effects = next.send(.tap(Double(toyGreeting.count)), at: 0)
                    withAnimation(effects.animation?.swiftUIAnimation) { machine = next }
                    onTap()
                  }
              }
            }

            extension \(name)ToyView {
              /// Creates the toy with an async action.
              public init(title: LocalizedStringResource, action: @escaping () async throws -> Void) {
                self.init(title) {}
              }
            }
          #endif
          """),
      EmbeddedSourceFile(
        path: "Sources/SwiftUIBlocks/\(name)ToyViewDemo.swift",
        contents: """
          #if canImport(SwiftUI)
            import SwiftUI

            /// The toy's demo.
            public struct \(name)ToyViewDemo: View {
              /// Creates the demo.
              public init() {}

              /// The view.
              public var body: some View {
                \(name)ToyView { print("tapped") }
              }
            }

            #Preview("Toy") {
              \(name)ToyViewDemo()
            }
          #endif
          """),
    ]
  }

  /// The real shared sources plus the toys called `names`.
  package static func library(_ names: [String]) -> SourceLibrary {
    let shared = SourceLibrary.embedded.files.filter {
      $0.path.hasPrefix("Sources/BlocksCore/Support/")
        || $0.path.hasPrefix("Sources/BlocksCore/Motion/")
        || $0.path.hasPrefix("Sources/BlocksRuntime/")
    }
    return SourceLibrary(files: shared + names.flatMap(files))
  }
}
