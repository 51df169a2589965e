// The one drawing code path: a laid-out scene into any Cairo context (GTK canvas, PNG, SVG, PDF).
import CPangoCairo
import ConcentricCore
import ConcentricScene
import Foundation

/// Draws scenes with Cairo and PangoCairo. Every output (the playground's canvas and the
/// exported PNG, SVG and PDF files) goes through `draw`, so they cannot disagree.
public enum SceneRenderer {
    /// Draws `layout` at its natural size in points, in the context's current user space: the
    /// caller translates and scales `cr` first to fit its canvas. `cr` is a `cairo_t*` (GTK's
    /// draw function and CPangoCairo both import it as `OpaquePointer`). The context's state is
    /// saved and restored.
    public static func draw(_ layout: SceneLayout, into cr: OpaquePointer, options: RenderOptions = RenderOptions()) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        let text = TextEngine(cr: cr)
        let canvas = Rect(origin: .zero, size: layout.size)

        // The screen clips everything in it, as a real display does.
        cairo_save(cr)
        CairoDrawing.append(layout.screenShape.outline, to: cr)
        cairo_clip(cr)
        if options.drawBackground, let background = layout.background {
            cairo_rectangle(cr, 0, 0, canvas.width, canvas.height)
            CairoDrawing.fillCurrentPath(background, spanning: canvas, on: cr)
        }
        for card in layout.cards where !card.frame.isEmpty {
            if let fill = card.fill {
                cairo_save(cr)
                if let clip = card.clip {
                    let (x0, y0) = (CairoDrawing.clamp(clip.minX), CairoDrawing.clamp(clip.minY))
                    cairo_rectangle(cr, x0, y0, CairoDrawing.clamp(clip.maxX) - x0, CairoDrawing.clamp(clip.maxY) - y0)
                    cairo_clip(cr)
                }
                CairoDrawing.append(card.outline, to: cr)
                CairoDrawing.fillCurrentPath(fill, spanning: card.frame, on: cr)
                cairo_restore(cr)
            }
            if let label = card.label, let placed = placeLabel(label, in: card.frame, direction: layout.direction, text: text) {
                placed.block.draw(layoutOrigin: placed.origin, color: label.color, on: cr)
            }
        }
        cairo_restore(cr)

        if !options.annotations.isEmpty {
            drawAnnotations(AnnotationPlanner.plan(layout, options: options, text: text), on: cr)
        }
    }

    /// Lays out `scene` and draws it (see `draw(_:into:options:)`).
    public static func draw(_ scene: Scene, into cr: OpaquePointer, options: RenderOptions = RenderOptions()) {
        draw(SceneLayout(scene: scene), into: cr, options: options)
    }

    /// The annotation layer `draw` would paint for these options, without drawing: marks and
    /// placed label boxes (in scene points). For the playground's hit testing and for tests.
    public static func annotations(for layout: SceneLayout, options: RenderOptions = .annotated) -> SceneAnnotations {
        AnnotationPlanner.plan(layout, options: options, text: TextEngine())
    }

    /// The boxes the cards' label text occupies (logical text extents, in scene points).
    public static func labelBoxes(for layout: SceneLayout) -> [Rect] {
        cardTextBoxes(layout, text: TextEngine())
    }

    // MARK: - Card labels

    static func cardTextBoxes(_ layout: SceneLayout, text: TextEngine) -> [Rect] {
        layout.cards.compactMap { card in
            guard !card.frame.isEmpty, let label = card.label,
                let placed = placeLabel(label, in: card.frame, direction: layout.direction, text: text)
            else { return nil }
            let logical = placed.block.logical
            return Rect(x: placed.origin.x + logical.minX, y: placed.origin.y, width: logical.width, height: logical.height)
        }
    }

    /// Where a label's text goes: laid out at the width of its text box, aligned inside it.
    static func placeLabel(_ label: CardLabel, in frame: Rect, direction: LayoutDirection, text: TextEngine) -> (block: TextBlock, origin: Point)? {
        let box = label.textBox(in: frame, direction: direction)
        let limit = CairoDrawing.coordinateLimit
        guard box.width > 0, !label.text.isEmpty, abs(box.minX) < limit, abs(box.minY) < limit, box.width < limit, box.height < limit else { return nil }
        let horizontal = label.alignment.physicalHorizontalFraction(direction)
        let block = text.layout(label.text, size: label.size, weight: label.weight, width: box.width, alignment: horizontal)
        let y = box.minY + (box.height - block.size.height) * label.alignment.physicalVerticalFraction
        return (block, Point(x: box.minX, y: y))
    }

    // MARK: - Annotations

    enum Palette {
        static let center = Color(rgb8: 100, 210, 255)
        static let guide = Color(red: 1, green: 1, blue: 1, alpha: 0.6)
        static let redline = Color(rgb8: 255, 59, 48)
        static let radiusPill = Color(red: 0.05, green: 0.05, blue: 0.1, alpha: 0.82)
        static let errorPill = Color(rgb8: 255, 214, 10)
        static let halo = Color(red: 0, green: 0, blue: 0, alpha: 0.7)
    }

    static func drawAnnotations(_ annotations: SceneAnnotations, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for mark in annotations.marks where mark.isDrawable {
            switch mark {
            case .guideArc(let center, let radius, let corner, let isContainer):
                let start: Double
                switch corner {
                case .topLeft: start = Double.pi
                case .topRight: start = 1.5 * Double.pi
                case .bottomRight: start = 0
                case .bottomLeft: start = 0.5 * Double.pi
                }
                cairo_new_path(cr)
                cairo_arc(cr, center.x, center.y, radius, start - 0.15, start + 0.5 * Double.pi + 0.15)
                if isContainer {
                    let dashes: [Double] = [3, 3]
                    cairo_set_dash(cr, dashes, 2, 0)
                    CairoDrawing.setColor(Palette.guide, on: cr)
                } else {
                    cairo_set_dash(cr, nil, 0, 0)
                    CairoDrawing.setColor(Palette.center, opacity: 0.85, on: cr)
                }
                cairo_set_line_width(cr, 1)
                cairo_stroke(cr)
                cairo_set_dash(cr, nil, 0, 0)
            case .center(let p):
                cairo_new_path(cr)
                cairo_arc(cr, p.x, p.y, 2.75, 0, 2 * Double.pi)
                CairoDrawing.setColor(Palette.halo, on: cr)
                cairo_set_line_width(cr, 1.5)
                cairo_stroke_preserve(cr)
                CairoDrawing.setColor(Palette.center, on: cr)
                cairo_fill(cr)
            case .radiusLine(let a, let b):
                cairo_move_to(cr, a.x, a.y)
                cairo_line_to(cr, b.x, b.y)
                CairoDrawing.setColor(Palette.center, opacity: 0.7, on: cr)
                cairo_set_line_width(cr, 1)
                cairo_stroke(cr)
            case .redline(let a, let b):
                let length = a.distance(to: b)
                guard length > 0 else { continue }
                let n = Point(x: -(b.y - a.y) / length * 3, y: (b.x - a.x) / length * 3)
                for (p, q) in [(a, b), (Point(x: a.x - n.x, y: a.y - n.y), Point(x: a.x + n.x, y: a.y + n.y)), (Point(x: b.x - n.x, y: b.y - n.y), Point(x: b.x + n.x, y: b.y + n.y))] {
                    cairo_move_to(cr, p.x, p.y)
                    cairo_line_to(cr, q.x, q.y)
                }
                CairoDrawing.setColor(Palette.redline, on: cr)
                cairo_set_line_width(cr, 1)
                cairo_stroke(cr)
            }
        }
        let text = TextEngine(cr: cr)
        for label in annotations.labels {
            let (pill, ink): (Color, Color)
            switch label.kind {
            case .radius: (pill, ink) = (Palette.radiusPill, .white)
            case .inset: (pill, ink) = (Palette.redline, .white)
            case .error: (pill, ink) = (Palette.errorPill, .black)
            }
            CairoDrawing.appendRoundedRect(label.box, radius: label.box.height / 2, to: cr)
            CairoDrawing.setColor(pill, on: cr)
            cairo_fill_preserve(cr)
            CairoDrawing.setColor(Palette.halo, opacity: 0.5, on: cr)
            cairo_set_line_width(cr, 0.75)
            cairo_stroke(cr)
            let block = text.layout(label.text, size: AnnotationStyle.fontSize, weight: .bold)
            block.draw(at: Point(x: label.box.minX + AnnotationStyle.paddingX, y: label.box.minY + AnnotationStyle.paddingY), color: ink, on: cr)
        }
    }
}

extension AnnotationMark {
    /// Whether every coordinate is within Cairo's range (see `CairoDrawing.coordinateLimit`);
    /// marks of absurdly large cards are skipped rather than clamped into wrong shapes.
    var isDrawable: Bool {
        let limit = CairoDrawing.coordinateLimit
        func ok(_ p: Point) -> Bool { abs(p.x) < limit && abs(p.y) < limit }
        switch self {
        case .center(let p): return ok(p)
        case .guideArc(let c, let r, _, _): return ok(c) && r < limit
        case .radiusLine(let a, let b), .redline(let a, let b): return ok(a) && ok(b)
        }
    }
}
