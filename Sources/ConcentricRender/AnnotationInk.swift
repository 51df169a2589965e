// The annotation layer's strokes and fills kept as coverage masks: Cairo 1.16
// composites a translucent stroke one pixel row at a time (a pixman call per row of every line,
// arc and pill), which made the annotations' ~140 strokes cost more than the whole scene at @2x.
// A frame that draws the same planned layer again composites each kept mask once instead.
import CPangoCairo
import ConcentricCore

/// The coverage of every stroke and fill of one planned annotation layer drawn on one image
/// surface, as A8 masks in that surface's device pixels, in drawing order, recorded while the
/// layer is drawn (`record`) and composited in their place by the next draws (`replay`) with the
/// same source colours.
///
/// Why the pixels are the same: Cairo rasterizes a path into coverage values and composites the
/// source through them with pixman's OVER; a mask holding those coverage values (the path drawn
/// opaque into an A8 surface offset by whole device pixels, with a margin so no edge is cut that
/// the target does not cut) composited with the same source goes through the same pixman
/// operation. `CanvasOverlayCacheTests` compares every frame byte for byte with a fresh drawing.
///
/// Only for an image surface (a recording surface, GTK's drawing area's, has no pixels yet) with
/// no clip narrower than the surface: anything else is drawn as it always was. A reference type
/// because it owns Cairo surfaces; owned by one `CanvasOverlayCache`.
final class AnnotationInk {
    /// What one drawing call does with the current path.
    enum Operation: Equatable {
        case stroke, strokePreserve, fill, fillPreserve

        var preservesPath: Bool { self == .strokePreserve || self == .fillPreserve }
        var isStroke: Bool { self == .stroke || self == .strokePreserve }
    }

    /// Where the masks belong: the context's transformation and its image surface's device
    /// transformation and size (a mask is placed in device pixels).
    private struct Placement: Equatable {
        var matrix: [Double]
        var deviceScale: [Double]
        var deviceOffset: [Double]
        var width: Int32, height: Int32
    }

    private struct Mask {
        var operation: Operation
        /// The A8 surface, its device offset placing it in the target's device pixels (nil: the
        /// call paints nothing on the surface).
        var surface: OpaquePointer?
        /// Whether the call is made directly: an opaque colour, which Cairo paints with its own
        /// interpolation rather than pixman's OVER (it rounds differently), and cheaply.
        var direct = false
    }

    private let placement: Placement
    private var masks: [Mask] = []

    /// Recording the first draw, waiting for the next (`idle`: the recording is complete),
    /// replaying one, or given up (a draw did not make the recorded calls).
    private enum State: Equatable { case recording, idle, replaying(next: Int), broken }
    private var state = State.recording

    /// Device pixels kept around a path's extents: Cairo's extents leave out some of the ink of
    /// round caps on dashes, and an edge cut near the ink rasterizes differently.
    static let margin = 8

    /// A recorder for `cr`, or nil when `cr` does not draw on an unclipped image surface.
    init?(for cr: OpaquePointer) {
        guard let placement = Self.placement(of: cr) else { return nil }
        self.placement = placement
    }

    deinit {
        for mask in masks { if let surface = mask.surface { cairo_surface_destroy(surface) } }
    }

    private static func placement(of cr: OpaquePointer) -> Placement? {
        guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_get_operator(cr) == CAIRO_OPERATOR_OVER
        else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var sx = 1.0, sy = 1.0, ox = 0.0, oy = 0.0
        cairo_surface_get_device_scale(target, &sx, &sy)
        cairo_surface_get_device_offset(target, &ox, &oy)
        let width = cairo_image_surface_get_width(target), height = cairo_image_surface_get_height(target)
        // The clip must hold the whole surface (a narrower clip would cut the masks elsewhere).
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        guard x0 * sx + ox <= 0, y0 * sy + oy <= 0, x1 * sx + ox >= Double(width), y1 * sy + oy >= Double(height) else { return nil }
        return Placement(matrix: [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0], deviceScale: [sx, sy], deviceOffset: [ox, oy], width: width, height: height)
    }

    /// The bytes the masks hold.
    var bytes: Int {
        masks.reduce(0) { total, mask in
            guard let surface = mask.surface else { return total }
            return total + Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        }
    }

    /// Whether a whole draw was recorded and may be replayed (for tests).
    var isComplete: Bool { state == .idle }

    /// Starts a replay when the recording is complete and `cr` places its masks as the recorded
    /// context did; answers whether it did (otherwise the caller records again).
    func beginReplay(on cr: OpaquePointer) -> Bool {
        guard state == .idle, Self.placement(of: cr) == placement else { return false }
        state = .replaying(next: 0)
        return true
    }

    /// Ends a draw: a recording is complete; a replay that made other calls than recorded gives
    /// the masks up.
    func endDraw() {
        switch state {
        case .recording: state = .idle
        case .replaying(let next): state = next == masks.count ? .idle : .broken
        case .idle, .broken: break
        }
    }

    /// Performs `operation` on `cr`'s current path and source: from the kept mask when replaying,
    /// rasterized into a new mask (kept) when recording, directly otherwise.
    func paint(_ operation: Operation, on cr: OpaquePointer) {
        switch state {
        case .replaying(let index) where index < masks.count && masks[index].operation == operation:
            state = .replaying(next: index + 1)
            if masks[index].direct { return Self.direct(operation, on: cr) }
            composite(masks[index], on: cr)
        case .recording where !Self.isTranslucentColor(cairo_get_source(cr)):
            masks.append(Mask(operation: operation, surface: nil, direct: true))
            return Self.direct(operation, on: cr)
        case .recording:
            guard let surface = rasterize(operation, on: cr) else {
                state = .broken
                return Self.direct(operation, on: cr)
            }
            let mask = Mask(operation: operation, surface: surface)
            masks.append(mask)
            composite(mask, on: cr)
        case .replaying, .idle, .broken:
            state = .broken
            return Self.direct(operation, on: cr)
        }
        if !operation.preservesPath { cairo_new_path(cr) }
    }

    /// Whether `source` is a solid colour that is not opaque (what the masks are for).
    static func isTranslucentColor(_ source: OpaquePointer?) -> Bool {
        var r = 0.0, g = 0.0, b = 0.0, a = 1.0
        guard let source, cairo_pattern_get_rgba(source, &r, &g, &b, &a) == CAIRO_STATUS_SUCCESS else { return false }
        return a < 1
    }

    static func direct(_ operation: Operation, on cr: OpaquePointer) {
        switch operation {
        case .stroke: cairo_stroke(cr)
        case .strokePreserve: cairo_stroke_preserve(cr)
        case .fill: cairo_fill(cr)
        case .fillPreserve: cairo_fill_preserve(cr)
        }
    }

    /// `paint` through `ink`, or the plain Cairo call without one.
    static func paint(_ operation: Operation, on cr: OpaquePointer, ink: AnnotationInk?) {
        if let ink { ink.paint(operation, on: cr) } else { direct(operation, on: cr) }
    }

    private func composite(_ mask: Mask, on cr: OpaquePointer) {
        guard let surface = mask.surface else { return }
        cairo_save(cr)
        // The mask's device transformation places it; the context's would move it again.
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, surface, 0, 0)
        cairo_restore(cr)
    }

    /// The path's coverage as the operation would paint it, in an A8 surface covering its
    /// extents (plus `margin`) within the target, offset by whole device pixels.
    /// nil when no mask could be made; a nil surface when the path paints nothing.
    private func rasterize(_ operation: Operation, on cr: OpaquePointer) -> OpaquePointer?? {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        if operation.isStroke { cairo_stroke_extents(cr, &x0, &y0, &x1, &y1) } else { cairo_fill_extents(cr, &x0, &y0, &x1, &y1) }
        guard x1 > x0, y1 > y0 else { return .some(nil) }
        // User space to the target's device pixels: the context's matrix, then the surface's.
        let m = placement.matrix, s = placement.deviceScale, o = placement.deviceOffset
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
            let dx = (m[0] * x + m[2] * y + m[4]) * s[0] + o[0], dy = (m[1] * x + m[3] * y + m[5]) * s[1] + o[1]
            minX = min(minX, dx); minY = min(minY, dy); maxX = max(maxX, dx); maxY = max(maxY, dy)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let left = max(0, Int(minX.rounded(.down).clamped(-1e6, 1e6)) - Self.margin)
        let top = max(0, Int(minY.rounded(.down).clamped(-1e6, 1e6)) - Self.margin)
        let right = min(Int(placement.width), Int(maxX.rounded(.up).clamped(-1e6, 1e6)) + Self.margin)
        let bottom = min(Int(placement.height), Int(maxY.rounded(.up).clamped(-1e6, 1e6)) + Self.margin)
        guard right > left, bottom > top else { return .some(nil) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(right - left), Int32(bottom - top)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_set_device_scale(surface, s[0], s[1])
        cairo_surface_set_device_offset(surface, o[0] - Double(left), o[1] - Double(top))
        guard let mc = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        defer { cairo_destroy(mc) }
        var matrix = cairo_matrix_t(xx: m[0], yx: m[1], xy: m[2], yy: m[3], x0: m[4], y0: m[5])
        cairo_set_matrix(mc, &matrix)
        cairo_set_antialias(mc, cairo_get_antialias(cr))
        cairo_set_tolerance(mc, cairo_get_tolerance(cr))
        cairo_set_fill_rule(mc, cairo_get_fill_rule(cr))
        cairo_set_line_width(mc, cairo_get_line_width(cr))
        cairo_set_line_cap(mc, cairo_get_line_cap(cr))
        cairo_set_line_join(mc, cairo_get_line_join(cr))
        cairo_set_miter_limit(mc, cairo_get_miter_limit(cr))
        let dashCount = cairo_get_dash_count(cr)
        if dashCount > 0 {
            var dashes = [Double](repeating: 0, count: Int(dashCount))
            var offset = 0.0
            cairo_get_dash(cr, &dashes, &offset)
            cairo_set_dash(mc, dashes, dashCount, offset)
        }
        if let path = cairo_copy_path(cr) {
            cairo_append_path(mc, path)
            cairo_path_destroy(path)
        }
        cairo_set_source_rgba(mc, 1, 1, 1, 1)
        if operation.isStroke { cairo_stroke(mc) } else { cairo_fill(mc) }
        cairo_surface_flush(surface)
        return .some(surface)
    }
}

extension Double {
    fileprivate func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
