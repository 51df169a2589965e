// How each corner of a concentric rectangle picks its radius (SwiftUI's `Edge.Corner.Style`),
// and how corners are grouped to share one radius.

/// The rule for one corner's radius. `Value` is its number's type (the minimum or the radius):
/// `Double` in the geometry (`CornerStyle`, what the resolver takes); a scene keeps its own numbers
/// (literals or parameters) here until layout evaluates them with `map`, as it keeps
/// `LogicalCorners` of its numbers for an uneven rounded rectangle.
public enum CornerStyleOf<Value: Sendable & Hashable>: Sendable, Hashable {
    /// Concentric with the container's adjacent corner, never below `minimum`
    /// (`.concentric` is a minimum of 0). Apple: "the container shape's corner radius minus the
    /// distance between corners"; a minimum keeps the corner round where that reaches zero.
    case concentric(minimum: Value)
    /// A fixed radius; 0 is a square corner.
    case fixed(Value)

    /// A style without its number (`CornerStyleKind`).
    public typealias Kind = CornerStyleKind

    /// True for both concentric variants.
    public var isConcentric: Bool {
        if case .concentric = self { return true }
        return false
    }

    /// The style's number: the minimum or the fixed radius.
    public var value: Value {
        switch self {
        case .concentric(let minimum): minimum
        case .fixed(let radius): radius
        }
    }

    /// The same style with its number transformed (a scene's number evaluated, a literal wrapped).
    /// Inlinable: called unspecialized from another module, each call looked its result's generic
    /// type up in the runtime (layout evaluates every shape's corners).
    @inlinable
    public func map<T, E: Error>(_ transform: (Value) throws(E) -> T) throws(E) -> CornerStyleOf<T> {
        switch self {
        case .concentric(let minimum): .concentric(minimum: try transform(minimum))
        case .fixed(let radius): .fixed(try transform(radius))
        }
    }
}

extension CornerStyleOf where Value: ExpressibleByIntegerLiteral {
    /// Concentric with no minimum.
    public static var concentric: Self { .concentric(minimum: 0) }

    /// Which form this style takes; a minimum of 0 is plain `.concentric`, as JSON writes it.
    public var kind: Kind {
        switch self {
        case .concentric(let minimum): minimum == 0 ? .concentric : .concentricWithMinimum
        case .fixed: .fixed
        }
    }

    /// The style of `kind` with `value` as its minimum or radius (ignored by `.concentric`).
    public init(kind: Kind, value: Value) {
        switch kind {
        case .concentric: self = .concentric
        case .concentricWithMinimum: self = .concentric(minimum: value)
        case .fixed: self = .fixed(value)
        }
    }
}

/// A corner style with its number in points: what the resolver takes.
public typealias CornerStyle = CornerStyleOf<Double>

extension CornerStyleOf where Value == Double {
    /// The radius this corner never goes below, even where its frame is too small for its
    /// radius (`CornerRadii.fitted(in:minimums:)`): a concentric corner's minimum (non-finite or
    /// negative counts as 0); a fixed radius has none.
    @inline(__always)
    public var minimumRadius: Double {
        if case .concentric(let minimum) = self, minimum.isFinite { return Swift.max(0, minimum) }
        return 0
    }
}

/// A style without its number: the three forms JSON writes (`"concentric"`,
/// `{"concentric": {"minimum": m}}`, `{"fixed": r}`), which the playground offers in this
/// order. The raw values are the names its state file stores. (One type for every `CornerStyleOf`.)
public enum CornerStyleKind: String, Sendable, Hashable, CaseIterable {
    /// `.concentric`, a minimum of 0.
    case concentric
    /// `.concentric(minimum: m)` with m other than 0.
    case concentricWithMinimum
    /// `.fixed(r)`.
    case fixed

    /// Whether the style carries a number (a minimum or a radius).
    public var takesValue: Bool { self != .concentric }
}

/// Which corners share one radius after each has been resolved: a group takes the largest radius
/// of its members (Apple: "calculate each uniform corner's radius first, then use the largest").
public enum Uniformity: String, Sendable, Hashable, CaseIterable {
    /// Each corner keeps its own radius.
    case none
    /// The four corners take the largest of the four.
    case all
    /// The two top corners take the larger of the two; the bottom ones keep theirs.
    case top
    /// The two bottom corners are grouped.
    case bottom
    /// The two leading corners are grouped.
    case leading
    /// The two trailing corners are grouped.
    case trailing
    /// The top pair and the bottom pair are each grouped.
    case topAndBottom
    /// The leading pair and the trailing pair are each grouped.
    case leadingAndTrailing

}

/// A rectangle whose corners are configured individually or uniformly (SwiftUI's
/// `ConcentricRectangle`). The default is concentric at every corner, individually. `Value` is
/// the corner styles' number type, as in `CornerStyleOf`.
public struct ConcentricRectangleOf<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The style of each logical corner.
    public var corners: LogicalCorners<CornerStyleOf<Value>>
    /// Which corners share a radius.
    public var uniformity: Uniformity

    public init(corners: LogicalCorners<CornerStyleOf<Value>>, uniformity: Uniformity = .none) {
        self.corners = corners
        self.uniformity = uniformity
    }

    /// The same rectangle with every corner's number transformed (`CornerStyleOf.map`; inlinable
    /// for the same reason).
    @inlinable
    public func map<T, E: Error>(_ transform: (Value) throws(E) -> T) throws(E) -> ConcentricRectangleOf<T> {
        ConcentricRectangleOf<T>(corners: try corners.map { (style) throws(E) in try style.map(transform) }, uniformity: uniformity)
    }
}

extension ConcentricRectangleOf where Value: ExpressibleByIntegerLiteral {
    /// Concentric at every corner, individually (SwiftUI's `ConcentricRectangle()`).
    public init() { self.init(corners: LogicalCorners(all: .concentric)) }
}

/// A concentric rectangle with its numbers in points: what the resolver takes.
public typealias ConcentricRectangle = ConcentricRectangleOf<Double>
