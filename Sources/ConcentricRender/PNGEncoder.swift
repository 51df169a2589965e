// PNG encoding of rendered images through libpng, with settings chosen for speed at a small size cost.
import CPNG
import CPangoCairo

/// Writes a Cairo ARGB32 image surface as a PNG, pixel for pixel what `cairo_surface_write_to_png`
/// writes (colour unpremultiplied the same way; RGB when every pixel is opaque, else RGBA), at
/// well under half the cost.
///
/// Cairo's writer leaves libpng at its defaults: for every row it tries all five PNG filters and
/// keeps the one with the smallest sum of bytes, then deflates at level 6. On a 1206 × 2622 export
/// that was 91 % of the process's instructions (docs/BENCHMARKS.md). Here every row takes the Paeth
/// filter (PNG spec §9.4), which predicts flat fills, gradients and straight edges well, and zlib
/// runs with `Z_RLE`, which only looks for repeats of the previous byte: on the presets' images,
/// files are about 9 % larger and encoding takes about 40 % of the instructions.
enum PNGEncoder {
    /// Encodes `surface` (ARGB32 or RGB24) and hands the bytes to `sink`; returns the reason on
    /// failure (the sink's own failure is left in `sink.failure`).
    /// `rowsInPlace` (tests only: both ways must write the same file) hands libpng cairo's rows
    /// as they are (little-endian machines) rather than converting every row first.
    static func write(_ surface: OpaquePointer, to sink: StreamSink, rowsInPlace: Bool = 1.littleEndian == 1) -> String? {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return "unsupported image format" }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return "the image is empty" }
        let pixels = UnsafeRawPointer(data)
        let opaque = format == CAIRO_FORMAT_RGB24 || isOpaque(pixels, width: width, height: height, stride: stride)

        var png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, nil, nil)
        guard png != nil else { return "cannot create a PNG writer" }
        var info = png_create_info_struct(png)
        defer { png_destroy_write_struct(&png, &info) }
        guard info != nil else { return "cannot create a PNG writer" }

        png_set_write_fn(png, Unmanaged.passUnretained(sink).toOpaque(), { png, bytes, length in
            guard let io = png_get_io_ptr(png), let bytes else { return }
            // A failed write is remembered by the sink and reported once libpng has finished.
            _ = Unmanaged<StreamSink>.fromOpaque(io).takeUnretainedValue().write(UnsafeRawBufferPointer(start: bytes, count: length))
        }, { _ in })
        guard concentric_png_set_header(png, info, UInt32(width), UInt32(height), opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA) == 0
        else { return "cannot write the PNG header" }
        png_set_filter(png, 0, PNG_FILTER_PAETH)
        png_set_compression_strategy(png, Z_RLE)
        guard concentric_png_write_info(png, info) == 0 else { return "cannot write the PNG header" }

        // On a little-endian machine libpng reads cairo's rows in place (its own copy of each row
        // swaps B, G, R, A to R, G, B, A and drops the fourth byte of an opaque image), so only rows
        // with a translucent pixel are unpremultiplied first, into `straight`, in cairo's layout:
        // 67 million fewer instructions of our own for a 1206 × 2622 export, 22 million more in
        // libpng (docs/BENCHMARKS.md). A big-endian machine converts every row to PNG's byte order.
        if rowsInPlace {
            guard concentric_png_read_bgra_rows(png, opaque ? 1 : 0) == 0 else { return "cannot set up the PNG rows" }
            var straight = [UInt32](repeating: 0, count: width)
            for y in 0..<height {
                let source = pixels + y * stride
                let status: Int32
                if opaque || isStraight(source, width: width) {
                    status = concentric_png_write_row(png, source.assumingMemoryBound(to: UInt8.self))
                } else {
                    status = straight.withUnsafeMutableBufferPointer { out in
                        unpremultiplyRow(source, width: width, into: out)
                        return concentric_png_write_row(png, UnsafeRawPointer(out.baseAddress!).assumingMemoryBound(to: UInt8.self))
                    }
                }
                guard status == 0 else { return "cannot encode the PNG" }
            }
        } else {
            var row = [UInt8](repeating: 0, count: width * (opaque ? 3 : 4))
            for y in 0..<height {
                row.withUnsafeMutableBufferPointer { out in
                    convertRow(pixels + y * stride, width: width, opaque: opaque, into: out)
                }
                guard concentric_png_write_row(png, row) == 0 else { return "cannot encode the PNG" }
            }
        }
        guard concentric_png_write_end(png) == 0 else { return "cannot encode the PNG" }
        return nil
    }

    /// Whether a row of premultiplied ARGB words is already straight colour: every pixel opaque,
    /// or transparent black. (No early exit, so the loop vectorizes.)
    static func isStraight(_ source: UnsafeRawPointer, width: Int) -> Bool {
        let words = source.assumingMemoryBound(to: UInt32.self)
        var straight: UInt8 = 1
        for x in 0..<width {
            let p = words[x]
            straight &= (p >= 0xFF00_0000 ? 1 : 0) | (p == 0 ? 1 : 0)
        }
        return straight == 1
    }

    /// One row of premultiplied ARGB words to straight ARGB words (cairo's layout, for
    /// `concentric_png_read_bgra_rows`), rounding as `convertRow` does.
    static func unpremultiplyRow(_ source: UnsafeRawPointer, width: Int, into out: UnsafeMutableBufferPointer<UInt32>) {
        let words = source.assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let p = words[x]
            let a = p >> 24
            switch a {
            case 255: out[x] = p
            case 0: out[x] = 0
            default:
                let half = a / 2
                let r = (((p >> 16) & 0xFF) * 255 + half) / a
                let g = (((p >> 8) & 0xFF) * 255 + half) / a
                let b = ((p & 0xFF) * 255 + half) / a
                // A valid premultiplied channel is at most its alpha; clamped as `UInt8(truncatingIfNeeded:)` would wrap.
                out[x] = a << 24 | (r & 0xFF) << 16 | (g & 0xFF) << 8 | (b & 0xFF)
            }
        }
    }

    /// Whether every pixel's alpha is 255 (cairo's `_cairo_image_analyze_transparency`, which
    /// makes its writer drop the alpha channel). Stops at the first translucent pixel.
    static func isOpaque(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let words = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where words[x] < 0xFF00_0000 { return false }
        }
        return true
    }

    /// One row of native-endian premultiplied ARGB words to straight R, G, B(, A) bytes, rounding
    /// as cairo's `unpremultiply_data` does: c' = (c · 255 + a / 2) / a, and 0 where a = 0.
    @inline(__always)
    static func convertRow(_ source: UnsafeRawPointer, width: Int, opaque: Bool, into out: UnsafeMutableBufferPointer<UInt8>) {
        let words = source.assumingMemoryBound(to: UInt32.self)
        if opaque {
            for x in 0..<width {
                let p = words[x]
                out[3 * x] = UInt8(truncatingIfNeeded: p >> 16)
                out[3 * x + 1] = UInt8(truncatingIfNeeded: p >> 8)
                out[3 * x + 2] = UInt8(truncatingIfNeeded: p)
            }
            return
        }
        for x in 0..<width {
            let p = words[x]
            let a = p >> 24
            let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
            switch a {
            case 255:
                (out[4 * x], out[4 * x + 1], out[4 * x + 2]) = (UInt8(r), UInt8(g), UInt8(b))
            case 0:
                (out[4 * x], out[4 * x + 1], out[4 * x + 2]) = (0, 0, 0)
            default:
                let half = a / 2
                out[4 * x] = UInt8(truncatingIfNeeded: (r * 255 + half) / a)
                out[4 * x + 1] = UInt8(truncatingIfNeeded: (g * 255 + half) / a)
                out[4 * x + 2] = UInt8(truncatingIfNeeded: (b * 255 + half) / a)
            }
            out[4 * x + 3] = UInt8(a)
        }
    }
}
