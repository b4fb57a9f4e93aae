nonisolated extension SwipeToConfirmSliderLayout {
  /// Which title the slider shows.
  public enum Title: Hashable, Sendable, CaseIterable {
    /// The call to action, such as "Slide to pay".
    case title
    /// The confirmed title ("Confirmed" unless the app gives its own).
    case confirmed
    /// The failure title ("Try again").
    case failure
  }
}

/// How the slider looks beyond its height: the view's plain values, drawn by the layout.
///
/// The inset also sets how far the thumb travels, so the machine keeps the look it was made with
/// and measures drags by it. Behaviour (the threshold, the motions, the reset delay) stays in the
/// machine; these only change what a frame shows.
nonisolated public struct SwipeToConfirmSliderLook: Hashable, Sendable {
  /// The gap between the track and the thumb on every side, in points; at least 0 (an inset of
  /// half the height or more leaves no thumb, and one of half the width no travel).
  public var inset: Double
  /// How fast the call to action fades with progress p: its opacity is max(1 − rate × p, 0); at
  /// least 0.
  public var titleFadeRate: Double
  /// The checkmark's scale before the confirm, in [0, 1]; it grows to 1 when it fades in.
  public var checkmarkHiddenScale: Double
  /// How far the failure shake moves the slider at most, in points; at least 0.
  public var shakeAmplitude: Double

  /// A look; a number that is not finite is the standard one, and one out of range is clamped.
  public init(
    inset: Double, titleFadeRate: Double, checkmarkHiddenScale: Double, shakeAmplitude: Double
  ) {
    self.inset = max(Numbers.finite(inset, or: 5), 0)
    self.titleFadeRate = max(Numbers.finite(titleFadeRate, or: 1.6), 0)
    self.checkmarkHiddenScale = Numbers.clamped(
      Numbers.finite(checkmarkHiddenScale, or: 0.4), to: 0...1)
    self.shakeAmplitude = max(Numbers.finite(shakeAmplitude, or: 8), 0)
  }

  /// The slider's standard look: the thumb 5 pt in, the call to action gone at 62.5 % of the
  /// travel, the checkmark growing from 40 %, and an 8 pt shake.
  public static let standard = SwipeToConfirmSliderLook(
    inset: 5, titleFadeRate: 1.6, checkmarkHiddenScale: 0.4, shakeAmplitude: 8)
}

/// The numbers one frame of the slider needs, from the machine's state and size.
///
/// A pure function: every value is finite for any size (zero, negative, NaN or infinite sizes are
/// sanitized first), so the view can apply them without checks. Offsets are measured from the
/// leading edge; the view applies them as leading padding so right-to-left layouts mirror by
/// themselves.
nonisolated public struct SwipeToConfirmSliderLayout: Hashable, Sendable {

  /// The view's width.
  public var width: Double
  /// The view's height (the track's height).
  public var height: Double
  /// The thumb's diameter: height − 2 × inset, never negative.
  public var thumbDiameter: Double
  /// How far the thumb can move: (width − 2 × inset) − thumb, never negative.
  public var travel: Double
  /// The thumb's progress along the travel, in [0, 1].
  public var progress: Double
  /// The thumb's leading edge from the view's leading edge: inset + travel × progress.
  public var thumbOffset: Double
  /// The width of the tinted fill from the leading edge: travel × progress + height, so it always
  /// covers the thumb (even in a view narrower than it is tall).
  public var fillWidth: Double
  /// Which title shows.
  public var title: SwipeToConfirmSliderLayout.Title
  /// The title's opacity: max(1 − 1.6 p, 0), 1.6 being the look's fade rate, for the call to
  /// action; 1 for the confirmed and failure titles.
  public var titleOpacity: Double
  /// Whether the title sits on the tinted fill (the confirmed title) rather than on the track.
  public var titleIsOnTint: Bool
  /// The title's color on the tint: white unless white falls below the 4.5:1 text minimum
  /// against the tint, then black; `nil` while the title sits on the track, where it uses the
  /// primary label color.
  public var titleForeground: ContrastForeground?
  /// The title's horizontal padding: one height on each side.
  public var titlePadding: Double
  /// The double chevron's opacity.
  public var chevronOpacity: Double
  /// The checkmark's opacity.
  public var checkmarkOpacity: Double
  /// The checkmark's scale: the look's hidden scale (0.4) until confirmed, then 1; always 1 with
  /// Reduce Motion.
  public var checkmarkScale: Double
  /// Whether the thumb shows a progress indicator (pending work).
  public var showsProgressIndicator: Bool
  /// The value the failure shake animates: it grows by one on every failure.
  public var shakeCycle: Double
  /// The shake's amplitude: ``SwipeToConfirmSliderLook/shakeAmplitude``, or 0 with Reduce
  /// Motion (the title fades instead).
  public var shakeAmplitudeNow: Double
  /// The whole slider's opacity: dimmed when disabled.
  public var opacity: Double

  /// The layout of `machine` at its current size and environment.
  ///
  /// - Parameters:
  ///   - machine: The slider's state.
  ///   - tint: The slider's tint, resolved, for the contrast of the confirmed title.
  ///   - time: A host time to draw the thumb at, as the screen shows it mid-motion; `nil` gives
  ///     the thumb's resting place.
  public init(
    _ machine: SwipeToConfirmSliderMachine, tint: RGBColor,
    at time: Double? = nil
  ) {
    self.init(
      phase: machine.phase, progress: time.map(machine.progress(at:)) ?? machine.progress,
      width: machine.width,
      height: machine.height, failureCount: machine.failureCount,
      environment: machine.environment, tint: tint, look: machine.look)
  }

  /// The layout of a slider in `phase` at `progress`, for a view of the given size.
  ///
  /// - Parameters:
  ///   - phase: The machine's phase.
  ///   - progress: The thumb's progress; clamped to [0, 1], NaN becomes 0.
  ///   - width: The view's width; non-finite or negative becomes 0.
  ///   - height: The view's height, already scaled; non-finite or negative becomes 0.
  ///   - failureCount: How many failures the slider has shown.
  ///   - environment: Reduce Motion and the enabled state.
  ///   - tint: The slider's tint, resolved, for the contrast of the confirmed title.
  ///   - look: The inset, the title's fade, the checkmark's scale and the shake.
  public init(
    phase: SwipeToConfirmSliderMachine.Phase, progress: Double, width: Double, height: Double,
    failureCount: Int = 0,
    environment: BlockEnvironment = BlockEnvironment(), tint: RGBColor,
    look: SwipeToConfirmSliderLook = .standard
  ) {
    let width = Numbers.length(width)
    let height = Numbers.length(height)
    let p = Numbers.clamped(progress, to: 0...1)
    let thumb = max(height - 2 * look.inset, 0)
    let travel = Self.travel(width: width, height: height, inset: look.inset)
    let distance = travel * p
    self.width = width
    self.height = height
    self.thumbDiameter = thumb
    self.travel = travel
    self.progress = p
    self.thumbOffset = look.inset + distance
    self.fillWidth = distance + height
    switch phase {
    case .confirmed: title = .confirmed
    case .failed: title = .failure
    case .idle, .dragging, .pending: title = .title
    }
    titleOpacity = title == .title ? max(1 - look.titleFadeRate * p, 0) : 1
    titleIsOnTint = title == .confirmed
    let textMinimum = ContrastForeground.textMinimum
    titleForeground = titleIsOnTint ? ContrastForeground.on(tint, minimum: textMinimum) : nil
    titlePadding = height
    let isDone = phase == .confirmed
    chevronOpacity = isDone || phase == .pending ? 0 : 1
    checkmarkOpacity = isDone ? 1 : 0
    checkmarkScale = isDone || environment.reduceMotion ? 1 : look.checkmarkHiddenScale
    showsProgressIndicator = phase == .pending
    shakeCycle = Double(failureCount)
    shakeAmplitudeNow = environment.reduceMotion ? 0 : look.shakeAmplitude
    opacity = environment.opacity
  }

  /// The travel of a view of the given size: (width − 2 × inset) − (height − 2 × inset), never
  /// negative and always finite.
  public static func travel(
    width: Double, height: Double, inset: Double = SwipeToConfirmSliderLook.standard.inset
  ) -> Double {
    let inset = max(Numbers.finite(inset, or: SwipeToConfirmSliderLook.standard.inset), 0)
    let track = max(Numbers.length(width) - 2 * inset, 0)
    let thumb = max(Numbers.length(height) - 2 * inset, 0)
    return max(track - thumb, 0)
  }

  /// The horizontal shake offset while ``shakeCycle`` animates from n to n + 1.
  ///
  /// Zero at every whole cycle, so the slider rests in place; in between it swings
  /// ``SwipeToConfirmSliderMetrics/shakeSwings`` times with a decaying amplitude. Non-finite input gives 0.
  public static func shakeOffset(cycle: Double, amplitude: Double) -> Double {
    guard cycle.isFinite, amplitude.isFinite else { return 0 }
    let fraction = cycle - cycle.rounded(.down)
    let swing = Platform.sin(fraction * SwipeToConfirmSliderMetrics.shakeSwings * 2 * Double.pi)
    return amplitude * (1 - fraction) * swing
  }
}

/// What VoiceOver and the other assistive technologies get from the slider.
///
/// The slider is one element, a button: its label is the title showing, its hint explains the
/// double tap, and its default action confirms exactly like a completed drag whenever the slider
/// would take a drag.
nonisolated public struct SwipeToConfirmSliderAccessibility: Hashable, Sendable {
  /// Which title is the label.
  public var label: SwipeToConfirmSliderLayout.Title
  /// The hint, while the activate action is offered.
  public var hint: LocalizedText?
  /// The value: "In progress" while confirm work is pending.
  public var value: LocalizedText?
  /// Whether the element has the button trait (always).
  public var isButton: Bool
  /// Whether the activate action is offered (not when disabled, pending, confirmed or failed).
  public var offersActivate: Bool
  /// Whether VoiceOver reads the element as dimmed (disabled).
  public var isDimmed: Bool

  /// The description of `machine` now.
  public init(_ machine: SwipeToConfirmSliderMachine) {
    switch machine.phase {
    case .confirmed: label = .confirmed
    case .failed: label = .failure
    case .idle, .dragging, .pending: label = .title
    }
    offersActivate = machine.acceptsInput
    hint = offersActivate ? SwipeToConfirmSliderStrings.hint : nil
    value = machine.phase == .pending ? SwipeToConfirmSliderStrings.inProgress : nil
    isButton = true
    isDimmed = !machine.environment.isEnabled
  }
}

/// The slider's user-visible default strings, one table per language.
///
/// The block carries its own table so its single-file download needs no resource bundle. Only
/// the block's own defaults come from here; a title the app passes is shown as the app localizes
/// it.
nonisolated public enum SwipeToConfirmSliderStrings {
  /// The default confirmed title: "Confirmed".
  public static var confirmedTitle: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.confirmedTitle")
  }
  /// The default failure title: "Try again".
  public static var failureTitle: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.failureTitle")
  }
  /// The accessibility hint: "Double tap to confirm".
  public static var hint: LocalizedText { LocalizedText("swipe-to-confirm-slider.hint") }
  /// The accessibility value while confirm work is pending: "In progress".
  public static var inProgress: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.inProgress")
  }
  /// The announcement after a confirm: "Confirmed".
  public static var confirmedAnnouncement: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.confirmedAnnouncement")
  }
  /// The announcement after the confirm work failed: "Failed".
  public static var failedAnnouncement: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.failedAnnouncement")
  }
  /// The demo's call to action: "Slide to pay".
  public static var demoTitle: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.demo.title")
  }
  /// The demo's heading above the amount: "Total".
  public static var demoTotal: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.demo.total")
  }
  /// The demo's counter: "Payments: %1$d".
  public static var demoPayments: LocalizedText {
    LocalizedText("swipe-to-confirm-slider.demo.payments")
  }
  /// The demo's confirmed title for its asynchronous preview: "Paid".
  public static var demoPaid: LocalizedText { LocalizedText("swipe-to-confirm-slider.demo.paid") }

  /// Every key the slider and its demo show or announce, one table per language.
  public static let table = StringTable(
    name: "SwipeToConfirmSlider", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    confirmedTitle.key: "Confirmed",
    failureTitle.key: "Try again",
    hint.key: "Double tap to confirm",
    inProgress.key: "In progress",
    confirmedAnnouncement.key: "Confirmed",
    failedAnnouncement.key: "Failed",
    demoTitle.key: "Slide to pay",
    demoTotal.key: "Total",
    demoPayments.key: "Payments: %1$d",
    demoPaid.key: "Paid",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    confirmedTitle.key: "Confirmado",
    failureTitle.key: "Inténtalo de nuevo",
    hint.key: "Toca dos veces para confirmar",
    inProgress.key: "En curso",
    confirmedAnnouncement.key: "Confirmado",
    failedAnnouncement.key: "Ha fallado",
    demoTitle.key: "Desliza para pagar",
    demoTotal.key: "Total",
    demoPayments.key: "Pagos: %1$d",
    demoPaid.key: "Pagado",
  ]
}
