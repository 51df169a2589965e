// `update` for every action: the whole next state and the exact effects.
import ConcentricCore
import ConcentricJSON
import ConcentricScene
import Foundation
import PlaygroundStore
import XCTest

final class UpdateTests: XCTestCase {
    let changed: [PlaygroundEffect] = [.redraw, .syncWidgets]
    let persisted: [PlaygroundEffect] = [.redraw, .syncWidgets, .persistState]

    func testDefaults() {
        let state = Fixture.state
        XCTAssertEqual(state.device, Fixture.phone)
        XCTAssertEqual(state.container, ContainerSettings(kind: .roundedRectangle, radius: 62, curve: .continuous))
        XCTAssertEqual(state.corners, LogicalCorners(all: CornerSetting(kind: .concentric, value: 8)))
        XCTAssertEqual(state.uniformity, Uniformity.none)
        XCTAssertEqual(state.inset, 8)
        XCTAssertEqual(state.depth, 3)
        XCTAssertEqual(state.direction, .leftToRight)
        XCTAssertEqual(state.overlays, AnnotationLayers())
        XCTAssertEqual(state.animation, InsetAnimation())
        XCTAssertEqual(state.zoom, .fit)
        XCTAssertEqual(state.document, .playground)
        XCTAssertNil(state.lastError)
        // Without any device, the state still has a screen.
        XCTAssertEqual(PlaygroundState().device, PlaygroundLibrary.fallbackDevice)
    }

    func testAnimationSwitchToggled() {
        let on = assertUpdate(Fixture.state, .animationSwitchToggled(true), effects: [.syncWidgets, .startAnimationClock, .persistState]) {
            $0.animation.isOn = true
        }
        // The same value again changes nothing.
        assertUpdate(on, .animationSwitchToggled(true), effects: [.syncWidgets])
        // Off while a spring is in flight: the inset lands on the spring's target at once.
        var moving = on
        moving = update(moving, .frameTicked(seconds: 10)).0
        moving = update(moving, .frameTicked(seconds: 11.5)).0
        XCTAssertTrue(moving.animation.isMoving)
        XCTAssertNotEqual(moving.inset, 20)
        assertUpdate(moving, .animationSwitchToggled(false), effects: changed + [.stopAnimationClock, .persistState]) {
            $0.animation.isOn = false
            $0.inset = 20
            _ = $0.animation.settle()
        }
        // With reduce motion the switch is remembered but nothing starts.
        var reduced = Fixture.state
        reduced.animation.reduceMotion = true
        let next = assertUpdate(reduced, .animationSwitchToggled(true), effects: [.syncWidgets, .persistState]) {
            $0.animation.isOn = true
        }
        XCTAssertFalse(next.animation.switchShowsOn)
        // Hidden window: on, but the clock waits for the window.
        var hidden = Fixture.state
        hidden.animation.windowVisible = false
        assertUpdate(hidden, .animationSwitchToggled(true), effects: [.syncWidgets, .persistState]) { $0.animation.isOn = true }
    }

    func testContainerCornerRadiusChanged() {
        assertUpdate(Fixture.state, .containerCornerRadiusChanged(.bottomTrailing, 12), effects: persisted) {
            $0.container.cornerRadii.bottomTrailing = 12
        }
    }

    func testContainerCurvePicked() {
        assertUpdate(Fixture.state, .containerCurvePicked(.circular), effects: persisted) { $0.container.curve = .circular }
    }

    func testContainerRadiusChanged() {
        assertUpdate(Fixture.state, .containerRadiusChanged(30), effects: persisted) { $0.container.radius = 30 }
    }

    func testContainerShapePicked() {
        let next = assertUpdate(Fixture.state, .containerShapePicked(.ellipse), effects: persisted) { $0.container.kind = .ellipse }
        XCTAssertEqual(next.container.shape, .ellipse)
        XCTAssertEqual(next.scene.screen.shape, .ellipse)
    }

    func testCopyRequested() {
        var failed = Fixture.state
        failed.lastError = "old"
        assertUpdate(failed, .copyRequested(scale: 2), effects: [.copyToClipboard(scale: 2)]) { $0.lastError = nil }
    }

    func testCornerStylePicked() {
        let next = assertUpdate(Fixture.state, .cornerStylePicked(.topTrailing, .fixed), effects: persisted) {
            $0.corners.topTrailing.kind = .fixed
        }
        XCTAssertEqual(next.cardShape.corners.topTrailing, .fixed(8))
    }

    func testCornerValueChanged() {
        var state = Fixture.state
        state.corners.topLeading.kind = .concentricWithMinimum
        let next = assertUpdate(state, .cornerValueChanged(.topLeading, 14), effects: persisted) { $0.corners.topLeading.value = 14 }
        XCTAssertEqual(next.cardShape.corners.topLeading, .concentric(minimum: 14))
    }

    func testDepthChanged() {
        assertUpdate(Fixture.state, .depthChanged(6), effects: persisted) { $0.depth = 6 }
    }

    func testDevicePicked() {
        var uneven = Fixture.state
        uneven.container.kind = .unevenRoundedRectangle
        assertUpdate(uneven, .devicePicked("iphone-se-3"), effects: persisted) {
            $0.device = Fixture.square
            $0.container = ContainerSettings(kind: .unevenRoundedRectangle, radius: 0, curve: .circular)
        }
        assertUpdate(Fixture.state, .devicePicked("pixel-9"), effects: [.showError("unknown device \"pixel-9\"")]) {
            $0.lastError = "unknown device \"pixel-9\""
        }
    }

    func testDirectionPicked() {
        assertUpdate(Fixture.state, .directionPicked(.rightToLeft), effects: persisted) { $0.direction = .rightToLeft }
    }

    func testDocumentOpenFailed() {
        let message = "error: scene.json: cards[0].padding: must not be negative"
        assertUpdate(Fixture.state, .documentOpenFailed(message), effects: [.showError(message)]) { $0.lastError = message }
    }

    func testDocumentOpened() {
        var scene = Fixture.cardScene
        scene.document.screen = Screen(device: Fixture.square)
        scene.document.direction = .rightToLeft
        let url = URL(fileURLWithPath: "/tmp/card.json")
        var wide = Fixture.state
        wide.inset = 30
        let next = assertUpdate(wide, .documentOpened(url, scene), effects: changed + [.stopAnimationClock, .persistState]) {
            $0.document = .file(url, file: scene)
            $0.device = Fixture.square
            $0.direction = .rightToLeft
            // The document's own inset (its `inset` parameter's 8 pt), and its animation.
            $0.inset = 8
            $0.animation.play(scene.document.insetAnimation, from: 8)
            // Remembered: the newest recent file, and where Open and Save As start.
            $0.recentFiles = RecentFiles(["/tmp/card.json"])
            $0.sceneFolder = "/tmp"
        }
        XCTAssertEqual(next.animation.motion, ParameterAnimation(parameter: "inset", first: 8, second: 20))
        XCTAssertEqual(next.document.title, "card.json")
        XCTAssertFalse(next.document.isPlayground)
    }

    func testErrorDismissed() {
        var failed = Fixture.state
        failed.lastError = "boom"
        assertUpdate(failed, .errorDismissed, effects: []) { $0.lastError = nil }
    }

    func testExportFinished() {
        let message = "error: /ro/out.png: cannot write (Permission denied)"
        let failed = assertUpdate(Fixture.state, .exportFinished(.failed(message)), effects: [.showError(message)]) {
            $0.lastError = message
        }
        assertUpdate(failed, .exportFinished(.succeeded(URL(fileURLWithPath: "/tmp/a.png"))), effects: [.showFeedback(.exported(URL(fileURLWithPath: "/tmp/a.png")))]) { $0.lastError = nil }
        assertUpdate(failed, .exportFinished(.succeeded(nil)), effects: [.showFeedback(.copied)]) { $0.lastError = nil }
    }

    func testExportRequested() {
        let request = ExportRequest(format: .svg, scale: 3, annotate: true, destination: URL(fileURLWithPath: "/tmp/a.svg"))
        XCTAssertEqual(request.scale, 3)
        assertUpdate(Fixture.state, .exportRequested(request), effects: [.export(request), .persistState]) { $0.exportFolder = "/tmp" }
    }

    func testFrameTicked() {
        // Not running: the clock stops.
        assertUpdate(Fixture.state, .frameTicked(seconds: 5), effects: [.stopAnimationClock])
        // Running, the first frame: the clock starts at 0; nothing moves, so the app waits the
        // 1.3 s to the first toggle without frames. Nothing else changes.
        let on = update(Fixture.state, .animationSwitchToggled(true)).0
        let (first, effects) = update(on, .frameTicked(seconds: 5))
        XCTAssertEqual(effects, [.scheduleAnimationClock(after: 1.3)])
        XCTAssertEqual(first.animation.lastFrameTime, 5)
        XCTAssertEqual(first.animation.clock, 0)
        XCTAssertEqual(first.animation.nextToggle, 1.3)
        XCTAssertFalse(first.animation.isMoving)
        var unchanged = first
        unchanged.animation = on.animation
        XCTAssertEqual(unchanged, on)
        // The frame after the toggle: the spring from 8 to 20 started at 1.3 s has run 0.1 s;
        // redraw and sync, but frames are not persisted.
        let (moved, movedEffects) = update(first, .frameTicked(seconds: 6.4))
        XCTAssertEqual(movedEffects, changed)
        let spring = Spring.smooth(duration: 0.9).advance(SpringState(position: 8, velocity: 0), toward: 20, by: 0.1)
        XCTAssertEqual(moved.animation.spring.position, spring.position, accuracy: 1e-9)
        XCTAssertEqual(moved.animation.spring.velocity, spring.velocity, accuracy: 1e-9)
        XCTAssertEqual(moved.animation.clock, 1.4, accuracy: 1e-12)
        XCTAssertEqual(moved.animation.lastFrameTime, 6.4)
        XCTAssertEqual(moved.animation.nextToggle, 2.6, accuracy: 1e-12)
        XCTAssertEqual(moved.animation.target, 20)
        XCTAssertEqual(moved.inset, spring.position, accuracy: 1e-9)
        XCTAssertGreaterThan(moved.inset, 8)
        var others = moved
        others.inset = first.inset
        others.animation = first.animation
        XCTAssertEqual(others, first)
        // At the spring's duration, 0.9 s, it is still moving (1.4 % left): frames go on.
        let (still, stillEffects) = update(moved, .frameTicked(seconds: 7.2))
        XCTAssertTrue(still.animation.isMoving)
        XCTAssertEqual(stillEffects, changed)
        XCTAssertEqual(20 - still.inset, 12 * exp(-2 * Double.pi) * (1 + 2 * Double.pi), accuracy: 1e-9)
        // 1.2 s in, within 0.05 pt and slow: the value shown is exactly 20, and the app waits for
        // the next toggle without frames.
        let (settled, settledEffects) = update(still, .frameTicked(seconds: 7.5))
        XCTAssertEqual(settled.inset, 20)
        XCTAssertFalse(settled.animation.isMoving)
        XCTAssertNotEqual(settled.animation.spring.position, 20, "the exact state is kept for the next retarget")
        XCTAssertEqual(settledEffects.prefix(2), [.redraw, .syncWidgets])
        guard case .scheduleAnimationClock(let wait)? = settledEffects.last else { return XCTFail("\(settledEffects)") }
        XCTAssertEqual(wait, 0.1, accuracy: 1e-9)
    }

    func testInsetSliderMoved() {
        assertUpdate(Fixture.state, .insetSliderMoved(13.5), effects: persisted) {
            $0.inset = 13.5
            $0.animation.userSet(inset: 13.5)
        }
    }

    func testOverlayToggled() {
        for overlay in AnnotationLayer.allCases {
            let on = assertUpdate(Fixture.state, .overlayToggled(overlay, true), effects: persisted) { $0.overlays[overlay] = true }
            assertUpdate(on, .overlayToggled(overlay, false), effects: persisted) { $0.overlays[overlay] = false }
        }
    }

    func testPlaygroundPicked() {
        let preset = update(Fixture.state, .presetPicked("concentric-card")).0
        assertUpdate(preset, .playgroundPicked, effects: changed + [.stopAnimationClock, .persistState]) {
            $0.document = .playground
            $0.animation.play(InsetAnimation.playgroundDefault, from: 8)
        }
    }

    func testPresetPicked() {
        var ltr = Fixture.state
        ltr.direction = .rightToLeft
        ltr.device = Fixture.square
        assertUpdate(ltr, .presetPicked("concentric-card"), effects: changed + [.stopAnimationClock, .persistState]) {
            $0.document = .preset(id: "concentric-card", file: Fixture.cardScene)
            $0.direction = .leftToRight
            $0.device = Fixture.phone
            $0.animation.play(Fixture.cardScene.document.insetAnimation, from: 8)
        }
        // With the animation on, opening a scene that animates starts the clock on a fresh schedule.
        let on = update(Fixture.state, .animationSwitchToggled(true)).0
        let (opened, effects) = update(on, .presetPicked("concentric-card"))
        XCTAssertEqual(effects, changed + [.startAnimationClock, .persistState])
        XCTAssertEqual(opened.animation.nextToggle, 1.3)
        assertUpdate(Fixture.state, .presetPicked("nope"), effects: [.showError("unknown preset \"nope\"")]) {
            $0.lastError = "unknown preset \"nope\""
        }
    }

    func testHistoryActionsLeaveThePlainUpdateAlone() {
        for action in [PlaygroundAction.undoRequested, .redoRequested, .sliderDragBegan, .sliderDragEnded] {
            assertUpdate(Fixture.state, action, effects: [])
        }
    }

    func testReduceMotionChanged() {
        // While the animation runs mid-spring: the inset lands on its target and the clock stops.
        var state = update(Fixture.state, .animationSwitchToggled(true)).0
        state = update(state, .frameTicked(seconds: 0)).0
        state = update(state, .frameTicked(seconds: 1.5)).0
        XCTAssertTrue(state.animation.isMoving)
        let reduced = assertUpdate(state, .reduceMotionChanged(true), effects: changed + [.stopAnimationClock, .persistState]) {
            $0.animation.reduceMotion = true
            $0.inset = 20
            _ = $0.animation.settle()
        }
        XCTAssertFalse(reduced.animation.switchShowsOn)
        XCTAssertTrue(reduced.animation.isOn)
        assertUpdate(reduced, .reduceMotionChanged(true), effects: [])
        // Motion allowed again: the schedule starts afresh from the current inset.
        assertUpdate(reduced, .reduceMotionChanged(false), effects: [.syncWidgets, .startAnimationClock]) {
            $0.animation.reduceMotion = false
            $0.animation.restart(from: 20)
        }
        // Animation off: only the switch's sensitivity changes.
        assertUpdate(Fixture.state, .reduceMotionChanged(true), effects: [.syncWidgets]) { $0.animation.reduceMotion = true }
    }

    func testSaveFinished() {
        let message = "error: /ro/a.json: cannot write (Read-only file system)"
        let failed = assertUpdate(Fixture.state, .saveFinished(.failed(message)), effects: [.showError(message)]) { $0.lastError = message }
        assertUpdate(failed, .saveFinished(.succeeded(URL(fileURLWithPath: "/tmp/a.json"))), effects: [.showFeedback(.saved(URL(fileURLWithPath: "/tmp/a.json")))]) { $0.lastError = nil }
    }

    func testSaveRequested() {
        let url = URL(fileURLWithPath: "/tmp/scene.json")
        assertUpdate(Fixture.state, .saveRequested(url), effects: [.saveScene(url), .persistState]) { $0.sceneFolder = "/tmp" }
    }

    func testStateRestored() {
        var saved = Fixture.state
        saved.inset = 20
        saved.depth = 5
        saved.overlays.radii = true
        saved.zoom = .factor(2)
        saved.device = Fixture.square
        saved.animation.isOn = true
        let text = saved.persistentJSON
        assertUpdate(Fixture.state, .stateRestored(text), effects: changed + [.startAnimationClock, .persistState]) {
            $0.inset = 20
            $0.depth = 5
            $0.overlays.radii = true
            $0.zoom = .factor(2)
            $0.device = Fixture.square
            $0.animation.isOn = true
            $0.animation.restart(from: 20)
        }
        // A file document asks the app to load it.
        let file = URL(fileURLWithPath: "/tmp/saved-scene.json")
        var withFile = Fixture.state
        withFile.document = .file(file, file: Fixture.cardScene)
        assertUpdate(Fixture.state, .stateRestored(withFile.persistentJSON), effects: changed + [.loadSceneFile(file)])
        // Corrupt text: a warning naming the file and the place, and no save over it.
        assertUpdate(Fixture.state, .stateRestored("{\"version\": 1,"), effects: changed + [
            .warn("playground.json: line 1, column 15: not valid JSON: expected a quoted key; using the defaults"),
        ])
        // A newer version's file: named as such, not by a field this version lacks.
        let newer = Fixture.state.persistentJSON.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2, \"theme\" : \"dark\"")
        assertUpdate(Fixture.state, .stateRestored(newer), effects: changed + [
            .warn("playground.json: written by a newer version of the playground (file version 2; this one reads version 1); using the defaults"),
        ])
    }

    func testAnUnusableStateFileIsShownUntilDismissed() {
        let message = "playground.json could not be used (…); it was moved to /x/playground.json.corrupt-20260101-120000"
        assertUpdate(Fixture.state, .stateFileUnusable(message), effects: [.syncWidgets, .warn(message)]) { $0.notice = message }
        var shown = Fixture.state
        shown.notice = message
        assertUpdate(shown, .noticeDismissed, effects: [.syncWidgets]) { $0.notice = nil }
        assertUpdate(Fixture.state, .noticeDismissed, effects: [])
    }

    func testUniformityPicked() {
        assertUpdate(Fixture.state, .uniformityPicked(.topAndBottom), effects: persisted) { $0.uniformity = .topAndBottom }
    }

    func testWindowVisibilityChanged() {
        var state = update(Fixture.state, .animationSwitchToggled(true)).0
        state = update(state, .frameTicked(seconds: 3)).0
        let hidden = assertUpdate(state, .windowVisibilityChanged(false), effects: [.stopAnimationClock]) {
            $0.animation.windowVisible = false
            $0.animation.pause()
        }
        assertUpdate(hidden, .windowVisibilityChanged(false), effects: [])
        assertUpdate(hidden, .windowVisibilityChanged(true), effects: [.startAnimationClock]) { $0.animation.windowVisible = true }
        // Nothing animating: visibility is only noted.
        assertUpdate(Fixture.state, .windowVisibilityChanged(false), effects: []) {
            $0.animation.windowVisible = false
            $0.animation.pause()
        }
    }

    func testZoomChanged() {
        let zoomed = assertUpdate(Fixture.state, .zoomChanged(.factor(2.5)), effects: persisted) { $0.zoom = .factor(2.5) }
        assertUpdate(zoomed, .zoomChanged(.fit), effects: persisted) { $0.zoom = .fit }
        assertUpdate(Fixture.state, .zoomChanged(.factor(100)), effects: persisted) { $0.zoom = .factor(8) }
    }

    /// A new zoom keeps the scene point in the canvas's middle (zoom about the centre); Fit
    /// centres again, and a later factor starts centred.
    func testZoomKeepsTheCentreAndFitRecentres() {
        let panned = assertUpdate(
            Fixture.state, .canvasNavigated(CanvasViewport(zoom: .factor(3), center: Point(x: 0.25, y: 0.75))), effects: [.redraw, .syncWidgets, .persistState]
        ) {
            $0.viewport = CanvasViewport(zoom: .factor(3), center: Point(x: 0.25, y: 0.75))
        }
        let actual = assertUpdate(panned, .zoomChanged(.factor(1)), effects: persisted) {
            $0.viewport = CanvasViewport(zoom: .factor(1), center: Point(x: 0.25, y: 0.75))
        }
        let fit = assertUpdate(actual, .zoomChanged(.fit), effects: persisted) { $0.viewport = .fit }
        XCTAssertEqual(fit.viewport.center, CanvasViewport.sceneCenter)
        assertUpdate(fit, .zoomChanged(.factor(2)), effects: persisted) { $0.viewport = CanvasViewport(zoom: .factor(2)) }
    }

    /// The pointer's viewport is clamped: the zoom to its limits, the centre onto the scene (the
    /// canvas's middle always shows some of it), NaN ignored; an unchanged viewport persists nothing.
    func testCanvasNavigatedIsClamped() {
        let far = CanvasViewport(zoom: .factor(50), center: Point(x: -3, y: 1e9))
        XCTAssertEqual(far.zoom, .factor(8))
        XCTAssertEqual(far.center, Point(x: 0, y: 1))
        let moved = assertUpdate(Fixture.state, .canvasNavigated(far), effects: [.redraw, .syncWidgets, .persistState]) {
            $0.viewport = CanvasViewport(zoom: .factor(8), center: Point(x: 0, y: 1))
        }
        assertUpdate(moved, .canvasNavigated(CanvasViewport(zoom: .factor(.nan), center: Point(x: .nan, y: 0.5))), effects: [.redraw, .syncWidgets, .persistState]) {
            $0.viewport = CanvasViewport(zoom: .fit)
        }
        var nanCentre = moved.viewport
        nanCentre.center = Point(x: .nan, y: 0.5)
        XCTAssertEqual(nanCentre.center, Point(x: 0, y: 0.5), "NaN keeps that coordinate")
        assertUpdate(moved, .canvasNavigated(moved.viewport), effects: [.redraw, .syncWidgets])
        // At Fit the centre cannot move: Fit centres.
        var fit = CanvasViewport.fit
        fit.center = Point(x: 0.1, y: 0.1)
        XCTAssertEqual(fit, .fit)
    }

    /// Zoom In and Out step through `Zoom.steps` from the factor shown (Fit's own on the canvas
    /// now), stop at the ends, and go from a scroll-zoomed value to the next step that way.
    func testZoomSteps() {
        assertUpdate(Fixture.state, .zoomStepped(up: true, fitScale: 0.7), effects: persisted) { $0.zoom = .factor(1) }
        assertUpdate(Fixture.state, .zoomStepped(up: false, fitScale: 0.7), effects: persisted) { $0.zoom = .factor(2.0 / 3) }
        var state = Fixture.state
        state.zoom = .factor(1.37)
        assertUpdate(state, .zoomStepped(up: true, fitScale: 0.7), effects: persisted) { $0.zoom = .factor(1.5) }
        assertUpdate(state, .zoomStepped(up: false, fitScale: 0.7), effects: persisted) { $0.zoom = .factor(1) }
        state.zoom = .factor(8)
        assertUpdate(state, .zoomStepped(up: true, fitScale: 0.7), effects: [.redraw, .syncWidgets])
        state.zoom = .factor(0.1)
        assertUpdate(state, .zoomStepped(up: false, fitScale: 0.7), effects: [.redraw, .syncWidgets])
        assertUpdate(Fixture.state, .zoomStepped(up: true, fitScale: .nan), effects: [.redraw, .syncWidgets])
        // The steps are in order, within the limits, and include 100 %.
        XCTAssertEqual(Zoom.steps, Zoom.steps.sorted())
        XCTAssertTrue(Zoom.steps.allSatisfy(PlaygroundLimits.zoom.contains))
        XCTAssertEqual(Zoom.steps.first, PlaygroundLimits.zoom.lowerBound)
        XCTAssertEqual(Zoom.steps.last, PlaygroundLimits.zoom.upperBound)
        XCTAssertTrue(Zoom.steps.contains(1))
    }
}
