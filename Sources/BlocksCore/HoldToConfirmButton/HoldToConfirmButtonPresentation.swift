nonisolated extension HoldToConfirmButtonLayout {
  /// The sizes a hold-to-confirm button is drawn at, already scaled for Dynamic Type.
  ///
  /// The view holds the design sizes (116 pt and 8 pt relative to `.title`), scales them with
  /// `@ScaledMetric` and passes the results in, so the layout stays a pure function.
  public struct ScaledSizes: Hashable, Sendable {

    /// The outer diameter of the ring, in points.
    public var diameter: Double
    /// The ring's line width, in points.
    public var ringWidth: Double

    /// Creates sizes; the defaults are the unscaled design sizes, 116 pt and 8 pt.
    ///
    /// - Parameters:
    ///   - diameter: The outer diameter of the ring.
    ///   - ringWidth: The ring's line width.
    public init(diameter: Double = 116, ringWidth: Double = 8) {
      self.diameter = diameter
      self.ringWidth = ringWidth
    }
  }
}

nonisolated extension HoldToConfirmButtonLayout {
  /// Which color fills the button and its ring.
  public enum ColorRole: Hashable, Sendable {
    /// The caller's tint.
    case tint
    /// Green: the confirmed look.
    case confirmed
  }
}

nonisolated extension HoldToConfirmButtonLayout {
  /// Which title shows under the button.
  public enum TitleRole: Hashable, Sendable {
    /// The caller's title.
    case title
    /// The failure title ("Try again").
    case failureTitle
  }
}

/// How a hold-to-confirm button looks beyond its sizes: the view's plain values, drawn by the
/// layout.
///
/// Behaviour (timing, motions, the movement tolerance) stays in the machine; these only change
/// what a frame shows.
nonisolated public struct HoldToConfirmButtonLook: Hashable, Sendable {
  /// The filled circle's inset from the ring's path, in ring widths; at least 0.
  public var fillInsetFactor: Double
  /// The button's scale while held, in [0.5, 1]: a press never shrinks the button below half;
  /// Reduce Motion always draws 1.
  public var squeezeScale: Double
  /// The amplitude of the failure shake, in points; at least 0.
  public var shakeDistance: Double
  /// The SF Symbol the button shows once confirmed.
  public var confirmedSymbol: String

  /// A look; a number that is not finite is the standard one, and one out of range is clamped.
  public init(
    fillInsetFactor: Double, squeezeScale: Double, shakeDistance: Double,
    confirmedSymbol: String
  ) {
    self.fillInsetFactor = max(Numbers.finite(fillInsetFactor, or: 1.75), 0)
    self.squeezeScale = Numbers.clamped(Numbers.finite(squeezeScale, or: 0.92), to: 0.5...1)
    self.shakeDistance = max(Numbers.finite(shakeDistance, or: 8), 0)
    self.confirmedSymbol = confirmedSymbol
  }

  /// The button's standard look: the fill 1.75 ring widths in, a 92 % squeeze, an 8 pt shake and
  /// a checkmark once confirmed.
  public static let standard = HoldToConfirmButtonLook(
    fillInsetFactor: 1.75, squeezeScale: 0.92, shakeDistance: 8, confirmedSymbol: "checkmark")
}

/// The numbers one frame of a hold-to-confirm button needs.
///
/// A pure function of the machine, the sizes, the colors and the look: the view only draws what it is
/// given. Degenerate sizes (NaN, negative, infinite) become 0 and never reach the output.
nonisolated public struct HoldToConfirmButtonLayout: Hashable, Sendable {

  /// The button's diameter (116 pt, scaled): the circle the ring is stroked along, as in the
  /// reference, so the ring's stroke is centred on it.
  public var diameter: Double
  /// The ring's line width, in points (at most half the diameter).
  public var ringWidth: Double
  /// The diameter of the path the ring is stroked along: ``diameter``.
  public var ringPathDiameter: Double
  /// The drawn button's outer diameter: the view's frame and touch area.
  ///
  /// The diameter plus the half of the stroke on each side that lies outside the path.
  public var frameDiameter: Double
  /// The distance from the ring's path to the filled circle: the look's inset factor (1.75) ×
  /// ring width.
  public var fillInset: Double
  /// The filled circle's diameter.
  public var fillDiameter: Double
  /// How much of the progress ring is drawn, in [0, 1], from 12 o'clock clockwise.
  public var ringTrim: Double
  /// Which color the fill and the rings use.
  public var colorRole: HoldToConfirmButtonLayout.ColorRole
  /// The symbol in the middle: the caller's, or the look's confirmed symbol ("checkmark").
  public var symbolName: String
  /// Whether a progress indicator replaces the symbol (the asynchronous action runs).
  public var showsProgressIndicator: Bool
  /// The symbol's foreground on the fill, by the contrast rule.
  public var symbolForeground: ContrastForeground
  /// Whether the symbol change uses a replace transition (false with Reduce Motion: identity).
  public var usesSymbolReplace: Bool
  /// The button's scale: the look's squeeze (0.92) while held, 1 otherwise and always with
  /// Reduce Motion.
  public var scale: Double
  /// Which title shows under the button.
  public var titleRole: HoldToConfirmButtonLayout.TitleRole
  /// The shake amplitude for the failure animation (0 with Reduce Motion, which fades instead).
  public var shakeAmplitude: Double
  /// The button's opacity (dimmed when disabled).
  public var opacity: Double

  /// Lays out `machine`.
  ///
  /// - Parameters:
  ///   - machine: The button's state.
  ///   - sizes: The scaled sizes.
  ///   - systemImage: The caller's symbol name.
  ///   - tint: The caller's tint, resolved, for the contrast decision.
  ///   - confirmedColor: The green of the confirmed look, resolved.
  ///   - look: The fill's inset, the squeeze, the shake and the confirmed symbol.
  ///   - time: A host time to sample the ring at, as the screen shows it; `nil` gives the ring's
  ///     resting value.
  public init(
    _ machine: HoldToConfirmButtonMachine,
    sizes: HoldToConfirmButtonLayout.ScaledSizes = HoldToConfirmButtonLayout.ScaledSizes(),
    systemImage: String = "checkmark",
    tint: RGBColor,
    confirmedColor: RGBColor,
    look: HoldToConfirmButtonLook = .standard,
    at time: Double? = nil
  ) {
    let diameter = Numbers.length(sizes.diameter)
    let ringWidth = min(Numbers.length(sizes.ringWidth), diameter / 2)
    self.diameter = diameter
    self.ringWidth = ringWidth
    ringPathDiameter = diameter
    frameDiameter = diameter + ringWidth
    fillInset = min(look.fillInsetFactor * ringWidth, diameter / 2)
    fillDiameter = max(diameter - 2 * fillInset, 0)
    if let time {
      ringTrim = machine.trim(at: time)
    } else {
      ringTrim = machine.ring.to
    }
    let phase = machine.phase
    let reduceMotion = machine.environment.reduceMotion
    colorRole = phase == .confirmed ? .confirmed : .tint
    symbolName = phase == .confirmed ? look.confirmedSymbol : systemImage
    showsProgressIndicator = phase == .pending
    symbolForeground = ContrastForeground.on(phase == .confirmed ? confirmedColor : tint)
    usesSymbolReplace = !reduceMotion
    scale = phase == .holding && !reduceMotion ? look.squeezeScale : 1
    titleRole = phase == .failed ? .failureTitle : .title
    shakeAmplitude = reduceMotion ? 0 : look.shakeDistance
    opacity = machine.environment.opacity
  }

  /// The horizontal shake offset, in points, at `phase` in [0, 1] of the failure animation.
  ///
  /// ``HoldToConfirmButtonMetrics/shakeSwings`` decaying oscillations that start and end at 0;
  /// 0 outside [0, 1] or for non-finite input.
  public static func shakeOffset(phase: Double, amplitude: Double) -> Double {
    guard phase.isFinite, amplitude.isFinite, phase > 0, phase < 1 else { return 0 }
    let swings = HoldToConfirmButtonMetrics.shakeSwings
    return amplitude * Platform.sin(phase * swings * 2 * Double.pi) * (1 - phase)
  }
}

/// What VoiceOver and the other assistive technologies get from a hold-to-confirm button.
///
/// The button is one element with the button trait, labelled with the caller's title. Assistive
/// technologies confirm with the default (activate) action instead of holding, so no rule of the
/// block requires a timed gesture (WCAG 2.2 SC 2.5.1, 2.2.1).
nonisolated public struct HoldToConfirmButtonAccessibility: Hashable, Sendable {
  /// The value: the outcome or the work in progress; `nil` when idle or holding.
  public var value: LocalizedText?
  /// The hint, present only while activation is offered.
  public var hint: LocalizedText?
  /// Whether the element has the button trait (always true).
  public var isButton: Bool
  /// Whether the element reads as dimmed (the block is disabled).
  public var isDimmed: Bool
  /// Whether the activate action is offered; false when disabled and while busy.
  public var offersActivate: Bool

  /// The description of `machine` in its current state.
  public init(_ machine: HoldToConfirmButtonMachine) {
    let enabled = machine.environment.isEnabled
    let ready = machine.phase == .idle || machine.phase == .holding
    offersActivate = enabled && ready
    hint = offersActivate ? HoldToConfirmButtonStrings.hint : nil
    isButton = true
    isDimmed = !enabled
    switch machine.phase {
    case .idle, .holding: value = nil
    case .pending: value = HoldToConfirmButtonStrings.inProgress
    case .confirmed: value = HoldToConfirmButtonStrings.confirmed
    case .failed: value = HoldToConfirmButtonStrings.failed
    }
  }
}

/// The hold button's user-visible default strings, one table per language.
///
/// The block carries its own table so its single-file download needs no resource bundle. Only
/// the block's own defaults come from here; a title the app passes is shown as the app localizes
/// it.
nonisolated public enum HoldToConfirmButtonStrings {
  /// The accessibility hint: "Double tap to confirm".
  public static var hint: LocalizedText { LocalizedText("hold-to-confirm-button.hint") }
  /// The confirmed value and announcement: "Confirmed".
  public static var confirmed: LocalizedText { LocalizedText("hold-to-confirm-button.confirmed") }
  /// The failed value and announcement: "Failed".
  public static var failed: LocalizedText { LocalizedText("hold-to-confirm-button.failed") }
  /// The title shown while failed: "Try again".
  public static var failureTitle: LocalizedText {
    LocalizedText("hold-to-confirm-button.failureTitle")
  }
  /// The value while the asynchronous action runs: "In progress".
  public static var inProgress: LocalizedText { LocalizedText("hold-to-confirm-button.inProgress") }
  /// The demo's button title: "Hold to delete".
  public static var demoTitle: LocalizedText { LocalizedText("hold-to-confirm-button.demo.title") }
  /// The demo's counter label: "Deleted files".
  public static var demoDeletedFiles: LocalizedText {
    LocalizedText("hold-to-confirm-button.demo.deletedFiles")
  }
  /// The asynchronous previews' button title: "Hold to sync".
  public static var demoSyncTitle: LocalizedText {
    LocalizedText("hold-to-confirm-button.demo.syncTitle")
  }
  /// The dark preview's button title: "Hold to archive".
  public static var demoArchiveTitle: LocalizedText {
    LocalizedText("hold-to-confirm-button.demo.archiveTitle")
  }

  /// Every string the block and its demo show or announce, one table per language.
  public static let table = StringTable(
    name: "HoldToConfirmButton", [.english: english, .spanish: spanish])

  /// The strings in English, the language every other falls back to.
  static let english: StringTable.Values = [
    hint.key: "Double tap to confirm",
    confirmed.key: "Confirmed",
    failed.key: "Failed",
    failureTitle.key: "Try again",
    inProgress.key: "In progress",
    demoTitle.key: "Hold to delete",
    demoDeletedFiles.key: "Deleted files",
    demoSyncTitle.key: "Hold to sync",
    demoArchiveTitle.key: "Hold to archive",
  ]

  /// The strings in Spanish.
  static let spanish: StringTable.Values = [
    hint.key: "Toca dos veces para confirmar",
    confirmed.key: "Confirmado",
    failed.key: "Ha fallado",
    failureTitle.key: "Inténtalo de nuevo",
    inProgress.key: "En curso",
    demoTitle.key: "Mantén para eliminar",
    demoDeletedFiles.key: "Archivos eliminados",
    demoSyncTitle.key: "Mantén para sincronizar",
    demoArchiveTitle.key: "Mantén para archivar",
  ]
}
