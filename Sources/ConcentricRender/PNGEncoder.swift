// PNG encoding of rendered images: the chunks and the row filter here, the deflating by zlib.
import CPangoCairo
import CZlib

/// Writes a Cairo ARGB32 image surface as a PNG, pixel for pixel what `cairo_surface_write_to_png`
/// writes (colour unpremultiplied the same way; RGB when every pixel is opaque, else RGBA), at
/// a small part of the cost.
///
/// Cairo's writer leaves libpng at its defaults: for every row it tries all five PNG filters and
/// keeps the one with the smallest sum of bytes, then deflates at level 6. On a 1206 × 2622 export
/// that was 91 % of the process's instructions (docs/BENCHMARKS.md). Here every row takes the Paeth
/// filter (PNG spec §9.4), which predicts flat fills, gradients and straight edges well, and zlib
/// runs with `Z_RLE`, which only looks for repeats of the previous byte: on the presets' images,
/// files are about 9 % larger, and encoding takes about a fifth of cairo's instructions.
///
/// The file is byte for byte the one libpng writes with those two settings (`PNGEncoderTests`
/// compare them), but the filter runs here: libpng's Paeth filter is a scalar loop of about 29
/// instructions a byte, more than half of an export's, where `PNGRows.paeth` compiles to vector
/// instructions at about 4 a byte (bench/PROFILES.md, perf-png).
enum PNGEncoder {
    /// Encodes `surface` (ARGB32 or RGB24) and hands the bytes to `sink`; returns the reason on
    /// failure (when the sink itself failed, its reason is in `sink.failure`).
    static func write(_ surface: OpaquePointer, to sink: StreamSink) -> String? {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else { return "unsupported image format" }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return "the image is empty" }
        let pixels = UnsafeRawPointer(data)
        let opaque = format == CAIRO_FORMAT_RGB24 || isOpaque(pixels, width: width, height: height, stride: stride)
        let rows = PNGRows(width: width, height: height, opaque: opaque)
        guard let idat = IDATStream(sink: sink, dataSize: height * rows.filtered.count) else { return "cannot start zlib" }

        // The signature, then IHDR: the size, 8 bits a channel, the colour type, and the standard
        // compression, filtering and no interlacing.
        var header = bigEndianBytes(UInt32(width)) + bigEndianBytes(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        guard signature.withUnsafeBytes({ sink.write($0) }),
            writeChunk("IHDR", header, to: sink)
        else { return "cannot write the PNG header" }
        for y in 0..<height {
            rows.filter(pixels + y * stride)
            guard idat.deflate(rows.filtered, finishing: y == height - 1) else { return "cannot encode the PNG" }
        }
        guard writeChunk("IEND", [], to: sink) else { return "cannot write the PNG" }
        return nil
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// A whole chunk: its length, type, data, and the CRC of type and data (PNG spec §5.3).
    private static func writeChunk(_ type: String, _ data: [UInt8], to sink: StreamSink) -> Bool {
        var chunk = bigEndianBytes(UInt32(data.count)) + Array(type.utf8) + data
        let crc = chunk.withUnsafeBufferPointer { crc32(0, $0.baseAddress.map { $0 + 4 }, uInt($0.count - 4)) }
        chunk += bigEndianBytes(UInt32(truncatingIfNeeded: crc))
        return chunk.withUnsafeBytes { sink.write($0) }
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

    /// One row of straight ARGB words (opaque or transparent black: `isStraight`) to R, G, B, A
    /// bytes: `convertRow`'s answer for such a row, in a loop that vectorizes.
    static func swizzleStraightRow(_ source: UnsafeRawPointer, width: Int, into out: UnsafeMutableRawPointer) {
        let words = source.assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let p = words[x]
            // A and G stay; R and B trade places. As little-endian bytes: R, G, B, A.
            let rgba = (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
            out.storeBytes(of: rgba.littleEndian, toByteOffset: 4 * x, as: UInt32.self)
        }
    }
}

/// The image's rows as PNG stores them: straight R, G, B(, A) bytes, filtered against the row
/// above (PNG spec §7.3, §9): each row is one filter-type byte and the filtered bytes.
final class PNGRows {
    /// The row handed to zlib: the filter type, then `width × channels` filtered bytes.
    let filtered: UnsafeMutableRawBufferPointer
    private let width: Int
    private let channels: Int
    /// This row's bytes and the previous row's, each after `channels` zero bytes: the left
    /// neighbour of a row's first pixel, and the row above the first row, are zero (§9.2).
    private var current: UnsafeMutableRawBufferPointer
    private var previous: UnsafeMutableRawBufferPointer
    /// Paeth, except where libpng drops it (an image one pixel wide or high, which it predicts
    /// nothing in) for no filter: so that the file is libpng's.
    private let paeth: Bool

    init(width: Int, height: Int, opaque: Bool) {
        self.width = width
        channels = opaque ? 3 : 4
        paeth = width > 1 && height > 1
        let rowBytes = width * channels
        filtered = .allocate(byteCount: 1 + rowBytes, alignment: 16)
        current = .allocate(byteCount: channels + rowBytes, alignment: 16)
        previous = .allocate(byteCount: channels + rowBytes, alignment: 16)
        current.initializeMemory(as: UInt8.self, repeating: 0)
        previous.initializeMemory(as: UInt8.self, repeating: 0)
        filtered.initializeMemory(as: UInt8.self, repeating: 0)
        filtered[0] = paeth ? 4 : 0
    }

    deinit {
        filtered.deallocate()
        current.deallocate()
        previous.deallocate()
    }

    /// Converts the next row of the image (premultiplied ARGB words) and filters it into `filtered`.
    func filter(_ source: UnsafeRawPointer) {
        swap(&current, &previous)
        let rowBytes = width * channels
        guard let base = current.baseAddress, let above = previous.baseAddress, let out = filtered.baseAddress else { return }
        let row = base + channels
        if channels == 3 {
            PNGEncoder.convertRow(source, width: width, opaque: true, into: UnsafeMutableBufferPointer(start: row.assumingMemoryBound(to: UInt8.self), count: rowBytes))
        } else if PNGEncoder.isStraight(source, width: width) {
            PNGEncoder.swizzleStraightRow(source, width: width, into: row)
        } else {
            PNGEncoder.convertRow(source, width: width, opaque: false, into: UnsafeMutableBufferPointer(start: row.assumingMemoryBound(to: UInt8.self), count: rowBytes))
        }
        if paeth {
            Self.paeth(UnsafeRawPointer(base).assumingMemoryBound(to: UInt8.self), above: UnsafeRawPointer(above).assumingMemoryBound(to: UInt8.self),
                       channels: channels, count: rowBytes, into: (out + 1).assumingMemoryBound(to: UInt8.self))
        } else {
            (out + 1).copyMemory(from: row, byteCount: rowBytes)
        }
    }

    /// The Paeth filter (§9.4) of `count` bytes: each byte less the one of its left (a), upper (b)
    /// and upper-left (c) neighbours nearest to a + b − c, ties going to a, then b. `row` and
    /// `above` start `channels` zero bytes before their pixels. Every byte is independent of the
    /// others' results, and the arithmetic wraps, so the loop compiles to vector instructions.
    static func paeth(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, channels: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count {
            let a = Int16(row[i]), b = Int16(above[i &+ channels]), c = Int16(above[i])
            let towardA = b &- c, towardB = a &- c, towardC = towardA &+ towardB
            let pa = towardA < 0 ? 0 &- towardA : towardA
            let pb = towardB < 0 ? 0 &- towardB : towardB
            let pc = towardC < 0 ? 0 &- towardC : towardC
            let predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            out[i] = row[i &+ channels] &- UInt8(truncatingIfNeeded: predicted)
        }
    }
}

/// zlib's deflate of the filtered rows (`Z_RLE`, zlib's default level), cut into IDAT chunks as
/// libpng cuts them: 8,192 bytes of compressed data each, the rest in the last.
final class IDATStream {
    private static let chunkCapacity = 8192
    private let stream: UnsafeMutablePointer<z_stream>
    /// One chunk as written: its length, "IDAT", the data zlib writes in place, then the CRC.
    private let chunk: UnsafeMutablePointer<UInt8>
    private let sink: StreamSink
    private let dataSize: Int
    private var wroteFirstChunk = false

    /// `dataSize`: the bytes to be deflated, from which the window is sized.
    init?(sink: StreamSink, dataSize: Int) {
        self.sink = sink
        self.dataSize = dataSize
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        chunk = .allocate(capacity: 8 + Self.chunkCapacity + 4)
        // A window no larger than the data needs, sized as libpng sizes it (`png_deflate_claim`);
        // zlib takes no window of 256 bytes.
        var windowBits = 15
        if dataSize <= 16384 {
            var half = 1 << (windowBits - 1)
            while dataSize + 262 <= half { half >>= 1; windowBits -= 1 }
        }
        if windowBits == 8 { windowBits = 9 }
        guard concentric_deflate_init(stream, Z_DEFAULT_COMPRESSION, Int32(windowBits), 8, Z_RLE) == Z_OK else {
            stream.deallocate()
            chunk.deallocate()
            return nil
        }
        for (k, byte) in "IDAT".utf8.enumerated() { chunk[4 + k] = byte }
        stream.pointee.next_out = chunk + 8
        stream.pointee.avail_out = uInt(Self.chunkCapacity)
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
        chunk.deallocate()
    }

    /// Deflates `bytes`, writing each chunk as it fills; `finishing` ends the stream and writes
    /// the last chunk. False if zlib or the sink failed.
    func deflate(_ bytes: UnsafeMutableRawBufferPointer, finishing: Bool) -> Bool {
        stream.pointee.next_in = bytes.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_in = uInt(bytes.count)
        while true {
            let status = CZlib.deflate(stream, finishing ? Z_FINISH : Z_NO_FLUSH)
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { return false }
            let full = stream.pointee.avail_out == 0
            if full, !writeChunk(byteCount: Self.chunkCapacity) { return false }
            if status == Z_STREAM_END {
                let rest = Self.chunkCapacity - Int(stream.pointee.avail_out)
                return rest == 0 || writeChunk(byteCount: rest)
            }
            // zlib stops when it has taken all the input or filled the chunk; anything else is an error.
            if full { continue }
            return !finishing && stream.pointee.avail_in == 0
        }
    }

    private func writeChunk(byteCount: Int) -> Bool {
        if !wroteFirstChunk {
            wroteFirstChunk = true
            narrowWindowInHeader()
        }
        for (k, byte) in PNGEncoder.bigEndianBytes(UInt32(byteCount)).enumerated() { chunk[k] = byte }
        let crc = UInt32(truncatingIfNeeded: crc32(0, chunk + 4, uInt(4 + byteCount)))
        for (k, byte) in PNGEncoder.bigEndianBytes(crc).enumerated() { chunk[8 + byteCount + k] = byte }
        stream.pointee.next_out = chunk + 8
        stream.pointee.avail_out = uInt(Self.chunkCapacity)
        return sink.write(UnsafeRawBufferPointer(start: chunk, count: 12 + byteCount))
    }

    /// libpng's `optimize_cmf`: for small data, the zlib header (the first two bytes of the first
    /// chunk) names the smallest window that holds it, with its check bits made again (RFC 1950).
    private func narrowWindowInHeader() {
        guard dataSize <= 16384 else { return }
        var cmf = Int(chunk[8])
        guard cmf & 0x0F == 8, cmf & 0xF0 <= 0x70 else { return }
        var info = cmf >> 4
        var half = 1 << (info + 7)
        guard dataSize <= half else { return }
        repeat {
            half >>= 1
            info -= 1
        } while info > 0 && dataSize <= half
        cmf = (cmf & 0x0F) | info << 4
        var flags = Int(chunk[9]) & 0xE0
        flags += 0x1F - ((cmf << 8) + flags) % 0x1F
        chunk[8] = UInt8(cmf)
        chunk[9] = UInt8(flags)
    }
}
