/// What the host should do with a block's callback.
nonisolated public enum CallbackEffect: Hashable, Sendable {
  /// Run the synchronous callback, or start the asynchronous work, exactly once.
  case perform
  /// Cancel asynchronous work that is still running; its outcome must never be reported.
  case cancelWork
}

/// A timer the host starts or cancels; when a started timer elapses the host sends the machine its
/// `timerFired` event with the same identifier.
nonisolated public enum TimerEffect<Timer: Hashable & Sendable>: Hashable, Sendable {
  /// Start `timer`, replacing any running timer of the block, to fire after `seconds`.
  case start(Timer, after: Double)
  /// Cancel the running timer, if any.
  case cancel
}

/// Everything a state machine asks its host to do after one event.
///
/// A fixed-size value rather than a list, so handling an event never allocates. A machine has at
/// most one timer and one callback in flight, which is what makes a single slot per effect enough.
nonisolated public struct Effects<Timer: Hashable & Sendable>: Hashable, Sendable {
  /// Animate the state change with this motion; `nil` applies it without an animation.
  public var animation: Motion?
  /// Play this haptic.
  public var haptic: Haptic?
  /// Run, start or cancel the block's callback.
  public var callback: CallbackEffect?
  /// Start or cancel the block's timer.
  public var timer: TimerEffect<Timer>?
  /// Post this accessibility announcement.
  public var announcement: LocalizedText?

  /// Creates a set of effects; every effect defaults to none.
  public init(
    animation: Motion? = nil,
    haptic: Haptic? = nil,
    callback: CallbackEffect? = nil,
    timer: TimerEffect<Timer>? = nil,
    announcement: LocalizedText? = nil
  ) {
    self.animation = animation
    self.haptic = haptic
    self.callback = callback
    self.timer = timer
    self.announcement = announcement
  }

  /// How long after the change a host waits before posting ``announcement``, in seconds.
  ///
  /// Posted in the same instant as a label or value change, an announcement is dropped or cut off
  /// by VoiceOver reading the change; a short pause lets the change settle first.
  public static var announcementDelay: Double { 0.3 }

  /// No effects at all: the event changed nothing the host must act on.
  public static var none: Effects { Effects() }

  /// Whether there is nothing to do.
  public var isEmpty: Bool {
    animation == nil && haptic == nil && callback == nil && timer == nil && announcement == nil
  }
}

/// The settings from the SwiftUI environment that change what a block decides.
nonisolated public struct BlockEnvironment: Hashable, Sendable {
  /// Whether Reduce Motion is on: no bounce, squeeze, parallax or scale pops.
  public var reduceMotion: Bool
  /// Whether the block is enabled (`.disabled(true)` makes it false).
  public var isEnabled: Bool
  /// Which way is forward.
  public var direction: FlowDirection

  /// Creates an environment; the defaults are a left-to-right, enabled block with full motion.
  public init(
    reduceMotion: Bool = false, isEnabled: Bool = true, direction: FlowDirection = .leftToRight
  ) {
    self.reduceMotion = reduceMotion
    self.isEnabled = isEnabled
    self.direction = direction
  }

  /// The opacity of a disabled control: one value for all of them, so a screen of disabled
  /// controls dims evenly.
  public static let disabledOpacity = 0.45

  /// The block's opacity: 1, or ``disabledOpacity`` while disabled.
  public var opacity: Double { isEnabled ? 1 : Self.disabledOpacity }
}
