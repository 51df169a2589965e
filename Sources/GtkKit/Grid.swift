// GtkGrid: children in rows and columns.
import CGtk

@MainActor
public final class Grid: Widget {
    override public class var gType: GType { gtk_grid_get_type() }
    private var grid: UnsafeMutablePointer<GtkGrid> { raw.assumingMemoryBound(to: GtkGrid.self) }

    /// A grid whose columns are all as wide as the widest (`homogeneousColumns`).
    public convenience init(rowSpacing: UInt32, columnSpacing: UInt32, homogeneousColumns: Bool = false) {
        self.init(adopting: UnsafeMutableRawPointer(gtk_grid_new()))
        gtk_grid_set_row_spacing(grid, rowSpacing)
        gtk_grid_set_column_spacing(grid, columnSpacing)
        gtk_grid_set_column_homogeneous(grid, homogeneousColumns ? 1 : 0)
    }

    /// Puts `child` in one cell. Column 0 is the leading one: GTK mirrors the columns in a
    /// right-to-left layout.
    public func attach(_ child: Widget, column: Int32, row: Int32) { gtk_grid_attach(grid, child.widget, column, row, 1, 1) }

    public func remove(_ child: Widget) { gtk_grid_remove(grid, child.widget) }

    /// Whether no child is left.
    public var isEmpty: Bool { gtk_widget_get_first_child(widget) == nil }
}
