// How an error message names user input: quoted, escaped and cut, so that input can neither
// move the terminal's cursor nor make a message as long as itself.

extension InputError {
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

    /// Input a message names bare (an identifier, a key in a place's path): cut after
    /// `maximumQuotedLength` characters with an ellipsis, as `quote` cuts.
    public static func cut(_ text: String) -> String {
        text.unicodeScalars.count > maximumQuotedLength ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(maximumQuotedLength))) + "…" : text
    }

    /// Names taken from input as a message lists them, comma-separated: at most `limit`, then
    /// "…"; each quoted (`quote`) or, for names already known to be plain identifiers, bare but
    /// cut the same way. However many names the input holds, the line stays short.
    public static func list(_ names: some Sequence<String>, quoted: Bool, limit: Int = 8) -> String {
        var items: [String] = []
        for name in names {
            guard items.count < limit else {
                items.append("…")
                break
            }
            items.append(quoted ? quote(name) : cut(name))
        }
        return items.joined(separator: ", ")
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
