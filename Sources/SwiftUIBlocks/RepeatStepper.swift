#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// A minus and a plus button around a value, where a tap steps exactly once and a hold repeats
    /// faster and faster, like a quantity in a shopping cart.
    ///
    /// Unlike `UIStepper`, a tap steps on its lift, so a touch that becomes a scroll never changes
    /// the value; a hold steps after 0.5 s and then repeats, down to one step every 0.05 s, and
    /// lifting stops at once. With VoiceOver the stepper is one adjustable element; otherwise each
    /// button is an element of its own for Voice Control and Switch Control, and Full Keyboard
    /// Access steps with the arrows and + / −.
    ///
    /// Everything the stepper decides lives in ``/BlocksCore/RepeatStepperMachine``; this view
    /// forwards presses and environment changes to it, draws ``/BlocksCore/RepeatStepperLayout``
    /// and writes the value the machine hands back to the binding.
    public struct RepeatStepper: View {
        private let label: LocalizedStringResource
        @Binding private var value: Int
        private let configuration: RepeatStepperMachine.Configuration
        private let tint: Color

        // The look, to change here.
        /// A button's diameter: the minimum touch target, in points.
        private let buttonDiameter = 44.0
        /// The symbol of the button that steps down.
        private let decrementSymbol = "minus"
        /// The symbol of the button that steps up.
        private let incrementSymbol = "plus"
        /// What the layout draws: the fewest digits the value is laid out for, and the opacity
        /// of a button at its bound.
        private let look = RepeatStepperLook(minimumDigits: 3, dimmedButtonOpacity: 0.35)

        @State private var state: BlocksRuntime.BlockState<RepeatStepperMachine>
        // One per button: a gesture's state resets when its own finger lifts, so a second
        // finger on the other button never ends the first one's press.
        @GestureState private var isDecrementTouched = false
        @GestureState private var isIncrementTouched = false
        @Environment(\.accessibilityVoiceOverEnabled) private var isVoiceOverRunning
        private var settings = BlocksRuntime.BlockSettings()

        /// Creates a stepper for `value` inside `bounds`.
        ///
        /// - Parameters:
        ///   - label: What the value counts, such as "Quantity"; VoiceOver reads it, and the
        ///     buttons are "Increase <label>" and "Decrease <label>".
        ///   - value: The value. One outside the bounds is clamped and written back once.
        ///   - bounds: The values it may take. Bounds of a single value show it and take no input.
        ///   - step: How far one step moves the value; 0 or less means 1.
        ///   - wraps: Whether stepping past a bound lands on the other bound.
        ///   - tint: The color of the buttons' symbols.
        public init(
            _ label: LocalizedStringResource,
            value: Binding<Int>,
            in bounds: ClosedRange<Int> = 0...99,
            step: Int = 1,
            wraps: Bool = false,
            tint: Color = .blue
        ) {
            self.label = label
            self._value = value
            let configuration = RepeatStepperMachine.Configuration(
                bounds: bounds, step: step, wraps: wraps)
            self.configuration = configuration
            self.tint = tint
            _state = State(
                initialValue: BlocksRuntime.BlockState(
                    machine: RepeatStepperMachine(
                        value: value.wrappedValue, configuration: configuration)))
        }

        /// The stepper.
        public var body: some View {
            let layout = RepeatStepperLayout(state.machine, look: look)
            let accessibility = RepeatStepperAccessibility(
                state.machine, isVoiceOverRunning: isVoiceOverRunning)
            HStack(spacing: 0) {
                button(.decrement, layout: layout, accessibility: accessibility)
                valueView(layout)
                button(.increment, layout: layout, accessibility: accessibility)
            }
            .background(Capsule().fill(.quaternary))
            .opacity(layout.opacity)
            .focusable()
            .onKeyPress(.leftArrow) { keyPressed(.left) }
            .onKeyPress(.rightArrow) { keyPressed(.right) }
            .onKeyPress(.upArrow) { keyPressed(.up) }
            .onKeyPress(.downArrow) { keyPressed(.down) }
            .onKeyPress("+") { keyPressed(.plus) }
            .onKeyPress("-") { keyPressed(.minus) }
            .modifier(
                RepeatStepperAccessibilityShape(
                    isAdjustable: accessibility.isOneAdjustableElement, label: Text(label),
                    value: Text(accessibility.value, format: .number.locale(settings.locale)),
                    step: { send(.accessibilityStep($0)) })
            )
            .modifier(
                BlocksRuntime.BlockLifecycle(
                    runner: runner, haptic: state.haptic, environment: settings.environment,
                    isTouching: false, touchReset: nil, appeared: appeared)
            )
            .onChange(of: isDecrementTouched) { _, isTouched in
                touchChanged(.decrement, isTouched: isTouched)
            }
            .onChange(of: isIncrementTouched) { _, isTouched in
                touchChanged(.increment, isTouched: isTouched)
            }
            .onChange(of: configuration) { _, configuration in
                send(.configurationChanged(configuration))
            }
            .onChange(of: value) { _, value in send(.valueSet(value)) }
        }

        /// The value, laid out at least three digits wide so the buttons keep their places.
        private func valueView(_ layout: RepeatStepperLayout) -> some View {
            ZStack {
                Text(verbatim: String(repeating: "0", count: layout.digits))
                    .hidden()
                Text(layout.value, format: .number.locale(settings.locale))
                    .contentTransition(
                        layout.usesNumericTransition
                            ? .numericText(countsDown: layout.countsDown) : .identity)
            }
            .font(.title2.weight(.semibold))
            .monospacedDigit()
            .lineLimit(1)
            .accessibilityHidden(true)
        }

        /// A minus or plus button: a 44 pt circle that takes presses, holds and taps.
        private func button(
            _ button: RepeatStepperMachine.Button, layout: RepeatStepperLayout,
            accessibility: RepeatStepperAccessibility
        ) -> some View {
            let isIncrement = button == .increment
            let steps = isIncrement ? accessibility.canIncrement : accessibility.canDecrement
            return Image(systemName: isIncrement ? incrementSymbol : decrementSymbol)
                .font(.title3.bold())
                .foregroundStyle(tint)
                .frame(width: buttonDiameter, height: buttonDiameter)
                .background(
                    Circle().fill(tint.opacity(layout.pressedButton == button ? 0.15 : 0))
                )
                .contentShape(Circle())
                .opacity(isIncrement ? layout.incrementOpacity : layout.decrementOpacity)
                .gesture(press(button))
                .accessibilityElement()
                .accessibilityLabel(
                    strings.insertion(
                        of: Text(label),
                        into: isIncrement
                            ? accessibility.increaseLabel : accessibility.decreaseLabel,
                        locale: settings.locale)
                )
                .accessibilityAddTraits(.isButton)
                .accessibilityRespondsToUserInteraction(steps)
                .accessibilityAction { send(.accessibilityStep(button)) }
        }

        private func press(_ button: RepeatStepperMachine.Button) -> some Gesture {
            DragGesture(minimumDistance: 0)
                .updating(button == .increment ? $isIncrementTouched : $isDecrementTouched) {
                    _, isTouched, _ in isTouched = true
                }
                .onChanged { value in
                    send(
                        .pressMoved(
                            button, translationX: Double(value.translation.width),
                            translationY: Double(value.translation.height)))
                }
                .onEnded { _ in send(.pressEnded(button)) }
        }

        /// Reports a finger landing on `button`, or its gesture ending.
        ///
        /// The reset comes both after a lift and when the system cancels the press; a lift has
        /// been reported by the next turn of the main actor, and the machine ignores the cancel
        /// of a press it no longer has.
        private func touchChanged(_ button: RepeatStepperMachine.Button, isTouched: Bool) {
            if isTouched {
                send(.pressBegan(button))
            } else {
                Task { @MainActor in send(.pressCancelled(button)) }
            }
        }

        /// Catches the machine up with the environment, the configuration and the binding; a value
        /// that had to be clamped is written back once.
        private func appeared() {
            runner.environmentChanged(settings.environment)
            send(.configurationChanged(configuration))
            send(.valueSet(value))
        }

        private func keyPressed(_ key: RepeatStepperMachine.Key) -> KeyPress.Result {
            let handled = state.machine.handles(key)
            send(.keyPressed(key))
            return handled ? .handled : .ignored
        }

        private var strings: BlocksCore.StringTable { RepeatStepperStrings.table }

        private var runner: BlocksRuntime.BlockRunner<RepeatStepperMachine> {
            BlocksRuntime.BlockRunner(
                state: $state, action: .none, strings: strings, locale: settings.locale,
                didChange: { machine in
                    if let written = machine.valueToWriteBack { value = written }
                })
        }

        private func send(_ event: RepeatStepperMachine.Event) { runner.send(event) }
    }

    /// The stepper's accessibility shape: one adjustable element while VoiceOver runs, otherwise
    /// its two buttons as elements of their own.
    private struct RepeatStepperAccessibilityShape: ViewModifier {
        let isAdjustable: Bool
        let label: Text
        let value: Text
        let step: (RepeatStepperMachine.Button) -> Void

        func body(content: Content) -> some View {
            if isAdjustable {
                content
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(label)
                    .accessibilityValue(value)
                    .accessibilityAdjustableAction { direction in
                        switch direction {
                        case .increment: step(.increment)
                        case .decrement: step(.decrement)
                        @unknown default: break
                        }
                    }
            } else {
                content.accessibilityElement(children: .contain)
            }
        }
    }
#endif
