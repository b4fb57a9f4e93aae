#if canImport(SwiftUI)
  import SwiftUI

  /// The host clock a block view timestamps its events with.
  ///
  /// Seconds since the reference date: the same clock `TimelineView` reports through its
  /// context's date, so a frame drawn at a timeline's instant and an event sent at "now" sit on
  /// one time line.
  public enum BlockClock {
    /// The current host time, in seconds.
    public static func now() -> Double {
      Date.now.timeIntervalSinceReferenceDate
    }
  }
#endif
