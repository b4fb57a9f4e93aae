#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  extension Motion {
    /// The SwiftUI animation that follows this motion; `nil` for ``Motion/none``.
    var swiftUIAnimation: Animation? {
      let base: Animation
      switch kind {
      case .none: return nil
      case .linear(let duration): base = .linear(duration: duration)
      case .easeOut(let duration): base = .easeOut(duration: duration)
      case .easeIn(let duration): base = .easeIn(duration: duration)
      case .easeInOut(let duration): base = .easeInOut(duration: duration)
      case .spring(let duration, let bounce): base = .spring(duration: duration, bounce: bounce)
      case .smooth(let duration): base = .smooth(duration: duration)
      case .snappy(let duration): base = .snappy(duration: duration)
      }
      return delay > 0 ? base.delay(delay) : base
    }
  }

  extension Haptic {
    /// The system feedback for this haptic.
    var sensoryFeedback: SensoryFeedback {
      switch self {
      case .success: .success
      case .error: .error
      case .lightImpact: .impact(weight: .light)
      case .mediumImpact: .impact(weight: .medium)
      case .selection: .selection
      default: .impact
      }
    }
  }

  /// A haptic request that changes identity each time, so `sensoryFeedback(trigger:)` plays the
  /// same haptic twice in a row.
  struct HapticPulse: Equatable {
    /// The haptic to play.
    var haptic: Haptic?
    /// Bumped on every request.
    var count = 0

    /// Requests `haptic`.
    mutating func play(_ haptic: Haptic) {
      self.haptic = haptic
      count &+= 1
    }
  }

  extension View {
    /// Plays the haptics requested through `pulse`.
    func playsHaptics(_ pulse: HapticPulse) -> some View {
      sensoryFeedback(trigger: pulse) { _, new in new.haptic?.sensoryFeedback }
    }
  }

  extension FlowDirection {
    /// The flow direction of a SwiftUI layout direction.
    init(_ layoutDirection: LayoutDirection) {
      switch layoutDirection {
      case .rightToLeft: self = .rightToLeft
      case .leftToRight: self = .leftToRight
      @unknown default: self = .leftToRight
      }
    }
  }

  extension RGBColor {
    /// The sRGB color of a resolved SwiftUI color (its alpha is ignored: fills are opaque).
    init(_ resolved: Color.Resolved) {
      self.init(
        linearRed: Double(resolved.linearRed),
        linearGreen: Double(resolved.linearGreen),
        linearBlue: Double(resolved.linearBlue))
    }
  }

  extension ContrastForeground {
    /// The SwiftUI color of this foreground.
    var swiftUIColor: Color {
      switch self {
      case .white: .white
      case .black: .black
      }
    }
  }

  extension BlockEnvironment {
    /// The block environment read from SwiftUI's environment values.
    init(reduceMotion: Bool, isEnabled: Bool, layoutDirection: LayoutDirection) {
      self.init(
        reduceMotion: reduceMotion, isEnabled: isEnabled,
        direction: FlowDirection(layoutDirection))
    }
  }

  extension StringTable {
    /// The string for `text` in the language of `locale`.
    func string(for text: LocalizedText, locale: Locale) -> String {
      string(for: text, language: locale.identifier)
    }
  }

  /// Runs `fire` on the main actor after `seconds`, unless the returned task is cancelled first.
  ///
  /// Blocks keep the task and cancel it when the machine asks or the view disappears, so no timer
  /// outlives its view.
  @MainActor
  func startBlockTimer(after seconds: Double, fire: @escaping @MainActor () -> Void) -> Task<
    Void, Never
  > {
    let delay = seconds.isFinite ? max(seconds, 0) : 0
    return Task { @MainActor in
      try? await Task.sleep(for: .seconds(delay))
      guard !Task.isCancelled else { return }
      fire()
    }
  }

  /// The tasks behind a block view's effects: its one timer and its one piece of confirm work.
  ///
  /// Kept in `@State`: starting a timer replaces the running one, a cancel effect or the view's
  /// disappearance cancels the tasks, and a cancelled task never reports back, so no timer or
  /// work outlives its view.
  struct BlockTasks {
    private var timer: Task<Void, Never>?
    private var work: Task<Void, Never>?

    /// Starts or cancels the timer as `effect` asks; `fire` gets the timer when it elapses.
    @MainActor
    mutating func apply<Timer: Hashable & Sendable>(
      _ effect: TimerEffect<Timer>?, fire: @escaping @MainActor (Timer) -> Void
    ) {
      switch effect {
      case .start(let elapsed, let seconds)?:
        timer?.cancel()
        timer = startBlockTimer(after: seconds) { fire(elapsed) }
      case .cancel?:
        cancelTimer()
      case nil:
        break
      }
    }

    /// Starts `work`, cancelling any work still running; `report` learns whether it returned
    /// without throwing, unless it was cancelled first.
    @MainActor
    mutating func start(
      _ work: @escaping @Sendable () async throws -> Void,
      report: @escaping @MainActor (_ succeeded: Bool) -> Void
    ) {
      self.work?.cancel()
      self.work = Task { @MainActor in
        let succeeded: Bool
        do {
          try await work()
          succeeded = true
        } catch {
          succeeded = false
        }
        // A cancelled task's outcome is never reported.
        guard !Task.isCancelled else { return }
        report(succeeded)
      }
    }

    /// Cancels the timer, if one is running.
    mutating func cancelTimer() {
      timer?.cancel()
      timer = nil
    }

    /// Cancels the work, if it is still running.
    mutating func cancelWork() {
      work?.cancel()
      work = nil
    }

    /// Cancels everything: the view is going away.
    mutating func cancelAll() {
      cancelTimer()
      cancelWork()
    }
  }

  /// Posts a VoiceOver announcement.
  @MainActor
  func announce(_ message: String) {
    AccessibilityNotification.Announcement(message).post()
  }
#endif
