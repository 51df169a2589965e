// The `concentric` executable: everything lives in ConcentricCLI so that tests can run it in-process.
import ConcentricCLI
import Foundation

exit(Dispatcher.run(arguments: Array(CommandLine.arguments.dropFirst()), io: .standard(environment: ProcessInfo.processInfo.environment)))
