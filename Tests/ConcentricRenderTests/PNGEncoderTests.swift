// The PNG encoder: the same pixels as cairo's own writer, the same file as libpng with the same
// settings, the same colour type, and failures reported.
import CPNG
import CPangoCairo
import ConcentricCore
@testable import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

final class PNGEncoderTests: XCTestCase {
    /// Draws `layout` at `scale` into a fresh surface and writes it with cairo's PNG writer.
    private func cairoPNG(_ layout: ViewLayout, scale: Double, options: RenderOptions, to url: URL) throws {
        let page = SceneExporter.page(for: layout, options: options)
        let (w, h) = SceneExporter.pixelSize(of: page.size, scale: scale)
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)))
        defer { cairo_surface_destroy(surface) }
        let cr = try XCTUnwrap(cairo_create(surface))
        cairo_scale(cr, scale, scale)
        SceneExporter.draw(layout, page: page, into: cr)
        cairo_destroy(cr)
        XCTAssertEqual(cairo_surface_write_to_png(surface, url.path), CAIRO_STATUS_SUCCESS)
    }

    /// The PNG colour type (IHDR byte 9: 2 is RGB, 6 is RGBA).
    private func colorType(_ url: URL) throws -> UInt8 {
        let bytes = try Data(contentsOf: url)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature")
        return bytes[25]
    }

    /// Every preset, plain (translucent display corners) and annotated (translucent pills and
    /// antialiased curves give every alpha value, on the spec page's opaque board): decoded, our
    /// file and cairo's are the same pixels, RGBA where something is translucent, else RGB.
    func testPresetsDecodeToTheSamePixelsAsCairosWriter() throws {
        let folder = try temporaryFolder()
        for preset in try allPresets() {
            for (options, type) in [(RenderOptions(), UInt8(6)), (.annotated, 2)] {
                let layout = SceneRenderer.layout(preset.document)
                let ours = folder.appendingPathComponent("ours.png"), theirs = folder.appendingPathComponent("cairo.png")
                try SceneExporter.write(layout, to: ours, format: .png, scale: 1.5, options: options)
                try cairoPNG(layout, scale: 1.5, options: options, to: theirs)
                let a = try PixelImage(pngAt: ours), b = try PixelImage(pngAt: theirs)
                XCTAssertEqual(a.width, b.width)
                XCTAssertEqual(a.height, b.height)
                XCTAssertTrue(a.bytes == b.bytes, "\(preset.id ?? "?"): the decoded pixels differ from cairo's PNG")
                XCTAssertEqual(try colorType(ours), type, "translucent corners need RGBA; the board is opaque")
                XCTAssertEqual(try colorType(theirs), type)
            }
        }
    }

    /// A fully opaque image is written without its alpha channel, as cairo does.
    func testOpaqueImagesAreWrittenAsRGB() throws {
        let folder = try temporaryFolder()
        let card = SceneView(.color(.rgb(Color(red: 1, green: 1, blue: 1, alpha: 0.5))), modifiers: [.padding(EdgeInsetsValue(all: 8))])
        let root = SceneView(.zStack(children: [SceneView(.color(.rgb(Color(rgb8: 20, 40, 200)))), card]))
        let layout = SceneRenderer.layout(document(root, on: plainScreen(64, 48)))
        let ours = folder.appendingPathComponent("ours.png"), theirs = folder.appendingPathComponent("cairo.png")
        try SceneExporter.write(layout, to: ours, format: .png, scale: 2)
        try cairoPNG(layout, scale: 2, options: RenderOptions(), to: theirs)
        XCTAssertEqual(try colorType(ours), 2)
        XCTAssertEqual(try colorType(theirs), 2)
        XCTAssertEqual(try PixelImage(pngAt: ours).bytes, try PixelImage(pngAt: theirs).bytes)
    }

    /// A destination that refuses bytes (a full disk) is reported, not crashed on.
    func testAFailingDestinationIsReported() throws {
        let fd = open("/dev/full", O_WRONLY)
        try XCTSkipIf(fd < 0, "no /dev/full")
        defer { close(fd) }
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 300, 200))
        defer { cairo_surface_destroy(surface) }
        let sink = StreamSink(fd: fd)
        XCTAssertNotNil(PNGEncoder.write(surface, to: sink), "the encoder stops at the failed write")
        XCTAssertEqual(sink.failure, String(cString: strerror(ENOSPC)))
    }

    /// The same for an image large enough to be filtered on a second thread, and a destination
    /// that fails partway: a non-blocking pipe nobody reads takes its first 64 KB, then refuses.
    /// The failure is reported, and the thread finishes (the call returns) although zlib stops
    /// taking its bands.
    func testAFailingDestinationIsReportedWhileASecondThreadFilters() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]); close(ends[1]) }
        XCTAssertEqual(fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK), 0)
        let (width, height) = (1200, 900)
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        // Opaque noise, which deflates to megabytes: the pipe fills while rows are still coming.
        var state: UInt32 = 12345
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                row[x] = 0xFF00_0000 | state >> 8
            }
        }
        cairo_surface_mark_dirty(surface)
        try XCTSkipUnless(FilteredBands.isThreaded(PNGRows(width: width, height: height, opaque: true)), "one core: no second thread")
        let sink = StreamSink(fd: ends[1])
        XCTAssertEqual(PNGEncoder.write(surface, to: sink), "cannot encode the PNG")
        XCTAssertEqual(sink.failure, String(cString: strerror(EAGAIN)))
    }
}

final class PNGEncoderFileTests: XCTestCase {
    /// A 256 × 40 surface with every alpha (one per column) over rows of every kind: premultiplied
    /// colours from 0 up to the alpha, rows of opaque pixels (copied as they are), a row of
    /// transparent black, and a row of invalid premultiplied pixels (colour above alpha).
    private func surfaceOfEveryAlpha() throws -> OpaquePointer {
        let (width, height) = (256, 40)
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        cairo_surface_flush(surface)
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let a = UInt32(y % 4 == 3 ? 255 : x)
                func channel(_ k: Int) -> UInt32 { a == 0 ? 0 : UInt32((x * 7 + y * 13 + k * 29) % (Int(a) + 1)) }
                var p = a << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
                if y == 10 { p = 0 }
                if y == 20 { p = UInt32(x / 2) << 24 | 0x00FF_80FF }
                row[x] = p
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// A `width` × `height` surface of `format` painted with a diagonal gradient (translucent
    /// at one end for ARGB32).
    private func gradientSurface(_ format: cairo_format_t, _ width: Int, _ height: Int) throws -> OpaquePointer {
        let surface = try XCTUnwrap(cairo_image_surface_create(format, Int32(width), Int32(height)))
        let cr = try XCTUnwrap(cairo_create(surface))
        let gradient = cairo_pattern_create_linear(0, 0, Double(width), Double(height))
        cairo_pattern_add_color_stop_rgba(gradient, 0, 0.9, 0.2, 0.1, 1)
        cairo_pattern_add_color_stop_rgba(gradient, 1, 0.1, 0.4, 1, format == CAIRO_FORMAT_ARGB32 ? 0.3 : 1)
        cairo_set_source(cr, gradient)
        cairo_paint(cr)
        cairo_pattern_destroy(gradient)
        cairo_destroy(cr)
        return surface
    }

    /// The file libpng writes for `surface` with PNGEncoder's settings (every row Paeth, zlib's
    /// `Z_RLE`), its rows converted by `PNGEncoder.convertRow`: the reference.
    private func libpngFile(_ surface: OpaquePointer, to url: URL) throws {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = UnsafeRawPointer(try XCTUnwrap(cairo_image_surface_get_data(surface)))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
            || PNGEncoder.isOpaque(pixels, width: width, height: height, stride: stride)
        let file = try XCTUnwrap(fopen(url.path, "wb"))
        defer { fclose(file) }
        var png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, nil, nil)
        var info = png_create_info_struct(png)
        defer { png_destroy_write_struct(&png, &info) }
        png_init_io(png, file)
        XCTAssertEqual(concentric_png_set_header(png, info, UInt32(width), UInt32(height), opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA), 0)
        png_set_filter(png, 0, PNG_FILTER_PAETH)
        png_set_compression_strategy(png, Z_RLE)
        XCTAssertEqual(concentric_png_write_info(png, info), 0)
        var row = [UInt8](repeating: 0, count: width * (opaque ? 3 : 4))
        for y in 0..<height {
            row.withUnsafeMutableBufferPointer { PNGEncoder.convertRow(pixels + y * stride, width: width, opaque: opaque, into: $0) }
            XCTAssertEqual(concentric_png_write_row(png, row), 0)
        }
        XCTAssertEqual(concentric_png_write_end(png), 0)
    }

    private func encode(_ surface: OpaquePointer, to url: URL) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        let sink = StreamSink(fd: fd)
        XCTAssertNil(PNGEncoder.write(surface, to: sink))
        XCTAssertNil(sink.failure)
    }

    /// PNGEncoder writes, byte for byte, the file libpng writes with the same settings, and the
    /// pixels cairo's own writer writes: rows of every alpha; opaque images (RGB, from ARGB32 and
    /// RGB24); images one pixel wide or high (libpng filters nothing there); images whose data is
    /// too small for zlib's full window (libpng narrows it); a preset's drawing at two scales,
    /// whose data runs over many IDAT chunks.
    func testFilesAreLibpngsWithTheSameSettings() throws {
        let folder = try temporaryFolder()
        var surfaces = [
            ("every alpha", try surfaceOfEveryAlpha()),
            ("opaque RGB24", try gradientSurface(CAIRO_FORMAT_RGB24, 97, 31)),
            ("opaque ARGB32", try gradientSurface(CAIRO_FORMAT_ARGB32, 300, 2)),
            ("translucent", try gradientSurface(CAIRO_FORMAT_ARGB32, 401, 77)),
            ("one pixel wide", try gradientSurface(CAIRO_FORMAT_ARGB32, 1, 300)),
            ("one pixel high", try gradientSurface(CAIRO_FORMAT_ARGB32, 300, 1)),
            ("one pixel", try gradientSurface(CAIRO_FORMAT_RGB24, 1, 1)),
            ("tiny", try gradientSurface(CAIRO_FORMAT_ARGB32, 5, 3)),
        ]
        let card = SceneRenderer.layout(try preset("concentric-card"))
        for scale in [1.0, 2.5] {
            surfaces.append(("concentric-card @\(scale)", try XCTUnwrap(SceneExporter.makeImageSurface(card, scale: scale, options: RenderOptions()))))
        }
        surfaces.append(("annotated", try XCTUnwrap(SceneExporter.makeImageSurface(card, scale: 1, options: .annotated))))
        // The large ones are filtered on a second thread (on a machine with two cores), the
        // small ones on the calling thread: both ways are compared.
        let threaded = surfaces.filter { _, surface in
            let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
            guard let data = cairo_image_surface_get_data(surface) else { return false }
            let opaque = PNGEncoder.isOpaque(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)))
            return FilteredBands.isThreaded(PNGRows(width: width, height: height, opaque: opaque))
        }
        XCTAssertLessThan(threaded.count, surfaces.count)
        if sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1 { XCTAssertGreaterThanOrEqual(threaded.count, 2) }
        for (name, surface) in surfaces {
            defer { cairo_surface_destroy(surface) }
            let ours = folder.appendingPathComponent("ours.png"), libpngs = folder.appendingPathComponent("libpng.png")
            let cairos = folder.appendingPathComponent("cairo.png")
            try encode(surface, to: ours)
            try libpngFile(surface, to: libpngs)
            XCTAssertEqual(cairo_surface_write_to_png(surface, cairos.path), CAIRO_STATUS_SUCCESS)
            let bytes = try Data(contentsOf: ours)
            XCTAssertGreaterThan(bytes.count, 60, name)
            XCTAssertTrue(bytes == (try Data(contentsOf: libpngs)), "\(name): not the file libpng writes")
            XCTAssertTrue(try PixelImage(pngAt: ours).bytes == PixelImage(pngAt: cairos).bytes, "\(name): not cairo's pixels")
        }
    }
}
