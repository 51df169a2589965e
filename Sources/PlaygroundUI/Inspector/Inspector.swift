// The inspector of the selected view: one preferences group per property group of
// `InspectorModel`, its rows built from the model and sending `SceneEdit`s. It holds no document:
// the owner shows it a document and a selection, applies the edits it sends and shows it the
// result, so undo, reload and the canvas all go through the owner.
import ConcentricCore
import ConcentricScene
import GtkKit
import SceneEditing

/// The inspector: `root` goes into a scrolled pane; `show` displays a view's properties; the
/// controls' changes arrive as `onEdit`.
///
/// Feedback: `show` changes the groups only when the rows' structure changed (a different kind of
/// view or shape, a modifier added), and then shows again the groups and rows of the same
/// structure built before, hiding the others; then, for every row, it sets the value in place
/// with the control's handlers blocked, so a value shown is never sent back.
@MainActor
@_spi(Harness) public final class Inspector {
    /// A vertical box: the source group, the hint, the groups, then Add Modifier.
    let root: Box
    /// The groups of the view shown, in order.
    private let groups: Box
    /// Add Modifier and the groups' remove buttons (ModifierControls.swift).
    let modifiers = ModifierControls()
    /// Where the focus goes once the view at `path` shows `count` modifiers (the edit just sent
    /// done). Dropped at the next `show` either way, so a refused edit moves no focus later.
    private var pendingFocus: (path: ViewPath, count: Int, target: FocusAfterEdit)?
    /// The group of the modifier at an index (just added), or Add Modifier (a group just
    /// removed, and its remove button with it).
    private enum FocusAfterEdit {
        case group(Int)
        case addButton
    }
    /// Moves the focus there once the popover or the removed button has let it go.
    private var focusIdle: Idle?

    /// A control's change as the edit that makes it, with a coalescing key for continuous
    /// changes (every value of one slider drag, arrow-key steps of one spin button: the same
    /// key while the same control of the same view changes), nil for one-off changes (a pick, a
    /// typed text, a colour) that are each one undo step.
    var onEdit: @MainActor (SceneEdit, _ coalescingKey: String?) -> Void = { _, _ in }
    /// A slider's pointer drag began and ended (the edits in between carry one coalescing key).
    var onDragBegan: @MainActor () -> Void = {}
    var onDragEnded: @MainActor () -> Void = {}
    /// A change that could not become an edit, in words.
    var onError: @MainActor (String) -> Void = { _ in }

    private var model: InspectorModel?
    private var structure: [InspectorSection]?
    private var parameterNames: [String] = []
    /// The groups shown, in order, with their rows' controls.
    private var shown: [ShownGroup] = []
    private var controls: [InspectorField: any InspectorControl] = [:]
    /// The first row shown, where the layer list's Enter sends the focus.
    private var firstRow: Widget?
    private let placeholder: Label

    /// A group shown: its widget and the controls of its visible rows, in order, each with its
    /// row's structure.
    @MainActor private struct ShownGroup {
        var group: InspectorGroup
        var widget: PreferencesGroup
        var rows: [(structure: InspectorRow, control: any InspectorControl)]
    }

    /// Every group built, shown or hidden, by group: a group and its rows stay in the window
    /// once built and are hidden while the view shown lacks them (`GroupWidgets`). Taking a
    /// widget out of the window and putting it back made GTK compute its styles, its size and
    /// its accessible object again: most of a selection's work. At most `hiddenGroupLimit` are
    /// kept hidden, the least recently shown going first, so that the widgets kept stay a small
    /// part of the app's memory.
    private var built: [InspectorGroup: GroupWidgets] = [:]
    /// Counts the rebuilds, for each group to say when it was last shown.
    private var rebuilds = 0
    static let hiddenGroupLimit = 24

    /// Where the selected view of a `.swift` document is in the source, with Open in Editor.
    private let sourceGroup: PreferencesGroup
    private let sourceRow: ActionRow
    /// Kept: its click handler lives as long as its wrapper.
    private let openButton: Button
    /// Open in Editor was pressed.
    var onOpenInEditor: @MainActor () -> Void = {}

    init() {
        root = Box(.vertical, spacing: 18)
        sourceGroup = PreferencesGroup(title: tr("Source"))
        // TRANSLATORS: the inspector row saying where the selected view is in its SwiftUI file.
        sourceRow = ActionRow(title: tr("Defined at"))
        let open = Button(label: tr("Open in Editor"))
        openButton = open
        open.centerVertically()
        open.tooltip = tr("Open the file at this line in your editor ($VISUAL or $EDITOR, else the desktop's)")
        sourceRow.addSuffix(open)
        sourceGroup.add(sourceRow)
        sourceGroup.isVisible = false
        root.append(sourceGroup)
        let owner = SourceOwner()
        open.onClicked { owner.inspector?.onOpenInEditor() }
        placeholder = Label(tr("Select a view to change it here."))
        placeholder.addCSSClass("dim-label")
        root.append(placeholder)
        groups = Box(.vertical, spacing: 18)
        root.append(groups)
        root.append(modifiers.addButton)
        owner.inspector = self
        modifiers.onRemove = { [weak self] index in self?.remove(index) }
        modifiers.onAdd = { [weak self] template in self?.add(template) }
    }

    /// What the Open in Editor button reaches the inspector through (made before it is).
    private final class SourceOwner {
        weak var inspector: Inspector?
    }

    /// Shows where the selected view is in its source (`Card.swift:57`), or nothing (nil).
    func showSource(_ place: String?) {
        sourceGroup.isVisible = place != nil
        sourceRow.subtitle = place ?? ""
        sourceRow.setAccessibleDescription(place ?? "")
    }

    /// Shows the view at `selection` of `document` (nothing selected, or a path that leads
    /// nowhere: a hint). `layout` is the document's, for the resolved radii.
    func show(document: SceneDocument, selection: ViewPath?, layout: ViewLayout) {
        let next = selection.flatMap { InspectorModel(document: document, path: $0, layout: layout) }
        let names = document.parameters.map(\.name)
        let nextStructure = next?.structure
        // Another view with the same rows (selecting from card to card) keeps the widgets and
        // only shows its values: building the groups again took about 27 ms, over a frame.
        if nextStructure != structure || (next == nil) != (model == nil) || names != parameterNames {
            rebuild(next)
        }
        model = next
        structure = nextStructure
        parameterNames = names
        let values = document.parameterValues()
        for var row in next?.rows ?? [] {
            row.bindingIsFixed = readOnlyReason != nil
            controls[row.field]?.update(row, parameters: values)
        }
        if let pending = pendingFocus {
            pendingFocus = nil
            guard next?.path == pending.path, next?.view.modifiers.count == pending.count else { return }
            // After the menu's popover (or the removed button's group) has given the focus back.
            focusIdle = Idle { [weak self] in
                self?.focus(pending.target)
                return false
            }
        }
    }

    /// The groups' titles as shown, in order.
    var groupTitles: [String] { shown.map(\.widget.title) }

    /// The laid-out size of the view at a path (its outermost frame), for a new frame to keep.
    var laidOutSize: @MainActor (ViewPath) -> Size? = { _ in nil }

    /// Adds `template`'s modifier outside the view's others; its group takes the focus once shown.
    func add(_ template: ModifierTemplate) {
        guard let model else { return }
        let count = model.view.modifiers.count
        pendingFocus = (model.path, count + 1, .group(count))
        onEdit(template.edit(on: model.view, at: model.path, size: laidOutSize(model.path)), nil)
    }

    /// Removes the modifier at `index`; Add Modifier takes the focus its remove button had.
    private func remove(_ index: Int) {
        guard let model else { return }
        pendingFocus = (model.path, model.view.modifiers.count - 1, .addButton)
        onEdit(.set(model.path, .removeModifier(index)), nil)
    }

    /// Focuses the first control of the group standing for a modifier (scrolling the sidebar to
    /// it), or Add Modifier (also when that group has no control).
    private func focus(_ target: FocusAfterEdit) {
        let group = shown.first { if case .group(let index) = target { $0.group.modifierIndex == index } else { false } }
        if let target = group?.rows.first?.control.focusTarget {
            target.grabFocus()
        } else if modifiers.addButton.isVisible {
            modifiers.addButton.grabFocus()
        }
    }

    /// Shows the values read-only (a `.swift` document: the file says them) with `reason` as
    /// the tooltip, or editable (nil), but for the `source`'s editable groups (values the window
    /// writes into the file); its reasons say what a read-only group's value reads (`@State`,
    /// expression). The rows stay readable, by eye and by a screen reader.
    func setReadOnly(
        _ reason: String?,
        source: (editable: Set<InspectorGroup>, reasons: [InspectorGroup: (message: String, expression: String)]) = ([], [:])
    ) {
        let editable = source.editable
        let reasons = source.reasons.mapValues { tr($0.message, ["expression": $0.expression]) }
        guard reason != readOnlyReason || (reason != nil && (editable != editableGroups || reasons != groupReasons)) else { return }
        let wasReadOnly = readOnlyReason != nil
        readOnlyReason = reason
        editableGroups = editable
        groupReasons = reasons
        if wasReadOnly, reason != nil {
            // Still a `.swift` document, other groups writable (the file imported again after a
            // modifier was added): the rows are made sensitive again and the next `show` updates
            // each control's own state, the widgets (and the focus, a press) kept. Hidden rows
            // too: a rebuild that shows one again disables it only where it must be.
            for widgets in built.values {
                for control in widgets.controls {
                    for row in control.rows { row.setSensitiveThroughout(true, tooltip: nil) }
                }
            }
        } else if wasReadOnly {
            // Every control was made insensitive: none is reused, the next `show` builds afresh.
            removeAllGroups()
            structure = nil
            model = nil
        }
        disableReadOnlyGroups()
    }

    /// The groups a `.swift` document's source lets the window write (the rest read-only).
    private var editableGroups: Set<InspectorGroup> = []
    /// Why a read-only group's value is not written (it reads a `@State` or an expression),
    /// instead of `readOnlyReason`.
    private var groupReasons: [InspectorGroup: String] = [:]

    private func disableReadOnlyGroups() {
        guard let readOnlyReason else { return }
        // The rows, not the group: the remove button in its header follows the store's answer
        // of its own (a modifier's call may go where its value reads a `@State`).
        for group in shown where !editableGroups.contains(group.group) {
            for (_, control) in group.rows {
                for row in control.rows { row.setSensitiveThroughout(false, tooltip: groupReasons[group.group] ?? readOnlyReason) }
            }
        }
    }

    /// Why the rows are read-only (`setReadOnly`), applied to the groups a rebuild adds too.
    private var readOnlyReason: String?

    /// Gives the keyboard focus to the first control (the view's name): Enter on a layer row
    /// goes on to change the view. Returns whether there was one to focus.
    @discardableResult func focusFirstControl() -> Bool { firstRow?.grabFocus() ?? false }

    /// What a pointer dragging the value of `field`'s row moves: the row's slider, or a corner
    /// cell's spin button over the corner's usual range (`concentric-bench editor` drags it).
    @_spi(Harness) public func draggable(for field: InspectorField) -> DraggableValue? {
        switch controls[field] {
        case let number as NumberControl:
            number.field.scale.map { scale in DraggableValue(range: scale.bounds) { scale.value = $0 } }
        case let corner as CornerCell:
            DraggableValue(range: corner.dragRange) { corner.field.spin.value = $0 }
        default: nil
        }
    }

    /// The coalescing key of a continuous change: the view and the property.
    static func coalescingKey(path: ViewPath, field: InspectorField) -> String { "inspector \(path) \(field)" }

    /// Shows `next`'s rows: each section's group widget (the one built for its group before,
    /// else a new one) in the section's place, showing the section's rows (`GroupWidgets.show`);
    /// the other groups are hidden.
    private func rebuild(_ next: InspectorModel?) {
        placeholder.isVisible = next == nil
        modifiers.addButton.isVisible = next != nil
        rebuilds += 1
        let send: InspectorSend = { [weak self] field, value, continuous in self?.send(field, value, continuous: continuous) }
        let drag = DragHandlers(began: { [weak self] in self?.onDragBegan() }, ended: { [weak self] in self?.onDragEnded() })
        var previous: Widget?
        shown = []
        for section in next?.sections ?? [] {
            let title = InspectorTitles.title(section)
            let widgets = built[section.group] ?? {
                let made = GroupWidgets(group: section.group, widget: PreferencesGroup(title: title))
                groups.append(made.widget)
                built[section.group] = made
                return made
            }()
            widgets.lastShown = rebuilds
            // A group may edit another type now (a shape's kind picked, another view's shape).
            if widgets.widget.title != title { widgets.widget.title = title }
            groups.place(widgets.widget, after: previous)
            previous = widgets.widget
            widgets.widget.isVisible = true
            let rows = widgets.show(section.rows) { Self.control(for: $0, send: send, drag: drag) }
            shown.append(ShownGroup(group: section.group, widget: widgets.widget, rows: rows))
        }
        for widgets in built.values where widgets.lastShown != rebuilds && widgets.widget.isVisible {
            widgets.widget.setHeaderSuffix(nil)
            widgets.widget.isVisible = false
        }
        let hidden = built.values.filter { $0.lastShown != rebuilds }.sorted { $0.lastShown < $1.lastShown }
        for widgets in hidden.prefix(max(0, hidden.count - Self.hiddenGroupLimit)) {
            groups.remove(widgets.widget)
            built[widgets.group] = nil
        }
        disableReadOnlyGroups()
        modifiers.updateHeaders(shown.map { ($0.group, $0.widget) }, heads: Set((next?.modifierHeads ?? [:]).values))
        controls = [:]
        for group in shown { for (structure, control) in group.rows { controls[structure.field] = control } }
        firstRow = shown.first?.rows.first?.control.focusTarget
    }

    /// Takes every group out of the window: the next `show` builds afresh.
    private func removeAllGroups() {
        for widgets in built.values {
            widgets.widget.setHeaderSuffix(nil)
            groups.remove(widgets.widget)
        }
        built = [:]
        shown = []
        controls = [:]
    }

    /// A number a harness sets as a pointer drag would, within `range`.
    @_spi(Harness) public struct DraggableValue {
        public let range: ClosedRange<Double>
        public let set: @MainActor (Double) -> Void
    }

    private static func control(for row: InspectorRow, send: @escaping InspectorSend, drag: DragHandlers) -> any InspectorControl {
        switch (row.value, row.field) {
        case (.cornerStyle, .cornerStyle(_, let corner)), (.number, .unevenRadius(_, let corner)): return CornerCell(row, corner: corner, send: send)
        case (.cornerStyle, _): return CornerCell(row, corner: .topLeading, send: send)
        case (.number, _): return NumberControl(row, slider: Self.hasSlider(row.field), send: send, drag: drag)
        case (.choice, _): return ChoiceControl(row, send: send)
        case (.text, let field) where field.isReadOnly: return ReadOnlyTextControl(row)
        case (.text, _): return TextControl(row, send: send)
        case (.color, _): return ColorControl(row, send: send)
        case (.flag, _): return FlagControl(row, send: send)
        }
    }

    /// A radius and opacities get a slider beside their spin button (what a designer drags);
    /// a corner's cell has only its spin button.
    @_spi(Harness) public static func hasSlider(_ field: InspectorField) -> Bool {
        switch field {
        case .cornerRadius, .fillOpacity, .opacity, .strokeWidth: true
        default: false
        }
    }

    private func send(_ field: InspectorField, _ value: InspectorValue, continuous: Bool) {
        guard let model else { return }
        do {
            guard let edit = try model.edit(field, to: value) else { return }
            onEdit(edit, continuous ? Self.coalescingKey(path: model.path, field: field) : nil)
        } catch {
            onError(InspectorTitles.error(error))
        }
    }
}
