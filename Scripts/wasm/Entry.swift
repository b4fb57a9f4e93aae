// What every block's WebAssembly module needs besides BlocksCore, BlocksPreview and BlocksLive:
// the C functions Embedded Swift calls that the module must not take from the C library. The
// exports are BlocksLive's (Sources/BlocksLive/LiveExports.swift) but `blocks_live_create`, which
// the entry `Scripts/build-wasm.sh` writes for each block declares with that block.

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
