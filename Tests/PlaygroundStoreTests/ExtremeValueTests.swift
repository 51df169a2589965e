// Extreme and malformed values from widgets: clamped, never a crash, the state always valid.
import ConcentricCore
import ConcentricScene
import Foundation
@testable import PlaygroundStore
import SceneEditing
import XCTest

final class ExtremeValueTests: XCTestCase {
    func testZoomIsClamped() {
        var state = Fixture.state
        state = update(state, .zoomChanged(.factor(0))).0
        XCTAssertEqual(state.zoom, .factor(PlaygroundLimits.zoom.lowerBound))
        XCTAssertTrue(isValid(state))
    }

    /// A value the reader would refuse (NaN, infinity) is refused by the edit: the document keeps
    /// its value and the user is told.
    func testNonFiniteValuesAreRefusedByTheEdit() {
        let state = update(Fixture.state, .inset(12)).0
        for value in [Double.nan, .infinity, -.infinity] {
            let (next, effects) = update(state, .inset(value))
            XCTAssertEqual(next.document, state.document, "\(value)")
            XCTAssertEqual(effects, [], "\(value)")
            XCTAssertEqual(next.error?.kind, .edit, "\(value)")
        }
        XCTAssertEqual(update(state, .zoomChanged(.factor(.nan))).0.zoom, .fit)
        // NaN or infinite scales for exports and copies become valid ones.
        XCTAssertEqual(update(state, .copyRequested(scale: .nan)).1, [.copyToClipboard(scale: 1)])
        let request = ExportRequest(format: .png, scale: .infinity, destination: URL(fileURLWithPath: "/tmp/x.png"))
        XCTAssertEqual(request.scale, PlaygroundLimits.exportScale.upperBound)
    }

    func testNonFiniteFrameTimesAreIgnored() {
        var state = update(Fixture.state, .playToggled(true)).0
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
            .playToggled(true), .playToggled(false),
            .copyRequested(scale: 3), .documentOpenFailed("x"), .documentOpened(url, Fixture.cardScene), .editFailed("x"), .errorDismissed,
            .exportFinished(.failed("e")), .exportFinished(.succeeded(url)), .copyFinished(.failed("c")),
            .copyFinished(.copied(.code(.swiftui, name: "CardScene", lines: 46))), .copyFinished(.copied(.image(width: 0, height: Int.max))),
            .exportRequested(ExportRequest(format: .pdf, scale: 2, destination: url)), .newRequested(.emptyScreen), .newRequested(.standard),
            .presetPicked("concentric-card"), .presetPicked("missing"), .devicePicked("iphone-se-3"), .devicePicked("iphone-16-pro"),
            .devicePicked(""), .directionPicked(.rightToLeft), .directionPicked(.leftToRight),
            .reduceMotionChanged(true), .reduceMotionChanged(false), .saveFinished(.failed("s")), .saveRequested, .saveAsRequested(url),
            .saveFinished(.succeeded(url)), .saveAsCancelled, .stateRestored("{"), .stateRestored(Fixture.state.persistentJSON),
            .autosaveFound(AutosavedDocument(origin: .untitled, file: Fixture.cardScene)), .autosaveRestored, .autosaveDiscarded,
            .closeRequested, .openRequested(url), .fileChangedOnDisk(url, Fixture.cardScene),
            .unsavedChangesAnswered(.save), .unsavedChangesAnswered(.discard), .unsavedChangesAnswered(.cancel),
            .sourceValueOfferAnswered(accepted: true), .sourceValueOfferAnswered(accepted: false),
            .selectionChanged(nil), .selectionChanged(.root), .selectionChanged(ViewPath([0, 0])), .selectionChanged(ViewPath([7, 7, 7])),
            .documentEdited(.delete(ViewPath([1])), coalescing: nil), .documentEdited(.duplicate(ViewPath([0])), coalescing: nil),
            .documentEdited(.wrap(ViewPath([1]), in: .card), coalescing: "w"), .documentEdited(.moveUp(ViewPath([1])), coalescing: nil),
            .viewsPasted(ViewClipboard(view: SceneView(.fill(.solid(.white))), parameters: [])),
            .stateFileUnusable("moved aside"), .autosaveUnavailable("open elsewhere"), .noticeDismissed,
            .windowVisibilityChanged(false), .windowVisibilityChanged(true), .zoomChanged(.fit),
            .codeCopyRequested(.swiftui), .codeCopyRequested(.html), .specExportRequested(url),
            .sheetExportRequested(ExportRequest(format: .png, scale: .nan, destination: url)),
            .animationExportRequested(url, MotionTimeline(seconds: 2.6, fps: 30)), .animationExportRequested(url, MotionTimeline(seconds: .nan, fps: 0)),
            .animationExportRequested(url, MotionTimeline(seconds: 1e9, fps: 120)), .animationExportCancelled,
            .animationExportFinished(.succeeded(url)), .animationExportFinished(.failed("w")),
            .recentFilesChecked(existing: []), .recentFilesChecked(existing: [url.path]),
            .windowGeometryChanged(WindowGeometry(width: .min, height: .max, isMaximized: true)),
            .windowGeometryChanged(WindowGeometry(width: 0, height: 0, isMaximized: false)),
            .swiftSourceOpenFailed(URL(fileURLWithPath: "/nonexistent/x.swift"), "x.swift:1:1: e", watching: []),
            .sourceProblemDue(URL(fileURLWithPath: "/nonexistent/x.swift")), .openFileGone(url, true), .openFileGone(url, false),
            .swiftSourceSpliced(ExtremeValueTests.splice(isUndo: false)), .swiftSourceSpliced(ExtremeValueTests.splice(isUndo: true)),
            .swiftSourceSpliceRefused(ExtremeValueTests.splice(isUndo: false)),
            .parameterDefaultWriteRequested("inset"), .parameterDefaultWriteRequested(""),
        ]
        all += ViewNavigation.allCases.map { .selectionMoved($0) }
        all += AnnotationLayer.allCases.map { .overlayToggled($0, true) }
        all += [Int.min, -1, 0, 1, 5, 8, 9, 99, Int.max].map { .newRequested(.nestedCards(NestedCardsTemplate(depth: $0))) }
        all += [Int.min, -1, 0, 1, 77, 78, Int.max].map { .animationExportProgressed(framesWritten: $0) }
        for value in weird {
            all += [
                .inset(value), .frameTicked(seconds: value), .animationScrubbed(seconds: value), .zoomChanged(.factor(value)),
                .newRequested(.nestedCards(NestedCardsTemplate(inset: value))),
                .canvasNavigated(CanvasViewport(zoom: .factor(value), center: Point(x: value, y: -value))),
                .zoomStepped(up: value > 0, fitScale: value),
            ]
        }
        all += stride(from: 0.0, through: 3, by: 0.05).map { .frameTicked(seconds: $0) }
        return all
    }()

    /// A splice at an offset past any file's end.
    static func splice(isUndo: Bool) -> SourceSplice {
        SourceSplice(text: SourceTextEdit(file: URL(fileURLWithPath: "/nonexistent/x.swift"), start: .max, expected: "1", replacement: ""), anchor: nil, isUndo: isUndo)
    }

    static func name(of action: PlaygroundAction) -> String {
        switch action {
        case .animationExportCancelled: "animationExportCancelled"
        case .animationExportFinished: "animationExportFinished"
        case .animationExportProgressed: "animationExportProgressed"
        case .animationExportRequested: "animationExportRequested"
        case .animationScrubbed: "animationScrubbed"
        case .playToggled: "playToggled"
        case .autosaveDiscarded: "autosaveDiscarded"
        case .autosaveFound: "autosaveFound"
        case .autosaveRestored: "autosaveRestored"
        case .autosaveUnavailable: "autosaveUnavailable"
        case .canvasNavigated: "canvasNavigated"
        case .closeRequested: "closeRequested"
        case .copyFinished: "copyFinished"
        case .codeCopyRequested: "codeCopyRequested"
        case .copyRequested: "copyRequested"
        case .devicePicked: "devicePicked"
        case .directionPicked: "directionPicked"
        case .documentEdited: "documentEdited"
        case .documentOpenFailed: "documentOpenFailed"
        case .documentOpened: "documentOpened"
        case .editFailed: "editFailed"
        case .errorDismissed: "errorDismissed"
        case .exportFinished: "exportFinished"
        case .exportRequested: "exportRequested"
        case .fileChangedOnDisk: "fileChangedOnDisk"
        case .frameTicked: "frameTicked"
        case .newRequested: "newRequested"
        case .noticeDismissed: "noticeDismissed"
        case .openRequested: "openRequested"
        case .overlayToggled: "overlayToggled"
        case .presetPicked: "presetPicked"
        case .previewPicked: "previewPicked"
        case .recentFilesChecked: "recentFilesChecked"
        case .reduceMotionChanged: "reduceMotionChanged"
        case .saveAsCancelled: "saveAsCancelled"
        case .saveAsRequested: "saveAsRequested"
        case .saveFinished: "saveFinished"
        case .saveRequested: "saveRequested"
        case .selectionChanged: "selectionChanged"
        case .selectionMoved: "selectionMoved"
        case .sourceImportFailed: "sourceImportFailed"
        case .sourceProblemDue: "sourceProblemDue"
        case .swiftSourceOpenFailed: "swiftSourceOpenFailed"
        case .openFileGone: "openFileGone"
        case .sheetExportRequested: "sheetExportRequested"
        case .specExportRequested: "specExportRequested"
        case .stateFileUnusable: "stateFileUnusable"
        case .stateRestored: "stateRestored"
        case .swiftSourceOpened: "swiftSourceOpened"
        case .swiftSourceReimported: "swiftSourceReimported"
        case .parameterDefaultWriteRequested: "parameterDefaultWriteRequested"
        case .swiftSourceSpliced: "swiftSourceSpliced"
        case .swiftSourceSpliceRefused: "swiftSourceSpliceRefused"
        case .unsavedChangesAnswered: "unsavedChangesAnswered"
        case .sourceValueOfferAnswered: "sourceValueOfferAnswered"
        case .viewsPasted: "viewsPasted"
        case .windowGeometryChanged: "windowGeometryChanged"
        case .windowVisibilityChanged: "windowVisibilityChanged"
        case .zoomChanged: "zoomChanged"
        case .zoomStepped: "zoomStepped"
        }
    }

    func testSamplesCoverEveryAction() {
        XCTAssertEqual(Set(Self.samples.map(Self.name(of:))).count, 56)
    }

    /// A long random walk over every sample through the undoable store: the state stays valid
    /// and its scene lays out to finite frames after every step.
    func testRandomActionSequencesKeepTheStateValid() {
        var rng = SeededGenerator(seed: 0x5EED)
        var store = EditorStore(state: Fixture.state)
        let history: [StoreAction] = [.undo, .redo, .gestureBegan, .gestureEnded]
        let all = Self.samples.map(StoreAction.app) + history
        for step in 0..<3000 {
            let action = all[Int(rng.next() % UInt64(all.count))]
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
        var zoomOK = true
        if case .factor(let f) = state.zoom { zoomOK = PlaygroundLimits.zoom.contains(f) }
        let center = state.viewport.center
        zoomOK = zoomOK && (0...1).contains(center.x) && (0...1).contains(center.y)
        let a = state.animation
        let values = state.scene.parameters.map(\.defaultValue) + Array(state.liveValues.values)
        return values.allSatisfy(\.isFinite)
            && state.selection.map { state.scene.view(at: $0) != nil } ?? true
            && zoomOK
            && a.clock.isFinite && a.clock >= 0 && a.nextToggle.isFinite && a.target.isFinite
            && a.motionState.position(curve: a.motion?.curve ?? .sample).isFinite && a.motionState.spring.velocity.isFinite && a.motionTime.isFinite
            && (state.animationExport.map { $0.timeline.problem == nil && (0...$0.timeline.frameCount).contains($0.framesWritten) } ?? true)
    }
}
