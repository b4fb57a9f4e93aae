// iOS 13.0+: `EnvironmentValues.defaultMinListRowHeight`, which the stand-in lacks.
// Declaration from Apple's documentation: var defaultMinListRowHeight: CGFloat { get set }
extension EnvironmentValues {
  public var defaultMinListRowHeight: CGFloat {
    get { 44 }
    set {}
  }
}
