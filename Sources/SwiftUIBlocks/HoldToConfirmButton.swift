#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
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
    /// technologies hear) is made by ``/BlocksCore/HoldToConfirmButtonMachine`` and
    /// ``/BlocksCore/HoldToConfirmButtonLayout``; this view only draws them and runs their effects.
    ///
    /// ```swift
    /// HoldToConfirmButton(title: "Hold to delete", systemImage: "trash") {
    ///   store.deleteAll()
    /// }
    /// ```
    public struct HoldToConfirmButton: View {
        private let title: LocalizedStringResource
        private let systemImage: String
        private let tint: Color
        private let holdDuration: Double
        private let action: BlocksRuntime.BlockAction

        @State private var state: BlocksRuntime.BlockState<HoldToConfirmButtonMachine>
        @GestureState private var isTouching = false

        // The look, to change here: sizes scale with the text size, relative to `.title`; the
        // circle is the path the ring is stroked along.
        @ScaledMetric(relativeTo: .title) private var diameter = 116.0
        @ScaledMetric(relativeTo: .title) private var ringWidth = 8.0
        // The track ring's opacity under the progress ring.
        private let trackOpacity = 0.18
        // The ring's color once confirmed, on which the symbol's contrast is checked.
        private let confirmedTint = Color.green
        // The progress ring starts at 12 o'clock (0° is 3 o'clock, angles grow clockwise).
        private let ringStartAngle = -90.0
        // The gap between the circle and the title, in points.
        private let titleSpacing = 14.0
        // The fill's inset from the ring's path in ring widths, the squeeze while held, the
        // failure shake in points, and the symbol once confirmed.
        private let look = HoldToConfirmButtonLook(
            fillInsetFactor: 1.75, squeezeScale: 0.92, shakeDistance: 8,
            confirmedSymbol: "checkmark")

        private var settings = BlocksRuntime.BlockSettings()

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
            self.init(
                title: title, systemImage: systemImage, tint: tint, holdDuration: holdDuration,
                work: .sync(action))
        }

        /// Creates a hold-to-confirm button whose action is asynchronous and can fail.
        ///
        /// After the hold completes the button shows a progress indicator and ignores presses
        /// until `action` returns (the confirmed look) or throws (an error haptic, a short shake
        /// or, with Reduce Motion, a fade, and "Try again" under the button before it re-arms). If
        /// the button disappears first, the task is cancelled and its outcome is ignored.
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
            self.init(
                title: title, systemImage: systemImage, tint: tint, holdDuration: holdDuration,
                work: .async(action))
        }

        /// Creates a button that runs `work` on confirm: both public initializers end here.
        private init(
            title: LocalizedStringResource, systemImage: String, tint: Color, holdDuration: Double,
            work: BlocksRuntime.BlockAction
        ) {
            self.title = title
            self.systemImage = systemImage
            self.tint = tint
            self.holdDuration = holdDuration
            self.action = work
            _state = State(
                initialValue: BlocksRuntime.BlockState(
                    machine: HoldToConfirmButtonMachine(
                        holdDuration: holdDuration, isAsync: work.isAsync)))
        }

        /// The button, its title and its accessibility element.
        public var body: some View {
            let machine = state.machine
            let sizes = HoldToConfirmButtonLayout.ScaledSizes(
                diameter: diameter, ringWidth: ringWidth)
            let tintColor = settings.resolve(tint)
            let confirmedColor = settings.resolve(confirmedTint)
            let description = HoldToConfirmButtonAccessibility(machine)
            let resting = HoldToConfirmButtonLayout(
                machine, sizes: sizes, systemImage: systemImage, tint: tintColor,
                confirmedColor: confirmedColor, look: look)
            VStack(spacing: titleSpacing) {
                // The ring is drawn from the machine's own motion, frame by frame while it moves,
                // so what shows is `trim(at:)` at every instant: a re-press during the drain fills
                // from where the ring is, never after the drain's remaining ease-out.
                TimelineView(
                    .animation(paused: !state.isMoving(at: BlocksRuntime.BlockClock.now()))
                ) { context in
                    let layout = HoldToConfirmButtonLayout(
                        machine, sizes: sizes, systemImage: systemImage, tint: tintColor,
                        confirmedColor: confirmedColor, look: look,
                        at: context.date.timeIntervalSinceReferenceDate)
                    ring(layout)
                        .animation(HoldToConfirmButtonMetrics.squeezeMotion.swiftUIAnimation) {
                            $0.scaleEffect(layout.scale)
                        }
                        .modifier(
                            HoldToConfirmButtonShake(
                                cycles: Double(machine.failureCount),
                                amplitude: layout.shakeAmplitude)
                        )
                }
                // Simultaneous, so a scroll view's pan still recognizes: a swipe that starts on the
                // ring scrolls, and the machine stops the hold once the finger has moved past its
                // tolerance.
                .simultaneousGesture(pressGesture)
                titleText(resting.titleRole)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .contentTransition(.opacity)
            }
            .opacity(resting.opacity)
            .accessibilityRepresentation {
                // A button, so assistive technologies confirm with one activation instead of a
                // hold; in a disabled button the representation is disabled too and offers no
                // action.
                Button {
                    send(.accessibilityActivate)
                } label: {
                    titleText(.title)
                }
                .accessibilityValue(
                    Text(verbatim: string(description.value)), isEnabled: description.value != nil
                )
                .accessibilityHint(
                    Text(verbatim: string(description.hint)), isEnabled: description.hint != nil
                )
                .accessibilityRespondsToUserInteraction(description.offersActivate)
            }
            .modifier(
                BlocksRuntime.BlockLifecycle(
                    runner: runner, haptic: state.haptic, environment: settings.environment,
                    isTouching: isTouching, touchBegan: .pressBegan, touchReset: .pressCancelled)
            )
            .onChange(of: configuration) { _, configuration in
                send(.configurationChanged(configuration))
            }
        }

        // MARK: - Drawing

        private func ring(_ layout: HoldToConfirmButtonLayout) -> some View {
            let color = layout.colorRole == .confirmed ? confirmedTint : tint
            return ZStack {
                Circle()
                    .stroke(
                        color.opacity(trackOpacity),
                        lineWidth: layout.ringWidth
                    )
                    .frame(width: layout.ringPathDiameter, height: layout.ringPathDiameter)
                Circle()
                    .trim(from: 0, to: layout.ringTrim)
                    .stroke(color, style: StrokeStyle(lineWidth: layout.ringWidth, lineCap: .round))
                    .rotationEffect(.degrees(ringStartAngle))
                    .frame(width: layout.ringPathDiameter, height: layout.ringPathDiameter)
                Circle()
                    .fill(color.gradient)
                    .frame(width: layout.fillDiameter, height: layout.fillDiameter)
                center(layout)
            }
            .frame(width: layout.frameDiameter, height: layout.frameDiameter)
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
                    .contentTransition(
                        layout.usesSymbolReplace ? .symbolEffect(.replace) : .identity)
            }
        }

        private func titleText(_ role: HoldToConfirmButtonLayout.TitleRole) -> Text {
            switch role {
            case .failureTitle:
                strings.text(HoldToConfirmButtonStrings.failureTitle, locale: settings.locale)
            case .title: strings.text(title, locale: settings.locale)
            }
        }

        private func string(_ text: BlocksCore.LocalizedText?) -> String {
            guard let text else { return "" }
            return strings.string(for: text, locale: settings.locale)
        }

        // MARK: - Input

        /// A touch on the ring: it begins the press, reports how far the finger moved, and lifts;
        /// the gesture state resets when the touch ends or the system cancels it.
        private var pressGesture: some Gesture {
            DragGesture(minimumDistance: 0)
                .updating($isTouching) { _, touching, _ in touching = true }
                .onChanged { value in
                    send(
                        .pressMoved(
                            translationX: Double(value.translation.width),
                            translationY: Double(value.translation.height)))
                }
                .onEnded { _ in send(.pressEnded) }
        }

        private var configuration: HoldToConfirmButtonMachine.Configuration {
            HoldToConfirmButtonMachine.Configuration(
                holdDuration: holdDuration, isAsync: action.isAsync)
        }

        private var strings: BlocksCore.StringTable { HoldToConfirmButtonStrings.table }

        private var runner: BlocksRuntime.BlockRunner<HoldToConfirmButtonMachine> {
            BlocksRuntime.BlockRunner(
                state: $state, action: action, strings: strings, locale: settings.locale)
        }

        private func send(_ event: HoldToConfirmButtonMachine.Event) { runner.send(event) }
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
