#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// Weekend trips to sort, built on a ``SwipeCardStack``: like the ones to save, pass the rest.
    ///
    /// Shows the stack the way apps use it: each like is saved as the card leaves, Undo takes the
    /// last decision back (and the save with it), and an empty deck offers to start over.
    public struct SwipeCardStackDemo: View {
        @State private var trips = SwipeCardStackDemoTrip.all
        @State private var saved: [SwipeCardStackDemoTrip.ID] = []
        /// Counts the deals: a new deal is a new stack, which has thrown nothing yet.
        @State private var deal = 0
        @Environment(\.locale) private var locale

        /// Creates the demo.
        public init() {}

        /// The demo card.
        public var body: some View {
            let strings = SwipeCardStackStrings.table
            VStack(alignment: .leading, spacing: 16) {
                HStack(alignment: .firstTextBaseline) {
                    strings.text(SwipeCardStackStrings.demoHeading, locale: locale)
                        .font(.title2.bold())
                    Spacer(minLength: 12)
                    strings.text(SwipeCardStackStrings.demoSaved.with(saved.count), locale: locale)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .contentTransition(.numericText(value: Double(saved.count)))
                }
                SwipeCardStack(trips) { trip, swipe in
                    trips.removeAll { $0.id == trip.id }
                    if swipe == .like { saved.append(trip.id) }
                } onUndo: { trip in
                    trips.insert(trip, at: 0)
                    saved.removeAll { $0 == trip.id }
                } content: { trip in
                    SwipeCardStackDemoCard(trip: trip)
                }
                .frame(minHeight: 420)
                .id(deal)
                if trips.isEmpty {
                    Button {
                        trips = SwipeCardStackDemoTrip.all
                        saved = []
                        deal += 1
                    } label: {
                        strings.text(SwipeCardStackStrings.demoStartOver, locale: locale)
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                }
            }
            .padding(24)
        }
    }

    /// A trip of the demo's deck.
    struct SwipeCardStackDemoTrip: Identifiable, Hashable {
        /// The city, which is also what tells trips apart.
        let id: String
        /// The SF Symbol on the card.
        let symbol: String
        /// A line about the trip, in the user's language.
        let line: BlocksCore.LocalizedText

        /// The whole deck, in the order it is dealt.
        static let all = SwipeCardStackStrings.demoTrips.map {
            SwipeCardStackDemoTrip(id: $0.city, symbol: $0.symbol, line: $0.line)
        }
    }

    /// One trip's card: its symbol on a soft tint, the city and its line.
    struct SwipeCardStackDemoCard: View {
        let trip: SwipeCardStackDemoTrip
        @Environment(\.locale) private var locale

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Image(systemName: trip.symbol)
                    .font(.system(size: 64))
                    .foregroundStyle(.tint)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(.tint.opacity(0.12))
                    .accessibilityHidden(true)
                Text(verbatim: trip.id)
                    .font(.title.bold())
                    .padding(.horizontal, 20)
                SwipeCardStackStrings.table.text(trip.line, locale: locale)
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                    .padding([.horizontal, .bottom], 20)
            }
        }
    }

    #Preview("Left to right") {
        SwipeCardStackDemo()
    }

    #Preview("Right to left") {
        SwipeCardStackDemo()
            .environment(\.layoutDirection, .rightToLeft)
    }

    #Preview("Spanish") {
        SwipeCardStackDemo()
            .environment(\.locale, Locale(identifier: "es"))
    }

    #Preview("Without Undo") {
        @Previewable @State var trips = SwipeCardStackDemoTrip.all
        SwipeCardStack(trips, likeTint: .pink, passTint: .gray) { trip, _ in
            trips.removeAll { $0.id == trip.id }
        } content: { trip in
            SwipeCardStackDemoCard(trip: trip)
        }
        .frame(height: 460)
        .padding()
    }

    #Preview("Empty deck") {
        SwipeCardStack([SwipeCardStackDemoTrip]()) { _, _ in
        } content: { trip in
            SwipeCardStackDemoCard(trip: trip)
        }
        .frame(height: 460)
        .padding()
    }

    #Preview("Disabled") {
        SwipeCardStack(SwipeCardStackDemoTrip.all) { _, _ in
        } content: { trip in
            SwipeCardStackDemoCard(trip: trip)
        }
        .frame(height: 460)
        .padding()
        .disabled(true)
    }
#endif
