// Declarations the SwiftUI stand-in lacks, with their iOS 18 signatures.
