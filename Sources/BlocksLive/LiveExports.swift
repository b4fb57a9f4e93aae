import BlocksPreview

// The C interface of live blocks: what the WebAssembly module exports to a page's script, and
// what the host's tests call to get the same answers natively.
//
// A block is a handle (an opaque pointer; 0 for none). Numbers go in as arguments; answers that
// are not one number are bytes in the handle's buffer, whose address `blocks_live_buffer` gives
// and whose length the call that filled it returns, valid until the next call on the handle.
// Times are seconds from the block's creation; positions are the drawing's points (its
// `viewBox` units). Pointer phases: 0 down, 1 move, 2 up, 3 cancel (``LivePointerPhase``).
// Keys: 0 Space or Return, 1 left arrow, 2 right arrow, 3 ⌘Z, 4 Escape (``LiveKey``). Buttons:
// the drawing's `data-press` numbers (``PreviewSession/buttonRoles``).

/// A live block behind the C interface, with the memory a page reads its answers from.
final class LiveHandle {
  /// The block.
  var block: LiveBlock
  /// Answers that are bytes: changes, markup, an announcement.
  private(set) var buffer: UnsafeMutableBufferPointer<UInt8>
  /// The latest frame's layout numbers.
  let values: UnsafeMutableBufferPointer<Double>

  /// A handle for `block`.
  init(_ block: LiveBlock) {
    self.block = block
    buffer = .allocate(capacity: 4096)
    values = .allocate(capacity: max(block.values.count, 1))
    copyValues()
  }

  deinit {
    buffer.deallocate()
    values.deallocate()
  }

  /// Copies `bytes` into the buffer, growing it when needed, and returns their count.
  func publish<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int32 {
    if bytes.count > buffer.count {
      buffer.deallocate()
      buffer = .allocate(capacity: max(bytes.count, buffer.count * 2))
    }
    _ = buffer.initialize(fromContentsOf: bytes)
    return Int32(truncatingIfNeeded: bytes.count)
  }

  /// Copies the latest frame's layout numbers where ``values`` points.
  func copyValues() {
    for (index, value) in block.values.enumerated() where index < values.count {
      values[index] = value
    }
  }

  /// The handle behind an opaque pointer from `blocks_live_create`.
  static func from(_ pointer: UnsafeMutableRawPointer?) -> LiveHandle? {
    pointer.map { Unmanaged<LiveHandle>.fromOpaque($0).takeUnretainedValue() }
  }
}

/// Creates block `block` of `blocks` at rest at time 0 with the options `options`
/// (``LiveOptions``' bits); 0 for an index out of range, or when the memory cannot hold another
/// block (``LiveMemory/creationReserve``).
///
/// `blocks_live_create` calls it: here with every registered block, and in each block's
/// WebAssembly module with that one block (the entry `Scripts/build-wasm.sh` writes), so a page
/// loads only its own block's code.
public func liveCreate(_ block: Int32, _ options: Int32, in blocks: [PreviewBlock])
  -> UnsafeMutableRawPointer?
{
  guard block >= 0, Int(block) < blocks.count, LiveMemory.canAllocate(LiveMemory.creationReserve)
  else { return nil }
  let live = LiveBlock(block: blocks[Int(block)], options: LiveOptions(rawValue: options))
  return Unmanaged.passRetained(LiveHandle(live)).toOpaque()
}

#if !hasFeature(Embedded)
  /// Creates block `block` (an index into ``PreviewBlock/all``) with the options `options`, as
  /// ``liveCreate(_:_:in:)`` does; a WebAssembly module declares its own, with its one block.
  @_cdecl("blocks_live_create")
  public func blocksLiveCreate(_ block: Int32, _ options: Int32) -> UnsafeMutableRawPointer? {
    liveCreate(block, options, in: PreviewBlock.all)
  }
#endif

/// Frees a block from `blocks_live_create`; the handle must not be used again.
@_expose(wasm, "blocks_live_destroy")
@_cdecl("blocks_live_destroy")
public func blocksLiveDestroy(_ handle: UnsafeMutableRawPointer?) {
  guard let handle else { return }
  Unmanaged<LiveHandle>.fromOpaque(handle).release()
}

/// Sends a pointer event: `phase` 0 down, 1 move, 2 up, 3 cancel, at (`x`, `y`) in the
/// drawing's points, at `time`; see ``LiveBlock/pointer(_:x:y:at:)``.
@_expose(wasm, "blocks_live_pointer")
@_cdecl("blocks_live_pointer")
public func blocksLivePointer(
  _ handle: UnsafeMutableRawPointer?, _ phase: Int32, _ x: Double, _ y: Double, _ time: Double
) {
  guard let live = LiveHandle.from(handle), let phase = LivePointerPhase(rawValue: phase) else {
    return
  }
  live.block.pointer(phase, x: x, y: y, at: time)
}

/// Sends a key: 0 Space or Return, 1 left arrow, 2 right arrow, 3 ⌘Z, 4 Escape, at `time`.
@_expose(wasm, "blocks_live_key")
@_cdecl("blocks_live_key")
public func blocksLiveKey(_ handle: UnsafeMutableRawPointer?, _ key: Int32, _ time: Double) {
  guard let live = LiveHandle.from(handle), let key = LiveKey(rawValue: key) else { return }
  live.block.key(key, at: time)
}

/// Taps button `button` of the drawing (its `data-press` number) at `time`; see
/// ``LiveBlock/press(_:at:)``.
@_expose(wasm, "blocks_live_press")
@_cdecl("blocks_live_press")
public func blocksLivePress(_ handle: UnsafeMutableRawPointer?, _ button: Int32, _ time: Double) {
  guard let live = LiveHandle.from(handle) else { return }
  live.block.press(Int(button), at: time)
}

/// Draws the frame at `time`: its changes go into the buffer (``LiveBlock/changes``) and its
/// layout numbers where `blocks_live_values` points.
///
/// - Returns: The length of the changes in bytes (0 when nothing changed), or -1 when the drawing
///   must be replaced by `blocks_live_markup`.
@_expose(wasm, "blocks_live_frame")
@_cdecl("blocks_live_frame")
public func blocksLiveFrame(_ handle: UnsafeMutableRawPointer?, _ time: Double) -> Int32 {
  guard let live = LiveHandle.from(handle) else { return 0 }
  let count = live.block.frame(at: time)
  live.copyValues()
  return count < 0 ? -1 : live.publish(live.block.changes)
}

/// Writes the latest frame as an SVG element into the buffer (``LiveBlock/markup``) and returns
/// its length in bytes.
@_expose(wasm, "blocks_live_markup")
@_cdecl("blocks_live_markup")
public func blocksLiveMarkup(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let live = LiveHandle.from(handle) else { return 0 }
  return live.publish(live.block.markup.utf8)
}

/// The address of the handle's buffer.
@_expose(wasm, "blocks_live_buffer")
@_cdecl("blocks_live_buffer")
public func blocksLiveBuffer(_ handle: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  LiveHandle.from(handle).flatMap { UnsafeMutableRawPointer($0.buffer.baseAddress) }
}

/// The address of the latest frame's layout numbers (64-bit floats).
@_expose(wasm, "blocks_live_values")
@_cdecl("blocks_live_values")
public func blocksLiveValues(_ handle: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  LiveHandle.from(handle).flatMap { UnsafeMutableRawPointer($0.values.baseAddress) }
}

/// How many layout numbers a frame of the block has.
@_expose(wasm, "blocks_live_value_count")
@_cdecl("blocks_live_value_count")
public func blocksLiveValueCount(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  Int32(truncatingIfNeeded: LiveHandle.from(handle)?.block.values.count ?? 0)
}

/// How many times the block's callback ran (``LiveBlock/callbackCount``).
@_expose(wasm, "blocks_live_callbacks")
@_cdecl("blocks_live_callbacks")
public func blocksLiveCallbacks(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  Int32(truncatingIfNeeded: LiveHandle.from(handle)?.block.callbackCount ?? 0)
}

/// How many haptics played (``LiveBlock/hapticCount``).
@_expose(wasm, "blocks_live_haptics")
@_cdecl("blocks_live_haptics")
public func blocksLiveHaptics(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  Int32(truncatingIfNeeded: LiveHandle.from(handle)?.block.hapticCount ?? 0)
}

/// How many announcements the block made (``LiveBlock/announcementCount``).
@_expose(wasm, "blocks_live_announcements")
@_cdecl("blocks_live_announcements")
public func blocksLiveAnnouncements(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  Int32(truncatingIfNeeded: LiveHandle.from(handle)?.block.announcementCount ?? 0)
}

/// Writes the latest announcement's text (UTF-8) into the buffer and returns its length in
/// bytes, 0 when there is none.
@_expose(wasm, "blocks_live_announcement")
@_cdecl("blocks_live_announcement")
public func blocksLiveAnnouncement(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let live = LiveHandle.from(handle), let text = live.block.latestAnnouncement else {
    return 0
  }
  return live.publish(text.utf8)
}

/// The module's memory, as far as creating a block needs to know it.
enum LiveMemory {
  /// The bytes that must be free before a block is created: several times what creating and
  /// drawing the largest block allocates, so a page that creates blocks until the memory is
  /// full gets 0 back instead of a trap halfway through one.
  static let creationReserve = 1 << 20

  /// Whether `bytes` more can be allocated; always on a host, whose allocator has no fixed end.
  static func canAllocate(_ bytes: Int) -> Bool {
    #if hasFeature(Embedded)
      blocksHeapReserve(bytes) != 0
    #else
      true
    #endif
  }
}

#if hasFeature(Embedded)
  /// `Scripts/wasm/Heap.c`: grows the memory so `bytes` more fit, or answers 0.
  @_extern(c, "blocks_heap_reserve") private func blocksHeapReserve(_ bytes: Int) -> Int32
#endif
