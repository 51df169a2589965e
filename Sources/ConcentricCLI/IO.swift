// The streams and environment a subcommand works with, passed in so commands run in tests too.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error plus the environment. `IO.standard` is the process's own;
/// tests build one over byte buffers and run commands in-process.
public struct IO {
    /// Reads all of standard input (called only by commands that read it).
    public var readStandardInput: () throws -> [UInt8]
    /// Writes bytes to standard output.
    public var writeStandardOutput: ([UInt8]) -> Void
    /// Writes bytes to standard error.
    public var writeStandardError: ([UInt8]) -> Void
    /// The environment variables (`CONCENTRIC_DEVICES`, `XDG_CONFIG_HOME`, `HOME`).
    public var environment: [String: String]

    public init(
        readStandardInput: @escaping () throws -> [UInt8], writeStandardOutput: @escaping ([UInt8]) -> Void,
        writeStandardError: @escaping ([UInt8]) -> Void, environment: [String: String]
    ) {
        self.readStandardInput = readStandardInput
        self.writeStandardOutput = writeStandardOutput
        self.writeStandardError = writeStandardError
        self.environment = environment
    }

    /// Writes `text` and a newline to standard output.
    public func print(_ text: String) { writeStandardOutput(Array((text + "\n").utf8)) }

    /// Writes `text` and a newline to standard error.
    public func printError(_ text: String) { writeStandardError(Array((text + "\n").utf8)) }

    /// The process's streams (file descriptors 0, 1, 2) and environment.
    public static func standard(environment: [String: String]) -> IO {
        IO(
            readStandardInput: { try FileDescriptorIO.readAll(STDIN_FILENO) },
            writeStandardOutput: { FileDescriptorIO.writeAll($0, to: STDOUT_FILENO) },
            writeStandardError: { FileDescriptorIO.writeAll($0, to: STDERR_FILENO) },
            environment: environment)
    }
}
