// The inspector's controls that add and remove the selected view's modifiers: the Add Modifier
// menu button after the groups (`win.add-modifier`, a `ModifierTemplate` as target), and a remove
// button in the header of the group standing for each modifier. Whether each applies is the
// store's answer, handed in by the window (`setAllowed`), never the widgets' own guess.
import GtkKit
import SceneEditing

@MainActor
final class ModifierControls {
    /// The Add Modifier menu button, shown after the view's groups, where an added group appears.
    let addButton: MenuButton
    /// Kept: the menu button shows it.
    private let menu: Menu
    /// `win.add-modifier`, added to the window by `addAction(to:)`.
    private var action: SimpleAction?
    /// The remove button of each group heading a modifier shown (kept: each holds its click handler).
    private var removeButtons: [InspectorGroup: Button] = [:]
    /// The store's answers: whether a modifier may be added, and which may be removed.
    private var canAdd = false
    private var removable: Set<Int> = []

    /// A menu item was chosen.
    var onAdd: @MainActor (ModifierTemplate) -> Void = { _ in }
    /// A remove button was pressed: the modifier's index.
    var onRemove: @MainActor (Int) -> Void = { _ in }

    init() {
        // TRANSLATORS: the inspector's menu button adding a modifier to the selected view.
        addButton = MenuButton(label: tr("_Add Modifier"), iconName: "list-add-symbolic")
        addButton.setAccessibleLabel(tr("Add Modifier"))
        menu = Menu()
        menu.setItems(ModifierTemplate.allCases.map {
            Menu.Item(label: InspectorTitles.template($0), action: "win." + Self.actionName, target: $0.rawValue)
        })
        addButton.setMenu(menu)
    }

    /// The action the menu's items activate.
    static let actionName = "add-modifier"

    /// Adds `win.add-modifier` to `window`, so the menu's items find it.
    func addAction(to window: ApplicationWindow) {
        let owner = Owner()
        let action = SimpleAction(Self.actionName, stringParameter: { raw in
            guard let controls = owner.controls, controls.canAdd, let template = ModifierTemplate(rawValue: raw) else { return }
            controls.onAdd(template)
        })
        owner.controls = self
        window.add(action)
        self.action = action
        applyAllowed()
    }

    /// What the action reaches the controls through (made before it is stored).
    private final class Owner {
        weak var controls: ModifierControls?
    }

    /// The store's answers for the view shown: whether Add Modifier applies, and the indices of
    /// the modifiers that may be removed; the controls that do not apply say why in their tooltip.
    func setAllowed(add: Bool, remove: Set<Int>) {
        guard add != canAdd || remove != removable else { return }
        canAdd = add
        removable = remove
        applyAllowed()
    }

    /// The header suffix of `group` as `shownGroups` lists it: its remove button when it stands
    /// for a modifier (`heads`), else none. Buttons of groups no longer shown are let go.
    func updateHeaders(_ shownGroups: [(group: InspectorGroup, widget: PreferencesGroup)], heads: Set<InspectorGroup>) {
        var kept: [InspectorGroup: Button] = [:]
        for (group, widget) in shownGroups {
            guard heads.contains(group), let index = group.modifierIndex, let name = InspectorTitles.removal(group) else {
                widget.setHeaderSuffix(nil)
                continue
            }
            let button = removeButtons[group] ?? makeRemoveButton(index: index, name: name)
            kept[group] = button
            widget.setHeaderSuffix(button)
        }
        removeButtons = kept
        applyAllowed()
    }

    private func makeRemoveButton(index: Int, name: String) -> Button {
        let button = Button(iconName: "user-trash-symbolic")
        button.centerVertically()
        button.setAccessibleLabel(name)
        button.onClicked { [weak self] in
            guard let self, self.removable.contains(index) else { return }
            self.onRemove(index)
        }
        return button
    }

    private func applyAllowed() {
        if let action, action.isEnabled != canAdd { action.isEnabled = canAdd }
        addButton.isSensitive = canAdd
        addButton.tooltip = canAdd ? tr("Add a modifier around the view, outside its others") : tr("Edit the file to add modifiers here")
        for (group, button) in removeButtons {
            let allowed = group.modifierIndex.map(removable.contains) ?? false
            button.isSensitive = allowed
            button.tooltip = allowed ? InspectorTitles.removal(group) : tr("Edit the file to remove this modifier")
        }
    }
}
