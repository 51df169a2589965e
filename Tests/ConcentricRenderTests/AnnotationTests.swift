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
                var scene = preset
                scene.direction = direction
                let layout = SceneLayout(scene: scene)
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
        let layout = SceneLayout(scene: try XCTUnwrap(try Presets.named("concentric-card", devices: bundledDevices())))
        let annotations = SceneRenderer.annotations(for: layout, options: .annotated)
        let texts = Set(annotations.labels.map(\.text))
        // The orange surface: 8 pt inside the 56 pt card, so r 48 with an 8 pt inset; the white
        // surface's bottom corners: 16 pt inside, r 40, inset 16.
        XCTAssertTrue(texts.isSuperset(of: ["r 48", "r 40", "8", "16"]), "\(texts)")
        let centers = annotations.marks.compactMap { if case .center(let p) = $0 { return p } else { return nil } }
        let card = layout.cards[0].frame
        XCTAssertTrue(centers.contains(Point(x: card.minX + 56, y: card.maxY - 56)), "the bottom-left shared center")
        // The white surface's top corners use the minimum (8), so they are not concentric.
        let error = try XCTUnwrap(layout.cards[2].concentricityError)
        XCTAssertGreaterThan(error, 1)
        XCTAssertTrue(annotations.labels.contains { $0.kind == .error && $0.card == 2 })
        XCTAssertEqual(layout.cards[1].concentricityError ?? 1, 0, accuracy: 1e-9)
        XCTAssertFalse(annotations.labels.contains { $0.kind == .error && $0.card == 1 }, "no Δ where the error is zero")
    }

    func testEachKindIsSwitchedSeparately() throws {
        let layout = SceneLayout(scene: try XCTUnwrap(try Presets.named("concentric-card", devices: bundledDevices())))
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
