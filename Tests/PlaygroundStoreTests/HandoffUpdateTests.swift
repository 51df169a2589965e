// `update` for the hand-off actions: Copy as SwiftUI / HTML, Export ▸ Spec Sheet, Spec (JSON)
// and Animation (request, progress, cancel, finish). The whole next state and the exact effects.
import ConcentricCore
import ConcentricScene
import Foundation
@testable import PlaygroundStore
import SceneCode
import XCTest

final class HandoffUpdateTests: XCTestCase {
    let url = URL(fileURLWithPath: "/tmp/out.webp")
    let timeline = MotionTimeline(seconds: 2, fps: 10)

    /// The sample card open (it animates its inset), with a stale error to see it cleared.
    var card: PlaygroundState {
        var state = update(Fixture.state, .presetPicked("concentric-card")).0
        state.error = StoreError(.copy, "old")
        return state
    }

    func testCodeCopyRequested() {
        for language in CodeLanguage.allCases {
            assertUpdate(card, .codeCopyRequested(language), effects: [.copyCode(language)]) { $0.error = nil }
        }
    }

    func testSheetExportRequested() {
        let request = ExportRequest(format: .pdf, annotate: true, destination: URL(fileURLWithPath: "/tmp/sheet.pdf"))
        assertUpdate(card, .sheetExportRequested(request), effects: [.exportSheet(request), .persistState]) {
            $0.error = nil
            $0.exportFolder = "/tmp"  // the export choosers start there next time
        }
    }

    func testSpecExportRequested() {
        let spec = URL(fileURLWithPath: "/tmp/spec.json")
        assertUpdate(card, .specExportRequested(spec), effects: [.exportSpec(spec), .persistState]) {
            $0.error = nil
            $0.exportFolder = "/tmp"
        }
    }

    func testAnimationExportRequestedStartsOneExportOfTheScene() {
        let state = card
        let export = AnimationExport(destination: url, scene: state.animationExportScene, timeline: timeline)
        let running = assertUpdate(state, .animationExportRequested(url, timeline), effects: [.startAnimationExport(export), .persistState]) {
            $0.error = nil
            $0.exportFolder = self.url.deletingLastPathComponent().path
            $0.animationExport = export
        }
        // One at a time: a second request is refused and the first goes on.
        let message = "an animation is already being exported; cancel it first"
        assertUpdate(running, .animationExportRequested(url, timeline), effects: []) { $0.error = StoreError(.export, message) }
    }

    func testAnimationExportRequestedIsRefusedWithoutAnAnimationOrWithBadFrames() {
        var still = Fixture.state
        still.animation = AnimationPlayback()  // the playground has its own; a preset without one:
        still = update(still, .presetPicked("concentric-card")).0
        var scene = Fixture.cardScene
        scene.document.animation = nil
        still.document = EditorDocument(opened: scene, origin: .preset("concentric-card"))
        assertUpdate(still, .animationExportRequested(url, timeline), effects: []) {
            $0.error = StoreError(.export, "the scene has no animation to export")
        }
        let tooMany = MotionTimeline(seconds: 1000, fps: 120)
        let message = "cannot export the animation: \(tooMany.problem ?? "")"
        assertUpdate(card, .animationExportRequested(url, tooMany), effects: []) { $0.error = StoreError(.export, message) }
    }

    func testAnimationExportProgressedMovesTheBarWithinTheFrames() {
        let running = update(card, .animationExportRequested(url, timeline)).0
        let half = assertUpdate(running, .animationExportProgressed(framesWritten: 10), effects: []) {
            $0.animationExport?.framesWritten = 10
        }
        XCTAssertEqual(half.animationExport?.fraction, 0.5)
        assertUpdate(running, .animationExportProgressed(framesWritten: 99), effects: []) { $0.animationExport?.framesWritten = 20 }
        // Below 0 is 0, where it already is: nothing to sync.
        assertUpdate(running, .animationExportProgressed(framesWritten: -5), effects: []) { $0.animationExport?.framesWritten = 0 }
        // A report with nothing running (cancelled meanwhile) changes nothing.
        assertUpdate(card, .animationExportProgressed(framesWritten: 3), effects: [])
    }

    func testAnimationExportCancelled() {
        let running = update(card, .animationExportRequested(url, timeline)).0
        let cancelled = assertUpdate(running, .animationExportCancelled, effects: [.cancelAnimationExport]) {
            $0.animationExport = nil
        }
        assertUpdate(cancelled, .animationExportCancelled, effects: [])
        // The job's last report after a cancel is ignored.
        assertUpdate(cancelled, .animationExportFinished(.succeeded(url)), effects: [])
    }

    func testAnimationExportFinished() {
        let running = update(card, .animationExportRequested(url, timeline)).0
        assertUpdate(running, .animationExportFinished(.succeeded(url)), effects: [.showFeedback(.exported(url))]) { $0.animationExport = nil }
        assertUpdate(running, .animationExportFinished(.failed("disk full")), effects: []) {
            $0.animationExport = nil
            $0.error = StoreError(.export, "disk full")
        }
    }

    func testTheMenuExportsOneCycleFromTheAnimationsStart() throws {
        let state = card
        let motion = try XCTUnwrap(state.scene.animation)
        XCTAssertEqual(state.animationExportTimeline, MotionTimeline(seconds: 2 * motion.hold, fps: PlaygroundState.animationExportFPS))
        // Mid-spring, the export still starts where the loop starts, as the command line does.
        var playing = update(state, .playToggled(true)).0
        playing = update(playing, .frameTicked(seconds: 1)).0
        playing = update(playing, .frameTicked(seconds: 2.6)).0
        XCTAssertNotEqual(playing.animatedValue, motion.first)
        XCTAssertEqual(playing.animationExportScene.animatedParameter?.defaultValue, motion.first)
        // With the animation off, from the inset as set.
        let set = update(update(state, .playToggled(false)).0, .inset(15)).0
        XCTAssertEqual(set.animationExportScene.animatedParameter?.defaultValue, 15)
        XCTAssertNil(Fixture.state.animationExport)
    }
}
