// A small JSON reader that says *where* a problem is: every value carries its path
// (`[3].corners.topLeading`), so user-facing errors name the place in the input.
//
// Foundation's JSONSerialization loses positions and mixes booleans with numbers on Linux, so
// the parser is our own: RFC 8259, numbers as Double, duplicate keys rejected.

/// A parsed JSON value.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in document order, for stable output and messages.
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let o): for (k, v) in o { hasher.combine(k); hasher.combine(v) }
        }
    }

    /// What kind of value this is, for messages ("expected a number, found a string").
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A problem in user input: where it is and what it is.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The place in the input (`[3].corners.topLeading`), or a file name and line for syntax errors.
    public var path: String
    public var message: String

    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    /// "path: message", or the message alone at the root.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// The same error under a prefix (a file name, an array index).
    public func prefixed(_ prefix: String) -> InputError {
        guard !prefix.isEmpty else { return self }
        let joined = path.isEmpty ? prefix : (path.hasPrefix("[") ? prefix + path : prefix + "." + path)
        return InputError(path: joined, message)
    }
}

// MARK: - Parsing

extension JSONValue {
    /// Parses UTF-8 JSON text. Syntax errors name the line and column.
    public static func parse(_ text: String) throws(InputError) -> JSONValue {
        var parser = JSONParser(Array(text.utf8))
        return try parser.document()
    }

    /// Parses UTF-8 bytes.
    public static func parse(bytes: [UInt8]) throws(InputError) -> JSONValue {
        var parser = JSONParser(bytes)
        return try parser.document()
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    /// Deeper documents are refused rather than risking the stack.
    static let maximumDepth = 256

    init(_ bytes: [UInt8]) {
        // Skip a UTF-8 byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { self.bytes = Array(bytes.dropFirst(3)) } else { self.bytes = bytes }
    }

    func error(_ message: String) -> InputError {
        var line = 1, column = 1
        for b in bytes[..<min(index, bytes.count)] {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return InputError(path: "line \(line), column \(column)", "not valid JSON: \(message)")
    }

    mutating func document() throws(InputError) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw error("the input is empty") }
        let value = try self.value()
        skipSpace()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value() throws(InputError) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw error("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character '\(String(decoding: [bytes[index]], as: UTF8.self))'")
        }
    }

    mutating func literal(_ word: String) throws(InputError) {
        let w = Array(word.utf8)
        guard bytes.count - index >= w.count, Array(bytes[index..<index + w.count]) == w else {
            throw error("unexpected word (expected \(word))")
        }
        index += w.count
    }

    mutating func enter() throws(InputError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    mutating func object() throws(InputError) -> JSONValue {
        try enter()
        index += 1
        var members: [(String, JSONValue)] = []
        var seen = Set<String>()
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; depth -= 1; return .object([]) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try string()
            guard seen.insert(key).inserted else { throw error("duplicate key \"\(key)\"") }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
            index += 1
            members.append((key, try value()))
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of input in an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw error("expected ',' or '}' in an object")
        }
        depth -= 1
        return .object(members)
    }

    mutating func array() throws(InputError) -> JSONValue {
        try enter()
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; depth -= 1; return .array([]) }
        while true {
            items.append(try value())
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of input in an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error("expected ',' or ']' in an array")
        }
        depth -= 1
        return .array(items)
    }

    mutating func string() throws(InputError) -> String {
        index += 1  // opening quote
        var out: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw error("unterminated string") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6,
                        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw error("invalid escape in a string")
                }
            case 0..<0x20:
                throw error("control character in a string")
            default:
                out.append(b)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    mutating func hex4() throws(InputError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("short \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[index]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            v = v * 16 + d
            index += 1
        }
        return v
    }

    mutating func number() throws(InputError) -> Double {
        let start = index
        func digits() -> Int {
            let s = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - s
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw error("invalid number") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number") }
        }
        guard let v = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw error("invalid number") }
        return v
    }
}
