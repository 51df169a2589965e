// The document and its files: save → open round trips of every preset through real files,
// the autosave and its recovery, and live reload with and without unsaved changes.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation
@testable import PlaygroundStore
import XCTest

final class DocumentFileTests: XCTestCase {
    let devices = DeviceCatalog(devices: [Fixture.square, Fixture.phone])

    /// The library with every bundled preset.
    var library: PlaygroundLibrary { PlaygroundLibrary(devices: [Fixture.square, Fixture.phone], presets: Fixture.presets) }

    /// What the app does for `saveScene`: the file written, then read back as `loadSceneFile` does.
    func write(_ state: PlaygroundState, to url: URL) throws -> SceneFile {
        try Data(state.sceneFile.jsonText.utf8).write(to: url)
        return try SceneFile.load(fileAt: url, devices: devices)
    }

    func testEveryPresetSavedAndOpenedIsTheSameDocument() throws {
        let folder = try temporaryFolder()
        for preset in Fixture.presets {
            let id = try XCTUnwrap(preset.id)
            var store = EditorStore(state: PlaygroundState(library: library))
            store.send(.presetPicked(id))
            XCTAssertEqual(store.state.document.origin, .preset(id), id)
            let url = folder.appendingPathComponent(id + ".concentric.json")
            XCTAssertEqual(store.send(.saveAsRequested(url)), [.saveScene(url), .persistState], id)
            let read = try write(store.state, to: url)
            store.send(.saveFinished(.succeeded(url)))
            XCTAssertEqual(store.state.document.fileURL, url, id)
            XCTAssertFalse(store.state.document.isModified, id)
            XCTAssertEqual(store.state.document.stem, id)
            // Opened again in a fresh playground: the same scene, unmodified, watched.
            var reopened = EditorStore(state: PlaygroundState(library: library))
            XCTAssertEqual(reopened.send(.openRequested(url)), [.loadSceneFile(url)])
            let effects = reopened.send(.documentOpened(url, read))
            XCTAssertTrue(effects.contains(.watchFile(url)), id)
            XCTAssertEqual(reopened.state.document.scene, preset.document, id)
            XCTAssertEqual(reopened.state.sceneFile.jsonText, preset.jsonText, id)
            XCTAssertFalse(reopened.state.document.isModified, id)
        }
    }

    func testBothTemplatesRoundTripThroughAFile() throws {
        let folder = try temporaryFolder()
        for template in [DocumentTemplate.emptyScreen, .standard] {
            let state = update(Fixture.state, .newRequested(template)).0
            let url = folder.appendingPathComponent("new.json")
            let read = try write(state, to: url)
            XCTAssertEqual(read.document, state.document.scene, "\(template)")
        }
    }

    func testAutosaveRoundTripsAndNamesThePlaceOfAnError() throws {
        let state = update(Fixture.card, .inset(17)).0
        for origin: DocumentOrigin in [.untitled, .preset("concentric-card"), .file(URL(fileURLWithPath: "/tmp/x.json"))] {
            let autosave = AutosavedDocument(origin: origin, file: state.document.file)
            XCTAssertEqual(try AutosavedDocument.parse(bytes: Array(autosave.text.utf8), devices: devices), autosave)
        }
        let text = try XCTUnwrap(state.autosave).text
        let broken = text.replacingOccurrences(of: "\"version\": 2", with: "\"version\": 9")
        XCTAssertThrowsError(try AutosavedDocument.parse(bytes: Array(broken.utf8), devices: devices)) { error in
            XCTAssertTrue("\(error)".hasPrefix("scene.version"), "\(error)")
        }
        XCTAssertThrowsError(try AutosavedDocument.parse(bytes: Array(#"{"autosave": 1, "origin": {"file": "x"}, "scene": {}}"#.utf8), devices: devices)) { error in
            XCTAssertEqual("\(error)", "origin.file: expected an absolute path")
        }
    }

    func testAnAutosaveIsOfferedThenRestoredAsUnsavedWork() throws {
        let url = URL(fileURLWithPath: "/tmp/scenes/card.json")
        var edited = Fixture.cardScene
        edited.document.parameters[0].defaultValue = 17
        let autosave = AutosavedDocument(origin: .file(url), file: edited)
        let offered = assertUpdate(Fixture.state, .autosaveFound(autosave), effects: []) { $0.recoverable = autosave }
        // While it is offered, edits do not overwrite it.
        let (busy, busyEffects) = update(offered, .directionPicked(.rightToLeft))
        XCTAssertFalse(busyEffects.contains(.scheduleAutosave))
        let restored = assertUpdate(busy, .autosaveRestored, effects: [.askAboutUnsavedChanges(.restoreAutosave)]) {
            $0.question = .restoreAutosave
        }
        let next = assertUpdate(restored, .unsavedChangesAnswered(.discard), effects: [.stopAnimationClock, .persistState, .scheduleAutosave, .watchFile(url)]) {
            $0.question = nil
            $0.recoverable = nil
            $0.document = EditorDocument(file: edited, origin: .file(url), savedFile: nil)
            $0.animation.play(edited.document.playedAnimation, from: 17)
        }
        XCTAssertTrue(next.document.isModified)
        XCTAssertEqual(next.document.windowTitle(), "• card.json")
        XCTAssertEqual(next.autosave, autosave)
        // Saving it ends the autosave.
        let saved = update(update(next, .saveRequested).0, .saveFinished(.succeeded(url)))
        XCTAssertTrue(saved.1.contains(.removeAutosave))
        XCTAssertFalse(saved.0.document.isModified)
        // Over an unmodified document, restoring needs no question.
        let quick = update(offered, .autosaveRestored).0
        XCTAssertEqual(quick.document.file, edited)
        XCTAssertNil(quick.question)
    }

    func testADiscardedAutosaveIsRemoved() {
        let autosave = AutosavedDocument(origin: .untitled, file: Fixture.cardScene)
        let offered = update(Fixture.state, .autosaveFound(autosave)).0
        assertUpdate(offered, .autosaveDiscarded, effects: [.removeAutosave]) { $0.recoverable = nil }
        assertUpdate(Fixture.state, .autosaveDiscarded, effects: [])
    }

    func testAFileGoneKeepsTheDocumentAsUnsavedWorkAndSaveAsksWhere() {
        let url = URL(fileURLWithPath: "/tmp/scenes/card.json")
        let state = update(Fixture.state, .documentOpened(url, Fixture.cardScene)).0
        let (gone, effects) = update(state, .openFileGone(url, true))
        XCTAssertEqual(gone.notice, PlaygroundState.fileGoneNotice)
        XCTAssertEqual(gone.document.file, state.document.file)
        XCTAssertTrue(gone.document.isModified, "the window holds the only copy")
        XCTAssertTrue(effects.contains(.scheduleAutosave), "\(effects)")
        XCTAssertEqual(update(gone, .saveRequested).1, [.chooseSaveDestination])
        XCTAssertEqual(update(gone, .openFileGone(URL(fileURLWithPath: "/tmp/other.json"), false)).0, gone, "another file")
        // Back where it was: the notice goes and Save writes it again.
        let back = update(gone, .openFileGone(url, false)).0
        XCTAssertNil(back.notice)
        XCTAssertFalse(back.document.isModified)
        XCTAssertEqual(update(back, .saveRequested).1, [.saveScene(url)])
    }

    func testLiveReloadWithoutChangesFollowsTheFileAndKeepsTheSelection() throws {
        let url = URL(fileURLWithPath: "/tmp/scenes/card.json")
        var state = update(Fixture.state, .documentOpened(url, Fixture.cardScene)).0
        let (path, _) = try whiteSurface(in: state.scene)
        state = update(state, .selectionChanged(path)).0
        // Someone adds a view before the surface's in a text editor: the same view moved.
        var changed = Fixture.cardScene
        let parent = try XCTUnwrap(path.parent)
        let inserted = try changed.document.applying(.addChild(SceneView(.fill(.solid(.white))), parent: parent, index: 0))
        changed.document = inserted.document
        let moved = try XCTUnwrap(changed.document.matchingPath(for: path, in: Fixture.cardScene.document))
        XCTAssertNotEqual(moved, path)
        let next = assertUpdate(state, .fileChangedOnDisk(url, changed), effects: [.stopAnimationClock]) {
            $0.document = EditorDocument(opened: changed, origin: .file(url))
            $0.selection = moved
        }
        XCTAssertFalse(next.document.isModified)
        // Our own save coming back, or another file's report: nothing.
        assertUpdate(next, .fileChangedOnDisk(url, changed), effects: [])
        assertUpdate(next, .fileChangedOnDisk(URL(fileURLWithPath: "/tmp/other.json"), Fixture.cardScene), effects: [])
        // A reload that undo cannot cross.
        var store = EditorStore(state: state)
        store.send(.inset(12))
        store.send(.inset(8))
        store.send(.fileChangedOnDisk(url, changed))
        XCTAssertFalse(store.canUndo)
    }

    func testLiveReloadWithUnsavedChangesAsksFirst() {
        let url = URL(fileURLWithPath: "/tmp/scenes/card.json")
        let modified = update(update(Fixture.state, .documentOpened(url, Fixture.cardScene)).0, .inset(20)).0
        var changed = Fixture.cardScene
        changed.title = "Changed elsewhere"
        let asking = assertUpdate(modified, .fileChangedOnDisk(url, changed), effects: [.askAboutUnsavedChanges(.reload(changed))]) {
            $0.question = .reload(changed)
        }
        // Discard: the file's version, unmodified.
        let reloaded = update(asking, .unsavedChangesAnswered(.discard))
        XCTAssertEqual(reloaded.0.document, EditorDocument(opened: changed, origin: .file(url)))
        XCTAssertTrue(reloaded.1.contains(.removeAutosave))
        // Save: the user's version is written over the file; nothing reloads after.
        let saving = assertUpdate(asking, .unsavedChangesAnswered(.save), effects: [.saveScene(url)]) { $0.question = nil }
        XCTAssertEqual(update(saving, .saveFinished(.succeeded(url))).0.document.file, modified.document.file)
        // Cancel: the user's version stays, unsaved.
        assertUpdate(asking, .unsavedChangesAnswered(.cancel), effects: []) { $0.question = nil }
    }
}
