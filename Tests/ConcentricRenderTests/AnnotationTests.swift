// The annotation layer: what it marks, and labels that stay legible and never collide.
import ConcentricCore
import ConcentricRender
import ConcentricScene
import XCTest

final class AnnotationTests: XCTestCase {
    func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    func testNoTwoPlacedLabelsCollideInAnyPreset() throws {
        for preset in try allPresets() {
            for direction in LayoutDirection.allCases {
                var document = preset.document
                document.direction = direction
                let layout = SceneRenderer.layout(document)
                let annotations = SceneRenderer.annotations(for: layout, options: .annotated)
                let name = "\(preset.id ?? "?") \(direction)"
                let canvas = Rect(origin: .zero, size: layout.size)
                for (i, a) in annotations.labels.enumerated() {
                    XCTAssertTrue(a.box.minX >= 0 && a.box.minY >= 0 && a.box.maxX <= canvas.maxX && a.box.maxY <= canvas.maxY, "\(name): \(a.text) leaves the canvas")
                    XCTAssertGreaterThanOrEqual(a.box.height, 9, "\(name): \(a.text) is too small to read at @1x")
                    for b in annotations.labels[(i + 1)...] {
                        XCTAssertFalse(overlap(a.box, b.box), "\(name): \"\(a.text)\" \(a.box) overlaps \"\(b.text)\" \(b.box)")
                    }
                    for text in annotations.textBoxes {
                        XCTAssertFalse(overlap(a.box, text), "\(name): \"\(a.text)\" covers the scene's text")
                    }
                }
            }
        }
    }

    func testTheSampleCardIsAnnotated() throws {
        let layout = SceneRenderer.layout(try preset("concentric-card"))
        let annotations = SceneRenderer.annotations(for: layout, options: .annotated)
        let texts = Set(annotations.labels.map(\.text))
        // The orange surface: 8 pt inside the 56 pt card, so r 48 with an 8 pt inset; the white
        // surface's bottom corners: 16 pt inside, 56 − 16 = 40 held to half its 46 pt height, r 23;
        // its top corners at the minimum, r 8.
        XCTAssertTrue(texts.isSuperset(of: ["r 48", "r 23", "r 8", "8"]), "\(texts)")
        let centers = annotations.marks.compactMap { if case .center(let p) = $0 { return p } else { return nil } }
        let card = try node("card", in: layout).frame
        XCTAssertTrue(centers.contains(Point(x: card.minX + 56, y: card.maxY - 56)), "the bottom-left shared center")
        // The white surface's top corners use the minimum (8), so they are not concentric: a Δ.
        let white = try XCTUnwrap(layout.nodes.firstIndex { $0.name == "white surface" })
        XCTAssertTrue(annotations.labels.contains { $0.kind == .error && $0.node == white })
        XCTAssertTrue(annotations.labels.contains { $0.kind == .radius && $0.node == white && $0.corner == .bottomLeft })
        // The clamped and the raised corners share no center with the card: only the orange
        // surface's four corners do.
        XCTAssertEqual(centers.count, 4)
    }

    /// A container-relative shape is annotated like a concentric one: its radius is the
    /// container's minus d at every corner.
    func testContainerRelativeShapesAreAnnotated() throws {
        let shape = SceneView(.shape(ShapeView(.containerRelative, fill: .solid(.white))), modifiers: [.name("relative")])
        let root = SceneView(.zStack(children: [shape.modifier(.padding(EdgeInsetsValue(all: 10)))]), modifiers: [
            .containerShape(.roundedRectangle(cornerRadius: 30, curve: .circular)), .background(.fill(.solid(.black)), in: nil),
        ])
        let layout = SceneRenderer.layout(document(root, on: plainScreen(200, 120)))
        let annotations = SceneRenderer.annotations(for: layout, options: .annotated)
        XCTAssertEqual(annotations.labels.filter { $0.kind == .radius }.map(\.text), ["r 20", "r 20", "r 20", "r 20"])
        XCTAssertEqual(annotations.marks.filter { if case .center = $0 { return true } else { return false } }.count, 4)
        XCTAssertFalse(annotations.labels.contains { $0.kind == .error }, "equal gaps, circular corners: exactly concentric")
    }

    func testEachKindIsSwitchedSeparately() throws {
        let layout = SceneRenderer.layout(try preset("concentric-card"))
        XCTAssertTrue(SceneRenderer.annotations(for: layout, options: RenderOptions()).labels.isEmpty)
        XCTAssertTrue(SceneRenderer.annotations(for: layout, options: RenderOptions()).marks.isEmpty)
        let radii = SceneRenderer.annotations(for: layout, options: RenderOptions(annotations: AnnotationLayers(radii: true)))
        XCTAssertEqual(Set(radii.labels.map(\.kind)), [.radius])
        let insets = SceneRenderer.annotations(for: layout, options: RenderOptions(annotations: AnnotationLayers(insets: true)))
        XCTAssertEqual(Set(insets.labels.map(\.kind)), [.inset])
        let centers = SceneRenderer.annotations(for: layout, options: RenderOptions(annotations: AnnotationLayers(centers: true)))
        XCTAssertTrue(centers.labels.isEmpty)
        XCTAssertFalse(centers.marks.isEmpty)
        var layers = AnnotationLayers()
        XCTAssertTrue(layers.isEmpty)
        for layer in AnnotationLayer.allCases { layers[layer] = true }
        XCTAssertEqual(layers, .all)
        XCTAssertEqual(RenderOptions.annotated.annotations, .all)
        // Annotations change the pixels; without them the drawing is the plain scene.
        let plain = try XCTUnwrap(SceneExporter.image(layout))
        let annotated = try XCTUnwrap(SceneExporter.image(layout, options: .annotated))
        XCTAssertGreaterThan(ImageDifference(plain, annotated, threshold: 16).differingFraction, 0.001)
    }
}
