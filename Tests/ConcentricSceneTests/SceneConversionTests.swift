// Version 1 → version 2: every v1 preset, as it was in git before version 2 (Fixtures/v1),
// converts on reading and lays out with the v2 engine to the frames and radii v1's layout engine
// gave (kept here as the reference: V1ReferenceLayout.swift).
import ConcentricCore
import ConcentricJSON
import Foundation
import XCTest
@testable import ConcentricScene

final class SceneConversionTests: XCTestCase {
    typealias S = FormatSupport

    func fixtures() throws -> [URL] {
        let urls = try FileManager.default.contentsOfDirectory(at: S.v1Folder, includingPropertiesForKeys: nil).filter { $0.pathExtension == "json" }
        XCTAssertEqual(urls.count, 7)
        return urls.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The v1 model of a v1 file, as `SceneFile(json:)` reads it before converting it.
    func readV1(_ url: URL) throws -> SceneFileV1.Scene {
        try SceneFileV1.Scene(json: JSONNode(JSONValue.parse(bytes: Array(Data(contentsOf: url)))), devices: S.devices())
    }

    /// Every card named by its place in the file, so each v1 card can be found among the v2 nodes.
    func namedByPath(_ scene: SceneFileV1.Scene) -> SceneFileV1.Scene {
        func rename(_ card: SceneFileV1.Card, _ path: String) -> SceneFileV1.Card {
            var copy = card
            copy.name = path
            copy.children = card.children.enumerated().map { rename($0.element, "\(path).children[\($0.offset)]") }
            return copy
        }
        var copy = scene
        copy.cards = scene.cards.enumerated().map { rename($0.element, "cards[\($0.offset)]") }
        return copy
    }

    func testEveryV1PresetOpensConverted() throws {
        for url in try fixtures() {
            let file = try SceneFile.load(fileAt: url, devices: S.devices())
            XCTAssertEqual(file.sourceVersion, 1)
            let v1 = try readV1(url)
            XCTAssertEqual(file, SceneFile(converting: v1))
            XCTAssertEqual(file.id, url.deletingPathExtension().lastPathComponent)
            XCTAssertEqual(file.document.screen, v1.screen)
            // Saving writes version 2, which reads back to the same document.
            let again = try SceneFile.parse(bytes: Array(file.jsonText.utf8), devices: S.devices())
            XCTAssertEqual(again.document, file.document, url.lastPathComponent)
            XCTAssertEqual(again.sourceVersion, 2)
        }
    }

    func testConvertedPresetsLayOutAsV1Did() throws {
        for url in try fixtures() {
            let scene = namedByPath(try readV1(url))
            let v1 = V1ReferenceLayout(scene: scene)
            let v2 = S.layout(SceneFile(converting: scene).document)
            for card in v1.cards {
                let place = "\(url.lastPathComponent) \(card.sourcePath)"
                let node = try XCTUnwrap(v2.node(named: card.sourcePath), place)
                S.assertFrame(node.frame, card.frame.minX, card.frame.minY, card.frame.width, card.frame.height)
                switch card.geometry {
                case .concentric, .fixed:
                    if let corners = card.cornerGeometry {
                        XCTAssertEqual(node.geometry?.corners?.radii, corners.radii, place)
                        XCTAssertEqual(node.geometry?.corners?.curve, corners.curve, place)
                    } else {
                        XCTAssertNil(node.geometry?.corners, place)  // a fixed ellipse
                    }
                case .containerRelative(let relative):
                    // Same inset d; the outline is now Apple's (the ellipse in the card's own frame),
                    // where v1 clipped the container's inset ellipse to the frame.
                    XCTAssertEqual(node.geometry?.inset ?? -1, relative.inset, accuracy: 1e-9, place)
                }
            }
        }
    }

    /// v1 documented that a rounded shape without `style` is circular; it stays so, though v2's
    /// default is continuous.
    /// A v1 padding wider than its parent gave the card an empty frame (and so its children); the
    /// converted card stays empty instead of growing to its children's padded size.
    func testOverWidePaddingKeepsTheCardEmpty() throws {
        let text = #"""
            {"version": 1, "device": "iphone-se-3", "cards": [
              {"name": "wide", "padding": {"top": 300, "leading": 300, "bottom": 300, "trailing": 310}, "fill": {"color": "#FF0000"},
               "children": [{"name": "inner", "padding": 5, "fill": {"color": "#00FF00"}}]},
              {"name": "none", "width": 0, "height": 0, "fill": {"color": "#0000FF"}}]}
            """#
        let scene = try SceneFileV1.Scene(json: JSONNode(JSONValue.parse(text)), devices: S.devices())
        let v1 = V1ReferenceLayout(scene: scene)
        let v2 = S.layout(SceneFile(converting: scene).document)
        for name in ["wide", "inner", "none"] {
            let node = try S.node(v2, name)
            XCTAssertTrue(node.frame.isEmpty, "\(name): \(node.frame)")
            XCTAssertTrue(try XCTUnwrap(node.geometry).frame.isEmpty, name)
            XCTAssertTrue(try XCTUnwrap(v1.cards.first { $0.name == name }).frame.isEmpty, name)
        }
        // The root stays the screen's size: nothing the cards add makes it wider.
        XCTAssertEqual(try XCTUnwrap(v2.nodes.first).frame, Rect(x: 0, y: 0, width: 375, height: 667))
    }

    func testV1RoundedShapesStayCircular() throws {
        let text = #"{"version": 1, "device": "iphone-16-pro", "cards": [{"shape": "roundedRectangle", "radius": 12, "name": "r"}, {"shape": "capsule", "style": "continuous"}]}"#
        let file = try SceneFile.parse(bytes: Array(text.utf8), devices: S.devices())
        guard case .zStack(let cards, _) = file.document.root.content, cards.count == 2,
            case .shape(let first) = cards[0].content, case .shape(let second) = cards[1].content
        else { return XCTFail("unexpected conversion \(file.document.root)") }
        XCTAssertEqual(first.shape, .plain(.roundedRectangle(radius: 12, curve: .circular)))
        XCTAssertEqual(second.shape, .plain(.capsule(curve: .continuous)))
        // Written as v2, the circular curve is explicit.
        XCTAssertTrue(file.jsonText.contains(#""style": "circular""#))
    }
}
