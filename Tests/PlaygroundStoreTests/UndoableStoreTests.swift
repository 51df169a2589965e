// Undo and redo: one step per geometry change, one per slider drag, redo cleared by a new change.
import ConcentricCore
import Foundation
import PlaygroundStore
import XCTest

final class UndoableStoreTests: XCTestCase {
    func testUndoAndRedoOneChange() {
        var store = UndoableStore(state: Fixture.state)
        XCTAssertFalse(store.canUndo)
        _ = store.send(.depthChanged(5))
        XCTAssertEqual(store.state.depth, 5)
        XCTAssertTrue(store.canUndo)
        XCTAssertEqual(store.send(.undoRequested), [.redraw, .syncWidgets, .persistState])
        XCTAssertEqual(store.state, Fixture.state)
        XCTAssertTrue(store.canRedo)
        XCTAssertEqual(store.send(.redoRequested), [.redraw, .syncWidgets, .persistState])
        XCTAssertEqual(store.state.depth, 5)
        XCTAssertFalse(store.canRedo)
        // Nothing left to redo: nothing happens.
        let before = store
        XCTAssertEqual(store.send(.redoRequested), [])
        XCTAssertEqual(store, before)
    }

    func testSliderDragIsOneStep() {
        var store = UndoableStore(state: Fixture.state)
        _ = store.send(.sliderDragBegan)
        for value in stride(from: 9.0, through: 30, by: 0.5) { _ = store.send(.insetSliderMoved(value)) }
        XCTAssertFalse(store.canUndo, "no step is recorded mid-drag")
        _ = store.send(.sliderDragEnded)
        XCTAssertEqual(store.state.inset, 30)
        XCTAssertEqual(store.past.count, 1)
        _ = store.send(.undoRequested)
        XCTAssertEqual(store.state.inset, 8)
        XCTAssertFalse(store.canUndo)
        _ = store.send(.redoRequested)
        XCTAssertEqual(store.state.inset, 30)
    }

    func testUndoMidDragClosesTheDragFirst() {
        // A lost `sliderDragEnded` must not block undo for ever.
        var store = UndoableStore(state: Fixture.state)
        _ = store.send(.depthChanged(5))
        _ = store.send(.sliderDragBegan)
        _ = store.send(.insetSliderMoved(15))
        _ = store.send(.insetSliderMoved(25))
        XCTAssertEqual(store.send(.undoRequested), [.redraw, .syncWidgets, .persistState])
        XCTAssertEqual(store.state.inset, 8)
        XCTAssertEqual(store.state.depth, 5)
        XCTAssertNil(store.dragStart)
        _ = store.send(.undoRequested)
        XCTAssertEqual(store.state, Fixture.state)
        // The late end of the drag records nothing more.
        _ = store.send(.sliderDragEnded)
        XCTAssertEqual(store.future.count, 2)
    }

    func testAnyChangeDuringADragJoinsItsStep() {
        var store = UndoableStore(state: Fixture.state)
        _ = store.send(.sliderDragBegan)
        _ = store.send(.containerRadiusChanged(40))
        _ = store.send(.depthChanged(2))
        _ = store.send(.sliderDragEnded)
        XCTAssertEqual(store.past.count, 1)
        _ = store.send(.undoRequested)
        XCTAssertEqual(store.state, Fixture.state)
    }

    func testDragThatEndsWhereItBeganRecordsNothing() {
        var store = UndoableStore(state: Fixture.state)
        _ = store.send(.sliderDragBegan)
        _ = store.send(.insetSliderMoved(20))
        _ = store.send(.insetSliderMoved(8))
        _ = store.send(.sliderDragEnded)
        XCTAssertFalse(store.canUndo)
    }

    func testNewChangeClearsRedo() {
        var store = UndoableStore(state: Fixture.state)
        _ = store.send(.depthChanged(4))
        _ = store.send(.depthChanged(5))
        _ = store.send(.undoRequested)
        XCTAssertTrue(store.canRedo)
        _ = store.send(.uniformityPicked(.all))
        XCTAssertFalse(store.canRedo)
        XCTAssertEqual(store.past.map(\.depth), [3, 4])
        _ = store.send(.undoRequested)
        _ = store.send(.undoRequested)
        XCTAssertEqual(store.state.depth, 3)
        XCTAssertEqual(store.state.uniformity, Uniformity.none)
    }

    func testOnlyGeometryChangesAreSteps() {
        var store = UndoableStore(state: Fixture.state)
        _ = store.send(.overlayToggled(.centers, true))
        _ = store.send(.zoomChanged(.factor(2)))
        _ = store.send(.exportFinished(.failed("x")))
        _ = store.send(.animationSwitchToggled(true))
        // Frames move the inset but are not steps.
        _ = store.send(.frameTicked(seconds: 1))
        _ = store.send(.frameTicked(seconds: 2.5))
        XCTAssertNotEqual(store.state.inset, 8)
        XCTAssertFalse(store.canUndo)
        // Unchanged values are not steps either.
        _ = store.send(.depthChanged(3))
        _ = store.send(.depthChanged(0))  // clamped to 1: a change
        XCTAssertEqual(store.past.count, 1)
    }

    func testUndoRestoresAPreset() {
        var store = UndoableStore(state: Fixture.state)
        _ = store.send(.presetPicked("concentric-card"))
        _ = store.send(.devicePicked("iphone-se-3"))
        _ = store.send(.undoRequested)
        XCTAssertEqual(store.state.device, Fixture.phone)
        XCTAssertEqual(store.state.document, .preset(id: "concentric-card", file: Fixture.cardScene))
        _ = store.send(.undoRequested)
        XCTAssertEqual(store.state.document, .playground)
    }

    func testUndoStopsASpringAndKeepsTheViewOptions() {
        var store = UndoableStore(state: Fixture.state)
        _ = store.send(.depthChanged(6))
        _ = store.send(.overlayToggled(.radii, true))
        _ = store.send(.animationSwitchToggled(true))
        _ = store.send(.frameTicked(seconds: 0))
        _ = store.send(.frameTicked(seconds: 1.5))
        XCTAssertTrue(store.state.animation.isMoving)
        _ = store.send(.undoRequested)
        XCTAssertEqual(store.state.depth, 3)
        XCTAssertEqual(store.state.inset, 8)
        XCTAssertFalse(store.state.animation.isMoving)
        XCTAssertTrue(store.state.overlays.radii)
        XCTAssertTrue(store.state.animation.isOn)
    }

    func testHistoryHoldsTheSpringsTargetNotAnInsetCaughtMidFlight() {
        var store = UndoableStore(state: Fixture.state)
        _ = store.send(.animationSwitchToggled(true))
        _ = store.send(.frameTicked(seconds: 0))
        _ = store.send(.frameTicked(seconds: 1.6))
        XCTAssertTrue(store.state.animation.isMoving)
        XCTAssertNotEqual(store.state.inset, 20)
        _ = store.send(.depthChanged(5))
        XCTAssertEqual(store.past.last?.inset, 20)
        _ = store.send(.undoRequested)
        XCTAssertEqual(store.state.inset, 20)
        XCTAssertEqual(store.state.depth, 3)
        XCTAssertFalse(store.state.animation.isMoving)
    }

    func testHistoryIsBounded() {
        var store = UndoableStore(state: Fixture.state)
        for i in 0..<(UndoableStore.limit + 50) { _ = store.send(.insetSliderMoved(Double(i % 40) + 0.5)) }
        XCTAssertEqual(store.past.count, UndoableStore.limit)
    }
}
