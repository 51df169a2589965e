// Numbers typed into spin buttons (the New dialog's nested-cards fields), and the zoom
// shortcuts, as a user types them (xdotool under Xvfb); the outcome read back from the scene
// file Save As writes and from the state file the app saves on quit.
import Foundation
import XCTest

final class TypedNumberTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws {
        try AppProcess.requireDisplay()
        sandbox = try Sandbox()
    }

    override func tearDown() { sandbox?.remove() }

    /// The saved state file as JSON.
    private func saved() throws -> [String: Any] {
        let data = try Data(contentsOf: sandbox.stateFile)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// New (Ctrl+N) with `keys` typed into its Inset field (Alt+S), then Nested Cards (Alt+N)
    /// and Save As; the new document's inset parameter as saved.
    private func newCardsInset(_ type: (InteractiveApp) -> Void) throws -> Double? {
        let app = try InteractiveApp(in: sandbox)
        try app.openDialog("ctrl+n")
        app.key("alt+s", "ctrl+a")
        type(app)
        try app.answerDialog("alt+n")
        let file = sandbox.file("new-\(UUID().uuidString).json")
        try app.saveAs(file)
        let run = try app.quit()
        XCTAssertEqual(run.status, 0, run.stderr)
        let scene = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let parameters = scene["parameters"] as? [String: Any] ?? [:]
        XCTAssertEqual(Array(parameters.keys), ["inset"], "\(scene)")
        return parameters["inset"] as? Double
    }

    /// "abc" is refused and the old value kept: the Up key then steps from 8, not from 0.
    func testTextThatIsNotANumberKeepsTheOldValue() throws {
        let inset = try newCardsInset { app in
            app.type("abc")
            app.key("Return", "Up")
        }
        XCTAssertEqual(inset, 9, "the inset after \"abc\", Enter and Up")
    }

    /// A decimal comma is read as one (the test machine's locale is C.UTF-8), and so is a point.
    func testADecimalCommaOrPointIsAccepted() throws {
        XCTAssertEqual(try newCardsInset { app in
            app.type("12,5")
            app.key("Return")
        }, 12.5)
        XCTAssertEqual(try newCardsInset { app in
            app.type(" 7.5 ")
            app.key("Tab")  // leaving the field reads it too
        }, 7.5)
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
