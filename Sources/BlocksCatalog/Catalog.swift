import BlocksCore
