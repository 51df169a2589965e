// How each corner of a concentric rectangle picks its radius (SwiftUI's `Edge.Corner.Style`),
// and how corners are grouped to share one radius.

/// The rule for one corner's radius.
public enum CornerStyle: Sendable, Hashable {
    /// Concentric with the container's adjacent corner, never below `minimum`
    /// (`.concentric` is a minimum of 0). Apple: "the container shape's corner radius minus the
    /// distance between corners"; a minimum keeps the corner round where that reaches zero.
    case concentric(minimum: Double)
    /// A fixed radius; 0 is a square corner.
    case fixed(Double)

    /// Concentric with no minimum.
    public static var concentric: CornerStyle { .concentric(minimum: 0) }

    /// True for both concentric variants.
    public var isConcentric: Bool {
        if case .concentric = self { return true }
        return false
    }

    /// A style without its number: the three forms JSON writes (`"concentric"`,
    /// `{"concentric": {"minimum": m}}`, `{"fixed": r}`), which the playground offers in this
    /// order. The raw values are the names its state file stores.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `.concentric`, a minimum of 0.
        case concentric
        /// `.concentric(minimum: m)` with m other than 0.
        case concentricWithMinimum
        /// `.fixed(r)`.
        case fixed

        /// Whether the style carries a number (a minimum or a radius).
        public var takesValue: Bool { self != .concentric }
    }

    /// Which form this style takes; a minimum of 0 is plain `.concentric`, as JSON writes it.
    public var kind: Kind {
        switch self {
        case .concentric(let minimum): minimum == 0 ? .concentric : .concentricWithMinimum
        case .fixed: .fixed
        }
    }

    /// The style of `kind` with `value` as its minimum or radius (ignored by `.concentric`).
    public init(kind: Kind, value: Double) {
        switch kind {
        case .concentric: self = .concentric
        case .concentricWithMinimum: self = .concentric(minimum: value)
        case .fixed: self = .fixed(value)
        }
    }
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
/// `ConcentricRectangle`). The default is concentric at every corner, individually.
public struct ConcentricRectangle: Sendable, Hashable {
    /// The style of each logical corner.
    public var corners: LogicalCorners<CornerStyle>
    /// Which corners share a radius.
    public var uniformity: Uniformity

    public init(corners: LogicalCorners<CornerStyle> = LogicalCorners(all: .concentric), uniformity: Uniformity = .none) {
        self.corners = corners
        self.uniformity = uniformity
    }
}
