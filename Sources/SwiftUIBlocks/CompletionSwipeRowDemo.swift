#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// Today's tasks as completion swipe rows: swipe one forward and it goes away.
    ///
    /// Each completed task is removed from the list in `onComplete`; when the list is empty a
    /// "Start over" button brings the tasks back. The rows sit in a vertical `ScrollView`, which
    /// keeps scrolling while the rows listen for forward swipes.
    public struct CompletionSwipeRowDemo: View {
        private let undoWindow: Double?
        @State private var tasks = CompletionSwipeRowDemoTask.today(round: 0)
        @State private var round = 0
        @Environment(\.locale) private var locale

        /// Creates the demo.
        ///
        /// - Parameter undoWindow: The rows' undo window in seconds; `nil` (the default) for none.
        public init(undoWindow: Double? = nil) {
            self.undoWindow = undoWindow
        }

        /// The list of tasks, or the empty state with its "Start over" button.
        public var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 10) {
                    text(CompletionSwipeRowStrings.demoTitle)
                        .font(.largeTitle.bold())
                        .padding(.bottom, 6)
                    ForEach(tasks) { task in
                        CompletionSwipeRow(undoWindow: undoWindow) {
                            // The row has already collapsed; close the gap it leaves in the stack.
                            withAnimation(.smooth(duration: 0.2)) {
                                tasks.removeAll { $0.id == task.id }
                            }
                        } content: {
                            CompletionSwipeRowDemoTaskLabel(
                                title: text(task.title), symbol: task.symbol)
                        }
                    }
                    if tasks.isEmpty {
                        emptyState
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
        }

        private var emptyState: some View {
            VStack(spacing: 12) {
                Image(systemName: "checkmark.circle.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.green)
                    .accessibilityHidden(true)
                text(CompletionSwipeRowStrings.demoEmpty)
                    .font(.headline)
                Button {
                    round += 1
                    withAnimation(.snappy) {
                        tasks = CompletionSwipeRowDemoTask.today(round: round)
                    }
                } label: {
                    text(CompletionSwipeRowStrings.demoStartOver)
                }
                .buttonStyle(.borderedProminent)
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, 40)
        }

        private func text(_ text: BlocksCore.LocalizedText) -> Text {
            CompletionSwipeRowStrings.table.text(text, locale: locale)
        }
    }

    /// One task of the demo.
    private struct CompletionSwipeRowDemoTask: Identifiable {
        /// Unique across rounds, so a restarted list gets fresh rows.
        let id: Int
        let title: BlocksCore.LocalizedText
        let symbol: String

        static func today(round: Int) -> [CompletionSwipeRowDemoTask] {
            let items: [(BlocksCore.LocalizedText, String)] = [
                (CompletionSwipeRowStrings.demoWater, "drop.fill"),
                (CompletionSwipeRowStrings.demoCall, "phone.fill"),
                (CompletionSwipeRowStrings.demoGroceries, "cart.fill"),
                (CompletionSwipeRowStrings.demoRun, "figure.run"),
                (CompletionSwipeRowStrings.demoRead, "book.fill"),
            ]
            return items.enumerated().map { index, item in
                CompletionSwipeRowDemoTask(id: round * 100 + index, title: item.0, symbol: item.1)
            }
        }
    }

    /// A task's icon and title, padded like a grouped list row.
    private struct CompletionSwipeRowDemoTaskLabel: View {
        let title: Text
        let symbol: String

        var body: some View {
            Label {
                title
            } icon: {
                Image(systemName: symbol)
                    .foregroundStyle(.tint)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 14)
        }
    }

    /// Swipe rows inside a `List`, the supported way: no minimum row height, so a collapsed row
    /// really reaches 0; plain, inset rows without separators; and `onComplete` removes the item
    /// with an animation, so the list closes the gap the row leaves.
    private struct CompletionSwipeRowListPreview: View {
        @State private var items = Array(1...30)
        @Environment(\.locale) private var locale

        var body: some View {
            List {
                ForEach(items, id: \.self) { item in
                    CompletionSwipeRow(cornerRadius: 10) {
                        withAnimation(.smooth(duration: 0.2)) { items.removeAll { $0 == item } }
                    } content: {
                        CompletionSwipeRowStrings.table
                            .text(CompletionSwipeRowStrings.demoNumbered.with(item), locale: locale)
                            .padding(.horizontal, 16)
                            .padding(.vertical, 12)
                    }
                    .listRowInsets(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
                    .listRowSeparator(.hidden)
                    .listRowBackground(Color.clear)
                }
            }
            .listStyle(.plain)
            .environment(\.defaultMinListRowHeight, 0)
        }
    }

    /// The previews' labels: resources that name the row's table, so they read in the user's
    /// language.
    private enum CompletionSwipeRowPreviewText {
        static let archive = LocalizedStringResource(
            "completion-swipe-row.demo.archive", defaultValue: "Archive",
            table: "CompletionSwipeRow")
    }

    #Preview("Today's tasks") {
        CompletionSwipeRowDemo()
    }

    #Preview("Undo window") {
        CompletionSwipeRowDemo(undoWindow: 3)
    }

    #Preview("Right to left") {
        CompletionSwipeRowDemo(undoWindow: 3)
            .environment(\.layoutDirection, .rightToLeft)
    }

    #Preview("Spanish") {
        CompletionSwipeRowDemo(undoWindow: 3)
            .environment(\.locale, Locale(identifier: "es"))
    }

    #Preview("In a List") {
        CompletionSwipeRowListPreview()
    }

    #Preview("Indigo tint, custom action, disabled") {
        VStack(spacing: 12) {
            CompletionSwipeRow(
                tint: .indigo, actionName: CompletionSwipeRowPreviewText.archive, undoWindow: 2
            ) {
            } content: {
                Label("Archive with an indigo tint", systemImage: "archivebox")
                    .padding()
            }
            CompletionSwipeRow {
            } content: {
                Label("Disabled", systemImage: "lock")
                    .padding()
            }
            .disabled(true)
        }
        .padding()
        .background(Color(.systemGroupedBackground))
    }
#endif
