// The layer list in the real app, read through a real AT-SPI client (atspi/layer_list.py, Debian's
// python3-pyatspi) while xdotool presses keys: its rows' names, expanding, the arrow keys moving
// inside it and Tab leaving it. Each run has a session bus and an accessibility bus of its own
// (dbus-run-session, at-spi-bus-launcher), so it needs only the display the test runner gives.
import ConcentricTestSupport
import Foundation
import XCTest

final class LayerListTests: XCTestCase {
    /// concentric-card's rows are named by the view's name and kind ("card, VStack"), or the kind
    /// alone; Right expands a row and then moves to its first child, Down moves on, Left goes to
    /// the parent and then collapses it; every selection reaches the store (the status line under
    /// the canvas describes the selected view).
    func testRowsAreNamedAndTheArrowKeysMoveAsInATree() throws {
        let run = try LayerListSession.run(["concentric-card"], keys: ["Down", "Down", "Right", "Right", "Right", "Right", "Down", "Left", "Left", "Left", "Left"])
        let steps = run.steps
        guard steps.count == 12 else { return XCTFail("expected 12 snapshots, got \(steps.count)\n\(run.trace)") }
        XCTAssertEqual(steps[0].rows.map(\.name), ["ZStack", "LinearGradient", "card, VStack"], "the rows at start\n\(run.trace)")
        XCTAssertEqual(steps[0].rows.map(\.isExpanded), [true, false, false], "only the root row starts open\n\(run.trace)")
        XCTAssertEqual(steps[0].rows.map(\.isExpandable), [true, false, true], "the rows with children are the expandable ones\n\(run.trace)")
        for step in steps {
            for row in step.rows where row.name.isEmpty || row.name.hasPrefix("Gtk") {
                XCTFail("after \(step.key) a row is named \"\(row.name)\"\n\(run.trace)")
            }
        }
        // (key, the selected row, the status line's start, the rows shown): the card's named
        // part "orange surface" is a row between the card and its views.
        let card = ["ZStack", "LinearGradient", "card, VStack"]
        let part = card + ["orange surface, VStack"]
        let open = part + ["Label", "white surface, Text"]
        let expected: [(String, String, String, [String])] = [
            ("Down", "LinearGradient", "Selected: LinearGradient ·", card),
            ("Down", "card, VStack", "Selected: card (VStack) ·", card),
            ("Right", "card, VStack", "Selected: card (VStack) ·", part),
            ("Right", "orange surface, VStack", "Selected: orange surface (VStack) ·", part),
            ("Right", "orange surface, VStack", "Selected: orange surface (VStack) ·", open),
            ("Right", "Label", "Selected: Label ·", open),
            ("Down", "white surface, Text", "Selected: white surface (Text) ·", open),
            ("Left", "orange surface, VStack", "Selected: orange surface (VStack) ·", open),
            ("Left", "orange surface, VStack", "Selected: orange surface (VStack) ·", part),
            ("Left", "card, VStack", "Selected: card (VStack) ·", part),
            ("Left", "card, VStack", "Selected: card (VStack) ·", card),
        ]
        for (index, (key, selected, path, rows)) in expected.enumerated() {
            let step = steps[index + 1]
            let context = "after press \(index + 1) (\(key))\n\(run.trace)"
            XCTAssertEqual(step.key, key)
            XCTAssertEqual(step.rows.map(\.name), rows, "rows \(context)")
            XCTAssertEqual(step.rows.filter(\.isSelected).map(\.name), [selected], "selected \(context)")
            XCTAssertEqual(step.focused?.name, selected, "focused \(context)")
            XCTAssertTrue(step.status?.hasPrefix(path) == true, "status line \(step.status ?? "-") \(context)")
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
    /// The editing keys act on the selected row's view while the list has focus: Ctrl+D
    /// duplicates it, Ctrl+Z undoes that, Alt+Down and Alt+Up move it, Ctrl+C and Ctrl+V paste a
    /// copy after it, Delete removes the selected view.
    func testEditingKeysEditTheScene() throws {
        let keys = ["Down", "ctrl+d", "ctrl+z", "alt+Down", "alt+Up", "ctrl+c", "ctrl+v", "Delete"]
        let run = try LayerListSession.run(["concentric-card"], keys: keys)
        let start = ["ZStack", "LinearGradient", "card, VStack"]
        let twice = ["ZStack", "LinearGradient", "LinearGradient", "card, VStack"]
        let expected = [start, twice, start, ["ZStack", "card, VStack", "LinearGradient"], start, start, twice, start]
        XCTAssertEqual(run.steps.dropFirst().map { $0.rows.map(\.name) }, expected, "\(run.trace)")
    }

    /// Dragging a row moves the view as `SceneEdit.move` takes it: into its own child, nothing;
    /// onto the middle of a stack's row, into it at the end. Ctrl+Z puts it back.
    func testDraggingARowMovesTheView() throws {
        let run = try LayerListSession.run(["concentric-card"], keys: ["Down", "Down", "Right", "drag:2:3:0.6", "drag:1:2:0.6", "ctrl+z"])
        // Hovering the part's row on the way opens it, as GTK's expanders do under a drag.
        let open = ["ZStack", "LinearGradient", "card, VStack", "orange surface, VStack", "Label", "white surface, Text"]
        guard run.steps.count == 7 else { return XCTFail("expected 7 snapshots\n\(run.trace)") }
        XCTAssertEqual(run.steps[4].rows.map(\.name), open, "a row dropped into its own child moved\n\(run.trace)")
        XCTAssertFalse(run.steps[5].rows.map(\.name).starts(with: ["ZStack", "LinearGradient"]), "the gradient did not move into the card\n\(run.trace)")
        XCTAssertEqual(run.steps[6].rows.prefix(3).map(\.name), ["ZStack", "LinearGradient", "card, VStack"], "undo did not put it back\n\(run.trace)")
    }

    /// Enter on a row goes on to the inspector: the focus lands on the selected view's first
    /// control, its name, with the text selected, so typing renames the view (GTK 4.8 does not
    /// report the focus inside an AdwEntryRow over AT-SPI: the rename shows where it went).
    func testEnterOnARowFocusesTheInspector() throws {
        let run = try LayerListSession.run(["concentric-card"], keys: ["Down", "Down", "Right", "Right", "Right", "Right", "Down", "Return", "type:renamed", "Return"])
        guard let last = run.steps.last, run.steps.count == 11 else { return XCTFail("expected 11 snapshots\n\(run.trace)") }
        XCTAssertEqual(last.rows.map(\.name), ["ZStack", "LinearGradient", "card, VStack", "orange surface, VStack", "Label", "renamed, Text"], "the rows after typing\n\(run.trace)")
        XCTAssertEqual(last.rows.filter(\.isSelected).map(\.name), ["renamed, Text"], "the selection after the rename\n\(run.trace)")
    }

    /// Selecting another view with the same rows (card 1, then card 2 inside it) keeps the
    /// inspector's widgets and shows the new view in them: the second rename goes to card 2,
    /// the first stays on card 1.
    func testTheInspectorKeptForAnotherViewEditsThatView() throws {
        let keys = [
            "Down", "Down", "Return", "type:outer", "Return",
            "focus:outer, ZStack", "Right", "Right", "Return", "type:inner", "Return",
        ]
        let run = try LayerListSession.run(["nested-cards"], keys: keys)
        guard let last = run.steps.last else { return XCTFail("no snapshot\n\(run.trace)") }
        XCTAssertEqual(Array(last.rows.map(\.name).prefix(4)), ["ZStack", "LinearGradient", "outer, ZStack", "inner, ZStack"], "the rows after both renames\n\(run.trace)")
        XCTAssertEqual(last.rows.filter(\.isSelected).map(\.name), ["inner, ZStack"], "the selection after the second rename\n\(run.trace)")
    }

    /// Views of different kinds share their first rows: from the Label to `white surface` (a Text
    /// with a background shape) the name row stays where it is while the rows after it change,
    /// and each rename goes to the view shown.
    func testRenamingViewsOfDifferentKindsRenamesEach() throws {
        let keys = [
            "Down", "Down", "Right", "Right", "Right", "Right", "Return", "type:badge", "Return",
            "focus:badge, Label", "Down", "Return", "type:surface", "Return",
        ]
        let run = try LayerListSession.run(["concentric-card"], keys: keys)
        guard let last = run.steps.last else { return XCTFail("no snapshot\n\(run.trace)") }
        XCTAssertEqual(Array(last.rows.map(\.name).prefix(6)), ["ZStack", "LinearGradient", "card, VStack", "orange surface, VStack", "badge, Label", "surface, Text"], "the rows after both renames\n\(run.trace)")
    }

    /// End to end: select the `white surface` row, make its top-leading corner
    /// fixed 30 in the inspector, save through the Save As chooser and read the file back. On the
    /// way the selection goes up to the Label and back: the Label has no shape, so the surface's
    /// shape rows are put aside and then put back instead of built again, and the corner edited in
    /// those controls still reaches the surface.
    func testInspectorEditIsSaved() throws {
        let (corner, context) = try savedWhiteSurfaceCorner(
            selecting: ["Down", "Down", "Right", "Right", "Right", "Right", "Down", "Up", "Down"],
            after: ["focus:Top leading radius, in points", "ctrl+a", "type:30", "Tab"])
        XCTAssertEqual(corner as? [String: Double], ["fixed": 30], context)
    }

    /// A corner's value bound to a parameter from the inspector, as a number row's is: make the
    /// corner fixed, choose `inset` in the value's "from" drop-down (after "Value", the scene's one
    /// parameter), save and read `{"fixed": {"param": "inset"}}` back from the file.
    func testInspectorBindsACornerToAParameterAndSaves() throws {
        let (corner, context) = try savedWhiteSurfaceCorner(after: ["focus:Top leading radius from", "space", "Down", "Return"])
        XCTAssertEqual(corner as? [String: [String: String]], ["fixed": ["param": "inset"]], context)
    }

    /// Opens `concentric-card`, selects the `white surface` row (pressing `selection`), makes its
    /// top-leading corner fixed (its drop-down opened from the keyboard: the popover's focus starts
    /// on its first item, "Concentric", two down is "Fixed"), presses `keys`, saves through the Save As chooser, and
    /// answers the saved file's top-leading corner style with a context for failures.
    private func savedWhiteSurfaceCorner(
        selecting selection: [String] = ["Down", "Down", "Right", "Right", "Right", "Right", "Down"], after keys: [String]
    ) throws -> (corner: Any?, context: String) {
        let folder = try makeTemporaryFolder("editor-save")
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = folder.appendingPathComponent("edited.json")
        let run = try LayerListSession.run(["concentric-card"], keys: selection + [
            "focus:Top leading", "space", "Down", "Down", "Return",
        ] + keys + ["ctrl+s", "window:Save the Scene", "ctrl+a", "type:\(saved.path)", "Return"])
        let text = try String(contentsOf: saved, encoding: .utf8)
        let file = try JSONSerialization.jsonObject(with: Data(text.utf8))
        guard let surface = Self.view(named: "white surface", in: file) else { return (nil, "no white surface in \(text)\n\(run.trace)") }
        return (Self.cornerStyle("topLeadingCorner", in: surface), "white surface's top leading corner in \(text)\n\(run.trace)")
    }

    /// A click at the centre of a view (its frame from `concentric layout`, through the canvas's
    /// Fit) selects it in the layer list; Delete removes it and Ctrl+Z brings its row back.
    func testCanvasClickSelectsAndDeleteUndoes() throws {
        let click = try CardLayout().centre(ofName: "white surface")
        // Focus on the canvas after the click: Delete removes the selection, Ctrl+Z brings it back.
        let run = try LayerListSession.run(["concentric-card"], keys: [click, "Delete", "ctrl+z"])
        guard run.steps.count == 4 else { return XCTFail("expected 4 snapshots\n\(run.trace)") }
        XCTAssertEqual(run.steps[1].rows.filter(\.isSelected).map(\.name), ["white surface, Text"], "the click's row\n\(run.trace)")
        XCTAssertTrue(run.steps[1].status?.hasPrefix("Selected: white surface (Text)") == true, "status\n\(run.trace)")
        XCTAssertFalse(run.steps[2].rows.map(\.name).contains("white surface, Text"), "Delete left the row\n\(run.trace)")
        XCTAssertTrue(run.steps[3].rows.map(\.name).contains("white surface, Text"), "Ctrl+Z did not bring the row back\n\(run.trace)")
    }

    /// Selecting on the canvas: a click on the label (it paints nothing) selects the innermost
    /// part around it, the card's "orange surface", a double click the label itself; a click on
    /// the white surface selects it, Alt+click the orange surface below it, again the card's rim,
    /// again the gradient below that; Escape clears the selection; with the canvas focused, Up
    /// and Down move through siblings, Left to the parent (the part), Right to the first child.
    func testCanvasClicksAndArrowKeysSelect() throws {
        let layout = try CardLayout()
        let label = try layout.centre(ofKind: "label"), surface = try layout.centre(ofName: "white surface")
        let keys = [
            label, label + ":double", surface, surface + ":alt", surface + ":alt", surface + ":alt", "Escape",
            surface, "Up", "Left", "Right", "Down",
        ]
        let run = try LayerListSession.run(["concentric-card"], keys: keys)
        guard run.steps.count == keys.count + 1 else { return XCTFail("expected \(keys.count + 1) snapshots\n\(run.trace)") }
        // (the selected row, the status line's start) after each step
        let expected: [(String?, String)] = [
            ("orange surface, VStack", "Selected: orange surface (VStack) ·"),
            ("Label", "Selected: Label ·"),
            ("white surface, Text", "Selected: white surface (Text) ·"),
            ("orange surface, VStack", "Selected: orange surface (VStack) ·"),
            ("card, VStack", "Selected: card (VStack) ·"),
            ("LinearGradient", "Selected: LinearGradient ·"),
            (nil, "Innermost: "),
            ("white surface, Text", "Selected: white surface (Text) ·"),
            ("Label", "Selected: Label ·"),
            ("orange surface, VStack", "Selected: orange surface (VStack) ·"),
            ("Label", "Selected: Label ·"),
            ("white surface, Text", "Selected: white surface (Text) ·"),
        ]
        for (index, (selected, status)) in expected.enumerated() {
            let step = run.steps[index + 1]
            let context = "after step \(index + 1) (\(step.key))\n\(run.trace)"
            XCTAssertEqual(step.rows.filter(\.isSelected).map(\.name), selected.map { [$0] } ?? [], "selected row \(context)")
            XCTAssertTrue(step.status?.hasPrefix(status) == true, "status line \(step.status ?? "-") \(context)")
        }
        // The arrow keys acted on the canvas, not on the list.
        XCTAssertEqual(run.steps.last?.focused?.name, "Canvas", "the focus after the arrow keys\n\(run.trace)")
    }

    /// The selected white surface's top-left handle sits at its corner's centre (radius 8):
    /// dragged 8 points right and down it makes the corner fixed and larger (the status line's
    /// first radius grows), and one Ctrl+Z gives the whole drag back.
    func testDraggingACornerHandleSetsItsRadiusInOneUndoStep() throws {
        let layout = try CardLayout()
        let keys = [try layout.centre(ofName: "white surface"), try layout.drag("white surface", from: { x, y, _, _ in (x + 8, y + 8) }, by: 8, 8), "ctrl+z"]
        let run = try LayerListSession.run(["concentric-card"], keys: keys)
        guard run.steps.count == 4 else { return XCTFail("expected 4 snapshots\n\(run.trace)") }
        func radii(_ step: Int) -> String? {
            guard let status = run.steps[step].status, let range = status.range(of: #"radii [0-9., ]+ pt"#, options: .regularExpression) else { return nil }
            return String(status[range])
        }
        XCTAssertEqual(radii(1), "radii 8, 8, 38, 38 pt", "the white surface selected\n\(run.trace)")
        XCTAssertNotEqual(radii(2), radii(1), "the drag changed no radius\n\(run.trace)")
        XCTAssertFalse(radii(2)?.hasPrefix("radii 8,") ?? true, "the top-left corner is still 8 after the drag\n\(run.trace)")
        XCTAssertEqual(radii(3), radii(1), "one Ctrl+Z did not undo the whole drag\n\(run.trace)")
        XCTAssertEqual(run.steps[2].rows.filter(\.isSelected).map(\.name), ["white surface, Text"], "the drag changed the selection\n\(run.trace)")
    }

    /// The white surface's bottom edge handle (its padding's bottom, 12): dragged 10 points down
    /// the surface grows 10 points taller (within the pointer's pixel), in one undo step. In a
    /// window 1,000 px tall: in the default one the surface is drawn too thin for edge handles.
    func testDraggingAnEdgeHandleSetsThePadding() throws {
        let layout = try CardLayout()
        let keys = [try layout.centre(ofName: "white surface"), try layout.drag("white surface", from: { x, y, w, h in (x + w / 2, y + h) }, by: 0, 10), "ctrl+z"]
        let run = try LayerListSession.run(["concentric-card"], keys: keys, windowHeight: 1000)
        guard run.steps.count == 4 else { return XCTFail("expected 4 snapshots\n\(run.trace)") }
        func height(_ step: Int) -> Double? {
            guard let status = run.steps[step].status, let range = status.range(of: #"× [0-9.]+ pt"#, options: .regularExpression) else { return nil }
            return Double(status[range].dropFirst(2).dropLast(3))
        }
        let before = try XCTUnwrap(height(1), run.trace)
        // The pointer moves in whole pixels of a canvas drawn at Fit (under 1 px per point), so
        // the drag's 10 points land within a point; the padding takes whole points.
        let grown = try XCTUnwrap(height(2), run.trace) - before
        XCTAssertEqual(grown, 10, accuracy: 1, "the surface's height after the drag\n\(run.trace)")
        XCTAssertEqual(grown, grown.rounded(), "the padding moved by whole points\n\(run.trace)")
        XCTAssertEqual(height(3), before, "one Ctrl+Z did not undo the whole drag\n\(run.trace)")
    }

    /// The keyboard does what the handles' drags do: Enter on the canvas gives the white surface's
    /// top-leading corner handle the arrow keys, Right moves it inward a point (the concentric
    /// corner turns fixed), Shift+Right four, Tab goes on to the next handle, Escape back to the
    /// view; the presses on one handle are one undo step. A screen reader is told the handle.
    func testTheArrowKeysMoveTheFocusedHandle() throws {
        let layout = try CardLayout()
        let keys = [
            try layout.centre(ofName: "white surface"), "Return", "Right", "Right", "shift+Right", "Tab", "Left", "Escape", "Right",
            "ctrl+z", "ctrl+z",
        ]
        let run = try LayerListSession.run(["concentric-card"], keys: keys)
        guard run.steps.count == keys.count + 1 else { return XCTFail("expected \(keys.count + 1) snapshots\n\(run.trace)") }
        func radii(_ step: Int) -> String? {
            guard let status = run.steps[step].status, let range = status.range(of: #"radii [0-9., ]+ pt"#, options: .regularExpression) else { return nil }
            return String(status[range])
        }
        func description(_ step: Int) -> String { run.steps[step].focused?.description ?? "" }
        XCTAssertEqual(radii(1), "radii 8, 8, 38, 38 pt", "the white surface selected\n\(run.trace)")
        XCTAssertEqual(run.steps[1].focused?.name, "Canvas", run.trace)
        XCTAssertFalse(description(1).contains("Handle"), "a handle has the keyboard before Enter: \(description(1))")
        XCTAssertEqual(radii(2), radii(1), "Enter changed a radius\n\(run.trace)")
        XCTAssertTrue(description(2).contains("Handle Top leading: concentric, 8 pt."), "Enter: \(description(2))")
        // The surface is 46 pt tall: layout draws the fixed corner and the concentric 38 below it
        // scaled to fit, so the keys are read in the value set and in a top-leading radius that grows.
        func topLeading(_ step: Int) -> Double? { radii(step).flatMap { Double($0.dropFirst(6).prefix { $0 != "," }) } }
        for (step, value) in [(3, 9), (4, 10), (5, 14)] {
            XCTAssertTrue(description(step).contains("Handle Top leading: \(value) pt."), "step \(step): \(description(step))")
            XCTAssertGreaterThan(try XCTUnwrap(topLeading(step), run.trace), try XCTUnwrap(topLeading(step - 1), run.trace), "step \(step)\n\(run.trace)")
        }
        XCTAssertEqual(run.steps[6].focused?.name, "Canvas", "Tab left the canvas instead of going to the next handle\n\(run.trace)")
        XCTAssertTrue(description(6).contains("Handle Top trailing: concentric, 8 pt."), "Tab: \(description(6))")
        XCTAssertTrue(description(7).contains("Handle Top trailing: 9 pt."), "Left moves the top-trailing handle inward: \(description(7))")
        XCTAssertNotEqual(radii(7), radii(6), run.trace)
        XCTAssertFalse(description(8).contains("Handle"), "Escape kept a handle: \(description(8))")
        XCTAssertEqual(radii(9), radii(7), "Right after Escape moved a handle\n\(run.trace)")
        XCTAssertEqual(run.steps[9].rows.filter(\.isSelected).map(\.name), ["white surface, Text"], "the view's own keys after Escape\n\(run.trace)")
        XCTAssertEqual(radii(10), radii(5), "one Ctrl+Z gives back the top-trailing presses\n\(run.trace)")
        XCTAssertEqual(radii(11), radii(1), "one more gives back the top-leading ones\n\(run.trace)")
    }

    /// The view named `name` anywhere in a scene file's JSON.
    static func view(named name: String, in json: Any) -> [String: Any]? {
        if let object = json as? [String: Any] {
            if Self.names(of: object).contains(name) { return object }
            for value in object.values { if let found = view(named: name, in: value) { return found } }
        } else if let array = json as? [Any] {
            for value in array { if let found = view(named: name, in: value) { return found } }
        }
        return nil
    }

    /// A view's names: its `name` modifiers.
    static func names(of view: [String: Any]) -> [String] {
        (view["modifiers"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    /// The value of `key` anywhere inside `json` (the corner inside the view's background shape).
    static func cornerStyle(_ key: String, in json: Any) -> Any? {
        if let object = json as? [String: Any] {
            if let value = object[key] { return value }
            for value in object.values { if let found = cornerStyle(key, in: value) { return found } }
        } else if let array = json as? [Any] {
            for value in array { if let found = cornerStyle(key, in: value) { return found } }
        }
        return nil
    }
}

/// concentric-card's layout from `concentric layout`: a click step at the centre of a view.
struct CardLayout {
    private let nodes: [[String: Any]]
    private let width: Double, height: Double

    init() throws {
        let layout = try ConcentricExecutable.locate().run(["layout", "concentric-card"])
        let json = try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any]
        guard let screen = json?["screen"] as? [String: Any], let nodes = json?["nodes"] as? [[String: Any]],
              let width = screen["width"] as? Double, let height = screen["height"] as? Double
        else { throw AppTestError("concentric layout's JSON has no screen or nodes:\n\(layout.stdout.prefix(2000))") }
        (self.nodes, self.width, self.height) = (nodes, width, height)
    }

    /// layer_list.py's canvas drag by (dx, dy) points from the point `start` gives for the frame
    /// (x, y, width, height) of the first node named `name`.
    func drag(_ name: String, from start: (_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> (Double, Double), by dx: Double, _ dy: Double) throws -> String {
        guard let frame = nodes.first(where: { $0["name"] as? String == name })?["frame"] as? [String: Double],
              let x = frame["x"], let y = frame["y"], let w = frame["width"], let h = frame["height"]
        else { throw AppTestError("concentric layout has no \(name) with a frame") }
        let (px, py) = start(x, y, w, h)
        return "canvasdrag:\(px):\(py):\(px + dx):\(py + dy):\(width):\(height)"
    }

    /// layer_list.py's canvas click at the centre of the first node named `name`.
    func centre(ofName name: String) throws -> String { try centre(of: name) { $0["name"] as? String == name } }
    /// The same at the centre of the first node of this kind.
    func centre(ofKind kind: String) throws -> String { try centre(of: kind) { $0["kind"] as? String == kind } }

    private func centre(of what: String, where matches: ([String: Any]) -> Bool) throws -> String {
        guard let frame = nodes.first(where: matches)?["frame"] as? [String: Double],
              let x = frame["x"], let y = frame["y"], let w = frame["width"], let h = frame["height"]
        else { throw AppTestError("concentric layout has no \(what) with a frame") }
        return "canvas:\(x + w / 2):\(y + h / 2):\(width):\(height)"
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
        /// A node by role and name.
        struct Named: Decodable, Equatable {
            var role: String
            var name: String
        }

        var name: String
        var role: String
        /// What a screen reader reads after the name (the canvas's says which handle has the keyboard).
        var description: String?
        var isInLayers: Bool
        enum CodingKeys: String, CodingKey { case name, role, description, isInLayers = "inLayers" }
    }

    /// An item of an open menu: its accessible name and whether it can be chosen.
    struct MenuItem: Decodable, Equatable {
        var name: String
        var sensitive: Bool
    }

    struct Step: Decodable {
        var key: String
        var rows: [Row]
        var focused: Focus?
        var status: String?
        /// The open menus' items, page by page (the main page, then each submenu's, which starts
        /// with its Back item named by the submenu's title); empty when no menu is open, nil unless
        /// the session `readsMenus`.
        var menu: [[MenuItem]]?
        /// After a "controls" step: every shown, named node outside the layer list.
        var controls: [Focus.Named]?
        enum CodingKeys: String, CodingKey { case key = "step", rows, focused, status, menu, controls }
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

    /// `readsMenus`: each step also lists the open menus' items (`menu`; nil otherwise), a walk of
    /// the whole accessible tree per step.
    /// `windowHeight`: the window's height (its default else), for a canvas drawn larger at Fit.
    static func run(
        _ arguments: [String], keys: [String], readsMenus: Bool = false, windowHeight: Int? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> LayerListSession {
        try AppProcess.requireDisplay()
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        guard FileManager.default.isExecutableFile(atPath: python.path),
              FileManager.default.isExecutableFile(atPath: "/usr/libexec/at-spi-bus-launcher")
        else { throw AppTestError("the AT-SPI client needs /usr/bin/python3 with python3-pyatspi and at-spi2-core (scripts/deps.sh test)") }
        let app = try AppProcess.binary(file: file, line: line)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("atspi/layer_list.py")
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        if let windowHeight {
            try sandbox.writeState(#"""
                {"version": 1, "device": "iphone-16-pro", "animation": false, "zoom": "fit", "document": "untitled",
                 "overlays": {"centers": false, "radii": false, "insets": false, "errors": false},
                 "window": {"width": 1200, "height": \#(windowHeight), "maximized": false}}
                """#)
        }
        func json(_ strings: [String]) throws -> String { String(decoding: try JSONEncoder().encode(strings), as: UTF8.self) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = sandbox.configHome.path
        // The accessibility bus launcher puts its socket in the runtime folder (else ~/.cache,
        // per display) and removes it when killed: a folder of its own keeps the test runner's
        // bus (scripts/test.sh's, which AccessibleSession uses) alive for the tests after this.
        let runtime = sandbox.file("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment.removeValue(forKey: "CONCENTRIC_DEVICES")
        environment["CONCENTRIC_ATSPI_MENUS"] = readsMenus ? "1" : nil
        let withBus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/with-a11y-bus.sh")
        let result = try ConcentricExecutable(url: URL(fileURLWithPath: "/usr/bin/dbus-run-session")).run(
            ["--", withBus.path, python.path, script.path, app.path, try json(arguments), try json(keys)],
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
