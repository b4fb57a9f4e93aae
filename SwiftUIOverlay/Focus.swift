// iOS 17.0+: `View.focusEffectDisabled(_:)`, which the stand-in lacks.
// Signature from Apple's documentation: nonisolated func focusEffectDisabled(_ disabled: Bool = true) -> some View
extension View {
  nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
