// iOS 15.0+: `AccessibilityFocusState` and `View.accessibilityFocused(_:)`, which the stand-in
// lacks. Declarations from Apple's documentation:
//   @propertyWrapper @frozen struct AccessibilityFocusState<Value> where Value : Hashable
//     var wrappedValue: Value { get nonmutating set }
//     var projectedValue: AccessibilityFocusState<Value>.Binding { get }
//     init() where Value == Bool
//     init<T>() where Value == T?, T : Hashable
//   @propertyWrapper @frozen struct Binding
//     var wrappedValue: Value { get nonmutating set }
//     var projectedValue: AccessibilityFocusState<Value>.Binding { get }
//   nonisolated func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
//     -> some View
//   nonisolated func accessibilityFocused<Value>(
//     _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View
//     where Value : Hashable

/// Storage for the stand-in's focus state.
public final class _AccessibilityFocusBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

@propertyWrapper @frozen
public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
  @propertyWrapper @frozen
  public struct Binding {
    @usableFromInline let box: _AccessibilityFocusBox<Value>
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }

  @usableFromInline let box: _AccessibilityFocusBox<Value>
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(box: box) }
  public init() where Value == Bool { box = _AccessibilityFocusBox(false) }
  public init<T>() where Value == T?, T: Hashable { box = _AccessibilityFocusBox(nil) }
}

extension View {
  nonisolated public func accessibilityFocused(
    _ condition: AccessibilityFocusState<Bool>.Binding
  ) -> some View { self }
  nonisolated public func accessibilityFocused<Value>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View where Value: Hashable { self }
}
