// The `blocks` command-line tool: a thin layer over BlocksCatalog.
import BlocksCatalog
import Foundation

var tool = BlocksCommandLine(workingDirectory: FileManager.default.currentDirectoryPath)
let result = tool.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.error.utf8))
exit(result.status.rawValue)
