// What the canvas draws (`PlaygroundState.scene`) and the status line's summary.
import ConcentricCore
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
        let expected = Scene.nestedCards(
            screen: Screen(device: Fixture.phone), depth: 4, inset: 10,
            corners: LogicalCorners(topLeading: .fixed(5), topTrailing: .concentric, bottomLeading: .concentric, bottomTrailing: .concentric),
            uniformity: .top, direction: .rightToLeft)
        XCTAssertEqual(state.scene, expected)
        XCTAssertEqual(state.scene.screen.device, "iphone-16-pro")
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
        // While a spring moves the inset the error is not measured.
        var moving = update(state, .animationSwitchToggled(true)).0
        moving = update(moving, .frameTicked(seconds: 0)).0
        moving = update(moving, .frameTicked(seconds: 1.5)).0
        let quick = try XCTUnwrap(moving.summary)
        XCTAssertNil(quick.error)
        XCTAssertFalse(quick.text.contains("Δ"))
        XCTAssertNotNil(StatusSummary(layout: SceneLayout(scene: moving.scene))?.error)
        // Inside an ellipse the cards are container-relative: no radii.
        state.container.kind = .ellipse
        let ellipse = try XCTUnwrap(state.summary)
        XCTAssertNil(ellipse.radii)
        XCTAssertEqual(ellipse.text, "card 3 · container-relative inset")
    }

    func testDocumentTakesTheInsetDeviceAndDirection() {
        var state = update(Fixture.state, .presetPicked("concentric-card")).0
        state = update(state, .insetSliderMoved(20)).0
        state = update(state, .devicePicked("iphone-se-3")).0
        state = update(state, .directionPicked(.rightToLeft)).0
        let scene = state.scene
        XCTAssertEqual(scene.screen, Screen(device: Fixture.square))
        XCTAssertEqual(scene.direction, .rightToLeft)
        // The top-level card keeps its padding; the surfaces padded like the document's own
        // inset (8, equal on all edges) take the inset.
        XCTAssertEqual(scene.cards[0].frame.padding, EdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24))
        XCTAssertEqual(scene.cards[0].children[0].frame.padding, EdgeInsets(all: 20))
        XCTAssertEqual(scene.cards[0].children[0].children[0].frame.padding, EdgeInsets(all: 20))
        // Everything else is the preset's.
        var expected = Fixture.cardScene
        expected.screen = scene.screen
        expected.direction = .rightToLeft
        expected.cards[0].children[0].frame.padding = EdgeInsets(all: 20)
        expected.cards[0].children[0].children[0].frame.padding = EdgeInsets(all: 20)
        XCTAssertEqual(scene, expected)
        // The playground's controls do not touch a document.
        let before = state.scene
        for action: PlaygroundAction in [.depthChanged(7), .uniformityPicked(.all), .cornerStylePicked(.topLeading, .fixed), .containerShapePicked(.circle)] {
            state = update(state, action).0
        }
        XCTAssertEqual(state.scene, before)
    }

    func testUnequalPaddingAndCustomScreensAreKept() {
        var scene = Fixture.cardScene
        scene.cards[0].children[0].frame.padding = EdgeInsets(top: 8, leading: 8, bottom: 30, trailing: 8)
        scene.screen = Screen(size: Size(width: 300, height: 200), shape: .ellipse)
        var state = update(Fixture.state, .documentOpened(URL(fileURLWithPath: "/tmp/e.json"), scene)).0
        state = update(state, .insetSliderMoved(12)).0
        XCTAssertEqual(state.scene.screen, scene.screen)
        XCTAssertEqual(state.scene.cards[0].children[0].frame.padding, EdgeInsets(top: 8, leading: 8, bottom: 30, trailing: 8))
        XCTAssertEqual(state.scene.cards[0].children[0].children[0].frame.padding, EdgeInsets(all: 12))
    }

    func testBundledPresetsOpenAsSavedAndFollowTheInset() throws {
        let catalog = try DeviceCatalog.bundled()
        let presets = try Presets.all(devices: catalog)
        XCTAssertFalse(presets.isEmpty)
        let library = PlaygroundLibrary(devices: catalog.devices, presets: presets)
        for preset in presets {
            let id = try XCTUnwrap(preset.id)
            var state = PlaygroundState(library: library)
            state.inset = 33
            state.direction = preset.direction.flipped
            state = update(state, .presetPicked(id)).0
            XCTAssertEqual(state.scene, preset, "\(id) opens exactly as saved")
            let documentInset = PlaygroundDocument.preset(id: id, scene: preset).inset
            XCTAssertEqual(state.inset, documentInset ?? 33, id)
            // Moving the inset moves the cards padded like the document's own inset, if any.
            let own = state.inset
            state = update(state, .insetSliderMoved(own == 20 ? 8 : 20)).0
            let moved = SceneLayout(scene: state.scene), saved = SceneLayout(scene: preset)
            XCTAssertEqual(moved.cards.count, saved.cards.count)
            let changed = zip(moved.cards, saved.cards).filter { $0.frame != $1.frame }.count
            if documentInset == nil {
                XCTAssertEqual(changed, 0, "\(id) has no card with equal padding on all edges")
            } else {
                XCTAssertGreaterThan(changed, 0, "\(id): the inset moves something")
            }
            for card in moved.cards {
                XCTAssertTrue([card.frame.minX, card.frame.minY, card.frame.width, card.frame.height].allSatisfy(\.isFinite), id)
            }
        }
        // The sample card: the orange surface follows the inset, as in the sample's demo.
        var state = PlaygroundState(library: library)
        state = update(state, .presetPicked("concentric-card")).0
        XCTAssertEqual(state.inset, 8)
        state = update(state, .insetSliderMoved(20)).0
        let layout = SceneLayout(scene: state.scene)
        let card = try XCTUnwrap(layout.cards.first { $0.name == "card" })
        let orange = try XCTUnwrap(layout.cards.first { $0.name == "orange surface" })
        XCTAssertEqual(orange.frame.minX - card.frame.minX, 20)
        XCTAssertEqual(card.frame.maxY - orange.frame.maxY, 20)
    }

    func testWithTheBundledDevices() throws {
        let catalog = try DeviceCatalog.bundled()
        let state = PlaygroundState(library: PlaygroundLibrary(devices: catalog.devices, presets: []))
        XCTAssertEqual(state.device.id, "iphone-16-pro")
        XCTAssertEqual(state.container.radius, state.device.cornerRadius)
        for device in catalog.devices {
            let next = update(state, .devicePicked(device.id)).0
            XCTAssertEqual(next.scene.screen, Screen(device: device), device.id)
        }
    }
}
