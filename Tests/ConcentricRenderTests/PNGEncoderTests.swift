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
