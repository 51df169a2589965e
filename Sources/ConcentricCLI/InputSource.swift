// Where a command reads its input: a file named on the command line, or standard input.
import ConcentricCore
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

    /// All the bytes. A file that cannot be read gives `FILE: cannot read (reason)`.
    public func read(io: IO) throws(InputError) -> [UInt8] {
        switch self {
        case .standardInput:
            do { return try io.readStandardInput() } catch {
                throw InputError(path: "standard input", "cannot read (\(error))")
            }
        case .file(let path):
            do throws(FileDescriptorIO.Failure) { return try FileDescriptorIO.readFile(atPath: path) } catch {
                throw InputError(path: path, "cannot read (\(error.reason))")
            }
        }
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
