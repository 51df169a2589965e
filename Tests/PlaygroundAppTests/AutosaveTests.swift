// Autosave with two app processes of one user (two D-Bus sessions, each its own primary
// instance): each document's unsaved work is its own draft, which no other process offers,
// overwrites or deletes, and which comes back, named, after its process was killed.
import Foundation
import XCTest

final class AutosaveTests: XCTestCase {
    private var sandbox: Sandbox!

    override func setUpWithError() throws { sandbox = try Sandbox() }
    override func tearDown() { sandbox.remove() }

    /// The app's folder in the sandbox's config (the state file, the drafts).
    private var appFolder: URL { sandbox.stateFile.deletingLastPathComponent() }

    /// A copy of the bundled card at `name` in the sandbox.
    private func card(_ name: String) throws -> URL {
        let preset = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ConcentricScene/Resources/presets/concentric-card.json")
        let url = sandbox.file(name)
        try FileManager.default.copyItem(at: preset, to: url)
        return url
    }

    /// Every autosaved draft under the app's folder (whatever its name) that names `document`,
    /// with its bytes.
    private func drafts(of document: URL) -> [URL: Data] {
        guard let walker = FileManager.default.enumerator(at: appFolder, includingPropertiesForKeys: nil) else { return [:] }
        var found: [URL: Data] = [:]
        for case let url as URL in walker where url.pathExtension == "json" {
            guard let data = try? Data(contentsOf: url), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                object["autosave"] != nil, (object["origin"] as? [String: Any])?["file"] as? String == document.path
            else { continue }
            found[url] = data
        }
        return found
    }

    /// An edit in the window on `bus`: a Text added to the root (Add Child ▸ Text), once the
    /// window exports its actions.
    private func edit(on bus: PrivateBus) throws {
        var refusal = ""
        XCTAssertTrue(try eventually {
            let call = try bus.activate("add-child", parameter: "<'text'>", window: true)
            refusal = call.stderr
            return call.status == 0
        }, refusal)
    }

    /// The titles of the visible windows of process `pid` (xdotool, as a window list reads them).
    private func windowTitles(of pid: Int32) throws -> [String] {
        let xdotool = ConcentricExecutable(url: URL(fileURLWithPath: "/usr/bin/xdotool"))
        let ids = try xdotool.run(["search", "--all", "--onlyvisible", "--pid", "\(pid)", "--name", "."], inheritEnvironment: true, timeout: 10)
        return try ids.stdout.split(separator: "\n").map {
            try xdotool.run(["getwindowname", String($0)], inheritEnvironment: true, timeout: 10).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    func testTwoInstancesNeverTouchEachOthersDraftAndAKilledOnesComesBackNamed() throws {
        try AppProcess.requireDisplay()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else { throw XCTSkip("xdotool is not installed") }
        let (busA, busB, busC) = (try PrivateBus(), try PrivateBus(), try PrivateBus())
        defer { [busA, busB, busC].forEach { $0.stop() } }
        let (docA, docB) = (try card("Card A.json"), try card("Card B.json"))

        // A edits docA: its draft names docA.
        let a = try busA.startWindow([docA.path], in: sandbox)
        try edit(on: busA)
        XCTAssertTrue(eventually { drafts(of: docA).count == 1 }, "A's edit was not autosaved")
        let draftA = drafts(of: docA)

        // B opens docB and edits it: B autosaves (it would not while an offer of A's work were
        // waiting for an answer), into a draft of its own; A's draft is untouched.
        let b = try busB.startWindow([docB.path], in: sandbox)
        try edit(on: busB)
        XCTAssertTrue(eventually { drafts(of: docB).count == 1 }, "B's edit was not autosaved: was it offered A's work?")
        XCTAssertEqual(drafts(of: docA), draftA, "B's edits changed or deleted A's draft")
        XCTAssertEqual(try windowTitles(of: b.process.processIdentifier).filter { $0.hasPrefix("Unsaved Changes") }, [], "B offered a draft")

        // A third process opens docA itself while A has it: no offer of A's draft, its edits leave
        // the draft alone, and it says once that it does not autosave docA.
        let third = try busC.startWindow([docA.path], in: sandbox)
        try edit(on: busC)
        let unavailable = "\(docA.path) is open in another playground window"
        XCTAssertTrue(eventually { third.isRunning }, "the third window ended")
        XCTAssertEqual(try windowTitles(of: third.process.processIdentifier).filter { $0.hasPrefix("Unsaved Changes") }, [], "docA's draft was offered while A has it")
        third.terminate()
        let thirdRun = third.wait(timeout: 10)
        XCTAssertEqual(thirdRun.stderr.components(separatedBy: unavailable).count - 1, 1, thirdRun.stderr)
        XCTAssertEqual(drafts(of: docA), draftA, "the third window's edit changed or deleted A's draft")

        // A is killed: its draft stays, and reopening docA offers it, naming docA.
        kill(a.process.processIdentifier, SIGKILL)
        _ = a.wait(timeout: 10)
        XCTAssertEqual(drafts(of: docA), draftA, "A's draft did not survive A")
        let c = try busA.startWindow([docA.path], in: sandbox)
        let offer = "Unsaved Changes to “Card A.json”"
        let offered = try eventually { try windowTitles(of: c.process.processIdentifier).contains(offer) }
        let titles = try windowTitles(of: c.process.processIdentifier)
        XCTAssertTrue(offered, "reopening docA did not offer A's draft: \(titles)")
        XCTAssertEqual(drafts(of: docB).count, 1, "B's draft is gone")
        XCTAssertEqual(drafts(of: docA), draftA, "the offer changed A's draft")

        // Discard (Escape answers the offer so) deletes that draft, and only that one.
        try press("Escape", inWindowNamed: offer, of: c.process.processIdentifier)
        XCTAssertTrue(eventually { drafts(of: docA).isEmpty }, "Discard left A's draft")
        XCTAssertEqual(drafts(of: docB).count, 1, "Discard deleted B's draft")
        for running in [b, c] {
            running.terminate()
            _ = running.wait(timeout: 10)
        }
    }

    /// Discard at close is final: the draft goes with the window, and the next start on the
    /// document offers nothing back.
    func testDiscardingAtCloseDeletesTheDraft() throws {
        try AppProcess.requireDisplay()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else { throw XCTSkip("xdotool is not installed") }
        let bus = try PrivateBus()
        defer { bus.stop() }
        let doc = try card("Card.json")
        let window = try bus.startWindow([doc.path], in: sandbox)
        try edit(on: bus)
        XCTAssertTrue(eventually { drafts(of: doc).count == 1 }, "the edit was not autosaved")
        // Ctrl+W (the window's close action) asks first; Alt+D answers Discard.
        XCTAssertEqual(try bus.activate("close", window: true).status, 0)
        let question = "Save Changes?"
        XCTAssertTrue(try eventually { try windowTitles(of: window.process.processIdentifier).contains(question) }, "closing did not ask")
        try press("alt+d", inWindowNamed: question, of: window.process.processIdentifier)
        let closed = window.wait(timeout: 30)
        XCTAssertFalse(closed.timedOut, "Discard did not close the window")
        XCTAssertEqual(drafts(of: doc), [:], "the discarded work's draft is still there")
        // The next start on the document offers nothing.
        let again = try bus.startWindow([doc.path], in: sandbox)
        usleep(1_500_000)
        XCTAssertEqual(try windowTitles(of: again.process.processIdentifier).filter { $0.hasPrefix("Unsaved Changes") }, [], "discarded work was offered back")
        again.terminate()
        _ = again.wait(timeout: 10)
    }

    /// The single autosave file of earlier versions is offered once at start-up, from the
    /// drafts folder it is moved into: its old place is empty afterwards.
    func testTheEarlierVersionsAutosaveIsOfferedFromTheDraftsFolder() throws {
        try AppProcess.requireDisplay()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else { throw XCTSkip("xdotool is not installed") }
        let bus = try PrivateBus()
        defer { bus.stop() }
        let card = try card("Card.json")
        let scene = try String(contentsOf: card, encoding: .utf8)
        let legacy = appFolder.appendingPathComponent("autosave.concentric.json")
        try FileManager.default.createDirectory(at: appFolder, withIntermediateDirectories: true)
        try #"{"autosave": 1, "origin": {"file": "\#(card.path)"}, "scene": \#(scene)}"#.write(to: legacy, atomically: true, encoding: .utf8)
        let window = try bus.startWindow([], in: sandbox)
        let offered = try eventually { try windowTitles(of: window.process.processIdentifier).contains("Unsaved Changes to “Card.json”") }
        let titles = try windowTitles(of: window.process.processIdentifier)
        XCTAssertTrue(offered, "the earlier version's autosave was not offered: \(titles)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: legacy.path), "the earlier version's file is still in its old place")
        XCTAssertEqual(drafts(of: card).count, 1, "the earlier version's autosave is not in the drafts folder")
        window.terminate()
        _ = window.wait(timeout: 10)
    }

    /// Presses `key` in the window of process `pid` titled `title` (xdotool gives it the keyboard:
    /// Xvfb runs no window manager).
    private func press(_ key: String, inWindowNamed title: String, of pid: Int32) throws {
        let xdotool = ConcentricExecutable(url: URL(fileURLWithPath: "/usr/bin/xdotool"))
        let found = try xdotool.run(["search", "--all", "--onlyvisible", "--pid", "\(pid)", "--name", title], inheritEnvironment: true, timeout: 10)
        let id = try XCTUnwrap(found.stdout.split(separator: "\n").first.map(String.init), "no window \(title)")
        _ = try xdotool.run(["windowfocus", "--sync", id], inheritEnvironment: true, timeout: 10)
        _ = try xdotool.run(["key", "--clearmodifiers", key], inheritEnvironment: true, timeout: 10)
    }
}
