// Drop shadows for Cairo, which has no blur: what casts the shadow is drawn into an image of its
// own, its alpha blurred by three box blurs (a Gaussian's usual approximation), tinted and
// painted behind it.
import CPangoCairo
import ConcentricCore
import ConcentricScene

/// Paints `shadow(color:radius:x:y:)` (docs/SWIFTUI.md, "Modifiers"): the commands that cast it are
/// drawn into an ARGB image covering only what can show (the shadow's reach, within the clip),
/// their alpha is blurred with σ = the radius, tinted with the colour and painted at the offset.
/// A wide blur is made at a fraction of the pixels and scaled up (as browsers do): the cost of a
/// shadow grows with its area, not with its radius.
/// On an image surface the image has the surface's pixels; on a vector surface (SVG, PDF) two
/// pixels a point, and the shadow is an embedded image under the vector drawing.
enum ShadowRenderer {
    /// Pixels a point of the shadow's image on a vector surface.
    static let vectorDensity = 2.0
    /// The largest shadow image, in pixels: a larger area (a huge clip on a vector page) is
    /// drawn at a lower density rather than at any cost in memory.
    static let maximumPixels = 16_777_216.0
    /// The standard deviation, in the image's pixels, below which a blur is not made at a lower
    /// density, and the lowest fraction of the full density it is made at.
    static let pixelsPerSigma = 3.0
    static let largestFraction = 16

    /// Paints the shadow `run` of `commands[range]` (the commands between a `beginShadow` and its
    /// `endShadow`) on `cr`, under the current clip. `text` lays out their texts; `inks`, when
    /// given, holds each command's `inkBounds`.
    static func paint(_ run: ShadowRun, of commands: [DrawCommand], in range: Range<Int>, inks: [Rect?]?, text: TextEngine?, on cr: OpaquePointer) {
        guard run.color.alpha > 0, let ink = Self.ink(of: commands, in: range, inks: inks), let target = cairo_get_target(cr) else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // Everything below is in device units of the current transformation (`cairo_get_matrix`).
        let scale = (abs(m.xx * m.yy - m.xy * m.yx)).squareRoot()
        guard scale.isFinite, scale > 0 else { return }
        var ox = run.offset.x, oy = run.offset.y
        cairo_user_to_device_distance(cr, &ox, &oy)
        let sigma = run.radius * scale
        let spread = 3 * sigma + 2
        // Where the shadow can show: the caster's ink moved by the offset, grown by the blur,
        // within the clip.
        let clip = deviceBox(of: clipExtents(cr), m)
        let cast = deviceBox(of: ink, m)
        guard let shown = Self.intersection(Rect(x: cast.minX + ox - spread, y: cast.minY + oy - spread, width: cast.width + 2 * spread, height: cast.height + 2 * spread), clip)
        else { return }
        // What can cast onto it: that region moved back, grown by the blur again.
        let source = Rect(x: shown.minX - ox - spread, y: shown.minY - oy - spread, width: shown.width + 2 * spread, height: shown.height + 2 * spread)
        // A wide blur is made at a fraction of the pixels (a whole one, so that the image's pixels
        // fall on the same grid whatever region is drawn) and scaled up: it has no detail finer
        // than `pixelsPerSigma` of them.
        let full = cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE ? Self.deviceScale(of: cr) : vectorDensity
        let fraction = max(1, min(Self.largestFraction, Int(sigma * full / Self.pixelsPerSigma)))
        let density = min(full / Double(fraction), (maximumPixels / max(1, source.width * source.height)).squareRoot())
        let x0 = (source.minX * density).rounded(.down), y0 = (source.minY * density).rounded(.down)
        let width = Int((source.maxX * density).rounded(.up) - x0), height = Int((source.maxY * density).rounded(.up) - y0)
        guard width > 0, height > 0, let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(image) == CAIRO_STATUS_SUCCESS
        else { return }
        defer { cairo_surface_destroy(image) }
        if let icr = cairo_create(image) {
            // The same user space, in the image's pixels.
            var offsetScale = cairo_matrix_t(xx: density, yx: 0, xy: 0, yy: density, x0: -x0, y0: -y0)
            var drawing = cairo_matrix_t()
            cairo_matrix_multiply(&drawing, &m, &offsetScale)
            cairo_set_matrix(icr, &drawing)
            cairo_set_antialias(icr, CAIRO_ANTIALIAS_GOOD)
            cairo_set_fill_rule(icr, CAIRO_FILL_RULE_WINDING)
            SceneRenderer.drawCommands(commands, from: range.lowerBound, upTo: range.upperBound, text: text, on: icr)
            cairo_destroy(icr)
        }
        cairo_surface_flush(image)
        guard let data = cairo_image_surface_get_data(image) else { return }
        let stride = Int(cairo_image_surface_get_stride(image))
        tint(data, width: width, height: height, stride: stride, sigma: sigma * density, color: run.color)
        cairo_surface_mark_dirty(image)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_translate(cr, ox + x0 / density, oy + y0 / density)
        cairo_scale(cr, 1 / density, 1 / density)
        cairo_set_source_surface(cr, image, 0, 0)
        if let pattern = cairo_get_source(cr) { cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR) }
        cairo_paint(cr)
    }

    /// The union of the commands' inks (user space), nil when none has ink.
    static func ink(of commands: [DrawCommand], in range: Range<Int>, inks: [Rect?]?) -> Rect? {
        var union: Rect?
        for index in range {
            guard let ink = inks.map({ $0[index] }) ?? commands[index].inkBounds else { continue }
            union = union.map { $0.union(ink) } ?? ink
        }
        return union
    }

    /// The clip's extents in user space.
    static func clipExtents(_ cr: OpaquePointer) -> Rect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return Rect(x: x1, y: y1, width: max(0, x2 - x1), height: max(0, y2 - y1))
    }

    /// The box holding `rect` transformed by `m`.
    static func deviceBox(of rect: Rect, _ m: cairo_matrix_t) -> Rect {
        var m = m
        var xs: [Double] = [], ys: [Double] = []
        for (px, py) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var x = px, y = py
            cairo_matrix_transform_point(&m, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The common part of two boxes, nil when they share no area (or are not finite).
    static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY), x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Pixels a device unit on `cr`'s image target (a canvas's device scale).
    static func deviceScale(of cr: OpaquePointer) -> Double {
        guard let target = cairo_get_group_target(cr) else { return 1 }
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(target, &sx, &sy)
        return sx.isFinite && sx > 0 ? sx : 1
    }

    /// Replaces the premultiplied ARGB32 pixels with the shadow they cast: their alpha blurred
    /// (`BoxBlur`), as `color`'s alpha times it, premultiplied.
    static func tint(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double, color: Color) {
        var alpha = [UInt8](repeating: 0, count: width * height)
        alpha.withUnsafeMutableBufferPointer { a in
            let words = UnsafeMutableRawPointer(data)
            for y in 0..<height {
                for x in 0..<width {
                    a[y * width + x] = UInt8(words.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) >> 24)
                }
            }
            BoxBlur.gaussian(a, width: width, height: height, sigma: sigma)
            let ca = min(1, max(0, color.alpha))
            func channel(_ c: Double) -> Double { min(1, max(0, c)) * ca }
            let (r, g, b, al) = (channel(color.red), channel(color.green), channel(color.blue), ca)
            for y in 0..<height {
                for x in 0..<width {
                    let v = Double(a[y * width + x])
                    func byte(_ c: Double) -> UInt32 { UInt32((c * v).rounded()) }
                    let word = byte(al) << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
                    words.storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
    }
}

/// A Gaussian blur of an 8-bit channel approximated by three box blurs in each direction, with
/// the box size the Filter Effects specification gives for a standard deviation σ
/// (d = ⌊σ · 3 √(2π) / 4 + 0.5⌋; an odd d three centred boxes, an even one two boxes of d
/// centred on the pixel's left and right edges and one of d + 1), which browsers use too. Each
/// pass is a running sum, zero outside the image; columns are summed a row at a time, so that
/// memory is read in order.
enum BoxBlur {
    static func gaussian(_ pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, sigma: Double) {
        guard sigma.isFinite, sigma > 0, width > 0, height > 0, pixels.count >= width * height else { return }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return }
        // (pixels before, pixels after) the output pixel in each box.
        let boxes: [(Int, Int)] = d % 2 == 1 ? Array(repeating: ((d - 1) / 2, (d - 1) / 2), count: 3) : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        let other = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: width * height)
        defer { other.deallocate() }
        let sums = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: width)
        defer { sums.deallocate() }
        var source = pixels, target = other
        for box in boxes {
            for y in 0..<height { horizontal(source, target, row: y * width, count: width, box: box) }
            swap(&source, &target)
        }
        for box in boxes {
            vertical(source, target, width: width, height: height, box: box, sums: sums)
            swap(&source, &target)
        }
        // Six passes, an even number: the result is back in `pixels`.
    }

    /// (sum + size / 2) / size, as a multiplication by `reciprocal` = ⌊2³² / size⌋ + 1 (exact for
    /// every sum of at most 255 · size, size below 2¹⁶).
    @inline(__always) static func mean(_ sum: UInt32, _ half: UInt32, _ reciprocal: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt64(sum + half) &* reciprocal) >> 32)
    }

    static func reciprocal(_ size: UInt32) -> UInt64 { (UInt64(1) << 32) / UInt64(size) + 1 }

    /// One box along a row (`count` pixels from `row`).
    static func horizontal(
        _ source: UnsafeMutableBufferPointer<UInt8>, _ target: UnsafeMutableBufferPointer<UInt8>, row: Int, count: Int, box: (before: Int, after: Int)
    ) {
        let size = UInt32(box.before + 1 + box.after), half = size / 2, r = reciprocal(size)
        var sum: UInt32 = 0
        for i in 0..<min(count, box.after + 1) { sum += UInt32(source[row + i]) }
        for i in 0..<count {
            target[row + i] = mean(sum, half, r)
            let entering = i + box.after + 1, leaving = i - box.before
            if entering < count { sum += UInt32(source[row + entering]) }
            if leaving >= 0 { sum -= UInt32(source[row + leaving]) }
        }
    }

    /// One box down every column, the columns' running sums in `sums`.
    static func vertical(
        _ source: UnsafeMutableBufferPointer<UInt8>, _ target: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int,
        box: (before: Int, after: Int), sums: UnsafeMutableBufferPointer<UInt32>
    ) {
        let size = UInt32(box.before + 1 + box.after), half = size / 2, r = reciprocal(size)
        for x in 0..<width { sums[x] = 0 }
        for y in 0..<min(height, box.after + 1) {
            let row = y * width
            for x in 0..<width { sums[x] += UInt32(source[row + x]) }
        }
        for y in 0..<height {
            let row = y * width
            for x in 0..<width { target[row + x] = mean(sums[x], half, r) }
            let entering = y + box.after + 1, leaving = y - box.before
            if entering < height {
                let e = entering * width
                for x in 0..<width { sums[x] += UInt32(source[e + x]) }
            }
            if leaving >= 0 {
                let l = leaving * width
                for x in 0..<width { sums[x] -= UInt32(source[l + x]) }
            }
        }
    }
}
