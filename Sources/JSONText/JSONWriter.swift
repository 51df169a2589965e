// JSON output, for `concentric resolve`, scene files, device lists and the state file.

/// Writes JSON text: compact or pretty, numbers without needless digits, keys in given order.
public enum JSONWriter {
    public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
        var out = ""
        emit(value, pretty: pretty, indent: 0, into: &out)
        return out
    }

    /// A number as JSON writes it: integers without ".0", others with up to 12 significant
    /// digits after rounding away float noise (47.33 rather than 47.329999999999998).
    public static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        // Round away float noise first, so that 4e-13 prints as 0 and 53.99999999997 as 54.
        let rounded = abs(n) < 1e6 ? (n * 1e9).rounded() / 1e9 : n
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = "\(rounded)"
        if text.contains("e") { text = "\(n)" }
        return text
    }

    private static func emit(_ value: JSONValue, pretty: Bool, indent: Int, into out: inout String) {
        let pad = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let closePad = pretty ? String(repeating: "  ", count: indent) : ""
        let newline = pretty ? "\n" : ""
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += format(n)
        case .string(let s): out += quote(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[" + newline
            for (i, item) in items.enumerated() {
                out += pad
                emit(item, pretty: pretty, indent: indent + 1, into: &out)
                out += (i < items.count - 1 ? "," : "") + newline
            }
            out += closePad + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{" + newline
            for (i, (key, item)) in members.enumerated() {
                out += pad + quote(key) + (pretty ? ": " : ":")
                emit(item, pretty: pretty, indent: indent + 1, into: &out)
                out += (i < members.count - 1 ? "," : "") + newline
            }
            out += closePad + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
