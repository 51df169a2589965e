// A small JSON reader that says *where* a problem is: every value carries its path
// (`[3].corners.topLeading`), so user-facing errors name the place in the input.
//
// Foundation's JSONSerialization loses positions and mixes booleans with numbers on Linux, so
// the parser is our own: RFC 8259 strictly (no leading zeros, UTF-8 only, duplicate keys
// rejected), numbers as Double.
//
// Two representations, for two jobs: `JSONValue` (target JSONText, re-exported here) is the tree
// that code builds to write JSON (results, scenes, the state file); `JSONDocument` is what the
// parser produces from input, a flat table of a few bytes per value, so that reading a document
// takes memory in proportion to its size (a tree of enums and arrays costs 24 bytes or more per number plus an allocation per
// array, twenty times a document of short numbers). `JSONNode` reads a document.

@_exported import JSONText

// MARK: - The parsed document

/// A parsed JSON document, stored flat: one entry per value and per object key, in document
/// order, with a one-byte tag and an eight-byte payload each; string bytes in one buffer. A
/// container's payload is the index just past its last entry, so that a reader skips a subtree in
/// one step. Immutable once parsed, and shared by every `JSONNode` that reads it.
public final class JSONDocument: Sendable {
    enum Tag: UInt8 {
        case null, falseValue, trueValue, number, string, key, array, object
    }

    let tags: [Tag]
    /// number: the Double's bits; string and key: offset << 32 | length into `text`; array and
    /// object: the index of the first entry after the container.
    let payloads: [UInt64]
    /// The decoded UTF-8 of every string and key, one after another.
    let text: [UInt8]

    init(tags: [Tag], payloads: [UInt64], text: [UInt8]) {
        self.tags = tags
        self.payloads = payloads
        self.text = text
    }

    /// Parses UTF-8 bytes; syntax errors name the line and column.
    static func parse(_ bytes: [UInt8]) throws(InputError) -> JSONDocument {
        // Through a pointer: no array access (a bounds check and a buffer load) per byte; the
        // parser checks every index against the count itself.
        let parsed = bytes.withUnsafeBufferPointer { buffer -> Result<JSONDocument, InputError> in
            var parser = JSONParser(buffer)
            do throws(InputError) { return .success(try parser.document()) } catch { return .failure(error) }
        }
        return try parsed.get()
    }

    /// A document holding `value` (for code and tests that read a value they built).
    convenience init(_ value: JSONValue) {
        var builder = JSONBuilder()
        builder.append(value)
        self.init(tags: builder.tags, payloads: builder.payloads, text: builder.text)
    }

    /// The index after entry `i` and everything inside it.
    func next(after i: Int) -> Int {
        switch tags[i] {
        case .array, .object: Int(payloads[i])
        default: i + 1
        }
    }

    func textRange(_ i: Int) -> Range<Int> {
        let start = Int(payloads[i] >> 32)
        return start..<(start + Int(payloads[i] & 0xFFFF_FFFF))
    }

    func string(at i: Int) -> String {
        text.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[textRange(i)]), as: UTF8.self) }
    }

    /// Whether the string or key at `i` is `key`, without building a String.
    func textEquals(_ i: Int, _ key: String) -> Bool {
        let start = Int(payloads[i] >> 32), count = Int(payloads[i] & 0xFFFF_FFFF)
        // The lengths first: most keys compared are another field's, and differ there.
        guard key.utf8.count == count else { return false }
        var key = key
        return key.withUTF8 { utf8 in
            text.withUnsafeBufferPointer { text in
                for j in 0..<count where text[start + j] != utf8[j] { return false }
                return true
            }
        }
    }

    func number(at i: Int) -> Double { Double(bitPattern: payloads[i]) }

    /// The path of the value at entry `target` (`[3].corners.topLeading`), the root's being
    /// `root`: object members as `.key` (the first one bare), array elements as `[n]`. Found by
    /// walking down from the root, skipping the subtrees that do not hold it; only messages ask.
    func path(to target: Int, under root: String) -> String {
        var path = root
        var container = 0
        descending: while container != target {
            let end = Int(payloads[container])
            switch tags[container] {
            case .object:
                var key = container + 1
                while key < end {
                    let after = next(after: key + 1)
                    if target < after {
                        // A key is input: cut, so that a 50 MB key does not make a 50 MB place.
                        let name = InputError.cut(string(at: key))
                        path = path.isEmpty ? name : path + "." + name
                        container = key + 1
                        continue descending
                    }
                    key = after
                }
            case .array:
                var element = container + 1
                var ordinal = 0
                while element < end {
                    let after = next(after: element)
                    if target < after {
                        path += "[\(ordinal)]"
                        container = element
                        continue descending
                    }
                    element = after
                    ordinal += 1
                }
            default: break
            }
            // Not inside: not an entry of a value this document holds (no node points there).
            break
        }
        return path
    }

    /// The entry at `i` as a tree (for tests and small values; costs a node per entry).
    func value(at i: Int) -> JSONValue {
        switch tags[i] {
        case .null: return .null
        case .falseValue: return .bool(false)
        case .trueValue: return .bool(true)
        case .number: return .number(number(at: i))
        case .string, .key: return .string(string(at: i))
        case .array:
            var items: [JSONValue] = []
            var j = i + 1
            while j < Int(payloads[i]) {
                items.append(value(at: j))
                j = next(after: j)
            }
            return .array(items)
        case .object:
            var members: [(String, JSONValue)] = []
            var j = i + 1
            while j < Int(payloads[i]) {
                members.append((string(at: j), value(at: j + 1)))
                j = next(after: j + 1)
            }
            return .object(members)
        }
    }
}

/// Writes a `JSONValue` into a document's tables.
private struct JSONBuilder {
    var tags: [JSONDocument.Tag] = []
    var payloads: [UInt64] = []
    var text: [UInt8] = []

    mutating func appendText(_ s: String, tag: JSONDocument.Tag) {
        let start = text.count
        text.append(contentsOf: s.utf8)
        tags.append(tag)
        payloads.append(UInt64(start) << 32 | UInt64(text.count - start))
    }

    mutating func append(_ value: JSONValue) {
        switch value {
        case .null: tags.append(.null); payloads.append(0)
        case .bool(let b): tags.append(b ? .trueValue : .falseValue); payloads.append(0)
        case .number(let n): tags.append(.number); payloads.append(n.bitPattern)
        case .string(let s): appendText(s, tag: .string)
        case .array(let items):
            let at = tags.count
            tags.append(.array); payloads.append(0)
            for item in items { append(item) }
            payloads[at] = UInt64(tags.count)
        case .object(let members):
            let at = tags.count
            tags.append(.object); payloads.append(0)
            for (key, item) in members {
                appendText(key, tag: .key)
                append(item)
            }
            payloads[at] = UInt64(tags.count)
        }
    }
}

// MARK: - Parsing

extension JSONValue {
    /// Parses UTF-8 JSON text into a tree. Syntax errors name the line and column.
    public static func parse(_ text: String) throws(InputError) -> JSONValue {
        try JSONNode.parse(bytes: Array(text.utf8)).value
    }

    /// Parses UTF-8 bytes into a tree.
    public static func parse(bytes: [UInt8]) throws(InputError) -> JSONValue {
        try JSONNode.parse(bytes: bytes).value
    }
}

private struct JSONParser {
    /// The input, valid for the parser's life (`JSONDocument.parse`).
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    var tags: [JSONDocument.Tag] = []
    var payloads: [UInt64] = []
    var text: [UInt8] = []
    /// The keys of the objects being read, innermost last, as ranges of `text`: one stack for
    /// the duplicate check instead of an array per object.
    var openKeys: [Range<Int>] = []
    /// Deeper documents are refused rather than risking the stack.
    static let maximumDepth = 256
    /// Offsets and lengths into the text buffer are 32-bit.
    static let maximumSize = Int(UInt32.max)

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // Skip a UTF-8 byte order mark (by index: copying a large input would double its cost).
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        // Every entry takes at least two bytes of input (a value and a comma or bracket), bar the
        // last: reserving that once means the tables never grow by copying. Untouched reserved
        // pages cost no memory; the reservation is capped (at 2^27 entries, 1.2 GB of address
        // space) so that a huge input cannot ask for more than a machine would grant, and past
        // that the tables grow as usual.
        let bound = min(bytes.count / 2 + 1, 1 << 27)
        tags.reserveCapacity(bound)
        payloads.reserveCapacity(bound)
    }

    func error(_ message: String) -> InputError {
        var line = 1, column = 1
        for b in bytes[..<min(index, bytes.count)] {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return InputError(path: "line \(line), column \(column)", "not valid JSON: \(message)")
    }

    mutating func document() throws(InputError) -> JSONDocument {
        guard bytes.count <= Self.maximumSize else {
            throw InputError(path: InputError.rootName, "the input is over \(Self.maximumSize) bytes")
        }
        skipSpace()
        guard index < bytes.count else { throw error("the input is empty") }
        try value()
        skipSpace()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        return JSONDocument(tags: tags, payloads: payloads, text: text)
    }

    mutating func skipSpace() {
        var i = index
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: index = i; return
            }
        }
        index = i
    }

    mutating func value() throws(InputError) {
        skipSpace()
        guard index < bytes.count else { throw error("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try object()
        case UInt8(ascii: "["): try array()
        case UInt8(ascii: "\""): try string(tag: .string)
        case UInt8(ascii: "t"): try literal("true"); emit(.trueValue, 0)
        case UInt8(ascii: "f"): try literal("false"); emit(.falseValue, 0)
        case UInt8(ascii: "n"): try literal("null"); emit(.null, 0)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): emit(.number, try number().bitPattern)
        default: throw error("unexpected \(describe(bytes[index]))")
        }
    }

    /// A byte for a message: a printable ASCII character quoted, another ASCII character by its
    /// code point, and a byte of a multi-byte sequence (or of no encoding) in hex.
    func describe(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        switch byte {
        case 0x21...0x7E: return "character '\(String(UnicodeScalar(byte)))'"
        case 0..<0x80: return "character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)"
        default: return "byte 0x\(hex) (JSON text outside strings is ASCII)"
        }
    }

    mutating func emit(_ tag: JSONDocument.Tag, _ payload: UInt64) {
        tags.append(tag)
        payloads.append(payload)
    }

    mutating func literal(_ word: StaticString) throws(InputError) {
        let count = word.utf8CodeUnitCount
        let matches = bytes.count - index >= count && word.withUTF8Buffer { w in bytes[index..<index + count].elementsEqual(w) }
        guard matches else { throw error("unexpected word (expected \(word))") }
        index += count
    }

    mutating func enter() throws(InputError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    mutating func object() throws(InputError) {
        try enter()
        let at = tags.count
        emit(.object, 0)
        index += 1
        // The keys so far, `openKeys[firstKey...]`, to refuse duplicates (the stack is cut back
        // to here when the object ends).
        let firstKey = openKeys.count
        defer { openKeys.removeSubrange(firstKey...) }
        // Copies, not slices of `text`: a slice would share its buffer and make every later
        // append copy the whole of it.
        var keySet: Set<[UInt8]> = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
                let keyStart = index
                try string(tag: .key)
                let key = Int(payloads[payloads.count - 1] >> 32)..<text.count
                // Small objects compare keys directly; large ones hash, so that an object of many
                // members is not quadratic.
                let duplicate: Bool
                let count = openKeys.count - firstKey
                if count < 16 {
                    duplicate = openKeys[firstKey...].contains { text[$0].elementsEqual(text[key]) }
                    openKeys.append(key)
                    if count == 15 { keySet = Set(openKeys[firstKey...].map { Array(text[$0]) }) }
                } else {
                    duplicate = !keySet.insert(Array(text[key])).inserted
                }
                if duplicate {
                    index = keyStart
                    throw error("duplicate key \(InputError.quote(String(decoding: text[key], as: UTF8.self)))")
                }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                index += 1
                try value()
                skipSpace()
                guard index < bytes.count else { throw error("unexpected end of input in an object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                throw error("expected ',' or '}' in an object")
            }
        }
        payloads[at] = UInt64(tags.count)
        depth -= 1
    }

    mutating func array() throws(InputError) {
        try enter()
        let at = tags.count
        emit(.array, 0)
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
        } else {
            while true {
                try value()
                skipSpace()
                guard index < bytes.count else { throw error("unexpected end of input in an array") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                throw error("expected ',' or ']' in an array")
            }
        }
        payloads[at] = UInt64(tags.count)
        depth -= 1
    }

    /// A string or key into `text`, escapes decoded and UTF-8 checked (RFC 8259 §8.1: text that
    /// is not UTF-8 is refused, not repaired).
    mutating func string(tag: JSONDocument.Tag) throws(InputError) {
        index += 1  // opening quote
        let start = text.count
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                emit(tag, UInt64(start) << 32 | UInt64(text.count - start))
                return
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw error("unterminated string") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): text.append(0x22)
                case UInt8(ascii: "\\"): text.append(0x5C)
                case UInt8(ascii: "/"): text.append(0x2F)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
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
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape (a lone surrogate)") }
                    text.append(contentsOf: String(scalar).utf8)
                default:
                    index -= 2
                    throw error("invalid escape in a string")
                }
            case 0..<0x20:
                throw error("control character in a string (write it as \\u\(String(repeating: "0", count: b < 0x10 ? 3 : 2))\(String(b, radix: 16)))")
            case 0x20..<0x80:
                // Plain ASCII up to the next quote, backslash or other byte, copied in one go.
                var end = index + 1
                while end < bytes.count, case let c = bytes[end], c >= 0x20, c < 0x80, c != 0x22, c != 0x5C { end += 1 }
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
            default:
                let length = utf8SequenceLength()
                guard length > 0 else { throw error("invalid UTF-8 in a string") }
                text.append(contentsOf: bytes[index..<index + length])
                index += length
            }
        }
        throw error("unterminated string")
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode table 3-7: no overlong
    /// forms, no surrogates, nothing above U+10FFFF), or 0.
    func utf8SequenceLength() -> Int {
        let b0 = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch b0 {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
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

    /// Exact powers of ten as Doubles (10^22 is the largest).
    static let powersOfTen: [Double] = (0...22).map { (e: Int) -> Double in
        var p = 1.0
        for _ in 0..<e { p *= 10 }
        return p
    }

    /// A number, RFC 8259 §6: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// Most numbers (up to 15 significant digits, a decimal exponent within ±22) are converted
    /// exactly here without building a String: both the digits and the power of ten are exact
    /// Doubles, so one multiplication or division rounds correctly (Clinger's fast path). Others
    /// go through the standard library's correctly rounded conversion.
    mutating func number() throws(InputError) -> Double {
        let start = index
        let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        let integerStart = index
        while index < bytes.count, (zero...nine).contains(bytes[index]) {
            if mantissa != 0 || bytes[index] != zero { significant += 1 }
            if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[index] - zero) } else { exponent += 1 }
            index += 1
        }
        let integerDigits = index - integerStart
        guard integerDigits > 0 else { throw error("invalid number (a digit must follow '-')") }
        if integerDigits > 1, bytes[integerStart] == zero {
            index = integerStart
            throw error("invalid number (leading zeros are not allowed)")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, (zero...nine).contains(bytes[index]) {
                if mantissa != 0 || bytes[index] != zero { significant += 1 }
                if significant <= 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[index] - zero)
                    exponent -= 1
                }
                index += 1
            }
            guard index > fractionStart else { throw error("invalid number (a digit must follow '.')") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            var written = 0
            while index < bytes.count, (zero...nine).contains(bytes[index]) {
                // Saturate: anything this far out is 0 or infinite whatever the digits say.
                if written < 100_000 { written = written * 10 + Int(bytes[index] - zero) }
                index += 1
            }
            guard index > exponentStart else { throw error("invalid number (a digit must follow the exponent)") }
            exponent += exponentNegative ? -written : written
        }
        if significant <= 15, mantissa < 1 << 53, abs(exponent) <= 22 {
            var value = Double(mantissa)
            value = exponent < 0 ? value / Self.powersOfTen[-exponent] : value * Self.powersOfTen[exponent]
            return negative ? -value : value
        }
        // The slow path: rare (long or far-out numbers), and its String is freed at once.
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw error("invalid number") }
        return value
    }
}
