// One control per kind of inspector row: built once per row structure, updated in place with
// their handlers blocked (so showing a value never sends it back as an edit).
import ConcentricCore
import ConcentricScene
import GtkKit
import PlaygroundRules
import SceneEditing

/// What a control sends: a row's new value, and whether it is one step of a continuous change
/// (a slider's drag, a spin button's arrow keys) that the store may coalesce with the next.
typealias InspectorSend = @MainActor (InspectorField, InspectorValue, _ continuous: Bool) -> Void

/// A row's widgets.
@MainActor
protocol InspectorControl: AnyObject {
    /// The rows to add to the group, in order.
    var rows: [Widget] { get }
    /// Shows `row`'s value (the row's structure is the one this control was built for).
    func update(_ row: InspectorRow, parameters: [String: Double])
    /// What Enter on a layer row focuses when this is the inspector's first control.
    var focusTarget: Widget? { get }
    /// The corner whose cell of the group's corner grid `rows` is (CornerCells.swift); nil for
    /// rows of the group's list.
    var gridCorner: LogicalCorner? { get }
}

extension InspectorControl {
    var focusTarget: Widget? { rows.first }
    var gridCorner: LogicalCorner? { nil }
}

/// Slider and drag callbacks shared by the number controls.
@MainActor
struct DragHandlers {
    let began: @MainActor () -> Void
    let ended: @MainActor () -> Void
}

/// The number field of a row: a spin button (and a slider for radii), with a "from" drop-down
/// when the number may be unset, infinite or bound to a parameter.
@MainActor
final class NumberField {
    let spin: SpinButton
    let scale: Scale?
    let source: DropDown?
    private let sources: [NumberSource]
    private(set) var current: Number?

    init(row: InspectorRow, title: String, slider: Bool) {
        let steps = NumberSteps(range: row.range)
        // The spin button takes any value the format allows; the slider spans the usual range.
        spin = SpinButton(range: steps.spinRange, step: steps.step, digits: steps.digits)
        spin.centerVertically()
        sources = row.sources
        if slider {
            let scale = Scale(range: row.range, step: steps.step)
            scale.centerVertically()
            scale.expandHorizontally()
            scale.setWidthRequest(72)
            self.scale = scale
        } else {
            scale = nil
        }
        if row.sources.count > 1 {
            let source = DropDown(items: row.sources.map(InspectorTitles.source))
            source.centerVertically()
            let name = InspectorTitles.numberSource(of: title)
            source.nameButton(name)
            source.setAccessibleLabel(name)
            source.tooltip = tr("A value, or one of the scene's parameters")
            self.source = source
        } else {
            source = nil
        }
    }

    /// The widgets, in the row's order.
    var widgets: [Widget] { [scale, spin, source].compactMap { $0 } }

    func connect(_ changed: @escaping @MainActor (Number?, _ continuous: Bool) -> Void, drag: DragHandlers) {
        spin.onValueChanged { [weak self] in
            guard let self else { return }
            self.scale.map { s in s.withHandlersBlocked { s.value = self.spin.value } }
            changed(.literal(self.spin.value), true)
        }
        if let scale {
            scale.onValueChanged { [weak self] in
                guard let self else { return }
                self.spin.withHandlersBlocked { self.spin.value = scale.value }
                changed(.literal(scale.value), true)
            }
            scale.onDrag(began: drag.began, ended: drag.ended)
        }
        source?.onSelectionChanged { [weak self] in
            guard let self, let index = self.source?.selected, self.sources.indices.contains(index) else { return }
            changed(self.sources[index].number(literal: self.spin.value), false)
        }
    }

    /// Shows `number`; a bound one is read-only, unless `bindingIsFixed` (a `.swift` file's:
    /// typing over it asks the store, which offers the `@State`'s default), when the "from"
    /// drop-down is the one that is read-only; nothing is editable unless `enabled` (a value the
    /// row's other choice leaves unused). Each widget's sensitivity is set once: flipping it
    /// restyles the widget and everything inside it.
    func show(_ number: Number?, parameters: [String: Double], bindingIsFixed: Bool = false, enabled: Bool = true) {
        current = number
        let source = NumberSource(number)
        let shown: Double = switch number {
        case .literal(let v)? where v.isFinite: v
        case .parameter(let name)?: parameters[name] ?? 0
        case .expression(let expression)?: expression.value(in: parameters)
        default: 0  // unset or infinite: the spin button is insensitive; 0 is where typing starts
        }
        let typeable = enabled && (source == .literal || (bindingIsFixed && number != nil))
        spin.withHandlersBlocked { spin.value = shown }
        spin.isSensitive = typeable
        if let scale {
            scale.withHandlersBlocked { scale.value = shown }
            scale.isSensitive = typeable
        }
        if let drop = self.source {
            drop.withHandlersBlocked { drop.selected = sources.firstIndex(of: source) }
            drop.isSensitive = enabled && !bindingIsFixed
        }
    }
}

/// A number row: its title, its field.
@MainActor
final class NumberControl: InspectorControl {
    let row: ActionRow
    let field: NumberField
    /// The "from" drop-down's own row, under a slider's (an opacity bindable to a parameter):
    /// beside a slider and a spin button it leaves the title no room in the sidebar.
    let sourceRow: ActionRow?
    var rows: [Widget] { [row] + (sourceRow.map { [$0] } ?? []) }
    var focusTarget: Widget? { field.scale ?? field.spin }

    init(_ model: InspectorRow, slider: Bool, send: @escaping InspectorSend, drag: DragHandlers) {
        let title = InspectorTitles.field(model.field)
        row = ActionRow(title: title)
        field = NumberField(row: model, title: title, slider: slider)
        if field.scale != nil, let source = field.source {
            for widget in field.widgets where widget !== source { row.addSuffix(widget) }
            let sourceRow = ActionRow(title: InspectorTitles.numberSource(of: title))
            sourceRow.setControl(source)
            self.sourceRow = sourceRow
        } else {
            for widget in field.widgets { row.addSuffix(widget) }
            sourceRow = nil
        }
        // The row's title names its first control; the spin button beside a slider is named too.
        // Tab goes from control to control, not to the row first.
        row.setActivatableWidget(field.scale ?? field.spin)
        row.skipsTabStop()
        if field.scale != nil {
            // TRANSLATORS: the spin button beside a slider; {property} is the row's title.
            field.spin.setAccessibleLabel(model.range.upperBound <= 1
                ? tr("{property}, from 0 to 1", ["property": title]) : tr("{property}, in points", ["property": title]))
        }
        let key = model.field
        field.connect({ number, continuous in send(key, .number(number), continuous) }, drag: drag)
    }

    func update(_ model: InspectorRow, parameters: [String: Double]) {
        guard case .number(let n) = model.value else { return }
        field.show(n, parameters: parameters, bindingIsFixed: model.bindingIsFixed)
        // The radius layout gave, short under the title (beside a slider and a spin button the
        // title's column is narrow), as the corner grid's cells show it; said whole to a screen
        // reader with the row's first control.
        let radius = model.resolvedRadius.map { DecimalFormat.short($0) }
        guard radius != radiusShown else { return }  // a screen reader hears each change
        radiusShown = radius
        row.subtitle = radius.map { tr("{radius} pt", ["radius": $0]) } ?? ""
        // TRANSLATORS: the radius layout gave a shape's corner, e.g. "Resolved: 46 pt".
        (field.scale ?? field.spin).setAccessibleDescription(radius.map { tr("Resolved: {radius} pt", ["radius": $0]) } ?? "")
    }

    /// The resolved radius shown (as `DecimalFormat.short` writes it), none at first.
    private var radiusShown: String?
}

/// A choice among named options.
@MainActor
final class ChoiceControl: InspectorControl {
    let row: ComboRow
    private let options: [String]
    var rows: [Widget] { [row] }

    init(_ model: InspectorRow, send: @escaping InspectorSend) {
        options = model.options
        row = ComboRow(title: InspectorTitles.field(model.field), items: model.options.map { InspectorTitles.option($0, of: model.field) })
        let key = model.field
        row.onSelectionChanged { [weak self] in
            guard let self, let index = self.row.selected, self.options.indices.contains(index) else { return }
            send(key, .choice(self.options[index]), false)
        }
    }

    func update(_ model: InspectorRow, parameters: [String: Double]) {
        guard case .choice(let raw) = model.value else { return }
        row.withHandlersBlocked { row.selected = options.firstIndex(of: raw) }
    }
}

/// A string, applied when the user presses Enter or leaves the field with a changed text (one
/// undo step either way).
@MainActor
final class TextControl: InspectorControl {
    let row: ActionRow
    let entry: Entry
    var rows: [Widget] { [row] }
    var focusTarget: Widget? { entry }
    /// The text as the model last showed it: leaving the field sends only a change.
    private var shown = ""
    private let focus = FocusController()

    init(_ model: InspectorRow, send: @escaping InspectorSend) {
        row = ActionRow(title: InspectorTitles.field(model.field))
        entry = Entry()
        row.setControl(entry)
        let key = model.field
        let apply: @MainActor () -> Void = { [weak self] in
            guard let self, self.entry.text != self.shown else { return }
            self.shown = self.entry.text
            send(key, .text(self.entry.text), false)
        }
        entry.onActivate(apply)
        focus.onLeave(apply)
        focus.attach(to: entry)
    }

    func update(_ model: InspectorRow, parameters: [String: Double]) {
        guard case .text(let text) = model.value else { return }
        shown = text
        entry.withHandlersBlocked { entry.text = text }
    }
}

/// A value shown, not edited (a placeholder's label and source): the row's subtitle, which a
/// screen reader reads with its title.
@MainActor
final class ReadOnlyTextControl: InspectorControl {
    let row: ActionRow
    var rows: [Widget] { [row] }
    var focusTarget: Widget? { nil }

    init(_ model: InspectorRow) {
        row = ActionRow(title: InspectorTitles.field(model.field))
    }

    func update(_ model: InspectorRow, parameters: [String: Double]) {
        guard case .text(let text) = model.value else { return }
        row.subtitle = text.isEmpty ? tr("Unknown") : text
        row.setAccessibleDescription(row.subtitle)
    }
}

/// A colour, picked in GTK's colour chooser.
@MainActor
final class ColorControl: InspectorControl {
    let row: ActionRow
    let button: ColorButton
    var rows: [Widget] { [row] }
    var focusTarget: Widget? { button }

    init(_ model: InspectorRow, send: @escaping InspectorSend) {
        let title = InspectorTitles.field(model.field)
        row = ActionRow(title: title)
        button = ColorButton(title: title)
        row.setControl(button)
        let key = model.field
        button.onColorSet { [weak self] in
            guard let c = self?.button.rgba else { return }
            send(key, .color(Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)), false)
        }
    }

    func update(_ model: InspectorRow, parameters: [String: Double]) {
        guard case .color(let color) = model.value else { return }
        button.withHandlersBlocked { button.rgba = (color.red, color.green, color.blue, color.alpha) }
    }
}

/// On or off.
@MainActor
final class FlagControl: InspectorControl {
    let row: ActionRow
    let toggle: Switch
    var rows: [Widget] { [row] }
    var focusTarget: Widget? { toggle }

    init(_ model: InspectorRow, send: @escaping InspectorSend) {
        row = ActionRow(title: InspectorTitles.field(model.field))
        toggle = Switch()
        row.setControl(toggle)
        let key = model.field
        toggle.onToggled { [weak self] in
            guard let self else { return }
            send(key, .flag(self.toggle.isOn), false)
        }
    }

    func update(_ model: InspectorRow, parameters: [String: Double]) {
        guard case .flag(let on) = model.value else { return }
        toggle.withHandlersBlocked { toggle.isOn = on }
    }
}
