// The `concentric` executable: everything lives in ConcentricCLI so that tests can run it in-process.
import ConcentricCLI
import Foundation

// A reader that went away (`concentric devices | head -c 10`) makes writes fail with EPIPE, which
// the dispatcher reports as a write failure (status 3), instead of killing the process silently.
signal(SIGPIPE, SIG_IGN)
exit(Dispatcher.run(arguments: Array(CommandLine.arguments.dropFirst()), io: .standard(environment: ProcessInfo.processInfo.environment)))
