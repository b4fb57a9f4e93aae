@_exported import BlocksCore
