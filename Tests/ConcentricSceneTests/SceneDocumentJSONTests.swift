// Scene format version 2: round trips (every preset, seeded random trees) and bad input refused
// with its place.
import ConcentricCore
import ConcentricJSON
import Foundation
import XCTest
@testable import ConcentricScene

final class SceneDocumentJSONTests: XCTestCase {
    typealias S = FormatSupport

    func parse(_ text: String) throws -> SceneFile { try S.parse(text) }

    /// A document around `root` (JSON text of a view).
    func document(root: String, extra: String = "") -> String {
        #"{"version": 2, "device": "iphone-16-pro", \#(extra.isEmpty ? "" : extra + ", ")"root": \#(root)}"#
    }

    /// The error parsing `text` gives, or a failure when it parses.
    func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try S.error(text, file: file, line: line)
    }

    func assertRoundTrip(_ scene: SceneFile, file: StaticString = #filePath, line: UInt = #line) throws {
        var expected = scene
        expected.sourceVersion = SceneFile.formatVersion
        let text = scene.jsonText
        let again = try parse(text)
        XCTAssertEqual(again, expected, "\(scene.id ?? "?") changed after a round trip", file: file, line: line)
        XCTAssertEqual(again.jsonText, text, "\(scene.id ?? "?") is not written stably", file: file, line: line)
    }

    func testEveryPresetRoundTrips() throws {
        for id in Presets.documentIDs {
            guard let preset = try Presets.scene(named: id, devices: S.devices()) else { continue }
            try assertRoundTrip(preset)
        }
    }

    /// The bundled files are in the writer's layout, so saving a preset changes nothing. After an
    /// intended change: `CONCENTRIC_UPDATE_PRESETS=1 swift test --filter SceneDocumentJSONTests`.
    func testPresetFilesAreWhatTheWriterWrites() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/ConcentricScene/Resources/presets").standardized
        let update = ProcessInfo.processInfo.environment["CONCENTRIC_UPDATE_PRESETS"] == "1"
        for id in Presets.documentIDs {
            let url = source.appendingPathComponent(id + ".json")
            let text = try String(contentsOf: url, encoding: .utf8)
            let written = try S.preset(id).jsonText
            if update, text != written { try written.write(to: url, atomically: true, encoding: .utf8) }
            XCTAssertEqual(text, written, "\(id).json is not in the writer's layout")
        }
    }

    func testPresetsFolderHoldsTheListedPresets() throws {
        let folder = try XCTUnwrap(Presets.folder)
        let stems = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        XCTAssertEqual(Set(stems), Set(Presets.documentIDs))
        XCTAssertEqual(try Presets.scenes(devices: S.devices()).map(\.id), Presets.documentIDs)
        XCTAssertNil(try Presets.scene(named: "no-such-preset", devices: S.devices()))
    }

    func testTheSampleReadsAsItsSwiftUI() throws {
        let root = try S.preset("concentric-card").document.root
        guard case .zStack(let children, .center) = root.content, children.count == 2 else { return XCTFail("root is \(root.content)") }
        XCTAssertEqual(children[0].modifiers, [.ignoresSafeArea(.all)])
        XCTAssertEqual(children[1].modifiers.last, .padding(EdgeInsetsValue(all: 24)))
        XCTAssertTrue(children[1].modifiers.contains(.containerShape(.plain(.roundedRectangle(radius: 56, curve: .continuous)))))
        guard case .vStack(let stack, .leading) = children[1].content else { return XCTFail("no VStack") }
        XCTAssertEqual(stack.spacing, .parameter("inset"))
    }

    /// `{"Divider": {}}` reads, writes back and takes no fields.
    func testDividerReadsAndWritesBack() throws {
        let file = try parse(document(root: ##"{"VStack": {"children": [{"Text": "A"}, {"Divider": {}}, {"Text": "B"}]}}"##))
        guard case .vStack(let stack, _) = file.document.root.content else { return XCTFail("no VStack") }
        XCTAssertEqual(stack.children[1].content, .divider)
        XCTAssertTrue(file.jsonText.contains(##"{"Divider": {}}"##), file.jsonText)
        XCTAssertEqual(try parse(file.jsonText).document, file.document)
        XCTAssertEqual(try error(document(root: ##"{"Divider": {"thickness": 2}}"##)).hasPrefix(##"root.Divider: unknown field "thickness""##), true)
    }

    /// Line limits and truncation modes read, write back, and refuse what SwiftUI would not take.
    func testLineLimitAndTruncationModeReadAndWriteBack() throws {
        let modifiers = ##"[{"lineLimit": 2}, {"lineLimit": {"count": 1, "reservesSpace": true}}, {"truncationMode": "middle"}]"##
        let file = try parse(document(root: ##"{"Text": "A", "modifiers": "## + modifiers + "}"))
        XCTAssertEqual(file.document.root.modifiers, [.lineLimit(LineLimit(2)), .lineLimit(LineLimit(1, reservesSpace: true)), .truncationMode(.middle)])
        for written in [##"{"lineLimit": 2}"##, ##"{"lineLimit": {"count": 1, "reservesSpace": true}}"##, ##"{"truncationMode": "middle"}"##] {
            XCTAssertTrue(file.jsonText.contains(written), file.jsonText)
        }
        XCTAssertEqual(try parse(file.jsonText).document, file.document)
        XCTAssertEqual(
            try error(document(root: ##"{"Text": "A", "modifiers": [{"lineLimit": 1.5}]}"##)),
            "root.modifiers[0].lineLimit: a line limit is a whole number of lines from 1 to 1000 (found 1.5)")
        XCTAssertEqual(
            try error(document(root: ##"{"Text": "A", "modifiers": [{"lineLimit": {"count": 0}}]}"##)),
            "root.modifiers[0].lineLimit.count: a line limit is a whole number of lines from 1 to 1000 (found 0)")
        XCTAssertTrue(try error(document(root: ##"{"Text": "A", "modifiers": [{"truncationMode": "start"}]}"##)).hasPrefix("root.modifiers[0].truncationMode: "))
    }

    func testErrorsNameTheirPlace() throws {
        let stack = ##"{"VStack": {"children": [{"Spacer": {}}, {"Color": "#FFFFFF", "modifiers": [{"padding": 8}, {"name": "x"}, {"frame": {"maxWidth": "lots"}}]}]}}"##
        XCTAssertEqual(
            try error(document(root: stack)),
            ##"root.VStack.children[1].modifiers[2].frame.maxWidth: expected a number, "infinity" or {"param": NAME} for maxWidth, found a string"##)
        XCTAssertEqual(
            try error(document(root: ##"{"VStack": {"children": [{"VSTack": {}}]}}"##)),
            "root.VStack.children[0]: unknown view \"VSTack\" (expected one of: \(ViewKind.swiftUINameList))")
        XCTAssertEqual(
            try error(document(root: ##"{"Color": "#000000", "modifiers": [{"blur": 3}]}"##)),
            "root.modifiers[0]: unknown modifier \"blur\" (expected one of: \(ModifierName.list))")
        XCTAssertEqual(
            try error(document(root: ##"{"Text": "a", "Color": "#000000"}"##)).hasPrefix("root: a view has exactly one kind"), true)
        XCTAssertEqual(
            try error(document(root: ##"{"Spacer": {"minLength": {"param": "gap"}}}"##, extra: ##""parameters": {"inset": 8}"##)),
            ##"root.Spacer.minLength.param: undeclared parameter "gap" (declared: inset; declare it in "parameters")"##)
        XCTAssertEqual(
            try error(document(root: ##"{"Color": "#000000", "modifiers": [{"frame": {"width": "infinity"}}]}"##)),
            ##"root.modifiers[0].frame.width: a width cannot be "infinity" (only maxWidth and maxHeight can)"##)
        XCTAssertEqual(
            try error(document(root: ##"{"Color": "#000000", "modifiers": [{"frame": {"width": 10, "maxWidth": 20}}]}"##)).hasPrefix("root.modifiers[0].frame: \"width\" belongs to frame(width:height:)"), true)
        XCTAssertEqual(
            try error(document(root: ##"{"Color": "#000000", "modifiers": [{"frame": {"minWidth": 30, "maxWidth": 20}}]}"##)),
            "root.modifiers[0].frame.minWidth: minWidth must not exceed its maximum (30 > 20)")
        XCTAssertEqual(
            try error(document(root: ##"{"Color": "#000000", "modifiers": [{"padding": {"top": 1, "left": 2}}]}"##)).hasPrefix(##"root.modifiers[0].padding: unknown field "left""##), true)
        XCTAssertEqual(
            try error(document(root: ##"{"Rectangle": {"cornerRadius": 4}}"##)).hasPrefix(##"root.Rectangle: unknown field "cornerRadius""##), true)
        XCTAssertEqual(
            try error(document(root: ##"{"Color": "#000000", "modifiers": [{"containerShape": "Squircle"}]}"##)).hasPrefix(##"root.modifiers[0].containerShape: unknown shape "Squircle""##), true)
        XCTAssertEqual(
            try error(document(root: ##"{"ConcentricRectangle": {"uniformTopCorners": "concentric", "topLeadingCorner": {"fixed": 2}}}"##)),
            ##"root.ConcentricRectangle.topLeadingCorner: "topLeadingCorner" is already set by a uniform group"##)
        XCTAssertEqual(
            try error(document(root: ##"{"ConcentricRectangle": {"uniformTopCorners": "concentric", "uniformLeadingCorners": "concentric"}}"##)).hasPrefix("root.ConcentricRectangle: no ConcentricRectangle initialiser"), true)
        XCTAssertEqual(
            try error(document(root: ##"{"ConcentricRectangle": {"corners": {"topLeading": "round"}}}"##)).hasPrefix(##"root.ConcentricRectangle.corners.topLeading: unknown corner style "round""##), true)
        XCTAssertEqual(
            try error(document(root: ##"{"Color": "#000000", "modifiers": [{"opacity": 2}]}"##)),
            "root.modifiers[0].opacity: opacity must be from 0 to 1 (found 2)")
        XCTAssertEqual(
            try error(document(root: ##"{"Text": {"content": "a", "font": "huge"}}"##)).hasPrefix(##"root.Text.font: unknown text style "huge""##), true)
        XCTAssertEqual(
            try error(document(root: ##"{"Color": "orange"}"##)),
            ##"root.Color: expected a colour "#RRGGBB" or "#RRGGBBAA", found "orange""##)
        XCTAssertEqual(
            try error(document(root: ##"{"Spacer": {}}"##, extra: ##""animation": {"parameter": "inset", "values": [8, 20]}"##)),
            ##"animation.parameter: undeclared parameter "inset" (declare it in "parameters")"##)
        XCTAssertEqual(
            try error(document(root: ##"{"Spacer": {}}"##, extra: ##""parameters": {"inset": 8}, "animation": {"parameter": "inset", "values": [8]}"##)),
            "animation.values: expected two values, the toggle's (found 1)")
        XCTAssertEqual(
            try error(document(root: ##"{"Spacer": {}}"##, extra: ##""parameters": {"in-set": 8}"##)).hasPrefix("parameters.in-set: a parameter's name"), true)
        XCTAssertEqual(try error(##"{"version": 3, "device": "iphone-16-pro", "root": {"Spacer": {}}}"##), "version: unsupported scene version 3 (this build reads versions 1 and 2)")
        XCTAssertEqual(try error(##"{"version": 2, "device": "iphone-16-pro", "root": {"Spacer": {}}, "cards": []}"##).hasPrefix(##"(root): unknown field "cards""##), true)
        XCTAssertEqual(try error(##"{"version": 2, "device": "iphone-99", "root": {"Spacer": {}}}"##).hasPrefix(##"device: unknown device "iphone-99""##), true)
    }

    // MARK: Corner values bound to parameters

    /// A corner style's minimum or fixed radius may be `{"param": NAME}`, in every form that
    /// carries a corner style; the file reads back equal and is written stably.
    func testBoundCornerValuesRoundTrip() throws {
        let forms = [
            ##"{"corners": {"fixed": {"param": "r"}}}"##,
            ##"{"corners": {"concentric": {"minimum": {"param": "r"}}}, "isUniform": true}"##,
            ##"{"topLeadingCorner": {"fixed": {"param": "r"}}, "bottomTrailingCorner": {"concentric": {"minimum": 4}}}"##,
            ##"{"uniformTopCorners": {"fixed": {"param": "r"}}, "bottomLeadingCorner": {"fixed": 3}}"##,
            ##"{"corners": {"topLeading": {"concentric": {"minimum": {"param": "r"}}}}, "uniform": "top"}"##,
        ]
        for form in forms {
            let file = try parse(document(root: ##"{"ConcentricRectangle": \##(form)}"##, extra: ##""parameters": {"r": 12}"##))
            guard case .shape(let view) = file.document.root.content, case .concentricRectangle(let rectangle) = view.shape else {
                XCTFail("\(form) is not a concentric rectangle")
                continue
            }
            XCTAssertTrue(LogicalCorner.allCases.contains { rectangle.corners[$0].value == .parameter("r") }, form)
            try assertRoundTrip(file)
        }
        // The writer uses the reader's form for a bound number, as for a padding's.
        let written = try parse(document(root: ##"{"ConcentricRectangle": \##(forms[0])}"##, extra: ##""parameters": {"r": 12}"##)).jsonText
        XCTAssertTrue(written.contains(##""root": {"ConcentricRectangle": {"corners": {"fixed": {"param": "r"}}}}"##), written)
        // Inside a modifier's shape too.
        let surface = try parse(document(
            root: ##"{"Color": "#FFFFFF", "modifiers": [{"background": {"fill": "#000000", "in": {"ConcentricRectangle": {"topTrailingCorner": {"fixed": {"param": "r"}}}}}}]}"##,
            extra: ##""parameters": {"r": 12}"##))
        try assertRoundTrip(surface)
        XCTAssertEqual(
            surface.document.root.modifiers.first,
            .background(.fill(.solid(.black)), in: .concentricRectangle(ConcentricRectangleOf(
                corners: LogicalCorners(topLeading: .concentric, topTrailing: .fixed(.parameter("r")), bottomLeading: .concentric, bottomTrailing: .concentric)))))
    }

    /// A bound corner value names its place and the parameter; literals keep the length rule.
    func testBadCornerValuesNameTheirPlace() throws {
        XCTAssertEqual(
            try error(document(root: ##"{"ConcentricRectangle": {"topLeadingCorner": {"fixed": {"param": "gap"}}}}"##, extra: ##""parameters": {"inset": 8}"##)),
            ##"root.ConcentricRectangle.topLeadingCorner.fixed.param: undeclared parameter "gap" (declared: inset; declare it in "parameters")"##)
        XCTAssertEqual(
            try error(document(root: ##"{"Color": "#FFFFFF", "modifiers": [{"background": {"fill": "#000000", "in": {"ConcentricRectangle": {"corners": {"concentric": {"minimum": {"param": "m"}}}}}}}]}"##)),
            ##"root.modifiers[0].background.in.ConcentricRectangle.corners.concentric.minimum.param: undeclared parameter "m" (the scene declares none; declare it in "parameters")"##)
        XCTAssertEqual(
            try error(document(root: ##"{"ConcentricRectangle": {"corners": {"fixed": -1}}}"##)),
            "root.ConcentricRectangle.corners.fixed: a radius must not be negative (found -1)")
        XCTAssertEqual(
            try error(document(root: ##"{"ConcentricRectangle": {"uniformTopCorners": {"concentric": {"minimum": "big"}}}}"##)),
            ##"root.ConcentricRectangle.uniformTopCorners.concentric.minimum: expected a number or {"param": NAME} for a minimum, found a string"##)
        XCTAssertEqual(
            try error(document(root: ##"{"ConcentricRectangle": {"corners": {"fixed": {"param": "r", "default": 3}}}}"##, extra: ##""parameters": {"r": 12}"##)).hasPrefix(
                ##"root.ConcentricRectangle.corners.fixed: unknown field "default""##), true)
        // Version 1 files keep literal corner styles.
        XCTAssertEqual(
            try error(##"{"version": 1, "device": "iphone-16-pro", "cards": [{"shape": "concentric", "corners": {"fixed": {"param": "r"}}}]}"##),
            "cards[0].corners.fixed: expected a number, found an object")
    }

    /// Views, not modifiers, count toward the depth limit; 64 nested views fit, 65 do not.
    func testDepthLimitCountsViews() throws {
        func nested(_ levels: Int) -> String {
            var view = ##"{"Color": "#FFFFFF", "modifiers": [{"padding": 1}, {"padding": 2}, {"name": "leaf"}]}"##
            for _ in 1..<levels { view = ##"{"ZStack": {"children": [\##(view)]}, "modifiers": [{"padding": 1}]}"## }
            return document(root: view)
        }
        XCTAssertEqual(try parse(nested(64)).document.root.viewCount, 64)
        XCTAssertTrue(try error(nested(65)).hasSuffix("views nest deeper than 64 levels"))
    }

    /// 32 nested cards (the sample's card structure, each publishing its shape) fit.
    func testThirtyTwoNestedCardsFit() throws {
        var view = ##"{"Text": "inner"}"##
        for _ in 0..<32 {
            view = ##"{"ZStack": {"children": [\##(view)]}, "modifiers": [{"containerShape": {"ConcentricRectangle": {}}}, {"background": {"fill": {"color": "#FFFFFF", "opacity": 0.16}, "in": {"ConcentricRectangle": {}}}}, {"padding": 4}]}"##
        }
        let file = try parse(document(root: view))
        XCTAssertEqual(file.document.root.viewCount, 33)
        XCTAssertEqual(S.layout(file.document).nodes.count, 33)
    }

    /// A 10,000-view scene fits; one more view is refused (a button's title counts as its label).
    func testViewCountLimit() throws {
        func stack(_ children: Int, button: Bool = false) -> String {
            let items = Array(repeating: ##"{"Color": "#FF9500"}"##, count: children) + (button ? [##"{"Button": {"title": "OK"}}"##] : [])
            return document(root: ##"{"VStack": {"children": [\##(items.joined(separator: ", "))]}}"##)
        }
        XCTAssertEqual(try parse(stack(9_999)).document.root.viewCount, 10_000)
        XCTAssertTrue(try error(stack(10_000)).hasSuffix("a scene holds at most 10000 views"))
        XCTAssertTrue(try error(stack(9_998, button: true)).contains("at most 10000 views"))
    }

    func testCustomScreenWithSafeAreaRoundTrips() throws {
        let text = ##"{"version": 2, "screen": {"shape": "capsule", "style": "continuous", "width": 300, "height": 600, "safeArea": {"top": 10, "bottom": 20}}, "direction": "rightToLeft", "root": {"Spacer": {}}}"##
        let file = try parse(text)
        XCTAssertEqual(file.document.screen, Screen(size: Size(width: 300, height: 600), shape: .capsule(curve: .continuous)))
        XCTAssertEqual(file.document.safeArea, EdgeInsets(top: 10, leading: 0, bottom: 20, trailing: 0))
        XCTAssertEqual(file.document.direction, .rightToLeft)
        try assertRoundTrip(file)
    }

    /// The short and long forms read the same: `"$"`-free parameters, edge shorthands, Button forms.
    func testEquivalentForms() throws {
        let short = try parse(document(root: ##"{"Button": {"title": "Pause", "systemImage": "pause.fill"}, "modifiers": [{"padding": {"horizontal": 8, "top": 2}}, {"ignoresSafeArea": {"edges": ["top", "bottom"]}}]}"##))
        let long = try parse(document(root: ##"{"Button": {"label": {"Label": {"title": "Pause", "systemImage": "pause.fill"}}}, "modifiers": [{"padding": {"top": 2, "leading": 8, "trailing": 8}}, {"ignoresSafeArea": {"edges": "vertical"}}]}"##))
        XCTAssertEqual(short, long)
    }

    /// The reader refuses a longer text with its place, for Text, Label and Button alike (formerly
    /// in ConcentricRenderTests' LongLabelTests).
    func testTheReaderCapsATextsLength() throws {
        let devices = try S.devices()
        func document(_ view: String) -> [UInt8] {
            Array(#"{"version": 2, "screen": {"shape": "rectangle", "width": 400, "height": 300}, "root": \#(view)}"#.utf8)
        }
        let fits = String(repeating: "a", count: TextView.maximumLength)
        let over = fits + "a"
        XCTAssertNoThrow(try SceneFile.parse(bytes: document(#"{"Text": "\#(fits)"}"#), devices: devices))
        for (view, place) in [
            (#"{"Text": "\#(over)"}"#, "root.Text"), (#"{"Text": {"content": "\#(over)"}}"#, "root.Text.content"),
            (#"{"Label": {"title": "\#(over)", "systemImage": "circle"}}"#, "root.Label.title"),
            (#"{"Button": {"title": "\#(over)"}}"#, "root.Button.title"),
        ] {
            XCTAssertThrowsError(try SceneFile.parse(bytes: document(view), devices: devices)) { error in
                XCTAssertEqual("\(error)", "\(place): a text holds at most 1000 characters (found 1001)")
            }
        }
    }

    /// The places the reader names without building paths as it goes (worked out from the
    /// document on error): a shape written as its name, deep in the tree; a number beyond the
    /// limit; a number the parser makes infinite (`1e999`), which only maxWidth and maxHeight take.
    func testErrorsDeepInTheTreeNameTheirPlace() throws {
        let shapeByName = ##"{"ZStack": {"children": [{"Color": "#000000"}, {"HStack": {"children": [{"Spacer": {}}, {"Color": "#FFFFFF", "modifiers": [{"padding": 2}, {"containerShape": "RoundedRectangle"}]}]}}]}}"##
        XCTAssertEqual(
            try error(document(root: shapeByName)),
            ##"root.ZStack.children[1].HStack.children[1].modifiers[1].containerShape: missing field "cornerRadius""##)
        XCTAssertEqual(
            try error(document(root: ##"{"Color": "#000000", "modifiers": [{"background": {"fill": "#FFFFFF", "in": "Circle"}}, {"padding": {"top": 1e7}}]}"##)),
            "root.modifiers[1].padding.top: 10000000 is beyond the limit of ±1000000 pt")
        XCTAssertEqual(
            try error(document(root: ##"{"Color": "#000000", "modifiers": [{"frame": {"minWidth": 1e999}}]}"##)),
            "root.modifiers[0].frame.minWidth: minWidth must be a finite number")
        let scene = try parse(document(root: ##"{"Color": "#000000", "modifiers": [{"frame": {"maxWidth": 1e999}}, {"containerShape": "Capsule"}]}"##))
        XCTAssertEqual(scene.document.root.modifiers.first, .flexibleFrame(FlexibleFrame(maxWidth: .literal(.infinity))))
        XCTAssertEqual(scene.document.root.modifiers.last, .containerShape(.plain(.capsule(curve: .continuous))))
    }
}
