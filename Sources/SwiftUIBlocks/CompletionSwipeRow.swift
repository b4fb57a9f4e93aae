#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// A row the user swipes forward to complete, like a to-do item.
    ///
    /// A checkmark pops in on the tint behind the row as the swipe passes the threshold; on release
    /// the row slides away, collapses, and then `onComplete` runs, once: that is where the caller
    /// removes the row. A fast flick completes too, an optional undo window keeps the completed row
    /// on screen with an Undo button, and VoiceOver, Voice Control, Switch Control and Full
    /// Keyboard Access complete it with the named action `actionName`.
    ///
    /// The row lives happily in a vertical `ScrollView` or a `List`: its drag is attached with
    /// `simultaneousGesture`, so the scroll view keeps recognizing its own pan, and a drag counts
    /// only after 20 pt and only when it is mostly forward. A vertical drag is left to the scroll
    /// view for as long as the finger stays down.
    ///
    /// In a `List`, set `.environment(\.defaultMinListRowHeight, 0)` on the list, so a collapsed
    /// row is not held at the list's minimum row height, give the rows `.listRowInsets`,
    /// `.listRowSeparator(.hidden)` and a clear `.listRowBackground`, and remove the item inside
    /// `withAnimation` in `onComplete`:
    ///
    /// ```swift
    /// List {
    ///   ForEach(tasks) { task in
    ///     CompletionSwipeRow {
    ///       withAnimation { tasks.removeAll { $0.id == task.id } }
    ///     } content: {
    ///       Text(task.title).padding()
    ///     }
    ///     .listRowSeparator(.hidden)
    ///     .listRowBackground(Color.clear)
    ///   }
    /// }
    /// .environment(\.defaultMinListRowHeight, 0)
    /// ```
    ///
    /// ```swift
    /// CompletionSwipeRow(undoWindow: 3) {
    ///   tasks.remove(task)
    /// } content: {
    ///   Label(task.title, systemImage: task.symbol).padding()
    /// }
    /// ```
    public struct CompletionSwipeRow<Content: View>: View {
        private let tint: Color
        private let rowBackground: Color
        private let cornerRadius: CGFloat
        private let actionName: LocalizedStringResource
        private let undoWindow: Double?
        private let onComplete: () -> Void
        private let content: Content

        // The look, to change here: where the checkmark sits behind the row, in points, and its
        // scale and opacity before the threshold and past it.
        private let look = CompletionSwipeRowLook(
            checkmarkLeadingInset: 24, restingCheckmarkScale: 0.5, armedCheckmarkScale: 1.15,
            restingCheckmarkOpacity: 0.55)

        @State private var state: BlocksRuntime.BlockState<CompletionSwipeRowMachine>
        @GestureState private var isTouching = false

        private var settings = BlocksRuntime.BlockSettings()

        /// Creates a swipe-to-complete row.
        ///
        /// `undoWindow` sits after `actionName`, with the other options, so both closures stay last
        /// and read as trailing closures.
        ///
        /// - Parameters:
        ///   - tint: The fill revealed behind the row, with the checkmark on it.
        ///   - rowBackground: The row's own background.
        ///   - cornerRadius: The radius of the row's continuous rounded rectangle.
        ///   - actionName: The name of the accessibility action that completes the row. The
        ///     default, "Complete", is shown in the user's language.
        ///   - undoWindow: Seconds a completed row stays on screen with an Undo button before it
        ///     collapses; `nil` (the default) completes without one.
        ///   - onComplete: Runs once, after the row has collapsed. Remove the row here.
        ///   - content: The row's content, full width and leading aligned; give it its own padding.
        public init(
            tint: Color = .green,
            rowBackground: Color = Color(.secondarySystemGroupedBackground),
            cornerRadius: CGFloat = 16,
            actionName: LocalizedStringResource = LocalizedStringResource(
                "completion-swipe-row.complete", defaultValue: "Complete",
                table: "CompletionSwipeRow"),
            undoWindow: Double? = nil,
            onComplete: @escaping () -> Void,
            @ViewBuilder content: () -> Content
        ) {
            self.tint = tint
            self.rowBackground = rowBackground
            self.cornerRadius = cornerRadius
            self.actionName = actionName
            self.undoWindow = undoWindow
            self.onComplete = onComplete
            self.content = content()
            _state = State(
                initialValue: BlocksRuntime.BlockState(
                    machine: CompletionSwipeRowMachine(undoWindow: undoWindow))
            )
        }

        /// The row, its tint and checkmark, and its gesture.
        public var body: some View {
            let machine = state.machine
            let tintColor = settings.resolve(tint)
            let resting = CompletionSwipeRowLayout(machine, tint: tintColor, look: look)
            let shape = RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
            // The offset and the tint it reveals are drawn from the machine's own motion, frame by
            // frame while it moves: a finger that catches the row mid-spring takes it from where it
            // is.
            TimelineView(.animation(paused: !state.isMoving(at: BlocksRuntime.BlockClock.now()))) {
                context in
                let layout = CompletionSwipeRowLayout(
                    machine, tint: tintColor, look: look,
                    at: context.date.timeIntervalSinceReferenceDate)
                content
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .fixedSize(horizontal: false, vertical: true)
                    .background(rowBackground)
                    .clipShape(shape)
                    .onGeometryChange(for: CGSize.self) { proxy in
                        proxy.size
                    } action: { size in
                        send(.sizeChanged(width: Double(size.width), height: Double(size.height)))
                    }
                    .offset(x: CGFloat(layout.rowOffset))
                    // Behind the row's resting place, sized by the row, so it never sizes the row
                    // itself.
                    .background { revealed(layout) }
            }
            .frame(height: resting.rowHeight.map { CGFloat($0) }, alignment: .top)
            .clipShape(shape)
            .opacity(resting.opacity)
            .contentShape(shape)
            .simultaneousGesture(dragGesture, isEnabled: resting.acceptsDrag)
            .modifier(
                CompletionSwipeRowAccessibilityModifier(
                    description: CompletionSwipeRowAccessibility(machine),
                    actionTitle: strings.text(actionName, locale: settings.locale),
                    undoTitle: strings.text(
                        CompletionSwipeRowStrings.undo, locale: settings.locale),
                    hint: strings.text(CompletionSwipeRowStrings.hint, locale: settings.locale),
                    value: strings.text(
                        CompletionSwipeRowStrings.completed, locale: settings.locale),
                    complete: { send(.accessibilityActivate) }, undo: { send(.undo) })
            )
            .modifier(
                BlocksRuntime.BlockLifecycle(
                    runner: runner, haptic: state.haptic, environment: settings.environment,
                    isTouching: isTouching, touchReset: .dragCancelled)
            )
            .onChange(of: undoWindow) { send(.undoWindowChanged(undoWindow)) }
        }

        /// The tint behind the row, with the checkmark and the Undo button.
        private func revealed(_ layout: CompletionSwipeRowLayout) -> some View {
            ZStack(alignment: .leading) {
                tint
                Image(systemName: "checkmark")
                    .font(.title2.bold())
                    .foregroundStyle(layout.checkmarkForeground.swiftUIColor)
                    .scaleEffect(CGFloat(layout.checkmarkScale))
                    .opacity(layout.checkmarkOpacity)
                    .animation(
                        layout.checkmarkMotion.swiftUIAnimation, value: layout.isCheckmarkArmed
                    )
                    .padding(.leading, CGFloat(layout.checkmarkLeadingInset))
                    .accessibilityHidden(true)
                if layout.showsUndoButton {
                    Button {
                        send(.undo)
                    } label: {
                        Label {
                            strings.text(CompletionSwipeRowStrings.undo, locale: settings.locale)
                        } icon: {
                            Image(systemName: "arrow.uturn.backward")
                        }
                        .font(.body.weight(.semibold))
                        .foregroundStyle(layout.undoForeground.swiftUIColor)
                        .padding(.horizontal, 16)
                        .frame(minHeight: 44)
                        .contentShape(Rectangle())
                    }
                    .buttonStyle(.plain)
                    .frame(maxWidth: .infinity, alignment: .trailing)
                    .accessibilityHidden(true)
                    .transition(.opacity)
                }
            }
            // Solid or hidden, never fading: the strip a drag reveals is opaque from its first
            // point.
            .opacity(layout.tintOpacity)
            .transaction { $0.animation = nil }
        }

        private var dragGesture: some Gesture {
            // Screen points (the global space is never mirrored); the machine turns them forward.
            DragGesture(
                minimumDistance: CGFloat(CompletionSwipeRowMetrics.activationDistance),
                coordinateSpace: .global
            )
            .updating($isTouching) { _, touching, _ in touching = true }
            .onChanged { value in
                send(
                    .dragChanged(
                        translationX: Double(value.translation.width),
                        translationY: Double(value.translation.height)))
            }
            .onEnded { value in
                send(
                    .dragEnded(
                        translationX: Double(value.translation.width),
                        translationY: Double(value.translation.height),
                        predictedX: Double(value.predictedEndTranslation.width),
                        predictedY: Double(value.predictedEndTranslation.height)))
            }
        }

        private var strings: BlocksCore.StringTable { CompletionSwipeRowStrings.table }

        private var runner: BlocksRuntime.BlockRunner<CompletionSwipeRowMachine> {
            BlocksRuntime.BlockRunner(
                state: $state, action: .sync(onComplete), strings: strings, locale: settings.locale)
        }

        private func send(_ event: CompletionSwipeRowMachine.Event) { runner.send(event) }
    }

    /// The row's accessibility: one combined element with its named actions.
    private struct CompletionSwipeRowAccessibilityModifier: ViewModifier {
        let description: CompletionSwipeRowAccessibility
        let actionTitle: Text
        let undoTitle: Text
        let hint: Text
        let value: Text
        let complete: () -> Void
        let undo: () -> Void

        func body(content: Content) -> some View {
            content
                .accessibilityElement(children: description.combinesChildren ? .combine : .contain)
                .accessibilityValue(value, isEnabled: description.value != nil)
                .accessibilityHint(hint, isEnabled: description.hint != nil)
                .accessibilityActions {
                    if description.offersCompleteAction {
                        Button(action: complete) { actionTitle }
                    }
                    if description.offersUndoAction {
                        Button(action: undo) { undoTitle }
                    }
                }
                // Voice Control names the row by its default action ("Tap Complete", "Tap
                // Undo"), and activating the row runs it. A disabled or finished row has none:
                // no name to say and no interaction; the default action stays attached, so the
                // element keeps its identity, and does nothing.
                .accessibilityInputLabels(inputLabels)
                .accessibilityRespondsToUserInteraction(description.respondsToUserInteraction)
                .accessibilityAction {
                    switch description.defaultAction {
                    case .complete?: complete()
                    case .undo?: undo()
                    case nil: break
                    }
                }
        }

        /// The name Voice Control shows and answers to: the default action's.
        private var inputLabels: [Text] {
            switch description.defaultAction {
            case .complete?: [actionTitle]
            case .undo?: [undoTitle]
            case nil: []
            }
        }
    }
#endif
