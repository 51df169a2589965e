// The persisted state: a round trip through a real file, and corrupt input giving defaults.
import ConcentricCore
import ConcentricScene
import Foundation
@testable import PlaygroundStore
import XCTest

final class PersistenceTests: XCTestCase {
    /// A state with every persistent field away from its default: an untitled document on the
    /// other device.
    var edited: PlaygroundState {
        var state = Fixture.state
        state.device = Fixture.square
        state.open(EditorDocument(opened: DocumentTemplate.standard.file(device: Fixture.square, direction: .leftToRight), origin: .untitled))
        state.overlays = AnnotationLayers(centers: true, radii: false, insets: true, errors: true)
        state.animation.isOn = true
        state.zoom = .factor(1.5)
        state.viewport.center = Point(x: 0.25, y: 0.875)
        return state
    }

    func testAPresetComesBackAsAFreshCopyAndAFileIsReadAgain() throws {
        let card = Fixture.card
        XCTAssertEqual(try PlaygroundState(persistentJSON: card.persistentJSON, library: Fixture.library), card)
        let url = URL(fileURLWithPath: "/tmp/scenes/card.json")
        let file = update(Fixture.state, .documentOpened(url, Fixture.cardScene)).0
        let restored = try PlaygroundState.restoring(Data(file.persistentJSON.utf8), library: Fixture.library)
        XCTAssertEqual(restored.file, url)
        var store = EditorStore(state: Fixture.state)
        XCTAssertEqual(store.send(.stateRestored(file.persistentJSON)).first, .loadSceneFile(url))
    }

    /// A file written before the playground edited documents: its generated cards' settings are
    /// ignored and its "playground" is a new untitled document.
    func testAFileFromBeforeDocumentsReads() throws {
        let old = """
            {"version": 1, "device": "iphone-se-3",
             "container": {"kind": "roundedRectangle", "radius": 62, "curve": "continuous",
                           "cornerRadii": {"topLeading": 62, "topTrailing": 62, "bottomLeading": 62, "bottomTrailing": 62}},
             "corners": {"topLeading": {"kind": "concentric", "value": 8}, "topTrailing": {"kind": "concentric", "value": 8},
                         "bottomLeading": {"kind": "concentric", "value": 8}, "bottomTrailing": {"kind": "concentric", "value": 8}},
             "uniformity": "none", "inset": 8, "depth": 3, "direction": "leftToRight",
             "overlays": {"centers": true, "radii": false, "insets": true, "errors": true},
             "animation": true, "zoom": 1.5, "zoomCenter": {"x": 0.25, "y": 0.875}, "document": "playground"}
            """
        XCTAssertEqual(try PlaygroundState(persistentJSON: old, library: Fixture.library), edited)
    }

    func testRoundTripThroughAFile() throws {
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent(PlaygroundState.persistentFileName)
        try Data(edited.persistentJSON.utf8).write(to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        let restored = try PlaygroundState(persistentJSON: text, library: Fixture.library)
        XCTAssertEqual(restored, edited)
        XCTAssertEqual(restored.persistentJSON, text)
    }

    func testDefaultsRoundTrip() throws {
        let text = Fixture.state.persistentJSON
        XCTAssertEqual(try PlaygroundState(persistentJSON: text, library: Fixture.library), Fixture.state)
        XCTAssertTrue(text.contains("\"document\" : \"untitled\""), text)
        XCTAssertTrue(text.contains("\"zoom\" : \"fit\""), text)
    }

    /// A file from before the canvas could pan has no `zoomCenter`: its zoom shows centred.
    func testAFileWithoutAZoomCentreIsCentred() throws {
        var text = edited.persistentJSON
        let range = try XCTUnwrap(text.range(of: #",\s*"zoomCenter" : \{[^}]*\}"#, options: .regularExpression), text)
        text.removeSubrange(range)
        let restored = try PlaygroundState(persistentJSON: text, library: Fixture.library)
        XCTAssertEqual(restored.viewport, CanvasViewport(zoom: .factor(1.5)))
        XCTAssertTrue(edited.persistentJSON.contains("\"x\" : 0.25"), edited.persistentJSON)
    }

    func testWhatIsNotPersisted() throws {
        var state = edited
        state.error = StoreError(.save, "boom")
        state.animation.reduceMotion = true
        state.animation.windowVisible = false
        let restored = try PlaygroundState(persistentJSON: state.persistentJSON, library: Fixture.library)
        XCTAssertNil(restored.error)
        XCTAssertFalse(restored.animation.reduceMotion)
        XCTAssertTrue(restored.animation.windowVisible)
        XCTAssertTrue(restored.animation.isOn)
    }

    /// The file as JSONEncoder writes it, with `"key": value` spacing so cases can edit it.
    var valid: String { Fixture.state.persistentJSON.replacingOccurrences(of: "\" : ", with: "\": ") }

    func testCorruptInputNamesThePlace() {
        let cases: [(String, String)] = [
            ("", "line 1, column 1: not valid JSON: the input is empty"),
            ("[]", "expected an object"),
            ("\u{0}garbage", "line 1, column 1: not valid JSON: unexpected character"),
            (valid.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 0"), "version: unsupported version 0 (expected 1)"),
            (valid.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 1.5"), "version: expected a whole number, found 1.5"),
            (valid.replacingOccurrences(of: "\"version\": 1,", with: ""), "missing field \"version\""),
            (valid.replacingOccurrences(of: "\"animation\": false,", with: ""), "missing field \"animation\""),
            (valid.replacingOccurrences(of: "\"document\": \"untitled\"", with: "\"document\": \"mine\""),
             "document: expected \"untitled\", {\"preset\": id} or {\"file\": path}"),
            (valid.replacingOccurrences(of: "\"device\": \"iphone-16-pro\"", with: "\"device\": \"pixel\""),
             "device: unknown device \"pixel\""),
            (valid.replacingOccurrences(of: "\"document\": \"untitled\"", with: "\"document\": {\"preset\": \"gone\"}"),
             "document.preset: unknown preset \"gone\""),
            (valid.replacingOccurrences(of: "\"zoom\": \"fit\"", with: "\"zoom\": \"huge\""), "zoom: expected \"fit\" or a number"),
            (valid.replacingOccurrences(of: "\"centers\": false", with: "\"centers\": 0"), "overlays.centers: expected true or false"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try PlaygroundState(persistentJSON: text, library: Fixture.library), text) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(error) should contain \(expected)")
            }
        }
    }

    func testANewerVersionIsNamedAsSuchWhateverItAdds() {
        // Version 2 with a field this version does not know: the cause is the version.
        let newer = valid.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2, \"theme\": \"dark\"")
        XCTAssertThrowsError(try PlaygroundState(persistentJSON: newer, library: Fixture.library)) { error in
            XCTAssertEqual(error as? PersistentStateProblem, .newerVersion(2))
            XCTAssertEqual("\(error)", "written by a newer version of the playground (file version 2; this one reads version 1)")
        }
        // Even when the rest is unreadable to this version.
        XCTAssertThrowsError(try PlaygroundState(persistentJSON: #"{"version": 7, "device": {"new": "shape"}}"#, library: Fixture.library)) { error in
            XCTAssertEqual(error as? PersistentStateProblem, .newerVersion(7))
        }
    }

    func testFieldsAVersion1FileDoesNotUseAreIgnored() throws {
        let extra = valid.replacingOccurrences(of: "\"animation\": false", with: "\"animation\": false, \"extra\": 1")
        XCTAssertEqual(try PlaygroundState(persistentJSON: extra, library: Fixture.library), Fixture.state)
    }

    func testCorruptFileKeepsTheStateWithAWarningAndNoSave() throws {
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent(PlaygroundState.persistentFileName)
        try Data([0x7B, 0xFF, 0xFE, 0x00]).write(to: url)
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        var store = EditorStore(state: edited)
        let effects = store.send(.app(.stateRestored(text)))
        XCTAssertEqual(store.state, edited, "the state at hand stays (the defaults, at start)")
        XCTAssertFalse(effects.contains(.persistState), "nothing may be saved over the file")
        let warnings = effects.compactMap { effect -> String? in
            if case .warn(let message) = effect { return message }
            return nil
        }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].hasPrefix("playground.json: line 1, column 2: not valid JSON"), warnings[0])
        XCTAssertTrue(warnings[0].hasSuffix("using the defaults"))
        XCTAssertFalse(store.canUndo, "restoring is not an undo step")
    }

    func testOutOfRangeNumbersAreClampedLikeWidgets() throws {
        let text = valid.replacingOccurrences(of: "\"zoom\": \"fit\"", with: "\"zoom\": -4")
        XCTAssertEqual(try PlaygroundState(persistentJSON: text, library: Fixture.library).zoom, .factor(0.1))
    }
}
