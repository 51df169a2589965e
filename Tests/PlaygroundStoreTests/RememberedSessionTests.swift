// What the playground remembers besides the scene: the window, the choosers' folders, recent files.
import ConcentricCore
import ConcentricScene
import Foundation
@testable import PlaygroundStore
import XCTest

final class RememberedSessionTests: XCTestCase {
    private func opened(_ state: PlaygroundState, _ path: String) -> PlaygroundState {
        update(state, .documentOpened(URL(fileURLWithPath: path), Fixture.cardScene)).0
    }

    func testOpeningAFileMakesItTheNewestRecentFileAndItsFolderTheScenesFolder() {
        var state = Fixture.state
        for index in 1...12 { state = opened(state, "/scenes/\(index).json") }
        state = opened(state, "/scenes/5.json")
        XCTAssertEqual(state.recentFiles.paths, ["/scenes/5.json"] + (6...12).reversed().map { "/scenes/\($0).json" } + ["/scenes/4.json", "/scenes/3.json"])
        XCTAssertEqual(state.recentFiles.paths.count, RecentFiles.limit)
        XCTAssertEqual(state.sceneFolder, "/scenes")
        XCTAssertNil(state.exportFolder)
    }

    func testRecentFilesThatAreGoneAreForgotten() {
        var state = opened(opened(opened(Fixture.state, "/a/1.json"), "/a/2.json"), "/a/3.json")
        state = update(state, .recentFilesChecked(existing: ["/a/1.json", "/a/3.json"])).0
        XCTAssertEqual(state.recentFiles.paths, ["/a/3.json", "/a/1.json"])
    }

    func testSaveRecordsTheScenesFolderAndExportsTheExportsFolder() {
        var state = update(Fixture.state, .saveAsRequested(URL(fileURLWithPath: "/home/u/Scenes/card.json"))).0
        XCTAssertEqual(state.sceneFolder, "/home/u/Scenes")
        for action: PlaygroundAction in [
            .exportRequested(ExportRequest(format: .png, destination: URL(fileURLWithPath: "/out/1/card.png"))),
            .sheetExportRequested(ExportRequest(format: .pdf, destination: URL(fileURLWithPath: "/out/2/sheet.pdf"))),
            .specExportRequested(URL(fileURLWithPath: "/out/3/spec.json")),
        ] {
            let (next, effects) = update(state, action)
            XCTAssertTrue(effects.contains(.persistState), "\(action)")
            state = next
        }
        XCTAssertEqual(state.exportFolder, "/out/3")
        XCTAssertEqual(state.sceneFolder, "/home/u/Scenes")
    }

    func testWindowGeometryIsClampedAndPersistedButNotUndone() throws {
        let small = WindowGeometry(width: 10, height: -5, isMaximized: false)
        XCTAssertEqual([small.width, small.height], [WindowGeometry.minimumWidth, WindowGeometry.minimumHeight])
        XCTAssertEqual(WindowGeometry(width: 3000, height: 2000, isMaximized: true).fitting(width: 1280, height: 1024),
            WindowGeometry(width: 1280, height: 1024, isMaximized: true))
        let (state, effects) = update(Fixture.state, .windowGeometryChanged(WindowGeometry(width: 900, height: 650, isMaximized: true)))
        XCTAssertEqual(effects, [.persistState])
        var store = EditorStore(state: Fixture.state)
        _ = store.send(.windowGeometryChanged(WindowGeometry(width: 900, height: 650, isMaximized: false)))
        XCTAssertFalse(store.canUndo)
        XCTAssertEqual(try PlaygroundState(persistentJSON: state.persistentJSON, library: Fixture.library).window, state.window)
    }

    func testEverythingRememberedSurvivesTheStateFile() throws {
        var state = opened(opened(Fixture.state, "/a/1.json"), "/b/2.json")
        state = update(state, .specExportRequested(URL(fileURLWithPath: "/out/spec.json"))).0
        state = update(state, .windowGeometryChanged(WindowGeometry(width: 1000, height: 700, isMaximized: false))).0
        let restored = try PlaygroundState(persistentJSON: state.persistentJSON, library: Fixture.library)
        XCTAssertEqual(restored.recentFiles.paths, ["/b/2.json", "/a/1.json"])
        XCTAssertEqual(restored.sceneFolder, "/b")
        XCTAssertEqual(restored.exportFolder, "/out")
        XCTAssertEqual(restored.window, WindowGeometry(width: 1000, height: 700, isMaximized: false))
    }

    func testAStateFileWithoutTheRememberedPartsStillReadsAndBadOnesNameThePlace() throws {
        let defaults = Fixture.state.persistentJSON
        XCTAssertFalse(defaults.contains("recentFiles") || defaults.contains("folders") || defaults.contains("window"), defaults)
        let base = String(defaults.dropLast(2))  // without "}\n"
        let capped = base + #", "recentFiles": [\#((1...15).map { "\"/r/\($0).json\"" }.joined(separator: ", "))], "window": {"width": 1e30, "height": 1, "maximized": false}}"#
        let state = try PlaygroundState(persistentJSON: capped, library: Fixture.library)
        XCTAssertEqual(state.recentFiles.paths, (1...10).map { "/r/\($0).json" })
        XCTAssertEqual(state.window, WindowGeometry(width: WindowGeometry.maximumSide, height: WindowGeometry.minimumHeight, isMaximized: false))
        XCTAssertThrowsError(try PlaygroundState(persistentJSON: base + #", "folders": {"scenes": "relative/path"}}"#, library: Fixture.library)) { error in
            XCTAssertTrue("\(error)".hasPrefix("folders.scenes: "), "\(error)")
        }
    }

    func testANewDocumentFollowsTheUIDirection() throws {
        let rightToLeft = PlaygroundState(library: Fixture.library, direction: .rightToLeft)
        XCTAssertEqual(rightToLeft.scene.direction, .rightToLeft)
        XCTAssertEqual(rightToLeft.defaultDirection, .rightToLeft)
        // The direction is the document's: a restored untitled document is a new one, in the UI's.
        let restored = update(rightToLeft, .stateRestored(Fixture.state.persistentJSON)).0
        XCTAssertEqual(restored.scene.direction, .rightToLeft)
        XCTAssertEqual(update(restored, .newRequested(.emptyScreen)).0.scene.direction, .rightToLeft)
        // A document's own direction is kept when opened.
        XCTAssertEqual(update(rightToLeft, .presetPicked("concentric-card")).0.scene.direction, Fixture.cardScene.document.direction)
    }
}
