// The `blocks` command-line tool: a thin layer over BlocksCommandLine.
import BlocksCommandLine
import Foundation

// The arguments' bytes as the system gave them: a path that is not UTF-8 is refused, not altered.
let arguments = (1..<Int(CommandLine.argc)).map { index in
  CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
    .map { $0.map { UInt8(bitPattern: $0) } } ?? []
}
var tool = BlocksCommandLine()
exit(tool.run(rawArguments: arguments).deliver())
