// GtkListItem: what a list item factory fills for one row of a list view.
import CGtk

@MainActor
public final class ListItem: Object {
    private var item: OpaquePointer { OpaquePointer(raw) }

    /// The widget shown for the row (set once, in the factory's setup).
    public func setChild(_ child: Widget?) { gtk_list_item_set_child(item, child?.widget) }

    /// The row's model item (a `TreeListRow` over a tree list model); nil while unbound.
    public func item<Item: Object>(as type: Item.Type = Item.self) -> Item? {
        gtk_list_item_get_item(item).map { Item(adopting: $0) }   // transfer none: the wrapper takes a reference
    }

    /// The row's position; nil while unbound.
    public var position: Int? {
        let position = gtk_list_item_get_position(item)
        return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
    }

    public var isSelected: Bool { gtk_list_item_get_selected(item) != 0 }

    /// Whether activating the row (Enter, a double click) emits the list view's `activate`.
    public var isActivatable: Bool {
        get { gtk_list_item_get_activatable(item) != 0 }
        set { gtk_list_item_set_activatable(item, newValue ? 1 : 0) }
    }
}
