#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
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
    /// Everything the slider decides lives in ``/BlocksCore/SwipeToConfirmSliderMachine``; this
    /// view forwards gestures and environment changes to it and draws
    /// ``/BlocksCore/SwipeToConfirmSliderLayout``.
    public struct SwipeToConfirmSlider: View {
        private let title: LocalizedStringResource
        private let confirmedTitle: LocalizedStringResource
        private let failureTitle: LocalizedStringResource
        private let tint: Color
        private let resetDelay: Double
        private let action: BlocksRuntime.BlockAction

        // The look, to change here: the height scales with the text size, relative to `.title3`;
        // the thumb sits `inset` in from the track; the call to action fades at `titleFadeRate`
        // times the progress; the checkmark grows from `checkmarkHiddenScale`; a failure shakes
        // `shakeAmplitude` points.
        @ScaledMetric(relativeTo: .title3) private var height = 68.0
        private let look = SwipeToConfirmSliderLook(
            inset: 5, titleFadeRate: 1.6, checkmarkHiddenScale: 0.4, shakeAmplitude: 8)
        // The one-line title shrinks to this scale before it truncates.
        private let titleMinimumScale = 0.7
        // The thumb's black shadow: opacity, blur radius and how far down it falls, in points.
        private let thumbShadowOpacity = 0.2
        private let thumbShadowRadius = 5.0
        private let thumbShadowY = 3.0
        // The thumb's symbols: a double chevron that points forward (it mirrors in right-to-left
        // layouts by itself), and the checkmark once confirmed.
        private let chevronSymbol = "chevron.forward.2"
        private let checkmarkSymbol = "checkmark"
        @State private var state: BlocksRuntime.BlockState<SwipeToConfirmSliderMachine>
        @GestureState private var isTouching = false
        private var settings = BlocksRuntime.BlockSettings()

        /// Creates a slider that runs `onConfirm` when the user completes the swipe.
        ///
        /// - Parameters:
        ///   - title: The call to action on the track, such as "Slide to pay".
        ///   - confirmedTitle: The title shown once confirmed. The default, "Confirmed", is shown
        ///     in the user's language.
        ///   - tint: The color of the fill and of the thumb's symbols.
        ///   - resetDelay: Seconds the confirmed state shows before the slider resets.
        ///   - onConfirm: Runs once per completed swipe or accessibility activation.
        public init(
            title: LocalizedStringResource,
            confirmedTitle: LocalizedStringResource = LocalizedStringResource(
                "swipe-to-confirm-slider.confirmedTitle", defaultValue: "Confirmed",
                table: "SwipeToConfirmSlider"),
            tint: Color = .indigo,
            resetDelay: Double = 1.4,
            onConfirm: @escaping () -> Void
        ) {
            self.init(
                title: title, confirmedTitle: confirmedTitle,
                failureTitle: LocalizedStringResource(
                    "swipe-to-confirm-slider.failureTitle", defaultValue: "Try again",
                    table: "SwipeToConfirmSlider"),
                tint: tint, resetDelay: resetDelay, action: .sync(onConfirm))
        }

        /// Creates a slider whose confirm runs asynchronous work that can fail.
        ///
        /// While the work runs the thumb waits at the end with a progress indicator and further
        /// gestures do nothing. When it returns the slider shows its confirmed state; when it
        /// throws the slider shakes (fades with Reduce Motion) and shows `failureTitle` for
        /// `resetDelay` seconds, then re-arms. The work is cancelled if the view disappears.
        ///
        /// - Parameters:
        ///   - title: The call to action on the track, such as "Slide to pay".
        ///   - confirmedTitle: The title shown once the work has returned. The default,
        ///     "Confirmed", is shown in the user's language.
        ///   - failureTitle: The title shown after the work threw. The default, "Try again", is
        ///     shown in the user's language.
        ///   - tint: The color of the fill and of the thumb's symbols.
        ///   - resetDelay: Seconds the confirmed or failed state shows before the slider resets.
        ///   - onConfirm: The work, started once per completed swipe or accessibility activation.
        public init(
            title: LocalizedStringResource,
            confirmedTitle: LocalizedStringResource = LocalizedStringResource(
                "swipe-to-confirm-slider.confirmedTitle", defaultValue: "Confirmed",
                table: "SwipeToConfirmSlider"),
            failureTitle: LocalizedStringResource = LocalizedStringResource(
                "swipe-to-confirm-slider.failureTitle", defaultValue: "Try again",
                table: "SwipeToConfirmSlider"),
            tint: Color = .indigo,
            resetDelay: Double = 1.4,
            onConfirm: @escaping @Sendable () async throws -> Void
        ) {
            self.init(
                title: title, confirmedTitle: confirmedTitle, failureTitle: failureTitle,
                tint: tint,
                resetDelay: resetDelay, action: .async(onConfirm))
        }

        /// Creates a slider that runs `action` on confirm: both public initializers end here.
        private init(
            title: LocalizedStringResource, confirmedTitle: LocalizedStringResource,
            failureTitle: LocalizedStringResource, tint: Color, resetDelay: Double,
            action: BlocksRuntime.BlockAction
        ) {
            self.title = title
            self.confirmedTitle = confirmedTitle
            self.failureTitle = failureTitle
            self.tint = tint
            self.resetDelay = resetDelay
            self.action = action
            _state = State(
                initialValue: BlocksRuntime.BlockState(
                    machine: SwipeToConfirmSliderMachine(
                        resetDelay: resetDelay, isAsync: action.isAsync, look: look)))
        }

        /// The slider.
        public var body: some View {
            let machine = state.machine
            let tintColor = settings.resolve(tint)
            let accessibility = SwipeToConfirmSliderAccessibility(machine)
            // The thumb and everything that follows it are drawn from the machine's own motion,
            // frame by frame while it moves: a finger that catches the thumb mid-settle takes it
            // from where it is drawn, with no animation left over.
            TimelineView(.animation(paused: !state.isMoving(at: BlocksRuntime.BlockClock.now()))) {
                context in
                track(
                    SwipeToConfirmSliderLayout(
                        machine, tint: tintColor, at: context.date.timeIntervalSinceReferenceDate))
            }
            .frame(height: height)
            .frame(maxWidth: .infinity)
            .onGeometryChange(for: CGSize.self) { proxy in
                proxy.size
            } action: { size in
                send(.sizeChanged(width: Double(size.width), height: Double(size.height)))
            }
            .accessibilityRepresentation {
                // A button, so VoiceOver, Voice Control, Switch Control and Full Keyboard Access
                // activate the slider without dragging; in a disabled slider the button is disabled
                // too and offers no action.
                Button {
                    send(.accessibilityActivate)
                } label: {
                    text(for: accessibility.label)
                }
                .accessibilityHint(
                    accessibility.hint.map { strings.text($0, locale: settings.locale) }
                        ?? Text(verbatim: ""),
                    isEnabled: accessibility.hint != nil
                )
                .accessibilityValue(
                    accessibility.value.map { strings.text($0, locale: settings.locale) }
                        ?? Text(verbatim: ""),
                    isEnabled: accessibility.value != nil
                )
                .accessibilityRespondsToUserInteraction(accessibility.offersActivate)
            }
            .modifier(
                BlocksRuntime.BlockLifecycle(
                    runner: runner, haptic: state.haptic, environment: settings.environment,
                    isTouching: isTouching, touchReset: .dragCancelled)
            )
            .onChange(of: configuration) { _, configuration in
                send(.configurationChanged(configuration))
            }
        }

        /// The track, fill, title and thumb of one frame.
        private func track(_ layout: SwipeToConfirmSliderLayout) -> some View {
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
            .animation(SwipeToConfirmSliderMetrics.shakeMotion.swiftUIAnimation) { content in
                // Scoped: the shake runs on its own timing while the thumb settles with the spring.
                content.modifier(
                    SwipeToConfirmSliderShake(
                        cycle: layout.shakeCycle, amplitude: layout.shakeAmplitudeNow))
            }
            .opacity(layout.opacity)
        }

        private var drag: some Gesture {
            DragGesture(minimumDistance: 0, coordinateSpace: .global)
                .updating($isTouching) { _, touching, _ in touching = true }
                .onChanged { value in
                    send(.dragChanged(translation: Double(value.translation.width)))
                }
                .onEnded { _ in send(.dragEnded) }
        }

        private func titleView(_ layout: SwipeToConfirmSliderLayout) -> some View {
            text(for: layout.title)
                .font(.title3.weight(.semibold))
                .lineLimit(1)
                .minimumScaleFactor(titleMinimumScale)
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
                        color: .black.opacity(thumbShadowOpacity),
                        radius: thumbShadowRadius,
                        y: thumbShadowY)
                Image(systemName: chevronSymbol)
                    .font(.title3.weight(.bold))
                    .foregroundStyle(tint)
                    .opacity(layout.chevronOpacity)
                Image(systemName: checkmarkSymbol)
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
            case .title: strings.text(self.title, locale: settings.locale)
            case .confirmed: strings.text(confirmedTitle, locale: settings.locale)
            case .failure: strings.text(failureTitle, locale: settings.locale)
            }
        }

        private var strings: BlocksCore.StringTable { SwipeToConfirmSliderStrings.table }

        private var configuration: SwipeToConfirmSliderMachine.Configuration {
            SwipeToConfirmSliderMachine.Configuration(
                resetDelay: resetDelay, isAsync: action.isAsync)
        }

        private var runner: BlocksRuntime.BlockRunner<SwipeToConfirmSliderMachine> {
            BlocksRuntime.BlockRunner(
                state: $state, action: action, strings: strings, locale: settings.locale)
        }

        private func send(_ event: SwipeToConfirmSliderMachine.Event) { runner.send(event) }
    }

    /// Shakes its content horizontally while `cycle` animates from one whole number to the next.
    private struct SwipeToConfirmSliderShake: ViewModifier, Animatable {
        var cycle: Double
        var amplitude: Double

        nonisolated var animatableData: Double {
            get { cycle }
            set { cycle = newValue }
        }

        func body(content: Content) -> some View {
            content.offset(
                x: SwipeToConfirmSliderLayout.shakeOffset(cycle: cycle, amplitude: amplitude))
        }
    }
#endif
