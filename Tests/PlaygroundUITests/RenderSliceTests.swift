// Which parts of the window an action brings up to date: `PlaygroundWindow.render` sets a part
// only when its slice of the state changed, so the slices decide what each action costs.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
@_spi(Harness) @testable import PlaygroundUI
import PlaygroundStore
import SceneEditing
import XCTest

final class RenderSliceTests: XCTestCase {
    /// The sample card open on the bundled devices.
    private func card() throws -> PlaygroundState {
        let devices = try DeviceCatalog.bundled()
        let preset = try XCTUnwrap(try Presets.scene(named: "concentric-card", devices: devices))
        let library = PlaygroundLibrary(devices: devices.devices, presets: [preset])
        return update(PlaygroundState(library: library), .presetPicked("concentric-card")).0
    }

    /// The names of the slices `action` changes from `state`.
    private func changed(by action: PlaygroundAction, from state: PlaygroundState) -> Set<String> {
        let next = update(state, action).0
        func differs<Slice: Equatable>(_ slice: (PlaygroundState) -> Slice) -> Bool { slice(state) != slice(next) }
        let slices: [(String, Bool)] = [
            ("canvas", differs(CanvasShown.init)), ("header", differs(HeaderShown.init)),
            ("parameters", differs(ParametersPanel.Shown.init)), ("values", differs { $0.parameterSliders.map(\.value) }),
            ("animation", differs(AnimationPanel.Shown.init)), ("source", differs(SourceBarShown.init)),
            ("editing", differs(EditingShown.init)),
        ]
        return Set(slices.filter(\.1).map(\.0))
    }

    func testASelectionRedrawsTheCanvasAndTheInspectorOnly() throws {
        XCTAssertEqual(changed(by: .selectionChanged(ViewPath([1])), from: try card()), ["canvas", "editing"])
    }

    /// A slider's move changes the scene (the inspector shows its numbers) and the document's
    /// title (now modified), but not which sliders there are.
    func testASlidersMoveLeavesTheSlidersRows() throws {
        let state = try card()
        let name = try XCTUnwrap(state.document.scene.parameters.first?.name)
        let moved = PlaygroundAction.documentEdited(.setParameterDefault(name: name, value: 30), coalescing: "parameter \(name)")
        XCTAssertEqual(changed(by: moved, from: state), ["canvas", "header", "values", "editing"])
    }

    /// An animation frame moves the live values alone: the canvas and the sliders' values.
    func testAnAnimationFrameRedrawsTheCanvasAndTheValuesOnly() throws {
        var state = try card()
        guard state.document.scene.animation != nil else { throw XCTSkip("the sample card has no animation") }
        state = update(state, .playToggled(true)).0
        // The first frame starts the clock; the value holds, then springs after 1.3 s.
        state = update(state, .frameTicked(seconds: 10)).0
        state = update(state, .frameTicked(seconds: 11.4)).0
        XCTAssertTrue(state.animation.isMoving, "the spring is not moving")
        XCTAssertEqual(changed(by: .frameTicked(seconds: 11.45), from: state), ["canvas", "values"])
    }

    func testADeviceChangesTheHeaderAndTheCanvas() throws {
        let state = try card()
        let other = try XCTUnwrap(state.library.devices.first { $0.id != state.device.id })
        XCTAssertEqual(changed(by: .devicePicked(other.id), from: state), ["canvas", "header", "editing"])
    }
}
