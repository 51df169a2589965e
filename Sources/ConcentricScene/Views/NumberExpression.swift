// An arithmetic expression over a scene's parameters: `{"expr": "cornerRadius - inset"}`.
//
//   expression  term (("+" | "-") term)*
//   term        unary (("*" | "/") unary)*
//   unary       "-" unary | primary
//   primary     NUMBER | NAME | NAME "(" expression ("," expression)+ ")" | "(" expression ")"
//   NUMBER      digits ("." digits)?            within ±CoordinateLimit.points
//   NAME        a parameter name (SceneReader.isParameterName); the functions are min and max
//
// Whitespace is free between tokens. The usual precedence, binary operators associate to the
// left. The text holds at most `maximumLength` characters besides whitespace and nests
// (parentheses, calls, unary minus) at most `maximumDepth` deep, so that hostile input cannot
// exhaust the stack: the tree is then at most `maximumLength` nodes deep, which evaluation and
// printing recurse over. Whitespace does not count so that the canonical text, which adds spaces
// around operators but never other characters, always reads back.
import ConcentricCore

/// A number computed from parameters when the tree is laid out (SwiftUI's `.padding(inset * 2)`,
/// `max(8, inset)`), so a slider moving a parameter moves everything computed from it.
public struct NumberExpression: Sendable, Hashable, CustomStringConvertible {
    /// The longest expression text read (Unicode scalars, whitespace not counted).
    public static let maximumLength = 1_000
    /// How deeply parentheses, calls and unary minus may nest.
    public static let maximumDepth = 64

    /// A node of the tree.
    public indirect enum Node: Sendable, Hashable {
        /// A number as written (a negative one only from a unary minus applied to a number).
        case number(Double)
        /// A parameter's current value.
        case name(String)
        /// Unary minus.
        case negate(Node)
        /// `left op right`.
        case binary(BinaryOperator, Node, Node)
        /// `min(a, b, …)` or `max(a, b, …)`, two or more arguments.
        case call(Function, [Node])
    }

    /// The four binary operators.
    public enum BinaryOperator: String, Sendable, Hashable {
        case add = "+", subtract = "-", multiply = "*", divide = "/"

        /// Binding strength: `*` and `/` bind tighter than `+` and `-`.
        var precedence: Int { self == .add || self == .subtract ? 1 : 2 }
    }

    /// The functions an expression may call.
    public enum Function: String, Sendable, Hashable, CaseIterable {
        case min, max
    }

    /// The tree.
    public var root: Node

    public init(_ root: Node) {
        self.root = root
    }

    /// Reads `text` (see the grammar above); throws the first problem with its column.
    public init(parsing text: String) throws(NumberExpression.SyntaxError) {
        var parser = ExpressionParser(text)
        root = try parser.parse()
    }

    /// The canonical text: single spaces around binary operators, only the parentheses the tree
    /// needs, `min(a, b)`; reading it gives this expression back.
    public var text: String { text(naming: { $0 }, spacedNegation: true) }

    /// The canonical text with each name written by `naming` (a Swift property's name, for code
    /// generation). `spacedNegation` writes a negated negative number `- -8`, which this grammar
    /// reads back; else `-(-8)`, as Swift needs (its prefix operators take no space).
    public func text(naming: (String) -> String, spacedNegation: Bool) -> String {
        Self.text(root, parentPrecedence: 0, isRightOperand: false, naming: naming, spacedNegation: spacedNegation)
    }

    public var description: String { text }

    /// The parameters the expression reads, in the order they first appear.
    public var parameterNames: [String] {
        var names: [String] = []
        var pending = [root]
        while let node = pending.popLast() {
            switch node {
            case .number: break
            case .name(let name): if !names.contains(name) { names.append(name) }
            case .negate(let operand): pending.append(operand)
            case .binary(_, let left, let right): pending.append(contentsOf: [right, left])
            case .call(_, let arguments): pending.append(contentsOf: arguments.reversed())
            }
        }
        return names
    }

    // MARK: Evaluation

    /// What evaluating gave before it was held to a field's range.
    public struct Evaluation: Sendable, Hashable {
        /// The arithmetic result (NaN or infinite when it went wrong).
        public var raw: Double
        /// Whether a division had 0 for its divisor.
        public var dividesByZero: Bool

        /// The value layout uses, before the field's own range: *our rule*, documented in
        /// docs/SCENES.md. An expression that divides by 0 anywhere, or gives NaN, counts as 0;
        /// anything else is held to ±`CoordinateLimit.points` (infinities to the limit of their
        /// sign), the range of every literal coordinate.
        public var value: Double {
            if dividesByZero || raw.isNaN { return 0 }
            return Swift.min(CoordinateLimit.points, Swift.max(-CoordinateLimit.points, raw))
        }
    }

    /// The expression evaluated against `parameters` (an undeclared name counts as 0, as a
    /// `Number.parameter` does).
    public func evaluate(in parameters: [String: Double]) -> Evaluation {
        var dividesByZero = false
        let raw = Self.evaluate(root, parameters, &dividesByZero)
        return Evaluation(raw: raw, dividesByZero: dividesByZero)
    }

    /// `evaluate(in:).value`: what layout uses.
    public func value(in parameters: [String: Double]) -> Double { evaluate(in: parameters).value }

    private static func evaluate(_ node: Node, _ parameters: [String: Double], _ dividesByZero: inout Bool) -> Double {
        switch node {
        case .number(let v): return v
        case .name(let name): return parameters[name] ?? 0
        case .negate(let operand): return -evaluate(operand, parameters, &dividesByZero)
        case .binary(let op, let left, let right):
            let a = evaluate(left, parameters, &dividesByZero), b = evaluate(right, parameters, &dividesByZero)
            switch op {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide:
                if b == 0 { dividesByZero = true; return 0 }
                return a / b
            }
        case .call(let function, let arguments):
            let values = arguments.map { evaluate($0, parameters, &dividesByZero) }
            // NaN wins, so that a bad argument is never hidden by the others.
            if values.contains(where: \.isNaN) { return .nan }
            switch function {
            case .min: return values.min() ?? 0
            case .max: return values.max() ?? 0
            }
        }
    }

    // MARK: Text

    private static func text(
        _ node: Node, parentPrecedence: Int, isRightOperand: Bool, naming: (String) -> String, spacedNegation: Bool
    ) -> String {
        func inner(_ node: Node, _ precedence: Int, right: Bool) -> String {
            text(node, parentPrecedence: precedence, isRightOperand: right, naming: naming, spacedNegation: spacedNegation)
        }
        switch node {
        case .number(let v): return number(v)
        case .name(let name): return naming(name)
        case .negate(let operand):
            // A binary operand is parenthesized (by its precedence, below unary minus's 3).
            let operandText = inner(operand, 3, right: false)
            // `-8` alone reads as the number -8: its negation is `- -8` (or `-(-8)`).
            if case .number(let v) = operand, v.sign == .minus { return spacedNegation ? "- " + operandText : "-(" + operandText + ")" }
            return "-" + operandText
        case .binary(let op, let left, let right):
            let body = inner(left, op.precedence, right: false) + " \(op.rawValue) " + inner(right, op.precedence, right: true)
            // Left associative: a right operand of the same precedence keeps its parentheses.
            let needs = op.precedence < parentPrecedence || (isRightOperand && op.precedence == parentPrecedence)
            return needs ? "(" + body + ")" : body
        case .call(let function, let arguments):
            return function.rawValue + "(" + arguments.map { inner($0, 0, right: false) }.joined(separator: ", ") + ")"
        }
    }

    /// A number as plain decimal digits (never an exponent, which the grammar has not): the
    /// shortest text that reads back as the same `Double`.
    static func number(_ v: Double) -> String {
        var text = "\(v)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(text[text.index(after: e)...]) else { return text }
        var mantissa = String(text[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? ""
        let digits = whole + (parts.count > 1 ? String(parts[1]) : "")
        let point = whole.count + exponent
        var plain: String
        if point <= 0 {
            plain = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            plain = digits + String(repeating: "0", count: point - digits.count)
        } else {
            plain = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        if plain.contains(".") {
            while plain.hasSuffix("0") { plain.removeLast() }
            if plain.hasSuffix(".") { plain.removeLast() }
        }
        return (negative ? "-" : "") + plain
    }

    // MARK: Errors

    /// Why a text is not an expression, and where (1-based, in Unicode scalars).
    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        public var message: String
        /// The column the problem is at; nil for the text as a whole (its length).
        public var column: Int?

        public var description: String { column.map { "\(message) at column \($0)" } ?? message }
    }
}

/// A recursive-descent reader of `NumberExpression`'s grammar, over Unicode scalars.
struct ExpressionParser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var depth = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    typealias Node = NumberExpression.Node
    typealias SyntaxError = NumberExpression.SyntaxError

    mutating func parse() throws(SyntaxError) -> Node {
        let length = scalars.count { !$0.properties.isWhitespace }
        guard length <= NumberExpression.maximumLength else {
            throw SyntaxError(message: "an expression holds at most \(NumberExpression.maximumLength) characters besides whitespace (found \(length))", column: nil)
        }
        let node = try expression()
        skipSpace()
        if index < scalars.count { throw unexpected() }
        return node
    }

    // MARK: Grammar

    mutating func expression() throws(SyntaxError) -> Node {
        var node = try term()
        while let op = peekOperator([.add, .subtract]) {
            index += 1
            node = .binary(op, node, try term())
        }
        return node
    }

    mutating func term() throws(SyntaxError) -> Node {
        var node = try unary()
        while let op = peekOperator([.multiply, .divide]) {
            index += 1
            node = .binary(op, node, try unary())
        }
        return node
    }

    mutating func unary() throws(SyntaxError) -> Node {
        skipSpace()
        guard index < scalars.count, scalars[index] == "-" else { return try primary() }
        let column = index + 1
        index += 1
        try enter(column)
        defer { depth -= 1 }
        let operand = try unary()
        // `-8` is the number -8, so that a negative number reads back as the number it was written from.
        if case .number(let v) = operand, v.sign == .plus { return .number(-v) }
        return .negate(operand)
    }

    mutating func primary() throws(SyntaxError) -> Node {
        skipSpace()
        guard index < scalars.count else {
            throw SyntaxError(message: "unexpected end of the expression (expected a number, a name or \"(\")", column: index + 1)
        }
        let c = scalars[index]
        if ("0"..."9").contains(c) { return try number() }
        if c == "_" || c.properties.isAlphabetic { return try nameOrCall() }
        if c == "(" {
            let column = index + 1
            index += 1
            try enter(column)
            defer { depth -= 1 }
            let inner = try expression()
            try expect(")")
            return inner
        }
        throw unexpected()
    }

    mutating func number() throws(SyntaxError) -> Node {
        let start = index
        while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            guard index < scalars.count, ("0"..."9").contains(scalars[index]) else {
                throw SyntaxError(message: "expected a digit after \".\"", column: index + 1)
            }
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        guard let value = Double(text), CoordinateLimit.contains(value) else {
            throw SyntaxError(
                message: "\(text.count > 20 ? String(text.prefix(20)) + "…" : text) is beyond the limit of ±\(NumberExpression.number(CoordinateLimit.points))",
                column: start + 1)
        }
        return .number(value)
    }

    mutating func nameOrCall() throws(SyntaxError) -> Node {
        let start = index
        while index < scalars.count, scalars[index] == "_" || scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) {
            index += 1
        }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[start..<index])
        let afterName = index
        skipSpace()
        guard index < scalars.count, scalars[index] == "(" else {
            index = afterName
            return .name(name)
        }
        guard let function = NumberExpression.Function(rawValue: name) else {
            throw SyntaxError(message: "unknown function \"\(name)\" (expected min or max)", column: start + 1)
        }
        index += 1
        try enter(start + 1)
        defer { depth -= 1 }
        var arguments = [try expression()]
        skipSpace()
        while index < scalars.count, scalars[index] == "," {
            index += 1
            arguments.append(try expression())
            skipSpace()
        }
        try expect(")")
        guard arguments.count >= 2 else {
            throw SyntaxError(message: "\(name) takes two or more arguments (found \(arguments.count))", column: start + 1)
        }
        return .call(function, arguments)
    }

    // MARK: Tokens

    mutating func skipSpace() {
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }

    mutating func peekOperator(_ operators: [NumberExpression.BinaryOperator]) -> NumberExpression.BinaryOperator? {
        skipSpace()
        guard index < scalars.count else { return nil }
        return operators.first { $0.rawValue.unicodeScalars.first == scalars[index] }
    }

    mutating func expect(_ scalar: Unicode.Scalar) throws(SyntaxError) {
        skipSpace()
        guard index < scalars.count else {
            throw SyntaxError(message: "unexpected end of the expression (expected \"\(scalar)\")", column: index + 1)
        }
        guard scalars[index] == scalar else { throw unexpected(expecting: "\"\(scalar)\"") }
        index += 1
    }

    /// One more level of nesting, opened at `column`.
    mutating func enter(_ column: Int) throws(SyntaxError) {
        depth += 1
        guard depth <= NumberExpression.maximumDepth else {
            throw SyntaxError(message: "an expression nests at most \(NumberExpression.maximumDepth) levels deep", column: column)
        }
    }

    /// The scalar at `index`, quoted (control characters escaped).
    func unexpected(expecting: String? = nil) -> SyntaxError {
        let scalar = scalars[index]
        let shown = scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        return SyntaxError(message: "unexpected \"\(shown)\"" + (expecting.map { " (expected \($0))" } ?? ""), column: index + 1)
    }
}
