// Typed, path-aware access to parsed JSON.

import ConcentricCore

/// A value in a parsed document (`JSONDocument`) together with where it sits in it. Cheap to
/// copy: the document is shared, and children are made only as they are read.
public struct JSONNode: Sendable {
    let document: JSONDocument
    let index: Int
    /// The path of the document's root: empty for parsed input, or the place a value built in
    /// code stands for.
    let rootPath: String

    init(document: JSONDocument, index: Int, rootPath: String) {
        self.document = document
        self.index = index
        self.rootPath = rootPath
    }

    /// `[3].corners.topLeading`; empty at the root (messages name it `InputError.rootName`).
    /// Worked out from the document when asked (for a message), not kept: a reader makes
    /// several nodes per value, and building each one's path string was a tenth of reading a
    /// large scene (more once the paths grow deep).
    public var path: String { document.path(to: index, under: rootPath) }

    /// A node over a value built in code (tests, and values read back after writing).
    public init(_ value: JSONValue, path: String = "") {
        self.init(document: JSONDocument(value), index: 0, rootPath: path)
    }

    /// Parses UTF-8 bytes. Syntax errors name the line and column.
    public static func parse(bytes: [UInt8]) throws(InputError) -> JSONNode {
        JSONNode(document: try JSONDocument.parse(bytes), index: 0, rootPath: "")
    }

    /// Parses UTF-8 text.
    public static func parse(_ text: String) throws(InputError) -> JSONNode {
        try parse(bytes: Array(text.utf8))
    }

    public func error(_ message: String) -> InputError {
        let path = self.path
        return InputError(path: path.isEmpty ? InputError.rootName : path, message)
    }

    /// The node of the entry at `i` in the same document.
    func node(at i: Int) -> JSONNode { JSONNode(document: document, index: i, rootPath: rootPath) }

    /// What kind of value this is.
    public var kind: JSONKind {
        switch document.tags[index] {
        case .null: .null
        case .falseValue, .trueValue: .bool
        case .number: .number
        case .string, .key: .string
        case .array: .array
        case .object: .object
        }
    }

    /// For messages ("found a string").
    public var kindName: String { kind.name }

    /// The value as a tree. It costs an allocation per value inside: for tests and small values,
    /// not for reading input (use the typed readers below).
    public var value: JSONValue { document.value(at: index) }

    /// The value when it is not an array or an object (as cheap as a typed read: no tree is
    /// built), nil for those, whose `value` is a whole tree. For readers that switch on a value
    /// which may be a number, a string or an object (`{"param": NAME}`).
    public var scalarValue: JSONValue? {
        switch document.tags[index] {
        case .array, .object: nil
        default: document.value(at: index)
        }
    }

    // MARK: Objects

    /// An error naming this place unless it is an object.
    private func requireObject() throws(InputError) {
        guard document.tags[index] == .object else { throw error("expected an object, found \(kindName)") }
    }

    /// The entry index of the object's first key (each value follows its key) that `match`
    /// accepts, walking the keys in place: nothing is allocated, so a lookup costs only the keys
    /// compared. This node must be an object.
    @inline(__always)
    private func firstKeyIndex(where match: (Int) -> Bool) -> Int? {
        var i = index + 1
        let end = Int(document.payloads[index])
        while i < end {
            if match(i) { return i }
            i = document.next(after: i + 1)
        }
        return nil
    }

    /// The entry indices of the object's keys, in order.
    private func keyIndices() throws(InputError) -> [Int] {
        try requireObject()
        var keys: [Int] = []
        _ = firstKeyIndex { keys.append($0); return false }
        return keys
    }

    /// The number of members of an object.
    public func memberCount() throws(InputError) -> Int { try keyIndices().count }

    /// The members of an object, in order.
    public func members() throws(InputError) -> [(String, JSONNode)] {
        try keyIndices().map { k in
            let key = document.string(at: k)
            return (key, node(at: k + 1))
        }
    }

    /// The keys of an object, in order.
    public func keys() throws(InputError) -> [String] {
        try requireObject()
        var keys: [String] = []
        _ = firstKeyIndex { keys.append(document.string(at: $0)); return false }
        return keys
    }

    /// A member that must be present (and not null).
    public func field(_ key: String) throws(InputError) -> JSONNode {
        guard let node = try optionalField(key) else { throw error("missing field \(InputError.quote(key))") }
        return node
    }

    /// A member that may be absent; an explicit null counts as absent.
    public func optionalField(_ key: String) throws(InputError) -> JSONNode? {
        try requireObject()
        guard let i = firstKeyIndex(where: { document.textEquals($0, key) }), document.tags[i + 1] != .null else { return nil }
        return node(at: i + 1)
    }

    /// Whether the object has a member named `key` (null or not).
    public func hasField(_ key: String) -> Bool {
        document.tags[index] == .object && firstKeyIndex(where: { document.textEquals($0, key) }) != nil
    }

    /// Refuses members outside `known`, so that a typo is reported instead of silently ignored.
    /// `known` is small (a type's fields): an array literal costs no allocation or hashing, and
    /// each key is compared as bytes in place.
    public func rejectUnknownFields(_ known: [String]) throws(InputError) {
        try rejectUnknownFields(isKnown: { i in known.contains { document.textEquals(i, $0) } }, names: { known.sorted() })
    }

    /// The same, for a set made once (a type's fields kept in a `static let`).
    public func rejectUnknownFields(_ known: Set<String>) throws(InputError) {
        try rejectUnknownFields(isKnown: { i in known.contains { document.textEquals(i, $0) } }, names: { known.sorted() })
    }

    private func rejectUnknownFields(isKnown: (Int) -> Bool, names: () -> [String]) throws(InputError) {
        try requireObject()
        if let i = firstKeyIndex(where: { !isKnown($0) }) {
            throw error("unknown field \(InputError.quote(document.string(at: i))) (expected one of: \(names().joined(separator: ", ")))")
        }
    }

    // MARK: Arrays

    /// The elements of an array, made one by one as they are read (a huge array is not copied
    /// into nodes up front).
    public func elements() throws(InputError) -> JSONElements {
        guard document.tags[index] == .array else { throw error("expected an array, found \(kindName)") }
        return JSONElements(array: self)
    }

    // MARK: Scalars

    public func string() throws(InputError) -> String {
        guard kind == .string else { throw error("expected a string, found \(kindName)") }
        return document.string(at: index)
    }

    public func bool() throws(InputError) -> Bool {
        switch document.tags[index] {
        case .trueValue: return true
        case .falseValue: return false
        default: throw error("expected true or false, found \(kindName)")
        }
    }

    /// A finite number.
    public func number() throws(InputError) -> Double {
        guard document.tags[index] == .number else { throw error("expected a number, found \(kindName)") }
        let n = document.number(at: index)
        guard n.isFinite else { throw error("\(n) is not a finite number") }
        return n
    }

    /// A coordinate (an x, an offset): a finite number within `CoordinateLimit`.
    public func coordinate() throws(InputError) -> Double {
        try CoordinateLimit.check(number(), at: self)
    }

    /// A length (a size, a radius, a padding) within `CoordinateLimit` and not negative; `what`
    /// names it in the message ("a width", "a radius", "padding").
    public func length(_ what: String) throws(InputError) -> Double {
        let n = try number()
        guard n >= 0 else { throw error("\(what) must not be negative (found \(JSONWriter.format(n)))") }
        return try CoordinateLimit.check(n, at: self)
    }

    /// A whole number in `range`.
    public func integer(in range: ClosedRange<Int>) throws(InputError) -> Int {
        let n = try number()
        // `Int(exactly:)` rather than comparing Doubles: Double(Int.max) rounds up past Int.max.
        guard let whole = Int(exactly: n), range.contains(whole) else {
            throw error("expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(JSONWriter.format(n))")
        }
        return whole
    }

    /// One of an enumeration's raw values; `what` names the kind ("shape", "uniform mode").
    public func oneOf<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ what: String) throws(InputError) -> T
    where T.RawValue == String {
        let s: String
        do { s = try string() } catch { throw self.error("expected a \(what) name, found \(kindName)") }
        guard let v = T(rawValue: s) else {
            let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw error("unknown \(what) \(InputError.quote(s)) (expected one of: \(names))")
        }
        return v
    }
}

/// An array's elements as nodes (`JSONNode.elements`), each made when it is reached.
public struct JSONElements: Collection, Sendable {
    let array: JSONNode

    /// A position: the element's entry in the document.
    public struct Index: Comparable, Sendable {
        let entry: Int
        public static func < (a: Index, b: Index) -> Bool { a.entry < b.entry }
    }

    public var startIndex: Index { Index(entry: array.index + 1) }
    public var endIndex: Index { Index(entry: Int(array.document.payloads[array.index])) }

    public func index(after i: Index) -> Index { Index(entry: array.document.next(after: i.entry)) }

    public subscript(position: Index) -> JSONNode {
        array.node(at: position.entry)
    }
}

extension CoordinateLimit {
    /// `value` when within the limit, else the error every reader gives:
    /// `cards[0].padding.top: 1e+21 is beyond the limit of ±1000000 pt`.
    public static func check(_ value: Double, at node: JSONNode) throws(InputError) -> Double {
        guard contains(value) else {
            throw node.error("\(JSONWriter.format(value)) is beyond the limit of ±\(JSONWriter.format(points)) pt")
        }
        return value
    }
}
