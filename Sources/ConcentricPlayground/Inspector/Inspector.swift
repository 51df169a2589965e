// The inspector of the selected view (issue 11): one preferences group per property group of
// `InspectorModel`, its rows built from the model and sending `SceneEdit`s. It holds no document:
// the owner shows it a document and a selection, applies the edits it sends and shows it the
// result, so undo, reload and the canvas all go through the owner.
import ConcentricCore
import ConcentricScene
import GtkKit

/// The inspector: `root` goes into a scrolled pane; `show` displays a view's properties; the
/// controls' changes arrive as `onEdit`.
///
/// Feedback: `show` rebuilds the groups only when the rows' structure changed (a different kind of
/// view or shape, a modifier added); otherwise, for the same view or another one with the same
/// rows, it sets the values in place with the controls' handlers blocked, so a value shown is
/// never sent back.
@MainActor
final class Inspector {
    /// A vertical box of preferences groups.
    let root: Box

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
    private var groups: [PreferencesGroup] = []
    private var controls: [InspectorField: any InspectorControl] = [:]
    /// The first row shown, where the layer list's Enter sends the focus.
    private var firstRow: Widget?
    private let placeholder: Label

    /// The widgets of one structure of rows.
    private struct Built {
        var groups: [PreferencesGroup]
        var controls: [InspectorField: any InspectorControl]
        var firstRow: Widget?
    }
    /// The widgets of the structures shown recently, out of the window, by structure and the
    /// scene's parameter names (the number rows offer them), the most recent last: selecting
    /// another kind of view again puts its groups back instead of building them (building a
    /// card's groups took 138 M instructions, about 35 ms, and GTK's first measure of their new
    /// labels as much again in the next frame). The same structure has the same fields, so the
    /// kept controls send the same edits; `show` sets their values before they are seen.
    private var kept: [(key: KeptKey, built: Built)] = []
    private struct KeptKey: Hashable {
        var structure: [InspectorSection]
        var parameterNames: [String]
    }
    /// How many structures are kept besides the one shown.
    static let keptStructures = 8

    init() {
        root = Box(.vertical, spacing: 18)
        placeholder = Label(tr("Select a view to change it here."))
        placeholder.addCSSClass("dim-label")
        root.append(placeholder)
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
            rebuild(next, parameterNames: names)
        }
        model = next
        structure = nextStructure
        parameterNames = names
        let values = document.parameterValues()
        for row in next?.rows ?? [] { controls[row.field]?.update(row, parameters: values) }
    }

    /// Gives the keyboard focus to the first control (the view's name): Enter on a layer row
    /// goes on to change the view. Returns whether there was one to focus.
    @discardableResult func focusFirstControl() -> Bool { firstRow?.grabFocus() ?? false }

    /// The slider of the row of `field`, when it has one (`--bench-editor` drags it).
    func slider(for field: InspectorField) -> Scale? {
        switch controls[field] {
        case let number as NumberControl: number.field.scale
        case let corner as CornerStyleControl: corner.field.scale
        default: nil
        }
    }

    /// The coalescing key of a continuous change: the view and the property.
    static func coalescingKey(path: ViewPath, field: InspectorField) -> String { "inspector \(path) \(field)" }

    private func rebuild(_ next: InspectorModel?, parameterNames names: [String]) {
        for group in groups { root.remove(group) }
        if let structure, !groups.isEmpty {
            let key = KeptKey(structure: structure, parameterNames: parameterNames)
            kept.removeAll { $0.key == key }
            kept.append((key, Built(groups: groups, controls: controls, firstRow: firstRow)))
            if kept.count > Self.keptStructures { kept.removeFirst(kept.count - Self.keptStructures) }
        }
        groups = []
        controls = [:]
        firstRow = nil
        placeholder.isVisible = next == nil
        guard let next else { return }
        let key = KeptKey(structure: next.structure, parameterNames: names)
        if let index = kept.lastIndex(where: { $0.key == key }) {
            let built = kept.remove(at: index).built
            for group in built.groups { root.append(group) }
            (groups, controls, firstRow) = (built.groups, built.controls, built.firstRow)
            return
        }
        let send: InspectorSend = { [weak self] field, value, continuous in self?.send(field, value, continuous: continuous) }
        let drag = DragHandlers(began: { [weak self] in self?.onDragBegan() }, ended: { [weak self] in self?.onDragEnded() })
        for section in next.sections {
            let group = PreferencesGroup(title: InspectorTitles.group(section.group))
            for row in section.rows {
                let control = Self.control(for: row, send: send, drag: drag)
                for widget in control.rows { group.add(widget) }
                if firstRow == nil { firstRow = control.focusTarget }
                controls[row.field] = control
            }
            root.append(group)
            groups.append(group)
        }
    }

    private static func control(for row: InspectorRow, send: @escaping InspectorSend, drag: DragHandlers) -> any InspectorControl {
        switch (row.value, row.field) {
        case (.cornerStyle, .cornerStyle(_, let corner)): return CornerStyleControl(row, corner: corner, send: send, drag: drag)
        case (.cornerStyle, _): return CornerStyleControl(row, corner: .topLeading, send: send, drag: drag)
        case (.number, _): return NumberControl(row, slider: Self.hasSlider(row.field), send: send, drag: drag)
        case (.choice, _): return ChoiceControl(row, send: send)
        case (.text, _): return TextControl(row, send: send)
        case (.color, _): return ColorControl(row, send: send)
        case (.flag, _): return FlagControl(row, send: send)
        }
    }

    /// Radii and opacities get a slider beside their spin button (what a designer drags).
    static func hasSlider(_ field: InspectorField) -> Bool {
        switch field {
        case .cornerRadius, .unevenRadius, .fillOpacity, .opacity: true
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
