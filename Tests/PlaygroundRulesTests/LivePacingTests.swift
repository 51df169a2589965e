// The status line's pacing while values move: at most one new text per interval, ending on the last.
import PlaygroundRules
import XCTest

final class LivePacingTests: XCTestCase {
    func testAtRestEveryChangeIsShownAtOnce() {
        var pacing = LivePacing()
        XCTAssertEqual(pacing.offer("a", live: false, at: 0), .show("a"))
        XCTAssertEqual(pacing.offer("b", live: false, at: 0.001), .show("b"))
        XCTAssertEqual(pacing.offer("b", live: false, at: 0.002), .none, "the same text is not set again")
        XCTAssertEqual(pacing.shown, "b")
        XCTAssertNil(pacing.held)
    }

    func testWhileLiveOneTextPerIntervalAndTheLastOneOfferedIsShownWhenDue() {
        var pacing = LivePacing()
        // The first frame of a motion shows its text at once.
        XCTAssertEqual(pacing.offer("1", live: true, at: 10), .show("1"))
        // Frames 1/60 s apart: the next ones wait for the interval; one deadline is asked for.
        XCTAssertEqual(pacing.offer("2", live: true, at: 10.017), .hold(until: 10 + LivePacing.interval))
        XCTAssertEqual(pacing.offer("3", live: true, at: 10.033), .none)
        XCTAssertEqual(pacing.offer("4", live: true, at: 10.050), .none)
        XCTAssertEqual(pacing.held, "4")
        XCTAssertEqual(pacing.shown, "1")
        // The timer fires: the latest text, not the first one held.
        XCTAssertEqual(pacing.due(at: 10.1), "4")
        XCTAssertEqual(pacing.shown, "4")
        XCTAssertNil(pacing.held)
        XCTAssertNil(pacing.due(at: 10.11), "nothing is held")
        // A frame after the interval shows at once.
        XCTAssertEqual(pacing.offer("5", live: true, at: 10.2), .show("5"))
    }

    func testTheMotionEndingShowsTheLastValueAtOnce() {
        var pacing = LivePacing()
        XCTAssertEqual(pacing.offer("moving 1", live: true, at: 0), .show("moving 1"))
        XCTAssertEqual(pacing.offer("moving 2", live: true, at: 0.02), .hold(until: LivePacing.interval))
        // The spring comes to rest within the interval: its resting text is shown now, and the
        // timer that fires later has nothing to show.
        XCTAssertEqual(pacing.offer("at rest", live: false, at: 0.03), .show("at rest"))
        XCTAssertNil(pacing.due(at: 0.1))
        XCTAssertEqual(pacing.shown, "at rest")
    }

    func testBackToTheShownTextNothingIsHeld() {
        var pacing = LivePacing()
        _ = pacing.offer("x", live: true, at: 0)
        XCTAssertEqual(pacing.offer("y", live: true, at: 0.01), .hold(until: LivePacing.interval))
        XCTAssertEqual(pacing.offer("x", live: true, at: 0.02), .none)
        XCTAssertNil(pacing.held)
        XCTAssertNil(pacing.due(at: 0.1), "the line already shows x")
        // A later held text gets a deadline of its own.
        XCTAssertEqual(pacing.offer("z", live: true, at: 0.12), .show("z"))
        XCTAssertEqual(pacing.offer("w", live: true, at: 0.13), .hold(until: 0.12 + LivePacing.interval))
    }
}
