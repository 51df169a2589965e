// The window as a screen reader and a keyboard user meet it: a real AT-SPI client
// (atspi/tree.py, Debian's python3-pyatspi) reads the running app's accessibility tree, sends keys
// with xdotool and follows the focus. These runs need the accessibility bus scripts/test.sh starts
// (CONCENTRIC_ATSPI_BUS=1); the app runs without GTK_A11Y=none and NO_AT_BRIDGE.
import ConcentricScene
import Foundation
import XCTest

final class AccessibilityTests: XCTestCase {
    /// Every control is named, by its label: no GType name ("GtkToggleButton"), no mnemonic
    /// underscore, no word said twice ("Zoom Zoom"); a drop-down's options are named too, and so
    /// are the New dialog's controls (the nested-cards template's form).
    func testEveryControlIsNamedByItsLabel() throws {
        let session = try AccessibleSession.run(steps: [
            // Alt+D: the Scene popover, open on the Layout direction's list.
            "tree", "keys", "alt+d", "1", "sleep", "1", "tree", "keys", "Escape", "1", "keys", "Escape", "1",
            "keys", "ctrl+n", "1", "wait-name", "Corner styles", "5", "tree",
        ])
        let window = try session.tree(0)
        let problems = window.controls.compactMap(\.namingProblem)
        XCTAssertEqual(problems, [], "controls a screen reader cannot name properly\n\(window.outline)")
        let withPopup = try session.tree(1)
        let items = withPopup.all.filter { AccessibleNode.itemRoles.contains($0.role) }
        let names = Set(items.map(\.name))
        for direction in ["Left to right", "Right to left"] {
            XCTAssertTrue(names.contains(direction), "the Layout direction drop-down's options have no name \"\(direction)\" (named items: \(names.sorted()))\n\(withPopup.outline)")
        }
        XCTAssertEqual(items.compactMap(\.namingProblem), [], "the open drop-down's options\n\(withPopup.outline)")
        // The New dialog: its own window, with the template's form.
        let windows = try session.windows(2)
        guard let dialog = windows.first(where: { $0.all.contains { $0.name == "New Scene" } }) else {
            return XCTFail("Ctrl+N showed no \"New Scene\" dialog\n\(windows.map(\.outline).joined(separator: "\n"))")
        }
        let form = dialog.controls.map(\.name)
        for name in ["Inset", "Nesting depth", "Uniform corners", "Corner styles", "Nested Cards", "Empty Screen", "Cancel"] {
            XCTAssertTrue(form.contains(name), "the New dialog has no control named \(name): \(form)\n\(dialog.outline)")
        }
        XCTAssertEqual(dialog.controls.compactMap(\.namingProblem), [], "the New dialog's controls\n\(dialog.outline)")
    }

    /// A greyed-out control is greyed out for assistive technologies too: they report neither
    /// SENSITIVE nor ENABLED. In the uniform card (no parameter, no animation) Play does not
    /// apply, and the Parameters group has no slider to grey out but says the
    /// scene declares none; with nothing done yet there is nothing to undo or redo.
    func testInsensitiveControlsAreReportedInsensitive() throws {
        let session = try AccessibleSession.run(arguments: ["uniform-card"], steps: ["tree"])
        let window = try session.tree(0)
        for (role, name) in [("push button", "Play"), ("push button", "Undo"), ("push button", "Redo")] {
            let controls = window.controls.filter { $0.role == role && $0.name == name }
            XCTAssertFalse(controls.isEmpty, "no \(role) named \(name)\n\(window.outline)")
            for control in controls {
                // The control and whatever it is made of.
                for part in control.all where AccessibleNode.controlRoles.contains(part.role) {
                    XCTAssertFalse(
                        part.states.contains("sensitive") || part.states.contains("enabled"),
                        "\(part.role) \"\(part.name)\" (in \(name)) is greyed out but reports \(part.states)")
                }
            }
        }
        XCTAssertEqual(window.controls.filter { $0.role == "slider" && $0.name != "Time" }.map(\.name), [], "a scene without parameters has no parameter slider\n\(window.outline)")
        XCTAssertTrue(window.all.contains { $0.name == "This scene declares no parameters." }, "no empty-state line in Parameters\n\(window.outline)")
        // The switch where it applies (the sample card animates its inset) is sensitive, and so
        // is its inset slider: the checks above are not ones that pass on any window.
        let card = try AccessibleSession.run(arguments: ["concentric-card"], steps: ["tree"]).tree(0)
        for (role, name) in [("slider", "inset"), ("push button", "Play")] {
            let control = card.controls.first { $0.role == role && $0.name == name }
            XCTAssertTrue(control?.states.contains("sensitive") ?? false, "the sample card's \(name) \(role): \(control?.states ?? [])\n\(card.outline)")
        }
    }

    /// Tab from the window's start visits the header bar's buttons and every control, and comes
    /// back to where it began; Shift+Tab too, backwards. No key press leaves the focus where it
    /// was (a trap, as the canvas was).
    func testTabAndShiftTabCycleThroughEveryControl() throws {
        // An edit makes Undo sensitive; an edit undone makes Redo sensitive (and Undo not: a
        // second, uncoalesced edit needs a control the window no longer has), so each run
        // checks the one that can take focus.
        try checkTabCycle(after: ["set-value", "slider", "inset", "12", "keys", "Escape", "1"], historyButton: "Undo")
        try checkTabCycle(after: ["set-value", "slider", "inset", "12", "keys", "ctrl+z", "1"], historyButton: "Redo")
    }

    private func checkTabCycle(after edits: [String], historyButton: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let session = try AccessibleSession.run(steps: edits + ["tree", "keys", "Tab", "120", "mark", "keys", "shift+Tab", "120"])
        let window = try session.tree(0)
        let button = window.controls.first { $0.role == "push button" && $0.name == historyButton }
        XCTAssertTrue(button?.states.contains("sensitive") ?? false, "\(historyButton) is not sensitive after \(edits)\n\(window.outline)", file: file, line: line)
        let presses = session.report.focus
        let split = session.report.marks.first ?? presses.count
        // The edits' own key presses come first.
        let before = edits.filter { $0 == "keys" }.count
        let forward = Array(presses[min(before, split)..<split]), backward = Array(presses[split...])
        // Controls named properly (the others are testEveryControlIsNamedByItsLabel's failures).
        let expected = window.controls.filter { $0.isReachable && $0.namingProblem == nil }.map(\.name)
        for (direction, sequence) in [("Tab", forward), ("Shift+Tab", backward)] {
            guard sequence.count > 2, let first = sequence.first?.focused else {
                XCTFail("\(direction): the first press focused nothing\n  \(AccessibleSession.trace(sequence))", file: file, line: line)
                continue
            }
            var problems: [String] = []
            if let stuck = zip(sequence, sequence.dropFirst()).first(where: { $0.0.focused?.path == $0.1.focused?.path })?.1.focused {
                problems.append("a press left the focus on \(stuck.role) \"\(stuck.name)\" (a trap)")
            }
            if sequence.last?.focused?.path != first.path {
                problems.append("it did not come back to \(first.role) \"\(first.name)\" (where its first press went) within \(sequence.count) presses")
            }
            let visited = sequence.compactMap(\.focused)
            var missing: [String] = []
            for name in [historyButton, "Scene", "Export", "Main menu"] + expected where !missing.contains(name) {
                let found = visited.contains { focus in focus.pathNames.contains { $0.caseInsensitiveCompare(name) == .orderedSame } }
                if !found { missing.append(name) }
            }
            if !missing.isEmpty { problems.append("it never reached \(missing.map { "\"\($0)\"" }.joined(separator: ", "))") }
            if !problems.isEmpty {
                XCTFail("\(direction): \(problems.joined(separator: "; "))\n  \(AccessibleSession.trace(sequence))", file: file, line: line)
            }
        }
    }

    /// Export gives feedback: a toast "Exported …" after Export ▸ PNG (Ctrl+E, then the file
    /// chooser, answered with a path in a temporary folder), whose Open Folder button works
    /// without a warning.
    func testExportShowsAToast() throws {
        let folder = try temporaryFolder()
        let destination = folder.appendingPathComponent("card.png")
        let session = try AccessibleSession.run(steps: [
            "keys", "ctrl+e", "1", "keys", "Return", "1", "focus-dialog", "keys", "ctrl+a", "1", "type", destination.path,
            "keys", "Return", "1", "wait-name", "Exported", "5",
            // The toast's Open Folder (gtk_show_uri with the folder's file:// URI): nothing
            // handles it under Xvfb, but pressing it must not make GTK or GLib warn (run checks).
            // It is pressed before the tree is read: reading a whole tree on a loaded machine
            // can outlast the toast.
            "act", "push button", "Open Folder", "sleep", "1", "tree",
        ])
        let outline = try session.tree(0).outline
        XCTAssertTrue(FileManager.default.fileExists(atPath: destination.path), "Export ▸ PNG did not write \(destination.path): the test's key presses missed\n\(outline)")
        let toast = session.report.steps.first { $0.tree == nil }?.found
        XCTAssertNotNil(toast, "no accessible with \"Exported\" in its name appeared within 5 s of the export (no toast)\n\(outline)")
        if let toast { XCTAssertTrue(toast.name.contains("card.png"), "the toast does not name the file: \"\(toast.name)\"") }
    }

    /// The wheel over the parameters' unfocused spin button and slider, under the canvas, leaves
    /// their value alone (GTK gives the turn to the control: three notches changed inset 8 → 5).
    /// The inspector's test checks that the pane scrolls instead.
    func testTheWheelOverAParametersControlsEditsOnlyWithTheFocus() throws {
        let session = try AccessibleSession.run(
            arguments: ["concentric-card"],
            steps: ["tree", "wheel", "spin button", "inset, in points", "3", "wheel", "slider", "inset", "3", "tree",
                    "tab-to", "inset, in points", "80", "wheel", "spin button", "inset, in points", "1", "tree"])
        func spin(_ tree: AccessibleNode) -> AccessibleNode? { tree.all.first { $0.role == "spin button" && $0.name == "inset, in points" } }
        let (first, second) = (try session.tree(0), try session.tree(1))
        let before = try XCTUnwrap(spin(first), "no spin button named inset\n\(first.outline)")
        let after = try XCTUnwrap(spin(second), "the inset spin button is gone")
        XCTAssertEqual(before.value, 8)
        XCTAssertEqual(after.value, 8, "the wheel changed the value under the pointer")
        // With the keyboard focus, the spin button takes the wheel as GTK's does.
        XCTAssertEqual(try XCTUnwrap(spin(try session.tree(2))).value, 7, "a focused spin button did not take the wheel")
    }

    /// The inspector's pane takes the wheel as the sidebar does: over an unfocused spin button of
    /// the selected card's inspector (a long one: it overflows the pane) the pane scrolls and
    /// the value stays.
    func testTheWheelScrollsTheInspectorInsteadOfEditing() throws {
        let session = try AccessibleSession.run(
            arguments: ["concentric-card"],
            steps: [
                "resize", "1280", "1000", "sleep", "1", "tab-to", "ZStack", "40", "keys", "Down", "2", "keys", "Right", "2", "keys", "Return", "1", "sleep", "0.5", "tree",
                "wheel", "spin button", "Top leading minimum, in points", "3", "tree",
            ])
        func spin(_ tree: AccessibleNode) -> AccessibleNode? { tree.all.first { $0.role == "spin button" && $0.name == "Top leading minimum, in points" } }
        let (first, second) = (try session.tree(0), try session.tree(1))
        let before = try XCTUnwrap(spin(first), "no spin button named Top leading minimum, in points\n\(first.outline)")
        let after = try XCTUnwrap(spin(second), "the spin button is gone")
        XCTAssertEqual(after.value, before.value, "the wheel changed the value under the pointer")
        let (top, moved) = (try XCTUnwrap(before.extents).y, try XCTUnwrap(after.extents).y)
        XCTAssertLessThan(moved, top - 50, "the inspector did not scroll (the spin button stayed at y \(top))")
    }

    /// The selected orange surface (the card's named part) shows its shape's four corners as
    /// they sit on the shape, in one grid on screen at 1,280 × 800 under the view's own group:
    /// each corner's style drop-down (its description the resolved radius), its radius beside
    /// the corner it names.
    func testTheCornersAreAGridAsTheySitOnTheShape() throws {
        let session = try AccessibleSession.run(
            arguments: ["concentric-card"],
            steps: ["resize", "1280", "800", "sleep", "1", "tab-to", "ZStack", "40", "keys", "Down", "2", "keys", "Right", "2", "sleep", "0.5", "tree"])
        let window = try session.tree(0)
        func corner(_ name: String) throws -> AccessibleNode {
            try XCTUnwrap(window.all.first { $0.name == name && $0.role == "combo box" }, "no drop-down named \(name)\n\(window.outline)")
        }
        let (tl, tr, bl, br) = (try corner("Top leading"), try corner("Top trailing"), try corner("Bottom leading"), try corner("Bottom trailing"))
        let e = try [tl, tr, bl, br].map { try XCTUnwrap($0.extents, "\($0.name) has no extents") }
        XCTAssertEqual(e[0].y, e[1].y, "the top corners are not side by side: \(e[0]) \(e[1])")
        XCTAssertEqual(e[2].y, e[3].y, "the bottom corners are not side by side: \(e[2]) \(e[3])")
        XCTAssertEqual(e[0].x, e[2].x, "the leading corners are not one above the other: \(e[0]) \(e[2])")
        XCTAssertGreaterThan(e[1].x, e[0].x + e[0].width, "top trailing is not right of top leading")
        XCTAssertGreaterThan(e[2].y, e[0].y + e[0].height, "bottom leading is not below top leading")
        let frame = try XCTUnwrap(window.extents)
        XCTAssertLessThanOrEqual(e[3].y + e[3].height, frame.height, "the last corner is below the window (\(e[3]) in \(frame))")
        // The orange surface's concentric corners: minimum 8, resolved 48 inside the card's 56.
        XCTAssertEqual(tl.description, "Resolved: 48 pt", "the top leading drop-down's description")
        XCTAssertTrue(window.all.contains { $0.name == "48 pt" }, "no resolved radius shown in the grid\n\(window.outline)")
        let spin = try XCTUnwrap(window.all.first { $0.role == "spin button" && $0.name == "Top leading minimum, in points" }, window.outline)
        XCTAssertEqual(spin.value, 8)
    }

    /// The card's background radius row, at 1,280 × 800: beside its slider the title's column
    /// is narrow, so the radius layout gave is written short under the title ("56 pt", on one
    /// line, as the corner grid writes it) and said whole with the slider ("Resolved: 56 pt").
    func testARadiusRowShowsItsResolvedRadiusOnOneLine() throws {
        let session = try AccessibleSession.run(arguments: ["concentric-card"], steps: [
            "resize", "1280", "800", "sleep", "1", "tab-to", "ZStack", "40", "keys", "Down", "2", "sleep", "0.5", "tree",
        ])
        let window = try session.tree(0)
        let slider = try XCTUnwrap(window.all.first { $0.role == "slider" && $0.name == "Radius" }, "no Radius slider\n\(window.outline)")
        XCTAssertEqual(slider.description, "Resolved: 56 pt")
        let subtitle = try XCTUnwrap(window.all.first { $0.name == "56 pt" }, "no resolved radius under the title\n\(window.outline)")
        let line = try XCTUnwrap(subtitle.extents, "the resolved radius has no extents")
        XCTAssertLessThan(line.height, 24, "the resolved radius takes more than a line: \(line)")
        XCTAssertFalse(window.all.contains { $0.name.hasPrefix("Resolved") && $0.role == "label" }, "the long form is shown\n\(window.outline)")
    }

    /// From the selected row of the card's "orange surface" in the layer list, Tab goes on to
    /// the canvas, then the inspector of that part: its Name, its shape's kind, and its top
    /// leading corner, at most five presses away and on screen at 1,280 × 800 without
    /// scrolling. Shift+Tab comes back the same way.
    func testTopLeadingIsFiveTabsFromTheOrangeSurfacesRow() throws {
        let session = try AccessibleSession.run(arguments: ["concentric-card"], steps: [
            "resize", "1280", "800", "sleep", "1", "tab-to", "ZStack", "40", "keys", "Down", "2", "keys", "Right", "2", "sleep", "0.5",
            "tree", "mark", "keys", "Tab", "5", "mark", "keys", "shift+Tab", "5",
        ])
        let window = try session.tree(0)
        let presses = session.report.focus
        let marks = session.report.marks
        guard marks.count == 2 else { return XCTFail("no marks\n\(AccessibleSession.trace(presses))") }
        XCTAssertEqual(presses[..<marks[0]].last?.focused?.name, "orange surface, VStack", "the row focused before Tab\n\(AccessibleSession.trace(presses))")
        let corner = try XCTUnwrap(window.all.first { $0.role == "combo box" && $0.name == "Top leading" }?.extents, window.outline)
        let frame = try XCTUnwrap(window.extents)
        XCTAssertLessThanOrEqual(corner.y + corner.height, frame.height, "Top leading is below the window at \(corner)")
        let forward = presses[marks[0]..<marks[1]].map { $0.focused?.name ?? "" }
        XCTAssertEqual(forward.first, "Canvas", "the first Tab from the list\n\(AccessibleSession.trace(presses))")
        XCTAssertTrue(forward.contains("Top leading"), "five Tab presses did not reach Top leading: \(forward)")
        let backward = presses[marks[1]...].map { $0.focused?.name ?? "" }
        XCTAssertEqual(backward.last, "orange surface, VStack", "Shift+Tab did not come back to the row: \(backward)")
    }

    /// Copy PNG (Ctrl+Shift+C) says what it put on the clipboard: an image of so many pixels.
    func testCopyShowsWhatWasCopied() throws {
        let session = try AccessibleSession.run(arguments: ["concentric-card"], steps: ["keys", "ctrl+shift+c", "1", "wait-name", "Image copied", "5"])
        let toast = session.report.steps.first { $0.found != nil }?.found
        XCTAssertNotNil(toast, "no accessible with \"Image copied\" in its name appeared within 5 s of Ctrl+Shift+C")
        if let toast {
            XCTAssertTrue(toast.name.range(of: #"^Image copied, \d+ × \d+ pixels$"#, options: .regularExpression) != nil, "the toast says \"\(toast.name)\"")
        }
    }

    /// At 360 × 480 the window still works: it gets that small, the canvas fills its width, and
    /// the sidebar is folded away: none of its controls beside the canvas, none reachable with Tab
    /// (a folded sidebar's controls are unmapped; one that took focus would be an invisible focus).
    func testNarrowWindowFoldsTheSidebar() throws {
        let session = try AccessibleSession.run(steps: ["resize", "360", "480", "sleep", "0.5", "tree", "keys", "Tab", "60"])
        let window = try session.tree(0)
        guard let frame = window.extents else { return XCTFail("the window has no extents\n\(window.outline)") }
        XCTAssertLessThanOrEqual(frame.width, 380, "the window cannot be made 360 px wide: it stays \(frame.width) × \(frame.height)")
        XCTAssertLessThanOrEqual(frame.height, 500, "the window cannot be made 480 px high: it stays \(frame.width) × \(frame.height)")
        guard let canvas = window.all.first(where: { $0.name == "Canvas" }), let area = canvas.extents else {
            return XCTFail("no canvas (an accessible named Canvas with extents)\n\(window.outline)")
        }
        XCTAssertGreaterThanOrEqual(area.width, frame.width * 8 / 10, "the canvas is \(area.width) px of the window's \(frame.width): the sidebar is beside it, not folded\n\(window.outline)")
        XCTAssertGreaterThan(area.height, 150, "the canvas is only \(area.height) px high")
        let sidebar = ["Shared centers", "Legend"]
        let presses = session.report.focus
        for press in presses {
            guard let focus = press.focused, let name = focus.pathNames.first(where: sidebar.contains) else { continue }
            XCTFail("with the sidebar folded, Tab reached \(focus.role) \"\(focus.name)\" (in \(name))\n  \(AccessibleSession.trace(presses))")
            break
        }
    }

    /// At 1,280 × 800 the layers are left of the canvas and the inspector right of it; Shift+F9
    /// hides the inspector (its controls off the screen, the canvas wider) and shows it again.
    func testTheInspectorIsRightOfTheCanvasAndShiftF9HidesIt() throws {
        let session = try AccessibleSession.run(steps: [
            "resize", "1280", "800", "sleep", "1", "tree", "keys", "shift+F9", "1", "sleep", "1", "tree", "keys", "shift+F9", "1", "sleep", "1", "tree",
        ])
        func look(_ index: Int) throws -> (canvas: AccessibleNode.Extents, name: AccessibleNode.Extents?, layers: AccessibleNode.Extents?, outline: String) {
            let window = try session.tree(index)
            guard let canvas = window.all.first(where: { $0.name == "Canvas" })?.extents else {
                throw AppTestError("no canvas with extents\n\(window.outline)")
            }
            // A hidden flap's controls keep their state; they are off the window's edge.
            let frame = window.extents.map { $0.x + $0.width } ?? Int.max
            let name = window.all.first { ["text", "entry"].contains($0.role) && $0.name == "Name" && ($0.extents?.x ?? Int.max) < frame }
            let layers = window.all.first { $0.role == "list" && $0.name == "Layers" && $0.states.contains("visible") }
            return (canvas, name?.extents, layers?.extents, window.outline)
        }
        let shown = try look(0), hidden = try look(1), again = try look(2)
        guard let name = shown.name, let layers = shown.layers else { return XCTFail("no inspector Name field or layer list on screen\n\(shown.outline)") }
        XCTAssertGreaterThanOrEqual(name.x, shown.canvas.x + shown.canvas.width, "the inspector is not right of the canvas \(shown.canvas)")
        XCTAssertLessThanOrEqual(layers.x + layers.width, shown.canvas.x, "the layers are not left of the canvas \(shown.canvas)")
        XCTAssertNil(hidden.name, "Shift+F9 left the inspector's Name field in the window at \(hidden.name.map(\.description) ?? "")")
        XCTAssertGreaterThan(hidden.canvas.width, shown.canvas.width + 200, "hiding the inspector did not widen the canvas")
        XCTAssertNotNil(again.name, "a second Shift+F9 did not show the inspector again\n\(again.outline)")
        XCTAssertEqual(again.canvas.width, shown.canvas.width, "the canvas is not as wide as before")
    }

    /// The playback bar under the canvas, by keyboard: Page Up on the scrubber pauses at the
    /// moment it shows, where the animated inset has the value the animation has then (played
    /// from its first value, as `render --time` draws it); Space on the bar plays on from there
    /// and pauses again, holding the moment the scrubber shows.
    func testTheScrubberShowsAMomentAndSpacePlaysFromIt() throws {
        let session = try AccessibleSession.run(arguments: ["concentric-card"], steps: [
            // One press a step: a step of several presses stops when the focus has not moved.
            "tab-to", "Time", "80", "keys", "Page_Up", "1", "keys", "Page_Up", "1", "keys", "Page_Up", "1", "keys", "Page_Up", "1", "sleep", "0.5", "tree",
            "keys", "space", "1", "sleep", "0.7", "tree", "keys", "space", "1", "sleep", "0.5", "tree", "sleep", "0.5", "tree",
        ])
        func look(_ index: Int) throws -> (playing: Bool?, time: Double?, inset: Double?, outline: String) {
            let window = try session.tree(index)
            let play = window.all.first { $0.role == "push button" && $0.name == "Play" }
            return (play.map { $0.states.contains("pressed") }, window.all.first { $0.role == "slider" && $0.name == "Time" }?.value,
                    window.all.first { $0.role == "slider" && $0.name == "inset" }?.value, window.outline)
        }
        let scrubbed = try look(0), playing = try look(1), paused = try look(2), later = try look(3)
        let motion = ParameterAnimation(parameter: "inset", first: 8, second: 20)
        XCTAssertEqual(scrubbed.playing, false, "the scrubber paused\n\(scrubbed.outline)")
        XCTAssertEqual(try XCTUnwrap(scrubbed.time, scrubbed.outline), 2, accuracy: 1e-9, "four pages of 0.5 s")
        XCTAssertEqual(try XCTUnwrap(scrubbed.inset, scrubbed.outline), motion.value(at: 2, initial: 8), accuracy: 0.01, "the inset at 2 s")
        XCTAssertEqual(playing.playing, true, "Space on the bar played\n\(playing.outline)")
        XCTAssertEqual(paused.playing, false, "Space again paused\n\(paused.outline)")
        // Reading the window takes a while, so where playing got to is not known in advance
        // (it may have gone round the cycle): the inset is the animation's at the moment held.
        let held = try XCTUnwrap(paused.time, paused.outline)
        XCTAssertNotEqual(held, 2, accuracy: 0.01, "playing did not move the scrubber on from 2 s")
        // Within a twentieth of a point, where a spring counts as arrived (AnimationPlayback).
        XCTAssertEqual(try XCTUnwrap(paused.inset, paused.outline), motion.value(at: held, initial: 8), accuracy: 0.05, "the inset at the paused moment")
        XCTAssertEqual(later.time, held, "the paused moment is held")
        XCTAssertEqual(later.inset, paused.inset, "the paused value is held")
    }

    /// K plays and pauses the animation wherever a key is not typed: from the layer list it
    /// presses Play and then releases it again; typed into the inspector's Name field it is a
    /// letter of the name, and Play stays as it was.
    func testKPlaysAndPausesOutsideTextFields() throws {
        let session = try AccessibleSession.run(steps: [
            "tab-to", "ZStack", "40", "tree", "keys", "k", "1", "sleep", "0.5", "tree", "keys", "k", "1", "sleep", "0.5", "tree",
            "keys", "Return", "1", "sleep", "0.5", "keys", "k", "1", "sleep", "0.5", "tree",
        ])
        func animates(_ index: Int) throws -> Bool? {
            let window = try session.tree(index)
            return window.all.first { $0.role == "push button" && $0.name == "Play" }.map { $0.states.contains("pressed") }
        }
        let states = try (0...3).map(animates)
        let last = try session.tree(3)
        XCTAssertEqual(states, [false, true, false, false], "Play after: nothing, K, K again, K in the Name field\n\(last.outline)")
        let focused = last.all.first { $0.states.contains("focused") }
        XCTAssertEqual(focused.map { "\($0.role) \($0.name)" }, "text Name", "Enter on the row did not put the focus in the Name field\n\(last.outline)")
    }

    /// F9 with the focus on a control in the sidebar moves the focus to the canvas as the
    /// sidebar slides out, so Space pressed at once changes nothing there (a control used unseen,
    /// or a drop-down left open following its anchor off the window).
    func testHidingTheSidebarTakesTheFocusOutOfIt() throws {
        let session = try AccessibleSession.run(steps: [
            "tab-to", "Legend", "60", "press", "F9 space", "sleep", "1", "tree",
        ])
        let window = try session.tree(0)
        let legend = window.all.first { $0.role == "check box" && $0.name == "Legend" }
        XCTAssertEqual(legend.map { $0.states.contains("checked") }, false, "Space reached the hidden sidebar's Legend\n\(window.outline)")
        let focused = window.all.first { $0.states.contains("focused") }
        XCTAssertEqual(focused?.name, "Canvas", "F9 left the focus in the hidden sidebar\n\(window.outline)")
    }

    /// New over unsaved changes asks first: after an edit, Ctrl+N ▸ Nested Cards shows "Save
    /// Changes?" (its answers named for a screen reader); Cancel keeps the edited document
    /// (still modified: its title keeps the mark) and closes the question.
    func testNewOverUnsavedChangesAsksAndCancelKeepsTheDocument() throws {
        let session = try AccessibleSession.run(steps: [
            "set-value", "slider", "inset", "12", "keys", "ctrl+n", "1", "wait-name", "Corner styles", "5",
            "act", "push button", "Nested Cards", "wait-name", "Save Changes?", "5", "tree",
            "act", "push button", "Cancel", "sleep", "1", "tree",
        ])
        let asked = try session.windows(0)
        guard let question = asked.first(where: { $0.all.contains { $0.name == "Save Changes?" } }) else {
            return XCTFail("no \"Save Changes?\" question after an edit and New\n\(asked.map(\.outline).joined(separator: "\n"))")
        }
        let answers = Set(question.controls.filter { $0.role == "push button" }.map(\.name))
        XCTAssertTrue(answers.isSuperset(of: ["Save", "Discard", "Cancel"]), "the question's answers: \(answers.sorted())\n\(question.outline)")
        XCTAssertEqual(question.controls.compactMap(\.namingProblem), [], "the question's controls\n\(question.outline)")
        let after = try session.windows(1)
        XCTAssertFalse(after.contains { $0.all.contains { $0.name == "Save Changes?" } }, "Cancel left the question open")
        let main = try session.tree(1)
        XCTAssertTrue(main.name.contains("• "), "after Cancel the document is no longer the edited one: the window is \"\(main.name)\"")
    }

    /// With LANGUAGE=es (LANG=C.UTF-8, the machines' one locale) the window's labels are
    /// Spanish, and so are the New dialog's.
    /// The Preset row names the presets in the user's language (the scenes' own texts stay).
    /// The Preset row names the preset, and its drop-down (Alt+P opens it in the Scene popover)
    /// gives each preset's description with its title, both in the user's language.
    func testThePresetRowNamesThePresetInTheUsersLanguage() throws {
        func picker(_ environment: [String: String] = [:]) throws -> (names: [String], items: [AccessibleNode]) {
            let session = try AccessibleSession.run(arguments: ["concentric-card"], steps: ["tree", "keys", "alt+p", "1", "sleep", "1", "tree"], environment: environment)
            let items = try session.windows(1).flatMap(\.all).filter { $0.role == "list item" && !$0.description.isEmpty }
            return (try session.tree(0).all.map(\.name), items)
        }
        let english = try picker()
        XCTAssertTrue(english.names.contains("Concentric card"), "no preset title: \(english.names)")
        let card = english.items.first { $0.name == "Concentric card" }
        XCTAssertTrue(card?.description.hasPrefix("The sample's ConcentricCardDemo") ?? false, "no description with the preset: \(english.items.map(\.name))")
        XCTAssertTrue(english.items.contains { $0.name == "Notes format sheet" && $0.description.hasPrefix("The documentation's third example") })
        let spanish = try picker(TranslationTests.spanish)
        XCTAssertTrue(spanish.names.contains("Tarjeta concéntrica"), "the preset's title is not translated: \(spanish.names)")
        let tarjeta = spanish.items.first { $0.name == "Tarjeta concéntrica" }
        XCTAssertTrue(tarjeta?.description.hasPrefix("El ConcentricCardDemo del ejemplo") ?? false, "the description is not translated: \(tarjeta?.description ?? "none")")
    }

    func testWindowIsSpanishWithLanguageEs() throws {
        let session = try AccessibleSession.run(
            steps: ["tree", "keys", "ctrl+n", "1", "wait-name", "Tarjetas anidadas", "5", "tree"], environment: TranslationTests.spanish)
        let names = Set(try session.tree(0).all.map(\.name))
        for (english, spanish) in [
            ("Undo", "Deshacer"), ("Export", "Exportar"), ("Scene", "Escena"), ("Overlays", "Superposiciones"), ("Animation", "Animación"),
            ("Main menu", "Menú principal"),
        ] {
            XCTAssertTrue(names.contains(spanish), "no \"\(spanish)\" (\(english)) in the Spanish window: \(names.sorted())")
            XCTAssertFalse(names.contains(english), "\"\(english)\" is not translated")
        }
        let dialogNames = Set(try session.windows(1).flatMap(\.all).map(\.name))
        for (english, spanish) in [("New Scene", "Escena nueva"), ("Nested Cards", "Tarjetas anidadas"), ("Nesting depth", "Niveles de anidamiento")] {
            XCTAssertTrue(dialogNames.contains(spanish), "no \"\(spanish)\" (\(english)) in the Spanish New dialog: \(dialogNames.sorted())")
            XCTAssertFalse(dialogNames.contains(english), "\"\(english)\" is not translated")
        }
    }
}

// MARK: - The AT-SPI session

/// One run of the app with an AT-SPI client beside it: the client's report and the app's output.
struct AccessibleSession {
    let report: Report
    let app: AppRun

    /// What the client printed: its steps' results, or an error.
    struct Report: Decodable {
        private var recordedSteps: [Step]?, recordedFocus: [Press]?, recordedMarks: [Int]?
        var error: String?
        private enum CodingKeys: String, CodingKey {
            case recordedSteps = "steps", recordedFocus = "focus", recordedMarks = "marks", error
        }

        /// The `tree`, `wait-name` steps' results, in order.
        var steps: [Step] { recordedSteps ?? [] }
        /// The focused accessible after each key press.
        var focus: [Press] { recordedFocus ?? [] }
        /// Where each `mark` step fell in `focus`.
        var marks: [Int] { recordedMarks ?? [] }
    }

    struct Step: Decodable {
        var tree: [AccessibleNode]?
        var found: AccessibleNode?
        /// A `sample` step's readings: for each, whether each of its texts was there.
        var samples: [[Bool]]?
    }

    struct Press: Decodable {
        var key: String
        var focused: Focus?
    }

    struct Focus: Decodable {
        var role: String
        var name: String
        var states: [String]
        /// From the window down, each step "role:name#index".
        var path: [String]

        /// The names along the path (the focused part of a drop-down is inside its named box).
        var pathNames: [String] {
            path.map { step in
                let name = step.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
                return name.split(separator: "#").dropLast().joined(separator: "#")
            }
        }
    }

    /// The focus after each press, one line each ("Tab → push button \"Undo\" in …").
    static func trace(_ presses: [Press]) -> String {
        presses.map { press in
            guard let focus = press.focused else { return "\(press.key) → (nothing)" }
            let within = focus.pathNames.dropFirst().dropLast().filter { !$0.isEmpty }.suffix(2).joined(separator: " › ")
            return "\(press.key) → \(focus.role) \"\(focus.name)\"" + (within.isEmpty ? "" : " in \(within)")
        }.joined(separator: "\n  ")
    }

    /// The `index`th tree the client recorded: the app's first window.
    func tree(_ index: Int, file: StaticString = #filePath, line: UInt = #line) throws -> AccessibleNode {
        let trees = report.steps.compactMap(\.tree)
        guard index < trees.count, let window = trees[index].first else {
            throw AppTestError("the AT-SPI client recorded \(trees.count) trees, not \(index + 1)")
        }
        return window
    }

    /// Every window of the `index`th tree the client recorded (the main one first, then dialogs).
    func windows(_ index: Int) throws -> [AccessibleNode] {
        let trees = report.steps.compactMap(\.tree)
        guard index < trees.count else { throw AppTestError("the AT-SPI client recorded \(trees.count) trees, not \(index + 1)") }
        return trees[index]
    }

    /// The client's script, beside this file.
    static let client = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("atspi/tree.py")

    /// Starts the app (`arguments`, `environment` over the test's, accessibility on) in a fresh
    /// sandbox, runs `meanwhile` (given the app's process id), the client's `steps` against it
    /// and `afterwards`, then ends the app, or waits for its end when `afterwards` says it
    /// asked the app to quit.
    /// Fails the test when the client fails, and when the app printed a GTK or GLib warning or
    /// critical.
    static func run(
        arguments: [String] = [], steps: [String], environment: [String: String] = [:],
        meanwhile: (Int32) throws -> Void = { _ in }, afterwards: () throws -> Bool = { false },
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> AccessibleSession {
        try AppProcess.requireDisplay()
        guard ProcessInfo.processInfo.environment["CONCENTRIC_ATSPI_BUS"] == "1" else {
            throw XCTSkip("no AT-SPI bus: run the tests with scripts/test.sh (make test)")
        }
        for tool in ["/usr/bin/python3", "/usr/bin/xdotool"] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw AppTestError("\(tool) is missing: scripts/deps.sh test installs it")
        }
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "GTK_A11Y")
        env.removeValue(forKey: "NO_AT_BRIDGE")
        env.removeValue(forKey: "CONCENTRIC_DEVICES")
        env["XDG_CONFIG_HOME"] = sandbox.configHome.path
        // The file chooser records recent files under XDG_DATA_HOME: keep them in the sandbox.
        env["XDG_DATA_HOME"] = sandbox.file("data").path
        env.merge(environment) { $1 }
        let app = try ConcentricExecutable.locate("concentric-playground", file: file, line: line)
            .start(arguments, environment: env, directory: sandbox.folder)
        do { try meanwhile(app.process.processIdentifier) } catch {
            app.terminate()
            _ = app.wait(timeout: 10)
            throw error
        }
        let client = try ConcentricExecutable(url: URL(fileURLWithPath: "/usr/bin/python3")).run(
            [client.path, "--pid", String(app.process.processIdentifier)] + steps,
            environment: ProcessInfo.processInfo.environment, timeout: 90, file: file, line: line)
        if (try? afterwards()) != true { app.terminate() }
        let appRun = app.wait(timeout: 30)
        let problems = appRun.stderr.split(separator: "\n").filter { $0.contains("-WARNING **") || $0.contains("-CRITICAL **") }
        XCTAssertEqual(problems, [], "the app printed GTK/GLib warnings or criticals", file: file, line: line)
        guard let report = try? JSONDecoder().decode(Report.self, from: Data(client.stdout.utf8)) else {
            throw AppTestError("the AT-SPI client printed no report (status \(client.status)):\n\(client.stdout)\n\(client.stderr)\napp:\n\(appRun.stderr)")
        }
        if let error = report.error {
            throw AppTestError("the AT-SPI client failed: \(error)\n\(client.stdout.prefix(20_000))\napp:\n\(appRun.stderr)")
        }
        return AccessibleSession(report: report, app: appRun)
    }
}

/// One accessible as the client saw it.
struct AccessibleNode: Decodable {
    var role: String
    var name: String
    var description: String
    var states: [String]
    var extents: Extents?
    var actions: [String]
    /// A slider's or a spin button's current value (Atspi.Value), nil for anything else.
    var value: Double?
    var children: [AccessibleNode]

    struct Extents: Decodable, CustomStringConvertible {
        var x, y, width, height: Int
        init(from decoder: Decoder) throws {
            var values = try decoder.unkeyedContainer()
            (x, y, width, height) = (try values.decode(Int.self), try values.decode(Int.self), try values.decode(Int.self), try values.decode(Int.self))
        }
        var description: String { "[\(x), \(y), \(width) × \(height)]" }
    }

    /// The roles of what a user operates (GTK 4.8's AT-SPI names).
    static let controlRoles: Set<String> = [
        "push button", "toggle button", "combo box", "check box", "radio button", "slider", "spin button", "menu button",
        "switch", "list item", "text", "entry", "password text", "menu item", "check menu item", "radio menu item",
    ]
    /// The roles of a drop-down's options.
    static let itemRoles: Set<String> = ["list item", "menu item", "radio menu item", "check menu item"]

    /// This node and every one below it.
    var all: [AccessibleNode] { [self] + children.flatMap(\.all) }

    /// The controls in this subtree.
    var controls: [AccessibleNode] { all.filter { Self.controlRoles.contains($0.role) } }

    /// A sensitive, focusable control Tab must reach (the window's own Minimize, Maximize and
    /// Close are left out: GTK keeps them out of the focus chain).
    var isReachable: Bool {
        guard let e = extents, e.width > 0, e.height > 0 else { return false }   // not laid out (a collapsed row)
        return states.contains("sensitive") && states.contains("focusable") && !["Minimize", "Maximize", "Close"].contains(name)
            && !Self.itemRoles.contains(role)
    }

    /// What is wrong with this control's name for a screen reader, if anything.
    var namingProblem: String? {
        let label = "\(role) \"\(name)\""
        if name.isEmpty { return "\(label): no name" }
        if name.range(of: #"^(Gtk|Adw|Gdk)[A-Z]"#, options: .regularExpression) != nil { return "\(label): a GType name" }
        if name.range(of: #"_[[:alnum:]]"#, options: .regularExpression) != nil { return "\(label): a mnemonic underscore" }
        let words = name.split(separator: " ")
        if let twice = zip(words, words.dropFirst()).first(where: { $0.0 == $0.1 }) { return "\(label): \"\(twice.0)\" twice" }
        return nil
    }

    /// The subtree as indented lines (printed when a test fails).
    var outline: String { lines(depth: 0).joined(separator: "\n") }

    private func lines(depth: Int) -> [String] {
        let line = String(repeating: "  ", count: depth) + "\(role) \"\(name)\" [\(states.joined(separator: ","))]" + (extents.map { " \($0)" } ?? "")
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}
