// Where a command reads its input: a file named on the command line, or standard input.
import ConcentricCore
import ConcentricIO
import ConcentricJSON

/// A command's input document. Errors found in a file are placed under its name
/// (`in.json: [3].corners.topLeading: …`); errors in standard input keep their bare path.
public enum InputSource: Sendable, Hashable {
    case standardInput
    /// A path as the user typed it.
    case file(String)

    /// The conventional reading of a FILE argument: absent or `-` means standard input.
    public init(argument: String?) {
        if let argument, argument != "-" { self = .file(argument) } else { self = .standardInput }
    }

    /// All the bytes, at most `FileDescriptorIO.inputLimit` of them. A file that cannot be read
    /// gives `FILE: cannot read (reason)`; one over the cap `FILE: too large (…)`.
    public func read(io: IO) throws(InputError) -> [UInt8] {
        switch self {
        case .standardInput:
            do { return try io.readStandardInput() } catch {
                throw Self.error("standard input", error)
            }
        case .file(let path):
            do throws(ReadFailure) { return try FileDescriptorIO.readFile(atPath: path) } catch {
                throw Self.error(path, error)
            }
        }
    }

    static func error(_ name: String, _ error: any Error) -> InputError {
        if let failure = error as? ReadFailure, failure.isTooLarge { return InputError(path: name, "too large (\(failure.reason))") }
        return InputError(path: name, "cannot read (\(error))")
    }

    /// The whole input parsed as one JSON document, errors placed by `locate`.
    public func readJSON(io: IO) throws(InputError) -> JSONNode {
        let bytes = try read(io: io)
        do throws(InputError) { return try JSONNode.parse(bytes: bytes) } catch { throw locate(error) }
    }

    /// An error found in this input, placed under the file's name when it came from a file.
    public func locate(_ error: InputError) -> InputError {
        guard case .file(let path) = self else { return error }
        return InputError(path: error.path.isEmpty ? path : "\(path): \(error.path)", error.message)
    }
}
