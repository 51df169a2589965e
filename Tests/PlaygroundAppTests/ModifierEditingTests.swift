// The inspector's Add Modifier menu and its groups' remove buttons in the real app, through a
// real AT-SPI client (atspi/layer_list.py) with xdotool keys and clicks.
import Foundation
import XCTest

final class ModifierEditingTests: XCTestCase {
    /// On concentric-card, the LinearGradient (its one modifier, ignoresSafeArea, has no group)
    /// gets Add Modifier ▸ Padding from the keyboard: the padding's group appears with the focus
    /// on its first field; its Remove Padding button takes it away, and Ctrl+Z brings it back;
    /// saved through the Save As chooser, the file has `padding: 16` as the view's last modifier.
    func testAddModifierAddsAPaddingThatRemovesAndUndoes() throws {
        let folder = try makeTemporaryFolder("modifier-add")
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = folder.appendingPathComponent("padded.json")
        let keys = [
            "Down", "focus:Add Modifier", "space", "Return", "controls",
            "press:Remove Padding", "controls", "ctrl+z", "controls",
            "ctrl+s", "window:Save the Scene", "ctrl+a", "type:\(saved.path)", "Return",
        ]
        let run = try LayerListSession.run(["concentric-card"], keys: keys, readsMenus: true)
        guard run.steps.count == keys.count + 1 else { return XCTFail("expected \(keys.count + 1) snapshots, got \(run.steps.count)\n\(run.trace)") }
        let steps = Array(run.steps.dropFirst())
        XCTAssertEqual(steps[0].rows.filter(\.isSelected).map(\.name), ["LinearGradient"], "the gradient's row\n\(run.trace)")

        // The menu, opened with Space, lists the templates by name, each one to choose.
        let items = ["Padding", "Frame", "Background in a Shape", "Container Shape", "Clip Shape", "Opacity"]
        XCTAssertEqual(steps[2].menu?.first?.map(\.name), items, "Add Modifier's items\n\(run.trace)")
        XCTAssertEqual(steps[2].menu?.first?.map(\.sensitive), items.map { _ in true }, "\(run.trace)")

        // Return chose Padding: its group is shown, the focus in it, with its remove button.
        func removeButtons(_ step: LayerListSession.Step) -> Int { step.controls?.filter { $0.name == "Remove Padding" }.count ?? -1 }
        XCTAssertEqual(steps[3].focused?.name, "Top", "the new padding's first field has the focus\n\(run.trace)")
        XCTAssertEqual(removeButtons(steps[4]), 1, "one Remove Padding after adding\n\(steps[4].controls ?? [])")
        XCTAssertEqual(removeButtons(steps[6]), 0, "Remove Padding left the padding\n\(steps[6].controls ?? [])")
        XCTAssertEqual(steps[6].focused?.name, "Add Modifier", "the focus goes on to Add Modifier\n\(run.trace)")
        XCTAssertEqual(removeButtons(steps[8]), 1, "Ctrl+Z did not bring the padding back\n\(steps[8].controls ?? [])")

        // The file saved after the undo: the padding is the gradient's outermost modifier again.
        let text = try String(contentsOf: saved, encoding: .utf8)
        let file = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let root = try XCTUnwrap((file["root"] as? [String: Any])?["ZStack"] as? [String: Any], text)
        let gradient = try XCTUnwrap((root["children"] as? [[String: Any]])?.first, text)
        let modifiers = try XCTUnwrap(gradient["modifiers"] as? [[String: Any]], text)
        XCTAssertEqual(modifiers.count, 2, text)
        XCTAssertNotNil(modifiers.first?["ignoresSafeArea"], text)
        XCTAssertEqual(modifiers.last?["padding"] as? Double, 16, text)
    }
}
