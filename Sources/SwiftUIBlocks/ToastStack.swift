#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// A short message shown by `toastStack(_:)`: a title, an optional message, a
    /// style and how long it stays.
    ///
    /// The binding of toasts is the truth: append one to show it, change it (`toasts[i] = …`, or
    /// append one with the same `id`) to update it in place, remove it to dismiss it. A "Saving…"
    /// `.loading` toast that becomes a `.success` "Saved" is one toast whose style and title
    /// change. Two toasts are equal when everything but their action's closure is.
    public struct ToastStackItem: Identifiable, Equatable, Sendable {
        /// How a toast looks and behaves: `.info`, `.success`, `.warning`, `.error` or `.loading`.
        public typealias Style = ToastStackStyle

        /// A button at the toast's trailing edge: it runs once and dismisses its toast.
        public struct Action: Sendable {
            /// The button's title.
            public var title: LocalizedStringResource
            /// What the button does.
            public var handler: @MainActor @Sendable () -> Void

            /// Creates an action titled `title` that runs `handler`.
            public init(
                _ title: LocalizedStringResource, handler: @escaping @MainActor @Sendable () -> Void
            ) {
                self.title = title
                self.handler = handler
            }
        }

        /// The toast's identity: a toast with the same id updates this one in place.
        public var id: String
        /// The title, in `.subheadline` semibold.
        public var title: LocalizedStringResource
        /// The message under the title, in `.footnote`, up to three lines.
        public var message: LocalizedStringResource?
        /// The style: its symbol, tint and haptic, and whether it times out.
        public var style: Style
        /// How long the toast stays, in seconds.
        ///
        /// It counts only while the toast is visible and the stack is not touched, clamped to 1…60
        /// (NaN is 4); `.infinity` keeps it until it is dismissed. A `.loading` toast stays
        /// whatever its duration.
        public var duration: Double
        /// The button at its trailing edge, if any.
        public var action: Action?

        /// Creates a toast.
        ///
        /// - Parameters:
        ///   - id: Its identity; reuse it to update the toast in place.
        ///   - title: The title.
        ///   - message: The message under the title.
        ///   - style: The style; `.info` by default.
        ///   - duration: How long it stays, in seconds; 4 by default.
        ///   - action: A button at its trailing edge.
        public init(
            id: String, title: LocalizedStringResource, message: LocalizedStringResource? = nil,
            style: ToastStackStyle = .info, duration: Double = 4,
            action: Action? = nil
        ) {
            self.id = id
            self.title = title
            self.message = message
            self.style = style
            self.duration = duration
            self.action = action
        }

        /// Whether two toasts are the same but for their action's closure.
        public static func == (lhs: ToastStackItem, rhs: ToastStackItem) -> Bool {
            lhs.id == rhs.id && lhs.title == rhs.title && lhs.message == rhs.message
                && lhs.style == rhs.style
                && (lhs.duration == rhs.duration || lhs.duration.isNaN && rhs.duration.isNaN)
                && lhs.action?.title == rhs.action?.title
        }
    }

    extension View {
        /// Shows `toasts` over this view: stacked at the top edge, newest on top, leaving on their
        /// own and swiped away up or sideways.
        ///
        /// Attach it at the root of the content it shows over; toasts show under a sheet presented
        /// above that content, so attach it inside the sheet too. The modifier removes a toast from
        /// the binding once it has left the screen; a toast you remove leaves with the same
        /// animation.
        ///
        /// Three toasts are visible, each a little smaller and lower than the one in front;
        /// touching the stack fans them out, and time stands still while it is touched. Each
        /// visible toast is one accessibility element with a "Dismiss" action (and its own action);
        /// new toasts are announced without moving VoiceOver's focus, and while VoiceOver or Switch
        /// Control runs no toast times out. Reduce Motion fades toasts instead of sliding them.
        ///
        /// ```swift
        /// ContentView()
        ///   .toastStack($toasts)
        /// // …
        /// toasts.append(ToastStackItem(id: "save", title: "Saving…", style: .loading))
        /// try await document.save()
        /// toasts.append(ToastStackItem(id: "save", title: "Saved", style: .success))
        /// ```
        ///
        /// - Parameter toasts: The toasts, oldest first.
        /// - Returns: This view with the toasts over it.
        public func toastStack(_ toasts: Binding<[ToastStackItem]>) -> some View {
            modifier(ToastStackModifier(toasts: toasts))
        }
    }

    /// The toast stack over a view: forwards the binding, touches and actions to
    /// ``/BlocksCore/ToastStackMachine``, draws ``/BlocksCore/ToastStackLayout`` and does to the
    /// binding what the machine asks.
    struct ToastStackModifier: ViewModifier {
        private typealias Machine = ToastStackMachine<String>
        private typealias Layout = ToastStackLayout<String>

        @Binding var toasts: [ToastStackItem]

        // The look, to change here: the stack sits 16 pt from the sides and is at most 400 pt
        // wide; each collapsed toast is 5 % smaller and peeks 10 pt below the one in front; an
        // expanded stack has 14 pt gaps.
        private let look = ToastStackLook(
            sideInset: 16, maximumWidth: 400, depthScaleStep: 0.05, depthOffsetStep: 10,
            expandedGap: 14)
        // Each toast is a continuous rounded rectangle with a black shadow: corner radius,
        // shadow opacity, blur radius and how far down it falls, in points.
        private let cornerRadius = 16.0
        private let shadowOpacity = 0.12
        private let shadowRadius = 12.0
        private let shadowY = 4.0

        @State private var state: BlocksRuntime.BlockState<ToastStackMachine<String>>
        /// The toasts the stack draws and hands back, kept by reference.
        @State private var kept = ToastStackKept()
        @GestureState private var isTouching = false
        @AccessibilityFocusState private var focusedToast: String?
        @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
        @Environment(\.accessibilitySwitchControlEnabled) private var switchControl
        private var settings = BlocksRuntime.BlockSettings()

        init(toasts: Binding<[ToastStackItem]>) {
            _toasts = toasts
            _state = State(initialValue: BlocksRuntime.BlockState(machine: Machine(look: look)))
        }

        func body(content: Content) -> some View {
            let _ = kept.items.update(toasts, id: { $0.id }, drawnBy: state.machine)
            content
                .overlay(alignment: .top) { stack }
                .onChange(of: toasts) {
                    send(
                        .toastsChanged(
                            kept.entries(toasts, strings: strings, locale: settings.locale)))
                }
                .onChange(of: timeLimitsSuspended) { _, suspended in
                    send(.timeLimitsChanged(suspended: suspended))
                }
                .onChange(of: focusedToast != nil) { _, focused in
                    send(.accessibilityFocusChanged(focused))
                }
        }

        /// The toasts, drawn frame by frame from the machine's own motion while they move.
        private var stack: some View {
            let machine = state.machine
            let accessibility = ToastStackAccessibility(machine)
            return TimelineView(
                .animation(paused: !state.isMoving(at: BlocksRuntime.BlockClock.now()))
            ) {
                context in
                let layout = Layout(machine, at: context.date.timeIntervalSinceReferenceDate)
                ZStack(alignment: .top) {
                    ForEach(layout, id: \.key) { drawn in
                        toastView(drawn, width: layout.width, machine: machine)
                    }
                }
                .frame(
                    width: CGFloat(layout.width), height: CGFloat(layout.height), alignment: .top)
            }
            .frame(maxWidth: .infinity)
            .onGeometryChange(for: Double.self) { proxy in
                Double(proxy.size.width)
            } action: { width in
                send(.sizeChanged(width: width))
            }
            .opacity(machine.environment.opacity)
            .accessibilityElement(children: .contain)
            .accessibilityLabel(text(accessibility.regionLabel))
            .onKeyPress(.escape) {
                guard state.machine.handlesEscape else { return .ignored }
                send(.escapePressed)
                return .handled
            }
            .modifier(
                BlocksRuntime.BlockLifecycle(
                    runner: runner, haptic: state.haptic, environment: settings.environment,
                    isTouching: isTouching, touchReset: .dragCancelled, appeared: appeared))
        }

        /// One toast where the layout puts it.
        @ViewBuilder
        private func toastView(
            _ drawn: Layout.DrawnToast, width: Double, machine: Machine
        ) -> some View {
            if let toast = kept.items.item(for: drawn) {
                let element = ToastStackAccessibility.element(for: drawn, of: machine)
                ToastStackCard(toast: toast, strings: strings, locale: settings.locale) {
                    send(.actionPressed(toast.id))
                }
                // Its natural height, which the expanded stack lays out; collapsed, every toast
                // takes the newest one's.
                .fixedSize(horizontal: false, vertical: true)
                .onGeometryChange(for: Double.self) { proxy in
                    Double(proxy.size.height)
                } action: { height in
                    send(.heightMeasured(id: toast.id, height: height))
                }
                .frame(width: CGFloat(width), height: CGFloat(drawn.height), alignment: .top)
                .background(
                    .regularMaterial,
                    in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                )
                .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
                .shadow(color: .black.opacity(shadowOpacity), radius: shadowRadius, y: shadowY)
                .scaleEffect(CGFloat(drawn.scale), anchor: .top)
                .offset(x: CGFloat(drawn.offsetX), y: CGFloat(drawn.offsetY))
                .opacity(drawn.opacity)
                .zIndex(drawn.zIndex)
                .allowsHitTesting(drawn.allowsHitTesting)
                .simultaneousGesture(dragGesture(for: toast.id))
                .transition(.identity)
                .modifier(
                    ToastStackToastAccessibility(
                        id: toast.id, element: element,
                        dismissTitle: text(ToastStackStrings.dismiss),
                        actionTitle: toast.action.map {
                            strings.text($0.title, locale: settings.locale)
                        },
                        focus: $focusedToast,
                        dismiss: { send(.dismissPressed(toast.id)) },
                        action: { send(.actionPressed(toast.id)) }))
            }
        }

        /// A touch on a toast: it expands the stack at once (minimum distance 0) and moves the
        /// toast once the machine takes it as a drag, after 10 pt.
        private func dragGesture(for id: String) -> some Gesture {
            DragGesture(minimumDistance: 0, coordinateSpace: .global)
                .updating($isTouching) { _, touching, _ in touching = true }
                .onChanged { value in
                    send(
                        .dragChanged(
                            id: id, translationX: Double(value.translation.width),
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

        /// Whether no toast may time out now, as the core rules from the running technologies.
        private var timeLimitsSuspended: Bool {
            ToastStackAccessibility.suspendsTimeLimits(
                voiceOver: voiceOver, switchControl: switchControl)
        }

        /// Hands the environment, the time limits and the binding over to the machine.
        private func appeared() {
            runner.environmentChanged(settings.environment)
            send(.timeLimitsChanged(suspended: timeLimitsSuspended))
            send(.toastsChanged(kept.entries(toasts, strings: strings, locale: settings.locale)))
        }

        /// Does what the machine asks after an event: runs an action, announces, and removes or
        /// merges toasts in the binding.
        private func handOver(_ machine: Machine) {
            kept.items.track(machine)
            if let id = machine.actionToRun, let action = kept.items.item(id: id)?.action {
                action.handler()
            }
            if let announcement = machine.announcementToPost,
                let toast = kept.items.item(id: announcement.id)
            {
                let message = kept.announcement(
                    for: toast, others: announcement, strings: strings, locale: settings.locale)
                state.tasks.announce(after: BlocksCore.Effects<Machine.Timer>.announcementDelay) {
                    AccessibilityNotification.Announcement(message).post()
                }
            }
            if machine.needsDeduplication {
                toasts = Machine.deduplicated(toasts) { $0.id }
            }
            if !machine.removalsToReport.isEmpty {
                let removed = machine.removalsToReport
                toasts.removeAll { removed.contains($0.id) }
            }
        }

        private func text(_ text: BlocksCore.LocalizedText) -> Text {
            strings.text(text, locale: settings.locale)
        }

        private var strings: BlocksCore.StringTable { ToastStackStrings.table }

        private var runner: BlocksRuntime.BlockRunner<Machine> {
            BlocksRuntime.BlockRunner(
                state: $state, action: .none, strings: strings, locale: settings.locale,
                didChange: handOver)
        }

        private func send(_ event: Machine.Event) { runner.send(event) }
    }

    extension ToastStackLayout.DrawnToast where ID == String {
        /// Its identity among the drawn toasts: a toast leaving and a new one with the same id are
        /// two views.
        var key: String { isLeaving ? "leaving:" + id : id }
    }

    /// One toast's face: its symbol (or a progress indicator), its title and message, and its
    /// action.
    struct ToastStackCard: View {
        let toast: ToastStackItem
        let strings: BlocksCore.StringTable
        let locale: Locale
        let action: () -> Void

        // The look, to change here: the padding inside a toast, in points, and how many lines
        // of its message show before an ellipsis.
        let contentPadding = 14.0
        let messageLineLimit = 3

        var body: some View {
            HStack(alignment: .center, spacing: 12) {
                if let symbol {
                    Image(systemName: symbol)
                        .font(.title3)
                        .foregroundStyle(tint)
                        .accessibilityLabel(
                            strings.text(ToastStackStrings.name(of: toast.style), locale: locale))
                } else {
                    ProgressView()
                        .accessibilityLabel(strings.text(ToastStackStrings.loading, locale: locale))
                }
                VStack(alignment: .leading, spacing: 2) {
                    strings.text(toast.title, locale: locale)
                        .font(.subheadline.weight(.semibold))
                    if let message = toast.message {
                        strings.text(message, locale: locale)
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                            .lineLimit(messageLineLimit)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                if let title = toast.action?.title {
                    Button(action: action) { strings.text(title, locale: locale) }
                        .buttonStyle(.bordered)
                        .controlSize(.small)
                }
            }
            .padding(contentPadding)
        }

        /// The symbol of each style; `.loading` shows a progress indicator instead.
        private var symbol: String? {
            switch toast.style {
            case .info: "info.circle.fill"
            case .success: "checkmark.circle.fill"
            case .warning: "exclamationmark.triangle.fill"
            case .error: "xmark.octagon.fill"
            case .loading: nil
            }
        }

        /// The symbol's color: the tint for information, green, orange and red.
        private var tint: Color {
            switch toast.style {
            case .info, .loading: .accentColor
            case .success: .green
            case .warning: .orange
            case .error: .red
            }
        }
    }

    /// A toast's accessibility: one element read after its style's name, with "Dismiss" and its
    /// own action, newest first; the toast waiting behind and leaving toasts are hidden.
    ///
    /// The same modifiers whatever the toast's place, so a toast keeps its identity as it moves.
    private struct ToastStackToastAccessibility: ViewModifier {
        let id: String
        let element: ToastStackAccessibility.Element?
        let dismissTitle: Text
        let actionTitle: Text?
        let focus: AccessibilityFocusState<String?>.Binding
        let dismiss: () -> Void
        let action: () -> Void

        func body(content: Content) -> some View {
            content
                .accessibilityElement(children: .combine)
                .accessibilityActions {
                    if element?.offersActions == true { Button(action: dismiss) { dismissTitle } }
                    if element?.offersOwnAction == true, let actionTitle {
                        Button(action: action) { actionTitle }
                    }
                }
                .accessibilityAddTraits(element?.isBusy == true ? .updatesFrequently : [])
                .accessibilitySortPriority(element?.sortPriority ?? 0)
                .accessibilityHidden(element == nil)
                .accessibilityFocused(focus, equals: id)
        }
    }

    /// The toasts the stack draws and hands back, kept by reference.
    ///
    /// By reference, so an event sent long after the view was last updated (a timer's) still
    /// finds them, and keeping them while the view is drawn changes no state. Which toasts it
    /// keeps is ``/BlocksCore/ToastStackKeptItems``'s to decide.
    @MainActor
    final class ToastStackKept {
        /// The toasts kept, as the core decides.
        var items = ToastStackKeptItems<String, ToastStackItem>()

        /// The binding as the machine sees it: one entry per toast, with fingerprints of their
        /// texts.
        ///
        /// A fingerprint is a hash of the words a toast shows, so it changes when they do and the
        /// machine can tell an update that changed what a toast says (announced again) from one
        /// that did not.
        func entries(
            _ toasts: [ToastStackItem], strings: BlocksCore.StringTable, locale: Locale
        ) -> [ToastStackEntry<String>] {
            toasts.map { toast in
                var text = Hasher()
                text.combine(strings.string(toast.title, locale: locale))
                text.combine(toast.message.map { strings.string($0, locale: locale) })
                return ToastStackEntry(
                    id: toast.id, style: toast.style, duration: toast.duration,
                    text: text.finalize(),
                    action: toast.action.map { strings.string($0.title, locale: locale).hashValue })
            }
        }

        /// What VoiceOver says for a new toast, in the words of `locale`: the app's title and
        /// message, in the order and with the stack's words that the core's description gives.
        func announcement(
            for toast: ToastStackItem, others: ToastStackMachine<String>.Announcement,
            strings: BlocksCore.StringTable,
            locale: Locale
        ) -> String {
            ToastStackAccessibility.announcement(
                others, style: toast.style, title: strings.string(toast.title, locale: locale),
                message: toast.message.map { strings.string($0, locale: locale) },
                language: locale.identifier)
        }
    }
#endif
