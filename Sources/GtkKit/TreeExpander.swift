// GtkTreeExpander: a row's indentation and expand arrow, from its GtkTreeListRow.
import CGtk

@MainActor
public final class TreeExpander: Widget {
    override public class var gType: GType { gtk_tree_expander_get_type() }
    private var expander: OpaquePointer { OpaquePointer(raw) }

    public convenience init() {
        self.init(adopting: UnsafeMutableRawPointer(gtk_tree_expander_new()))
    }

    public func setChild(_ child: Widget?) { gtk_tree_expander_set_child(expander, child?.widget) }

    /// The row whose depth and expanded state the expander shows (nil while unbound).
    public func setListRow(_ row: TreeListRow?) {
        gtk_tree_expander_set_list_row(expander, row.map { OpaquePointer($0.raw) })
    }
}
