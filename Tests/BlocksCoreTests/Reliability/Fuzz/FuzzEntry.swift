// The libFuzzer entry point. Only Scripts/fuzz.sh compiles it (with -D BLOCKS_FUZZ and
// -sanitize=fuzzer), together with BlocksCore and the harness; in the test target it is empty.
#if BLOCKS_FUZZ
  /// Checks one fuzzer input and traps on any broken rule, after printing the steps.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    if let failure = FuzzInput.check(bytes) {
      fatalError("blocks-fuzz: a rule broke\n\(failure)")
    }
    return 0
  }
#endif
