// The sidebar's Parameters group: one slider row per parameter the open scene declares (issue
// 11), built when the set of parameters changes and only moved in place otherwise (an animation
// frame moves one slider; it never rebuilds a row).
import ConcentricJSON
import ConcentricScene
import GtkKit
import PlaygroundStore

/// The rows of `group` (PlaygroundWindow.ui's `parameters_group`), each titled by the
/// parameter's name (a screen reader names its slider so), with a slider and a spin button.
/// A scene without parameters shows `emptyLabel` instead. Values are shown with the controls'
/// handlers blocked, so showing a value never sends it back.
@MainActor
final class ParametersPanel {
    /// A slider's or its spin button's move: the edit of the parameter's default, with the
    /// parameter's coalescing key (a drag's moves, and a run of arrow-key steps, are one undo step).
    var onEdit: @MainActor (SceneEdit, _ coalescingKey: String) -> Void = { _, _ in }
    /// A slider's pointer drag began and ended.
    var onDragBegan: @MainActor () -> Void = {}
    var onDragEnded: @MainActor () -> Void = {}

    private let group: PreferencesGroup
    private let emptyLabel: Label
    private var rows: [Row] = []

    /// One parameter's row.
    private struct Row {
        let name: String
        let row: ActionRow
        let scale: Scale
        let spin: SpinButton
    }

    init(group: PreferencesGroup, emptyLabel: Label) {
        self.group = group
        self.emptyLabel = emptyLabel
    }

    /// The key a parameter's edits coalesce under (the store's undo steps).
    static func coalescingKey(_ name: String) -> String { "parameter \(name)" }

    /// Shows `sliders`: the rows are rebuilt when the names changed, else moved in place.
    func show(_ sliders: [ParameterSlider]) {
        if sliders.map(\.name) != rows.map(\.name) { rebuild(sliders.map(\.name)) }
        for (row, slider) in zip(rows, sliders) {
            row.scale.withHandlersBlocked { row.scale.setRange(slider.range) }
            row.spin.withHandlersBlocked { row.spin.setRange(slider.range) }
        }
        showValues(sliders)
    }

    /// Moves the sliders to the values shown (all an animation frame changes).
    func showValues(_ sliders: [ParameterSlider]) {
        for (row, slider) in zip(rows, sliders) {
            row.scale.withHandlersBlocked { row.scale.value = slider.value }
            row.spin.withHandlersBlocked { row.spin.value = slider.value }
        }
    }

    private func rebuild(_ names: [String]) {
        for row in rows { group.remove(row.row) }
        rows = names.map(makeRow)
        for row in rows { group.add(row.row) }
        emptyLabel.isVisible = rows.isEmpty
    }

    private func makeRow(_ name: String) -> Row {
        // The range is set by `show` (the store's span for this parameter).
        let scale = Scale(range: 0...100, step: 1)
        scale.centerVertically()
        scale.expandHorizontally()
        scale.setWidthRequest(110)
        let spin = SpinButton(range: 0...100, step: 1, digits: 1)
        spin.centerVertically()
        // A parameter's name is the scene's own word: not translated.
        let row = ActionRow(title: name)
        row.addSuffix(scale)
        row.addSuffix(spin)
        // The row's title names the slider (its activatable widget); the spin button is named
        // on its own, as the inspector names the one beside a slider.
        row.setActivatableWidget(scale)
        // TRANSLATORS: the spin button beside a slider; {property} is the row's title.
        spin.setAccessibleLabel(tr("{property}, in points", ["property": name]))
        let key = Self.coalescingKey(name)
        // Weak: each control's handler would otherwise keep the other alive (and so itself).
        scale.onValueChanged { [weak self, weak scale, weak spin] in
            guard let self, let scale, let spin else { return }
            spin.withHandlersBlocked { spin.value = scale.value }
            self.onEdit(.setParameterDefault(name: name, value: scale.value), key)
        }
        scale.onDrag(began: { [weak self] in self?.onDragBegan() }, ended: { [weak self] in self?.onDragEnded() })
        spin.onValueChanged { [weak self, weak scale, weak spin] in
            guard let self, let scale, let spin else { return }
            scale.withHandlersBlocked { scale.value = spin.value }
            self.onEdit(.setParameterDefault(name: name, value: spin.value), key)
        }
        return Row(name: name, row: row, scale: scale, spin: spin)
    }
}
