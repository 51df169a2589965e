// Scene format version 1, which is only read now (and converted): every field it had reads, and
// bad input is refused with its place, through `SceneFile`, as every tool reads it. (Formerly
// ConcentricRenderTests/SceneJSONTests.swift, which also tested the v1 writer, now gone.)
import ConcentricCore
import ConcentricJSON
import Foundation
import XCTest
@testable import ConcentricScene

final class SceneFileV1Tests: XCTestCase {
    typealias S = FormatSupport

    /// A v1 document around `cards` (JSON text of the array).
    func document(cards: String, extra: String = "") -> String {
        #"{"version": 1, "device": "iphone-16-pro", \#(extra.isEmpty ? "" : extra + ", ")"cards": \#(cards)}"#
    }

    /// The v1 model of `text`, as `SceneFile(json:)` reads it before converting it.
    func parseV1(_ text: String) throws -> SceneFileV1.Scene {
        try SceneFileV1.Scene(json: JSONNode(JSONValue.parse(text)), devices: S.devices())
    }

    func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try S.error(text, file: file, line: line)
    }

    /// Version 1 documented circular as the default curve; SwiftUI's (and `resolve`'s) is continuous.
    /// A v1 file keeps its meaning.
    func testVersionOneRoundedShapesWithoutAStyleStayCircular() throws {
        let cards = #"[{"shape": "roundedRectangle", "radius": 20}, {"shape": "capsule"}, {"shape": "unevenRoundedRectangle", "radii": {}}, {"shape": "capsule", "style": "continuous"}]"#
        let text = document(cards: cards, extra: #""screen": {"shape": "roundedRectangle", "radius": 40, "width": 300, "height": 600}"#)
            .replacingOccurrences(of: #""device": "iphone-16-pro", "#, with: "")
        let scene = try parseV1(text)
        XCTAssertEqual(scene.screen.shape, .roundedRectangle(radius: 40, curve: .circular))
        XCTAssertEqual(scene.cards.map(\.shape), [
            .fixed(.roundedRectangle(radius: 20, curve: .circular)), .fixed(.capsule(curve: .circular)),
            .fixed(.unevenRoundedRectangle(radii: LogicalCorners(all: 0), curve: .circular)), .fixed(.capsule(curve: .continuous)),
        ])
        // Converted, the screen keeps its curve; written (as v2), the circular curve is explicit.
        let file = try S.parse(text)
        XCTAssertEqual(file.document.screen.shape, .roundedRectangle(radius: 40, curve: .circular))
        XCTAssertTrue(file.jsonText.contains(#""style": "circular""#), file.jsonText)
        // The Core's own default, which `resolve` uses, is Apple's.
        XCTAssertEqual(try ContainerShape(json: JSONNode(JSONValue.parse(#"{"shape": "capsule"}"#))), .capsule(curve: .continuous))
    }

    /// Every field of version 1 reads to its value (a custom screen, every shape, every frame and
    /// label field, a gradient, the direction); the file then converts and lays out.
    func testCustomScreenAndEveryFieldRead() throws {
        let text = ##"""
            {"version": 1, "id": "custom", "title": "All shapes", "description": "One of each",
             "screen": {"shape": "ellipse", "width": 300, "height": 500}, "direction": "rightToLeft",
             "background": {"color": "#0A141E", "opacity": 0.5},
             "cards": [{"name": "a", "padding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}, "width": 200, "height": 100,
                        "alignment": "bottomTrailing",
                        "shape": "unevenRoundedRectangle", "radii": {"topLeading": 1, "topTrailing": 2, "bottomLeading": 3, "bottomTrailing": 4}, "style": "continuous",
                        "containerShape": true,
                        "fill": {"gradient": {"angle": 45, "stops": [{"color": "#000000", "location": 0}, {"color": "#FFFFFF", "location": 0.25}, {"color": "#01020333", "location": 1}]}},
                        "label": {"text": "Hé \"quoted\"\nline", "size": 9.5, "weight": "semibold", "color": "#000000", "alignment": "topLeading", "padding": 3},
                        "children": [
                          {"shape": "concentric", "corners": {"topLeading": {"concentric": {"minimum": 4}}, "topTrailing": {"fixed": 2}, "bottomLeading": "concentric", "bottomTrailing": {"fixed": 0}}, "uniform": "leadingAndTrailing"},
                          {"shape": "capsule", "style": "continuous"}, {"shape": "circle"}, {"shape": "rectangle"},
                          {"shape": "ellipse"}, {"shape": "roundedRectangle", "radius": 7, "style": "circular"}]}]}
            """##
        typealias V1 = SceneFileV1
        let expected = V1.Scene(
            id: "custom", title: "All shapes", summary: "One of each", screen: Screen(size: Size(width: 300, height: 500), shape: .ellipse),
            background: .solid(Color(rgb8: 10, 20, 30), opacity: 0.5), direction: .rightToLeft,
            cards: [
                V1.Card(
                    name: "a", frame: V1.FrameRule(padding: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), width: 200, height: 100, alignment: .bottomTrailing),
                    shape: .fixed(.unevenRoundedRectangle(radii: LogicalCorners(topLeading: 1, topTrailing: 2, bottomLeading: 3, bottomTrailing: 4), curve: .continuous)),
                    publishesShape: true,
                    fill: .gradient(LinearGradient(stops: [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 0.25), GradientStop(color: Color(rgb8: 1, 2, 3, alpha: 0.2), location: 1)], angle: 45)),
                    label: V1.Label(text: "Hé \"quoted\"\nline", size: 9.5, weight: .semibold, color: .black, alignment: .topLeading, padding: EdgeInsets(all: 3)),
                    children: [
                        V1.Card(shape: .concentric(ConcentricRectangle(corners: LogicalCorners(topLeading: .concentric(minimum: 4), topTrailing: .fixed(2), bottomLeading: .concentric, bottomTrailing: .fixed(0)), uniformity: .leadingAndTrailing))),
                        V1.Card(shape: .fixed(.capsule(curve: .continuous))), V1.Card(shape: .fixed(.circle)), V1.Card(shape: .fixed(.rectangle)),
                        V1.Card(shape: .fixed(.ellipse)), V1.Card(shape: .fixed(.roundedRectangle(radius: 7, curve: .circular))),
                    ]),
            ])
        let scene = try parseV1(text)
        XCTAssertEqual(scene, expected)
        XCTAssertEqual(scene.cardCount, 7)
        let file = try S.parse(text)
        XCTAssertEqual(file, SceneFile(converting: expected))
        XCTAssertEqual([file.id, file.title, file.summary], ["custom", "All shapes", "One of each"])
        XCTAssertEqual(file.document.direction, .rightToLeft)
    }

    func testErrorsNameTheirPlace() throws {
        let round = ##"[{"children": [{}, {"corners": {"topLeading": "round"}}]}]"##
        XCTAssertEqual(
            try error(document(cards: round)),
            #"cards[0].children[1].corners.topLeading: unknown corner style "round" (expected "concentric", {"concentric": {"minimum": m}} or {"fixed": r})"#)
        XCTAssertEqual(try error(document(cards: #"[{"padding": -4}]"#)), "cards[0].padding: padding must not be negative (found -4)")
        XCTAssertEqual(try error(document(cards: #"[{"padding": {"left": 4}}]"#)), #"cards[0].padding: unknown field "left" (expected one of: bottom, leading, top, trailing)"#)
        XCTAssertEqual(try error(document(cards: #"[{"padding": "8"}]"#)), "cards[0].padding: expected a number or an object of edges (top, leading, bottom, trailing), found a string")
        XCTAssertTrue(try error(document(cards: ##"[{"colour": "#fff"}]"##)).hasPrefix(##"cards[0]: unknown field "colour""##))
        XCTAssertEqual(try error(document(cards: ##"[{"fill": {"color": "orange"}}]"##)), ##"cards[0].fill.color: expected a colour "#RRGGBB" or "#RRGGBBAA", found "orange""##)
        XCTAssertEqual(try error(document(cards: ##"[{"fill": {"color": "#FFFFFF", "opacity": 2}}]"##)), "cards[0].fill: opacity must be from 0 to 1 (found 2)")
        XCTAssertEqual(try error(document(cards: #"[{"shape": "circle", "corners": "concentric"}]"#)), #"cards[0]: field "corners" applies only to shape "concentric" (this card's shape is "circle")"#)
        XCTAssertTrue(try error(document(cards: #"[{"shape": "blob"}]"#)).hasPrefix(#"cards[0].shape: unknown shape "blob" (expected one of: "concentric", "rectangle""#))
        XCTAssertEqual(try error(document(cards: #"[{"shape": "roundedRectangle"}]"#)), #"cards[0]: missing field "radius""#)
        XCTAssertEqual(try error(document(cards: #"[{"width": "wide"}]"#)), "cards[0].width: expected a number, found a string")
        XCTAssertEqual(try error(document(cards: #"[{"containerShape": 1}]"#)), "cards[0].containerShape: expected true or false, found a number")
        XCTAssertEqual(try error(document(cards: #"[{"children": {}}]"#)), "cards[0].children: expected an array, found an object")
        XCTAssertEqual(try error(document(cards: #"[{"label": {"size": 12}}]"#)), #"cards[0].label: missing field "text""#)
        XCTAssertEqual(try error(document(cards: #"[{"label": {"text": "x", "size": 0}}]"#)), "cards[0].label.size: a text size must be above 0 and at most 1000 (found 0)")
        XCTAssertEqual(try error(document(cards: #"[{"alignment": "middle"}]"#)).prefix(49), #"cards[0].alignment: unknown alignment "middle" (e"#)
        XCTAssertEqual(try error(document(cards: #"[3]"#)), "cards[0]: expected a card object, found a number")
        XCTAssertEqual(
            try error(document(cards: ##"[{"fill": {"gradient": {"stops": [{"color": "#000000", "location": 0.5}, {"color": "#FFFFFF", "location": 0.2}]}}}]"##)),
            "cards[0].fill.gradient.stops[1].location: stops must be in increasing order of location")
        let long = String(repeating: "x", count: 1_001)
        XCTAssertEqual(try error(document(cards: #"[{"label": {"text": "\#(long)"}}]"#)), "cards[0].label.text: a label holds at most 1000 characters (found 1001)")
    }

    func testDocumentLevelErrors() throws {
        // The version is read first, for both versions (v1's own message said "reads version 1").
        XCTAssertEqual(try error(#"{"version": "1", "device": "iphone-16-pro", "cards": []}"#), "version: unsupported scene version a string (this build reads versions 1 and 2)")
        XCTAssertEqual(try error(#"{"device": "iphone-16-pro", "cards": []}"#), #"(root): missing field "version""#)
        XCTAssertTrue(try error(#"{"version": 1, "device": "nokia-3310", "cards": []}"#).hasPrefix(#"device: unknown device "nokia-3310" (known: iphone-se-3"#))
        XCTAssertEqual(try error(#"{"version": 1, "cards": []}"#), #"(root): missing field "device" (or "screen")"#)
        XCTAssertEqual(
            try error(#"{"version": 1, "device": "iphone-16-pro", "screen": {"shape": "circle", "width": 1, "height": 1}, "cards": []}"#),
            #"(root): give either "device" or "screen", not both"#)
        XCTAssertEqual(try error(#"{"version": 1, "screen": {"shape": "circle", "width": -1, "height": 1}, "cards": []}"#), "screen.width: a width must not be negative (found -1)")
        XCTAssertEqual(try error(document(cards: "[]", extra: #""direction": "ltr""#)).prefix(52), #"direction: unknown layout direction "ltr" (expected "#)
        XCTAssertTrue(try error(document(cards: "[]", extra: #""author": "me""#)).hasPrefix(#"(root): unknown field "author""#))
        // A v2 field in a v1 file is refused, not silently ignored.
        XCTAssertTrue(try error(document(cards: "[]", extra: #""root": {"Spacer": {}}"#)).hasPrefix(#"(root): unknown field "root""#))
        XCTAssertEqual(try error(#"{"version": 1, "#), "line 1, column 16: not valid JSON: expected a quoted key")
    }

    func testAbsurdDepthIsRefused() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: #"{"children": ["#, count: depth - 1) + "{}" + String(repeating: "]}", count: depth - 1)
        }
        XCTAssertEqual(try parseV1(document(cards: "[" + nested(64) + "]")).cardCount, 64)
        XCTAssertEqual(try S.parse(document(cards: "[" + nested(64) + "]")).sourceVersion, 1, "64 nested cards convert")
        let message = try error(document(cards: "[" + nested(65) + "]"))
        XCTAssertTrue(message.hasSuffix("children[0]: cards nest deeper than 64 levels"), message)
        XCTAssertTrue(message.hasPrefix("cards[0].children[0].children[0]"), message)
    }

    func testTooManyCardsAreRefused() throws {
        let cards = "[" + Array(repeating: "{}", count: 10_000).joined(separator: ",") + "]"
        XCTAssertEqual(try parseV1(document(cards: cards)).cardCount, 10_000)
        XCTAssertEqual(try S.parse(document(cards: cards)).sourceVersion, 1, "10,000 cards convert")
        let tooMany = "[" + Array(repeating: "{}", count: 10_001).joined(separator: ",") + "]"
        XCTAssertEqual(try error(document(cards: tooMany)), "cards[10000]: a scene holds at most 10000 cards")
    }

    func testLoadingAFileNamesIt() throws {
        let url = try temporaryFolder().appendingPathComponent("scene.json")
        try Data(document(cards: #"[{"padding": -1}]"#).utf8).write(to: url)
        XCTAssertThrowsError(try SceneFile.load(fileAt: url, devices: S.devices())) { error in
            XCTAssertEqual((error as? InputError)?.description, "\(url.path): cards[0].padding: padding must not be negative (found -1)")
        }
    }
}
