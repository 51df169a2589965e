// `update` for every action of the document editor: the whole next state and the exact effects,
// the derived ones (redraw, sync, persist, autosave, watch) included.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation
@testable import PlaygroundStore
import SceneEditing
import XCTest

/// The sample card's `white surface` and the index of its `background(_, in:)` modifier.
func whiteSurface(in scene: SceneDocument) throws -> (path: ViewPath, background: Int) {
    let path = try XCTUnwrap(scene.root.paths().first { scene.view(at: $0)?.displayName == "white surface" })
    let view = try XCTUnwrap(scene.view(at: path))
    let index = try XCTUnwrap(view.modifiers.firstIndex { if case .background(_, in: .some) = $0 { return true } else { return false } })
    return (path, index)
}

final class UpdateTests: XCTestCase {
    let url = URL(fileURLWithPath: "/tmp/scenes/card.json")

    /// The sample card opened from `url`, unmodified.
    var cardFile: PlaygroundState { update(Fixture.state, .documentOpened(url, Fixture.cardScene)).0 }

    /// The sample card from `url` with its inset edited to 20.
    var modifiedCard: PlaygroundState { update(cardFile, .inset(20)).0 }

    func testDefaultsAreAnUntitledDocumentOfThreeCards() {
        let state = Fixture.state
        XCTAssertEqual(state.device, Fixture.phone)
        XCTAssertEqual(state.document, EditorDocument(opened: DocumentTemplate.standard.file(device: Fixture.phone, direction: .leftToRight), origin: .untitled))
        XCTAssertFalse(state.document.isModified)
        XCTAssertEqual(state.document.windowTitle(), "Untitled")
        XCTAssertEqual(state.document.stem, "untitled")
        XCTAssertEqual(state.scene.root.paths().compactMap { state.scene.view(at: $0)?.displayName }, ["background", "card 1", "card 2", "card 3"])
        XCTAssertEqual(state.animatedValue, 8)
        XCTAssertNil(state.selection)
        XCTAssertEqual(state.liveValues, [:])
        XCTAssertEqual(state.overlays, AnnotationLayers())
        XCTAssertEqual(state.animation, AnimationPlayback())
        XCTAssertEqual(state.zoom, .fit)
        XCTAssertNil(state.question)
        XCTAssertNil(state.recoverable)
        XCTAssertNil(state.autosave)
        XCTAssertEqual(PlaygroundState().device, PlaygroundLibrary.fallbackDevice)
    }

    func testPresetPickedOpensAnUntitledCopy() {
        let card = Fixture.cardScene
        let next = assertUpdate(Fixture.state, .presetPicked("concentric-card"), effects: [.stopAnimationClock, .persistState]) {
            $0.document = EditorDocument(opened: card, origin: .preset("concentric-card"))
            $0.animation.play(card.document.playedAnimation, from: 8)
        }
        XCTAssertEqual(next.document.windowTitle(), "Concentric card")
        XCTAssertNil(next.document.fileURL)
        let message = "unknown preset \"gone\""
        assertUpdate(next, .presetPicked("gone"), effects: []) { $0.error = StoreError(.open, message) }
    }

    func testAnEditChangesTheDocumentMarksItModifiedAndAutosaves() {
        let state = cardFile
        let next = assertUpdate(state, .inset(20), effects: [.scheduleAutosave]) {
            $0.document.file.document.parameters[0].defaultValue = 20
            $0.animation.userSet(value: 20)
        }
        XCTAssertTrue(next.document.isModified)
        XCTAssertEqual(next.document.windowTitle(), "• card.json")
        XCTAssertEqual(next.autosave, AutosavedDocument(origin: .file(url), file: next.document.file))
        // Back to the value on disk: no longer modified, the autosave goes.
        assertUpdate(next, .inset(8), effects: [.removeAutosave]) {
            $0.document.file.document.parameters[0].defaultValue = 8
            $0.animation.userSet(value: 8)
        }
    }

    func testTheWhiteSurfaceTakesAFixedCorner() throws {
        let state = cardFile
        let (path, background) = try whiteSurface(in: state.scene)
        let edit = SceneEdit.set(path, .cornerStyle(.modifier(background), .topLeading, .fixed, value: .literal(30)))
        let expected = try state.scene.applying(edit)
        let next = assertUpdate(state, .documentEdited(edit, coalescing: nil), effects: [.scheduleAutosave]) {
            $0.document.file.document = expected.document
            $0.selection = expected.selection
        }
        XCTAssertEqual(next.selection, path)
        XCTAssertTrue(next.document.file.jsonText.contains("\"fixed\""), next.document.file.jsonText)
    }

    func testARefusedEditChangesNothingButTheError() {
        let edit = SceneEdit.delete(.root)
        let message = (try? Fixture.state.scene.applying(edit)) == nil ? "" : "should be refused"
        XCTAssertEqual(message, "")
        var refusal = ""
        do { _ = try Fixture.state.scene.applying(edit) } catch { refusal = error.message }
        assertUpdate(Fixture.state, .documentEdited(edit, coalescing: nil), effects: []) { $0.error = StoreError(.edit, refusal) }
    }

    func testDevicePickedMovesADeviceScreenAndKeepsACustomOne() {
        let next = assertUpdate(cardFile, .devicePicked("iphone-se-3"), effects: [.persistState, .scheduleAutosave]) {
            $0.device = Fixture.square
            $0.document.file.document.screen = Screen(device: Fixture.square)
            $0.document.file.document.safeArea = Fixture.square.safeArea
        }
        XCTAssertTrue(next.document.isModified)
        var custom = Fixture.cardScene
        custom.document.screen = Screen(size: Size(width: 300, height: 300), shape: .ellipse)
        let ellipse = update(Fixture.state, .documentOpened(url, custom)).0
        assertUpdate(ellipse, .devicePicked("iphone-se-3"), effects: [.persistState]) { $0.device = Fixture.square }
        let message = "unknown device \"pixel\""
        assertUpdate(ellipse, .devicePicked("pixel"), effects: []) { $0.error = StoreError(.edit, message) }
    }

    func testDirectionPickedIsAnEdit() {
        assertUpdate(cardFile, .directionPicked(.rightToLeft), effects: [.scheduleAutosave]) {
            $0.document.file.document.direction = .rightToLeft
        }
    }

    func testAnimationDrivesLiveValuesNeverTheDocument() {
        let on = assertUpdate(cardFile, .playToggled(true), effects: [.startAnimationClock, .persistState]) {
            $0.animation.isOn = true
        }
        let first = assertUpdate(on, .frameTicked(seconds: 10), effects: [.scheduleAnimationClock(after: 1.3)]) {
            _ = $0.animation.advance(frameTime: 10)
        }
        let (moving, effects) = update(first, .frameTicked(seconds: 11.5))
        XCTAssertEqual(effects, [], "a frame writes nothing: the window follows its live values")
        let live = try? XCTUnwrap(moving.liveValues["inset"])
        XCTAssertNotNil(live)
        XCTAssertEqual(moving.animatedValue, live)
        XCTAssertEqual(moving.document, on.document, "frames never touch the document")
        XCTAssertFalse(moving.document.isModified)
        XCTAssertEqual(moving.scene.animatedParameter?.defaultValue, live, "what is drawn shows the live value")
        XCTAssertEqual(moving.sceneFile.document.animatedParameter?.defaultValue, 8, "what is saved does not")
        // Paused mid-flight: the frame shown is held, and Play goes on from it, from the same clock.
        let paused = assertUpdate(moving, .playToggled(false), effects: [.stopAnimationClock, .persistState]) {
            $0.animation.isOn = false
            $0.animation.hold()
        }
        XCTAssertEqual(paused.animatedValue, live, "Pause holds the frame")
        XCTAssertFalse(paused.animation.isMoving, "a paused spring holds still")
        let resumed = assertUpdate(paused, .playToggled(true), effects: [.startAnimationClock, .persistState]) {
            $0.animation.isOn = true
            $0.animation.resume()
        }
        XCTAssertEqual(resumed.animation.clock, moving.animation.clock, "Play goes on from the paused clock")
        // Setting the value gives the document's own value back.
        let set = update(paused, .documentEdited(.setParameterDefault(name: "inset", value: 10), coalescing: nil)).0
        XCTAssertEqual(set.liveValues, [:])
        XCTAssertEqual(set.animatedValue, 10)
    }

    /// The scrubber pauses and shows the moment it is moved to: the value the animation has then,
    /// played from its first value (as `render --time` draws it); Play goes on from there.
    func testTheScrubberPausesAtTheMomentItShows() throws {
        let on = update(cardFile, .playToggled(true)).0
        let motion = try XCTUnwrap(cardFile.scene.playedAnimation)
        let (scrubbed, effects) = update(on, .animationScrubbed(seconds: 1.7))
        XCTAssertEqual(effects, [.stopAnimationClock, .persistState])
        XCTAssertFalse(scrubbed.animation.isOn)
        XCTAssertEqual(scrubbed.animatedValue, motion.value(at: 1.7, initial: motion.first), accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(scrubbed.animation.cyclePosition), 1.7, accuracy: 1e-9)
        XCTAssertEqual(scrubbed.document, cardFile.document, "the scrubber never touches the document")
        // Past the cycle is its end; NaN changes nothing.
        XCTAssertEqual(try XCTUnwrap(update(scrubbed, .animationScrubbed(seconds: 99)).0.animation.clock), 2.6, accuracy: 1e-9)
        XCTAssertEqual(update(scrubbed, .animationScrubbed(seconds: .nan)).0, scrubbed)
        // Play goes on from the moment: the next frames continue the same motion.
        var playing = update(scrubbed, .playToggled(true)).0
        playing = update(playing, .frameTicked(seconds: 100)).0
        playing = update(playing, .frameTicked(seconds: 100.2)).0
        XCTAssertEqual(playing.animatedValue, motion.value(at: 1.9, initial: motion.first), accuracy: 1e-6)
        // Held in the first hold, where the value is still the declared one: Play goes on from
        // the moment, not from the schedule's start.
        let early = update(update(on, .animationScrubbed(seconds: 1)).0, .playToggled(true)).0
        XCTAssertEqual(early.animation.clock, 1, accuracy: 1e-9)
        // Export ▸ Animation still starts at the first value, wherever the scrubber is.
        XCTAssertEqual(scrubbed.animationExportScene.animatedParameter?.defaultValue, motion.first)
    }

    /// A corner bound to `inset` moves with the animation's live value as it is drawn, and what is
    /// saved keeps the binding.
    func testABoundCornerFollowsTheLiveValue() throws {
        let (path, background) = try whiteSurface(in: cardFile.scene)
        let edit = SceneEdit.set(path, .cornerStyle(.modifier(background), .topLeading, .fixed, value: .parameter("inset")))
        let bound = update(cardFile, .documentEdited(edit, coalescing: nil)).0
        let on = update(bound, .playToggled(true)).0
        let first = update(on, .frameTicked(seconds: 10)).0
        let moving = update(first, .frameTicked(seconds: 11.5)).0
        let live = try XCTUnwrap(moving.liveValues["inset"])
        XCTAssertNotEqual(live, 8)
        let node = try XCTUnwrap(ViewLayout(document: moving.scene).node(named: "white surface"))
        XCTAssertEqual(node.geometry?.cornerStyles?.topLeft, .fixed(live))
        XCTAssertEqual(try XCTUnwrap(node.geometry?.corners?.radii.topLeft), min(live, node.frame.halfShorterSide), accuracy: 1e-9)
        let saved = moving.sceneFile.jsonText
        XCTAssertTrue(saved.contains(#""topLeadingCorner": {"fixed": {"param": "inset"}}"#), saved)
    }

    func testNewRequestedWithNothingUnsavedMakesTheTemplate() {
        let empty = DocumentTemplate.emptyScreen
        let next = assertUpdate(cardFile, .newRequested(empty), effects: [.stopAnimationClock, .persistState, .stopWatchingFile]) {
            $0.document = EditorDocument(opened: empty.file(device: Fixture.phone, direction: .leftToRight), origin: .untitled)
            $0.animation.play(nil, from: 0)
        }
        XCTAssertEqual(next.scene.root, SceneView(.zStack(children: [])))
        XCTAssertEqual(next.scene.screen, Screen(device: Fixture.phone))
        let cards = DocumentTemplate.nestedCards(NestedCardsTemplate(
            depth: 5, inset: 12, corners: LogicalCorners(all: CornerSetting(kind: .fixed, value: 4)), uniformity: .all))
        let made = update(next, .newRequested(cards)).0
        XCTAssertEqual(made.scene, SceneDocument.nestedCards(
            screen: Screen(device: Fixture.phone), safeArea: Fixture.phone.safeArea, depth: 5, inset: 12,
            corners: LogicalCorners(all: CornerStyle(kind: .fixed, value: 4)), uniformity: .all))
        XCTAssertFalse(made.document.isModified)
        // The template's settings are clamped as the dialog's controls are.
        let wild = NestedCardsTemplate(depth: 99, inset: .nan)
        XCTAssertEqual([Double(wild.depth), wild.inset], [8, 8])
    }

    func testNewOpenPresetAndCloseAskFirstWhenModified() {
        let state = modifiedCard
        let operations: [(PlaygroundAction, PendingOperation)] = [
            (.newRequested(.emptyScreen), .new(.emptyScreen)), (.openRequested(url), .open(url)),
            (.presetPicked("concentric-card"), .openPreset("concentric-card")), (.closeRequested, .close),
        ]
        for (action, operation) in operations {
            assertUpdate(state, action, effects: [.askAboutUnsavedChanges(operation)]) { $0.question = operation }
        }
        // Unmodified: at once.
        assertUpdate(cardFile, .closeRequested, effects: [.closeWindow])
        assertUpdate(cardFile, .openRequested(url), effects: [.loadSceneFile(url)])
    }

    /// A copy's toast says what is on the clipboard; a failed copy is the window's error.
    func testACopySaysWhatItCopied() {
        let code = Copied.code(.swiftui, name: "ConcentricCardScene", lines: 46)
        assertUpdate(modifiedCard, .copyFinished(.copied(code)), effects: [.showFeedback(.copied(code))])
        assertUpdate(modifiedCard, .copyFinished(.copied(.image(width: 1206, height: 2622))), effects: [.showFeedback(.copied(.image(width: 1206, height: 2622)))])
        let failed = update(modifiedCard, .copyFinished(.failed("cannot copy: no window"))).0
        XCTAssertEqual(failed.error, StoreError(.copy, "cannot copy: no window"), "a failed copy is said to be one, never an export")
    }

    func testDiscardDoesTheOperationAndCancelKeepsTheDocument() {
        let asking = update(modifiedCard, .closeRequested).0
        assertUpdate(asking, .unsavedChangesAnswered(.cancel), effects: []) { $0.question = nil }
        // Discarding at close deletes the draft first, so the next start offers nothing back.
        assertUpdate(asking, .unsavedChangesAnswered(.discard), effects: [.removeAutosave, .closeWindow]) { $0.question = nil }
        let replacing = update(modifiedCard, .newRequested(.emptyScreen)).0
        assertUpdate(replacing, .unsavedChangesAnswered(.discard), effects: [.stopAnimationClock, .persistState, .removeAutosave, .stopWatchingFile]) {
            $0.question = nil
            $0.document = EditorDocument(opened: DocumentTemplate.emptyScreen.file(device: Fixture.phone, direction: .leftToRight), origin: .untitled)
            $0.animation.play(nil, from: 0)
        }
        // A late answer with no question changes nothing.
        assertUpdate(modifiedCard, .unsavedChangesAnswered(.discard), effects: [])
    }

    func testSaveAnswerSavesThenContinues() {
        let asking = update(modifiedCard, .closeRequested).0
        let saving = assertUpdate(asking, .unsavedChangesAnswered(.save), effects: [.saveScene(url)]) {
            $0.question = nil
            $0.afterSave = .close
        }
        assertUpdate(saving, .saveFinished(.succeeded(url)), effects: [.showFeedback(.saved(url)), .closeWindow, .removeAutosave]) {
            $0.afterSave = nil
            $0.document.saved(to: self.url)
        }
        // A failed save continues nothing.
        let message = "error: /tmp/scenes/card.json: cannot write (disk full)"
        assertUpdate(saving, .saveFinished(.failed(message)), effects: []) {
            $0.afterSave = nil
            $0.error = StoreError(.save, message)
        }
    }

    func testSaveOfAnUntitledDocumentGoesThroughSaveAs() {
        let state = update(Fixture.card, .inset(14)).0
        assertUpdate(state, .saveRequested, effects: [.chooseSaveDestination])
        let asking = update(state, .newRequested(.emptyScreen)).0
        let choosing = assertUpdate(asking, .unsavedChangesAnswered(.save), effects: [.chooseSaveDestination]) {
            $0.question = nil
            $0.afterSave = .new(.emptyScreen)
        }
        assertUpdate(choosing, .saveAsCancelled, effects: []) { $0.afterSave = nil }
        let destination = URL(fileURLWithPath: "/tmp/scenes/mine.json")
        let saving = assertUpdate(choosing, .saveAsRequested(destination), effects: [.saveScene(destination), .persistState]) {
            $0.sceneFolder = "/tmp/scenes"
        }
        assertUpdate(saving, .saveFinished(.succeeded(destination)), effects: [
            .showFeedback(.saved(destination)), .stopAnimationClock, .persistState, .removeAutosave,
        ]) {
            $0.afterSave = nil
            $0.recentFiles.opened(destination.path)
            $0.document = EditorDocument(opened: DocumentTemplate.emptyScreen.file(device: Fixture.phone, direction: .leftToRight), origin: .untitled)
            $0.animation.play(nil, from: 0)
        }
    }

    func testSaveAsMakesTheDocumentThatFile() {
        let state = update(Fixture.card, .inset(14)).0
        let destination = URL(fileURLWithPath: "/tmp/scenes/mine.json")
        let saving = update(state, .saveAsRequested(destination)).0
        let saved = assertUpdate(saving, .saveFinished(.succeeded(destination)), effects: [
            .showFeedback(.saved(destination)), .persistState, .removeAutosave, .watchFile(destination),
        ]) {
            $0.document.saved(to: destination)
            $0.recentFiles.opened(destination.path)
        }
        XCTAssertEqual(saved.document.windowTitle(), "mine.json")
        assertUpdate(saved, .saveRequested, effects: [.saveScene(destination)])
    }

    func testDocumentOpenedIsUnmodifiedAndWatched() {
        assertUpdate(Fixture.state, .documentOpened(url, Fixture.cardScene), effects: [.stopAnimationClock, .persistState, .watchFile(url)]) {
            $0.document = EditorDocument(opened: Fixture.cardScene, origin: .file(self.url))
            $0.recentFiles.opened(self.url.path)
            $0.sceneFolder = "/tmp/scenes"
            $0.animation.play(Fixture.cardScene.document.playedAnimation, from: 8)
        }
        let message = "error: /tmp/x.json: cannot read"
        assertUpdate(Fixture.state, .documentOpenFailed(message), effects: []) { $0.error = StoreError(.open, message) }
    }

    func testSelectionChangedAndMoved() throws {
        let state = cardFile
        let (path, _) = try whiteSurface(in: state.scene)
        let selected = assertUpdate(state, .selectionChanged(path), effects: []) { $0.selection = path }
        // A path to nothing selects nothing.
        assertUpdate(selected, .selectionChanged(ViewPath([99])), effects: []) { $0.selection = nil }
        // Its parent is the card's innermost named part, "orange surface".
        let parent = try XCTUnwrap(path.parent).part(try XCTUnwrap(state.scene.view(at: try XCTUnwrap(path.parent))?.partNames.last))
        assertUpdate(selected, .selectionMoved(.parent), effects: []) { $0.selection = parent }
        // Nothing selected: an arrow key selects the root; from the root there is no parent.
        let root = assertUpdate(state, .selectionMoved(.parent), effects: []) { $0.selection = .root }
        assertUpdate(root, .selectionMoved(.parent), effects: [])
    }

    func testViewsPastedAfterTheSelection() throws {
        let state = update(cardFile, .selectionChanged(ViewPath([0]))).0
        let clipboard = try ViewClipboard(copying: ViewPath([0]), of: state.scene)
        let expected = try state.scene.pasting(clipboard, at: state.scene.view(at: ViewPath([0]))?.content.isStack == true ? .into(ViewPath([0]), index: nil) : .after(ViewPath([0])))
        assertUpdate(state, .viewsPasted(clipboard), effects: [.scheduleAutosave]) {
            $0.document.file.document = expected.document
            $0.selection = expected.selection
        }
    }

    func testViewOptionsAreNotEdits() {
        let state = cardFile
        assertUpdate(state, .overlayToggled(.radii, true), effects: [.persistState]) { $0.overlays.radii = true }
        assertUpdate(state, .zoomChanged(.factor(2)), effects: [.persistState]) { $0.zoom = .factor(2) }
        assertUpdate(state, .zoomStepped(up: true, fitScale: 0.7), effects: [.persistState]) { $0.zoom = .factor(1) }
        let notice = assertUpdate(state, .stateFileUnusable("moved aside"), effects: [.warn("moved aside")]) { $0.notice = "moved aside" }
        assertUpdate(notice, .noticeDismissed, effects: []) { $0.notice = nil }
        assertUpdate(state, .autosaveUnavailable("open elsewhere"), effects: [.warn("open elsewhere")]) { $0.notice = "open elsewhere" }
        assertUpdate(state, .errorDismissed, effects: [])
        assertUpdate(state, .windowGeometryChanged(WindowGeometry(width: 900, height: 700, isMaximized: false)), effects: [.persistState]) {
            $0.window = WindowGeometry(width: 900, height: 700, isMaximized: false)
        }
    }

    func testClockFollowsTheWindowAndReduceMotion() {
        let on = update(cardFile, .playToggled(true)).0
        assertUpdate(on, .windowVisibilityChanged(false), effects: [.stopAnimationClock]) {
            $0.animation.windowVisible = false
            $0.animation.pause()
        }
        assertUpdate(on, .reduceMotionChanged(true), effects: [.stopAnimationClock]) {
            $0.animation.reduceMotion = true
            _ = $0.animation.settle()
            $0.animation.userSet(value: 8)
        }
    }
}
