#if canImport(SwiftUI)
  import BlocksCore
  import SwiftUI

  /// A capsule track with a round thumb that the user drags to the far end to confirm, for
  /// example "Slide to pay".
  ///
  /// Releasing early springs the thumb back; reaching 92 % of the track confirms: a success
  /// haptic, the confirmed title with a checkmark, `onConfirm` exactly once, then a reset after
  /// `resetDelay`. VoiceOver, Voice Control, Switch Control and Full Keyboard Access confirm with
  /// the element's default action instead of a drag. The asynchronous initializer waits for the
  /// work with a progress indicator and shows a failure title if it throws.
  ///
  /// Everything the slider decides lives in ``SwipeToConfirmSliderMachine``; this view forwards gestures and
  /// environment changes to it and draws ``SwipeToConfirmSliderLayout``.
  public struct SwipeToConfirmSlider: View {
    private let title: LocalizedStringResource
    private let confirmedTitle: LocalizedStringResource
    private let failureTitle: LocalizedStringResource
    private let tint: Color
    private let confirm: SwipeToConfirmSliderConfirm

    @ScaledMetric(relativeTo: .title3) private var height = SwipeToConfirmSliderLayout.baseHeight
    @State private var machine: SwipeToConfirmSliderMachine
    @State private var haptic = HapticPulse()
    @State private var tasks = BlockTasks()
    @GestureState private var isTouching = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.locale) private var locale
    @Environment(\.self) private var environment

    /// Creates a slider that runs `onConfirm` when the user completes the swipe.
    ///
    /// - Parameters:
    ///   - title: The call to action on the track, such as "Slide to pay".
    ///   - confirmedTitle: The title shown once confirmed.
    ///   - tint: The color of the fill and of the thumb's symbols.
    ///   - resetDelay: Seconds the confirmed state shows before the slider resets.
    ///   - onConfirm: Runs once per completed swipe or accessibility activation.
    public init(
      title: LocalizedStringResource,
      confirmedTitle: LocalizedStringResource = "Confirmed",
      tint: Color = .indigo,
      resetDelay: Double = 1.4,
      onConfirm: @escaping () -> Void
    ) {
      self.title = title
      self.confirmedTitle = confirmedTitle
      self.failureTitle = "Try again"
      self.tint = tint
      self.confirm = .sync(onConfirm)
      _machine = State(
        initialValue: SwipeToConfirmSliderMachine(resetDelay: resetDelay, isAsync: false))
    }

    /// Creates a slider whose confirm runs asynchronous work that can fail.
    ///
    /// While the work runs the thumb waits at the end with a progress indicator and further
    /// gestures do nothing. When it returns the slider shows its confirmed state; when it throws
    /// the slider shakes (fades with Reduce Motion) and shows `failureTitle` for `resetDelay`
    /// seconds, then re-arms. The work is cancelled if the view disappears.
    ///
    /// - Parameters:
    ///   - title: The call to action on the track, such as "Slide to pay".
    ///   - confirmedTitle: The title shown once the work has returned.
    ///   - failureTitle: The title shown after the work threw.
    ///   - tint: The color of the fill and of the thumb's symbols.
    ///   - resetDelay: Seconds the confirmed or failed state shows before the slider resets.
    ///   - onConfirm: The work, started once per completed swipe or accessibility activation.
    public init(
      title: LocalizedStringResource,
      confirmedTitle: LocalizedStringResource = "Confirmed",
      failureTitle: LocalizedStringResource = "Try again",
      tint: Color = .indigo,
      resetDelay: Double = 1.4,
      onConfirm: @escaping @Sendable () async throws -> Void
    ) {
      self.title = title
      self.confirmedTitle = confirmedTitle
      self.failureTitle = failureTitle
      self.tint = tint
      self.confirm = .async(onConfirm)
      _machine = State(
        initialValue: SwipeToConfirmSliderMachine(resetDelay: resetDelay, isAsync: true))
    }

    /// The slider.
    public var body: some View {
      let layout = SwipeToConfirmSliderLayout(
        machine, tint: RGBColor(tint.resolve(in: environment)))
      let accessibility = SwipeToConfirmSliderAccessibility(machine)
      ZStack(alignment: .leading) {
        Capsule()
          .fill(.quaternary)
        Capsule()
          .fill(tint.gradient)
          .frame(width: layout.fillWidth)
        titleView(layout)
        thumb(layout)
          .padding(.leading, layout.thumbOffset)
          .gesture(drag)
      }
      .frame(height: height)
      .frame(maxWidth: .infinity)
      .animation(SwipeToConfirmSliderMachine.shakeMotion.swiftUIAnimation) { content in
        // Scoped: the shake runs on its own timing while the thumb settles with the spring.
        content.modifier(
          SwipeToConfirmSliderShakeEffect(
            cycle: layout.shakeCycle, amplitude: layout.shakeAmplitudeNow))
      }
      .opacity(layout.opacity)
      .playsHaptics(haptic)
      .onGeometryChange(for: CGSize.self) { proxy in
        proxy.size
      } action: { size in
        send(.sizeChanged(width: Double(size.width), height: Double(size.height)))
      }
      .modifier(
        SwipeToConfirmSliderAccessibilityModifier(
          label: text(for: accessibility.label),
          hint: accessibility.hint.map(localizedText),
          value: accessibility.value.map(localizedText),
          offersActivate: accessibility.offersActivate,
          activate: { send(.accessibilityActivate) })
      )
      .onAppear(perform: forwardEnvironment)
      .onChange(of: reduceMotion, forwardEnvironment)
      .onChange(of: isEnabled, forwardEnvironment)
      .onChange(of: layoutDirection, forwardEnvironment)
      .onChange(of: isTouching) { _, touching in
        // A cancelled gesture never calls `onEnded`; its state reset ends it instead.
        if !touching { send(.dragEnded) }
      }
      .onDisappear {
        send(.disappeared)
        tasks.cancelAll()
      }
    }

    private var drag: some Gesture {
      DragGesture(minimumDistance: 0, coordinateSpace: .global)
        .updating($isTouching) { _, touching, _ in touching = true }
        .onChanged { value in send(.dragChanged(translation: Double(value.translation.width))) }
        .onEnded { _ in send(.dragEnded) }
    }

    private func titleView(_ layout: SwipeToConfirmSliderLayout) -> some View {
      text(for: layout.title)
        .font(.title3.weight(.semibold))
        .lineLimit(1)
        .minimumScaleFactor(SwipeToConfirmSliderLayout.titleMinimumScale)
        .foregroundStyle(layout.titleForeground?.swiftUIColor ?? Color.primary)
        .contentTransition(.opacity)
        .opacity(layout.titleOpacity)
        .padding(.horizontal, layout.titlePadding)
        .frame(maxWidth: .infinity)
    }

    private func thumb(_ layout: SwipeToConfirmSliderLayout) -> some View {
      ZStack {
        Circle()
          .fill(.white)
          .shadow(
            color: .black.opacity(SwipeToConfirmSliderLayout.thumbShadowOpacity),
            radius: SwipeToConfirmSliderLayout.thumbShadowRadius,
            y: SwipeToConfirmSliderLayout.thumbShadowY)
        Image(systemName: SwipeToConfirmSliderLayout.chevronSymbol)
          .font(.title3.weight(.bold))
          .foregroundStyle(tint)
          .opacity(layout.chevronOpacity)
        Image(systemName: SwipeToConfirmSliderLayout.checkmarkSymbol)
          .font(.title3.weight(.bold))
          .foregroundStyle(tint)
          .scaleEffect(layout.checkmarkScale)
          .opacity(layout.checkmarkOpacity)
        if layout.showsProgressIndicator {
          ProgressView()
            .tint(tint)
            .transition(.opacity)
        }
      }
      .frame(width: layout.thumbDiameter, height: layout.thumbDiameter)
    }

    private func text(for title: SwipeToConfirmSliderLayout.Title) -> Text {
      switch title {
      case .title: Text(self.title)
      case .confirmed: text(confirmedTitle, default: SwipeToConfirmSliderStrings.confirmedTitle)
      case .failure: text(failureTitle, default: SwipeToConfirmSliderStrings.failureTitle)
      }
    }

    /// The app's resource, or the block's own translation when the app kept the default.
    private func text(_ resource: LocalizedStringResource, default key: LocalizedText) -> Text {
      resource.key == key.key ? localizedText(key) : Text(resource)
    }

    private func localizedText(_ key: LocalizedText) -> Text {
      Text(verbatim: SwipeToConfirmSliderStrings.table.string(for: key, locale: locale))
    }

    private func forwardEnvironment() {
      send(
        .environmentChanged(
          BlockEnvironment(
            reduceMotion: reduceMotion, isEnabled: isEnabled, layoutDirection: layoutDirection)))
    }

    private func send(_ event: SwipeToConfirmSliderMachine.Event) {
      var next = machine
      let effects = next.send(event)
      withAnimation(effects.animation?.swiftUIAnimation) { machine = next }
      run(effects)
    }

    private func run(_ effects: Effects<SwipeToConfirmSliderMachine.Timer>) {
      if let feedback = effects.haptic { haptic.play(feedback) }
      tasks.apply(effects.timer) { send(.timerFired($0)) }
      switch effects.callback {
      case .perform?:
        perform()
      case .cancelWork?:
        tasks.cancelWork()
      case nil:
        break
      }
      if let announcement = effects.announcement {
        announce(SwipeToConfirmSliderStrings.table.string(for: announcement, locale: locale))
      }
    }

    private func perform() {
      switch confirm {
      case .sync(let action):
        action()
      case .async(let work):
        tasks.start(work) { succeeded in send(succeeded ? .workFinished : .workFailed) }
      }
    }
  }

  /// The slider's confirm: a plain callback or asynchronous work that can fail.
  private enum SwipeToConfirmSliderConfirm {
    case sync(() -> Void)
    case async(@Sendable () async throws -> Void)
  }

  /// Shakes its content horizontally while `cycle` animates from one whole number to the next.
  private struct SwipeToConfirmSliderShakeEffect: ViewModifier, Animatable {
    var cycle: Double
    var amplitude: Double

    nonisolated var animatableData: Double {
      get { cycle }
      set { cycle = newValue }
    }

    func body(content: Content) -> some View {
      content.offset(x: SwipeToConfirmSliderLayout.shakeOffset(cycle: cycle, amplitude: amplitude))
    }
  }

  /// Makes the slider one accessibility element, a button, with its label, hint, value and
  /// default action; the action responds only while the slider would take it.
  private struct SwipeToConfirmSliderAccessibilityModifier: ViewModifier {
    let label: Text
    let hint: Text?
    let value: Text?
    let offersActivate: Bool
    let activate: () -> Void

    func body(content: Content) -> some View {
      content
        .accessibilityElement(children: .ignore)
        .accessibilityAddTraits(.isButton)
        .accessibilityLabel(label)
        .accessibilityHint(hint ?? Text(verbatim: ""), isEnabled: hint != nil)
        .accessibilityValue(value ?? Text(verbatim: ""), isEnabled: value != nil)
        .accessibilityRespondsToUserInteraction(offersActivate)
        .accessibilityAction(.default, activate)
    }
  }
#endif
