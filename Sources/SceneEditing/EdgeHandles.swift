// The canvas's edge handles: on the selected level's frame, dragged to change the innermost
// padding of its chain, or its fixed frame's width and height when it has one. Pure: where each
// handle is, the value a drag gives and the edit.
import ConcentricCore
import ConcentricScene

/// One edge's handle, at the middle of that edge of the selected level's frame.
public struct EdgeHandle: Sendable, Hashable {
    /// The row the drag sets: a padding's edge, or a fixed frame's width or height.
    public var field: InspectorField
    /// The side of the frame the handle is on.
    public var side: Side
    /// The frame laid out.
    public var frame: Rect
    /// The value now (a bound one's parameter value).
    public var value: Double
    /// The parameter the value is bound to: the drag sets the parameter's default, as its slider
    /// does (every value bound to it follows).
    public var parameter: String?

    /// A side of the frame, on screen.
    public enum Side: Sendable, Hashable {
        case top, left, bottom, right
    }

    public init(field: InspectorField, side: Side, frame: Rect, value: Double, parameter: String?) {
        self.field = field
        self.side = side
        self.frame = frame
        self.value = value
        self.parameter = parameter
    }

    /// Where the handle is drawn and grabbed: the middle of its side.
    public var position: Point {
        switch side {
        case .top: Point(x: frame.midX, y: frame.minY)
        case .bottom: Point(x: frame.midX, y: frame.maxY)
        case .left: Point(x: frame.minX, y: frame.midY)
        case .right: Point(x: frame.maxX, y: frame.midY)
        }
    }

    /// The value a drag by (dx, dy) scene points gives: outward grows it, in whole steps (a
    /// frame's size never below 0).
    public func value(draggedBy dx: Double, _ dy: Double, step: Double) -> Double {
        let outward = switch side {
        case .top: -dy
        case .bottom: dy
        case .left: -dx
        case .right: dx
        }
        let raw = ((value + outward) / step).rounded() * step
        switch field {
        case .frameWidth, .frameHeight: return max(raw, 0)
        default: return raw
        }
    }

    /// The value an arrow key gives, moving the handle by (dx, dy) key steps of `step` points:
    /// outward grows it, in whole points; a key across the handle's side changes nothing.
    public func value(nudgedBy dx: Int, _ dy: Int, step: Double) -> Double {
        value(draggedBy: Double(dx) * step, Double(dy) * step, step: 1)
    }

    /// The edit setting `value`: the row's, or the parameter's default.
    public func edit(_ value: Double, model: InspectorModel) throws(SceneEditError) -> SceneEdit? {
        if let parameter { return .setParameterDefault(name: parameter, value: value) }
        return try model.edit(field, to: .number(.literal(value)))
    }
}

extension EdgeHandle {
    /// The edge handles of `model`'s level: its fixed frame's width (on the trailing side) and
    /// height (on the bottom) when the level has a frame, else each edge of its innermost padding;
    /// none for a value that is an expression, unset or infinite.
    public static func handles(of model: InspectorModel, document: SceneDocument, layout: ViewLayout, frame: Rect) -> [EdgeHandle] {
        let values = document.parameterValues()
        let trailing: Side = document.direction == .rightToLeft ? .left : .right
        let leading: Side = document.direction == .rightToLeft ? .right : .left
        func handle(_ row: InspectorRow, _ side: Side) -> EdgeHandle? {
            switch row.value {
            case .number(.literal(let v)?) where v.isFinite:
                return EdgeHandle(field: row.field, side: side, frame: frame, value: v, parameter: nil)
            case .number(.parameter(let name)?):
                return values[name].map { EdgeHandle(field: row.field, side: side, frame: frame, value: $0, parameter: name) }
            default:
                return nil
            }
        }
        let frames = model.sections.filter { if case .frame = $0.group { true } else { false } }
        if let fixed = frames.first(where: { $0.rows.contains { if case .frameWidth = $0.field { true } else { false } } }) {
            return fixed.rows.compactMap { row in
                switch row.field {
                case .frameWidth: handle(row, trailing)
                case .frameHeight: handle(row, .bottom)
                default: nil
                }
            }
        }
        // The innermost padding: the lowest modifier index of the level's paddings.
        let paddings = model.sections.compactMap { section -> (Int, InspectorSection)? in
            if case .padding(let index) = section.group { (index, section) } else { nil }
        }
        guard let innermost = paddings.min(by: { $0.0 < $1.0 })?.1 else { return [] }
        return innermost.rows.compactMap { row in
            guard case .padding(_, let edge) = row.field else { return nil }
            let side: Side = switch edge {
            case .top: .top
            case .bottom: .bottom
            case .leading: leading
            case .trailing: trailing
            }
            return handle(row, side)
        }
    }
}
