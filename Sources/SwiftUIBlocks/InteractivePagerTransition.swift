#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// A full-screen pager whose transition follows the finger.
    ///
    /// The page on top slides with the finger while the page beneath moves slower, shrinks and
    /// darkens against black; on release the transition completes or cancels with a smooth settle.
    /// Only the current page and its neighbours are built, so a pager of a million pages costs the
    /// same per frame as one of three. Arrow keys, VoiceOver's three-finger scroll and the
    /// adjustable page dots turn pages without dragging.
    ///
    /// ```swift
    /// InteractivePagerTransition(pages: slides, index: $index) { slide in
    ///   SlideView(slide: slide)
    /// }
    /// ```
    public struct InteractivePagerTransition<Page: Identifiable, PageContent: View>: View {
        private let pages: [Page]
        @Binding private var index: Int
        private let content: (Page) -> PageContent
        private let reduceMotionOverride: Bool?

        // The look of the dots, to change here: at most seven shown, 8 pt, the current page a
        // 22 pt capsule, the others white at 45 %, and the outer two on a side with more pages
        // beyond it at 50 % and 75 %.
        private let look = InteractivePagerTransitionLook(
            maximumVisible: 7, dotSize: 8, currentWidth: 22, dotOpacity: 0.45, outerScale: 0.5,
            nearOuterScale: 0.75)

        @State private var state: BlocksRuntime.BlockState<InteractivePagerTransitionMachine>
        @GestureState private var isTouching = false
        @FocusState private var isFocused: Bool
        private var settings = BlocksRuntime.BlockSettings()

        /// Creates a pager over `pages` showing the page at `index`.
        ///
        /// The shown page is `index` clamped to the pages (nothing but black when there are none);
        /// when the number of pages changes, `index` is written back clamped. Setting `index` from
        /// outside animates to that page.
        ///
        /// - Parameters:
        ///   - pages: The pages, in order. Only the current page and its neighbours are read per
        ///     frame.
        ///   - index: The current page's index.
        ///   - content: The view for one page.
        public init(
            pages: [Page], index: Binding<Int>,
            @ViewBuilder content: @escaping (Page) -> PageContent
        ) {
            self.init(pages: pages, index: index, reduceMotionOverride: nil, content: content)
        }

        /// Creates a pager that may force Reduce Motion on or off, for previews (the environment
        /// value is read-only).
        init(
            pages: [Page], index: Binding<Int>, reduceMotionOverride: Bool?,
            @ViewBuilder content: @escaping (Page) -> PageContent
        ) {
            self.pages = pages
            self._index = index
            self.content = content
            self.reduceMotionOverride = reduceMotionOverride
            self._state = State(
                initialValue: BlocksRuntime.BlockState(
                    machine: InteractivePagerTransitionMachine(
                        count: pages.count, index: index.wrappedValue)))
        }

        /// The pager: black, the visible pages, and the page dots along the bottom.
        ///
        /// The black and the pages fill the screen edge to edge, whether or not the app lets the
        /// pager ignore the safe area, while the dots stay above the home indicator: the reader
        /// that lays them out ignores the safe area itself and still knows its insets.
        public var body: some View {
            let machine = state.machine
            GeometryReader { proxy in
                let width = Double(proxy.size.width)
                TimelineView(
                    .animation(paused: !state.isMoving(at: BlocksRuntime.BlockClock.now()))
                ) { context in
                    // Laid out from the size in this pass, so the first frame and a rotation are
                    // right before the machine hears of the new width.
                    let layout = InteractivePagerTransitionLayout(
                        machine, pageCount: pages.count,
                        at: context.date.timeIntervalSinceReferenceDate,
                        width: width, look: look)
                    // The pages get a ZStack of their own: the page underneath has a negative
                    // zIndex, which in a shared ZStack would put it behind the black.
                    ZStack {
                        pageStack(layout.pages)
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height)
                    .background(Color.black)
                    .clipped()
                }
                .overlay(alignment: .bottom) {
                    dots(
                        InteractivePagerTransitionLayout(
                            machine, pageCount: pages.count, look: look
                        ).dots
                    )
                    .padding(.bottom, proxy.safeAreaInsets.bottom)
                }
                .onChange(of: proxy.size, initial: true) { _, size in
                    send(.sizeChanged(width: Double(size.width), height: Double(size.height)))
                }
            }
            .ignoresSafeArea()
            .contentShape(Rectangle())
            .gesture(drag)
            .focusable()
            .focused($isFocused)
            // A hardware keyboard's arrows work as soon as the pager appears, without a focus ring
            // around the whole screen.
            .defaultFocus($isFocused, true)
            .focusEffectDisabled()
            .onKeyPress(.leftArrow) { keyPressed(.left) }
            .onKeyPress(.rightArrow) { keyPressed(.right) }
            .accessibilityElement(children: .contain)
            .accessibilityScrollAction { edge in scrolled(to: edge) }
            .modifier(
                BlocksRuntime.BlockLifecycle(
                    runner: runner, haptic: state.haptic, environment: environment,
                    isTouching: isTouching, touchReset: .dragCancelled, appeared: appeared)
            )
            .onChange(of: pages.count) { _, newCount in
                send(.countChanged(newCount))
            }
            .onChange(of: index) { _, newIndex in
                send(.indexSet(newIndex))
            }
        }

        /// The pages within one of the current index, each placed by the layout.
        private func pageStack(
            _ visible: InteractivePagerTransitionLayout.VisiblePages
        ) -> some View {
            ForEach(
                visible.lazy.map {
                    InteractivePagerTransitionVisiblePage(page: pages[$0.pageIndex], layout: $0)
                }
            ) { visiblePage in
                let page = visiblePage.layout
                content(visiblePage.page)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .scaleEffect(page.scale)
                    .brightness(page.brightness)
                    .offset(x: page.offset)
                    .zIndex(page.zIndex)
                    .allowsHitTesting(page.allowsHitTesting)
                    .accessibilityHidden(page.isAccessibilityHidden)
            }
        }

        /// The page dots: one adjustable accessibility element.
        ///
        /// An equatable subview of the window, the description and the settings only, so SwiftUI
        /// skips it on the frames of a drag, where none of them change: the dots cost nothing per
        /// frame.
        private func dots(_ dots: InteractivePagerTransitionLayout.Dots) -> some View {
            InteractivePagerTransitionDotsBar(
                dots: dots,
                description: InteractivePagerTransitionAccessibility(
                    count: pages.count, index: dots.currentIndex,
                    isEnabled: environment.isEnabled),
                reduceMotion: environment.reduceMotion,
                locale: settings.locale
            ) { adjustment in
                send(.accessibilityAdjust(adjustment))
            }
            .equatable()
        }

        /// The drag: tracks the finger without animation and decides on release.
        ///
        /// Measured in the global coordinate space, which is never mirrored, so translations are
        /// screen points in both layout directions and the machine applies the direction once.
        private var drag: some Gesture {
            DragGesture(
                minimumDistance: InteractivePagerTransitionMetrics.minimumDragDistance,
                coordinateSpace: .global
            )
            .updating($isTouching) { _, touching, _ in touching = true }
            .onChanged { value in
                send(.dragChanged(translation: Double(value.translation.width)))
            }
            .onEnded { value in
                send(
                    .dragEnded(
                        translation: Double(value.translation.width),
                        predictedEndTranslation: Double(value.predictedEndTranslation.width)))
            }
        }

        /// Catches the machine up with the environment, the pages and the binding, at once: no
        /// animation, no announcement; an index out of range is written back clamped.
        private func appeared() {
            state.machine.appeared(
                environment: environment, count: pages.count, index: index,
                at: BlocksRuntime.BlockClock.now())
            if let clamped = state.machine.indexToWriteBack { index = clamped }
        }

        private func keyPressed(_ key: InteractivePagerTransitionMachine.ArrowKey)
            -> KeyPress.Result
        {
            let handled = state.machine.handles(key)
            send(.keyPressed(key))
            return handled ? .handled : .ignored
        }

        private func scrolled(to edge: Edge) {
            switch edge {
            case .leading: send(.accessibilityScroll(.leading))
            case .trailing: send(.accessibilityScroll(.trailing))
            case .top, .bottom: break
            }
        }

        /// The environment as the machine sees it, with a preview's Reduce Motion override.
        private var environment: BlocksCore.BlockEnvironment {
            settings.environment(reduceMotion: reduceMotionOverride)
        }

        private var runner: BlocksRuntime.BlockRunner<InteractivePagerTransitionMachine> {
            BlocksRuntime.BlockRunner(
                state: $state, action: .none, strings: InteractivePagerTransitionStrings.table,
                locale: settings.locale,
                didChange: { machine in
                    if let newIndex = machine.indexToWriteBack { index = newIndex }
                })
        }

        @discardableResult
        private func send(_ event: InteractivePagerTransitionMachine.Event)
            -> BlocksCore.Effects<Never>
        {
            runner.send(event)
        }
    }

    /// One built page: the app's page and where it sits, identified by the page's own identity so
    /// a page keeps its state as it moves between neighbour and current.
    struct InteractivePagerTransitionVisiblePage<Page: Identifiable>: Identifiable {
        let page: Page
        let layout: InteractivePagerTransitionLayout.Page
        var id: Page.ID { page.id }
    }

    /// The page dots of ``InteractivePagerTransition``, redrawn only when the window, the
    /// description or the settings change.
    struct InteractivePagerTransitionDotsBar: View, Equatable {
        let dots: InteractivePagerTransitionLayout.Dots
        let description: InteractivePagerTransitionAccessibility
        let reduceMotion: Bool
        let locale: Locale
        let adjust: (InteractivePagerTransitionMachine.Adjustment) -> Void

        // The look of the bar, to change here: the gap between dots and the distance from the
        // bottom edge, in points.
        let dotSpacing = 8.0
        let bottomPadding = 18.0

        var body: some View {
            let strings = InteractivePagerTransitionStrings.table
            HStack(spacing: dotSpacing) {
                ForEach(dots, id: \.pageIndex) { dot in
                    Capsule()
                        .fill(Color.white.opacity(dot.opacity))
                        .frame(width: dot.width, height: dot.height)
                }
            }
            .frame(height: dots.look.dotSize)
            .animation(
                InteractivePagerTransitionLayout.Dots.motion(reduceMotion: reduceMotion)?
                    .swiftUIAnimation,
                value: dots.currentIndex
            )
            .padding(.bottom, bottomPadding)
            .opacity(
                InteractivePagerTransitionLayout.Dots.barOpacity(isEnabled: !description.isDimmed)
            )
            .accessibilityRepresentation {
                // One adjustable element whatever the page count or the enabled state, so VoiceOver
                // keeps its focus: a slider over the pages, dimmed only with the pager. With one
                // page or none it stays an enabled slider that has nowhere to go, not a "dimmed"
                // one. Its value reads "n of count".
                Slider(
                    value: Binding(
                        get: { description.position },
                        set: { requested in
                            if let adjustment = description.adjustment(toward: requested) {
                                adjust(adjustment)
                            }
                        }),
                    in: description.positionRange, step: 1
                ) {
                    strings.text(description.label, locale: locale)
                }
                .accessibilityValue(strings.text(description.value, locale: locale))
                .disabled(description.isDimmed)
            }
        }

        /// Equal when everything drawn is equal; the adjust action always sends to the same pager.
        nonisolated static func == (
            lhs: InteractivePagerTransitionDotsBar, rhs: InteractivePagerTransitionDotsBar
        ) -> Bool {
            lhs.dots == rhs.dots && lhs.description == rhs.description
                && lhs.reduceMotion == rhs.reduceMotion && lhs.locale == rhs.locale
        }
    }
#endif
