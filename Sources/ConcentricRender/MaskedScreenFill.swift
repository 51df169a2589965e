// The screen's background through the screen's shape in a few composites instead of one per row.
import CPangoCairo
import ConcentricCore
import ConcentricScene
import Foundation

/// Gradient fills through the screen's shape (the full-screen gradient most scenes start with,
/// and gradient cards), painted with the pixels `cairo_clip` + `cairo_fill` give, at a fraction
/// of the cost.
///
/// Why: Cairo composites a gradient clipped by a curved path piece by piece along each pixel row
/// of the curve (one pixman composite per row piece, each in pixman's general path), which was
/// over a third of a 32-level canvas frame at @2x and most of a gradient preset's drawing at @3x
/// (bench/PROFILES.md, "perf-draw"). Here Cairo rasterizes the same coverage into an A8 mask
/// (the same outlines and clip, transformation, tolerance and antialiasing, on the same pixel grid
/// moved by whole pixels, cut by the same box), and the gradient is composited in a few whole
/// rectangles: without a mask where the mask is fully covered (a covered pixel is the source's,
/// either way), through the mask elsewhere (the same coverage, the same pixman arithmetic).
///
/// It only runs where that reasoning holds, and otherwise says so and draws nothing: an image
/// surface whose device scale is a power of two and whose device offset is whole (so device pixel
/// boxes are exact in user space), a clip around the screen that is one pixel-aligned rectangle
/// (or none), a screen that curves, and a gradient running straight down or up. `MaskedScreenFillTests`
/// and `DrawingFastPathTests` compare its pixels with the plain drawing's on clear and drawn-on
/// canvases at fractional fits.
enum MaskedScreenFill {
    /// The screen on one context, found before the screen's clip is set: what every masked fill
    /// there needs. Nil where the conditions above do not hold for the screen.
    struct Canvas {
        let screen: Path
        let device: DevicePixels
        /// The pixels the screen's clip reaches: its device box within the context's clip.
        let limits: PixelBox

        init?(screen: Path, on cr: OpaquePointer) {
            guard hasCurve(screen, on: cr), let device = DevicePixels(of: cr), let limits = device.clipBox(on: cr, within: screen) else {
                return nil
            }
            self.screen = screen
            self.device = device
            self.limits = limits
        }
    }

    /// Paints `fill` (a gradient spans `rect`) clipped to the canvas's screen, which `fillOutline`
    /// must cover, on `cr` before the screen's clip is set, and returns true; returns false,
    /// having drawn nothing, when the conditions do not hold.
    static func paintBackground(_ fillOutline: Path, _ fill: Fill, spanning rect: Rect, screenBounds: Rect, canvas: Canvas, on cr: OpaquePointer) -> Bool {
        guard isRowConstant(fill, spanning: rect, on: cr), covers(fillOutline, screenBounds),
            let mask = Mask(box: canvas.limits, on: cr, device: canvas.device, draw: { CairoDrawing.append(canvas.screen, to: $0) })
        else { return false }
        defer { cairo_surface_destroy(mask.surface) }
        guard let cells = mask.cells() else { return false }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // The source keeps the user space it is set in (Cairo locks a pattern to the matrix at
        // `cairo_set_source`), so the gradient lands as the plain fill's does.
        CairoDrawing.setSource(fill, spanning: rect, on: cr)
        composite(cells, of: mask, on: cr, device: canvas.device)
        return true
    }

    /// Paints `fill` (a gradient spans `rect`) in `outline`, on `cr` inside the canvas's screen
    /// clip and no other clip or group, and returns true; returns false, having drawn nothing,
    /// when the conditions do not hold. The mask is Cairo's own clipped fill onto an A8 surface;
    /// the composites go through a second context on the same surface, without the screen's clip
    /// (through it Cairo would intersect every box with the clip's outline again).
    static func paintInside(_ outline: Path, _ fill: Fill, spanning rect: Rect, canvas: Canvas, on cr: OpaquePointer) -> Bool {
        guard isRowConstant(fill, spanning: rect, on: cr), let target = cairo_get_group_target(cr), target == cairo_get_target(cr),
            let box = canvas.device.pathBox(outline, on: cr, within: canvas.limits),
            let mask = Mask(box: box, on: cr, device: canvas.device, draw: { mcr in
                CairoDrawing.append(canvas.screen, to: mcr)
                cairo_clip(mcr)
                CairoDrawing.append(outline, to: mcr)
            })
        else { return false }
        defer { cairo_surface_destroy(mask.surface) }
        guard let cells = mask.cells(), let plain = cairo_create(target) else { return false }
        defer { cairo_destroy(plain) }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(plain, &matrix)
        cairo_set_operator(plain, cairo_get_operator(cr))
        CairoDrawing.setSource(fill, spanning: rect, on: plain)
        composite(cells, of: mask, on: plain, device: canvas.device)
        return true
    }

    /// The gradient set as `cr`'s source, composited in `cells` of `mask`: the covered ones
    /// without a mask, the partial ones through it.
    private static func composite(_ cells: (covered: [PixelBox], partial: [PixelBox]), of mask: Mask, on cr: OpaquePointer, device: DevicePixels) {
        var identity = device.identity
        cairo_set_matrix(cr, &identity)
        cairo_new_path(cr)
        for box in cells.covered { box.offset(by: mask.box).append(to: cr) }
        cairo_fill(cr)
        cairo_new_path(cr)
        for box in cells.partial { box.offset(by: mask.box).append(to: cr) }
        cairo_clip(cr)
        cairo_mask_surface(cr, mask.surface, Double(mask.box.x0), Double(mask.box.y0))
    }

    /// Whether `fill` is a gradient whose colour is the same along every device pixel row: one
    /// running straight down or up, on a context that neither rotates nor skews. Pixman then gives
    /// a row one colour wherever a composite starts along it; along any other gradient a pixel's
    /// colour is summed from where its composite starts, and differs by a level here and there.
    /// (A solid colour is filled span by span with Cairo's own blending, cheaply, and rounds
    /// unlike pixman's compositing through a mask.)
    static func isRowConstant(_ fill: Fill, spanning rect: Rect, on cr: OpaquePointer) -> Bool {
        guard case .linearGradient(let gradient) = fill.paint else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let (start, end) = gradient.endpoints(in: rect)
        return m.xy == 0 && m.yx == 0 && start.x == end.x
    }

    /// Whether `screen` bends somewhere by a device pixel or more. A screen of straight edges is a
    /// clip Cairo keeps as boxes and composites through cheaply, with its own coverage.
    static func hasCurve(_ screen: Path, on cr: OpaquePointer) -> Bool {
        var ax = 1.0, ay = 0.0, bx = 0.0, by = 1.0
        cairo_user_to_device_distance(cr, &ax, &ay)
        cairo_user_to_device_distance(cr, &bx, &by)
        let pixelsPerUnit = min(abs(ax) + abs(ay), abs(bx) + abs(by))
        var current = Point(x: 0, y: 0)
        for element in screen.elements {
            switch element {
            case .move(let p), .line(let p): current = p
            case .curve(let c1, let c2, let p):
                let xs = [current.x, c1.x, c2.x, p.x], ys = [current.y, c1.y, c2.y, p.y]
                if let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
                    max(x1 - x0, y1 - y0) * pixelsPerUnit >= 1
                {
                    return true
                }
                current = p
            case .close: break
            }
        }
        return false
    }

    /// Whether `outline` is an axis-aligned rectangle holding `bounds`.
    static func covers(_ outline: Path, _ bounds: Rect) -> Bool {
        var points: [Point] = []
        for (index, element) in outline.elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0: points.append(p)
            case .close where index == outline.elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return false }
        for (i, p) in points.enumerated() {
            let q = points[(i + 1) % 4]
            guard p.x == q.x || p.y == q.y else { return false }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return false }
        // Four axis-aligned edges through four points span a rectangle only with two distinct xs and ys.
        guard Set(xs).count == 2, Set(ys).count == 2 else { return false }
        return minX <= bounds.minX && minY <= bounds.minY && maxX >= bounds.maxX && maxY >= bounds.maxY
    }

    /// A box of whole device pixels, `x0..<x1` × `y0..<y1`.
    struct PixelBox: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
        var width: Int { x1 - x0 }
        var height: Int { y1 - y0 }

        func offset(by origin: PixelBox) -> PixelBox {
            PixelBox(x0: x0 + origin.x0, y0: y0 + origin.y0, x1: x1 + origin.x0, y1: y1 + origin.y0)
        }

        /// Appends the box in a device-pixel user space; an empty box adds nothing.
        func append(to cr: OpaquePointer) {
            guard !isEmpty else { return }
            cairo_rectangle(cr, Double(x0), Double(y0), Double(width), Double(height))
        }
    }

    /// The target's device transformation, where a user space of whole device pixels is exact.
    struct DevicePixels {
        /// A matrix making user units device pixels on the target (exact: powers of two and whole offsets).
        var identity: cairo_matrix_t
        /// The target's device scale and offset.
        let scale: (x: Double, y: Double), offset: (x: Double, y: Double)

        init?(of cr: OpaquePointer) {
            guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
            let format = cairo_image_surface_get_format(target)
            guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return nil }
            var sx = 0.0, sy = 0.0, ox = 0.0, oy = 0.0
            cairo_surface_get_device_scale(target, &sx, &sy)
            cairo_surface_get_device_offset(target, &ox, &oy)
            func isPowerOfTwo(_ v: Double) -> Bool { v.isFinite && v > 0 && v.significand == 1 }
            func isWhole(_ v: Double) -> Bool { v.isFinite && v.rounded() == v && abs(v) < 16_777_216 }
            guard isPowerOfTwo(sx), isPowerOfTwo(sy), isWhole(ox), isWhole(oy) else { return nil }
            scale = (sx, sy)
            offset = (ox, oy)
            identity = cairo_matrix_t(xx: 1 / sx, yx: 0, xy: 0, yy: 1 / sy, x0: -ox / sx, y0: -oy / sy)
        }

        /// The whole device pixels `outline`'s extents reach (as Cairo bounds a fill: the box of
        /// its points, the curves' own extremes, rounded out) within `limits`; nil when empty.
        func pathBox(_ outline: Path, on cr: OpaquePointer, within limits: PixelBox) -> PixelBox? {
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_new_path(cr)
            CairoDrawing.append(outline, to: cr)
            var matrix = identity
            cairo_set_matrix(cr, &matrix)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_path_extents(cr, &x1, &y1, &x2, &y2)
            cairo_new_path(cr)
            guard [x1, y1, x2, y2].allSatisfy({ $0.isFinite && abs($0) < 16_777_216 }) else { return nil }
            let box = PixelBox(
                x0: max(limits.x0, Int(x1.rounded(.down))), y0: max(limits.y0, Int(y1.rounded(.down))),
                x1: min(limits.x1, Int(x2.rounded(.up))), y1: min(limits.y1, Int(y2.rounded(.up))))
            return box.isEmpty ? nil : box
        }

        /// The device box the screen's clip reaches within the current clip, which must be one
        /// pixel-aligned rectangle (or none: the surface); nil otherwise, or when it is empty.
        func clipBox(on cr: OpaquePointer, within screen: Path) -> PixelBox? {
            cairo_save(cr)
            defer { cairo_restore(cr) }
            var user = cairo_matrix_t(), matrix = identity
            cairo_get_matrix(cr, &user)
            cairo_set_matrix(cr, &matrix)
            // A clip of one box: Cairo lists it in whole pixels; a path or several boxes are refused.
            guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
            let isOneBox = list.pointee.status == CAIRO_STATUS_SUCCESS && list.pointee.num_rectangles == 1
            cairo_rectangle_list_destroy(list)
            guard isOneBox else { return nil }
            cairo_set_matrix(cr, &user)
            CairoDrawing.append(screen, to: cr)
            cairo_clip(cr)
            cairo_set_matrix(cr, &matrix)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
            guard [x1, y1, x2, y2].allSatisfy({ $0.isFinite && $0.rounded() == $0 && abs($0) < 16_777_216 }) else { return nil }
            let box = PixelBox(x0: Int(x1), y0: Int(y1), x1: Int(x2), y1: Int(y2))
            return box.isEmpty ? nil : box
        }
    }

    /// Coverage rasterized into an A8 image covering `box` (its pixel (0, 0) is the device pixel
    /// at `box`'s origin): `draw` sets the path (and any clip) on a context with `cr`'s
    /// transformation, tolerance, antialiasing and fill rule, which is then filled.
    struct Mask {
        let surface: OpaquePointer
        let box: PixelBox
        var width: Int { box.width }
        var height: Int { box.height }

        init?(box: PixelBox, on cr: OpaquePointer, device: DevicePixels, draw: (OpaquePointer) -> Void) {
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height)) else { return nil }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                return nil
            }
            // The target's device transformation moved by the box's whole pixels: every point
            // lands on the same place in its pixel, and the surface's edges cut the outlines where
            // the box (the target's clip, or the fill's own extents) cuts them.
            cairo_surface_set_device_scale(surface, device.scale.x, device.scale.y)
            cairo_surface_set_device_offset(surface, device.offset.x - Double(box.x0), device.offset.y - Double(box.y0))
            guard let mcr = cairo_create(surface) else {
                cairo_surface_destroy(surface)
                return nil
            }
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            cairo_set_matrix(mcr, &matrix)
            cairo_set_tolerance(mcr, cairo_get_tolerance(cr))
            cairo_set_antialias(mcr, cairo_get_antialias(cr))
            cairo_set_fill_rule(mcr, cairo_get_fill_rule(cr))
            draw(mcr)
            cairo_fill(mcr)
            cairo_destroy(mcr)
            cairo_surface_flush(surface)
            // Composited in device pixels from here on.
            cairo_surface_set_device_offset(surface, 0, 0)
            cairo_surface_set_device_scale(surface, 1, 1)
            self.surface = surface
            self.box = box
        }

        /// The mask's rectangles in two sets: `covered` (every pixel fully covered) and `partial`
        /// (the rest of the mask), together the whole mask, none overlapping. The covered ones
        /// are a cross: the widest band of rows fully covered across the middle row's covered
        /// run, and above and below it the largest rectangle of fully covered columns. Nil when
        /// the middle row has no covered run (nothing gained over the plain clip).
        func cells() -> (covered: [PixelBox], partial: [PixelBox])? {
            guard let data = cairo_image_surface_get_data(surface) else { return nil }
            let stride = Int(cairo_image_surface_get_stride(surface))
            // Each row's covered run: its first and last fully covered pixel, when every pixel
            // between them is covered too (empty otherwise).
            // (`memcmp` against a covered row: the check runs over most of the mask's pixels.)
            let coveredRow = [UInt8](repeating: 255, count: width)
            let runs: [Range<Int>] = (0..<height).map { y in
                let row = UnsafeBufferPointer(start: data + y * stride, count: width)
                guard let first = row.firstIndex(of: 255), let last = row.lastIndex(of: 255) else { return 0..<0 }
                let isWhole = coveredRow.withUnsafeBytes { covered in
                    covered.baseAddress.map { memcmp(data + y * stride + first, $0, last + 1 - first) == 0 } ?? false
                }
                return isWhole ? first..<(last + 1) : 0..<0
            }
            let middle = height / 2
            let core = runs[middle]
            guard !core.isEmpty else { return nil }
            var top = middle, bottom = middle + 1
            func holdsCore(_ run: Range<Int>) -> Bool { run.lowerBound <= core.lowerBound && run.upperBound >= core.upperBound }
            while top > 0, holdsCore(runs[top - 1]) { top -= 1 }
            while bottom < height, holdsCore(runs[bottom]) { bottom += 1 }
            let upper = Self.largestBox(rows: Array((0..<top).reversed()), runs: runs)
            let lower = Self.largestBox(rows: Array(bottom..<height), runs: runs)
            // `upper` spans rows upper.y0..<top, `lower` bottom..<lower.y1 (either may be empty).
            let upperTop = upper.isEmpty ? top : upper.y0, lowerBottom = lower.isEmpty ? bottom : lower.y1
            let band = PixelBox(x0: core.lowerBound, y0: top, x1: core.upperBound, y1: bottom)
            var partial: [PixelBox] = [
                PixelBox(x0: 0, y0: 0, x1: width, y1: upperTop),
                PixelBox(x0: 0, y0: top, x1: band.x0, y1: bottom),
                PixelBox(x0: band.x1, y0: top, x1: width, y1: bottom),
                PixelBox(x0: 0, y0: lowerBottom, x1: width, y1: height),
            ]
            if !upper.isEmpty {
                partial.append(PixelBox(x0: 0, y0: upper.y0, x1: upper.x0, y1: top))
                partial.append(PixelBox(x0: upper.x1, y0: upper.y0, x1: width, y1: top))
            }
            if !lower.isEmpty {
                partial.append(PixelBox(x0: 0, y0: bottom, x1: lower.x0, y1: lower.y1))
                partial.append(PixelBox(x0: lower.x1, y0: bottom, x1: width, y1: lower.y1))
            }
            return ([band, upper, lower].filter { !$0.isEmpty }, partial.filter { !$0.isEmpty })
        }

        /// The largest box of fully covered pixels whose rows run from the first of `rows`
        /// (adjacent to the band) outwards: each row it takes narrows it to the runs' overlap.
        static func largestBox(rows: [Int], runs: [Range<Int>]) -> PixelBox {
            var best = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
            var left = Int.min, right = Int.max, bestArea = 0
            for (taken, y) in rows.enumerated() {
                let run = runs[y]
                left = max(left, run.lowerBound)
                right = min(right, run.upperBound)
                guard right > left, !run.isEmpty else { break }
                let area = (right - left) * (taken + 1)
                if area > bestArea {
                    bestArea = area
                    let y0 = min(rows[0], y), y1 = max(rows[0], y) + 1
                    best = PixelBox(x0: left, y0: y0, x1: right, y1: y1)
                }
            }
            return best
        }
    }
}
