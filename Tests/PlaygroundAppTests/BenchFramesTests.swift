// `concentric-bench frames`: the real window animates under Xvfb and reports its frames as one JSON line.
import ConcentricCore
import ConcentricJSON
import Foundation
import XCTest

final class BenchFramesTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws { sandbox = try Sandbox() }
    override func tearDown() { sandbox?.remove() }

    /// Two and a half seconds hold the first spring (it starts 1.3 s after the first frame): the
    /// clock ticks, every sample is a positive duration, and nothing is persisted. How many ticks
    /// arrive depends on the machine's load: `make bench` reports it, no test asserts it.
    func testTheAnimationRunsAndItsFramesAreReported() throws {
        try AppProcess.requireDisplay()
        try sandbox.writeState(#"{"version": 1, "animation": false}"#)
        let before = try String(contentsOf: sandbox.stateFile, encoding: .utf8)
        let run = try AppProcess.run(["frames", "2.5"], in: sandbox, executable: "concentric-bench")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.gtkProblems, [], "GTK or GLib complained")
        let report = try run.benchReport()
        XCTAssertEqual(try report.field("benchmark").string(), "animation")
        let refresh = try report.field("refreshIntervalMs").elements().map { try $0.number() }
        XCTAssertEqual(refresh.count, 1)
        XCTAssertGreaterThan(refresh.first ?? 0, 1, "a refresh interval in milliseconds")
        XCTAssertGreaterThanOrEqual(try report.field("runs").number(), 1, "the forced-on animation sprang")
        let ticks = try report.field("ticks").number()
        XCTAssertGreaterThan(ticks, 0, "the forced-on animation ticked")
        let intervals = try report.field("frameIntervalsMs").elements().map { try $0.number() }
        XCTAssertFalse(intervals.isEmpty)
        XCTAssertTrue(intervals.allSatisfy { $0 > 0 }, "\(intervals)")
        for field in ["updateMs", "updateCPUMs", "drawMs", "frameWorkMs", "frameWorkCPUMs", "wallIntervalsMs"] {
            let values = try report.field(field).elements().map { try $0.number() }
            XCTAssertFalse(values.isEmpty, field)
            XCTAssertTrue(values.allSatisfy { $0 >= 0 && $0 < 10_000 }, field)
        }
        XCTAssertEqual(try report.field("updateMs").elements().count, Int(ticks))
        // The status line follows the spring at most ten times a second (StatusLine, LivePacing),
        // not on every tick: 2.5 s hold at most 25 paced texts, and each spring's start and rest.
        let runs = try report.field("runs").number()
        let statusUpdates = try report.field("statusUpdates").number()
        XCTAssertGreaterThan(statusUpdates, 0, "the status line followed the spring")
        XCTAssertLessThanOrEqual(statusUpdates, 25 + 2 * (runs + 1), "\(statusUpdates) status texts for \(ticks) ticks")
        XCTAssertGreaterThan(try report.field("startPeakKB").number(), 1_000)
        XCTAssertGreaterThanOrEqual(try report.field("peakKB").number(), try report.field("startPeakKB").number())
        XCTAssertEqual(try String(contentsOf: sandbox.stateFile, encoding: .utf8), before, "the state file is left alone")
    }

    /// With the desktop's reduce motion (GtkSettings' gtk-enable-animations, read from
    /// $XDG_CONFIG_HOME/gtk-4.0/settings.ini) the animation the benchmark forces on never runs:
    /// in the same 2.5 s that hold a spring above, the clock does not tick once.
    func testReduceMotionKeepsTheAnimationOff() throws {
        try AppProcess.requireDisplay()
        let gtk = sandbox.configHome.appendingPathComponent("gtk-4.0")
        try FileManager.default.createDirectory(at: gtk, withIntermediateDirectories: true)
        try "[Settings]\ngtk-enable-animations=false\n".write(to: gtk.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        let run = try AppProcess.run(["frames", "2.5"], in: sandbox, executable: "concentric-bench")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.gtkProblems, [], "GTK or GLib complained")
        XCTAssertTrue(run.stderr.contains("reduce motion is on: the animation did not run"), run.stderr)
        let report = try run.benchReport()
        XCTAssertEqual(try report.field("runs").number(), 0, "no spring started")
        XCTAssertEqual(try report.field("ticks").number(), 0, "the animation clock never ticked")
        XCTAssertGreaterThanOrEqual(try report.field("draws").number(), 1, "the window was drawn")
    }

    func testBadDurationsAreUsageErrors() throws {
        for value in ["0", "-1", "ten", "601", "nan"] {
            let run = try AppProcess.run(["frames", value], in: sandbox, executable: "concentric-bench")
            XCTAssertEqual(run.status, 2, "\(value): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix("concentric-bench: expected a number of seconds"), run.stderr)
            XCTAssertEqual(run.stdout, "")
        }
        // The app itself no longer measures.
        let run = try AppProcess.run(["--bench-frames", "1"], in: sandbox)
        XCTAssertEqual(run.status, 2, run.stderr)
    }
}
