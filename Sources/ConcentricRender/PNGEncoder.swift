// PNG encoding of rendered images: the chunks and the row filter here, the deflating by zlib.
import CPangoCairo
import CZlib
#if canImport(Glibc)
import Glibc
#endif

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
/// instructions at about 4 a byte (docs/BENCHMARKS.md, perf-png). A large image's rows are
/// filtered on a second thread, a band ahead of zlib (`FilteredBands`).
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
        let bands = FilteredBands(pixels: pixels, stride: stride, rows: PNGRows(width: width, height: height, opaque: opaque))
        guard let idat = IDATStream(sink: sink, dataSize: height * bands.rows.byteCount) else { return "cannot start zlib" }

        // The signature, then IHDR: the size, 8 bits a channel, the colour type, and the standard
        // compression, filtering and no interlacing.
        var header = bigEndianBytes(UInt32(width)) + bigEndianBytes(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        guard signature.withUnsafeBytes({ sink.write($0) }),
            writeChunk("IHDR", header, to: sink)
        else { return "cannot write the PNG header" }
        guard bands.deflate(into: idat) else { return "cannot encode the PNG" }
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
    let width: Int
    let height: Int
    private let channels: Int
    /// This row's bytes and the previous row's, each after `channels` zero bytes: the left
    /// neighbour of a row's first pixel, and the row above the first row, are zero (§9.2).
    private var current: UnsafeMutableRawBufferPointer
    private var previous: UnsafeMutableRawBufferPointer
    /// Paeth, except where libpng drops it (an image one pixel wide or high, which it predicts
    /// nothing in) for no filter: so that the file is libpng's.
    private let paeth: Bool

    /// The bytes of one filtered row as zlib takes it: the filter type, then the row's bytes.
    var byteCount: Int { 1 + width * channels }

    init(width: Int, height: Int, opaque: Bool) {
        self.width = width
        self.height = height
        channels = opaque ? 3 : 4
        paeth = width > 1 && height > 1
        let rowBytes = width * channels
        current = .allocate(byteCount: channels + rowBytes, alignment: 16)
        previous = .allocate(byteCount: channels + rowBytes, alignment: 16)
        current.initializeMemory(as: UInt8.self, repeating: 0)
        previous.initializeMemory(as: UInt8.self, repeating: 0)
    }

    deinit {
        current.deallocate()
        previous.deallocate()
    }

    /// Converts the next row of the image (premultiplied ARGB words) and writes it filtered at
    /// `out`: `byteCount` bytes. Rows go in order, top to bottom: each is filtered against the last.
    func filter(_ source: UnsafeRawPointer, into out: UnsafeMutableRawPointer) {
        swap(&current, &previous)
        let rowBytes = width * channels
        guard let base = current.baseAddress, let above = previous.baseAddress else { return }
        let row = base + channels
        if channels == 3 {
            PNGEncoder.convertRow(source, width: width, opaque: true, into: UnsafeMutableBufferPointer(start: row.assumingMemoryBound(to: UInt8.self), count: rowBytes))
        } else if PNGEncoder.isStraight(source, width: width) {
            PNGEncoder.swizzleStraightRow(source, width: width, into: row)
        } else {
            PNGEncoder.convertRow(source, width: width, opaque: false, into: UnsafeMutableBufferPointer(start: row.assumingMemoryBound(to: UInt8.self), count: rowBytes))
        }
        out.storeBytes(of: paeth ? 4 : 0, as: UInt8.self)
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

/// The image's filtered rows in bands of about 128 KB, deflated one after another, and their
/// Adler-32 checksum (the zlib stream's trailer). For a large image a second thread filters a
/// band ahead and checksums it while zlib deflates the one before: in an @3x export the filter
/// and the checksum were over a third of the encoding (docs/BENCHMARKS.md, perf-png), time now
/// spent beside zlib's. zlib takes the same bytes in the same order either way, so the file does
/// not depend on which way it was made.
final class FilteredBands: @unchecked Sendable {
    // Sendable by hand: the filtering thread alone touches `rows`, `checksum` and the band it
    // was given (`free` to `filled`); the calling thread reads a band only between `filled` and
    // `free`, and the checksum after it joined the thread, which it does before `write` returns
    // (so before the pixels can go away).
    let rows: PNGRows
    private let pixels: UnsafeRawPointer
    private let stride: Int
    private let rowsPerBand: Int
    private let bandCount: Int
    /// The ring of band buffers: three, so the filter can run up to two bands ahead.
    private let buffers: [UnsafeMutableRawBufferPointer]
    /// Counts of bands filtered and not yet deflated, and of buffers free to fill.
    private let filled = Semaphore(0)
    private let free: Semaphore
    /// The Adler-32 of the bands filtered so far (RFC 1950 §2.2; 1 for none).
    private var checksum: UInt32 = 1

    /// Below this many bytes of filtered rows, a thread costs more than it saves.
    private static let threadedByteCount = 1 << 20
    private static let bandByteCount = 128 << 10

    init(pixels: UnsafeRawPointer, stride: Int, rows: PNGRows) {
        self.pixels = pixels
        self.stride = stride
        self.rows = rows
        let rowsPerBand = max(1, min(rows.height, Self.bandByteCount / rows.byteCount))
        self.rowsPerBand = rowsPerBand
        bandCount = (rows.height + rowsPerBand - 1) / rowsPerBand
        buffers = (0..<(Self.isThreaded(rows) ? 3 : 1)).map { _ in .allocate(byteCount: rowsPerBand * rows.byteCount, alignment: 16) }
        free = Semaphore(buffers.count)
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
    }

    /// Whether a second thread filters `rows`: the image is large, and the machine has a second core.
    static func isThreaded(_ rows: PNGRows) -> Bool {
        rows.height * rows.byteCount >= threadedByteCount && sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1
    }

    private var threaded: Bool { buffers.count > 1 }

    /// Filters and deflates every row and ends the stream; false if zlib or the sink failed.
    func deflate(into idat: IDATStream) -> Bool {
        guard threaded, let worker = startFilteringThread() else {
            for band in 0..<bandCount {
                guard idat.deflate(filter(band, into: buffers[0])) else { return false }
            }
            return idat.finish(checksum: checksum)
        }
        var succeeded = true
        for band in 0..<bandCount {
            filled.wait()
            // After a failure the bands are still taken, so that the thread can finish.
            if succeeded {
                succeeded = idat.deflate(UnsafeMutableRawBufferPointer(rebasing: buffers[band % buffers.count][..<byteCount(of: band)]))
            }
            free.signal()
        }
        pthread_join(worker, nil)
        return succeeded && idat.finish(checksum: checksum)
    }

    private func byteCount(of band: Int) -> Int {
        (min(rows.height, (band + 1) * rowsPerBand) - band * rowsPerBand) * rows.byteCount
    }

    /// Filters the rows of `band` into `buffer` and adds them to the checksum; returns the part
    /// of the buffer they fill.
    private func filter(_ band: Int, into buffer: UnsafeMutableRawBufferPointer) -> UnsafeMutableRawBufferPointer {
        guard let base = buffer.baseAddress else { return buffer }
        let first = band * rowsPerBand, end = min(rows.height, first + rowsPerBand)
        for y in first..<end {
            rows.filter(pixels + y * stride, into: base + (y - first) * rows.byteCount)
        }
        let count = byteCount(of: band)
        checksum = UInt32(truncatingIfNeeded: adler32(uLong(checksum), base.assumingMemoryBound(to: Bytef.self), uInt(count)))
        return UnsafeMutableRawBufferPointer(rebasing: buffer[..<count])
    }

    /// The thread that filters every band in turn into the next free buffer; nil if none could
    /// be started (then the calling thread filters).
    private func startFilteringThread() -> pthread_t? {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let status = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let bands = Unmanaged<FilteredBands>.fromOpaque(context).takeRetainedValue()
            for band in 0..<bands.bandCount {
                bands.free.wait()
                _ = bands.filter(band, into: bands.buffers[band % bands.buffers.count])
                bands.filled.signal()
            }
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<FilteredBands>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}

/// A POSIX counting semaphore.
final class Semaphore: @unchecked Sendable {
    // Sendable by hand: sem_wait and sem_post are safe from any thread.
    private let semaphore: UnsafeMutablePointer<sem_t>

    init(_ value: Int) {
        semaphore = .allocate(capacity: 1)
        sem_init(semaphore, 0, UInt32(value))
    }

    deinit {
        sem_destroy(semaphore)
        semaphore.deallocate()
    }

    func wait() {
        while sem_wait(semaphore) != 0 && errno == EINTR {}
    }

    func signal() {
        sem_post(semaphore)
    }
}

/// The zlib stream of the filtered rows (RFC 1950: a header, zlib's deflate with `Z_RLE` at its
/// default level, the Adler-32 trailer), cut into IDAT chunks as libpng cuts them: 8,192 bytes
/// each, the rest in the last. zlib deflates raw and the header and trailer are written here,
/// byte for byte what zlib writes around the same data, so that the checksum can be computed
/// on the filtering thread (`FilteredBands`) instead of inside `deflate`.
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
        // A negative window: raw deflate, no header or trailer.
        guard concentric_deflate_init(stream, Z_DEFAULT_COMPRESSION, Int32(-windowBits), 8, Z_RLE) == Z_OK else {
            stream.deallocate()
            chunk.deallocate()
            return nil
        }
        for (k, byte) in "IDAT".utf8.enumerated() { chunk[4 + k] = byte }
        // zlib's header (`deflate`'s): deflate with this window, and a compression level of 0
        // (fastest) as zlib names every `Z_RLE` stream's, with its check bits (RFC 1950 §2.2).
        let header = (8 + (windowBits - 8) << 4) << 8
        let checked = header + 31 - header % 31
        chunk[8] = UInt8(checked >> 8)
        chunk[9] = UInt8(checked & 0xFF)
        stream.pointee.next_out = chunk + 10
        stream.pointee.avail_out = uInt(Self.chunkCapacity - 2)
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
        chunk.deallocate()
    }

    /// Deflates `bytes`, writing each chunk as it fills. False if zlib or the sink failed.
    func deflate(_ bytes: UnsafeMutableRawBufferPointer) -> Bool {
        stream.pointee.next_in = bytes.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_in = uInt(bytes.count)
        while true {
            let status = CZlib.deflate(stream, Z_NO_FLUSH)
            guard status == Z_OK || status == Z_BUF_ERROR else { return false }
            // zlib stops when it has taken all the input or filled the chunk.
            guard stream.pointee.avail_out == 0 else { return stream.pointee.avail_in == 0 }
            guard writeChunk(byteCount: Self.chunkCapacity) else { return false }
        }
    }

    /// Ends the stream: zlib's last blocks, then the trailer, `checksum` (the Adler-32 of every
    /// byte deflated); writes the last chunk. False if zlib or the sink failed.
    func finish(checksum: UInt32) -> Bool {
        stream.pointee.next_in = nil
        stream.pointee.avail_in = 0
        while true {
            let status = CZlib.deflate(stream, Z_FINISH)
            guard status == Z_OK || status == Z_STREAM_END else { return false }
            if stream.pointee.avail_out == 0, !writeChunk(byteCount: Self.chunkCapacity) { return false }
            if status == Z_STREAM_END { break }
        }
        for byte in PNGEncoder.bigEndianBytes(checksum) {
            if stream.pointee.avail_out == 0, !writeChunk(byteCount: Self.chunkCapacity) { return false }
            stream.pointee.next_out.pointee = byte
            stream.pointee.next_out += 1
            stream.pointee.avail_out -= 1
        }
        let rest = Self.chunkCapacity - Int(stream.pointee.avail_out)
        return rest == 0 || writeChunk(byteCount: rest)
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
