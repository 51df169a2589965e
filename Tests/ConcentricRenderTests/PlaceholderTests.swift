// The Placeholder view (what the SwiftUI importer makes of a view it does not understand): read
// and written, laid out like a colour, drawn hatched with its label through the one drawing path,
// and written as SwiftUI that type-checks and as a hatched HTML box.
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

final class PlaceholderTests: ExecutableTestCase {
    /// A 200 × 120 placeholder over a white screen, and one given no size in an HStack's
    /// unspecified proposal probe (10 × 10 is the colour rule).
    static let scene = ##"""
        {"version": 2, "id": "placeholder", "screen": {"shape": "rectangle", "width": 400, "height": 300},
         "root": {"ZStack": {"children": [
           {"Color": "#FFFFFF"},
           {"Placeholder": {"label": "Map", "source": "Card.swift:41:13"}, "modifiers": [{"frame": {"width": 200, "height": 120}}, {"name": "map"}]}
         ]}}}
        """##

    func file() throws -> SceneFile { try SceneFile.parse(bytes: Array(Self.scene.utf8), devices: bundledDevices()) }

    func testReadWrittenAndLaidOutLikeAColour() throws {
        let file = try file()
        guard case .zStack(let children, _) = file.document.root.content else { return XCTFail("not a ZStack") }
        XCTAssertEqual(children[1].content, .placeholder(PlaceholderView(label: "Map", source: "Card.swift:41:13")))
        let text = file.jsonText
        XCTAssertTrue(text.contains(#""Placeholder": {"label": "Map", "source": "Card.swift:41:13"}"#), text)
        XCTAssertEqual(try SceneFile.parse(bytes: Array(text.utf8), devices: bundledDevices()).document, file.document)
        let layout = SceneRenderer.layout(file.document)
        let map = try node("map", in: layout)
        XCTAssertEqual(map.kind, .placeholder)
        XCTAssertEqual(map.frame, Rect(x: 100, y: 90, width: 200, height: 120))
        XCTAssertEqual(ViewLayout.size(of: SceneView(.placeholder(PlaceholderView(label: "x"))), proposal: ProposedSize(width: nil, height: nil)), Size(width: 10, height: 10))
        XCTAssertEqual(ViewLayout.size(of: SceneView(.placeholder(PlaceholderView(label: "x"))), proposal: ProposedSize(width: 50, height: 70)), Size(width: 50, height: 70))
        XCTAssertTrue(layout.drawing.contains(.placeholder(PlaceholderRun(frame: map.frame, label: "Map"))))
    }

    func testTheReaderRefusesBadPlaceholders() throws {
        func error(_ arguments: String) throws -> String {
            let text = #"{"version": 2, "device": "iphone-16-pro", "root": {"Placeholder": \#(arguments)}}"#
            do {
                _ = try SceneFile.parse(bytes: Array(text.utf8), devices: bundledDevices())
                XCTFail("\(arguments) was read")
                return ""
            } catch let error as InputError { return error.description }
        }
        XCTAssertTrue(try error("{}").contains(#"missing field "label""#))
        XCTAssertTrue(try error(#"{"label": "Map", "kind": "MKMap"}"#).contains(#"unknown field "kind""#))
        XCTAssertTrue(try error(#"{"label": "\#(String(repeating: "m", count: 1001))"}"#).contains("at most 1000 characters"))
    }

    /// The box is light grey with darker hatching (real pixels differ inside it), a border, and
    /// the label's ink near its centre; outside it the screen stays white.
    func testItIsDrawnHatchedWithItsLabel() throws {
        let layout = SceneRenderer.layout(try file().document)
        let image = try XCTUnwrap(SceneExporter.image(layout, scale: 2))
        var shades = Set<Int>()
        for x in stride(from: 210, to: 390, by: 1) {
            let p = image.rgba(x: x, y: 200)
            shades.insert(Int(p.r))
        }
        XCTAssertTrue(shades.contains { $0 >= 225 && $0 <= 235 }, "the fill: \(shades.sorted())")
        XCTAssertTrue(shades.contains { $0 < 215 }, "the hatching: \(shades.sorted())")
        XCTAssertEqual(image.rgba(x: 100, y: 100).r, 255, "outside: white")
        XCTAssertLessThan(Int(image.rgba(x: 200, y: 181).r), 200, "the border")
        // The label "Map" around the centre (400, 300) at @2x: some dark text pixels.
        var darkest = 255
        for y in 285...315 { for x in 370...430 { darkest = min(darkest, Int(image.rgba(x: x, y: y).r)) } }
        XCTAssertLessThan(darkest, 150)
    }

    func testSwiftUIAndHTML() throws {
        try write("placeholder.json", Self.scene)
        let swift = try run(["code", "placeholder.json", "--lang", "swiftui", "-o", "placeholder.swift"])
        XCTAssertEqual(swift.status, 0, swift.stderr)
        let code = try String(contentsOf: folder.appendingPathComponent("placeholder.swift"), encoding: .utf8)
        XCTAssertTrue(code.contains("// Placeholder for Map (Card.swift:41:13), not understood by the importer\n"), code)
        XCTAssertTrue(code.contains("Color.gray.opacity(0.2)\n"), code)
        try typeCheckAgainstStub(["placeholder.swift"])

        let html = try run(["code", "placeholder.json", "--lang", "html"])
        XCTAssertEqual(html.status, 0, html.stderr)
        XCTAssertTrue(html.stdout.contains("repeating-linear-gradient(45deg"), html.stdout)
        XCTAssertTrue(html.stdout.contains("left: 100px; top: 90px; width: 200px; height: 120px;"), html.stdout)
        XCTAssertTrue(html.stdout.contains(">Map</div>"), html.stdout)

        let layout = try run(["layout", "placeholder.json", "--compact"])
        XCTAssertTrue(layout.stdout.contains(#""name":"map","kind":"placeholder""#), layout.stdout)
    }
}
