// The few Cairo calls every drawing step shares: outlines, fills and colours.
import CPangoCairo
import ConcentricCore
import ConcentricScene

/// Thin helpers over a `cairo_t*` (which Swift sees as `OpaquePointer`).
enum CairoDrawing {
    /// The largest device coordinate handed to Cairo. Cairo stores device coordinates in 24.8
    /// fixed point (±8,388,607) and silently drops a path that leaves that range; half of it is
    /// used, leaving room for what Cairo adds around a path (stroke widths, arcs, antialiasing).
    static let deviceLimit = 4_194_304.0

    /// The largest user-space coordinate (points) that lands within `deviceLimit` on `cr` under
    /// its current transformation. A vector export at scale 1 gets 4.2 million pt, four times
    /// `CoordinateLimit.points`, so an accepted scene is drawn as it is; coordinates beyond (a
    /// layout of nested, overhanging cards can compound past the input limit) are clamped, which
    /// keeps their straight edges where they cross the canvas (at most 16,384 px across).
    static func userLimit(on cr: OpaquePointer) -> Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let scale = max(abs(m.xx) + abs(m.xy), abs(m.yx) + abs(m.yy))
        let room = deviceLimit - max(abs(m.x0), abs(m.y0))
        guard scale.isFinite, scale > 0, room > 0 else { return 0 }
        return room / scale
    }

    static func clamp(_ v: Double, to limit: Double) -> Double { v.isFinite ? min(limit, max(-limit, v)) : 0 }

    /// Appends `path` to the context's current path: each `PathElement` is one Cairo call.
    static func append(_ path: Path, to cr: OpaquePointer) {
        let limit = userLimit(on: cr)
        func clamp(_ v: Double) -> Double { Self.clamp(v, to: limit) }
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
            let limit = userLimit(on: cr)
            func clamp(_ v: Double) -> Double { Self.clamp(v, to: limit) }
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

    /// Strokes `path` with `fill` (whose gradient spans `rect`), a line `width` wide centred on
    /// it, with SwiftUI's `StrokeStyle` defaults (butt caps, miter joins limited at 10, Cairo's
    /// own defaults too, set here so that no earlier drawing's state leaks in).
    static func stroke(_ path: Path, _ fill: Fill, width: Double, spanning rect: Rect, on cr: OpaquePointer) {
        guard width.isFinite, width > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        append(path, to: cr)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, 10)
        setSource(fill, spanning: rect, on: cr)
        cairo_stroke(cr)
    }

    /// Adds a rounded rectangle (a pill when `radius` is half the height) to the current path.
    static func appendRoundedRect(_ rect: Rect, radius: Double, to cr: OpaquePointer) {
        append(CornerGeometry(rect: rect, radii: CornerRadii(all: radius), curve: .circular).outline, to: cr)
    }
}
