import Testing

@testable import BlocksCatalog
