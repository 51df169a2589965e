// A shape's four corners in the inspector as a 2 × 2 grid, each corner where it sits on the
// shape: a concentric rectangle's corner styles and an uneven rounded rectangle's radii. Four
// rows of their own pushed the last corner a screen down the pane; a grid keeps them together,
// under the shape's kind, and reads as the shape does.
import ConcentricCore
import ConcentricScene
import GtkKit
import PlaygroundRules
import SceneEditing

/// One corner: its name and resolved radius on one line, then its style (a concentric
/// rectangle's), its minimum or fixed radius, and where that number comes from when the scene
/// declares parameters (the "from" drop-down of other number rows).
@MainActor
final class CornerCell: InspectorControl {
    let corner: LogicalCorner
    /// The cell, attached to its group's `CornerGrid`.
    let cell: Box
    /// A concentric rectangle's corner style; nil for an uneven rounded rectangle's radius.
    let style: DropDown?
    let field: NumberField
    private let resolvedLabel: Label
    /// The range a pointer drag of the value spans (`Inspector.draggable`).
    let dragRange: ClosedRange<Double>
    private var current: CornerStyleOf<Number> = .concentric
    private var resolved: Double?
    var rows: [Widget] { [cell] }
    var focusTarget: Widget? { style ?? field.spin }
    var gridCorner: LogicalCorner? { corner }

    static let kinds = CornerStyle.Kind.allCases

    init(_ model: InspectorRow, corner: LogicalCorner, send: @escaping InspectorSend) {
        self.corner = corner
        dragRange = model.range
        cell = Box(.vertical, spacing: 4)
        cell.addCSSClass("corner-cell")
        let header = Box(.horizontal, spacing: 6)
        let name = Label(CornerRow.title(corner))
        name.setEllipsizeEnd()
        name.expandHorizontally()
        name.tooltip = CornerRow.title(corner)
        name.addCSSClass("caption-heading")
        resolvedLabel = Label()
        resolvedLabel.addCSSClass("caption")
        resolvedLabel.addCSSClass("dim-label")
        resolvedLabel.addCSSClass("numeric")
        header.append(name)
        header.append(resolvedLabel)
        cell.append(header)
        let isStyle = if case .cornerStyle = model.value { true } else { false }
        let valueTitle = isStyle ? InspectorTitles.cornerValue(corner, .fixed) : InspectorTitles.field(model.field)
        if isStyle {
            let style = DropDown(items: Self.kinds.map(CornerRow.title))
            style.setButtonTitles(Self.kinds.map(Self.shortTitle))
            style.nameButton(CornerRow.title(corner))
            style.setAccessibleLabel(CornerRow.title(corner))
            style.tooltip = tr("Concentric with the container, concentric with a minimum, or a fixed radius")
            cell.append(style)
            self.style = style
        } else {
            style = nil
        }
        field = NumberField(row: model, title: valueTitle, slider: false)
        field.spin.setAccessibleLabel(tr("{property}, in points", ["property": valueTitle]))
        for widget in field.widgets {
            widget.expandHorizontally()
            cell.append(widget)
        }
        let key = model.field
        style?.onSelectionChanged { [weak self] in
            guard let self, let index = self.style?.selected, Self.kinds.indices.contains(index) else { return }
            let picked = InspectorModel.cornerStyle(picking: Self.kinds[index], current: self.current, resolved: self.resolved)
            send(key, .cornerStyle(picked), false)
        }
        // A cell has no slider, so no pointer drag to report.
        let noDrag = DragHandlers(began: {}, ended: {})
        field.connect({ [weak self] number, continuous in
            guard let self else { return }
            if self.style == nil {
                send(key, .number(number), continuous)
            } else if let number {
                send(key, .cornerStyle(CornerStyleOf(kind: self.current.kind, value: number)), continuous)
            }
        }, drag: noDrag)
    }

    /// A style's name on the cell's narrow drop-down button.
    static func shortTitle(_ kind: CornerStyle.Kind) -> String {
        switch kind {
        case .concentric: trc("corner style", "Concentric")
        // TRANSLATORS: "Concentric, minimum" on a narrow drop-down button of the corner grid.
        case .concentricWithMinimum: trc("corner style, short", "Minimum")
        case .fixed: trc("corner style", "Fixed")
        }
    }

    func update(_ model: InspectorRow, parameters: [String: Double]) {
        resolved = model.resolvedRadius
        let resolvedText = model.resolvedRadius.map { tr("Resolved: {radius} pt", ["radius": DecimalFormat.short($0)]) } ?? ""
        // TRANSLATORS: a resolved radius in the inspector (a corner grid's cell, under a radius row's title), e.g. "46 pt".
        resolvedLabel.text = model.resolvedRadius.map { tr("{radius} pt", ["radius": DecimalFormat.short($0)]) } ?? ""
        resolvedLabel.tooltip = resolvedText.isEmpty ? nil : resolvedText
        switch model.value {
        case .cornerStyle(let style):
            current = style
            self.style?.withHandlersBlocked { self.style?.selected = Self.kinds.firstIndex(of: style.kind) }
            self.style?.setAccessibleDescription(resolvedText)
            let title = InspectorTitles.cornerValue(corner, style.kind)
            field.spin.setAccessibleLabel(tr("{property}, in points", ["property": title]))
            field.source.map { source in
                let name = InspectorTitles.numberSource(of: title)
                source.nameButton(name)
                source.setAccessibleLabel(name)
            }
            // A bound value shows the parameter's current value, read-only, as other number rows
            // do; a plain concentric corner has no value to edit.
            let takesValue = style.kind.takesValue
            field.show(style.value, parameters: parameters, bindingIsFixed: model.bindingIsFixed, enabled: takesValue)
            field.spin.tooltip = takesValue ? nil : tr("Not used by a plain concentric corner")
        case .number(let number):
            field.show(number, parameters: parameters, bindingIsFixed: model.bindingIsFixed)
            field.spin.setAccessibleDescription(resolvedText)
        default:
            break
        }
    }
}

/// The grid of a group's corner cells: one plain row of the group, added with its first cell
/// and removed with its last.
@MainActor
final class CornerGrid {
    let row: PreferencesRow
    private let grid: Grid

    init() {
        row = PreferencesRow.plain(title: tr("Corners"))
        // A plain row's title is not drawn, nor read: the list item is named here.
        row.setAccessibleLabel(tr("Corners"))
        row.passFocusToControls()
        row.addCSSClass("corner-grid-row")
        grid = Grid(rowSpacing: 12, columnSpacing: 12, homogeneousColumns: true)
        row.setChild(grid)
    }

    /// Puts a corner's cell where the corner sits: leading corners in the first column (the
    /// trailing one in a right-to-left layout), top corners in the first row.
    func attach(_ cell: Widget, at corner: LogicalCorner) {
        let column: Int32 = corner == .topLeading || corner == .bottomLeading ? 0 : 1
        let row: Int32 = corner == .topLeading || corner == .topTrailing ? 0 : 1
        grid.attach(cell, column: column, row: row)
    }

    func remove(_ cell: Widget) { grid.remove(cell) }

    var isEmpty: Bool { grid.isEmpty }
}
