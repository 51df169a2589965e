// The Parameters group's and the animation panel's edits through `update`: the whole next state
// and the exact effects; the sliders' spans; undo steps of the panel's spin buttons.
import ConcentricCore
import ConcentricScene
import Foundation
@testable import PlaygroundStore
import XCTest

final class ParameterEditTests: XCTestCase {
    let url = URL(fileURLWithPath: "/tmp/scenes/two.json")
    static let gapAnimation = ParameterAnimation(parameter: "gap", first: 2, second: 16, hold: 0.5, curve: .smooth(duration: 0.3))

    /// The sample card with a second parameter, `gap` (4), opened from `url`: unmodified.
    var twoParameters: PlaygroundState {
        var file = Fixture.cardScene
        file.document.parameters.append(SceneParameter(name: "gap", defaultValue: 4))
        return update(Fixture.state, .documentOpened(url, file)).0
    }

    func testSetAnimationPointsThePlaybackAtAnotherParameter() {
        let on = update(twoParameters, .playToggled(true)).0
        let playing = update(update(on, .frameTicked(seconds: 10)).0, .frameTicked(seconds: 11.5)).0
        XCTAssertNotNil(playing.liveValues["inset"], "the sample's animation moved inset first")
        let edit = PlaygroundAction.documentEdited(.setAnimation(Self.gapAnimation), coalescing: nil)
        let moved = assertUpdate(playing, edit, effects: [.startAnimationClock, .scheduleAutosave]) {
            $0.document.file.document.animation = Self.gapAnimation
            // The new schedule starts afresh from gap's default; inset shows its own value again.
            $0.liveValues = [:]
            $0.animation.play(Self.gapAnimation, from: 4)
        }
        XCTAssertEqual(moved.animatedParameter?.name, "gap")
        // Frames now move gap, never inset.
        let first = update(moved, .frameTicked(seconds: 20)).0
        let (later, effects) = update(first, .frameTicked(seconds: 20.7))
        XCTAssertEqual(effects, [])
        XCTAssertNil(later.liveValues["inset"])
        let gap = try? XCTUnwrap(later.liveValues["gap"])
        XCTAssertNotNil(gap)
        XCTAssertEqual(later.value(of: "inset"), 8)
        XCTAssertEqual(later.value(of: "gap"), gap)
        XCTAssertEqual(later.parameterSliders.map(\.value), [8, gap ?? .nan], "the sliders show the live value")
        XCTAssertEqual(later.sceneFile.document.parameters.map(\.defaultValue), [8, 4], "what is saved is never animated")
    }

    func testSetAnimationToNoneStopsTheClock() {
        let on = update(twoParameters, .playToggled(true)).0
        let none = assertUpdate(on, .documentEdited(.setAnimation(nil), coalescing: nil), effects: [.stopAnimationClock, .scheduleAutosave]) {
            $0.document.file.document.animation = nil
            $0.animation.play(nil, from: 0)
        }
        XCTAssertEqual(none.animationUnavailableReason, "This scene has no animation")
        XCTAssertFalse(none.animation.showsPlaying)
        XCTAssertTrue(none.animation.isOn, "the user's switch is kept for the next animation")
    }

    func testARefusedAnimationChangesNothingButTheError() {
        let state = twoParameters
        let bad = ParameterAnimation(parameter: "gap", first: 1, second: 2, hold: 0)
        let message = "hold must be above 0 seconds (found 0)"
        assertUpdate(state, .documentEdited(.setAnimation(bad), coalescing: "animation hold"), effects: []) { $0.error = StoreError(.edit, message) }
    }

    func testSetParameterRangeWidensOnlyToShowTheValues() {
        let state = twoParameters
        XCTAssertEqual(state.parameterSliders, [
            ParameterSlider(name: "inset", value: 8, range: 0...100, animatedValues: [8, 20]), ParameterSlider(name: "gap", value: 4, range: 0...100),
        ])
        let ranged = assertUpdate(state, .documentEdited(.setParameterRange(name: "inset", range: 10...12), coalescing: nil), effects: [.scheduleAutosave]) {
            $0.document.file.document.parameters[0].range = 10...12
        }
        // The default 8 and the animated 20 lie outside 10…12: the slider holds them.
        XCTAssertEqual(ranged.parameterSliders[0], ParameterSlider(name: "inset", value: 8, range: 8...20, animatedValues: [8, 20]))
        let message = "a range's lower end must be below its upper end (found 3 and 3)"
        assertUpdate(state, .documentEdited(.setParameterRange(name: "gap", range: 3...3), coalescing: nil), effects: []) {
            $0.error = StoreError(.edit, message)
        }
        // Back to the default span.
        assertUpdate(ranged, .documentEdited(.setParameterRange(name: "inset", range: nil), coalescing: nil), effects: [.removeAutosave]) {
            $0.document.file.document.parameters[0].range = nil
        }
    }

    /// The add row's edit: a new row at the end with its default; a name the reader refuses, or
    /// one declared already, is refused with the reason, naming it.
    func testAddParameterAddsARow() {
        let state = twoParameters
        let added = assertUpdate(state, .documentEdited(.addParameter(SceneParameter(name: "radius", defaultValue: 30)), coalescing: nil), effects: [.scheduleAutosave]) {
            $0.document.file.document.parameters.append(SceneParameter(name: "radius", defaultValue: 30))
        }
        XCTAssertEqual(added.parameterSliders.map(\.name), ["inset", "gap", "radius"])
        XCTAssertEqual(added.parameterSliders.last, ParameterSlider(name: "radius", value: 30, range: 0...100))
        for (name, message) in [
            ("1x", "\"1x\" is not a parameter name (a letter or \"_\" followed by letters, digits or \"_\")"),
            ("gap", "the scene already declares \"gap\""),
        ] {
            assertUpdate(state, .documentEdited(.addParameter(SceneParameter(name: name, defaultValue: 1)), coalescing: nil), effects: []) {
                $0.error = StoreError(.edit, message)
            }
        }
    }

    func testRemoveParameter() {
        let state = twoParameters
        assertUpdate(state, .documentEdited(.removeParameter("gap"), coalescing: nil), effects: [.scheduleAutosave]) {
            $0.document.file.document.parameters.removeLast()
        }
        let message = "the animation animates \"inset\": point it at another parameter or remove it first"
        assertUpdate(state, .documentEdited(.removeParameter("inset"), coalescing: nil), effects: []) { $0.error = StoreError(.edit, message) }
    }

    /// A run of arrow-key steps on one of the panel's spin buttons is one undo step; a step on
    /// another field is the next.
    func testThePanelsStepsCoalesceIntoOneUndoStep() {
        var store = EditorStore(state: twoParameters)
        let start = store.state.document.scene.animation
        var animation = try? XCTUnwrap(start)
        for hold in [1.4, 1.5, 1.6] {
            animation?.hold = hold
            store.send(.documentEdited(.setAnimation(animation), coalescing: "animation hold"))
        }
        animation?.first = 9
        store.send(.documentEdited(.setAnimation(animation), coalescing: "animation first"))
        XCTAssertEqual(store.history.past.count, 2)
        store.send(.undo)
        XCTAssertEqual(store.state.document.scene.animation?.hold, 1.6)
        XCTAssertEqual(store.state.document.scene.animation?.first, 8)
        store.send(.undo)
        XCTAssertEqual(store.state.document.scene.animation, start)
        XCTAssertFalse(store.state.document.isModified)
    }
}
