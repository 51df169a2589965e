// The layer list in the real app, read through a real AT-SPI client (atspi/layer_list.py, Debian's
// python3-pyatspi) while xdotool presses keys: its rows' names, expanding, the arrow keys moving
// inside it and Tab leaving it. Each run has a session bus and an accessibility bus of its own
// (dbus-run-session, at-spi-bus-launcher), so it needs only the display the test runner gives.
import Foundation
import XCTest

final class LayerListTests: XCTestCase {
    /// concentric-card's rows are named by the view's name and kind ("card, VStack"), or the kind
    /// alone; Right expands a row and then moves to its first child, Down moves on, Left goes to
    /// the parent and then collapses it; every selection reaches the window (its status line, in
    /// this branch's wiring, shows the selected path).
    func testRowsAreNamedAndTheArrowKeysMoveAsInATree() throws {
        let run = try LayerListSession.run(["concentric-card"], keys: ["Down", "Down", "Right", "Right", "Down", "Left", "Left"])
        let steps = run.steps
        guard steps.count == 8 else { return XCTFail("expected 8 snapshots, got \(steps.count)\n\(run.trace)") }
        XCTAssertEqual(steps[0].rows.map(\.name), ["ZStack", "LinearGradient", "card, VStack"], "the rows at start\n\(run.trace)")
        XCTAssertEqual(steps[0].rows.map(\.isExpanded), [true, false, false], "only the root row starts open\n\(run.trace)")
        XCTAssertEqual(steps[0].rows.map(\.isExpandable), [true, false, true], "the rows with children are the expandable ones\n\(run.trace)")
        for step in steps {
            for row in step.rows where row.name.isEmpty || row.name.hasPrefix("Gtk") {
                XCTFail("after \(step.key) a row is named \"\(row.name)\"\n\(run.trace)")
            }
        }
        // (key, the selected row, its path in the status line, the rows shown)
        let expected: [(String, String, String, [String])] = [
            ("Down", "LinearGradient", "root/0", ["ZStack", "LinearGradient", "card, VStack"]),
            ("Down", "card, VStack", "root/1", ["ZStack", "LinearGradient", "card, VStack"]),
            ("Right", "card, VStack", "root/1", ["ZStack", "LinearGradient", "card, VStack", "Label", "white surface, Text"]),
            ("Right", "Label", "root/1/0", ["ZStack", "LinearGradient", "card, VStack", "Label", "white surface, Text"]),
            ("Down", "white surface, Text", "root/1/1", ["ZStack", "LinearGradient", "card, VStack", "Label", "white surface, Text"]),
            ("Left", "card, VStack", "root/1", ["ZStack", "LinearGradient", "card, VStack", "Label", "white surface, Text"]),
            ("Left", "card, VStack", "root/1", ["ZStack", "LinearGradient", "card, VStack"]),
        ]
        for (index, (key, selected, path, rows)) in expected.enumerated() {
            let step = steps[index + 1]
            let context = "after press \(index + 1) (\(key))\n\(run.trace)"
            XCTAssertEqual(step.key, key)
            XCTAssertEqual(step.rows.map(\.name), rows, "rows \(context)")
            XCTAssertEqual(step.rows.filter(\.isSelected).map(\.name), [selected], "selected \(context)")
            XCTAssertEqual(step.focused?.name, selected, "focused \(context)")
            XCTAssertEqual(step.status, path, "status line \(context)")
        }
    }

    /// Tab leaves the list for the next control, not the next row (from a middle row: GTK 4.8's
    /// own Tab leaves only from the last one); Shift+Tab from there comes back to the selected
    /// row, and Shift+Tab from the list leaves it backwards, not to the previous row.
    func testTabLeavesTheList() throws {
        let run = try LayerListSession.run(["concentric-card"], keys: ["Down", "Tab", "shift+Tab", "shift+Tab"])
        let steps = run.steps
        guard steps.count == 5 else { return XCTFail("expected 5 snapshots, got \(steps.count)\n\(run.trace)") }
        XCTAssertEqual(steps[1].focused?.name, "LinearGradient", "Down did not move to the middle row\n\(run.trace)")
        XCTAssertEqual(steps[1].focused?.isInLayers, true, "Down did not keep the focus in the list\n\(run.trace)")
        XCTAssertEqual(steps[2].focused?.isInLayers, false, "Tab did not leave the list\n\(run.trace)")
        XCTAssertNotNil(steps[2].focused, "Tab left the focus nowhere\n\(run.trace)")
        XCTAssertEqual(steps[3].focused?.name, "LinearGradient", "Shift+Tab did not come back to the selected row\n\(run.trace)")
        XCTAssertEqual(steps[4].focused?.isInLayers, false, "Shift+Tab did not leave the list backwards\n\(run.trace)")
        XCTAssertNotNil(steps[4].focused, "Shift+Tab left the focus nowhere\n\(run.trace)")
    }
}

extension LayerListTests {
    /// The editing keys are reported, not acted on by the list: Delete, Alt+Up, Alt+Down,
    /// Ctrl+D, Ctrl+C, Ctrl+V; Enter activates the row.
    func testEditingKeysAreReported() throws {
        let keys = ["Down", "Delete", "alt+Up", "alt+Down", "ctrl+d", "ctrl+c", "ctrl+v", "Return"]
        let run = try LayerListSession.run(["concentric-card"], keys: keys)
        let expected = ["root/0", "key delete", "key moveUp", "key moveDown", "key duplicate", "key copy", "key paste", "activate root/0"]
        XCTAssertEqual(run.steps.dropFirst().map(\.status), expected, "\(run.trace)")
        XCTAssertEqual(run.steps.last?.rows.map(\.name), ["ZStack", "LinearGradient", "card, VStack"], "the list changed by itself\n\(run.trace)")
    }

    /// Dragging a row reports the move as `SceneEdit.move` takes it: onto the middle of a stack's
    /// row, into it at the end; onto the bottom of a row, after it (the index counted once the
    /// view has left its place); onto the top of a leaf, before it; into its own child, nothing.
    /// (The pointer is placed from AT-SPI's extents, a few pixels off GTK's own: the fractions
    /// keep clear of the zones' edges.)
    func testDraggingARowReportsTheMove() throws {
        let run = try LayerListSession.run(
            ["concentric-card"], keys: ["Down", "Down", "Right", "drag:2:3:0.6", "drag:1:2:0.6", "drag:1:2:0.97", "drag:2:1:0.3"])
        let expected = [
            "root/0", "root/1", "root/1", "root/1",
            "move root/0 to root/1 at 2", "move root/0 to root at 1", "move root/1 to root at 0",
        ]
        XCTAssertEqual(run.steps.dropFirst().map(\.status), expected, "\(run.trace)")
    }
}

/// One run of atspi/layer_list.py against the app: a snapshot before the first key and after each.
struct LayerListSession: Decodable {
    struct Row: Decodable {
        var name: String
        var isSelected: Bool
        var isExpandable: Bool
        var isExpanded: Bool
        enum CodingKeys: String, CodingKey {
            case name, isSelected = "selected", isExpandable = "expandable", isExpanded = "expanded"
        }
    }

    struct Focus: Decodable {
        var name: String
        var role: String
        var isInLayers: Bool
        enum CodingKeys: String, CodingKey { case name, role, isInLayers = "inLayers" }
    }

    struct Step: Decodable {
        var key: String
        var rows: [Row]
        var focused: Focus?
        var status: String?
        enum CodingKeys: String, CodingKey { case key = "step", rows, focused, status }
    }

    var steps: [Step]
    var error: String?
    var stderr: String?

    /// Every snapshot, for failure messages.
    var trace: String {
        steps.map { step in
            let rows = step.rows.map { row in
                row.name + (row.isSelected ? " [selected]" : "") + (row.isExpanded ? " [open]" : "")
            }
            return "  \(step.key): focus \(step.focused.map { "\($0.role) \"\($0.name)\"\($0.isInLayers ? " (in Layers)" : "")" } ?? "none"), "
                + "status \(step.status ?? "-"), rows \(rows)"
        }.joined(separator: "\n")
    }

    static func run(_ arguments: [String], keys: [String], file: StaticString = #filePath, line: UInt = #line) throws -> LayerListSession {
        try AppProcess.requireDisplay()
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        guard FileManager.default.isExecutableFile(atPath: python.path),
              FileManager.default.isExecutableFile(atPath: "/usr/libexec/at-spi-bus-launcher")
        else { throw AppTestError("the AT-SPI client needs /usr/bin/python3 with python3-pyatspi and at-spi2-core (scripts/deps.sh test)") }
        let app = try AppProcess.binary(file: file, line: line)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("atspi/layer_list.py")
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        func json(_ strings: [String]) throws -> String { String(decoding: try JSONEncoder().encode(strings), as: UTF8.self) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = sandbox.configHome.path
        environment.removeValue(forKey: "CONCENTRIC_DEVICES")
        let result = try ConcentricExecutable(url: URL(fileURLWithPath: "/usr/bin/dbus-run-session")).run(
            [
                "--", "bash", "-c",
                #"/usr/libexec/at-spi-bus-launcher --launch-immediately & launcher=$!; "$@"; status=$?; kill $launcher; exit $status"#,
                "layer-list", python.path, script.path, app.path, try json(arguments), try json(keys),
            ],
            environment: environment, directory: sandbox.folder, timeout: 120, file: file, line: line)
        guard let last = result.stdout.split(separator: "\n").last,
              let session = try? JSONDecoder().decode(LayerListSession.self, from: Data(last.utf8))
        else { throw AppTestError("the AT-SPI client printed no report (status \(result.status))\n\(result.stdout)\n\(result.stderr)") }
        if let error = session.error { throw AppTestError("\(error)\n\(session.stderr ?? "")") }
        let problems = (session.stderr ?? "").split(separator: "\n").filter { $0.contains("-CRITICAL") || $0.contains("-WARNING") }
        XCTAssertEqual(problems, [], "GTK warned while the layer list was used", file: file, line: line)
        return session
    }
}
