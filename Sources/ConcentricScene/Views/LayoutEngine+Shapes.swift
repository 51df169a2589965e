// The shapes a layout resolves (a view's own, its backgrounds', its clips) against the container
// they are concentric with, and the report of every view's frame and shape.
import ConcentricCore

extension LayoutEngine {
    func rectangleOutline(_ rect: Rect) -> Path {
        CornerGeometry(rect: rect, radii: CornerRadii(all: 0), curve: .circular).outline
    }

    /// `shape` filling `frame`, resolved against `container` where it depends on one.
    func resolve(_ shape: ViewShape, in frame: Rect, container: LayoutContainer) -> ResolvedShape {
        switch shape {
        case .concentricRectangle(let rectangle):
            if let outer = container.shape.cornerGeometry(in: container.frame, direction: direction) {
                let literal = rectangle.literal(parameters: parameters)
                let radii = resolveCornerRadii(in: outer, frame: frame, shape: literal, direction: direction)
                let corners = CornerGeometry(rect: frame, radii: radii, curve: outer.curve)
                return ResolvedShape(
                    kind: .concentricRectangle, frame: frame, corners: corners, inset: nil, container: container, outline: corners.outline,
                    cornerStyles: literal.corners.physical(direction))
            }
            // Apple: a container that is not a RoundedRectangularShape gets "an inset version of the
            // container shape like ContainerRelativeShape".
            var fallback = containerRelative(in: frame, container: container)
            fallback.kind = .concentricRectangle
            return fallback
        case .containerRelative:
            return containerRelative(in: frame, container: container)
        case .plain(let plain):
            let own = plain.literal(parameters: parameters)
            if case .circle = own {
                // A Circle view draws the circle centred in its frame. (As a container it publishes
                // min(W, H) / 2 at its full frame's corners instead: `publish` and Core's
                // `cornerGeometry`, Apple's `Circle.corners(in:)`.)
                let square = frame.centredSquare
                let corners = CornerGeometry(rect: square, radii: CornerRadii(all: square.halfShorterSide), curve: .circular)
                return ResolvedShape(kind: shape.kind, frame: frame, corners: corners, inset: nil, container: nil, outline: corners.outline)
            }
            if let corners = own.cornerGeometry(in: frame, direction: direction) {
                return ResolvedShape(kind: shape.kind, frame: frame, corners: corners, inset: nil, container: nil, outline: corners.outline)
            }
            return ResolvedShape(kind: shape.kind, frame: frame, corners: nil, inset: nil, container: nil, outline: CornerOutline.ellipse(in: frame))
        }
    }

    /// The outline of `shape` (resolved as `resolved`) inset by `d` in its frame, what
    /// `strokeBorder` strokes (Apple: "insetting `self` by `lineWidth / 2`"). An `InsettableShape`'s
    /// inset: the frame inset by d, every radius d smaller, never below 0 (an ellipse the inset
    /// frame's). A shape that follows its container is resolved in the inset frame, which makes
    /// its concentric radii d smaller and keeps its fixed ones and its minimums (*our choice*:
    /// `ConcentricRectangle` is not an `InsettableShape` in SwiftUI).
    func inset(_ shape: ViewShape, _ resolved: ResolvedShape, by d: Double, container: LayoutContainer) -> Path {
        let frame = resolved.frame.insetBy(dx: d, dy: d)
        switch shape {
        case .concentricRectangle, .containerRelative:
            return resolve(shape, in: frame, container: container).outline
        case .plain:
            guard let corners = resolved.corners else { return CornerOutline.ellipse(in: frame) }
            let radii = CornerRadii { max(0, corners.radii[$0] - d) }
            return CornerGeometry(rect: corners.rect.insetBy(dx: d, dy: d), radii: radii, curve: corners.curve).outline
        }
    }

    /// `ContainerRelativeShape`: Core's construction (the container's shape inset by d, the view's
    /// smallest gap to it, drawn in the view's frame grown by d; `ContainerRelativeShape.swift`).
    func containerRelative(in frame: Rect, container: LayoutContainer) -> ResolvedShape {
        let relative = ContainerRelativeShape(
            container: container.shape, containerFrame: container.frame, viewFrame: frame, direction: direction)
        return ResolvedShape(
            kind: .containerRelative, frame: frame, corners: relative.cornerGeometry, inset: relative.inset, container: container,
            outline: relative.outline)
    }

    /// What `containerShape(shape)` publishes in `frame`: the shape filling the view's frame; a
    /// concentric rectangle its resolved corners (our extension); `ContainerRelativeShape` passes the
    /// outer container through (docs/SWIFTUI.md, "Container shapes").
    func publish(_ shape: ViewShape, in frame: Rect, outer: LayoutContainer) -> LayoutContainer {
        switch shape {
        case .containerRelative:
            return outer
        case .concentricRectangle:
            let resolved = resolve(shape, in: frame, container: outer)
            guard let corners = resolved.corners, resolved.inset == nil else { return LayoutContainer(shape: .ellipse, frame: frame) }
            return LayoutContainer(shape: .unevenRoundedRectangle(radii: corners.radii.logical(direction), curve: corners.curve), frame: frame)
        case .plain(let plain):
            return LayoutContainer(shape: plain.literal(parameters: parameters), frame: frame)
        }
    }

    // MARK: Report

    /// One node per view, or per name of a view with names (outermost first), in document order.
    mutating func reportedNodes() -> [LaidOutView] {
        if reuse != nil { return reportedNodesReusing() }
        var nodes: [LaidOutView] = []
        nodes.reserveCapacity(views.count)
        for index in views.indices { appendNodes(of: index, to: &nodes) }
        return nodes
    }

    /// The nodes of one view (see `reportedNodes`).
    func appendNodes(of index: Int, to nodes: inout [LaidOutView]) {
        let view = views[index]
        let kind = view.content.kind
        guard let record = placed[index] else {
            nodes.append(LaidOutView(viewIndex: index, parent: view.parent, depth: view.depth, sourcePath: view.path, kind: kind, name: nil, frame: .init(x: 0, y: 0, width: 0, height: 0), geometry: nil, isLaidOut: false))
            return
        }
        func geometry(below layer: Int) -> ResolvedShape? {
            if let own = record.ownShape { return own }
            return record.reportedShapes.first { $0.layer < layer }?.shape  // recorded outermost first
        }
        if record.names.isEmpty {
            nodes.append(LaidOutView(viewIndex: index, parent: view.parent, depth: view.depth, sourcePath: view.path, kind: kind, name: nil, frame: record.frame, geometry: geometry(below: Int.max), isLaidOut: true))
        }
        for entry in record.names {
            nodes.append(LaidOutView(
                viewIndex: index, parent: view.parent, depth: view.depth, sourcePath: "\(view.path).modifiers[\(entry.modifierIndex)]",
                kind: kind, name: entry.name, frame: entry.frame, geometry: geometry(below: entry.layer), isLaidOut: true))
        }
    }
}
