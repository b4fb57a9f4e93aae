import BlocksCore

/// One thing that can happen to a block in the harness: its own input, or a generic event that
/// every block shares (environment flips, virtual time, timers, work outcomes, disappear).
enum ModelStep<Input: Hashable & Sendable & CustomStringConvertible>: Hashable, Sendable,
  CustomStringConvertible
{
  /// The block's own input (a gesture, a size change, an accessibility action).
  case input(Input)
  /// `.disabled` toggles in the environment.
  case toggleEnabled
  /// Reduce Motion toggles.
  case toggleReduceMotion
  /// The layout direction flips (possibly mid-gesture).
  case flipDirection
  /// Virtual time passes without the timer being delivered (it may become overdue).
  case wait(Double)
  /// The host delivers the running timer: on time if it is not due yet, late if it is overdue.
  case fireDue
  /// A timer that is not the running one is delivered (stale, out of order or forged); the
  /// payload picks which.
  case fireStale(UInt8)
  /// Running work returns; with no work running, a stale outcome of cancelled work arrives.
  case finishWork
  /// Running work throws; with no work running, a stale failure arrives.
  case failWork
  /// The view disappears.
  case disappear
  /// The view appears again (the host sends the environment, as on appear).
  case appear

  var description: String {
    switch self {
    case .input(let input): "\(input)"
    case .toggleEnabled: "toggleEnabled"
    case .toggleReduceMotion: "toggleReduceMotion"
    case .flipDirection: "flipDirection"
    case .wait(let seconds): "wait(\(seconds))"
    case .fireDue: "fireDue"
    case .fireStale(let pick): "fireStale(\(pick))"
    case .finishWork: "finishWork"
    case .failWork: "failWork"
    case .disappear: "disappear"
    case .appear: "appear"
    }
  }

  /// A random step: about half the block's own inputs, the rest generic events.
  static func random<R: RandomNumberGenerator, A: ModelAdapter>(
    for adapter: A.Type, using random: inout R
  ) -> ModelStep<A.Input> {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<50: .input(A.randomInput(using: &random))
    case 50..<53: .toggleEnabled
    case 53..<56: .toggleReduceMotion
    case 56..<59: .flipDirection
    case 59..<72: .wait(HostileNumbers.waitDuration(using: &random))
    case 72..<82: .fireDue
    case 82..<86: .fireStale(UInt8.random(in: 0...255, using: &random))
    case 86..<91: .finishWork
    case 91..<95: .failWork
    case 95..<97: .disappear
    default: .appear
    }
  }
}

/// Numbers that break careless code: zero, negative, NaN, infinities, subnormals, huge values.
enum HostileNumbers {
  /// The hostile values, every one of which sizes and translations must survive.
  static let hostile: [Double] = [
    0, -0.0, -1, -1e9, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, 1e-300,
    1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
  ]

  /// A length: usually an ordinary size in points, sometimes hostile.
  static func length<R: RandomNumberGenerator>(
    typical: ClosedRange<Double>, using random: inout R
  ) -> Double {
    if Int.random(in: 0..<4, using: &random) == 0 {
      return hostile[Int.random(in: 0..<hostile.count, using: &random)]
    }
    return Double.random(in: typical, using: &random)
  }

  /// A translation: usually within a few widths either way, sometimes hostile.
  static func translation<R: RandomNumberGenerator>(
    reach: Double, using random: inout R
  ) -> Double {
    if Int.random(in: 0..<8, using: &random) == 0 {
      return hostile[Int.random(in: 0..<hostile.count, using: &random)]
    }
    return Double.random(in: -reach...reach, using: &random)
  }

  /// How long virtual time passes in one wait: mostly short, sometimes long (timers go overdue).
  static func waitDuration<R: RandomNumberGenerator>(using random: inout R) -> Double {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: 0
    case 1: 60
    default: Double.random(in: 0...1.5, using: &random)
    }
  }
}
