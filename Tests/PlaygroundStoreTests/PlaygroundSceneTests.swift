// What the canvas draws (`PlaygroundState.scene`, a v2 document) and the status line's summary.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation
import PlaygroundStore
import XCTest

final class PlaygroundSceneTests: XCTestCase {
    func testPlaygroundIsTheNestedCardsGenerator() {
        var state = Fixture.state
        state.depth = 4
        state.inset = 10
        state.uniformity = .top
        state.direction = .rightToLeft
        state.corners.topLeading = CornerSetting(kind: .fixed, value: 5)
        let expected = SceneDocument.nestedCards(
            screen: Screen(device: Fixture.phone), safeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0), depth: 4, inset: 10,
            corners: LogicalCorners(topLeading: .fixed(5), topTrailing: .concentric, bottomLeading: .concentric, bottomTrailing: .concentric),
            uniformity: .top, direction: .rightToLeft)
        XCTAssertEqual(state.scene, expected)
        XCTAssertEqual(state.scene.screen.device, "iphone-16-pro")
        XCTAssertEqual(state.scene.parameters, [SceneParameter(name: "inset", defaultValue: 10)])
        XCTAssertEqual(state.scene.animation, ParameterAnimation(parameter: "inset", first: 8, second: 20, hold: 1.3, spring: .smooth(duration: 0.9)))
    }

    func testNestedCardsAreInsetFromTheScreenAndConcentric() throws {
        var state = Fixture.state
        state.inset = 10
        state.container.curve = .circular
        let layout = state.layout()
        for k in 1...3 {
            let card = try XCTUnwrap(layout.node(named: "card \(k)"), "card \(k)")
            let d = 10.0 * Double(k)
            XCTAssertEqual(card.frame, Rect(x: d, y: d, width: 402 - 2 * d, height: 874 - 2 * d), "card \(k)")
            XCTAssertEqual(try XCTUnwrap(card.geometry?.corners?.radii), CornerRadii(all: 62 - d), "card \(k)")
        }
        XCTAssertEqual(try XCTUnwrap(layout.node(named: "background")).frame, Rect(x: 0, y: 0, width: 402, height: 874))
    }

    func testContainerSettingsShapeTheScreen() {
        var state = Fixture.state
        state.container.radius = 30
        XCTAssertNil(state.scene.screen.device, "no longer the device's own display")
        XCTAssertEqual(state.scene.screen.shape, .roundedRectangle(radius: 30, curve: .continuous))
        XCTAssertEqual(state.scene.screen.size, Size(width: 402, height: 874))
        state.container.kind = .unevenRoundedRectangle
        state.container.cornerRadii = LogicalCorners(topLeading: 1, topTrailing: 2, bottomLeading: 3, bottomTrailing: 4)
        XCTAssertEqual(
            state.scene.screen.shape,
            .unevenRoundedRectangle(radii: LogicalCorners(topLeading: 1, topTrailing: 2, bottomLeading: 3, bottomTrailing: 4), curve: .continuous))
        for (kind, shape) in [(ContainerShape.Kind.rectangle, ContainerShape.rectangle), (.capsule, .capsule(curve: .continuous)), (.circle, .circle), (.ellipse, .ellipse)] {
            state.container.kind = kind
            XCTAssertEqual(state.scene.screen.shape, shape)
        }
    }

    func testSummaryOfTheInnermostCard() throws {
        var state = Fixture.state
        state.container.curve = .circular
        // Three cards inset 8: the innermost sits 24 pt inside the 62 pt screen corners.
        let summary = try XCTUnwrap(state.summary)
        XCTAssertEqual(summary.name, "card 3")
        XCTAssertEqual(summary.radii, CornerRadii(all: 38))
        XCTAssertEqual(try XCTUnwrap(summary.error), 0, accuracy: 1e-6)
        XCTAssertEqual(summary.text, "card 3 · radii 38, 38, 38, 38 pt · Δ 0 pt")
        // A minimum above the concentric radius breaks concentricity: the error shows it. The
        // cards' top-left radii: max(50, 62 − 8) = 54, max(50, 54 − 8) = 50, max(50, 50 − 8) = 50.
        state.corners.topLeading = CornerSetting(kind: .concentricWithMinimum, value: 50)
        let minimum = try XCTUnwrap(state.summary)
        XCTAssertEqual(minimum.radii?.topLeft, 50)
        XCTAssertGreaterThan(try XCTUnwrap(minimum.error), 1)
        // The status line names the corner and the cause, as the canvas's callout does.
        XCTAssertTrue(minimum.text.hasSuffix(" pt top-left: minimum 50 applied"), minimum.text)
        XCTAssertEqual(minimum.corners?.topLeft.reason, "minimum 50 applied")
        // While a spring moves the inset the error is not measured.
        var moving = update(state, .animationSwitchToggled(true)).0
        moving = update(moving, .frameTicked(seconds: 0)).0
        moving = update(moving, .frameTicked(seconds: 1.5)).0
        XCTAssertTrue(moving.animation.isMoving)
        let quick = try XCTUnwrap(moving.summary)
        XCTAssertNil(quick.error)
        XCTAssertFalse(quick.text.contains("Δ"))
        XCTAssertNotNil(StatusSummary(layout: moving.layout())?.error)
        // Inside an ellipse the cards are container-relative: no radii.
        state.container.kind = .ellipse
        let ellipse = try XCTUnwrap(state.summary)
        XCTAssertNil(ellipse.radii)
        XCTAssertEqual(ellipse.text, "card 3 · container-relative inset")
    }

    func testSummaryOfTheSampleCardIsItsWhiteSurface() throws {
        let state = update(Fixture.state, .presetPicked("concentric-card")).0
        let summary = try XCTUnwrap(state.summary)
        XCTAssertEqual(summary.name, "white surface")
        // Top radii the minimum 8; bottom 56 − 2·8 = 40, held to half the 46 pt surface: 23.
        XCTAssertEqual(summary.radii, CornerRadii(topLeft: 8, topRight: 8, bottomRight: 23, bottomLeft: 23))
        XCTAssertNotNil(summary.error)
    }

    /// The inset slider drives the sample card's `inset` parameter: the card is
    /// (24, 343 − 2.5·inset, 354, 216 + 5·inset) on iPhone 16 Pro (the worked example).
    func testInsetSliderMovesTheSampleCardsInset() throws {
        var state = update(Fixture.state, .presetPicked("concentric-card")).0
        XCTAssertEqual(state.inset, 8, "opens at the document's own inset")
        XCTAssertEqual(state.insetParameter?.name, "inset")
        XCTAssertNil(state.insetUnavailableReason)
        XCTAssertNil(state.animationUnavailableReason)
        for inset in [0.0, 8, 13.5, 20, 40] {
            state = update(state, .insetSliderMoved(inset)).0
            XCTAssertEqual(state.scene.parameters.first { $0.name == "inset" }?.defaultValue, inset)
            let layout = state.layout()
            let card = try XCTUnwrap(layout.node(named: "card"))
            XCTAssertEqual(card.frame.minX, 24, accuracy: 1e-9, "inset \(inset)")
            XCTAssertEqual(card.frame.minY, 343 - 2.5 * inset, accuracy: 1e-9, "inset \(inset)")
            XCTAssertEqual(card.frame.width, 354, accuracy: 1e-9, "inset \(inset)")
            XCTAssertEqual(card.frame.height, 216 + 5 * inset, accuracy: 1e-9, "inset \(inset)")
            let orange = try XCTUnwrap(layout.node(named: "orange surface"))
            XCTAssertEqual(orange.frame.minX - card.frame.minX, inset, accuracy: 1e-9)
            for r in try XCTUnwrap(orange.geometry?.corners?.radii).clockwise { XCTAssertEqual(r, 56 - inset, accuracy: 1e-9) }
        }
    }

    func testDocumentTakesTheInsetDeviceAndDirection() {
        var state = update(Fixture.state, .presetPicked("concentric-card")).0
        state = update(state, .insetSliderMoved(20)).0
        state = update(state, .devicePicked("iphone-se-3")).0
        state = update(state, .directionPicked(.rightToLeft)).0
        let scene = state.scene
        XCTAssertEqual(scene.screen, Screen(device: Fixture.square))
        XCTAssertEqual(scene.safeArea, EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(scene.direction, .rightToLeft)
        // Everything else is the preset's, with the inset as its parameter's value.
        var expected = Fixture.cardScene.document
        expected.screen = scene.screen
        expected.safeArea = scene.safeArea
        expected.direction = .rightToLeft
        expected.parameters = [SceneParameter(name: "inset", defaultValue: 20)]
        XCTAssertEqual(scene, expected)
        // The playground's controls do not touch a document.
        let before = state.scene
        for action: PlaygroundAction in [.depthChanged(7), .uniformityPicked(.all), .cornerStylePicked(.topLeading, .fixed), .containerShapePicked(.circle)] {
            state = update(state, action).0
        }
        XCTAssertEqual(state.scene, before)
    }

    func testAsceneWithoutAnInsetLeavesTheSliderAndTheAnimationInsensitive() {
        var file = Fixture.cardScene
        file.document.parameters = []
        file.document.animation = nil
        file.document.screen = Screen(size: Size(width: 300, height: 200), shape: .ellipse)
        var state = update(Fixture.state, .animationSwitchToggled(true)).0
        let (opened, effects) = update(state, .documentOpened(URL(fileURLWithPath: "/tmp/e.json"), file))
        state = opened
        XCTAssertEqual(effects, [.redraw, .syncWidgets, .stopAnimationClock, .persistState])
        XCTAssertNil(state.insetParameter)
        XCTAssertNotNil(state.insetUnavailableReason)
        XCTAssertEqual(state.animationUnavailableReason, "This scene has no animation")
        XCTAssertFalse(state.animation.isRunning)
        XCTAssertFalse(state.animation.switchShowsOn)
        XCTAssertTrue(state.animation.isOn, "the user's switch is kept for the next scene")
        // The custom screen is kept; a slider value (from a stale widget) changes nothing drawn.
        let before = state.scene
        XCTAssertEqual(before.screen, file.document.screen)
        state = update(state, .insetSliderMoved(12)).0
        XCTAssertEqual(state.scene, before)
        // Back to the playground: its animation runs again.
        let (back, backEffects) = update(state, .playgroundPicked)
        XCTAssertTrue(back.animation.isRunning)
        XCTAssertEqual(backEffects, [.redraw, .syncWidgets, .startAnimationClock, .persistState])
    }

    func testAnimationOfAnotherParameterDrivesTheSlider() {
        var file = Fixture.cardScene
        file.document.parameters = [SceneParameter(name: "gap", defaultValue: 5), SceneParameter(name: "inset", defaultValue: 8)]
        file.document.animation = ParameterAnimation(parameter: "gap", first: 5, second: 15, hold: 2)
        let state = update(Fixture.state, .documentOpened(URL(fileURLWithPath: "/tmp/g.json"), file)).0
        XCTAssertEqual(state.insetParameter?.name, "gap")
        XCTAssertEqual(state.inset, 5)
        XCTAssertEqual(state.animation.motion, file.document.animation)
        XCTAssertEqual(state.animation.nextToggle, 2)
    }

    func testBundledPresetsOpenAsSavedAndFollowTheInset() throws {
        let catalog = try DeviceCatalog.bundled()
        let presets = try Presets.scenes(devices: catalog)
        XCTAssertFalse(presets.isEmpty)
        let library = PlaygroundLibrary(devices: catalog.devices, presets: presets)
        for preset in presets {
            let id = try XCTUnwrap(preset.id)
            var state = PlaygroundState(library: library)
            state.inset = 33
            state.direction = preset.document.direction.flipped
            state = update(state, .presetPicked(id)).0
            XCTAssertEqual(state.scene, preset.document, "\(id) opens exactly as saved")
            XCTAssertEqual(state.inset, preset.document.insetParameter?.defaultValue ?? 33, id)
            // Moving the inset moves something exactly when the scene has an inset parameter.
            let saved = ViewLayout(document: preset.document)
            state = update(state, .insetSliderMoved(state.inset == 20 ? 8 : 20)).0
            let moved = state.layout()
            XCTAssertEqual(moved.nodes.count, saved.nodes.count, id)
            let changed = zip(moved.nodes, saved.nodes).filter { $0.frame != $1.frame }.count
            if preset.document.insetParameter == nil {
                XCTAssertEqual(changed, 0, "\(id) has no inset parameter")
            } else {
                XCTAssertGreaterThan(changed, 0, "\(id): the inset moves something")
            }
            for node in moved.nodes {
                XCTAssertTrue([node.frame.minX, node.frame.minY, node.frame.width, node.frame.height].allSatisfy(\.isFinite), id)
            }
        }
        // The sample's animation is the default for concentric-card.
        let sample = update(PlaygroundState(library: library), .presetPicked("concentric-card")).0
        XCTAssertEqual(sample.animation.motion, ParameterAnimation(parameter: "inset", first: 8, second: 20, hold: 1.3, spring: .smooth(duration: 0.9)))
    }

    func testWithTheBundledDevices() throws {
        let catalog = try DeviceCatalog.bundled()
        let state = PlaygroundState(library: PlaygroundLibrary(devices: catalog.devices, presets: []))
        XCTAssertEqual(state.device.id, "iphone-16-pro")
        XCTAssertEqual(state.container.radius, state.device.cornerRadius)
        for device in catalog.devices {
            let next = update(state, .devicePicked(device.id)).0
            XCTAssertEqual(next.scene.screen, Screen(device: device), device.id)
            XCTAssertEqual(next.scene.safeArea, device.safeArea, device.id)
        }
    }
}
