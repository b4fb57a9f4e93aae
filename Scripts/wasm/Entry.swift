// The WebAssembly module's entry points: for now one function that proves BlocksCore and
// BlocksPreview link and run as Embedded Swift. The live preview's full export surface (create a
// block, send input, advance time, read a frame) comes with the interactive pages.

import BlocksPreview

/// Records built-in scenario `scenario` of block `block` (indices into `PreviewBlock.allCases`
/// and its `scenarios`) with the default settings and returns the size of its animated SVG in
/// bytes, or -1 for indices out of range.
@_expose(wasm, "blocks_preview_svg_size")
@_cdecl("blocks_preview_svg_size")
public func blocksPreviewSVGSize(_ block: Int32, _ scenario: Int32) -> Int32 {
  let blocks = PreviewBlock.allCases
  guard block >= 0, Int(block) < blocks.count else { return -1 }
  let scenarios = blocks[Int(block)].scenarios
  guard scenario >= 0, Int(scenario) < scenarios.count else { return -1 }
  let recording = PreviewRecording(
    block: blocks[Int(block)], scenario: scenarios[Int(scenario)], settings: PreviewSettings())
  return Int32(truncatingIfNeeded: PreviewSVG.animated(recording).utf8.count)
}

/// Embedded Swift prints through `putchar`; the module prints nothing, and taking `putchar` from
/// the C library would pull in its WASI file imports.
@_cdecl("putchar")
public func putchar(_ character: Int32) -> Int32 { character }

/// Seeds the standard library's hashing.
///
/// A fixed seed keeps the module free of the WASI `random_get` import, and a page's strings are
/// not an attacker's input.
@_cdecl("arc4random_buf")
public func fillRandomBytes(_ buffer: UnsafeMutableRawPointer?, _ count: Int) {
  guard let buffer else { return }
  for index in 0..<count {
    buffer.storeBytes(
      of: UInt8(truncatingIfNeeded: index &* 151 &+ 89), toByteOffset: index, as: UInt8.self)
  }
}
