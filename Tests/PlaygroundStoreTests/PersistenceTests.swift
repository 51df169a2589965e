// The persisted state: a round trip through a real file, and corrupt input giving defaults.
import ConcentricCore
import ConcentricScene
import Foundation
import PlaygroundStore
import XCTest

final class PersistenceTests: XCTestCase {
    /// A state with every persistent field away from its default.
    var edited: PlaygroundState {
        var state = Fixture.state
        state.device = Fixture.square
        state.container = ContainerSettings(
            kind: .unevenRoundedRectangle, radius: 31.5,
            cornerRadii: LogicalCorners(topLeading: 1, topTrailing: 2.25, bottomLeading: 3, bottomTrailing: 4), curve: .circular)
        state.corners.topLeading = CornerSetting(kind: .concentricWithMinimum, value: 12)
        state.corners.bottomTrailing = CornerSetting(kind: .fixed, value: 0)
        state.uniformity = .leadingAndTrailing
        state.inset = 17.75
        state.depth = 8
        state.direction = .rightToLeft
        state.overlays = AnnotationLayers(centers: true, radii: false, insets: true, errors: true)
        state.animation = InsetAnimation(isOn: true, inset: 17.75)
        state.zoom = .factor(1.5)
        state.viewport.center = Point(x: 0.25, y: 0.875)
        state.document = .preset(id: "concentric-card", file: Fixture.cardScene)
        return state
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
        XCTAssertTrue(text.contains("\"document\" : \"playground\""), text)
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
        state.lastError = "boom"
        state.animation.reduceMotion = true
        state.animation.windowVisible = false
        let restored = try PlaygroundState(persistentJSON: state.persistentJSON, library: Fixture.library)
        XCTAssertNil(restored.lastError)
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
            (valid.replacingOccurrences(of: "\"inset\": 8,", with: ""), "missing field \"inset\""),
            (valid.replacingOccurrences(of: "\"curve\": \"continuous\"", with: "\"curve\": \"wavy\""), "container.curve: unknown corner curve \"wavy\""),
            (valid.replacingOccurrences(of: "\"inset\": 8", with: "\"inset\": \"wide\""), "inset: expected a number"),
            (valid.replacingOccurrences(of: "\"depth\": 3", with: "\"depth\": 2.5"), "depth: expected a whole number, found 2.5"),
            (valid.replacingOccurrences(of: "\"kind\": \"roundedRectangle\"", with: "\"kind\": \"blob\""),
             "container.kind: unknown container shape kind \"blob\""),
            (valid.replacingOccurrences(of: "\"device\": \"iphone-16-pro\"", with: "\"device\": \"pixel\""),
             "device: unknown device \"pixel\""),
            (valid.replacingOccurrences(of: "\"document\": \"playground\"", with: "\"document\": {\"preset\": \"gone\"}"),
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
        var store = UndoableStore(state: edited)
        let effects = store.send(.stateRestored(text))
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
        var text = valid
        text = text.replacingOccurrences(of: "\"inset\": 8", with: "\"inset\": 1000")
        text = text.replacingOccurrences(of: "\"depth\": 3", with: "\"depth\": 1e30")
        text = text.replacingOccurrences(of: "\"zoom\": \"fit\"", with: "\"zoom\": -4")
        text = text.replacingOccurrences(of: "\"radius\": 62", with: "\"radius\": -5")
        let state = try PlaygroundState(persistentJSON: text, library: Fixture.library)
        XCTAssertEqual(state.inset, 40)
        XCTAssertEqual(state.depth, 8)
        XCTAssertEqual(state.zoom, .factor(0.1))
        XCTAssertEqual(state.container.radius, 0)
    }
}
