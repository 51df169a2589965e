// The layer list's structure commands as window actions (`win.add-child`, `win.add-sibling`,
// `win.wrap`, the view's kind as target), which LayerList.ui's menu, the Layers pane's Add button
// and the accelerators trigger, and the commands on the selection (`win.cut`, `win.copy`,
// `win.paste`, `win.duplicate`, `win.delete`, `win.rename`) of the Edit and context menus. Each
// is one edit on the selection, so one undo step.
import ConcentricScene
import GtkKit
import PlaygroundStore
import SceneEditing

@MainActor
final class LayerActions {
    /// Accelerators, by detailed action name (listed in ShortcutsWindow.ui).
    static let accelerators: [(action: String, keys: [String])] = [
        ("win.add-child('text')", ["<Control><Shift>t"]),
        ("win.wrap('vStack')", ["<Control>g"]),
        ("win.wrap('card')", ["<Control><Shift>g"]),
    ]

    private let addChild: SimpleAction
    private let addSibling: SimpleAction
    private let wrap: SimpleAction
    /// The commands on the selection, which the window performs (`PlaygroundWindow.perform`).
    private let selectionActions: [(command: SelectionCommand, action: SimpleAction)]
    /// The Add button, whose tooltip says why a command does not apply.
    private let button: MenuButton
    /// The document and selection the commands act on (the window's shown ones).
    private var document: SceneDocument?
    private var selection: ViewPath?
    private let send: @MainActor (PlaygroundAction) -> Void

    /// What the actions' handlers reach the commands through (they are made before `self` is).
    private final class Owner {
        weak var actions: LayerActions?
    }

    /// The actions, added to `window`, sending their edits through `send`; `button` opens `menu`.
    init(
        application: Application, window: ApplicationWindow, button: MenuButton, menu: Menu, send: @escaping @MainActor (PlaygroundAction) -> Void,
        perform: @escaping @MainActor (SelectionCommand) -> Void
    ) {
        self.button = button
        self.send = send
        let owner = Owner()
        addChild = SimpleAction("add-child", stringParameter: { raw in NewView(rawValue: raw).map { owner.actions?.perform(.addChild($0)) } })
        addSibling = SimpleAction("add-sibling", stringParameter: { raw in NewView(rawValue: raw).map { owner.actions?.perform(.addSibling($0)) } })
        wrap = SimpleAction("wrap", stringParameter: { raw in ViewWrapper(rawValue: raw).map { owner.actions?.perform(.wrap($0)) } })
        let named: [(String, SelectionCommand)] = [("cut", .cut), ("copy", .copy), ("paste", .paste), ("duplicate", .duplicate), ("delete", .delete), ("rename", .rename)]
        selectionActions = named.map { name, command in (command, SimpleAction(name, { perform(command) })) }
        owner.actions = self
        for action in [addChild, addSibling, wrap] + selectionActions.map(\.action) { window.add(action) }
        for (action, keys) in Self.accelerators { application.setAccelerators(keys, for: action) }
        button.setMenu(menu)
    }

    /// The command's edit on the selection, sent to the store (a refusal as an error: an
    /// accelerator can arrive before the menu's state is synced).
    private func perform(_ command: StructureCommand) {
        guard let document else { return }
        do throws(SceneEditError) {
            send(.documentEdited(try document.edit(for: command, selection: selection), coalescing: nil))
        } catch {
            send(.editFailed(error.message))
        }
    }

    /// Enables each command where it applies to `selection` of `document` (nothing selected: the
    /// root), as the edit itself decides; the Add button's tooltip gives the reasons of those
    /// that do not.
    func sync(document: SceneDocument, selection: ViewPath?, locked: String? = nil) {
        self.document = document
        self.selection = selection
        var reasons: [String] = []
        // Copy needs a selection; the others change the structure, and Cut, Duplicate and Delete
        // need a view in a stack (the root is in none). A `.swift` document's structure is the file's.
        for (command, action) in selectionActions {
            let enabled = switch command {
            case .copy: selection != nil
            case .paste: locked == nil
            case .rename: locked == nil && selection != nil
            case .cut, .duplicate, .delete, .moveUp, .moveDown: locked == nil && selection.map { !$0.indices.isEmpty } ?? false
            }
            if action.isEnabled != enabled { action.isEnabled = enabled }
        }
        // A `.swift` document: every structure command is the file's (one reason for all).
        if let locked {
            for action in [addChild, addSibling, wrap] where action.isEnabled { action.isEnabled = false }
            if button.tooltip != locked { button.tooltip = locked }
            return
        }
        let commands: [(SimpleAction, StructureCommand, String)] = [
            (addChild, .addChild(.text), tr("Add Child")),
            (addSibling, .addSibling(.text), tr("Add Sibling")),
            (wrap, .wrap(.vStack), tr("Wrap In")),
        ]
        for (action, command, title) in commands {
            var enabled = true
            do throws(SceneEditError) {
                _ = try document.edit(for: command, selection: selection)
            } catch {
                enabled = false
                // TRANSLATORS: why a command of the Layers menu is off; {command} is e.g. "Add Child", {reason} the editor's English message.
                reasons.append(tr("{command}: {reason}", ["command": title, "reason": error.message]))
            }
            if action.isEnabled != enabled { action.isEnabled = enabled }
        }
        let tooltip = ([tr("Add or wrap views")] + reasons).joined(separator: "\n")
        if button.tooltip != tooltip { button.tooltip = tooltip }
    }
}
