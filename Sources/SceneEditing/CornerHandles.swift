// The canvas's corner handles: one per corner of the selected level's shape, dragged to change
// that corner's radius. Pure: where each handle is, the radius a drag gives, and the edit.
import ConcentricCore
import ConcentricScene

/// One corner's handle, at the centre of the corner's arc: dragging it along the corner's
/// diagonal (inward, a larger radius) changes the radius as the inspector's row of `field` does.
public struct CornerHandle: Sendable, Hashable {
    /// The corner, in reading direction (what the edit names).
    public var corner: LogicalCorner
    /// The row whose value the drag sets: a concentric rectangle's corner style, a rounded
    /// rectangle's radius or an uneven rounded rectangle's corner.
    public var field: InspectorField
    /// The frame the shape fills, and the corner's physical place in it.
    public var frame: Rect
    public var physical: PhysicalCorner
    /// The resolved radius now.
    public var radius: Double
    /// The radius the row sets when it is a number (a fixed radius, or its parameter's value):
    /// what a key moves from, since layout draws less (`radius`) when the corners do not fit.
    public var setRadius: Double?
    /// A concentric corner's style, which a drag ending near `radius` keeps (the snap back to
    /// concentric); nil for a fixed radius.
    public var concentricStyle: CornerStyleOf<Number>?
    /// The parameter a fixed radius is bound to: the drag sets the parameter's default, as its
    /// slider does (every value bound to it follows).
    public var parameter: String?

    public init(
        corner: LogicalCorner, field: InspectorField, frame: Rect, physical: PhysicalCorner, radius: Double,
        concentricStyle: CornerStyleOf<Number>?, parameter: String? = nil, setRadius: Double? = nil
    ) {
        self.setRadius = setRadius
        self.corner = corner
        self.field = field
        self.frame = frame
        self.physical = physical
        self.radius = radius
        self.concentricStyle = concentricStyle
        self.parameter = parameter
    }

    /// Where the handle is drawn and grabbed, in scene points.
    public var position: Point { position(at: radius) }

    /// Where the handle is with the corner at `radius` (where a drag has taken it).
    public func position(at radius: Double) -> Point {
        Point(x: physical.isLeft ? frame.minX + radius : frame.maxX - radius, y: physical.isTop ? frame.minY + radius : frame.maxY - radius)
    }

    /// The largest radius the frame takes at a corner.
    public var maximum: Double { min(frame.width, frame.height) / 2 }

    /// How a drag's pointer moves the radius.
    public struct Drag: Sendable, Hashable {
        /// Whole points, or steps of 4 (Shift).
        public var step: Double = 1
        /// Whether a concentric corner snaps back to concentric near its own radius (Ctrl: not).
        public var snaps = true
        /// How near, in points, snaps.
        public static let snapDistance = 4.0

        public init(step: Double = 1, snaps: Bool = true) {
            self.step = step
            self.snaps = snaps
        }
    }

    /// The radius a drag by (dx, dy) scene points from the handle gives, in whole steps within
    /// the frame, and whether it snapped back to the concentric radius.
    public func radius(draggedBy dx: Double, _ dy: Double, _ drag: Drag) -> (radius: Double, snapped: Bool) {
        // Inward along the diagonal: right and down from a top-left corner, and so on.
        let inward = ((physical.isLeft ? dx : -dx) + (physical.isTop ? dy : -dy)) / 2
        let raw = min(max(radius + inward, 0), maximum)
        if drag.snaps, concentricStyle != nil, abs(raw - radius) <= Drag.snapDistance { return (radius, true) }
        let stepped = min(max((raw / drag.step).rounded() * drag.step, 0), maximum.rounded(.down))
        return (stepped, false)
    }

    /// The radius an arrow key gives, moving the handle by (dx, dy) key steps (one of them ±1):
    /// inward along the diagonal adds `step` points, outward takes them away, in whole points
    /// within the frame. A key never snaps back to concentric: each press must change the value.
    public func radius(nudgedBy dx: Int, _ dy: Int, step: Double) -> Double {
        let inward = (physical.isLeft ? dx : -dx) + (physical.isTop ? dy : -dy)
        return min(max(((setRadius ?? radius) + Double(inward) * step).rounded(), 0), maximum.rounded(.down))
    }

    /// The edit a drag's result makes: the parameter's default for a bound radius, else the
    /// row's `value`.
    public func edit(radius: Double, snapped: Bool, model: InspectorModel) throws(SceneEditError) -> SceneEdit? {
        if let parameter { return .setParameterDefault(name: parameter, value: radius) }
        return try model.edit(field, to: value(radius: radius, snapped: snapped))
    }

    /// The inspector's value for a drag's result: the corner's concentric style when it snapped,
    /// else a fixed radius.
    public func value(radius: Double, snapped: Bool) -> InspectorValue {
        switch field {
        case .cornerStyle:
            if snapped, let concentricStyle { return .cornerStyle(concentricStyle) }
            return .cornerStyle(.fixed(.literal(radius)))
        default:
            return .number(.literal(radius))
        }
    }
}

extension CornerHandle {
    /// The handles of the shape the inspector of `model` edits first (its level's shape with
    /// resolved corners): none for a radius that is an expression, for a capsule, circle or
    /// ellipse, or for a shape layout did not resolve.
    public static func handles(of model: InspectorModel, document: SceneDocument, layout: ViewLayout) -> [CornerHandle] {
        let shapes = InspectorModel.resolvedShapes(of: model.path, in: document, layout: layout)
        let values = document.parameterValues()
        for section in model.sections {
            guard case .shape(let slot, _) = section.group, let shape = shapes[slot], let radii = shape.corners?.radii else { continue }
            var handles: [CornerHandle] = []
            for row in section.rows {
                for corner in corners(of: row) {
                    let physical = document.direction.physical(corner)
                    var handle = CornerHandle(
                        corner: corner, field: row.field, frame: shape.frame, physical: physical, radius: radii[physical], concentricStyle: nil)
                    switch row.value {
                    case .cornerStyle(let style):
                        // A concentric corner becomes fixed (and snaps back to its style); a fixed
                        // radius bound to a parameter is changed through the parameter.
                        switch (style.kind, style.value) {
                        case (.fixed, .literal(let v)): handle.setRadius = v
                        case (.fixed, .parameter(let name)): (handle.parameter, handle.setRadius) = (name, values[name])
                        case (.fixed, _): continue
                        default: handle.concentricStyle = style
                        }
                    case .number(let number):
                        switch number {
                        case .literal(let v)?: handle.setRadius = v
                        case .parameter(let name)?: (handle.parameter, handle.setRadius) = (name, values[name])
                        default: continue
                        }
                    default:
                        continue
                    }
                    handles.append(handle)
                }
            }
            if !handles.isEmpty { return handles }
        }
        return []
    }

    /// The corners a shape row sets: one corner's, or all four for a rounded rectangle's radius.
    private static func corners(of row: InspectorRow) -> [LogicalCorner] {
        switch row.field {
        case .cornerStyle(_, let corner), .unevenRadius(_, let corner): [corner]
        case .cornerRadius: LogicalCorner.allCases
        default: []
        }
    }
}
