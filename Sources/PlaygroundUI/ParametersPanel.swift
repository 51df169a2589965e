// The Parameters group under the canvas: one slider row per parameter the open scene declares, built
// when the set of parameters changes and only moved in place otherwise (an animation frame moves
// one slider; it never rebuilds a row).
import ConcentricJSON
import ConcentricScene
import Foundation
import GtkKit
import PlaygroundStore
import SceneEditing

/// The rows of `group` (PlaygroundWindow.ui's `parameters_group`), each titled by the
/// parameter's name (a screen reader names its slider so), with a spin button and a Remove
/// button on the title's line and a slider across the row under it.
/// A scene without parameters shows `emptyLabel` instead. The group's + button declares a
/// parameter in a popover (a name and a default; the store refuses a name the reader would,
/// saying why). Values are
/// shown with the controls' handlers blocked, so showing a value never sends it back.
@MainActor
final class ParametersPanel {
    /// A slider's or its spin button's move: the edit of the parameter's default, with the
    /// parameter's coalescing key (a drag's moves, and a run of arrow-key steps, are one undo step).
    var onEdit: @MainActor (SceneEdit, _ coalescingKey: String?) -> Void = { _, _ in }
    /// A slider's pointer drag began and ended.
    var onDragBegan: @MainActor () -> Void = {}
    var onDragEnded: @MainActor () -> Void = {}
    /// "Set as Default" on a `.swift` document's parameter: write its value into the file.
    var onSetAsDefault: @MainActor (String) -> Void = { _ in }
    /// The parameters whose `@State` default the window can write (their rows offer it).
    private var writable: Set<String> = []

    private let group: PreferencesGroup
    private let emptyLabel: Label
    private let addRow: PreferencesRow
    /// The group's + button, whose popover holds `addRow`.
    private let addMenu: Widget
    private let addName: Entry
    private let addDefault: SpinButton
    private let addButton: Widget
    /// The add row's own tooltip (PlaygroundWindow.ui), given back when a `.swift` document's
    /// reason leaves it.
    private let addTooltip: String?
    private let addMenuTooltip: String?
    private var rows: [Row] = []
    /// The add row's name field had the keyboard when it asked for a parameter: rebuilding the
    /// rows (`rebuild`) takes the focus away, so it is given back.
    private var refocusName = false

    /// One parameter's row.
    private final class Row {
        let name: String
        let row: PreferencesRow
        let scale: Scale
        let spin: SpinButton
        let remove: Button
        let setDefault: Button
        /// The animated values marked on the slider.
        var marks: [Double] = []

        init(name: String, row: PreferencesRow, scale: Scale, spin: SpinButton, remove: Button, setDefault: Button) {
            (self.name, self.row, self.scale, self.spin, self.remove, self.setDefault) = (name, row, scale, spin, remove, setDefault)
        }
    }

    init(builder: Builder) throws(GLibError) {
        group = try builder.get("parameters_group")
        emptyLabel = try builder.get("parameters_empty_label")
        addRow = try builder.get("parameter_add_row")
        addMenu = try builder.get("parameter_add_menu")
        addName = try builder.get("parameter_add_name")
        addDefault = try builder.get("parameter_add_default")
        addButton = try builder.get("parameter_add_button")
        addTooltip = addRow.tooltip
        addMenuTooltip = addMenu.tooltip
        addName.onActivate { [weak self] in self?.add() }
        addButton.on("clicked") { [weak self] in self?.add() }
    }

    /// Declares the parameter the add row describes; the name field empties once it is declared
    /// (`show` sees the new row).
    private func add() {
        let name = addName.text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        // Only this add's rebuild gives the focus back (a refused name rebuilds nothing).
        defer { refocusName = false }
        refocusName = true
        onEdit(.addParameter(SceneParameter(name: name, defaultValue: addDefault.value)), nil)
    }

    /// The key a parameter's edits coalesce under (the store's undo steps).
    static func coalescingKey(_ name: String) -> String { "parameter \(name)" }

    /// What the panel shows besides the values: each slider's name, range and marks, and which
    /// offer "Set as Default".
    struct Shown: Equatable {
        var sliders: [ParameterSlider]
        var writingDefaults: Set<String>

        init(_ state: PlaygroundState) {
            sliders = state.parameterSliders.map { slider in
                var shown = slider
                shown.value = 0
                return shown
            }
            writingDefaults = Set(sliders.map(\.name).filter { state.writesDefault(of: $0) })
        }
    }

    /// Shows `sliders`: the rows are rebuilt when the names changed, else moved in place. The
    /// rows of `writingDefaults` (a `.swift` document's `@State` numbers written as literals)
    /// offer "Set as Default".
    func show(_ sliders: [ParameterSlider], writingDefaults: Set<String> = []) {
        writable = writingDefaults
        if sliders.map(\.name) != rows.map(\.name) { rebuild(sliders.map(\.name)) }
        for row in rows { row.setDefault.isVisible = writable.contains(row.name) }
        for (row, slider) in zip(rows, sliders) {
            row.scale.withHandlersBlocked { row.scale.setRange(slider.range) }
            row.spin.withHandlersBlocked { row.spin.setRange(slider.range) }
            // The animated parameter's slider marks the two values it springs between.
            if slider.animatedValues != row.marks {
                row.marks = slider.animatedValues
                row.scale.clearMarks()
                for value in slider.animatedValues { row.scale.addMark(value, label: nil) }
            }
        }
        showValues(sliders)
    }

    /// A `.swift` document's parameters are its `@State` properties: their values move (the
    /// preview's state), but adding or removing one is the file's to do.
    func setStructureLocked(_ reason: String?) {
        // Its entry, spin button and Add button have no sensitivity of their own to keep.
        addRow.setSensitiveThroughout(reason == nil, tooltip: reason ?? addTooltip)
        addMenu.setSensitiveThroughout(reason == nil, tooltip: reason ?? addMenuTooltip)
        for row in rows {
            row.remove.isSensitive = reason == nil
            row.remove.tooltip = reason ?? tr("Remove this parameter (only one that no view and no animation uses)")
        }
    }

    /// Moves the sliders to the values shown (all an animation frame changes).
    func showValues(_ sliders: [ParameterSlider]) {
        for (row, slider) in zip(rows, sliders) {
            row.scale.withHandlersBlocked { row.scale.value = slider.value }
            row.spin.withHandlersBlocked { row.spin.value = slider.value }
        }
    }

    private func rebuild(_ names: [String]) {
        let added = Set(names).subtracting(rows.map(\.name))
        for row in rows { group.remove(row.row) }
        rows = names.map(makeRow)
        for row in rows { group.add(row.row) }
        emptyLabel.isVisible = rows.isEmpty
        if added.contains(addName.text.trimmingCharacters(in: .whitespaces)) { addName.text = "" }
        if refocusName { addName.grabFocus() }
        refocusName = false
    }

    /// A parameter's row, in two lines (an AdwActionRow's one line left the slider little room in
    /// a narrow window): its name, value and Remove button, then the slider across the
    /// row's whole width. Tab goes from the spin button to Remove to the slider, as they read.
    private func makeRow(_ name: String) -> Row {
        // The range is set by `show` (the store's span for this parameter).
        let scale = Scale(range: 0...100, step: 1)
        scale.expandHorizontally()
        let spin = SpinButton(range: 0...100, step: 1, digits: 1)
        spin.centerVertically()
        // A parameter's name is the scene's own word: not translated.
        let row = PreferencesRow.plain(title: name)
        row.addCSSClass("parameter-row")
        // Named as an AdwActionRow is by its title (a screen reader announces the row so).
        row.setAccessibleLabel(name)
        row.passFocusToControls()
        let title = Label(name)
        title.setEllipsizeEnd()
        title.expandHorizontally()
        // Always offered: the store refuses a parameter still in use, saying what uses it
        // (finding the uses here would write the whole tree out on every change).
        let remove = Button(iconName: "user-trash-symbolic")
        remove.centerVertically()
        // TRANSLATORS: the button removing a parameter; {parameter} is its name (not translated).
        remove.setAccessibleLabel(tr("Remove {parameter}", ["parameter": name]))
        remove.tooltip = tr("Remove this parameter (only one that no view and no animation uses)")
        remove.onClicked { [weak self] in self?.onEdit(.removeParameter(name), nil) }
        let setDefault = Button(iconName: "document-save-symbolic")
        setDefault.centerVertically()
        // TRANSLATORS: the button writing a slider's value into the SwiftUI file's @State
        // declaration; {parameter} is its name (not translated).
        setDefault.setAccessibleLabel(tr("Set {parameter} as Default", ["parameter": name]))
        setDefault.tooltip = tr("Set as Default: write this value into the file's @State declaration")
        setDefault.isVisible = writable.contains(name)
        setDefault.onClicked { [weak self] in self?.onSetAsDefault(name) }
        let line = Box(.horizontal)
        line.addCSSClass("parameter-row-line")
        line.append(title)
        line.append(spin)
        line.append(setDefault)
        line.append(remove)
        let content = Box(.vertical)
        content.append(line)
        content.append(scale)
        row.setChild(content)
        // The slider is named by the parameter, as an AdwActionRow's title names its
        // activatable widget; the spin button is named on its own, as the inspector names the
        // one beside a slider.
        scale.setAccessibleLabel(name)
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
        return Row(name: name, row: row, scale: scale, spin: spin, remove: remove, setDefault: setDefault)
    }
}
