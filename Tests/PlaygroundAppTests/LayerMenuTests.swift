// The layer list's context menu in the real app, through a real AT-SPI client (atspi/layer_list.py)
// with xdotool keys: Add Child, Add Sibling and Wrap In opened from the keyboard, their items'
// accessible names and sensitivity, each command one undo step.
import Foundation
import XCTest

final class LayerMenuTests: XCTestCase {
    typealias Item = LayerListSession.MenuItem

    /// The kinds the Add submenus offer, in order (SwiftUI's names, then the template's card).
    static let kinds = ["Text", "ConcentricRectangle", "RoundedRectangle", "Capsule", "Circle", "Color", "VStack", "HStack", "ZStack", "Spacer", "Divider", "Card"]

    /// The commands on the selection, after Add and Wrap In in the context menu and in Edit.
    static let editCommands = ["Cut", "Copy", "Paste", "Duplicate", "Delete", "Rename"]

    /// The commands on the selection from the rows' context menu: Duplicate copies the selected
    /// Label and selects the copy, Ctrl+Z takes it back; F2 on a row takes the
    /// keyboard to the inspector's Name; and the main menu's Edit (F10, Return) lists Undo and
    /// Redo, the same commands (the same window actions) and the Add and Wrap In submenus.
    func testTheCommandsOnTheSelectionAreInTheMenus() throws {
        // The card, its part "orange surface" (both opened), the Label.
        let label = ["Down", "Down", "Right", "Right", "Right", "Down"]
        let keys = label + [
            "Menu", "Down", "Down", "Down", "Down", "Down", "Down", "Return", "ctrl+z",
            "F2", "F10", "Return",
        ]
        let run = try LayerListSession.run(["concentric-card"], keys: keys, readsMenus: true)
        guard run.steps.count == keys.count + 1 else { return XCTFail("expected \(keys.count + 1) snapshots, got \(run.steps.count)\n\(run.trace)") }
        let steps = Array(run.steps.dropFirst())
        let open = ["ZStack", "LinearGradient", "card, VStack", "orange surface, VStack", "Label", "white surface, Text"]
        XCTAssertEqual(steps[5].rows.map(\.name), open, "\(run.trace)")
        XCTAssertEqual(steps[6].menu?.first?.map(\.name), ["Add Child", "Add Sibling", "Wrap In"] + Self.editCommands, "the context menu\n\(run.trace)")
        XCTAssertEqual(steps[12].focused?.name, "Duplicate", "\(run.trace)")
        let duplicated = steps[13]
        XCTAssertEqual(duplicated.rows.map(\.name), ["ZStack", "LinearGradient", "card, VStack", "orange surface, VStack", "Label", "Label", "white surface, Text"], "Duplicate\n\(run.trace)")
        XCTAssertEqual(duplicated.rows.filter(\.isSelected).count, 1, "\(run.trace)")
        XCTAssertEqual(steps[14].rows.map(\.name), open, "Ctrl+Z after Duplicate\n\(run.trace)")
        XCTAssertEqual(steps[15].focused?.name, "Name", "F2 did not take the keyboard to the inspector's Name\n\(run.trace)")
        XCTAssertEqual(steps[15].focused?.isInLayers, false, "\(run.trace)")
        XCTAssertEqual(page("Edit", of: steps[17])?.map(\.name), ["Undo", "Redo"] + Self.editCommands + ["Add Child", "Add Sibling", "Wrap In"], "Edit's items\n\(run.trace)")
    }

    /// The page of the open menu whose Back item is `title` (a submenu's page), without that item.
    func page(_ title: String, of step: LayerListSession.Step) -> [Item]? {
        // The main page (the first) starts with the submenu's item, not its Back item.
        guard let page = step.menu?.dropFirst().first(where: { $0.first?.name == title && $0.count > 3 }) else { return nil }
        return Array(page.dropFirst())
    }

    /// On concentric-card: Menu on the root row lists the commands by name, with Add Sibling's
    /// items off (the root is in no stack) and Escape closes it; on the card row, Shift+F10,
    /// Add Child ▸ Text adds a text at the end of the card, selected; Menu, Wrap In ▸ Card puts a
    /// card around it, selected; two Ctrl+Z give back the tree as it was.
    func testContextMenuAddsAChildWrapsItInACardAndUndoes() throws {
        let keys = [
            "Menu", "Escape",
            "Down", "Down", "Right",
            "shift+F10", "Return", "Down", "Return",
            "Menu", "Down", "Down", "Return", "Down", "Down", "Down", "Down", "Return",
            "ctrl+z", "ctrl+z",
        ]
        let run = try LayerListSession.run(["concentric-card"], keys: keys, readsMenus: true)
        guard run.steps.count == keys.count + 1 else { return XCTFail("expected \(keys.count + 1) snapshots, got \(run.steps.count)\n\(run.trace)") }
        let steps = Array(run.steps.dropFirst())

        // Menu on the root: the main page, each submenu's items named as shown.
        let onRoot = steps[0]
        XCTAssertEqual(onRoot.focused?.name, "Add Child", "Menu did not open the context menu on its first item\n\(run.trace)")
        XCTAssertEqual(onRoot.menu?.first?.map(\.name), ["Add Child", "Add Sibling", "Wrap In"] + Self.editCommands, "the context menu's main page\n\(run.trace)")
        // On the root: Copy, Paste and Rename; the root is in no stack to cut from or delete.
        XCTAssertEqual(onRoot.menu?.first?.suffix(6).map(\.sensitive), [false, true, true, false, false, true], "\(run.trace)")
        XCTAssertEqual(page("Add Child", of: onRoot)?.map(\.name), Self.kinds, "Add Child's items\n\(run.trace)")
        XCTAssertEqual(page("Add Sibling", of: onRoot)?.map(\.name), Self.kinds, "Add Sibling's items\n\(run.trace)")
        XCTAssertEqual(page("Wrap In", of: onRoot)?.map(\.name), ["VStack", "HStack", "ZStack", "Card"], "Wrap In's items\n\(run.trace)")
        // The root is a stack in no stack: children yes, siblings no (shown, but off).
        XCTAssertEqual(page("Add Child", of: onRoot)?.map(\.sensitive), Array(repeating: true, count: Self.kinds.count), "\(run.trace)")
        XCTAssertEqual(page("Add Sibling", of: onRoot)?.map(\.sensitive), Array(repeating: false, count: Self.kinds.count), "\(run.trace)")
        XCTAssertEqual(page("Wrap In", of: onRoot)?.map(\.sensitive), [true, true, true, true], "\(run.trace)")
        XCTAssertEqual(steps[1].menu ?? [], [], "Escape did not close the menu\n\(run.trace)")
        XCTAssertEqual(steps[1].focused?.isInLayers, true, "the focus did not come back to the list\n\(run.trace)")

        // The card open on its part "orange surface"; the views inside come into sight with the
        // text added there.
        let card = ["ZStack", "LinearGradient", "card, VStack", "orange surface, VStack"]
        let open = card + ["Label", "white surface, Text"]
        XCTAssertEqual(steps[4].rows.map(\.name), card, "\(run.trace)")
        // Shift+F10 on the card, Add Child ▸ (its page) Text.
        XCTAssertEqual(steps[5].focused?.name, "Add Child", "Shift+F10 did not open the menu\n\(run.trace)")
        XCTAssertEqual(steps[7].focused?.name, "Text", "\(run.trace)")
        let added = steps[8]
        XCTAssertEqual(added.rows.map(\.name), open + ["Text"], "Add Child ▸ Text did not add a row at the card's end\n\(run.trace)")
        XCTAssertEqual(added.rows.filter(\.isSelected).map(\.name), ["Text"], "the new text is not selected\n\(run.trace)")
        XCTAssertTrue(added.status?.hasPrefix("Selected: Text ·") == true, "the store's selection: \(added.status ?? "-")\n\(run.trace)")
        XCTAssertEqual(added.menu ?? [], [], "the menu stayed open\n\(run.trace)")
        XCTAssertEqual(added.focused?.isInLayers, true, "the focus did not come back to the list\n\(run.trace)")
        // Menu on the text: Add Child is off (a text holds no children).
        XCTAssertEqual(page("Add Child", of: steps[9])?.map(\.sensitive), Array(repeating: false, count: Self.kinds.count), "\(run.trace)")
        XCTAssertEqual(page("Add Sibling", of: steps[9])?.map(\.sensitive), Array(repeating: true, count: Self.kinds.count), "\(run.trace)")
        XCTAssertEqual(steps[16].focused?.name, "Card", "\(run.trace)")
        let wrapped = steps[17]
        XCTAssertEqual(wrapped.rows.map(\.name), open + ["ZStack"], "Wrap In ▸ Card did not put a card around the text\n\(run.trace)")
        XCTAssertEqual(wrapped.rows.filter(\.isSelected).map(\.name), ["ZStack"], "the card is not selected\n\(run.trace)")
        XCTAssertEqual(wrapped.rows.last?.isExpandable, true, "the card holds nothing\n\(run.trace)")
        XCTAssertTrue(wrapped.status?.contains("radii") == true, "the card draws no concentric shape: \(wrapped.status ?? "-")\n\(run.trace)")
        // One undo each.
        XCTAssertEqual(steps[18].rows.map(\.name), open + ["Text"], "the first Ctrl+Z did not unwrap the text\n\(run.trace)")
        XCTAssertEqual(steps[19].rows.map(\.name), open, "the second Ctrl+Z did not remove the text\n\(run.trace)")
    }

    /// The Layers pane's Add button (named "Add") opens the same menu as the rows' context menu,
    /// with the same commands off: on the text, Add Child; choosing Add Sibling ▸ Circle with the
    /// keyboard adds a circle after the text, selected.
    func testTheAddButtonOpensTheSameMenu() throws {
        let keys = ["Down", "Down", "Right", "Right", "Right", "Right", "Down", "press:Add", "Down", "Return", "Down", "Down", "Down", "Down", "Down", "Return"]
        let run = try LayerListSession.run(["concentric-card"], keys: keys, readsMenus: true)
        guard run.steps.count == keys.count + 1 else { return XCTFail("expected \(keys.count + 1) snapshots\n\(run.trace)") }
        let opened = run.steps[8]
        XCTAssertEqual(opened.menu?.first?.map(\.name), ["Add Child", "Add Sibling", "Wrap In"], "the Add button's menu\n\(run.trace)")
        XCTAssertEqual(page("Add Child", of: opened)?.map(\.sensitive), Array(repeating: false, count: Self.kinds.count), "\(run.trace)")
        XCTAssertEqual(page("Add Sibling", of: opened)?.map(\.name), Self.kinds, "\(run.trace)")
        XCTAssertEqual(run.steps[15].focused?.name, "Circle", "\(run.trace)")
        let added = try XCTUnwrap(run.steps.last)
        XCTAssertEqual(added.rows.map(\.name), ["ZStack", "LinearGradient", "card, VStack", "orange surface, VStack", "Label", "white surface, Text", "Circle"], "\(run.trace)")
        XCTAssertEqual(added.rows.filter(\.isSelected).map(\.name), ["Circle"], "\(run.trace)")
        XCTAssertEqual(added.menu ?? [], [], "the Add button's menu stayed open\n\(run.trace)")
    }

    /// The inspector of the sample's white surface (a Text inside `.font(.headline)`,
    /// `.foregroundStyle(black)` and a white background) shows its new rows by their titles, as a
    /// screen reader reads the labels: the text's Colour (beside the foreground style's and the
    /// background's), and the Font group's Text style (beside the text's own) and Weight.
    func testTheInspectorNamesTheFontAndTextColourRows() throws {
        let run = try LayerListSession.run(["concentric-card"], keys: ["Down", "Down", "Right", "Right", "Right", "Right", "Down", "controls"])
        guard let last = run.steps.last, let controls = last.controls else { return XCTFail("no controls listed\n\(run.trace)") }
        XCTAssertEqual(last.rows.filter(\.isSelected).map(\.name), ["white surface, Text"], "\(run.trace)")
        let rows = controls.filter { $0.role == "label" }.map(\.name)
        func count(_ name: String) -> Int { rows.filter { $0 == name }.count }
        XCTAssertEqual(count("Text style"), 2, "the text's own style and the font modifier's: \(rows)")
        XCTAssertEqual(count("Weight"), 1, "the font modifier's weight (the text has no font of its own): \(rows)")
        XCTAssertEqual(count("Colour"), 3, "the text's colour, the foreground style's and the background's: \(rows)")
        XCTAssertTrue(controls.contains { $0.name == "Font" }, "no Font group\n\(controls)")
    }
}
