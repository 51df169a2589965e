// A SwiftUI `.swift` file opened in the window as a user opens it: drawn as the scene it imports
// to, read-only, reloaded when an editor saves it, its warnings listed.
import ConcentricCore
import ConcentricRender
import Foundation
import XCTest

final class SwiftUIDocumentTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws {
        try AppProcess.requireDisplay()
        sandbox = try Sandbox()
    }

    override func tearDown() { sandbox?.remove() }

    /// ../shared/reference/ConcentricCard.swift, beside the repository (read there, never copied).
    static let sample = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/reference/ConcentricCard.swift")

    /// A card with two views the importer does not know (a `Map`, a `List`) and its padding.
    static func card(padding: Int = 16, broken: Bool = false) -> String {
        """
        import SwiftUI

        struct Card: View {
            @State private var inset: CGFloat = 8

            var body: some View {
                VStack(spacing: 12) {
                    Text("Hello")
                    Map()
                    ConcentricRectangle()
                        .fill(.orange)
                        .frame(height: 120)
                    List { Text("x") }
                }
                .padding(inset)
                .background(.blue, in: .rect(cornerRadius: 24))
                .padding(\(padding))\(broken ? "\n        .padding(" : "")
            }
        }

        #Preview {
            Card()
        }

        """
    }

    /// The canvas's pixels of a `--screenshot` of the window opening `document`.
    private func canvas(_ document: String) throws -> PixelImage {
        let file = sandbox.file("shot-\(UUID().uuidString).png")
        let run = try AppProcess.run([document, "--screenshot", file.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.gtkProblems, [], "GTK or GLib complained")
        let image = try PixelImage(pngAt: file)
        let line = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.hasPrefix("screenshot: ") }, run.stdout)
        let field = try XCTUnwrap(line.split(separator: " ").drop { $0 != "canvas" }.dropFirst().first, String(line))
        let n = field.split(whereSeparator: { $0 == "," || $0 == "x" }).compactMap { Int($0) }
        guard n.count == 4 else { throw AppTestError("cannot read the canvas from \(line)") }
        var bytes: [UInt8] = []
        for y in n[1]..<(n[1] + n[3]) {
            let start = (y * image.width + n[0]) * 4
            bytes += image.bytes[start..<(start + n[2] * 4)]
        }
        return PixelImage(width: n[2], height: n[3], bytes: bytes)
    }

    /// The sample SwiftUI card, nothing selected, the animation at its start and the zoom at
    /// Fit, is drawn exactly as the bundled concentric-card preset: the import is that scene.
    func testTheSampleCardIsDrawnPixelForPixelAsThePreset() throws {
        guard FileManager.default.fileExists(atPath: Self.sample.path) else { throw XCTSkip("\(Self.sample.path) is not there") }
        let swift = try canvas(Self.sample.path)
        let preset = try canvas("concentric-card")
        XCTAssertEqual(swift.width, preset.width)
        XCTAssertEqual(swift.height, preset.height)
        let differing = zip(swift.bytes, preset.bytes).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "bytes of the canvas differ from the preset's")
        // Not a canvas that matches anything: the card's orange is there.
        let orange = stride(from: 0, to: swift.bytes.count, by: 4).contains { i in swift.bytes[i] > 240 && swift.bytes[i + 1] > 140 && swift.bytes[i + 1] < 200 && swift.bytes[i + 2] < 80 }
        XCTAssertTrue(orange, "no orange card on the canvas")
    }

    /// A `.swift` file that does not import opens no document but keeps the window, naming the
    /// file, line and column (never a crash, never a failed launch).
    func testASwiftFileThatDoesNotImportIsReportedWithItsPlace() throws {
        let file = sandbox.file("Broken.swift")
        try Self.card(broken: true).write(to: file, atomically: true, encoding: .utf8)
        let shot = sandbox.file("shot.png")
        let run = try AppProcess.run([file.path, "--screenshot", shot.path], in: sandbox)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.range(of: #"Broken\.swift:\d+:\d+: "#, options: .regularExpression) != nil, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot.path), "the window was not drawn")
        XCTAssertEqual(run.gtkProblems, [])
    }

    /// A save that does not import dims the picture at once (the canvas says it is out of date)
    /// and shows its error only once the file stops changing: while an editor keeps saving it,
    /// the picture is only out of date; then the error follows; never the error alone.
    func testABadSaveDimsThePictureAtOnceAndItsErrorFollowsWhenTheFileStopsChanging() throws {
        let folder = try makeTemporaryFolder("swift-stale")
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = folder.appendingPathComponent("Card.swift")
        let broken = folder.appendingPathComponent("broken.txt")
        try Self.card().write(to: card, atomically: true, encoding: .utf8)
        try Self.card(padding: 40, broken: true).write(to: broken, atomically: true, encoding: .utf8)
        let session = try AccessibleSession.run(arguments: [card.path], steps: [
            "wait-name", "Warnings: 2", "10",
            "churn", broken.path, card.path, "rename", "3",
            "sample", "30", "2", "Out of date", "does not import (line",
        ])
        let samples = try XCTUnwrap(session.report.steps.compactMap(\.samples).first, "no samples")
        let states = samples.map { "stale \($0[0]), error \($0[1])" }
        XCTAssertEqual(samples.last, [true, true], "the error never showed: \(states)")
        XCTAssertFalse(samples.contains([false, true]), "the error showed on a picture not marked out of date: \(states)")
        let stale = samples.firstIndex(of: [true, false]), error = samples.firstIndex(of: [true, true])
        XCTAssertNotNil(stale, "the picture was never only out of date: the error came with it \(states)")
        if let stale, let error { XCTAssertLessThan(stale, error, "\(states)") }
    }

    /// A file that does not import when opened opens all the same, its error shown and the file
    /// watched: the save that fixes it shows the picture.
    func testAFileThatFailsItsFirstImportShowsItsPictureOnceFixed() throws {
        let folder = try makeTemporaryFolder("swift-first")
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = folder.appendingPathComponent("Card.swift")
        let fixed = folder.appendingPathComponent("fixed.txt")
        try Self.card(broken: true).write(to: card, atomically: true, encoding: .utf8)
        try Self.card().write(to: fixed, atomically: true, encoding: .utf8)
        let session = try AccessibleSession.run(arguments: [card.path], steps: [
            "wait-name", "does not import (line", "10", "tree",
            "save", fixed.path, card.path, "rename", "wait-name", "Warnings: 2", "10", "tree",
        ])
        let broken = try session.tree(0)
        XCTAssertTrue(broken.all.contains { $0.name.contains("Card.swift does not import (line") }, "no located error\n\(broken.outline)")
        XCTAssertTrue(broken.name.contains("Card.swift"), "the window does not show the file: \(broken.name)")
        XCTAssertNotNil(session.report.steps.compactMap(\.found).last, "fixing the file showed no picture")
        let shown = try session.tree(1)
        XCTAssertFalse(shown.all.contains { $0.name.contains("does not import") }, "the error stayed after the fix")
        XCTAssertTrue(shown.all.contains { $0.role == "list item" && $0.name == "Card, VStack" }, "the layer list does not show the card\n\(shown.outline)")
        let canvas = shown.all.first { $0.role == "image" && $0.name == "Canvas" }
        XCTAssertFalse(canvas?.description.contains("Out of date") ?? true, "the picture is still marked out of date: \(canvas?.description ?? "no canvas")")
    }

    /// A file with two views the importer does not know says so above the canvas: a menu of the
    /// two warnings, by line and column, and choosing one selects its view.
    func testWarningsAreListedAndChoosingOneSelectsItsView() throws {
        let file = sandbox.file("Card.swift")
        try Self.card().write(to: file, atomically: true, encoding: .utf8)
        let session = try AccessibleSession.run(arguments: [file.path], steps: [
            "wait-name", "Warnings: ", "10", "open-popup", "Warnings: 2", "tree",
            "act", "menu item", "line 13, column 13: List is not supported: its content is laid out in a VStack", "sleep", "0.5", "tree",
        ])
        let found = try XCTUnwrap(session.report.steps.first?.found, "no warnings button")
        XCTAssertEqual(found.name, "Warnings: 2")
        let listed = try session.windows(0).flatMap(\.all).filter { $0.role == "menu item" }.map(\.name)
        XCTAssertEqual(listed, ["line 9, column 13: Map is not supported", "line 13, column 13: List is not supported: its content is laid out in a VStack"])
        let chosen = try session.tree(1)
        let status = chosen.all.first { $0.role == "status bar" }?.name ?? ""
        XCTAssertTrue(status.hasPrefix("Selected: List (VStack)"), "choosing the List warning selected: \(status)")
    }

    /// A `.swift` document's window: every control named; the inspector's values shown but
    /// greyed out with the reason, the slider still live (the preview's state).
    func testASwiftDocumentIsReadOnlyButItsSlidersMove() throws {
        let file = sandbox.file("Card.swift")
        try Self.card().write(to: file, atomically: true, encoding: .utf8)
        let session = try AccessibleSession.run(arguments: [file.path], steps: [
            "wait-name", "Warnings: 2", "10", "set-value", "slider", "inset", "20", "sleep", "0.5", "tree",
            "tab-to", "Card, VStack", "60", "keys", "Down", "1", "keys", "Delete", "1", "wait-name", "Edit the file to change its structure", "3", "tree",
        ])
        let deleted = try session.tree(1)
        XCTAssertNotNil(session.report.steps.compactMap(\.found).first, "Delete on a layer said nothing\n\(deleted.outline)")
        XCTAssertTrue(deleted.all.contains { $0.role == "list item" && $0.name == "Text" }, "Delete removed a view of a .swift document")
        let window = try session.tree(0)
        XCTAssertEqual(window.controls.compactMap(\.namingProblem), [], "controls a screen reader cannot name properly\n\(window.outline)")
        let name = window.controls.filter { $0.name == "Name" && ["text", "entry"].contains($0.role) }
        XCTAssertFalse(name.isEmpty, "no Name field in the inspector\n\(window.outline)")
        let group = window.all.first { $0.role == "panel" && $0.children.contains { $0.name.hasPrefix("View") } }
        for field in name { XCTAssertFalse(field.states.contains("sensitive"), "the inspector's Name field is editable: \(field.states)\n\(group?.outline ?? window.outline)") }
        // Declaring a parameter is the file's to do: the Parameters group's + is greyed out too.
        let add = window.controls.filter { $0.name == "Declare Parameter" }
        XCTAssertFalse(add.isEmpty, "no Declare Parameter button\n\(window.outline)")
        for button in add { XCTAssertFalse(button.states.contains("sensitive"), "\(button.role) Declare Parameter can be pressed: \(button.states)") }
        let slider = window.controls.first { $0.role == "slider" && $0.name == "inset" }
        XCTAssertEqual(slider?.value, 20)
        XCTAssertTrue(slider?.states.contains("sensitive") ?? false)
        XCTAssertFalse(window.name.contains("•"), "a moved slider marked the .swift document modified: \(window.name)")
    }

    /// In Spanish the bar and the inspector's source are Spanish; the importer's own messages
    /// stay English.
    func testTheWarningsAreSpanishWithLanguageEs() throws {
        let file = sandbox.file("Card.swift")
        try Self.card().write(to: file, atomically: true, encoding: .utf8)
        let session = try AccessibleSession.run(arguments: [file.path], steps: [
            "wait-name", "Avisos: ", "10", "open-popup", "Avisos: 2", "tree",
        ], environment: TranslationTests.spanish)
        XCTAssertEqual(session.report.steps.first?.found?.name, "Avisos: 2")
        let items = try session.windows(0).flatMap(\.all).filter { $0.role == "menu item" }.map(\.name)
        XCTAssertTrue(items.contains("línea 9, columna 13: Map is not supported"), "\(items)")
    }

    /// Open in Editor runs `$VISUAL` with its line syntax (a script named `code` records its
    /// arguments): the selected view's file at its line; the status line names the place too.
    func testOpenInEditorRunsTheEditorAtTheSelectedViewsLine() throws {
        let folder = try makeTemporaryFolder("swift-editor")
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = folder.appendingPathComponent("Card.swift")
        try Self.card().write(to: card, atomically: true, encoding: .utf8)
        let editor = folder.appendingPathComponent("code")
        let record = folder.appendingPathComponent("arguments.txt")
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(record.path)'\n".write(to: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        let session = try AccessibleSession.run(arguments: [card.path], steps: [
            "wait-name", "Warnings: 2", "10", "open-popup", "Warnings: 2", "act", "menu item", "line 9, column 13: Map is not supported", "sleep", "0.5",
            "tree", "act", "push button", "Open in Editor", "sleep", "1",
        ], environment: ["VISUAL": editor.path, "EDITOR": "vi"])
        let tree = try session.tree(0)
        let status = tree.all.first { $0.role == "status bar" }?.name ?? ""
        XCTAssertTrue(status.hasSuffix(" · Card.swift:9"), "the status line does not name the place: \(status)")
        let open = tree.all.filter { $0.name == "Open in Editor" }
        XCTAssertFalse(open.isEmpty, "no Open in Editor button\n\(tree.outline)")
        guard FileManager.default.fileExists(atPath: record.path) else {
            return XCTFail("the editor did not run; the app printed:\n\(session.app.stderr)")
        }
        let recorded = try String(contentsOf: record, encoding: .utf8)
        XCTAssertEqual(recorded, "-g\n\(card.path):9\n")
    }

    /// A file with two previews offers them in the header bar; picking the second imports it.
    func testPickingAnotherPreviewShowsIt() throws {
        let file = sandbox.file("Two.swift")
        try """
            import SwiftUI

            struct Card: View {
                var padding: CGFloat = 16

                var body: some View {
                    VStack {
                        Text("Hello")
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(.blue, in: ConcentricRectangle())
                    .padding(padding)
                }
            }

            #Preview("Small") {
                Card()
            }

            #Preview("Large") {
                Card(padding: 80)
            }

            """.write(to: file, atomically: true, encoding: .utf8)
        let session = try AccessibleSession.run(arguments: [file.path], steps: [
            "tree", "open-popup", "Preview", "keys", "Down", "1", "keys", "Return", "1", "sleep", "1", "tree",
        ])
        let canvas = { (tree: AccessibleNode) in tree.all.first { $0.role == "image" && $0.name == "Canvas" }?.description ?? "" }
        let first = try session.tree(0)
        XCTAssertTrue(first.controls.contains { $0.name == "Preview" }, "no Preview drop-down\n\(first.outline)")
        XCTAssertEqual(first.controls.compactMap(\.namingProblem), [], "controls a screen reader cannot name properly\n\(first.outline)")
        let second = try session.tree(1)
        XCTAssertNotEqual(canvas(first), canvas(second), "picking Large changed nothing")
        XCTAssertTrue(second.all.contains { $0.name == "Large" }, "the drop-down does not show Large")
    }

    /// Saving the open file (renamed over, as most editors save) shows the new picture and
    /// keeps what the user set: a moved slider, the zoom, the selection; the title never shows
    /// the document modified. A save that does not parse keeps the picture and says where the
    /// error is (line and column, read by a screen reader); the next good save clears it.
    func testLiveReloadWhenRenamedOver() throws { try checkLiveReload(how: "rename") }

    /// A view the file uses from another file of its folder: saving that file reloads too.
    func testSavingAnotherFileTheImportReadReloads() throws {
        let folder = try makeTemporaryFolder("swift-siblings")
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("Main.swift")
        let badge = folder.appendingPathComponent("Badge.swift")
        let wider = folder.appendingPathComponent("wider.txt")
        try """
            import SwiftUI

            struct Screen: View {
                var body: some View {
                    ZStack { Badge() }
                }
            }

            #Preview { Screen() }

            """.write(to: main, atomically: true, encoding: .utf8)
        func badgeSource(_ padding: Int) -> String {
            """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    Text("Badge")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(.blue, in: ConcentricRectangle())
                        .padding(\(padding))
                }
            }

            """
        }
        try badgeSource(12).write(to: badge, atomically: true, encoding: .utf8)
        try badgeSource(30).write(to: wider, atomically: true, encoding: .utf8)
        let session = try AccessibleSession.run(arguments: [main.path], steps: [
            "wait-name", "Innermost", "10", "tree", "save", wider.path, badge.path, "rename", "sleep", "2", "tree",
        ])
        let status = { (tree: AccessibleNode) in tree.all.first { $0.role == "status bar" }?.name ?? "" }
        let before = try session.tree(0), after = try session.tree(1)
        XCTAssertTrue(status(before).hasPrefix("Innermost: Badge · radii "), status(before))
        XCTAssertTrue(status(after).hasPrefix("Innermost: Badge · radii "), status(after))
        XCTAssertNotEqual(status(before), status(after), "saving Badge.swift did not reload")
    }

    /// The same, for an editor that writes the file in place.
    func testLiveReloadWhenWrittenInPlace() throws { try checkLiveReload(how: "inplace") }

    private func checkLiveReload(how: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try makeTemporaryFolder("swift-reload")
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = folder.appendingPathComponent("Card.swift")
        let wider = folder.appendingPathComponent("wider.txt")
        let broken = folder.appendingPathComponent("broken.txt")
        try Self.card().write(to: card, atomically: true, encoding: .utf8)
        try Self.card(padding: 40).write(to: wider, atomically: true, encoding: .utf8)
        try Self.card(padding: 40, broken: true).write(to: broken, atomically: true, encoding: .utf8)
        let session = try AccessibleSession.run(arguments: [card.path], steps: [
            "wait-name", "Warnings: 2", "10",
            "set-value", "slider", "inset", "12", "keys", "ctrl+1", "1", "sleep", "0.5",
            "open-popup", "Warnings: 2", "act", "menu item", "line 9, column 13: Map is not supported", "sleep", "0.5",
            "tree",
            "save", wider.path, card.path, how, "sleep", "2", "tree",
            "save", broken.path, card.path, how, "wait-name", "does not import", "5", "tree",
            "save", wider.path, card.path, how, "sleep", "2", "tree",
        ], file: file, line: line)
        let before = try session.tree(0)
        let status = { (tree: AccessibleNode) in tree.all.first { $0.name.hasPrefix("Selected:") }?.name }
        let inset = { (tree: AccessibleNode) in tree.controls.first { $0.role == "slider" && $0.name == "inset" }?.value }
        XCTAssertEqual(status(before)?.hasPrefix("Selected: Map (Placeholder)"), true, "choosing the warning selected \(status(before) ?? "nothing")\n\(before.outline)", file: file, line: line)
        XCTAssertEqual(inset(before), 12, file: file, line: line)
        // The placeholder's inspector: what it stands for and where, read-only.
        let rows = before.all.filter { $0.name == "Stands for" || $0.name == "Source" }
        XCTAssertTrue(rows.contains { $0.name == "Stands for" && $0.description == "Map" }, "no placeholder label in the inspector\n\(before.outline)", file: file, line: line)
        XCTAssertTrue(rows.contains { $0.name == "Source" && $0.description.hasSuffix("Card.swift:9:13") }, "no placeholder source in the inspector", file: file, line: line)
        let reloaded = try session.tree(1)
        XCTAssertEqual(inset(reloaded), 12, "the slider's value was not kept", file: file, line: line)
        XCTAssertEqual(status(reloaded)?.hasPrefix("Selected: Map (Placeholder)"), true, "the selection was not kept: \(status(reloaded) ?? "nothing")", file: file, line: line)
        XCTAssertNotEqual(status(before), status(reloaded), "the selected view did not move with the padding", file: file, line: line)
        XCTAssertTrue(reloaded.all.contains { $0.name == "100 %" }, "the zoom was not kept\n\(reloaded.outline)", file: file, line: line)
        XCTAssertFalse(reloaded.all.contains { $0.name.contains("deleted or moved") }, "an editor's save was taken for a deletion", file: file, line: line)
        for tree in [before, reloaded] {
            XCTAssertFalse(tree.name.contains("•"), "the window shows the document modified: \(tree.name)", file: file, line: line)
        }
        let failed = try session.tree(2)
        let problem = failed.all.first { $0.name.contains("does not import") }
        XCTAssertNotNil(problem?.name.range(of: #"line \d+, column \d+"#, options: .regularExpression), "no line and column: \(problem?.name ?? "no message")\n\(failed.outline)", file: file, line: line)
        XCTAssertEqual(status(failed), status(reloaded), "the last good picture did not stay", file: file, line: line)
        let fixed = try session.tree(3)
        XCTAssertFalse(fixed.all.contains { $0.name.contains("does not import") }, "the error stayed after a good save", file: file, line: line)
        XCTAssertEqual(status(fixed), status(reloaded), file: file, line: line)
    }
}
