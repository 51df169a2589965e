// GtkTreeListModel: a tree flattened into a list, children models made when a row expands.
import CGtk

@MainActor
public final class TreeListModel: Object, ListModel {
    /// A closure asked for an item's children: a model, or nil for an item that never has any.
    typealias CreateChildren = @MainActor (UnsafeMutableRawPointer) -> OpaquePointer?

    /// The tree whose top level is `root`. `children` is called when a row is expanded (and when
    /// GTK asks whether a row can expand, `gtk_tree_list_row_is_expandable`), never for rows
    /// nobody looks at, so a large tree is built as far as the user opens it. `Item` is the
    /// wrapper for the models' items (`StringObject` for a `StringList`).
    public convenience init<Item: Object>(
        root: some ListModel, autoexpand: Bool = false,
        children: @escaping @MainActor (Item) -> (any ListModel)?
    ) {
        let create: CreateChildren = { item in children(Item(adopting: item)).map { $0.transferredReference() } }
        let thunk: GtkTreeListModelCreateModelFunc = { item, data in
            let (item, data) = (MainThreadPointer(item), MainThreadPointer(data))
            let model = MainActor.assumeIsolated {
                guard let item = item.raw, let create = HandlerBox<CreateChildren>.from(data.raw) else { return MainThreadPointer(nil) }
                return MainThreadPointer(create(item).map { UnsafeMutableRawPointer($0) })
            }
            return model.raw.map { OpaquePointer($0) }
        }
        // passthrough false: the list's items are GtkTreeListRows (what a GtkTreeExpander needs).
        // The root model and the box are owned by the tree model from here on; the box is
        // released by the destroy notify when the tree model is finalized.
        let model = gtk_tree_list_model_new(
            root.transferredReference(), 0, autoexpand ? 1 : 0, thunk,
            Unmanaged.passRetained(HandlerBox<CreateChildren>(create)).toOpaque(),
            { data in if let data { Unmanaged<AnyObject>.fromOpaque(data).release() } })
        self.init(transferring: UnsafeMutableRawPointer(model!))
    }

    /// Whether rows open as they are made (`gtk_tree_list_model_set_autoexpand`); changing it
    /// leaves the rows that exist as they are.
    public var autoexpand: Bool {
        get { gtk_tree_list_model_get_autoexpand(model) != 0 }
        set { gtk_tree_list_model_set_autoexpand(model, newValue ? 1 : 0) }
    }

    public var listModel: OpaquePointer { OpaquePointer(raw) }
    private var model: OpaquePointer { OpaquePointer(raw) }

    /// The row at `position` of the flattened list; nil past the end.
    public func row(at position: Int) -> TreeListRow? {
        guard position >= 0, let row = gtk_tree_list_model_get_row(model, guint(position)) else { return nil }
        return TreeListRow(transferring: UnsafeMutableRawPointer(row))
    }

    /// The row of item `index` of the root model; nil past the end.
    public func topLevelRow(_ index: Int) -> TreeListRow? {
        guard index >= 0, let row = gtk_tree_list_model_get_child_row(model, guint(index)) else { return nil }
        return TreeListRow(transferring: UnsafeMutableRawPointer(row))
    }
}
