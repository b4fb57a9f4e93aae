/// What one run of the harness did.
struct ModelRunResult {
  /// The failure report, or `nil` when every rule held.
  var failure: String?
  /// Steps applied (settling not included).
  var steps = 0
  /// Callbacks run or works started.
  var performs = 0
  /// Works cancelled while running.
  var cancelledWork = 0
  /// Timers started.
  var timersStarted = 0
}

/// What an exhaustive run checked.
struct ExhaustiveResult {
  /// Sequences checked (every sequence up to the length, the empty one included, per
  /// configuration).
  var sequences = 0
  /// Steps applied in total (prefixes are shared, so each is applied once).
  var steps = 0
  /// Reports of the first failures.
  var failures: [String] = []
}

/// The runs the tests and the fuzzer share.
enum ModelRun {
  /// Runs a configuration and `steps` steps drawn from `random`, then settles.
  static func random<A: ModelAdapter, R: RandomNumberGenerator>(
    _ type: A.Type, steps: Int, using random: inout R
  ) -> ModelRunResult {
    let adapter = A(configurationFrom: &random)
    var result = ModelRunResult()
    var checker: ModelChecker<A>
    do throws(ModelViolation) {
      checker = try ModelChecker(adapter)
    } catch {
      result.failure = "\(A.name): \(error)\nconfiguration: \(adapter.configurationDescription)"
      return result
    }
    do throws(ModelViolation) {
      for _ in 0..<steps {
        try checker.apply(ModelStep<A.Input>.random(for: A.self, using: &random))
      }
      try checker.settle(workSucceeds: Bool.random(using: &random))
    } catch {
      result.failure = checker.report(error)
    }
    result.steps = checker.steps.count
    result.performs = checker.performs
    result.cancelledWork = checker.cancelledWork
    result.timersStarted = checker.startedTimers.count
    return result
  }

  /// Checks every sequence of up to `maxLength` steps over each configuration's small alphabet:
  /// after each step the rules, and after each sequence the return to rest.
  static func exhaustive<A: ModelAdapter>(
    _ type: A.Type, maxLength: Int, configurations: [A] = A.exhaustiveConfigurations
  ) -> ExhaustiveResult {
    var result = ExhaustiveResult()
    for configuration in configurations {
      do throws(ModelViolation) {
        let root = try ModelChecker(configuration)
        visit(root, alphabet: configuration.smallAlphabet, depth: maxLength, result: &result)
      } catch {
        result.failures.append("\(A.name): \(error)")
      }
    }
    return result
  }

  private static func visit<A: ModelAdapter>(
    _ node: ModelChecker<A>, alphabet: [ModelStep<A.Input>], depth: Int,
    result: inout ExhaustiveResult
  ) {
    result.sequences += 1
    var settled = node
    do throws(ModelViolation) {
      try settled.settle()
    } catch {
      record(settled.report(error), in: &result)
    }
    guard depth > 0 else { return }
    for step in alphabet {
      var child = node
      result.steps += 1
      do throws(ModelViolation) {
        try child.apply(step)
      } catch {
        record(child.report(error), in: &result)
        continue
      }
      visit(child, alphabet: alphabet, depth: depth - 1, result: &result)
    }
  }

  private static func record(_ failure: String, in result: inout ExhaustiveResult) {
    if result.failures.count < 5 { result.failures.append(failure) }
  }
}
