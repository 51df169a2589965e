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
}

/// Which corners share one radius after each has been resolved: a group takes the largest radius
/// of its members (Apple: "calculate each uniform corner's radius first, then use the largest").
public enum Uniformity: String, Sendable, Hashable, CaseIterable, Codable {
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
