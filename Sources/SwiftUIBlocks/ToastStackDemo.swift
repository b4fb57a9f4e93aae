#if canImport(SwiftUI)
    import BlocksCore
    import BlocksRuntime
    import SwiftUI

    /// Trip notes that save, delete and sync, telling how it went with a `toastStack(_:)`.
    ///
    /// Shows the stack the way apps use it: Save shows a "Saving…" toast that becomes "Saved" in
    /// place, Delete offers Undo in its toast, and Sync fails with an error that explains itself.
    /// Press them quickly and the toasts stack; touch the stack to fan it out.
    public struct ToastStackDemo: View {
        @State private var toasts: [ToastStackItem] = []
        @State private var notes = ToastStackDemo.allNotes
        @Environment(\.locale) private var locale

        /// Creates the demo.
        public init() {}

        /// The demo screen.
        public var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                text(ToastStackStrings.Demo.heading)
                    .font(.title2.bold())
                VStack(spacing: 0) {
                    ForEach(notes, id: \.self) { note in
                        HStack {
                            Image(systemName: "doc.text")
                                .foregroundStyle(.tint)
                                .accessibilityHidden(true)
                            text(note)
                            Spacer()
                        }
                        .padding(.vertical, 12)
                        Divider()
                    }
                }
                HStack(spacing: 12) {
                    Button {
                        save()
                    } label: {
                        text(ToastStackStrings.Demo.save)
                    }
                    Button(role: .destructive) {
                        delete()
                    } label: {
                        text(ToastStackStrings.Demo.delete)
                    }
                    .disabled(notes.isEmpty)
                    Button {
                        sync()
                    } label: {
                        text(ToastStackStrings.Demo.sync)
                    }
                }
                .buttonStyle(.bordered)
                Spacer(minLength: 0)
            }
            .padding(24)
            .frame(maxWidth: .infinity, minHeight: 420, alignment: .topLeading)
            .toastStack($toasts)
        }

        /// Saves: a loading toast that becomes "Saved" in place when the work is done.
        private func save() {
            toasts.append(
                ToastStackItem(
                    id: "save", title: resource(ToastStackStrings.Demo.saving), style: .loading))
            Task {
                try? await Task.sleep(for: .seconds(1.5))
                toasts.append(
                    ToastStackItem(
                        id: "save", title: resource(ToastStackStrings.Demo.saved),
                        message: resource(ToastStackStrings.Demo.savedMessage), style: .success))
            }
        }

        /// Deletes the last note, with Undo in its toast.
        private func delete() {
            guard let note = notes.popLast() else { return }
            let restore = ToastStackItem.Action(resource(ToastStackStrings.Demo.undo)) {
                notes.append(note)
                toasts.append(
                    ToastStackItem(id: "restored", title: resource(ToastStackStrings.Demo.restored))
                )
            }
            toasts.append(
                ToastStackItem(
                    id: "deleted-\(note)", title: resource(ToastStackStrings.Demo.deleted),
                    duration: 6,
                    action: restore))
        }

        /// Syncs, and fails: an error toast that explains itself.
        private func sync() {
            toasts.append(
                ToastStackItem(
                    id: "sync", title: resource(ToastStackStrings.Demo.offline),
                    message: resource(ToastStackStrings.Demo.offlineMessage), style: .error))
        }

        private func text(_ key: String) -> Text {
            ToastStackStrings.table.text(BlocksCore.LocalizedText(key), locale: locale)
        }

        /// A resource naming the stack's table, so the toast reads in the user's language.
        private func resource(_ key: String) -> LocalizedStringResource {
            LocalizedStringResource(
                String.LocalizationValue(key), table: ToastStackStrings.table.name)
        }

        /// The notes the demo starts with.
        static let allNotes = ToastStackStrings.Demo.notes
    }

    #Preview("Trip notes") {
        ToastStackDemo()
    }

    #Preview("Right to left") {
        ToastStackDemo()
            .environment(\.layoutDirection, .rightToLeft)
    }

    #Preview("Spanish") {
        ToastStackDemo()
            .environment(\.locale, Locale(identifier: "es"))
    }

    #Preview("Three at once") {
        @Previewable @State var toasts: [ToastStackItem] = [
            ToastStackItem(id: "1", title: "Photo uploaded", style: .success),
            ToastStackItem(
                id: "2", title: "Low storage", message: "Free up space to keep uploading.",
                style: .warning),
            ToastStackItem(id: "3", title: "Uploading 12 photos", style: .loading),
        ]
        Color.clear
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .toastStack($toasts)
    }

    #Preview("Long message") {
        @Previewable @State var toasts: [ToastStackItem] = [
            ToastStackItem(
                id: "long", title: "Backup paused",
                message: """
                    Your backup will continue when your device is connected to power and Wi-Fi. Photos \
                    taken since then are kept on this device until the next backup finishes. You can \
                    change this in Settings.
                    """,
                style: .info, duration: .infinity)
        ]
        Color.clear
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .toastStack($toasts)
    }

    #Preview("Disabled") {
        @Previewable @State var toasts: [ToastStackItem] = [
            ToastStackItem(id: "1", title: "Read only", duration: .infinity)
        ]
        Color.clear
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .toastStack($toasts)
            .disabled(true)
    }
#endif
