// An `IO` over byte buffers, to run `concentric` commands in-process.
import ConcentricCLI

/// Collects what a command writes; `io` reads `stdin` as standard input.
final class CapturedIO {
    private(set) var stdout: [UInt8] = []
    private(set) var stderr: [UInt8] = []
    let stdin: [UInt8]
    let environment: [String: String]

    init(stdin: String = "", environment: [String: String] = ["HOME": "/nonexistent"]) {
        self.stdin = Array(stdin.utf8)
        self.environment = environment
    }

    var io: IO {
        IO(
            readStandardInput: { [stdin] in stdin },
            writeStandardOutput: { self.stdout += $0 },
            writeStandardError: { self.stderr += $0 },
            environment: environment)
    }

    var output: String { String(decoding: stdout, as: UTF8.self) }
    var errorText: String { String(decoding: stderr, as: UTF8.self) }

    /// Runs `concentric arguments` in-process and returns the exit status.
    func run(_ arguments: [String]) -> Int32 { Dispatcher.run(arguments: arguments, io: io) }
}
