#if canImport(SwiftUI)
  import BlocksCore
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
    private let actionName: String
    private let undoWindow: Double?
    private let onComplete: () -> Void
    private let content: Content

    @State private var machine: CompletionSwipeRowMachine
    @State private var tasks = BlockTasks()
    @State private var haptics = HapticPulse()
    @GestureState private var isDragging = false

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.locale) private var locale
    @Environment(\.self) private var environmentValues

    /// Creates a swipe-to-complete row.
    ///
    /// `undoWindow` sits after `actionName`, with the other options, so both closures stay last and read as trailing closures.
    ///
    /// - Parameters:
    ///   - tint: The fill revealed behind the row, with the checkmark on it.
    ///   - rowBackground: The row's own background.
    ///   - cornerRadius: The radius of the row's continuous rounded rectangle.
    ///   - actionName: The name of the accessibility action that completes the row. The default,
    ///     "Complete", is shown in the user's language.
    ///   - undoWindow: Seconds a completed row stays on screen with an Undo button before it
    ///     collapses; `nil` (the default) completes without one.
    ///   - onComplete: Runs once, after the row has collapsed. Remove the row here.
    ///   - content: The row's content, full width and leading aligned; give it its own padding.
    public init(
      tint: Color = .green,
      rowBackground: Color = Color(.secondarySystemGroupedBackground),
      cornerRadius: CGFloat = 16,
      actionName: String = "Complete",
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
      _machine = State(initialValue: CompletionSwipeRowMachine(undoWindow: undoWindow))
    }

    /// The row, its tint and checkmark, and its gesture.
    public var body: some View {
      let layout = CompletionSwipeRowLayout(
        machine: machine, tint: RGBColor(tint.resolve(in: environmentValues)))
      let shape = RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
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
        // Behind the row's resting place, sized by the row, so it never sizes the row itself.
        .background { revealed(layout) }
        .frame(height: layout.rowHeight.map { CGFloat($0) }, alignment: .top)
        .clipShape(shape)
        .opacity(layout.opacity)
        .contentShape(shape)
        .simultaneousGesture(dragGesture, isEnabled: layout.acceptsDrag)
        .modifier(
          CompletionSwipeRowAccessibilityModifier(
            description: CompletionSwipeRowAccessibility(machine: machine),
            actionTitle: actionTitle, undoTitle: string(CompletionSwipeRowStrings.undo),
            hint: string(CompletionSwipeRowStrings.hint),
            value: string(CompletionSwipeRowStrings.completed),
            complete: { send(.completeAction) }, undo: { send(.undo) })
        )
        .playsHaptics(haptics)
        .onAppear { send(.environmentChanged(blockEnvironment)) }
        .onChange(of: reduceMotion) { send(.environmentChanged(blockEnvironment)) }
        .onChange(of: isEnabled) { send(.environmentChanged(blockEnvironment)) }
        .onChange(of: layoutDirection) { send(.environmentChanged(blockEnvironment)) }
        .onChange(of: undoWindow) { send(.undoWindowChanged(undoWindow)) }
        .onChange(of: isDragging) { _, dragging in
          // The gesture state resets after `onEnded` and also when the system cancels the drag
          // (a scroll view taking over), which never calls `onEnded`.
          if !dragging { send(.dragCancelled) }
        }
        .onDisappear {
          send(.disappeared)
          tasks.cancelAll()
        }
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
          .animation(layout.checkmarkMotion.swiftUIAnimation, value: layout.isCheckmarkArmed)
          .padding(.leading, CGFloat(layout.checkmarkLeadingInset))
          .accessibilityHidden(true)
        if layout.showsUndoButton {
          Button {
            send(.undo)
          } label: {
            Label(string(CompletionSwipeRowStrings.undo), systemImage: "arrow.uturn.backward")
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
      .opacity(layout.tintOpacity)
    }

    private var dragGesture: some Gesture {
      // Screen points (the global space is never mirrored); the machine turns them forward.
      DragGesture(
        minimumDistance: CGFloat(CompletionSwipeRowMetrics.activationDistance),
        coordinateSpace: .global
      )
      .updating($isDragging) { _, dragging, _ in dragging = true }
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

    private var blockEnvironment: BlockEnvironment {
      BlockEnvironment(
        reduceMotion: reduceMotion, isEnabled: isEnabled, layoutDirection: layoutDirection)
    }

    /// The action's name: the caller's, or the default in the user's language.
    private var actionTitle: String {
      actionName == CompletionSwipeRowStrings.defaultActionName
        ? string(CompletionSwipeRowStrings.complete) : actionName
    }

    private func string(_ text: LocalizedText) -> String {
      CompletionSwipeRowStrings.table.string(for: text, locale: locale)
    }

    /// Sends one event to the machine and runs its effects.
    private func send(_ event: CompletionSwipeRowMachine.Event) {
      var next = machine
      let effects = next.send(event)
      withAnimation(effects.animation?.swiftUIAnimation) { machine = next }
      if let haptic = effects.haptic { haptics.play(haptic) }
      tasks.apply(effects.timer) { send(.timerFired($0)) }
      if let announcement = effects.announcement { announce(string(announcement)) }
      if effects.callback == .perform { onComplete() }
    }
  }

  /// The row's accessibility: one combined element with its named actions.
  private struct CompletionSwipeRowAccessibilityModifier: ViewModifier {
    let description: CompletionSwipeRowAccessibility
    let actionTitle: String
    let undoTitle: String
    let hint: String
    let value: String
    let complete: () -> Void
    let undo: () -> Void

    func body(content: Content) -> some View {
      content
        .accessibilityElement(children: description.combinesChildren ? .combine : .contain)
        .accessibilityValue(description.value == nil ? Text(verbatim: "") : Text(verbatim: value))
        .accessibilityHint(description.hint == nil ? Text(verbatim: "") : Text(verbatim: hint))
        .accessibilityActions {
          if description.offersCompleteAction {
            Button(actionTitle, action: complete)
          }
          if description.offersUndoAction {
            Button(undoTitle, action: undo)
          }
        }
    }
  }
#endif
