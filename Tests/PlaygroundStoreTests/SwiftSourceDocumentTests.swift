// A SwiftUI `.swift` document in the store: a read-only preview of the file, its parameters the
// preview's state, reloaded when the file changes.
import ConcentricCore
import ConcentricScene
import Foundation
@testable import PlaygroundStore
import SceneEditing
import XCTest

final class SwiftSourceDocumentTests: XCTestCase {
    let url = URL(fileURLWithPath: "/work/Card.swift")
    let helper = URL(fileURLWithPath: "/work/Helper.swift")

    /// The sample card as imported: the Map placeholder's place among the card's views.
    var source: SwiftSourceImport {
        SwiftSourceImport(
            warnings: ["/work/Card.swift:41:13: Map is not supported"],
            sources: [.root: "/work/Card.swift:30:9", ViewPath([1]): "/work/Card.swift:35:13", ViewPath([1, 0]): "/work/Card.swift:41:13"],
            previews: ["Light", "Dark"], files: [url, helper])
    }

    /// The sample card opened from `Card.swift`.
    var opened: PlaygroundState { update(Fixture.state, .swiftSourceOpened(url, Fixture.cardScene, source)).0 }

    func testOpeningImportsAPreviewThatWatchesEveryFileItRead() {
        assertUpdate(Fixture.state, .swiftSourceOpened(url, Fixture.cardScene, source), effects: [
            .stopAnimationClock, .persistState, .watchSwiftSource([url, helper]),
        ]) { state in
            state.open(EditorDocument(opened: Fixture.cardScene, origin: .swiftSource(url)))
            state.swiftSource = source
            state.recentFiles.opened(url.path)
            state.sceneFolder = "/work"
        }
        XCTAssertEqual(opened.document.name(), "Card.swift")
        XCTAssertEqual(opened.document.stem, "Card")
        XCTAssertNil(opened.document.fileURL, "Save must never write over the source")
    }

    func testMovingASliderIsPreviewStateNeverAModificationOrAnAutosave() {
        let (moved, effects) = update(opened, .inset(12))
        XCTAssertEqual(moved.value(of: "inset"), 12)
        XCTAssertFalse(moved.document.isModified)
        XCTAssertEqual(moved.document.windowTitle(), "Card.swift")
        XCTAssertNil(moved.autosave)
        XCTAssertFalse(effects.contains(.scheduleAutosave), "\(effects)")
        // Closing loses nothing the file does not hold: no question.
        XCTAssertEqual(update(moved, .closeRequested).1, [.closeWindow])
    }

    func testStructureAndValueEditsAreRefusedWithTheReason() {
        let state = opened
        let (deleted, effects) = update(state, .documentEdited(.delete(ViewPath([1])), coalescing: nil))
        XCTAssertEqual(deleted.document, state.document)
        XCTAssertEqual(effects, [])
        XCTAssertEqual(deleted.error, StoreError(.edit, PlaygroundState.swiftStructureMessage))
        let (renamed, renameEffects) = update(state, .documentEdited(.set(ViewPath([1]), .name("x")), coalescing: nil))
        XCTAssertEqual(renamed.document, state.document)
        XCTAssertEqual(renameEffects, [])
        XCTAssertEqual(renamed.error, StoreError(.edit, PlaygroundState.swiftValuesMessage))
        let (pasted, pasteEffects) = update(state, .viewsPasted(ViewClipboard(view: SceneView(.spacer(minLength: nil)), parameters: [])))
        XCTAssertEqual(pasted.document, state.document)
        XCTAssertEqual(pasteEffects, [])
        XCTAssertEqual(pasted.error, StoreError(.edit, PlaygroundState.swiftStructureMessage))
    }

    func testSaveAsksForASceneFileAndNeverWritesSwift() {
        XCTAssertEqual(update(opened, .saveRequested).1, [.chooseSaveDestination])
        let (refused, effects) = update(opened, .saveAsRequested(url))
        XCTAssertEqual(effects, [])
        XCTAssertEqual(refused.error, StoreError(.save, "Save As writes a scene file (.json); choose a name ending in .json"))
        XCTAssertEqual(refused.document, opened.document)
        let json = URL(fileURLWithPath: "/work/Card.json")
        XCTAssertEqual(update(opened, .saveAsRequested(json)).1, [.saveScene(json)])
        // Saved: the document is that scene file now, watched as one.
        let (saved, savedEffects) = update(opened, .saveFinished(.succeeded(json)))
        XCTAssertEqual(saved.document.origin, .file(json))
        XCTAssertNil(saved.swiftSource)
        XCTAssertTrue(savedEffects.contains(.watchFile(json)), "\(savedEffects)")
    }

    func testReloadKeepsTheUsersValuesDeviceAndSelection() throws {
        var state = update(opened, .inset(12)).0
        state = update(state, .devicePicked(Fixture.square.id)).0
        state = update(state, .selectionChanged(ViewPath([1]))).0
        state.zoom = .factor(2)
        // The file now says 20 for the card's padding and 10 for the inset's default.
        var file = Fixture.cardScene
        file.document.parameters[0].defaultValue = 10
        let (reloaded, effects) = update(state, .swiftSourceReimported(url, file, source))
        XCTAssertEqual(reloaded.value(of: "inset"), 12, "the value the user set stays")
        XCTAssertEqual(reloaded.document.scene.screen.device, Fixture.square.id)
        XCTAssertEqual(reloaded.selection, ViewPath([1]))
        XCTAssertEqual(reloaded.zoom, .factor(2))
        XCTAssertFalse(reloaded.document.isModified)
        XCTAssertFalse(effects.contains(.scheduleAutosave))
        // A value the user left alone follows the file.
        let untouched = update(opened, .swiftSourceReimported(url, file, source)).0
        XCTAssertEqual(untouched.value(of: "inset"), 10)
    }

    func testAReloadThatReadsOtherFilesWatchesThem() {
        var more = source
        more.files.append(URL(fileURLWithPath: "/work/Theme.swift"))
        let (_, effects) = update(opened, .swiftSourceReimported(url, Fixture.cardScene, more))
        XCTAssertTrue(effects.contains(.watchSwiftSource(more.files)), "\(effects)")
        XCTAssertFalse(update(opened, .swiftSourceReimported(url, Fixture.cardScene, source)).1.contains { if case .watchSwiftSource = $0 { true } else { false } })
        // Opening another document stops watching the source.
        XCTAssertTrue(update(opened, .presetPicked("concentric-card")).1.contains(.stopWatchingFile))
    }

    func testASaveThatDoesNotImportKeepsThePictureUntilOneDoes() {
        let message = "/work/Card.swift:12:5: expected '}' to end struct"
        let (failed, effects) = update(opened, .sourceImportFailed(url, message))
        XCTAssertEqual(failed.sourceProblem, message)
        XCTAssertEqual(failed.document, opened.document, "the last good picture stays")
        XCTAssertEqual(effects, [])
        let fixed = update(failed, .swiftSourceReimported(url, Fixture.cardScene, source)).0
        XCTAssertNil(fixed.sourceProblem)
        // Another file's late report changes nothing.
        XCTAssertEqual(update(opened, .sourceImportFailed(helper.appendingPathExtension("x"), message)).0, opened)
    }

    func testAFailedImportDimsAtOnceAndItsErrorShowsWhenDue() {
        let message = "/work/Card.swift:12:5: expected '}' to end struct"
        let failed = update(opened, .sourceImportFailed(url, message)).0
        XCTAssertFalse(failed.sourceProblemIsShown, "the error waits until it is due")
        let (due, effects) = update(failed, .sourceProblemDue(url))
        XCTAssertTrue(due.sourceProblemIsShown)
        XCTAssertEqual(effects, [])
        XCTAssertEqual(update(opened, .sourceProblemDue(url)).0, opened, "nothing failed: nothing to show")
        let fixed = update(due, .swiftSourceReimported(url, Fixture.cardScene, source)).0
        XCTAssertNil(fixed.sourceProblem)
        XCTAssertFalse(fixed.sourceProblemIsShown)
    }

    func testAFileThatDoesNotImportOpensInItsErrorStateWatchedAndItsFixShowsThePicture() {
        let message = "/work/Card.swift:12:5: expected '}' to end struct"
        let (broken, effects) = update(Fixture.state, .swiftSourceOpenFailed(url, message, watching: [url, helper]))
        XCTAssertEqual(broken.document.swiftSourceURL, url)
        XCTAssertEqual(broken.sourceProblem, message)
        XCTAssertTrue(broken.sourceProblemIsShown, "the error of opening shows at once")
        XCTAssertEqual(broken.swiftSource?.files, [url, helper])
        XCTAssertTrue(effects.contains(.watchSwiftSource([url, helper])), "\(effects)")
        XCTAssertTrue(effects.contains(.warn(message)), "\(effects)")
        XCTAssertEqual(broken.document.file, DocumentTemplate.emptyScreen.file(device: Fixture.state.device, direction: .leftToRight), "an empty screen")
        let fixed = update(broken, .swiftSourceReimported(url, Fixture.cardScene, source)).0
        XCTAssertEqual(fixed.document, EditorDocument(opened: Fixture.cardScene, origin: .swiftSource(url)), "the source's own picture, device and values")
        XCTAssertNil(fixed.sourceProblem)
        XCTAssertEqual(fixed.swiftSource, source)
    }

    func testASourceFileGoneKeepsThePictureAndSaysSo() {
        let gone = update(opened, .openFileGone(url, true)).0
        XCTAssertEqual(gone.notice, PlaygroundState.swiftSourceGoneNotice)
        XCTAssertEqual(gone.document.scene, opened.document.scene)
        XCTAssertFalse(gone.document.isModified)
        let back = update(gone, .openFileGone(url, false)).0
        XCTAssertNil(back.notice)
        XCTAssertFalse(back.document.fileIsGone)
    }

    func testPickingAPreviewImportsItAgain() {
        let (picked, effects) = update(opened, .previewPicked("Dark"))
        XCTAssertEqual(effects, [.reimportSwiftSource(url, preview: "Dark")])
        XCTAssertEqual(picked.swiftSource?.preview, "Dark")
        XCTAssertEqual(update(opened, .previewPicked("Sepia")).1, [], "not one of the file's previews")
    }

    func testPlacesAndWarningsFindTheirViews() {
        XCTAssertEqual(source.place(of: ViewPath([1, 0]))?.short, "Card.swift:41")
        XCTAssertEqual(source.place(of: ViewPath([1, 0, 3]))?.short, "Card.swift:41", "a view without a place of its own: its parent's")
        XCTAssertEqual(source.path(forWarning: source.warnings[0]), ViewPath([1, 0]))
        XCTAssertEqual(source.path(forWarning: "/work/Card.swift:50:1: switch shows its first case"), ViewPath([1, 0]), "the nearest view before it")
        XCTAssertNil(source.path(forWarning: "not located"))
        let place = SourcePlace("/a:b/Card.swift:12:5: expected '}': here")
        XCTAssertEqual(place, SourcePlace(file: "/a:b/Card.swift", line: 12, column: 5))
        XCTAssertEqual(SourcePlace.message(of: "/a/Card.swift:12:5: expected '}': here"), "expected '}': here")
    }
}
