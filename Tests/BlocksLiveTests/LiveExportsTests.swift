import BlocksCore
import BlocksPreview
import Testing

@testable import BlocksLive

/// The C interface, natively: the answers of ``LiveBlock`` through handles and buffers.
@Suite struct LiveExportsTests {
  @Test(arguments: LiveScript.all(settings: [LiveScript.settings[3]]))
  func theCInterfaceAnswersWhatTheBlockAnswers(_ script: LiveScript) {
    // Given the same script played through the Swift interface and through the C interface,
    // then every frame's changes, numbers, counters and announcement are the same.
    let answers = LiveWasmTests.native(script)
    var live = LiveBlock(block: script.block, options: script.options)
    #expect(answers.markup == live.markup)
    var frame = 0
    for operation in script.operations {
      switch operation {
      case .pointer(let phase, let x, let y, let time): live.pointer(phase, x: x, y: y, at: time)
      case .key(let key, let time): live.key(key, at: time)
      case .press(let button, let time): live.press(button, at: time)
      case .frame(let time):
        _ = live.frame(at: time)
        let answer = answers.frames[frame]
        #expect(answer.changes == String(decoding: live.changes, as: UTF8.self))
        #expect(answers.values[frame] == live.values)
        #expect(answer.callbacks == Int32(live.callbackCount))
        #expect(answer.haptics == Int32(live.hapticCount))
        #expect(answer.announcements == Int32(live.announcementCount))
        #expect(answer.announcement == live.latestAnnouncement ?? "")
        frame += 1
      }
    }
    #expect(frame == answers.frames.count)
  }

  @Test func blocksAreCreatedByIndexAndNoneOutOfRange() {
    for index in PreviewBlock.all.indices {
      let handle = blocksLiveCreate(Int32(index), LiveOptions.dark.rawValue)
      #expect(handle != nil)
      #expect(blocksLiveValueCount(handle) > 0)
      #expect(blocksLiveMarkup(handle) > 1000)
      #expect(blocksLiveFrame(handle, 1) == 0, "a block at rest changes nothing")
      #expect(blocksLiveAnnouncement(handle) == 0)
      blocksLiveDestroy(handle)
    }
    #expect(blocksLiveCreate(-1, 0) == nil)
    #expect(blocksLiveCreate(Int32(PreviewBlock.all.count), 0) == nil)
  }

  @Test func noHandleAndUnknownCodesDoNothing() {
    // A page never sends these; the interface still answers without trapping.
    blocksLivePointer(nil, 0, 1, 1, 0)
    blocksLiveKey(nil, 0, 0)
    #expect(blocksLiveFrame(nil, 0) == 0)
    #expect(blocksLiveMarkup(nil) == 0)
    #expect(blocksLiveBuffer(nil) == nil)
    #expect(blocksLiveValues(nil) == nil)
    #expect(blocksLiveCallbacks(nil) == 0)
    blocksLiveDestroy(nil)
    let handle = blocksLiveCreate(0, 0)
    blocksLivePointer(handle, 9, 1, 1, 0.1)
    blocksLiveKey(handle, -3, 0.2)
    #expect(blocksLiveFrame(handle, 0.3) == 0)
    blocksLiveDestroy(handle)
  }

  @Test func theBufferGrowsForALongAnswer() {
    // The pager's markup is longer than the buffer's first size.
    let index = PreviewBlock.all.firstIndex(of: .interactivePagerTransition) ?? 0
    let handle = blocksLiveCreate(Int32(index), LiveOptions.language(.spanish).rawValue)
    defer { blocksLiveDestroy(handle) }
    let length = blocksLiveMarkup(handle)
    let text = blocksLiveBuffer(handle).map {
      String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
    }
    #expect(length > 4096)
    #expect(
      text == LiveBlock(block: .interactivePagerTransition, options: .language(.spanish)).markup)
  }
}
