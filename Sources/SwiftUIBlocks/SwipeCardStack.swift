#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// A deck of cards the user throws forward to like and backward to pass, the next card rising
    /// from beneath, with Pass, Undo and Like buttons under it for people who do not drag.
    ///
    /// A card follows the finger and tilts with it; a "LIKE" or "NOPE" stamp fades in on the side
    /// that stays on screen. Released past 35 % of its width, or flicked, it flies on from where it
    /// is at the speed it was thrown, and `onSwipe` runs once, with the item it was, when it has
    /// left: remove the item there, or keep it, the stack remembers what it threw by identity, not
    /// position, so `items` may change at any time. Pass and Like throw the top card as a flick
    /// would; Undo (offered when you pass `onUndo`) brings the last card back from where it left.
    ///
    /// The top card is one accessibility element, its content combined, with the actions Like,
    /// Pass and Undo; VoiceOver moves to the new top card after each throw and each outcome is
    /// announced. With keyboard focus, the forward arrow likes, the backward arrow passes and ⌘Z
    /// undoes. Right-to-left layouts mirror everything, the tilt included, and Reduce Motion fades
    /// cards instead of flying them.
    ///
    /// Only the top card and up to three beneath it are built, whatever the length of `items`.
    ///
    /// ```swift
    /// SwipeCardStack(trips) { trip, swipe in
    ///   if swipe == .like { saved.append(trip) }
    /// } onUndo: { trip in
    ///   saved.removeAll { $0.id == trip.id }
    /// } content: { trip in
    ///   TripCard(trip)
    /// }
    /// .frame(height: 420)
    /// ```
    ///
    /// Everything the stack decides lives in ``/BlocksCore/SwipeCardStackMachine`` and, for which
    /// item each callback gets, ``/BlocksCore/SwipeCardStackThrownItems``; this view forwards
    /// touches, presses and changes to them, draws ``/BlocksCore/SwipeCardStackLayout`` and runs
    /// the callbacks.
    public struct SwipeCardStack<Item: Identifiable, CardContent: View>: View
    where Item.ID: Sendable {
        private typealias Machine = SwipeCardStackMachine<Item.ID>
        private typealias Layout = SwipeCardStackLayout<Item.ID>

        private let items: [Item]
        private let likeTint: Color
        private let passTint: Color
        private let cornerRadius: CGFloat
        private let onSwipe: (Item, BlocksCore.CardSwipe) -> Void
        private let onUndo: ((Item) -> Void)?
        private let content: (Item) -> CardContent

        // The look, to change here: each card beneath 5 % smaller and 10 pt lower than the one
        // above it, 56 pt buttons, dimmed to 35 % when they take no press, and their symbols.
        private let look = SwipeCardStackLook(
            depthScaleStep: 0.05, depthOffsetStep: 10, buttonDiameter: 56,
            dimmedButtonOpacity: 0.35)
        private let passSymbol = "xmark"
        private let undoSymbol = "arrow.uturn.backward"
        private let likeSymbol = "heart.fill"

        @State private var state: BlocksRuntime.BlockState<SwipeCardStackMachine<Item.ID>>
        /// The items and callbacks as of the latest update, and the thrown items the stack keeps.
        @State private var handOff = SwipeCardStackHandOff<Item>()
        @GestureState private var isTouching = false
        @AccessibilityFocusState private var focusedCard: Item.ID?
        private var settings = BlocksRuntime.BlockSettings()

        /// Creates a stack over `items`, top first.
        ///
        /// Both tints sit before the closures, so `onSwipe`, `onUndo` and `content` read as
        /// trailing closures.
        ///
        /// - Parameters:
        ///   - items: The deck, top first. The top card is the first item the user has not thrown.
        ///   - likeTint: The Like button and the "LIKE" stamp.
        ///   - passTint: The Pass button and the "NOPE" stamp.
        ///   - cornerRadius: The radius of each card's continuous rounded rectangle.
        ///   - onSwipe: Runs once per throw, when the card has left, with its item and which way it
        ///     went (at once if the stack disappears or is disabled under a card in flight).
        ///   - onUndo: Runs once when Undo brings an item back; `nil` (the default) offers no Undo.
        ///     Undo takes back the throws made while it was offered.
        ///   - content: A card's content; the stack gives it the card's size, background and shape.
        public init(
            _ items: [Item],
            likeTint: Color = .green,
            passTint: Color = .red,
            cornerRadius: CGFloat = 24,
            onSwipe: @escaping (Item, BlocksCore.CardSwipe) -> Void,
            onUndo: ((Item) -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> CardContent
        ) {
            self.items = items
            self.likeTint = likeTint
            self.passTint = passTint
            self.cornerRadius = cornerRadius
            self.onSwipe = onSwipe
            self.onUndo = onUndo
            self.content = content
            // The first cards are enough to draw the first frame; the whole deck is handed over on
            // appear, so building the view never walks a long deck.
            let firstIDs = items.prefix(SwipeCardStackMetrics.maximumVisibleCards).map(\.id)
            _state = State(
                initialValue: BlocksRuntime.BlockState(
                    machine: SwipeCardStackMachine(items: firstIDs, offersUndo: onUndo != nil)))
        }

        /// The deck and the buttons under it.
        public var body: some View {
            // A timer's event runs with the view as it was when the timer started; the callbacks it
            // leads to read the latest items and closures from here.
            let _ = handOff.update(items: items, onSwipe: onSwipe, onUndo: onUndo)
            let machine = state.machine
            let likeColor = settings.resolve(likeTint)
            let passColor = settings.resolve(passTint)
            let ids = items.lazy.map(\.id)
            // The colors on the tints are decided once per update, not on every frame.
            let foregrounds = Layout.Foregrounds(likeTint: likeColor, passTint: passColor)
            let resting = Layout(machine, items: ids, foregrounds: foregrounds, look: look)
            let accessibility = SwipeCardStackAccessibility(machine)
            VStack(spacing: 24) {
                // Every card is drawn from the machine's own motion, frame by frame while it moves:
                // a finger that catches a card springing back takes it from where it is drawn.
                TimelineView(
                    .animation(paused: !state.isMoving(at: BlocksRuntime.BlockClock.now()))
                ) { context in
                    let layout = Layout(
                        machine, items: ids, foregrounds: foregrounds, look: look,
                        at: context.date.timeIntervalSinceReferenceDate)
                    ZStack {
                        if layout.showsEmptyState { emptyState(layout) }
                        ForEach(layout.cards, id: \.id) { card in
                            cardView(card, layout: layout, accessibility: accessibility)
                        }
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .onGeometryChange(for: CGSize.self) { proxy in
                    proxy.size
                } action: { size in
                    send(.sizeChanged(width: Double(size.width), height: Double(size.height)))
                }
                // Room for the cards beneath, which hang lower than the top card.
                .padding(.bottom, CGFloat(resting.overhang))
                .contentShape(Rectangle())
                .simultaneousGesture(dragGesture, isEnabled: resting.acceptsDrag)
                buttons(resting)
            }
            .opacity(resting.opacity)
            .focusable()
            .onKeyPress(.leftArrow) { keyPressed(.leftArrow) }
            .onKeyPress(.rightArrow) { keyPressed(.rightArrow) }
            .onKeyPress(keys: ["z", "Z"], phases: .down) { press in
                let modifiers = BlocksCore.KeyModifiers(press.modifiers)
                guard
                    let key = SwipeCardStackKey(
                        character: press.key.character, modifiers: modifiers)
                else { return .ignored }
                return keyPressed(key)
            }
            .modifier(
                BlocksRuntime.BlockLifecycle(
                    runner: runner, haptic: state.haptic, environment: settings.environment,
                    isTouching: isTouching, touchReset: .dragCancelled, appeared: appeared)
            )
            .onChange(of: SwipeCardStackDeck(items)) { send(.itemsChanged(items.map(\.id))) }
            .onChange(of: onUndo != nil) { _, offered in send(.undoAvailabilityChanged(offered)) }
        }

        /// One card: the app's content on the card's background, its stamps, and where the machine
        /// puts it.
        @ViewBuilder
        private func cardView(
            _ card: Layout.DrawnCard, layout: Layout, accessibility: SwipeCardStackAccessibility
        ) -> some View {
            if let item = item(for: card) {
                let shape = RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                content(item)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color(.secondarySystemGroupedBackground))
                    // Each stamp sits in the top corner the card moves away from, so it stays on
                    // screen.
                    .overlay(alignment: .topLeading) {
                        stamp(
                            layout.likeStampText, tint: likeTint,
                            foreground: layout.likeStampForeground,
                            degrees: -12, isHidden: accessibility.hidesStamps
                        )
                        .opacity(card.likeStampOpacity)
                    }
                    .overlay(alignment: .topTrailing) {
                        stamp(
                            layout.nopeStampText, tint: passTint,
                            foreground: layout.nopeStampForeground,
                            degrees: 12, isHidden: accessibility.hidesStamps
                        )
                        .opacity(card.nopeStampOpacity)
                    }
                    .clipShape(shape)
                    .shadow(
                        color: .black.opacity(card.isTop || card.isLeaving ? 0.16 : 0.08),
                        radius: 10, y: 4
                    )
                    .scaleEffect(CGFloat(card.scale))
                    .rotationEffect(.degrees(card.rotation))
                    .offset(x: CGFloat(card.offsetX), y: CGFloat(card.offsetY))
                    .opacity(card.opacity)
                    .zIndex(card.zIndex)
                    .allowsHitTesting(card.allowsHitTesting)
                    .modifier(
                        SwipeCardStackCardAccessibility(
                            id: card.id, isHidden: card.isAccessibilityHidden,
                            description: accessibility,
                            likeTitle: text(SwipeCardStackStrings.like),
                            passTitle: text(SwipeCardStackStrings.pass),
                            undoTitle: text(SwipeCardStackStrings.undo),
                            focus: $focusedCard,
                            like: { send(.likePressed) }, pass: { send(.passPressed) },
                            undo: { send(.undoPressed) })
                    )
            }
        }

        /// A stamp: the word on its tint, tilted like a rubber stamp.
        private func stamp(
            _ word: BlocksCore.LocalizedText, tint: Color,
            foreground: BlocksCore.ContrastForeground, degrees: Double, isHidden: Bool
        ) -> some View {
            text(word)
                .font(.title2.weight(.heavy))
                .foregroundStyle(foreground.swiftUIColor)
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(tint, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                .rotationEffect(.degrees(degrees))
                .padding(20)
                .accessibilityHidden(isHidden)
        }

        /// What an empty deck shows.
        private func emptyState(_ layout: Layout) -> some View {
            VStack(spacing: 12) {
                Image(systemName: "rectangle.stack")
                    .font(.largeTitle)
                    .foregroundStyle(.secondary)
                    .accessibilityHidden(true)
                text(layout.emptyText)
                    .font(.headline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .accessibilityElement(children: .combine)
        }

        /// Pass, Undo (when offered) and Like: circles of the look's button diameter.
        private func buttons(_ layout: Layout) -> some View {
            HStack(spacing: 28) {
                circleButton(
                    passSymbol, title: SwipeCardStackStrings.pass,
                    fill: passTint, foreground: layout.passSymbolForeground.swiftUIColor,
                    state: layout.passButton, diameter: layout.buttonDiameter
                ) { send(.passPressed) }
                if layout.undoButton.isShown {
                    circleButton(
                        undoSymbol, title: SwipeCardStackStrings.undo,
                        fill: Color(.tertiarySystemFill), foreground: .primary,
                        state: layout.undoButton, diameter: layout.buttonDiameter
                    ) { send(.undoPressed) }
                }
                circleButton(
                    likeSymbol, title: SwipeCardStackStrings.like,
                    fill: likeTint, foreground: layout.likeSymbolForeground.swiftUIColor,
                    state: layout.likeButton, diameter: layout.buttonDiameter
                ) { send(.likePressed) }
            }
        }

        private func circleButton(
            _ symbol: String, title: BlocksCore.LocalizedText, fill: Color, foreground: Color,
            state: Layout.ButtonState, diameter: Double, action: @escaping () -> Void
        ) -> some View {
            Button(action: action) {
                Image(systemName: symbol)
                    .font(.title2.bold())
                    .foregroundStyle(foreground)
                    .frame(width: CGFloat(diameter), height: CGFloat(diameter))
                    .background(fill, in: Circle())
                    .contentShape(Circle())
            }
            .buttonStyle(.plain)
            .opacity(state.opacity)
            .disabled(!state.isEnabled)
            .accessibilityLabel(text(title))
        }

        private var dragGesture: some Gesture {
            // Screen points (the global space is never mirrored); the machine turns them forward.
            DragGesture(
                minimumDistance: CGFloat(SwipeCardStackMetrics.minimumDragDistance),
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

        /// The item a card shows: the deck's item where the machine saw it, or the one the stack
        /// kept when it was thrown.
        private func item(for card: Layout.DrawnCard) -> Item? {
            handOff.item(for: Machine.Card(id: card.id, index: card.index))
        }

        /// Hands the whole deck and the app's Undo over to the machine.
        private func appeared() {
            runner.environmentChanged(settings.environment)
            send(.undoAvailabilityChanged(onUndo != nil))
            send(.itemsChanged(items.map(\.id)))
        }

        private func keyPressed(_ key: SwipeCardStackKey) -> KeyPress.Result {
            let handled = state.machine.handles(key)
            send(.keyPressed(key))
            return handled ? .handled : .ignored
        }

        /// Runs the app's callbacks the machine asked for, with the items they name, and moves
        /// VoiceOver to the card the machine names.
        private func handOver(_ machine: Machine) {
            handOff.handOver(machine)
            if let card = machine.cardToFocus { focusedCard = card }
        }

        private func text(_ text: BlocksCore.LocalizedText) -> Text {
            strings.text(text, locale: settings.locale)
        }

        private var strings: BlocksCore.StringTable { SwipeCardStackStrings.table }

        private var runner: BlocksRuntime.BlockRunner<SwipeCardStackMachine<Item.ID>> {
            BlocksRuntime.BlockRunner(
                state: $state, action: .none, strings: strings, locale: settings.locale,
                didChange: handOver)
        }

        private func send(_ event: SwipeCardStackMachine<Item.ID>.Event) { runner.send(event) }
    }

    /// The deck as `onChange` compares it: equal when it is the same array (one comparison of
    /// two addresses) or holds the same ids in the same order.
    ///
    /// Holding the array keeps its storage alive, so an app that changes its copy makes a new
    /// one, and a deck of a million items is not walked on every redraw.
    struct SwipeCardStackDeck<Item: Identifiable>: Equatable {
        let items: [Item]

        init(_ items: [Item]) { self.items = items }

        static func == (lhs: Self, rhs: Self) -> Bool {
            guard lhs.items.count == rhs.items.count else { return false }
            let sameStorage = lhs.items.withUnsafeBufferPointer { left in
                rhs.items.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
            }
            return sameStorage || lhs.items.lazy.map(\.id).elementsEqual(rhs.items.lazy.map(\.id))
        }
    }

    /// A card's accessibility: the top card is one element with the named actions and takes
    /// VoiceOver's focus after a throw; every other card is hidden.
    ///
    /// The same modifiers whatever the card's place, so a card keeps its identity (and the app's
    /// state inside it) as it rises to the top and as it is thrown.
    private struct SwipeCardStackCardAccessibility<ID: Hashable>: ViewModifier {
        let id: ID
        /// Whether the layout hides the card: every card but the top one.
        let isHidden: Bool
        let description: SwipeCardStackAccessibility
        let likeTitle: Text
        let passTitle: Text
        let undoTitle: Text
        let focus: AccessibilityFocusState<ID?>.Binding
        let like: () -> Void
        let pass: () -> Void
        let undo: () -> Void

        func body(content: Content) -> some View {
            content
                .accessibilityElement(children: description.combinesChildren ? .combine : .contain)
                .accessibilityActions {
                    if !isHidden && description.offersLikeAction {
                        Button(action: like) { likeTitle }
                    }
                    if !isHidden && description.offersPassAction {
                        Button(action: pass) { passTitle }
                    }
                    if !isHidden && description.offersUndoAction {
                        Button(action: undo) { undoTitle }
                    }
                }
                .accessibilityRespondsToUserInteraction(
                    !isHidden && description.respondsToUserInteraction
                )
                .accessibilityHidden(isHidden)
                .accessibilityFocused(focus, equals: id)
        }
    }

    /// What the stack hands back to the app, kept by reference so an event sent long after the
    /// view was last updated (a timer's) still reaches the latest items and callbacks.
    ///
    /// Which item each callback gets is ``/BlocksCore/SwipeCardStackThrownItems``'s to decide;
    /// this only holds it with the app's latest items and closures, and runs them.
    @MainActor
    final class SwipeCardStackHandOff<Item: Identifiable> where Item.ID: Sendable {
        /// The app's items, as of the latest update.
        private(set) var items: [Item] = []
        /// The items of the thrown cards.
        private(set) var thrown = BlocksCore.SwipeCardStackThrownItems<Item>()
        private var onSwipe: (Item, BlocksCore.CardSwipe) -> Void = { _, _ in }
        private var onUndo: ((Item) -> Void)?

        /// Takes the latest items and callbacks.
        func update(
            items: [Item], onSwipe: @escaping (Item, BlocksCore.CardSwipe) -> Void,
            onUndo: ((Item) -> Void)?
        ) {
            self.items = items
            self.onSwipe = onSwipe
            self.onUndo = onUndo
        }

        /// Runs the callbacks `machine` asks for after an event, with the items they name.
        func handOver(_ machine: SwipeCardStackMachine<Item.ID>) {
            let report = thrown.update(after: machine, deck: items)
            if let swiped = report.swiped { onSwipe(swiped.item, swiped.swipe) }
            if let restored = report.restored { onUndo?(restored) }
        }

        /// The item `card` shows.
        func item(for card: SwipeCardStackMachine<Item.ID>.Card) -> Item? {
            thrown.item(for: card, in: items)
        }
    }
#endif
