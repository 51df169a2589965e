// Extreme and malformed values from widgets: clamped, never a crash, the state always valid.
import ConcentricCore
import ConcentricScene
import Foundation
import PlaygroundStore
import XCTest

final class ExtremeValueTests: XCTestCase {
    func testInsetDepthAndRadiiAreClamped() {
        var state = Fixture.state
        state = update(state, .insetSliderMoved(1000)).0
        XCTAssertEqual(state.inset, 40)
        state = update(state, .insetSliderMoved(-3)).0
        XCTAssertEqual(state.inset, 0)
        state = update(state, .depthChanged(0)).0
        XCTAssertEqual(state.depth, 1)
        state = update(state, .depthChanged(99)).0
        XCTAssertEqual(state.depth, 8)
        state = update(state, .depthChanged(Int.min)).0
        XCTAssertEqual(state.depth, 1)
        state = update(state, .containerRadiusChanged(.infinity)).0
        XCTAssertEqual(state.container.radius, PlaygroundLimits.containerRadius.upperBound)
        state = update(state, .cornerValueChanged(.topLeading, -.infinity)).0
        XCTAssertEqual(state.corners.topLeading.value, 0)
        state = update(state, .zoomChanged(.factor(0))).0
        XCTAssertEqual(state.zoom, .factor(PlaygroundLimits.zoom.lowerBound))
        XCTAssertTrue(isValid(state))
    }

    func testNaNFromAWidgetKeepsThePreviousValue() {
        var state = Fixture.state
        state = update(state, .insetSliderMoved(12)).0
        let before = state
        for action: PlaygroundAction in [
            .insetSliderMoved(.nan), .containerRadiusChanged(.nan), .containerCornerRadiusChanged(.topTrailing, .nan),
            .cornerValueChanged(.bottomLeading, .nan), .zoomChanged(.factor(.nan)),
        ] {
            let (next, effects) = update(state, action)
            XCTAssertTrue(isValid(next), "\(action)")
            XCTAssertFalse(effects.contains(.persistState), "\(action) changed nothing to persist")
            state = next
        }
        XCTAssertEqual(state.inset, before.inset)
        XCTAssertEqual(state.container, before.container)
        XCTAssertEqual(state.corners, before.corners)
        XCTAssertEqual(state.zoom, .fit)
        // NaN or infinite scales for exports and copies become valid ones.
        XCTAssertEqual(update(state, .copyRequested(scale: .nan)).1, [.copyToClipboard(scale: 1)])
        let request = ExportRequest(format: .png, scale: .infinity, destination: URL(fileURLWithPath: "/tmp/x.png"))
        XCTAssertEqual(request.scale, PlaygroundLimits.exportScale.upperBound)
    }

    func testNonFiniteFrameTimesAreIgnored() {
        var state = update(Fixture.state, .animationSwitchToggled(true)).0
        state = update(state, .frameTicked(seconds: 1)).0
        for t in [Double.nan, .infinity, -.infinity] {
            let (next, _) = update(state, .frameTicked(seconds: t))
            XCTAssertEqual(next, state)
        }
        // Time going backwards does not run the clock backwards.
        state = update(state, .frameTicked(seconds: 2)).0
        let clock = state.animation.clock
        state = update(state, .frameTicked(seconds: 0.5)).0
        XCTAssertEqual(state.animation.clock, clock)
    }

    /// Every action case, several times with hostile values. The switch in `name(of:)` has no
    /// default, so a new action does not compile until it is named here and given a sample.
    static let samples: [PlaygroundAction] = {
        let url = URL(fileURLWithPath: "/nonexistent/x.json")
        let weird: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e308, 20, 1000]
        var all: [PlaygroundAction] = [
            .animationSwitchToggled(true), .animationSwitchToggled(false), .containerCurvePicked(.circular),
            .copyRequested(scale: 3), .documentOpenFailed("x"), .documentOpened(url, Fixture.cardScene), .errorDismissed,
            .exportFinished(.failed("e")), .exportFinished(.succeeded(url)),
            .exportRequested(ExportRequest(format: .pdf, scale: 2, destination: url)), .playgroundPicked,
            .presetPicked("concentric-card"), .presetPicked("missing"), .devicePicked("iphone-se-3"), .devicePicked("iphone-16-pro"),
            .devicePicked(""), .directionPicked(.rightToLeft), .directionPicked(.leftToRight), .redoRequested, .undoRequested,
            .reduceMotionChanged(true), .reduceMotionChanged(false), .saveFinished(.failed("s")), .saveRequested(url),
            .sliderDragBegan, .sliderDragEnded, .stateRestored("{"), .stateRestored(Fixture.state.persistentJSON),
            .stateFileUnusable("moved aside"), .noticeDismissed,
            .windowVisibilityChanged(false), .windowVisibilityChanged(true), .zoomChanged(.fit),
            .codeCopyRequested(.swiftui), .codeCopyRequested(.html), .specExportRequested(url),
            .sheetExportRequested(ExportRequest(format: .png, scale: .nan, destination: url)),
            .animationExportRequested(url, MotionTimeline(seconds: 2.6, fps: 30)), .animationExportRequested(url, MotionTimeline(seconds: .nan, fps: 0)),
            .animationExportRequested(url, MotionTimeline(seconds: 1e9, fps: 120)), .animationExportCancelled,
            .animationExportFinished(.succeeded(url)), .animationExportFinished(.failed("w")),
            .recentFilesChecked(existing: []), .recentFilesChecked(existing: [url.path]),
            .windowGeometryChanged(WindowGeometry(width: .min, height: .max, isMaximized: true)),
            .windowGeometryChanged(WindowGeometry(width: 0, height: 0, isMaximized: false)),
        ]
        all += ContainerShape.Kind.allCases.map { .containerShapePicked($0) }
        all += Uniformity.allCases.map { .uniformityPicked($0) }
        all += AnnotationLayer.allCases.map { .overlayToggled($0, true) }
        all += CornerStyle.Kind.allCases.map { .cornerStylePicked(.topLeading, $0) }
        all += [Int.min, -1, 0, 1, 5, 8, 9, 99, Int.max].map { .depthChanged($0) }
        all += [Int.min, -1, 0, 1, 77, 78, Int.max].map { .animationExportProgressed(framesWritten: $0) }
        for value in weird {
            all += [
                .insetSliderMoved(value), .containerRadiusChanged(value), .containerCornerRadiusChanged(.bottomLeading, value),
                .cornerValueChanged(.bottomTrailing, value), .frameTicked(seconds: value), .zoomChanged(.factor(value)),
                .canvasNavigated(CanvasViewport(zoom: .factor(value), center: Point(x: value, y: -value))),
                .zoomStepped(up: value > 0, fitScale: value),
            ]
        }
        all += stride(from: 0.0, through: 3, by: 0.05).map { .frameTicked(seconds: $0) }
        return all
    }()

    static func name(of action: PlaygroundAction) -> String {
        switch action {
        case .animationExportCancelled: "animationExportCancelled"
        case .animationExportFinished: "animationExportFinished"
        case .animationExportProgressed: "animationExportProgressed"
        case .animationExportRequested: "animationExportRequested"
        case .animationSwitchToggled: "animationSwitchToggled"
        case .canvasNavigated: "canvasNavigated"
        case .codeCopyRequested: "codeCopyRequested"
        case .containerCornerRadiusChanged: "containerCornerRadiusChanged"
        case .containerCurvePicked: "containerCurvePicked"
        case .containerRadiusChanged: "containerRadiusChanged"
        case .containerShapePicked: "containerShapePicked"
        case .copyRequested: "copyRequested"
        case .cornerStylePicked: "cornerStylePicked"
        case .cornerValueChanged: "cornerValueChanged"
        case .depthChanged: "depthChanged"
        case .devicePicked: "devicePicked"
        case .directionPicked: "directionPicked"
        case .documentOpenFailed: "documentOpenFailed"
        case .documentOpened: "documentOpened"
        case .errorDismissed: "errorDismissed"
        case .exportFinished: "exportFinished"
        case .exportRequested: "exportRequested"
        case .frameTicked: "frameTicked"
        case .insetSliderMoved: "insetSliderMoved"
        case .noticeDismissed: "noticeDismissed"
        case .overlayToggled: "overlayToggled"
        case .playgroundPicked: "playgroundPicked"
        case .presetPicked: "presetPicked"
        case .recentFilesChecked: "recentFilesChecked"
        case .redoRequested: "redoRequested"
        case .reduceMotionChanged: "reduceMotionChanged"
        case .saveFinished: "saveFinished"
        case .saveRequested: "saveRequested"
        case .sheetExportRequested: "sheetExportRequested"
        case .specExportRequested: "specExportRequested"
        case .sliderDragBegan: "sliderDragBegan"
        case .sliderDragEnded: "sliderDragEnded"
        case .stateFileUnusable: "stateFileUnusable"
        case .stateRestored: "stateRestored"
        case .undoRequested: "undoRequested"
        case .uniformityPicked: "uniformityPicked"
        case .windowGeometryChanged: "windowGeometryChanged"
        case .windowVisibilityChanged: "windowVisibilityChanged"
        case .zoomChanged: "zoomChanged"
        case .zoomStepped: "zoomStepped"
        }
    }

    func testSamplesCoverEveryAction() {
        XCTAssertEqual(Set(Self.samples.map(Self.name(of:))).count, 45)
    }

    /// A long random walk over every sample through the undoable store: the state stays valid
    /// and its scene lays out to finite frames after every step.
    func testRandomActionSequencesKeepTheStateValid() {
        var rng = SeededGenerator(seed: 0x5EED)
        var store = UndoableStore(state: Fixture.state)
        for step in 0..<3000 {
            let action = Self.samples[Int(rng.next() % UInt64(Self.samples.count))]
            _ = store.send(action)
            XCTAssertTrue(isValid(store.state), "step \(step): \(action)")
            if step % 10 == 0 {
                let layout = store.state.layout()
                for node in layout.nodes {
                    XCTAssertTrue(isFinite(node.frame), "step \(step): \(action): \(node.sourcePath) \(node.frame)")
                }
                if let summary = StatusSummary(layout: layout) {
                    XCTAssertTrue(summary.radii.map { $0.clockwise.allSatisfy(\.isFinite) } ?? true)
                    XCTAssertTrue(summary.error.map(\.isFinite) ?? true)
                }
            }
        }
    }

    func isFinite(_ r: Rect) -> Bool { [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) }

    /// Every numeric field finite and inside its limits; the animation's values in range.
    func isValid(_ state: PlaygroundState) -> Bool {
        let radii = LogicalCorner.allCases.map { state.container.cornerRadii[$0] }
        let values = LogicalCorner.allCases.map { state.corners[$0].value }
        var zoomOK = true
        if case .factor(let f) = state.zoom { zoomOK = PlaygroundLimits.zoom.contains(f) }
        let center = state.viewport.center
        zoomOK = zoomOK && (0...1).contains(center.x) && (0...1).contains(center.y)
        let a = state.animation
        return PlaygroundLimits.inset.contains(state.inset)
            && PlaygroundLimits.depth.contains(state.depth)
            && PlaygroundLimits.containerRadius.contains(state.container.radius)
            && radii.allSatisfy(PlaygroundLimits.containerRadius.contains)
            && values.allSatisfy(PlaygroundLimits.cornerValue.contains)
            && zoomOK
            && a.clock.isFinite && a.clock >= 0 && a.nextToggle.isFinite && a.target.isFinite
            && a.spring.position.isFinite && a.spring.velocity.isFinite && a.springTime.isFinite
            && (state.animationExport.map { $0.timeline.problem == nil && (0...$0.timeline.frameCount).contains($0.framesWritten) } ?? true)
    }
}
