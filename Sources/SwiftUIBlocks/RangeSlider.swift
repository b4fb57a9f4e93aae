#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// A track with two thumbs that select a range inside bounds, like a price filter.
    ///
    /// Each thumb is dragged on its own: a touch grabs the nearer thumb, stacked thumbs come apart
    /// in the direction of the first movement, and the thumbs never cross or push each other. A
    /// vertical drag is left to the scroll view around the slider. VoiceOver, Voice Control and
    /// Switch Control see two adjustable elements, "<label>, minimum" and "<label>, maximum", and
    /// Full Keyboard Access moves a focused thumb with the arrow keys.
    ///
    /// Everything the slider decides lives in ``/BlocksCore/RangeSliderMachine``; this view
    /// forwards gestures and environment changes to it, draws ``/BlocksCore/RangeSliderLayout`` and
    /// writes the range the machine hands back to the binding.
    public struct RangeSlider: View {
        private let label: LocalizedStringResource
        @Binding private var range: ClosedRange<Double>
        private let configuration: RangeSliderMachine.Configuration
        private let format: FloatingPointFormatStyle<Double>
        private let tint: Color
        private let onEditingChanged: (Bool) -> Void

        // The look, to change here: sizes scale with the text size, relative to `.body`, and the
        // machine measures the thumbs it is given.
        @ScaledMetric(relativeTo: .body) private var trackHeight = 6.0
        @ScaledMetric(relativeTo: .body) private var thumbDiameter = 28.0
        /// The opacity of a thumb's black shadow.
        private let thumbShadowOpacity = 0.15
        /// The blur radius of a thumb's shadow, in points.
        private let thumbShadowRadius = 4.0
        /// How far down a thumb's shadow falls, in points.
        private let thumbShadowY = 2.0
        @State private var state: BlocksRuntime.BlockState<RangeSliderMachine>
        @State private var frame = CGRect.zero
        @GestureState private var isTouching = false
        @FocusState private var focusedThumb: RangeSliderMachine.Thumb?
        private var settings = BlocksRuntime.BlockSettings()

        /// Creates a slider that selects `range` inside `bounds`.
        ///
        /// - Parameters:
        ///   - label: What the range is, such as "Price"; VoiceOver reads it with "minimum" and
        ///     "maximum" on the two thumbs.
        ///   - range: The selected range. A range outside the bounds, reversed, closer than
        ///     `minimumDistance` or with a NaN end is made valid and written back once.
        ///   - bounds: The values the range may take.
        ///   - step: The distance between the values a thumb snaps to, from `bounds.lowerBound`
        ///     (the upper bound is always one); 0 slides continuously.
        ///   - minimumDistance: How far apart the two values always stay, rounded up to whole
        ///     steps.
        ///   - format: How VoiceOver speaks the values, in the current locale.
        ///   - tint: The color of the track between the thumbs.
        ///   - onEditingChanged: Called with `true` when a drag takes a thumb and with `false`
        ///     exactly once when that drag ends, is cancelled, or the slider goes away or is
        ///     disabled.
        public init(
            _ label: LocalizedStringResource,
            range: Binding<ClosedRange<Double>>,
            in bounds: ClosedRange<Double> = 0...1,
            step: Double = 0,
            minimumDistance: Double = 0,
            format: FloatingPointFormatStyle<Double> = .number,
            tint: Color = .blue,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {
            self.label = label
            self._range = range
            let configuration = RangeSliderMachine.Configuration(
                bounds: bounds, step: step, minimumDistance: minimumDistance)
            self.configuration = configuration
            self.format = format
            self.tint = tint
            self.onEditingChanged = onEditingChanged
            _state = State(
                initialValue: BlocksRuntime.BlockState(
                    machine: RangeSliderMachine(
                        range: range.wrappedValue, configuration: configuration)))
        }

        /// The slider.
        public var body: some View {
            let machine = state.machine
            let accessibility = RangeSliderAccessibility(machine)
            // The thumbs are drawn from the machine's own motion, frame by frame while they move: a
            // finger that catches a thumb mid-spring takes it from where it is drawn.
            TimelineView(.animation(paused: !state.isMoving(at: BlocksRuntime.BlockClock.now()))) {
                context in
                track(
                    RangeSliderLayout(
                        machine, trackHeight: trackHeight,
                        at: context.date.timeIntervalSinceReferenceDate),
                    accessibility: accessibility)
            }
            .frame(height: RangeSliderMetrics.frameHeight(thumbDiameter: thumbDiameter))
            .frame(maxWidth: .infinity)
            .contentShape(Rectangle())
            .gesture(drag)
            .onGeometryChange(for: CGRect.self) { proxy in
                proxy.frame(in: .global)
            } action: { frame in
                self.frame = frame
                send(.sizeChanged(width: Double(frame.width), thumbDiameter: Double(thumbDiameter)))
            }
            .onChange(of: thumbDiameter) { _, diameter in
                send(.sizeChanged(width: Double(frame.width), thumbDiameter: Double(diameter)))
            }
            .accessibilityElement(children: .contain)
            .modifier(
                BlocksRuntime.BlockLifecycle(
                    runner: runner, haptic: state.haptic, environment: settings.environment,
                    isTouching: isTouching, touchReset: .dragCancelled, appeared: appeared)
            )
            .onChange(of: configuration) { _, configuration in
                send(.configurationChanged(configuration))
            }
            .onChange(of: range) { _, range in
                send(.rangeSet(lower: range.lowerBound, upper: range.upperBound))
            }
        }

        /// The track, the fill between the thumbs and the two thumbs of one frame.
        private func track(
            _ layout: RangeSliderLayout, accessibility: RangeSliderAccessibility
        ) -> some View {
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(.quaternary)
                    .frame(height: layout.trackHeight)
                Capsule()
                    .fill(tint)
                    .frame(width: layout.fillWidth, height: layout.trackHeight)
                    .padding(.leading, layout.fillStart)
                ForEach(accessibility.elements, id: \.thumb) { element in
                    thumb(element)
                        .padding(
                            .leading,
                            layout.thumbOffset(
                                center: element.thumb == .lower
                                    ? layout.lowerCenter : layout.upperCenter))
                }
            }
            .opacity(layout.opacity)
        }

        /// One thumb: a white circle with a shadow, and its own adjustable, focusable element.
        private func thumb(_ element: RangeSliderAccessibility.Element) -> some View {
            Circle()
                .fill(.white)
                .shadow(
                    color: .black.opacity(thumbShadowOpacity), radius: thumbShadowRadius,
                    y: thumbShadowY
                )
                .frame(width: thumbDiameter, height: thumbDiameter)
                .focusable(element.isAdjustable)
                .focused($focusedThumb, equals: element.thumb)
                .onKeyPress(.leftArrow) { keyPressed(.left, on: element.thumb) }
                .onKeyPress(.rightArrow) { keyPressed(.right, on: element.thumb) }
                .accessibilityElement()
                .accessibilityLabel(
                    strings.insertion(
                        of: Text(label), into: element.labelFormat, locale: settings.locale)
                )
                .accessibilityValue(Text(element.value, format: format.locale(settings.locale)))
                .modifier(
                    RangeSliderThumbAdjustment(isAdjustable: element.isAdjustable) { direction in
                        send(.accessibilityAdjust(element.thumb, direction))
                    })
        }

        private var drag: some Gesture {
            DragGesture(
                minimumDistance: RangeSliderMetrics.decisionDistance, coordinateSpace: .global
            )
            .updating($isTouching) { _, touching, _ in touching = true }
            .onChanged { value in
                // The start as drawn on screen, from the slider's left edge: the machine mirrors it
                // in right-to-left layouts, as it does the translation.
                send(
                    .dragChanged(
                        startX: Double(value.startLocation.x - frame.minX),
                        startY: Double(value.startLocation.y - frame.minY),
                        translationX: Double(value.translation.width),
                        translationY: Double(value.translation.height)))
            }
            .onEnded { _ in send(.dragEnded) }
        }

        /// Catches the machine up with the environment, the configuration and the binding; a range
        /// that had to be made valid is written back once.
        private func appeared() {
            runner.environmentChanged(settings.environment)
            send(.configurationChanged(configuration))
            send(.rangeSet(lower: range.lowerBound, upper: range.upperBound))
        }

        private func keyPressed(
            _ key: RangeSliderMachine.ArrowKey, on thumb: RangeSliderMachine.Thumb
        ) -> KeyPress.Result {
            let handled = state.machine.handlesArrowKeys
            send(.keyPressed(thumb, key))
            return handled ? .handled : .ignored
        }

        private var strings: BlocksCore.StringTable { RangeSliderStrings.table }

        private var runner: BlocksRuntime.BlockRunner<RangeSliderMachine> {
            BlocksRuntime.BlockRunner(
                state: $state, action: .none, strings: strings, locale: settings.locale,
                didChange: { machine in
                    if let written = machine.rangeToWriteBack { range = written }
                    if let editing = machine.editingChange { onEditingChanged(editing) }
                })
        }

        private func send(_ event: RangeSliderMachine.Event) { runner.send(event) }
    }

    /// A thumb's adjustable action, offered only while the thumb adjusts at all: the thumbs of a
    /// disabled or inert slider are no adjustable elements for VoiceOver.
    private struct RangeSliderThumbAdjustment: ViewModifier {
        let isAdjustable: Bool
        let adjust: (RangeSliderMachine.Adjustment) -> Void

        func body(content: Content) -> some View {
            if isAdjustable {
                content.accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: adjust(.increment)
                    case .decrement: adjust(.decrement)
                    @unknown default: break
                    }
                }
            } else {
                content
            }
        }
    }
#endif
