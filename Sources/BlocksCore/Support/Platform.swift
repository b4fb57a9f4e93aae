#if !hasFeature(Embedded)
  import Foundation
#endif

/// The math functions the blocks take from the platform's C library, in one place.
///
/// BlocksCore compiles unchanged for apps, for Linux and as Embedded Swift for WebAssembly, where
/// Foundation does not exist. Only these five functions differ between those builds: on the host
/// they are Foundation's, and in an Embedded build they are the C library's own symbols, declared
/// here and linked from a `libm` (see `Scripts/build-wasm.sh`). Every other file of BlocksCore
/// calls them through this namespace and imports nothing.
nonisolated package enum Platform {
  /// e raised to the power `x`.
  @inline(__always)
  package static func exp(_ x: Double) -> Double {
    #if hasFeature(Embedded)
      platformExp(x)
    #else
      Foundation.exp(x)
    #endif
  }

  /// The natural logarithm of `x`.
  @inline(__always)
  package static func log(_ x: Double) -> Double {
    #if hasFeature(Embedded)
      platformLog(x)
    #else
      Foundation.log(x)
    #endif
  }

  /// The sine of `x` radians.
  @inline(__always)
  package static func sin(_ x: Double) -> Double {
    #if hasFeature(Embedded)
      platformSin(x)
    #else
      Foundation.sin(x)
    #endif
  }

  /// The cosine of `x` radians.
  @inline(__always)
  package static func cos(_ x: Double) -> Double {
    #if hasFeature(Embedded)
      platformCos(x)
    #else
      Foundation.cos(x)
    #endif
  }

  /// `x` raised to the power `y`.
  @inline(__always)
  package static func pow(_ x: Double, _ y: Double) -> Double {
    #if hasFeature(Embedded)
      platformPow(x, y)
    #else
      Foundation.pow(x, y)
    #endif
  }
}

#if hasFeature(Embedded)
  @_extern(c, "exp") private func platformExp(_ x: Double) -> Double
  @_extern(c, "log") private func platformLog(_ x: Double) -> Double
  @_extern(c, "sin") private func platformSin(_ x: Double) -> Double
  @_extern(c, "cos") private func platformCos(_ x: Double) -> Double
  @_extern(c, "pow") private func platformPow(_ x: Double, _ y: Double) -> Double
#endif
