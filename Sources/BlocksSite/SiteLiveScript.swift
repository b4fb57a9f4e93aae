/// The glue between a block page and the WebAssembly module of the live blocks, served as
/// `assets/live.js`.
///
/// It is generic and knows no block's rules: it loads the module, asks it for the block's
/// drawing (the same renderer as the previews), forwards Pointer Events (with pointer capture)
/// and keys in the drawing's coordinates and the page's clock, and on every animation frame
/// advances the block by the real time elapsed and sets the attributes the module says changed.
/// It shows the callback and haptic counts the module keeps, a haptic as a brief pulse, and the
/// block's announcements in a live region. Which block, which option bits and which words are
/// the page's, written by ``SiteLive`` at build time.
///
/// It measures itself: the milliseconds of every event and of every frame's simulation and
/// drawing go into `liveStats` on the section, which the browser test reads for BENCHMARKS.md.
enum SiteLiveScript {
  /// The script.
  static let source = SiteAssets.text(named: "live.js")
}
