import Testing

@testable import BlocksSource

/// What a download keeps of a `switch` over an enum whose cases carry values.
@Suite struct ReachabilityTests {
  static let source = """
    enum Kind {
      case none
      case curve(Double)
      case spring(Double)
    }

    struct Curve {
      func evaluate() -> Double { 1 }
    }

    func sample(_ kind: Kind) -> Double {
      switch kind {
      case .none:
        return 0
      case .curve(let value):
        return Curve().evaluate() + value
      case .spring(let value):
        return value
      }
    }

    func root() -> Double {
      sample(.spring(2))
    }
    """

  /// The names of what `source` keeps, reached from its function `root`.
  static func kept(_ source: String) -> Set<String> {
    var reachability = Reachability(outlines: [SourceOutline(source)])
    reachability.run { node, _ in node.declaration.name == "root" }
    return reachability.keptNames
  }

  @Test func aCaseWithValuesThatNothingMakesLeavesWithItsArm() {
    let names = Self.kept(Self.source)
    #expect(names.isSuperset(of: ["root", "sample", "Kind", "none", "spring"]))
    #expect(names.isDisjoint(with: ["curve", "Curve", "evaluate"]))
  }

  @Test func aCaseThatIsMadeStaysWithItsArm() {
    let made = Self.source.replacingOccurrences(of: ".spring(2)", with: ".curve(2)")
    let names = Self.kept(made)
    #expect(names.isSuperset(of: ["curve", "Curve", "evaluate"]))
    #expect(!names.contains("spring"), "nothing makes the spring now")
  }

  @Test func aCaseMatchedOutsideTheSwitchStays() {
    let matched = Self.source.replacingOccurrences(
      of: "  sample(.spring(2))",
      with: "  if case .curve(let value) = Kind.none { return value }\n  return sample(.spring(2))")
    #expect(Self.kept(matched).isSuperset(of: ["curve", "Curve", "evaluate"]))
  }

  @Test func aSwitchWithAnArmOfTwoPatternsKeepsEveryCase() {
    let shared = Self.source.replacingOccurrences(
      of: "  case .spring(let value):\n    return value",
      with: "  case .spring(let value), .curve(let value):\n    return value")
    #expect(Self.kept(shared).contains("curve"))
  }
}
