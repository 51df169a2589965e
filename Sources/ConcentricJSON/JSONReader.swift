// Typed, path-aware access to parsed JSON.

/// A JSON value together with where it sits in its document.
public struct JSONNode: Sendable {
    public let value: JSONValue
    /// `[3].corners.topLeading`; empty at the root.
    public let path: String

    public init(_ value: JSONValue, path: String = "") {
        self.value = value
        self.path = path
    }

    public func error(_ message: String) -> InputError { InputError(path: path, message) }

    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    // MARK: Objects

    /// The members of an object, in order.
    public func members() throws(InputError) -> [(String, JSONNode)] {
        guard case .object(let members) = value else { throw error("expected an object, found \(value.kindName)") }
        return members.map { ($0.0, JSONNode($0.1, path: child($0.0))) }
    }

    /// A member that must be present (and not null).
    public func field(_ key: String) throws(InputError) -> JSONNode {
        guard let node = try optionalField(key) else { throw error("missing field \"\(key)\"") }
        return node
    }

    /// A member that may be absent; an explicit null counts as absent.
    public func optionalField(_ key: String) throws(InputError) -> JSONNode? {
        guard case .object(let members) = value else { throw error("expected an object, found \(value.kindName)") }
        guard let found = members.first(where: { $0.0 == key }), found.1 != .null else { return nil }
        return JSONNode(found.1, path: child(key))
    }

    /// Refuses members outside `known`, so that a typo is reported instead of silently ignored.
    public func rejectUnknownFields(_ known: Set<String>) throws(InputError) {
        for (key, _) in try members() where !known.contains(key) {
            throw error("unknown field \"\(key)\" (expected one of: \(known.sorted().joined(separator: ", ")))")
        }
    }

    // MARK: Arrays

    public func elements() throws(InputError) -> [JSONNode] {
        guard case .array(let items) = value else { throw error("expected an array, found \(value.kindName)") }
        return items.enumerated().map { JSONNode($0.element, path: "\(path)[\($0.offset)]") }
    }

    // MARK: Scalars

    public func string() throws(InputError) -> String {
        guard case .string(let s) = value else { throw error("expected a string, found \(value.kindName)") }
        return s
    }

    public func bool() throws(InputError) -> Bool {
        guard case .bool(let b) = value else { throw error("expected true or false, found \(value.kindName)") }
        return b
    }

    /// A finite number.
    public func number() throws(InputError) -> Double {
        guard case .number(let n) = value else { throw error("expected a number, found \(value.kindName)") }
        guard n.isFinite else { throw error("\(n) is not a finite number") }
        return n
    }

    /// A finite number ≥ 0; `what` names it in the message ("size", "radius", "minimum").
    public func nonNegative(_ what: String) throws(InputError) -> Double {
        let n = try number()
        guard n >= 0 else { throw error("\(what) must not be negative (found \(JSONWriter.format(n)))") }
        return n
    }

    /// A whole number in `range`.
    public func integer(in range: ClosedRange<Int>) throws(InputError) -> Int {
        let n = try number()
        guard n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            throw error("expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(JSONWriter.format(n))")
        }
        return Int(n)
    }

    /// One of an enumeration's raw values; `what` names the kind ("shape", "uniform mode").
    public func oneOf<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ what: String) throws(InputError) -> T
    where T.RawValue == String {
        let s: String
        do { s = try string() } catch { throw self.error("expected a \(what) name, found \(value.kindName)") }
        guard let v = T(rawValue: s) else {
            let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw error("unknown \(what) \"\(s)\" (expected one of: \(names))")
        }
        return v
    }
}
