// Numbers typed into the window's spin buttons, and the zoom shortcuts, as a user types them
// (xdotool under Xvfb); the outcome read back from the state file the app saves on quit.
import Foundation
import XCTest

final class TypedNumberTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws {
        try AppProcess.requireDisplay()
        sandbox = try Sandbox()
        try sandbox.writeState(StateFileTests.state(radius: 30))
    }

    override func tearDown() { sandbox?.remove() }

    /// The saved state file as JSON.
    private func saved() throws -> [String: Any] {
        let data = try Data(contentsOf: sandbox.stateFile)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func savedRadius() throws -> Double? {
        try (saved()["container"] as? [String: Any])?["radius"] as? Double
    }

    /// "abc" is refused and the old value kept: the Up key then steps from 30, not from 0.
    func testTextThatIsNotANumberKeepsTheOldValue() throws {
        let app = try InteractiveApp(in: sandbox)
        app.key("alt+r", "ctrl+a")  // _Radius
        app.type("abc")
        app.key("Return", "Up")
        let run = try app.quit()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try savedRadius(), 31, "the radius after \"abc\", Enter and Up")
    }

    /// A decimal comma is read as one (the test machine's locale is C.UTF-8), and so is a point.
    func testADecimalCommaOrPointIsAccepted() throws {
        let app = try InteractiveApp(in: sandbox)
        app.key("alt+r", "ctrl+a")
        app.type("12,5")
        app.key("Return")
        let run = try app.quit()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try savedRadius(), 12.5)

        let again = try InteractiveApp(in: sandbox)
        again.key("alt+r", "ctrl+a")
        again.type(" 7.25 ")
        again.key("Tab")  // leaving the field reads it too
        XCTAssertEqual(try again.quit().status, 0)
        XCTAssertEqual(try savedRadius(), 7.25)
    }

    /// Ctrl+1 is 100 %, Ctrl+plus the next step (150 %), Ctrl+minus back, Ctrl+0 fit.
    func testTheZoomShortcuts() throws {
        let app = try InteractiveApp(in: sandbox)
        app.key("ctrl+1", "ctrl+plus")
        var run = try app.quit()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try saved()["zoom"] as? Double, 1.5)

        let again = try InteractiveApp(in: sandbox)
        again.key("ctrl+minus", "ctrl+minus")
        run = try again.quit()
        XCTAssertEqual(try saved()["zoom"] as? Double, 2.0 / 3)
        let fit = try InteractiveApp(in: sandbox)
        fit.key("ctrl+0")
        run = try fit.quit()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try saved()["zoom"] as? String, "fit")
    }
}
