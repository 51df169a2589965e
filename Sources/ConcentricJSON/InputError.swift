// The one error type for a problem in what the user gave: every reader of user input (JSON, scene
// files, device files, command-line values) answers with one, so every message names its place
// (how it quotes the input it names: InputErrorText.swift).

/// A problem in user input: where it is and what it is.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The place in the input (`[3].corners.topLeading`, `(root)` for the document itself), or a
    /// file name and line for syntax errors.
    public var path: String
    public var message: String

    /// How the document itself is named in a path: `error: (root): missing field "container"`.
    /// Parenthesised so that it cannot be mistaken for a key.
    public static let rootName = "(root)"

    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    /// "path: message", or the message alone when there is no place.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// The same error under a prefix (a file name, an array index).
    public func prefixed(_ prefix: String) -> InputError {
        guard !prefix.isEmpty else { return self }
        let joined =
            path.isEmpty ? prefix
            : path == Self.rootName ? "\(prefix): \(path)"
            : (path.hasPrefix("[") ? prefix + path : prefix + "." + path)
        return InputError(path: joined, message)
    }
}
