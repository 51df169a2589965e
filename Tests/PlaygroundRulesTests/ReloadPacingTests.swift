// When a watched `.swift` file is imported again and when a failed import's error is due.
import PlaygroundRules
import XCTest

final class ReloadPacingTests: XCTestCase {
    func testAChangeStartsOneImportAndTheEventsOfOneSaveMakeOne() {
        var pacing = ReloadPacing()
        XCTAssertTrue(pacing.changed(at: 1), "the first change schedules an import")
        XCTAssertFalse(pacing.changed(at: 1.001), "a second event before it starts joins it")
        pacing.starting()
        XCTAssertEqual(pacing.phase, .running)
        XCTAssertEqual(pacing.finished(failed: false), .init(importAgain: false, errorDue: nil))
        XCTAssertEqual(pacing.phase, .idle)
    }

    func testAChangeDuringAnImportMakesExactlyOneMoreNeverTwoAtOnce() {
        var pacing = ReloadPacing()
        _ = pacing.changed(at: 1)
        pacing.starting()
        XCTAssertFalse(pacing.changed(at: 1.02), "no second import while one runs")
        XCTAssertFalse(pacing.changed(at: 1.03))
        XCTAssertEqual(pacing.finished(failed: true), .init(importAgain: true, errorDue: nil), "the running import's error waits for the next")
        XCTAssertEqual(pacing.phase, .running)
        XCTAssertEqual(pacing.finished(failed: false), .init(importAgain: false, errorDue: nil))
    }

    func testAFailureIsDueADelayAfterTheLastChange() {
        var pacing = ReloadPacing()
        _ = pacing.changed(at: 5)
        pacing.starting()
        XCTAssertEqual(pacing.finished(failed: true).errorDue, 5 + ReloadPacing.errorDelay)
        // Another change, another failure: due after that change, not the first.
        XCTAssertTrue(pacing.changed(at: 7))
        pacing.starting()
        XCTAssertEqual(pacing.finished(failed: true).errorDue, 7 + ReloadPacing.errorDelay)
    }
}
