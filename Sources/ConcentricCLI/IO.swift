// The streams and environment a subcommand works with, passed in so commands run in tests too.
import ConcentricIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output could not be written or closed: `error: standard output: REASON`, exit 3.
public struct StandardOutputError: Error, Sendable, Hashable, CustomStringConvertible {
    public var reason: String

    public init(reason: String) { self.reason = reason }

    public var description: String { "standard output: \(reason)" }
}

/// Standard input, output and error plus the environment. `IO.standard` is the process's own;
/// tests build one over byte buffers and run commands in-process.
public struct IO {
    /// Reads all of standard input (called only by commands that read it).
    public var readStandardInput: () throws -> [UInt8]
    /// Writes bytes to standard output; throws `StandardOutputError` when they cannot be written.
    public var writeStandardOutput: ([UInt8]) throws -> Void
    /// Closes standard output once the command is done (where a late error may surface).
    public var closeStandardOutput: () throws -> Void
    /// Writes bytes to standard error (nowhere left to report a failure: ignored).
    public var writeStandardError: ([UInt8]) -> Void
    /// The environment variables (`CONCENTRIC_DEVICES`, `XDG_CONFIG_HOME`, `HOME`).
    public var environment: [String: String]

    public init(
        readStandardInput: @escaping () throws -> [UInt8], writeStandardOutput: @escaping ([UInt8]) throws -> Void,
        closeStandardOutput: @escaping () throws -> Void = {},
        writeStandardError: @escaping ([UInt8]) -> Void, environment: [String: String]
    ) {
        self.readStandardInput = readStandardInput
        self.writeStandardOutput = writeStandardOutput
        self.closeStandardOutput = closeStandardOutput
        self.writeStandardError = writeStandardError
        self.environment = environment
    }

    /// Writes `text` and a newline to standard output.
    public func print(_ text: String) throws { try writeStandardOutput(Array((text + "\n").utf8)) }

    /// Writes `text` and a newline to standard error.
    public func printError(_ text: String) { writeStandardError(Array((text + "\n").utf8)) }

    /// The process's streams (file descriptors 0, 1, 2) and environment. Standard input is read
    /// with the input cap (`FileDescriptorIO.inputLimit`).
    public static func standard(environment: [String: String]) -> IO {
        IO(
            readStandardInput: { try FileDescriptorIO.readAll(STDIN_FILENO) },
            writeStandardOutput: { bytes in
                do throws(SystemError) { try FileDescriptorIO.writeAll(bytes, to: STDOUT_FILENO) } catch {
                    throw StandardOutputError(reason: error.reason)
                }
            },
            closeStandardOutput: {
                // As coreutils do: close reports what a network file system only finds out on
                // write-back. No fsync: that would cost every redirect a disk flush.
                do throws(SystemError) { try FileDescriptorIO.closeChecked(STDOUT_FILENO) } catch {
                    if error.code != EBADF { throw StandardOutputError(reason: error.reason) }
                }
            },
            writeStandardError: { try? FileDescriptorIO.writeAll($0, to: STDERR_FILENO) },
            environment: environment)
    }
}
