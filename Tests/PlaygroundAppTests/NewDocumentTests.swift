// New (Ctrl+N) through the real window as a user works it (xdotool under Xvfb): the nested-cards
// template's form filled in, the document it makes saved and read back.
import ConcentricCore
import ConcentricJSON
import ConcentricRender
import ConcentricScene
import Foundation
import XCTest

final class NewDocumentTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws {
        try AppProcess.requireDisplay()
        sandbox = try Sandbox()
    }

    override func tearDown() { sandbox?.remove() }

    /// Ctrl+N, depth 5 typed into Nesting depth (Alt+D), Nested Cards (Alt+N), Save As: the
    /// saved document lays out five nested cards, the innermost inside the other four.
    func testNewNestedCardsWithDepthFive() throws {
        let app = try InteractiveApp(in: sandbox)
        try app.openDialog("ctrl+n")
        app.key("alt+d", "ctrl+a")
        app.type("5")
        app.key("Tab")
        try app.answerDialog("alt+n")
        let file = sandbox.file("five.json")
        try app.saveAs(file)
        let run = try app.quit()
        XCTAssertEqual(run.status, 0, run.stderr)
        let problems = run.stderr.split(separator: "\n").filter { $0.contains("-WARNING **") || $0.contains("-CRITICAL **") }
        XCTAssertEqual(problems, [], "GTK or GLib complained")
        let scene = try SceneFile.load(fileAt: file, devices: DeviceCatalog.bundled()).document
        let layout = SceneRenderer.layout(scene)
        let cards = (1...6).compactMap { layout.node(named: "card \($0)") }
        XCTAssertEqual(cards.count, 5, "the saved document's cards: \(cards.map(\.frame))")
        for (outer, inner) in zip(cards, cards.dropFirst()) {
            let (o, i) = (outer.frame, inner.frame)
            XCTAssertTrue(o.minX < i.minX && o.minY < i.minY && i.maxX < o.maxX && i.maxY < o.maxY, "\(i) is not inside \(o)")
        }
        XCTAssertEqual(scene.parameters.map(\.name), ["inset"])
        XCTAssertEqual(scene.parameters.first?.defaultValue, 8, "the template's inset, untouched")
    }
}
