#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  /// A round button that acts only after it has been held while its ring fills.
  ///
  /// For destructive actions such as "Hold to delete": a press fills the ring over
  /// `holdDuration`; releasing early, or sliding off, drains it and nothing happens. When the
  /// hold completes the button turns green, shows a checkmark, plays the success haptic and runs
  /// `action` once, then re-arms. VoiceOver, Voice Control, Switch Control and Full Keyboard
  /// Access confirm with one activation instead of a hold.
  ///
  /// Every decision (timing, what fires, the contrast of the symbol, the squeeze, what assistive
  /// technologies hear) is made by ``HoldToConfirmButtonMachine`` and ``HoldToConfirmButtonLayout``; this view
  /// only draws them and runs their effects.
  ///
  /// ```swift
  /// HoldToConfirmButton(title: "Hold to delete", systemImage: "trash") {
  ///   store.deleteAll()
  /// }
  /// ```
  public struct HoldToConfirmButton: View {
    private enum Work {
      case sync(() -> Void)
      case async(@Sendable () async throws -> Void)
    }

    private let title: LocalizedStringResource
    private let systemImage: String
    private let tint: Color
    private let work: Work

    @State private var machine: HoldToConfirmButtonMachine
    @State private var tasks = BlockTasks()
    @State private var haptics = HapticPulse()
    @GestureState private var isTouching = false

    @ScaledMetric(relativeTo: .title) private var diameter = HoldToConfirmButtonLayout.ScaledSizes
      .baseDiameter
    @ScaledMetric(relativeTo: .title) private var ringWidth = HoldToConfirmButtonLayout.ScaledSizes
      .baseRingWidth

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.locale) private var locale
    @Environment(\.self) private var environmentValues

    /// Creates a hold-to-confirm button with a synchronous action.
    ///
    /// - Parameters:
    ///   - title: The title under the button, also its accessibility label.
    ///   - systemImage: The SF Symbol in the middle; it becomes a checkmark once confirmed.
    ///   - tint: The ring and fill color; the symbol is white or black, whichever contrasts.
    ///   - holdDuration: Seconds every press must last before the button confirms.
    ///   - action: Runs once per completed hold or accessibility activation.
    public init(
      title: LocalizedStringResource,
      systemImage: String = "checkmark",
      tint: Color = .red,
      holdDuration: Double = 1.2,
      action: @escaping () -> Void
    ) {
      self.title = title
      self.systemImage = systemImage
      self.tint = tint
      self.work = .sync(action)
      _machine = State(initialValue: HoldToConfirmButtonMachine(holdDuration: holdDuration))
    }

    /// Creates a hold-to-confirm button whose action is asynchronous and can fail.
    ///
    /// After the hold completes the button shows a progress indicator and ignores presses
    /// until `action` returns (the confirmed look) or throws (an error haptic, a short shake or,
    /// with Reduce Motion, a fade, and "Try again" under the button before it re-arms). If the
    /// button disappears first, the task is cancelled and its outcome is ignored.
    ///
    /// - Parameters:
    ///   - title: The title under the button, also its accessibility label.
    ///   - systemImage: The SF Symbol in the middle; it becomes a checkmark once confirmed.
    ///   - tint: The ring and fill color; the symbol is white or black, whichever contrasts.
    ///   - holdDuration: Seconds every press must last before the button confirms.
    ///   - action: Started once per completed hold or accessibility activation.
    public init(
      title: LocalizedStringResource,
      systemImage: String = "checkmark",
      tint: Color = .red,
      holdDuration: Double = 1.2,
      action: @escaping @Sendable () async throws -> Void
    ) {
      self.title = title
      self.systemImage = systemImage
      self.tint = tint
      self.work = .async(action)
      _machine = State(
        initialValue: HoldToConfirmButtonMachine(holdDuration: holdDuration, isAsync: true))
    }

    /// The button, its title and its accessibility element.
    public var body: some View {
      let layout = HoldToConfirmButtonLayout(
        machine,
        metrics: HoldToConfirmButtonLayout.ScaledSizes(diameter: diameter, ringWidth: ringWidth),
        systemImage: systemImage,
        tint: RGBColor(tint.resolve(in: environmentValues)),
        confirmedColor: RGBColor(Color.green.resolve(in: environmentValues)))
      let description = HoldToConfirmButtonAccessibility(machine)
      VStack(spacing: HoldToConfirmButtonLayout.titleSpacing) {
        ring(layout)
          .animation(HoldToConfirmButtonLayout.squeezeMotion.swiftUIAnimation) {
            $0.scaleEffect(layout.scale)
          }
          .modifier(
            HoldToConfirmButtonShake(
              cycles: Double(machine.failureCount), amplitude: layout.shakeAmplitude)
          )
          .gesture(pressGesture(layout))
        titleText(layout.titleRole)
          .font(.subheadline.weight(.semibold))
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
          .contentTransition(.opacity)
      }
      .opacity(layout.opacity)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(titleText(.title))
      .accessibilityValue(
        Text(verbatim: string(description.value)), isEnabled: description.value != nil
      )
      .accessibilityHint(
        Text(verbatim: string(description.hint)), isEnabled: description.hint != nil
      )
      .accessibilityAddTraits(.isButton)
      .accessibilityRespondsToUserInteraction(description.offersActivate)
      .accessibilityAction { send(.accessibilityActivated(at: Self.now())) }
      .playsHaptics(haptics)
      .onChange(of: isTouching) { _, touching in
        send(touching ? .pressBegan(at: Self.now()) : .pressEnded(at: Self.now()))
      }
      .onChange(of: blockEnvironment) { _, environment in
        send(.environmentChanged(environment, at: Self.now()))
      }
      .onAppear { send(.environmentChanged(blockEnvironment, at: Self.now())) }
      .onDisappear {
        send(.disappeared)
        tasks.cancelAll()
      }
    }

    // MARK: - Drawing

    private func ring(_ layout: HoldToConfirmButtonLayout) -> some View {
      let color = layout.colorRole == .confirmed ? Color.green : tint
      return ZStack {
        Circle()
          .stroke(
            color.opacity(HoldToConfirmButtonLayout.trackOpacity), lineWidth: layout.ringWidth
          )
          .frame(width: layout.ringPathDiameter, height: layout.ringPathDiameter)
        Circle()
          .trim(from: 0, to: layout.ringTrim)
          .stroke(color, style: StrokeStyle(lineWidth: layout.ringWidth, lineCap: .round))
          .rotationEffect(.degrees(HoldToConfirmButtonLayout.ringStartAngle))
          .frame(width: layout.ringPathDiameter, height: layout.ringPathDiameter)
        Circle()
          .fill(color.gradient)
          .frame(width: layout.fillDiameter, height: layout.fillDiameter)
        center(layout)
      }
      .frame(width: layout.diameter, height: layout.diameter)
      .contentShape(Circle())
    }

    @ViewBuilder
    private func center(_ layout: HoldToConfirmButtonLayout) -> some View {
      let foreground = layout.symbolForeground.swiftUIColor
      if layout.showsProgressIndicator {
        ProgressView()
          .tint(foreground)
      } else {
        Image(systemName: layout.symbolName)
          .font(.title.bold())
          .foregroundStyle(foreground)
          .contentTransition(layout.usesSymbolReplace ? .symbolEffect(.replace) : .identity)
      }
    }

    private func titleText(_ role: HoldToConfirmButtonLayout.TitleRole) -> Text {
      switch role {
      case .failureTitle:
        return Text(verbatim: string(LocalizedText(HoldToConfirmButtonStrings.failureTitle)))
      case .title:
        if let key = HoldToConfirmButtonStrings.key(forEnglish: title.key) {
          return Text(verbatim: string(LocalizedText(key)))
        }
        return Text(title)
      }
    }

    private func string(_ text: LocalizedText?) -> String {
      guard let text else { return "" }
      return HoldToConfirmButtonStrings.table.string(for: text, locale: locale)
    }

    // MARK: - Input

    /// A touch that is down and on the button (within the layout's slop) counts as a press; the
    /// gesture state resets when the touch ends or the system cancels it.
    private func pressGesture(_ layout: HoldToConfirmButtonLayout) -> some Gesture {
      DragGesture(minimumDistance: 0)
        .updating($isTouching) { value, touching, _ in
          touching = layout.contains(x: Double(value.location.x), y: Double(value.location.y))
        }
    }

    private var blockEnvironment: BlockEnvironment {
      BlockEnvironment(
        reduceMotion: reduceMotion, isEnabled: isEnabled, layoutDirection: layoutDirection)
    }

    /// The host clock the machine's timestamps come from: monotonic seconds since boot.
    private static func now() -> Double {
      ProcessInfo.processInfo.systemUptime
    }

    // MARK: - Effects

    private func send(_ event: HoldToConfirmButtonMachine.Event) {
      var next = machine
      let effects = next.send(event)
      withAnimation(effects.animation?.swiftUIAnimation) { machine = next }
      if let haptic = effects.haptic { haptics.play(haptic) }
      tasks.apply(effects.timer) { send(.timerFired($0, at: Self.now())) }
      switch effects.callback {
      case .perform?:
        perform()
      case .cancelWork?:
        tasks.cancelWork()
      case nil:
        break
      }
      if let announcement = effects.announcement {
        announce(string(announcement))
      }
    }

    private func perform() {
      switch work {
      case .sync(let action):
        action()
      case .async(let action):
        tasks.start(action) { succeeded in
          send(succeeded ? .workFinished(at: Self.now()) : .workFailed(at: Self.now()))
        }
      }
    }
  }

  /// The failure shake: animating `cycles` from n to n + 1 plays one decaying shake.
  private struct HoldToConfirmButtonShake: GeometryEffect {
    var cycles: Double
    var amplitude: Double

    var animatableData: Double {
      get { cycles }
      set { cycles = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
      let phase = cycles - cycles.rounded(.down)
      let offset = HoldToConfirmButtonLayout.shakeOffset(phase: phase, amplitude: amplitude)
      return ProjectionTransform(CGAffineTransform(translationX: offset, y: 0))
    }
  }
#endif
