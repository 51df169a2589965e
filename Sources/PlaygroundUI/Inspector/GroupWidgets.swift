// One inspector group's widget and every control built in it, kept in the window: showing
// another view hides the rows it lacks and shows again those it has, instead of taking widgets
// out of the window and putting them back (which costs GTK their styles, sizes and accessible
// objects again).
import GtkKit
import SceneEditing

/// A group's widget and its controls, shown or hidden, in the group's order (corner cells in
/// the group's `CornerGrid`, one row of the group added with its first cell).
@MainActor
final class GroupWidgets {
    let group: InspectorGroup
    let widget: PreferencesGroup
    /// The rebuild that last showed the group (`Inspector.rebuild` hides the others).
    var lastShown = 0
    private var rows: [(structure: InspectorRow, control: any InspectorControl, isVisible: Bool)] = []
    private var grid: CornerGrid?

    /// Every control built in the group, shown or hidden.
    var controls: [any InspectorControl] { rows.map(\.control) }

    init(group: InspectorGroup, widget: PreferencesGroup) {
        self.group = group
        self.widget = widget
    }

    /// Shows exactly `wanted`'s rows, in order, and answers their controls. A row built before
    /// in order is shown again; one not built is built by `make` and added at the end, or, where
    /// it would go between built rows, the rows from there on are dropped and built again (a
    /// group's rows come in one order, so that is rare). The rows passed over are hidden.
    func show(
        _ wanted: [InspectorRow], make: (InspectorRow) -> any InspectorControl
    ) -> [(structure: InspectorRow, control: any InspectorControl)] {
        var answer: [(structure: InspectorRow, control: any InspectorControl)] = []
        var visible = [Bool](repeating: false, count: rows.count)
        var next = 0
        for row in wanted {
            let structure = row.structure
            if let index = rows[next...].firstIndex(where: { $0.structure == structure }) {
                visible[index] = true
                answer.append((structure, rows[index].control))
                next = index + 1
                continue
            }
            if next < rows.count {
                drop(from: next)
                visible.removeSubrange(next...)
            }
            let control = make(row)
            add(control, structure: structure)
            visible.append(true)
            answer.append((structure, control))
            next = rows.count
        }
        for index in rows.indices where rows[index].isVisible != visible[index] {
            rows[index].isVisible = visible[index]
            for widget in rows[index].control.rows { widget.isVisible = visible[index] }
        }
        if let grid {
            let shows = rows.contains { $0.isVisible && $0.control.gridCorner != nil }
            if grid.row.isVisible != shows { grid.row.isVisible = shows }
        }
        return answer
    }

    /// Adds a control's rows after the others (a corner's cell into the grid, which is added
    /// with its first cell).
    private func add(_ control: any InspectorControl, structure: InspectorRow) {
        if let corner = control.gridCorner {
            let grid = grid ?? CornerGrid()
            if self.grid == nil {
                widget.add(grid.row)
                self.grid = grid
            }
            for cell in control.rows { grid.attach(cell, at: corner) }
        } else {
            for row in control.rows { widget.add(row) }
        }
        rows.append((structure, control, true))
    }

    /// Takes the rows from `index` on out of the group, and the grid with its last cell.
    private func drop(from index: Int) {
        for (_, control, _) in rows[index...] {
            if control.gridCorner != nil, let grid {
                for cell in control.rows { grid.remove(cell) }
            } else {
                for row in control.rows { widget.remove(row) }
            }
        }
        rows.removeSubrange(index...)
        if let grid, grid.isEmpty {
            widget.remove(grid.row)
            self.grid = nil
        }
    }
}
