// GtkTreeListRow: one row of a GtkTreeListModel, which can expand to show its children.
import CGtk

@MainActor
public final class TreeListRow: Object {
    private var row: OpaquePointer { OpaquePointer(raw) }

    /// The row's item, as `Item` (the wrapper for what the tree's models hold).
    public func item<Item: Object>(as type: Item.Type = Item.self) -> Item? {
        guard let item = gtk_tree_list_row_get_item(row) else { return nil }
        // The getter returns a full reference; the wrapper takes its own (only `adopting` is a
        // required initializer), so the getter's is dropped.
        defer { g_object_unref(item) }
        return Item(adopting: item)
    }

    /// Whether the children are shown. Setting it creates the children's model the first time.
    public var isExpanded: Bool {
        get { gtk_tree_list_row_get_expanded(row) != 0 }
        set { if newValue != isExpanded { gtk_tree_list_row_set_expanded(row, newValue ? 1 : 0) } }
    }

    /// Whether the row has children to show.
    public var isExpandable: Bool { gtk_tree_list_row_is_expandable(row) != 0 }

    /// The row's position in the flattened list (GTK_INVALID_LIST_POSITION when it is gone: nil).
    public var position: Int? {
        let position = gtk_tree_list_row_get_position(row)
        return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
    }

    /// 0 for a top-level row, 1 for its children, …
    public var depth: Int { Int(gtk_tree_list_row_get_depth(row)) }

    /// The parent row; nil at the top level.
    public var parent: TreeListRow? {
        gtk_tree_list_row_get_parent(row).map { TreeListRow(transferring: UnsafeMutableRawPointer($0)) }
    }

    /// Child `index`'s row, when the row is expanded; nil otherwise or past the end.
    public func childRow(_ index: Int) -> TreeListRow? {
        guard index >= 0, let child = gtk_tree_list_row_get_child_row(row, guint(index)) else { return nil }
        return TreeListRow(transferring: UnsafeMutableRawPointer(child))
    }

    public func onExpandedChanged(_ handler: @escaping @MainActor () -> Void) { onNotify("expanded", handler) }
}
