// The PNG encoder: the same pixels as cairo's own writer, the same colour type, and failures reported.
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
        XCTAssertNil(PNGEncoder.write(surface, to: sink), "libpng itself saw no error")
        XCTAssertEqual(sink.failure, String(cString: strerror(ENOSPC)))
    }
}

final class PNGEncoderRowTests: XCTestCase {
    /// A 256 × 40 surface with every alpha (one per column) over rows of every kind: premultiplied
    /// colours from 0 up to the alpha, rows of opaque pixels (handed to libpng as they are), a row
    /// of transparent black, and a row of invalid premultiplied pixels (colour above alpha).
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

    private func encode(_ surface: OpaquePointer, inPlace: Bool, to url: URL) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        let sink = StreamSink(fd: fd)
        XCTAssertNil(PNGEncoder.write(surface, to: sink, rowsInPlace: inPlace))
        XCTAssertNil(sink.failure)
    }

    /// libpng reading cairo's rows in place (with only the translucent rows unpremultiplied)
    /// writes the very file the row-by-row conversion writes, and the pixels cairo's own writer
    /// writes; the same for an opaque image, written as RGB.
    func testRowsHandedOverInPlaceWriteTheSameFileAsConvertedRows() throws {
        let folder = try temporaryFolder()
        let translucent = try surfaceOfEveryAlpha()
        defer { cairo_surface_destroy(translucent) }
        let opaque = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 97, 31))
        defer { cairo_surface_destroy(opaque) }
        let cr = try XCTUnwrap(cairo_create(opaque))
        let gradient = cairo_pattern_create_linear(0, 0, 97, 31)
        cairo_pattern_add_color_stop_rgb(gradient, 0, 0.9, 0.2, 0.1)
        cairo_pattern_add_color_stop_rgb(gradient, 1, 0.1, 0.4, 1)
        cairo_set_source(cr, gradient)
        cairo_paint(cr)
        cairo_pattern_destroy(gradient)
        cairo_destroy(cr)
        for (name, surface) in [("translucent", translucent), ("opaque", opaque)] {
            let inPlace = folder.appendingPathComponent("\(name)-in-place.png")
            let converted = folder.appendingPathComponent("\(name)-converted.png")
            let cairos = folder.appendingPathComponent("\(name)-cairo.png")
            try encode(surface, inPlace: true, to: inPlace)
            try encode(surface, inPlace: false, to: converted)
            XCTAssertEqual(cairo_surface_write_to_png(surface, cairos.path), CAIRO_STATUS_SUCCESS)
            XCTAssertEqual(try Data(contentsOf: inPlace), try Data(contentsOf: converted), "\(name): the two ways wrote different files")
            XCTAssertEqual(try PixelImage(pngAt: inPlace).bytes, try PixelImage(pngAt: cairos).bytes, "\(name): not cairo's pixels")
        }
    }
}
