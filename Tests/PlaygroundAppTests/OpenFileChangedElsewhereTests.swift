// The open scene file changed by another program, as the user sees it in the window: an editor's
// rename-over reloads it without a word, a deletion is said in the notice bar and Save asks where.
import ConcentricTestSupport
import Foundation
import XCTest

final class OpenFileChangedElsewhereTests: XCTestCase {
    /// The bundled concentric-card preset's file, beside the sources.
    static let preset = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data/presets/concentric-card.json")

    /// The notice bar's words when the open file is gone.
    static let goneNotice = "deleted or moved by another program"

    func testARenameSaveReloadsWithoutNoticeAndADeletedFileIsKeptAndSaveAsksWhere() throws {
        let folder = try makeTemporaryFolder("file-gone")
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = folder.appendingPathComponent("card.json")
        let changed = folder.appendingPathComponent("changed.txt")
        let kept = folder.appendingPathComponent("kept.json")
        let text = try String(contentsOf: Self.preset, encoding: .utf8)
        XCTAssertTrue(text.contains("{\"padding\": 24}"), "the preset's outer padding moved")
        try text.write(to: card, atomically: true, encoding: .utf8)
        try text.replacingOccurrences(of: "{\"padding\": 24}", with: "{\"padding\": 40}").write(to: changed, atomically: true, encoding: .utf8)
        let session = try AccessibleSession.run(arguments: [card.path], steps: [
            "wait-name", "Canvas", "10",
            "save", changed.path, card.path, "rename", "wait-name", Self.goneNotice, "2", "tree",
            "remove", card.path, "wait-name", Self.goneNotice, "10", "tree",
            "keys", "ctrl+s", "1", "focus-dialog", "keys", "ctrl+a", "1", "type", kept.path, "keys", "Return", "1",
            "wait-name", "Saved", "10",
        ])
        let found = session.report.steps.compactMap { $0.tree == nil ? $0 : nil }
        XCTAssertNil(found[1].found, "an editor's rename-over was taken for a deletion: \(found[1].found?.name ?? "")")
        let renamed = try session.tree(0)
        XCTAssertFalse(renamed.name.contains("•"), "a reload marked the document modified: \(renamed.name)")
        let gone = try session.tree(1)
        let notice = try XCTUnwrap(found[2].found, "no notice that the file was deleted\n\(gone.outline)")
        XCTAssertTrue(notice.name.contains("Save asks where"), notice.name)
        XCTAssertTrue(gone.name.contains("•"), "the document is not kept as unsaved work: \(gone.name)")
        // Save asked where (a file chooser), and wrote the document as reloaded from the rename.
        XCTAssertFalse(FileManager.default.fileExists(atPath: card.path), "Save wrote the deleted file back without asking")
        let saved = try String(contentsOf: kept, encoding: .utf8)
        XCTAssertTrue(saved.contains("\"padding\": 40"), "the saved document is not the one reloaded from the rename-save")
    }
}
