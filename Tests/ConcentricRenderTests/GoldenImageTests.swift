// Every preset drawn at @1x, compared with a reference PNG in Fixtures/golden.
//
// Regenerate the references after an intended change (then look at them before committing):
//
//     CONCENTRIC_UPDATE_GOLDEN=1 swift test --filter ConcentricRenderTests.GoldenImageTests
//
// which writes Tests/ConcentricRenderTests/Fixtures/golden/<preset>.png (and the annotated
// variants) into the source tree and fails, so that an update is never silent.
import ConcentricCore
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

final class GoldenImageTests: XCTestCase {
    /// A pixel differs when one of its channels moves by more than this (of 255)…
    static let channelThreshold = 16
    /// …and at most this share of pixels may differ (antialiasing and text rasterisation noise).
    static let allowedFraction = 0.005

    /// The golden folder in the source tree (written when updating).
    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/golden")

    /// What is compared: every preset plain, plus two annotated views.
    func cases() throws -> [(name: String, layout: SceneLayout, options: RenderOptions)] {
        var out: [(String, SceneLayout, RenderOptions)] = []
        for preset in try allPresets() {
            out.append((preset.id ?? "?", SceneLayout(scene: preset), RenderOptions()))
        }
        for id in ["concentric-card", "nested-cards"] {
            guard let preset = try Presets.named(id, devices: bundledDevices()) else { continue }
            out.append((id + "-annotated", SceneLayout(scene: preset), .annotated))
        }
        return out
    }

    func testPresetsMatchTheirGoldenImages() throws {
        let update = ProcessInfo.processInfo.environment["CONCENTRIC_UPDATE_GOLDEN"] == "1"
        let cases = try cases()
        XCTAssertGreaterThanOrEqual(cases.count, 9)
        for (name, layout, options) in cases {
            let image = try XCTUnwrap(SceneExporter.image(layout, scale: 1, options: options), name)
            XCTAssertEqual(image.width, 402, name)
            XCTAssertEqual(image.height, 874, name)
            if update {
                try FileManager.default.createDirectory(at: Self.sourceFolder, withIntermediateDirectories: true)
                try SceneExporter.write(layout, to: Self.sourceFolder.appendingPathComponent("\(name).png"), format: .png, scale: 1, options: options)
                continue
            }
            let url = try XCTUnwrap(
                Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Fixtures/golden"),
                "no golden image for \(name); run with CONCENTRIC_UPDATE_GOLDEN=1")
            let golden = try PixelImage(pngAt: url)
            XCTAssertEqual(golden.width, image.width, name)
            XCTAssertEqual(golden.height, image.height, name)
            guard golden.width == image.width, golden.height == image.height else { continue }
            let difference = ImageDifference(golden, image, threshold: Self.channelThreshold)
            if difference.differingFraction > Self.allowedFraction {
                let actual = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-actual.png")
                try? SceneExporter.write(layout, to: actual, format: .png, scale: 1, options: options)
                XCTFail("\(name): \(String(format: "%.3f", difference.differingFraction * 100)) % of pixels differ by more than \(Self.channelThreshold)/255 (largest difference \(difference.maximum)); actual image: \(actual.path)")
            }
        }
        if update { XCTFail("golden images were rewritten in \(Self.sourceFolder.path); look at them, then run the tests again without CONCENTRIC_UPDATE_GOLDEN") }
    }

    /// The comparison itself must be able to fail: a slightly changed scene is caught.
    func testTheComparisonNoticesAChange() throws {
        var scene = try XCTUnwrap(try Presets.named("concentric-card", devices: bundledDevices()))
        let original = try XCTUnwrap(SceneExporter.image(SceneLayout(scene: scene), scale: 1))
        scene.cards[0].frame.padding.leading += 6
        let moved = try XCTUnwrap(SceneExporter.image(SceneLayout(scene: scene), scale: 1))
        let difference = ImageDifference(original, moved, threshold: Self.channelThreshold)
        XCTAssertGreaterThan(difference.differingFraction, Self.allowedFraction)
        XCTAssertEqual(ImageDifference(original, original, threshold: 0).maximum, 0)
    }

    func testTheSampleCardLooksLikeTheSample() throws {
        // Spot checks on the real pixels: dark top, indigo bottom, transparent outside the
        // display corners, the orange surface and the white inner surface where the layout puts them.
        let scene = try XCTUnwrap(try Presets.named("concentric-card", devices: bundledDevices()))
        let layout = SceneLayout(scene: scene)
        let image = try XCTUnwrap(SceneExporter.image(layout, scale: 1))
        XCTAssertEqual(image.rgba(x: 0, y: 0).a, 0, "outside the display's rounded corner")
        let top = image.rgba(x: 201, y: 20)
        XCTAssertLessThan(Int(top.r) + Int(top.g) + Int(top.b), 40)
        let bottom = image.rgba(x: 201, y: 860)
        XCTAssertGreaterThan(Int(bottom.b), 200)
        XCTAssertGreaterThan(Int(bottom.b), Int(bottom.g) + 60)
        let orange = layout.cards[1].frame
        let o = image.rgba(x: Int(orange.minX) + 20, y: Int(orange.minY) + 20)
        XCTAssertGreaterThan(o.r, 240)
        XCTAssertTrue((140...200).contains(o.g), "\(o)")
        XCTAssertLessThan(o.b, 90)
        let white = layout.cards[2].frame
        let w = image.rgba(x: Int(white.minX) + 6, y: Int(white.midY))
        XCTAssertEqual([w.r, w.g, w.b], [255, 255, 255])
    }
}
