// What the status line says about the selected view: kind, name, frame, radii, concentricity.
import ConcentricCore
import ConcentricScene

/// The selected view of a laid-out scene, described: the facts of its outermost reported node
/// (a view with several names reports the outermost), or of a named part's, with the
/// concentricity measures the callouts and `concentric layout` show (`ShapeMeasure`) when its shape is concentric or
/// container-relative. Words and translation are the app's.
public struct SelectionSummary: Sendable, Hashable {
    public var path: ViewPath
    public var kind: ViewKind
    /// The outermost name, if any.
    public var name: String?
    /// The frame at that name (or the view's outermost frame), in screen points.
    public var frame: Rect
    /// The resolved radii (physical corners) of the view's shape, or of the background shape
    /// applied before that point; nil when it has neither, or its shape is an ellipse.
    public var radii: CornerRadii?
    /// The kind of that shape (`.concentricRectangle` for the sample's `white surface`, a Text).
    public var shapeKind: ViewKind?
    /// The corners measured (radius, style, inset, error, cause) when the shape follows a
    /// container; nil otherwise.
    public var measure: ShapeMeasure?
    /// The largest concentricity error of the corners that follow (nil when not measured).
    public var error: Double? { measure?.error }

    /// The summary of the view at `path`; nil when the layout has no laid-out node for it.
    /// `measuringError: false` skips the sampling (as during an animation).
    /// A named part (`ViewPath.part`) is described by its own node: the sample's "orange
    /// surface" reports its frame and its radii, 48 inside the card's 56.
    public init?(path: ViewPath, hitTester: SceneHitTester, measuringError: Bool = true) {
        let layout = hitTester.layout
        guard let nodeIndex = hitTester.nodeIndex(of: path), layout.nodes[nodeIndex].isLaidOut else { return nil }
        let node = layout.nodes[nodeIndex]
        self.path = path
        kind = node.kind
        name = node.name
        frame = node.frame
        radii = node.geometry?.corners?.radii
        shapeKind = node.geometry?.kind
        measure = ShapeMeasure(node: nodeIndex, in: layout, measuringErrors: measuringError)
    }
}
