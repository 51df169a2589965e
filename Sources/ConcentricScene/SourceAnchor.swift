// Where a modifier's value of an imported `.swift` file sits in its source, as the importer's
// helper answers it: byte ranges and kinds, so that the window, which cannot parse Swift, can
// splice a new value into the user's own text.
import ConcentricJSON

/// The splice that sets one modifier's value: bytes `start..<end` of `file` (which held `text`
/// when imported) become `prefix + VALUE + suffix`.
public struct SourceAnchor: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// A number literal: the value replaces it. Of a concentric rectangle's corners
        /// (`corner:LABEL`, `arguments:CALLEE`): code the window writes again from the scene
        /// as it reads (literals, and previewed `@State`s by name).
        case literal
        /// A custom view's property its call does not give: the splice adds the argument at the
        /// call site, leaving the declaration's default (every other use) alone.
        case argument
        /// A previewed `@State` (`inset`): the preview's state, changed by its slider.
        case state
        /// Any other expression (`cornerRadius - inset`): never rewritten into a number.
        case expression
    }

    /// `modifier` of a scene parameter's `@State` default (path [], `argument` the parameter's
    /// name).
    public static let parameterDefault = -1
    /// `modifier` of a shape view's own shape (`RoundedRectangle(cornerRadius: 12)` as a view):
    /// its radius, its corners and its `fill`.
    public static let ownShape = -2

    /// The view's `ViewPath` indices.
    public var path: [Int]
    /// The modifier's index in the view's modifiers, or `ownShape`, or `parameterDefault`.
    public var modifier: Int
    /// Which of the modifier's values: an argument's label (`minHeight`), "" for its one value
    /// (a padding's); `call` for the modifier's whole call (removing it removes these bytes),
    /// `chain` for the view's chain end (`modifier` is the index an added modifier takes);
    /// `corner:LABEL` for a concentric rectangle's corner-style argument, and
    /// `arguments:CALLEE` for its whole argument list (`arguments:rect`); `reads:ARGUMENT` for
    /// the literal that value's expression reads through a name (see `reading`).
    public var argument: String
    public var kind: Kind
    /// The file as the importer names it (the main file's path, or a sibling's).
    public var file: String
    /// UTF-8 byte offsets.
    public var start: Int
    public var end: Int
    /// The bytes `start..<end` held.
    public var text: String
    public var prefix: String
    public var suffix: String
    /// Written inside a custom view's declaration: changing it changes every use of that view.
    public var shared: Bool
    /// Of a `reads:ARGUMENT` anchor (the one literal an expression reads through a name): the
    /// expression over that name, and the literal's value now.
    public var reading: LiteralReading?

    /// Whether the anchor writes one of the modifier's values (a number, a corner's code),
    /// rather than where its call (`call`) or its view's chain end (`chain`) is written, or a
    /// literal an expression reads (`reads:`).
    public var isValue: Bool { argument != "call" && argument != "chain" && !argument.hasPrefix("reads:") }

    /// Whether `other` splices the same bytes of the same file, in the same way: the same value
    /// written once and read in several places.
    public func splicesSameBytes(as other: SourceAnchor) -> Bool {
        file == other.file && start == other.start && end == other.end && prefix == other.prefix
    }

    /// Whether the anchor writes a value of a view (a modifier's, or a shape view's own), not a
    /// parameter's default.
    public var isOfView: Bool { modifier != Self.parameterDefault }

    public init(
        path: [Int], modifier: Int, argument: String = "", kind: Kind, file: String, start: Int, end: Int, text: String, prefix: String = "", suffix: String = "",
        shared: Bool = false, reading: LiteralReading? = nil
    ) {
        self.path = path
        self.modifier = modifier
        self.argument = argument
        self.kind = kind
        self.file = file
        self.start = start
        self.end = end
        self.text = text
        self.prefix = prefix
        self.suffix = suffix
        self.shared = shared
        self.reading = reading
    }

    /// One anchor of the helper's answer.
    init(json node: JSONNode) throws(InputError) {
        let path = try node.field("path").elements().map { index throws(InputError) in Int(try index.number()) }
        let kindName = try node.field("kind").string()
        guard let kind = Kind(rawValue: kindName) else { throw InputError(path: "anchors", "unknown anchor kind \(kindName)") }
        let start = Int(try node.field("start").number())
        let end = Int(try node.field("end").number())
        guard start >= 0, end >= start else { throw InputError(path: "anchors", "an anchor's range is reversed") }
        self.init(
            path: path, modifier: Int(try node.field("modifier").number()), argument: try node.field("argument").string(), kind: kind, file: try node.field("file").string(),
            start: start, end: end, text: try node.field("text").string(), prefix: try node.field("prefix").string(),
            suffix: try node.field("suffix").string(), shared: try node.field("shared").bool())
        if let formula = try node.optionalField("formula")?.string() {
            guard let parsed = try? NumberExpression(parsing: formula), parsed.parameterNames.count == 1 else {
                throw InputError(path: "anchors", "an anchor's formula is not an expression over one name")
            }
            reading = LiteralReading(formula: parsed, value: try node.field("value").number())
        }
    }
}

/// What an expression reading one literal through a name gives: `formula` over that name
/// (`cornerRadius * 2`), the literal's `value` now.
public struct LiteralReading: Sendable, Hashable {
    public var formula: NumberExpression
    public var value: Double

    public init(formula: NumberExpression, value: Double) {
        self.formula = formula
        self.value = value
    }

    /// The name the formula reads.
    public var name: String { formula.parameterNames.first ?? "" }
}
