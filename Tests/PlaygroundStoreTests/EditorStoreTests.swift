// Undo and redo: one step per edit, per drag, per run of arrow keys on one control; the drag that
// took two undos; the history of one document.
import ConcentricCore
import ConcentricScene
import Foundation
@testable import PlaygroundStore
import SceneEditing
import XCTest

final class EditorStoreTests: XCTestCase {
    var card: EditorStore { EditorStore(state: Fixture.card) }

    func testUndoAndRedoOneEdit() {
        var store = card
        XCTAssertFalse(store.canUndo)
        store.send(.inset(14))
        XCTAssertTrue(store.canUndo)
        XCTAssertEqual(store.send(.undo), [.removeAutosave])
        XCTAssertEqual(store.state, Fixture.card)
        XCTAssertTrue(store.canRedo)
        XCTAssertEqual(store.send(.redo), [.scheduleAutosave])
        XCTAssertEqual(store.state.animatedValue, 14)
        XCTAssertFalse(store.canRedo)
        // Nothing left to redo: nothing happens.
        let before = store
        XCTAssertEqual(store.send(.redo), [])
        XCTAssertEqual(store, before)
    }

    func testADragIsOneStep() {
        var store = card
        store.send(.gestureBegan)
        for value in stride(from: 9.0, through: 30, by: 0.5) { store.send(.inset(value)) }
        store.send(.gestureEnded)
        XCTAssertEqual(store.history.past.count, 1)
        store.send(.undo)
        XCTAssertEqual(store.state.animatedValue, 8)
        XCTAssertFalse(store.canUndo)
        XCTAssertFalse(store.state.document.isModified)
    }

    /// The bug: GTK's range reports the click's warp before our controller's press, and a last
    /// move after its release; each was a step of its own, so the first undo seemed to do nothing.
    func testADragWithStrayChangesAroundItIsStillOneStep() {
        var store = card
        store.send(.inset(12))  // the warp to the pointer, before the press arrives
        store.send(.gestureBegan)
        store.send(.inset(18))
        store.send(.inset(25))
        store.send(.gestureEnded)
        store.send(.inset(25.5))  // the release's own last move
        XCTAssertEqual(store.history.past.count, 1, "one drag, one undo step")
        store.send(.undo)
        XCTAssertEqual(store.state.animatedValue, 8, "the one undo goes back to before the drag")
        XCTAssertFalse(store.canUndo)
    }

    func testTwoDragsInARowAreTwoSteps() {
        var store = card
        for target in [15.0, 22] {
            store.send(.gestureBegan)
            store.send(.inset(target - 1))
            store.send(.inset(target))
            store.send(.gestureEnded)
        }
        XCTAssertEqual(store.history.past.map { $0.file.document.animatedParameter?.defaultValue }, [8, 15])
    }

    func testArrowKeysOnOneControlCoalesceAndATypedValueIsItsOwnStep() throws {
        var store = card
        for value in [9.0, 10, 11] { store.send(.inset(value)) }
        XCTAssertEqual(store.history.past.count, 1)
        // A value typed into the field (no key): a step of its own.
        store.send(.documentEdited(.setParameterDefault(name: "inset", value: 30), coalescing: nil))
        XCTAssertEqual(store.history.past.count, 2)
        // Another control's arrow keys: another step; back on the first control, another again.
        let (path, background) = try whiteSurface(in: store.state.scene)
        let key = "inspector \(path) topLeading"
        for value in [1.0, 2, 3] {
            store.send(.documentEdited(.set(path, .cornerStyle(.modifier(background), .topLeading, .fixed, value: .literal(value))), coalescing: key))
        }
        store.send(.inset(31))
        XCTAssertEqual(store.history.past.count, 4)
        store.send(.undo)
        store.send(.undo)
        XCTAssertEqual(store.state.animatedValue, 30)
        store.send(.undo)
        XCTAssertEqual(store.state.animatedValue, 11)
        store.send(.undo)
        XCTAssertEqual(store.state, Fixture.card)
    }

    func testUndoRestoresTheSelectionWithTheDocument() throws {
        var store = card
        let (path, background) = try whiteSurface(in: store.state.scene)
        store.send(.selectionChanged(path))
        store.send(.documentEdited(.set(path, .cornerStyle(.modifier(background), .topLeading, .fixed, value: .literal(30))), coalescing: nil))
        store.send(.selectionChanged(nil))
        store.send(.documentEdited(.delete(ViewPath([0])), coalescing: nil))
        store.send(.undo)
        XCTAssertNil(store.state.selection)
        store.send(.undo)
        XCTAssertEqual(store.state.selection, path)
        XCTAssertEqual(store.state.document, Fixture.card.document)
    }

    func testOnlyEditsAreSteps() {
        var store = card
        store.send(.overlayToggled(.centers, true))
        store.send(.zoomChanged(.factor(2)))
        store.send(.selectionChanged(.root))
        store.send(.exportFinished(.failed("x")))
        store.send(.playToggled(true))
        store.send(.frameTicked(seconds: 1))
        store.send(.frameTicked(seconds: 2.5))
        XCTAssertNotEqual(store.state.animatedValue, 8, "frames moved the inset")
        XCTAssertFalse(store.canUndo)
        // An unchanged value is not a step either.
        store.send(.inset(8))
        XCTAssertFalse(store.canUndo)
    }

    func testAnotherDocumentStartsAnotherHistoryAndASaveKeepsIt() {
        var store = card
        store.send(.inset(12))
        store.send(.saveAsRequested(URL(fileURLWithPath: "/tmp/a.json")))
        store.send(.saveFinished(.succeeded(URL(fileURLWithPath: "/tmp/a.json"))))
        XCTAssertTrue(store.canUndo, "a save is not a new document")
        store.send(.undo)
        XCTAssertTrue(store.state.document.isModified, "undoing past the save differs from the file")
        XCTAssertEqual(store.state.document.windowTitle(), "• a.json")
        store.send(.redo)
        XCTAssertFalse(store.state.document.isModified)
        store.send(.newRequested(.emptyScreen))
        XCTAssertFalse(store.canUndo)
        XCTAssertFalse(store.canRedo)
    }

    func testUndoMidDragEndsTheDrag() {
        var store = card
        store.send(.directionPicked(.rightToLeft))
        store.send(.gestureBegan)
        store.send(.inset(15))
        store.send(.inset(25))
        store.send(.undo)
        XCTAssertEqual(store.state.animatedValue, 8)
        XCTAssertEqual(store.state.scene.direction, .rightToLeft)
        XCTAssertFalse(store.history.inGesture)
        store.send(.gestureEnded)
        store.send(.undo)
        XCTAssertEqual(store.state.document, Fixture.card.document)
        XCTAssertEqual(store.history.future.count, 2)
    }

    func testUndoStopsASpringAndKeepsTheViewOptions() {
        var store = card
        store.send(.inset(12))
        store.send(.overlayToggled(.radii, true))
        store.send(.playToggled(true))
        store.send(.frameTicked(seconds: 0))
        store.send(.frameTicked(seconds: 1.5))
        XCTAssertTrue(store.state.animation.isMoving)
        store.send(.undo)
        XCTAssertEqual(store.state.animatedValue, 8)
        XCTAssertEqual(store.state.liveValues, [:])
        XCTAssertFalse(store.state.animation.isMoving)
        XCTAssertTrue(store.state.overlays.radii)
        XCTAssertTrue(store.state.animation.isOn)
    }

    func testHistoryIsBounded() {
        var store = card
        for i in 0..<(History.limit + 50) { store.send(.documentEdited(.setParameterDefault(name: "inset", value: Double(i % 40) + 0.5), coalescing: nil)) }
        XCTAssertEqual(store.history.past.count, History.limit)
    }
}
