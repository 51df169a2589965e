// The few Cairo calls every drawing step shares: outlines, fills and colours.
import CPangoCairo
import ConcentricCore
import ConcentricScene

/// Thin helpers over a `cairo_t*` (which Swift sees as `OpaquePointer`).
enum CairoDrawing {
    /// The largest coordinate handed to Cairo, in points. Cairo stores device coordinates in 24.8
    /// fixed point (about ±8 million); a point outside that range silently drops the whole path.
    /// Canvases are at most 16 384 px across, so clamping far outside them changes no visible pixel
    /// of straight edges and keeps absurd scenes (a 1e300 pt card) drawable.
    static let coordinateLimit = 100_000.0

    static func clamp(_ v: Double) -> Double { v.isFinite ? min(coordinateLimit, max(-coordinateLimit, v)) : 0 }

    /// Appends `path` to the context's current path: each `PathElement` is one Cairo call.
    static func append(_ path: Path, to cr: OpaquePointer) {
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, clamp(p.x), clamp(p.y))
            case .line(let p): cairo_line_to(cr, clamp(p.x), clamp(p.y))
            case .curve(let c1, let c2, let p):
                cairo_curve_to(cr, clamp(c1.x), clamp(c1.y), clamp(c2.x), clamp(c2.y), clamp(p.x), clamp(p.y))
            case .close: cairo_close_path(cr)
            }
        }
    }

    static func setColor(_ color: Color, opacity: Double = 1, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
    }

    /// Makes `fill` the context's source; a gradient spans `rect`. (Cairo keeps its own reference to
    /// the pattern, so it is released here.)
    static func setSource(_ fill: Fill, spanning rect: Rect, on cr: OpaquePointer) {
        switch fill.paint {
        case .solid(let color):
            setColor(color, opacity: fill.opacity, on: cr)
        case .linearGradient(let gradient):
            let (start, end) = gradient.endpoints(in: rect)
            guard let pattern = cairo_pattern_create_linear(clamp(start.x), clamp(start.y), clamp(end.x), clamp(end.y)) else {
                cairo_set_source_rgba(cr, 0, 0, 0, 0)
                return
            }
            defer { cairo_pattern_destroy(pattern) }
            for stop in gradient.stops {
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha * fill.opacity)
            }
            cairo_set_source(cr, pattern)
        }
    }

    /// Fills the current path with `fill`, whose gradient spans `rect`; the path is consumed.
    static func fillCurrentPath(_ fill: Fill, spanning rect: Rect, on cr: OpaquePointer) {
        setSource(fill, spanning: rect, on: cr)
        cairo_fill(cr)
    }

    /// Adds a rounded rectangle (a pill when `radius` is half the height) to the current path.
    static func appendRoundedRect(_ rect: Rect, radius: Double, to cr: OpaquePointer) {
        let r = min(radius, rect.halfShorterSide)
        append(CornerOutline.circular(rect: rect, radii: CornerRadii(all: r)), to: cr)
    }
}
