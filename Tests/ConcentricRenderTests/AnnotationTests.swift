// The annotation layer: one callout per measured corner, labels that never collide on the
// canvas at Fit zoom nor in exports at any scale, and the legend.
import ConcentricCore
import ConcentricRender
import ConcentricScene
import XCTest

final class AnnotationTests: XCTestCase {
    /// The canvas at Fit zoom in an 1100 × 760 window.
    static let canvas = Size(width: 1100, height: 760)

    func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// No two labels (callouts, "+N", the legend) overlap; none covers a shared center, an arc's
    /// end or the scene's text; all stay inside `bounds` and are legible (≥ 9 units tall).
    func assertReadable(_ annotations: SceneAnnotations, bounds: Rect, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let boxes = annotations.labelBoxes
        for (i, a) in boxes.enumerated() {
            XCTAssertTrue(
                a.minX >= bounds.minX && a.minY >= bounds.minY && a.maxX <= bounds.maxX && a.maxY <= bounds.maxY, "\(name): \(a) leaves \(bounds)",
                file: file, line: line)
            XCTAssertGreaterThanOrEqual(a.height, 9, "\(name): \(a) is too small to read at @1x", file: file, line: line)
            for b in boxes[(i + 1)...] { XCTAssertFalse(overlap(a, b), "\(name): \(a) overlaps \(b)", file: file, line: line) }
            for mark in annotations.keepClear { XCTAssertFalse(overlap(a, mark), "\(name): \(a) covers the center or arc end at \(mark)", file: file, line: line) }
            for text in annotations.textBoxes { XCTAssertFalse(overlap(a, text), "\(name): \(a) covers the scene's text \(text)", file: file, line: line) }
        }
    }

    /// Every preset, both directions, at Fit zoom in an 1100 × 760 canvas and in
    /// exports at @1x, @2x and @3x, with every callout placed (no "+N": there is room for all).
    func testNoLabelsCollideOnTheCanvasAtFitOrInExports() throws {
        for preset in try allPresets() {
            for direction in LayoutDirection.allCases {
                var document = preset.document
                document.direction = direction
                let layout = SceneRenderer.layout(document)
                let name = "\(preset.id ?? "?") \(direction)"
                let expected = ShapeMeasure.all(in: layout).flatMap { $0.corners.clockwise }.count

                let canvas = try XCTUnwrap(CanvasPainter.annotations(for: layout, canvas: Self.canvas, options: .annotated), name)
                assertReadable(canvas, bounds: Rect(origin: .zero, size: Self.canvas), "\(name) canvas")
                XCTAssertEqual(canvas.callouts.count, expected, "\(name) canvas: a callout per corner")
                XCTAssertTrue(canvas.overflows.isEmpty && canvas.skipped == 0, "\(name) canvas: \(canvas.overflows)")
                XCTAssertNotNil(canvas.legend, name)

                // Callouts and the legend are laid out in page points, the same at every scale.
                let page = SceneExporter.page(for: layout, options: .annotated)
                let annotations = try XCTUnwrap(page.annotations, name)
                assertReadable(annotations, bounds: Rect(origin: .zero, size: page.size), "\(name) export")
                XCTAssertEqual(annotations.callouts.count, expected, "\(name) export: a callout per corner")
                XCTAssertTrue(annotations.overflows.isEmpty && annotations.skipped == 0, "\(name) export")
                if direction == .leftToRight {
                    for scale in [1.0, 2.0, 3.0] {
                        let image = try XCTUnwrap(SceneExporter.image(layout, scale: scale, options: .annotated), "\(name) @\(scale)x")
                        let size = SceneExporter.pixelSize(of: page.size, scale: scale)
                        XCTAssertEqual([image.width, image.height], [size.width, size.height], "\(name) @\(scale)x draws the page")
                    }
                }
            }
        }
    }

    /// Annotated in place (no room around the screen, as at a high zoom), labels still never
    /// collide: what does not fit is counted in a "+N" beside its shape.
    func testInPlaceLabelsNeverCollide() throws {
        for preset in try allPresets() {
            let layout = SceneRenderer.layout(preset.document)
            let annotations = SceneRenderer.annotations(for: layout, options: .annotated)
            assertReadable(annotations, bounds: Rect(origin: .zero, size: layout.size), "\(preset.id ?? "?") in place")
            let placed = annotations.callouts.count + annotations.overflows.map(\.count).reduce(0, +) + annotations.skipped
            XCTAssertEqual(placed, ShapeMeasure.all(in: layout).count * 4, "\(preset.id ?? "?"): every corner accounted for")
        }
        // At 400 % the nested cards fill the canvas: callouts go on the scene, still clear.
        let nested = SceneRenderer.layout(try preset("nested-cards"))
        let zoomed = try XCTUnwrap(CanvasPainter.annotations(for: nested, canvas: Self.canvas, factor: 4))
        assertReadable(zoomed, bounds: Rect(origin: .zero, size: Self.canvas), "nested-cards at 400 %")
    }

    func testTheSampleCardIsAnnotatedPerCorner() throws {
        let layout = SceneRenderer.layout(try preset("concentric-card"))
        let annotations = try XCTUnwrap(SceneExporter.page(for: layout, options: .annotated).annotations)
        let white = try XCTUnwrap(layout.nodes.firstIndex { $0.name == "white surface" })
        let orange = try XCTUnwrap(layout.nodes.firstIndex { $0.name == "orange surface" })
        func callout(_ node: Int, _ corner: PhysicalCorner) throws -> String {
            try XCTUnwrap(annotations.callouts.first { $0.node == node && $0.corner == corner }, "\(node) \(corner)").text
        }
        // The orange surface: 8 pt inside the 56 pt card, r 48, exactly concentric (no Δ).
        XCTAssertEqual(try callout(orange, .topLeft), "r 48 · inset 8")
        // The white surface's top corners: 56 − 194 < 0, raised to the minimum 8.
        let top = try callout(white, .topLeft)
        XCTAssertTrue(top.hasPrefix("r 8\nΔ "), top)
        XCTAssertTrue(top.hasSuffix("\nminimum 8 applied"), top)
        // Its bottom corners: 56 − 16 = 40, scaled to 38 so that a 46 pt side carries them
        // above the top's minimum 8.
        let bottom = try callout(white, .bottomLeft)
        XCTAssertTrue(bottom.hasPrefix("r 38 · inset "), bottom)
        XCTAssertTrue(bottom.hasSuffix("\nscaled to fit"), bottom)
        let centers = annotations.marks.compactMap { if case .center(let p) = $0 { return p } else { return nil } }
        XCTAssertEqual(centers.count, 4, "only the orange surface's corners share their centers")
        XCTAssertTrue(annotations.callouts.allSatisfy(\.inMargin), "room beside the screen for every callout")
    }

    /// A fixed corner is labelled with its style, never with an error; the corner-styles card's
    /// Δ is per corner now, not one 36.69 pt for the whole card.
    func testFixedCornersShowTheirStyle() throws {
        let layout = SceneRenderer.layout(try preset("corner-styles"))
        let annotations = try XCTUnwrap(SceneExporter.page(for: layout, options: .annotated).annotations)
        let texts = annotations.callouts.map(\.text)
        XCTAssertTrue(texts.contains("fixed 24"), "\(texts)")
        XCTAssertTrue(texts.contains("fixed 0"), "\(texts)")
        XCTAssertTrue(texts.contains { $0.hasPrefix("r 12\nΔ ") && $0.hasSuffix("minimum 12 applied") }, "\(texts)")
        XCTAssertTrue(texts.contains("r 38 · inset 24"), "\(texts)")
        XCTAssertFalse(texts.contains { $0.contains("36.69") }, "\(texts)")
    }

    /// A container-relative shape is annotated like a concentric one: its radius is the
    /// container's minus d at every corner.
    func testContainerRelativeShapesAreAnnotated() throws {
        let shape = SceneView(.shape(ShapeView(.containerRelative, fill: .solid(.white))), modifiers: [.name("relative")])
        let root = SceneView(.zStack(children: [shape.modifier(.padding(EdgeInsetsValue(all: 10)))]), modifiers: [
            .containerShape(.plain(.roundedRectangle(radius: 30, curve: .circular))), .background(.fill(.solid(.black)), in: nil),
        ])
        let layout = SceneRenderer.layout(document(root, on: plainScreen(200, 120)))
        let annotations = try XCTUnwrap(SceneExporter.page(for: layout, options: .annotated).annotations)
        XCTAssertEqual(annotations.callouts.map(\.text), Array(repeating: "r 20 · inset 10", count: 4))
        XCTAssertEqual(annotations.marks.filter { if case .center = $0 { return true } else { return false } }.count, 4)
    }

    func testEachLayerIsSwitchedSeparately() throws {
        let layout = SceneRenderer.layout(try preset("concentric-card"))
        let none = SceneRenderer.annotations(for: layout, options: RenderOptions())
        XCTAssertTrue(none.callouts.isEmpty && none.marks.isEmpty && none.legend == nil)
        let radii = SceneRenderer.annotations(for: layout, options: RenderOptions(annotations: AnnotationLayers(radii: true)))
        XCTAssertTrue(radii.callouts.allSatisfy { $0.lines.count == 1 && $0.lines[0].runs.map(\.kind) == [.radius] }, "\(radii.callouts.map(\.text))")
        let insets = SceneRenderer.annotations(for: layout, options: RenderOptions(annotations: AnnotationLayers(insets: true)))
        XCTAssertTrue(insets.callouts.allSatisfy { $0.text.hasPrefix("inset ") })
        let centers = SceneRenderer.annotations(for: layout, options: RenderOptions(annotations: AnnotationLayers(centers: true)))
        XCTAssertTrue(centers.callouts.isEmpty)
        XCTAssertFalse(centers.marks.isEmpty)
        let legend = SceneRenderer.annotations(for: layout, options: RenderOptions(annotations: AnnotationLayers(legend: true)))
        XCTAssertTrue(legend.callouts.isEmpty && legend.marks.isEmpty)
        XCTAssertNotNil(legend.legend, "nothing to cover in place without marks")
        var layers = AnnotationLayers()
        XCTAssertTrue(layers.isEmpty)
        for layer in AnnotationLayer.allCases { layers[layer] = true }
        XCTAssertEqual(layers, .all)
        XCTAssertEqual(RenderOptions.annotated.annotations, .all)
        // Annotations change the pixels; without them the drawing is the plain scene.
        let plain = try XCTUnwrap(SceneExporter.image(layout))
        XCTAssertEqual([plain.width, plain.height], [402, 874], "a plain export is the screen")
    }

    /// The legend explains each mark once, and once why small errors are not labelled; in an
    /// export it sits under the screen, on the canvas in a corner the screen does not reach.
    func testTheLegend() throws {
        let layout = SceneRenderer.layout(try preset("nested-cards"))
        let page = SceneExporter.page(for: layout, options: .annotated)
        let legend = try XCTUnwrap(page.annotations?.legend)
        XCTAssertEqual(legend.rows.map(\.symbol), [.dot, .dashedArc, .dimension, .error, .callout, .none])
        XCTAssertEqual(legend.rows.filter { $0.text.contains("an offset squircle is not a squircle") }.count, 1)
        XCTAssertGreaterThanOrEqual(legend.box.minY, page.screenOrigin.y + layout.size.height, "under the screen")
        let canvas = try XCTUnwrap(CanvasPainter.annotations(for: layout, canvas: Self.canvas)?.legend)
        let fit = try XCTUnwrap(CanvasFit(canvas: Self.canvas, scene: layout.size))
        let screen = Rect(x: fit.originX, y: fit.originY, width: layout.size.width * fit.scale, height: layout.size.height * fit.scale)
        XCTAssertFalse(overlap(canvas.box, screen), "the canvas legend covers nothing at Fit")
    }
}
