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

    /// What is compared: every preset plain, and every preset's annotated spec page.
    func cases() throws -> [(name: String, layout: ViewLayout, options: RenderOptions)] {
        var out: [(String, ViewLayout, RenderOptions)] = []
        for preset in try allPresets() {
            out.append((preset.id ?? "?", SceneRenderer.layout(preset.document), RenderOptions()))
        }
        for preset in try allPresets() {
            out.append(((preset.id ?? "?") + "-annotated", SceneRenderer.layout(preset.document), .annotated))
        }
        return out
    }

    func testPresetsMatchTheirGoldenImages() throws {
        let update = ProcessInfo.processInfo.environment["CONCENTRIC_UPDATE_GOLDEN"] == "1"
        let cases = try cases()
        XCTAssertEqual(cases.count, Presets.documentIDs.count * 2)
        for (name, layout, options) in cases {
            let image = try XCTUnwrap(SceneExporter.image(layout, scale: 1, options: options), name)
            // Plain, the screen; annotated, the spec page around it (`SceneExporter.page`).
            let page = SceneExporter.pixelSize(of: SceneExporter.page(for: layout, options: options).size, scale: 1)
            XCTAssertEqual(image.width, options.annotations.isEmpty ? 402 : page.width, name)
            XCTAssertEqual(image.height, options.annotations.isEmpty ? 874 : page.height, name)
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
        let sample = try preset("concentric-card")
        let original = try XCTUnwrap(SceneExporter.image(SceneRenderer.layout(sample), scale: 1))
        let moved = try XCTUnwrap(SceneExporter.image(SceneRenderer.layout(sample, overrides: ["inset": 11]), scale: 1))
        let difference = ImageDifference(original, moved, threshold: Self.channelThreshold)
        XCTAssertGreaterThan(difference.differingFraction, Self.allowedFraction)
        XCTAssertEqual(ImageDifference(original, original, threshold: 0).maximum, 0)
    }

    func testTheSampleCardLooksLikeTheSample() throws {
        // Spot checks on the real pixels: dark top, indigo bottom, transparent outside the display
        // corners, the orange surface, the white inner surface with black text, the white label.
        let layout = SceneRenderer.layout(try preset("concentric-card"))
        let image = try XCTUnwrap(SceneExporter.image(layout, scale: 1))
        XCTAssertEqual(image.rgba(x: 0, y: 0).a, 0, "outside the display's rounded corner")
        let top = image.rgba(x: 201, y: 20)
        XCTAssertLessThan(Int(top.r) + Int(top.g) + Int(top.b), 40)
        let bottom = image.rgba(x: 201, y: 860)
        XCTAssertGreaterThan(Int(bottom.b), 150)
        XCTAssertGreaterThan(Int(bottom.b), Int(bottom.g) + 60)
        let orange = try node("orange surface", in: layout).frame
        let o = image.rgba(x: Int(orange.maxX) - 30, y: Int(orange.minY) + 30)
        XCTAssertGreaterThan(o.r, 200, "\(o)")
        XCTAssertLessThan(o.b, 120, "\(o)")
        let white = try node("white surface", in: layout).frame
        let w = image.rgba(x: Int(white.maxX) - 6, y: Int(white.midY))
        XCTAssertEqual([w.r, w.g, w.b], [255, 255, 255])
        func pixels(in rect: Rect) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
            stride(from: Int(rect.minY), to: Int(rect.maxY), by: 1).flatMap { y in
                stride(from: Int(rect.minX), to: Int(rect.maxX), by: 1).map { x in image.rgba(x: x, y: y) }
            }
        }
        // "One shared center" in black headline on the white surface.
        XCTAssertTrue(pixels(in: white).contains { Int($0.r) + Int($0.g) + Int($0.b) < 60 }, "black text on the white surface")
        // The Label, white on the orange surface above the white one.
        let label = Rect(x: orange.minX, y: orange.minY, width: orange.width, height: white.minY - orange.minY)
        XCTAssertTrue(pixels(in: label).contains { $0.r > 250 && $0.g > 245 && $0.b > 240 }, "the white label on orange")
    }
}
