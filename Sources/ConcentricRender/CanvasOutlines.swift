// The editor's marks over the live canvas: the selected view and the view under the pointer.
// Only the canvas draws them (`CanvasPainter.paint`); exports never see them.
import CPangoCairo
import ConcentricCore
import ConcentricScene

/// Outlines to stroke over the scene, in scene points, drawn in canvas pixels so they keep their
/// width at every zoom. Pure input: the app decides what is selected and hovered.
public struct CanvasOutlines: Sendable, Hashable {
    /// The selected view: its frame (dashed) and its shape's outline with its resolved corners.
    public var selectionFrame: Rect?
    public var selectionShapes: [Path]
    /// The view under the pointer: a light outline of its shapes (or its frame).
    public var hover: [Path]
    /// The distances between the selection's frame and the hovered view's
    /// (`Rect.edgeDistances`), each drawn with its length in points.
    public var distances: [EdgeDistance]
    /// The selection's corner handles (scene points), and while one is dragged the value it sets
    /// (beside the handle) and where the corner was concentric (a dashed ring: the snap).
    public var handles: [Point]
    public var edgeHandles: [Point]
    public var handleLabel: HandleLabel?
    public var snapGuide: Point?
    /// The handle the keyboard moves: ringed as a focused control is.
    public var focusedHandle: Point?

    /// A dragged handle's value, drawn beside the handle at `at`.
    public struct HandleLabel: Sendable, Hashable {
        public var at: Point
        public var text: String

        public init(at: Point, text: String) {
            self.at = at
            self.text = text
        }
    }

    public init(
        selectionFrame: Rect? = nil, selectionShapes: [Path] = [], hover: [Path] = [], distances: [EdgeDistance] = [],
        handles: [Point] = [], edgeHandles: [Point] = [], handleLabel: HandleLabel? = nil, snapGuide: Point? = nil, focusedHandle: Point? = nil
    ) {
        self.focusedHandle = focusedHandle
        self.edgeHandles = edgeHandles
        self.selectionFrame = selectionFrame
        self.selectionShapes = selectionShapes
        self.hover = hover
        self.distances = distances
        self.handles = handles
        self.handleLabel = handleLabel
        self.snapGuide = snapGuide
    }

    public var isEmpty: Bool {
        selectionFrame == nil && selectionShapes.isEmpty && hover.isEmpty && distances.isEmpty && handles.isEmpty && edgeHandles.isEmpty
            && handleLabel == nil && snapGuide == nil && focusedHandle == nil
    }

    /// The marks of `selection` and `hover` (view indices of `layout`, as `ViewLayout.nodes` and
    /// `surfaces` count them): each view's surfaces (the outlines it fills) or, for a view that
    /// paints nothing (a stack, a text), its frame as a rectangle.
    public init(layout: ViewLayout, selection: Int?, hover: Int?) {
        func frame(of index: Int) -> Rect? { layout.nodes.first { $0.viewIndex == index && $0.isLaidOut }?.frame }
        func shapes(of index: Int) -> [Path] { layout.surfaces.filter { $0.viewIndex == index && !$0.bounds.isEmpty }.map(\.outline) }
        func rectangle(_ r: Rect) -> Path {
            var p = Path()
            p.move(to: Point(x: r.minX, y: r.minY))
            p.line(to: Point(x: r.maxX, y: r.minY))
            p.line(to: Point(x: r.maxX, y: r.maxY))
            p.line(to: Point(x: r.minX, y: r.maxY))
            p.close()
            return p
        }
        let selectedFrame = selection.flatMap(frame(of:))
        let hovered = hover.flatMap { $0 == selection ? nil : $0 }
        self.init(
            selectionFrame: selectedFrame, selectionShapes: selection.map(shapes(of:)) ?? [],
            hover: hovered.map { index in
                let own = shapes(of: index)
                return own.isEmpty ? (frame(of: index).map { [rectangle($0)] } ?? []) : own
            } ?? [])
    }

    /// The selection's colour (a blue like libadwaita's accent) and the hover's lighter one.
    static let accent = Color(rgb8: 53, 132, 228)
    /// The distances' red, as design tools draw measurements.
    static let measure = Color(rgb8: 230, 57, 45)

    /// Strokes the marks on `cr` (canvas pixels) through `fit`.
    func draw(on cr: OpaquePointer, fit: CanvasFit) {
        guard !isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        func stroke(_ path: Path) { CairoDrawing.append(path.mapped(fit.canvasPoint(fromScene:)), to: cr) }
        if !hover.isEmpty {
            for path in hover { stroke(path) }
            CairoDrawing.setColor(Self.accent, opacity: 0.55, on: cr)
            cairo_set_line_width(cr, 1.5)
            cairo_stroke(cr)
        }
        if let frame = selectionFrame {
            let a = fit.canvasPoint(fromScene: frame.origin)
            let b = fit.canvasPoint(fromScene: Point(x: frame.maxX, y: frame.maxY))
            cairo_rectangle(cr, a.x - 0.5, a.y - 0.5, b.x - a.x + 1, b.y - a.y + 1)
            var dashes: [Double] = [4, 3]
            cairo_set_dash(cr, &dashes, 2, 0)
            CairoDrawing.setColor(Self.accent, opacity: 0.9, on: cr)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        }
        drawDistances(on: cr, fit: fit)
        if !selectionShapes.isEmpty {
            // A white halo under the accent line keeps it visible on a blue fill.
            for path in selectionShapes { stroke(path) }
            cairo_set_source_rgba(cr, 1, 1, 1, 0.8)
            cairo_set_line_width(cr, 4)
            cairo_stroke_preserve(cr)
            CairoDrawing.setColor(Self.accent, on: cr)
            cairo_set_line_width(cr, 2)
            cairo_stroke(cr)
        }
        drawHandles(on: cr, fit: fit)
    }
}

extension CanvasOutlines {
    /// Each distance: a line with a tick at each end, and its length in points on a pill at its
    /// middle (canvas pixels, so they read at every zoom).
    func drawDistances(on cr: OpaquePointer, fit: CanvasFit) {
        guard !distances.isEmpty else { return }
        let text = TextEngine(cr: cr)
        for distance in distances {
            var a = fit.canvasPoint(fromScene: distance.from), b = fit.canvasPoint(fromScene: distance.to)
            let horizontal = a.y == b.y
            // On a pixel's middle, so that the one-pixel line is crisp rather than two half-tones.
            if horizontal { (a.y, b.y) = (a.y.rounded(.down) + 0.5, b.y.rounded(.down) + 0.5) } else { (a.x, b.x) = (a.x.rounded(.down) + 0.5, b.x.rounded(.down) + 0.5) }
            cairo_move_to(cr, a.x, a.y)
            cairo_line_to(cr, b.x, b.y)
            for end in [a, b] {
                cairo_move_to(cr, horizontal ? end.x : end.x - 4, horizontal ? end.y - 4 : end.y)
                cairo_line_to(cr, horizontal ? end.x : end.x + 4, horizontal ? end.y + 4 : end.y)
            }
            CairoDrawing.setColor(Self.measure, on: cr)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            let label = text.layout(DecimalFormat.short(distance.length), size: 11, weight: .semibold)
            let box = Rect(
                x: (a.x + b.x) / 2 - label.size.width / 2 - 4, y: (a.y + b.y) / 2 - label.size.height / 2 - 1,
                width: label.size.width + 8, height: label.size.height + 2)
            CairoDrawing.appendRoundedRect(box, radius: 3, to: cr)
            CairoDrawing.setColor(Self.measure, on: cr)
            cairo_fill(cr)
            label.draw(at: Point(x: box.minX + 4, y: box.minY + 1), color: .white, on: cr)
        }
    }
}

extension CanvasOutlines {
    /// The corner handles (white dots ringed in the accent), the edge handles (white squares),
    /// the snap guide, the keyboard's handle's ring and the value of the handle dragged or
    /// focused, in canvas pixels.
    func drawHandles(on cr: OpaquePointer, fit: CanvasFit) {
        if let guide = snapGuide {
            let c = fit.canvasPoint(fromScene: guide)
            cairo_new_sub_path(cr)
            cairo_arc(cr, c.x, c.y, 8, 0, 2 * Double.pi)
            var dashes: [Double] = [3, 2]
            cairo_set_dash(cr, &dashes, 2, 0)
            CairoDrawing.setColor(Self.accent, on: cr)
            cairo_set_line_width(cr, 1.5)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        }
        if let focused = focusedHandle {
            let c = fit.canvasPoint(fromScene: focused)
            cairo_new_sub_path(cr)
            cairo_arc(cr, c.x, c.y, 9, 0, 2 * Double.pi)
            CairoDrawing.setColor(Self.accent, on: cr)
            cairo_set_line_width(cr, 2)
            cairo_stroke(cr)
        }
        for handle in handles {
            let c = fit.canvasPoint(fromScene: handle)
            cairo_new_sub_path(cr)
            cairo_arc(cr, c.x, c.y, 4.5, 0, 2 * Double.pi)
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            cairo_fill_preserve(cr)
            CairoDrawing.setColor(Self.accent, on: cr)
            cairo_set_line_width(cr, 1.5)
            cairo_stroke(cr)
        }
        for handle in edgeHandles {
            let c = fit.canvasPoint(fromScene: handle)
            cairo_rectangle(cr, c.x - 4, c.y - 4, 8, 8)
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            cairo_fill_preserve(cr)
            CairoDrawing.setColor(Self.accent, on: cr)
            cairo_set_line_width(cr, 1.5)
            cairo_stroke(cr)
        }
        guard let label = handleLabel else { return }
        let text = TextEngine(cr: cr)
        let block = text.layout(label.text, size: 11, weight: .semibold)
        let at = fit.canvasPoint(fromScene: label.at)
        let box = Rect(x: at.x + 10, y: at.y + 10, width: block.size.width + 10, height: block.size.height + 4)
        CairoDrawing.appendRoundedRect(box, radius: 4, to: cr)
        CairoDrawing.setColor(Self.accent, on: cr)
        cairo_fill(cr)
        block.draw(at: Point(x: box.minX + 5, y: box.minY + 2), color: .white, on: cr)
    }
}
