// The one error type for a problem in what the user gave: every reader of user input (JSON, scene
// files, device files, command-line values) answers with one, so every message names its place.

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

    /// The longest piece of input a message quotes, in characters: enough to recognise a value,
    /// short enough that a 50 MB string does not become a 50 MB error line.
    public static let maximumQuotedLength = 80

    /// User text as a message quotes it: in double quotes, control characters escaped as JSON
    /// writes them (`\u001b`), so that input cannot move the cursor or colour the terminal, and cut
    /// after `maximumQuotedLength` characters with an ellipsis.
    public static func quote(_ text: String) -> String {
        var out = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maximumQuotedLength {
                out += "…"
                break
            }
            count += 1
            out += escaped(scalar)
        }
        return out + "\""
    }

    /// A scalar as it may appear in an error line: printable text unchanged, line breaks,
    /// control characters (C0, DEL, C1) and bidirectional controls as `\uXXXX`, quotes escaped.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x22: return "\\\""
        case 0x5C: return "\\\\"
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default: return String(scalar)
        }
    }

    /// A whole message made safe for one terminal line (the last line of defence, for text that
    /// reached a message without `quote`): line breaks become spaces, other control characters
    /// are escaped.
    public static func terminalSafe(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22, 0x5C: out.unicodeScalars.append(scalar)
            case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: out += " "
            default: out += escaped(scalar)
            }
        }
        return out
    }
}
