// The screen's background painted through a mask of the screen's shape (`MaskedScreenFill`) has
// the bytes of the plain `cairo_clip` + `cairo_fill`, and is refused where that is not proven.
import CPangoCairo
import ConcentricCore
@testable import ConcentricRender
import ConcentricScene
import XCTest

final class MaskedScreenFillTests: XCTestCase {
    /// Where a drawing lands: the surface's size, device scale and offset, and the user space
    /// (a scale, then a translation in points) the screen is drawn in.
    struct Placement {
        var width = 181, height = 203
        var deviceScale = 1.0
        var deviceOffset = (x: 0.0, y: 0.0)
        var scale = 0.37, translation = (x: 0.3, y: 0.6)
    }

    /// What is on the surface before the fill.
    enum Destination: CaseIterable { case clear, opaque, translucent }

    static let placements: [Placement] = [
        Placement(),
        Placement(scale: 0.61, translation: (x: 7.43, y: -0.29)),
        // A device scale of 2, as GTK hands a HiDPI canvas, at a fractional fit.
        Placement(width: 240, height: 300, deviceScale: 2, scale: 0.27, translation: (x: 3.7, y: 2.2)),
        // A band of rows, as `RetainedSceneCanvas` repaints a region: the screen crosses both edges.
        Placement(width: 181, height: 40, deviceOffset: (x: 0, y: -73), scale: 0.37, translation: (x: 0.3, y: 0.6)),
        // The screen larger than the surface and off its left and top edges.
        Placement(width: 150, height: 150, scale: 0.83, translation: (x: -41.6, y: -12.3)),
    ]

    /// Screens of every corner kind a device has (continuous, and square, which is refused: Cairo
    /// clips straight edges as boxes), an ellipse and circular corners; whether each is curved.
    func screens() throws -> [(name: String, outline: Path, isCurved: Bool)] {
        let bounds = Rect(x: 0, y: 0, width: 402, height: 874)
        var screens = try bundledDevices().devices.prefix(6).map { device in
            let screen = Screen(device: device)
            return (name: device.id, outline: screen.shape.path(in: Rect(origin: .zero, size: screen.size), direction: .leftToRight), isCurved: device.cornerRadius > 0)
        }
        XCTAssertTrue(screens.contains { !$0.isCurved } && screens.contains { $0.isCurved }, "square and rounded devices")
        screens.append(("ellipse", ContainerShape.ellipse.path(in: bounds, direction: .leftToRight), true))
        screens.append(("circular 40", ContainerShape.roundedRectangle(radius: 40, curve: .circular).path(in: bounds, direction: .leftToRight), true))
        return screens
    }

    /// Gradients running straight down or up: opaque, of translucent stops, and at an opacity.
    static let fills: [Fill] = [
        .gradient(LinearGradient(.black, Color(rgb8: 88, 86, 214))),
        .gradient(LinearGradient(Color(rgb8: 255, 149, 0, alpha: 0.6), Color(rgb8: 48, 209, 88, alpha: 0.9), angle: 0)),
        .gradient(LinearGradient(.white, Color(rgb8: 255, 59, 48), angle: -180), opacity: 0.45),
    ]

    /// A rectangle path, as a full-screen background's outline is.
    func rectangle(_ rect: Rect) -> Path {
        var path = Path()
        path.move(to: rect.origin)
        path.line(to: Point(x: rect.maxX, y: rect.minY))
        path.line(to: Point(x: rect.maxX, y: rect.maxY))
        path.line(to: Point(x: rect.minX, y: rect.maxY))
        path.close()
        return path
    }

    /// The surface's bytes after `draw` in `placement`'s user space over `destination`.
    func pixels(_ placement: Placement, _ destination: Destination, draw: (OpaquePointer) -> Void) throws -> [UInt8] {
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(placement.width), Int32(placement.height)))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, placement.deviceScale, placement.deviceScale)
        cairo_surface_set_device_offset(surface, placement.deviceOffset.x, placement.deviceOffset.y)
        let cr = try XCTUnwrap(cairo_create(surface))
        switch destination {
        case .clear: break
        case .opaque:
            cairo_set_source_rgba(cr, 0.86, 0.86, 0.87, 1)
            cairo_paint(cr)
        case .translucent:
            cairo_set_source_rgba(cr, 0.2, 0.4, 0.9, 0.5)
            cairo_paint(cr)
        }
        cairo_scale(cr, placement.scale, placement.scale)
        cairo_translate(cr, placement.translation.x, placement.translation.y)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * placement.height))
    }

    /// Clips `cr` to a rectangle of whole device pixels (on a surface of device scale 1, no
    /// offset), keeping its transformation; `adding` clips to the union with the current clip's
    /// first rectangle instead, which makes a clip of two rectangles.
    func clipToDevicePixels(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, adding: Bool = false) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        if adding {
            var a = 0.0, b = 0.0, c = 0.0, d = 0.0
            cairo_clip_extents(cr, &a, &b, &c, &d)
            cairo_reset_clip(cr)
            cairo_rectangle(cr, a, b, c - a, d - b)
        }
        cairo_rectangle(cr, x, y, width, height)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }

    /// The background through the mask, as `SceneRenderer.draw` paints it before the screen's clip.
    func paintBackground(_ background: Path, _ fill: Fill, _ bounds: Rect, screen: Path, on cr: OpaquePointer) -> Bool {
        guard let canvas = MaskedScreenFill.Canvas(screen: screen, on: cr) else { return false }
        return MaskedScreenFill.paintBackground(background, fill, spanning: bounds, screenBounds: bounds, canvas: canvas, on: cr)
    }

    /// The plain drawing: the screen's clip, then the background's outline filled.
    func plain(_ screen: Path, _ background: Path, _ fill: Fill, _ bounds: Rect, on cr: OpaquePointer) {
        cairo_save(cr)
        CairoDrawing.append(screen, to: cr)
        cairo_clip(cr)
        CairoDrawing.append(background, to: cr)
        CairoDrawing.fillCurrentPath(fill, spanning: bounds, on: cr)
        cairo_restore(cr)
    }

    func testTheMaskedFillHasThePlainFillsBytes() throws {
        var compared = 0
        for (name, screen, isCurved) in try screens() {
            var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
            for case .line(let p) in screen.elements { (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y)) }
            for case .curve(_, _, let p) in screen.elements { (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y)) }
            let bounds = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            // The screen's own rectangle, and one larger on every side.
            for background in [rectangle(bounds), rectangle(bounds.insetBy(dx: -3.3, dy: -5))] {
                for fill in Self.fills {
                    for (p, placement) in Self.placements.enumerated() {
                        for destination in Destination.allCases {
                            var painted = false
                            let masked = try pixels(placement, destination) { cr in
                                painted = paintBackground(background, fill, bounds, screen: screen, on: cr)
                            }
                            let expected = try pixels(placement, destination) { plain(screen, background, fill, bounds, on: $0) }
                            XCTAssertEqual(painted, isCurved, "\(name), placement \(p), \(destination): painted \(painted)")
                            guard painted else { continue }
                            let differing = masked.indices.filter { masked[$0] != expected[$0] }
                            XCTAssertEqual(
                                differing.prefix(4).map { "(\($0 / 4 % placement.width), \($0 / 4 / placement.width)): \(masked[$0]) for \(expected[$0])" }, [],
                                "\(name), placement \(p), \(destination), fill \(Self.fills.firstIndex(of: fill) ?? -1): \(differing.count) bytes differ")
                            compared += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 500)
    }

    /// Where the equality is not proven, nothing is drawn and the caller draws the plain way.
    func testItRefusesWhatItCannotPaintExactly() throws {
        let bounds = Rect(x: 0, y: 0, width: 402, height: 874)
        let screen = ContainerShape.roundedRectangle(radius: 62, curve: .continuous).path(in: bounds, direction: .leftToRight)
        let gradient = Self.fills[0]
        // A vector surface keeps the plain commands.
        let recording = try XCTUnwrap(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil))
        defer { cairo_surface_destroy(recording) }
        let vector = try XCTUnwrap(cairo_create(recording))
        defer { cairo_destroy(vector) }
        func attempt(_ placement: Placement = Placement(), fill: Fill = MaskedScreenFillTests.fills[0], background: Path? = nil, before: (OpaquePointer) -> Void = { _ in }) throws -> Bool {
            var painted = true
            let drawn = try pixels(placement, .clear) { cr in
                before(cr)
                painted = paintBackground(background ?? rectangle(bounds), fill, bounds, screen: screen, on: cr)
            }
            if !painted { XCTAssertTrue(drawn.allSatisfy { $0 == 0 }, "a refused fill drew") }
            return painted
        }
        XCTAssertTrue(try attempt())
        XCTAssertFalse(try attempt(fill: .solid(Color(rgb8: 242, 242, 247))), "a solid colour")
        XCTAssertFalse(try attempt(fill: .gradient(LinearGradient(.black, .white, angle: 135))), "a diagonal gradient")
        XCTAssertFalse(try attempt(fill: .gradient(LinearGradient(.black, .white, angle: 90))), "a gradient across")
        XCTAssertFalse(try attempt(fill: .gradient(LinearGradient(.black, .white, angle: 179.9))), "a gradient almost straight down")
        XCTAssertFalse(try attempt(before: { cairo_rotate($0, 0.01) }), "a rotated context")
        XCTAssertFalse(
            MaskedScreenFill.hasCurve(ContainerShape.rectangle.path(in: bounds, direction: .leftToRight), on: vector),
            "a screen of straight edges")
        XCTAssertFalse(try attempt(Placement(deviceScale: 1.5)), "a device scale that is not a power of two")
        XCTAssertFalse(try attempt(Placement(deviceOffset: (x: 0.5, y: 0))), "a device offset of part of a pixel")
        XCTAssertFalse(try attempt(background: rectangle(bounds.insetBy(dx: 1, dy: 0))), "a background narrower than the screen")
        XCTAssertFalse(try attempt(background: screen), "a background that is not a rectangle")
        XCTAssertFalse(try attempt(before: { cr in
            cairo_arc(cr, 200, 200, 150, 0, 2 * Double.pi)
            cairo_clip(cr)
        }), "a clip that is a path")
        XCTAssertFalse(try attempt(before: { cr in
            cairo_rectangle(cr, 0.5, 0, 100, 100)
            cairo_clip(cr)
        }), "a clip rectangle off the pixel grid")
        XCTAssertTrue(try attempt(before: { self.clipToDevicePixels($0, x: 10, y: 20, width: 100, height: 100) }), "a clip rectangle on the pixel grid")
        XCTAssertFalse(try attempt(before: { cr in
            self.clipToDevicePixels(cr, x: 10, y: 20, width: 100, height: 100)
            self.clipToDevicePixels(cr, x: 50, y: 60, width: 100, height: 100, adding: true)
        }), "a clip of two rectangles")
        XCTAssertFalse(paintBackground(rectangle(bounds), gradient, bounds, screen: screen, on: vector))
    }

    /// The clip rectangle on the pixel grid, as GTK's draw function may hand one, keeps the bytes.
    func testAPixelAlignedClipKeepsThePlainBytes() throws {
        let bounds = Rect(x: 0, y: 0, width: 402, height: 874)
        let screen = ContainerShape.roundedRectangle(radius: 62, curve: .continuous).path(in: bounds, direction: .leftToRight)
        func clipped(_ cr: OpaquePointer) { clipToDevicePixels(cr, x: 17, y: 9, width: 120, height: 150) }
        for destination in Destination.allCases {
            var painted = false
            let masked = try pixels(Placement(), destination) { cr in
                clipped(cr)
                painted = paintBackground(rectangle(bounds), Self.fills[1], bounds, screen: screen, on: cr)
            }
            let expected = try pixels(Placement(), destination) { cr in
                clipped(cr)
                plain(screen, rectangle(bounds), Self.fills[1], bounds, on: cr)
            }
            XCTAssertTrue(painted)
            XCTAssertEqual(masked.indices.filter { masked[$0] != expected[$0] }.count, 0, "\(destination)")
        }
    }

    /// Gradient cards inside the screen's clip (an ellipse, a rounded card across the screen's
    /// corner and off the surface, one larger than the screen, one too thin to have a covered
    /// row), drawn by `drawCommands` with the mask and without: the same bytes, and the mask used.
    func testGradientCardsInsideTheScreenHaveThePlainBytes() throws {
        var compared = 0, masked = 0
        for (name, screen, isCurved) in try screens() where isCurved {
            let cards: [(Path, Rect)] = [
                (ContainerShape.ellipse.path(in: Rect(x: 24, y: 300, width: 354, height: 420), direction: .leftToRight), Rect(x: 24, y: 300, width: 354, height: 420)),
                (ContainerShape.roundedRectangle(radius: 48, curve: .continuous).path(in: Rect(x: -30, y: -20, width: 260, height: 330), direction: .leftToRight), Rect(x: -30, y: -20, width: 260, height: 330)),
                (rectangle(Rect(x: -10, y: -10, width: 500, height: 1000)), Rect(x: 0, y: 0, width: 402, height: 874)),
                (ContainerShape.capsule().path(in: Rect(x: 40, y: 800, width: 300, height: 0.6), direction: .leftToRight), Rect(x: 40, y: 800, width: 300, height: 0.6)),
            ]
            for fill in Self.fills {
                let commands = cards.map { DrawCommand.fill(outline: $0.0, fill: fill, bounds: $0.1) }
                for (p, placement) in Self.placements.enumerated() {
                    for destination in Destination.allCases {
                        func draw(_ withMask: Bool) throws -> [UInt8] {
                            try pixels(placement, destination) { cr in
                                let canvas = withMask ? MaskedScreenFill.Canvas(screen: screen, on: cr) : nil
                                if withMask, canvas == nil { XCTFail("\(name), placement \(p): no canvas") }
                                CairoDrawing.append(screen, to: cr)
                                cairo_clip(cr)
                                SceneRenderer.drawCommands(commands, text: nil, on: cr, fastPaths: withMask, screenMask: canvas)
                            }
                        }
                        let fast = try draw(true), plain = try draw(false)
                        let differing = fast.indices.filter { fast[$0] != plain[$0] }
                        XCTAssertEqual(
                            differing.prefix(4).map { "(\($0 / 4 % placement.width), \($0 / 4 / placement.width)): \(fast[$0]) for \(plain[$0])" }, [],
                            "\(name), placement \(p), \(destination), fill \(Self.fills.firstIndex(of: fill) ?? -1): \(differing.count) bytes differ")
                        compared += 1
                    }
                }
            }
            // The mask is taken for a card with a covered row, and refused for the thin one.
            let cr = try XCTUnwrap(cairo_create(try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 402, 874))))
            defer {
                cairo_surface_destroy(cairo_get_target(cr))
                cairo_destroy(cr)
            }
            let canvas = try XCTUnwrap(MaskedScreenFill.Canvas(screen: screen, on: cr))
            CairoDrawing.append(screen, to: cr)
            cairo_clip(cr)
            XCTAssertTrue(MaskedScreenFill.paintInside(cards[0].0, Self.fills[0], spanning: cards[0].1, canvas: canvas, on: cr), name)
            XCTAssertFalse(MaskedScreenFill.paintInside(cards[3].0, Self.fills[0], spanning: cards[3].1, canvas: canvas, on: cr), name)
            masked += 1
        }
        XCTAssertGreaterThan(compared, 300)
        XCTAssertGreaterThan(masked, 5)
    }
}
